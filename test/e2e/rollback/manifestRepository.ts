import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Commits made by the test, as a user's would be: an author, no global config of the machine's. */
const GIT_ENV = {
  GIT_AUTHOR_NAME: 'Ada',
  GIT_AUTHOR_EMAIL: 'ada@example.com',
  GIT_COMMITTER_NAME: 'Ada',
  GIT_COMMITTER_EMAIL: 'ada@example.com',
  GIT_CONFIG_NOSYSTEM: '1',
};

export async function git(args: string[], cwd: string): Promise<string> {
  const { stdout } = await run('git', args, { cwd, env: { ...process.env, ...GIT_ENV } });
  return stdout.trim();
}

/**
 * A repository of manifests as a user keeps one: a working copy whose commits are pushed to
 * `origin`, a bare repository reached by a file:// URL (as a runner reaches GitHub: a fetch by
 * commit ID works), from which a test clones checkouts as actions/checkout makes them.
 */
export interface ManifestRepository {
  /** The working copy the commits are made in. */
  dir: string;
  originUrl: string;
  /** Writes the files (relative paths; undefined removes one), commits and pushes them; the commit's ID. */
  commit(files: Record<string, string | undefined>, message: string): Promise<string>;
  /** A fresh checkout of origin's main, of the given depth (actions/checkout's default is 1). */
  checkout(depth?: number): Promise<string>;
}

export async function createManifestRepository(): Promise<ManifestRepository> {
  const root = await mkdtemp(join(tmpdir(), 'applyset-rollback-repo-'));
  const origin = join(root, 'origin.git');
  const dir = join(root, 'work');
  await git(['init', '--quiet', '--bare', '--initial-branch=main', origin], root);
  await git(['init', '--quiet', '--initial-branch=main', dir], root);
  await git(['remote', 'add', 'origin', `file://${origin}`], dir);
  let checkouts = 0;
  return {
    dir,
    originUrl: `file://${origin}`,
    commit: async (files, message) => {
      for (const [file, content] of Object.entries(files)) {
        if (content === undefined) await rm(join(dir, file), { force: true });
        else {
          await mkdir(dirname(join(dir, file)), { recursive: true });
          await writeFile(join(dir, file), content);
        }
      }
      await git(['add', '--all'], dir);
      await git(['commit', '--quiet', '-m', message], dir);
      await git(['push', '--quiet', 'origin', 'main'], dir);
      return git(['rev-parse', 'HEAD'], dir);
    },
    checkout: async (depth = 1) => {
      const target = join(root, `checkout-${++checkouts}`);
      await git(['clone', '--quiet', `--depth=${depth}`, `file://${origin}`, target], root);
      return target;
    },
  };
}
