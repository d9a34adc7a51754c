import { parseCliArgs } from '../../../src/cli/parseCliArgs.ts';
import type { RawInputs } from '../../../src/options/parseOptions.ts';

/** The raw inputs of a run's command line; a line that is not a run (help, version, completion) fails the test. */
export function runInputs(argv: string[]): RawInputs {
  const line = parseCliArgs(argv);
  if (!('inputs' in line)) throw new Error(`${argv.join(' ')} is not a run but ${line.command}`);
  return line.inputs;
}
