import * as core from '@actions/core';
import { type PullRequestComment, pullRequestComment } from '../pullRequestComment.ts';
import type { ModeStep } from './modeSpec.ts';

/** The comment of this ApplySet on the pull request, when there is one and commenting is on. */
export function commentOf(step: ModeStep): PullRequestComment | undefined {
  const { inputs, pullRequest, access } = step;
  if (!pullRequest || inputs.comment === 'never') return undefined;
  if (!inputs.githubToken || !access) {
    core.warning('github-token is empty, so no comment is posted on the pull request; the job summary has the report');
    return undefined;
  }
  return pullRequestComment(
    {
      owner: access.owner,
      repo: access.repo,
      pullRequest: pullRequest.number,
      key: step.key,
      octokit: access.octokit,
      author: access.identity,
    },
    inputs.comment,
  );
}
