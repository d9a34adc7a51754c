import { getOctokit } from '@actions/github';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type GitHubClient, commentMarker } from '../../../src/github/commentMarker.ts';
import { upsertPagedComments } from '../../../src/github/pagedComments.ts';
import { type FakeGitHub, startFakeGitHub } from '../../fakes/github/fakeGitHub.ts';

const target = { owner: 'acme', repo: 'shop', issueNumber: 7 };
const author = 'github-actions[bot]';

// One poster of every comment the action keeps on a pull request: a run's report in pages, and
// destroy's report as a page of one. Each behaviour of a kept comment, through it.
describe('upsertPagedComments', () => {
  let fake: FakeGitHub;
  let octokit: GitHubClient;
  const post = (key: string, body: string, create?: boolean) =>
    upsertPagedComments(octokit, target, { key, author, pages: [body], ...(create === undefined ? {} : { create }) });

  beforeEach(async () => {
    fake = await startFakeGitHub();
    octokit = getOctokit('test-token', { baseUrl: fake.url });
  });
  afterEach(() => fake.close());

  it('creates a comment that carries the marker, sent with the token', async () => {
    const [id] = await post('applyset-abc-v1', '### preview');

    const [comment] = fake.commentsOn(target);
    expect(comment?.id).toBe(id);
    expect(comment?.body).toBe(`${commentMarker('applyset-abc-v1')}\n### preview`);
    expect(fake.requests.at(-1)?.authorization).toBe('token test-token');
  });

  it('leaves a comment holding the marker that someone else wrote alone, and writes its own', async () => {
    const marker = commentMarker('applyset-abc-v1');
    const forged = fake.addComment(target, `${marker}\n### preview: 0 to prune`, 'pr-author');

    const [id] = await post('applyset-abc-v1', 'preview: 3 to prune');

    expect(id).not.toBe(forged.id);
    expect(forged.body).toBe(`${marker}\n### preview: 0 to prune`);
    expect(fake.commentsOn(target).find((c) => c.id === id)).toMatchObject({
      login: author,
      body: `${marker}\npreview: 3 to prune`,
    });
  });

  it('leaves its own comment alone when the marker is quoted in it rather than starting it', async () => {
    const web = commentMarker('applyset-web-v1');
    const db = commentMarker('applyset-db-v1');
    // The web set's diff quotes a ConfigMap value that holds the db set's marker.
    const webComment = fake.addComment(target, `${web}\n+  note: ${db}`);

    const [id] = await post('applyset-db-v1', 'db preview');

    expect(id).not.toBe(webComment.id);
    expect(webComment.body).toBe(`${web}\n+  note: ${db}`);
  });

  it('updates the same comment in place on the next run', async () => {
    const [first] = await post('applyset-abc-v1', 'first run');
    const [second] = await post('applyset-abc-v1', 'second run');

    expect(second).toBe(first);
    expect(fake.commentsOn(target).map((c) => c.body)).toEqual([`${commentMarker('applyset-abc-v1')}\nsecond run`]);
    expect(fake.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    expect(fake.requests.at(-1)).toMatchObject({ method: 'PATCH', url: `/repos/acme/shop/issues/comments/${first}` });
  });

  it('keeps one comment per key', async () => {
    await post('applyset-web-v1', 'web 1');
    await post('applyset-db-v1', 'db 1');
    await post('applyset-web-v1', 'web 2');

    expect(fake.commentsOn(target).map((c) => c.body)).toEqual([
      `${commentMarker('applyset-web-v1')}\nweb 2`,
      `${commentMarker('applyset-db-v1')}\ndb 1`,
    ]);
  });

  it('leaves comments without the marker and on other pull requests alone', async () => {
    const marker = commentMarker('applyset-abc-v1');
    fake.addComment(target, 'LGTM', 'reviewer');
    fake.addComment({ ...target, issueNumber: 8 }, `${marker}\nother pull request`);

    await post('applyset-abc-v1', 'preview');

    expect(fake.commentsOn(target).map((c) => c.body)).toEqual(['LGTM', `${marker}\npreview`]);
    expect(fake.commentsOn({ ...target, issueNumber: 8 })[0]?.body).toBe(`${marker}\nother pull request`);
  });

  it('finds its comment past the first page of a long discussion', async () => {
    const marker = commentMarker('applyset-abc-v1');
    for (let i = 0; i < 150; i++) fake.addComment(target, `comment ${i}`, 'reviewer');
    const old = fake.addComment(target, `${marker}\nold preview`);
    for (let i = 0; i < 60; i++) fake.addComment(target, `later ${i}`, 'reviewer');

    expect(await post('applyset-abc-v1', 'new preview')).toEqual([old.id]);
    expect(old.body).toBe(`${marker}\nnew preview`);
    expect(fake.commentsOn(target)).toHaveLength(211);
  });

  it('with create: false, updates a comment already there and starts none', async () => {
    expect(await post('applyset-abc-v1', 'nothing changes', false)).toEqual([]);
    expect(fake.commentsOn(target)).toHaveLength(0);

    const [id] = await post('applyset-abc-v1', 'preview');
    expect(await post('applyset-abc-v1', 'nothing changes any more', false)).toEqual([id]);
  });

  it('deletes the pages of a longer comment of its key that a page of one no longer needs', async () => {
    await upsertPagedComments(octokit, target, {
      key: 'applyset-abc-v1',
      author,
      pages: ['part 1', 'part 2', 'part 3'],
    });

    await post('applyset-abc-v1', 'destroyed');

    expect(fake.commentsOn(target).map((c) => c.body)).toEqual([`${commentMarker('applyset-abc-v1')}\ndestroyed`]);
  });

  it('fails loudly when GitHub refuses the comment', async () => {
    await expect(post('applyset-abc-v1', 'x'.repeat(70_000))).rejects.toThrow(/too long/);
  });
});

describe('commentMarker', () => {
  it('is a hidden HTML comment naming the ApplySet', () => {
    expect(commentMarker('applyset-Xy_z-v1')).toBe('<!-- applyset-action:applyset-Xy_z-v1 -->');
  });

  it('cannot be closed early or made to match another key', () => {
    const hostile = commentMarker('a --> <img src=x onerror=alert(1)> <!--');
    expect(hostile.slice('<!--'.length, -'-->'.length)).not.toMatch(/--|[<>]/);
    expect(commentMarker('a--b')).not.toBe(commentMarker('a-b'));
    expect(commentMarker('a--b')).not.toBe(commentMarker('a%2D-b'));
  });
});
