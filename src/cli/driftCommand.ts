import { defineCommand } from './commandSpec.ts';
import { runArgs } from './runArgs.ts';
import { PREVIEW_FLAGS, RUN_OUTPUTS } from './runFlags.ts';

/** `drift`: a preview whose exit code says whether the cluster differs from the manifests. */
export const driftCommand = defineCommand({
  name: 'drift',
  summary: 'preview; exit 2 when the cluster differs from the manifests',
  usage: 'Usage: applyset-action drift --applyset <parent> --file <path|glob> [--file ...] [options]',
  about: `Previews, and exits with 2 when the cluster differs from the manifests (anything to create, update
or prune), 0 when it matches, 1 on an error: a check to run on a schedule. kubectl diff exits 1
when it finds a difference and above 1 on an error; here 1 is an error, as for every command, and
2 the finding (terraform plan -detailed-exitcode's codes). verify's findings exit 2 too.`,
  flags: PREVIEW_FLAGS,
  outputs: RUN_OUTPUTS,
  parse: (values) => runArgs('drift', values),
  // The engine opens the run itself (openRun), as a preview's: no lock.
  opens: () => 'nothing',
  run: async (args, _session, shell) =>
    (await import('./runManifests.ts')).runManifests({ command: 'drift', ...args }, shell),
});
