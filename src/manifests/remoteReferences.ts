import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as yaml from 'js-yaml';
import { isRecord } from '../isRecord.ts';
import { KUSTOMIZATION_FILES } from './expandInputs.ts';

/** `https://...`, `git::...`, `ssh://...`, `git@host:...`, `github.com/owner/repo//path?ref=x`: what kustomize fetches. */
const REMOTE_REFERENCE = /^(?:[a-z][a-z0-9+.-]*:\/\/|[a-z]+::|[\w.-]+@[\w.-]+:|[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}\/[^/]+\/[^/]+)/i;

/** Fields whose entries kustomize builds as kustomizations when they are directories: followed into local ones. */
const BUILT_FIELDS = ['resources', 'bases', 'components', 'generators', 'transformers', 'validators'];
/** Fields whose entries are files kustomize loads, each of which may be a URL. */
const FILE_FIELDS = [...BUILT_FIELDS, 'crds', 'configurations', 'patchesStrategicMerge'];
/** Fields whose entries load the file their `path` names. */
const PATH_FIELDS = ['patches', 'patchesJson6902', 'replacements'];
const GENERATOR_FIELDS = ['configMapGenerator', 'secretGenerator'];

/** A kustomization file and the entries of it that kustomize would fetch from the network. */
export interface RemoteReferences {
  /** The file, as `shownDir` shows its directory. */
  file: string;
  references: string[];
}

/**
 * Every entry that kustomize would fetch from the network, in the kustomization of `dir` and in the
 * kustomizations of the local directories it builds on: URLs and repositories among its resources,
 * bases and components, and among every file it loads (patches, generators' files and env files,
 * transformers, CRDs, configurations, replacements, the OpenAPI schema). Kustomize fetches a URL in
 * any of these, and Go's HTTP client sends a request to a loopback address past any proxy, so the
 * renderer's environment alone cannot keep a pull request's kustomization off the runner's own ports.
 */
export async function remoteReferences(dir: string, shownDir: string): Promise<RemoteReferences[]> {
  const found: RemoteReferences[] = [];
  for (const { file, fields } of await reachedKustomizations(dir)) {
    const references = loadedEntries(fields).filter((entry) => REMOTE_REFERENCE.test(entry));
    if (references.length > 0) found.push({ file: path.posix.join(shownDir, path.relative(dir, file).split(path.sep).join('/')), references });
  }
  return found;
}

/**
 * The chart homes of the `helmCharts` of the kustomization of `dir` and of the local kustomizations
 * it builds on (`helmGlobals.chartHome`, by default `charts` beside each kustomization file), from
 * which helm reads the charts it inflates, each with the directory of the kustomization naming it.
 */
export async function helmChartHomes(dir: string): Promise<{ home: string; root: string }[]> {
  return (await reachedKustomizations(dir)).flatMap(({ file, fields }) => {
    if (!Array.isArray(fields['helmCharts']) || fields['helmCharts'].length === 0) return [];
    const globals = fields['helmGlobals'];
    const home = isRecord(globals) && typeof globals['chartHome'] === 'string' ? globals['chartHome'] : 'charts';
    return [{ home: path.resolve(path.dirname(file), home), root: path.dirname(file) }];
  });
}

/** The kustomization of `dir` and those of the local directories it builds on, each once. */
async function reachedKustomizations(dir: string): Promise<{ file: string; fields: Record<string, unknown> }[]> {
  const reached: { file: string; fields: Record<string, unknown> }[] = [];
  const visited = new Set<string>();
  const visit = async (current: string): Promise<void> => {
    if (visited.has(current)) return;
    visited.add(current);
    const kustomization = await readKustomization(current);
    if (!kustomization) return;
    reached.push(kustomization);
    for (const field of BUILT_FIELDS) {
      for (const entry of strings(kustomization.fields[field])) if (!REMOTE_REFERENCE.test(entry)) await visit(path.resolve(current, entry));
    }
  };
  await visit(dir);
  return reached;
}

async function readKustomization(dir: string): Promise<{ file: string; fields: Record<string, unknown> } | undefined> {
  for (const name of KUSTOMIZATION_FILES) {
    const file = path.join(dir, name);
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch {
      continue;
    }
    try {
      const parsed = yaml.load(text, { schema: yaml.FAILSAFE_SCHEMA });
      return isRecord(parsed) ? { file, fields: parsed } : undefined;
    } catch {
      return undefined; // kustomize reports the syntax error
    }
  }
  return undefined;
}

/** Every file name or URL the kustomization's fields make kustomize load. */
function loadedEntries(fields: Record<string, unknown>): string[] {
  const records = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value.filter(isRecord) : []);
  return [
    ...FILE_FIELDS.flatMap((field) => strings(fields[field])),
    ...PATH_FIELDS.flatMap((field) => records(fields[field]).flatMap((entry) => strings([entry['path']]))),
    ...strings([isRecord(fields['openapi']) ? fields['openapi']['path'] : undefined]),
    ...GENERATOR_FIELDS.flatMap((field) =>
      records(fields[field]).flatMap((generator) => [
        // `files` entries are `path` or `key=path`.
        ...strings(generator['files']).map((entry) => entry.slice(entry.indexOf('=') + 1)),
        ...strings(generator['envs']),
        ...strings([generator['env']]),
      ]),
    ),
  ];
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
}
