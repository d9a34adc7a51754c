// The release workflow (.github/workflows/release.yml), run by a real workflow runner (act) for a tag pushed in a
// copy of this repository, as a maintainer cuts a release: the GitHub stand-in as the API (it holds every request
// to GitHub's REST description), npm offline, and RELEASE_DRY_RUN=true, the one difference from a release, which
// makes the last step `npm publish --dry-run`. The copy's .ci/run checks dist/ and leaves out `npm test` (see
// projectRepository.ts): the suite is what runs this test.
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { releaseNotes } from '../../scripts/release/changelog.ts';
import { type FakeGitHub, startFakeGitHub } from '../fakes/github/fakeGitHub.ts';
import { nodeBinDirectory } from './act/actProcess.ts';
import { type ProjectRepository, createProjectRepository, offlineNpmEnvironment } from './act/projectRepository.ts';
import { prepareStandIns } from './act/standIns.ts';
import { type UserWorkflow, workflowOf } from './act/userWorkflows.ts';
import { pushPayload, tagPushPayload } from './act/webhookPayloads.ts';
import { type WorkflowRun, type WorkflowRunner, workflowRunner } from './act/workflowRunner.ts';
import { triggers } from './act/workflowTriggers.ts';
import { REPOSITORY_ROOT } from './repositoryWorkflows.ts';
import type {} from './tools/provided.ts';

const NAME = { owner: 'acme', name: 'applyset-action', defaultBranch: 'main' };
const TARGET = { owner: NAME.owner, repo: NAME.name };
const GITHUB_TOKEN = 'ghs_releaseDryRunToken0123456789abcdef';
// npm ci and a build in the verify job, on a machine the other tests share.
const RUN_TIMEOUT_MS = 300_000;

const { act } = inject('workflowTools');
const workflow: UserWorkflow = workflowOf(
  '.github/workflows/release.yml',
  'release.yml',
  await readFile(join(REPOSITORY_ROOT, '.github/workflows/release.yml'), 'utf8'),
);
let dir: string;
let github: FakeGitHub;
let runner: WorkflowRunner;
let repository: ProjectRepository;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'applyset-release-'));
  await mkdir(join(dir, 'home'));
  const npm = offlineNpmEnvironment(nodeBinDirectory(), join(dir, 'home'));
  github = await startFakeGitHub();
  runner = workflowRunner({
    act,
    nodeBin: nodeBinDirectory(),
    standIns: await prepareStandIns(join(dir, 'stand-ins')),
    gitHubApiUrl: github.url,
    workDir: dir,
    timeoutMs: RUN_TIMEOUT_MS,
    env: { RELEASE_DRY_RUN: 'true', npm_config_cache: npm.npm_config_cache ?? '', npm_config_offline: 'true' },
  });
  repository = await createProjectRepository(join(dir, 'repository'), NAME, npm);
}, 300_000);

