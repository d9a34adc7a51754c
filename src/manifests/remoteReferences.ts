import { isRecord } from '../common/isRecord.ts';
import { type ReachedKustomization, REMOTE_REFERENCE, strings } from './kustomizationTree.ts';

/** Fields whose entries are files kustomize loads, each of which may be a URL. */
const FILE_FIELDS = [
  'resources',
  'bases',
  'components',
  'generators',
  'transformers',
  'validators',
  'crds',
  'configurations',
  'patchesStrategicMerge',
];
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
 * Every entry that kustomize would fetch from the network, in the kustomizations `reached` (that of a
 * directory and of the local directories it builds on): URLs and repositories among its resources,
 * bases and components, and among every file it loads (patches, generators' files and env files,
 * transformers, CRDs, configurations, replacements, the OpenAPI schema). Kustomize fetches a URL in
 * any of these, and Go's HTTP client sends a request to a loopback address past any proxy, so the
 * renderer's environment alone cannot keep a pull request's kustomization off the runner's own ports.
 */
export function remoteReferences(reached: readonly ReachedKustomization[]): RemoteReferences[] {
  return reached.flatMap(({ shown, fields }) => {
    const references = loadedEntries(fields).filter((entry) => REMOTE_REFERENCE.test(entry));
    return references.length > 0 ? [{ file: shown, references }] : [];
  });
}

/** Every file name or URL the kustomization's fields make kustomize load. */
export function loadedEntries(fields: Record<string, unknown>): string[] {
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
