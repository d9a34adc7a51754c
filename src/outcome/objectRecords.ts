import type { PlanEntry } from '../plan/planTypes.ts';
import type { DeployResult } from './runOutcome.ts';

/**
 * The per-object records of one run, which every step after the plan extends (apply its result,
 * the wait its health) and the outcome is built from. A step that stops part way leaves what it
 * recorded so far, so a failed run still reports what was done.
 */
export class ObjectRecords {
  private readonly byEntry = new Map<PlanEntry, DeployResult>();
  private readonly onRecord: ((entry: PlanEntry, record: DeployResult) => void) | undefined;

  /** `onRecord` sees every change as it is made, for live log lines. */
  constructor(onRecord?: (entry: PlanEntry, record: DeployResult) => void) {
    this.onRecord = onRecord;
  }

  get(entry: PlanEntry): DeployResult | undefined {
    return this.byEntry.get(entry);
  }

  /** Adds `change` to the entry's record; `quiet` when it is not news worth a log line. */
  record(entry: PlanEntry, change: DeployResult, options: { quiet?: boolean } = {}): void {
    const record = { ...this.byEntry.get(entry), ...change };
    this.byEntry.set(entry, record);
    if (!options.quiet) this.onRecord?.(entry, record);
  }
}
