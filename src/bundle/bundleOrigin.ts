import { UserError } from '../errors.ts';
import type { Bundle } from './bundle.ts';

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
  if (bundle.run.repository.toLowerCase() !== run.repository.toLowerCase()) throw refuse('the repository', bundle.run.repository, run.repository);
  if (path(bundle.run.workflow) !== path(run.workflow)) throw refuse('the workflow', bundle.run.workflow, run.workflow);
  if (bundle.run.id !== run.id) throw refuse('the run', bundle.run.id, run.id);
  if (bundle.commits.head !== run.headSha) throw refuse('the head commit', bundle.commits.head, run.headSha);
  if (bundle.pullRequest !== undefined && bundle.pullRequest !== run.pullRequest) {
    throw refuse('pull request', `#${bundle.pullRequest}`, run.pullRequest === undefined ? 'a run with no open pull request' : `#${run.pullRequest}`);
  }
}
