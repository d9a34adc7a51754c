import {
  type MarkdownContext,
  type MarkdownShape,
  WHOLE,
  clusterPhrase,
  composeMarkdown,
  footer,
  headlineLabel,
} from './markdownDocument.ts';
import { fencedBlock } from './markdownEscape.ts';
import type { RunOutcome } from '../outcome/runOutcome.ts';

export type { MarkdownContext } from './markdownDocument.ts';

/** GitHub refuses an issue comment longer than this. */
export const GITHUB_COMMENT_LIMIT = 65_536;

/** The default size limit: a comment's, less room for the marker the sticky comment adds. */
export const DEFAULT_MARKDOWN_MAX_LENGTH = GITHUB_COMMENT_LIMIT - 512;

/** Below this, a cut diff shows too little to be worth its space, and diffs are left out instead. */
const MIN_DIFF_CAP = 400;

const CUT_OFF_NOTE = '\n\n**This report was cut off here: it does not fit its size limit.**\n';

/**
 * The report as markdown for a pull-request comment or a job summary, at most
 * `context.maxLength` characters long. When the whole report is longer, what gives way is,
 * in order: the longest diffs (cut to a common length), all diffs, the list of unchanged
 * objects, then object lines and warnings from the end; every step is named in a note.
 */
export function renderMarkdown(doc: RunOutcome, context: MarkdownContext = {}): string {
  const limit = context.maxLength ?? DEFAULT_MARKDOWN_MAX_LENGTH;
  const render = (shape: MarkdownShape): string => composeMarkdown(doc, context, shape, limit);
  const whole = render(WHOLE);
  if (whole.length <= limit) return whole;

  const longestDiff = doc.objects.reduce(
    (longest, obj) => (obj.action === 'update' ? Math.max(longest, obj.diff?.trimEnd().length ?? 0) : longest),
    0,
  );
  const withCutDiffs = largestFitting(MIN_DIFF_CAP, longestDiff - 1, limit, (diffCap) => render({ ...WHOLE, diffCap }));
  if (withCutDiffs !== undefined) return withCutDiffs;

  const withoutDiffs: MarkdownShape = { ...WHOLE, diffCap: 0 };
  const text = render(withoutDiffs);
  if (text.length <= limit) return text;

  const countUnchanged: MarkdownShape = { ...withoutDiffs, listUnchanged: false };
  const counted = render(countUnchanged);
  if (counted.length <= limit) return counted;

  const fewerLines = largestFitting(0, doc.objects.length - 1, limit, (lineLimit) =>
    render({ ...countUnchanged, lineLimit }),
  );
  if (fewerLines !== undefined) return fewerLines;

  const noLines: MarkdownShape = { ...countUnchanged, lineLimit: 0 };
  const fewerWarnings = largestFitting(0, doc.warnings.length - 1, limit, (warningLimit) =>
    render({ ...noLines, warningLimit }),
  );
  return fewerWarnings ?? cutOff(render({ ...noLines, warningLimit: 0 }), limit);
}

/** The comment for a preview that failed: what failed, the message verbatim, where to look. */
export function renderErrorMarkdown(error: { message: string }, context: MarkdownContext = {}): string {
  const limit = context.maxLength ?? DEFAULT_MARKDOWN_MAX_LENGTH;
  const headline = `### ${headlineLabel('preview', context.title)} failed${clusterPhrase(context)}`;
  const build = (message: string): string =>
    `${[headline, fencedBlock(message, 'text'), footer(context)].filter(Boolean).join('\n\n')}\n`;
  const whole = build(error.message);
  if (whole.length <= limit) return whole;
  const cutNote = '\n… (message cut short)';
  const keep = Math.max(0, error.message.length - (whole.length - limit) - cutNote.length);
  return cutOff(build(error.message.slice(0, keep) + cutNote), limit);
}

/**
 * The rendering with the largest parameter in [low, high] that fits. Longer parameters give
 * longer text nearly always; where they do not, the result still fits, it is just not the largest.
 */
function largestFitting(
  low: number,
  high: number,
  limit: number,
  render: (parameter: number) => string,
): string | undefined {
  let best: string | undefined;
  while (low <= high) {
    const middle = Math.floor((low + high) / 2);
    const text = render(middle);
    if (text.length <= limit) {
      best = text;
      low = middle + 1;
    } else high = middle - 1;
  }
  return best;
}

/** The last resort, for limits too small for even the headline and counts. */
function cutOff(text: string, limit: number): string {
  if (text.length <= limit) return text;
  if (limit <= CUT_OFF_NOTE.length) return text.slice(0, limit);
  let end = limit - CUT_OFF_NOTE.length;
  if (/[\ud800-\udbff]/.test(text.charAt(end - 1))) end--;
  return text.slice(0, end) + CUT_OFF_NOTE;
}
