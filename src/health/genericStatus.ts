import type { KubeObject } from '../kube/kubeObject.ts';
import { conditionOf, describeCondition, failed, inProgress, type ObjectStatus } from './objectStatus.ts';

/**
 * kstatus's checks that hold for every kind, before its own rule: an object being deleted is not
 * current; a controller that has not yet seen the latest spec (`status.observedGeneration` behind
 * `metadata.generation`) has nothing to report yet; the standard conditions `Stalled` (failed) and
 * `Reconciling` (in progress). Undefined when none of them decides.
 */
export function genericStatus(object: KubeObject): ObjectStatus | undefined {
  if (object.metadata.deletionTimestamp) return inProgress('being deleted');
  const generation = object.metadata.generation;
  const observed = (object.status as { observedGeneration?: unknown } | undefined)?.observedGeneration;
  if (typeof generation === 'number' && typeof observed === 'number' && observed < generation) {
    return inProgress(`generation ${generation} not yet observed (observed ${observed})`);
  }
  const stalled = conditionOf(object, 'Stalled');
  if (stalled?.status === 'True') return failed(`Stalled: ${describeCondition(stalled) || 'no reason given'}`);
  const reconciling = conditionOf(object, 'Reconciling');
  if (reconciling?.status === 'True')
    return inProgress(`Reconciling${reconciling.message ? `: ${reconciling.message}` : ''}`);
  return undefined;
}

/**
 * A kind without a rule of its own (custom resources): current unless its `Ready` condition says
 * otherwise; without one (a kind that has no controller reporting conditions) it is current at once.
 */
export function readyConditionStatus(object: KubeObject): ObjectStatus {
  const ready = conditionOf(object, 'Ready');
  if (!ready || ready.status === 'True') return { status: 'current', message: '' };
  return inProgress(
    `Ready is ${ready.status ?? 'unset'}${describeCondition(ready) ? ` (${describeCondition(ready)})` : ''}`,
  );
}
