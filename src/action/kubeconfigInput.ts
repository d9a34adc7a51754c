import path from 'node:path';
import * as yaml from 'js-yaml';
import { UserError } from '../common/errors.ts';
import { isRecord } from '../common/isRecord.ts';

/** The kubeconfig input, decoded, or why it cannot be used; undefined when the input is empty. */
export type KubeconfigInput = { content: string } | { error: UserError } | undefined;

/**
 * Keys of a kubeconfig whose values are credentials: `token`, `id-token`, `refresh-token`,
 * `client-secret`, `password`, `client-key-data`, `client-certificate-data`. Paths such as
 * `token-file` and `client-key` are not secret, and neither is `certificate-authority-data`.
 */
const CREDENTIAL_KEY = /(token|secret|password|key-data|certificate-data)$/i;
const BASE64 = /^[A-Za-z0-9+/_-]+={0,2}$/;
/** `/home/runner/.kube/config`, `~/.kube/config`, `./kubeconfig`: a common mistake, worth its own message. */
const FILE_PATH = /^(~|\.{0,2})\/\S*$/;
/** Lines of a decoded PEM block shorter than this are the block's tail, too common a text to mask. */
const MIN_DECODED_LINE = 16;

/**
 * Reads the kubeconfig input (YAML, JSON, or base64 of either) and registers with `mask` every
 * form of it that could show up in a log, before the caller logs anything: the input as given,
 * each line of a base64 input (the runner may match a multi-line secret only line by line), the
 * decoded content, and each credential inside it, also decoded where it is base64 data.
 * On a pull request, an exec credential plugin named by a relative path is refused (see below).
 */
export function acceptKubeconfigInput(
  input: string,
  mask: (secret: string) => void,
  event: { pullRequest: boolean } = { pullRequest: false },
  what = 'the kubeconfig input',
): KubeconfigInput {
  const trimmed = input.trim();
  if (trimmed === '') return undefined;
  mask(input);
  if (trimmed !== input) mask(trimmed);
  const compact = trimmed.replace(/\s+/g, '');
  const encoded = BASE64.test(compact);
  if (encoded) for (const line of trimmed.split(/\s+/)) mask(line);

  const content = encoded ? decodeBase64Text(compact) : trimmed;
  const parsed = content === undefined ? undefined : parseKubeconfig(content);
  if (content === undefined || parsed === undefined) {
    // Never quote the input or the parser's message: either could hold a credential.
    const is = FILE_PATH.test(trimmed)
      ? 'a file path, not a kubeconfig'
      : `not ${encoded ? 'a base64-encoded' : 'a'} kubeconfig`;
    return {
      error: new UserError(`${what} is ${is}`, {
        hint: 'give the content of a kubeconfig file, as YAML or base64 (base64 -w0 < kubeconfig); to use a kubeconfig file on the runner, leave the input empty and set the KUBECONFIG environment variable to its path',
      }),
    };
  }
  if (encoded) mask(content);
  for (const secret of credentialValues(parsed)) mask(secret);
  const relative = event.pullRequest ? relativeExecCommand(parsed, what) : undefined;
  if (relative) return { error: relative };
  return { content };
}

/**
 * A relative exec plugin command (`./bin/get-token`) in an inline kubeconfig is found from the
 * working directory, which on a pull request is the pull request's checkout: the pull request could
 * put its own program there, run with the plugin's environment and trusted with the credentials.
 * A name without a slash is looked up on PATH, an absolute path is the runner's: both are fine.
 */
