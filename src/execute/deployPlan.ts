import { errorMessage, UserError, UserErrors } from '../common/errors.ts';
import { markNotWaited, waitForHealth } from '../health/waitForHealth.ts';
import { CancelledError } from '../kube/apiError.ts';
import type { Cluster } from '../kube/connect.ts';
import type { KubeClient } from '../kube/kubeClient.ts';
import { formatRef } from '../kube/objectRef.ts';
import type { ObjectRecords } from '../outcome/objectRecords.ts';
import type { PruneTiming } from '../options/options.ts';
import type { Plan, PlanEntry } from '../plan/planTypes.ts';
import { applyPlan, DependencyFailure, type ExecuteOptions, finishParent, prunePlan } from './executePlan.ts';
import { WaitBudget } from './waitBudget.ts';

/** A chart's hooks around the members, each phase given what is left of the wait's budget. */
export interface HookSteps {
  /** pre-install or pre-upgrade: once the parent is widened, before the first member is written. */
  before(remainingMs: () => number): Promise<void>;
  /** post-install or post-upgrade: once what was applied is ready (or applied, without the wait), before the prunes. */
  after(remainingMs: () => number): Promise<void>;
}

export interface DeployOptions extends Omit<ExecuteOptions, 'waits' | 'awaitGroup' | 'beforeMembers'> {
  wait: boolean;
  /** The whole wait's budget: for what others depend on, for the applied objects to be ready, then for the pruned ones to be gone. */
  waitTimeoutMs: number;
  waitForPrunes: boolean;
  pruneTiming: PruneTiming;
  progress(line: string): void;
  /** The wait's count for a live progress line (see WaitOptions.settling). */
  settling?(done: number, total: number, detail: string | undefined): void;
  /** Where a failed container's whole termination message goes, when the user asked for it (the log). */
  terminationMessages?(text: string): void;
  signal: AbortSignal;
  chartHooks?: HookSteps;
  /** Once the parent is widened, before the pre- hooks: the record of the chart's delete hooks brought up to date. */
  recordDeleteHooks?(): Promise<void>;
  /** The run's last write is done, the deploy recorded (the lock can go; the wait for pruned objects to be gone writes nothing). */
  writesDone(): Promise<void>;
  /** Writes the record of the plan's verdicts for the next plan (plan-cache), still under the lock. */
  savePlanRecord?(): Promise<void>;
}

/** What a prune that waited for a rollout that failed is recorded as. */
export const NOT_PRUNED_ROLLOUT_FAILED = 'not pruned: the rollout failed';
/** What a keep by annotation that waited for a rollout that failed is recorded as: still a member. */
export const NOT_LEFT_ROLLOUT_FAILED = 'still in the set: the rollout failed';

/** The wait found an applied object failed, or ran out of time before all were ready: the errors say which and why. */
export class RolloutFailure extends UserErrors {}

/**
 * An apply, from the first write to the last wait. What others depend on
 * (`config.kubernetes.io/depends-on`) is ready before they are applied, with the wait on or off:
 * that is what the annotation asks for, as in kpt and cli-utils. With `after-healthy`, what left
 * the manifests is deleted only once everything applied is ready: the objects a rollout replaces (a
 * renamed ConfigMap the old pods still mount, a Service the old version still serves) stay while
 * the new version may still fail. A failed or timed-out wait prunes nothing; the parent, widened
 * before the apply, still records the prunes' kinds and namespaces, so the next healthy deploy prunes them.
 * The parent's last write, after the wait, records the deploy in its history; until then the run
 * keeps its lock, and a deploy that fails keeps it for the caller (to record the failure, or roll back).
 */
