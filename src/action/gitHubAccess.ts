import { UserError } from '../common/errors.ts';
import type { GitHubClient } from '../github/commentMarker.ts';
import { tokenLogin } from '../github/tokenIdentity.ts';
import type { RunnerContext } from './runnerContext.ts';

/** The repository the workflow runs in, through the action's token. */
export interface GitHubAccess {
  octokit: GitHubClient;
  owner: string;
  repo: string;
  /** The login that what the action writes carries; asked once, when first needed. */
  identity(): Promise<string>;
}

/**
 * The access a token gives. @actions/github (octokit, and undici under it, some 0.8 MB) is imported
 * here, not at the action's start: a run without a token never loads it.
 */
export async function gitHubAccess(
  token: string,
  appSlug: string | undefined,
  runner: Pick<RunnerContext, 'repository' | 'apiUrl'>,
): Promise<GitHubAccess> {
  if (!runner.repository)
    throw new UserError(
      'the runner names no repository (GITHUB_REPOSITORY is not set), so there is none to comment on',
      { hint: 'run the action in a GitHub Actions workflow, or set github-token to an empty string' },
    );
  // The API of the runner's GitHub (GITHUB_API_URL), github.com's or a GitHub Enterprise Server's.
  const { getOctokit } = await import('@actions/github');
  const octokit = getOctokit(token, { baseUrl: runner.apiUrl });
  let identity: Promise<string> | undefined;
  return {
    octokit,
    ...runner.repository,
    identity: () => (identity ??= tokenLogin(octokit, appSlug)),
  };
}
