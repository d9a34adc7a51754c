import type { OutputFormat } from './cliArgs.ts';
import { printErr, printJson } from './cliOutput.ts';
import { describeError } from './errors.ts';
import type { RunOutcome } from './outcome/runOutcome.ts';
import { errorDocument, renderErrorJson, renderJson } from './report/jsonReport.ts';

/**
 * Says why the CLI failed: on stderr, and with `-o json` also on stdout as the JSON document (with
 * the outcome of what was planned and done, when the run got that far), so that a script reading
 * stdout gets JSON whatever happened.
 */
export function printFailure(error: unknown, output: OutputFormat, outcome?: RunOutcome): void {
  printErr(`error: ${describeError(error)}`);
  if (output !== 'json') return;
  const document = errorDocument(error);
  printJson(outcome ? renderJson(outcome, document) : renderErrorJson(document));
}