export async function deployPlan(
  cluster: Cluster,
  waitClient: KubeClient,
  plan: Plan,
  records: ObjectRecords,
  options: DeployOptions,
): Promise<void> {
  const waits = new WaitBudget(options.waitTimeoutMs);
  const waitFor = (what: { applied: boolean; pruned: boolean }, entries?: PlanEntry[]) =>
    waitForHealth(waitClient, plan, records, {
      ...what,
      ...(entries ? { entries } : {}),
      timeoutMs: waits.remainingMs(),
      waitTimeoutMs: waits.totalMs,
      progress: options.progress,
      ...(options.settling ? { settling: options.settling } : {}),
      signal: options.signal,
      ...(options.terminationMessages ? { terminationMessages: options.terminationMessages } : {}),
    });
  const notPruned = () => {
    for (const entry of plan.entries) {
      if (entry.action === 'prune') records.record(entry, { result: 'skipped', message: NOT_PRUNED_ROLLOUT_FAILED });
      // What is kept for its use stays a member whatever the rollout; what leaves the set waits for a healthy one, as a prune does.
      else if (entry.action === 'keep' && entry.keep && 'annotation' in entry.keep)
        records.record(entry, { result: 'skipped', message: NOT_LEFT_ROLLOUT_FAILED });
      else if (entry.action === 'keep') records.record(entry, { result: 'kept' });
    }
  };
  const remainingMs = () => waits.remainingMs();
  const { chartHooks } = options;
  const execute: ExecuteOptions = {
    ...options,
    waits,
    beforeMembers: async () => {
      await options.recordDeleteHooks?.();
      await chartHooks?.before(remainingMs);
    },
    awaitGroup: (entries, goal) => {
      const [names, one] = [entries.map((e) => formatRef(e.ref)).join(', '), entries.length === 1];
      options.progress(
        goal === 'ready'
          ? `Applying what depends on ${names} once ${one ? 'it is' : 'they are'} ready`
          : `Pruning what ${names} ${one ? 'depends' : 'depend'} on once ${one ? 'it is' : 'they are'} gone`,
      );
      return waitFor({ applied: goal === 'ready', pruned: goal === 'gone' }, entries);
    },
  };
  try {
    await applyPlan(cluster, plan, records, execute);
  } catch (error) {
    // An object others depend on did not become ready: the rollout failed before it was complete.
    if (error instanceof DependencyFailure) notPruned();
    throw error;
  }
  const prunes = options.prune && plan.entries.some((e) => e.action === 'prune' || e.action === 'keep');
  const pruneAfterHealthy = prunes && options.wait && options.pruneTiming === 'after-healthy';
  // A chart's post hooks run before the prunes, as they do in helm before anything of the old release goes.
  const pruneLate = pruneAfterHealthy || (prunes && chartHooks !== undefined);

  let scope = plan.scope;
  if (options.prune && !pruneLate) scope = await prunePlan(cluster, plan, records, execute);
  if (!options.wait) markNotWaited(plan, records);
  else {
    if (pruneAfterHealthy) options.progress('Pruning once what was applied is ready (prune-timing: after-healthy)');
    try {
      await waitFor({ applied: true, pruned: false });
    } catch (error) {
      // Cancelled: the outcome says so for everything not done.
      if (error instanceof CancelledError) throw error;
      if (pruneLate) notPruned();
      throw rolloutFailure(error, plan, records);
    }
  }
  if (chartHooks) {
    try {
      await chartHooks.after(remainingMs);
    } catch (error) {
      if (pruneLate && !(error instanceof CancelledError)) notPruned();
      throw error;
    }
  }
  if (pruneLate) scope = await prunePlan(cluster, plan, records, execute);
  await finishParent(cluster, plan, records, execute, options.wait ? 'healthy' : 'applied', scope);
  // A record not written costs the next plan its dry-runs, nothing more.
  await options.savePlanRecord?.().catch((error: unknown) => {
    if (error instanceof CancelledError) throw error;
    options.onWarning(
      `the record of this plan for the next one (plan-cache) was not written, so the next plan dry-runs every object: ${errorMessage(error)}`,
    );
  });
  await options.writesDone();
  if (options.wait && options.prune && options.waitForPrunes) await waitFor({ applied: false, pruned: true });
}

/** The wait's error as a RolloutFailure when it is the wait's verdict on an object; any other (the API server gone) as it is. */
function rolloutFailure(error: unknown, plan: Plan, records: ObjectRecords): unknown {
  const verdict = plan.entries.some((entry) => {
    const health = records.get(entry)?.health;
    return health === 'failed' || health === 'timed out';
  });
  if (!verdict || !(error instanceof UserError)) return error;
  return new RolloutFailure(error instanceof UserErrors ? error.errors : [error]);
}
