import * as core from '@actions/core';
import { writeJobSummary } from '../github/jobSummary.ts';
import { ClusterAccessError } from '../kube/clusterAccessError.ts';
import type { ClusterIdentity } from '../kube/clusterIdentity.ts';
import { changesCluster } from '../outcome/objectActions.ts';
import type { RunOutcome } from '../outcome/runOutcome.ts';
import type { ReportContext } from '../report/comment/commentLayouts.ts';
import { targetVerdictCaution, verdictCaution, verdictFlag } from '../report/comment/reviewCautions.ts';
import { type RunDocument, runSummary } from '../report/comment/runPages.ts';
import { reportedError } from '../report/failureReport.ts';
import type { ErrorDocument } from '../report/jsonReport.ts';
import { serverWarningLines } from '../report/serverWarningsReport.ts';
import { renderText } from '../report/textReport.ts';
import type { TargetResult } from '../targets/runTargets.ts';
import { setDocumentOutputs } from './actionOutputs.ts';
import type { DeployReview } from './deployReview.ts';
import { reportDrift } from './driftReport.ts';
import type { EngineModeSpec, ModeSpec, ModeStep } from './modes/modeSpec.ts';
import { labelPullRequest } from './previewLabels.ts';
import { handsReportOn, writeTargetsPlan } from './planDocumentOutput.ts';
import { postRunComment, type RunComment } from './runComment.ts';
import { runUrl, sourceLinkFor } from './runLinks.ts';
import { commandMessage, failUntrusted, logUntrusted, warnUntrusted } from './workflowLog.ts';

/** A run of the engine over the step's targets, for its report. */
export interface RunReport {
  spec: EngineModeSpec;
  step: ModeStep;
  /** A deploy's comparison with what its pull requests' reviewers saw. */
  review: DeployReview | undefined;
  /** Each target's result, with the cluster it ran against; or what stopped the run before any target ran. */
  ran: { results: TargetResult[]; clusters: ReadonlyMap<string, ClusterIdentity | undefined> } | { error: unknown };
}

/** What stopped a target, or the run: `shown` is what the comment and job summary may say, `message` what the log says. */
interface StepFailure {
  message: string;
  shown: string;
  expected: boolean;
  /** The error of a run that failed after it planned, for the plan output. */
  cause?: ErrorDocument;
  stack?: string | undefined;
}

/**
 * What a runner that cannot reach the cluster can do: the most common first failure, as GitHub's
 * hosted runners reach only public addresses.
 */
const RUNNER_REACH_HINT =
  "GitHub-hosted runners reach only public addresses: for a private cluster, run this job on a self-hosted runner in the cluster's network, or give the cluster a public endpoint that allows GitHub's runners (authorized networks)";

/**
 * The report of a run, in the step's layout (one set, or a targets file's): the log, the outputs,
 * the job summary, the pull request's comment, its labels and the drift issues; then the step fails
 * when a target failed, or drifted with fail-on-finding. Every string is scrubbed of the run's Secret values.
 */
