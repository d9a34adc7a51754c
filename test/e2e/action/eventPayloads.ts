import * as payloads from '../../fakes/github/eventPayloads.ts';
import { REPOSITORY } from './actionProcess.ts';

/*
 * The event payloads of the action tests, in their repository (acme/shop); the builders are GitHub's
 * whole payloads (test/fakes/github/eventPayloads.ts), and actionProcess.ts checks every payload a run gets.
 */

const [owner = '', repo = ''] = REPOSITORY.split('/');
/** The commit a branch pointed at before the event. */
const PREVIOUS_SHA = '9'.repeat(40);

/** New commits pushed to a pull request's branch (`synchronize`), from a fork when `headRepository` is another repository. */
export function pullRequestEvent(options: { number: number; headSha: string; headRepository?: string }): object {
  return payloads.pullRequestEvent({ owner, repo, action: 'synchronize', before: PREVIOUS_SHA, ...options });
}

/** A push of `sha` to the default branch, as merging a pull request makes. */
export function pushEvent(sha: string): object {
  return payloads.pushEvent({ owner, repo, before: PREVIOUS_SHA, after: sha });
}

export function scheduleEvent(): object {
  return payloads.scheduleEvent({ owner, repo });
}

/**
 * A pull_request_target run: GitHub sends the same payload as for pull_request; the run itself has
 * the base repository's token and secrets, also for a fork's pull request.
 */
export function pullRequestTargetEvent(options: { number: number; headSha: string; headRepository?: string }): object {
  return payloads.pullRequestEvent({ owner, repo, action: 'opened', ...options });
}

/** A run started with "Run workflow" on the default branch. */
export function workflowDispatchEvent(): object {
  return payloads.workflowDispatchEvent({
    owner,
    repo,
    ref: 'refs/heads/main',
    workflow: '.github/workflows/deploy.yml',
    inputs: {},
  });
}

/** A pull request closed without merging it (a merged one is closed too, and its `closed` event says merged). */
export function pullRequestClosedEvent(options: { number: number; headSha: string }): object {
  return payloads.pullRequestEvent({ owner, repo, action: 'closed', merged: false, ...options });
}
