import { formatRef } from '../kube/objectRef.ts';
import type { PlanAction } from '../plan/planTypes.ts';
import { ACTION_ORDER, actionOfResult } from '../outcome/objectActions.ts';
import type { Mode } from '../options/options.ts';
import type { ObjectOutcome, RunOutcome } from '../outcome/runOutcome.ts';
import { cascadeMarkdown } from './cascadeReport.ts';
import { destructiveCaution } from './destructiveCaution.ts';
import { diffLineCounts, diffSummaryHtml, opensDiff, shortenDiff } from './diffSummary.ts';
import { hooksMarkdown } from './hooksReport.ts';
import { escapeAttribute, escapeHtml, escapeText, fencedBlock, inlineCode } from './markdownEscape.ts';
import { orderMarkdown } from './orderReport.ts';
import { serverWarningsMarkdown, serverWarningsPhrase } from './serverWarningsReport.ts';
import { formatDuration } from '../options/durations.ts';
import {
  formatCounts,
  formatHealthCounts,
  formatParent,
  ignoredDifferencesPhrase,
  keepReasonText,
  reportedAction,
  skippedDryRuns,
} from './summaryPhrases.ts';
import { unlistedPhrases } from './unlistedMembers.ts';

export interface MarkdownContext {
  commitSha?: string;
  runUrl?: string;
  /** Replaces `ApplySet preview` / `ApplySet apply` in the headline, e.g. to name the environment. */
  title?: string;
  /**
   * The kubeconfig context (else cluster) the run was against, named in the headline so that a
   * reader of two previews of one set knows which cluster each is for; never the server's URL.
   */
  cluster?: string | undefined;
  /** Longest output, in JS string length; defaults to what fits in a GitHub comment. */
  maxLength?: number;
  /**
   * A sentence of trusted markdown saying where the whole report is, shown when this one had to
   * be shortened, e.g. `The [job summary](…) has the full report.`
   */
  fullReportHint?: string;
  /** The URL of a manifest's `file:line`, shown as a link; undefined where there is none. */
  sourceLink?: (source: string) => string | undefined;
}

/** How much of the document one rendering shows; fitting a size limit shrinks it step by step. */
export interface MarkdownShape {
  /** Longest diff shown, in characters: Infinity shows diffs whole, 0 leaves them out. */
  diffCap: number;
  /** Whether unobjects are listed or only counted. */
  listUnchanged: boolean;
  /** How many object lines are shown: prunes, updates, creates, then unchanged objects. */
  lineLimit: number;
  /** How many warnings are shown. */
  warningLimit: number;
}

export const WHOLE: MarkdownShape = {
  diffCap: Infinity,
  listUnchanged: true,
  lineLimit: Infinity,
  warningLimit: Infinity,
};

const GROUP_TITLES: Record<Mode, Record<PlanAction, string>> = {
  preview: {
    create: 'To create',
    update: 'To update',
    replace: 'To replace',
    prune: 'To prune',
    keep: 'To keep',
    uncompared: 'Not compared',
    unchanged: 'Unchanged',
  },
  apply: {
    create: 'Created',
    update: 'Configured',
    replace: 'Replaced',
    prune: 'Pruned',
    keep: 'Kept',
    uncompared: 'Not compared',
    unchanged: 'Unchanged',
  },
};

/** The markdown of `doc` in `shape`; `limit` is only quoted in the note on what was left out. */
export function composeMarkdown(
  doc: RunOutcome,
  context: MarkdownContext,
  shape: MarkdownShape,
  limit: number,
): string {
  const blocks: string[] = [headline(doc, context), identity(doc)];
  const caution = destructiveCaution(doc);
  if (caution) blocks.push(caution);
  if (doc.summary.prune > 0) blocks.push(pruneWarning(doc.summary.prune, doc.mode, cascadeMarkdown(doc)));
  for (const unlisted of unlistedPhrases(doc)) blocks.push(`> [!WARNING]\n> ${escapeText(unlisted)}`);
  if (doc.summary.replace > 0) blocks.push(replaceWarning(doc.summary.replace, doc.mode));
  const serverWarnings = serverWarningsMarkdown(doc);
  if (serverWarnings) blocks.push(serverWarnings);
  const groups = groupObjects(doc);
  const shortenings = describeShortenings(doc, groups, shape);
  if (shortenings.length > 0) blocks.push(shorteningNote(shortenings, limit, context.fullReportHint));
  if (doc.objects.length === 0) blocks.push('The ApplySet has no objects.');
  const order = doc.mode === 'preview' ? orderMarkdown(doc) : '';
  if (order) blocks.push(order);
  const hooks = hooksMarkdown(doc);
  if (hooks) blocks.push(hooks);
  const shown = linesPerGroup(groups, shape);
  for (const [action, objects] of groups)
    blocks.push(...groupBlocks(action, objects, shown.get(action) ?? 0, doc.mode, shape, context));
  if (doc.warnings.length > 0)
    blocks.push(`**Warnings (${doc.warnings.length})**`, warningList(doc.warnings, shape.warningLimit));
  const foot = footer(context);
  if (foot) blocks.push(foot);
  return `${blocks.join('\n\n')}\n`;
}