export async function reportRun(report: RunReport): Promise<void> {
  const { spec, step } = report;
  if ('error' in report.ran) return reportFailure(spec, step, report.ran.error);
  const { secrets, targets, inputs } = step;
  const layout = targets.source.kind;
  const { results, clusters } = report.ran;
  const failures = new Map(
    results.flatMap((result) =>
      'error' in result ? [[result.target.name, secrets.deep(describeFailure(result.error))] as const] : [],
    ),
  );
  const outcomeOf = (result: TargetResult): RunOutcome | undefined =>
    'outcome' in result ? result.outcome : reportedError(result.error).outcome;
  const reasons = new Map(targets.selection.run.map((r) => [r.target.name, r.reason]));
  const found = report.review?.found;
  const doc: RunDocument = secrets.deep({
    layout,
    mode: spec.engine,
    targets: results.map((result) => ({
      name: result.target.name,
      cluster: clusters.get(result.target.name)?.name,
      reason: layout === 'file' ? (reasons.get(result.target.name) ?? '') : '',
      outcome: outcomeOf(result),
      error: failures.get(result.target.name)?.shown,
      review: layout === 'file' ? targetReviewNote(report.review, result.target.name) : undefined,
    })),
    skipped: targets.selection.skipped.map((s) => ({ name: s.target.name, reason: s.reason })),
  });

  await logResults(report, doc, failures);
  core.setOutput('mode', spec.name);
  const only = doc.targets.length === 1 ? doc.targets[0] : undefined;
  if (only?.outcome)
    await setDocumentOutputs(only.outcome, step.runner.tempDir, spec.name, failures.get(only.name)?.cause);
  const issues = new Map<string, number>();
  const setTargetsOutput = () =>
    core.setOutput(
      'targets',
      JSON.stringify(
        doc.targets.map((t) => ({
          target: t.name,
          ...(t.outcome ? { summary: t.outcome.summary } : {}),
          ...(t.error !== undefined ? { error: t.error } : {}),
          ...(issues.has(t.name) ? { issue: issues.get(t.name) } : {}),
        })),
      ),
    );
  if (layout === 'file') setTargetsOutput();

  // The step fails before the comment is posted: a comment GitHub refuses must not hide why.
  const failed = [...failures].map(([name, failure]) => ({ name, failure }));
  failStep(layout, failed, results.length);

  const context = reportContext(spec, step);
  const preface = prefaceOf(report);
  if (step.runner.hasJobSummary && spec.reports.summary) await writeJobSummary(runSummary(doc, preface, context));
  // A matrix job's preview: the report job comments and labels, from every job's plan document.
  if (handsReportOn(spec, step)) return writeTargetsPlan(step, doc.targets);
  await commentAndLabel(step, { doc, preface, context, found }, spec.reports);
  if (spec.reports.issue) {
    const drifts = results.flatMap((result) =>
      'outcome' in result
        ? [{ target: result.target, outcome: secrets.deep(result.outcome), cluster: clusters.get(result.target.name) }]
        : [],
    );
    const title = inputs.title ?? spec.title;
    const kept = await reportDrift(step, drifts, { ...context, ...(title ? { title } : {}) }, layout === 'set');
    for (const [name, issue] of kept) issues.set(name, issue);
    if (layout === 'file') setTargetsOutput();
  }
}

/**
 * The pull request's comment and labels of a run's document: quiet (comment: on-change) when no
 * target changes anything and none failed; a failed preview leaves the labels as they were.
 */
export async function commentAndLabel(
  step: ModeStep,
  run: Omit<RunComment, 'quiet'>,
  reports: Pick<ModeSpec['reports'], 'comment' | 'labels'>,
): Promise<void> {
  const { doc } = run;
  const failed = doc.targets.some((t) => t.error !== undefined);
  const quiet =
    step.inputs.comment === 'on-change' &&
    !failed &&
    doc.targets.every((t) => t.outcome !== undefined && !changesCluster(t.outcome.summary));
  if (reports.comment) await postRunComment(step, { ...run, quiet });
  if (reports.labels && step.inputs.labelPullRequest && step.pullRequest && step.access && !failed) {
    await labelPullRequest(
      step.access,
      step.pullRequest.number,
      doc.targets.flatMap((t) => (t.outcome ? [t.outcome] : [])),
    );
  }
}

/** The log after the run: each target's report in a group of its own (one set's was logged as it ran), and where an unexpected error happened. */
async function logResults(
  report: RunReport,
  doc: RunDocument,
  failures: ReadonlyMap<string, StepFailure>,
): Promise<void> {
  const { spec } = report;
  for (const target of doc.targets) {
    const failure = failures.get(target.name);
    const label = doc.layout === 'file' ? `[${target.name}] ` : '';
    if (doc.layout === 'file') {
      await core.group(commandMessage(`${spec.name} of target ${target.name}`), async () =>
        logUntrusted(target.outcome ? renderText(target.outcome) : (failure?.message ?? '')),
      );
    } else if (target.outcome && failure) {
      const { outcome } = target;
      await core.group(spec.engine === 'apply' ? 'What the apply did before it failed' : 'The plan', async () =>
        logUntrusted(renderText(outcome)),
      );
    } else if (target.outcome) logUntrusted(renderText(target.outcome).split('\n').at(-1) ?? '');
    // Annotations, seen on the run's page without opening the log.
    if (target.outcome) for (const line of serverWarningLines(target.outcome)) warnUntrusted(`${label}${line}`);
  }
  for (const failure of failures.values()) await logStack(failure);
}

async function logStack(failure: StepFailure): Promise<void> {
  if (!failure.expected && failure.stack)
    await core.group('Where the unexpected error happened', async () => logUntrusted(failure.stack ?? ''));
}

