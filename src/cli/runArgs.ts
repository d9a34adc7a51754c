import { readFileSync } from 'node:fs';
import * as yaml from 'js-yaml';
import { UserError } from '../common/errors.ts';
import type { RawInputs } from '../options/options.ts';
import { DRIFT_INPUTS } from '../report/drift.ts';
import type { CommandArgs, FlagValues } from './commandSpec.ts';
import { flagFor, type RUN_FLAGS, RUN_OUTPUTS } from './runFlags.ts';
import { STDIN, stdinManifestsFile } from './stdinManifests.ts';

/** A preview, apply or drift check, parsed: the raw inputs the action reads too (both share one validation). */
export interface RunArgs extends CommandArgs {
  output: (typeof RUN_OUTPUTS)[number];
  inputs: RawInputs;
  /** --targets FILE [--target NAME ...] [--changed-since REF]: every target of the file (or those named, or changed) instead of one set. */
  targets?: { file: string; names: string[]; changedSince: string | undefined };
  /** The file --ignore-differences named, whose text `inputs` holds: the rules' messages and reports name it. */
  ignoreDifferencesFile?: string;
}

export type RunCommandName = 'preview' | 'apply' | 'drift';

/** A run as the terminal's runner takes it: the command and its arguments. */
export type RunCommand = RunArgs & { command: RunCommandName };

/** A run's arguments: the raw inputs of its flags, as the action would have them (`mode` is the command's, drift being a preview), its -o and --debug. */
export function runArgs(command: RunCommandName, values: FlagValues<typeof RUN_FLAGS>): RunArgs {
  const bool = (v: boolean | undefined) => (v === undefined ? undefined : String(v));
  const inputs: RawInputs = {
    // A drift check is a preview; only its verdict differs.
    mode: command === 'drift' ? 'preview' : command,
    manifests: manifestsOf(values.file ?? []),
    applyset: values.applyset,
    namespace: values.namespace,
    'kubeconfig-path': values.kubeconfig,
    context: values.context,
    'field-manager': values['field-manager'],
    'force-conflicts': bool(values['force-conflicts']),
    prune: bool(values.prune),
    'max-prunes': values['max-prunes'],
    'allow-destructive-prunes': values['allow-destructive-prunes'],
    adopt: bool(values.adopt),
    'allow-empty': bool(values['allow-empty']),
    'propagation-policy': values['propagation-policy'],
    concurrency: values.concurrency,
    wait: bool(values.wait),
    timeout: values.timeout,
    'wait-prunes': bool(values['wait-prunes']),
    'prune-timing': values['prune-timing'],
    replace: values.replace?.join(','),
    lock: bool(values.lock),
    'lock-timeout': values['lock-timeout'],
    'plan-cache': bool(values['plan-cache']),
    'plan-record-key': values['plan-record-key'],
    'plan-record-copy': bool(values['plan-record-copy']),
    'retry-timeout': values['retry-timeout'],
    'log-termination-messages': bool(values['log-termination-messages']),
    'rollback-on-failure': values['rollback-on-failure'] ? 'true' : undefined,
    images: values.image?.join('\n'),
    'ignore-differences':
      values['ignore-differences'] === undefined ? undefined : readRulesFile(values['ignore-differences']),
    helm: helmInput(values['helm-release'], values['helm-values'], values['helm-set'], values['helm-tests']),
  };
  const targets = targetsOf(values.targets, values.target, values['changed-since'], inputs);
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

/** The `helm` input the --helm-* flags make, as the action would take it; undefined when none is given. */
function helmInput(
  release: string | undefined,
  values: string[] | undefined,
  set: string[] | undefined,
  tests: boolean | undefined,
): string | undefined {
  if (release === undefined && values === undefined && set === undefined && tests === undefined) return undefined;
  return yaml.dump({
    ...(release === undefined ? {} : { release }),
    ...(values ? { values } : {}),
    ...(set ? { set } : {}),
    ...(tests === undefined ? {} : { tests }),
  });
}

/** The -o of a run: text, json or markdown. */
function runOutput(output: string | undefined): RunArgs['output'] {
  const format = output ?? 'text';
  if (!(RUN_OUTPUTS as readonly string[]).includes(format))
    throw new UserError(`--output must be text, json or markdown, not "${format}"`);
  return format as RunArgs['output'];
}

/** --targets and --target; a set's own flags beside --targets are refused, as the file names each target's. */
function targetsOf(
  file: string | undefined,
  names: string[] | undefined,
  changedSince: string | undefined,
  inputs: RawInputs,
): RunArgs['targets'] {
  if (file === undefined) {
    if (names?.length || changedSince !== undefined) {
      throw new UserError(`${names?.length ? '--target' : '--changed-since'} needs --targets`, {
        hint: 'name the targets file, e.g. --targets .github/applysets.yaml --target shop-staging',
      });
    }
    return undefined;
  }
  const clash = (['manifests', 'applyset', 'namespace'] as const).filter((input) => inputs[input]);
  if (clash.length > 0) {
    throw new UserError(`${clash.map((input) => flagFor(input)).join(', ')} cannot be given with --targets`, {
      hint: 'the targets file gives each target its manifests, parent and namespace',
    });
  }
  return { file, names: names ?? [], changedSince };
}
