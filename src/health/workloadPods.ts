import type { ResourceInfo } from '../kube/discovery.ts';
import type { KubeObject } from '../kube/kubeObject.ts';
import { LabeledObjects } from './labelIndex.ts';
import { selectorMatches, type LabelSelector } from './labelSelector.ts';
import { stringAt } from './objectStatus.ts';
import { isPodGone, podFailure, type PodProblem, podProblem } from './podProblems.ts';

export const POD_RESOURCE: ResourceInfo = { group: '', version: 'v1', kind: 'Pod', resource: 'pods', namespaced: true };
export const REPLICA_SET_RESOURCE: ResourceInfo = {
  group: 'apps',
  version: 'v1',
  kind: 'ReplicaSet',
  resource: 'replicasets',
  namespaced: true,
};

/** What a namespace's pods watch ('pods') or ReplicaSets watch ('replicasets') feeds. */
export type HelperRole = 'pods' | 'replicasets';

const REVISION_ANNOTATION = 'deployment.kubernetes.io/revision';
const TEMPLATE_HASH_LABEL = 'pod-template-hash';

/**
 * The pods (and, for Deployments, the ReplicaSets) of the namespaces whose workloads the wait
 * watches, kept from their watches, to find a pod of a rollout that will not become ready by
 * waiting. Only pods of the workload's latest revision count: a rollout that fixes a crashing one
 * must not fail on the old pods it is replacing.
 */
export class WorkloadPods {
  /** By role and namespace: the objects by name, by label (for selectors) and by owner UID (a Deployment's ReplicaSets). */
  private readonly objects = new Map<string, Kept>();
  private readonly listed = new Set<string>();

  list(role: HelperRole, namespace: string, objects: KubeObject[]): void {
    this.listed.add(`${role}/${namespace}`);
    const kept = new Kept();
    for (const object of objects) kept.put(object);
    this.objects.set(`${role}/${namespace}`, kept);
  }

  event(role: HelperRole, namespace: string, type: 'ADDED' | 'MODIFIED' | 'DELETED', object: KubeObject): void {
    let kept = this.objects.get(`${role}/${namespace}`);
    if (!kept) this.objects.set(`${role}/${namespace}`, (kept = new Kept()));
    kept.remove(object.metadata.name ?? '');
    if (type !== 'DELETED') kept.put(object);
  }

  /** The first pod of the workload's latest revision that will not become ready, as `pod x container y: reason (...)`. */
  problemOf(workload: KubeObject): PodProblem | undefined {
    const namespace = workload.metadata.namespace ?? '';
    // Until its controller has seen the latest spec, a workload's pods are those of the spec before.
    if (!this.listed.has(`pods/${namespace}`) || !specObserved(workload)) return undefined;
    const matching = this.objects.get(`pods/${namespace}`)?.labeled.matching(selectorOf(workload), labelsOf) ?? [];
    const pods = matching.filter((pod) => !isPodGone(pod));
    for (const pod of this.latestRevision(workload, pods)) {
      const problem = podProblem(pod);
      if (problem) return problem;
    }
    return undefined;
  }

  /** Why a failed Job failed, in its pods' words: the first of its pods that Failed, and how. */
  podProblemOf(job: KubeObject): PodProblem | undefined {
    const namespace = job.metadata.namespace ?? '';
    const matching = this.objects.get(`pods/${namespace}`)?.labeled.matching(selectorOf(job), labelsOf) ?? [];
    for (const pod of matching) {
      const failure = podFailure(pod);
      if (failure) return failure;
    }
    return undefined;
  }

  /** Whether a pod event concerns a workload: its labels match the workload's selector. */
  static concerns(workload: KubeObject | undefined, pod: KubeObject): boolean {
    return selectorMatches(selectorOf(workload), pod.metadata.labels);
  }

  /**
   * A StatefulSet names its latest revision; a Deployment's is its new ReplicaSet, the one it owns
   * whose revision annotation is the Deployment's, known once the controller has seen its spec.
   */
  private latestRevision(workload: KubeObject, pods: KubeObject[]): KubeObject[] {
    if (workload.kind === 'StatefulSet') {
      const revision = stringAt(workload, 'status', 'updateRevision');
      return revision ? pods.filter((pod) => pod.metadata.labels?.['controller-revision-hash'] === revision) : pods;
    }
    if (workload.kind !== 'Deployment') return pods;
    const revision = workload.metadata.annotations?.[REVISION_ANNOTATION];
    const namespace = workload.metadata.namespace ?? '';
    if (revision === undefined || !this.listed.has(`replicasets/${namespace}`)) return [];
    const owned = this.objects.get(`replicasets/${namespace}`)?.owned(workload.metadata.uid ?? '') ?? [];
    const newReplicaSet = owned.find((rs) => rs.metadata.annotations?.[REVISION_ANNOTATION] === revision);
    const hash = newReplicaSet?.metadata.labels?.[TEMPLATE_HASH_LABEL];
    return hash === undefined ? [] : pods.filter((pod) => pod.metadata.labels?.[TEMPLATE_HASH_LABEL] === hash);
  }
}

function specObserved(workload: KubeObject): boolean {
  const observed = (workload.status as { observedGeneration?: unknown } | undefined)?.observedGeneration;
  const generation = workload.metadata.generation;
  return typeof observed !== 'number' || typeof generation !== 'number' || observed >= generation;
}

export function selectorOf(workload: KubeObject | undefined): LabelSelector {
  return (workload?.spec as { selector?: LabelSelector } | undefined)?.selector ?? {};
}

const labelsOf = (object: KubeObject) => object.metadata.labels;

/** A watch's objects: by name, by label, and by the UIDs of their owners. */
class Kept {
  private readonly byName = new Map<string, KubeObject>();
  readonly labeled = new LabeledObjects<KubeObject>();
  private readonly byOwner = new Map<string, Map<string, KubeObject>>();

  put(object: KubeObject): void {
    const name = object.metadata.name ?? '';
    this.byName.set(name, object);
    this.labeled.add(object, object.metadata.labels);
    for (const { uid } of object.metadata.ownerReferences ?? []) {
      const owned = this.byOwner.get(uid);
      if (owned) owned.set(name, object);
      else this.byOwner.set(uid, new Map([[name, object]]));
    }
  }

  remove(name: string): void {
    const old = this.byName.get(name);
    if (!old) return;
    this.byName.delete(name);
    this.labeled.delete(old, old.metadata.labels);
    for (const { uid } of old.metadata.ownerReferences ?? []) this.byOwner.get(uid)?.delete(name);
  }

  /** The objects an owner of this UID owns. */
  owned(uid: string): KubeObject[] {
    return [...(this.byOwner.get(uid)?.values() ?? [])];
  }
}
