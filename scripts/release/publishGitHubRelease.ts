// The release job's one step (.github/workflows/release.yml): moves the major tag to the checked-out
// commit and publishes the GitHub release with the version's CHANGELOG section. Reads GITHUB_API_URL,
// GITHUB_REPOSITORY and GITHUB_TOKEN as the runner sets them. Usage: node scripts/release/publishGitHubRelease.ts vX.Y.Z
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { releaseNotes } from './changelog.ts';
import { gitHubApi } from './githubApi.ts';
import { releaseOnGitHub } from './githubRelease.ts';
import { publishableReleaseTag } from './releaseTag.ts';

const root = join(import.meta.dirname, '../..');

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: this runs in the release workflow, which sets it`);
  return value;
}

try {
  const release = publishableReleaseTag(process.argv[2] ?? '');
  const [owner = '', name = ''] = required('GITHUB_REPOSITORY').split('/');
  // The checkout's commit, which the tag names (for an annotated tag, the push event's `after` is the tag object).
  const commit = (await promisify(execFile)('git', ['rev-parse', 'HEAD^{commit}'], { cwd: root })).stdout.trim();
  const notes = releaseNotes(await readFile(join(root, 'CHANGELOG.md'), 'utf8'), release.version);
  const api = gitHubApi(process.env['GITHUB_API_URL'] || 'https://api.github.com', required('GITHUB_TOKEN'));
  const result = await releaseOnGitHub(api, { owner, name }, release, commit, notes);
  process.stdout.write(`${result.majorTag}\n${result.release}\n`);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
