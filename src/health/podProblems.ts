import type { KubeObject } from '../kube/kubeObject.ts';
import { conditionOf, stringAt } from './objectStatus.ts';

/** Container states that do not mend by waiting: a rollout showing one is failed at once, like kapp does. */
const HOPELESS_WAITING_REASONS = new Set(['CrashLoopBackOff', 'ImagePullBackOff', 'ErrImagePull', 'CreateContainerConfigError', 'InvalidImageName']);

interface ContainerStatus {
  name?: string;
  state?: { waiting?: { reason?: string; message?: string } };
  lastState?: { terminated?: { exitCode?: number; reason?: string; message?: string } };
}

/** Why a pod will not become ready by waiting: `pod web-7d9c-x2 container app: CrashLoopBackOff (exit 1: ...)`. */
export function podProblem(pod: KubeObject): string | undefined {
  const name = pod.metadata.name ?? '';
  const scheduled = conditionOf(pod, 'PodScheduled');
  if (scheduled?.status === 'False' && scheduled.reason === 'Unschedulable') {
    return `pod ${name}: Unschedulable${scheduled.message ? ` (${scheduled.message})` : ''}`;
  }
  const status = pod.status as { initContainerStatuses?: ContainerStatus[]; containerStatuses?: ContainerStatus[] } | undefined;
  for (const container of [...(status?.initContainerStatuses ?? []), ...(status?.containerStatuses ?? [])]) {
    const reason = container.state?.waiting?.reason;
    if (!reason || !HOPELESS_WAITING_REASONS.has(reason)) continue;
    const detail = lastWords(container);
    return `pod ${name} container ${container.name ?? '?'}: ${reason}${detail ? ` (${detail})` : ''}`;
  }
  return undefined;
}

/** The container's last termination (`exit 1: message`) or its waiting message, whichever says more. */
function lastWords(container: ContainerStatus): string {
  const terminated = container.lastState?.terminated;
  if (terminated) {
    const said = terminated.message?.trim() || terminated.reason || '';
    return `exit ${terminated.exitCode ?? '?'}${said ? `: ${said}` : ''}`;
  }
  return container.state?.waiting?.message?.trim() ?? '';
}

/** Whether a pod no longer counts for its workload: being deleted or finished. */
export function isPodGone(pod: KubeObject): boolean {
  const phase = stringAt(pod, 'status', 'phase');
  return Boolean(pod.metadata.deletionTimestamp) || phase === 'Succeeded';
}
