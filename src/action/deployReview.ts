import * as core from '@actions/core';
import { UserError } from '../errors.ts';
import { mergedPullRequestsOf } from '../github/pullRequestsOfCommit.ts';
import { describeApiError } from '../github/requestStatus.ts';
import { commentMarker, findOwnComment, upsertComment } from '../github/stickyComment.ts';
import { composeDeployComment, deployReportBudget, type KeptReview, readActionComment } from '../report/deployComment.ts';
import type { Fingerprint } from '../report/fingerprint.ts';
import { GITHUB_COMMENT_LIMIT } from '../report/markdownReport.ts';
import type { RunOutcome } from '../outcome/runOutcome.ts';
import { type ReviewComparison, compareWithReview, hasUnreviewedWrites, isSameAsReviewed } from '../report/reviewComparison.ts';
import { describeUnreviewedChange, unreviewedMarkdown } from '../report/reviewMarkdown.ts';
import type { GitHubAccess } from './gitHubAccess.ts';
import type { PullRequestComment } from './pullRequestComment.ts';
import type { OnUnreviewedChanges } from './readInputs.ts';
import { logUntrusted, warnUntrusted } from './workflowLog.ts';

/** What the merged pull request's comment holds: the preview its reviewers saw. */
interface PullRequestReview {
  number: number;
  /** The fingerprint's hidden line as found, kept on the deploy comment for a re-run of the deploy. */
  fingerprintLine: string | undefined;
  fingerprint: Fingerprint | undefined;
  preview: string;
}

/** A deploy's link to the pull request it came from: the comparison before it writes, and its comment after. */
export interface DeployReview {
  /** Compares the plan with the reviewed preview; refuses unreviewed updates and prunes with `fail`. */
  beforeApply(planned: RunOutcome): Promise<void>;
  /** The unreviewed-changes warning for the top of the comment and job summary; '' when there is none. */
  preface(): string;
  /** The merged pull requests' comments, updated with the deploy's report; undefined when there is no pull request. */
  comment: PullRequestComment | undefined;
}

/**
 * Finds the merged pull requests of the pushed commit and the preview the action left on each. Any
 * refusal from GitHub (a token without `pull-requests: read`) is a warning: the deploy goes on.
 */
export async function loadDeployReview(access: GitHubAccess, sha: string, key: string, onUnreviewed: OnUnreviewedChanges): Promise<DeployReview> {
  const marker = commentMarker(key);
  const reviews = await findReviews(access, sha, marker);
  const reviewed = reviews.find((review) => review.fingerprint !== undefined);
  let comparison: ReviewComparison | undefined;
  let refused = false;
  return {
    async beforeApply(planned) {
      if (!reviewed?.fingerprint) {
        if (reviews.length > 0) core.warning(`pull request #${reviews[0]?.number} has no preview of this ApplySet by this action to compare the deploy with`);
        return;
      }
      comparison = compareWithReview(reviewed.fingerprint, planned.objects);
      if (isSameAsReviewed(comparison)) {
        core.info(`The deploy plans what the preview on pull request #${reviewed.number} showed.`);
        return;
      }
      refused = onUnreviewed === 'fail' && hasUnreviewedWrites(comparison, planned.objects);
      const lines = comparison.changes.map((change) => describeUnreviewedChange(change, refused ? 'refused' : 'deployed'));
      logUntrusted(`The deploy differs from the preview reviewed on pull request #${reviewed.number}:\n${lines.map((line) => `  ${line}`).join('\n')}`);
      if (refused) {
        throw new UserError(`this deploy would update or prune objects that the preview reviewed on pull request #${reviewed.number} did not show (on-unreviewed-changes: fail); nothing was written`, {
          hint: 'check the differences listed in the job summary; to deploy them, re-run the job with on-unreviewed-changes: warn, or bring them in through a pull request of their own',
        });
      }
      core.warning(`the deploy differs from the preview reviewed on pull request #${reviewed.number}: ${comparison.changes.length} object(s); the job summary lists them`);
    },
    preface: () => (comparison ? unreviewedMarkdown(comparison, refused ? 'refused' : 'deployed') : ''),
    comment: reviews.length === 0 ? undefined : deployComment(access, marker, reviews),
  };
}

async function findReviews(access: GitHubAccess, sha: string, marker: string): Promise<PullRequestReview[]> {
  try {
    const numbers = await mergedPullRequestsOf(access.octokit, access, sha);
    if (numbers.length === 0) {
      core.info(`Commit ${sha.slice(0, 7)} came from no merged pull request: the job summary has the report.`);
      return [];
    }
    const author = await access.identity();
    return await Promise.all(
      numbers.map(async (number): Promise<PullRequestReview> => {
        const found = await findOwnComment(access.octokit, { owner: access.owner, repo: access.repo, issueNumber: number }, marker, author);
        const comment = found ? readActionComment(found.body, marker) : undefined;
        return { number, fingerprintLine: comment?.fingerprintLine, fingerprint: comment?.fingerprint, preview: comment?.preview ?? '' };
      }),
    );
  } catch (error) {
    warnUntrusted(
      `could not find the pull request of commit ${sha.slice(0, 7)}: ${describeApiError(error)}. The deploy goes on without comparing it with the reviewed preview; ` +
        'give the workflow permission to read pull requests (permissions: pull-requests: write, which includes read) to report it on its pull request',
    );
    return [];
  }
}

/** The deploy's report on each merged pull request, above the preview kept from its comment. */
function deployComment(access: GitHubAccess, marker: string, reviews: PullRequestReview[]): PullRequestComment {
  const room = GITHUB_COMMENT_LIMIT - marker.length - 1;
  const kept = (review: PullRequestReview): KeptReview => ({ fingerprintLine: review.fingerprintLine, preview: review.preview || NO_PREVIEW });
  const maxLength = Math.min(...reviews.map((review) => deployReportBudget(kept(review), room)));
  return {
    maxLength,
    async post(report) {
      let first: number | undefined;
      for (const review of reviews) {
        const body = composeDeployComment(report, kept(review), room);
        try {
          const author = await access.identity();
          const { id } = await upsertComment(access.octokit, { owner: access.owner, repo: access.repo, issueNumber: review.number, marker, author, body });
          first ??= id;
        } catch (error) {
          // The deploy is done; a comment GitHub refuses must not fail it.
          warnUntrusted(`could not report the deploy on pull request #${review.number}: ${describeApiError(error)}. Give the workflow permission to comment (permissions: pull-requests: write); the job summary has the report`);
        }
      }
      return first;
    },
  };
}

const NO_PREVIEW = '_This ApplySet had no preview by this action on the pull request._';
