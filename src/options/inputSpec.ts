import type { FlagSpec, FlagValues } from './flagSpec.ts';
import type { InputParser } from './inputParsers.ts';
import type { Options } from './options.ts';

/** Where action.yml and docs/action.md list an input: their three tables, by the headings docs/action.md gives them. */
export type InputTier = 'Every workflow' | 'Prune guards' | 'Advanced';

type Flags = Readonly<Record<string, FlagSpec>>;

/**
 * One input of the engine: what the action's step, the CLI's flags and a target's `options:` set.
 * `F`, `P` and `A` keep each entry's flags, per-target and apply-only as literal types, which the
 * CLI's flags and the targets file's keys are typed by.
 */
export interface InputSpec<K extends keyof Options, F extends Flags, P extends boolean, A extends boolean> {
  /** The field of Options it sets. */
  option: K;
  /** Its value when not given (or given empty), as written in action.yml; none for no value. */
  default?: string;
  /**
   * The table of action.yml and docs/action.md it is in, when the action passes it unchanged under
   * this name; none when the action sets it itself (mode, kubeconfig-path, remote-bases).
   */
  tier?: InputTier;
  /** Whether a target of a targets file may set it under `options:`. */
  perTarget: P;
  /** Whether only an apply uses it: preview and drift refuse its flags by name. */
  applyOnly?: A;
  /** The CLI's flags that set it, in the order help lists them; none for an input the CLI sets itself. */
  flags?: F;
  /** The input's text from its flags' values, when not the one flag's value as given (a repeatable flag's joined by commas). */
  fromFlags?: (values: FlagValues<F>) => string | undefined;
  parse: InputParser<Options[K]>;
}

/** An entry of the table, checked against Options and its flags; its tier and apply-only kept as types too. */
export function input<
  K extends keyof Options,
  const F extends Flags = {},
  const P extends boolean = boolean,
  const A extends boolean = false,
  const T extends InputTier | undefined = undefined,
>(spec: InputSpec<K, F, P, A> & { tier?: T }): InputSpec<K, F, P, A> & { tier: T; applyOnly: A } {
  return spec as InputSpec<K, F, P, A> & { tier: T; applyOnly: A };
}
