import * as core from '@actions/core';
import { setDocumentOutputs } from './actionOutputs.ts';
import { commentKey } from './commentKey.ts';
import type { ClusterIdentity } from '../kube/clusterIdentity.ts';
import { DRIFT_TITLE, keepDriftIssue } from './driftReport.ts';
import { setIssueOutput } from './setIssue.ts';
import type { GitHubAccess } from './gitHubAccess.ts';
import { labelPullRequest } from './previewLabels.ts';
import type { PullRequest } from './pullRequest.ts';
import type { ActionInputs } from './readInputs.ts';
import { runUrl, sourceLinkFor } from './runLinks.ts';
import type { RunnerContext } from './runnerContext.ts';
import type { SecretScrubber } from './secretScrubber.ts';
import { warnUntrusted } from './workflowLog.ts';
import { describeError, errorMessage } from '../errors.ts';
import { writeJobSummary } from '../github/jobSummary.ts';
import { upsertPagedComments } from '../github/pagedComments.ts';
import { statusOf } from '../github/requestStatus.ts';
import { changesCluster } from '../outcome/objectActions.ts';
import { hasDrifted } from '../report/drift.ts';
import type { MarkdownContext } from '../report/markdownDocument.ts';
import { GITHUB_COMMENT_LIMIT } from '../report/markdownReport.ts';
import { renderTargetsNoChanges, renderTargetsPages, type TargetsDocument } from '../report/targetsComment.ts';
import { RunFailure } from '../runApplySet.ts';
import type { TargetSelection } from '../targets/changedTargets.ts';
import type { TargetResult } from '../targets/runTargets.ts';
import type { Target } from '../targets/targetsFile.ts';
import type { TargetsReviewReport } from './targetsReview.ts';
import type { EngineModeSpec } from './modes/modeSpec.ts';

/** GitHub keeps at most 1 MiB of job summary per step; room is kept for the note that pages were left out. */
const JOB_SUMMARY_BYTES = 1024 * 1024 - 1024;
/** Room on each comment page for the marker line. */
const MARKER_ROOM = 300;

/**
 * `matrix`: the names of the targets this run covers, as a JSON list for
 * `strategy.matrix.target: ${{ fromJSON(needs.<job>.outputs.matrix) }}`; `[]` when none changed.
 */
export function setMatrixOutput(selection: TargetSelection): void {
  core.setOutput('matrix', JSON.stringify(selection.run.map((r) => r.target.name)));
  core.setOutput('skipped-targets', JSON.stringify(selection.skipped.map((s) => s.target.name)));
}

export interface TargetsRun {
  inputs: ActionInputs;
  spec: EngineModeSpec;
  selection: TargetSelection;
  results: TargetResult[];
  secrets: SecretScrubber;
  key: string;
  /** Each target's cluster, by target name; undefined where its kubeconfig could not be read. */
  clusters: ReadonlyMap<string, ClusterIdentity | undefined>;
  pullRequest: PullRequest | undefined;
  /** A deploy's comparison with each target's review, and the merged pull requests it reports on. */
  review?: TargetsReviewReport | undefined;
  /** GitHub, as the step's token reaches it; none without a token. */
  access: GitHubAccess | undefined;
}

/**
 * The outputs, the job summary and the pull request's comment of a run of targets; what failed,
 * one line per target (a drift found with fail-on-drift counts), for the step's failure.
 */
