import { getOctokit } from '@actions/github';
import { errorMessage, UserError } from '../errors.ts';
import { GITHUB_COMMENT_LIMIT } from '../report/markdownReport.ts';
import { commentMarker, upsertComment } from '../github/stickyComment.ts';
import { tokenLogin } from '../github/tokenIdentity.ts';
import { warnUntrusted } from './workflowLog.ts';

export interface CommentDestination {
  owner: string;
  repo: string;
  pullRequest: number;
  /** From {@link commentKey}: which of the pull request's comments is this ApplySet's. */
  key: string;
  githubToken: string;
}

/** The sticky comment of one ApplySet on one pull request. */
export interface PullRequestComment {
  /** The longest body that fits, the hidden marker included. */
  maxLength: number;
  /** Creates or updates the comment; its id, or undefined when GitHub refused and a warning says why. */
  post(body: string): Promise<number | undefined>;
}

/** Statuses for which a comment is given up with a warning, as they say the token may not comment here. */
const NOT_ALLOWED = new Set([401, 403, 404]);

export function pullRequestComment(destination: CommentDestination): PullRequestComment {
  const marker = commentMarker(destination.key);
  // Who the token is, asked once however often the comment is posted.
  let author: Promise<string> | undefined;
  return {
    maxLength: GITHUB_COMMENT_LIMIT - marker.length - 1,
    async post(body) {
      const { owner, repo, pullRequest } = destination;
      try {
        const octokit = getOctokit(destination.githubToken);
        author ??= tokenLogin(octokit);
        const { id } = await upsertComment(octokit, { owner, repo, issueNumber: pullRequest, marker, author: await author, body });
        return id;
      } catch (error) {
        const status = statusOf(error);
        if (status === undefined) throw error;
        const answer = `could not comment on pull request #${pullRequest}: GitHub answered ${status} (${errorMessage(error)})`;
        if (!NOT_ALLOWED.has(status)) throw new UserError(answer, { hint: 'the job summary has the report; re-run the job to post the comment', cause: error });
        // A missing permission must not fail a preview that worked: the job summary still has the report.
        warnUntrusted(`${answer}. Give the workflow permission to comment (permissions: pull-requests: write), or set comment: false; the job summary has the report`);
        return undefined;
      }
    },
  };
}

function statusOf(error: unknown): number | undefined {
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  return typeof status === 'number' ? status : undefined;
}
