import type { UserError } from '../common/errors.ts';
import type { RunOutcome } from './runOutcome.ts';

/**
 * A run that failed after it planned: the error, and the outcome of what was planned and done. A
 * deploy that rolled back carries the rollback in `outcome.rollback`, and `error` lists why the
 * deploy failed (and why the rollback did, when it ran and failed); report/failureReport.ts words it.
 */
export class RunFailure extends Error {
  readonly error: UserError;
  readonly outcome: RunOutcome;

  constructor(error: UserError, outcome: RunOutcome) {
    super(error.message, { cause: error });
    this.error = error;
    this.outcome = outcome;
  }
}
