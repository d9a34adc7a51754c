import type { ResourceInfo } from '../kube/discovery.ts';
import type { KubeObject } from '../kube/kubeObject.ts';
import { selectorMatches, type LabelSelector } from './labelSelector.ts';
import { stringAt } from './objectStatus.ts';
import { isPodGone, type PodProblem, podProblem } from './podProblems.ts';

export const POD_RESOURCE: ResourceInfo = { group: '', version: 'v1', kind: 'Pod', resource: 'pods', namespaced: true };
export const REPLICA_SET_RESOURCE: ResourceInfo = { group: 'apps', version: 'v1', kind: 'ReplicaSet', resource: 'replicasets', namespaced: true };

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
  private readonly objects = new Map<string, Map<string, KubeObject>>();
  private readonly listed = new Set<string>();

  list(role: HelperRole, namespace: string, objects: KubeObject[]): void {
    this.listed.add(`${role}/${namespace}`);
    this.objects.set(`${role}/${namespace}`, new Map(objects.map((o) => [o.metadata.name ?? '', o])));
  }

  event(role: HelperRole, namespace: string, type: 'ADDED' | 'MODIFIED' | 'DELETED', object: KubeObject): void {
    const byName = this.objects.get(`${role}/${namespace}`) ?? new Map<string, KubeObject>();
    if (type === 'DELETED') byName.delete(object.metadata.name ?? '');
    else byName.set(object.metadata.name ?? '', object);
    this.objects.set(`${role}/${namespace}`, byName);
  }

  /** The first pod of the workload's latest revision that will not become ready, as `pod x container y: reason (...)`. */
  problemOf(workload: KubeObject): PodProblem | undefined {
    const namespace = workload.metadata.namespace ?? '';
    // Until its controller has seen the latest spec, a workload's pods are those of the spec before.
    if (!this.listed.has(`pods/${namespace}`) || !specObserved(workload)) return undefined;
    const selector = selectorOf(workload);
    const pods = [...(this.objects.get(`pods/${namespace}`)?.values() ?? [])].filter((pod) => !isPodGone(pod) && selectorMatches(selector, pod.metadata.labels));
    for (const pod of this.latestRevision(workload, pods)) {
      const problem = podProblem(pod);
      if (problem) return problem;
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
    const newReplicaSet = [...(this.objects.get(`replicasets/${namespace}`)?.values() ?? [])].find(
      (rs) => rs.metadata.annotations?.[REVISION_ANNOTATION] === revision && rs.metadata.ownerReferences?.some((owner) => owner.uid === workload.metadata.uid),
    );
    const hash = newReplicaSet?.metadata.labels?.[TEMPLATE_HASH_LABEL];
    return hash === undefined ? [] : pods.filter((pod) => pod.metadata.labels?.[TEMPLATE_HASH_LABEL] === hash);
  }
}

function specObserved(workload: KubeObject): boolean {
  const observed = (workload.status as { observedGeneration?: unknown } | undefined)?.observedGeneration;
  const generation = workload.metadata.generation;
  return typeof observed !== 'number' || typeof generation !== 'number' || observed >= generation;
}

function selectorOf(workload: KubeObject | undefined): LabelSelector {
  return (workload?.spec as { selector?: LabelSelector } | undefined)?.selector ?? {};
}
