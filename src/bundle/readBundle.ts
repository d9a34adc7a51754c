import { open } from 'node:fs/promises';
import { UserError, UserErrors } from '../common/errors.ts';
import { isRecord } from '../common/isRecord.ts';
import type { ManifestObject } from '../kube/manifestObject.ts';
import { mebibytes } from '../manifests/readBudget.ts';
import { validateObject } from '../manifests/validateObject.ts';
import {
  BUNDLE_API_VERSION,
  BUNDLE_INPUTS,
  BUNDLE_KIND,
  type Bundle,
  type BundleInput,
  type BundleRun,
  type BundleSet,
} from './bundle.ts';

/** Far above a real render (the 5,000-object benchmark's set is 4 MiB), far below a runner's memory. */
export const MAX_BUNDLE_BYTES = 64 * 1024 * 1024;
/** As deep as the manifests' YAML may nest (parseDocuments.ts). */
const MAX_DEPTH = 1000;
const MAX_TEXT = 4096;

/** Reads and checks a bundle file: at most MAX_BUNDLE_BYTES, JSON, of the bundle's shape, every object valid. */
export async function readBundle(file: string): Promise<Bundle> {
  const handle = await open(file, 'r').catch((error: unknown) => {
    throw new UserError(`cannot read the bundle ${file}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`, {
      hint: 'check the bundle input: the path of the file the render step wrote (after its artifact is downloaded)',
    });
  });
  try {
    const { size } = await handle.stat();
    if (size > MAX_BUNDLE_BYTES) throw tooLarge(file, size);
    // Read at most one byte past the limit: a file that grows while read is refused too.
    const buffer = Buffer.alloc(Math.min(size, MAX_BUNDLE_BYTES) + 1);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    if (bytesRead > MAX_BUNDLE_BYTES) throw tooLarge(file, bytesRead);
    return parseBundle(buffer.subarray(0, bytesRead).toString('utf8'), file);
  } finally {
    await handle.close();
  }
}

function tooLarge(file: string, bytes: number): UserError {
  return new UserError(
    `the bundle ${file} is ${mebibytes(bytes)} MiB, more than the ${mebibytes(MAX_BUNDLE_BYTES)} MiB a plan reads`,
    { hint: 'render fewer targets per bundle (a matrix of render jobs)' },
  );
}

/**
 * A bundle's text, checked: JSON only (a YAML alias cannot multiply it), nested at most MAX_DEPTH deep, of
 * the bundle's shape, every object held to the manifests' rules, and no kustomization or chart: a plan
 * renders nothing. `file` names the bundle in errors.
 */
export function parseBundle(text: string, file: string): Bundle {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new UserError(`the bundle ${file} is not JSON (${(error as Error).message})`, {
      hint: 'a bundle is the file the render step (mode: render, or `applyset-action render`) writes, as it wrote it; YAML, with its aliases, is not read',
    });
  }
  if (depthOver(value, MAX_DEPTH))
    throw new UserError(`the bundle ${file} nests deeper than ${MAX_DEPTH} levels`, {
      hint: 'no Kubernetes object nests so deep: this is not a bundle the render step wrote',
    });
  const shape = (message: string) =>
    new UserError(`the bundle ${file} ${message}`, {
      hint: 'a bundle is the file the render step writes; write it again with the same version of the action',
    });
  if (!isRecord(value) || value['apiVersion'] !== BUNDLE_API_VERSION || value['kind'] !== BUNDLE_KIND) {
    throw shape(`is not a ${BUNDLE_API_VERSION} ${BUNDLE_KIND}`);
  }
  const run = value['run'];
  const commits = value['commits'];
  if (!isRecord(run) || !isRecord(commits) || !Array.isArray(value['sets'])) throw shape('has no run, commits or sets');
  const text_ = (record: Record<string, unknown>, key: string, optional = false): string | undefined => {
    const field = record[key];
    if (field === undefined && optional) return undefined;
    if (typeof field !== 'string' || field.length > MAX_TEXT || (!optional && field === ''))
      throw shape(`has an invalid ${key}`);
    return field;
  };
  const bundleRun: BundleRun = {
    repository: text_(run, 'repository')!,
    workflow: text_(run, 'workflow')!,
    id: text_(run, 'id')!,
    attempt: text_(run, 'attempt', true),
    event: text_(run, 'event')!,
  };
  const head = text_(commits, 'head')!;
  const base = text_(commits, 'base', true);
  const pullRequest = value['pullRequest'];
  if (pullRequest !== undefined && !(Number.isSafeInteger(pullRequest) && (pullRequest as number) > 0))
    throw shape('has an invalid pullRequest');
  const errors: UserError[] = [];
  const sets = value['sets'].map((set, index) => readSet(set, `${file} sets[${index}]`, errors));
  if (errors.length > 0)
    throw new UserErrors(errors, { hint: `nothing of the bundle ${file} was sent to the cluster` });
  if (sets.length === 0) throw shape('holds no set');
  return {
    apiVersion: BUNDLE_API_VERSION,
    kind: BUNDLE_KIND,
    run: bundleRun,
    commits: { head, base },
    pullRequest: pullRequest as number | undefined,
    sets,
  };
}

