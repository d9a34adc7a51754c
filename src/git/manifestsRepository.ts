import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { inputBase } from '../common/inputPaths.ts';
import type { RunEnvironment } from '../common/runEnvironment.ts';
import { runGit } from './runGit.ts';

/**
 * The top directory of the git work tree that holds the manifests (their first input), its real
 * path; undefined outside a repository, or where git is not installed.
 */
export async function manifestsRepository(
  manifests: string[],
  cwd: string,
  environment: RunEnvironment,
): Promise<string | undefined> {
  const dir = await existingDirectory(inputBase(manifests[0] ?? '.', cwd));
  if (dir === undefined) return undefined;
  try {
    return await realpath(await runGit(['rev-parse', '--show-toplevel'], dir, environment));
  } catch {
    return undefined;
  }
}

/**
 * The commit a deploy from this machine deploys (the CLI's): HEAD of the manifests' repository,
 * when none of the manifests' paths has an uncommitted change (a modified or new file); else no
 * commit, and why, since a rollback to HEAD would not bring back what was deployed.
 */
export async function manifestsCommit(
  manifests: string[],
  cwd: string,
  environment: RunEnvironment,
): Promise<{ commit?: string; uncommitted?: true }> {
  const top = await manifestsRepository(manifests, cwd, environment);
  if (top === undefined) return {};
  try {
    const commit = await runGit(['rev-parse', '--verify', 'HEAD^{commit}'], top, environment);
    const paths = manifests.map((input) => inputBase(input, cwd));
    const changes = await runGit(['status', '--porcelain', '--untracked-files=all', '--', ...paths], top, environment);
    return changes === '' ? { commit } : { uncommitted: true };
  } catch {
    // A repository without a commit yet.
    return {};
  }
}

/** `dir` or its nearest ancestor that exists, as a directory (a file's own directory). */
async function existingDirectory(start: string): Promise<string | undefined> {
  for (let dir = start; ; dir = path.dirname(dir)) {
    // Missing or unreadable: its parent is tried, up to the root.
    const found = await stat(dir).catch(() => undefined);
    if (found) return found.isDirectory() ? dir : path.dirname(dir);
    if (path.dirname(dir) === dir) return undefined;
  }
}