function relativeExecCommand(kubeconfig: Record<string, unknown>, what: string): UserError | undefined {
  for (const entry of Array.isArray(kubeconfig['users']) ? kubeconfig['users'] : []) {
    const user = isRecord(entry) && isRecord(entry['user']) ? entry['user'] : undefined;
    const command = isRecord(user?.['exec']) ? user['exec']['command'] : undefined;
    if (typeof command !== 'string' || path.isAbsolute(command) || !/[\\/]/.test(command)) continue;
    const name = isRecord(entry) && typeof entry['name'] === 'string' ? ` "${entry['name']}"` : '';
    return new UserError(
      `${what}'s user${name} runs its exec credential plugin from the relative path ${command}, which on a pull request is found in the pull request's checkout`,
      {
        hint: `give the plugin's absolute path (e.g. /usr/local/bin/${path.basename(command)}), or its name alone to find it on PATH; a pull request could otherwise replace the program that receives the cluster's credentials`,
      },
    );
  }
  return undefined;
}

/** Exec plugin arguments shorter than this are flags and words (`-o`, `json`), too common a text to mask. */
const MIN_ARG = 6;

/**
 * Every credential in a parsed kubeconfig: values of credential keys, their decoded lines when
 * they are base64 data (a PEM private key), the values of exec plugins' `env` entries, exec
 * plugins' arguments (a token passed as `--token=...`), and the user and password in a server or
 * proxy URL (`https://user:password@host`).
 */
export function credentialValues(kubeconfig: unknown): string[] {
  const found = new Set<string>();
  const add = (key: string, value: string): void => {
    if (value.trim() === '') return;
    found.add(value);
    if (!key.endsWith('-data')) return;
    const decoded = decodeBase64Text(value.replace(/\s+/g, ''));
    for (const line of decoded?.split(/\r?\n/) ?? []) {
      if (line.length >= MIN_DECODED_LINE && !line.startsWith('-----')) found.add(line);
    }
  };
  const walk = (node: unknown, key: string): void => {
    if (typeof node === 'string') {
      if (CREDENTIAL_KEY.test(key)) add(key, node);
      if (key === 'server' || key === 'proxy-url') for (const part of urlCredentials(node)) add(key, part);
    } else if (Array.isArray(node)) {
      for (const item of node) {
        if (key === 'env' && isRecord(item) && typeof item['value'] === 'string') add('value', item['value']);
        if (key === 'args' && typeof item === 'string') for (const part of argumentCredentials(item)) add(key, part);
        walk(item, key);
      }
    } else if (isRecord(node)) {
      for (const [childKey, child] of Object.entries(node)) walk(child, childKey);
    }
  };
  walk(kubeconfig, '');
  return [...found];
}

/** The user information of a URL, whole and in parts, as written and decoded. */
function urlCredentials(text: string): string[] {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return [];
  }
  const parts = [url.username, url.password].filter((part) => part !== '');
  if (parts.length === 0) return [];
  return [parts.join(':'), ...parts, ...parts.map(decodeUriPart)];
}

/** An exec argument, and the value of a `--flag=value` one. */
function argumentCredentials(arg: string): string[] {
  const value = /^-{1,2}[\w-]+=(.+)$/.exec(arg)?.[1];
  return [arg, ...(value === undefined ? [] : [value])].filter((part) => part.length >= MIN_ARG);
}

function decodeUriPart(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/**
 * The kubeconfig as a mapping with every scalar as written: the failsafe schema keeps a token
 * such as `0644` as that text rather than the number 420, so the exact text gets masked.
 */
function parseKubeconfig(content: string): Record<string, unknown> | undefined {
  let value: unknown;
  try {
    value = yaml.load(content, { schema: yaml.FAILSAFE_SCHEMA });
  } catch {
    return undefined;
  }
  if (!isRecord(value)) return undefined;
  const looksLikeKubeconfig = ['clusters', 'contexts', 'users', 'current-context'].some((key) => key in value);
  return looksLikeKubeconfig ? value : undefined;
}

/** UTF-8 text of standard or URL-safe base64, or undefined when the bytes are not text. */
function decodeBase64Text(text: string): string | undefined {
  if (!BASE64.test(text)) return undefined;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(
      Buffer.from(text, text.includes('-') || text.includes('_') ? 'base64url' : 'base64'),
    );
  } catch {
    return undefined;
  }
}
