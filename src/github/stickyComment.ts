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

type CommentUpsert = CommentTarget & { marker: string; author: string; body: string };
type PostedComment = { id: number; created: boolean };

/**
 * Updates this ApplySet's comment on the issue or pull request, or creates it (unless `create` is
 * false: then undefined when there is none): one comment per key however often the workflow runs. The marker is put in front of `body` when the body does not
 * already start with it. Only the comment {@link findOwnComment} finds is updated: anyone can post a
 * comment holding the marker, and one set's diff may quote another set's marker; such comments are left alone.
 */
export async function upsertComment(octokit: GitHubClient, options: CommentUpsert & { create?: true }): Promise<PostedComment>;
export async function upsertComment(octokit: GitHubClient, options: CommentUpsert & { create: boolean }): Promise<PostedComment | undefined>;
export async function upsertComment(octokit: GitHubClient, options: CommentUpsert & { create?: boolean }): Promise<PostedComment | undefined> {
  const { owner, repo, issueNumber, marker, author } = options;
  const body = options.body.startsWith(marker) ? options.body : `${marker}\n${options.body}`;
  const existing = await findOwnComment(octokit, { owner, repo, issueNumber }, marker, author);
  if (existing !== undefined) {
    await octokit.rest.issues.updateComment({ owner, repo, comment_id: existing.id, body });
    return { id: existing.id, created: false };
  }
  if (options.create === false) return undefined;
  const { data } = await octokit.rest.issues.createComment({ owner, repo, issue_number: issueNumber, body });
  return { id: data.id, created: true };
}

export interface FoundComment {
  id: number;
  /** GraphQL's id of the comment. */
  nodeId: string;
  body: string;
}

/**
 * The comment on the issue or pull request that `author` (the token's own login) wrote and that
 * starts with `marker`: what the action itself posted there, reading pages only until it is found.
 * A comment by anyone else holding the same marker (quoted, or written to mislead the deploy), or
 * one of its own that only quotes the marker, is not it.
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
    if (found) return { id: found.id, nodeId: found.node_id, body: found.body ?? '' };
  }
  return undefined;
}
