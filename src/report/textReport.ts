import { formatRef } from '../kube/objectRef.ts';
import { cascadeText } from './cascadeReport.ts';
import { showControlCharacters } from './controlCharacters.ts';
import { ACTION_ORDER, pastTense } from '../outcome/objectActions.ts';
import type { Mode } from '../options/options.ts';
import type { ObjectOutcome, RunOutcome } from '../outcome/runOutcome.ts';
import { hooksText } from './hooksReport.ts';
import { orderText } from './orderReport.ts';
import { unlistedPhrases } from './unlistedMembers.ts';
import { formatDuration } from '../options/durations.ts';
import { type Paint, paintDiff, PLAIN } from './textStyles.ts';
import {
  describeParent,
  formatCounts,
  formatHealthCounts,
  healthPhrase,
  keepReasonText,
  ignoredDifferencesPhrase,
  keptPhrase,
  reportedAction,
  resultOf,
  skippedDryRuns,
} from './summaryPhrases.ts';

const DIFF_INDENT = '    ';

export interface ObjectLineOptions {
  /**
   * Adds `-n <namespace>` after the name of a namespaced object. On by default, because a
   * line logged on its own cannot know whether the rest of the set shares one namespace.
   */
  showNamespace?: boolean;
  /** Colours for the verb (a terminal's); plain by default. */
  paint?: Paint;
}

/**
 * kubectl's line for one object: `deployment.apps/web configured (server dry run)` in a
 * preview, `deployment.apps/web configured` after an apply. The namespace is written as
 * `-n shop` so that the start of the line can be pasted after `kubectl get`.
 */
export function formatObjectLine(obj: ObjectOutcome, mode: Mode, options: ObjectLineOptions = {}): string {
  const showNamespace = options.showNamespace ?? true;
  const where = showNamespace && obj.namespace !== '' ? ` -n ${obj.namespace}` : '';
  const notDone =
    (obj.result === 'failed' || obj.result === 'skipped') && obj.message && !obj.health ? `: ${obj.message}` : '';
  const kept = resultOf(obj) === 'kept' && obj.keep ? keptPhrase(obj.keep) : '';
  const verb = mode === 'apply' ? resultOf(obj) : pastTense(obj.action);
  // A Secret the preview could not read had no dry run.
  const after =
    mode === 'apply' ? `${notDone}${kept}${healthPhrase(obj)}` : obj.action === 'uncompared' ? '' : ' (server dry run)';
  const reason = obj.reason ?? (mode === 'preview' && obj.keep ? keepReasonText(obj.keep) : obj.destroys);
  const why = reason ? ` - ${reason}` : '';
  return `${showControlCharacters(`${formatRef(obj)}${where} `)}${(options.paint ?? PLAIN)(verb, verb)}${showControlCharacters(`${after}${why}`)}`;
}

/** The whole report for a terminal (coloured by `paint`, when it shows colour) or a workflow log. */
export function renderText(doc: RunOutcome, options: { paint?: Paint; shownLive?: boolean } = {}): string {
  const showNamespace = spansNamespaces(doc.objects);
  const paint = options.paint ?? PLAIN;
  const lines: string[] = [];
  for (const obj of sortForReport(doc.objects, doc.mode)) {
    if (options.shownLive && saidLive(obj)) continue;
    lines.push(formatObjectLine(obj, doc.mode, { showNamespace, paint }));
    const cascade = cascadeText(obj, doc.mode);
    if (cascade) lines.push(showControlCharacters(`${DIFF_INDENT}${cascade}`));
    if (obj.ignored) lines.push(showControlCharacters(`${DIFF_INDENT}${ignoredDifferencesPhrase(obj.ignored)}`));
    for (const warning of obj.serverWarnings ?? [])
      lines.push(
        showControlCharacters(`${DIFF_INDENT}Warning from the API server: ${warning}`).replace(
          /\n(?=.)/g,
          `\n${DIFF_INDENT}  `,
        ),
      );
    if (doc.mode === 'preview' && obj.diff)
      lines.push(indent(paintDiff(showControlCharacters(obj.diff.trimEnd()), paint), DIFF_INDENT));
  }
  if (doc.mode === 'preview') lines.push(...orderText(doc, showNamespace).map((line) => showControlCharacters(line)));
  lines.push(...hooksText(doc));
  // Continuation lines indented, so that a multi-line warning reads as one.
  for (const warning of [...unlistedPhrases(doc), ...doc.warnings])
    lines.push(showControlCharacters(`Warning: ${warning}`).replace(/\n(?=.)/g, '\n  '));
  const took = doc.mode === 'apply' ? ` in ${formatDuration(doc.durationMs)}` : '';
  const applySet = showControlCharacters(`ApplySet ${doc.applyset.id} (${describeParent(doc)})`);
  lines.push(
    `${applySet}: ${doc.cancelled ? 'cancelled after ' : ''}${formatCounts(doc.summary, doc.mode)}${took}${formatHealthCounts(doc)}`,
  );
  if (doc.dryRunsSkipped) lines.push(skippedDryRuns(doc.dryRunsSkipped));
  if (doc.ignoredDifferences) lines.push(showControlCharacters(ignoredDifferencesPhrase(doc.ignoredDifferences)));
  return lines.join('\n');
}

/**
 * Whether an apply's line for the object, printed as it was applied (the CLI's live lines), said all
 * there is: it is not printed again above the summary unless the wait added to it (a failure, a
 * timeout, a note) or it has more lines (a cascade, warnings).
 */
function saidLive(obj: ObjectOutcome): boolean {
  // An object skipped was never applied, so never said: a stopped run's report lists what it did not reach.
  if (obj.result === 'skipped') return false;
  const settled = obj.health === undefined || obj.health === 'ready' || obj.health === 'not waited';
  return settled && !obj.message && !obj.ignored && !obj.serverWarnings?.length && !obj.cascade;
}

/** Objects in report order (create, update, replace, prune, unchanged), keeping the plan's order within each. */
function sortForReport(objects: readonly ObjectOutcome[], mode: Mode): ObjectOutcome[] {
  return ACTION_ORDER.flatMap((action) => objects.filter((obj) => reportedAction(obj, mode) === action));
}

/** Whether a reader needs the namespace to tell the objects apart. */
function spansNamespaces(objects: readonly ObjectOutcome[]): boolean {
  return new Set(objects.map((obj) => obj.namespace)).size > 1;
}

function indent(text: string, prefix: string): string {
  return text
    .split('\n')
    .map((line) => (line === '' ? line : prefix + line))
    .join('\n');
}
