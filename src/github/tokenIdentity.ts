import { httpStatusOf } from './requestStatus.ts';
import type { GitHubClient } from './commentMarker.ts';

/** The login of the workflow's own GITHUB_TOKEN: GitHub Actions' app. */
export const ACTIONS_BOT_LOGIN = 'github-actions[bot]';

interface Viewer {
  viewer: { login: string };
}

/**
 * The login that comments and issues written with this token carry, as the REST API shows it, so that
 * the action trusts only what it wrote itself: a user's login for a personal access token, `<app>[bot]`
 * for an installation token (GITHUB_TOKEN is github-actions[bot]). `<slug>[bot]` without asking when
 * the app's slug is given.
 */
export async function tokenLogin(octokit: GitHubClient, appSlug?: string): Promise<string> {
  if (appSlug) return `${appSlug}[bot]`;
  try {
    // GraphQL's viewer, not REST's GET /user: GET /user refuses every installation token (403 "Resource not accessible by integration"), viewer answers for both kinds.
    // GitHub's schema types viewer as a User, whose login is the one REST shows, `<app>[bot]` included.
    const { viewer } = await octokit.graphql<Viewer>('query { viewer { login } }');
    return viewer.login;
  } catch (error) {
    // A server that refuses viewer to the workflow's token (as GET /user does) still leaves the Actions app as the author.
    if (httpStatusOf(error) === 403) return ACTIONS_BOT_LOGIN;
    throw error;
  }
}
