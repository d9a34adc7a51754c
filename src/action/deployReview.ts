import { UserError } from '../errors.ts';
import { readCommentRevision } from '../github/commentRevision.ts';
import { listOwnPages } from '../github/pagedComments.ts';
import { type MergedPullRequest, mergedPullRequestsOf } from '../github/pullRequestsOfCommit.ts';
import { describeApiError } from '../github/requestStatus.ts';
import { commentMarker, type FoundComment, upsertComment } from '../github/stickyComment.ts';
import { composeDeployComment, deployReportBudget, keptReview, readActionComment } from '../report/comment/deployComment.ts';
import { roomBelowMarker } from '../report/comment/commentLayouts.ts';
import type { RunOutcome } from '../outcome/runOutcome.ts';
import { type DeployVerdict, type OnUnreviewedChanges, judgeDeploy } from '../review/deployVerdict.ts';
import type { ReviewComparison } from '../review/reviewComparison.ts';
import { describeUnreviewedChange, verdictCaution } from '../report/comment/reviewCautions.ts';
import { sentenceCase } from '../report/summaryPhrases.ts';
import type { GitHubAccess } from './gitHubAccess.ts';
import type { PullRequestComment } from './pullRequestComment.ts';
import type { CommentManner } from './readInputs.ts';
import { type PullRequestReview, type ReviewLookup, chooseReview } from '../review/reviewSource.ts';
import { logUntrusted, warnUntrusted } from './workflowLog.ts';

/** A deploy's link to the pull request it came from: the comparison before it writes, and its comment after. */
export interface DeployReview {
  /** Compares the plan with the reviewed preview; with `fail`, refuses what no trusted review showed. */
  beforeApply(planned: RunOutcome): Promise<void>;
  /** The caution for the top of the comment and job summary; '' when there is none. */
  preface(): string;
  /** The merged pull requests' comments, updated with the deploy's report; undefined when there is none to update. */
  comment: PullRequestComment | undefined;
  /** The merged pull requests of the commit, when they were looked up. */
  merged: MergedPullRequest[] | undefined;
}

export interface DeployRun {
  /** The event that started the run: only a push merges a pull request. */
  event: string;
  sha: string;
  /** From commentKey: which of the pull request's comments is this ApplySet's. */
  key: string;
  onUnreviewed: OnUnreviewedChanges;
  /** The comment input: whether (and when) the deploy reports on the pull request. */
  comment: CommentManner;
}

/**
 * Finds the merged pull requests of the pushed commit and the preview the action left on each.
 * Undefined when `warn` has nothing to compare: not a push, or no comment or token to read it with.
 * With `fail` there is always an answer, as a deploy that cannot be compared is refused.
 */
export async function loadDeployReview(access: GitHubAccess | undefined, run: DeployRun): Promise<DeployReview | undefined> {
  if (run.onUnreviewed === 'warn' && (run.event !== 'push' || run.comment === 'never' || !access)) return undefined;
  const marker = commentMarker(run.key);
  let merged: MergedPullRequest[] | undefined;
  const lookup: ReviewLookup =
    run.event !== 'push' ? { kind: 'not-a-push', event: run.event } : access ? await lookUpReviews(access, run.sha, run.key, readActionComment, (pulls) => (merged = pulls)) : { kind: 'no-token' };
  const source = chooseReview(lookup);
  let preface = '';
  return {
    async beforeApply(planned) {
      const verdict = judgeDeploy(source, run.onUnreviewed, planned);
      preface = verdictCaution(verdict);
      announceVerdict(verdict, run.onUnreviewed);
    },
    preface: () => preface,
    comment: run.comment !== 'never' && access && lookup.kind === 'pull-requests' ? deployComment(access, marker, lookup.reviews, run.comment) : undefined,
    merged,
  };
}

/**
 * Says in the log what the deploy made of its review; a refused deploy throws, before it writes.
 * `label` starts each log line (`[web] `, for one target of many; its error is reported under its name).
 */
export function announceVerdict(verdict: DeployVerdict, onUnreviewed: OnUnreviewedChanges, label = ''): void {
  switch (verdict.kind) {
    case 'same':
      logUntrusted(`${label}The deploy plans what the preview on pull request #${verdict.number} showed.`);
      return;
    case 'differs':
      return reportDifferences(verdict.comparison, verdict.number, verdict.refused, label);
    case 'unproven': {
      const { reason, hint } = verdict.review;
      if (verdict.refused) {
        throw new UserError(`${reason}. With on-unreviewed-changes: fail a deploy goes on only when it plans what a preview reviewed on its pull request showed; nothing was written`, {
          hint: hint ?? 'to deploy it anyway, run the deploy with on-unreviewed-changes: warn (docs/action.md shows how, for a deploy started by hand)',
        });
      }
      if (onUnreviewed === 'fail') logUntrusted(`${label}${sentenceCase(reason)}; the plan changes nothing, so the deploy goes on.`);
      else if (!verdict.loud) logUntrusted(`${label}${sentenceCase(reason)}: the job summary has the report.`);
      else warnUntrusted(`${label}${reason}. The deploy goes on without comparing it with a reviewed preview${hint ? `; ${hint}` : ''}`);
    }
  }
}