export async function reportTargets(runner: RunnerContext, run: TargetsRun): Promise<string[]> {
  const { secrets, results, spec } = run;
  const reasons = new Map(run.selection.run.map((r) => [r.target.name, r.reason]));
  const doc: TargetsDocument = secrets.deep({
    mode: spec.engine,
    targets: results.map((result) => {
      const failure = 'error' in result ? (result.error instanceof RunFailure ? result.error.error : result.error) : undefined;
      return {
        name: result.target.name,
        cluster: run.clusters.get(result.target.name)?.name,
        reason: reasons.get(result.target.name) ?? '',
        outcome: 'outcome' in result ? result.outcome : result.error instanceof RunFailure ? result.error.outcome : undefined,
        error: failure === undefined ? undefined : describeError(failure),
        review: run.review?.notes.get(result.target.name),
      };
    }),
    skipped: run.selection.skipped.map((s) => ({ name: s.target.name, reason: s.reason })),
    keptFingerprints: run.review?.kept,
  });
  core.setOutput('mode', spec.name);
  // Each drift-checked target's issue, once kept: the output is set before, so that a failed issue update leaves it.
  const issues = new Map<string, number>();
  const setTargetsOutput = () =>
    core.setOutput('targets', JSON.stringify(doc.targets.map((t) => ({ target: t.name, ...(t.outcome ? { summary: t.outcome.summary } : {}), ...(t.error !== undefined ? { error: t.error } : {}), ...(issues.has(t.name) ? { issue: issues.get(t.name) } : {}) }))));
  setTargetsOutput();
  // A matrix job's one target has the outputs of a one-set run too: counts, plan, plan-file.
  const only = doc.targets.length === 1 ? doc.targets[0]?.outcome : undefined;
  if (only) await setDocumentOutputs(only, runner.tempDir, spec.name);
  const drifted = doc.targets.filter((t) => t.outcome && hasDrifted(t.outcome)).map((t) => t.name);
  if (spec.outputs.includes('drifted')) core.setOutput('drifted', String(drifted.length > 0));
  const failed = doc.targets.filter((t) => t.error !== undefined).map((t) => `${t.name}: ${t.error}`);
  const context = reportContext(runner, run);
  if (runner.hasJobSummary) await writeJobSummary(summaryOf(renderTargetsPages(doc, context, GITHUB_COMMENT_LIMIT)));
  // A deploy reports on the pull requests it merged, in place of their preview.
  const commentOn = run.pullRequest ? [run.pullRequest.number] : (run.review?.pullRequests ?? []);
  const { access } = run;
  if (commentOn.length > 0 && run.inputs.comment !== 'never') {
    // on-change: a run that changes nothing (and where nothing failed) starts no comment, and tells an existing one so.
    const quiet = run.inputs.comment === 'on-change' && doc.targets.every((t) => t.error === undefined && t.outcome !== undefined && !changesCluster(t.outcome.summary));
    const pages = quiet && doc.mode === 'preview' ? [renderTargetsNoChanges(doc, context)] : renderTargetsPages(doc, context, GITHUB_COMMENT_LIMIT - MARKER_ROOM);
    await postComment(access, run.key, commentOn, pages, !quiet);
  }
  // As for one set, a failed preview leaves the labels as they were.
  if (spec.reports.labels && run.inputs.labels && run.pullRequest && access && failed.length === 0) {
    await labelPullRequest(access, run.pullRequest.number, doc.targets.flatMap((t) => (t.outcome ? [t.outcome] : [])));
  }
  // Each checked target's set keeps its own drift issue, the one a step checking that set alone keeps.
  if (spec.reports.issue && access) {
    const issueContext = { title: run.inputs.title ?? DRIFT_TITLE, commitSha: context.commitSha, runUrl: context.runUrl, sourceLink: context.sourceLink };
    for (const result of results) {
      const outcome = doc.targets.find((t) => t.name === result.target.name)?.outcome;
      const issue = outcome && !('error' in result) ? await keepDriftIssue(access, outcome, { ...issueContext, cluster: run.clusters.get(result.target.name)?.name }, targetSetKey(result.target, run.inputs, run.clusters.get(result.target.name))) : undefined;
      if (issue !== undefined) issues.set(result.target.name, issue);
    }
    setTargetsOutput();
    // A matrix job's one target has a one-set check's output too.
    if (doc.targets.length === 1) setIssueOutput(issues.get(doc.targets[0]!.name));
  }
  if (spec.reports.issue && run.inputs.failOnDrift) failed.push(...drifted.map((name) => `${name}: drifted`));
  return failed;
}

/** The comment key of a target's set, as a step naming the same set, namespace, context and cluster would have it. */
function targetSetKey(target: Target, inputs: ActionInputs, cluster: ClusterIdentity | undefined): string {
  return commentKey({ applyset: target.parent, namespace: target.namespace, context: target.context ?? inputs.engine.context, title: inputs.title, cluster: cluster?.key });
}

/** The pages joined, as many as GitHub keeps of a job summary, the rest said to be left out. */
function summaryOf(pages: string[]): string {
  let text = '';
  for (const [index, page] of pages.entries()) {
    if (Buffer.byteLength(text + page, 'utf8') > JOB_SUMMARY_BYTES) return `${text}\n**${pages.length - index} more parts of this report did not fit the job summary: the log has every target.**\n`;
    text += `${page}\n`;
  }
  return text;
}

async function postComment(access: GitHubAccess | undefined, key: string, numbers: number[], pages: string[], create: boolean): Promise<void> {
  if (!access) {
    core.warning('github-token is empty, so no comment is posted on the pull request; the job summary has the report');
    return;
  }
  for (const number of numbers) {
    try {
      const ids = await upsertPagedComments(access.octokit, { owner: access.owner, repo: access.repo, issueNumber: number }, { key, author: await access.identity(), pages, create });
      if (ids[0] !== undefined && number === numbers[0]) core.setOutput('comment-id', ids[0]);
    } catch (error) {
      if (statusOf(error) === undefined) throw error;
      // A missing permission must not fail a run that worked: the job summary has the report.
      warnUntrusted(`could not comment on pull request #${number}: GitHub answered ${statusOf(error)} (${errorMessage(error)}); the job summary has the report`);
    }
  }
}

function reportContext(runner: RunnerContext, run: TargetsRun): MarkdownContext {
  const sha = run.pullRequest?.headSha ?? runner.sha;
  const url = runUrl(runner);
  const sourceLink = sourceLinkFor(runner, sha);
  return { commitSha: sha || undefined, ...(url ? { runUrl: url } : {}), ...(run.inputs.title ? { title: run.inputs.title } : {}), ...(sourceLink ? { sourceLink } : {}) };
}
