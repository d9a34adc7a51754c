import { execFile } from 'node:child_process';
import { cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import type { RepositoryName } from './webhookPayloads.ts';

/*
 * The user's repository, a real git repository: act reads the commit, branch and GitHub
 * repository (from the `origin` remote) from it, and copies its working tree into the job's
 * workspace. Its history is the one a team makes: the workflows and manifests on the default
 * branch, a feature branch with commits, a merge commit.
 */

export interface UserRepository {
  readonly dir: string;
  readonly name: RepositoryName;
  /** Checks out a branch (or a commit, detached). */
  checkout(ref: string): Promise<void>;
  /** Creates a branch at the default branch's head and checks it out. */
  branch(name: string): Promise<void>;
  /** Changes one file of the checked-out branch with `edit` and commits it; the new commit's SHA. */
  commitEdit(file: string, edit: (text: string) => string, message: string): Promise<string>;
  /** Merges a branch into the default branch with a merge commit (GitHub's merge button); its SHA. */
  merge(branch: string, message: string): Promise<string>;
  head(): Promise<string>;
  /** The files changed between two commits, as GitHub lists them for `paths:` filters. */
  changedFiles(from: string, to: string): Promise<string[]>;
}

export interface RepositoryContent {
  /** Files under .github/workflows/, by name. */
  workflows: { fileName: string; text: string }[];
  /** A directory copied into the repository at `path`: the user's manifests. */
  manifests: { from: string; path: string };
}

const IDENTITY = ['-c', 'user.name=Octo Cat', '-c', 'user.email=octocat@example.com', '-c', 'commit.gpgsign=false'];

export async function createUserRepository(
  dir: string,
  name: RepositoryName,
  content: RepositoryContent,
): Promise<UserRepository> {
  const git = async (...args: string[]): Promise<string> =>
    (await promisify(execFile)('git', [...IDENTITY, ...args], { cwd: dir })).stdout.trim();
  await mkdir(dir, { recursive: true });
  await git('init', '--quiet', `--initial-branch=${name.defaultBranch}`);
  await git('remote', 'add', 'origin', `https://github.com/${name.owner}/${name.name}.git`);
  for (const { fileName, text } of content.workflows) {
    await mkdir(join(dir, '.github/workflows'), { recursive: true });
    await writeFile(join(dir, '.github/workflows', fileName), text);
  }
  await mkdir(dirname(join(dir, content.manifests.path)), { recursive: true });
  await cp(content.manifests.from, join(dir, content.manifests.path), { recursive: true });
  await git('add', '--all');
  await git('commit', '--quiet', '-m', 'The shop, and the workflows that deploy it');

  return {
    dir,
    name,
    checkout: async (ref) => void (await git('checkout', '--quiet', ref)),
    branch: async (branch) => void (await git('checkout', '--quiet', '-b', branch, name.defaultBranch)),
    commitEdit: async (file, edit, message) => {
      const path = join(dir, file);
      const before = await readFile(path, 'utf8');
      const after = edit(before);
      if (after === before) throw new Error(`the edit of ${file} changes nothing`);
      await writeFile(path, after);
      await git('commit', '--quiet', '-am', message);
      return git('rev-parse', 'HEAD');
    },
    merge: async (branch, message) => {
      await git('checkout', '--quiet', name.defaultBranch);
      await git('merge', '--quiet', '--no-ff', '-m', message, branch);
      return git('rev-parse', 'HEAD');
    },
    head: () => git('rev-parse', 'HEAD'),
    changedFiles: async (from, to) => (await git('diff', '--name-only', `${from}...${to}`)).split('\n').filter(Boolean),
  };
}
