import { describeError, UserError, UserErrors } from '../common/errors.ts';
import { podRunStatus } from '../health/coreStatus.ts';
import type { ObjectStatus } from '../health/objectStatus.ts';
import { settleTargets } from '../health/settleTargets.ts';
import { describeStatus, WatchedSet, type WaitTarget } from '../health/watchedSet.ts';
import { CancelledError } from '../kube/apiError.ts';
import type { KubeClient } from '../kube/kubeClient.ts';
import { deleteObject, getObject, serverSideApply } from '../kube/objectRequests.ts';
import { formatRef } from '../kube/objectRef.ts';
import type { DeletePolicy, HookPhase } from '../manifests/helmHooks.ts';
import { formatDuration } from '../options/durations.ts';
import type { HookEnd } from '../outcome/runOutcome.ts';
import { objectError } from '../plan/objectErrors.ts';
import { isAwaited, type PreparedHook, preparedOf } from '../plan/prepareHooks.ts';
import { ApplyFailure } from './executePlan.ts';

/**
 * A Job or Pod hook gone before the wait saw it end: ingress-nginx's Jobs set ttlSecondsAfterFinished: 0, so on a
 * real cluster the Job may be deleted as soon as it completes. helm's watch takes a deleted hook as done; so does
 * this run, and says so, rather than waiting out its timeout for an object that will not come back.
 */
const GONE_BEFORE_SEEN_ENDED: ObjectStatus = {
  status: 'current',
  message: 'deleted before its end was seen (its ttlSecondsAfterFinished?); taken as done, as helm takes it',
};

export interface HookRunOptions {
  fieldManager: string;
  forceConflicts: boolean;
  /** What is left of the run's wait budget, which a hook's wait and its deletions take from. */
  remainingMs(): number;
  progress(line: string): void;
  signal?: AbortSignal;
  /** Where a failed container's whole termination message goes, when the user asked for it. */
  terminationMessages?(text: string): void;
  /** Told how each hook of the phase ended, in their order, the failed one last, once the phase is over or stopped. */
  done?(prepared: PreparedHook, phase: HookPhase, end: HookEnd): void;
}

/** A hook that failed or could not be written: the deploy stops there, as when an apply fails. */
export class HookFailure extends ApplyFailure {}

/** A hook of the phase that ran, and how it ended so far. */
interface Ran {
  prepared: PreparedHook;
  end: HookEnd;
}

/**
 * Runs the hooks of a phase one after the other, as helm does: each deleted first when its policy
 * says before-hook-creation, written, waited for until it succeeds when it is a Job or a Pod. The first
 * that fails stops the phase, deleted when its policy says hook-failed. As helm's execHook, the hooks
 * that succeeded are deleted by their hook-succeeded policy only once the phase is over (all of them
 * succeeded: the last first; one failed: those before it, in order), so a Job's ServiceAccount and roles,
 * hooks of the same phase before it, stand while it runs.
 */
export async function runHookPhase(
  client: KubeClient,
  hooks: readonly PreparedHook[],
  phase: HookPhase,
  what: string,
  options: HookRunOptions,
): Promise<void> {
  const ordered = preparedOf(hooks, phase);
  if (ordered.length === 0) return;
  options.progress(
    `Running ${ordered.length} ${phase} hook${ordered.length === 1 ? '' : 's'}: ${ordered.map((p) => formatRef(p.ref)).join(', ')}`,
  );
  const ran: Ran[] = [];
  const tell = (told: readonly Ran[]) => {
    for (const { prepared, end } of told) options.done?.(prepared, phase, end);
  };
  for (const prepared of ordered) {
    let failed: { end: HookEnd; error: unknown };
    try {
      const { end, failure } = await runHook(client, prepared, phase, what, options);
      if (!failure) {
        ran.push({ prepared, end });
        continue;
      }
      failed = { end, error: failure };
    } catch (error) {
      if (error instanceof CancelledError) {
        tell(ran);
        throw error;
      }
      // A write the server refused: failed too, with the server's word.
      failed = { end: { result: 'failed', message: describeError(error) }, error };
    }
    try {
      await deleteSucceeded(client, ran, options);
    } finally {
      tell([...ran, { prepared, end: failed.end }]);
    }
    throw failed.error;
  }
  try {
    await deleteSucceeded(client, [...ran].reverse(), options);
  } finally {
    tell(ran);
  }
}

/** Deletes, in the order given, the hooks that ran whose policy says hook-succeeded, and marks them so. */
async function deleteSucceeded(client: KubeClient, ran: readonly Ran[], options: HookRunOptions): Promise<void> {
  for (const hook of ran) {
    if (!hook.prepared.hook.deletePolicies.includes('hook-succeeded')) continue;
    await written(hook.prepared, 'delete', () => deleteHook(client, hook.prepared, options, 'hook-succeeded'));
    hook.end.deletedBy = 'hook-succeeded';
  }
}

