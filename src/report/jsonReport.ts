import type { RunOutcome } from '../outcome/runOutcome.ts';

/**
 * The order keys are written in, per level, so that the output does not depend on how the
 * document was built and diffs of two runs' outputs stay small. Keys not listed (fields added
 * to the document later) follow in alphabetical order.
 */
const DOCUMENT_KEYS = ['mode', 'applyset', 'summary', 'health', 'destructiveConsent', 'objects', 'warnings', 'durationMs', 'concurrency'];
const HEALTH_KEYS = ['ready', 'failed', 'timedOut', 'notWaited'];
const APPLYSET_KEYS = ['id', 'parent'];
const PARENT_KEYS = ['group', 'kind', 'namespace', 'name'];
const SUMMARY_KEYS = ['create', 'update', 'replace', 'prune', 'keep', 'unchanged'];
const OBJECT_KEYS = ['action', 'result', 'health', 'message', 'keep', 'group', 'version', 'kind', 'namespace', 'name', 'source', 'order', 'reason', 'destroys', 'diff'];

/**
 * The outcome as pretty JSON with a fixed key order, without a trailing newline. The request
 * counts are left out: they describe how the tool ran, not the ApplySet; of them only the
 * concurrency the client chose is shown, last, as it explains the run's duration.
 */
export function renderJson(outcome: RunOutcome): string {
  const { requests, ...rest } = outcome;
  const doc = { ...rest, ...(requests.concurrency ? { concurrency: requests.concurrency } : {}) };
  const ordered = {
    ...orderKeys(doc, DOCUMENT_KEYS),
    applyset: {
      ...orderKeys(doc.applyset, APPLYSET_KEYS),
      parent: orderKeys(doc.applyset.parent, PARENT_KEYS),
    },
    summary: orderKeys(doc.summary, SUMMARY_KEYS),
    ...(doc.health ? { health: orderKeys(doc.health, HEALTH_KEYS) } : {}),
    objects: doc.objects.map((obj) => orderKeys(obj, OBJECT_KEYS)),
  };
  return JSON.stringify(ordered, null, 2);
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
