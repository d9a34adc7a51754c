import { describeRef, formatRef } from '../kube/objectRef.ts';
import type { PlanAction } from '../plan/planTypes.ts';
import type { DocumentObject, ObjectResult, PlanDocument, Summary } from './planDocument.ts';

export type ReportMode = PlanDocument['mode'];

/** The order in which every report lists actions: what changes first, the quiet majority last. */
export const ACTION_ORDER: readonly PlanAction[] = ['create', 'update', 'prune', 'unchanged'];

const PAST_TENSE: Record<PlanAction, ObjectResult> = {
  create: 'created',
  update: 'configured',
  prune: 'pruned',
  unchanged: 'unchanged',
};

const ACTION_OF_RESULT: Record<ObjectResult, PlanAction> = {
  created: 'create',
  configured: 'update',
  pruned: 'prune',
  unchanged: 'unchanged',
};

/** `2 to create` in a preview, `2 created` after an apply. */
function countPhrase(action: PlanAction, count: number, mode: ReportMode): string {
  if (mode === 'apply') return `${count} ${PAST_TENSE[action]}`;
  return action === 'unchanged' ? `${count} unchanged` : `${count} to ${action}`;
}

/** Every count, zeros included, so the line reads the same in every run and is easy to grep. */
export function formatCounts(summary: Summary, mode: ReportMode): string {
  return ACTION_ORDER.map((action) => countPhrase(action, summary[action], mode)).join(', ');
}

/** kubectl's word for an action, as used in its dry-run and apply output. */
export function pastTense(action: PlanAction): ObjectResult {
  return PAST_TENSE[action];
}

/**
 * What an apply did to the object; an object the executor left without a result is
 * reported by its planned action, in the past tense.
 */
export function resultOf(obj: DocumentObject): ObjectResult {
  return obj.result ?? PAST_TENSE[obj.action];
}

/** The action a report files an object under: what was done in an apply, what would be done in a preview. */
export function reportedAction(obj: DocumentObject, mode: ReportMode): PlanAction {
  return mode === 'apply' && obj.result ? ACTION_OF_RESULT[obj.result] : obj.action;
}

/** `secret/web in namespace shop`. */
export function describeParent(doc: PlanDocument): string {
  return describeRef({ ...doc.applyset.parent, version: '' });
}

/** kubectl's name of the parent, `secret/web`, without its namespace. */
export function formatParent(doc: PlanDocument): string {
  return formatRef(doc.applyset.parent);
}

/** `850ms`, `3.2s`, `2m 5s`: precise for quick runs, readable for slow ones. */
export function formatDuration(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)}ms`;
  const tenths = Math.round(ms / 100);
  if (tenths < 600) return `${(tenths / 10).toFixed(1)}s`;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}m ${seconds % 60}s`;
}
