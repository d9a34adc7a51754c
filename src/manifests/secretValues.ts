import type { KubeObject } from '../kube/kubeObject.ts';

/**
 * Values shorter than this are not reported: masking `1` or `true` would hide every count in a log,
 * and a value that short is no secret anyone could keep.
 */
const MIN_LENGTH = 4;

/**
 * Every form in which a Secret's values could come back in a message (an admission denial that
 * quotes the object, a server error): each `data` value as written (base64) and decoded, each
 * `stringData` value and its base64 (the server turns stringData into data), every line of a
 * multi-line value (logs are masked line by line), and each as it looks inside JSON.
 */
export function secretValues(objects: KubeObject[]): string[] {
  const found = new Set<string>();
  const add = (value: string): void => addForms(found, value);
  for (const object of objects) {
    if (object.apiVersion !== 'v1' || object.kind !== 'Secret') continue;
    for (const encoded of stringValues(object['data'])) {
      const decoded = decodeBase64Text(encoded);
      if ((decoded ?? encoded).length < MIN_LENGTH) continue;
      add(encoded);
      if (decoded !== undefined) add(decoded);
    }
    for (const value of stringValues(object['stringData'])) {
      if (value.length < MIN_LENGTH) continue;
      add(value);
      add(Buffer.from(value, 'utf8').toString('base64'));
    }
  }
  return [...found];
}

/** A value as written, each of its lines, and as it looks inside JSON, each long enough to hide. */
function addForms(found: Set<string>, value: string): void {
  for (const form of [value, ...value.split(/\r?\n/), JSON.stringify(value).slice(1, -1)]) {
    if (form.trim().length >= MIN_LENGTH) found.add(form);
  }
}

/** Values given as they are (a renderer's `--set`), in every form a message could quote them: as written, by line, in JSON, and in base64. */
export function valueForms(values: Iterable<string>): string[] {
  const found = new Set<string>();
  for (const value of values) {
    if (value.length < MIN_LENGTH) continue;
    addForms(found, value);
    addForms(found, Buffer.from(value, 'utf8').toString('base64'));
  }
  return [...found];
}

function stringValues(map: unknown): string[] {
  if (typeof map !== 'object' || map === null || Array.isArray(map)) return [];
  return Object.values(map).filter((value): value is string => typeof value === 'string');
}

function decodeBase64Text(text: string): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(text.replace(/\s+/g, ''), 'base64'));
  } catch {
    return undefined;
  }
}

/** Where Secret values come from: the manifests, the live Secrets of the cluster, or the workflow's inputs to the renderers. */
export type SecretOrigin = 'manifests' | 'cluster' | 'inputs';
