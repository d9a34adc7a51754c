import { getOctokit } from '@actions/github';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readCommentRevision } from '../../../src/github/commentRevision.ts';
import { commentMarker, findOwnComment, upsertComment } from '../../../src/github/stickyComment.ts';
import { type FakeGitHub, startFakeGitHub } from '../../fakes/github/fakeGitHub.ts';
import { loadGraphqlContract } from '../../fakes/github/graphqlContract.ts';

const target = { owner: 'acme', repo: 'shop', issueNumber: 7 };
const marker = commentMarker('applyset=shop;namespace=shop');
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
    const found = await findOwnComment(octokit(), target, marker, BOT);
    if (!found) throw new Error('the comment is gone');
    return readCommentRevision(octokit(), found.nodeId);
  };

  it('says nobody edited a comment the action only wrote', async () => {
    await upsertComment(octokit(), { ...target, marker, author: BOT, body: 'preview 1' });

    expect(await revisionOf()).toEqual({ body: `${marker}\npreview 1`, lastEdit: undefined });
  });

  it("names the action's own token as the last editor of its update, in REST's form", async () => {
    await upsertComment(octokit(), { ...target, marker, author: BOT, body: 'preview 1' });
    await upsertComment(octokit(), { ...target, marker, author: BOT, body: 'preview 2' });

    expect(await revisionOf()).toEqual({ body: `${marker}\npreview 2`, lastEdit: { editor: BOT, at: expect.any(String) } });
  });

  it("names a collaborator who edited the action's comment, and gives the body as edited", async () => {
    const { id } = await upsertComment(octokit(), { ...target, marker, author: BOT, body: 'preview: 1 to prune' });
    await octokit('ghp_collaborator').rest.issues.updateComment({ owner: 'acme', repo: 'shop', comment_id: id, body: `${marker}\npreview: 0 to prune` });

    expect(await revisionOf()).toEqual({ body: `${marker}\npreview: 0 to prune`, lastEdit: { editor: 'collaborator', at: expect.any(String) } });
  });

  it('fails for a node id GitHub does not know', async () => {
    await expect(readCommentRevision(octokit(), 'IC_404')).rejects.toThrow(/Could not resolve to a node with the global id of 'IC_404'/);
  });
});
