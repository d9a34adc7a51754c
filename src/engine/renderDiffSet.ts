import { existsSync } from 'node:fs';
import { commitWorktree } from '../git/commitWorktree.ts';
import { runGit } from '../git/runGit.ts';
import { inputBase } from '../common/inputPaths.ts';
import { loadSet } from '../manifests/loadSet.ts';
import type { Options } from '../options/options.ts';
import type { RunOutcome } from '../outcome/runOutcome.ts';
import { diffRenders } from '../outcome/renderDiff.ts';
import type { RunHooks } from './runHooks.ts';

/** What a render-diff of one set reads: the set's options as a preview takes them, and the base commit. */
export type RenderDiffOptions = Pick<
  Options,
  'manifests' | 'cwd' | 'environment' | 'remoteBases' | 'allowEmpty' | 'images' | 'helm' | 'applyset' | 'namespace'
>;

/**
 * A preview with no cluster: the set rendered as the checkout holds it (the head) and as `base` held
 * it, in a temporary worktree that leaves the checkout alone, rendered the same way (kustomize,
 * charts, images; the same network isolation), then compared (src/outcome/renderDiff.ts). A manifest
 * path the base does not have yet is an empty render there: the set, or that part of it, is new.
 */
export async function renderDiffSet(
  options: RenderDiffOptions,
  base: string,
  hooks: Pick<RunHooks, 'info' | 'warning' | 'secretsLoaded' | 'signal'>,
): Promise<{ outcome: RunOutcome; baseSha: string }> {
  const started = Date.now();
  const signal = hooks.signal ?? new AbortController().signal;
  const secrets = (values: string[]) => hooks.secretsLoaded?.(values, 'manifests');
  const { manifests: head } = await loadSet(options, {
    info: (line) => hooks.info(`head: ${line}`),
    warning: hooks.warning,
    secrets,
  });
  const worktree = await commitWorktree({
    manifests: options.manifests,
    cwd: options.cwd,
    environment: options.environment,
    commit: base,
    current: undefined,
    signal,
    purpose: 'render-diff',
  });
  try {
    const commit = await runGit(['rev-parse', 'HEAD'], worktree.cwd, options.environment, { signal });
    const present = worktree.manifests.filter((input) => existsSync(inputBase(input, worktree.cwd)));
    if (present.length < worktree.manifests.length)
      hooks.info(
        `base: ${worktree.manifests.length - present.length} of the manifest paths are not in commit ${commit.slice(0, 12)}: what they hold is new`,
      );
    const baseObjects =
      present.length === 0
        ? []
        : (
            await loadSet(
              { ...options, manifests: present, cwd: worktree.cwd, allowEmpty: true },
              { info: (line) => hooks.info(`base: ${line}`), warning: hooks.warning, secrets },
            )
          ).manifests;
    return { outcome: diffRenders(baseObjects, head, options, Date.now() - started), baseSha: commit };
  } finally {
    await worktree.remove();
  }
}
