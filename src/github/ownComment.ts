import type { CommentTarget, GitHubClient } from './stickyComment.ts';

export interface FoundComment {
  id: number;
  body: string;
}

/**
 * The comment on the issue or pull request that `author` wrote and that starts with `marker`:
 * what the action itself posted there. A comment by anyone else holding the same marker (quoted,
 * or written to mislead the deploy) is not it.
 */
export async function findOwnComment(octokit: GitHubClient, target: CommentTarget, marker: string, author: string): Promise<FoundComment | undefined> {
  const pages = octokit.paginate.iterator(octokit.rest.issues.listComments, {
    owner: target.owner,
    repo: target.repo,
    issue_number: target.issueNumber,
    per_page: 100,
  });
  for await (const page of pages) {
    const found = page.data.find((comment) => comment.user?.login === author && comment.body?.startsWith(marker));
    if (found) return { id: found.id, body: found.body ?? '' };
  }
  return undefined;
}
