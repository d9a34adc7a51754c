import { UserError } from '../common/errors.ts';
import type { KubeObject } from '../kube/kubeObject.ts';
import { formatRef, parseApiVersion } from '../kube/objectRef.ts';
import { isRecord } from '../common/isRecord.ts';
import type { SourceLocation } from '../kube/manifestObject.ts';

export type ValidatedObject = { ok: true; object: KubeObject } | { ok: false; errors: UserError[] };

/**
 * Checks that a document is an object this tool can apply, knowing nothing of the cluster.
 * Returns every problem found, so the user can fix them all in one go.
 */
export function validateObject(value: unknown, source: SourceLocation): ValidatedObject {
  if (!isRecord(value)) {
    const hint = Array.isArray(value)
      ? 'Write each object as its own document (separated by `---`), or as the items of a `kind: List`'
      : 'Each document must be one Kubernetes object; check the indentation and the `---` separators';
    const message = `expected a Kubernetes object (a mapping with apiVersion, kind and metadata), found ${describeValue(value)}`;
    return { ok: false, errors: [new UserError(message, { hint, source })] };
  }
  const { apiVersion, kind } = value;
  const metadata = value['metadata'];
  const name = isRecord(metadata) ? metadata['name'] : undefined;
  const problems: Problem[] = [
    ...checkTypeField('apiVersion', apiVersion, 'e.g. `apiVersion: v1` or `apiVersion: apps/v1`'),
    ...checkTypeField('kind', kind, 'e.g. `kind: ConfigMap`'),
  ];
  if (metadata !== undefined && metadata !== null && !isRecord(metadata)) {
    problems.push([
      `metadata must be a mapping, found ${describeValue(metadata)}`,
      'Write metadata as a mapping with at least `name:`',
    ]);
  } else {
    problems.push(
      ...checkName(name, metadata?.['generateName']),
      ...checkStringMap(metadata?.['labels'], 'labels'),
      ...checkStringMap(metadata?.['annotations'], 'annotations'),
    );
  }
  const nonFinite = findNonFiniteNumber(value, '');
  if (nonFinite !== undefined) {
    problems.push([
      `${nonFinite.slice(1)} is .inf or .nan, which JSON (and so the API server) cannot carry`,
      'Quote the value if it is meant as text',
    ]);
  }
  if (problems.length === 0) return { ok: true, object: value as KubeObject };
  // Name the object when it can be named: a file may hold many.
  const ref =
    typeof apiVersion === 'string' && typeof kind === 'string' && typeof name === 'string' && name !== ''
      ? `${formatRef({ group: parseApiVersion(apiVersion).group, kind, name })}: `
      : '';
  return { ok: false, errors: problems.map(([message, hint]) => new UserError(`${ref}${message}`, { hint, source })) };
}

type Problem = [message: string, hint: string];

function checkTypeField(field: 'apiVersion' | 'kind', value: unknown, example: string): Problem[] {
  if (value === undefined || value === null || value === '')
    return [[`object has no ${field}`, `Add ${field}, ${example}`]];
  if (typeof value !== 'string')
    return [[`${field} must be a string, found ${describeValue(value)}`, `Write ${field} as text, ${example}`]];
  return [];
}

function checkName(name: unknown, generateName: unknown): Problem[] {
  if (name === undefined || name === null || name === '') {
    if (generateName !== undefined && generateName !== null) {
      return [
        [
          'metadata.generateName is not supported: an ApplySet member needs a fixed metadata.name',
          'Set metadata.name instead; server-side apply finds an object by its name, and prune tracks it by name',
        ],
      ];
    }
    return [['object has no metadata.name', 'Add metadata.name']];
  }
  if (typeof name !== 'string') {
    return [
      [
        `metadata.name must be a string, found ${describeValue(name)}`,
        'Quote the name so YAML keeps it as text, e.g. `name: "123"`',
      ],
    ];
  }
  return [];
}

function checkStringMap(value: unknown, field: 'labels' | 'annotations'): Problem[] {
  if (value === undefined || value === null) return [];
  if (!isRecord(value)) {
    return [
      [
        `metadata.${field} must be a mapping of strings, found ${describeValue(value)}`,
        `Write metadata.${field} as \`key: "value"\` pairs`,
      ],
    ];
  }
  const what = field === 'labels' ? 'label' : 'annotation';
  return Object.entries(value)
    .filter(([, entry]) => typeof entry !== 'string')
    .map(([key, entry]): Problem => [
      `${what} \`${key}\` must be a string, found ${describeValue(entry)}`,
      entry === null
        ? 'Write an empty string `""` or remove it'
        : 'Quote the value so YAML keeps it as text, e.g. `"true"` or `"1.0"`',
    ]);
}

/**
 * The dotted path of the first NaN or infinite number, each segment led by a dot; undefined when none.
 * The path is built only for the number found: building it for every node cost more than the walk.
 */
function findNonFiniteNumber(value: unknown, path: string): string | undefined {
  const segments = nonFiniteSegments(value);
  return segments === undefined ? undefined : path + segments.reverse().join('');
}

/** The segments to the first non-finite number, innermost first; undefined when none. */
function nonFiniteSegments(value: unknown): string[] | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : [];
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const found = nonFiniteSegments(value[index]);
      if (found !== undefined) return [...found, `[${index}]`];
    }
  } else if (isRecord(value)) {
    for (const key of Object.keys(value)) {
      const found = nonFiniteSegments(value[key]);
      if (found !== undefined) return [...found, `.${key}`];
    }
  }
  return undefined;
}

// A string is never quoted: it is file content, and the file may not be a manifest at all (a line of
// /etc/passwd through a link); the message's file:line is where to look. A number or boolean is
// what YAML made of the text, which is the point of the message.
function describeValue(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return 'a sequence';
  if (typeof value === 'object') return 'a mapping';
  if (typeof value === 'string') return 'a string';
  return `a ${typeof value} (${String(value)})`;
}
