import { getOctokit } from '@actions/github';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tokenLogin } from '../../../src/github/tokenIdentity.ts';
import { type FakeGitHub, startFakeGitHub } from '../../fakes/github/fakeGitHub.ts';

describe('tokenLogin', () => {
  let fake: FakeGitHub;
  beforeEach(async () => {
    fake = await startFakeGitHub();
  });
  afterEach(() => fake.close());
  const octokit = (token: string) => getOctokit(token, { baseUrl: fake.url });

  it('is github-actions[bot] for GITHUB_TOKEN, as its comments show it', async () => {
    expect(await tokenLogin(octokit('ghs_installation'))).toBe('github-actions[bot]');
  });

  it("is the app's bot for an app token and the user for a personal access token", async () => {
    fake.setTokenLogin('ghs_app', 'deploy-bot[bot]');
    fake.setTokenLogin('ghp_personal', 'octocat');
    expect(await tokenLogin(octokit('ghs_app'))).toBe('deploy-bot[bot]');
    expect(await tokenLogin(octokit('ghp_personal'))).toBe('octocat');
  });

  it('is the Actions bot when GitHub refuses to say who the token is', async () => {
    fake.failViewer({ status: 403, message: 'Resource not accessible by integration' });
    expect(await tokenLogin(octokit('ghs_installation'))).toBe('github-actions[bot]');
  });

  it("is the app's bot for an app token whose slug is given, without asking GitHub", async () => {
    expect(await tokenLogin(octokit('ghs_app'), 'shop-deployer')).toBe('shop-deployer[bot]');
    expect(fake.requests).toEqual([]);
  });
});
