import { errorMessage, UserError } from '../common/errors.ts';
import { roomBelowMarker } from '../report/comment/commentLayouts.ts';
import { httpStatusOf } from '../github/requestStatus.ts';
import { type GitHubClient, commentMarker } from '../github/commentMarker.ts';
import { upsertPagedComments } from '../github/pagedComments.ts';
import type { CommentManner } from './readInputs.ts';
import { warnUntrusted } from './workflowLog.ts';

export interface CommentDestination {
  owner: string;
  repo: string;
  pullRequest: number;
  /** From {@link commentKey}: which of the pull request's comments is this ApplySet's. */
  key: string;
  octokit: GitHubClient;
  /** The login the token writes as: only a comment by it is this ApplySet's. */
  author(): Promise<string>;
}

/** The sticky comment of one ApplySet on one pull request. */
export interface PullRequestComment {
  /** The longest body that fits, the hidden marker included. */
  maxLength: number;
  /** When it is written; never `never`, as then there is no comment. */
  manner: Exclude<CommentManner, 'never'>;
  /**
   * Creates or updates the comment, or only updates it when `create` is false; its id, or undefined
   * when there was none to update, or GitHub refused and a warning says why.
   */
  post(body: string, create: boolean): Promise<number | undefined>;
}

/** Statuses for which a comment is given up with a warning, as they say the token may not comment here. */
const NOT_ALLOWED = new Set([401, 403, 404]);

export function pullRequestComment(
  destination: CommentDestination,
  manner: PullRequestComment['manner'],
): PullRequestComment {
  const marker = commentMarker(destination.key);
  return {
    maxLength: roomBelowMarker(marker),
    manner,
    async post(body, create) {
      const { owner, repo, pullRequest } = destination;
      try {
        // A comment of one page, found and kept as a run's paged comment is: a page left from a longer comment of this key goes.
        const [id] = await upsertPagedComments(
          destination.octokit,
          { owner, repo, issueNumber: pullRequest },
          { key: destination.key, author: await destination.author(), pages: [body], create },
        );
        return id;
      } catch (error) {
        const status = httpStatusOf(error);
        if (status === undefined) throw error;
        const answer = `could not comment on pull request #${pullRequest}: GitHub answered ${status} (${errorMessage(error)})`;
        if (!NOT_ALLOWED.has(status))
          throw new UserError(answer, {
            hint: 'the job summary has the report; re-run the job to post the comment',
            cause: error,
          });
        // A missing permission must not fail a preview that worked: the job summary still has the report.
        warnUntrusted(
          `${answer}. Give the workflow permission to comment (permissions: pull-requests: write), or set comment: never; the job summary has the report`,
        );
        return undefined;
      }
    },
  };
}
