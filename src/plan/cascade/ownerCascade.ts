import { appendTo } from '../../common/appendTo.ts';
import type { GroupKind } from '../../kube/objectRef.ts';
import type { CascadeCount } from '../planTypes.ts';

/*
 * The garbage collector's rule, on listed metadata: an object whose every owner is deleted is
 * deleted too (Background and Foreground alike), and so on down; pure, for the unit tests.
 */

/** An object as the cascade sees it: its kind, its uid and the uids of its owners. */
export interface CascadeObject extends GroupKind {
  uid: string;
  owners: readonly string[];
}

/** The kinds whose objects hold data that applying again does not bring back. */
const DATA_KINDS = new Set(['PersistentVolumeClaim', 'PersistentVolume', 'Secret']);

export function holdsData(gk: GroupKind): boolean {
  return gk.group === '' && DATA_KINDS.has(gk.kind);
}

/**
 * Every object deleted with the object of `rootUid`, transitively: those all of whose owners are
 * deleted, counting what `goingAnyway` holds (the plan's other prunes). An object with one owner
 * that stays, stays.
 */
export function ownedClosure(
  rootUid: string,
  objects: readonly CascadeObject[],
  goingAnyway: ReadonlySet<string>,
): CascadeObject[] {
  const byOwner = new Map<string, CascadeObject[]>();
  for (const object of objects) for (const owner of object.owners) appendTo(byOwner, owner, object);
  const gone = new Set([rootUid]);
  const found: CascadeObject[] = [];
  const queue = [rootUid];
  for (let uid = queue.pop(); uid !== undefined; uid = queue.pop()) {
    for (const child of byOwner.get(uid) ?? []) {
      if (gone.has(child.uid) || !child.owners.every((owner) => gone.has(owner) || goingAnyway.has(owner))) continue;
      gone.add(child.uid);
      found.push(child);
      queue.push(child.uid);
    }
  }
  return found;
}

/**
 * Objects counted by kind, what holds data first, then the most first; `cut` says of a kind whether
 * its LIST was cut at its cap, so that its count is a lower bound.
 */
export function countByKind(
  objects: readonly GroupKind[],
  cut: (gk: GroupKind) => boolean = () => false,
): CascadeCount[] {
  const counts = new Map<string, CascadeCount>();
  for (const { group, kind } of objects) {
    const key = `${kind}.${group}`;
    const count = counts.get(key) ?? {
      group,
      kind,
      count: 0,
      ...(cut({ group, kind }) ? { atLeast: true as const } : {}),
      ...(holdsData({ group, kind }) ? { data: true as const } : {}),
    };
    count.count++;
    counts.set(key, count);
  }
  return sortCounts([...counts.values()]);
}

/** Data first, then the most first, then by kind: the order the reports show. */
export function sortCounts(counts: CascadeCount[]): CascadeCount[] {
  return counts.sort(
    (a, b) =>
      Number(b.data ?? false) - Number(a.data ?? false) ||
      b.count - a.count ||
      (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : 0),
  );
}
