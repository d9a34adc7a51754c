import type { RenderRun } from '../bundle/bundleOrigin.ts';
import { UserError } from '../common/errors.ts';
import { isRecord } from '../common/isRecord.ts';
import type { GitHubAccess } from './gitHubAccess.ts';
import type { PullRequest } from './pullRequest.ts';

/** A `workflow_run` event's run, as GitHub names it: the render run a plan previews the bundle of. */
export interface WorkflowRunEvent {
  run: Omit<RenderRun, 'pullRequest'>;
  /** The branch and repository (`owner/name`) the run's head commit is on: a fork's, for a fork's pull request. */
  head: { branch: string; repository: string };
  /** The pull requests GitHub lists on the run whose head is the run's head commit (none for a fork's). */
  listed: number[];
}

/** The render run a `workflow_run` event names; undefined for any other event. */
export function workflowRunOf(
  eventName: string,
  payload: Readonly<Record<string, unknown>>,
): WorkflowRunEvent | undefined {
  const run = payload['workflow_run'];
  if (eventName !== 'workflow_run' || !isRecord(run)) return undefined;
  const text = (value: unknown): string => (typeof value === 'string' ? value : '');
  const fullName = (repository: unknown): string => (isRecord(repository) ? text(repository['full_name']) : '');
  const headSha = text(run['head_sha']);
  const listed = Array.isArray(run['pull_requests']) ? run['pull_requests'] : [];
  return {
    run: { repository: fullName(run['repository']), workflow: text(run['path']), id: String(run['id'] ?? ''), headSha },
    head: { branch: text(run['head_branch']), repository: fullName(run['head_repository']) },
    listed: listed
      .filter(
        (pr) =>
          isRecord(pr) && isRecord(pr['head']) && pr['head']['sha'] === headSha && typeof pr['number'] === 'number',
      )
      .map((pr) => (pr as { number: number }).number),
  };
}

/**
 * The open pull request whose head is the run's head commit: the one GitHub lists on the run, else (a
 * fork's pull request, which GitHub does not list there) the open pull request of the head repository's
 * branch, looked up through the API and kept only when its head is that commit. Never a number a bundle
 * names. Undefined when none is open.
 */
export async function pullRequestOfRun(
  access: GitHubAccess | undefined,
  event: WorkflowRunEvent,
): Promise<PullRequest | undefined> {
  const { run, head, listed } = event;
  const fork =
    head.repository.toLowerCase() === run.repository.toLowerCase()
      ? undefined
      : head.repository || 'a deleted repository';
  if (listed.length > 1)
    throw new UserError(
      `the render run names ${listed.length} pull requests (${listed.map((n) => `#${n}`).join(', ')}) for commit ${run.headSha}`,
      { hint: 'a preview comments on one pull request: push the commit to one branch' },
    );
  if (listed[0] !== undefined) return { number: listed[0], headSha: run.headSha, fork };
  if (!access)
    throw new UserError(
      'the render run is not listed with a pull request, and without github-token none can be looked up',
      { hint: "give the plan step github-token (pull-requests: read) to find a fork's pull request" },
    );
  const [owner] = head.repository.split('/');
  if (!owner || !head.branch) return undefined;
  const { data } = await access.octokit.rest.pulls.list({
    owner: access.owner,
    repo: access.repo,
    head: `${owner}:${head.branch}`,
    state: 'open',
    per_page: 100,
  });
  const matching = data.filter(
    (pr) =>
      pr.head.sha === run.headSha && (pr.head.repo?.full_name ?? '').toLowerCase() === head.repository.toLowerCase(),
  );
  if (matching.length > 1)
    throw new UserError(
      `${matching.length} open pull requests have the head ${head.repository}:${head.branch} at ${run.headSha}`,
      { hint: 'a preview comments on one pull request' },
    );
  return matching[0] ? { number: matching[0].number, headSha: run.headSha, fork } : undefined;
}
