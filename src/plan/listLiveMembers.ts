import { PART_OF_LABEL } from '../applyset/applySetKeys.ts';
import type { ApplySetParent, RecordedScope } from '../applyset/parentState.ts';
import type { Discovery, ResourceInfo } from '../kube/discovery.ts';
import type { KubeClient } from '../kube/kubeClient.ts';
import { listObjects, type ListedObject } from '../kube/objectRequests.ts';
import { formatGroupKind, groupVersion, refKey, type ObjectRef } from '../kube/objectRef.ts';
import type { Member } from './planTypes.ts';

export interface LiveMember {
  ref: ObjectRef;
  info: ResourceInfo;
  object: ListedObject;
  /** Whole object (a kind the manifests hold, needed for a diff) or metadata only (a prune candidate). */
  full: boolean;
}

/**
 * Lists every live object labelled as a member of this ApplySet: one paginated LIST per GroupKind
 * (recorded on the parent or in the manifests) and namespace in scope. This is the only read of
 * live members: diffs and prune candidates both come from it.
 */
export async function listLiveMembers(
  client: KubeClient,
  discovery: Discovery,
  parent: ApplySetParent,
  recorded: RecordedScope,
  members: Member[],
  warnings: string[],
): Promise<Map<string, LiveMember>> {
  const kinds = new Map<string, { info: ResourceInfo; full: boolean }>();
  for (const m of members) {
    if (m.definedByCrd === undefined) kinds.set(formatGroupKind(m.ref), { info: m.info, full: true });
  }
  for (const gk of recorded.groupKinds) {
    const name = formatGroupKind(gk);
    if (kinds.has(name)) continue;
    const info = discovery.forGroupKind(gk);
    if (info) kinds.set(name, { info, full: false });
    else warnings.push(`the ApplySet records ${name}, which the cluster no longer serves (was its CustomResourceDefinition deleted?); its members are not looked for`);
  }
  const namespaces = new Set([parent.namespace, ...recorded.namespaces, ...members.map((m) => m.ref.namespace)].filter((ns) => ns !== ''));
  const selector = `${PART_OF_LABEL}=${parent.id}`;

  const lists: Promise<LiveMember[]>[] = [];
  for (const { info, full } of kinds.values()) {
    for (const namespace of info.namespaced ? namespaces : ['']) {
      lists.push(
        listObjects(client, info, namespace, selector, { metadataOnly: !full }).then((items) =>
          items.map((item) => ({
            ref: { group: info.group, version: info.version, kind: info.kind, namespace: item.metadata.namespace ?? '', name: item.metadata.name ?? '' },
            info,
            // List items carry no apiVersion/kind of their own; give them back so they compare with single objects.
            object: { ...item, apiVersion: groupVersion(info), kind: info.kind },
            full,
          })),
        ),
      );
    }
  }
  const live = new Map<string, LiveMember>();
  for (const found of await Promise.all(lists)) {
    for (const member of found) live.set(refKey(member.ref), member);
  }
  return live;
}
