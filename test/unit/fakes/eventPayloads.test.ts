import { describe, expect, it } from 'vitest';
import { runnerEnvironment } from '../../e2e/action/actionProcess.ts';
import { pullRequestEvent, pushEvent, scheduleEvent, workflowDispatchEvent } from '../../fakes/github/eventPayloads.ts';
import { eventPayloadProblem } from '../../fakes/github/webhookContract.ts';

const repository = { owner: 'acme', repo: 'shop' };
const head = 'a'.repeat(40);

describe("the event payload builders, held to GitHub's webhooks description", () => {
  it.each([
    ['pull_request', pullRequestEvent({ ...repository, action: 'opened', number: 7, headSha: head })],
    [
      'pull_request',
      pullRequestEvent({ ...repository, action: 'synchronize', before: '1'.repeat(40), number: 7, headSha: head }),
    ],
    [
      'pull_request',
      pullRequestEvent({
        ...repository,
        action: 'closed',
        merged: true,
        mergeCommitSha: 'c'.repeat(40),
        number: 7,
        headSha: head,
      }),
    ],
    ['pull_request', pullRequestEvent({ ...repository, action: 'closed', merged: false, number: 7, headSha: head })],
    [
      'pull_request_target',
      pullRequestEvent({ ...repository, action: 'opened', number: 8, headSha: head, headRepository: 'mallory/shop' }),
    ],
    ['push', pushEvent({ ...repository, before: '1'.repeat(40), after: '2'.repeat(40) })],
    ['schedule', scheduleEvent({ ...repository, cron: '*/30 * * * *' })],
    [
      'workflow_dispatch',
      workflowDispatchEvent({
        ...repository,
        ref: 'refs/heads/main',
        workflow: '.github/workflows/deploy.yml',
        inputs: { mode: 'apply' },
      }),
    ],
  ])('builds a %s payload GitHub could send', async (eventName, payload) => {
    expect(await eventPayloadProblem(eventName, payload)).toBeUndefined();
  });

  it('carries what the caller names: repository, numbers, shas, refs, fork and merge', () => {
    const merged = pullRequestEvent({
      owner: 'o',
      repo: 'r',
      defaultBranch: 'trunk',
      action: 'closed',
      merged: true,
      mergeCommitSha: 'c'.repeat(40),
      number: 9,
      headSha: head,
      headRepository: 'fork/r',
    });
    expect(merged).toMatchObject({
      action: 'closed',
      number: 9,
      repository: { full_name: 'o/r', default_branch: 'trunk' },
      pull_request: {
        merged: true,
        merge_commit_sha: 'c'.repeat(40),
        head: { sha: head, repo: { full_name: 'fork/r', fork: true } },
        base: { ref: 'trunk' },
      },
    });
    expect(
      pushEvent({ owner: 'o', repo: 'r', before: '0'.repeat(40), after: head, ref: 'refs/heads/feature' }),
    ).toMatchObject({ ref: 'refs/heads/feature', after: head, created: true });
  });

  it('finds payloads GitHub could not send', async () => {
    const withoutHead = pullRequestEvent({ ...repository, action: 'opened', number: 7, headSha: head });
    delete (withoutHead['pull_request'] as { head?: unknown }).head;

    expect(await eventPayloadProblem('pull_request', withoutHead)).toMatch(
      /^the pull_request payload is not GitHub's \(webhook-pull-request-opened\): payload\/pull_request must have required property 'head'/,
    );
    // What the action tests gave before: only the fields the action reads.
    expect(
      await eventPayloadProblem('push', {
        ref: 'refs/heads/main',
        after: head,
        repository: { full_name: 'acme/shop', default_branch: 'main' },
      }),
    ).toMatch(/payload must have required property 'before'/);
    expect(await eventPayloadProblem('schedule', { schedule: 'hourly' })).toMatch(
      /payload\/schedule must match pattern/,
    );
    expect(await eventPayloadProblem('pull_request', { ...withoutHead, action: 'merged' })).toBe(
      "GitHub's webhooks description has no pull_request event with action merged",
    );
    expect(await eventPayloadProblem('workflow_dispatch', { ref: 'refs/heads/main', inputs: null })).toMatch(
      /payload must have required property 'repository'/,
    );
  });

  it('is checked for every payload the action tests give the action', async () => {
    const run = { inputs: {}, eventName: 'push', githubApiUrl: 'http://127.0.0.1:1', workspace: '/nonexistent' };
    await expect(runnerEnvironment({ ...run, payload: { ref: 'refs/heads/main', after: head } })).rejects.toThrow(
      /the push payload is not GitHub's/,
    );
    await expect(
      runnerEnvironment({ ...run, payload: pushEvent({ ...repository, before: '1'.repeat(40), after: head }) }),
    ).resolves.toMatchObject({ env: { GITHUB_EVENT_NAME: 'push' } });
  });
});
