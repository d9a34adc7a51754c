import * as core from '@actions/core';
import { UserError } from '../common/errors.ts';
import { closeDriftIssue, upsertDriftIssue } from '../github/driftIssue.ts';
import { describeApiError, httpStatusOf } from '../github/requestStatus.ts';
import { commentMarker } from '../github/commentMarker.ts';
import { GITHUB_COMMENT_LIMIT } from '../report/markdownReport.ts';
import type { GitHubAccess } from './gitHubAccess.ts';
import { warnUntrusted } from './workflowLog.ts';

/** The scheduled checks that keep an issue about an ApplySet: each its own issue, so neither overwrites the other's. */
export type IssueCheck = 'drift' | 'verify';

/** What the check found: a problem, reported in the open issue, or none, and the comment that closes it. */
export type IssueState = { open: { title: string; body(maxLength: number): string } } | { closing: string };

/** Statuses that say the token may not write issues: a warning, as for comments. */
const NOT_ALLOWED = new Set([401, 403, 404]);

/**
 * The ApplySet's issue of one check (its marker holds the check and the comment key): opened or
 * updated while there is a problem, closed with a comment once there is none. Returns the issue's
 * number (none when there was no issue to close). GitHub's refusal for want of permission is a
 * warning (the job summary has the report); any other fails the step.
 */
export async function keepSetIssue(
  access: GitHubAccess,
  check: IssueCheck,
  key: string,
  state: IssueState,
): Promise<number | undefined> {
  const marker = commentMarker(`${check};${key}`);
  try {
    const target = { owner: access.owner, repo: access.repo, marker, author: await access.identity() };
    if ('open' in state) {
      const body = state.open.body(GITHUB_COMMENT_LIMIT - marker.length - 1);
      const { number, created } = await upsertDriftIssue(access.octokit, target, {
        title: state.open.title.slice(0, 256),
        body,
      });
      core.info(`${created ? 'Opened' : 'Updated'} ${check} issue #${number}`);
      return number;
    }
    const closed = await closeDriftIssue(access.octokit, target, state.closing);
    if (closed !== undefined) core.info(`Closed ${check} issue #${closed}: the problem is gone`);
    return closed;
  } catch (error) {
    const status = httpStatusOf(error);
    if (status === undefined) throw error;
    const answer = `could not update the ${check} issue: ${describeApiError(error)}`;
    if (!NOT_ALLOWED.has(status))
      throw new UserError(answer, {
        hint: 'the job summary has the report; re-run the job to update the issue',
        cause: error,
      });
    warnUntrusted(
      `${answer}. Give the workflow permission (permissions: issues: write); the job summary has the report`,
    );
    return undefined;
  }
}

/** Output `issue-number`: the issue a one-set check kept, empty when there was none. */
export function setIssueOutput(number: number | undefined): void {
  if (number !== undefined) core.setOutput('issue-number', number);
}
