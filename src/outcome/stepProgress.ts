import type { PlanEntry } from '../plan/planTypes.ts';
import type { DeployResult } from './runOutcome.ts';

/** A long step's count as it goes: what a terminal's live progress line shows. */
export interface StepProgress {
  step: 'plan' | 'apply' | 'wait' | 'prune';
  /** Objects done: dry-run and compared, applied (or found unchanged), ready or gone, pruned or kept. */
  done: number;
  total: number;
  /** The wait's: what it waits for first, e.g. `deployment.apps/web: 2/3 replicas available`. */
  detail?: string;
}

/**
 * Counts the apply's and the prune's objects as their records get a result: what a run's records
 * are told (ObjectRecords' listener), turned into each step's progress.
 */
export function countResults(
  entries: readonly PlanEntry[],
  progress: (step: StepProgress) => void,
): (entry: PlanEntry, record: DeployResult) => void {
  const isPrune = (entry: PlanEntry) => entry.action === 'prune' || entry.action === 'keep';
  const totals = { apply: entries.filter((entry) => !isPrune(entry)).length, prune: entries.filter(isPrune).length };
  const done = { apply: new Set<PlanEntry>(), prune: new Set<PlanEntry>() };
  return (entry, record) => {
    const step = isPrune(entry) ? 'prune' : 'apply';
    if (record.result === undefined || done[step].has(entry)) return;
    done[step].add(entry);
    progress({ step, done: done[step].size, total: totals[step] });
  };
}
