import { context, getOctokit } from '@actions/github';
import type { GitHubClient } from '../github/stickyComment.ts';
import { tokenLogin } from '../github/tokenIdentity.ts';

/** The repository the workflow runs in, through the action's token. */
export interface GitHubAccess {
  octokit: GitHubClient;
  owner: string;
  repo: string;
  /** The login that what the action writes carries; asked once, when first needed. */
  identity(): Promise<string>;
}

export function gitHubAccess(token: string, appSlug: string | undefined): GitHubAccess {
  const octokit = getOctokit(token);
  let identity: Promise<string> | undefined;
  return {
    octokit,
    ...context.repo,
    identity: () => (identity ??= tokenLogin(octokit, appSlug)),
  };
}
