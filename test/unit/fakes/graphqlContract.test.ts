import { getOctokit } from '@actions/github';
import { parse } from 'graphql';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FakeGitHub, startFakeGitHub } from '../../fakes/github/fakeGitHub.ts';
import { loadGraphqlContract } from '../../fakes/github/graphqlContract.ts';

describe("the GitHub stand-in, held to GitHub's GraphQL schema", () => {
  let fake: FakeGitHub;
  beforeEach(async () => {
    fake = await startFakeGitHub();
  });
  afterEach(() => fake.close());
  const octokit = () => getOctokit('t', { baseUrl: fake.url });

  it('answers the viewer query as GitHub does: a User whose login is the one REST shows', async () => {
    expect(await octokit().graphql('query { viewer { login __typename } }')).toEqual({
      viewer: { login: 'github-actions[bot]', __typename: 'User' },
    });
    expect(fake.violations).toEqual([]);
  });

  it("answers a comment's node as GitHub does: an IssueComment, its editor an Actor (a Bot's login without [bot])", async () => {
    const comment = fake.addComment({ owner: 'acme', repo: 'shop', issueNumber: 7 }, 'first');
    await octokit().rest.issues.updateComment({ owner: 'acme', repo: 'shop', comment_id: comment.id, body: 'second' });
    const query =
      'query($id: ID!) { node(id: $id) { __typename ... on IssueComment { body lastEditedAt author { __typename login } editor { __typename login } } } }';

    expect(await octokit().graphql(query, { id: `IC_${comment.id}` })).toEqual({
      node: {
        __typename: 'IssueComment',
        body: 'second',
        lastEditedAt: expect.any(String),
        author: { __typename: 'Bot', login: 'github-actions' },
        editor: { __typename: 'Bot', login: 'github-actions' },
      },
    });
    expect(fake.violations).toEqual([]);
  });

  it('records a field the stand-in does not know, though the schema allows it', async () => {
    const comment = fake.addComment({ owner: 'acme', repo: 'shop', issueNumber: 7 }, 'first');

    await octokit().graphql(
      'query($id: ID!) { node(id: $id) { __typename ... on IssueComment { body minimizedReason } } }',
      { id: `IC_${comment.id}` },
    );

    expect(fake.takeViolations()).toEqual([
      expect.stringContaining('the stand-in does not know IssueComment.minimizedReason'),
    ]);
  });

  it('refuses a query the schema does not allow with the errors GitHub gives, and records it', async () => {
    await expect(octokit().graphql('query { viewer { login isBot } }')).rejects.toThrow(
      /Cannot query field "isBot" on type "User"/,
    );
    await expect(octokit().graphql('query { viewer { login }')).rejects.toThrow(/Syntax Error/);

    expect(fake.takeViolations()).toEqual([
      expect.stringContaining('Cannot query field "isBot" on type "User"'),
      expect.stringContaining('the query does not parse'),
    ]);
  });
});

describe("GitHub's GraphQL schema as an answer check", () => {
  const viewer = parse('query { viewer { login __typename } }');

  it('finds data unlike the schema: a Bot where viewer is a User, a missing login, a field not asked for', async () => {
    const contract = await loadGraphqlContract();
    const answer = (data: unknown) => contract.answerProblem(viewer, undefined, { status: 200, body: { data } });

    expect(answer({ viewer: { login: 'octocat', __typename: 'User' } })).toBeUndefined();
    expect(answer({ viewer: { login: 'github-actions', __typename: 'Bot' } })).toBe(
      'the answer\'s data breaks the schema at data.viewer.__typename: "Bot" where the schema gives "User"',
    );
    expect(answer({ viewer: { __typename: 'User' } })).toMatch(
      /viewer.login: Cannot return null for non-nullable field User.login/,
    );
    expect(answer({ viewer: { login: 'octocat', __typename: 'User', email: 'o@example.com' } })).toBe(
      "the answer's data breaks the schema at data.viewer.email: a field the query did not select",
    );
    expect(answer({ viewer: { login: 7, __typename: 'User' } })).toMatch(
      /data.viewer.login: 7 where the schema gives "7"/,
    );
  });
});
