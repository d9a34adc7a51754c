import { isParent } from '../../applyset/applySet.ts';
import { PART_OF_LABEL } from '../../applyset/applySetKeys.ts';
import type { ParentReading } from '../../applyset/readParent.ts';
import { describeRef } from '../../kube/objectRef.ts';
import type { PruneFilter } from './pruneFilter.ts';

/** Deleting the parent would lose the record of the set: never, whatever labels it was given. */
export function parentFilter(reading: ParentReading): PruneFilter {
  const parentUid = reading.live?.metadata.uid;
  return {
    name: 'parent',
    check: (candidate) => {
      const uid = candidate.object.metadata.uid;
      if ((parentUid === undefined || uid !== parentUid) && !isParent(reading.parent, candidate.ref)) return undefined;
      return {
        skip: `${describeRef(candidate.ref)} is this ApplySet's parent but carries its ${PART_OF_LABEL} label: not pruned; remove the label from it`,
      };
    },
  };
}
