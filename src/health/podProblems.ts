import type { KubeObject } from '../kube/kubeObject.ts';
import { conditionOf, stringAt } from './objectStatus.ts';

/** Container states that do not mend by waiting: a rollout showing one is failed at once, like kapp does. */
const HOPELESS_WAITING_REASONS = new Set([
  'CrashLoopBackOff',
  'ImagePullBackOff',
  'ErrImagePull',
  'CreateContainerConfigError',
  'InvalidImageName',
]);

/** The scheduler's words for a pod whose claims are not bound yet. */
const UNBOUND_CLAIMS = /\bunbound immediate PersistentVolumeClaims\b/;

interface Terminated {
  exitCode?: number;
  reason?: string;
  message?: string;
}

interface ContainerStatus {
  name?: string;
  state?: { waiting?: { reason?: string; message?: string }; terminated?: Terminated };
  lastState?: { terminated?: Terminated };
}

/** Why a pod will not become ready by waiting, and the whole termination message when the reason shows only part of it. */
export interface PodProblem {
  /** `pod web-7d9c-x2 container app: CrashLoopBackOff (exit 1, Error: panic: ...)`. */
  message: string;
  /** The container's termination message in full: for the log, and only when asked (it may hold the last lines of a crash log). */
  detail?: string;
}

/**
 * How much of a termination message the reason quotes: its first line, cut to this. The rest can be
 * anything the program printed last (with FallbackToLogsOnError, the tail of its log: a stack trace,
 * a connection string), and the reason goes into comments and job summaries.
 */
const SHOWN_CHARACTERS = 200;

/** Why a pod will not become ready by waiting: `pod web-7d9c-x2 container app: CrashLoopBackOff (exit 1, Error: ...)`. */
export function podProblem(pod: KubeObject): PodProblem | undefined {
  const name = pod.metadata.name ?? '';
  const scheduled = conditionOf(pod, 'PodScheduled');
  // A claim being bound (a StatefulSet's new volume, provisioned as its pod is created) mends by waiting: the scheduler tries again once it is.
  if (
    scheduled?.status === 'False' &&
    scheduled.reason === 'Unschedulable' &&
    !UNBOUND_CLAIMS.test(scheduled.message ?? '')
  ) {
    return {
      message: `pod ${name}: Unschedulable${scheduled.message ? ` (${firstLine(scheduled.message).shown})` : ''}`,
    };
  }
  const status = pod.status as
    { initContainerStatuses?: ContainerStatus[]; containerStatuses?: ContainerStatus[] } | undefined;
  for (const container of [...(status?.initContainerStatuses ?? []), ...(status?.containerStatuses ?? [])]) {
    const reason = container.state?.waiting?.reason;
    if (!reason || !HOPELESS_WAITING_REASONS.has(reason)) continue;
    const where = `pod ${name} container ${container.name ?? '?'}`;
    const words = lastWords(container);
    return {
      message: `${where}: ${reason}${words.shown ? ` (${words.shown})` : ''}`,
      ...(words.whole !== undefined ? { detail: `${where}: its last termination message:\n${words.whole}` } : {}),
    };
  }
  return undefined;
}

/**
 * Why a pod that ran to its end failed (a Job's): its first container that exited other than 0,
 * `pod migrate-x2 container app: exit 1, Error: first line`; undefined unless the pod Failed.
 */
export function podFailure(pod: KubeObject): PodProblem | undefined {
  if (stringAt(pod, 'status', 'phase') !== 'Failed') return undefined;
  const name = pod.metadata.name ?? '';
  const status = pod.status as
    { initContainerStatuses?: ContainerStatus[]; containerStatuses?: ContainerStatus[] } | undefined;
  for (const container of [...(status?.initContainerStatuses ?? []), ...(status?.containerStatuses ?? [])]) {
    const terminated = container.state?.terminated;
    if (!terminated || terminated.exitCode === 0) continue;
    const where = `pod ${name} container ${container.name ?? '?'}`;
    const words = lastWords({ lastState: { terminated } });
    return {
      message: `${where}: ${words.shown}`,
      ...(words.whole !== undefined ? { detail: `${where}: its termination message:\n${words.whole}` } : {}),
    };
  }
  const reason = stringAt(pod, 'status', 'reason');
  return { message: `pod ${name}: Failed${reason ? ` (${reason})` : ''}` };
}

/**
 * The container's last termination (`exit 1, Error: first line`) or its waiting message, whichever
 * says more, at most the first line of either; `whole` is the full text when that is more than shown.
 */
function lastWords(container: ContainerStatus): { shown: string; whole?: string } {
  const terminated = container.lastState?.terminated;
  if (terminated) {
    const exit = `exit ${terminated.exitCode ?? '?'}${terminated.reason ? `, ${terminated.reason}` : ''}`;
    const said = terminated.message?.trim() ?? '';
    if (said === '') return { shown: exit };
    const line = firstLine(said);
    return { shown: `${exit}: ${line.shown}`, ...(line.complete ? {} : { whole: said }) };
  }
  return { shown: firstLine(container.state?.waiting?.message?.trim() ?? '').shown };
}

/** The first line of a text, cut to SHOWN_CHARACTERS, saying how many lines it leaves out. */
function firstLine(text: string): { shown: string; complete: boolean } {
  const [first = '', ...rest] = text.split(/\r?\n/);
  const cut = first.length > SHOWN_CHARACTERS ? `${first.slice(0, SHOWN_CHARACTERS)}…` : first;
  const more = rest.length > 0 ? ` (and ${rest.length} more line${rest.length === 1 ? '' : 's'})` : '';
  return { shown: `${cut}${more}`, complete: cut === first && rest.length === 0 };
}

/** Whether a pod no longer counts for its workload: being deleted or finished. */
export function isPodGone(pod: KubeObject): boolean {
  const phase = stringAt(pod, 'status', 'phase');
  return Boolean(pod.metadata.deletionTimestamp) || phase === 'Succeeded';
}
