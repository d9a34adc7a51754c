import {
  deployEntry,
  type DeployCounts,
  type DeployEntry,
  type DeployResult,
  type DeploySource,
} from '../applyset/deployHistory.ts';
import { actionOfResult } from '../outcome/objectActions.ts';
import type { ObjectRecords } from '../outcome/objectRecords.ts';
import type { Plan } from '../plan/planTypes.ts';

/** What the parent's history records of a deploy besides how it ended and what it did. */
export interface HistoryFacts {
  source: DeploySource;
  startedMs: number;
  /** The deploy is a rollback to `source.commit` after the deploy before it failed. */
  rollback?: boolean;
}

/** The deploy's entry, counting what the records say was done so far. */
export function deployEntryOf(
  plan: Plan,
  records: ObjectRecords,
  facts: HistoryFacts,
  result: DeployResult,
): DeployEntry {
  const summary: DeployCounts = { create: 0, update: 0, replace: 0, prune: 0, keep: 0, unchanged: 0 };
  for (const entry of plan.entries) {
    const done = records.get(entry)?.result;
    const action = done && actionOfResult(done);
    if (action) summary[action]++;
  }
  return deployEntry(facts.source, {
    startedMs: facts.startedMs,
    result,
    summary,
    ...(facts.rollback ? { rollback: true } : {}),
  });
}
