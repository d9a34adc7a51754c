/*
 * The part of the GitHub stand-in that the release workflow uses (scripts/release/): the repository's
 * tags as git refs, and releases. Routes are GitHub's operation ids; the contract has checked each
 * request against GitHub's description before it gets here. The stand-in holds refs, not commits: a
 * SHA is any 40 hexadecimal digits, and it cannot tell a fast-forward from a rewind.
 */
import { isRecord } from '../../../src/common/isRecord.ts';
import { type OperationRoutes, type RouteAnswer, errorAnswer, text } from './fakeGitHubLoop.ts';
import { type GitHubUrls, type Json, accountJson } from './githubAccounts.ts';

export interface FakeRelease {
  owner: string;
  repo: string;
  id: number;
  tagName: string;
  name: string;
  body: string;
  draft: boolean;
  prerelease: boolean;
  /** Whether it is the repository's latest release (`make_latest`). */
  latest: boolean;
  author: string;
  createdAt: string;
}

export interface ReleaseFake {
  /** Git refs by repository (`owner/repo`), each by its full name (`refs/tags/v1`) with the SHA it points at. */
  gitRefs: Map<string, Map<string, string>>;
  releases: FakeRelease[];
  /** A tag as `git push origin <tag>` puts it on GitHub. */
  pushTag(target: { owner: string; repo: string }, tag: string, sha: string): void;
}

const SHA = /^[0-9a-f]{40}$/;

export function createReleaseRoutes(urls: () => GitHubUrls): { fake: ReleaseFake; routes: OperationRoutes } {
  let nextRelease = 7000;
  const fake: ReleaseFake = {
    gitRefs: new Map(),
    releases: [],
    pushTag: (target, tag, sha) => void refsOf(target.owner, target.repo).set(`refs/tags/${tag}`, sha),
  };
  const refsOf = (owner: string, repo: string): Map<string, string> => {
    const key = `${owner}/${repo}`;
    let refs = fake.gitRefs.get(key);
    if (!refs) fake.gitRefs.set(key, (refs = new Map()));
    return refs;
  };
  const refAnswer = (status: number, owner: string, repo: string, ref: string, sha: string): RouteAnswer => ({
    status,
    body: gitRefJson(urls(), owner, repo, ref, sha),
  });
  const releaseOf = (owner: string | undefined, repo: string | undefined, find: (release: FakeRelease) => boolean) =>
    fake.releases.find((release) => release.owner === owner && release.repo === repo && find(release));
  const makeLatest = (release: FakeRelease, body: unknown): void => {
    const wanted = text(body, 'make_latest') ?? 'true';
    if (wanted === 'false' || release.draft || release.prerelease) return;
    for (const other of fake.releases)
      if (other.owner === release.owner && other.repo === release.repo) other.latest = other === release;
  };

  const routes: OperationRoutes = {
    'git/list-matching-refs': ({ pathParams: { owner = '', repo = '', ref = '' } }) => {
      const matching = [...refsOf(owner, repo)]
        .filter(([name]) => name.startsWith(`refs/${ref}`))
        .sort(([a], [b]) => a.localeCompare(b));
      return { status: 200, body: matching.map(([name, sha]) => gitRefJson(urls(), owner, repo, name, sha)) };
    },
    'git/create-ref': ({ pathParams: { owner = '', repo = '' }, body }) => {
      const ref = text(body, 'ref') ?? '';
      const sha = text(body, 'sha') ?? '';
      if (!ref.startsWith('refs/') || ref.split('/').length < 3) return errorAnswer(422, 'Reference name invalid');
      if (!SHA.test(sha)) return errorAnswer(422, 'Object does not exist');
      const refs = refsOf(owner, repo);
      if (refs.has(ref)) return errorAnswer(422, 'Reference already exists');
      refs.set(ref, sha);
      return refAnswer(201, owner, repo, ref, sha);
    },
    'git/update-ref': ({ pathParams: { owner = '', repo = '', ref = '' }, body }) => {
      const refs = refsOf(owner, repo);
      const name = `refs/${ref}`;
      const sha = text(body, 'sha') ?? '';
      if (!refs.has(name)) return errorAnswer(422, 'Reference does not exist');
      if (!SHA.test(sha)) return errorAnswer(422, 'Object does not exist');
      refs.set(name, sha);
      return refAnswer(200, owner, repo, name, sha);
    },
    'repos/get-release-by-tag': ({ pathParams: { owner, repo, tag } }) => {
      const release = releaseOf(owner, repo, (r) => r.tagName === tag);
      return release ? { status: 200, body: releaseJson(urls(), release) } : errorAnswer(404, 'Not Found');
    },
    'repos/create-release': ({ pathParams: { owner = '', repo = '' }, body, login }) => {
      const tagName = text(body, 'tag_name') ?? '';
      if (releaseOf(owner, repo, (r) => r.tagName === tagName))
        return errorAnswer(422, 'Validation Failed: tag_name already_exists');
      // GitHub tags target_commitish (the default branch unless given) for a tag it does not have; the stand-in knows no branches.
      if (!refsOf(owner, repo).has(`refs/tags/${tagName}`))
        return errorAnswer(
          422,
          `Validation Failed: the stand-in has no tag ${tagName} (pushTag) and knows no branch to create it on`,
        );
      const release: FakeRelease = {
        owner,
        repo,
        id: nextRelease++,
        tagName,
        name: text(body, 'name') ?? tagName,
        body: text(body, 'body') ?? '',
        draft: isRecord(body) && body['draft'] === true,
        prerelease: isRecord(body) && body['prerelease'] === true,
        latest: false,
        author: login,
        createdAt: new Date().toISOString(),
      };
      fake.releases.push(release);
      makeLatest(release, body);
      return { status: 201, body: releaseJson(urls(), release) };
    },
    'repos/update-release': ({ pathParams: { owner, repo, release_id: id }, body }) => {
      const release = releaseOf(owner, repo, (r) => r.id === Number(id));
      if (!release) return errorAnswer(404, 'Not Found');
      release.name = text(body, 'name') ?? release.name;
      release.body = text(body, 'body') ?? release.body;
      if (text(body, 'make_latest') !== undefined) makeLatest(release, body);
      return { status: 200, body: releaseJson(urls(), release) };
    },
  };
  return { fake, routes };
}

