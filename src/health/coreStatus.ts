import type { KubeObject } from '../kube/kubeObject.ts';
import { podFailure } from './podProblems.ts';
import {
  conditionOf,
  CURRENT,
  describeCondition,
  failed,
  inProgress,
  numberAt,
  stringAt,
  type ObjectStatus,
} from './objectStatus.ts';

export function jobStatus(job: KubeObject): ObjectStatus {
  const failedCondition = conditionOf(job, 'Failed');
  if (failedCondition?.status === 'True')
    return failed(`Job failed: ${describeCondition(failedCondition) || 'no reason given'}`);
  if (conditionOf(job, 'Complete')?.status === 'True') return CURRENT;
  const counts = ['active', 'succeeded', 'failed']
    .map((field) => `${numberAt(job, 'status', field)} ${field}`)
    .join(', ');
  return inProgress(`Job not complete yet (${counts})`);
}

export function podStatus(pod: KubeObject): ObjectStatus {
  const phase = stringAt(pod, 'status', 'phase');
  if (phase === 'Succeeded') return CURRENT;
  if (phase === 'Failed')
    return failed(`pod failed${stringAt(pod, 'status', 'reason') ? `: ${stringAt(pod, 'status', 'reason')}` : ''}`);
  if (phase === 'Running' && conditionOf(pod, 'Ready')?.status === 'True') return CURRENT;
  return inProgress(phase === 'Running' ? 'pod not Ready' : `pod ${phase || 'not yet scheduled'}`);
}

/**
 * A Pod that runs to its end, as helm waits for a hook's: current once Succeeded, failed once
 * Failed, saying which container failed and how.
 */
export function podRunStatus(pod: KubeObject): ObjectStatus {
  const phase = stringAt(pod, 'status', 'phase');
  if (phase === 'Succeeded') return CURRENT;
  const failure = podFailure(pod);
  return failure
    ? failed(failure.message, failure.detail)
    : inProgress(`pod ${phase || 'not yet scheduled'}, not Succeeded yet`);
}

export function pvcStatus(claim: KubeObject): ObjectStatus {
  const phase = stringAt(claim, 'status', 'phase');
  return phase === 'Bound' ? CURRENT : inProgress(`not Bound (${phase || 'no phase yet'})`);
}

/** Said of a ready LoadBalancer Service that has no external address (kind, minikube, bare metal). */
export const NO_LOAD_BALANCER_ADDRESS = 'no load balancer address assigned yet (is there a load-balancer controller?)';

/**
 * kstatus's rule: a LoadBalancer Service is current once it has its cluster IP, as Helm 4 and
 * cli-utils wait. Its external address depends on a controller that kind, minikube and bare
 * metal do not have, so waiting for it would fail a healthy rollout there; the missing address
 * is said beside the object instead.
 */
export function serviceStatus(service: KubeObject): ObjectStatus {
  if (stringAt(service, 'spec', 'type') !== 'LoadBalancer') return CURRENT;
  const ingress = (service.status as { loadBalancer?: { ingress?: unknown[] } } | undefined)?.loadBalancer?.ingress;
  if (Array.isArray(ingress) && ingress.length > 0) return CURRENT;
  return stringAt(service, 'spec', 'clusterIP') === ''
    ? inProgress('cluster IP not assigned yet')
    : { status: 'current', message: NO_LOAD_BALANCER_ADDRESS };
}

export function namespaceStatus(namespace: KubeObject): ObjectStatus {
  const phase = stringAt(namespace, 'status', 'phase');
  return phase === 'Active' || phase === '' ? CURRENT : inProgress(`namespace ${phase}`);
}

/** A CustomResourceDefinition is current once Established: the server then serves its kind. */
export function crdStatus(crd: KubeObject): ObjectStatus {
  const names = conditionOf(crd, 'NamesAccepted');
  if (names?.status === 'False') return failed(`names not accepted: ${describeCondition(names)}`);
  if (conditionOf(crd, 'Established')?.status === 'True') return CURRENT;
  return inProgress('not Established yet');
}
