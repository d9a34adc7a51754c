import { getOctokit } from '@actions/github';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeDriftIssue, upsertDriftIssue } from '../../../src/github/driftIssue.ts';
import { type FakeGitHub, startFakeGitHub } from '../../fakes/github/fakeGitHub.ts';

const target = { owner: 'acme', repo: 'shop', marker: '<!-- applyset-action:drift -->', author: 'github-actions[bot]' };

describe('the drift issue', () => {
  let fake: FakeGitHub;
  beforeEach(async () => {
    fake = await startFakeGitHub();
  });
  afterEach(() => fake.close());
  const octokit = () => getOctokit('t', { baseUrl: fake.url });

  it('is opened once and then updated in place', async () => {
    const first = await upsertDriftIssue(octokit(), target, { title: 'drift: 1', body: 'one' });
    const second = await upsertDriftIssue(octokit(), target, { title: 'drift: 2', body: 'two' });

    expect(first.created).toBe(true);
    expect(second).toEqual({ number: first.number, created: false });
    expect(fake.issues.map((issue) => [issue.title, issue.body])).toEqual([['drift: 2', `${target.marker}\ntwo`]]);
  });

  it('is not an issue with the marker that someone else opened, or one that is closed', async () => {
    fake.addIssue({ title: 'copy', body: `${target.marker}\nby hand`, login: 'mallory' });
    fake.addIssue({ title: 'old', body: `${target.marker}\nold`, state: 'closed' });

    const { created } = await upsertDriftIssue(octokit(), target, { title: 'drift', body: 'now' });

    expect(created).toBe(true);
    expect(fake.issues.map((issue) => issue.body)).toEqual([
      `${target.marker}\nby hand`,
      `${target.marker}\nold`,
      `${target.marker}\nnow`,
    ]);
  });

  it('is closed as completed with a comment, and closing without one open does nothing', async () => {
    expect(await closeDriftIssue(octokit(), target, 'gone')).toBeUndefined();
    const { number } = await upsertDriftIssue(octokit(), target, { title: 'drift', body: 'x' });

    expect(await closeDriftIssue(octokit(), target, 'No drift any more')).toBe(number);

    expect(fake.issues[0]).toMatchObject({ state: 'closed', stateReason: 'completed' });
    expect(fake.commentsOn({ owner: 'acme', repo: 'shop', issueNumber: number }).map((c) => c.body)).toEqual([
      'No drift any more',
    ]);
  });
});
