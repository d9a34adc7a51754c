import { TOOL_NAME } from './applyset/applySetKeys.ts';
import { defaultHolder, lockHolder } from './applyset/applySetLock.ts';
import { UserError, UserErrors } from './errors.ts';
import { objectsLoaded } from './heapGrowth.ts';
import type { DeploySource } from './applyset/deployHistory.ts';
import { RolloutFailure } from './execute/deployPlan.ts';
import { recordedDeploy } from './execute/deployRecord.ts';
import { ApplyFailure, DependencyFailure } from './execute/executePlan.ts';
import { waitForAppliedCrds } from './health/waitForCrds.ts';
import { ApiUnavailableError, CancelledError } from './kube/apiError.ts';
import type { Cluster } from './kube/connect.ts';
import type { KubeObject } from './kube/kubeObject.ts';
import { loadSet } from './manifests/loadSet.ts';
import type { ManifestObject } from './manifests/manifestObject.ts';
import { secretValues } from './manifests/secretValues.ts';
import { openRun } from './openRun.ts';
import type { Mode, Options } from './options/options.ts';
import { planApplySet } from './plan/planApplySet.ts';
import { firstRefusal, type GateRun } from './plan/gates.ts';
import { consents } from './plan/pruneFilters/destructivePrunes.ts';
import type { PlanEntry } from './plan/planTypes.ts';
import { buildOutcome, objectOutcome } from './outcome/buildOutcome.ts';
import { type ObjectRecord, ObjectRecords } from './outcome/objectRecords.ts';
import { RunFailure } from './outcome/runFailure.ts';
import type { ObjectOutcome, RunOutcome } from './outcome/runOutcome.ts';
import { countResults, type StepProgress } from './outcome/stepProgress.ts';
import { rollBack } from './rollback/rollBack.ts';
import { VERSION } from './version.ts';

/** A cancelled deploy's history entry is written after its requests were stopped, within this. */
const RECORD_AFTER_CANCEL_MS = 5_000;

/** Where a run reports progress: the action maps these to @actions/core, the CLI to stderr. */
export interface RunHooks {
  info(line: string): void;
  warning(line: string): void;
  /** An apply's per-object progress: the object's record each time a step adds to it. */
  objectDone?(object: ObjectOutcome): void;
  /**
   * For a live progress line (a terminal): the plan's, the apply's, the wait's and the prune's
   * count of objects done as it changes. Given, it takes the place of the wait's periodic lines to `info`.
   */
  progress?(step: StepProgress): void;
  /** Cancels the run (SIGINT/SIGTERM): no request starts after it, the parent stays widened, the lock is released. */
  signal?: AbortSignal;
  /** Who this run is, as the ApplySet lock names its holder (the action: its run URL); host, pid and a random tag by default. */
  holder?: string;
  /**
   * An apply's plan, before anything is written; a UserError thrown here refuses the apply (the
   * action compares the plan with the pull request's reviewed preview).
   */
  beforeApply?(planned: RunOutcome): Promise<void>;
  /**
   * Secret values in every form a message could quote them, so that the caller can hide them
   * wherever it shows text (the action registers them with the runner and scrubs them from the
   * comment and the job summary). `manifests`: the values of each file's Secrets, told before the
   * first request that carries one of its objects (discovery, the lock and the parent, which carry
   * none, may be under way). `cluster`: the values of the live Secrets the plan reads, told before
   * the plan's outcome or error.
   */
  secretsLoaded?(values: string[], origin: SecretOrigin): void;
  /** What an apply deploys, as the parent's deploy history records it: the commit, the run's link, who. */
  source?: Promise<DeploySource>;
  /**
   * This run is the rollback of a failed deploy, run under that deploy's lock: the history marks it,
   * the consent refusal says so, and once that lock was lost it records nothing.
   */
  rollback?: { lockLost(): boolean; releaseLock(): Promise<void> };
}

/** Where Secret values come from: the manifests, or the live Secrets of the cluster. */
export type SecretOrigin = 'manifests' | 'cluster';

/**
 * The engine: manifests -> connect -> ApplySet parent -> plan -> (apply -> wait) -> outcome. A
 * preview and an apply share every step up to the plan; a preview writes nothing and never waits.
 * Given a `cluster`, the run uses that connection (shared by several runs) instead of connecting
 * as `options` say.
 */
