import { TOOL_NAME } from '../applyset/applySetKeys.ts';
import { lockHolder } from '../applyset/applySetLock.ts';
import { handledLater } from '../common/handledLater.ts';
import type { KubeObject } from '../kube/kubeObject.ts';
import { secretValues } from '../manifests/secretValues.ts';
import type { Mode } from '../options/options.ts';
import { buildOutcome, objectOutcome } from '../outcome/buildOutcome.ts';
import { ObjectRecords } from '../outcome/objectRecords.ts';
import { RunFailure } from '../outcome/runFailure.ts';
import type { DeployResult, RunOutcome } from '../outcome/runOutcome.ts';
import { countResults } from '../outcome/stepProgress.ts';
import { firstRefusal, type GateRun } from '../plan/gates.ts';
import { listedPhases, phasesOf, planHooks, type ReleaseStep } from '../plan/planHooks.ts';
import { packDeleteHooks } from '../execute/deleteHooksRecord.ts';
import { HookResults } from '../outcome/hookResults.ts';
import { planApplySet } from '../plan/planApplySet.ts';
import { type PreparedHook, prepareHooks } from '../plan/prepareHooks.ts';
import { consents } from '../plan/destructivePrunes.ts';
import type { Plan, PlanEntry } from '../plan/planTypes.ts';
import type { HeldRun } from './openRun.ts';
import type { OpenedRun } from './openedRun.ts';

/** A run planned and through its gates: what its deploy writes, or its preview shows. */
export interface PlannedRun {
  plan: Plan;
  /** Each object's record, as the deploy's steps add to it. */
  records: ObjectRecords;
  /** The chart's hooks, checked and dry-run, and the phases this release step runs. */
  preparedHooks: PreparedHook[];
  phases: ReturnType<typeof phasesOf>;
  /** The delete hooks `delete` will run, packed to be recorded beside the parent. */
  deleteHooks: ReturnType<typeof packDeleteHooks>;
  /** How each hook's run ended, as the deploy's steps tell it. */
  hookResults: HookResults;
  /** A warning of the run: logged, and in its outcome. */
  warn(message: string): void;
  outcome(mode: Mode, stopped?: 'failed' | 'cancelled'): RunOutcome;
  /** A preview's question whether a deploy holds the set's lock. */
  holding: Promise<string | undefined> | undefined;
}

/**
 * The plan of a held run (the manifests against what the parent records), the chart's hooks dry-run
 * beside it, then the gates between the plan and the first write: a refusal shows what would have been done.
 */
export async function planAndGate(held: HeldRun, opened: OpenedRun): Promise<PlannedRun> {
  const { options, hooks, started, run, manifests, chartHooks, loadWarnings } = opened;
  const { cluster: steps, namespace, reading, ahead } = held;
  if (reading.adoptedFrom)
    hooks.warning(`adopting the ApplySet from ${reading.adoptedFrom}: from now on ${TOOL_NAME} manages it`);
  // A preview tells whether a deploy is under way; asked beside the plan (before its queued dry-runs), not after it.
  // Awaited after the plan, where its failure reaches the run.
  const holding =
    options.mode === 'preview' ? handledLater(lockHolder(steps.client.ahead(), reading.parent)) : undefined;
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
  hooks.info(
    `Planned ApplySet ${reading.parent.id} in ${Date.now() - started} ms with ${run.requests().total} requests`,
  );

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
      requests: run.requests(),
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
  return { plan, records, preparedHooks, phases, deleteHooks, hookResults, warn, outcome, holding };
}

/** A preview's outcome: the plan, and a warning when a deploy of the set holds its lock meanwhile. */
export async function previewOutcome(planned: PlannedRun): Promise<RunOutcome> {
  const holder = await planned.holding;
  if (holder)
    planned.warn(
      `a deploy of this ApplySet is in progress (${holder} holds its lock): this preview may already be out of date`,
    );
  return planned.outcome('preview');
}
