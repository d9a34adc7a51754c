import { realpath } from 'node:fs/promises';
import path from 'node:path';
import { isDynamicPattern } from 'tinyglobby';
import { describeError } from '../common/errors.ts';
import type { RunEnvironment } from '../common/runEnvironment.ts';
import { runGit } from '../git/runGit.ts';
import { parseHelmOptions } from '../options/helmOptions.ts';
import { inputBase } from '../common/inputPaths.ts';
import { KustomizationGraph } from './kustomizationInputs.ts';
import { parseTargetsFile, type Target, type TargetsFile } from './targetsFile.ts';

/**
 * The commits to compare: a pull request's base with what is checked out (`from...HEAD`: since
 * they parted), or a push's `before..after`.
 */
export interface ChangeRange {
  from: string;
  to: string;
  /** Compare with where `to` left `from` (a pull request), not with `from` itself (a push). */
  sinceMergeBase: boolean;
}

/** Which targets run, and for each one why it runs or why it is skipped: what the report shows. */
export interface TargetSelection {
  run: { target: Target; reason: string }[];
  skipped: { target: Target; reason: string }[];
}

/** Every target runs, for one reason: no range to compare, or one that cannot be read. */
export function allTargets(targets: readonly Target[], reason: string): TargetSelection {
  return { run: targets.map((target) => ({ target, reason })), skipped: [] };
}

/**
 * The targets whose inputs changed in `range`: a file under their manifests, or under a base,
 * component, patch or generator file their kustomizations reach (followed locally, in the
 * checkout, charts their helmCharts inflate included), a values file of their `helm` option (else of the
 * step's, `stepHelm`), or their own entry in the targets file. Only git on the checkout is asked, no API.
 * When git cannot tell (a base commit the checkout lacks), every target runs, saying why: a
 * preview that cannot rule a change out must show it.
 */
export async function changedTargets(
  file: TargetsFile,
  targets: readonly Target[],
  range: ChangeRange,
  workingDir: string,
  environment: RunEnvironment,
  stepHelm = '',
): Promise<TargetSelection> {
  // git names files from the repository's real path; the inputs are resolved the same way.
  const cwd = await realpath(workingDir);
  const git = (args: string[]) => runGit(args, cwd, environment);
  let root: string;
  let changed: string[];
  let links: string[];
  try {
    root = await git(['rev-parse', '--show-toplevel']);
    await git(['cat-file', '-e', `${range.from}^{commit}`]);
    const spec = range.sinceMergeBase ? `${range.from}...${range.to}` : `${range.from}..${range.to}`;
    // Renamed files count at both names: leaving a place is a change to it as much as arriving.
    changed = (await git(['diff', '--name-only', '--no-renames', '-z', spec, '--']))
      .split('\0')
      .filter((name) => name !== '')
      .map((name) => path.join(root, name));
    // Mode 120000: the checkout's symbolic links, through which a target's manifests may reach elsewhere in it.
    links = (await git(['ls-files', '-s', '-z', '--full-name']))
      .split('\0')
      .flatMap((entry) => (entry.startsWith('120000 ') ? [path.join(root, entry.slice(entry.indexOf('\t') + 1))] : []));
  } catch (error) {
    return allTargets(
      targets,
      `the changes since ${range.from.slice(0, 12)} could not be read (${describeError(error)}); give actions/checkout fetch-depth: 0 so that the base commit is there`,
    );
  }
  const targetsFile = path.resolve(cwd, file.file);
  const entryChanged = changed.includes(targetsFile)
    ? await changedEntries(file, range, root, targetsFile, git)
    : new Set<string>();
  const graph = new KustomizationGraph(cwd, links);
  const selection: TargetSelection = { run: [], skipped: [] };
  for (const target of targets) {
    const reason = entryChanged.has(target.name)
      ? `its entry in ${file.file} changed`
      : changeReason(graph, target, changed, root, cwd, stepHelm);
    if (reason) selection.run.push({ target, reason });
    else
      selection.skipped.push({ target, reason: `nothing under its manifests changed since ${range.from.slice(0, 7)}` });
  }
  return selection;
}

/** Why a target's manifests changed: the first changed file among its inputs; undefined when none did. */
function changeReason(
  graph: KustomizationGraph,
  target: Target,
  changed: readonly string[],
  root: string,
  cwd: string,
  stepHelm: string,
): string | undefined {
  // A glob's files are those under its fixed start (`apps/*/base` -> `apps/`): more than it matches, never fewer.
  const places = graph.placesOf(
    target.manifests.map((input) => (isDynamicPattern(input) ? inputBase(input, cwd) : path.resolve(cwd, input))),
  );
  if (places.unknown) return places.unknown;
  const dirs = [...places.dirs].map((dir) => (dir.endsWith(path.sep) ? dir : `${dir}${path.sep}`));
  // The values files its charts are rendered with (its own helm option's, else the step's) are its inputs too; a mistake in the option is the run's to report.
  const values = new Set(
    parseHelmOptions(target.options.helm ?? stepHelm, () => 'helm', []).values.map((file) => path.resolve(cwd, file)),
  );
  const hit = changed.find(
    (file) => places.files.has(file) || values.has(file) || dirs.some((dir) => file.startsWith(dir)),
  );
  return hit === undefined ? undefined : `${path.relative(root, hit)} changed`;
}

/**
 * The targets whose entry in the targets file differs from the base's: new targets, and targets
 * any of whose keys was edited (a target moved to another cluster with kubeconfig-env, or to
 * another environment, changes as much as one given new manifests). A file the base did not have,
 * or that does not parse there, changes every entry.
 */
async function changedEntries(
  file: TargetsFile,
  range: ChangeRange,
  root: string,
  absolute: string,
  git: (args: string[]) => Promise<string>,
): Promise<Set<string>> {
  const every = new Set(file.targets.map((target) => target.name));
  // No merge base (a shallow clone, unrelated histories): the range's own start is the base, as without sinceMergeBase.
  const base = range.sinceMergeBase
    ? await git(['merge-base', range.from, range.to]).catch(() => range.from)
    : range.from;
  let before: TargetsFile;
  try {
    before = parseTargetsFile(
      file.file,
      await git(['show', `${base}:${path.relative(root, absolute).split(path.sep).join('/')}`]),
    );
  } catch {
    return every;
  }
  // The whole entry but its place in the file, which an edit of another entry moves.
  const entry = ({ line: _line, lines: _lines, kubeconfigEnv, options, ...rest }: Target) =>
    JSON.stringify({ ...rest, kubeconfigEnv: kubeconfigEnv?.name, options: Object.entries(options).sort() });
  const earlier = new Map(before.targets.map((target) => [target.name, entry(target)]));
  return new Set(
    file.targets.filter((target) => earlier.get(target.name) !== entry(target)).map((target) => target.name),
  );
}
