import type { getOctokit } from '@actions/github';

export type GitHubClient = ReturnType<typeof getOctokit>;

export interface CommentTarget {
  owner: string;
  repo: string;
  issueNumber: number;
}

/**
 * The hidden line that makes a comment findable again: `<!-- applyset-action:<key> -->`.
 * The key is percent-encoded (and `--` broken up) so that it cannot end the HTML comment
 * or be read as anything else, while staying the same text for the same key.
 */
export function commentMarker(key: string): string {
  const safe = encodeURIComponent(key).replace(/-(?=-)/g, '%2D');
  return `<!-- applyset-action:${safe} -->`;
}

/**
 * Updates the comment holding `marker` on the issue or pull request, or creates it: one
 * comment per key however often the workflow runs. The marker is put in front of `body`
 * when the body does not already contain it.
 */
export async function upsertComment(
  octokit: GitHubClient,
  options: CommentTarget & { marker: string; body: string },
): Promise<{ id: number; created: boolean }> {
  const { owner, repo, issueNumber, marker } = options;
  const body = options.body.includes(marker) ? options.body : `${marker}\n${options.body}`;
  const existing = await findComment(octokit, { owner, repo, issueNumber }, marker);
  if (existing !== undefined) {
    await octokit.rest.issues.updateComment({ owner, repo, comment_id: existing, body });
    return { id: existing, created: false };
  }
  const { data } = await octokit.rest.issues.createComment({ owner, repo, issue_number: issueNumber, body });
  return { id: data.id, created: true };
}

/** The id of the first comment containing `marker`, reading pages only until it is found. */
async function findComment(octokit: GitHubClient, target: CommentTarget, marker: string): Promise<number | undefined> {
  const pages = octokit.paginate.iterator(octokit.rest.issues.listComments, {
    owner: target.owner,
    repo: target.repo,
    issue_number: target.issueNumber,
    per_page: 100,
  });
  for await (const page of pages) {
    const found = page.data.find((comment) => comment.body?.includes(marker));
    if (found) return found.id;
  }
  return undefined;
}
