import { execFile } from 'node:child_process';
import { chmod, readFile, writeFile } from 'node:fs/promises';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';
import { copyRepositoryFiles } from './standIns.ts';
import type { RepositoryName } from './webhookPayloads.ts';

/*
 * This project as a repository of its own, for the release workflow's dry run: its files as main holds
 * them, one commit, and the release a maintainer cuts as CHANGELOG.md says. One file differs: .ci/run,
 * whose `npm test` is the suite the dry run is part of (RELEASE_CI below).
 */

export interface ProjectRepository {
  readonly dir: string;
  readonly name: RepositoryName;
  /**
   * Cuts a release as CHANGELOG.md's "How a release is cut" says: the Unreleased section under the
   * version's heading, the version set, dist/ rebuilt, a commit, an annotated tag. The commit and the tag object.
   */
  cutRelease(version: string, date: string): Promise<TaggedCommit>;
  /** Tags the head commit (annotated) without changing anything. */
  tag(tag: string): Promise<TaggedCommit>;
}

export interface TaggedCommit {
  commit: string;
  /** The annotated tag's object, what a push event's `after` names. */
  tagObject: string;
}

/** The dry run's .ci/run: the dist/ check as .ci/run runs it, which needs the dependencies installed (npm ci). */
const RELEASE_CI = `#!/usr/bin/env bash
# The release dry run's .ci/run (test/workflows/releaseDryRun.test.ts): the dist/ check as the real one
# runs it; the rest of the real one, npm test, is the suite this dry run is a test of.
set -euo pipefail
cd "$(dirname "$0")/.."
npm run check-dist
echo "npm test: left out of the dry run"
`;

const IDENTITY = [
  '-c',
  'user.name=Release Manager',
  '-c',
  'user.email=releases@example.com',
  '-c',
  'commit.gpgsign=false',
  '-c',
  'tag.gpgsign=false',
];

/**
 * `env` is what npm runs with: the maintainer's machine, here with Node 24 first on PATH and npm kept
 * offline (every package the lockfile names is in the machine's npm cache after the tests' own install).
 */
export async function createProjectRepository(
  dir: string,
  name: RepositoryName,
  env: Record<string, string>,
): Promise<ProjectRepository> {
  const run = async (command: string, ...args: string[]): Promise<string> =>
    (await promisify(execFile)(command, args, { cwd: dir, env, maxBuffer: 16 << 20 })).stdout.trim();
  const git = (...args: string[]): Promise<string> => run('git', ...IDENTITY, ...args);
  await copyRepositoryFiles(dir);
  await writeFile(join(dir, '.ci/run'), RELEASE_CI);
  await chmod(join(dir, '.ci/run'), 0o755);
  await git('init', '--quiet', `--initial-branch=${name.defaultBranch}`);
  await git('remote', 'add', 'origin', `https://github.com/${name.owner}/${name.name}.git`);
  await git('add', '--all');
  await git('commit', '--quiet', '-m', 'applyset-action as main holds it');

  const tag = async (tagName: string): Promise<TaggedCommit> => {
    await git('tag', '-a', tagName, '-m', tagName);
    return { commit: await git('rev-parse', 'HEAD'), tagObject: await git('rev-parse', tagName) };
  };
  return {
    dir,
    name,
    tag,
    cutRelease: async (version, date) => {
      const path = join(dir, 'CHANGELOG.md');
      const changelog = await readFile(path, 'utf8');
      if (!changelog.includes('\n## [Unreleased]\n')) throw new Error('CHANGELOG.md has no "## [Unreleased]" heading');
      const released = changelog.replace('\n## [Unreleased]\n', `\n## [Unreleased]\n\n## [${version}] - ${date}\n`);
      await writeFile(
        path,
        `${released}[${version}]: https://github.com/${name.owner}/${name.name}/releases/tag/v${version}\n`,
      );
      await run('npm', 'version', version, '--no-git-tag-version');
      await run('npm', 'run', 'build');
      await git('add', '--all');
      await git('commit', '--quiet', '-m', `Release ${version}`);
      return tag(`v${version}`);
    },
  };
}

/** The environment npm runs with in the dry run: Node 24 first on PATH, the machine's npm cache, never the network. */
export function offlineNpmEnvironment(nodeBin: string, home: string): Record<string, string> {
  const path = (process.env['PATH'] ?? '')
    .split(delimiter)
    .filter((entry) => entry !== '' && !entry.includes('node_modules'));
  const cache = process.env['npm_config_cache'] ?? join(process.env['HOME'] ?? '', '.npm');
  return {
    PATH: [nodeBin, ...path].join(delimiter),
    HOME: home,
    LANG: 'C.UTF-8',
    npm_config_cache: cache,
    npm_config_offline: 'true',
    npm_config_audit: 'false',
    npm_config_fund: 'false',
  };
}
