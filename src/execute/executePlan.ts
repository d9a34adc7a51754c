import { parentRef } from '../applyset/applySet.ts';
import { markAdopted } from '../applyset/adoptedMark.ts';
import { PART_OF_LABEL } from '../applyset/applySetKeys.ts';
import { leaveSet } from '../applyset/leaveSet.ts';
import { repeatsNewest, withEntry, type DeployResult } from '../applyset/deployHistory.ts';
import { historyText, type RecordedScope, unionScope } from '../applyset/parentState.ts';
import { narrowParent, nothingToNarrow, recordOnParent, widenParent } from '../applyset/parentWrites.ts';
import { describeError, UserError, UserErrors } from '../common/errors.ts';
import type { Cluster } from '../kube/connect.ts';
import { deleteObject, serverSideApply } from '../kube/objectRequests.ts';
import { describeRef } from '../kube/objectRef.ts';
import type { ObjectRecords } from '../outcome/objectRecords.ts';
import type { AppliedResult } from '../outcome/runOutcome.ts';
import { CancelledError } from '../kube/apiError.ts';
import { objectError } from '../plan/objectErrors.ts';
import { isNamespace } from '../plan/ordering.ts';
import type { Plan, PlanEntry } from '../plan/planTypes.ts';
import { skipDependents } from './dependents.ts';
import { deployEntryOf, type HistoryFacts } from './historyEntry.ts';
import { decidePruneWork } from './pruneWork.ts';
import { replaceObject } from './replaceObject.ts';
import { runStage } from './stageFailures.ts';
import type { WaitBudget } from './waitBudget.ts';

export interface ExecuteOptions {
  fieldManager: string;
  forceConflicts: boolean;
  prune: boolean;
  propagationPolicy: 'Background' | 'Foreground' | 'Orphan';
  /** The tooling annotation this run writes, `applyset-action/vX.Y.Z`. */
  tooling: string;
  onWarning: (message: string) => void;
  /** Runs after each apply group and before the next (CRDs become Established before their kinds are applied). */
  afterStage?: (stage: PlanEntry[]) => Promise<void>;
  /** Runs once the parent's namespace exists (created first when the plan creates it), before the parent is written. */
  beforeParentWrite?: () => Promise<void>;
  /** Runs once the parent is widened, before the first member is written (a chart's pre-install or pre-upgrade hooks). */
  beforeMembers?: () => Promise<void>;
  /** Bounds the waits inside the writes: for replaced objects to be gone, and in `awaitGroup`. */
  waits: WaitBudget;
  /**
   * Waits until the objects of a group that a later group depends on are ready (apply), or gone
   * (prune); absent, groups follow each other without waiting.
   */
  awaitGroup?: (entries: PlanEntry[], goal: 'ready' | 'gone') => Promise<void>;
  signal?: AbortSignal;
  /** What the parent's deploy history records of this run; nothing is recorded without it. */
  history?: HistoryFacts;
}

/** An apply that stopped part way, and why; the records hold what was done before it stopped. */
export class ApplyFailure extends UserErrors {}

/** An apply that stopped because an object others depend on failed or was not ready in time. */
export class DependencyFailure extends ApplyFailure {}

/** After a stage: a cancelled run stops (the stage's requests in flight have finished or been abandoned); a failed one throws. */
function stopIf(errors: UserError[], cancelled: boolean): void {
  if (cancelled) throw new CancelledError();
  if (errors.length > 0) throw new ApplyFailure(errors);
}

/**
 * Carries out a plan in the spec's order: widen the parent, apply members group by group, prune,
 * narrow the parent. A failure stops before pruning and leaves the parent widened, so the next
 * run still finds every member. Each object's result is added to `records` as it is done.
 */
export async function executePlan(
  cluster: Cluster,
  plan: Plan,
  records: ObjectRecords,
  options: ExecuteOptions,
): Promise<void> {
  await applyPlan(cluster, plan, records, options);
  const scope = options.prune ? await prunePlan(cluster, plan, records, options) : plan.scope;
  await finishParent(cluster, plan, records, options, 'applied', scope);
}

/**
 * The writes before any prune: the parent widened to record what it recorded and this run's scope,
 * then the members, group by group (plan.order). What a later group depends on is ready before it
 * starts; when it fails, the apply stops there, and what depends on it says so. The parent's
 * namespace, when this run creates it, comes first.
 */
