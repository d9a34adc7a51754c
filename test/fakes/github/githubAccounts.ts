/*
 * Accounts and repositories as GitHub's REST API and webhooks show them, with every field GitHub's
 * descriptions require. The URLs point at the API the objects were read from: the stand-in's for
 * its answers, api.github.com for event payloads.
 */

export interface GitHubUrls {
  /** The REST API's root, e.g. https://api.github.com or the stand-in's URL. */
  api: string;
  /** The web server, e.g. https://github.com. */
  web: string;
}

export const GITHUB_COM: GitHubUrls = { api: 'https://api.github.com', web: 'https://github.com' };

export const ACTIONS_BOT = 'github-actions[bot]';
const BOT_SUFFIX = '[bot]';
/** When every fixed object of these fakes was created: a fixed time keeps payloads reproducible. */
export const CREATED_AT = '2030-01-01T00:00:00Z';

export type Json = Record<string, unknown>;

/** A stable number per login, as GitHub gives every account one; github-actions[bot]'s is the real one. */
export function accountId(login: string): number {
  if (login === ACTIONS_BOT) return 41898282;
  let hash = 7;
  for (const char of login) hash = (hash * 31 + char.charCodeAt(0)) % 1_000_000_007;
  return hash;
}

/** GitHub's `simple-user`: a user, an app's bot (`<app>[bot]`) or an organization. */
export function accountJson(urls: GitHubUrls, login: string, type?: 'User' | 'Bot' | 'Organization'): Json {
  const id = accountId(login);
  const kind = type ?? (login.endsWith(BOT_SUFFIX) ? 'Bot' : 'User');
  const path = kind === 'Bot' ? encodeURIComponent(login) : login;
  const api = `${urls.api}/users/${path}`;
  return {
    login,
    id,
    node_id: `${kind === 'Organization' ? 'O' : kind === 'Bot' ? 'BOT' : 'U'}_${id}`,
    avatar_url: `https://avatars.githubusercontent.com/u/${id}?v=4`,
    gravatar_id: '',
    url: api,
    html_url: kind === 'Bot' ? `${urls.web}/apps/${login.slice(0, -BOT_SUFFIX.length)}` : `${urls.web}/${login}`,
    followers_url: `${api}/followers`,
    following_url: `${api}/following{/other_user}`,
    gists_url: `${api}/gists{/gist_id}`,
    starred_url: `${api}/starred{/owner}{/repo}`,
    subscriptions_url: `${api}/subscriptions`,
    organizations_url: `${api}/orgs`,
    repos_url: `${api}/repos`,
    events_url: `${api}/events{/privacy}`,
    received_events_url: `${api}/received_events`,
    type: kind,
    user_view_type: 'public',
    site_admin: false,
  };
}

export interface RepositoryFields {
  owner: string;
  name: string;
  defaultBranch?: string;
  /** Whether it is a fork (a pull request's head repository may be one). */
  fork?: boolean;
}

/** A stable id per repository, as GitHub gives every repository one. */
export function repositoryId(owner: string, name: string): number {
  return accountId(`${owner}/${name}`) % 900_000_000;
}

/**
 * A repository as GitHub shows it: the REST `repository` and the webhooks' repository (which also
 * require `topics`, `visibility` and `has_discussions`) alike.
 */
export function repositoryJson(urls: GitHubUrls, fields: RepositoryFields): Json {
  const { owner, name } = fields;
  const fullName = `${owner}/${name}`;
  const id = repositoryId(owner, name);
  const api = `${urls.api}/repos/${fullName}`;
  const host = new URL(urls.web).host;
  return {
    id,
    node_id: `R_${id}`,
    name,
    full_name: fullName,
    private: true,
    owner: accountJson(urls, owner, fields.fork ? 'User' : 'Organization'),
    html_url: `${urls.web}/${fullName}`,
    description: null,
    fork: fields.fork ?? false,
    url: api,
    archive_url: `${api}/{archive_format}{/ref}`,
    assignees_url: `${api}/assignees{/user}`,
    blobs_url: `${api}/git/blobs{/sha}`,
    branches_url: `${api}/branches{/branch}`,
    collaborators_url: `${api}/collaborators{/collaborator}`,
    comments_url: `${api}/comments{/number}`,
    commits_url: `${api}/commits{/sha}`,
    compare_url: `${api}/compare/{base}...{head}`,
    contents_url: `${api}/contents/{+path}`,
    contributors_url: `${api}/contributors`,
    deployments_url: `${api}/deployments`,
    downloads_url: `${api}/downloads`,
    events_url: `${api}/events`,
    forks_url: `${api}/forks`,
    git_commits_url: `${api}/git/commits{/sha}`,
    git_refs_url: `${api}/git/refs{/sha}`,
    git_tags_url: `${api}/git/tags{/sha}`,
    git_url: `git://${host}/${fullName}.git`,
    issue_comment_url: `${api}/issues/comments{/number}`,
    issue_events_url: `${api}/issues/events{/number}`,
    issues_url: `${api}/issues{/number}`,
    keys_url: `${api}/keys{/key_id}`,
    labels_url: `${api}/labels{/name}`,
    languages_url: `${api}/languages`,
    merges_url: `${api}/merges`,
    milestones_url: `${api}/milestones{/number}`,
    notifications_url: `${api}/notifications{?since,all,participating}`,
    pulls_url: `${api}/pulls{/number}`,
    releases_url: `${api}/releases{/id}`,
    ssh_url: `git@${host}:${fullName}.git`,
    stargazers_url: `${api}/stargazers`,
    statuses_url: `${api}/statuses/{sha}`,
    subscribers_url: `${api}/subscribers`,
    subscription_url: `${api}/subscription`,
    tags_url: `${api}/tags`,
    teams_url: `${api}/teams`,
    trees_url: `${api}/git/trees{/sha}`,
    clone_url: `${urls.web}/${fullName}.git`,
    mirror_url: null,
    hooks_url: `${api}/hooks`,
    svn_url: `${urls.web}/${fullName}`,
    homepage: null,
    language: null,
    forks_count: 0,
    forks: 0,
    stargazers_count: 0,
    watchers_count: 0,
    watchers: 0,
    size: 120,
    default_branch: fields.defaultBranch ?? 'main',
    open_issues_count: 0,
    open_issues: 0,
    topics: [],
    visibility: 'private',
    license: null,
    has_issues: true,
    has_projects: true,
    has_wiki: false,
    has_pages: false,
    has_downloads: true,
    has_discussions: false,
    archived: false,
    disabled: false,
    is_template: false,
    allow_forking: true,
    web_commit_signoff_required: false,
    pushed_at: CREATED_AT,
    created_at: CREATED_AT,
    updated_at: CREATED_AT,
  };
}
