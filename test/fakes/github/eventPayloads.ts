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
  return repositoryJson(GITHUB_COM, {
    owner: target.owner,
    name: target.repo,
    ...(target.defaultBranch ? { defaultBranch: target.defaultBranch } : {}),
  });
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

export interface WorkflowRunEventFields extends RepositoryName {
  /** The run that completed: its id, workflow file and name. */
  run: { id: number; path: string; name: string; event: string; conclusion: 'success' | 'failure' };
  /** Its head commit and branch, and the repository they are in (a fork's, for a fork's pull request). */
  head: { sha: string; branch: string; repository?: string };
  /** The pull requests GitHub lists on the run: those of the repository's own branches, none for a fork's. */
  pullRequests: { number: number; headRef: string; headSha: string }[];
  sender?: string;
}

/** A `workflow_run` event of a run that completed (what a preview workflow listening to a render workflow gets). */
export function workflowRunEvent(fields: WorkflowRunEventFields): Json {
  const base = repository(fields);
  const [headOwner = fields.owner, headName = fields.repo] = (
    fields.head.repository ?? `${fields.owner}/${fields.repo}`
  ).split('/');
  const head = repositoryJson(GITHUB_COM, { owner: headOwner, name: headName });
  const api = `${GITHUB_COM.api}/repos/${fields.owner}/${fields.repo}`;
  const runUrl = `${api}/actions/runs/${fields.run.id}`;
  const workflowId = 161335;
  const sender = accountJson(GITHUB_COM, fields.sender ?? SENDER);
  const person = { name: SENDER, email: `${SENDER}@users.noreply.github.com` };
  const repoRef = { id: Number(base['id']), url: api, name: fields.repo };
  const baseSha = 'b'.repeat(40);
  return {
    action: 'completed',
    repository: base,
    sender,
    workflow: {
      badge_url: `${GITHUB_COM.web}/${fields.owner}/${fields.repo}/workflows/${fields.run.name}/badge.svg`,
      created_at: CREATED_AT,
      html_url: `${GITHUB_COM.web}/${fields.owner}/${fields.repo}/blob/main/${fields.run.path}`,
      id: workflowId,
      name: fields.run.name,
      node_id: 'W_kwDOAAAAAAAAAQ',
      path: fields.run.path,
      state: 'active',
      updated_at: CREATED_AT,
      url: `${api}/actions/workflows/${workflowId}`,
    },
    workflow_run: {
      actor: sender,
      artifacts_url: `${runUrl}/artifacts`,
      cancel_url: `${runUrl}/cancel`,
      check_suite_id: 42,
      check_suite_node_id: 'CS_kwDOAAAAAAAAACo',
      check_suite_url: `${api}/check-suites/42`,
      conclusion: fields.run.conclusion,
      created_at: CREATED_AT,
      display_title: 'A change',
      event: fields.run.event,
      head_branch: fields.head.branch,
      head_commit: {
        id: fields.head.sha,
        tree_id: 'e'.repeat(40),
        message: 'A change',
        timestamp: CREATED_AT,
        author: person,
        committer: person,
      },
      head_repository: head,
      head_sha: fields.head.sha,
      html_url: `${GITHUB_COM.web}/${fields.owner}/${fields.repo}/actions/runs/${fields.run.id}`,
      id: fields.run.id,
      jobs_url: `${runUrl}/jobs`,
      logs_url: `${runUrl}/logs`,
      name: fields.run.name,
      node_id: 'WFR_kwLOAAAAAAAAAAE',
      path: fields.run.path,
      previous_attempt_url: null,
      pull_requests: fields.pullRequests.map((pr) => ({
        url: `${api}/pulls/${pr.number}`,
        id: 1_000_000 + pr.number,
        number: pr.number,
        head: { ref: pr.headRef, sha: pr.headSha, repo: repoRef },
        base: { ref: fields.defaultBranch ?? 'main', sha: baseSha, repo: repoRef },
      })),
      referenced_workflows: [],
      repository: base,
      rerun_url: `${runUrl}/rerun`,
      run_attempt: 1,
      run_number: 7,
      run_started_at: CREATED_AT,
      status: 'completed',
      triggering_actor: sender,
      updated_at: CREATED_AT,
      url: runUrl,
      workflow_id: workflowId,
      workflow_url: `${api}/actions/workflows/${workflowId}`,
    },
  };
}