export async function applyPlan(
  cluster: Cluster,
  plan: Plan,
  records: ObjectRecords,
  options: ExecuteOptions,
): Promise<void> {
  const { client } = cluster;
  const { parent } = plan.parent;
  const done = (entry: PlanEntry, result: AppliedResult) => records.record(entry, { result });

  const applyMember = async (entry: PlanEntry) => {
    const warned = (serverWarnings: string[]) => records.record(entry, { serverWarnings }, { quiet: true });
    if (entry.adopted)
      await markAdopted(
        client,
        entry.info,
        { namespace: entry.ref.namespace, name: entry.ref.name, uid: entry.uid ?? '' },
        parent.id,
        options.fieldManager,
      );
    await serverSideApply(client, entry.info, entry.member!.object, {
      fieldManager: options.fieldManager,
      force: options.forceConflicts,
      dryRun: false,
      warned,
    });
    done(entry, entry.action === 'create' ? 'created' : 'configured');
  };

  // A parent in a namespace this run creates needs that namespace first; it is the one member applied before the parent records it.
  const parentNamespace = plan.entries.find(
    (e) => e.action === 'create' && isNamespace(e.ref) && e.ref.name === parent.namespace,
  );
  if (parentNamespace) {
    try {
      await applyMember(parentNamespace);
    } catch (error) {
      if (error instanceof CancelledError) throw error;
      throw new ApplyFailure([objectError(parentNamespace.ref, parentNamespace.member?.source, 'apply', error)]);
    }
  }

  if (options.beforeParentWrite) {
    try {
      await options.beforeParentWrite();
    } catch (error) {
      if (error instanceof CancelledError) throw error;
      throw new ApplyFailure([
        error instanceof UserError
          ? error
          : objectError(parentRef(parent), undefined, 'taking the ApplySet lock', error),
      ]);
    }
  }

  try {
    await widenParent(client, plan.parent, plan.scope, options.tooling);
  } catch (error) {
    if (error instanceof CancelledError) throw error;
    throw new ApplyFailure([objectError(parentRef(parent), undefined, 'updating the ApplySet parent', error)]);
  }
  await options.beforeMembers?.();

  const awaited = new Set(
    [...plan.order.dependsOn]
      .filter(([entry]) => entry.member !== undefined)
      .flatMap(([, dependencies]) => dependencies),
  );
  for (const group of plan.order.apply) {
    const { errors, cancelled } = await runStage(group, records, 'apply', async (entry) => {
      if (entry.action === 'unchanged') return done(entry, 'unchanged');
      if (entry.action === 'replace') {
        await replaceObject(client, entry, {
          ...options,
          timeoutMs: options.waits.remainingMs(),
          ...(options.signal ? { signal: options.signal } : {}),
        });
        return done(entry, 'replaced');
      }
      if (entry !== parentNamespace) await applyMember(entry);
    });
    skipDependents(plan.order, records, group);
    stopIf(errors, cancelled);
    await afterGroup(() => options.afterStage?.(group), ApplyFailure);
    const dependencies = group.filter((entry) => awaited.has(entry));
    const { awaitGroup } = options;
    if (dependencies.length > 0 && awaitGroup) {
      await afterGroup(
        () => awaitGroup(dependencies, 'ready'),
        DependencyFailure,
        () => skipDependents(plan.order, records, dependencies),
      );
    }
  }
}

/** A step between two groups; what it throws stops the writes, as an `as` unless the run was cancelled. */
async function afterGroup(
  step: () => Promise<void> | undefined,
  as: typeof ApplyFailure,
  onFailure?: () => void,
): Promise<void> {
  try {
    await step();
  } catch (error) {
    onFailure?.();
    if (error instanceof CancelledError) throw error;
    throw new as(
      error instanceof UserErrors ? error.errors : [error instanceof UserError ? error : new UserError(String(error))],
    );
  }
}

/**
 * After the members: what left the manifests is deleted in reverse dependency order (with the UID
 * listed as precondition), unless it is used now; what its annotations ask to keep leaves the set.
 * Returns what the parent is to be narrowed to (by finishParent): this run's scope and what is kept as a member.
 */