/** One hook written and, a Job or a Pod, waited for: how it ended, and the failure that stops the phase when it failed. */
async function runHook(
  client: KubeClient,
  prepared: PreparedHook,
  phase: HookPhase,
  what: string,
  options: HookRunOptions,
): Promise<{ end: HookEnd; failure?: HookFailure }> {
  const { ref, info, hook } = prepared;
  const named = `${formatRef(ref)} (${phase} hook)`;
  const policy = (name: DeletePolicy) => hook.deletePolicies.includes(name);
  await written(prepared, 'apply', async () => {
    if (policy('before-hook-creation')) await deleteHook(client, prepared, options, 'before-hook-creation');
    await serverSideApply(client, info, prepared.object, {
      fieldManager: options.fieldManager,
      force: options.forceConflicts,
      dryRun: false,
    });
  });
  options.progress(`${named} applied`);
  if (!isAwaited(ref)) return { end: { result: 'applied' } };
  // helm waits for a Pod hook to succeed: running and ready is not enough.
  const set = new WatchedSet<PreparedHook>([
    {
      ref,
      info,
      goal: 'current',
      key: prepared,
      whenGone: GONE_BEFORE_SEEN_ENDED,
      ...(ref.kind === 'Pod' && ref.group === '' ? { rule: podRunStatus } : {}),
    },
  ]);
  const timeoutMs = options.remainingMs();
  let ended = '';
  const end = await settleTargets(client, set, {
    timeoutMs,
    onCurrent: (_target, message) => (ended = message),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  if (end === 'settled') {
    const gone = ended === GONE_BEFORE_SEEN_ENDED.message;
    options.progress(`${named} ${gone ? GONE_BEFORE_SEEN_ENDED.message : 'succeeded'}`);
    return { end: { result: 'completed', ...(gone ? { message: GONE_BEFORE_SEEN_ENDED.message } : {}) } };
  }
  const status = set.pending()[0]?.status;
  if (status?.detail) options.terminationMessages?.(`${formatRef(ref)}: ${status.detail}`);
  const why =
    end === 'failed' && status
      ? describeStatus(ref, status)
      : `${formatRef(ref)}: timed out after ${formatDuration(timeoutMs)}${status ? ` (${status.message})` : ''}`;
  const failed: HookEnd = { result: end === 'failed' ? 'failed' : 'timed out', message: why };
  if (policy('hook-failed')) {
    await written(prepared, 'delete', () => deleteHook(client, prepared, options, 'hook-failed'));
    failed.deletedBy = 'hook-failed';
  }
  const failure = new HookFailure([
    new UserError(`the ${phase} hook failed, ${what}: ${why}`, {
      source: hook.object.source,
      hint: `kubectl describe ${formatRef(ref)}${ref.namespace ? ` -n ${ref.namespace}` : ''} shows more${policy('hook-failed') ? ' while it lasts (its hook-failed policy deleted it)' : ''}; fix the chart or what the hook needs, then run again`,
    }),
  ]);
  return { end: failed, failure };
}

/** A write of a hook; what the server refuses stops the run as an apply's failure does. */
async function written(prepared: PreparedHook, verb: string, write: () => Promise<void>): Promise<void> {
  try {
    await write();
  } catch (error) {
    if (error instanceof CancelledError || error instanceof UserErrors) throw error;
    throw new HookFailure([objectError(prepared.ref, prepared.hook.object.source, verb, error)]);
  }
}

/**
 * Deletes a hook's live object, if there is one, as helm does (in the background: a Job's pods go
 * after it). Before it is created again, the old one must be gone, or the apply would update it.
 */
async function deleteHook(
  client: KubeClient,
  prepared: PreparedHook,
  options: HookRunOptions,
  policy: DeletePolicy,
): Promise<void> {
  const { ref, info } = prepared;
  const live = await getObject(client, info, ref.namespace, ref.name);
  const uid = live?.metadata.uid;
  if (!uid) return;
  const outcome = await deleteObject(
    client,
    info,
    { namespace: ref.namespace, name: ref.name, uid },
    { propagationPolicy: 'Background', dryRun: false },
  );
  options.progress(`${formatRef(ref)} deleted (${policy})`);
  if (policy !== 'before-hook-creation' || outcome !== 'deleted') return;
  const target: WaitTarget<PreparedHook> = { ref, info, goal: 'gone', uid, key: prepared };
  const end = await settleTargets(client, new WatchedSet([target]), {
    timeoutMs: options.remainingMs(),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  if (end !== 'settled')
    throw new HookFailure([
      new UserError(`${formatRef(ref)}, a Helm hook deleted before it is created again, was not gone in time`, {
        hint: 'look at its finalizers (kubectl get -o yaml); raise the timeout if it is only slow',
      }),
    ]);
}
