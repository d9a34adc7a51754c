import { lstat, readdir, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { UserError } from '../common/errors.ts';
import { isInside } from '../common/inputPaths.ts';
import type { SourceLocation } from '../kube/manifestObject.ts';
import { mebibytes } from './readBudget.ts';

/** Where what a renderer reads may really be (real paths), and how messages name that place (`the workspace`). */
export interface ReadRoots {
  real: string[];
  shown: string;
}

/** helm's own bound on a chart, packaged or not (its MaxDecompressedChartSize). */
const MAX_CHART_BYTES = 100 * 1024 * 1024;
/** Far above a real chart's files (a chart with its vendored dependencies holds some thousand); a link bomb passes it. */
const MAX_CHART_ENTRIES = 20_000;
/** Problems named in one message; the rest are counted. */
const NAMED = 10;
const HINT =
  "helm reads every file of a chart's directory, following symbolic links at any depth; remove the link, or copy what it points to into the chart";

/**
 * Refuses a chart directory (a chart, a chart kustomize inflates) unless every file helm would read
 * from it, walking it as helm does (every entry, symbolic links to files and directories followed at
 * any depth), is a regular file really inside `roots` and outside any `.git` directory (which holds
 * the checkout's credentials with actions/checkout's `persist-credentials`), with no link loop, within
 * helm's own 100 MiB and 20,000 entries. A pull request's link could otherwise make a template show a
 * file of the runner's in a preview (`{{ fail (.Files.Get "sub/loot") }}`); a device such as
 * /dev/zero, or a loop, would have helm read without end. Runs before anything of the chart is read.
 * `what` names the chart (`the chart deploy/web`), `shownDir` is its path as messages show it.
 */
export async function checkChartFiles(
  dir: string,
  what: string,
  shownDir: string,
  source: SourceLocation,
  roots: ReadRoots,
): Promise<void> {
  const real = await realpath(dir).catch(() => undefined); // no such directory: no chart here to read; helm reports a missing chart itself
  if (real === undefined) return;
  if (reachOf(real, roots) !== 'inside')
    throw new UserError(
      `${what} is a link leading ${reachOf(real, roots) === 'git' ? 'into a .git directory' : `outside ${roots.shown}`}`,
      { hint: HINT, source },
    );
  if (!(await stat(real)).isDirectory()) return; // not a directory: helm says it is no chart
  const problems: string[] = [];
  let entries = 0;
  let bytes = 0;
  // Depth first; each directory with the real directories above it, as helm reached it, to see a loop.
  const pending: { real: string; shown: string; above: string[] }[] = [{ real, shown: shownDir, above: [real] }];
  for (let next = pending.shift(); next !== undefined; next = pending.shift()) {
    // In name order, as helm walks, so that a message names the same entries each time.
    const listed = (await readdir(next.real, { withFileTypes: true })).sort((a, b) =>
      a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
    );
    for (const entry of listed) {
      entries += 1;
      if (entries > MAX_CHART_ENTRIES)
        throw new UserError(
          `${what} holds more than ${MAX_CHART_ENTRIES} files and directories as helm reads it, links followed`,
          { hint: HINT, source },
        );
      const shown = `${next.shown}/${entry.name}`;
      let target = path.join(next.real, entry.name);
      if (entry.isSymbolicLink()) {
        const linked = await realpath(target).catch(() => undefined); // a dangling link shows no file: helm refuses it itself
        if (linked === undefined) continue;
        const reach = reachOf(linked, roots);
        if (reach !== 'inside') {
          problems.push(
            `${shown}, a link leading ${reach === 'git' ? 'into a .git directory' : `outside ${roots.shown}`}`,
          );
          continue;
        }
        target = linked;
      } else if (entry.name === '.git') {
        problems.push(`${shown}, git's own files (which hold the checkout's credentials)`);
        continue;
      }
      const stats = entry.isSymbolicLink() ? await stat(target) : await lstat(target);
      if (stats.isDirectory()) {
        if (next.above.includes(target)) problems.push(`${shown}, a link to a directory that holds it (a loop)`);
        else pending.push({ real: target, shown, above: [...next.above, target] });
      } else if (!stats.isFile()) {
        problems.push(`${shown}, which is not a regular file (a device, pipe or socket)`);
      } else {
        bytes += stats.size;
        if (bytes > MAX_CHART_BYTES)
          throw new UserError(
            `${what} holds more than ${mebibytes(MAX_CHART_BYTES)} MiB as helm reads it, links followed`,
            { hint: HINT, source },
          );
      }
    }
  }
  if (problems.length === 0) return;
  const more = problems.length > NAMED ? `, and ${problems.length - NAMED} more` : '';
  throw new UserError(`${what} holds ${problems.slice(0, NAMED).join('; ')}${more}`, { hint: HINT, source });
}

/** Whether a real path is inside one of the roots, and not in a `.git` directory there; `git` when it is in one. */
export function reachOf(real: string, roots: ReadRoots): 'inside' | 'outside' | 'git' {
  const root = roots.real.find((candidate) => isInside(real, candidate));
  if (root === undefined) return 'outside';
  return path.relative(root, real).split(path.sep).includes('.git') ? 'git' : 'inside';
}
