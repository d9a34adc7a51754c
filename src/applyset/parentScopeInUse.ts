import type { Cluster } from '../kube/connect.ts';
import { listObjects } from '../kube/objectRequests.ts';
import { formatGroupKind, type GroupKind } from '../kube/objectRef.ts';
import { PART_OF_LABEL } from './applySetKeys.ts';
import { unionScope, type ApplySetParent, type RecordedScope } from './parentState.ts';

/**
 * The part of `dropping` (kinds and namespaces the parent records and a narrowing would drop) where
 * live members of the set still are: objects another run applied after this run listed the set.
 * Objects already being deleted do not count. Lists only where a dropped kind or namespace is involved.
 */
export async function scopeInUse(cluster: Cluster, parent: ApplySetParent, recorded: RecordedScope, dropping: RecordedScope): Promise<RecordedScope> {
  const droppedKinds = new Set(dropping.groupKinds.map(formatGroupKind));
  const droppedNamespaces = new Set(dropping.namespaces);
  if (droppedKinds.size === 0 && droppedNamespaces.size === 0) return { groupKinds: [], namespaces: [] };
  const allNamespaces = [...new Set([parent.namespace, ...recorded.namespaces])].filter((ns) => ns !== '');
  const selector = `${PART_OF_LABEL}=${parent.id}`;
  const lookups: Promise<RecordedScope>[] = [];
  for (const gk of recorded.groupKinds) {
    const info = cluster.discovery.forGroupKind(gk);
    if (!info) continue;
    const kindDropped = droppedKinds.has(formatGroupKind(gk));
    const namespaces = !info.namespaced ? [''] : kindDropped ? allNamespaces : allNamespaces.filter((ns) => droppedNamespaces.has(ns));
    if (!info.namespaced && !kindDropped) continue;
    for (const namespace of namespaces) {
      lookups.push(
        listObjects(cluster.client, info, namespace, selector, { metadataOnly: true }).then((items) => {
          const live = items.some((item) => !item.metadata.deletionTimestamp);
          const kinds: GroupKind[] = live && kindDropped ? [gk] : [];
          return { groupKinds: kinds, namespaces: live && droppedNamespaces.has(namespace) ? [namespace] : [] };
        }),
      );
    }
  }
  return (await Promise.all(lookups)).reduce(unionScope, { groupKinds: [], namespaces: [] });
}
