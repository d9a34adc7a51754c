import { UserError } from '../common/errors.ts';
import { ApiUnavailableError, CancelledError } from '../kube/apiError.ts';
import type { ObjectRecords } from '../outcome/objectRecords.ts';
import { objectError } from '../plan/objectErrors.ts';
import type { PlanEntry } from '../plan/planTypes.ts';
import { settlePooled } from '../common/settlePooled.ts';

/**
 * Runs `work` on every entry of a stage (through a bounded pool, see settlePooled) and sorts out what failed: an object the server
 * refused is recorded `failed` with its own error; objects that met the same outage share one
 * error with their count (not one line each); objects the run was cancelled before are left
 * unrecorded. Returns the errors, and whether the run was cancelled.
 */
export async function runStage(
  stage: PlanEntry[],
  records: ObjectRecords,
  verb: 'apply' | 'prune',
  work: (entry: PlanEntry) => Promise<void>,
): Promise<{ errors: UserError[]; cancelled: boolean }> {
  const refused: UserError[] = [];
  const outages = new Map<string, { error: ApiUnavailableError; count: number }>();
  let cancelled = false;
  await settlePooled(stage, async (entry) => {
    try {
      await work(entry);
    } catch (error) {
      if (error instanceof CancelledError) cancelled = true;
      else if (error instanceof ApiUnavailableError) {
        const shared = outages.get(error.problem);
        if (shared) shared.count++;
        else outages.set(error.problem, { error, count: 1 });
      } else {
        // A UserError already names the object and says what to do (a replacement that could not finish).
        const problem = error instanceof UserError ? error : objectError(entry.ref, entry.member?.source, verb, error);
        records.record(entry, { result: 'failed', message: problem.message });
        refused.push(problem);
      }
    }
  });
  const errors = [...[...outages.values()].map(({ error, count }) => outageError(error, count, verb)), ...refused];
  return { errors, cancelled };
}

function outageError(error: ApiUnavailableError, count: number, verb: 'apply' | 'prune'): UserError {
  const objects = `${count} object${count === 1 ? '' : 's'} not ${verb === 'apply' ? 'applied' : 'pruned'}`;
  return new UserError(`${error.message}; ${objects}`, {
    hint: `requests were retried for ${Math.round(error.forMs / 1000)} s (retry-timeout); check that the cluster's API server is up and reachable from here, then run again: the parent still records every namespace and kind of the set, so the next run finishes what this one left`,
    cause: error,
  });
}
