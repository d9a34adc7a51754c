// The release job's requests, against the GitHub stand-in, which holds every one to GitHub's REST description.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gitHubApi } from '../../../scripts/release/githubApi.ts';
import { releaseOnGitHub } from '../../../scripts/release/githubRelease.ts';
import { parseReleaseTag } from '../../../scripts/release/releaseTag.ts';
import { type FakeGitHub, startFakeGitHub } from '../../fakes/github/fakeGitHub.ts';

const REPO = { owner: 'acme', name: 'applyset-action' };
const TARGET = { owner: 'acme', repo: 'applyset-action' };
const sha = (digit: string): string => digit.repeat(40);

let github: FakeGitHub;
beforeEach(async () => {
  github = await startFakeGitHub();
});
afterEach(() => github.close());

const release = (tag: string, commit: string, notes = `Notes of ${tag}`) =>
  releaseOnGitHub(gitHubApi(github.url, 'ghs_releaseToken0123456789'), REPO, parseReleaseTag(tag), commit, notes);
const refs = () => Object.fromEntries(github.gitRefs.get('acme/applyset-action') ?? []);

describe('a release on GitHub', () => {
  it("creates the major tag at the release's commit, and the release with its notes as the latest", async () => {
    github.pushTag(TARGET, 'v1.0.0', sha('a'));
    const result = await release('v1.0.0', sha('a'), '### Added\n- Everything.');
    expect(result).toEqual({
      majorTag: 'v1 created at aaaaaaa',
      release: 'release v1.0.0 created: https://github.com/acme/applyset-action/releases/tag/v1.0.0',
    });
    expect(refs()).toEqual({ 'refs/tags/v1.0.0': sha('a'), 'refs/tags/v1': sha('a') });
    expect(github.releases).toEqual([
      expect.objectContaining({
        tagName: 'v1.0.0',
        name: 'v1.0.0',
        body: '### Added\n- Everything.',
        draft: false,
        prerelease: false,
        latest: true,
      }),
    ]);
  });

  it('moves the major tag of the last release to the next one', async () => {
    github.pushTag(TARGET, 'v1.0.0', sha('a'));
    await release('v1.0.0', sha('a'));
    github.pushTag(TARGET, 'v1.1.0', sha('b'));
    expect((await release('v1.1.0', sha('b'))).majorTag).toBe('v1 moved from aaaaaaa to bbbbbbb');
    expect(refs()['refs/tags/v1']).toBe(sha('b'));
    expect(github.releases.map((r) => [r.tagName, r.latest])).toEqual([
      ['v1.0.0', false],
      ['v1.1.0', true],
    ]);
  });

  it('leaves the major tag at a newer release of its line, and the latest release as it is, for a fix of an older one', async () => {
    github.pushTag(TARGET, 'v1.2.0', sha('b'));
    await release('v1.2.0', sha('b'));
    github.pushTag(TARGET, 'v1.1.1', sha('c'));
    expect((await release('v1.1.1', sha('c'))).majorTag).toBe('v1 stays where it is: v1.2.0 is newer than v1.1.1');
    expect(refs()['refs/tags/v1']).toBe(sha('b'));
    expect(github.releases.map((r) => [r.tagName, r.latest])).toEqual([
      ['v1.2.0', true],
      ['v1.1.1', false],
    ]);
  });

  it('starts a new major tag beside the old one', async () => {
    github.pushTag(TARGET, 'v1.2.0', sha('b'));
    await release('v1.2.0', sha('b'));
    github.pushTag(TARGET, 'v2.0.0', sha('d'));
    expect((await release('v2.0.0', sha('d'))).majorTag).toBe('v2 created at ddddddd');
    expect(refs()).toMatchObject({ 'refs/tags/v1': sha('b'), 'refs/tags/v2': sha('d') });
  });

  it('run again (a re-run of the failed job) changes no tag and updates the release instead of adding one', async () => {
    github.pushTag(TARGET, 'v1.0.0', sha('a'));
    await release('v1.0.0', sha('a'), 'first notes');
    const again = await release('v1.0.0', sha('a'), 'corrected notes');
    expect(again).toEqual({
      majorTag: 'v1 is at aaaaaaa already',
      release: 'release v1.0.0 updated: https://github.com/acme/applyset-action/releases/tag/v1.0.0',
    });
    expect(github.releases.map((r) => [r.tagName, r.body])).toEqual([['v1.0.0', 'corrected notes']]);
    expect(github.requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /repos/acme/applyset-action/git/refs',
      'POST /repos/acme/applyset-action/releases',
      `PATCH /repos/acme/applyset-action/releases/${github.releases[0]?.id}`,
    ]);
  });

  it('is refused, with nothing written, for a tag GitHub does not have (it would tag the default branch)', async () => {
    await expect(release('v1.0.0', sha('a'))).rejects.toThrow(
      'GitHub has no tag v1.0.0: push it (git push origin v1.0.0) before releasing',
    );
    expect(github.requests.map((r) => r.method)).toEqual(['GET']);
  });

  it("fails naming the request and GitHub's answer when GitHub refuses one", async () => {
    github.pushTag(TARGET, 'v1.0.0', sha('a'));
    await expect(release('v1.0.0', 'not-a-commit')).rejects.toThrow(
      'creating v1: GitHub answered 422: Object does not exist',
    );
  });
});
