import { TOOL_NAME } from '../applyset/applySetKeys.ts';
import { lockHolder } from '../applyset/applySetLock.ts';
import { errorMessage, UserError, UserErrors } from '../common/errors.ts';
import { RolloutFailure } from '../execute/deployPlan.ts';
import { recordedDeploy } from '../execute/deployRecord.ts';
import { ApplyFailure, DependencyFailure } from '../execute/executePlan.ts';
import { runHookPhase } from '../execute/chartHooks.ts';
import { listedPhases, phasesOf, planHooks, type ReleaseStep } from '../plan/planHooks.ts';
import { deleteHooksPlace, packDeleteHooks, syncDeleteHooks } from '../applyset/deleteHooksRecord.ts';
import { objectError } from '../plan/objectErrors.ts';
import { type PreparedHook, prepareHooks } from '../plan/prepareHooks.ts';
import { waitForAppliedCrds } from '../health/waitForCrds.ts';
import { CancelledError } from '../kube/apiError.ts';
import type { Cluster } from '../kube/connect.ts';
import type { KubeObject } from '../kube/kubeObject.ts';
import type { ChartHook, HookPhase } from '../manifests/helmHooks.ts';
import type { ManifestObject } from '../manifests/manifestObject.ts';
import { secretValues } from '../manifests/secretValues.ts';
import type { HeldRun, OpenRun } from './openRun.ts';
import type { Mode, Options } from '../options/options.ts';
import { planApplySet } from '../plan/planApplySet.ts';
import { firstRefusal, type GateRun } from '../plan/gates.ts';
import { consents } from '../plan/destructivePrunes.ts';
import type { PlanEntry } from '../plan/planTypes.ts';
import { buildOutcome, objectOutcome } from '../outcome/buildOutcome.ts';
import { ObjectRecords } from '../outcome/objectRecords.ts';
import { RunFailure } from '../outcome/runFailure.ts';
import { HookResults } from '../outcome/hookResults.ts';
import type { DeployResult, HookEnd, RunOutcome } from '../outcome/runOutcome.ts';
import { countResults } from '../outcome/stepProgress.ts';
import { rollBack } from '../rollback/rollBack.ts';
import type { Engine, RunHooks } from './runHooks.ts';
import { VERSION } from '../common/version.ts';

/** A cancelled deploy's history entry is written after its requests were stopped, within this. */
const RECORD_AFTER_CANCEL_MS = 5_000;

/** What the run opened and read before its plan, and the engine a rollback runs again. */
export interface OpenedRun {
  options: Options;
  hooks: RunHooks;
  /** When the run started (Date.now()). */
  started: number;
  run: OpenRun;
  /** The connection, whose client does not stop with the run (a cancelled deploy's record). */
  connection: Cluster;
  manifests: ManifestObject[];
  /** The Helm hooks of the manifests' charts, which are not members. */
  chartHooks: ChartHook[];
  /** What reading the manifests warned of, the outcome's warnings too. */
  loadWarnings: string[];
  engine: Engine;
}

/**
 * The engine's steps once the run is held (lock taken, parent read): plan -> gates -> (apply -> wait)
 * -> outcome, with the rollback of a failed deploy. runApplySet imports this module once discovery
 * has answered, so that none of it is loaded before a run's first request.
 */
