import { UserError } from '../common/errors.ts';
import { defineCommand } from './commandSpec.ts';
import type { RenderDiffArgs } from './renderDiff.ts';
import { runArgs } from './runArgs.ts';
import { RUN_OUTPUTS, runFlagsOf } from './runFlags.ts';

/** What render-diff takes: how a set renders (its parent, files, images, charts), the base to compare with, and the output. */
const FLAGS = {
  base: {
    type: 'string',
    value: '<ref>',
    help: 'the commit or branch to compare with, e.g. origin/main (its render\nis read from a temporary git worktree; the checkout is the head)',
  },
  ...runFlagsOf([
    'applyset',
    'file',
    'namespace',
    'allow-empty',
    'image',
    'helm-release',
    'helm-values',
    'helm-set',
    'output',
    'debug',
    'help',
    'version',
  ]),
} as const;

/** `render-diff`: a set's render at a base commit against the working tree's, with no cluster. */
export const renderDiffCommand = defineCommand({
  name: 'render-diff',
  summary: "diff a set's render at a base commit against the checkout, without a cluster",
  usage:
    'Usage: applyset-action render-diff --base <ref> --applyset <parent> --file <path|glob> [--file ...] [options]',
  about: `Renders the set (files, kustomizations, charts, --image) as the checkout holds it and as --base held
it, and compares the two: objects created, changed (field paths and a diff, Secret values masked),
unchanged, and prune candidates (rendered by the base, not by the head). Nothing is asked of a
cluster: what it holds and what it would refuse are not known, and the report says so. Exits 0,
or 1 on an error.`,
  flags: FLAGS,
  outputs: RUN_OUTPUTS,
  parse: (values): RenderDiffArgs => {
    if (!values.base)
      throw new UserError('render-diff needs --base: the commit or branch to compare with', {
        hint: 'e.g. --base origin/main',
      });
    return { ...runArgs('preview', values), base: values.base };
  },
  opens: () => 'nothing',
  run: async (args, _session, shell) => (await import('./renderDiff.ts')).runRenderDiff(args, shell),
});
