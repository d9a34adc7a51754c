import { UserError, errorMessage, hintOr } from '../common/errors.ts';
import { CancelledError, isForbidden, isNotFound } from '../kube/apiError.ts';
import type { KubeClient } from '../kube/kubeClient.ts';
import type { KubeObject } from '../kube/kubeObject.ts';
import { pollObjects, watchObjects, type WatchEventType } from '../kube/watchObjects.ts';
import { WatchedSet, type TargetStatus, type WaitTarget, type WatchKey } from './watchedSet.ts';

export interface SettleOptions<T> {
  timeoutMs: number;
  /** The ApplySet's part-of selector, which the targets carry as members; absent to watch every object of their kinds. */
  labelSelector?: string;
  /** Each time a target becomes current. */
  onCurrent?(target: WaitTarget<T>, note: string): void;
  /** Called every `progressEveryMs` with what is still pending. */
  progress?(pending: TargetStatus<T>[]): void;
  progressEveryMs?: number;
  /** Cancels the wait: its watches stop and it rejects with a CancelledError. */
  signal?: AbortSignal;
}

/** How a wait ended: every target settled, one failed (the wait stops at once), or time ran out. */
export type SettleEnd = 'settled' | 'failed' | 'timed out';

const PROGRESS_EVERY_MS = 10_000;
/** How often a kind the identity may list but not watch is listed, to see pruned objects gone. */
const POLL_EVERY_MS = 1_000;

/**
 * Watches the targets until each is where it should be (current, or gone), one fails, or time
 * runs out; the set then holds each target's last status. A watch the server refuses (403) rejects
 * with a UserError naming the resource.
 */
export async function settleTargets<T>(
  client: KubeClient,
  set: WatchedSet<T>,
  options: SettleOptions<T>,
): Promise<SettleEnd> {
  const abort = new AbortController();
  return new Promise<SettleEnd>((resolve, reject) => {
    const finish = (end: SettleEnd | Error) => {
      if (abort.signal.aborted) return;
      abort.abort();
      clearTimeout(timer);
      clearInterval(progress);
      options.signal?.removeEventListener('abort', cancel);
      if (end instanceof Error) reject(end);
      else resolve(end);
    };
    const cancel = () => finish(new CancelledError());
    const onChange = (changes: TargetStatus<T>[]) => {
      if (abort.signal.aborted) return;
      for (const { target, status } of changes)
        if (status.status === 'current' && target.goal === 'current') options.onCurrent?.(target, status.message);
      if (changes.some((c) => c.status.status === 'failed')) finish('failed');
      else if (set.settled()) finish('settled');
    };
    const timer = setTimeout(() => finish('timed out'), options.timeoutMs);
    const progress = setInterval(() => options.progress?.(set.pending()), options.progressEveryMs ?? PROGRESS_EVERY_MS);
    if (options.signal?.aborted) return cancel();
    options.signal?.addEventListener('abort', cancel, { once: true });
    for (const watch of set.watches) {
      const handlers = {
        onList: (objects: KubeObject[]) => onChange(set.list(watch, objects)),
        onEvent: (type: WatchEventType, object: KubeObject) => onChange(set.event(watch, type, object)),
      };
      const selector = watch.role === 'members' ? options.labelSelector : undefined;
      const refused = (error: unknown) => finish(watchRefused(watch, error));
      watchObjects(client, watch.info, watch.namespace, selector, handlers, abort.signal).catch((error: unknown) => {
        if (!set.waitsOnlyForGone(watch)) return refused(error);
        // A kind whose CustomResourceDefinition was pruned too is no longer served: its objects went with it.
        if (isNotFound(error)) return onChange(set.list(watch, []));
        // Statusless kinds (Secrets, ConfigMaps) need no watch to be ready, and least-privilege roles give none:
        // seeing them gone after a prune then takes a LIST now and then, which finding the members needed anyway.
        if (!isForbidden(error)) return refused(error);
        pollObjects(client, watch.info, watch.namespace, selector, handlers.onList, {
          everyMs: POLL_EVERY_MS,
          signal: abort.signal,
        }).catch(refused);
      });
    }
  });
}

function watchRefused(watch: WatchKey, error: unknown): UserError {
  const where = watch.namespace ? ` in namespace ${watch.namespace}` : '';
  return new UserError(
    `cannot watch ${watch.info.resource}${watch.info.group ? `.${watch.info.group}` : ''}${where} to wait for health: ${errorMessage(error)}`,
    {
      // A refusal is mended in RBAC; an answer over the client's limits, at the server.
      hint: hintOr(
        error,
        'give the deploying identity list and watch on it, or turn the wait off (wait: false, --wait=false)',
      ),
      cause: error,
    },
  );
}
