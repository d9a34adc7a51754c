import { getOctokit } from '@actions/github';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readCommentRevision } from '../../../src/github/commentRevision.ts';
import { commentMarker } from '../../../src/github/commentMarker.ts';
import { listOwnPages, upsertPagedComments } from '../../../src/github/pagedComments.ts';
import { type FakeGitHub, startFakeGitHub } from '../../fakes/github/fakeGitHub.ts';
import { loadGraphqlContract } from '../../fakes/github/graphqlContract.ts';

const target = { owner: 'acme', repo: 'shop', issueNumber: 7 };
const key = 'applyset=shop;namespace=shop';
const marker = commentMarker(key);
const BOT = 'github-actions[bot]';

describe('readCommentRevision', () => {
  // GitHub's schema takes seconds to load on a busy machine: once, before the tests' clocks start.
  beforeAll(() => loadGraphqlContract().then(() => undefined), 60_000);
  let fake: FakeGitHub;
  beforeEach(async () => {
    fake = await startFakeGitHub();
    fake.setTokenLogin('ghp_collaborator', 'collaborator');
  });
  afterEach(() => fake.close());
  const octokit = (token = 'ghs_workflow') => getOctokit(token, { baseUrl: fake.url });
  const revisionOf = async () => {
    const [found] = await listOwnPages(octokit(), target, key, BOT);
    if (!found) throw new Error('the comment is gone');
    return readCommentRevision(octokit(), found.comment.nodeId);
  };

  it('says nobody edited a comment the action only wrote', async () => {
    await upsertPagedComments(octokit(), target, { key, author: BOT, pages: ['preview 1'] });

    expect(await revisionOf()).toEqual({ body: `${marker}\npreview 1`, lastEdit: undefined });
  });

  it("names the action's own token as the last editor of its update, in REST's form", async () => {
    await upsertPagedComments(octokit(), target, { key, author: BOT, pages: ['preview 1'] });
    await upsertPagedComments(octokit(), target, { key, author: BOT, pages: ['preview 2'] });

    expect(await revisionOf()).toEqual({
      body: `${marker}\npreview 2`,
      lastEdit: { editor: BOT, at: expect.any(String) },
    });
  });

  it("names a collaborator who edited the action's comment, and gives the body as edited", async () => {
    const [id] = await upsertPagedComments(octokit(), target, { key, author: BOT, pages: ['preview: 1 to prune'] });
    await octokit('ghp_collaborator').rest.issues.updateComment({
      owner: 'acme',
      repo: 'shop',
      comment_id: id!,
      body: `${marker}\npreview: 0 to prune`,
    });

    expect(await revisionOf()).toEqual({
      body: `${marker}\npreview: 0 to prune`,
      lastEdit: { editor: 'collaborator', at: expect.any(String) },
    });
  });

  it('fails for a node id GitHub does not know', async () => {
    await expect(readCommentRevision(octokit(), 'IC_404')).rejects.toThrow(
      /Could not resolve to a node with the global id of 'IC_404'/,
    );
  });
});
