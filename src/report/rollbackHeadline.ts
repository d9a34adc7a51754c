import { shortCommit } from '../applyset/deployHistory.ts';
import { formatRef } from '../kube/objectRef.ts';
import type { ObjectOutcome, RollbackOutcome, Summary } from '../outcome/runOutcome.ts';
import { formatCounts } from './summaryPhrases.ts';

/** How many objects a headline names before `and N more`. */
const NAMED_OBJECTS = 3;
const REASON_CHARACTERS = 80;

/**
 * One line for a failed deploy and its rollback:
 * `deploy of 1a2b3c4 failed (deployment.apps/web: CrashLoopBackOff); rolled back to 9f8e7d6, healthy (...)`.
 * `verdict` is how the deploy ended (failed or timed out), `objects` its objects.
 */
export function rollbackHeadline(
  verdict: string,
  objects: readonly ObjectOutcome[],
  rollback: RollbackOutcome,
): string {
  const deploy = `deploy${rollback.from ? ` of ${shortCommit(rollback.from)}` : ''} ${verdict}${whyPhrase(objects, verdict)}`;
  const to = rollback.to ? shortCommit(rollback.to) : '';
  switch (rollback.result) {
    case 'not rolled back':
      return `${deploy}; not rolled back${to ? ` to ${to}` : ''}: ${rollback.message ?? 'the rollback could not start'}`;
    case 'healthy':
      return `${deploy}; rolled back to ${to}, healthy${countsPhrase(rollback.summary)}`;
    case 'cancelled':
      return `${deploy}; the rollback to ${to} was cancelled${countsPhrase(rollback.summary)}`;
    default:
      return `${deploy}; the rollback to ${to} ${rollback.result} too${whyPhrase(rollback.objects ?? [], rollback.result) || (rollback.message ? ` (${shortened(rollback.message)})` : '')}`;
  }
}

/** ` (deployment.apps/web: CrashLoopBackOff, and 2 more)`: the objects that ended so; '' when none did. */
function whyPhrase(objects: readonly ObjectOutcome[], verdict: string): string {
  const health = verdict === 'timed out' ? 'timed out' : 'failed';
  const ended = objects.filter((o) => o.health === health || (health === 'failed' && o.result === 'failed'));
  if (ended.length === 0) return '';
  const named = ended
    .slice(0, NAMED_OBJECTS)
    .map((o) => `${formatRef(o)}${o.message ? `: ${reasonOf(o.message)}` : ''}`);
  const more = ended.length > named.length ? `, and ${ended.length - named.length} more` : '';
  return ` (${named.join(', ')}${more})`;
}

/**
 * The reason a pod gives (`pod web-1 container app: CrashLoopBackOff (exit 1 ...)` says
 * CrashLoopBackOff), else the start of the message.
 */
function reasonOf(message: string): string {
  return /^pod \S+(?: container \S+)?: ([A-Za-z]+)/.exec(message)?.[1] ?? shortened(message);
}

function shortened(text: string): string {
  const line = text.split('\n')[0] ?? '';
  return line.length > REASON_CHARACTERS ? `${line.slice(0, REASON_CHARACTERS)}…` : line;
}

function countsPhrase(summary: Summary | undefined): string {
  return summary ? ` (${formatCounts(summary, 'apply')})` : '';
}
