import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type GitHubLoopFake, createLoopRoutes } from './fakeGitHubLoop.ts';

/*
 * A stand-in for the part of the GitHub REST API the action uses, on 127.0.0.1, for unit and
 * end-to-end tests: it keeps comments in memory and records every request it is sent.
 */

export interface IssueTarget {
  owner: string;
  repo: string;
  issueNumber: number;
}

export interface FakeComment extends IssueTarget {
  id: number;
  body: string;
  login: string;
  createdAt: string;
  updatedAt: string;
}

export interface RecordedRequest {
  method: string;
  /** Path and query, as sent. */
  url: string;
  authorization: string | undefined;
  /** The parsed JSON body, if any. */
  body: unknown;
}

export interface FakeGitHub extends GitHubLoopFake {
  /** Base URL to give octokit, e.g. `getOctokit(token, { baseUrl: fake.url })`. */
  url: string;
  /** Every comment on every issue, oldest first; tests may read and change it. */
  comments: FakeComment[];
  requests: RecordedRequest[];
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
  /** From now on, answers GraphQL's viewer query with this status and message; undefined to answer it again. */
  failViewer(failure: { status: number; message: string } | undefined): void;
  close(): Promise<void>;
}

/** GitHub refuses longer comment bodies with 422; the fake does the same so size bugs show up. */
const MAX_BODY_LENGTH = 65_536;
const BOT_LOGIN = 'github-actions[bot]';

const ISSUE_COMMENTS = /^\/repos\/([^/]+)\/([^/]+)\/issues\/(\d+)\/comments$/;
const ONE_COMMENT = /^\/repos\/([^/]+)\/([^/]+)\/issues\/comments\/(\d+)$/;
const BOT_SUFFIX = '[bot]';

export async function startFakeGitHub(): Promise<FakeGitHub> {
  const comments: FakeComment[] = [];
  const requests: RecordedRequest[] = [];
  let nextId = 1000;
  let baseUrl = '';
  let writeFailure: { status: number; message: string } | undefined;
  const tokenLogins = new Map<string, string>();
  const loginOf = (authorization: string | undefined): string => tokenLogins.get(authorization?.replace(/^(token|bearer) /i, '') ?? '') ?? BOT_LOGIN;
  let viewerFailure: { status: number; message: string } | undefined;
  const loop = createLoopRoutes(BOT_LOGIN);

  const addComment = (target: IssueTarget, body: string, login = BOT_LOGIN): FakeComment => {
    const now = new Date().toISOString();
    const comment: FakeComment = { ...target, id: nextId++, body, login, createdAt: now, updatedAt: now };
    comments.push(comment);
    return comment;
  };
  const commentsOn = (target: IssueTarget): FakeComment[] =>
    comments.filter((c) => c.owner === target.owner && c.repo === target.repo && c.issueNumber === target.issueNumber);
  const toJson = (comment: FakeComment): Record<string, unknown> => ({
    id: comment.id,
    node_id: `IC_${comment.id}`,
    url: `${baseUrl}/repos/${comment.owner}/${comment.repo}/issues/comments/${comment.id}`,
    html_url: `https://github.com/${comment.owner}/${comment.repo}/pull/${comment.issueNumber}#issuecomment-${comment.id}`,
    issue_url: `${baseUrl}/repos/${comment.owner}/${comment.repo}/issues/${comment.issueNumber}`,
    body: comment.body,
    user: { login: comment.login, id: userId(comment.login), type: comment.login.endsWith(BOT_SUFFIX) ? 'Bot' : 'User' },
    created_at: comment.createdAt,
    updated_at: comment.updatedAt,
  });

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const url = new URL(request.url ?? '/', baseUrl);
    const text = await readBody(request);
    let body: unknown;
    try {
      body = text === '' ? undefined : JSON.parse(text);
    } catch {
      return send(response, 400, { message: 'Problems parsing JSON' });
    }
    const method = request.method ?? 'GET';
    requests.push({ method, url: url.pathname + url.search, authorization: request.headers.authorization, body });

    const login = loginOf(request.headers.authorization);
    if (url.pathname === '/graphql' && method === 'POST') {
      if (viewerFailure) return send(response, viewerFailure.status, { message: viewerFailure.message });
      // The one query the action sends: who the token is. GraphQL names a bot without REST's `[bot]`.
      const bot = login.endsWith(BOT_SUFFIX);
      return send(response, 200, { data: { viewer: { login: bot ? login.slice(0, -BOT_SUFFIX.length) : login, __typename: bot ? 'Bot' : 'User' } } });
    }
    const issue = ISSUE_COMMENTS.exec(url.pathname);
    if (issue) {
      const target = { owner: issue[1]!, repo: issue[2]!, issueNumber: Number(issue[3]) };
      if (method === 'GET') {
        const perPage = Math.min(100, Math.max(1, Number(url.searchParams.get('per_page') ?? 30) || 30));
        const page = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1);
        const all = commentsOn(target);
        const lastPage = Math.max(1, Math.ceil(all.length / perPage));
        const link = paginationLinks(url, page, lastPage, perPage);
        return send(response, 200, all.slice((page - 1) * perPage, page * perPage).map(toJson), link ? { link } : {});
      }
      if (method === 'POST') {
        if (writeFailure) return send(response, writeFailure.status, { message: writeFailure.message });
        const checked = commentBody(body);
        if ('problem' in checked) return send(response, 422, { message: checked.problem });
        return send(response, 201, toJson(addComment(target, checked.text, login)));
      }
    }
    const one = ONE_COMMENT.exec(url.pathname);
    if (one && method === 'PATCH') {
      if (writeFailure) return send(response, writeFailure.status, { message: writeFailure.message });
      const comment = comments.find((c) => c.owner === one[1] && c.repo === one[2] && c.id === Number(one[3]));
      if (!comment) return send(response, 404, { message: 'Not Found' });
      const checked = commentBody(body);
      if ('problem' in checked) return send(response, 422, { message: checked.problem });
      comment.body = checked.text;
      comment.updatedAt = new Date().toISOString();
      return send(response, 200, toJson(comment));
    }
    const answer = loop.handle(method, url, body, login);
    if (answer) return send(response, answer.status, answer.body);
    send(response, 404, { message: 'Not Found' });
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => send(response, 500, { message: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  // The loop's state is shared, not copied: tests change it after the server started.
  return Object.assign(loop.fake, {
    url: baseUrl,
    comments,
    requests,
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
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  });
}

/** A stable number per login, as GitHub gives every account one; github-actions[bot]'s is the real one. */
function userId(login: string): number {
  if (login === BOT_LOGIN) return 41898282;
  let hash = 7;
  for (const char of login) hash = (hash * 31 + char.charCodeAt(0)) % 1_000_000_007;
  return hash;
}

function commentBody(body: unknown): { text: string } | { problem: string } {
  const text = typeof body === 'object' && body !== null ? (body as { body?: unknown }).body : undefined;
  if (typeof text !== 'string' || text === '') return { problem: 'Validation Failed: body is missing' };
  if (text.length > MAX_BODY_LENGTH) return { problem: `Validation Failed: Body is too long (maximum is ${MAX_BODY_LENGTH} characters)` };
  return { text };
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

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  response.end(JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
