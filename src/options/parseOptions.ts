import { UserError, UserErrors } from '../common/errors.ts';
import type { RunEnvironment } from '../common/runEnvironment.ts';
import { INPUT_DEFAULTS, INPUT_TABLE, type InputName } from './inputTable.ts';
import type { Options } from './options.ts';

/** Inputs by their action.yml names (the CLI maps its flags to the same names), as given: strings, unvalidated. */
export type RawInputs = Partial<Record<InputName, string>>;
/**
 * How a message names an input, or an input set to a value: `timeout`, `wait: true` (the
 * action's words), `--timeout`, `--wait` (the CLI's).
 */
export type InputNamer = (input: InputName, value?: string) => string;

const actionInputName: InputNamer = (input, value) => (value === undefined ? input : `${input}: ${value}`);

/**
 * Validates every input at once and reports all problems together. The messages name each input
 * as `nameOf` says: the action's input names by default, the CLI's flags (`--timeout`) for the CLI.
 * `cwd` and `environment` are where the run runs, as its face read them.
 */
export function parseOptions(
  raw: RawInputs,
  cwd: string,
  environment: RunEnvironment,
  nameOf: InputNamer = actionInputName,
): Options {
  const errors: UserError[] = [];
  const text = (name: string) => raw[name as InputName]?.trim() || INPUT_DEFAULTS[name as InputName];
  const parsed: Record<string, unknown> = {};
  for (const name of Object.keys(INPUT_TABLE) as InputName[]) {
    const { option, parse } = INPUT_TABLE[name];
    parsed[option] = parse(text(name), {
      name: nameOf(name),
      nameOf: (input, value) => nameOf(input as InputName, value),
      raw: raw[name],
      text,
      errors,
    });
  }
  // Every input the table has was read, each into its field (placeholders where an error was recorded).
  const options = parsed as unknown as Omit<Options, 'cwd' | 'environment'>;
  if (options.rollbackOnFailure && options.mode === 'apply' && !options.wait) {
    errors.push(
      new UserError(`${nameOf('rollback-on-failure', 'true')} needs ${nameOf('wait', 'true')}`, {
        hint: 'a rollback follows a rollout the wait found failed or timed out; without the wait no rollout fails',
      }),
    );
  }
  if (errors.length > 0) throw new UserErrors(errors);
  return { ...options, cwd, environment };
}
