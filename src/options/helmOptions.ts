import * as yaml from 'js-yaml';
import { closestNames } from './didYouMean.ts';
import { UserError } from '../common/errors.ts';
import { isRecord } from '../common/isRecord.ts';

/**
 * How the Helm charts among the manifests are rendered (the `helm` input, `--helm-*` flags, a
 * target's `helm` option): `helm template <release> <chart> --values <file>... --set <key=value>...`.
 */
export interface HelmOptions {
  /** The release name; the ApplySet parent's name when not given. */
  release: string | undefined;
  /** Values files, relative to the working directory, in the order helm merges them. */
  values: string[];
  /** `--set` values in helm's syntax, `key=value` each. */
  set: string[];
  /** Run the charts' test hooks (`helm test`'s) after the post- hooks of an apply. */
  tests: boolean;
}

export const NO_HELM_OPTIONS: HelmOptions = { release: undefined, values: [], set: [], tests: false };

const KEYS = ['release', 'values', 'set', 'tests'] as const;
/** helm's own rule for a release name: a DNS subdomain of at most 53 characters. */
const RELEASE_PATTERN = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;
const RELEASE_MAX = 53;
const EXAMPLE = 'e.g.\nrelease: web\nvalues: [deploy/values-prod.yaml]\nset:\n  image.tag: 1.2.3';

/** How messages name the input, or one of its keys: `helm`, `helm: release` (the action's words), `--helm-release` (the CLI's). */
export type HelmNamer = (key?: (typeof KEYS)[number]) => string;

/**
 * The `helm` input: a YAML mapping with `release` (a name), `values` (a file or a list of files),
 * `set` (a mapping of keys to values, or a list of helm's `key=value`) and `tests` (true to run the
 * charts' test hooks after the deploy). Empty for none. Each problem
 * is recorded in `errors`, naming the input and key as `name` says.
 */
export function parseHelmOptions(text: string, name: HelmNamer, errors: UserError[]): HelmOptions {
  const input = name();
  if (text.trim() === '') return NO_HELM_OPTIONS;
  let value: unknown;
  try {
    value = yaml.load(text, { schema: yaml.CORE_SCHEMA });
  } catch (error) {
    errors.push(
      new UserError(`${input} is not YAML: ${error instanceof yaml.YAMLException ? error.reason : String(error)}`, {
        hint: EXAMPLE,
      }),
    );
    return NO_HELM_OPTIONS;
  }
  if (!isRecord(value)) {
    errors.push(new UserError(`${input} must be a mapping of release, values, set and tests`, { hint: EXAMPLE }));
    return NO_HELM_OPTIONS;
  }
  for (const key of Object.keys(value).filter((found) => !(KEYS as readonly string[]).includes(found))) {
    const [meant] = closestNames(key, KEYS);
    errors.push(
      new UserError(`${input}: unknown key "${key}"`, {
        hint: meant ? `did you mean ${meant}?` : `${input} takes ${KEYS.join(', ')}`,
      }),
    );
  }
  return {
    release: release(value['release'], name('release'), errors),
    values: valuesFiles(value['values'], name('values'), errors),
    set: setValues(value['set'], name('set'), errors),
    tests: tests(value['tests'], name('tests'), errors),
  };
}

function tests(value: unknown, key: string, errors: UserError[]): boolean {
  if (value === undefined || value === null || typeof value === 'boolean') return value === true;
  errors.push(
    new UserError(`${key} must be true or false`, {
      hint: "tests: true runs the charts' test hooks after the deploy, as helm test would",
    }),
  );
  return false;
}

function release(value: unknown, key: string, errors: UserError[]): string | undefined {
  if (value === undefined || value === null) return undefined;
  const name = typeof value === 'string' ? value.trim() : String(value);
  if (RELEASE_PATTERN.test(name) && name.length <= RELEASE_MAX) return name;
  errors.push(
    new UserError(`${key} "${name}" is not a valid Helm release name`, {
      hint: `use at most ${RELEASE_MAX} lowercase letters, digits, dashes and dots, starting and ending with a letter or digit`,
    }),
  );
  return undefined;
}

function valuesFiles(value: unknown, key: string, errors: UserError[]): string[] {
  if (value === undefined || value === null) return [];
  const files = Array.isArray(value) ? value : [value];
  if (files.every((file) => typeof file === 'string' && file.trim() !== ''))
    return files.map((file: string) => file.trim());
  errors.push(
    new UserError(`${key} must be a file or a list of files`, {
      hint: 'values files are relative to the working directory, e.g. values: [deploy/values-prod.yaml]',
    }),
  );
  return [];
}

/** `--set` values: a mapping's entries (commas escaped, which helm would take for a second value), or helm's `key=value` as written. */
function setValues(value: unknown, key: string, errors: UserError[]): string[] {
  if (value === undefined || value === null) return [];
  if (isRecord(value)) {
    const entries = Object.entries(value);
    const bad = entries.filter(([, item]) => item !== null && (typeof item === 'object' || item === ''));
    if (bad.length === 0)
      return entries.map(([key, item]) => `${key}=${String(item).replace(/\\/g, '\\\\').replace(/,/g, '\\,')}`);
    errors.push(
      new UserError(
        `${key} ${bad.map(([entry]) => entry).join(', ')} must be ${bad.length === 1 ? 'a single value' : 'single values'}`,
        {
          hint: 'set one key per line, with dots for nested keys: image.tag: 1.2.3; put lists and mappings in a values file',
        },
      ),
    );
    return [];
  }
  const items = Array.isArray(value) ? value : [value];
  if (items.every((item) => typeof item === 'string' && /^[^=\s][^=]*=/.test(item))) return items as string[];
  errors.push(
    new UserError(`${key} must be a mapping of keys to values, or a list of key=value`, {
      hint: "e.g. set: {image.tag: 1.2.3}, or set: [image.tag=1.2.3] in helm's --set syntax",
    }),
  );
  return [];
}
