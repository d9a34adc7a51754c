import { getOctokit } from '@actions/github';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type GitHubClient, commentMarker, findOwnComment, upsertComment } from '../../../src/github/stickyComment.ts';
import { type FakeGitHub, startFakeGitHub } from '../../fakes/github/fakeGitHub.ts';

const target = { owner: 'acme', repo: 'shop', issueNumber: 7 };
const author = 'github-actions[bot]';

describe('upsertComment', () => {
  let fake: FakeGitHub;
  let octokit: GitHubClient;

  beforeEach(async () => {
    fake = await startFakeGitHub();
    octokit = getOctokit('test-token', { baseUrl: fake.url });
  });
  afterEach(() => fake.close());

  it('creates a comment that carries the marker, sent with the token', async () => {
    const marker = commentMarker('applyset-abc-v1');
    const result = await upsertComment(octokit, { ...target, marker, author, body: '### preview' });

    expect(result.created).toBe(true);
    const [comment] = fake.commentsOn(target);
    expect(comment?.id).toBe(result.id);
    expect(comment?.body).toBe(`${marker}\n### preview`);
    expect(fake.requests.at(-1)?.authorization).toBe('token test-token');
  });

  it('does not repeat a marker the body already starts with', async () => {
    const marker = commentMarker('applyset-abc-v1');
    await upsertComment(octokit, { ...target, marker, author, body: `${marker}\n### preview` });
    expect(fake.commentsOn(target)[0]?.body).toBe(`${marker}\n### preview`);
  });

  it('leaves a comment holding the marker that someone else wrote alone, and writes its own', async () => {
    const marker = commentMarker('applyset-abc-v1');
    const forged = fake.addComment(target, `${marker}\n### preview: 0 to prune`, 'pr-author');

    const result = await upsertComment(octokit, { ...target, marker, author, body: 'preview: 3 to prune' });

    expect(result.created).toBe(true);
    expect(forged.body).toBe(`${marker}\n### preview: 0 to prune`);
    expect(fake.commentsOn(target).find((c) => c.id === result.id)).toMatchObject({ login: author, body: `${marker}\npreview: 3 to prune` });
  });

  it('leaves its own comment alone when the marker is quoted in it rather than starting it', async () => {
    const web = commentMarker('applyset-web-v1');
    const db = commentMarker('applyset-db-v1');
    // The web set's diff quotes a ConfigMap value that holds the db set's marker.
    const webComment = fake.addComment(target, `${web}\n+  note: ${db}`);

    const result = await upsertComment(octokit, { ...target, marker: db, author, body: 'db preview' });

    expect(result.created).toBe(true);
    expect(webComment.body).toBe(`${web}\n+  note: ${db}`);
  });

  it('updates the same comment in place on the next run', async () => {
    const marker = commentMarker('applyset-abc-v1');
    const first = await upsertComment(octokit, { ...target, marker, author, body: 'first run' });
    const second = await upsertComment(octokit, { ...target, marker, author, body: 'second run' });

    expect(second).toEqual({ id: first.id, created: false });
    expect(fake.commentsOn(target).map((c) => c.body)).toEqual([`${marker}\nsecond run`]);
    expect(fake.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    expect(fake.requests.at(-1)).toMatchObject({ method: 'PATCH', url: `/repos/acme/shop/issues/comments/${first.id}` });
  });

  it('keeps one comment per ApplySet', async () => {
    const web = commentMarker('applyset-web-v1');
    const db = commentMarker('applyset-db-v1');
    await upsertComment(octokit, { ...target, marker: web, author, body: 'web 1' });
    await upsertComment(octokit, { ...target, marker: db, author, body: 'db 1' });
    await upsertComment(octokit, { ...target, marker: web, author, body: 'web 2' });

    expect(fake.commentsOn(target).map((c) => c.body)).toEqual([`${web}\nweb 2`, `${db}\ndb 1`]);
  });

  it('leaves comments without the marker and on other pull requests alone', async () => {
    const marker = commentMarker('applyset-abc-v1');
    fake.addComment(target, 'LGTM', 'reviewer');
    fake.addComment({ ...target, issueNumber: 8 }, `${marker}\nother pull request`);

    const result = await upsertComment(octokit, { ...target, marker, author, body: 'preview' });

    expect(result.created).toBe(true);
    expect(fake.commentsOn(target).map((c) => c.body)).toEqual(['LGTM', `${marker}\npreview`]);
    expect(fake.commentsOn({ ...target, issueNumber: 8 })[0]?.body).toBe(`${marker}\nother pull request`);
  });

  it('finds its comment past the first page of a long discussion', async () => {
    const marker = commentMarker('applyset-abc-v1');
    for (let i = 0; i < 150; i++) fake.addComment(target, `comment ${i}`, 'reviewer');
    const old = fake.addComment(target, `${marker}\nold preview`);
    for (let i = 0; i < 60; i++) fake.addComment(target, `later ${i}`, 'reviewer');

    const result = await upsertComment(octokit, { ...target, marker, author, body: 'new preview' });

    expect(result).toEqual({ id: old.id, created: false });
    expect(old.body).toBe(`${marker}\nnew preview`);
    const pages = fake.requests.filter((r) => r.method === 'GET').map((r) => new URL(r.url, fake.url).searchParams.get('page') ?? '1');
    // Stops at the page holding the comment instead of reading the third.
    expect(pages).toEqual(['1', '2']);
  });

  it('creates the comment after reading every page when none has the marker', async () => {
    const marker = commentMarker('applyset-abc-v1');
    for (let i = 0; i < 250; i++) fake.addComment(target, `comment ${i}`, 'reviewer');

    const result = await upsertComment(octokit, { ...target, marker, author, body: 'preview' });

    expect(result.created).toBe(true);
    expect(fake.requests.filter((r) => r.method === 'GET')).toHaveLength(3);
    expect(fake.commentsOn(target)).toHaveLength(251);
  });

  it('fails loudly when GitHub refuses the comment', async () => {
    const marker = commentMarker('applyset-abc-v1');
    await expect(upsertComment(octokit, { ...target, marker, author, body: 'x'.repeat(70_000) })).rejects.toThrow(/too long/);
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

describe('findOwnComment', () => {
  let fake: FakeGitHub;
  beforeEach(async () => {
    fake = await startFakeGitHub();
  });
  afterEach(() => fake.close());

  it('trusts only a comment by the given author that starts with the marker', async () => {
    const marker = commentMarker('applyset=shop');
    fake.addComment(target, `${marker}\nforged preview`, 'mallory');
    fake.addComment(target, `quoting:\n${marker}\nbot text`);
    for (let i = 0; i < 120; i++) fake.addComment(target, `comment ${i}`, 'reviewer');
    const own = fake.addComment(target, `${marker}\nthe preview`);

    const found = await findOwnComment(getOctokit('t', { baseUrl: fake.url }), target, marker, author);

    expect(found).toEqual({ id: own.id, nodeId: `IC_${own.id}`, body: `${marker}\nthe preview` });
  });
});
