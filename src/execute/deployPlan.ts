import { markNotWaited, waitForHealth } from '../health/waitForHealth.ts';
import { CancelledError } from '../kube/apiError.ts';
import type { Cluster } from '../kube/connect.ts';
import type { KubeClient } from '../kube/kubeClient.ts';
import type { ObjectRecords } from '../outcome/objectRecords.ts';
import type { PruneTiming } from '../options.ts';
import type { Plan } from '../plan/planTypes.ts';
import { applyPlan, type ExecuteOptions, prunePlan } from './executePlan.ts';

export interface DeployOptions extends ExecuteOptions {
  wait: boolean;
  /** The whole wait's budget: for the applied objects to be ready and then for the pruned ones to be gone. */
  waitTimeoutMs: number;
  waitForPrunes: boolean;
  pruneTiming: PruneTiming;
  progress(line: string): void;
  /** Where a failed container's whole termination message goes, when the user asked for it (the log). */
  terminationMessages?(text: string): void;
  signal: AbortSignal;
  /** The run's last write is done (the lock can go; the waits after it write nothing). */
  writesDone(): Promise<void>;
}

/** What a prune that waited for a rollout that failed is recorded as. */
export const NOT_PRUNED_ROLLOUT_FAILED = 'not pruned: the rollout failed';
/** What a keep by annotation that waited for a rollout that failed is recorded as: still a member. */
export const NOT_LEFT_ROLLOUT_FAILED = 'still in the set: the rollout failed';

/**
 * An apply, from the first write to the last wait. With `after-healthy`, what left the manifests
 * is deleted only once everything applied is ready: the objects a rollout replaces (a renamed
 * ConfigMap the old pods still mount, a Service the old version still serves) stay while the new
 * version may still fail. A failed or timed-out wait prunes nothing; the parent, widened before the
 * apply, still records the prunes' kinds and namespaces, so the next healthy deploy prunes them.
 */
export async function deployPlan(cluster: Cluster, waitClient: KubeClient, plan: Plan, records: ObjectRecords, options: DeployOptions): Promise<void> {
  await applyPlan(cluster, plan, records, options);
  // One wait-timeout for both waits: the first starts it, the second gets what is left.
  let deadline: number | undefined;
  const waitFor = (what: { applied: boolean; pruned: boolean }) => {
    const timeoutMs = deadline === undefined ? options.waitTimeoutMs : Math.max(0, deadline - Date.now());
    deadline ??= Date.now() + options.waitTimeoutMs;
    return waitForHealth(waitClient, plan, records, {
      ...what,
      timeoutMs,
      waitTimeoutMs: options.waitTimeoutMs,
      progress: options.progress,
      signal: options.signal,
      ...(options.terminationMessages ? { terminationMessages: options.terminationMessages } : {}),
    });
  };
  const pruneAfterHealthy = options.prune && options.wait && options.pruneTiming === 'after-healthy' && plan.entries.some((e) => e.action === 'prune' || e.action === 'keep');

  if (!pruneAfterHealthy) {
    if (options.prune) await prunePlan(cluster, plan, records, options);
    await options.writesDone();
    if (options.wait) await waitFor({ applied: true, pruned: options.waitForPrunes });
    else markNotWaited(plan, records);
    return;
  }
  options.progress('Pruning once what was applied is ready (prune-timing: after-healthy)');
  try {
    await waitFor({ applied: true, pruned: false });
  } catch (error) {
    // Cancelled: the outcome says so for everything not done.
    if (!(error instanceof CancelledError)) {
      for (const entry of plan.entries) {
        if (entry.action === 'prune') records.record(entry, { result: 'skipped', message: NOT_PRUNED_ROLLOUT_FAILED });
        // What is kept for its use stays a member whatever the rollout; what leaves the set waits for a healthy one, as a prune does.
        else if (entry.action === 'keep' && entry.keep && 'annotation' in entry.keep) records.record(entry, { result: 'skipped', message: NOT_LEFT_ROLLOUT_FAILED });
        else if (entry.action === 'keep') records.record(entry, { result: 'kept' });
      }
    }
    await options.writesDone();
    throw error;
  }
  await prunePlan(cluster, plan, records, options);
  await options.writesDone();
  if (options.waitForPrunes) await waitFor({ applied: false, pruned: true });
}
