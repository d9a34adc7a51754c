import { defineCommand } from './commandSpec.ts';
import { runArgs } from './runArgs.ts';
import { RUN_FLAGS, RUN_OUTPUTS } from './runFlags.ts';

/** `apply`: the manifests applied, waited for and pruned, under the set's lock. */
export const applyCommand = defineCommand({
  name: 'apply',
  summary: 'apply, wait until ready, prune what left the manifests',
  usage: 'Usage: applyset-action apply --applyset <parent> --file <path|glob> [--file ...] [options]',
  about: `Applies the manifests with server-side apply, in dependency order, under the ApplySet's lock; waits
until what was applied is ready (--wait=false not to), then prunes the members that left the
manifests (see --prune-timing) and records the set on its parent. Exits 0, or 1 on an error or a
rollout that failed or timed out.`,
  flags: RUN_FLAGS,
  outputs: RUN_OUTPUTS,
  parse: (values) => runArgs('apply', values),
  // The engine opens the run and takes the set's lock itself (openRun), after the manifests are read.
  opens: () => 'nothing',
  run: async (args, _session, shell) =>
    (await import('./runManifests.ts')).runManifests({ command: 'apply', ...args }, shell),
});
