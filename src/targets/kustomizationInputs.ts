import { realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import * as yaml from 'js-yaml';
import { UserError } from '../common/errors.ts';
import { isRecord } from '../common/isRecord.ts';
import { isInside } from '../common/inputPaths.ts';
import { KUSTOMIZATION_FILES } from '../manifests/expandInputs.ts';
import { kustomizationCharts } from '../manifests/kustomizeCharts.ts';
import { ReadBudget } from '../manifests/readBudget.ts';
import { readWorkspaceFile, type WorkspaceReading } from '../manifests/workspaceFile.ts';

/**
 * The files a set of manifests is made of, as places on disk: whole directories (a manifests
 * directory, a kustomization's own directory) and single files a kustomization names elsewhere.
 * `unknown` says why the places cannot be known (a kustomization that does not parse): the target
 * then counts as changed, since a change that cannot be ruled out must be previewed.
 */
export interface InputPlaces {
  dirs: Set<string>;
  files: Set<string>;
  unknown: string | undefined;
}

/** The fields of a kustomization that name local files or directories (kustomize's own list, sans remote ones). */
const PATH_LISTS = [
  'resources',
  'bases',
  'components',
  'crds',
  'patchesStrategicMerge',
  'transformers',
  'generators',
  'validators',
  'configurations',
];
const PATH_ENTRY_LISTS = ['patches', 'patchesJson6902', 'replacements'];
const GENERATORS = ['configMapGenerator', 'secretGenerator'];

/** Far above what real kustomizations hold (200 targets over 10 bases read some 100 KiB). */
const KUSTOMIZATIONS_MAX_BYTES = 16 * 1024 * 1024;

/**
 * Follows the kustomization graph from directories and files, reading kustomizations only (no
 * rendering, no network). A directory is read once however many targets reach it: 200 targets over
 * a few shared bases read each base once. This runs on a pull request's checkout before anything
 * else (also in `plan-targets`, which has no secret): only regular files really inside the
 * workspace are read, within a budget, and a kustomization that is not one stops the run, named.
 */
export class KustomizationGraph {
  private readonly dirs = new Map<string, InputPlaces>();
  private readonly reading: WorkspaceReading;

  private readonly links: readonly string[];

  /** `workspace`: the real path of the working directory; `links`: the symbolic links of the checkout, as absolute paths. */
  constructor(workspace: string, links: readonly string[] = []) {
    this.reading = { workspace, budget: new ReadBudget(KUSTOMIZATIONS_MAX_BYTES) };
    this.links = links;
  }

  /**
   * The places the manifests inputs (absolute paths) are made of. git names a change by the path it
   * is at, never by a link that leads there: a link in (or above) a place adds the link itself and
   * what it leads to in the workspace, as the manifests are read through it.
   */
  placesOf(inputs: readonly string[]): InputPlaces {
    const places: InputPlaces = { dirs: new Set(), files: new Set(), unknown: undefined };
    for (const input of inputs) merge(places, this.placeOf(input, new Set()));
    const followed = new Set<string>();
    for (let grew = true; grew;) {
      grew = false;
      for (const link of this.links) {
        if (
          followed.has(link) ||
          !(places.files.has(link) || [...places.dirs].some((dir) => isInside(link, dir) || isInside(dir, link)))
        )
          continue;
        followed.add(link);
        grew = true;
        merge(places, this.placeOf(link, new Set()));
      }
    }
    return places;
  }

  private placeOf(absolute: string, visiting: Set<string>): InputPlaces {
    // Gone at the head: a change under it still shows as under this path. Outside the workspace
    // (a base out of the checkout, or a link out of it): nothing there is read, nor is it in the diff.
    const asPath: InputPlaces = { dirs: new Set([absolute]), files: new Set([absolute]), unknown: undefined };
    let real: string;
    let isDir: boolean;
    try {
      real = realpathSync(absolute);
      if (!isInside(real, this.reading.workspace)) return asPath;
      isDir = statSync(real).isDirectory();
    } catch {
      return asPath;
    }
    const places = isDir
      ? this.dirPlaces(real, visiting)
      : { dirs: new Set<string>(), files: new Set([real]), unknown: undefined };
    if (real === absolute) return places;
    // Reached through a link: a change to the link (at this path or above it) counts too.
    return {
      dirs: new Set([...places.dirs, ...(isDir ? [absolute] : [])]),
      files: new Set([...places.files, absolute]),
      unknown: places.unknown,
    };
  }

  private dirPlaces(dir: string, visiting: Set<string>): InputPlaces {
    const known = this.dirs.get(dir);
    if (known) return known;
    const places: InputPlaces = { dirs: new Set([dir]), files: new Set(), unknown: undefined };
    // A cycle (a base naming its overlay) is kustomize's error to report; here it only must not loop.
    if (visiting.has(dir)) return places;
    visiting.add(dir);
    const kustomization = readKustomization(dir, this.reading);
    if (kustomization && 'unknown' in kustomization) places.unknown = kustomization.unknown;
    else if (kustomization)
      for (const reference of kustomization.paths) merge(places, this.placeOf(path.resolve(dir, reference), visiting));
    visiting.delete(dir);
    this.dirs.set(dir, places);
    return places;
  }
}

function merge(into: InputPlaces, from: InputPlaces): void {
  for (const dir of from.dirs) into.dirs.add(dir);
  for (const file of from.files) into.files.add(file);
  into.unknown ??= from.unknown;
}

/** The local paths a directory's kustomization names; undefined when the directory has none. */
function readKustomization(
  dir: string,
  reading: WorkspaceReading,
): { paths: string[] } | { unknown: string } | undefined {
  for (const name of KUSTOMIZATION_FILES) {
    const file = path.join(dir, name);
    let text: string;
    try {
      text = readWorkspaceFile(file, path.relative(reading.workspace, file), reading);
    } catch (error) {
      if (error instanceof UserError) throw error;
      continue;
    }
    try {
      const parsed: unknown = yaml.load(text);
      return { paths: isRecord(parsed) ? referencedPaths(parsed, dir) : [] };
    } catch {
      return { unknown: `${path.join(dir, name)} does not parse, so what it uses is not known` };
    }
  }
  return undefined;
}

/** `dir`: the kustomization's real directory, from which kustomize finds its charts. */
function referencedPaths(kustomization: Record<string, unknown>, dir: string): string[] {
  const paths: string[] = [];
  const add = (value: unknown) => {
    if (typeof value === 'string' && value.trim() !== '' && !isRemote(value)) paths.push(value.trim());
  };
  for (const field of PATH_LISTS) for (const value of list(kustomization[field])) add(value);
  for (const field of PATH_ENTRY_LISTS)
    for (const entry of list(kustomization[field])) add(isRecord(entry) ? entry['path'] : entry);
  for (const field of GENERATORS) {
    for (const generator of list(kustomization[field])) {
      if (!isRecord(generator)) continue;
      // `files` entries may be `key=path`; `envs` and the older `env` name files of KEY=value lines.
      for (const file of list(generator['files']))
        add(typeof file === 'string' ? file.slice(file.indexOf('=') + 1) : file);
      for (const env of list(generator['envs'])) add(env);
      add(generator['env']);
    }
  }
  if (isRecord(kustomization['openapi'])) add(kustomization['openapi']['path']);
  // The charts its helmCharts inflate, wherever their chart home is (kustomize lets it be outside), and their values files.
  for (const chart of kustomizationCharts(kustomization, dir)) paths.push(chart.dir, ...chart.values);
  return paths;
}

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** A base fetched from elsewhere (git, https): a change to it is not in this repository's diff. */
function isRemote(reference: string): boolean {
  return (
    /^[a-z][a-z0-9+.-]*:\/\//i.test(reference) || /^(git@|github\.com\/|gitlab\.com\/|bitbucket\.org\/)/.test(reference)
  );
}
