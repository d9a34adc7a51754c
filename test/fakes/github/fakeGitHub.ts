import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type GitHubLoopFake,
  type OperationRoutes,
  type RouteAnswer,
  createLoopRoutes,
  errorAnswer,
  text,
} from './fakeGitHubLoop.ts';
import { ACTIONS_BOT, type GitHubUrls } from './githubAccounts.ts';
import { loadGraphqlContract } from './graphqlContract.ts';
import { createLabelRoutes } from './labelRoutes.ts';
import { graphqlRoot, selectsViewer } from './graphqlData.ts';
import { type ReleaseFake, createReleaseRoutes } from './releaseRoutes.ts';
import { loadRestContract } from './restContract.ts';
import type { Operation } from './restOperations.ts';
import { type CommentRecord, issueCommentJson } from './restObjects.ts';

/*
 * A stand-in for the part of the GitHub API the action and its release workflow use, on 127.0.0.1,
 * for unit, end-to-end and workflow-runner tests: it keeps comments, issues, deployments, tags and
 * releases in memory and records every request it is sent. It is held to GitHub's published
 * contract: every request is checked against GitHub's REST description (or its GraphQL schema) and
 * answered as GitHub answers one it refuses, and every answer is checked too; each breach is
 * recorded, and close() fails when there was one.
 */

export interface IssueTarget {
  owner: string;
  repo: string;
  issueNumber: number;
}

export type FakeComment = CommentRecord;

export interface RecordedRequest {
  method: string;
  /** Path and query, as sent. */
  url: string;
  authorization: string | undefined;
  /** The parsed JSON body, if any. */
  body: unknown;
}

export interface FakeGitHub extends GitHubLoopFake, ReleaseFake {
  /** Base URL to give octokit, e.g. `getOctokit(token, { baseUrl: fake.url })`. */
  url: string;
  /** Every comment on every issue, oldest first; tests may read and change it. */
  comments: FakeComment[];
  requests: RecordedRequest[];
  /**
   * Every breach of GitHub's contract so far, one line each: a request GitHub would refuse, or an
   * answer GitHub would never give. close() fails while there is one.
   */
  readonly violations: readonly string[];
  /** Returns the breaches so far and forgets them, for a test that provokes them on purpose. */
  takeViolations(): string[];
  /** Adds a comment as if someone had written it, e.g. to fill pages before a test. */
  addComment(target: IssueTarget, body: string, login?: string): FakeComment;
  commentsOn(target: IssueTarget): FakeComment[];
  /**
   * From now on, answers every comment creation and update with this status and message, as GitHub
   * does for a token without `pull-requests: write` (403 "Resource not accessible by integration");
   * undefined to accept them again. Reading comments still works.
   */
  failCommentWrites(failure: { status: number; message: string } | undefined): void;
  /**
   * Makes requests with this token act as `login` (a user's login, or `<app>[bot]`): comments it writes
   * carry that login, and GraphQL's viewer names it. Any other token acts as github-actions[bot], as
   * GITHUB_TOKEN does.
   */
  setTokenLogin(token: string, login: string): void;
  /** From now on, answers GraphQL queries for the viewer with this status and message; undefined to answer them again. */
  failViewer(failure: { status: number; message: string } | undefined): void;
  /** Stops the server; fails, listing them, when GitHub's contract was breached. */
  close(): Promise<void>;
}

/** GitHub refuses longer comment bodies with 422; the fake does the same so size bugs show up. */
const MAX_BODY_LENGTH = 65_536;
const WEB_URL = 'https://github.com';

