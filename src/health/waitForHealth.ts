import { UserError, UserErrors } from '../common/errors.ts';
import { memberSelector } from '../applyset/applySet.ts';
import type { KubeClient } from '../kube/kubeClient.ts';
import { formatRef } from '../kube/objectRef.ts';
import type { ObjectRecords } from '../outcome/objectRecords.ts';
import type { Health } from '../outcome/runOutcome.ts';
import type { Plan, PlanEntry } from '../plan/planTypes.ts';
import { formatDuration } from '../options/durations.ts';
import { settleTargets } from './settleTargets.ts';
import { isStatusless } from './statusRules.ts';
import { describeStatus, WatchedSet, type TargetStatus, type WaitTarget } from './watchedSet.ts';

export interface WaitOptions {
  timeoutMs: number;
  /** The timeout this wait is part of, as its timeout message names it; `timeoutMs` when absent. */
  waitTimeoutMs?: number;
  /** Wait until the applied objects are ready. */
  applied: boolean;
  /** Wait until the pruned objects are gone. */
  pruned: boolean;
  /** The plan entries to wait for (a group that others depend on); every entry of the plan when absent. */
  entries?: readonly PlanEntry[];
  /** Where the wait says what it waits for, and every ~10 s what is still in progress. */
  progress(line: string): void;
  progressEveryMs?: number;
  /**
   * For a live progress line (a terminal): told about every second how many targets are ready or
   * gone, of how many, and what the first still pending waits for. Given, it takes the place of the
   * lines every ~10 s, which are for logs.
   */
  settling?(done: number, total: number, detail: string | undefined): void;
  /** Cancels the wait (the run was cancelled): what is still pending is recorded as not waited. */
  signal?: AbortSignal;
  /**
   * Where the whole termination message of a failed container goes, when the user asked for it (the
   * log). Without it only its first line is said, in the object's message, as in every report.
   */
  terminationMessages?(text: string): void;
}

const APPLIED = new Set(['created', 'configured', 'replaced', 'unchanged']);
const LISTED_IN_PROGRESS_LINE = 5;
const SETTLING_EVERY_MS = 1_000;

/**
 * The wait step: after the apply, watches what the run applied until every object is current
 * (kstatus's rules), and after the prune, until every pruned object is gone (either or both);
 * records each object's health, and throws when one fails (at once: a crashing rollout does not mend by waiting) or time runs out.
 * One LIST+WATCH per resource and namespace with the ApplySet's label, one more for the pods of the
 * workloads in each namespace: the requests do not grow with the number of objects.
 */
export async function waitForHealth(
  client: KubeClient,
  plan: Plan,
  records: ObjectRecords,
  options: WaitOptions,
): Promise<void> {
  const targets: WaitTarget<PlanEntry>[] = [];
  for (const entry of options.entries ?? plan.entries) {
    const { result, health } = records.get(entry) ?? {};
    if (result === 'pruned' && options.pruned)
      targets.push({
        ref: entry.ref,
        info: entry.info,
        goal: 'gone',
        key: entry,
        ...(entry.uid ? { uid: entry.uid } : {}),
      });
    // An object others depended on was waited for before them.
    if (!options.applied || !result || !APPLIED.has(result) || health === 'ready') continue;
    if (isStatusless(entry.ref)) records.record(entry, { health: 'ready' }, { quiet: true });
    else targets.push({ ref: entry.ref, info: entry.info, goal: 'current', key: entry });
  }
  if (targets.length === 0) return;
  const gone = targets.filter((t) => t.goal === 'gone').length;
  const ready = targets.length - gone;
  const what = [
    ready > 0 ? `${ready} object${ready === 1 ? '' : 's'} to become ready` : '',
    gone > 0 ? `${gone} pruned object${gone === 1 ? '' : 's'} to be gone` : '',
  ]
    .filter(Boolean)
    .join(' and ');
  options.progress(`Waiting up to ${formatDuration(options.timeoutMs)} for ${what}`);

  const set = new WatchedSet(targets);
  let end;
  try {
    end = await settleTargets(client, set, {
      timeoutMs: options.timeoutMs,
      labelSelector: memberSelector(plan.parent.parent),
      onCurrent: (target, note) => records.record(target.key, { health: 'ready', message: note }),
      ...progressOf(options, targets.length),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    markUnsettled(set.pending(), records, 'not waited');
    throw error;
  }
  if (end === 'settled') return;
  if (end === 'failed') {
    const failures = markUnsettled(set.pending(), records, 'not waited').filter((p) => p.status.status === 'failed');
    for (const { target, status } of failures)
      if (status.detail) options.terminationMessages?.(`${formatRef(target.ref)}: ${status.detail}`);
    throw new UserErrors(
      failures.map(
        ({ target, status }) => new UserError(describeStatus(target.ref, status), { hint: failureHint(target) }),
      ),
    );
  }
  const pending = markUnsettled(set.pending(), records, 'timed out');
  throw new UserError(
    `timed out after ${formatDuration(options.waitTimeoutMs ?? options.timeoutMs)} waiting for ${pending.length} object${pending.length === 1 ? '' : 's'}: ${pending.map((p) => describeStatus(p.target.ref, p.status)).join('; ')}`,
    {
      hint: 'if the rollout is only slow, raise the timeout (--timeout); otherwise look at why it does not progress (kubectl describe, kubectl get events)',
    },
  );
}

/** With the wait off, every object the apply touched and did not wait for (as others depended on it) says so, rather than looking ready. */
export function markNotWaited(plan: Plan, records: ObjectRecords): void {
  for (const entry of plan.entries) {
    const { result, health } = records.get(entry) ?? {};
    if (result && APPLIED.has(result) && !health) records.record(entry, { health: 'not waited' }, { quiet: true });
  }
}

/** Records the health of every target still unsettled when the wait stops (a failed one as failed); returns them. */
function markUnsettled(
  pending: TargetStatus<PlanEntry>[],
  records: ObjectRecords,
  health: Health,
): TargetStatus<PlanEntry>[] {
  for (const { target, status } of pending)
    records.record(target.key, { health: status.status === 'failed' ? 'failed' : health, message: status.message });
  return pending;
}

function failureHint(target: WaitTarget<PlanEntry>): string {
  const where = target.ref.namespace ? ` -n ${target.ref.namespace}` : '';
  return `waiting will not mend this; kubectl describe ${formatRef(target.ref)}${where} shows more. The objects are applied: fix the manifests and deploy again`;
}

/** How the wait tells its progress: to a live line about every second, or in a line every ~10 s. */
function progressOf(
  options: WaitOptions,
  total: number,
): { progress(pending: TargetStatus<PlanEntry>[]): void; progressEveryMs?: number } {
  const { settling } = options;
  if (settling) {
    return {
      progress: (pending) =>
        settling(total - pending.length, total, pending[0] && describeStatus(pending[0].target.ref, pending[0].status)),
      progressEveryMs: SETTLING_EVERY_MS,
    };
  }
  return {
    progress: (pending) => options.progress(progressLine(pending, total)),
    ...(options.progressEveryMs ? { progressEveryMs: options.progressEveryMs } : {}),
  };
}

/** `Waiting for 2 of 5 objects: deployment.apps/web: 2/3 replicas available; ...`. */
function progressLine(pending: TargetStatus<PlanEntry>[], total: number): string {
  const shown = pending.slice(0, LISTED_IN_PROGRESS_LINE).map((p) => describeStatus(p.target.ref, p.status));
  const more = pending.length > shown.length ? `; and ${pending.length - shown.length} more` : '';
  return `Waiting for ${pending.length} of ${total} objects: ${shown.join('; ')}${more}`;
}
