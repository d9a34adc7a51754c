import { getOctokit } from '@actions/github';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FakeGitHub, startFakeGitHub } from '../../fakes/github/fakeGitHub.ts';
import { loadRestContract } from '../../fakes/github/restContract.ts';

describe("the GitHub stand-in, held to GitHub's REST description", () => {
  let fake: FakeGitHub;
  beforeEach(async () => {
    fake = await startFakeGitHub();
  });
  afterEach(() => fake.close());

  const send = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${fake.url}${path}`, {
      method,
      headers: {
        authorization: 'token t',
        ...(body === undefined ? {} : { 'content-type': 'application/json; charset=utf-8' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as { message?: string; errors?: unknown } };
  };

  it('refuses a comment created without a body as GitHub does (422), and records it', async () => {
    const answer = await send('POST', '/repos/acme/shop/issues/7/comments', { text: 'hello' });

    expect(answer.status).toBe(422);
    expect(fake.commentsOn({ owner: 'acme', repo: 'shop', issueNumber: 7 })).toEqual([]);
    expect(fake.takeViolations()).toEqual([
      expect.stringMatching(
        /^POST \/repos\/acme\/shop\/issues\/7\/comments: issues\/create-comment: body must have required property 'body'/,
      ),
    ]);
  });

  it('answers a route GitHub does not have, or a method it does not take there, with 404', async () => {
    expect((await send('GET', '/repos/acme/shop/comments-of-everyone')).status).toBe(404);
    expect((await send('DELETE', '/repos/acme/shop/issues')).status).toBe(404);

    expect(fake.takeViolations()).toEqual([
      'GET /repos/acme/shop/comments-of-everyone: GitHub has no route /repos/acme/shop/comments-of-everyone',
      'DELETE /repos/acme/shop/issues: GitHub has no DELETE on /repos/acme/shop/issues',
    ]);
  });

  it('refuses a query parameter GitHub does not take or a value it does not allow (422), and an issue number that is not one (404)', async () => {
    expect((await send('GET', '/repos/acme/shop/issues?state=resolved')).status).toBe(422);
    expect((await send('GET', '/repos/acme/shop/issues?author=octocat')).status).toBe(422);
    expect((await send('GET', '/repos/acme/shop/issues/seven/comments')).status).toBe(404);

    expect(fake.takeViolations()).toEqual([
      expect.stringContaining(
        'issues/list-for-repo: query/state must be equal to one of the allowed values (open, closed, all)',
      ),
      expect.stringContaining('issues/list-for-repo takes no query parameter author'),
      expect.stringContaining('issues/list-comments: path/issue_number must be integer'),
    ]);
  });

  it('fails on close, naming each request, when a breach was not taken by the test', async () => {
    await send('PATCH', '/repos/acme/shop/issues/comments/1', { body: 42 });

    await expect(fake.close()).rejects.toThrow(
      /GitHub would not have taken or given what the stand-in saw \(1\):\n- PATCH \/repos\/acme\/shop\/issues\/comments\/1: issues\/update-comment: body\/body must be string/,
    );
    fake.takeViolations();
  });

  it("takes the action's own requests and answers them as GitHub's description says", async () => {
    const octokit = getOctokit('t', { baseUrl: fake.url });
    const { data: created } = await octokit.rest.issues.createComment({
      owner: 'acme',
      repo: 'shop',
      issue_number: 7,
      body: 'preview',
    });
    await octokit.rest.issues.updateComment({ owner: 'acme', repo: 'shop', comment_id: created.id, body: 'apply' });
    const { data: listed } = await octokit.rest.issues.listComments({
      owner: 'acme',
      repo: 'shop',
      issue_number: 7,
      per_page: 100,
    });

    expect(listed.map((comment) => [comment.user?.login, comment.body])).toEqual([['github-actions[bot]', 'apply']]);
    expect(fake.violations).toEqual([]);
  });
});

describe("GitHub's REST description as an answer check", () => {
  it('finds an answer that lacks a field GitHub always sends, or has a status GitHub never gives the operation', async () => {
    const contract = await loadRestContract();
    const verdict = contract.checkRequest({
      method: 'POST',
      url: new URL('http://x/repos/acme/shop/issues/7/comments'),
      contentType: 'application/json',
      body: { body: 'hi' },
    });
    if (!verdict.valid) throw new Error(verdict.problem);
    const comment = {
      id: 1,
      node_id: 'IC_1',
      url: 'https://api.github.com/repos/acme/shop/issues/comments/1',
      html_url: 'https://github.com/acme/shop/pull/7#issuecomment-1',
      issue_url: 'https://api.github.com/repos/acme/shop/issues/7',
      user: null,
      created_at: '2030-01-01T00:00:00Z',
      updated_at: '2030-01-01T00:00:00Z',
    };

    expect(contract.answerProblem(verdict.operation, { status: 201, body: comment })).toBeUndefined();
    const { issue_url: _, ...withoutIssueUrl } = comment;
    expect(contract.answerProblem(verdict.operation, { status: 201, body: withoutIssueUrl })).toBe(
      "issues/create-comment answered 201 unlike GitHub: body must have required property 'issue_url'",
    );
    expect(
      contract.answerProblem(verdict.operation, { status: 201, body: { ...comment, created_at: 'yesterday' } }),
    ).toMatch(/body\/created_at must match format "date-time"/);
    expect(contract.answerProblem(verdict.operation, { status: 200, body: comment })).toBe(
      "issues/create-comment answered 200, a status GitHub's description does not give it",
    );
    // A 403 is not listed for every operation, but any route can answer it, in GitHub's error shape.
    expect(
      contract.answerProblem(verdict.operation, {
        status: 403,
        body: { message: 'Resource not accessible by integration' },
      }),
    ).toBeUndefined();
    expect(contract.answerProblem(verdict.operation, { status: 403, body: { message: 403 } })).toMatch(
      /body\/message must be string/,
    );
  });
});
