import type { Cluster } from '../../kube/connect.ts';
import type { ResourceInfo } from '../../kube/discovery.ts';
import type { ListedObject } from '../../kube/objectRequests.ts';
import { formatGroupKind, type GroupKind } from '../../kube/objectRef.ts';
import type { PropagationPolicy } from '../../options/options.ts';
import type { CascadeCount, CascadeUncounted, PlanEntry, PruneCascade } from '../planTypes.ts';
import {
  type CascadeListings,
  crdResource,
  isAutomatic,
  namespaceKinds,
  type PageAnswer,
  wasCut,
} from './cascadeListings.ts';
import { type CascadeObject, countByKind, ownedClosure, sortCounts } from './ownerCascade.ts';

/*
 * What a prune takes with it beyond the object: the garbage collector its dependents by owner
 * reference, the volume controller a released volume whose reclaim policy is Delete, the namespace
 * controller a Namespace's contents, the API server a CRD's custom resources. At most one LIST of
 * each kind in each namespace involved, shared by every prune there (see CascadeListings).
 */

const POD = { group: '', kind: 'Pod' };
const REPLICA_SET = { group: 'apps', kind: 'ReplicaSet' };
const JOB = { group: 'batch', kind: 'Job' };
const CLAIM = { group: '', kind: 'PersistentVolumeClaim' };
const VOLUME = { group: '', kind: 'PersistentVolume' };
const STATEFUL_SET = { group: 'apps', kind: 'StatefulSet' };

/**
 * What each kind's controller makes and owns: the kinds listed for a prune of it. A StatefulSet owns
 * its claims when its persistentVolumeClaimRetentionPolicy.whenDeleted is Delete (its controller then
 * sets the owner reference), and a pod the claims of its ephemeral volumes, found where claims are listed.
 */
const OWNS: Record<string, GroupKind[]> = {
  'Deployment.apps': [REPLICA_SET],
  'ReplicaSet.apps': [POD],
  'StatefulSet.apps': [POD, CLAIM],
  'DaemonSet.apps': [POD],
  'CronJob.batch': [JOB],
  'Job.batch': [POD],
};

export interface CascadeContext {
  cluster: Cluster;
  listings: CascadeListings;
  /** The uids of every prune of the plan: an object owned by two of them goes with either. */
  pruned: ReadonlySet<string>;
  propagationPolicy: PropagationPolicy;
}

/** The API groups of Kubernetes itself; any other group's kinds are custom resources. */
const BUILT_IN_GROUPS = new Set(['', 'apps', 'batch', 'autoscaling', 'policy', 'extensions']);

/**
 * What an object of `gk` may own: a built-in kind what its controller makes (OWNS), a custom resource
 * what operators make for theirs and that holds data: StatefulSets (and through them claims) and claims.
 */
function ownedKinds(gk: GroupKind): GroupKind[] {
  const builtIn = BUILT_IN_GROUPS.has(gk.group) || gk.group.endsWith('.k8s.io');
  return OWNS[formatGroupKind(gk)] ?? (builtIn ? [] : [STATEFUL_SET, CLAIM]);
}

/** The kinds an object of `gk` owns, transitively (a Deployment: ReplicaSets, then Pods). */
export function dependentKinds(gk: GroupKind): GroupKind[] {
  const found = new Map<string, GroupKind>();
  const queue = [...ownedKinds(gk)];
  for (let kind = queue.shift(); kind !== undefined; kind = queue.shift()) {
    if (found.has(formatGroupKind(kind))) continue;
    found.set(formatGroupKind(kind), kind);
    queue.push(...ownedKinds(kind));
  }
  return [...found.values()];
}

/**
 * Whether not counting objects of `gk` leaves unknown whether claims go: claims themselves, or a kind
 * that owns them (a custom resource's StatefulSets). The consent gate then takes claims as going.
 */
export function mayHoldClaims(gk: GroupKind): boolean {
  return (
    formatGroupKind(gk) === formatGroupKind(CLAIM) ||
    dependentKinds(gk).some((kind) => formatGroupKind(kind) === formatGroupKind(CLAIM))
  );
}

