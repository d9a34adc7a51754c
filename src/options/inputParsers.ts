import { parseParentRef, type ParentRef } from '../applyset/parentRef.ts';
import { UserError } from '../common/errors.ts';
import { parseDuration } from './durations.ts';
import { parsePublicKey } from './publicKey.ts';

/**
 * How an input of the table is named in messages and what it reads besides its own value; each
 * parser records its problems in `errors` and returns a placeholder (or undefined), the run being
 * refused once every input is read.
 */
export interface InputContext {
  /** The input as messages name it: `timeout`, `--timeout`, `target "web" timeout (applysets.yaml:4)`. */
  name: string;
  /** How the messages name another input, or one set to a value (`wait: true`, `--wait`). */
  nameOf(input: string, value?: string): string;
  /** The value as given, untrimmed: a YAML input keeps its first line's indentation. */
  raw: string | undefined;
  /** Another input's text, as given or its default. */
  text(input: string): string | undefined;
  errors: UserError[];
}

export type InputParser<T> = (text: string | undefined, input: InputContext) => T | undefined;

const NAMESPACE_PATTERN = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/;
/** A kind, or `Kind.group` as the ApplySet annotations write it. */
const KIND_PATTERN = /^[A-Za-z][A-Za-z0-9]*(\.[a-z0-9]([-a-z0-9.]*[a-z0-9])?)?$/;

/** The text as given, unchecked: a context, a kubeconfig's path. */
export const asGiven: InputParser<string> = (text) => text;

/** `true` or `false`, in any case. */
export const onOff: InputParser<boolean> = (text = '', input) => {
  const value = text.toLowerCase();
  if (value === 'true' || value === 'false') return value === 'true';
  input.errors.push(new UserError(`${input.name} must be true or false, not "${input.raw}"`));
  return false;
};

/** A whole number from `min` to `max`; undefined when not given. */
export function wholeNumber(min: number, max: number): InputParser<number> {
  return (text, input) => {
    if (text === undefined) return undefined;
    const n = Number(text);
    if (Number.isInteger(n) && n >= min && n <= max) return n;
    input.errors.push(new UserError(`${input.name} must be a whole number from ${min} to ${max}, not "${text}"`));
    return undefined;
  };
}

/** One of `values`, as written. */
export function oneOf<const T extends string>(values: readonly T[]): InputParser<T> {
  const said = `${values.slice(0, -1).join(', ')} or ${values.at(-1)}`;
  return (text = '', input) => {
    if ((values as readonly string[]).includes(text)) return text as T;
    input.errors.push(new UserError(`${input.name} must be ${said}, not "${text}"`));
    return undefined;
  };
}

/** A duration (`90s`, `5m`, `1h`, or whole seconds), in seconds; `0` allowed. */
export const seconds: InputParser<number> = (text = '', input) => {
  const ms = parseDuration(text);
  if (ms !== undefined) return ms / 1000;
  input.errors.push(
    new UserError(`${input.name} must be a duration such as 90s, 5m or 1h (or whole seconds), not "${text}"`),
  );
  return 0;
};

/** A duration of more than 0, in milliseconds. */
export const positiveMilliseconds: InputParser<number> = (text = '', input) => {
  const ms = parseDuration(text);
  if (ms !== undefined && ms > 0) return ms;
  input.errors.push(new UserError(`${input.name} must be a duration such as 90s, 5m or 1h30m, not "${text}"`));
  return 0;
};

/** Files, directories and globs, one a line. */
export const pathList: InputParser<string[]> = (text = '', input) => {
  const paths = text
    .split('\n')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  if (paths.length > 0) return paths;
  input.errors.push(
    new UserError('no manifests given', { hint: `name the files, directories or globs to deploy in ${input.name}` }),
  );
  return [];
};

/** A namespace's name; undefined for the context's. */
export const namespaceName: InputParser<string> = (text, input) => {
  if (text !== undefined && (!NAMESPACE_PATTERN.test(text) || text.length > 63)) {
    input.errors.push(
      new UserError(`${input.name} "${text}" is not a valid namespace name`, {
        hint: 'use lowercase letters, digits and dashes',
      }),
    );
  }
  return text;
};

/** Kinds (`Job`, `Job.batch`), separated by commas, spaces or lines. */
export const kindList: InputParser<string[]> = (text = '', input) => {
  const kinds = text.split(/[\s,]+/).filter((kind) => kind !== '');
  for (const kind of kinds.filter((k) => !KIND_PATTERN.test(k))) {
    input.errors.push(
      new UserError(`${input.name}: "${kind}" is not a kind`, {
        hint: "name kinds as in the manifests' kind field, e.g. Job, or with their group, e.g. Job.batch; separate them with commas or new lines",
      }),
    );
  }
  return kinds;
};

/** The parent reference, parsed here so that a malformed one is refused before manifests are read or the cluster is contacted. */
export const parentRef: InputParser<ParentRef> = (text, input) => {
  if (!text) {
    input.errors.push(
      new UserError('no ApplySet parent given', {
        hint: `name the parent object in ${input.name}, e.g. my-app for a Secret named my-app`,
      }),
    );
    return undefined;
  }
  try {
    return parseParentRef(text);
  } catch (error) {
    if (!(error instanceof UserError)) throw error;
    input.errors.push(error);
    return undefined;
  }
};

const FIELD_MANAGER_PATTERN = /^[\x21-\x7e]{1,128}$/;

/** A server-side apply field manager's name. */
export const fieldManagerName: InputParser<string> = (text = '', input) => {
  if (!FIELD_MANAGER_PATTERN.test(text)) {
    input.errors.push(
      new UserError(`${input.name} "${text}" is not valid`, {
        hint: 'use 1 to 128 printable characters without spaces',
      }),
    );
  }
  return text;
};

/** Ed25519 public keys (`plan-record-key`), separated by commas or white space; none when not given. */
export const publicKeys: InputParser<readonly string[]> = (text = '', input) => {
  const keys = text.split(/[\s,]+/).filter((key) => key !== '');
  // Not quoted: a value pasted in the wrong input may be a secret.
  if (keys.some((key) => !parsePublicKey(key)))
    input.errors.push(
      new UserError(`${input.name} holds a value that is not an Ed25519 public key (43 characters of base64url)`, {
        hint: "give the 43 characters of the key a deploy's log names (Signed the plan record's public copy for previews with plan-record-key ...)",
      }),
    );
  return keys;
};
