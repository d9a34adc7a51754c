import type { Cluster } from '../kube/connect.ts';
import { formatGroupKind } from '../kube/objectRef.ts';
import type { ApplySet } from './applySet.ts';
import { listMembers, memberLists } from './members.ts';
import { unionScope, type RecordedScope } from './parentState.ts';

/**
 * The part of `dropping` (kinds and namespaces the parent records and a narrowing would drop) where
 * live members of the set still are: objects another run applied after this run listed the set.
 * Objects already being deleted do not count. Lists only where a dropped kind or namespace is involved.
 */
export async function scopeInUse(
  cluster: Cluster,
  parent: ApplySet,
  recorded: RecordedScope,
  dropping: RecordedScope,
): Promise<RecordedScope> {
  const droppedKinds = new Set(dropping.groupKinds.map(formatGroupKind));
  const droppedNamespaces = new Set(dropping.namespaces);
  const nothing: RecordedScope = { groupKinds: [], namespaces: [] };
  if (droppedKinds.size === 0 && droppedNamespaces.size === 0) return nothing;
  const lists = memberLists(cluster.discovery, parent, recorded).filter(
    ({ info, namespace }) => droppedKinds.has(formatGroupKind(info)) || droppedNamespaces.has(namespace),
  );
  const live = (await listMembers(cluster, parent, recorded, { lists })).filter(
    (member) => !member.object.metadata.deletionTimestamp,
  );
  return live
    .map(({ ref }): RecordedScope => ({
      groupKinds: droppedKinds.has(formatGroupKind(ref)) ? [{ group: ref.group, kind: ref.kind }] : [],
      namespaces: droppedNamespaces.has(ref.namespace) ? [ref.namespace] : [],
    }))
    .reduce(unionScope, nothing);
}
