import { PART_OF_LABEL } from '../applyset/applySetKeys.ts';
import type { ApplySetParent, RecordedScope } from '../applyset/parentState.ts';
import type { Discovery, ResourceInfo } from '../kube/discovery.ts';
import type { ListedObject } from '../kube/objectRequests.ts';
import { formatGroupKind, groupVersion, refKey, type ObjectRef } from '../kube/objectRef.ts';
import type { PlanRequests } from './planRequests.ts';
import type { Member } from './planTypes.ts';

export interface LiveMember {
  ref: ObjectRef;
  info: ResourceInfo;
  object: ListedObject;
}

/** One LIST of members: a kind in a namespace ('' for a cluster-scoped kind). */
interface ListTarget {
  info: ResourceInfo;
  namespace: string;
  /** Whole objects (a kind the manifests hold, needed for a diff) or metadata only (prune candidates). */
  full: boolean;
}

/**
 * Lists every live object labelled as a member of this ApplySet: one paginated LIST per GroupKind
 * (recorded on the parent or in the manifests) and namespace in scope. This is the only read of
 * live members: diffs and prune candidates both come from it. LISTs started early are not sent again.
 */
export async function listLiveMembers(
  requests: PlanRequests,
  discovery: Discovery,
  parent: ApplySetParent,
  recorded: RecordedScope,
  members: Member[],
  warnings: string[],
): Promise<Map<string, LiveMember>> {
  const selector = `${PART_OF_LABEL}=${parent.id}`;
  const lists = listTargets(discovery, parent, recorded, members, warnings).map(({ info, namespace, full }) =>
    requests.list(info, namespace, selector, !full).then((items) =>
      items.map((item) => ({
        ref: { group: info.group, version: info.version, kind: info.kind, namespace: item.metadata.namespace ?? '', name: item.metadata.name ?? '' },
        info,
        // List items carry no apiVersion/kind of their own; give them back so they compare with single objects.
        object: { ...item, apiVersion: groupVersion(info), kind: info.kind },
      })),
    ));
  const live = new Map<string, LiveMember>();
  for (const found of await Promise.all(lists)) {
    for (const member of found) live.set(refKey(member.ref), member);
  }
  return live;
}

/** Starts the LISTs of the ApplySet's scope as far as it is known (what the parent records, the members read so far). */
export function startListing(requests: PlanRequests, discovery: Discovery, parent: ApplySetParent, recorded: RecordedScope, members: Member[]): void {
  const selector = `${PART_OF_LABEL}=${parent.id}`;
  // Whole objects even for a recorded kind no member has yet: a file read later may hold one.
  for (const { info, namespace } of listTargets(discovery, parent, recorded, members, [])) requests.list(info, namespace, selector, false);
}

function listTargets(discovery: Discovery, parent: ApplySetParent, recorded: RecordedScope, members: Member[], warnings: string[]): ListTarget[] {
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
  return [...kinds.values()].flatMap(({ info, full }) => (info.namespaced ? [...namespaces] : ['']).map((namespace) => ({ info, namespace, full })));
}
