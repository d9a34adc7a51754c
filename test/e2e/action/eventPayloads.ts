import { REPOSITORY } from './actionProcess.ts';

/*
 * The parts of GitHub's webhook payloads the action reads, shaped as GitHub sends them.
 */

export function pullRequestEvent(options: { number: number; headSha: string; headRepository?: string }): object {
  const repository = { full_name: REPOSITORY, name: REPOSITORY.split('/')[1], owner: { login: REPOSITORY.split('/')[0] } };
  const headRepository = options.headRepository ?? REPOSITORY;
  return {
    action: 'synchronize',
    number: options.number,
    pull_request: {
      number: options.number,
      head: { sha: options.headSha, ref: 'feature', repo: { full_name: headRepository, fork: headRepository !== REPOSITORY } },
      base: { sha: 'b'.repeat(40), ref: 'main', repo: repository },
    },
    repository,
  };
}

export function pushEvent(sha: string): object {
  return {
    ref: 'refs/heads/main',
    after: sha,
    repository: { full_name: REPOSITORY, name: REPOSITORY.split('/')[1], owner: { login: REPOSITORY.split('/')[0] }, default_branch: 'main' },
  };
}

/** A scheduled run: GitHub sends only the cron expression. */
export function scheduleEvent(): object {
  return { schedule: '17 * * * *' };
}

/**
 * A pull_request_target run: GitHub sends the same payload as for pull_request; the run itself has
 * the base repository's token and secrets, also for a fork's pull request.
 */
export function pullRequestTargetEvent(options: { number: number; headSha: string; headRepository?: string }): object {
  return { ...pullRequestEvent(options), action: 'opened' };
}

/** A run started with "Run workflow" on the default branch: the ref, the workflow's file and its inputs. */
export function workflowDispatchEvent(): object {
  return {
    inputs: {},
    ref: 'refs/heads/main',
    repository: { full_name: REPOSITORY, name: REPOSITORY.split('/')[1], owner: { login: REPOSITORY.split('/')[0] }, default_branch: 'main' },
    sender: { login: 'octocat', type: 'User' },
    workflow: '.github/workflows/deploy.yml',
  };
}
