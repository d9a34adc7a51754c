import { type DocumentNode, GraphQLError, Kind } from 'graphql';
import { type CommentRecord, commentNodeId } from './restObjects.ts';

/*
 * The stand-in's data as GitHub's GraphQL schema shows it, for the contract to run checked queries
 * on: `viewer` (who the token is) and `node(id)` for the issue comments REST lists with that
 * `node_id`, with their last edit.
 */

export function graphqlRoot(login: string, comments: readonly CommentRecord[]): Record<string, unknown> {
  return {
    // The schema types viewer as a User, whose login is the one REST shows: `<app>[bot]` for an app's installation token.
    viewer: { login },
    node: ({ id }: { id: string }) => {
      const comment = comments.find((c) => commentNodeId(c.id) === id);
      // GitHub answers an unknown id with a null node and this error.
      if (!comment) throw new GraphQLError(`Could not resolve to a node with the global id of '${id}'`);
      return issueCommentNode(comment);
    },
  };
}

/** Whether the query asks who the token is. */
export function selectsViewer(document: DocumentNode): boolean {
  return document.definitions.some(
    (definition) =>
      definition.kind === Kind.OPERATION_DEFINITION &&
      definition.selectionSet.selections.some((s) => s.kind === Kind.FIELD && s.name.value === 'viewer'),
  );
}

function issueCommentNode(comment: CommentRecord): Record<string, unknown> {
  return {
    __typename: 'IssueComment',
    id: commentNodeId(comment.id),
    databaseId: comment.id,
    body: comment.body,
    author: actor(comment.login),
    createdAt: comment.createdAt,
    updatedAt: comment.updatedAt,
    lastEditedAt: comment.lastEdit?.at ?? null,
    editor: comment.lastEdit ? actor(comment.lastEdit.login) : null,
  };
}

/** An Actor: GraphQL names an app's bot without REST's suffix (github-actions[bot] is the Bot `github-actions`). */
function actor(login: string): Record<string, unknown> {
  return login.endsWith('[bot]')
    ? { __typename: 'Bot', login: login.slice(0, -'[bot]'.length) }
    : { __typename: 'User', login };
}
