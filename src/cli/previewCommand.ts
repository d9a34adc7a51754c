import { defineCommand } from './commandSpec.ts';
import { runArgs } from './runArgs.ts';
import { PREVIEW_FLAGS, RUN_OUTPUTS } from './runFlags.ts';

/** `preview`: what an apply would do, written nowhere. */
export const previewCommand = defineCommand({
  name: 'preview',
  summary: 'show what an apply would do, writing nothing',
  usage: 'Usage: applyset-action preview --applyset <parent> --file <path|glob> [--file ...] [options]',
  about: `Shows what apply would do, writing nothing, not even the ApplySet parent or its lock: a server-side
dry run of every object, and what would be created, updated, replaced, pruned or kept, with a diff
of each update (Secret values masked). Exits 0, or 1 on an error.`,
  flags: PREVIEW_FLAGS,
  outputs: RUN_OUTPUTS,
  parse: (values) => runArgs('preview', values),
  // The engine opens the run itself (openRun): a preview reads, and takes no lock.
  opens: () => 'nothing',
  run: async (args, _session, shell) =>
    (await import('./runManifests.ts')).runManifests({ command: 'preview', ...args }, shell),
});
