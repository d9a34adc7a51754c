import { CREATED_AT, type GitHubUrls, type Json, accountJson, repositoryId, repositoryJson } from './githubAccounts.ts';

/*
 * A pull request as GitHub shows it: REST's `pull-request-simple` (the pull requests of a commit)
 * and the webhooks' pull request (in `pull_request` and `pull_request_target` events) alike.
 */

export interface PullRequestFields {
  owner: string;
  repo: string;
  number: number;
  headSha: string;
  baseSha: string;
  /** The head branch; `feature` unless given. */
  headRef?: string;
  /** The base branch; the repository's default branch `main` unless given. */
  baseRef?: string;
  /** `owner/name` of the head repository when it is a fork; the base repository otherwise. */
  headRepository?: string;
  /** Who opened it; `octocat` unless given. */
  author?: string;
  state?: 'open' | 'closed';
  /** When it was merged; null (the default) for an open one or one closed without merging. */
  mergedAt?: string | null;
  /** The merge commit; GitHub names a test merge commit for an open pull request too. */
  mergeCommitSha?: string | null;
  title?: string;
  /** The names of its labels; none unless given. */
  labels?: readonly string[];
}

export function pullRequestJson(urls: GitHubUrls, fields: PullRequestFields): Json {
  const { owner, repo, number } = fields;
  const fullName = `${owner}/${repo}`;
  const api = `${urls.api}/repos/${fullName}`;
  const html = `${urls.web}/${fullName}/pull/${number}`;
  const author = accountJson(urls, fields.author ?? 'octocat');
  const [headOwner = owner, headName = repo] = (fields.headRepository ?? fullName).split('/');
  const fork = fields.headRepository !== undefined && fields.headRepository !== fullName;
  const headRef = fields.headRef ?? 'feature';
  const baseRef = fields.baseRef ?? 'main';
  const state = fields.state ?? 'open';
  const mergedAt = fields.mergedAt ?? null;
  const closedAt = state === 'closed' ? (mergedAt ?? CREATED_AT) : null;
  const id = repositoryId(owner, repo) * 1000 + number;
  const link = (href: string) => ({ href });
  return {
    url: `${api}/pulls/${number}`,
    id,
    node_id: `PR_${id}`,
    html_url: html,
    diff_url: `${html}.diff`,
    patch_url: `${html}.patch`,
    issue_url: `${api}/issues/${number}`,
    commits_url: `${api}/pulls/${number}/commits`,
    review_comments_url: `${api}/pulls/${number}/comments`,
    review_comment_url: `${api}/pulls/comments{/number}`,
    comments_url: `${api}/issues/${number}/comments`,
    statuses_url: `${api}/statuses/${fields.headSha}`,
    number,
    state,
    locked: false,
    title: fields.title ?? `Change ${number}`,
    user: author,
    body: null,
    labels: (fields.labels ?? []).map((name) => labelJson(urls, fullName, name)),
    milestone: null,
    active_lock_reason: null,
    created_at: CREATED_AT,
    updated_at: closedAt ?? CREATED_AT,
    closed_at: closedAt,
    merged_at: mergedAt,
    merge_commit_sha: fields.mergeCommitSha ?? null,
    assignee: null,
    assignees: [],
    requested_reviewers: [],
    requested_teams: [],
    head: {
      label: `${headOwner}:${headRef}`,
      ref: headRef,
      sha: fields.headSha,
      user: accountJson(urls, headOwner, fork ? 'User' : 'Organization'),
      repo: repositoryJson(urls, { owner: headOwner, name: headName, fork }),
    },
    base: {
      label: `${owner}:${baseRef}`,
      ref: baseRef,
      sha: fields.baseSha,
      user: accountJson(urls, owner, 'Organization'),
      repo: repositoryJson(urls, { owner, name: repo }),
    },
    _links: {
      self: link(`${api}/pulls/${number}`),
      html: link(html),
      issue: link(`${api}/issues/${number}`),
      comments: link(`${api}/issues/${number}/comments`),
      review_comments: link(`${api}/pulls/${number}/comments`),
      review_comment: link(`${api}/pulls/comments{/number}`),
      commits: link(`${api}/pulls/${number}/commits`),
      statuses: link(`${api}/statuses/${fields.headSha}`),
    },
    author_association: 'CONTRIBUTOR',
    auto_merge: null,
    draft: false,
    merged: mergedAt !== null,
    mergeable: null,
    rebaseable: null,
    mergeable_state: 'unknown',
    merged_by: mergedAt !== null ? accountJson(urls, 'octocat') : null,
    comments: 0,
    review_comments: 0,
    maintainer_can_modify: false,
    commits: 1,
    additions: 1,
    deletions: 0,
    changed_files: 1,
  };
}

/** A label of a repository, as a pull request lists it. */
export function labelJson(urls: GitHubUrls, fullName: string, name: string): Json {
  const id = [...name].reduce((sum, c) => (sum * 31 + c.charCodeAt(0)) % 1_000_000_007, 7);
  return {
    id,
    node_id: `LA_${id}`,
    url: `${urls.api}/repos/${fullName}/labels/${encodeURIComponent(name)}`,
    name,
    description: '',
    color: 'ededed',
    default: false,
  };
}
