import { readFile, realpath } from 'node:fs/promises';
import path from 'node:path';
import { isInside } from '../common/inputPaths.ts';
import type { ManifestObject, SourceLocation } from '../kube/manifestObject.ts';

/** helm template's header before each document: the template it came from, under the chart's name. */
const SOURCE_LINE = /^# Source: ([^/\n]+)\/(.+)$/gm;

/**
 * Where each line of `helm template`'s output came from: the template its `# Source:` header names,
 * as a path under the chart's directory as messages show it (`deploy/chart/templates/web.yaml`), at
 * line 1 (templateLines finds a better one). Lines before any header, and a header naming a path
 * outside the chart (a template can print any comment), point at the chart's Chart.yaml.
 */
export function chartSourceLocator(
  rendered: string,
  shownDir: string,
  chartFile: string,
): (line: number) => SourceLocation {
  const headers: { line: number; file: string }[] = [];
  let lineNumber = 1;
  let scanned = 0;
  for (const match of rendered.matchAll(SOURCE_LINE)) {
    for (let at = rendered.indexOf('\n', scanned); at >= 0 && at < match.index; at = rendered.indexOf('\n', at + 1))
      lineNumber += 1;
    scanned = match.index;
    // The first segment is the chart's name, not its directory's; the rest is the path inside the chart (subcharts under charts/).
    const file = path.posix.join(shownDir, match[2]!);
    headers.push({ line: lineNumber, file: file.startsWith(`${shownDir}/`) ? file : chartFile });
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

/**
 * The objects of a chart, each at the line of its template that writes its kind (`kind: Deployment`)
 * where the template writes that kind on exactly one line: a rendered object has no fixed line in its
 * template, but that one names it. Elsewhere (a kind written twice, or by an expression, a
 * template packaged in a subchart's .tgz) line 1 stays.
 */
export async function templateLines(
  objects: ManifestObject[],
  chartDir: string,
  shownDir: string,
): Promise<ManifestObject[]> {
  const templates = new Map<string, Promise<string[]>>();
  const linesOf = (file: string): Promise<string[]> => {
    let lines = templates.get(file);
    if (lines === undefined) {
      lines = templateText(path.join(chartDir, file.slice(shownDir.length + 1)), chartDir).then((text) =>
        text.split('\n'),
      );
      templates.set(file, lines);
    }
    return lines;
  };
  return Promise.all(
    objects.map(async (manifest) => {
      if (!manifest.source.file.startsWith(`${shownDir}/`)) return manifest;
      const kind = new RegExp(`^kind:\\s*["']?${manifest.object.kind.replace(/[^A-Za-z0-9]/g, '')}["']?\\s*(#.*)?$`);
      const found = (await linesOf(manifest.source.file)).flatMap((line, index) =>
        kind.test(line) ? [index + 1] : [],
      );
      return found.length === 1 ? { ...manifest, source: { file: manifest.source.file, line: found[0]! } } : manifest;
    }),
  );
}

/** A template's text; empty when it is not a file inside the chart (a subchart's packaged template, a link). */
async function templateText(file: string, chartDir: string): Promise<string> {
  try {
    const real = await realpath(file);
    return isInside(real, await realpath(chartDir)) ? await readFile(real, 'utf8') : '';
  } catch {
    return ''; // not on disk (a subchart's .tgz): its objects keep line 1
  }
}
