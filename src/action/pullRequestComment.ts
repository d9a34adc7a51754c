import * as core from '@actions/core';
import { upsertPagedComments } from '../github/pagedComments.ts';
import { describeApiError, httpStatusOf } from '../github/requestStatus.ts';
import type { GitHubAccess } from './gitHubAccess.ts';
import type { CommentManner } from './readInputs.ts';
import { warnUntrusted } from './workflowLog.ts';

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

/** Writes the comments of the workflow's repository. */
export interface CommentWriter {
  /** `owner/repo`. */
  repository: string;
  /** Writes a comment's pages on a pull request; the first page's id, or undefined as {@link PullRequestComment.post} says. */
  write(pullRequest: number, key: string, pages: readonly string[], create: boolean): Promise<number | undefined>;
}

/** Statuses that say the token may not comment here: the workflow's permissions are what to change. */
const NOT_ALLOWED = new Set([401, 403, 404]);

/**
 * Every comment the action writes on a pull request goes through this, under one policy: the job's
 * result is the run's own (a deploy, a preview, a destroy), so a comment GitHub refuses is a warning
 * naming its status and what to do, never a failure; the job summary has the report. A failed job
 * would say the deploy failed, and a re-run to post a comment would run the deploy or the destroy
 * again. None without a token, which a warning says.
 */
export function commentWriter(access: GitHubAccess | undefined): CommentWriter | undefined {
  if (!access) {
    core.warning('github-token is empty, so no comment is posted on the pull request; the job summary has the report');
    return undefined;
  }
  const write: CommentWriter['write'] = async (pullRequest, key, pages, create) => {
    try {
      const ids = await upsertPagedComments(
        access.octokit,
        { owner: access.owner, repo: access.repo, issueNumber: pullRequest },
        { key, author: await access.identity(), pages, create },
      );
      return ids[0];
    } catch (error) {
      const status = httpStatusOf(error);
      if (status === undefined) throw error;
      const what = NOT_ALLOWED.has(status)
        ? 'Give the workflow permission to comment (permissions: pull-requests: write), or set comment: never'
        : 'Re-run the job to post the comment';
      warnUntrusted(
        `could not comment on pull request #${pullRequest}: ${describeApiError(error)}. ${what}; the job summary has the report`,
      );
      return undefined;
    }
  };
  return { repository: `${access.owner}/${access.repo}`, write };
}
