/*
 * The part of the GitHub stand-in that the deploy and drift reports use: the pull requests of a
 * commit, issues, and deployments with their statuses.
 */
import { isRecord } from '../../../src/isRecord.ts';

export interface FakeIssue {
  owner: string;
  repo: string;
  number: number;
  title: string;
  body: string;
  state: 'open' | 'closed';
  stateReason: string | null;
  login: string;
}

export interface FakeDeployment {
  id: number;
  ref: string;
  environment: string;
  /** Every status posted, oldest first. */
  statuses: { state: string; description: string; logUrl: string | undefined; environmentUrl: string | undefined }[];
}

export interface Failure {
  status: number;
  message: string;
}

export interface GitHubLoopFake {
  issues: FakeIssue[];
  deployments: FakeDeployment[];
  /** Merged pull requests by commit SHA, as `GET /repos/{o}/{r}/commits/{sha}/pulls` lists them. */
  mergedPullRequests: Map<string, number[]>;
  /** Open pull requests that contain a commit without having merged it, by commit SHA. */
  openPullRequests: Map<string, number[]>;
  addIssue(fields: Pick<FakeIssue, 'title' | 'body'> & Partial<FakeIssue>): FakeIssue;
  failPullRequestLookups(failure: Failure | undefined): void;
  failDeployments(failure: Failure | undefined): void;
}

export interface RouteAnswer {
  status: number;
  body: unknown;
}

const COMMIT_PULLS = /^\/repos\/([^/]+)\/([^/]+)\/commits\/([0-9a-f]+)\/pulls$/;
const ISSUES = /^\/repos\/([^/]+)\/([^/]+)\/issues$/;
const ONE_ISSUE = /^\/repos\/([^/]+)\/([^/]+)\/issues\/(\d+)$/;
const DEPLOYMENTS = /^\/repos\/([^/]+)\/([^/]+)\/deployments$/;
const DEPLOYMENT_STATUSES = /^\/repos\/([^/]+)\/([^/]+)\/deployments\/(\d+)\/statuses$/;
const MAX_BODY_LENGTH = 65_536;

export function createLoopRoutes(botLogin: string): { fake: GitHubLoopFake; handle(method: string, url: URL, body: unknown, login: string): RouteAnswer | undefined } {
  let nextNumber = 500;
  let nextDeployment = 9000;
  let pullFailure: Failure | undefined;
  let deploymentFailure: Failure | undefined;
  const fake: GitHubLoopFake = {
    issues: [],
    deployments: [],
    mergedPullRequests: new Map(),
    openPullRequests: new Map(),
    addIssue: (fields) => {
      const issue: FakeIssue = { owner: 'acme', repo: 'shop', number: nextNumber++, state: 'open', stateReason: null, login: botLogin, ...fields };
      fake.issues.push(issue);
      return issue;
    },
    failPullRequestLookups: (failure) => {
      pullFailure = failure;
    },
    failDeployments: (failure) => {
      deploymentFailure = failure;
    },
  };
  const issueJson = (issue: FakeIssue) => ({
    number: issue.number,
    title: issue.title,
    body: issue.body,
    state: issue.state,
    state_reason: issue.stateReason,
    user: { login: issue.login, type: issue.login.endsWith('[bot]') ? 'Bot' : 'User' },
  });
  const field = (body: unknown, key: string): unknown => (isRecord(body) ? body[key] : undefined);
  const text = (body: unknown, key: string): string | undefined => {
    const value = field(body, key);
    return typeof value === 'string' ? value : undefined;
  };

  const handle = (method: string, url: URL, body: unknown, login: string): RouteAnswer | undefined => {
    const pulls = COMMIT_PULLS.exec(url.pathname);
    if (pulls && method === 'GET') {
      if (pullFailure) return { status: pullFailure.status, body: { message: pullFailure.message } };
      const sha = pulls[3] ?? '';
      const merged = (fake.mergedPullRequests.get(sha) ?? []).map((number) => ({ number, state: 'closed', merged_at: '2030-01-01T00:00:00Z' }));
      const open = (fake.openPullRequests.get(sha) ?? []).map((number) => ({ number, state: 'open', merged_at: null }));
      return { status: 200, body: [...merged, ...open] };
    }
    const issues = ISSUES.exec(url.pathname);
    if (issues && method === 'GET') {
      const state = url.searchParams.get('state') ?? 'open';
      const listed = fake.issues.filter((issue) => issue.owner === issues[1] && issue.repo === issues[2] && (state === 'all' || issue.state === state));
      return { status: 200, body: listed.map(issueJson) };
    }
    if (issues && method === 'POST') {
      const title = text(body, 'title');
      const issueBody = text(body, 'body') ?? '';
      if (!title || title.length > 256 || issueBody.length > MAX_BODY_LENGTH) return { status: 422, body: { message: 'Validation Failed' } };
      return { status: 201, body: issueJson(fake.addIssue({ owner: issues[1] ?? '', repo: issues[2] ?? '', title, body: issueBody, login })) };
    }
    const one = ONE_ISSUE.exec(url.pathname);
    if (one && method === 'PATCH') {
      const issue = fake.issues.find((i) => i.owner === one[1] && i.repo === one[2] && i.number === Number(one[3]));
      if (!issue) return { status: 404, body: { message: 'Not Found' } };
      const title = text(body, 'title');
      const issueBody = text(body, 'body');
      if ((title !== undefined && title.length > 256) || (issueBody !== undefined && issueBody.length > MAX_BODY_LENGTH)) return { status: 422, body: { message: 'Validation Failed' } };
      if (title !== undefined) issue.title = title;
      if (issueBody !== undefined) issue.body = issueBody;
      const state = text(body, 'state');
      if (state === 'open' || state === 'closed') issue.state = state;
      issue.stateReason = text(body, 'state_reason') ?? issue.stateReason;
      return { status: 200, body: issueJson(issue) };
    }
    const deployments = DEPLOYMENTS.exec(url.pathname);
    if (deployments && method === 'POST') {
      if (deploymentFailure) return { status: deploymentFailure.status, body: { message: deploymentFailure.message } };
      const deployment: FakeDeployment = { id: nextDeployment++, ref: text(body, 'ref') ?? '', environment: text(body, 'environment') ?? 'production', statuses: [] };
      fake.deployments.push(deployment);
      return { status: 201, body: { id: deployment.id, ref: deployment.ref, environment: deployment.environment } };
    }
    const statuses = DEPLOYMENT_STATUSES.exec(url.pathname);
    if (statuses && method === 'POST') {
      if (deploymentFailure) return { status: deploymentFailure.status, body: { message: deploymentFailure.message } };
      const deployment = fake.deployments.find((d) => d.id === Number(statuses[3]));
      if (!deployment) return { status: 404, body: { message: 'Not Found' } };
      const status = { state: text(body, 'state') ?? '', description: text(body, 'description') ?? '', logUrl: text(body, 'log_url'), environmentUrl: text(body, 'environment_url') };
      deployment.statuses.push(status);
      return { status: 201, body: { id: deployment.statuses.length, state: status.state } };
    }
    return undefined;
  };
  return { fake, handle };
}
