import { type DocumentNode, Kind, type SelectionSetNode } from 'graphql';

/*
 * The stand-in's answer to the one GraphQL query the action sends: who the token is
 * (`viewer { login }`). GitHub's schema types `viewer` as `User!`, and the login is the one REST
 * shows: `<app>[bot]` for an app's installation token, as GITHUB_TOKEN's is github-actions[bot].
 */

const VIEWER_FIELDS: Record<string, (login: string) => unknown> = {
  login: (login) => login,
  __typename: () => 'User',
};

/** The answer's data, and the selections the stand-in does not know (an answer without them breaks GitHub's contract). */
export function answerViewerQuery(document: DocumentNode, login: string): { data: Record<string, unknown>; unknown: string[] } {
  const unknown: string[] = [];
  const data: Record<string, unknown> = {};
  const operation = document.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  for (const selection of operation?.selectionSet.selections ?? []) {
    if (selection.kind !== Kind.FIELD || selection.name.value !== 'viewer' || !selection.selectionSet) {
      unknown.push(selection.kind === Kind.FIELD ? selection.name.value : selection.kind);
      continue;
    }
    data[selection.alias?.value ?? 'viewer'] = viewerFields(selection.selectionSet, login, unknown);
  }
  return { data, unknown };
}

function viewerFields(selectionSet: SelectionSetNode, login: string, unknown: string[]): Record<string, unknown> {
  const viewer: Record<string, unknown> = {};
  for (const selection of selectionSet.selections) {
    const field = selection.kind === Kind.FIELD ? VIEWER_FIELDS[selection.name.value] : undefined;
    if (selection.kind !== Kind.FIELD || !field) {
      unknown.push(`viewer.${selection.kind === Kind.FIELD ? selection.name.value : selection.kind}`);
      continue;
    }
    viewer[selection.alias?.value ?? selection.name.value] = field(login);
  }
  return viewer;
}
