/*
 * The part of the GitHub stand-in that the deploy and drift reports use: the pull requests of a
 * commit, issues, and deployments with their statuses. Routes are GitHub's operation ids; the
 * contract has checked each request against GitHub's description before it gets here.
 */
import { isRecord } from '../../../src/common/isRecord.ts';
import type { GitHubUrls } from './githubAccounts.ts';
import { pullRequestJson } from './pullRequestJson.ts';
import {
  type DeploymentRecord,
  type DeploymentStatusRecord,
  type IssueRecord,
  deploymentJson,
  deploymentStatusJson,
  issueJson,
} from './restObjects.ts';

export type FakeIssue = IssueRecord;

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
  /** The head repository (`owner/name`) of each pull request that comes from a fork, by number. */
  forkHeads: Map<number, string>;
  /** The labels' names of each pull request that has some, by number. */
  pullRequestLabels: Map<number, string[]>;
  /** Open pull requests by number, with their head (`GET /repos/{o}/{r}/pulls?head=owner:branch` lists them); a fork's head repository is in forkHeads. */
  openHeads: Map<number, { sha: string; ref: string }>;
  addIssue(fields: Pick<FakeIssue, 'title' | 'body'> & Partial<FakeIssue>): FakeIssue;
  failPullRequestLookups(failure: Failure | undefined): void;
  failDeployments(failure: Failure | undefined): void;
}

export interface RouteAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** A request the contract has matched to one of GitHub's operations. */
export interface OperationCall {
  url: URL;
  pathParams: Record<string, string>;
  body: unknown;
  /** Who the request's token is. */
  login: string;
}

export type OperationRoutes = Record<string, (call: OperationCall) => RouteAnswer>;

const MAX_BODY_LENGTH = 65_536;
const MAX_TITLE_LENGTH = 256;

/** GitHub's error answer, with the `documentation_url` and `status` its error bodies carry. */
export function errorAnswer(status: number, message: string): RouteAnswer {
  return { status, body: { message, documentation_url: 'https://docs.github.com/rest', status: String(status) } };
}

export function text(body: unknown, key: string): string | undefined {
  const value = isRecord(body) ? body[key] : undefined;
  return typeof value === 'string' ? value : undefined;
}

