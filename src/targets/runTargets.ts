import pLimit from 'p-limit';
import { type Cluster, connect, type ConnectInjection, type ConnectOptions } from '../kube/connect.ts';
import type { RunOutcome } from '../outcome/runOutcome.ts';
import { runApplySet } from '../engine/runApplySet.ts';
import type { RunHooks } from '../engine/runHooks.ts';
import type { PlannedTarget } from './targetOptions.ts';
import type { Target } from './targetsFile.ts';
import { handledLater } from '../common/handledLater.ts';

/**
 * How many targets run at once. Each target's requests already go through its cluster's one
 * client, whose concurrency bounds what reaches the API server; this bounds the manifests read
 * and rendered (kustomize) at once on the runner.
 */
export const TARGETS_AT_ONCE = 16;

/** What one target's run came to: its outcome, or what stopped it (a RunFailure carries the outcome too). */
export type TargetResult = { target: Target; outcome: RunOutcome } | { target: Target; error: unknown };

/** The connection every target shares, but for the kubeconfig and its context, which each target may choose. */
export type SharedConnection = Omit<ConnectOptions, 'context' | 'kubeconfig' | 'kubeconfigPath'>;

/**
 * Runs every target, at most `atOnce` at a time, each as its own ApplySet run (its own lock, parent
 * and report), with one connection and one discovery per kubeconfig and context shared by the targets
 * on it (a target alone on its cluster, as one set's run is, connects as a run does by itself). A target that fails does not stop the others: each result says how its target went.
 * `settled` is told when a target's run is over, whether or not it got as far as its plan.
 */
export async function runTargets(
  planned: readonly PlannedTarget[],
  connection: SharedConnection,
  hooksFor: (target: Target, options: PlannedTarget['options']) => RunHooks,
  run: { atOnce?: number; inject?: ConnectInjection; settled?: (target: Target) => void } = {},
): Promise<TargetResult[]> {
  const keyOf = ({ kubeconfig, kubeconfigPath, context }: PlannedTarget['options']) =>
    JSON.stringify([kubeconfig ?? null, kubeconfigPath ?? null, context ?? null]);
  const sharing = new Map<string, number>();
  for (const { options } of planned) sharing.set(keyOf(options), (sharing.get(keyOf(options)) ?? 0) + 1);
  const clusters = new Map<string, Promise<Cluster>>();
  // A target alone on its cluster opens its own connection, as one set's run does: its parent's lock and read go out while discovery answers.
  const clusterFor = (options: PlannedTarget['options']): Promise<Cluster> | undefined => {
    const key = keyOf(options);
    if (sharing.get(key) === 1 && !run.inject) return undefined;
    let cluster = clusters.get(key);
    if (!cluster) {
      const { kubeconfig, kubeconfigPath, context } = options;
      // Awaited by each target on it; a failure is each one's error.
      cluster = handledLater(
        connect({ ...connection, kubeconfig, kubeconfigPath, ...(context ? { context } : {}) }, run.inject),
      );
      clusters.set(key, cluster);
    }
    return cluster;
  };
  const limit = pLimit(Math.max(1, run.atOnce ?? TARGETS_AT_ONCE));
  return Promise.all(
    planned.map(({ target, options }) =>
      limit(async (): Promise<TargetResult> => {
        const hooks = hooksFor(target, options);
        try {
          const cluster = clusterFor(options);
          return { target, outcome: await runApplySet(options, hooks, cluster && (await cluster)) };
        } catch (error) {
          return { target, error };
        } finally {
          run.settled?.(target);
        }
      }),
    ),
  );
}
