import { memberSelector, type ApplySet } from '../applyset/applySet.ts';
import { listMembers, memberLists, type LiveMember, type MemberList } from '../applyset/members.ts';
import type { RecordedScope } from '../applyset/parentState.ts';
import type { Cluster } from '../kube/connect.ts';
import type { Discovery } from '../kube/discovery.ts';
import { refKey } from '../kube/objectRef.ts';
import type { PlanRequests } from './planRequests.ts';
import type { Member, UnlistedMembers } from './planTypes.ts';
import { isSecret, isSecretsForbidden } from './unreadableSecrets.ts';

/**
 * Lists every live object labelled as a member of this ApplySet: one paginated LIST per GroupKind
 * (recorded on the parent or in the manifests) and namespace in scope. This is the only read of
 * live members: diffs and prune candidates both come from it. LISTs started early are not sent again.
 * Given `unlisted` (a preview), a LIST of Secrets the credential is refused is told there and found
 * empty, instead of failing the plan.
 */
export async function listLiveMembers(
  requests: PlanRequests,
  cluster: Cluster,
  parent: ApplySet,
  recorded: RecordedScope,
  members: Member[],
  warnings: string[],
  unlisted?: UnlistedMembers[],
): Promise<Map<string, LiveMember>> {
  const lists = planLists(cluster.discovery, parent, recorded, members, warnings);
  const send = (list: MemberList, selector: string) =>
    requests.take(list.info, list.namespace, selector, !list.full).catch((error: unknown) => {
      if (!unlisted || !isSecret(list.info) || !isSecretsForbidden(error)) throw error;
      unlisted.push({
        kind: list.info.kind,
        group: list.info.group,
        namespace: list.namespace,
        message: error.message,
      });
      return [];
    });
  const found = await listMembers(cluster, parent, recorded, { lists, send });
  return new Map(found.map((member) => [refKey(member.ref), member]));
}

/** Starts the LISTs of the ApplySet's scope as far as it is known (what the parent records, the members read so far). */
export function startListing(
  requests: PlanRequests,
  discovery: Discovery,
  parent: ApplySet,
  recorded: RecordedScope,
  members: Member[],
): void {
  const selector = memberSelector(parent);
  // Whole objects even for a recorded kind no member has yet: a file read later may hold one.
  for (const { info, namespace } of planLists(discovery, parent, recorded, members, []))
    requests.list(info, namespace, selector, false);
}

/** The recorded scope and the manifests' kinds (whole objects, for their diffs) and namespaces. */
function planLists(
  discovery: Discovery,
  parent: ApplySet,
  recorded: RecordedScope,
  members: Member[],
  warnings: string[],
): MemberList[] {
  const fullKinds = members.filter((m) => m.definedByCrd === undefined).map((m) => m.info);
  const scope = {
    groupKinds: recorded.groupKinds,
    namespaces: [...recorded.namespaces, ...members.map((m) => m.ref.namespace)],
  };
  return memberLists(discovery, parent, scope, { fullKinds, warnings });
}
