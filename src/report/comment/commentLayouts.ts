import type { Mode } from '../../options/options.ts';
import type { RunOutcome } from '../../outcome/runOutcome.ts';
import { fingerprintLine } from '../../review/fingerprint.ts';
import { clusterPhrase, footer, headlineLabel } from '../markdownDocument.ts';
import { inlineCode } from '../markdownEscape.ts';
import { GITHUB_COMMENT_LIMIT, renderErrorMarkdown, renderMarkdown } from '../markdownReport.ts';

/*
 * The layouts of the action's pull-request comment, in one place (the job summary shows the same
 * reports, without the hidden lines):
 *   - preview:  [<fingerprint line> \n] <preface> <report>            (successComment)
 *   - a preview that no longer changes anything, replacing an earlier one (comment: on-change):
 *               <fingerprint line> \n <preface> <headline, sentence, footer>   (noChangesComment)
 *   - failure:  <preface> <error> [<what was planned or done>]        (failureComment)
 *   - after the merge: deployComment.ts, which keeps the reviewed preview below the deploy's report
 * The sticky marker line above each is the comment's own (src/github/commentMarker.ts); `preface`
 * is markdown put above the report (a caution about the review), '' or ending in a blank line.
 */

/** The room for a comment's text below its sticky marker line: a body of GitHub's longest comment. */
export function roomBelowMarker(marker: string): number {
  return GITHUB_COMMENT_LIMIT - marker.length - 1;
}

/** GitHub keeps at most 1 MiB of job summary per step. */
export const JOB_SUMMARY_LIMIT_BYTES = 1024 * 1024;

export interface ReportContext {
  title: string | undefined;
  commitSha: string | undefined;
  runUrl: string | undefined;
  /** Links each object's `file:line` to that line on GitHub. */
  sourceLink?: ((source: string) => string | undefined) | undefined;
  /** The kubeconfig context (else cluster) the run was against, for the headline. */
  cluster?: string | undefined;
}

export interface RunFailureReport {
  mode: Mode;
  /** The one-line (or, for several problems, one-per-problem) description of what failed. */
  message: string;
  /** What was planned, or planned and done, before the failure, when it got that far. */
  outcome: RunOutcome | undefined;
}

/** A successful run's report in at most `maxLength` characters. */
export function successMarkdown(
  doc: RunOutcome,
  context: ReportContext,
  maxLength: number,
  fullReportHint?: string,
): string {
  return renderMarkdown(doc, { ...context, maxLength, fullReportHint });
}

/**
 * A failed run's report: the error first, then, when the run got as far as a plan, the plan
 * (a preview refused by max-prunes still shows what it would prune) or what an apply did before
 * it stopped. The error takes at most half the room, so a long message cannot crowd out the plan.
 */
export function failureMarkdown(
  failure: RunFailureReport,
  context: ReportContext,
  maxLength: number,
  fullReportHint?: string,
): string {
  // renderErrorMarkdown names a preview in its headline unless given a title.
  const title = context.title ?? `ApplySet ${failure.mode}`;
  if (!failure.outcome) return renderErrorMarkdown({ message: failure.message }, { ...context, title, maxLength });
  // The footer (commit, run link) is left to the plan below, so that it is not there twice.
  const error = renderErrorMarkdown(
    { message: failure.message },
    { title, cluster: context.cluster, maxLength: Math.floor(maxLength / 2) },
  );
  return `${error}\n${successMarkdown(failure.outcome, context, maxLength - error.length - 1, fullReportHint)}`;
}

/** A run that worked, for the job summary: the preface, then the report. */
export function successReport(
  doc: RunOutcome,
  preface: string,
  context: ReportContext,
  maxLength: number,
  fullReportHint?: string,
): string {
  return preface + successMarkdown(doc, context, maxLength - preface.length, fullReportHint);
}

/** A run that failed, for the job summary: the preface, then the error and what the run got to. */
export function failureReport(
  failure: RunFailureReport,
  preface: string,
  context: ReportContext,
  maxLength: number,
  fullReportHint?: string,
): string {
  return preface + failureMarkdown(failure, context, maxLength - preface.length, fullReportHint);
}

/**
 * A run that worked, as its comment: a preview first records what it planned (the fingerprint), for
 * the deploy after the merge to compare with.
 */
export function successComment(
  doc: RunOutcome,
  preface: string,
  context: ReportContext,
  maxLength: number,
  fullReportHint?: string,
): string {
  const fingerprint = doc.mode === 'preview' ? `${fingerprintLine(doc)}\n` : '';
  return fingerprint + successReport(doc, preface, context, maxLength - fingerprint.length, fullReportHint);
}

/**
 * The comment of a preview that changes nothing, put in place of the comment an earlier push's
 * preview left: it says so rather than listing every unchanged object. Its fingerprint still
 * records the plan, for the deploy after the merge to compare with.
 */
export function noChangesComment(doc: RunOutcome, preface: string, context: ReportContext): string {
  const headline = `### ${headlineLabel(doc.mode, context.title)}: no changes any more${clusterPhrase(context)}`;
  const commit = context.commitSha ? ` of commit ${inlineCode(context.commitSha.slice(0, 7))}` : '';
  const sentence = `The latest preview${commit} changes nothing in ApplySet ${inlineCode(doc.applyset.id)} (${doc.objects.length} object${doc.objects.length === 1 ? '' : 's'} unchanged): what an earlier preview showed here no longer applies.`;
  const blocks = [headline, sentence, footer(context)].filter(Boolean);
  return `${fingerprintLine(doc)}\n${preface}${blocks.join('\n\n')}\n`;
}

/** A run that failed, as its comment: it records no fingerprint, so no deploy trusts a failed preview. */
export const failureComment = failureReport;

/**
 * The longest rendering whose UTF-8 encoding fits in `maxBytes`: the renderers count characters,
 * GitHub's job summary limit counts bytes.
 */
export function fitInBytes(render: (maxLength: number) => string, maxBytes: number): string {
  let maxLength = maxBytes;
  for (;;) {
    const text = render(maxLength);
    const bytes = Buffer.byteLength(text, 'utf8');
    if (bytes <= maxBytes || maxLength <= 1) return text;
    maxLength = Math.min(maxLength - 1, Math.floor((maxLength * maxBytes) / bytes));
  }
}
