import type { DeploySource } from '../applyset/deployHistory.ts';
import { UserErrors } from '../common/errors.ts';
import type { RolloutFailure } from '../execute/deployPlan.ts';
import { DependencyFailure } from '../execute/executePlan.ts';
import { RunFailure } from '../outcome/runFailure.ts';
import { rollBack } from '../rollback/rollBack.ts';
import type { HeldRun } from './openRun.ts';
import type { OpenedRun } from './openedRun.ts';
import type { PlannedRun } from './planAndGates.ts';

/**
 * The rollback of a deploy whose rollout failed or timed out (or an object others depend on did): the
 * same engine again, on the commit rolled back to, still under the failed deploy's lock. The failure
 * returned says why the deploy failed, and why the rollback did when it ran.
 */
export async function rollBackFailedDeploy(
  error: RolloutFailure | DependencyFailure,
  failed: { planned: PlannedRun; held: HeldRun; opened: OpenedRun; source: DeploySource },
): Promise<RunFailure> {
  const { planned, held, opened, source } = failed;
  const { options, hooks, run, connection } = opened;
  const stopped = error instanceof DependencyFailure ? 'failed' : undefined;
  const rolledBack = await rollBack({
    cluster: held.cluster,
    options: { ...options, namespace: held.namespace },
    parent: held.reading.parent,
    source,
    info: hooks.info,
    signal: run.signal,
    // The same engine again, on the commit rolled back to, on this connection and under this run's lock.
    engine: (rollbackOptions, commit) =>
      opened.engine(
        rollbackOptions,
        {
          info: hooks.info,
          warning: planned.warn,
          ...(hooks.objectDone ? { objectDone: hooks.objectDone } : {}),
          ...(hooks.secretsLoaded ? { secretsLoaded: hooks.secretsLoaded } : {}),
          signal: run.signal,
          source: Promise.resolve({ ...source, commit }),
          rollback: { lockLost: run.lockLost, releaseLock: run.releaseLock },
        },
        connection,
      ),
  });
  // Why the deploy failed, and why the rollback did when it ran; report/failureReport.ts words the rest from the outcome.
  const { error: rollbackError, outcome: rollback } = rolledBack;
  const reasons = [...error.errors, ...(rollbackError && rollback.result !== 'not rolled back' ? [rollbackError] : [])];
  return new RunFailure(new UserErrors(reasons, rollbackError?.hint ? { hint: rollbackError.hint } : {}), {
    ...planned.outcome('apply', stopped),
    rollback,
  });
}
