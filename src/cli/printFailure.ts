import { type OutputFormat, printErr, printJson, printJsonPieces } from './output.ts';
import { reportedError } from '../report/failureReport.ts';
import { jsonPieces, renderErrorJson } from '../report/jsonReport.ts';

/**
 * Says why the CLI failed: on stderr (with where an unexpected error happened), and with `-o json`
 * also on stdout as the JSON document (with the outcome of what was planned and done, when the run
 * got that far, and the command, when the line named one), so that a script reading stdout gets
 * JSON whatever happened. `debug` (--debug) adds the error's causes, with their stacks.
 */
export async function printFailure(
  error: unknown,
  output: OutputFormat,
  options: { command?: string; debug?: boolean } = {},
): Promise<void> {
  const failure = reportedError(error);
  printErr(`error: ${failure.message}`);
  if (options.debug) printErr(debugTrace(error));
  else if (failure.stack) printErr(failure.stack);
  if (output !== 'json') return;
  if (failure.outcome) await printJsonPieces(jsonPieces(failure.outcome, failure.document, options.command));
  else printJson(renderErrorJson(failure.document, options.command));
}

/** The error and each of its causes with its stack (or its text): what --debug prints under the error. */
export function debugTrace(error: unknown): string {
  const lines: string[] = [];
  for (
    let e: unknown = error, depth = 0;
    e !== undefined && depth < 10;
    e = e instanceof Error ? e.cause : undefined, depth++
  ) {
    const code: unknown = e instanceof Error ? (e as { code?: unknown }).code : undefined;
    const coded = typeof code === 'string' ? `[code ${code}] ` : '';
    lines.push(
      `${depth === 0 ? 'debug: ' : 'debug: caused by: '}${coded}${e instanceof Error ? (e.stack ?? e.message) : String(e)}`,
    );
  }
  return lines.join('\n');
}