export async function runApplySet(options: Options, hooks: RunHooks, cluster?: Cluster): Promise<RunOutcome> {
  const started = Date.now();
  const run = openRun({
    connect: options,
    cluster,
    parent: { applyset: options.applyset, namespace: options.namespace, adopt: options.adopt },
    lock: options.mode === 'apply' && options.lock
      ? {
          holder: hooks.holder ?? defaultHolder(),
          timeoutSeconds: options.lockTimeoutSeconds,
          lostHint: 'two deploys of this ApplySet ran at once: check the workflows\' concurrency groups, then run again',
          refusedAs: 'taking the ApplySet lock (lock: false turns it off)',
        }
      : undefined,
    info: hooks.info,
    // A rollback's requests are reported by the deploy it follows, on the same connection.
    reportProgress: !hooks.rollback,
    signal: hooks.signal,
    cancelled: () => new UserError(`the ${hooks.rollback ? 'rollback' : options.mode} was cancelled`, {
      hint: 'what it did before is listed; the ApplySet parent still records every namespace and kind of the set, so the next run completes the apply and its prunes',
    }),
    planAhead: { options, cache: options.planCache },
  });
  let manifests: ManifestObject[];
  let connection: Cluster;
  const secrets = (values: string[]) => hooks.secretsLoaded?.(values, 'manifests');
  // What reading the manifests warned of (a chart's hooks left out) is the outcome's warning too.
  const loadWarnings: string[] = [];
  const loadWarning = (line: string) => {
    loadWarnings.push(line);
    hooks.warning(line);
  };
  try {
    // Discovery is on the wire while the manifests are read; a manifest error stops it and is the one reported.
    manifests = await loadSet(options, { info: hooks.info, warning: loadWarning, secrets, onSource: (objects) => {
      objectsLoaded(objects.length);
      run.planEarly(objects);
    } }).catch((error: unknown) => {
      run.stop();
      throw error;
    });
    connection = await run.connection;
  } catch (error) {
    await run.close();
    throw error instanceof CancelledError ? run.stopped() : error;
  }
  const requests = run.requests;
  try {
    const { cluster: steps, namespace, reading, cache, ahead, lockInCreatedNamespace } = await run.held;
    if (reading.adoptedFrom) hooks.warning(`adopting the ApplySet from ${reading.adoptedFrom}: from now on ${TOOL_NAME} manages it`);
    // A preview tells whether a deploy is under way; asked beside the plan (before its queued dry-runs), not after it.
    const holding = options.mode === 'preview' ? lockHolder(steps.client.ahead(), reading.parent) : undefined;
    // Awaited after the plan, which a failure reaches then; until then it is not an unhandled rejection.
    holding?.catch(() => undefined);
    const liveSecret = (object: KubeObject) => hooks.secretsLoaded?.(secretValues([object]), 'cluster');
    const planned = hooks.progress && ((done: number, total: number) => hooks.progress?.({ step: 'plan', done, total }));
    // A preview may run with a credential that cannot read Secrets (examples/rbac/applyset-action-preview.yaml); an apply must read them all.
    const secretsMayBeUnreadable = options.mode === 'preview';
    const plan = await planApplySet(steps, reading, manifests, { ...options, namespace, liveSecret, secretsMayBeUnreadable, ...(planned ? { planned } : {}), ...(ahead ? { prepared: ahead.preparedOf } : {}) }, ahead?.requests);
    for (const warning of plan.warnings) hooks.warning(warning);
    hooks.info(`Planned ApplySet ${reading.parent.id} in ${Date.now() - started} ms with ${requests().total} requests`);

    const objectDone = (entry: PlanEntry, record: ObjectRecord) => hooks.objectDone?.(objectOutcome(entry, record));
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
    const consent = plan.entries.every((e) => e.action !== 'prune' || consents(options.allowDestructivePrunes, e)) ? options.allowDestructivePrunes?.by : undefined;
    const outcome = (mode: Mode, stopped?: 'failed' | 'cancelled') =>
      buildOutcome(plan, records, { mode, durationMs: Date.now() - started, warnings, requests: requests(), destructiveConsent: consent, ...(stopped ? { stopped } : {}) });
    // The gates between the plan and the first write: a refusal shows what would have been done.
    const { beforeApply } = hooks;
    const gates: GateRun = { options, of: hooks.rollback ? 'rollback' : 'deploy', review: beforeApply && (() => beforeApply(outcome('preview'))) };
    const refused = await firstRefusal(plan, gates, options.mode);
    if (refused) throw new RunFailure(refused, outcome('preview'));
    if (options.mode === 'preview') {
      const holder = await holding;
      if (holder) warn(`a deploy of this ApplySet is in progress (${holder} holds its lock): this preview may already be out of date`);
      return outcome('preview');
    }
    const deploy = {
      ...options,
      tooling: `${TOOL_NAME}/v${VERSION}`,
      onWarning: warn,
      afterStage: (stage: PlanEntry[]) => waitForAppliedCrds(steps.client, stage, plan.parent.parent),
      progress: hooks.info,
      ...(hooks.progress ? { settling: (done: number, total: number, detail: string | undefined) => hooks.progress?.({ step: 'wait', done, total, ...(detail ? { detail } : {}) }) } : {}),
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
    const recordClient = () => (!run.signal.aborted ? steps.client : lockLost() ? undefined : connection.client.withSignal(AbortSignal.timeout(RECORD_AFTER_CANCEL_MS)));
    try {
      await recordedDeploy(steps, connection.client, plan, records, {
        ...deploy,
        ...(lockInCreatedNamespace ? { beforeParentWrite: () => lockInCreatedNamespace(plan) } : {}),
        history: { source, startedMs: started, ...(hooks.rollback ? { rollback: true } : {}) },
        recordClient,
        ...(cache ? { savePlanRecord: () => cache.save(steps.client, reading.live?.metadata.uid) } : {}),
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
            runApplySet(
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
        const reasons = [...error.errors, ...(rollbackError && rollback.result !== 'not rolled back' ? [rollbackError] : [])];
        throw new RunFailure(new UserErrors(reasons, rollbackError?.hint ? { hint: rollbackError.hint } : {}), { ...outcome('apply', stopped), rollback });
      }
      if (error instanceof ApplyFailure) throw new RunFailure(error, outcome('apply', 'failed'));
      if (error instanceof CancelledError) throw new RunFailure(run.stopped(), outcome('apply', 'cancelled'));
      // The wait's verdict: an unhealthy or timed-out rollout.
      if (error instanceof UserError) throw new RunFailure(error, outcome('apply'));
      throw error;
    }
  } catch (error) {
    // Cancelled before the plan was made: nothing was written.
    if (error instanceof CancelledError) throw run.stopped();
    if (error instanceof ApiUnavailableError) {
      throw new UserError(`${error.message}, before anything was written`, { hint: 'check that the cluster\'s API server is up and reachable from here, then run again (retry-timeout sets how long requests are retried)', cause: error });
    }
    throw error;
  } finally {
    await run.close();
  }
}
