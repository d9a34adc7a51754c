import type { Mode } from '../options/options.ts';
import type { RunOutcome } from '../outcome/runOutcome.ts';
import { footer, headlineLabel, type MarkdownContext } from './markdownDocument.ts';
import { escapeHtml, escapeText, fencedBlock, inlineCode } from './markdownEscape.ts';
import { renderMarkdown } from './markdownReport.ts';
import { formatCounts } from './summaryPhrases.ts';
import { targetFingerprintBlock } from '../review/targetFingerprints.ts';

/** One target's part of a run of many: what it planned or did, or what stopped it (already scrubbed and described). */
export interface TargetReport {
  /** A target's name: lowercase letters, digits, `-`, `.`, `_` (the targets file checks it). */
  name: string;
  /** The kubeconfig context (else cluster) it ran against, when its kubeconfig could be read. */
  cluster?: string | undefined;
  /** Why it ran (changed-only): `apps/shop/base/deployment.yaml changed`; from the pull request, escaped here. */
  reason: string;
  outcome: RunOutcome | undefined;
  /** The error that stopped it, when it failed. */
  error: string | undefined;
  /** A deploy's comparison with the target's reviewed preview: the table's flag and the caution its section opens with (markdown). */
  review?: { flag: string; caution: string };
}

export interface TargetsDocument {
  mode: Mode;
  targets: TargetReport[];
  skipped: { name: string; reason: string }[];
}

/** Room kept on each page for the part heading, the footer and the sticky comment's marker. */
const PAGE_OVERHEAD = 1_000;

/**
 * The comment of a run of many targets, in pages of at most `pageLength` characters: the first
 * has the headline, a table of every target (counts, prune and destructive flags, health) and the
 * skipped ones; then each target's report, as the one-set comment shows it, in a collapsed
 * section. Sections go on the first page while they fit, then on further pages, each section
 * whole (shortened by the one-set report's own priorities when it alone is too long for a page).
 * A preview's first page starts with each target's fingerprint, for the deploy after the merge.
 */
export function renderTargetsPages(doc: TargetsDocument, context: MarkdownContext, pageLength: number): string[] {
  const sectionLength = Math.max(2_000, pageLength - PAGE_OVERHEAD);
  const sections = doc.targets.map((target) => section(target, context, sectionLength - 200));
  const head = [headline(doc, context), table(doc), skippedList(doc)].filter((part) => part !== '').join('\n\n');
  const end = footer(context);
  const fingerprints = doc.mode === 'preview' ? targetFingerprintBlock(doc.targets) : '';
  const pages: string[][] = [[head]];
  let length = fingerprints.length + head.length + end.length;
  for (const text of sections) {
    if (length + text.length + 2 > pageLength - PAGE_OVERHEAD / 2) {
      pages.push([]);
      length = end.length;
    }
    pages.at(-1)!.push(text);
    length += text.length + 2;
  }
  const total = pages.length;
  return pages.map((parts, index) => {
    const part =
      total === 1
        ? []
        : [
            `<sub>Part ${index + 1} of ${total} of this run's report${index === 0 ? '' : ` (${headlineLabel(doc.mode, context.title)})`}</sub>`,
          ];
    const text = `${[...(index === 0 ? [] : part), ...parts, ...(index === 0 ? part : []), end].filter((text) => text !== '').join('\n\n')}\n`;
    return index === 0 ? fingerprints + text : text;
  });
}

/**
 * The comment of a preview of targets none of which changes anything (comment: on-change), put in
 * place of the comment an earlier push's preview left, as one set's noChangesComment is. It keeps
 * each target's fingerprint, for the deploy after the merge to compare with.
 */
export function renderTargetsNoChanges(doc: TargetsDocument, context: MarkdownContext): string {
  const objects = doc.targets.reduce((sum, target) => sum + (target.outcome?.objects.length ?? 0), 0);
  const commit = context.commitSha ? ` of commit ${inlineCode(context.commitSha.slice(0, 7))}` : '';
  const count = `${doc.targets.length} target${doc.targets.length === 1 ? '' : 's'}`;
  const previewed =
    doc.targets.length === 0
      ? 'previews no target'
      : `changes nothing in its ${count} (${objects} object${objects === 1 ? '' : 's'} unchanged)`;
  const sentence = `The latest preview${commit} ${previewed}: what an earlier preview showed here no longer applies.`;
  const blocks = [
    `### ${headlineLabel(doc.mode, context.title)} of ${count}: no changes any more`,
    sentence,
    skippedList(doc),
    footer(context),
  ].filter((part) => part !== '');
  return `${targetFingerprintBlock(doc.targets)}${blocks.join('\n\n')}\n`;
}

