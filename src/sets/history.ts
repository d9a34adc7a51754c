import { readHistory, shortCommit, type DeployEntry } from '../applyset/deployHistory.ts';
import { historyText } from '../applyset/parentState.ts';
import { toolingOf } from '../applyset/parentTooling.ts';
import { commandDocument, parentDocument, type CommandResult } from './commandResult.ts';
import type { OpenSet } from './openSet.ts';

/** `history`: the deploys the parent records, newest first (a set kubectl made has none). */
export function historyOf(set: OpenSet): CommandResult {
  const { entries, unreadable } = readHistory(historyText(set.live));
  const newestFirst = [...entries].reverse();
  const warnings = unreadable
    ? ["part of the parent's deploy history could not be read (edited by hand?); the readable entries are shown"]
    : [];
  const document = commandDocument(
    'history',
    { applyset: parentDocument(set.parent, toolingOf(set.live.metadata.annotations)), deploys: newestFirst, warnings },
    set.requests(),
  );
  const lines =
    newestFirst.length === 0
      ? ['No deploy recorded (the history is written by applyset-action apply)']
      : newestFirst.map(historyLine);
  return { document, text: [...lines, ...warnings.map((w) => `Warning: ${w}`)].join('\n'), code: 0 };
}

/** `2026-11-23T16:00:00Z  healthy  3f2a9c1  alice  +2 ~1 -0  https://…`: one deploy on one line. */
export function historyLine(entry: DeployEntry): string {
  const { create, update, replace, prune } = entry.summary;
  return [
    entry.time,
    `${entry.result}${entry.rollback ? ' (rollback)' : ''}`.padEnd(20),
    entry.commit ? shortCommit(entry.commit) : '-      ',
    entry.actor ?? '-',
    `+${create} ~${update + replace} -${prune}`,
    entry.run ?? '',
  ]
    .join('  ')
    .trimEnd();
}
