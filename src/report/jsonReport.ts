import { errorMessage, UserError, UserErrors } from '../common/errors.ts';
import type { RunOutcome } from '../outcome/runOutcome.ts';

/**
 * The version of the JSON document's shape (docs/cli.md describes it). Raised when a field is
 * removed or renamed, or changes its type or meaning; fields added do not raise it, so readers
 * ignore fields they do not know.
 */
export const SCHEMA_VERSION = 1;

/** Why a run failed, in the JSON document: a UserError's parts, or each problem of several. */
export interface ErrorDocument {
  message: string;
  hint?: string;
  /** `file:line` of the manifest the error is about, when it is about one. */
  source?: string;
  /** Several problems found together (the options, the manifests): each with its own message, hint and source. */
  problems?: ErrorDocument[];
}

/** An error as the JSON document gives it; what is not a UserError is a bug, and says so. */
export function errorDocument(error: unknown): ErrorDocument {
  if (error instanceof UserErrors && error.errors.length !== 1)
    return { message: error.message, problems: error.errors.map(errorDocument) };
  if (error instanceof UserErrors) return errorDocument(error.errors[0]);
  if (!(error instanceof UserError))
    return {
      message: errorMessage(error),
      hint: 'this is a bug in applyset-action: please report it, with the stack printed on stderr',
    };
  return {
    message: error.message,
    ...(error.hint ? { hint: error.hint } : {}),
    ...(error.source ? { source: `${error.source.file}:${error.source.line}` } : {}),
  };
}

/**
 * The order keys are written in, per level, so that the output does not depend on how the
 * document was built and diffs of two runs' outputs stay small. Keys not listed (fields added
 * to the document later) follow in alphabetical order.
 */
const DOCUMENT_KEYS = [
  'schemaVersion',
  'command',
  'error',
  'mode',
  'applyset',
  'summary',
  'health',
  'destructiveConsent',
  'objects',
  'hooks',
  'warnings',
  'unlisted',
  'durationMs',
  'dryRunsSkipped',
  'ignoredDifferences',
  'concurrency',
];
const HEALTH_KEYS = ['ready', 'failed', 'timedOut', 'notWaited'];
const APPLYSET_KEYS = ['id', 'parent'];
const PARENT_KEYS = ['group', 'kind', 'namespace', 'name'];
const SUMMARY_KEYS = ['create', 'update', 'replace', 'prune', 'keep', 'uncompared', 'unchanged'];
const OBJECT_KEYS = [
  'action',
  'result',
  'health',
  'message',
  'keep',
  'group',
  'version',
  'kind',
  'namespace',
  'name',
  'source',
  'order',
  'reason',
  'destroys',
  'cascade',
  'ignored',
  'serverWarnings',
  'changedPaths',
  'diff',
];

/**
 * The outcome as pretty JSON with a fixed key order, without a trailing newline; with `error`, the
 * outcome of a run that failed after it planned; with `command`, the CLI's command that made it
 * (the action's documents have none). The request counts are left out: they describe
 * how the tool ran, not the ApplySet; of them only the concurrency the client chose is shown,
 * last, as it explains the run's duration.
 */
export function renderJson(outcome: RunOutcome, error?: ErrorDocument, command?: string): string {
  return [...jsonPieces(outcome, error, command)].join('');
}

/**
 * {@link renderJson}'s text in pieces, one object at a time: the CLI writes them as they come. At
 * 30,000 objects the document is some 10 MB, and one string of it, escaped, then encoded for the pipe
 * (Node reserves three bytes per character for that) took 40-70 MB beside everything the run held.
 * Each value is JSON.stringify's own text, indented by its depth: JSON escapes every newline
 * within a string, so each newline in its text starts a line of the document.
 */
export function* jsonPieces(outcome: RunOutcome, error?: ErrorDocument, command?: string): Generator<string> {
  let first = true;
  for (const [key, value] of Object.entries(orderedDocument(outcome, error, command))) {
    if (value === undefined) continue;
    yield `${first ? '{\n' : ',\n'}  ${JSON.stringify(key)}: `;
    first = false;
    if (key !== 'objects' || !Array.isArray(value) || value.length === 0) {
      yield indented(JSON.stringify(value, null, 2), '  ');
      continue;
    }
    for (let i = 0; i < value.length; i++)
      yield `${i === 0 ? '[' : ','}\n    ${indented(JSON.stringify(orderKeys(value[i] as object, OBJECT_KEYS), null, 2), '    ')}`;
    yield '\n  ]';
  }
  yield first ? '{}' : '\n}';
}

function indented(text: string, indent: string): string {
  return text.replaceAll('\n', `\n${indent}`);
}

/** The document with its keys in order; its objects' keys are ordered as each is rendered. */
function orderedDocument(outcome: RunOutcome, error?: ErrorDocument, command?: string): Record<string, unknown> {
  const { requests, ...rest } = outcome;
  const doc = {
    schemaVersion: SCHEMA_VERSION,
    ...(command ? { command } : {}),
    ...(error ? { error } : {}),
    ...rest,
    ...(requests.concurrency ? { concurrency: requests.concurrency } : {}),
  };
  return {
    ...orderKeys(doc, DOCUMENT_KEYS),
    applyset: {
      ...orderKeys(doc.applyset, APPLYSET_KEYS),
      parent: orderKeys(doc.applyset.parent, PARENT_KEYS),
    },
    summary: orderKeys(doc.summary, SUMMARY_KEYS),
    ...(doc.health ? { health: orderKeys(doc.health, HEALTH_KEYS) } : {}),
  };
}

/** The document of a run that failed before it had a plan: the error alone. */
export function renderErrorJson(error: ErrorDocument, command?: string): string {
  return JSON.stringify({ schemaVersion: SCHEMA_VERSION, ...(command ? { command } : {}), error }, null, 2);
}

function orderKeys(value: object, first: readonly string[]): Record<string, unknown> {
  const entries = Object.entries(value);
  const rank = (key: string): number => {
    const index = first.indexOf(key);
    return index < 0 ? first.length : index;
  };
  entries.sort(([a], [b]) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries);
}
