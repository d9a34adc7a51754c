import type { Mode } from '../../options/options.ts';
import { GITHUB_COMMENT_LIMIT } from '../markdownReport.ts';
import {
  renderTargetsNoChanges,
  renderTargetsPages,
  type TargetReport,
  type TargetsDocument,
} from '../targetsComment.ts';
import {
  failureComment,
  failureReport,
  fitInBytes,
  JOB_SUMMARY_LIMIT_BYTES,
  noChangesComment,
  type ReportContext,
  type RunFailureReport,
  successComment,
  successReport,
} from './commentLayouts.ts';
import { composeDeployComment, deployReportBudget, type KeptReview } from './deployComment.ts';

/*
 * A run's report, for the job summary and the pull request's comment, in the step's layout: a step
 * that names one set shows that set's report (commentLayouts.ts); a targets file's step a table of
 * its targets and a section each (targetsComment.ts). A run stopped before any target ran (a
 * mistake in the inputs) shows its error alone, in either.
 */

/** Every target's report, in the step's layout; `error` when the run stopped before any target ran (already described). */
export interface RunDocument extends TargetsDocument {
  layout: 'set' | 'file';
  error?: string | undefined;
}

/** Room on each page of a targets comment for its marker line, which names the page. */
const PAGE_MARKER_ROOM = 300;
/** GitHub keeps at most 1 MiB of job summary per step; room is kept for the note that pages were left out. */
const SUMMARY_PAGES_BYTES = JOB_SUMMARY_LIMIT_BYTES - 1024;

/** The job summary: `preface` (markdown ending in a blank line, or '') above the report. */
export function runSummary(doc: RunDocument, preface: string, context: ReportContext): string {
  const failure = openingFailure(doc);
  if (failure || doc.layout === 'set') {
    const only = doc.targets[0];
    return fitInBytes(
      (maxLength) =>
        failure
          ? failureReport(failure, preface, context, maxLength)
          : successReport(only!.outcome!, preface, context, maxLength),
      JOB_SUMMARY_LIMIT_BYTES,
    );
  }
  return summaryOf(renderTargetsPages(doc, context, GITHUB_COMMENT_LIMIT));
}

/**
 * The comment's pages within `room` characters each: with `quiet` (comment: on-change, nothing
 * changes) a preview says it changes nothing any more; a deploy of one set keeps `kept`, the preview
 * its reviewers saw, below its report.
 */
export function runCommentPages(
  doc: RunDocument,
  preface: string,
  context: ReportContext,
  comment: { room: number; quiet: boolean; kept?: KeptReview | undefined; fullReportHint?: string | undefined },
): string[] {
  const { room, quiet, kept, fullReportHint } = comment;
  const failure = openingFailure(doc);
  if (doc.layout === 'file' && !failure) {
    return quiet && doc.mode === 'preview'
      ? [renderTargetsNoChanges(doc, context)]
      : renderTargetsPages(doc, context, GITHUB_COMMENT_LIMIT - PAGE_MARKER_ROOM);
  }
  const outcome = doc.targets[0]?.outcome;
  if (!failure && quiet && outcome?.mode === 'preview') return [noChangesComment(outcome, preface, context)];
  const body = (maxLength: number) =>
    failure
      ? failureComment(failure, preface, context, maxLength, fullReportHint)
      : successComment(outcome!, preface, context, maxLength, fullReportHint);
  return [kept ? composeDeployComment(body(deployReportBudget(kept, room)), kept, room) : body(room)];
}

/** The error the report opens with: the run's, or one set's; none for a targets file whose targets ran (each section has its own). */
function openingFailure(doc: RunDocument): RunFailureReport | undefined {
  if (doc.error !== undefined) return { mode: doc.mode, message: doc.error, outcome: undefined };
  const only: TargetReport | undefined = doc.layout === 'set' ? doc.targets[0] : undefined;
  return only?.error !== undefined
    ? { mode: doc.mode satisfies Mode, message: only.error, outcome: only.outcome }
    : undefined;
}

/** The pages joined, as many as GitHub keeps of a job summary, the rest said to be left out. */
function summaryOf(pages: string[]): string {
  let text = '';
  for (const [index, page] of pages.entries()) {
    if (Buffer.byteLength(text + page, 'utf8') > SUMMARY_PAGES_BYTES)
      return `${text}\n**${pages.length - index} more parts of this report did not fit the job summary: the log has every target.**\n`;
    text += `${page}\n`;
  }
  return text;
}
