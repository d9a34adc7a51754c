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