function reportDifferences(comparison: ReviewComparison, number: number, refused: boolean, label: string): void {
  const lines = comparison.changes.map((change) => describeUnreviewedChange(change, refused ? 'refused' : 'deployed'));
  logUntrusted(`${label}The deploy differs from the preview reviewed on pull request #${number}:\n${lines.map((line) => `  ${line}`).join('\n')}`);
  if (refused) {
    throw new UserError(`this deploy would create, update or prune objects that the preview reviewed on pull request #${number} did not show (on-unreviewed-changes: fail); nothing was written`, {
      hint: 'check the differences listed in the job summary; to deploy them, re-run the job with on-unreviewed-changes: warn, or bring them in through a pull request of their own',
    });
  }
  warnUntrusted(`${label}the deploy differs from the preview reviewed on pull request #${number}: ${comparison.changes.length} object(s); the job summary lists them`);
}

/**
 * The merged pull requests of `sha` (told to `found`) and the action's comment of `key` on each, as it
 * is now, as `read` makes it out (one set's comment, or a targets comment); a refusal from GitHub is
 * the lookup's answer.
 */
export async function lookUpReviews<C>(
  access: GitHubAccess,
  sha: string,
  key: string,
  read: (body: string, marker: string) => C | undefined,
  found: (pulls: MergedPullRequest[]) => void,
): Promise<ReviewLookup<C>> {
  const marker = commentMarker(key);
  try {
    const pulls = await mergedPullRequestsOf(access.octokit, access, sha);
    found(pulls);
    if (pulls.length === 0) return { kind: 'no-pull-request', sha };
    const author = await access.identity();
    const reviews = await Promise.all(
      pulls.map(async ({ number, fork }): Promise<PullRequestReview<C>> => {
        const pages = inUse(await listOwnPages(access.octokit, { owner: access.owner, repo: access.repo, issueNumber: number }, key, author));
        if (!pages[0]) return { number, fork, comment: undefined, foreignEdit: undefined };
        // Each page is read again with its last editor (REST's body could be from before an edit): an
        // edit of a later page of a long targets comment changes what reviewers saw as much as one of the first.
        const [first, ...more] = await Promise.all(pages.map((page) => readCommentRevision(access.octokit, page.nodeId)));
        const foreignEdit = [first, ...more].map((revision) => revision?.lastEdit).find((edit) => edit !== undefined && edit.editor !== author);
        return { number, fork, comment: first && read(first.body, marker), foreignEdit };
      }),
    );
    return { kind: 'pull-requests', author, reviews };
  } catch (error) {
    return { kind: 'failed', sha, error: describeApiError(error) };
  }
}

/** The pages of a comment in use (the first listed of each number), the first page first; none without a first page. */
function inUse(pages: readonly { part: number; comment: FoundComment }[]): FoundComment[] {
  const byPart = new Map<number, FoundComment>();
  for (const { part, comment } of pages) if (!byPart.has(part)) byPart.set(part, comment);
  return byPart.has(1) ? [...byPart].sort(([a], [b]) => a - b).map(([, comment]) => comment) : [];
}

/** The deploy's report on each merged pull request, above the preview kept from its comment when the action alone wrote it. */
function deployComment(access: GitHubAccess, marker: string, reviews: PullRequestReview[], manner: PullRequestComment['manner']): PullRequestComment {
  const room = roomBelowMarker(marker);
  const kept = reviews.map((review) => ({ number: review.number, kept: keptReview(review) }));
  return {
    maxLength: Math.min(...kept.map((review) => deployReportBudget(review.kept, room))),
    manner,
    async post(report, create) {
      let first: number | undefined;
      for (const review of kept) {
        try {
          const author = await access.identity();
          const body = composeDeployComment(report, review.kept, room);
          const posted = await upsertComment(access.octokit, { owner: access.owner, repo: access.repo, issueNumber: review.number, marker, author, body, create });
          first ??= posted?.id;
        } catch (error) {
          // The deploy is done; a comment GitHub refuses must not fail it.
          warnUntrusted(`could not report the deploy on pull request #${review.number}: ${describeApiError(error)}. Give the workflow permission to comment (permissions: pull-requests: write); the job summary has the report`);
        }
      }
      return first;
    },
  };
}
