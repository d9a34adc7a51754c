import * as core from '@actions/core';
import { UserError } from '../errors.ts';
import { closeDriftIssue, upsertDriftIssue } from '../github/driftIssue.ts';
import { describeApiError, statusOf } from '../github/requestStatus.ts';
import { commentMarker } from '../github/stickyComment.ts';
import { footer } from '../report/markdownDocument.ts';
import { renderMarkdown } from '../report/markdownReport.ts';
import { driftLine, hasDrifted } from '../report/drift.ts';
import type { RunOutcome } from '../outcome/runOutcome.ts';
import { describeParent, formatCounts } from '../report/summaryPhrases.ts';
import { type ReportContext, roomBelowMarker } from '../report/comment/commentLayouts.ts';
import type { GitHubAccess } from './gitHubAccess.ts';
import { failUntrusted, logUntrusted, warnUntrusted } from './workflowLog.ts';

/** The headline of drift reports when the title input is empty. */
export const DRIFT_TITLE = 'ApplySet drift';

/** Statuses that say the token may not write issues: a warning, as for comments. */
const NOT_ALLOWED = new Set([401, 403, 404]);

/**
 * The drift check's result: the `drifted` output, and the ApplySet's drift issue opened or updated
 * with the report, or closed with a comment once the drift is gone; the step fails on drift only
 * with `fail-on-drift`.
 */
export async function reportDrift(access: GitHubAccess | undefined, doc: RunOutcome, context: ReportContext, key: string, failOnDrift: boolean): Promise<void> {
  const drifted = hasDrifted(doc);
  core.setOutput('drifted', String(drifted));
  logUntrusted(driftLine(doc));
  if (access) await updateIssue(access, doc, context, key, drifted);
  if (drifted && failOnDrift) failUntrusted(`the cluster has drifted from the manifests of ApplySet ${describeParent(doc)}: ${formatCounts(doc.summary, 'preview')} (fail-on-drift is set)`);
}

async function updateIssue(access: GitHubAccess, doc: RunOutcome, context: ReportContext, key: string, drifted: boolean): Promise<void> {
  const marker = commentMarker(`drift;${key}`);
  try {
    const target = { owner: access.owner, repo: access.repo, marker, author: await access.identity() };
    if (drifted) {
      const body = renderMarkdown(doc, { ...context, maxLength: roomBelowMarker(marker) });
      const { number, created } = await upsertDriftIssue(access.octokit, target, { title: issueTitle(doc, context.title), body });
      core.setOutput('issue-number', number);
      core.info(`${created ? 'Opened' : 'Updated'} drift issue #${number}`);
      return;
    }
    const closing = [`### No drift any more: ${formatCounts(doc.summary, 'preview')}`, 'The cluster matches the manifests again.', footer(context)].filter(Boolean).join('\n\n');
    const closed = await closeDriftIssue(access.octokit, target, closing);
    if (closed !== undefined) {
      core.setOutput('issue-number', closed);
      core.info(`Closed drift issue #${closed}: the drift is gone`);
    }
  } catch (error) {
    const status = statusOf(error);
    if (status === undefined) throw error;
    const answer = `could not update the drift issue: ${describeApiError(error)}`;
    if (!NOT_ALLOWED.has(status)) throw new UserError(answer, { hint: 'the job summary has the report; re-run the job to update the issue', cause: error });
    warnUntrusted(`${answer}. Give the workflow permission (permissions: issues: write); the job summary has the report`);
  }
}

/** `ApplySet drift: secret/shop in namespace shop: 1 to create, 2 to update, 0 to prune`, within GitHub's 256 characters. */
function issueTitle(doc: RunOutcome, title: string | undefined): string {
  const { create, update, prune } = doc.summary;
  return `${title ?? DRIFT_TITLE}: ${describeParent(doc)}: ${create} to create, ${update} to update, ${prune} to prune`.slice(0, 256);
}
