import { type StructuredPatch, parsePatch } from 'diff';
import { escapeHtml } from './markdownEscape.ts';

/** A diff of at most this many changed lines (added plus removed) is shown open: reading it costs less than a click. */
export const OPEN_DIFF_LINES = 10;

/** How many changed paths the summary names before it counts the rest. */
const NAMED_PATHS = 3;

export interface LineCounts {
  added: number;
  removed: number;
}

/**
 * How many lines a unified diff adds and removes, as its hunks count them (a YAML line starting
 * `--` is no file header there); undefined for text that is no such diff, which the parser refuses:
 * the report then goes without the counts rather than fail.
 */
export function diffLineCounts(diff: string): LineCounts | undefined {
  let patches: StructuredPatch[];
  try {
    patches = parsePatch(diff);
  } catch {
    return undefined;
  }
  const hunks = patches.flatMap((patch) => patch.hunks);
  if (hunks.length === 0) return undefined;
  const lines = hunks.flatMap((hunk) => hunk.lines);
  return {
    added: lines.filter((line) => line.startsWith('+')).length,
    removed: lines.filter((line) => line.startsWith('-')).length,
  };
}

/**
 * What an update's collapsed diff changes, for its summary line (HTML, as `<summary>` holds no
 * markdown): the first changed paths and how many more, then the line counts, as `flux diff` shows
 * them: `· <code>spec.replicas</code>, <code>data.LOG_LEVEL</code> · +2 -2`. Paths come from the
 * manifests and the cluster, so they are escaped as every other such text is.
 */
export function diffSummaryHtml(paths: readonly string[], counts: LineCounts | undefined): string {
  const named = paths.slice(0, NAMED_PATHS).map((path) => `<code>${escapeHtml(path)}</code>`);
  const more = paths.length > NAMED_PATHS ? ` and ${paths.length - NAMED_PATHS} more` : '';
  const what = named.length > 0 ? ` · ${named.join(', ')}${more}` : '';
  return `${what}${counts ? ` · +${counts.added} -${counts.removed}` : ''}`;
}

/** Whether a diff this size is shown open; one that cannot be counted is not. */
export function opensDiff(counts: LineCounts | undefined): boolean {
  return counts !== undefined && counts.added + counts.removed <= OPEN_DIFF_LINES;
}

/** The first whole lines of `diff` that fit in `cap` characters (at least part of one line). */
export function shortenDiff(
  diff: string,
  cap: number,
): { text: string; cut: boolean; shownLines: number; totalLines: number } {
  const whole = diff.trimEnd();
  const lines = whole.split('\n');
  if (whole.length <= cap) return { text: whole, cut: false, shownLines: lines.length, totalLines: lines.length };
  let length = 0;
  let count = 0;
  for (const line of lines) {
    const added = (count === 0 ? 0 : 1) + line.length;
    if (length + added > cap) break;
    length += added;
    count++;
  }
  if (count > 0)
    return { text: lines.slice(0, count).join('\n'), cut: true, shownLines: count, totalLines: lines.length };
  const first = lines[0] ?? '';
  // Never end inside a surrogate pair: half a character would show as garbage.
  const end = /[\ud800-\udbff]/.test(first.charAt(cap - 1)) ? cap - 1 : cap;
  return { text: first.slice(0, end), cut: true, shownLines: 1, totalLines: lines.length };
}