afterAll(async () => {
  await github?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** Runs the workflow for the push of a tag, as GitHub starts it once the tag is on GitHub. */
async function pushTag(tag: string, tagObject: string): Promise<WorkflowRun> {
  github.pushTag(TARGET, tag, tagObject);
  const payload = tagPushPayload(NAME, { tag, after: tagObject, message: tag });
  expect(triggers(workflow.on, { name: 'push', payload, changedFiles: [] })).toBe(true);
  const run = await runner.run(repository, workflow, { name: 'push', payload }, { GITHUB_TOKEN });
  console.log(`release dry run of ${tag}: ${(run.durationMs / 1000).toFixed(1)} s`);
  expect(run.timedOut, run.tail()).toBe(false);
  return run;
}

describe('the release workflow, dry-run in act', () => {
  it('starts for a version tag only, not for a branch or another tag', () => {
    const started = (ref: string) =>
      triggers(workflow.on, {
        name: 'push',
        payload: {
          ...pushPayload(NAME, {
            branch: 'main',
            before: '0'.repeat(40),
            after: 'a'.repeat(40),
            message: 'm',
            modified: [],
          }),
          ref,
        },
        changedFiles: [],
      });
    expect(started('refs/tags/v1.2.3')).toBe(true);
    expect(started('refs/tags/v12.0.10')).toBe(true);
    for (const ref of [
      'refs/heads/main',
      'refs/tags/v1',
      'refs/tags/v1.2.3-rc.1',
      'refs/tags/1.2.3',
      'refs/tags/latest',
    ])
      expect(started(ref), ref).toBe(false);
  });

  it(
    "releases nothing for a first tag of major 0, package.json's version before the first release: v0 is not moved, v1 is what users pin",
    async () => {
      const { version } = JSON.parse(await readFile(join(repository.dir, 'package.json'), 'utf8')) as {
        version: string;
      };
      expect(version).toMatch(/^0\./);
      const { tagObject } = await repository.tag(`v${version}`);
      const run = await pushTag(`v${version}`, tagObject);
      expect(run.exitCode, run.tail()).not.toBe(0);
      expect(run.job('verify').result).toBe('failure');
      expect(run.text).toContain(
        `v${version} would move the major tag v0, which no workflow pins: users pin v1 (uses: org/applyset-action@v1), so the first release is v1.0.0`,
      );
      expect(github.requests).toEqual([]);
      expect(github.releases).toEqual([]);
    },
    RUN_TIMEOUT_MS + 60_000,
  );

  it(
    'releases a tag cut as CHANGELOG.md says: checks it, moves v1, creates the release from the CHANGELOG, and gets to npm publish',
    async () => {
      const { commit, tagObject } = await repository.cutRelease('1.0.0', '2026-12-01');
      const run = await pushTag('v1.0.0', tagObject);
      expect(run.exitCode, run.tail()).toBe(0);
      expect(
        ['verify', 'github-release', 'npm'].map((job) => run.job(job).result),
        run.tail(),
      ).toEqual(['success', 'success', 'success']);

      const verify = run.job('verify').steps.flatMap((step) => step.output);
      expect(verify).toEqual(
        expect.arrayContaining([
          expect.stringMatching(
            /^v1\.0\.0: package\.json's version, and a CHANGELOG section of \d+ lines; its release moves v1$/,
          ),
        ]),
      );
      expect(verify).toContain('check-dist: dist/ matches a fresh build');

      // The major tag points at the tagged commit, not at the tag object the event names.
      expect(Object.fromEntries(github.gitRefs.get('acme/applyset-action') ?? [])).toEqual({
        'refs/tags/v0.1.0': expect.any(String) as string,
        'refs/tags/v1.0.0': tagObject,
        'refs/tags/v1': commit,
      });
      const notes = releaseNotes(await readFile(join(repository.dir, 'CHANGELOG.md'), 'utf8'), '1.0.0');
      expect(github.releases).toEqual([
        expect.objectContaining({
          tagName: 'v1.0.0',
          name: 'v1.0.0',
          body: notes,
          draft: false,
          prerelease: false,
          latest: true,
          author: 'github-actions[bot]',
        }),
      ]);
      expect(run.job('github-release').steps.flatMap((step) => step.output)).toEqual(
        expect.arrayContaining([
          `v1 created at ${commit.slice(0, 7)}`,
          'release v1.0.0 created: https://github.com/acme/applyset-action/releases/tag/v1.0.0',
        ]),
      );

      // npm packed the package it would publish, and sent nothing. (It colours its lines: act runs steps on a terminal.)
      const publish = stripVTControlCharacters(
        run
          .job('npm')
          .steps.flatMap((step) => step.output)
          .join('\n'),
      );
      for (const file of [
        'LICENSE',
        'README.md',
        'package.json',
        'dist/index.js',
        'dist/cli.js',
        'dist/cli/index.js',
        'dist/licenses.txt',
      ])
        expect(publish).toMatch(new RegExp(`npm notice [\\d.]+k?B ${file.replaceAll('.', '\\.')}\\n`));
      expect(publish).toContain('npm notice version: 1.0.0');
      expect(publish).toMatch(
        /Publishing to https:\/\/registry\.npmjs\.org\/ with tag latest and public access \(dry-run\)/,
      );
      expect(github.violations).toEqual([]);
    },
    RUN_TIMEOUT_MS + 60_000,
  );

  it(
    "releases nothing for a tag that is not package.json's version: no tag moved, no release, no publish",
    async () => {
      const requestsBefore = github.requests.length;
      const refsBefore = Object.fromEntries(github.gitRefs.get('acme/applyset-action') ?? []);
      const { tagObject } = await repository.tag('v1.0.1');
      const run = await pushTag('v1.0.1', tagObject);
      expect(run.exitCode, run.tail()).not.toBe(0);
      expect(run.job('verify').result).toBe('failure');
      expect(run.text).toContain(
        "v1.0.1 is not package.json's version, 1.0.0: set it (npm version 1.0.1 --no-git-tag-version), rebuild dist/ and tag that commit",
      );
      expect(['github-release', 'npm'].map((job) => run.jobs.get(job)?.result ?? 'not run')).not.toContain('success');
      expect(github.requests.slice(requestsBefore)).toEqual([]);
      expect(Object.fromEntries(github.gitRefs.get('acme/applyset-action') ?? [])).toEqual({
        ...refsBefore,
        'refs/tags/v1.0.1': tagObject,
      });
      expect(github.releases.map((release) => release.tagName)).toEqual(['v1.0.0']);
    },
    RUN_TIMEOUT_MS + 60_000,
  );
});
