import { shortCommit } from '../applyset/deployHistory.ts';
import { errorMessage, UserError, UserErrors } from '../common/errors.ts';
import { endingByHealth } from '../outcome/stoppedEnding.ts';
import type { RunOutcome } from '../outcome/runOutcome.ts';
import { RunFailure } from '../outcome/runFailure.ts';
import { type ErrorDocument, errorDocument } from './jsonReport.ts';
import { rollbackHeadline } from './rollbackHeadline.ts';

/**
 * What stopped a run, as every report says it: the CLI's stderr and JSON document, the action's
 * log, job summary and comment. One mapping from an error to its words, for both.
 */
export interface ReportedError {
  /** `file:line: message. Hint`, the rollback's headline with its reasons below, or an unexpected error's message. */
  message: string;
  /** A UserError (the user can act on it); anything else is a bug of this project's. */
  expected: boolean;
  /** The JSON document's `error`. */
  document: ErrorDocument;
  /** What the run planned and did before it failed, when it got that far. */
  outcome?: RunOutcome;
  /** An unexpected error's stack, for the log. */
  stack?: string;
}

/**
 * A failed deploy and its rollback, as one error: the headline says both (`deploy of 1a2b3c4
 * failed (...); rolled back to 9f8e7d6, healthy`), the lines below why each failed.
 */
class RolledBackFailure extends UserError {
  readonly details: readonly UserError[];

  constructor(headline: string, details: readonly UserError[], hint: string | undefined) {
    super(headline, hint === undefined ? {} : { hint });
    this.details = details;
  }

  override describe(): string {
    return [
      super.describe(),
      ...this.details.map(
        (detail) => `  - ${detail.source ? `${detail.source.file}:${detail.source.line}: ` : ''}${detail.message}`,
      ),
    ].join('\n');
  }
}

/** The error a user reads, and what the run did before it: a RunFailure unwrapped, a rollback worded. */
export function reportedError(error: unknown): ReportedError {
  if (error instanceof RunFailure) {
    const shown = error.outcome.rollback ? rolledBack(error.error, error.outcome) : error.error;
    return { message: shown.describe(), expected: true, document: errorDocument(shown), outcome: error.outcome };
  }
  if (error instanceof UserError) return { message: error.describe(), expected: true, document: errorDocument(error) };
  return {
    message: errorMessage(error),
    expected: false,
    document: errorDocument(error),
    ...(error instanceof Error && error.stack ? { stack: error.stack } : {}),
  };
}

/** The rollback's error: the headline from the outcomes, the reasons the engine gave, what to do next. */
function rolledBack(error: UserError, outcome: RunOutcome): UserError {
  const rollback = outcome.rollback!;
  const details = error instanceof UserErrors ? error.errors : [error];
  const hint =
    rollback.result === 'healthy'
      ? `the cluster runs the manifests of ${shortCommit(rollback.to ?? '')} again; fix the manifests and deploy again`
      : error.hint;
  return new RolledBackFailure(
    rollbackHeadline(endingByHealth(outcome.objects.map((o) => o.health)), outcome.objects, rollback),
    details,
    hint,
  );
}
