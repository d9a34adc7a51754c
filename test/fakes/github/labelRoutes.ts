/*
 * The labels of a pull request, as the issues API adds, lists and removes them. The stand-in keeps
 * them in the loop's `pullRequestLabels` (by number), which the pull requests it lists carry too.
 * Adding a label the repository lacks creates it, as GitHub does.
 */
import { isRecord } from '../../../src/common/isRecord.ts';
import { type OperationRoutes, errorAnswer } from './fakeGitHubLoop.ts';
import type { GitHubUrls } from './githubAccounts.ts';
import { labelJson } from './pullRequestJson.ts';

export function createLabelRoutes(urls: () => GitHubUrls, labels: Map<number, string[]>): OperationRoutes {
  const answer = (owner: string, repo: string, number: number) => ({
    status: 200,
    body: (labels.get(number) ?? []).map((name) => labelJson(urls(), `${owner}/${repo}`, name)),
  });
  return {
    'issues/list-labels-on-issue': ({ pathParams: { owner = '', repo = '', issue_number: number } }) =>
      answer(owner, repo, Number(number)),
    'issues/add-labels': ({ pathParams: { owner = '', repo = '', issue_number: number }, body }) => {
      const given = isRecord(body) && Array.isArray(body['labels']) ? body['labels'] : [];
      const names = given
        .map((label) => (isRecord(label) ? label['name'] : label))
        .filter((name): name is string => typeof name === 'string');
      if (names.length === 0) return errorAnswer(422, 'Validation Failed: labels is missing');
      const current = labels.get(Number(number)) ?? [];
      labels.set(Number(number), [...current, ...names.filter((name) => !current.includes(name))]);
      return answer(owner, repo, Number(number));
    },
    'issues/remove-label': ({ pathParams: { owner = '', repo = '', issue_number: number, name = '' } }) => {
      const current = labels.get(Number(number)) ?? [];
      if (!current.includes(name)) return errorAnswer(404, 'Label does not exist');
      labels.set(
        Number(number),
        current.filter((label) => label !== name),
      );
      return answer(owner, repo, Number(number));
    },
  };
}
