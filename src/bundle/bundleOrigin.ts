import { UserError } from '../common/errors.ts';
import { isRecord } from '../common/isRecord.ts';
import type { Bundle, BundleOrigin } from './bundle.ts';

/** The run a plan was told a bundle comes from, as GitHub's event named it (workflow_run), never as the bundle says. */
export interface RenderRun {
  /** `owner/name` of the repository the run belongs to (the base repository, for a fork's pull request too). */
  repository: string;
  /** The run's workflow file: workflow_run.path. */
  workflow: string;
  /** workflow_run.id. */
  id: string;
  /** workflow_run.head_sha: the commit the run rendered. */
  headSha: string;
  /** The pull request the plan comments on, as the event or the API named it; undefined when none was found. */
  pullRequest: number | undefined;
}

/**
 * Refuses a bundle that is not the one rendered by `run`: another repository, workflow, run, head commit
 * or pull request. Each would otherwise let one run's artifact be previewed, and signed, as another's.
 */
export function checkBundleOrigin(bundle: Bundle, file: string, run: RenderRun): void {
  const refuse = (what: string, found: string, expected: string) =>
    new UserError(`the bundle ${file} is from ${what} ${found}, not ${expected} that triggered this run`, {
      hint: 'a plan previews only the bundle of the render run its workflow_run event names: download the artifact of that run (run-id: github.event.workflow_run.id)',
    });
  const path = (workflow: string) => workflow.replace(/@.*$/, '');
  if (bundle.run.repository.toLowerCase() !== run.repository.toLowerCase())
    throw refuse('the repository', bundle.run.repository, run.repository);
  if (path(bundle.run.workflow) !== path(run.workflow)) throw refuse('the workflow', bundle.run.workflow, run.workflow);
  if (bundle.run.id !== run.id) throw refuse('the run', bundle.run.id, run.id);
  if (bundle.commits.head !== run.headSha) throw refuse('the head commit', bundle.commits.head, run.headSha);
  if (bundle.pullRequest !== undefined && bundle.pullRequest !== run.pullRequest) {
    throw refuse(
      'pull request',
      `#${bundle.pullRequest}`,
      run.pullRequest === undefined ? 'a run with no open pull request' : `#${run.pullRequest}`,
    );
  }
}

/** What a render step knows of its own run: GitHub's variables and the event's payload. */
export interface RenderContext {
  /** `owner/name`. */
  repository: string;
  /** GITHUB_WORKFLOW_REF: `owner/name/.github/workflows/render.yml@refs/pull/7/merge`. */
  workflowRef: string;
  runId: string;
  attempt: string | undefined;
  eventName: string;
  /** The event's payload (GITHUB_EVENT_PATH), whose pull request names the head and base commits. */
  payload: unknown;
  /** GITHUB_SHA, the head when there is no pull request. */
  sha: string;
}

/** Where a bundle comes from, as its render run says: the workflow's path as workflow_run.path has it, the pull request's head commit. */
export function renderOrigin(context: RenderContext): BundleOrigin {
  const prefix = `${context.repository}/`;
  const workflowPath = context.workflowRef.startsWith(prefix)
    ? context.workflowRef.slice(prefix.length)
    : context.workflowRef;
  const pr = isRecord(context.payload) ? context.payload['pull_request'] : undefined;
  const sha = (side: string): string | undefined => {
    const ref = isRecord(pr) ? pr[side] : undefined;
    return isRecord(ref) && typeof ref['sha'] === 'string' ? ref['sha'] : undefined;
  };
  const number = isRecord(pr) && typeof pr['number'] === 'number' ? pr['number'] : undefined;
  return {
    run: {
      repository: context.repository,
      workflow: workflowPath.replace(/@.*$/, ''),
      id: context.runId,
      attempt: context.attempt,
      event: context.eventName,
    },
    commits: { head: sha('head') ?? context.sha, base: sha('base') },
    pullRequest: number,
  };
}