function readSet(value: unknown, where: string, errors: UserError[]): BundleSet {
  const empty: BundleSet = { target: undefined, manifests: [], inputs: {}, objects: [] };
  if (
    !isRecord(value) ||
    !Array.isArray(value['objects']) ||
    !isRecord(value['inputs']) ||
    !Array.isArray(value['manifests'])
  ) {
    errors.push(new UserError(`${where} is not a set: it needs objects, inputs and manifests`));
    return empty;
  }
  const target = value['target'];
  if (target !== undefined && (typeof target !== 'string' || target === '' || target.length > MAX_TEXT))
    errors.push(new UserError(`${where} has an invalid target name`));
  const manifests = value['manifests'].filter((m): m is string => typeof m === 'string' && m.length <= MAX_TEXT);
  if (manifests.length !== value['manifests'].length)
    errors.push(new UserError(`${where} has an invalid manifests list`));
  const inputs: Partial<Record<BundleInput, string>> = {};
  for (const [name, input] of Object.entries(value['inputs'])) {
    if (!(BUNDLE_INPUTS as readonly string[]).includes(name)) {
      errors.push(
        new UserError(`${where} sets the input ${name}, which a plan does not take from a bundle`, {
          hint: `a bundle sets only ${BUNDLE_INPUTS.join(', ')}; the plan step's own inputs say how it connects`,
        }),
      );
    } else if (typeof input !== 'string' || input.length > MAX_TEXT) {
      errors.push(new UserError(`${where} input ${name} is not text`));
    } else {
      inputs[name as BundleInput] = input;
    }
  }
  const objects: ManifestObject[] = [];
  for (const entry of value['objects']) {
    const object = readObject(entry, where, errors);
    if (object) objects.push(object);
  }
  return { target: target as string | undefined, manifests, inputs, objects };
}

function readObject(entry: unknown, where: string, errors: UserError[]): ManifestObject | undefined {
  const source = isRecord(entry) ? entry['source'] : undefined;
  if (
    !isRecord(entry) ||
    !isRecord(source) ||
    typeof source['file'] !== 'string' ||
    source['file'].length > MAX_TEXT ||
    !Number.isSafeInteger(source['line']) ||
    (source['line'] as number) < 1
  ) {
    errors.push(new UserError(`${where} has an object without its source (file and line)`));
    return undefined;
  }
  const at = { file: source['file'], line: source['line'] as number };
  const object = entry['object'];
  const unrendered = unrenderedSource(object);
  if (unrendered) {
    errors.push(
      new UserError(`${where} holds ${unrendered}, which a plan does not render`, {
        source: at,
        hint: 'a bundle holds rendered objects only: the render step builds kustomizations and charts, the plan runs nothing of the pull request',
      }),
    );
    return undefined;
  }
  const checked = validateObject(object, at);
  if (!checked.ok) {
    errors.push(...checked.errors);
    return undefined;
  }
  return { object: checked.object, source: at };
}

/** What a document is when it is a kustomization or a chart rather than an object for the cluster. */
function unrenderedSource(object: unknown): string | undefined {
  if (!isRecord(object)) return undefined;
  const { apiVersion, kind } = object;
  if (typeof apiVersion === 'string' && apiVersion.startsWith('kustomize.config.k8s.io/'))
    return `a kustomization (${String(kind)})`;
  // A Chart.yaml: apiVersion v1 or v2, a name and a version, no kind.
  if (kind === undefined && (apiVersion === 'v1' || apiVersion === 'v2') && 'name' in object && 'version' in object)
    return 'a Helm chart (Chart.yaml)';
  if (kind === undefined && ('resources' in object || 'bases' in object || 'helmCharts' in object))
    return 'a kustomization';
  return undefined;
}

/** Whether `value` nests deeper than `max`, walked without recursion. */
function depthOver(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (typeof node !== 'object' || node === null) continue;
    if (depth >= max) return true;
    for (const child of Array.isArray(node) ? node : Object.values(node)) stack.push([child, depth + 1]);
  }
  return false;
}
