import * as core from '@actions/core';
import { errorMessage, UserError } from '../errors.ts';
import { ClusterAccessError } from '../kube/clusterAccessError.ts';
import { writeJobSummary } from '../github/jobSummary.ts';
import type { Mode } from '../options.ts';
import { changesCluster } from '../outcome/objectActions.ts';
import type { RunOutcome } from '../outcome/runOutcome.ts';
import { errorDocument } from '../report/jsonReport.ts';
import { serverWarningLines } from '../report/serverWarningsReport.ts';
import { renderText } from '../report/textReport.ts';
import { RunFailure } from '../runApplySet.ts';
import {
  JOB_SUMMARY_LIMIT_BYTES,
  type ReportContext,
  type RunFailureReport,
  failureComment,
  failureReport,
  fitInBytes,
  noChangesComment,
  successComment,
  successReport,
} from '../report/comment/commentLayouts.ts';
import { setDocumentOutputs } from './actionOutputs.ts';
import type { PullRequestComment } from './pullRequestComment.ts';
import type { SecretScrubber } from './secretScrubber.ts';
import { failUntrusted, logUntrusted, warnUntrusted } from './workflowLog.ts';

/** Where a finished run reports to, besides the log. */
export interface ReportTargets {
  mode: Mode;
  /** The `mode` output: the engine's mode, or `drift` for a drift check. */
  outputMode: string;
  context: ReportContext;
  /** Whether the runner keeps a job summary (GITHUB_STEP_SUMMARY); not outside a runner. */
  hasJobSummary: boolean;
  comment: PullRequestComment | undefined;
  tempDir: string;
  /** Markdown put above the report in the job summary and the comment, known once the run is over. */
  preface?: () => string;
  /** The run's Secret values, kept out of outputs, the job summary and the comment. */
  secrets: SecretScrubber;
}

/** A run that worked: the counts in the log, outputs, the full report in the job summary, the comment. */
export async function reportSuccess(targets: ReportTargets, planned: RunOutcome): Promise<void> {
  const doc = targets.secrets.deep(planned);
  logUntrusted(countsLine(doc));
  // Annotations, seen on the run's page without opening the log.
  for (const line of serverWarningLines(doc)) warnUntrusted(line);
  await setDocumentOutputs(doc, targets.tempDir, targets.outputMode);
  const preface = prefaceOf(targets);
  if (targets.hasJobSummary) {
    await writeJobSummary(fitInBytes((maxLength) => successReport(doc, preface, targets.context, maxLength), JOB_SUMMARY_LIMIT_BYTES));
  }
  if (targets.comment) {
    const { comment } = targets;
    // on-change: a run that changes nothing starts no comment, and tells an existing one so.
    const quiet = comment.manner === 'on-change' && !changesCluster(doc.summary);
    const body =
      quiet && doc.mode === 'preview' ? noChangesComment(doc, preface, targets.context) : successComment(doc, preface, targets.context, comment.maxLength, fullReportHint(targets));
    await postComment(comment, body, !quiet);
  }
}

/**
 * A run that failed: what it planned or did before the failure (log, outputs, summary), the error
 * in the job summary and the comment, then the step fails with the error's message.
 */
export async function reportFailure(targets: ReportTargets, error: unknown): Promise<void> {
  const failure = targets.secrets.deep(describeFailure(targets.mode, error));
  // An unexpected error's message could quote anything (what a credential plugin printed): the log
  // has it, masked; the job summary and the comment only point to the log.
  const shown: RunFailureReport = failure.expected
    ? failure
    : { ...failure, message: `applyset-action failed unexpectedly (a bug, please report it); the workflow run's log has the error.` };
  if (failure.outcome) {
    const doc = failure.outcome;
    await core.group(targets.mode === 'apply' ? 'What the apply did before it failed' : 'The plan', async () => logUntrusted(renderText(doc)));
    const cause = error instanceof RunFailure ? targets.secrets.deep(errorDocument(error.error)) : undefined;
    await setDocumentOutputs(doc, targets.tempDir, targets.outputMode, cause);
  } else core.setOutput('mode', targets.outputMode);
  if (!failure.expected && error instanceof Error && error.stack) {
    await core.group('Where the unexpected error happened', async () => logUntrusted(error.stack ?? ''));
  }
  const preface = prefaceOf(targets);
  if (targets.hasJobSummary) {
    await writeJobSummary(fitInBytes((maxLength) => failureReport(shown, preface, targets.context, maxLength), JOB_SUMMARY_LIMIT_BYTES));
  }
  // Failed before the comment is posted: a comment GitHub refuses must not hide why the run failed.
  failUntrusted(failure.expected ? failure.message : `applyset-action failed unexpectedly (a bug, please report it): ${failure.message}`);
  if (targets.comment) {
    const { comment } = targets;
    await postComment(comment, failureComment(shown, preface, targets.context, comment.maxLength, fullReportHint(targets)), true);
  }
}

/**
 * What a runner that cannot reach the cluster can do: the most common first failure, as GitHub's
 * hosted runners reach only public addresses.
 */
const RUNNER_REACH_HINT = 'GitHub-hosted runners reach only public addresses: for a private cluster, run this job on a self-hosted runner in the cluster\'s network, or give the cluster a public endpoint that allows GitHub\'s runners (authorized networks)';

function describeFailure(mode: Mode, error: unknown): RunFailureReport & { expected: boolean } {
  if (error instanceof ClusterAccessError && error.kind === 'unreachable') {
    return { mode, message: error.withHint(`${error.hint ?? ''}. ${RUNNER_REACH_HINT}`).describe(), outcome: undefined, expected: true };
  }
  if (error instanceof RunFailure) return { mode, message: error.error.describe(), outcome: error.outcome, expected: true };
  if (error instanceof UserError) return { mode, message: error.describe(), outcome: undefined, expected: true };
  return { mode, message: errorMessage(error), outcome: undefined, expected: false };
}

/** The preface, scrubbed, with the blank line that separates it from the report; '' when there is none. */
function prefaceOf(targets: ReportTargets): string {
  const preface = targets.secrets.text(targets.preface?.() ?? '');
  return preface === '' ? '' : `${preface}\n\n`;
}

async function postComment(comment: PullRequestComment, body: string, create: boolean): Promise<void> {
  const id = await comment.post(body, create);
  if (id !== undefined) core.setOutput('comment-id', id);
}

/** Said in a comment that had to be shortened; only when there is a job summary to point to. */
function fullReportHint(targets: ReportTargets): string | undefined {
  if (!targets.hasJobSummary) return undefined;
  const { runUrl } = targets.context;
  return runUrl ? `The full report is in the [job summary](<${runUrl}>).` : 'The full report is in the job summary.';
}

/** The last line of the text report: `ApplySet <id> (<parent>): 1 to create, ...`, shown outside any group. */
function countsLine(doc: RunOutcome): string {
  return renderText(doc).split('\n').at(-1) ?? '';
}
