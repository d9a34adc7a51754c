import type { GitHubClient } from './commentMarker.ts';

export interface DriftIssueTarget {
  owner: string;
  repo: string;
  /** The hidden line the issue's body starts with: which ApplySet it is about. */
  marker: string;
  /** Only an issue this login opened is the action's own. */
  author: string;
}

/** The open issue the action opened for this ApplySet's drift; undefined when there is none. */
export async function findDriftIssue(octokit: GitHubClient, target: DriftIssueTarget): Promise<number | undefined> {
  const pages = octokit.paginate.iterator(octokit.rest.issues.listForRepo, {
    owner: target.owner,
    repo: target.repo,
    state: 'open',
    sort: 'created',
    direction: 'asc',
    per_page: 100,
  });
  for await (const page of pages) {
    // The issues list holds pull requests too.
    const found = page.data.find(
      (issue) => !issue.pull_request && issue.user?.login === target.author && issue.body?.startsWith(target.marker),
    );
    if (found) return found.number;
  }
  return undefined;
}

/** Opens the drift issue, or updates the open one's title and body: one issue per ApplySet. */
export async function upsertDriftIssue(
  octokit: GitHubClient,
  target: DriftIssueTarget,
  issue: { title: string; body: string },
): Promise<{ number: number; created: boolean }> {
  const { owner, repo, marker } = target;
  const body = `${marker}\n${issue.body}`;
  const existing = await findDriftIssue(octokit, target);
  if (existing !== undefined) {
    await octokit.rest.issues.update({ owner, repo, issue_number: existing, title: issue.title, body });
    return { number: existing, created: false };
  }
  const { data } = await octokit.rest.issues.create({ owner, repo, title: issue.title, body });
  return { number: data.number, created: true };
}

/** Comments on the open drift issue and closes it as completed; the issue's number, or undefined when none was open. */
export async function closeDriftIssue(
  octokit: GitHubClient,
  target: DriftIssueTarget,
  comment: string,
): Promise<number | undefined> {
  const { owner, repo } = target;
  const existing = await findDriftIssue(octokit, target);
  if (existing === undefined) return undefined;
  await octokit.rest.issues.createComment({ owner, repo, issue_number: existing, body: comment });
  await octokit.rest.issues.update({ owner, repo, issue_number: existing, state: 'closed', state_reason: 'completed' });
  return existing;
}
