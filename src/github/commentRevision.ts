import type { GitHubClient } from './commentMarker.ts';

/**
 * An issue comment as it is now: its body and who last edited it, read in one request so that the
 * two belong together. A collaborator may edit anyone's comment, and its author stays who wrote it;
 * only GraphQL says who edited it (REST's `updated_at` says when, not who).
 */
export interface CommentRevision {
  body: string;
  /** The last edit; undefined when nobody edited the comment since it was written. */
  lastEdit: { editor: string | undefined; at: string } | undefined;
}

// __typename on the Actor interface: GraphQL names an app's bot without REST's `[bot]` suffix.
const QUERY = `query CommentRevision($id: ID!) {
  node(id: $id) {
    __typename
    ... on IssueComment { body lastEditedAt editor { __typename login } }
  }
}`;

interface Actor {
  __typename: string;
  login: string;
}

interface Answer {
  node: { __typename: string; body?: string; lastEditedAt?: string | null; editor?: Actor | null } | null;
}

/** The comment REST lists with this `node_id`, as it is now. */
export async function readCommentRevision(octokit: GitHubClient, nodeId: string): Promise<CommentRevision> {
  const { node } = await octokit.graphql<Answer>(QUERY, { id: nodeId });
  if (node?.__typename !== 'IssueComment' || typeof node.body !== 'string')
    throw new Error(`GitHub has no issue comment with node id ${nodeId}`);
  const at = node.lastEditedAt;
  return { body: node.body, lastEdit: at ? { editor: restLogin(node.editor), at } : undefined };
}

/** The login as REST shows it (`github-actions[bot]` for GraphQL's Bot `github-actions`); undefined for a deleted account. */
function restLogin(actor: Actor | null | undefined): string | undefined {
  if (!actor) return undefined;
  return actor.__typename === 'Bot' ? `${actor.login}[bot]` : actor.login;
}
