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
 * Updates this ApplySet's comment on the issue or pull request, or creates it: one comment per key
 * however often the workflow runs. Only a comment written by `author` (the token's own login, see
 * tokenLogin) whose body starts with `marker` is this ApplySet's: anyone can post a comment holding
 * the marker, and one set's diff may quote another set's marker; such comments are left alone.
 */
export async function upsertComment(
  octokit: GitHubClient,
  options: CommentTarget & { marker: string; author: string; body: string },
): Promise<{ id: number; created: boolean }> {
  const { owner, repo, issueNumber, marker, author } = options;
  const body = options.body.startsWith(marker) ? options.body : `${marker}\n${options.body}`;
  const existing = await findComment(octokit, { owner, repo, issueNumber }, (comment) => comment.user?.login === author && comment.body?.startsWith(marker) === true);
  if (existing !== undefined) {
    await octokit.rest.issues.updateComment({ owner, repo, comment_id: existing, body });
    return { id: existing, created: false };
  }
  const { data } = await octokit.rest.issues.createComment({ owner, repo, issue_number: issueNumber, body });
  return { id: data.id, created: true };
}

interface ListedComment {
  id: number;
  body?: string | undefined;
  user: { login: string } | null;
}

/** The id of the first comment `isOurs` accepts, reading pages only until it is found. */
async function findComment(octokit: GitHubClient, target: CommentTarget, isOurs: (comment: ListedComment) => boolean): Promise<number | undefined> {
  const pages = octokit.paginate.iterator(octokit.rest.issues.listComments, {
    owner: target.owner,
    repo: target.repo,
    issue_number: target.issueNumber,
    per_page: 100,
  });
  for await (const page of pages) {
    const found = page.data.find(isOurs);
    if (found) return found.id;
  }
  return undefined;
}
