import type { ListedObject } from '../../kube/objectRequests.ts';
import { formatRef, parseApiVersion } from '../../kube/objectRef.ts';
import type { OwnerReference } from '../../kube/kubeObject.ts';
import { podSpecOf, podSpecReferences } from './podReferences.ts';

/*
 * What in one namespace uses objects by name, read from one LIST of each kind: pods that have not
 * finished, the pod templates of each workload's current and previous revision (the ReplicaSet or
 * ControllerRevision `kubectl rollout undo` returns to), CronJobs' job templates.
 */

/** The objects of one namespace the uses are read from. */
export interface NamespaceObjects {
  pods: ListedObject[];
  replicaSets: ListedObject[];
  controllerRevisions: ListedObject[];
  cronJobs: ListedObject[];
}

/** What the uses are wanted for: the cluster as it is now (a prune about to happen), or once this apply's rollouts are done (a plan). */
export interface UsersMoment {
  when: 'now' | 'after-apply';
  /** UIDs of the workloads whose pod template this apply changes: after it, their current revision is the previous one. */
  newRevisions: ReadonlySet<string>;
  /** UIDs of what this run prunes: what they own goes with them and uses nothing after. */
  pruned: ReadonlySet<string>;
}

/** One user of an object: `pod web-7d9f-x2`, with what it belongs to, `deployment.apps/web, previous revision`. */
export interface Use {
  user: string;
  about: string[];
}

/** A revision's place in its workload's history, as the moment sees it. */
type Role = 'current' | 'previous' | 'previous after this deploy' | 'older';

interface Revision {
  workload: string;
  ownerUid: string;
  role: Role;
}

const REVISION_ANNOTATION = 'deployment.kubernetes.io/revision';
const REVISION_HASH_LABEL = 'controller-revision-hash';
const ROLE_WORDS: Record<Role, string | undefined> = {
  current: undefined,
  previous: 'previous revision',
  'previous after this deploy': 'the previous revision after this deploy',
  older: 'an older revision',
};

const controllerOf = (object: ListedObject): OwnerReference | undefined =>
  object.metadata.ownerReferences?.find((owner) => owner.controller);
const ownerName = (owner: OwnerReference): string =>
  formatRef({ group: parseApiVersion(owner.apiVersion).group, kind: owner.kind, name: owner.name });

/**
 * Every use in a namespace, by the key of what is used (`ConfigMap/app`), the pods first: a pod
 * that runs says the most about why an object must stay.
 */
export function namespaceUses(objects: NamespaceObjects, moment: UsersMoment): Map<string, Use[]> {
  const uses = new Map<string, Use[]>();
  const add = (spec: unknown, use: Use) => {
    for (const key of podSpecReferences(spec)) {
      const list = uses.get(key);
      if (list) list.push(use);
      else uses.set(key, [use]);
    }
  };
  const revisions = revisionsOf(objects, moment);

  const replicaSets = new Map(objects.replicaSets.map((rs) => [rs.metadata.name ?? '', rs]));
  const controllerRevisions = new Map(objects.controllerRevisions.map((cr) => [cr.metadata.name ?? '', cr]));
  for (const pod of objects.pods) {
    const phase = (pod['status'] as { phase?: string } | undefined)?.phase;
    if (phase === 'Succeeded' || phase === 'Failed') continue;
    const controller = controllerOf(pod);
    const replicaSet = controller?.kind === 'ReplicaSet' ? replicaSets.get(controller.name) : undefined;
    const revisionObject = replicaSet ?? revisionObjectOfPod(pod, controller, controllerRevisions);
    const revision = revisions.get(revisionObject?.metadata.uid ?? '');
    // What this run prunes takes its pods along; after a rollout, pods of older revisions are gone.
    const owners = [pod.metadata.uid, controller?.uid, replicaSet && controllerOf(replicaSet)?.uid];
    if (owners.some((uid) => uid !== undefined && moment.pruned.has(uid))) continue;
    if (moment.when === 'after-apply' && revision?.role === 'older') continue;
    const about = revision ? [revision.workload, ROLE_WORDS[revision.role]] : controller ? [ownerName(controller)] : [];
    add(pod['spec'], { user: `pod ${pod.metadata.name ?? ''}`, about: about.filter((word) => word !== undefined) });
  }
  const templates = [
    ...objects.replicaSets.map((rs) => ({
      object: rs,
      kind: 'replicaset.apps',
      spec: podSpecOf({ apiVersion: 'apps/v1', kind: 'ReplicaSet', spec: rs['spec'] }),
    })),
    ...objects.controllerRevisions.map((cr) => ({
      object: cr,
      kind: 'controllerrevision.apps',
      spec: templateSpecOfRevision(cr),
    })),
  ];
  for (const { object, kind, spec } of templates) {
    const revision = revisions.get(object.metadata.uid ?? '');
    // A ReplicaSet of no Deployment (its own, or another controller's) runs its template as it is.
    const owner = revision?.ownerUid ?? controllerOf(object)?.uid;
    if (
      revision?.role === 'older' ||
      (owner !== undefined && moment.pruned.has(owner)) ||
      moment.pruned.has(object.metadata.uid ?? '')
    )
      continue;
    const about = revision ? [revision.workload, ROLE_WORDS[revision.role]].filter((word) => word !== undefined) : [];
    add(spec, { user: `${kind}/${object.metadata.name ?? ''}`, about });
  }
  for (const cronJob of objects.cronJobs) {
    if (moment.pruned.has(cronJob.metadata.uid ?? '')) continue;
    add(podSpecOf({ apiVersion: 'batch/v1', kind: 'CronJob', spec: cronJob['spec'] }), {
      user: `cronjob.batch/${cronJob.metadata.name ?? ''}`,
      about: [],
    });
  }
  return uses;
}

