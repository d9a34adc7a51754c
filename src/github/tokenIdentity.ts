import { statusOf } from './requestStatus.ts';
import type { GitHubClient } from './stickyComment.ts';

/** The login of the workflow's own GITHUB_TOKEN: GitHub Actions' app. */
export const ACTIONS_BOT_LOGIN = 'github-actions[bot]';

/**
 * The login that comments and issues written with this token carry, so that the action trusts only
 * what it wrote itself: `<slug>[bot]` for a GitHub App's token whose slug is given; the user of a
 * personal access token (`GET /user`); and for an installation token without a slug, which
 * `GET /user` refuses with 403, the Actions app of the workflow's own GITHUB_TOKEN.
 */
export async function whoAmI(octokit: GitHubClient, appSlug?: string): Promise<string> {
  if (appSlug) return `${appSlug}[bot]`;
  try {
    const { data } = await octokit.rest.users.getAuthenticated();
    return data.login;
  } catch (error) {
    if (statusOf(error) === 403) return ACTIONS_BOT_LOGIN;
    throw error;
  }
}