/**
 * A run stopped before any target ran (a mistake in the inputs, a set that cannot be opened): its
 * error in the log, the job summary and the pull request's comment (for a mode that comments), and
 * the step fails with it. verify and destroy report their failures so too.
 */
export async function reportFailure(
  spec: ModeSpec & Partial<Pick<EngineModeSpec, 'engine' | 'title'>>,
  step: ModeStep,
  error: unknown,
): Promise<void> {
  const failure = step.secrets.deep(describeFailure(error));
  await logStack(failure);
  core.setOutput('mode', spec.name);
  failStep(step.targets.source.kind, [{ name: '', failure }], 0);
  const doc: RunDocument = {
    layout: step.targets.source.kind,
    mode: spec.engine ?? 'preview',
    targets: [],
    skipped: [],
    error: failure.shown,
  };
  const context = { ...reportContext(spec, step), title: step.inputs.title ?? spec.title ?? `ApplySet ${spec.name}` };
  if (step.runner.hasJobSummary && spec.reports.summary) await writeJobSummary(runSummary(doc, '', context));
  // A matrix job stopped before its targets ran: each of them failed, for the report job to show.
  if (handsReportOn(spec, step))
    return writeTargetsPlan(
      step,
      step.targets.selection.run.map((r) => ({
        name: r.target.name,
        reason: r.reason,
        outcome: undefined,
        error: failure.shown,
      })),
    );
  if (spec.reports.comment) await postRunComment(step, { doc, preface: '', context, quiet: false, found: undefined });
}

/** The step's failure: one set's (or the run's) error as it is, or how many of a targets file's targets failed and why. */
function failStep(
  layout: RunDocument['layout'],
  failed: readonly { name: string; failure: StepFailure }[],
  ran: number,
): void {
  const [first] = failed;
  if (!first) return;
  const says = (failure: StepFailure) =>
    failure.expected
      ? failure.message
      : `applyset-action failed unexpectedly (a bug, please report it): ${failure.message}`;
  if (layout === 'set' || ran === 0) failUntrusted(says(first.failure));
  else
    failUntrusted(
      `${failed.length} of ${ran} targets failed: ${failed.map(({ name, failure }) => `${name}: ${says(failure)}`).join('; ')}`,
    );
}

function describeFailure(error: unknown): StepFailure {
  if (error instanceof ClusterAccessError && error.kind === 'unreachable') {
    const message = error.withHint(`${error.hint ?? ''}. ${RUNNER_REACH_HINT}`).describe();
    return { message, shown: message, expected: true };
  }
  const { message, expected, outcome, document, stack } = reportedError(error);
  // An unexpected error's message could quote anything (what a credential plugin printed): the log
  // has it, masked; the job summary and the comment only point to the log.
  const shown = expected
    ? message
    : "applyset-action failed unexpectedly (a bug, please report it); the workflow run's log has the error.";
  return { message, shown, expected, ...(outcome ? { cause: document } : {}), stack };
}

/** A deploy's note on a target of many: the table's flag and the caution its section opens with. */
function targetReviewNote(
  review: DeployReview | undefined,
  name: string,
): { flag: string; caution: string } | undefined {
  const verdict = review?.verdicts.get(name);
  return verdict && { flag: verdictFlag(verdict), caution: targetVerdictCaution(verdict) };
}

/** What one set's deploy made of its review, scrubbed, above its report; '' when there is nothing to say. */
function prefaceOf(report: RunReport): string {
  if (report.step.targets.source.kind !== 'set') return '';
  const verdict = [...(report.review?.verdicts.values() ?? [])][0];
  const preface = report.step.secrets.text(verdict ? verdictCaution(verdict) : '');
  return preface === '' ? '' : `${preface}\n\n`;
}

function reportContext(spec: Partial<Pick<EngineModeSpec, 'title'>>, step: ModeStep): ReportContext {
  const { runner, inputs, commitSha, cluster, targets } = step;
  const one = targets.source.kind === 'set';
  const title = inputs.title ?? (one ? spec.title : undefined);
  return {
    title,
    commitSha: commitSha || undefined,
    runUrl: runUrl(runner),
    sourceLink: sourceLinkFor(runner, commitSha),
    ...(one ? { cluster: cluster?.name } : {}),
  };
}
