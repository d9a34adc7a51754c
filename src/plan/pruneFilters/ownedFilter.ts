import type { ParentReading } from '../../applyset/readParent.ts';
import { describeRef } from '../../kube/objectRef.ts';
import type { PruneFilter } from './pruneFilter.ts';

/**
 * An object something else owns (an operator copied its own labels onto a child) goes with its
 * owner, through garbage collection: the KEP asks for this check, kubectl does not make it.
 */
export function ownedFilter(reading: ParentReading): PruneFilter {
  const parentUid = reading.live?.metadata.uid;
  return {
    name: 'owned',
    check: (candidate) => {
      const owners = (candidate.object.metadata.ownerReferences ?? []).filter((o) => o.uid !== parentUid);
      if (owners.length === 0) return undefined;
      const names = owners.map((o) => `${o.kind}/${o.name}`).join(', ');
      return {
        skip: `${describeRef(candidate.ref)} carries this ApplySet's label but is owned by ${names}: not pruned, its owner's garbage collection removes it (was the label copied by a controller?)`,
      };
    },
  };
}
