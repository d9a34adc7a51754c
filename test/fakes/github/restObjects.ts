import { type GitHubUrls, type Json, accountJson } from './githubAccounts.ts';

/*
 * Issues, comments and deployments as GitHub's REST API answers them, with every field its
 * description requires.
 */

export interface IssueRecord {
  owner: string;
  repo: string;
  number: number;
  title: string;
  body: string;
  state: 'open' | 'closed';
  stateReason: string | null;
  login: string;
  createdAt: string;
  updatedAt: string;
  closedAt: string | null;
}

const NO_REACTIONS = {
  total_count: 0,
  '+1': 0,
  '-1': 0,
  laugh: 0,
  confused: 0,
  heart: 0,
  hooray: 0,
  eyes: 0,
  rocket: 0,
};

export function issueJson(urls: GitHubUrls, issue: IssueRecord, comments: number): Json {
  const api = `${urls.api}/repos/${issue.owner}/${issue.repo}`;
  const url = `${api}/issues/${issue.number}`;
  const id = 2_000_000 + issue.number;
  return {
    id,
    node_id: `I_${id}`,
    url,
    repository_url: api,
    labels_url: `${url}/labels{/name}`,
    comments_url: `${url}/comments`,
    events_url: `${url}/events`,
    html_url: `${urls.web}/${issue.owner}/${issue.repo}/issues/${issue.number}`,
    timeline_url: `${url}/timeline`,
    number: issue.number,
    state: issue.state,
    state_reason: issue.stateReason,
    title: issue.title,
    body: issue.body,
    user: accountJson(urls, issue.login),
    labels: [],
    assignee: null,
    assignees: [],
    milestone: null,
    locked: false,
    active_lock_reason: null,
    comments,
    closed_at: issue.closedAt,
    created_at: issue.createdAt,
    updated_at: issue.updatedAt,
    closed_by: issue.state === 'closed' ? accountJson(urls, issue.login) : null,
    author_association: 'NONE',
    reactions: { url: `${url}/reactions`, ...NO_REACTIONS },
  };
}

export interface CommentRecord {
  owner: string;
  repo: string;
  issueNumber: number;
  id: number;
  body: string;
  login: string;
  createdAt: string;
  updatedAt: string;
  /** The last edit after the comment was written: who made it (REST's login) and when; null when none. */
  lastEdit: { login: string; at: string } | null;
}

/** GraphQL's id of a comment, REST's `node_id`. */
export function commentNodeId(id: number): string {
  return `IC_${id}`;
}

export function issueCommentJson(urls: GitHubUrls, comment: CommentRecord): Json {
  const api = `${urls.api}/repos/${comment.owner}/${comment.repo}`;
  return {
    id: comment.id,
    node_id: commentNodeId(comment.id),
    url: `${api}/issues/comments/${comment.id}`,
    html_url: `${urls.web}/${comment.owner}/${comment.repo}/pull/${comment.issueNumber}#issuecomment-${comment.id}`,
    issue_url: `${api}/issues/${comment.issueNumber}`,
    body: comment.body,
    user: accountJson(urls, comment.login),
    created_at: comment.createdAt,
    updated_at: comment.updatedAt,
    author_association: comment.login.endsWith('[bot]') ? 'NONE' : 'CONTRIBUTOR',
    performed_via_github_app: null,
    reactions: { url: `${api}/issues/comments/${comment.id}/reactions`, ...NO_REACTIONS },
  };
}

export interface DeploymentRecord {
  owner: string;
  repo: string;
  id: number;
  sha: string;
  ref: string;
  environment: string;
  description: string | null;
  creator: string;
  createdAt: string;
}

export function deploymentJson(urls: GitHubUrls, deployment: DeploymentRecord): Json {
  const api = `${urls.api}/repos/${deployment.owner}/${deployment.repo}`;
  const url = `${api}/deployments/${deployment.id}`;
  return {
    url,
    id: deployment.id,
    node_id: `DE_${deployment.id}`,
    sha: deployment.sha,
    ref: deployment.ref,
    task: 'deploy',
    payload: {},
    original_environment: deployment.environment,
    environment: deployment.environment,
    description: deployment.description,
    creator: accountJson(urls, deployment.creator),
    created_at: deployment.createdAt,
    updated_at: deployment.createdAt,
    statuses_url: `${url}/statuses`,
    repository_url: api,
    transient_environment: false,
    production_environment: deployment.environment === 'production',
  };
}

export interface DeploymentStatusRecord {
  id: number;
  state: string;
  description: string;
  logUrl: string | undefined;
  environmentUrl: string | undefined;
  creator: string;
  createdAt: string;
}

export function deploymentStatusJson(
  urls: GitHubUrls,
  deployment: DeploymentRecord,
  status: DeploymentStatusRecord,
): Json {
  const api = `${urls.api}/repos/${deployment.owner}/${deployment.repo}`;
  const deploymentUrl = `${api}/deployments/${deployment.id}`;
  return {
    url: `${deploymentUrl}/statuses/${status.id}`,
    id: status.id,
    node_id: `DES_${status.id}`,
    state: status.state,
    creator: accountJson(urls, status.creator),
    description: status.description,
    environment: deployment.environment,
    // log_url replaces target_url: GitHub sets both to the log URL.
    target_url: status.logUrl ?? '',
    ...(status.logUrl ? { log_url: status.logUrl } : {}),
    ...(status.environmentUrl ? { environment_url: status.environmentUrl } : {}),
    created_at: status.createdAt,
    updated_at: status.createdAt,
    deployment_url: deploymentUrl,
    repository_url: api,
  };
}
