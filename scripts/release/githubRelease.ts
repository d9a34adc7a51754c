import { type GitHubApi, expectStatus } from './githubApi.ts';
import { type ReleaseTag, compareVersions, releaseTagOf } from './releaseTag.ts';

/*
 * What the release job does on GitHub: move the major tag users pin to the release's commit, and
 * publish the release with its CHANGELOG section as notes. Safe to run again (a re-run of a failed
 * job): a tag already in place is left alone, and an existing release is updated, not duplicated.
 */

export interface Repository {
  owner: string;
  name: string;
}

export interface ReleaseResult {
  /** What happened to the major tag, one line. */
  majorTag: string;
  /** What happened to the release, one line, with its page. */
  release: string;
}

interface GitRef {
  ref: string;
  object: { sha: string };
}

interface Release {
  id: number;
  html_url: string;
}

export async function releaseOnGitHub(
  api: GitHubApi,
  repo: Repository,
  release: ReleaseTag,
  commit: string,
  notes: string,
): Promise<ReleaseResult> {
  const base = `/repos/${repo.owner}/${repo.name}`;
  // One listing holds every release tag and the major tags: refs/tags/v1.4.2, refs/tags/v1, ...
  const refs = expectStatus(
    await api.request('GET', `${base}/git/matching-refs/${refPath('tags/v')}`),
    'listing the tags',
    200,
  ) as GitRef[];
  if (!refs.some((ref) => tagName(ref) === release.tag)) {
    // GitHub would tag the default branch's head for a release of a tag it does not have.
    throw new Error(`GitHub has no tag ${release.tag}: push it (git push origin ${release.tag}) before releasing`);
  }
  const versions = refs.flatMap((ref) => releaseTagOf(tagName(ref)) ?? []);
  const newer = (scope: ReleaseTag[]) =>
    scope.filter((other) => compareVersions(other.version, release.version) > 0).map((other) => other.tag);
  const majorTag = await moveMajorTag(
    api,
    base,
    release,
    commit,
    refs,
    newer(versions.filter((other) => other.major === release.major)),
  );
  // The newest version overall is the repository's latest release; a fix of an older line is not.
  const fields = { name: release.tag, body: notes, make_latest: newer(versions).length === 0 ? 'true' : 'false' };
  return { majorTag, release: await publishRelease(api, base, release, fields) };
}

/** Points the major tag at the commit, unless a newer release of its line holds it. */
async function moveMajorTag(
  api: GitHubApi,
  base: string,
  release: ReleaseTag,
  commit: string,
  refs: GitRef[],
  newerInMajor: string[],
): Promise<string> {
  const { major } = release;
  const majorRef = refs.find((ref) => tagName(ref) === major);
  if (newerInMajor.length > 0)
    return `${major} stays where it is: ${newerInMajor.join(', ')} ${newerInMajor.length === 1 ? 'is' : 'are'} newer than ${release.tag}`;
  if (majorRef?.object.sha === commit) return `${major} is at ${short(commit)} already`;
  if (majorRef) {
    expectStatus(
      await api.request('PATCH', `${base}/git/refs/${refPath(`tags/${major}`)}`, { sha: commit, force: true }),
      `moving ${major}`,
      200,
    );
    return `${major} moved from ${short(majorRef.object.sha)} to ${short(commit)}`;
  }
  expectStatus(
    await api.request('POST', `${base}/git/refs`, { ref: `refs/tags/${major}`, sha: commit }),
    `creating ${major}`,
    201,
  );
  return `${major} created at ${short(commit)}`;
}

/** Creates the tag's release, or updates the one a failed run created. */
async function publishRelease(
  api: GitHubApi,
  base: string,
  release: ReleaseTag,
  fields: { name: string; body: string; make_latest: string },
): Promise<string> {
  const existing = await api.request('GET', `${base}/releases/tags/${release.tag}`);
  if (existing.status === 200) {
    const { id, html_url: page } = existing.body as Release;
    expectStatus(
      await api.request('PATCH', `${base}/releases/${id}`, fields),
      `updating the release ${release.tag}`,
      200,
    );
    return `release ${release.tag} updated: ${page}`;
  }
  expectStatus(existing, `looking up the release ${release.tag}`, 404);
  const created = expectStatus(
    await api.request('POST', `${base}/releases`, {
      tag_name: release.tag,
      draft: false,
      prerelease: false,
      ...fields,
    }),
    `creating the release ${release.tag}`,
    201,
  ) as Release;
  return `release ${release.tag} created: ${created.html_url}`;
}

/** A ref in a path, its slash encoded as octokit sends it (GitHub takes either form). */
function refPath(ref: string): string {
  return encodeURIComponent(ref);
}

function tagName(ref: GitRef): string {
  return ref.ref.replace(/^refs\/tags\//, '');
}

function short(sha: string): string {
  return sha.slice(0, 7);
}
