import * as core from '@actions/core';
import { commentMarker } from '../github/commentMarker.ts';
import { type ReportContext, roomBelowMarker } from '../report/comment/commentLayouts.ts';
import { keptReview, type KeptReview } from '../report/comment/deployComment.ts';
import { type RunDocument, runCommentPages } from '../report/comment/runPages.ts';
import type { FoundReviews } from './deployReview.ts';
import type { ModeStep } from './modes/modeSpec.ts';
import { readFingerprintLine } from '../review/fingerprint.ts';
import { SIGNATURE_ROOM, signPage } from '../review/reviewSignature.ts';
import { runUrl } from './runLinks.ts';
import { commentWriter } from './pullRequestComment.ts';

/** A run's comment: its document, what goes above it, and whether it is quiet (comment: on-change, nothing changes). */
export interface RunComment {
  doc: RunDocument;
  preface: string;
  context: ReportContext;
  quiet: boolean;
  /** A deploy's reviews: the merged pull requests it reports on, in place of their preview. */
  found: FoundReviews | undefined;
}

/**
 * The run's comment, on the pull request it previews, or for a deploy on each pull request it merged
 * (one set's replaces the preview, keeping the preview its reviewers saw below the report; a targets
 * file's is a comment of its own below the targets comment, left as reviewed); updated in place, in
 * pages when a targets file's report is longer than a comment. A quiet run starts no comment and tells an
 * existing one. GitHub refusing a comment is a warning, as pullRequestComment.ts says.
 */
export async function postRunComment(step: ModeStep, run: RunComment): Promise<void> {
  const { inputs, access, key } = step;
  if (inputs.comment === 'never') return;
  const destinations = destinationsOf(step, run.found);
  if (destinations.length === 0) return;
  const writer = commentWriter(access);
  if (!writer) return;
  // A deploy of targets reports in pages of its own below the targets comment, which stays as its reviewers saw it.
  const commentKey = run.found?.layout === 'file' && run.found.lookup.kind === 'pull-requests' ? `${key};deploy` : key;
  // A preview given the review key signs its review (one set's comment): the deploy given the same key trusts only what it signed.
  const signing =
    inputs.reviewKey !== undefined &&
    run.doc.mode === 'preview' &&
    run.found === undefined &&
    step.targets.source.kind === 'set'
      ? inputs.reviewKey
      : undefined;
  const room = roomBelowMarker(commentMarker(commentKey)) - (signing ? SIGNATURE_ROOM : 0);
  let first: number | undefined;
  for (const { number, kept } of destinations) {
    const written = runCommentPages(run.doc, run.preface, run.context, {
      room,
      quiet: run.quiet,
      kept,
      fullReportHint: fullReportHint(step),
    });
    const subject = { repository: writer.repository, pullRequest: number, key: commentKey };
    const pages = signing
      ? written.map((page, index) =>
          index === 0 ? signPage(page, (line) => readFingerprintLine(line) !== undefined, subject, signing) : page,
        )
      : written;
    const id = await writer.write(number, commentKey, pages, !run.quiet);
    first ??= id;
  }
  if (first !== undefined) core.setOutput('comment-id', first);
}

/** The merged pull requests a deploy found its reviews on, else the pull request of the event. */
function destinationsOf(
  step: ModeStep,
  found: FoundReviews | undefined,
): { number: number; kept: KeptReview | undefined }[] {
  if (found?.lookup.kind === 'pull-requests') {
    if (found.layout === 'set')
      return found.lookup.reviews.map((review) => ({ number: review.number, kept: keptReview(review) }));
    return found.lookup.reviews.map((review) => ({ number: review.number, kept: undefined }));
  }
  return step.pullRequest ? [{ number: step.pullRequest.number, kept: undefined }] : [];
}

/** Said in a comment that had to be shortened; only when there is a job summary to point to. */
function fullReportHint(step: ModeStep): string | undefined {
  if (!step.runner.hasJobSummary) return undefined;
  const url = runUrl(step.runner);
  return url ? `The full report is in the [job summary](<${url}>).` : 'The full report is in the job summary.';
}
