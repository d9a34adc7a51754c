import { constants } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import pLimit from 'p-limit';
import { errorMessage, UserError, UserErrors } from '../common/errors.ts';
import { bytesToParse } from '../common/heapGrowth.ts';
import { chartSourceLocator, templateLines } from './chartSources.ts';
import { documentObjects } from './documentObjects.ts';
import { expandInputs, type ManifestSource } from './expandInputs.ts';
import { type ChartHook, type SkippedHook, splitHooks } from './helmHooks.ts';
import type { ManifestObject, SourceLocation } from '../kube/manifestObject.ts';
import { parseDocuments } from './parseDocuments.ts';
import { mebibytes, ReadBudget } from './readBudget.ts';
import type { ChartOptions } from './renderChart.ts';
import type { RenderOptions } from './renderProgram.ts';

// Enough to keep the disk busy without holding thousands of open files.
const FILE_CONCURRENCY = 16;
// kustomize and helm are CPU-bound: more processes than cores only slow each other down.
const RENDER_CONCURRENCY = 2;

export interface LoadOptions extends Partial<RenderOptions> {
  cwd: string;
  environment: RenderOptions['environment'];
  /** How charts are rendered; without, as release the chart directory's name, with no values. */
  chart?: ChartOptions;
  /** Told the Helm hooks of each rendered source: those a deploy runs, and those it leaves out (see helmHooks.ts). */
  onHooks?: (found: FoundHooks) => void;
  /**
   * Told each source's objects as soon as that source is read without a problem, while the others
   * still load (the plan starts on them); the whole set, or its problems, come when all are read.
   */
  onSource?: (objects: ManifestObject[]) => void;
}

/**
 * Loads every object from files, directories, globs, kustomizations and Helm charts, in input order,
 * each with the file and line it came from (a chart's object with its template's file). Objects are returned exactly as written (no defaults, no reordering).
 * Throws one UserErrors listing every problem found across all inputs.
 */
export async function loadManifests(inputs: string[], options: LoadOptions): Promise<ManifestObject[]> {
  const render: SourceRender = {
    remoteBases: options.remoteBases ?? true,
    cwd: options.cwd,
    environment: options.environment,
    chart: options.chart,
    ...(options.bounds ? { bounds: options.bounds } : {}),
  };
  const sources = await expandInputs(inputs, options.cwd);
  const files = sources.filter((source) => source.type === 'file').length;
  const budget = new ReadBudget();
  const fileLimit = pLimit(FILE_CONCURRENCY);
  const renderLimit = pLimit(RENDER_CONCURRENCY);
  const load = async (source: ManifestSource) => {
    const result = await loadSource(source, budget, render, files);
    if (result.hooks.hooks.length > 0 || result.hooks.skipped.length > 0) options.onHooks?.(result.hooks);
    if (result.errors.length === 0 && result.objects.length > 0) options.onSource?.(result.objects);
    return result;
  };
  const results = await Promise.all(
    sources.map((source) => (source.type === 'file' ? fileLimit(() => load(source)) : renderLimit(() => load(source)))),
  );
  const errors = results.flatMap((result) => result.errors);
  if (errors.length > 0) throw new UserErrors(errors);
  return results.flatMap((result) => result.objects);
}

/** A rendered source's Helm hooks: those a deploy runs, and those it leaves out. */
export interface FoundHooks {
  hooks: ChartHook[];
  skipped: SkippedHook[];
}

interface SourceRender extends RenderOptions {
  cwd: string;
  chart: ChartOptions | undefined;
}

interface LoadedSource {
  objects: ManifestObject[];
  errors: UserError[];
  /** The Helm hooks of a rendered source, which are not members. */
  hooks: FoundHooks;
}

const NO_HOOKS: FoundHooks = { hooks: [], skipped: [] };

