/*
 * A pull request's comment after its merge was deployed: the deploy's report on top, the preview
 * the reviewers saw kept below it, collapsed. The comment's hidden lines (the sticky marker and
 * the reviewed fingerprint) stay first, so a re-run of the deploy finds the same review again.
 */

/** Where the kept preview starts in a deploy comment. */
const REVIEWED_MARK = '<!-- applyset-action:reviewed-preview -->';
const HIDDEN_LINE = /^<!-- applyset-action:[^\n]* -->$/;
const SUMMARY = '<details><summary>The reviewed preview</summary>';

/**
 * The preview markdown an earlier comment holds: the comment itself without its hidden lines, or,
 * when a deploy already wrote the comment, the preview it kept.
 */
export function reviewedPreviewOf(body: string): string {
  const start = body.indexOf(REVIEWED_MARK);
  if (start >= 0) {
    const inner = body.slice(start + REVIEWED_MARK.length);
    const end = inner.lastIndexOf('</details>');
    return (end < 0 ? inner : inner.slice(0, end)).trim();
  }
  const lines = body.split('\n');
  while (lines.length > 0 && HIDDEN_LINE.test(lines[0] ?? '')) lines.shift();
  return lines.join('\n').trim();
}

/**
 * How many characters the deploy's report may take in a comment of `maxLength` that also keeps
 * `preview`: all that the preview leaves, but at least half.
 */
export function deployReportBudget(preview: string, maxLength: number): number {
  return Math.max(Math.floor(maxLength / 2), maxLength - keptPreview(preview).length - 3);
}

/** The deploy's report followed by the reviewed preview, collapsed; at most `maxLength` characters when `report` keeps its budget. */
export function composeDeployComment(report: string, preview: string, maxLength: number): string {
  const kept = keptPreview(preview);
  const head = report.trimEnd();
  const room = maxLength - head.length - 3;
  const tail = kept.length <= room ? kept : keptPreview(`_The reviewed preview (${preview.length} characters) does not fit beside this deploy's report; the preview run's job summary has it._`);
  return `${head}\n\n${tail}\n`;
}

function keptPreview(preview: string): string {
  return `${SUMMARY}\n${REVIEWED_MARK}\n\n${preview}\n\n</details>`;
}