/** `pod web-7d9f-x2 (deployment.apps/web, previous revision)`. */
export function describeUse(use: Use): string {
  return use.about.length === 0 ? use.user : `${use.user} (${use.about.join(', ')})`;
}

/**
 * Each ReplicaSet of a Deployment and ControllerRevision of a StatefulSet or DaemonSet, by UID, with
 * its role: the highest revision is the current one, the next the previous one. After an apply that
 * changes the workload's template, the current one is the previous one, and the previous one older.
 */
function revisionsOf(objects: NamespaceObjects, moment: UsersMoment): Map<string, Revision> {
  const byOwner = new Map<string, { uid: string; number: number; workload: string }[]>();
  const note = (object: ListedObject, number: number) => {
    const owner = controllerOf(object);
    if (!owner || !Number.isFinite(number)) return;
    const list = byOwner.get(owner.uid) ?? [];
    list.push({ uid: object.metadata.uid ?? '', number, workload: ownerName(owner) });
    byOwner.set(owner.uid, list);
  };
  for (const rs of objects.replicaSets) {
    if (controllerOf(rs)?.kind === 'Deployment') note(rs, Number(rs.metadata.annotations?.[REVISION_ANNOTATION]));
  }
  for (const cr of objects.controllerRevisions) note(cr, Number(cr['revision']));
  const roles = new Map<string, Revision>();
  for (const [ownerUid, list] of byOwner) {
    const shifted = moment.when === 'after-apply' && moment.newRevisions.has(ownerUid);
    list.sort((a, b) => b.number - a.number);
    list.forEach((revision, index) => {
      const role: Role = shifted
        ? index === 0
          ? 'previous after this deploy'
          : 'older'
        : index === 0
          ? 'current'
          : index === 1
            ? 'previous'
            : 'older';
      roles.set(revision.uid, { workload: revision.workload, ownerUid, role });
    });
  }
  return roles;
}

/** The ControllerRevision a StatefulSet's or DaemonSet's pod runs: the first labels it with the revision's name, the second with its hash, the name's last part. */
function revisionObjectOfPod(
  pod: ListedObject,
  controller: OwnerReference | undefined,
  byName: Map<string, ListedObject>,
): ListedObject | undefined {
  const hash = pod.metadata.labels?.[REVISION_HASH_LABEL];
  if (!controller || hash === undefined) return undefined;
  const revision = byName.get(hash) ?? byName.get(`${controller.name}-${hash}`);
  return revision && controllerOf(revision)?.uid === controller.uid ? revision : undefined;
}

/** The pod spec a ControllerRevision records: its data is the workload's patch, `spec.template` whole. */
function templateSpecOfRevision(revision: ListedObject): unknown {
  const data = revision['data'] as { spec?: { template?: { spec?: unknown } } } | undefined;
  return data?.spec?.template?.spec;
}
