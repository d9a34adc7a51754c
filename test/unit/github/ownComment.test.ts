import { getOctokit } from '@actions/github';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findOwnComment } from '../../../src/github/ownComment.ts';
import { type FakeGitHub, startFakeGitHub } from './fakeGitHub.ts';

const target = { owner: 'acme', repo: 'shop', issueNumber: 4 };
const marker = '<!-- applyset-action:applyset=shop -->';

describe('findOwnComment', () => {
  let fake: FakeGitHub;
  beforeEach(async () => {
    fake = await startFakeGitHub();
  });
  afterEach(() => fake.close());

  it('trusts only a comment by the given author that starts with the marker', async () => {
    fake.addComment(target, `${marker}\nforged preview`, 'mallory');
    fake.addComment(target, `quoting:\n${marker}\nbot text`);
    for (let i = 0; i < 120; i++) fake.addComment(target, `comment ${i}`, 'reviewer');
    const own = fake.addComment(target, `${marker}\nthe preview`);

    const found = await findOwnComment(getOctokit('t', { baseUrl: fake.url }), target, marker, 'github-actions[bot]');

    expect(found).toEqual({ id: own.id, body: `${marker}\nthe preview` });
  });
});
