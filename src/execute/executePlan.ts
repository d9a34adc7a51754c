import { PART_OF_LABEL } from '../applyset/applySetKeys.ts';
import { leaveSet } from '../applyset/leaveSet.ts';
import { unionScope } from '../applyset/parentState.ts';
import { narrowParent, nothingToNarrow, widenParent } from '../applyset/parentWrites.ts';
import { describeError, UserError, UserErrors } from '../errors.ts';
import type { Cluster } from '../kube/connect.ts';
import { deleteObject, serverSideApply } from '../kube/objectRequests.ts';
import { describeRef, type ObjectRef } from '../kube/objectRef.ts';
import type { ObjectRecords } from '../outcome/objectRecords.ts';
import type { AppliedResult } from '../outcome/runOutcome.ts';
import { CancelledError } from '../kube/apiError.ts';
import { objectError } from '../plan/objectErrors.ts';
import { applyStage, byStage, isNamespace, pruneStage } from '../plan/ordering.ts';
import type { Plan, PlanEntry } from '../plan/planTypes.ts';
import { decidePruneWork } from './pruneWork.ts';
import { runStage } from './stageFailures.ts';

export interface ExecuteOptions {
  fieldManager: string;
  forceConflicts: boolean;
  prune: boolean;
  propagationPolicy: 'Background' | 'Foreground' | 'Orphan';
  /** The tooling annotation this run writes, `applyset-action/vX.Y.Z`. */
  tooling: string;
  onWarning: (message: string) => void;
  /** Runs after each apply stage and before the next (CRDs become Established before their kinds are applied). */
  afterStage?: (stage: PlanEntry[]) => Promise<void>;
  /** Runs once the parent's namespace exists (created first when the plan creates it), before the parent is written. */
  beforeParentWrite?: () => Promise<void>;
}

/** An apply that stopped part way, and why; the records hold what was done before it stopped. */
export class ApplyFailure extends UserErrors {}

/** After a stage: a cancelled run stops (the stage's requests in flight have finished or been abandoned); a failed one throws. */
function stopIf(errors: UserError[], cancelled: boolean): void {
  if (cancelled) throw new CancelledError();
  if (errors.length > 0) throw new ApplyFailure(errors);
}

/**
 * Carries out a plan in the spec's order: widen the parent, apply members stage by stage, prune,
 * narrow the parent. A failure stops before pruning and leaves the parent widened, so the next
 * run still finds every member. Each object's result is added to `records` as it is done.
 */
export async function executePlan(cluster: Cluster, plan: Plan, records: ObjectRecords, options: ExecuteOptions): Promise<void> {
  await applyPlan(cluster, plan, records, options);
  if (options.prune) await prunePlan(cluster, plan, records, options);
}

/**
 * The writes before any prune: the parent widened to record what it recorded and this run's scope,
 * then the members, stage by stage. The parent's namespace, when this run creates it, comes first.
 */
export async function applyPlan(cluster: Cluster, plan: Plan, records: ObjectRecords, options: ExecuteOptions): Promise<void> {
  const { client } = cluster;
  const { parent } = plan.parent;
  const parentRef = parentRefOf(plan);
  const done = (entry: PlanEntry, result: AppliedResult) => records.record(entry, { result });

  const applyMember = async (entry: PlanEntry) => {
    await serverSideApply(client, entry.info, entry.member!.object, { fieldManager: options.fieldManager, force: options.forceConflicts, dryRun: false });
    done(entry, entry.action === 'create' ? 'created' : 'configured');
  };

  // A parent in a namespace this run creates needs that namespace first; it is the one member applied before the parent records it.
  const parentNamespace = plan.entries.find((e) => e.action === 'create' && isNamespace(e.ref) && e.ref.name === parent.namespace);
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
      throw new ApplyFailure([error instanceof UserError ? error : objectError(parentRef, undefined, 'taking the ApplySet lock', error)]);
    }
  }

  try {
    await widenParent(client, plan.parent, plan.scope, options.tooling);
  } catch (error) {
    if (error instanceof CancelledError) throw error;
    throw new ApplyFailure([objectError(parentRef, undefined, 'updating the ApplySet parent', error)]);
  }

  const members = plan.entries.filter((e) => e.member !== undefined);
  for (const stage of byStage(members, (e) => applyStage(e.ref))) {
    const { errors, cancelled } = await runStage(stage, records, 'apply', async (entry) => {
      if (entry.action === 'unchanged') return done(entry, 'unchanged');
      if (entry !== parentNamespace) await applyMember(entry);
    });
    stopIf(errors, cancelled);
    if (options.afterStage) {
      try {
        await options.afterStage(stage);
      } catch (error) {
        if (error instanceof CancelledError) throw error;
        throw new ApplyFailure([error instanceof UserError ? error : new UserError(String(error))]);
      }
    }
  }
}

