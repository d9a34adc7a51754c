import type { PlanAction } from '../plan/planTypes.ts';
import type { AppliedResult, ObjectResult, Summary } from './runOutcome.ts';

/** The order in which every report lists actions: what changes first, the quiet majority last. */
export const ACTION_ORDER: readonly PlanAction[] = [
  'create',
  'update',
  'replace',
  'prune',
  'keep',
  'uncompared',
  'unchanged',
];

/** What an apply can do to an object: `uncompared` is a preview's only (src/plan/unreadableSecrets.ts). */
export type DeployAction = Exclude<PlanAction, 'uncompared'>;

const PAST_TENSE: Record<DeployAction, AppliedResult> = {
  create: 'created',
  update: 'configured',
  replace: 'replaced',
  prune: 'pruned',
  keep: 'kept',
  unchanged: 'unchanged',
};

const ACTION_OF_RESULT = new Map<ObjectResult, DeployAction>(
  Object.entries(PAST_TENSE).map(([action, result]) => [result, action as DeployAction]),
);

/** Whether a run's counts change the cluster: something created, updated, replaced or pruned. */
export function changesCluster(summary: Summary): boolean {
  return summary.create + summary.update + summary.replace + summary.prune > 0;
}

/** kubectl's word for an action done, as used in its dry-run and apply output; a preview's `not compared` besides. */
export function pastTense(action: DeployAction): AppliedResult;
export function pastTense(action: PlanAction): AppliedResult | 'not compared';
export function pastTense(action: PlanAction): AppliedResult | 'not compared' {
  return action === 'uncompared' ? 'not compared' : PAST_TENSE[action];
}

/** The action a result did; undefined for `failed` and `skipped`, which did none. */
export function actionOfResult(result: ObjectResult): DeployAction | undefined {
  return ACTION_OF_RESULT.get(result);
}

/** A preview's counts: each object's planned action, as buildOutcome counts them. */
export function countPlanned(objects: readonly { action: PlanAction }[]): Summary {
  const summary: Summary = { create: 0, update: 0, replace: 0, unchanged: 0, prune: 0, keep: 0 };
  for (const { action } of objects) {
    if (action === 'uncompared') summary.uncompared = (summary.uncompared ?? 0) + 1;
    else summary[action]++;
  }
  return summary;
}
