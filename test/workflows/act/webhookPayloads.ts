/*
 * GitHub's webhook payloads for the events the act runs are given (`act <event> -e payload.json`),
 * shaped as GitHub sends them: the fields a workflow's expressions and the action read, and the
 * common ones around them. One file, so that validated builders can take its place.
 */

export interface RepositoryName {
  owner: string;
  name: string;
  defaultBranch: string;
}

export interface PullRequestState {
  number: number;
  title: string;
  action: 'opened' | 'synchronize' | 'reopened' | 'closed';
  head: { ref: string; sha: string };
  base: { ref: string; sha: string };
  /** The merge commit, once merged (`closed` with merged: true). */
  mergeCommitSha?: string;
}

const SENDER = { login: 'octocat', id: 583231, node_id: 'MDQ6VXNlcjU4MzIzMQ==', type: 'User', site_admin: false, html_url: 'https://github.com/octocat' };
const TIME = '2030-01-02T03:04:05Z';

export function repositoryPayload(repo: RepositoryName): Record<string, unknown> {
  const fullName = `${repo.owner}/${repo.name}`;
  return {
    id: 123456789,
    node_id: 'R_kgDOHdLx9Q',
    name: repo.name,
    full_name: fullName,
    private: true,
    owner: { login: repo.owner, id: 9919, node_id: 'MDEyOk9yZ2FuaXphdGlvbjk5MTk=', type: 'Organization', site_admin: false, html_url: `https://github.com/${repo.owner}` },
    html_url: `https://github.com/${fullName}`,
    description: null,
    fork: false,
    url: `https://api.github.com/repos/${fullName}`,
    clone_url: `https://github.com/${fullName}.git`,
    created_at: TIME,
    updated_at: TIME,
    pushed_at: TIME,
    default_branch: repo.defaultBranch,
    visibility: 'private',
    archived: false,
    disabled: false,
  };
}

export function pullRequestPayload(repo: RepositoryName, pr: PullRequestState): Record<string, unknown> {
  const repository = repositoryPayload(repo);
  const fullName = `${repo.owner}/${repo.name}`;
  const merged = pr.action === 'closed' && pr.mergeCommitSha !== undefined;
  const branch = (side: { ref: string; sha: string }) => ({ label: `${repo.owner}:${side.ref}`, ref: side.ref, sha: side.sha, user: repository['owner'], repo: repository });
  return {
    action: pr.action,
    number: pr.number,
    pull_request: {
      url: `https://api.github.com/repos/${fullName}/pulls/${pr.number}`,
      id: 1_000_000 + pr.number,
      node_id: `PR_kwDOHdLx9c${pr.number}`,
      html_url: `https://github.com/${fullName}/pull/${pr.number}`,
      number: pr.number,
      state: pr.action === 'closed' ? 'closed' : 'open',
      locked: false,
      title: pr.title,
      user: SENDER,
      body: null,
      created_at: TIME,
      updated_at: TIME,
      closed_at: pr.action === 'closed' ? TIME : null,
      merged_at: merged ? TIME : null,
      merge_commit_sha: pr.mergeCommitSha ?? null,
      draft: false,
      head: branch(pr.head),
      base: branch(pr.base),
      author_association: 'MEMBER',
      merged,
      mergeable: null,
      merged_by: merged ? SENDER : null,
      comments: 0,
      commits: 1,
      additions: 1,
      deletions: 1,
      changed_files: 1,
    },
    repository,
    sender: SENDER,
  };
}

export function pushPayload(repo: RepositoryName, push: { branch: string; before: string; after: string; message: string; modified: string[] }): Record<string, unknown> {
  const fullName = `${repo.owner}/${repo.name}`;
  const commit = {
    id: push.after,
    tree_id: push.after.split('').reverse().join(''),
    distinct: true,
    message: push.message,
    timestamp: TIME,
    url: `https://github.com/${fullName}/commit/${push.after}`,
    author: { name: 'Octo Cat', email: 'octocat@example.com', username: SENDER.login },
    committer: { name: 'GitHub', email: 'noreply@github.com', username: 'web-flow' },
    added: [],
    removed: [],
    modified: push.modified,
  };
  return {
    ref: `refs/heads/${push.branch}`,
    before: push.before,
    after: push.after,
    repository: repositoryPayload(repo),
    pusher: { name: SENDER.login, email: 'octocat@example.com' },
    sender: SENDER,
    created: false,
    deleted: false,
    forced: false,
    base_ref: null,
    compare: `https://github.com/${fullName}/compare/${push.before.slice(0, 12)}...${push.after.slice(0, 12)}`,
    commits: [commit],
    head_commit: commit,
  };
}

/** A scheduled run: GitHub's payload holds the cron expression that fired. */
export function schedulePayload(cron: string): Record<string, unknown> {
  return { schedule: cron };
}

export function workflowDispatchPayload(repo: RepositoryName, dispatch: { workflowFile: string; inputs: Record<string, string> }): Record<string, unknown> {
  return {
    inputs: dispatch.inputs,
    ref: `refs/heads/${repo.defaultBranch}`,
    repository: repositoryPayload(repo),
    sender: SENDER,
    workflow: `.github/workflows/${dispatch.workflowFile}`,
  };
}
