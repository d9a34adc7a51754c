import { getOctokit } from '@actions/github';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDeployment, setDeploymentStatus } from '../../../src/github/deployments.ts';
import { mergedPullRequestsOf } from '../../../src/github/pullRequestsOfCommit.ts';
import { type FakeGitHub, startFakeGitHub } from '../../fakes/github/fakeGitHub.ts';

const repository = { owner: 'acme', repo: 'shop' };
const sha = 'd'.repeat(40);

describe('deployments and the pull requests of a commit', () => {
  let fake: FakeGitHub;
  beforeEach(async () => {
    fake = await startFakeGitHub();
  });
  afterEach(() => fake.close());
  const octokit = () => getOctokit('t', { baseUrl: fake.url });

  it('records a deployment of the commit and its statuses, the description cut to the 140 characters GitHub keeps', async () => {
    const id = await createDeployment(octokit(), {
      ...repository,
      sha,
      environment: 'production',
      description: 'ApplySet shop',
    });
    await setDeploymentStatus(octokit(), repository, id, {
      state: 'in_progress',
      description: 'Deploying',
      logUrl: 'https://github.com/acme/shop/actions/runs/1',
      environmentUrl: undefined,
    });
    await setDeploymentStatus(octokit(), repository, id, {
      state: 'success',
      description: 'x'.repeat(200),
      logUrl: 'https://github.com/acme/shop/actions/runs/1',
      environmentUrl: 'https://shop.example.com/',
    });

    expect(fake.deployments).toEqual([
      {
        id,
        ref: sha,
        environment: 'production',
        statuses: [
          {
            state: 'in_progress',
            description: 'Deploying',
            logUrl: 'https://github.com/acme/shop/actions/runs/1',
            environmentUrl: undefined,
          },
          {
            state: 'success',
            description: 'x'.repeat(140),
            logUrl: 'https://github.com/acme/shop/actions/runs/1',
            environmentUrl: 'https://shop.example.com/',
          },
        ],
      },
    ]);
  });

  it('are the merged pull requests of a commit, not the open ones that contain it', async () => {
    fake.mergedPullRequests.set(sha, [21]);
    fake.openPullRequests.set(sha, [22]);

    expect(await mergedPullRequestsOf(octokit(), repository, sha)).toEqual([
      { number: 21, fork: undefined, labels: [] },
    ]);
  });

  it('name the fork a merged pull request came from', async () => {
    fake.mergedPullRequests.set(sha, [21, 23]);
    fake.forkHeads.set(23, 'someone/shop');

    expect(await mergedPullRequestsOf(octokit(), repository, sha)).toEqual([
      { number: 21, fork: undefined, labels: [] },
      { number: 23, fork: 'someone/shop', labels: [] },
    ]);
  });

  it('carry their labels, as GitHub lists them', async () => {
    fake.mergedPullRequests.set(sha, [21]);
    fake.pullRequestLabels.set(21, ['applyset:allow-destructive-prune', 'area/payments']);

    expect(await mergedPullRequestsOf(octokit(), repository, sha)).toEqual([
      { number: 21, fork: undefined, labels: ['applyset:allow-destructive-prune', 'area/payments'] },
    ]);
  });
});