export async function planAndDeploy(held: HeldRun, opened: OpenedRun): Promise<RunOutcome> {
  const { options, hooks, started, run, connection, manifests, chartHooks, loadWarnings } = opened;
  const requests = run.requests;
  const { cluster: steps, namespace, reading, cache, ahead, lockInCreatedNamespace } = held;
  if (reading.adoptedFrom)
    hooks.warning(`adopting the ApplySet from ${reading.adoptedFrom}: from now on ${TOOL_NAME} manages it`);
  // A preview tells whether a deploy is under way; asked beside the plan (before its queued dry-runs), not after it.
  const holding = options.mode === 'preview' ? lockHolder(steps.client.ahead(), reading.parent) : undefined;
  // Awaited after the plan, where its failure reaches the run; until then it is not an unhandled rejection.
  holding?.catch(() => undefined);
  const liveSecret = (object: KubeObject) => hooks.secretsLoaded?.(secretValues([object]), 'cluster');
  const planned = hooks.progress && ((done: number, total: number) => hooks.progress?.({ step: 'plan', done, total }));
  // A preview may run with a credential that cannot read Secrets (examples/rbac/applyset-action-preview.yaml); an apply must read them all.
  const secretsMayBeUnreadable = options.mode === 'preview';
  const plan = await planApplySet(
    steps,
    reading,
    manifests,
    {
      ...options,
      namespace,
      liveSecret,
      secretsMayBeUnreadable,
      ...(planned ? { planned } : {}),
      ...(ahead ? { prepared: ahead.preparedOf } : {}),
    },
    ahead?.requests,
  );
  for (const warning of plan.warnings) hooks.warning(warning);
  // Helm's release step: install while the set has no parent, upgrade once it has one, rollback when this run is one.
  const release: ReleaseStep = hooks.rollback ? 'rollback' : reading.live ? 'upgrade' : 'install';
  // The chart's hooks are checked and dry-run before the first write, as the members are.
  const preparedHooks = prepareHooks(steps.discovery, chartHooks, namespace ?? '');
  const phases = phasesOf(release, options.helm.tests);
  const plannedHooks =
    preparedHooks.length === 0
      ? []
      : await planHooks(steps.client, preparedHooks, listedPhases(release, options.helm.tests), {
          ...options,
          secretsMayBeUnreadable,
        });
  // The delete hooks `delete` will run, recorded beside the parent: refused now if they do not fit.
  const deleteHooks = packDeleteHooks(preparedHooks);
  hooks.info(`Planned ApplySet ${reading.parent.id} in ${Date.now() - started} ms with ${requests().total} requests`);

  const objectDone = (entry: PlanEntry, record: DeployResult) => hooks.objectDone?.(objectOutcome(entry, record));
  const counted = hooks.progress && countResults(plan.entries, hooks.progress);
  const records = new ObjectRecords((entry, record) => {
    objectDone(entry, record);
    counted?.(entry, record);
  });
  const warnings = [...loadWarnings, ...plan.warnings];
  const warn = (message: string) => {
    warnings.push(message);
    hooks.warning(message);
  };
  // Who allowed the prunes that take more with them, when every one of them is allowed.
  const consent = plan.entries.every((e) => e.action !== 'prune' || consents(options.allowDestructivePrunes, e))
    ? options.allowDestructivePrunes?.by
    : undefined;
  const hookResults = new HookResults();
  const outcome = (mode: Mode, stopped?: 'failed' | 'cancelled') =>
    buildOutcome(plan, records, {
      mode,
      durationMs: Date.now() - started,
      warnings,
      requests: requests(),
      destructiveConsent: consent,
      hooks: mode === 'preview' ? plannedHooks : hookResults.merged(plannedHooks),
      ...(stopped ? { stopped } : {}),
    });
  // The gates between the plan and the first write: a refusal shows what would have been done.
  const { beforeApply } = hooks;
  const gates: GateRun = {
    options,
    of: hooks.rollback ? 'rollback' : 'deploy',
    review: beforeApply && (() => beforeApply(outcome('preview'))),
  };
  const refused = await firstRefusal(plan, gates, options.mode);
  if (refused) throw new RunFailure(refused, outcome('preview'));
  if (options.mode === 'preview') {
    const holder = await holding;
    if (holder)
      warn(
        `a deploy of this ApplySet is in progress (${holder} holds its lock): this preview may already be out of date`,
      );
    return outcome('preview');
  }
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
  const source = (await hooks.source) ?? {};
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
    if ((error instanceof RolloutFailure || error instanceof DependencyFailure) && options.rollbackOnFailure) {
      // Still under the lock: the failed deploy keeps it until the rollback is done.
      const stopped = error instanceof DependencyFailure ? 'failed' : undefined;
      const rolledBack = await rollBack({
        cluster: steps,
        options: { ...options, namespace },
        parent: reading.parent,
        source,
        info: hooks.info,
        signal: run.signal,
        // The same engine again, on the commit rolled back to, on this connection and under this run's lock.
        engine: (rollbackOptions, commit) =>
          opened.engine(
            rollbackOptions,
            {
              info: hooks.info,
              warning: warn,
              ...(hooks.objectDone ? { objectDone: hooks.objectDone } : {}),
              ...(hooks.secretsLoaded ? { secretsLoaded: hooks.secretsLoaded } : {}),
              signal: run.signal,
              source: Promise.resolve({ ...source, commit }),
              rollback: { lockLost: run.lockLost, releaseLock: run.releaseLock },
            },
            connection,
          ),
      });
      // Why the deploy failed, and why the rollback did when it ran; report/failureReport.ts words the rest from the outcome.
      const { error: rollbackError, outcome: rollback } = rolledBack;
      const reasons = [
        ...error.errors,
        ...(rollbackError && rollback.result !== 'not rolled back' ? [rollbackError] : []),
      ];
      throw new RunFailure(new UserErrors(reasons, rollbackError?.hint ? { hint: rollbackError.hint } : {}), {
        ...outcome('apply', stopped),
        rollback,
      });
    }
    if (error instanceof ApplyFailure) throw new RunFailure(error, outcome('apply', 'failed'));
    if (error instanceof CancelledError) throw new RunFailure(run.stopped(), outcome('apply', 'cancelled'));
    // The wait's verdict: an unhealthy or timed-out rollout.
    if (error instanceof UserError) throw new RunFailure(error, outcome('apply'));
    throw error;
  }
}
