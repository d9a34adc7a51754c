import type { GitHubClient } from './stickyComment.ts';

interface Viewer {
  viewer: { login: string; __typename: string };
}

/**
 * The login the token writes comments as, as the REST API shows it on a comment: a user's login for a
 * personal access token; `<app>[bot]` for an app's installation token, GITHUB_TOKEN included
 * (github-actions[bot]). GraphQL's viewer answers for both kinds of token, where REST's GET /user
 * refuses installation tokens; it names a bot without the `[bot]` that REST adds.
 */
export async function tokenLogin(octokit: GitHubClient): Promise<string> {
  const { viewer } = await octokit.graphql<Viewer>('query { viewer { login __typename } }');
  return viewer.__typename === 'Bot' && !viewer.login.endsWith('[bot]') ? `${viewer.login}[bot]` : viewer.login;
}
