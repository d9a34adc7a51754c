import { shortCommit } from '../applyset/deployHistory.ts';
import { UserError, type UserErrors } from '../errors.ts';
import type { ObjectOutcome, RollbackOutcome } from '../outcome/runOutcome.ts';
import { rollbackHeadline } from '../report/rollbackHeadline.ts';
import { rollBack, type RollbackRun } from './rollBack.ts';

/**
 * A failed deploy and its rollback, as the step's error: the headline says both (`deploy of
 * 1a2b3c4 failed (...); rolled back to 9f8e7d6, healthy`), the lines below why each failed.
 */
export class RolledBackFailure extends UserError {
  readonly details: UserError[];

  constructor(headline: string, details: UserError[], hint: string | undefined) {
    super(headline, hint === undefined ? {} : { hint });
    this.details = details;
  }

  override describe(): string {
    return [super.describe(), ...this.details.map((detail) => `  - ${detail.source ? `${detail.source.file}:${detail.source.line}: ` : ''}${detail.message}`)].join('\n');
  }
}

/**
 * Rolls back after `failure`, a deploy that `failed.verdict` (rollback-on-failure), and says how it went: the error the run fails
 * with (the step still fails, healthy rollback or not) and the rollback's outcome for the reports.
 */
export async function rollBackFailedDeploy(
  failure: UserErrors,
  failed: { verdict: string; objects: readonly ObjectOutcome[] },
  run: RollbackRun,
): Promise<{ error: RolledBackFailure; rollback: RollbackOutcome }> {
  const { outcome, error } = await rollBack(run);
  const headline = rollbackHeadline(failed.verdict, failed.objects, outcome);
  const details = [...failure.errors, ...(error && outcome.result !== 'not rolled back' ? [error] : [])];
  const hint =
    outcome.result === 'healthy'
      ? `the cluster runs the manifests of ${shortCommit(outcome.to ?? '')} again; fix the manifests and deploy again`
      : error?.hint;
  return { error: new RolledBackFailure(headline, details, hint), rollback: outcome };
}
