import type { GitHubClient } from './commentMarker.ts';

/** A merged pull request, as far as the deploy needs it. */
export interface MergedPullRequest {
  number: number;
  /** `owner/name` of the fork it came from; undefined when it came from the repository itself. */
  fork: string | undefined;
  /** The names of its labels. */
  labels: string[];
}

/**
 * The merged pull requests that brought `sha` into the repository (GitHub's "pull requests
 * associated with a commit"), for merge commits, squash merges and rebase merges alike. Open pull
 * requests that merely contain the commit are left out: their review is not what was merged.
 */
export async function mergedPullRequestsOf(
  octokit: GitHubClient,
  repository: { owner: string; repo: string },
  sha: string,
): Promise<MergedPullRequest[]> {
  const { owner, repo } = repository;
  const { data } = await octokit.rest.repos.listPullRequestsAssociatedWithCommit({
    owner,
    repo,
    commit_sha: sha,
    per_page: 100,
  });
  return data
    .filter((pr) => pr.merged_at !== null && pr.merged_at !== undefined)
    .map((pr) => {
      const head = pr.head.repo?.full_name;
      // A head repository that is gone (a deleted fork) is null: still not this repository.
      const fork = head === pr.base.repo.full_name ? undefined : (head ?? 'a deleted repository');
      return { number: pr.number, fork, labels: pr.labels.map((label) => label.name) };
    });
}