export function createLoopRoutes(
  botLogin: string,
  urls: () => GitHubUrls,
  commentCount: (issue: FakeIssue) => number,
): { fake: GitHubLoopFake; routes: OperationRoutes } {
  let nextNumber = 500;
  let nextDeployment = 9000;
  let nextStatus = 1;
  let pullFailure: Failure | undefined;
  let deploymentFailure: Failure | undefined;
  // What GitHub shows of a deployment beyond what tests compare, by deployment id.
  const deploymentDetails = new Map<number, Omit<DeploymentRecord, 'id' | 'ref' | 'environment'>>();
  const fake: GitHubLoopFake = {
    issues: [],
    deployments: [],
    mergedPullRequests: new Map(),
    openPullRequests: new Map(),
    forkHeads: new Map(),
    pullRequestLabels: new Map(),
    openHeads: new Map(),
    addIssue: (fields) => {
      const now = new Date().toISOString();
      const issue: FakeIssue = {
        owner: 'acme',
        repo: 'shop',
        number: nextNumber++,
        state: 'open',
        stateReason: null,
        login: botLogin,
        createdAt: now,
        updatedAt: now,
        closedAt: null,
        ...fields,
      };
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
  const issueAnswer = (status: number, issue: FakeIssue): RouteAnswer => ({
    status,
    body: issueJson(urls(), issue, commentCount(issue)),
  });
  const oversized = (title: string | undefined, body: string | undefined): boolean =>
    (title?.length ?? 0) > MAX_TITLE_LENGTH || (body?.length ?? 0) > MAX_BODY_LENGTH;
  const deploymentRecord = (deployment: FakeDeployment): DeploymentRecord | undefined => {
    const details = deploymentDetails.get(deployment.id);
    return details && { ...details, id: deployment.id, ref: deployment.ref, environment: deployment.environment };
  };

  const routes: OperationRoutes = {
    'pulls/list': ({ url, pathParams: { owner = '', repo = '' } }) => {
      if (pullFailure) return errorAnswer(pullFailure.status, pullFailure.message);
      // GitHub's `head` filter: `user:ref-name`, the head repository's owner and the branch.
      const [headOwner, headRef] = (url.searchParams.get('head') ?? '').split(':');
      const state = url.searchParams.get('state') ?? 'open';
      const listed =
        state === 'closed'
          ? []
          : [...fake.openHeads].filter(([number, head]) => {
              const headRepository = fake.forkHeads.get(number) ?? `${owner}/${repo}`;
              return (
                headOwner === undefined ||
                headOwner === '' ||
                (headRepository.split('/')[0] === headOwner && (headRef === undefined || head.ref === headRef))
              );
            });
      const body = listed.map(([number, head]) => {
        const fork = fake.forkHeads.get(number);
        const fields = {
          owner,
          repo,
          number,
          headSha: head.sha,
          headRef: head.ref,
          baseSha: 'b'.repeat(40),
          state: 'open',
          mergedAt: null,
          mergeCommitSha: null,
          labels: fake.pullRequestLabels.get(number) ?? [],
        } as const;
        return pullRequestJson(urls(), fork ? { ...fields, headRepository: fork } : fields);
      });
      return { status: 200, body };
    },
    'repos/list-pull-requests-associated-with-commit': ({
      pathParams: { owner = '', repo = '', commit_sha: sha = '' },
    }) => {
      if (pullFailure) return errorAnswer(pullFailure.status, pullFailure.message);
      const pull = (number: number, mergedAt: string | null) => {
        const fork = fake.forkHeads.get(number);
        const state = mergedAt ? 'closed' : 'open';
        const labels = fake.pullRequestLabels.get(number) ?? [];
        const fields = {
          owner,
          repo,
          number,
          headSha: 'a'.repeat(40),
          baseSha: 'b'.repeat(40),
          state,
          mergedAt,
          mergeCommitSha: mergedAt ? sha : null,
          labels,
        } as const;
        return pullRequestJson(urls(), fork ? { ...fields, headRepository: fork } : fields);
      };
      const merged = (fake.mergedPullRequests.get(sha) ?? []).map((number) => pull(number, '2030-01-01T00:00:00Z'));
      const open = (fake.openPullRequests.get(sha) ?? []).map((number) => pull(number, null));
      return { status: 200, body: [...merged, ...open] };
    },
    'issues/list-for-repo': ({ url, pathParams: { owner, repo } }) => {
      const state = url.searchParams.get('state') ?? 'open';
      const listed = fake.issues.filter(
        (issue) => issue.owner === owner && issue.repo === repo && (state === 'all' || issue.state === state),
      );
      return { status: 200, body: listed.map((issue) => issueAnswer(200, issue).body) };
    },
    'issues/create': ({ pathParams: { owner = '', repo = '' }, body, login }) => {
      const title = text(body, 'title');
      const issueBody = text(body, 'body') ?? '';
      if (!title || oversized(title, issueBody)) return errorAnswer(422, 'Validation Failed');
      return issueAnswer(201, fake.addIssue({ owner, repo, title, body: issueBody, login }));
    },
    'issues/update': ({ pathParams: { owner, repo, issue_number: number }, body }) => {
      const issue = fake.issues.find((i) => i.owner === owner && i.repo === repo && i.number === Number(number));
      if (!issue) return errorAnswer(404, 'Not Found');
      const title = text(body, 'title');
      const issueBody = text(body, 'body');
      if (oversized(title, issueBody)) return errorAnswer(422, 'Validation Failed');
      if (title !== undefined) issue.title = title;
      if (issueBody !== undefined) issue.body = issueBody;
      const state = text(body, 'state');
      const now = new Date().toISOString();
      if ((state === 'open' || state === 'closed') && state !== issue.state) {
        issue.state = state;
        issue.closedAt = state === 'closed' ? now : null;
        // GitHub reads state_reason only when the state changes.
        issue.stateReason = text(body, 'state_reason') ?? (state === 'closed' ? 'completed' : 'reopened');
      }
      issue.updatedAt = now;
      return issueAnswer(200, issue);
    },
    'repos/create-deployment': ({ pathParams: { owner = '', repo = '' }, body, login }) => {
      if (deploymentFailure) return errorAnswer(deploymentFailure.status, deploymentFailure.message);
      const ref = text(body, 'ref') ?? '';
      const deployment: FakeDeployment = {
        id: nextDeployment++,
        ref,
        environment: text(body, 'environment') ?? 'production',
        statuses: [],
      };
      fake.deployments.push(deployment);
      const description = isRecord(body) && body['description'] === null ? null : (text(body, 'description') ?? '');
      const details = { owner, repo, sha: ref, description, creator: login, createdAt: new Date().toISOString() };
      deploymentDetails.set(deployment.id, details);
      return {
        status: 201,
        body: deploymentJson(urls(), { ...details, id: deployment.id, ref, environment: deployment.environment }),
      };
    },
    'repos/create-deployment-status': ({ pathParams: { deployment_id: id }, body, login }) => {
      if (deploymentFailure) return errorAnswer(deploymentFailure.status, deploymentFailure.message);
      const deployment = fake.deployments.find((d) => d.id === Number(id));
      const record = deployment && deploymentRecord(deployment);
      if (!deployment || !record) return errorAnswer(404, 'Not Found');
      const status = {
        state: text(body, 'state') ?? '',
        description: text(body, 'description') ?? '',
        logUrl: text(body, 'log_url'),
        environmentUrl: text(body, 'environment_url'),
      };
      deployment.statuses.push(status);
      const shown: DeploymentStatusRecord = {
        ...status,
        id: nextStatus++,
        creator: login,
        createdAt: new Date().toISOString(),
      };
      return { status: 201, body: deploymentStatusJson(urls(), record, shown) };
    },
  };
  return { fake, routes };
}