/** What the prune (or `delete`) of `entry` takes with it (or, with Orphan, leaves behind); undefined when nothing is known to. */
export async function pruneCascade(
  context: CascadeContext,
  entry: Pick<PlanEntry, 'ref' | 'uid'>,
): Promise<PruneCascade | undefined> {
  const gk = formatGroupKind(entry.ref);
  if (gk === 'Namespace') return namespaceCascade(context, entry.ref.name);
  if (gk === 'CustomResourceDefinition.apiextensions.k8s.io') return customResourceCascade(context, entry.ref.name);
  const isClaim = gk === 'PersistentVolumeClaim';
  const kinds = dependentKinds(entry.ref);
  if ((kinds.length === 0 && !isClaim) || !entry.uid) return undefined;
  const found = await listKinds(
    context,
    kinds.flatMap((kind) => context.cluster.discovery.forGroupKind(kind) ?? []),
    entry.ref.namespace,
  );
  const dependents = ownedClosure(entry.uid, found.objects, context.pruned);
  const claims = new Set([
    ...(isClaim ? [entry.uid] : []),
    ...dependents.filter((o) => formatGroupKind(o) === 'PersistentVolumeClaim').map((o) => o.uid),
  ]);
  const volumes = await deletedVolumes(context, claims, found);
  const cut = (kind: GroupKind) => found.cut.has(formatGroupKind(kind));
  // Orphan leaves the dependents owned by nothing; a released volume is the volume controller's, not the collector's.
  const orphan = context.propagationPolicy === 'Orphan';
  const deletes = countByKind(
    orphan ? volumes.filter((v) => v.owners.includes(entry.uid ?? '')) : [...dependents, ...volumes],
    cut,
  );
  const orphans = orphan ? countByKind(dependents, cut) : [];
  return cascadeOf(deletes, orphans, found);
}

/** Everything in the Namespace, by kind (what its controller deletes), and the volumes its claims release. */
async function namespaceCascade(context: CascadeContext, namespace: string): Promise<PruneCascade | undefined> {
  const found = await listKinds(context, namespaceKinds(context.cluster), namespace);
  const claims = new Set(found.objects.filter((o) => formatGroupKind(o) === 'PersistentVolumeClaim').map((o) => o.uid));
  const volumes = await deletedVolumes(context, claims, found);
  return cascadeOf(
    countByKind([...found.objects, ...volumes], (kind) => found.cut.has(formatGroupKind(kind))),
    [],
    found,
  );
}

/** Every custom resource of the CRD, counted by namespace: the same LIST as its `destroys`. */
async function customResourceCascade(context: CascadeContext, crdName: string): Promise<PruneCascade | undefined> {
  const info = crdResource(context.cluster, crdName);
  if (!info) return undefined;
  const page = await context.listings.page(info, '');
  if (page === 'not listable') return undefined;
  if (page === 'forbidden')
    return cascadeOf([], [], { objects: [], cut: new Map(), uncounted: [uncounted('forbidden', info, '')] });
  const namespaces: Record<string, number> = {};
  for (const item of page.items)
    namespaces[item.metadata.namespace ?? ''] = (namespaces[item.metadata.namespace ?? ''] ?? 0) + 1;
  const count = page.items.length + (typeof page.more === 'number' ? page.more : 0);
  if (count === 0) return undefined;
  return cascadeOf(
    [
      {
        group: info.group,
        kind: info.kind,
        count,
        ...(page.more === true ? { atLeast: true as const } : {}),
        namespaces,
      },
    ],
    [],
    undefined,
  );
}

interface Found {
  objects: CascadeObject[];
  /** The kinds whose LIST was cut at its cap, by `Kind.group`: their counts are lower bounds. */
  cut: Map<string, CascadeUncounted>;
  uncounted: CascadeUncounted[];
}

