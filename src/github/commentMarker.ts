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

export interface FoundComment {
  id: number;
  /** GraphQL's id of the comment. */
  nodeId: string;
  body: string;
}
