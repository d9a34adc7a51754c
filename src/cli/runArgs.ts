import { readFileSync } from 'node:fs';
import { UserError } from '../common/errors.ts';
import { INPUT_TABLE, type InputName } from '../options/inputTable.ts';
import type { RawInputs } from '../options/parseOptions.ts';
import { DRIFT_INPUTS } from '../report/drift.ts';
import type { CommandArgs } from './commandSpec.ts';
import type { FlagValues } from '../options/flagSpec.ts';
import { flagFor, inputOfFlags, type RUN_FLAGS, RUN_OUTPUTS } from './runFlags.ts';
import { STDIN, stdinManifestsFile } from './stdinManifests.ts';

/** A preview, apply or drift check, parsed: the raw inputs the action reads too (both share one validation). */
export interface RunArgs extends CommandArgs {
  output: (typeof RUN_OUTPUTS)[number];
  inputs: RawInputs;
  /** --targets-file FILE [--only-target NAME ...] [--changed-since REF]: every target of the file (or those named, or changed) instead of one set. */
  targets?: { file: string; names: string[]; changedSince: string | undefined };
  /** The file --ignore-differences named, whose text `inputs` holds: the rules' messages and reports name it. */
  ignoreDifferencesFile?: string;
}

export type RunCommandName = 'preview' | 'apply' | 'drift';

/** A run as the terminal's runner takes it: the command and its arguments. */
export type RunCommand = RunArgs & { command: RunCommandName };

/** A run's arguments: the raw inputs of its flags, as the action would have them (`mode` is the command's, drift being a preview), its -o and --debug. */
export function runArgs(command: RunCommandName, values: FlagValues<typeof RUN_FLAGS>): RunArgs {
  const inputs: RawInputs = {};
  for (const name of Object.keys(INPUT_TABLE) as InputName[]) {
    const value = inputOfFlags(name, values);
    if (value !== undefined) inputs[name] = value;
  }
  // A drift check is a preview; only its verdict differs.
  inputs.mode = command === 'drift' ? 'preview' : command;
  // The CLI reads what the action's inputs hold as text: -f - is what was piped in, --ignore-differences a file.
  inputs.manifests = manifestsOf(values.file ?? []);
  if (values['ignore-differences'] !== undefined)
    inputs['ignore-differences'] = readRulesFile(values['ignore-differences']);
  const targets = targetsOf(values['targets-file'], values['only-target'], values['changed-since'], inputs);
  return {
    output: runOutput(values.output),
    inputs: command === 'drift' ? { ...inputs, ...DRIFT_INPUTS } : inputs,
    ...(targets ? { targets } : {}),
    ...(values['ignore-differences'] === undefined ? {} : { ignoreDifferencesFile: values['ignore-differences'] }),
    ...(values.debug ? { debug: true } : {}),
  };
}

/** The -f values as the manifests input takes them, `-f -` (once) standing for what was piped in. */
function manifestsOf(files: string[]): string {
  if (files.filter((file) => file === STDIN).length > 1)
    throw new UserError('-f - is given twice: standard input can be read once');
  return files.map((file) => (file === STDIN ? stdinManifestsFile() : file)).join('\n');
}

/** The text of --ignore-differences' file, which the options check as they check the action's input. */
function readRulesFile(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    throw new UserError(`cannot read the --ignore-differences file ${file}`, {
      hint: 'give a YAML file of rules, relative to the working directory',
      cause: error,
    });
  }
}

/** The -o of a run: text, json or markdown. */
function runOutput(output: string | undefined): RunArgs['output'] {
  const format = output ?? 'text';
  if (!(RUN_OUTPUTS as readonly string[]).includes(format))
    throw new UserError(`--output must be text, json or markdown, not "${format}"`);
  return format as RunArgs['output'];
}

/** --targets-file and --only-target; a set's own flags beside --targets-file are refused, as the file names each target's. */
function targetsOf(
  file: string | undefined,
  names: string[] | undefined,
  changedSince: string | undefined,
  inputs: RawInputs,
): RunArgs['targets'] {
  if (file === undefined) {
    if (names?.length || changedSince !== undefined) {
      throw new UserError(`${names?.length ? '--only-target' : '--changed-since'} needs --targets-file`, {
        hint: 'name the targets file, e.g. --targets-file .github/applysets.yaml --only-target shop-staging',
      });
    }
    return undefined;
  }
  const clash = (['manifests', 'applyset', 'namespace'] as const).filter((input) => inputs[input]);
  if (clash.length > 0) {
    throw new UserError(`${clash.map((input) => flagFor(input)).join(', ')} cannot be given with --targets-file`, {
      hint: 'the targets file gives each target its manifests, applyset and namespace',
    });
  }
  return { file, names: names ?? [], changedSince };
}
