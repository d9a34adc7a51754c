import { TOOL_NAME } from '../applyset/applySetKeys.ts';
import type { DeploySource } from '../applyset/deployHistory.ts';
import { errorMessage, UserError } from '../common/errors.ts';
import { deleteHooksPlace, syncDeleteHooks } from '../execute/deleteHooksRecord.ts';
import { objectError } from '../plan/objectErrors.ts';
import type { PreparedHook } from '../plan/prepareHooks.ts';
import { VERSION } from '../common/version.ts';
import { runHookPhase } from '../execute/chartHooks.ts';
import { RolloutFailure } from '../execute/deployPlan.ts';
import { recordedDeploy } from '../execute/deployRecord.ts';
import { ApplyFailure, DependencyFailure } from '../execute/executePlan.ts';
import { waitForAppliedCrds } from '../health/waitForCrds.ts';
import { CancelledError } from '../kube/apiError.ts';
import type { HookPhase } from '../manifests/helmHooks.ts';
import { RunFailure } from '../outcome/runFailure.ts';
import type { HookEnd, RunOutcome } from '../outcome/runOutcome.ts';
import type { PlanEntry } from '../plan/planTypes.ts';
import type { HeldRun } from './openRun.ts';
import type { OpenedRun } from './openedRun.ts';
import type { PlannedRun } from './planAndGates.ts';
import { rollBackFailedDeploy } from './rollBackFailedDeploy.ts';

/** A cancelled deploy's history entry is written after its requests were stopped, within this. */
const RECORD_AFTER_CANCEL_MS = 5_000;

/**
 * The deploy of a planned run: its chart's hooks, apply, wait and prune, recorded in the parent's
 * history; a failed rollout rolled back when asked, and each failure thrown as a RunFailure with its outcome.
 */
export async function deployPlanned(planned: PlannedRun, held: HeldRun, opened: OpenedRun): Promise<RunOutcome> {
  const { options, hooks, started, run, connection } = opened;
  const { cluster: steps, reading, cache, lockInCreatedNamespace } = held;
  const { plan, records, preparedHooks, phases, deleteHooks, hookResults, warn, outcome } = planned;
  const hookRun = (remainingMs: () => number) => ({
    fieldManager: options.fieldManager,
    forceConflicts: options.forceConflicts,
    remainingMs,
    progress: hooks.info,
    signal: run.signal,
    ...(options.logTerminationMessages ? { terminationMessages: hooks.info } : {}),
    done: (prepared: PreparedHook, phase: HookPhase, end: HookEnd) => hookResults.record(phase, prepared.ref, end),
  });
  const runPhases = async (which: readonly HookPhase[], what: string, remainingMs: () => number) => {
    for (const phase of which) await runHookPhase(steps.client, preparedHooks, phase, what, hookRun(remainingMs));
  };
  const chartHookSteps =
    preparedHooks.length === 0
      ? undefined
      : {
          before: (remainingMs: () => number) =>
            runPhases(phases.before, 'so nothing of the set was written', remainingMs),
          after: (remainingMs: () => number) =>
            runPhases(phases.after, 'after the set was applied; nothing was pruned', remainingMs),
        };
  const deploy = {
    ...options,
    ...(chartHookSteps ? { chartHooks: chartHookSteps } : {}),
    recordDeleteHooks: async () => {
      try {
        await syncDeleteHooks(steps.client, plan.parent.parent, reading.live, deleteHooks);
      } catch (error) {
        if (error instanceof CancelledError) throw error;
        throw new ApplyFailure([
          objectError(
            { group: '', version: 'v1', kind: 'Secret', ...deleteHooksPlace(plan.parent.parent) },
            undefined,
            "writing the record of the chart's delete hooks",
            error,
          ),
        ]);
      }
    },
    tooling: `${TOOL_NAME}/v${VERSION}`,
    onWarning: warn,
    afterStage: (stage: PlanEntry[]) => waitForAppliedCrds(steps.client, stage, plan.parent.parent),
    progress: hooks.info,
    ...(hooks.progress
      ? {
          settling: (done: number, total: number, detail: string | undefined) =>
            hooks.progress?.({ step: 'wait', done, total, ...(detail ? { detail } : {}) }),
        }
      : {}),
    ...(options.logTerminationMessages ? { terminationMessages: hooks.info } : {}),
    signal: run.signal,
    // The writes are done and the deploy recorded: the next deploy need not wait for the pruned objects to go.
    writesDone: async () => {
      await run.releaseLock();
      await hooks.rollback?.releaseLock();
    },
  };
  const source: DeploySource = (await hooks.source) ?? {};
  // A stopped deploy's entry: after a cancellation written within a few seconds more, never once the lock was lost.
  const lockLost = () => run.lockLost() || (hooks.rollback?.lockLost() ?? false);
  const recordClient = () =>
    !run.signal.aborted
      ? steps.client
      : lockLost()
        ? undefined
        : connection.client.withSignal(AbortSignal.timeout(RECORD_AFTER_CANCEL_MS));
  try {
    await recordedDeploy(steps, connection.client, plan, records, {
      ...deploy,
      ...(lockInCreatedNamespace ? { beforeParentWrite: () => lockInCreatedNamespace(plan) } : {}),
      history: { source, startedMs: started, ...(hooks.rollback ? { rollback: true } : {}) },
      recordClient,
      ...(cache
        ? {
            savePlanRecord: async () => {
              const copy = await cache.save(steps.client, reading.live?.metadata.uid);
              // Public, and what an admin sets the previews' plan-record-key to: the deploy's log is where to take it from.
              if (copy && 'signer' in copy)
                hooks.info(`Signed the plan record's public copy for previews with plan-record-key ${copy.signer}`);
              // A cancelled run says so itself, as the record's own write does.
              else if (copy && !(copy.error instanceof CancelledError))
                hooks.warning(
                  `the public copy of the plan record was not written, so previews given plan-record-key dry-run every object: ${errorMessage(copy.error)}`,
                );
            },
          }
        : {}),
    });
    return outcome('apply');
  } catch (error) {
    // A rollout the wait found failed or timed out, or an object others depend on that did.
    if ((error instanceof RolloutFailure || error instanceof DependencyFailure) && options.rollbackOnFailure)
      throw await rollBackFailedDeploy(error, { planned, held, opened, source });
    if (error instanceof ApplyFailure) throw new RunFailure(error, outcome('apply', 'failed'));
    if (error instanceof CancelledError) throw new RunFailure(run.stopped(), outcome('apply', 'cancelled'));
    // The wait's verdict: an unhealthy or timed-out rollout.
    if (error instanceof UserError) throw new RunFailure(error, outcome('apply'));
    throw error;
  }
}
