import { readFingerprintLine } from '../../review/fingerprint.ts';
import { readSignatureLine } from '../../review/reviewSignature.ts';
import type { ActionComment, PullRequestReview } from '../../review/reviewSource.ts';
import { escapeText } from '../markdownEscape.ts';

/*
 * The layout of the action's pull-request comment, and how it is read back. The hidden lines come
 * first, right after the sticky marker, exactly as written, and are read only there:
 *
 *   preview:  <marker> \n [<fingerprint line> \n [<signature line> \n]] <report>
 *   deploy:   <marker> \n [<fingerprint line> \n] <reviewed-preview line> \n <deploy report>
 *             \n\n <details><summary>The reviewed preview</summary> \n\n <preview> \n\n </details>
 *
 * The reviewed-preview line records the kept preview's length, so that it is found from the end of
 * the comment where the action put it: text further down (a diff quoting a marker or `</details>`)
 * never moves a cut.
 */

const REVIEWED_LINE = /^<!-- applyset-action:reviewed-preview (\d{1,6}) -->$/;
const KEPT_HEAD = '<details><summary>The reviewed preview</summary>\n\n';
const KEPT_TAIL = '\n\n</details>';
/** The longest reviewed-preview line: a comment holds at most 65,536 characters. */
const REVIEWED_LINE_ROOM = reviewedLine(999_999).length + 1;

/** The action's comment, read; undefined when `body` does not start with its marker line. */
export function readActionComment(body: string, marker: string): ActionComment | undefined {
  if (!body.startsWith(`${marker}\n`)) return undefined;
  let rest = body.slice(marker.length + 1);
  const fingerprint = readFingerprintLine(firstLine(rest));
  let fingerprintLine = fingerprint ? firstLine(rest) : undefined;
  if (fingerprintLine !== undefined) rest = rest.slice(fingerprintLine.length + 1);
  // A signed review's signature, right below its fingerprint: carried with it wherever it goes.
  const signature = fingerprintLine === undefined ? undefined : readSignatureLine(firstLine(rest));
  if (signature !== undefined) {
    const line = firstLine(rest);
    rest = rest.slice(line.length + 1);
    fingerprintLine = `${fingerprintLine}\n${line}`;
  }
  const recorded = REVIEWED_LINE.exec(firstLine(rest));
  if (!recorded) return { fingerprintLine, fingerprint, signature, deployed: false, preview: rest.trim() };
  return { fingerprintLine, fingerprint, signature, deployed: true, preview: keptPreview(rest, Number(recorded[1])) };
}

/** The review a deploy comment keeps: the fingerprint it carries on (only one the deploy trusted) and the preview shown. */
export interface KeptReview {
  fingerprintLine: string | undefined;
  preview: string;
}

/**
 * How many characters the deploy's report may take in a comment whose text after the marker line
 * is at most `maxLength` and also keeps `review`: all that the review leaves, but at least half.
 */
export function deployReportBudget(review: KeptReview, maxLength: number): number {
  const room = maxLength - hiddenRoom(review);
  return Math.max(Math.floor(room / 2), room - kept(review.preview).length - 3);
}

/**
 * The comment after the marker line: the hidden lines, the deploy's report, and the reviewed preview
 * collapsed below it; at most `maxLength` characters when `report` keeps its budget.
 */
export function composeDeployComment(report: string, review: KeptReview, maxLength: number): string {
  const head = report.trimEnd();
  const room = maxLength - hiddenRoom(review) - head.length - 3;
  const preview =
    kept(review.preview).length <= room
      ? review.preview
      : `_The reviewed preview (${review.preview.length} characters) does not fit beside this deploy's report; the preview run's job summary has it._`;
  const fingerprint = review.fingerprintLine ? `${review.fingerprintLine}\n` : '';
  return `${fingerprint}${reviewedLine(preview.length)}\n${head}\n\n${kept(preview)}\n`;
}

/** What a deploy comment keeps of the review: a fingerprint only from a comment the action alone wrote, so that a re-run trusts no more than this run did. */
export function keptReview(review: PullRequestReview): KeptReview {
  if (review.foreignEdit) {
    const { editor, at } = review.foreignEdit;
    return {
      fingerprintLine: undefined,
      preview: `_The preview comment was edited by ${escapeText(editor ?? 'a deleted account')} (${escapeText(at)}) after this action wrote it, so it is not kept here._`,
    };
  }
  if (!review.comment)
    return {
      fingerprintLine: undefined,
      preview: '_This ApplySet had no preview by this action on the pull request._',
    };
  return {
    fingerprintLine: review.comment.fingerprintLine,
    preview: review.comment.preview ?? '_The reviewed preview could not be read from the comment._',
  };
}

function reviewedLine(length: number): string {
  return `<!-- applyset-action:reviewed-preview ${length} -->`;
}

function hiddenRoom(review: KeptReview): number {
  return (review.fingerprintLine ? review.fingerprintLine.length + 1 : 0) + REVIEWED_LINE_ROOM;
}

function kept(preview: string): string {
  return `${KEPT_HEAD}${preview}${KEPT_TAIL}`;
}

/** The last `length` characters before the comment's closing tail, when the kept preview's head is right before them. */
function keptPreview(text: string, length: number): string | undefined {
  const whole = text.trimEnd();
  if (!whole.endsWith(KEPT_TAIL)) return undefined;
  const end = whole.length - KEPT_TAIL.length;
  const start = end - length;
  if (start < KEPT_HEAD.length || whole.slice(start - KEPT_HEAD.length, start) !== KEPT_HEAD) return undefined;
  return whole.slice(start, end);
}

function firstLine(text: string): string {
  const end = text.indexOf('\n');
  return end < 0 ? text : text.slice(0, end);
}