/** The objects of `infos` in `namespace`, from the shared LISTs; what could not be listed, said. */
async function listKinds(context: CascadeContext, infos: readonly ResourceInfo[], namespace: string): Promise<Found> {
  const found: Found = { objects: [], cut: new Map(), uncounted: [] };
  const pages = await Promise.all(infos.map((info) => context.listings.page(info, namespace)));
  infos.forEach((info, i) => addPage(found, info, namespace, pages[i]!, (item) => !isAutomatic(info, item)));
  return found;
}

function addPage(
  found: Found,
  info: ResourceInfo,
  namespace: string,
  page: PageAnswer,
  counted: (item: ListedObject) => boolean,
  owner?: (item: ListedObject) => string | undefined,
): void {
  if (page === 'not listable') return;
  if (page === 'forbidden') {
    found.uncounted.push(uncounted('forbidden', info, namespace));
    return;
  }
  if (wasCut(page)) found.cut.set(formatGroupKind(info), uncounted('too many', info, namespace));
  for (const item of page.items) {
    const uid = item.metadata.uid;
    // What is already being deleted goes whatever this prune does.
    if (!uid || item.metadata.deletionTimestamp || !counted(item)) continue;
    const owners = owner ? [owner(item) ?? ''] : (item.metadata.ownerReferences ?? []).map((ref) => ref.uid);
    found.objects.push({ group: info.group, kind: info.kind, uid, owners });
  }
}

/**
 * The PersistentVolumes bound to `claims` whose reclaim policy is Delete: the volume controller deletes
 * them, and the data on them, once their claim is gone. One LIST of whole volumes (their claim and
 * policy are not metadata), cluster-wide; a volume's owners are its claim.
 */
async function deletedVolumes(
  context: CascadeContext,
  claims: ReadonlySet<string>,
  found: Found,
): Promise<CascadeObject[]> {
  const info = context.cluster.discovery.forGroupKind(VOLUME);
  if (claims.size === 0 || !info) return [];
  const volumes: Found = { objects: [], cut: new Map(), uncounted: [] };
  const page = await context.listings.page(info, '', { metadataOnly: false });
  addPage(
    volumes,
    info,
    '',
    page,
    (item) => claims.has(claimOf(item) ?? '') && field(item, 'spec', 'persistentVolumeReclaimPolicy') === 'Delete',
    claimOf,
  );
  found.uncounted.push(...volumes.uncounted);
  for (const [kind, cut] of volumes.cut) found.cut.set(kind, cut);
  return volumes.objects;
}

function claimOf(volume: ListedObject): string | undefined {
  const uid = field(volume, 'spec', 'claimRef', 'uid');
  return typeof uid === 'string' ? uid : undefined;
}

function field(value: unknown, ...path: string[]): unknown {
  return path.reduce<unknown>(
    (at, key) => (typeof at === 'object' && at !== null ? (at as Record<string, unknown>)[key] : undefined),
    value,
  );
}

function uncounted(reason: CascadeUncounted['reason'], info: ResourceInfo, namespace: string): CascadeUncounted {
  return { reason, group: info.group, kind: info.kind, resource: info.resource, namespace };
}

/**
 * The cascade, a kind whose LIST was cut and none of whose first objects go said as not counted
 * (the rest may); undefined when there is nothing to say.
 */
function cascadeOf(
  deletes: CascadeCount[],
  orphans: CascadeCount[],
  found: Found | undefined,
): PruneCascade | undefined {
  const counted = new Set([...deletes, ...orphans].map(formatGroupKind));
  const notCounted = [
    ...(found?.uncounted ?? []),
    ...[...(found?.cut ?? new Map<string, CascadeUncounted>()).entries()]
      .filter(([kind]) => !counted.has(kind))
      .map(([, cut]) => cut),
  ];
  if (deletes.length === 0 && orphans.length === 0 && notCounted.length === 0) return undefined;
  return {
    deletes: sortCounts(deletes),
    ...(orphans.length > 0 ? { orphans } : {}),
    ...(notCounted.length > 0 ? { notCounted } : {}),
  };
}