function headline(doc: TargetsDocument, context: MarkdownContext): string {
  const failed = doc.targets.filter((target) => target.error !== undefined).length;
  const count = `${doc.targets.length} target${doc.targets.length === 1 ? '' : 's'}`;
  const skipped = doc.skipped.length > 0 ? `, ${doc.skipped.length} unchanged and skipped` : '';
  return `### ${headlineLabel(doc.mode, context.title)} of ${count}${skipped}${failed > 0 ? ` (${failed} failed)` : ''}`;
}

function table(doc: TargetsDocument): string {
  if (doc.targets.length === 0) return 'No target has changes to preview.';
  const rows = doc.targets.map((target) => {
    const outcome = target.outcome;
    const summary = outcome?.summary;
    const cells = summary
      ? [summary.create, summary.update, summary.replace, summary.prune, summary.unchanged].map(String)
      : ['–', '–', '–', '–', '–'];
    const prunes = summary && summary.prune > 0 ? 'prunes' : '';
    const destroys = outcome?.objects.some((obj) => obj.action === 'prune' && obj.destroys !== undefined)
      ? '**destructive**'
      : '';
    const flags =
      [target.error !== undefined ? '**failed**' : '', target.review?.flag ?? '', prunes, destroys]
        .filter(Boolean)
        .join(', ') || '–';
    return `| ${target.name} | ${cells.join(' | ')} | ${flags} | ${health(outcome)} |`;
  });
  return [
    '| Target | Create | Update | Replace | Prune | Unchanged | Flags | Health |',
    '| --- | ---: | ---: | ---: | ---: | ---: | --- | --- |',
    ...rows,
  ].join('\n');
}

/** After a deploy: how many of what was applied is ready, else what failed; `–` for a preview. */
function health(outcome: RunOutcome | undefined): string {
  const counts = outcome?.health;
  if (!counts) return '–';
  const bad = counts.failed + counts.timedOut;
  if (bad > 0) return `**${bad} not ready**`;
  return counts.notWaited > 0 ? `${counts.ready} ready, ${counts.notWaited} not waited for` : `${counts.ready} ready`;
}

function skippedList(doc: TargetsDocument): string {
  if (doc.skipped.length === 0) return '';
  const items = doc.skipped.map((target) => `- ${target.name}: ${escapeText(target.reason)}`);
  return `<details><summary>${doc.skipped.length} target${doc.skipped.length === 1 ? '' : 's'} skipped: nothing they use changed</summary>\n\n${items.join('\n')}\n\n</details>`;
}

/** A target's report in a collapsed section, its summary line naming the target and its counts. */
function section(target: TargetReport, context: MarkdownContext, maxLength: number): string {
  const counts = target.outcome ? formatCounts(target.outcome.summary, target.outcome.mode) : 'no plan';
  const on = target.cluster ? ` · on <code>${escapeHtml(target.cluster)}</code>` : '';
  const summary = `<b>${target.name}</b>: ${target.error !== undefined ? 'failed, ' : ''}${escapeText(counts)}${on}`;
  const why = target.reason ? `_Why it ran: ${escapeText(target.reason)}_\n\n` : '';
  const error =
    target.error !== undefined
      ? `**Failed:**\n\n${fencedBlock(target.error.slice(0, Math.floor(maxLength / 3)), 'text')}\n\n`
      : '';
  const caution = target.review?.caution ? `${target.review.caution.slice(0, Math.floor(maxLength / 3))}\n\n` : '';
  const room = maxLength - summary.length - why.length - error.length - caution.length - 60;
  // The target's own report without its footer: the page has one.
  const report = target.outcome
    ? renderMarkdown(target.outcome, {
        ...context,
        commitSha: undefined,
        runUrl: undefined,
        title: target.name,
        cluster: target.cluster,
        maxLength: room,
      })
    : '';
  return `<details><summary>${summary}</summary>\n\n${why}${caution}${error}${report}\n</details>`;
}
