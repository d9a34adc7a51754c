// The garbage collector's rule on listed metadata: what goes with a prune, transitively, counted by kind.
import { describe, expect, it } from 'vitest';
import { countByKind, ownedClosure, type CascadeObject } from '../../../src/plan/cascade/ownerCascade.ts';
import { dependentKinds } from '../../../src/plan/cascade/pruneCascade.ts';

const object = (
  kind: string,
  uid: string,
  owners: string[] = [],
  group = kind === 'ReplicaSet' || kind === 'ControllerRevision' ? 'apps' : '',
): CascadeObject => ({ group, kind, uid, owners });

describe('what goes with a prune', () => {
  const world = [
    object('ReplicaSet', 'rs-1', ['web']),
    object('ReplicaSet', 'rs-0', ['web']),
    object('Pod', 'p-1', ['rs-1']),
    object('Pod', 'p-2', ['rs-1']),
    object('Pod', 'p-3', ['rs-0']),
    object('Pod', 'other', ['rs-x']),
    object('Pod', 'db-0', ['db']),
    object('PersistentVolumeClaim', 'data-db-0', ['db']),
    // Owned by the StatefulSet and by something that stays: the collector keeps it.
    object('PersistentVolumeClaim', 'shared', ['db', 'keeper']),
  ];

  it('follows owner references down, a Deployment to its ReplicaSets to their Pods, and no further', () => {
    expect(
      ownedClosure('web', world, new Set())
        .map((o) => o.uid)
        .sort(),
    ).toEqual(['p-1', 'p-2', 'p-3', 'rs-0', 'rs-1']);
    expect(countByKind(ownedClosure('web', world, new Set()))).toEqual([
      { group: '', kind: 'Pod', count: 3 },
      { group: 'apps', kind: 'ReplicaSet', count: 2 },
    ]);
  });

  it('keeps what another owner still holds, unless that owner is pruned too', () => {
    expect(
      ownedClosure('db', world, new Set())
        .map((o) => o.uid)
        .sort(),
    ).toEqual(['data-db-0', 'db-0']);
    expect(
      ownedClosure('db', world, new Set(['keeper']))
        .map((o) => o.uid)
        .sort(),
    ).toEqual(['data-db-0', 'db-0', 'shared']);
  });

  it('counts data first, then the most first, and marks lower bounds', () => {
    const counts = countByKind(ownedClosure('db', world, new Set(['keeper'])), (gk) => gk.kind === 'Pod');
    expect(counts).toEqual([
      { group: '', kind: 'PersistentVolumeClaim', count: 2, data: true },
      { group: '', kind: 'Pod', count: 1, atLeast: true },
    ]);
  });

  it('lists for each kind what its controller owns, transitively', () => {
    const names = (kind: string, group: string) => dependentKinds({ group, kind }).map((gk) => gk.kind);
    expect(names('Deployment', 'apps')).toEqual(['ReplicaSet', 'Pod']);
    expect(names('StatefulSet', 'apps')).toEqual(['Pod', 'PersistentVolumeClaim']);
    expect(names('CronJob', 'batch')).toEqual(['Job', 'Pod']);
    expect(names('ConfigMap', '')).toEqual([]);
  });
});