export async function prunePlan(
  cluster: Cluster,
  plan: Plan,
  records: ObjectRecords,
  options: ExecuteOptions,
): Promise<RecordedScope> {
  const { client } = cluster;
  const { parent } = plan.parent;
  const done = (entry: PlanEntry, result: AppliedResult) => records.record(entry, { result });
  const prunes = plan.entries.filter((e) => e.action === 'prune' || e.action === 'keep');
  if (prunes.length === 0) return plan.scope;
  const work = await decidePruneWork(cluster, plan, records).catch((error: unknown) => {
    if (error instanceof CancelledError) throw error;
    throw new ApplyFailure([
      new UserError(`could not check what uses the objects to prune, so none was pruned: ${describeError(error)}`, {
        hint: 'run again: the parent still records them',
        cause: error,
      }),
    ]);
  });
  const toDo = new Set([...work.deletes, ...work.leaves]);
  // Prunes that depend on another prune: gone before it is deleted.
  const dependents = new Set([...plan.order.dependsOn.keys()].filter((entry) => entry.action === 'prune'));
  for (const group of plan.order.prune) {
    const { errors, cancelled } = await runStage(
      group.filter((entry) => toDo.has(entry)),
      records,
      'prune',
      async (entry) => {
        const target = { namespace: entry.ref.namespace, name: entry.ref.name, uid: entry.uid ?? '' };
        if (entry.action === 'keep') {
          const left = await leaveSet(client, entry.info, target, parent.id, options.fieldManager);
          if (left === 'left') return done(entry, 'kept');
          const message =
            left === 'gone'
              ? 'deleted by someone else since it was listed'
              : `replaced, or its ${PART_OF_LABEL} label changed, since it was listed; left as it is`;
          return records.record(entry, { result: 'skipped', message });
        }
        if (entry.terminating) return done(entry, 'pruned');
        const outcome = await deleteObject(client, entry.info, target, {
          propagationPolicy: options.propagationPolicy,
          dryRun: false,
        });
        if (outcome !== 'replaced') return done(entry, 'pruned');
        const message = 'replaced by a new object (another UID) since it was listed; not pruned';
        records.record(entry, { result: 'skipped', message });
        options.onWarning(`${describeRef(entry.ref)} was ${message}`);
      },
    );
    stopIf(errors, cancelled);
    const waitFor = group.filter((entry) => dependents.has(entry) && records.get(entry)?.result === 'pruned');
    const { awaitGroup } = options;
    if (waitFor.length > 0 && awaitGroup) await afterGroup(() => awaitGroup(waitFor, 'gone'), ApplyFailure);
  }
  // What is kept because it is used stays a member: the parent keeps recording its kind and namespace.
  return unionScope(plan.scope, work.keptScope);
}

/**
 * The run's last write to the parent, with the deploy's entry in its history: after a prune,
 * narrowed to `scope` (kubectl's updateToLatestSet); without, left as widened. A run that wrote
 * nothing, to a parent recording its scope, whose entry says what the newest says, writes nothing
 * (and does not read the parent again).
 */
export async function finishParent(
  cluster: Cluster,
  plan: Plan,
  records: ObjectRecords,
  options: ExecuteOptions,
  result: DeployResult,
  scope: RecordedScope,
): Promise<void> {
  const { parent } = plan.parent;
  const entry = options.history && deployEntryOf(plan, records, options.history, result);
  const wroteNothing = plan.entries.every((e) => e.action === 'unchanged') && nothingToNarrow(plan.parent, plan.scope);
  if (wroteNothing && (!entry || repeatsNewest(historyText(plan.parent.live), entry))) return;
  const history = entry && ((text: string | undefined) => withEntry(text, entry));
  try {
    if (options.prune) await narrowParent(cluster, parent, scope, options.tooling, options.onWarning, history);
    else if (history) await recordOnParent(cluster.client, parent, options.tooling, history);
  } catch (error) {
    if (error instanceof CancelledError) throw error;
    throw new ApplyFailure([
      objectError(
        parentRef(parent),
        undefined,
        options.prune ? 'narrowing the ApplySet parent' : 'recording the deploy on the ApplySet parent',
        error,
      ),
    ]);
  }
}
