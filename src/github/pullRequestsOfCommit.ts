import type { GitHubClient } from './stickyComment.ts';

/**
 * The merged pull requests that brought `sha` into the repository (GitHub's "pull requests
 * associated with a commit"), for merge commits, squash merges and rebase merges alike. Open pull
 * requests that merely contain the commit are left out: their review is not what was merged.
 */
export async function mergedPullRequestsOf(octokit: GitHubClient, repository: { owner: string; repo: string }, sha: string): Promise<number[]> {
  const { owner, repo } = repository;
  const { data } = await octokit.rest.repos.listPullRequestsAssociatedWithCommit({ owner, repo, commit_sha: sha, per_page: 100 });
  return data.filter((pr) => pr.merged_at !== null && pr.merged_at !== undefined).map((pr) => pr.number);
}
