import type { Dirent, Stats } from 'node:fs';
import { readdir, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { glob, isDynamicPattern } from 'tinyglobby';
import { errorMessage, UserError, UserErrors } from '../common/errors.ts';
import { inputBase, isInside } from '../common/inputPaths.ts';

/**
 * Where objects come from: a manifest file, or a kustomization or Helm chart directory to render.
 * `path` and `dir` are absolute; `file` is the path messages show (see displayPath): the
 * kustomization's file, the chart's Chart.yaml.
 */
export type ManifestSource =
  { type: 'file'; path: string; file: string } | { type: 'kustomization' | 'chart'; dir: string; file: string };

const MANIFEST_EXTENSIONS = new Set(['.yaml', '.yml', '.json']);
/** The file names kustomize recognises, in its order of preference. */
export const KUSTOMIZATION_FILES = ['kustomization.yaml', 'kustomization.yml', 'Kustomization'];
/** The file that makes a directory a Helm chart. */
export const CHART_FILE = 'Chart.yaml';

/**
 * Expands files, directories (recursively) and globs into an ordered list of sources, each once.
 * Throws one UserErrors naming every input that matched nothing.
 */
export async function expandInputs(inputs: string[], cwd: string): Promise<ManifestSource[]> {
  const workspace = await realpath(cwd);
  const expanded = await Promise.all(
    inputs.map(async (input) => {
      const roots = await rootsOf(input, cwd, workspace);
      return refuseOutside(await expandInput(input, cwd, roots), roots);
    }),
  );
  const errors = expanded.filter((result) => result instanceof UserError);
  if (errors.length > 0) throw new UserErrors(errors);
  const seen = new Set<string>();
  return expanded
    .flatMap((result) => (result instanceof UserError ? [] : result))
    .filter((source) => {
      const key = source.type === 'file' ? source.path : `${source.dir}${path.sep}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/**
 * Where the sources of an input may really be: the workspace (the working directory), and, for a path
 * the user names outside it, that path. A symbolic link a pull request adds (`passwd.yaml -> /etc/passwd`,
 * `k8s/root -> /`) must not lead anywhere else.
 */
async function rootsOf(input: string, cwd: string, workspace: string): Promise<string[]> {
  const base = inputBase(input, cwd);
  if (isInside(base, cwd)) return [workspace];
  try {
    return [workspace, await realpath(base)];
  } catch {
    return [workspace];
  }
}

/** Whether the real path of `target` is inside one of `roots` (false when it cannot be resolved). */
async function isWithin(target: string, roots: string[]): Promise<boolean> {
  // What cannot be resolved is taken as outside: refused, never read.
  const real = await realpath(target).catch(() => undefined);
  return real !== undefined && roots.some((root) => isInside(real, root));
}

/** The sources whose real path is inside one of `roots`; an error naming the others. */
async function refuseOutside(
  expanded: ManifestSource[] | UserError,
  roots: string[],
): Promise<ManifestSource[] | UserError> {
  if (expanded instanceof UserError) return expanded;
  const outside: string[] = [];
  for (const source of expanded)
    if (!(await isWithin(source.type === 'file' ? source.path : source.dir, roots))) outside.push(source.file);
  return outside.length === 0 ? expanded : outsideError(outside);
}

function outsideError(files: string[]): UserError {
  return new UserError(
    `${files.join(', ')} ${files.length === 1 ? 'leads' : 'lead'} outside the workspace through a symbolic link`,
    {
      hint: 'Manifests are read only from the working directory (the checked-out repository) and the paths named; remove the link, or copy what it points to into the repository',
    },
  );
}

async function expandInput(input: string, cwd: string, roots: string[]): Promise<ManifestSource[] | UserError> {
  if (input.trim() === '') {
    return new UserError('a manifest path is empty', {
      hint: 'Remove the empty entry, or name a file, directory or glob',
    });
  }
  const absolute = path.resolve(cwd, input);
  const display = (target: string): string => displayPath(target, cwd, path.isAbsolute(input));
  let stats: Stats;
  try {
    stats = await stat(absolute);
  } catch (error) {
    if (!isMissing(error))
      return new UserError(`cannot read ${input}: ${errorMessage(error)}`, { hint: 'Check the file permissions' });
    if (isDynamicPattern(input)) return expandGlob(input, cwd, display);
    return new UserError(`manifest path ${input} does not exist`, {
      hint: `Check the path; relative paths are resolved against ${cwd}`,
    });
  }
  if (stats.isDirectory()) {
    const sources: ManifestSource[] = [];
    const outside: string[] = [];
    try {
      await walkDirectory(absolute, { display, roots, outside }, sources, new Set());
    } catch (error) {
      return new UserError(`cannot read directory ${input}: ${errorMessage(error)}`, {
        hint: 'Check the file permissions',
      });
    }
    if (outside.length > 0) return outsideError(outside);
    return sources.length > 0
      ? sources
      : new UserError(`directory ${input} holds no .yaml, .yml or .json files`, {
          hint: 'Point to the directory holding the manifests (hidden directories and node_modules are skipped)',
        });
  }
  return [fileSource(absolute, display)];
}

async function expandGlob(
  pattern: string,
  cwd: string,
  display: (target: string) => string,
): Promise<ManifestSource[] | UserError> {
  const matches = await glob(pattern, {
    cwd,
    absolute: true,
    onlyFiles: true,
    expandDirectories: false,
    ignore: ['**/node_modules/**'],
  });
  const sources = matches
    .filter((match) => isManifestFile(path.basename(match)))
    .sort(comparePaths)
    .map((match) => fileSource(match, display));
  return sources.length > 0
    ? sources
    : new UserError(`no manifest files match ${pattern}`, {
        hint: `Check the pattern (relative to ${cwd}); globs pick .yaml, .yml and .json files and skip hidden ones and node_modules`,
      });
}

/** A file named like a kustomization or a chart's Chart.yaml stands for its directory: it cannot be applied itself. */
function fileSource(absolute: string, display: (target: string) => string): ManifestSource {
  const name = path.basename(absolute);
  if (KUSTOMIZATION_FILES.includes(name))
    return { type: 'kustomization', dir: path.dirname(absolute), file: display(absolute) };
  if (name === CHART_FILE) return { type: 'chart', dir: path.dirname(absolute), file: display(absolute) };
  return { type: 'file', path: absolute, file: display(absolute) };
}

/**
 * Adds a directory's sources in name order, files and subdirectories interleaved (as `kubectl apply -R` walks).
 * A directory holding a kustomization, or else a Helm chart's Chart.yaml, is rendered as a whole, not walked.
 */
interface WalkScope {
  display: (target: string) => string;
  /** Where a directory reached through a link may really be. */
  roots: string[];
  /** Directories the walk refused to enter, as displayed. */
  outside: string[];
}

async function walkDirectory(
  dir: string,
  scope: WalkScope,
  sources: ManifestSource[],
  visited: Set<string>,
): Promise<void> {
  const { display } = scope;
  // Symlinked directories are followed, but each real directory is walked once, so a link cycle ends.
  if (!(await isWithin(dir, scope.roots))) {
    scope.outside.push(display(dir));
    return;
  }
  const real = await realpath(dir);
  if (visited.has(real)) return;
  visited.add(real);
  const entries = await readdir(dir, { withFileTypes: true });
  const kustomization = KUSTOMIZATION_FILES.find((name) =>
    entries.some((entry) => entry.name === name && !entry.isDirectory()),
  );
  if (kustomization !== undefined) {
    sources.push({ type: 'kustomization', dir, file: display(path.join(dir, kustomization)) });
    return;
  }
  if (entries.some((entry) => entry.name === CHART_FILE && !entry.isDirectory())) {
    sources.push({ type: 'chart', dir, file: display(path.join(dir, CHART_FILE)) });
    return;
  }
  for (const entry of entries.sort((a, b) => compareNames(a.name, b.name))) {
    if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
    const target = path.join(dir, entry.name);
    const kind = await entryKind(entry, target);
    if (kind === 'directory') await walkDirectory(target, scope, sources, visited);
    else if (kind === 'file' && isManifestFile(entry.name)) {
      if (entry.isSymbolicLink() && !(await isWithin(target, scope.roots))) scope.outside.push(display(target));
      else sources.push({ type: 'file', path: target, file: display(target) });
    }
  }
}

async function entryKind(entry: Dirent, target: string): Promise<'file' | 'directory' | 'other'> {
  let stats: Dirent | Stats = entry;
  if (entry.isSymbolicLink()) {
    try {
      stats = await stat(target);
    } catch {
      return 'other'; // a dangling link is not a manifest
    }
  }
  return stats.isDirectory() ? 'directory' : stats.isFile() ? 'file' : 'other';
}

function isManifestFile(name: string): boolean {
  return !name.startsWith('.') && MANIFEST_EXTENSIONS.has(path.extname(name).toLowerCase());
}

/**
 * The path messages show: relative to the working directory, with `/` separators;
 * absolute when the user gave an absolute path outside it.
 */
function displayPath(target: string, cwd: string, givenAbsolute: boolean): string {
  const relative = path.relative(cwd, target);
  const outside = relative.startsWith('..') || path.isAbsolute(relative);
  const shown = outside && givenAbsolute ? target : relative === '' ? '.' : relative;
  return shown.split(path.sep).join('/');
}

// Code-unit order, not locale order: the same on every machine.
function compareNames(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Segment by segment, so that glob matches come in the order a directory walk gives. */
function comparePaths(a: string, b: string): number {
  // tinyglobby returns `/`-separated paths on every platform.
  const left = a.split('/');
  const right = b.split('/');
  for (let index = 0; index < Math.min(left.length, right.length); index += 1) {
    const order = compareNames(left[index]!, right[index]!);
    if (order !== 0) return order;
  }
  return left.length - right.length;
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}
