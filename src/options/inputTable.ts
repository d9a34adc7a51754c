import { APPLY_INPUTS } from './applyInputs.ts';
import type { InputTier } from './inputSpec.ts';
import { PLAN_INPUTS } from './planInputs.ts';
import { PRUNE_INPUTS } from './pruneInputs.ts';
import { SET_INPUTS } from './setInputs.ts';

/**
 * The engine's inputs, each once: its name, default, tier, CLI flags and help, per-target or not,
 * and parser. action.yml, docs/action.md (held to it by test/unit/action/interfaceNames.test.ts),
 * parseOptions, the CLI's run flags and the targets file's `options:` all follow it: adding an input
 * is an entry in the file of its kind (the set's, the plan's, the prune guards', the apply's; each
 * file's kind is checked by type), its Options field, its declaration in action.yml and its row in
 * the docs. Its order is the CLI's help's, and the order validation reports problems in.
 */
export const INPUT_TABLE = { ...SET_INPUTS, ...PLAN_INPUTS, ...PRUNE_INPUTS, ...APPLY_INPUTS };

type Table = typeof INPUT_TABLE;
export type InputName = keyof Table;
type NamesWhere<T> = { [K in InputName]: Table[K] extends T ? K : never }[InputName];

/** The inputs the action passes to the engine unchanged, under their own names: those with a tier. */
export type EngineInputName = NamesWhere<{ tier: InputTier }>;
/** The inputs a target may set for itself under `options:`. */
export type TargetOptionName = NamesWhere<{ perTarget: true }>;
/** The inputs only an apply uses. */
export type ApplyOnlyInputName = NamesWhere<{ applyOnly: true }>;

const names = Object.keys(INPUT_TABLE) as InputName[];
export const ENGINE_INPUTS = names.filter((name) => INPUT_TABLE[name].tier !== undefined) as EngineInputName[];
export const TARGET_OPTIONS = names.filter((name) => INPUT_TABLE[name].perTarget) as TargetOptionName[];

/**
 * What an input not given (or given empty) is taken to be, written as the input would be. action.yml
 * declares the same defaults, which the runner passes; a unit test holds the two equal.
 */
export const INPUT_DEFAULTS: Partial<Record<InputName, string>> = Object.fromEntries(
  names.flatMap((name) => {
    const spec: { default?: string } = INPUT_TABLE[name];
    return spec.default ? [[name, spec.default]] : [];
  }),
);