/**
 * After the members: what left the manifests is deleted in reverse dependency order (with the UID
 * listed as precondition), unless it is used now; what its annotations ask to keep leaves the set;
 * then the parent is narrowed to this run's scope and what is kept as a member.
 */
export async function prunePlan(cluster: Cluster, plan: Plan, records: ObjectRecords, options: ExecuteOptions): Promise<void> {
  const { client } = cluster;
  const { parent } = plan.parent;
  const parentRef = parentRefOf(plan);
  const done = (entry: PlanEntry, result: AppliedResult) => records.record(entry, { result });
  const prunes = plan.entries.filter((e) => e.action === 'prune' || e.action === 'keep');
  if (prunes.length === 0 && plan.entries.every((e) => e.action === 'unchanged') && nothingToNarrow(plan.parent, plan.scope)) return;
  const work = await decidePruneWork(cluster, plan, records).catch((error: unknown) => {
    if (error instanceof CancelledError) throw error;
    throw new ApplyFailure([new UserError(`could not check what uses the objects to prune, so none was pruned: ${describeError(error)}`, { hint: 'run again: the parent still records them', cause: error })]);
  });
  for (const stage of byStage([...work.deletes, ...work.leaves], (e) => pruneStage(e.ref))) {
    const { errors, cancelled } = await runStage(stage, records, 'prune', async (entry) => {
      const target = { namespace: entry.ref.namespace, name: entry.ref.name, uid: entry.uid ?? '' };
      if (entry.action === 'keep') {
        const left = await leaveSet(client, entry.info, target, parent.id, options.fieldManager);
        if (left === 'left') return done(entry, 'kept');
        const message = left === 'gone' ? 'deleted by someone else since it was listed' : `replaced, or its ${PART_OF_LABEL} label changed, since it was listed; left as it is`;
        return records.record(entry, { result: 'skipped', message });
      }
      if (entry.terminating) return done(entry, 'pruned');
      const outcome = await deleteObject(client, entry.info, target, { propagationPolicy: options.propagationPolicy, dryRun: false });
      if (outcome !== 'replaced') return done(entry, 'pruned');
      const message = 'replaced by a new object (another UID) since it was listed; not pruned';
      records.record(entry, { result: 'skipped', message });
      options.onWarning(`${describeRef(entry.ref)} was ${message}`);
    });
    stopIf(errors, cancelled);
  }

  try {
    // What is kept because it is used stays a member: the parent keeps recording its kind and namespace.
    await narrowParent(cluster, parent, unionScope(plan.scope, work.keptScope), options.tooling, options.onWarning);
  } catch (error) {
    if (error instanceof CancelledError) throw error;
    throw new ApplyFailure([objectError(parentRef, undefined, 'narrowing the ApplySet parent', error)]);
  }
}

function parentRefOf(plan: Plan): ObjectRef {
  const { parent } = plan.parent;
  return { ...parent.info, namespace: parent.namespace, name: parent.name };
}