/** The first line of a report: what kind of report, then the counts. */
export function headlineLabel(mode: Mode, title: string | undefined): string {
  return title ? escapeText(title) : mode === 'apply' ? 'ApplySet apply' : 'ApplySet preview';
}

/** `` · on `staging` ``, the end of a headline: the cluster the run was against; '' when it is not known. */
export function clusterPhrase(context: Pick<MarkdownContext, 'cluster'>): string {
  return context.cluster ? ` · on ${inlineCode(context.cluster)}` : '';
}

/** `<sub>Commit `abc1234` · [Workflow run](…)</sub>`, or '' when neither is known. */
export function footer(context: MarkdownContext): string {
  const parts: string[] = [];
  if (context.commitSha) parts.push(`Commit ${inlineCode(context.commitSha.slice(0, 7))}`);
  const url = safeUrl(context.runUrl);
  if (url) parts.push(`[Workflow run](<${url}>)`);
  return parts.length === 0 ? '' : `<sub>${parts.join(' · ')}</sub>`;
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

function headline(doc: RunOutcome, context: MarkdownContext): string {
  return `### ${headlineLabel(doc.mode, context.title)}: ${formatCounts(doc.summary, doc.mode)}${formatHealthCounts(doc)}${serverWarningsPhrase(doc)}${clusterPhrase(context)}`;
}

function identity(doc: RunOutcome): string {
  const { namespace } = doc.applyset.parent;
  const where = namespace === '' ? '' : ` in namespace ${inlineCode(namespace)}`;
  const took = doc.mode === 'apply' ? ` · took ${formatDuration(doc.durationMs)}` : '';
  const skipped = doc.dryRunsSkipped ? ` · ${skippedDryRuns(doc.dryRunsSkipped)}` : '';
  // The rules' places name a targets file and target, which a pull request may write.
  const ignored = doc.ignoredDifferences ? ` · ${escapeText(ignoredDifferencesPhrase(doc.ignoredDifferences))}` : '';
  return `ApplySet ${inlineCode(doc.applyset.id)} · parent ${inlineCode(formatParent(doc))}${where}${took}${skipped}${ignored}`;
}

/** The prune warning, with what goes with the prunes (`cascade`: markdown lines, quoted here). */
function pruneWarning(count: number, mode: Mode, cascade: string[]): string {
  const objects = plural(count, 'object');
  const text =
    mode === 'apply'
      ? `**${objects} ${count === 1 ? 'was' : 'were'} pruned**: no longer in the manifests, deleted from the cluster.`
      : `**${objects} will be pruned**: no longer in the manifests, ${count === 1 ? 'it' : 'they'} will be deleted from the cluster on apply.`;
  return [
    `> [!WARNING]`,
    `> ${text}`,
    ...(cascade.length > 0 ? ['>', ...cascade.map((line) => `> ${line}`)] : []),
  ].join('\n');
}

function replaceWarning(count: number, mode: Mode): string {
  const objects = plural(count, 'object');
  const text =
    mode === 'apply'
      ? `**${objects} ${count === 1 ? 'was' : 'were'} replaced**: deleted and created again, as the server cannot change ${count === 1 ? 'it' : 'them'} in place.`
      : `**${objects} will be replaced**: deleted and created again on apply, as the server cannot change ${count === 1 ? 'it' : 'them'} in place (a Job runs again).`;
  return `> [!WARNING]\n> ${text}`;
}

type Groups = [PlanAction, ObjectOutcome[]][];

function groupObjects(doc: RunOutcome): Groups {
  const groups: Groups = ACTION_ORDER.map((action) => [
    action,
    doc.objects.filter((obj) => reportedAction(obj, doc.mode) === action),
  ]);
  return groups.filter(([, objects]) => objects.length > 0);
}

/**
 * How many lines of each group are shown when not all fit: prunes first, as deletions are
 * what a reviewer must not miss, then updates, then creates, then what is kept.
 */
const LISTING_PRIORITY: readonly PlanAction[] = [
  'prune',
  'replace',
  'update',
  'create',
  'uncompared',
  'keep',
  'unchanged',
];

function linesPerGroup(groups: Groups, shape: MarkdownShape): Map<PlanAction, number> {
  const shown = new Map<PlanAction, number>();
  let linesLeft = shape.lineLimit;
  for (const action of LISTING_PRIORITY) {
    const objects = groups.find(([groupAction]) => groupAction === action)?.[1] ?? [];
    const count = action === 'unchanged' && !shape.listUnchanged ? 0 : Math.min(objects.length, linesLeft);
    shown.set(action, count);
    linesLeft -= count;
  }
  return shown;
}

function describeShortenings(doc: RunOutcome, groups: Groups, shape: MarkdownShape): string[] {
  const diffs = doc.objects.filter((obj) => obj.action === 'update' && obj.diff).map((obj) => obj.diff ?? '');
  const found: string[] = [];
  if (diffs.length > 0 && shape.diffCap === 0) found.push('diffs are left out');
  else {
    const cut = diffs.filter((diff) => diff.trimEnd().length > shape.diffCap).length;
    if (cut > 0) found.push(`${plural(cut, 'diff')} ${cut === 1 ? 'was' : 'were'} cut short`);
  }
  const unchanged = groups.find(([action]) => action === 'unchanged')?.[1].length ?? 0;
  if (unchanged > 0 && !shape.listUnchanged) found.push('unchanged objects are counted, not listed');
  const listable = doc.objects.length - (shape.listUnchanged ? 0 : unchanged);
  if (shape.lineLimit < listable) found.push(`only ${shape.lineLimit} of ${listable} objects are listed`);
  if (shape.warningLimit < doc.warnings.length)
    found.push(`only ${shape.warningLimit} of ${doc.warnings.length} warnings are listed`);
  return found;
}

function shorteningNote(shortenings: string[], limit: number, hint: string | undefined): string {
  const text = `This report was shortened to fit its size limit of ${limit} characters: ${shortenings.join('; ')}.`;
  return `> [!NOTE]\n> ${text}${hint ? ` ${hint.replace(/\r?\n/g, ' ')}` : ''}`;
}

function groupBlocks(
  action: PlanAction,
  objects: ObjectOutcome[],
  shown: number,
  mode: Mode,
  shape: MarkdownShape,
  context: MarkdownContext,
): string[] {
  // After an apply that stopped short, the group says how many were done of those planned.
  const done =
    mode === 'apply'
      ? objects.filter((obj) => obj.result === undefined || actionOfResult(obj.result) !== undefined).length
      : objects.length;
  const heading = `#### ${GROUP_TITLES[mode][action]} (${done === objects.length ? objects.length : `${done} of ${objects.length}`})`;
  const blocks: string[] = [];
  let list: string[] = [];
  const flushList = (): void => {
    if (list.length > 0) blocks.push(list.join('\n'));
    list = [];
  };
  for (const obj of objects.slice(0, shown)) {
    if (obj.action === 'update' && obj.diff && shape.diffCap > 0) {
      flushList();
      blocks.push(diffDetails(obj, obj.diff, shape.diffCap, context));
    } else list.push(`- ${describeObjectMarkdown(obj, context)}`);
  }
  const hidden = objects.length - shown;
  if (hidden > 0) list.push(`- … and ${plural(hidden, 'more object')}, not listed`);
  flushList();
  if (action === 'keep') return [heading, keptNote(objects, mode), ...blocks];
  if (action !== 'unchanged' || shown === 0) return [heading, ...blocks];
  return [
    heading,
    `<details><summary>Show ${plural(objects.length, 'unchanged object')}</summary>`,
    ...blocks,
    '</details>',
  ];
}

/** What keeping means, for the kinds of keep in the group: the objects left the manifests and are not deleted. */
function keptNote(objects: ObjectOutcome[], mode: Mode): string {
  const preview = mode === 'preview';
  const notes = ['Left the manifests, not deleted.'];
  if (objects.some((obj) => obj.keep && 'annotation' in obj.keep)) {
    notes.push(
      `What its annotations ask to keep ${preview ? 'leaves' : 'left'} the set: its ${inlineCode('applyset.kubernetes.io/part-of')} label ${preview ? 'is' : 'was'} removed, and no later deploy prunes it.`,
    );
  }
  if (objects.some((obj) => obj.keep && !('annotation' in obj.keep))) {
    notes.push(`What is still in use stays in the set: a later deploy prunes it once nothing uses it.`);
  }
  return `_${notes.join(' ')}_`;
}

function warningList(warnings: string[], limit: number): string {
  const lines = warnings.slice(0, limit).map((warning) => `- ${escapeText(warning)}`);
  const hidden = warnings.length - lines.length;
  if (hidden > 0) lines.push(`- … and ${plural(hidden, 'more warning')}, not listed`);
  return lines.join('\n');
}

function describeObjectMarkdown(obj: ObjectOutcome, context: MarkdownContext): string {
  const where = obj.namespace === '' ? '' : ` in ${inlineCode(obj.namespace)}`;
  const link = obj.source ? safeUrl(context.sourceLink?.(obj.source)) : undefined;
  const from = obj.source ? ` from ${link ? `[${inlineCode(obj.source)}](<${link}>)` : inlineCode(obj.source)}` : '';
  const why = whyText(obj);
  return `${inlineCode(formatRef(obj))}${where}${from}${why ? ` — ${escapeText(why)}` : ''}${notDoneMarkdown(obj, escapeText)}${healthMarkdown(obj, escapeText)}`;
}

function describeObjectHtml(obj: ObjectOutcome, context: MarkdownContext): string {
  const where = obj.namespace === '' ? '' : ` in <code>${escapeHtml(obj.namespace)}</code>`;
  const link = obj.source ? safeUrl(context.sourceLink?.(obj.source)) : undefined;
  const code = obj.source ? `<code>${escapeHtml(obj.source)}</code>` : '';
  const from = obj.source ? ` from ${link ? `<a href="${escapeAttribute(link)}">${code}</a>` : code}` : '';
  const why = whyText(obj);
  return `<code>${escapeHtml(formatRef(obj))}</code>${where}${from}${why ? ` — ${escapeHtml(why)}` : ''}${notDoneMarkdown(obj, escapeHtml)}${healthMarkdown(obj, escapeHtml)}`;
}

/** Why the object is listed as it is: the plan's reason, why it is kept, or what its prune takes with it. */
function whyText(obj: ObjectOutcome): string | undefined {
  return obj.reason ?? (obj.keep ? keepReasonText(obj.keep) : obj.destroys);
}

/** ` · **skipped**: not pruned: the rollout failed`: an object the apply refused or did not get to, and why. */
function notDoneMarkdown(obj: ObjectOutcome, escape: (text: string) => string): string {
  if (obj.result !== 'failed' && obj.result !== 'skipped') return '';
  return ` · **${obj.result}**${obj.message && !obj.health ? `: ${escape(obj.message)}` : ''}`;
}

/** ` · ready`, ` · **failed**: why`: the object's health once the apply waited; what is not ready stands out. */
function healthMarkdown(obj: ObjectOutcome, escape: (text: string) => string): string {
  if (!obj.health) return '';
  if (obj.health === 'ready') return obj.message ? ` · ready (${escape(obj.message)})` : ' · ready';
  return ` · **${obj.health}**${obj.message ? `: ${escape(obj.message)}` : ''}`;
}

/**
 * An update as a block whose summary line says what changes (the object, its changed fields, the
 * diff's size), its diff inside: open when it is a few lines, collapsed otherwise.
 */
function diffDetails(obj: ObjectOutcome, diff: string, cap: number, context: MarkdownContext): string {
  const shortened = shortenDiff(diff, cap);
  const cutNote = shortened.cut
    ? `\n\n_Diff cut short: ${shortened.shownLines} of ${shortened.totalLines} lines shown._`
    : '';
  const counts = diffLineCounts(diff);
  const summary = `${describeObjectHtml(obj, context)}${diffSummaryHtml(obj.changedPaths ?? [], counts)}`;
  return `<details${opensDiff(counts) ? ' open' : ''}><summary>${summary}</summary>\n\n${fencedBlock(shortened.text, 'diff')}${cutNote}\n\n</details>`;
}

/** Only http(s) links, in a form that cannot end the link early (the URL parser encodes spaces and `<>`). */
function safeUrl(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}
