import { isForbidden } from '../../kube/apiError.ts';
import type { Cluster } from '../../kube/connect.ts';
import type { ResourceInfo } from '../../kube/discovery.ts';
import { listCollection, type ListedObject } from '../../kube/objectRequests.ts';
import type { ObjectRef } from '../../kube/objectRef.ts';
import { formatRef } from '../../kube/objectRef.ts';
import type { KeepReason, PlanEntry } from '../planTypes.ts';
import { describeUse, namespaceUses, type NamespaceObjects, type Use, type UsersMoment } from './namespaceUsers.ts';
import { podSpecOf, podSpecReferences, REFERENCED_KINDS, referenceKey } from './podReferences.ts';

/** Told each whole LIST the check made, for the prunes' counts to take instead of listing again. */
export type ListedSink = (info: ResourceInfo, namespace: string, items: ListedObject[]) => void;

/** Why each object is kept because something uses it; undefined for one nothing uses. */
export type UsageCheck = (ref: ObjectRef) => KeepReason | undefined;

/** The kinds listed in each namespace that has candidates, and what each is read into. */
const USER_KINDS = [
  { group: '', kind: 'Pod', into: 'pods' },
  { group: 'apps', kind: 'ReplicaSet', into: 'replicaSets' },
  { group: 'apps', kind: 'ControllerRevision', into: 'controllerRevisions' },
  { group: 'batch', kind: 'CronJob', into: 'cronJobs' },
] as const satisfies readonly { group: string; kind: string; into: keyof NamespaceObjects }[];

/** Whether an object is of a kind a pod refers to by name, and so is checked for use before it is pruned. */
function isReferencedKind(ref: Pick<ObjectRef, 'group' | 'kind' | 'namespace'>): boolean {
  return ref.group === '' && ref.namespace !== '' && REFERENCED_KINDS.has(ref.kind);
}

/**
 * Never prune what is still used: finds what uses each ConfigMap, Secret, ServiceAccount and
 * PersistentVolumeClaim among `candidates`, from one LIST of pods, ReplicaSets, ControllerRevisions
 * and CronJobs in each namespace that has such candidates (never a request per object), and from the
 * manifests' own workloads, whose templates run after the apply. What cannot be read (RBAC) keeps
 * the candidates of that namespace: an object is pruned only when it is known to be unused.
 */
export async function checkUsage(
  cluster: Cluster,
  candidates: readonly ObjectRef[],
  context: { members: readonly PlanEntry[]; moment: UsersMoment; listed?: ListedSink },
  warn: (message: string) => void,
): Promise<UsageCheck> {
  const namespaces = [...new Set(candidates.filter(isReferencedKind).map((ref) => ref.namespace))];
  const found = new Map<string, Map<string, Use[]> | { unchecked: string }>();
  await Promise.all(
    namespaces.map(async (namespace) => {
      const objects = await listUsers(cluster, namespace, context.listed);
      if ('unchecked' in objects) {
        warn(
          `what uses the objects that left the manifests in namespace ${namespace} could not be read (${objects.unchecked}): they are kept until it can be; grant list on pods, replicasets, controllerrevisions and cronjobs there (docs/action.md#least-privilege-rbac)`,
        );
        found.set(namespace, objects);
        return;
      }
      const uses = namespaceUses(objects, context.moment);
      for (const member of context.members) addManifestUses(uses, member, namespace);
      found.set(namespace, uses);
    }),
  );
  return (ref) => {
    if (!isReferencedKind(ref)) return undefined;
    const uses = found.get(ref.namespace);
    if (uses === undefined) return undefined;
    if (!(uses instanceof Map)) return { filter: 'in-use', unchecked: uses.unchecked };
    const users = uses.get(referenceKey(ref.kind, ref.name));
    if (!users || users.length === 0) return undefined;
    const more = users.length - 1;
    return { filter: 'in-use', usedBy: `${describeUse(users[0]!)}${more > 0 ? ` and ${more} more` : ''}` };
  };
}

/** A workload of the manifests runs its template after the apply: what it names is used, first of all. */
function addManifestUses(uses: Map<string, Use[]>, member: PlanEntry, namespace: string): void {
  if (!member.member || member.ref.namespace !== namespace) return;
  const use: Use = { user: `${formatRef(member.ref)} in the manifests`, about: [] };
  for (const key of podSpecReferences(podSpecOf(member.member.object))) uses.set(key, [use, ...(uses.get(key) ?? [])]);
}

/** One LIST of each kind that uses objects, in one namespace; what RBAC forbids is said, for the candidates to be kept. */
async function listUsers(
  cluster: Cluster,
  namespace: string,
  listed?: ListedSink,
): Promise<NamespaceObjects | { unchecked: string }> {
  const objects: NamespaceObjects = { pods: [], replicaSets: [], controllerRevisions: [], cronJobs: [] };
  const lists = await Promise.all(
    USER_KINDS.map(async ({ group, kind, into }): Promise<string | undefined> => {
      // A kind the cluster does not serve has no objects to use anything.
      const info = cluster.discovery.forGroupKind({ group, kind });
      if (!info) return undefined;
      try {
        objects[into] = (await listCollection(cluster.client, info, namespace, undefined, { metadataOnly: false }))
          .items as ListedObject[];
        listed?.(info, namespace, objects[into]);
        return undefined;
      } catch (error) {
        if (isForbidden(error)) return `listing ${info.resource} in namespace ${namespace} is forbidden`;
        throw error;
      }
    }),
  );
  const refused = lists.filter((reason) => reason !== undefined);
  return refused.length > 0 ? { unchecked: refused.join('; ') } : objects;
}
