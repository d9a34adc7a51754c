import { CREATED_AT, GITHUB_COM, type Json, accountJson, repositoryJson } from './githubAccounts.ts';
import { pullRequestJson } from './pullRequestJson.ts';

/*
 * Event payloads as GitHub gives them to a workflow (the file at GITHUB_EVENT_PATH), whole: every
 * field GitHub's webhooks description requires, so code that reads any of them reads what GitHub
 * sends. The caller names the repository, commits, numbers and refs; webhookContract.ts checks them.
 */

export interface RepositoryName {
  owner: string;
  repo: string;
  /** `main` unless given. */
  defaultBranch?: string;
}

/** Who caused the event: `octocat` unless given. */
const SENDER = 'octocat';

function repository(target: RepositoryName): Json {
  return repositoryJson(GITHUB_COM, { owner: target.owner, name: target.repo, ...(target.defaultBranch ? { defaultBranch: target.defaultBranch } : {}) });
}

export type PullRequestEventFields = RepositoryName & {
  number: number;
  headSha: string;
  /** The base branch's commit; 40 b's unless given. */
  baseSha?: string;
  headRef?: string;
  title?: string;
  /** The base branch; the default branch unless given. */
  baseRef?: string;
  /** `owner/name` of a fork the pull request comes from. */
  headRepository?: string;
  sender?: string;
} & (
    | { action: 'opened' }
    /** Closed, then opened again. */
    | { action: 'reopened' }
    /** New commits pushed: `before` is the head's previous commit. */
    | { action: 'synchronize'; before: string }
    /** Merged (with its merge commit) or closed without merging. */
    | { action: 'closed'; merged: true; mergeCommitSha: string }
    | { action: 'closed'; merged: false }
  );

/** A `pull_request` payload; a `pull_request_target` run gets the same one. */
export function pullRequestEvent(fields: PullRequestEventFields): Json {
  const merged = fields.action === 'closed' && fields.merged;
  const pullRequest = pullRequestJson(GITHUB_COM, {
    owner: fields.owner,
    repo: fields.repo,
    number: fields.number,
    headSha: fields.headSha,
    baseSha: fields.baseSha ?? 'b'.repeat(40),
    baseRef: fields.baseRef ?? fields.defaultBranch ?? 'main',
    ...(fields.headRef ? { headRef: fields.headRef } : {}),
    ...(fields.title ? { title: fields.title } : {}),
    ...(fields.headRepository ? { headRepository: fields.headRepository } : {}),
    state: fields.action === 'closed' ? 'closed' : 'open',
    mergedAt: merged ? CREATED_AT : null,
    mergeCommitSha: fields.action === 'closed' && fields.merged ? fields.mergeCommitSha : null,
  });
  return {
    action: fields.action,
    number: fields.number,
    ...(fields.action === 'synchronize' ? { before: fields.before, after: fields.headSha } : {}),
    pull_request: pullRequest,
    repository: repository(fields),
    sender: accountJson(GITHUB_COM, fields.sender ?? SENDER),
  };
}

export interface PushEventFields extends RepositoryName {
  /** The commit the branch now points at. */
  after: string;
  /** The commit it pointed at before; 40 zeros for a new branch. */
  before: string;
  /** `refs/heads/<default branch>` unless given. */
  ref?: string;
  pusher?: string;
  /** The commit's message; a merge's unless given. */
  message?: string;
  /** The files the commit changed (what `paths:` filters look at). */
  modified?: string[];
}

/** A `push` of one commit, by default to the default branch (what a merged pull request does). */
export function pushEvent(fields: PushEventFields): Json {
  const defaultBranch = fields.defaultBranch ?? 'main';
  const ref = fields.ref ?? `refs/heads/${defaultBranch}`;
  const { before } = fields;
  const pusher = fields.pusher ?? SENDER;
  const web = `${GITHUB_COM.web}/${fields.owner}/${fields.repo}`;
  const person = { name: pusher, email: `${pusher}@users.noreply.github.com`, username: pusher };
  const commit = {
    id: fields.after,
    tree_id: 'e'.repeat(40),
    distinct: true,
    message: fields.message ?? 'Merge pull request',
    timestamp: CREATED_AT,
    url: `${web}/commit/${fields.after}`,
    author: person,
    committer: person,
    added: [],
    removed: [],
    modified: fields.modified ?? [],
  };
  return {
    ref,
    before,
    after: fields.after,
    created: /^0+$/.test(before),
    deleted: false,
    forced: false,
    base_ref: null,
    compare: `${web}/compare/${before.slice(0, 12)}...${fields.after.slice(0, 12)}`,
    commits: [commit],
    head_commit: commit,
    repository: repository({ ...fields, defaultBranch }),
    pusher: { name: pusher, email: person.email },
    sender: accountJson(GITHUB_COM, pusher),
  };
}

export interface ScheduleEventFields extends RepositoryName {
  /** The cron expression that fired; `17 * * * *` unless given. */
  cron?: string;
}

/** A scheduled run: the cron expression that fired, and the repository. */
export function scheduleEvent(fields: ScheduleEventFields): Json {
  return { schedule: fields.cron ?? '17 * * * *', repository: repository(fields) };
}

export interface WorkflowDispatchEventFields extends RepositoryName {
  /** The branch or tag run, e.g. `refs/heads/main`. */
  ref: string;
  /** The workflow file, e.g. `.github/workflows/deploy.yml`. */
  workflow: string;
  /** The inputs given, as text; an input the form left out is absent. */
  inputs?: Record<string, string>;
  sender?: string;
}

/** A run started by hand (the Run workflow button or the API). */
export function workflowDispatchEvent(fields: WorkflowDispatchEventFields): Json {
  return {
    inputs: fields.inputs ?? null,
    ref: fields.ref,
    repository: repository(fields),
    sender: accountJson(GITHUB_COM, fields.sender ?? SENDER),
    workflow: fields.workflow,
  };
}