export async function startFakeGitHub(): Promise<FakeGitHub> {
  const rest = await loadRestContract();
  const comments: FakeComment[] = [];
  const requests: RecordedRequest[] = [];
  let violations: string[] = [];
  let nextId = 1000;
  let urls: GitHubUrls = { api: '', web: WEB_URL };
  let writeFailure: { status: number; message: string } | undefined;
  const tokenLogins = new Map<string, string>();
  const loginOf = (authorization: string | undefined): string =>
    tokenLogins.get(authorization?.replace(/^(token|bearer) /i, '') ?? '') ?? ACTIONS_BOT;
  let viewerFailure: { status: number; message: string } | undefined;

  const addComment = (target: IssueTarget, body: string, login = ACTIONS_BOT): FakeComment => {
    const now = new Date().toISOString();
    const comment: FakeComment = {
      ...target,
      id: nextId++,
      body,
      login,
      createdAt: now,
      updatedAt: now,
      lastEdit: null,
    };
    comments.push(comment);
    return comment;
  };
  const commentsOn = (target: IssueTarget): FakeComment[] =>
    comments.filter((c) => c.owner === target.owner && c.repo === target.repo && c.issueNumber === target.issueNumber);
  const loop = createLoopRoutes(
    ACTIONS_BOT,
    () => urls,
    (issue) => commentsOn({ owner: issue.owner, repo: issue.repo, issueNumber: issue.number }).length,
  );

  const commentRoutes: OperationRoutes = {
    'issues/list-comments': ({ url, pathParams: { owner = '', repo = '', issue_number: number } }) => {
      const perPage = Math.min(100, Number(url.searchParams.get('per_page') ?? 30));
      const page = Number(url.searchParams.get('page') ?? 1);
      const all = commentsOn({ owner, repo, issueNumber: Number(number) });
      const lastPage = Math.max(1, Math.ceil(all.length / perPage));
      const link = paginationLinks(url, page, lastPage, perPage);
      return {
        status: 200,
        body: all.slice((page - 1) * perPage, page * perPage).map((c) => issueCommentJson(urls, c)),
        ...(link ? { headers: { link } } : {}),
      };
    },
    'issues/create-comment': ({ pathParams: { owner = '', repo = '', issue_number: number }, body, login }) => {
      if (writeFailure) return errorAnswer(writeFailure.status, writeFailure.message);
      const checked = commentBody(body);
      if ('problem' in checked) return errorAnswer(422, checked.problem);
      return {
        status: 201,
        body: issueCommentJson(urls, addComment({ owner, repo, issueNumber: Number(number) }, checked.text, login)),
      };
    },
    // Anyone the stand-in lets write may edit any comment, as a collaborator can on GitHub; the comment remembers who did.
    'issues/update-comment': ({ pathParams: { owner, repo, comment_id: id }, body, login }) => {
      if (writeFailure) return errorAnswer(writeFailure.status, writeFailure.message);
      const comment = comments.find((c) => c.owner === owner && c.repo === repo && c.id === Number(id));
      if (!comment) return errorAnswer(404, 'Not Found');
      const checked = commentBody(body);
      if ('problem' in checked) return errorAnswer(422, checked.problem);
      comment.body = checked.text;
      comment.updatedAt = new Date().toISOString();
      comment.lastEdit = { login, at: comment.updatedAt };
      return { status: 200, body: issueCommentJson(urls, comment) };
    },
    'issues/delete-comment': ({ pathParams: { owner, repo, comment_id: id } }) => {
      if (writeFailure) return errorAnswer(writeFailure.status, writeFailure.message);
      const index = comments.findIndex((c) => c.owner === owner && c.repo === repo && c.id === Number(id));
      if (index === -1) return errorAnswer(404, 'Not Found');
      comments.splice(index, 1);
      return { status: 204, body: undefined };
    },
  };
  const releases = createReleaseRoutes(() => urls);
  const labels = createLabelRoutes(() => urls, loop.fake.pullRequestLabels);
  const routes: OperationRoutes = { ...commentRoutes, ...labels, ...loop.routes, ...releases.routes };

  const answer = async (request: IncomingMessage): Promise<RouteAnswer> => {
    const url = new URL(request.url ?? '/', urls.api);
    const raw = await readBody(request);
    let body: unknown;
    try {
      body = raw === '' ? undefined : JSON.parse(raw);
    } catch {
      violations.push(`${request.method} ${url.pathname}${url.search}: the body is not JSON`);
      return errorAnswer(400, 'Problems parsing JSON');
    }
    const method = request.method ?? 'GET';
    requests.push({ method, url: url.pathname + url.search, authorization: request.headers.authorization, body });
    const breach = (problem: string) => violations.push(`${method} ${url.pathname}${url.search}: ${problem}`);
    const login = loginOf(request.headers.authorization);

    if (url.pathname === '/graphql' && method === 'POST') {
      // GitHub's GraphQL schema is loaded when first asked for: many runs never query it.
      const graphql = await loadGraphqlContract();
      const verdict = graphql.checkRequest(body);
      if (!verdict.valid) {
        breach(verdict.problem);
        return verdict.answer;
      }
      if (viewerFailure && selectsViewer(verdict.document))
        return checked(errorAnswer(viewerFailure.status, viewerFailure.message), undefined, breach);
      const { result, missing } = graphql.run(verdict.document, verdict.variables, graphqlRoot(login, comments));
      if (missing.length > 0) breach(`the stand-in does not know ${missing.join(', ')}`);
      const errors = result.errors?.map((error) => error.toJSON());
      const given = { status: 200, body: { data: result.data ?? null, ...(errors ? { errors } : {}) } };
      const problem = graphql.answerProblem(verdict.document, verdict.variables, given);
      if (problem) breach(problem);
      return given;
    }

    const verdict = rest.checkRequest({ method, url, contentType: request.headers['content-type'], body });
    if (!verdict.valid) {
      breach(verdict.problem);
      return checked(verdict.answer, undefined, breach);
    }
    const route = routes[verdict.operation.operationId];
    if (!route) {
      breach(`the stand-in does not implement ${verdict.operation.operationId}`);
      return errorAnswer(501, `the stand-in does not implement ${verdict.operation.operationId}`);
    }
    return checked(route({ url, pathParams: verdict.pathParams, body, login }), verdict.operation, breach);
  };
  /** Records an answer GitHub would never give to the operation; the answer is sent all the same. */
  const checked = (
    given: RouteAnswer,
    operation: Operation | undefined,
    breach: (problem: string) => void,
  ): RouteAnswer => {
    const problem = rest.answerProblem(operation, given);
    if (problem) breach(problem);
    return given;
  };

  const server = createServer((request, response) => {
    void answer(request)
      .catch((error: unknown) => {
        violations.push(`${request.method} ${request.url}: the stand-in failed: ${String(error)}`);
        return errorAnswer(500, String(error));
      })
      .then(({ status, body, headers }) => {
        response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
        response.end(JSON.stringify(body));
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  let stopped: Promise<void> | undefined;
  urls = { api: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, web: WEB_URL };

  // The loop's state is shared, not copied: tests change it after the server started.
  return Object.assign(loop.fake, releases.fake, {
    url: urls.api,
    comments,
    requests,
    get violations() {
      return violations;
    },
    takeViolations: () => {
      const taken = violations;
      violations = [];
      return taken;
    },
    addComment,
    commentsOn,
    failCommentWrites: (failure: { status: number; message: string } | undefined) => {
      writeFailure = failure;
    },
    setTokenLogin: (token: string, login: string) => {
      tokenLogins.set(token, login);
    },
    failViewer: (failure: { status: number; message: string } | undefined) => {
      viewerFailure = failure;
    },
    close: async () => {
      stopped ??= new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      });
      await stopped;
      if (violations.length > 0)
        throw new Error(
          `GitHub would not have taken or given what the stand-in saw (${violations.length}):\n${violations.map((v) => `- ${v}`).join('\n')}`,
        );
    },
  });
}

function commentBody(body: unknown): { text: string } | { problem: string } {
  const value = text(body, 'body');
  if (!value) return { problem: 'Validation Failed: body is missing' };
  if (value.length > MAX_BODY_LENGTH)
    return { problem: `Validation Failed: Body is too long (maximum is ${MAX_BODY_LENGTH} characters)` };
  return { text: value };
}

/** GitHub's `link` header: absolute URLs of the neighbouring pages, absent when there is one page. */
function paginationLinks(url: URL, page: number, lastPage: number, perPage: number): string | undefined {
  if (lastPage === 1) return undefined;
  const at = (n: number): string => {
    const target = new URL(url);
    target.searchParams.set('per_page', String(perPage));
    target.searchParams.set('page', String(n));
    return `<${target.href}>`;
  };
  const links: string[] = [];
  if (page > 1) links.push(`${at(page - 1)}; rel="prev"`, `${at(1)}; rel="first"`);
  if (page < lastPage) links.push(`${at(page + 1)}; rel="next"`, `${at(lastPage)}; rel="last"`);
  return links.join(', ');
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
