import { mkdtemp, realpath, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { UserError } from '../common/errors.ts';
import { inputBase, isInside } from '../common/inputPaths.ts';
import type { RunEnvironment } from '../common/runEnvironment.ts';
import { manifestsRepository } from './manifestsRepository.ts';
import { FETCH_TIMEOUT_MS, GitError, runGit } from './runGit.ts';

/** The remote a checkout fetches from: actions/checkout's, and git clone's, name for it. */
const REMOTE = 'origin';
/** How far before the commit to roll back to a shallow history is deepened to see that it leads to the deployed one. */
const DEEPEN_MARGIN_SECONDS = 86_400;

/** The manifests as they were at a commit: where to read them from, named as this run names its own. */
export interface CommitWorktree {
  cwd: string;
  manifests: string[];
  /** Removes the worktree; never throws. */
  remove(): Promise<void>;
}

export interface CommitWorktreeOptions {
  /** The manifest inputs and the directory they are relative to, as this run reads them. */
  manifests: string[];
  cwd: string;
  commit: string;
  /** The run's environment, git's. */
  environment: RunEnvironment;
  /** The commit that failed to deploy: `commit` must be in its history. HEAD when undefined. */
  current: string | undefined;
  signal: AbortSignal;
  /**
   * What the worktree is for (its directory is named so): a rollback deploys it; render-diff only
   * reads its base commit to compare with, whatever its history, and `current` is not read.
   */
  purpose?: 'rollback' | 'render-diff';
}

/**
 * The manifests' repository at `commit`, in a temporary worktree (`git worktree add`), so that
 * the user's checkout is never touched. A commit missing from the checkout (a shallow clone, as
 * actions/checkout makes) is fetched from origin with the credentials the checkout left. Only a
 * commit in the history of the one that failed is checked out: the parent's history names the
 * commit, and whoever can write the parent must not be able to make a rollback deploy another
 * branch's or a fork's manifests. render-diff reads its base commit so too, to compare, never to deploy.
 */
export async function commitWorktree(options: CommitWorktreeOptions): Promise<CommitWorktree> {
  const { commit, signal, environment } = options;
  const top = await manifestsRepository(options.manifests, options.cwd, environment);
  if (top === undefined) {
    throw new UserError(
      `the manifests (${options.manifests.join(', ')}) are not in a git repository, so their commit ${commit} cannot be checked out`,
      {
        hint:
          options.purpose === 'render-diff'
            ? 'run render-diff in a checkout of the repository (actions/checkout with fetch-depth: 0)'
            : 'deploy from a checkout of the repository (actions/checkout)',
      },
    );
  }
  const git = (args: string[], timeoutMs?: number) =>
    runGit(args, top, environment, { signal, ...(timeoutMs ? { timeoutMs } : {}) });
  const place = await inWorktree(options.manifests, options.cwd, top);
  await fetchMissing(git, commit);
  if (options.purpose !== 'render-diff') {
    const current =
      options.current !== undefined && (await hasCommit(git, options.current))
        ? options.current
        : await git(['rev-parse', 'HEAD']);
    await requireAncestor(git, commit, current);
  }

  const dir = await mkdtemp(path.join(tmpdir(), `applyset-action-${options.purpose ?? 'rollback'}-`));
  try {
    await git(['worktree', 'add', '--detach', dir, commit]);
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw gitFailure(
      `checking out commit ${commit} in a temporary worktree`,
      error,
      'check that the runner has room in its temporary directory',
    );
  }
  return {
    ...place(dir),
    remove: async () => {
      // Clean-up of a temporary checkout after the rollback: the directory goes with rm, and a registration
      // git could not drop is pruned by the next `git worktree prune` (git's own gc does it too).
      await git(['worktree', 'remove', '--force', dir]).catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
      await git(['worktree', 'prune']).catch(() => undefined);
    },
  };
}

/**
 * Where a worktree of `top` holds the manifests: `cwd` at the same place in it, each input as given
 * when relative to that `cwd`, else its path at the same place in the worktree. A path outside the
 * repository has no version at the commit: refused.
 */
async function inWorktree(
  manifests: string[],
  cwd: string,
  top: string,
): Promise<(dir: string) => { cwd: string; manifests: string[] }> {
  const realCwd = await realpath(cwd);
  const cwdInside = isInside(realCwd, top);
  const outside = manifests.filter((input) => !isInside(inputBase(input, realCwd), top));
  if (outside.length > 0) {
    throw new UserError(
      `${outside.join(', ')} ${outside.length === 1 ? 'is' : 'are'} outside the repository ${top}, so a rollback cannot read ${outside.length === 1 ? 'it' : 'them'} as of the commit it returns to`,
      {
        hint: 'keep every manifest path of an ApplySet that rolls back in one repository',
      },
    );
  }
  return (dir) => ({
    cwd: cwdInside ? path.join(dir, path.relative(top, realCwd)) : dir,
    manifests: manifests.map((input) =>
      cwdInside && !path.isAbsolute(input) ? input : path.join(dir, path.relative(top, path.resolve(realCwd, input))),
    ),
  });
}

async function hasCommit(git: (args: string[]) => Promise<string>, commit: string): Promise<boolean> {
  return git(['cat-file', '-e', `${commit}^{commit}`]).then(
    () => true,
    () => false,
  );
}

/**
 * Fetches `commit` from origin unless the checkout has it: only that commit into a shallow clone
 * (git fetch --depth=1), what it lacks into a full one (which stays full).
 */
async function fetchMissing(
  git: (args: string[], timeoutMs?: number) => Promise<string>,
  commit: string,
): Promise<void> {
  if (await hasCommit(git, commit)) return;
  const shallow = (await git(['rev-parse', '--is-shallow-repository'])) === 'true';
  try {
    await git(['fetch', '--no-tags', ...(shallow ? ['--depth=1'] : []), REMOTE, commit], FETCH_TIMEOUT_MS);
  } catch (error) {
    throw gitFailure(
      `fetching commit ${commit} from ${REMOTE}`,
      error,
      'the checkout must be able to fetch it: actions/checkout with persist-credentials: false leaves no credentials to fetch with. Give the checkout fetch-depth: 0 (every commit is then there, nothing is fetched), or persist-credentials: true, or a token that can read the repository',
    );
  }
}

/**
 * Refuses `commit` unless it is an ancestor of `current` (or is it). A shallow history is deepened
 * first to a day before `commit`, with the checkout's credentials, so that the two can be joined.
 */
async function requireAncestor(
  git: (args: string[], timeoutMs?: number) => Promise<string>,
  commit: string,
  current: string,
): Promise<void> {
  if (await isAncestor(git, commit, current)) return;
  if ((await git(['rev-parse', '--is-shallow-repository'])) === 'true') {
    const since = Number(await git(['show', '-s', '--format=%ct', commit])) - DEEPEN_MARGIN_SECONDS;
    await git(['fetch', '--no-tags', `--shallow-since=${since}`, REMOTE, current], FETCH_TIMEOUT_MS).catch(
      (error: unknown) => {
        throw gitFailure(
          `fetching the history of ${current} from ${REMOTE}`,
          error,
          'give the checkout fetch-depth: 0, so that the history is there',
        );
      },
    );
    if (await isAncestor(git, commit, current)) return;
  }
  throw new UserError(
    `commit ${commit}, which the ApplySet's history names as the last healthy deploy, is not in the history of ${current}`,
    {
      hint: "a rollback only returns to a commit the failed one descends from (was the branch rewritten, or the parent's history edited?); deploy the commit to return to yourself",
    },
  );
}

async function isAncestor(git: (args: string[]) => Promise<string>, commit: string, current: string): Promise<boolean> {
  try {
    await git(['merge-base', '--is-ancestor', commit, current]);
    return true;
  } catch (error) {
    if (error instanceof GitError && error.exitCode === 1) return false;
    throw gitFailure(`comparing commits ${commit} and ${current}`, error, 'check the checkout');
  }
}

function gitFailure(what: string, error: unknown, hint: string): UserError {
  const said = error instanceof GitError ? error.said : String(error);
  return new UserError(`${what} failed: ${said}`, { hint, cause: error });
}
