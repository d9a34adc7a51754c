import { describeRef, formatRef } from '../kube/objectRef.ts';
import type { KeepReason, PlanAction } from '../plan/planTypes.ts';
import { ACTION_ORDER, actionOfResult, pastTense } from '../outcome/objectActions.ts';
import type { Mode } from '../options/options.ts';
import type { ObjectOutcome, ObjectResult, RunOutcome, Summary } from '../outcome/runOutcome.ts';

/** A phrase as the start of a sentence: its first letter upper-case. */
export function sentenceCase(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** `2 to create` in a preview, `2 created` after an apply. */
function countPhrase(action: PlanAction, count: number, mode: Mode): string {
  if (mode === 'apply') return `${count} ${pastTense(action)}`;
  return action === 'unchanged' || action === 'uncompared' ? `${count} ${pastTense(action)}` : `${count} to ${action}`;
}

/**
 * Every count, zeros included, so the line reads the same in every run and is easy to grep; but
 * replacements, which only objects that opt in ever have, kept objects, and Secrets a preview could
 * not compare, only when there are some.
 */
export function formatCounts(summary: Summary, mode: Mode): string {
  const count = (action: PlanAction) => (action === 'uncompared' ? (summary.uncompared ?? 0) : summary[action]);
  const shown = (action: PlanAction) =>
    (action !== 'replace' && action !== 'keep' && action !== 'uncompared') || count(action) > 0;
  return ACTION_ORDER.filter(shown)
    .map((action) => countPhrase(action, count(action), mode))
    .join(', ');
}

/** How many dry-runs the plan did without (plan-cache): `12 dry-runs skipped: unchanged since the last apply's record`. */
export function skippedDryRuns(count: number): string {
  return `${count} dry-run${count === 1 ? '' : 's'} skipped: unchanged since the last apply's record`;
}

/**
 * What the ignore-differences rules left out: `2 differences ignored in 1 object, by ignore-differences rule 1`
 * (a target's rules name its targets file and line).
 */
export function ignoredDifferencesPhrase(ignored: {
  differences: number;
  objects?: number;
  rules: readonly string[];
}): string {
  const objects =
    ignored.objects === undefined ? '' : ` in ${ignored.objects} object${ignored.objects === 1 ? '' : 's'}`;
  return `${ignored.differences} difference${ignored.differences === 1 ? '' : 's'} ignored${objects}, by ${ignored.rules.join('; ')}`;
}

/**
 * Why an object is kept, and which prune filter kept it, after the word `kept`:
 * ` by the keep-annotation filter (annotation helm.sh/resource-policy: keep)`, ` by the in-use filter: still used by pod web-x (...)`.
 */
export function keptPhrase(keep: KeepReason): string {
  const by = ` by the ${keep.filter} filter`;
  return 'annotation' in keep ? `${by} (${keepGround(keep)})` : `${by}: ${keepGround(keep)}`;
}

/** Why an object is kept, as a phrase on its own: `keep-annotation filter: annotation helm.sh/resource-policy: keep`, `in-use filter: still used by pod web-x (...)`. */
export function keepReasonText(keep: KeepReason): string {
  return `${keep.filter} filter: ${keepGround(keep)}`;
}

function keepGround(keep: KeepReason): string {
  if ('annotation' in keep) return `annotation ${keep.annotation}`;
  if ('usedBy' in keep) return `still used by ${keep.usedBy}`;
  return `not known to be unused: ${keep.unchecked}`;
}

/** `; 3 ready, 1 failed`: the healths an apply's objects ended with, those that occur; '' when none was recorded. */
export function formatHealthCounts(doc: RunOutcome): string {
  if (!doc.health) return '';
  const { ready, failed, timedOut, notWaited } = doc.health;
  const parts = [
    [ready, 'ready'],
    [failed, 'failed'],
    [timedOut, 'timed out'],
    [notWaited, 'not waited'],
  ] as const;
  const said = parts.filter(([n]) => n > 0).map(([n, word]) => `${n} ${word}`);
  return said.length > 0 ? `; ${said.join(', ')}` : '';
}

/** What the wait found of one object, after its result: `, ready`, `, failed: pod web-x ...`; '' when not waited for. */
export function healthPhrase(obj: ObjectOutcome): string {
  if (!obj.health) return '';
  if (!obj.message) return `, ${obj.health}`;
  // A ready object's message is a note (a Service without its external address), not a reason.
  return obj.health === 'ready' ? `, ready (${obj.message})` : `, ${obj.health}: ${obj.message}`;
}

/**
 * What an apply did to the object; an object the executor left without a result is
 * reported by its planned action, in the past tense.
 */
export function resultOf(obj: ObjectOutcome): ObjectResult | 'not compared' {
  return obj.result ?? pastTense(obj.action);
}

/** The action a report files an object under: what was done in an apply, what would be done in a preview. */
export function reportedAction(obj: ObjectOutcome, mode: Mode): PlanAction {
  return (mode === 'apply' && obj.result && actionOfResult(obj.result)) || obj.action;
}

/** `secret/web in namespace shop`. */
export function describeParent(doc: RunOutcome): string {
  return describeRef(doc.applyset.parent);
}

/** kubectl's name of the parent, `secret/web`, without its namespace. */
export function formatParent(doc: RunOutcome): string {
  return formatRef(doc.applyset.parent);
}