/** `files`: how many files the inputs name, of which `source` may be one. */
async function loadSource(
  source: ManifestSource,
  budget: ReadBudget,
  render: SourceRender,
  files: number,
): Promise<LoadedSource> {
  let text: string;
  try {
    text =
      source.type === 'file'
        ? await readText(source.path, source.file, budget, files)
        : await renderSource(source, budget, render);
  } catch (error) {
    if (error instanceof UserError) return { objects: [], errors: [error], hooks: NO_HOOKS };
    throw error;
  }
  const locate = locator(source, text);
  const { documents, problems } = parseDocuments(text, budget);
  const errors = problems.map(({ line, message, hint }) => {
    const where = source.type === 'file' ? '' : `rendered output, line ${line}: `;
    return new UserError(`${where}${message}`, { hint, source: locate(line) });
  });
  const objects: ManifestObject[] = [];
  for (const document of documents) {
    const found = documentObjects({
      value: document.value,
      source: locate(document.line),
      itemSources: document.itemLines.map(locate),
    });
    objects.push(...found.objects);
    errors.push(...found.errors);
  }
  if (source.type === 'file') return { objects, errors, hooks: NO_HOOKS };
  // Only rendered sources hold Helm's hooks: a chart's, or a kustomization's helmCharts'.
  const { members, hooks, skipped } = splitHooks(
    source.type === 'chart' ? await templateLines(objects, source.dir, path.posix.dirname(source.file)) : objects,
  );
  return { objects: members, errors, hooks: { hooks, skipped } };
}

/**
 * Where a line of a source points: a file's own line; in a chart's output, the template its
 * `# Source:` header names; anything else rendered has no lines the user could open, so it points at
 * the kustomization file.
 */
function locator(source: ManifestSource, text: string): (line: number) => SourceLocation {
  if (source.type === 'file') return (line) => ({ file: source.file, line });
  if (source.type === 'chart') return chartSourceLocator(text, path.posix.dirname(source.file), source.file);
  return () => ({ file: source.file, line: 1 });
}

/** Renders a kustomization or a chart; their renderers load only for a run that has one. */
async function renderSource(
  source: ManifestSource & { type: 'kustomization' | 'chart' },
  budget: ReadBudget,
  render: SourceRender,
): Promise<string> {
  const location = { file: source.file, line: 1 };
  const shownDir = path.posix.dirname(source.file);
  let text: string;
  if (source.type === 'kustomization')
    text = await (await import('./renderKustomization.ts')).renderKustomization(source.dir, shownDir, location, render);
  else
    text = await (
      await import('./renderChart.ts')
    ).renderChart(source.dir, shownDir, location, {
      ...render,
      chart: render.chart ?? { release: path.basename(source.dir), namespace: undefined, values: [], set: [] },
    });
  takeBytes(budget, Buffer.byteLength(text, 'utf8'), `the output of ${source.file}`, location);
  bytesToParse(text.length);
  return text;
}

// Fatal decoding: a file in another encoding must not reach the server with its bytes silently replaced.
const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The text of a regular file. Anything else (a link to /dev/zero, a pipe) is refused before a byte
 * is read: it could be endless or block forever. Opening without blocking lets a pipe be refused too.
 */
async function readText(absolute: string, file: string, budget: ReadBudget, files: number): Promise<string> {
  let bytes: Uint8Array;
  const source = { file, line: 1 };
  try {
    const handle = await open(absolute, constants.O_RDONLY | constants.O_NONBLOCK);
    try {
      const stats = await handle.stat();
      if (!stats.isFile()) {
        throw new UserError(`${file} is not a regular file (a device, pipe or socket, or a link to one)`, {
          hint: 'Remove it from the manifests; only regular files are read',
          source,
        });
      }
      takeBytes(budget, stats.size, file, source);
      // The set's size guessed from its first file opened, before any is parsed (see heapGrowth.ts).
      bytesToParse(stats.size, files);
      // At most the size taken: a file that grows while it is read is cut, not read without end.
      const buffer = Buffer.alloc(stats.size);
      const { bytesRead } = await handle.read(buffer, 0, stats.size, 0);
      bytes = buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  } catch (error) {
    if (error instanceof UserError) throw error;
    throw new UserError(`cannot read ${file}: ${errorMessage(error)}`, { hint: 'Check the file permissions' });
  }
  try {
    return utf8.decode(bytes);
  } catch {
    throw new UserError(`${file} is not valid UTF-8`, {
      hint: 'Save the file as UTF-8, the encoding Kubernetes manifests use',
      source: { file, line: 1 },
    });
  }
}

function takeBytes(budget: ReadBudget, bytes: number, what: string, source: SourceLocation): void {
  if (budget.takeBytes(bytes)) return;
  throw new UserError(
    `${what} is ${mebibytes(bytes)} MiB, which makes the manifests of this run more than ${mebibytes(ReadBudget.MAX_BYTES)} MiB`,
    {
      hint: 'Split the manifests into several ApplySets, or remove what is not a manifest from the paths given',
      source,
    },
  );
}
