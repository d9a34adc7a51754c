import { type ApplyOnlyInputName, INPUT_TABLE, type InputName } from '../options/inputTable.ts';
import type { InputSpec } from '../options/inputSpec.ts';
import type { InputNamer } from '../options/parseOptions.ts';
import type { FlagSpec, Flags, FlagValues } from '../options/flagSpec.ts';

/** The -o formats of preview, apply and drift. */
export const RUN_OUTPUTS = ['text', 'json', 'markdown'] as const;

type Table = typeof INPUT_TABLE;
type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
/** Every flag the input table gives the CLI, each with its literal type. */
type TableFlags = UnionToIntersection<NonNullable<Table[InputName]['flags']>>;
/** The flags that set the inputs only an apply uses. */
type ApplyOnlyFlag = keyof NonNullable<Table[ApplyOnlyInputName]['flags']>;

const inputNames = Object.keys(INPUT_TABLE) as InputName[];
const flagsOf = (name: InputName): Flags => (INPUT_TABLE[name] as { flags?: Flags }).flags ?? {};

/** The run's own flags beside the inputs': many targets, the output, and what every command takes. */
const OWN_FLAGS = {
  'targets-file': {
    type: 'string',
    value: '<file>',
    completes: 'file',
    help: 'run every target a targets file lists (name, manifests, applyset,\nnamespace, context, options) instead of one set; the other flags\napply to each target unless the target sets them',
  },
  'only-target': {
    type: 'string',
    multiple: true,
    value: '<name>',
    help: 'only this target of --targets-file; repeatable',
  },
  'changed-since': {
    type: 'string',
    value: '<ref>',
    help: 'only the targets of --targets-file whose files (manifests, the kustomize\nbases, components and patches they use, their entry) changed since\nwhere HEAD and this commit or branch parted, e.g. origin/main',
  },
  output: {
    type: 'string',
    short: 'o',
    value: '<format>',
    completes: RUN_OUTPUTS,
    help: 'text (default), json or markdown',
  },
  debug: { type: 'boolean', help: 'print a failure with what caused it (error codes, stacks)' },
  help: { type: 'boolean', short: 'h', help: 'this text' },
  version: { type: 'boolean', help: 'the version, alone (e.g. 1.0.0)' },
} as const satisfies Record<string, FlagSpec>;

/**
 * The flags of preview, apply and drift, in the order help lists them: the input table's, then the
 * run's own. preview and drift take them all but those of the inputs only an apply uses.
 */
export const RUN_FLAGS = Object.assign({}, ...inputNames.map(flagsOf), OWN_FLAGS) as TableFlags & typeof OWN_FLAGS;

export type RunFlag = keyof typeof RUN_FLAGS;

/** Some of the run flags, as a command that shares them declares its own (render, render-diff), in the order given. */
export function runFlagsOf<const N extends RunFlag>(names: readonly N[]): Pick<typeof RUN_FLAGS, N> {
  return Object.fromEntries(names.map((name) => [name, RUN_FLAGS[name]])) as Pick<typeof RUN_FLAGS, N>;
}

const APPLY_ONLY = inputNames.flatMap((name) => (INPUT_TABLE[name].applyOnly ? Object.keys(flagsOf(name)) : []));

/**
 * What preview and drift take: every run flag but the apply's own, which would do nothing there;
 * refused by name (`preview does not take --wait`), not accepted in silence.
 */
export const PREVIEW_FLAGS = Object.fromEntries(
  Object.entries(RUN_FLAGS).filter(([name]) => !APPLY_ONLY.includes(name)),
) as Omit<typeof RUN_FLAGS, ApplyOnlyFlag>;

/**
 * The flag that sets an action input, where their names differ (the first of its flags). Validation
 * (parseOptions) names inputs in its messages, as the action's users know them; the CLI's messages
 * name flags through this.
 */
const FLAG_OF_INPUT = new Map(
  inputNames.flatMap((name) => {
    const [flag] = Object.keys(flagsOf(name));
    return flag === undefined || flag === name ? [] : [[name, flag] as const];
  }),
);

/** An input's text from its flags' values: the table's own reading, or the one flag's value as given. */
export function inputOfFlags(name: InputName, values: Readonly<Record<string, unknown>>): string | undefined {
  const spec = INPUT_TABLE[name] as InputSpec<never, Flags, boolean, boolean>;
  // The values were read with the run's flags, the table's among them.
  if (spec.fromFlags) return spec.fromFlags(values as FlagValues<Flags>);
  const [flag] = Object.keys(spec.flags ?? {});
  const value = flag === undefined ? undefined : values[flag];
  if (value === undefined) return undefined;
  return Array.isArray(value) ? value.join(',') : String(value);
}

/**
 * How the CLI names an action input, or the input set to a value: `--file` for manifests,
 * `--wait` for wait: true, `--rollback-on-failure` for rollback-on-failure: true (an on/off flag says
 * its value by being given).
 */
export const flagFor: InputNamer = (input, value) => {
  // The helm input is a flag per key, which its messages give as the value: --helm-release, --helm-values, --helm-set, --helm-tests.
  if (input === 'helm') return `--helm-${value ?? 'release'}`;
  const flag = FLAG_OF_INPUT.get(input) ?? input;
  const onOff = (RUN_FLAGS as Record<string, FlagSpec>)[flag]?.type === 'boolean';
  if (value === undefined || (onOff && value !== 'false')) return `--${flag}`;
  return onOff ? `--${flag}=false` : `--${flag} ${value}`;
};

/** The flag for an action input given as a flag (`--manifests`), by one who knows the action. */
export function flagOfInputName(name: string): string | undefined {
  const flag = FLAG_OF_INPUT.get(name as InputName);
  return flag === undefined ? undefined : `--${flag}`;
}

/**
 * Flags renamed before the first release, as the action's inputs they mirror were (RENAMED_INPUTS):
 * a line still using one is refused, naming the new flag.
 */
export const RENAMED_FLAGS: Readonly<Record<string, string>> = {
  concurrency: 'max-requests-in-flight',
  targets: 'targets-file',
  target: 'only-target',
};
