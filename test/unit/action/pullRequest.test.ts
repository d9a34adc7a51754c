import { describe, expect, it } from 'vitest';
import { mayRunUnmergedCode, pullRequestOf } from '../../../src/action/pullRequest.ts';

const repo = (fullName: string) => ({ full_name: fullName });

describe('pullRequestOf', () => {
  it('reads the number and head commit of a pull request from the repository itself', () => {
    const payload = {
      pull_request: { number: 7, head: { sha: 'abc', repo: repo('acme/shop') }, base: { repo: repo('acme/shop') } },
    };
    expect(pullRequestOf(payload)).toEqual({ number: 7, headSha: 'abc', fork: undefined });
  });

  it('names the fork a pull request comes from', () => {
    const payload = {
      pull_request: { number: 8, head: { sha: 'def', repo: repo('someone/shop') }, base: { repo: repo('acme/shop') } },
    };
    expect(pullRequestOf(payload)?.fork).toBe('someone/shop');
  });

  it('treats a pull request whose fork was deleted as from a fork', () => {
    const payload = {
      pull_request: { number: 9, head: { sha: 'def', repo: null }, base: { repo: repo('acme/shop') } },
    };
    expect(pullRequestOf(payload)?.fork).toBe('a deleted repository');
  });

  it('finds the pull request of a comment on it, but not of a comment on an issue', () => {
    expect(pullRequestOf({ issue: { number: 10, pull_request: { url: 'https://api.github.com/…' } } })).toEqual({
      number: 10,
      headSha: undefined,
      fork: undefined,
    });
    expect(pullRequestOf({ issue: { number: 11 } })).toBeUndefined();
  });

  it('finds none in a push', () => {
    expect(pullRequestOf({ ref: 'refs/heads/main', after: 'abc' })).toBeUndefined();
    expect(pullRequestOf({})).toBeUndefined();
  });
});

describe('mayRunUnmergedCode', () => {
  it("holds for pull requests and for the events that check out a pull request's code before its merge (workflow_run, merge_group), not for a push, a dispatch or a schedule", () => {
    const pullRequest = { number: 7, headSha: 'abc', fork: undefined };
    for (const event of ['pull_request', 'pull_request_target', 'workflow_run', 'merge_group', 'issue_comment', ''])
      expect(mayRunUnmergedCode(event, undefined), event).toBe(true);
    expect(mayRunUnmergedCode('pull_request', pullRequest)).toBe(true);
    for (const event of ['push', 'workflow_dispatch', 'schedule'])
      expect(mayRunUnmergedCode(event, undefined), event).toBe(false);
  });
});
