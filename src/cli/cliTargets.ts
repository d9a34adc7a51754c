import { printErr } from './output.ts';
import { type InputNamer, parseOptions } from '../options/parseOptions.ts';
import { allTargets, changedTargets } from '../targets/changedTargets.ts';
import { withTargetKubeconfigs } from '../targets/targetKubeconfigs.ts';
import { type PlannedTarget, targetOptions } from '../targets/targetOptions.ts';
import { oneSetTarget, readTargetsFile, selectTargets } from '../targets/targetsFile.ts';
import { flagFor } from './runFlags.ts';
import type { Shell } from './commandSpec.ts';
import type { RunCommand } from './runArgs.ts';

/** What a preview, apply or drift runs: the one set its flags name, or the targets of a targets file it chose. */
export interface CliTargets {
  layout: 'set' | 'file';
  /** The targets to run, each with its options checked. */
  planned: PlannedTarget[];
  /** The targets file read, for a file's targets. */
  file?: string;
}

/**
 * The command's targets, every one's options checked before any runs. With --targets-file: the file's
 * targets (those --only-target names, or those --changed-since finds changed, each said why on stderr),
 * a target's `kubeconfig-env` read from the shell's environment as in a workflow. Without: one
 * target, the set the flags name.
 */
export async function readCliTargets(
  cli: { command: string } & Pick<RunCommand, 'inputs' | 'targets' | 'ignoreDifferencesFile'>,
  cwd: string,
  { environment, variable }: Shell,
  connects = true,
): Promise<CliTargets> {
  // The rules of --ignore-differences are named by their file, in messages and reports alike.
  const rulesFile = cli.ignoreDifferencesFile;
  const nameOf: InputNamer = (input, value) =>
    input === 'ignore-differences' && rulesFile !== undefined
      ? `--ignore-differences ${rulesFile}`
      : flagFor(input, value);
  if (!cli.targets) {
    const options = parseOptions(cli.inputs, cwd, environment, nameOf);
    return {
      layout: 'set',
      planned: [{ target: oneSetTarget(options.applyset.text, options.namespace, options.context), options }],
    };
  }
  const file = await readTargetsFile(cli.targets.file, cwd);
  const named = selectTargets(file, cli.targets.names);
  const { changedSince } = cli.targets;
  const selection =
    changedSince === undefined
      ? allTargets(named, '')
      : await changedTargets(
          file,
          named,
          { from: changedSince, to: 'HEAD', sinceMergeBase: true },
          cwd,
          environment,
          cli.inputs.helm ?? '',
        );
  for (const { target, reason } of selection.skipped) printErr(`skipped target ${target.name}: ${reason}`);
  if (changedSince !== undefined)
    for (const { target, reason } of selection.run) printErr(`target ${target.name}: ${reason}`);
  const checked = targetOptions(
    file,
    selection.run.map((r) => r.target),
    cli.inputs,
    cwd,
    environment,
    nameOf,
  );
  // A render reaches no cluster: a target's kubeconfig variable need not be set.
  const planned = !connects
    ? checked
    : withTargetKubeconfigs(file.file, checked, variable, (value) =>
        value.trim() === '' ? undefined : { content: value },
      );
  if (planned.length === 0) printErr(`no target changed since ${changedSince ?? ''}: nothing to ${cli.command}`);
  else printErr(`${cli.command} of ${planned.length} target${planned.length === 1 ? '' : 's'} of ${file.file}`);
  return { layout: 'file', planned, file: file.file };
}