/** GitHub's `git-ref`: a tag ref points at a commit (lightweight) here; the stand-in keeps no tag objects. */
function gitRefJson(urls: GitHubUrls, owner: string, repo: string, ref: string, sha: string): Json {
  const api = `${urls.api}/repos/${owner}/${repo}`;
  return {
    ref,
    node_id: `REF_${Buffer.from(`${owner}/${repo}:${ref}`).toString('base64url')}`,
    url: `${api}/git/${ref}`,
    object: { type: 'commit', sha, url: `${api}/git/commits/${sha}` },
  };
}

/** GitHub's `release`, with every field its description requires. */
function releaseJson(urls: GitHubUrls, release: FakeRelease): Json {
  const api = `${urls.api}/repos/${release.owner}/${release.repo}`;
  const web = `${urls.web}/${release.owner}/${release.repo}`;
  return {
    url: `${api}/releases/${release.id}`,
    html_url: `${web}/releases/tag/${release.tagName}`,
    assets_url: `${api}/releases/${release.id}/assets`,
    upload_url: `https://uploads.github.com/repos/${release.owner}/${release.repo}/releases/${release.id}/assets{?name,label}`,
    tarball_url: `${api}/tarball/${release.tagName}`,
    zipball_url: `${api}/zipball/${release.tagName}`,
    id: release.id,
    node_id: `RE_${release.id}`,
    tag_name: release.tagName,
    target_commitish: 'main',
    name: release.name,
    body: release.body,
    draft: release.draft,
    prerelease: release.prerelease,
    created_at: release.createdAt,
    published_at: release.draft ? null : release.createdAt,
    author: accountJson(urls, release.author),
    assets: [],
  };
}
