import path from 'node:path';
import type { SourceLocation } from './manifestObject.ts';

/** helm template's header before each document: the template it came from, under the chart's name. */
const SOURCE_LINE = /^# Source: ([^/\n]+)\/(.+)$/gm;

/**
 * Where each line of `helm template`'s output came from: the template its `# Source:` header names,
 * as a path under the chart's directory as messages show it (`deploy/chart/templates/web.yaml`), at
 * line 1, since a rendered line has no fixed line in its template. Lines before any header (none in
 * helm's output) point at the chart's Chart.yaml.
 */
export function chartSourceLocator(rendered: string, shownDir: string, chartFile: string): (line: number) => SourceLocation {
  const headers: { line: number; file: string }[] = [];
  let lineNumber = 1;
  let scanned = 0;
  for (const match of rendered.matchAll(SOURCE_LINE)) {
    for (let at = rendered.indexOf('\n', scanned); at >= 0 && at < match.index; at = rendered.indexOf('\n', at + 1)) lineNumber += 1;
    scanned = match.index;
    // The first segment is the chart's name, not its directory's; the rest is the path inside the chart (subcharts under charts/).
    headers.push({ line: lineNumber, file: path.posix.join(shownDir, match[2]!) });
  }
  return (line) => {
    let found = chartFile;
    for (const header of headers) {
      if (header.line > line) break;
      found = header.file;
    }
    return { file: found, line: 1 };
  };
}
