import { getOctokit } from '@actions/github';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { whoAmI } from '../../../src/github/tokenIdentity.ts';
import { type FakeGitHub, startFakeGitHub } from './fakeGitHub.ts';

describe('whoAmI', () => {
  let fake: FakeGitHub;
  beforeEach(async () => {
    fake = await startFakeGitHub();
  });
  afterEach(() => fake.close());
  const octokit = () => getOctokit('t', { baseUrl: fake.url });

  it('is the Actions bot for the workflow token, which GET /user refuses', async () => {
    expect(await whoAmI(octokit())).toBe('github-actions[bot]');
  });

  it('is the user of a personal token', async () => {
    fake.userLogin = 'deploy-bot';
    expect(await whoAmI(octokit())).toBe('deploy-bot');
  });

  it('is the app\'s bot for an app token whose slug is given, without asking GitHub', async () => {
    expect(await whoAmI(octokit(), 'shop-deployer')).toBe('shop-deployer[bot]');
    expect(fake.requests).toEqual([]);
  });
});
