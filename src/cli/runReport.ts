import { printFailure } from './printFailure.ts';
import { paintFor, printErr, printJson, printJsonPieces, printOut, printPainted } from './output.ts';
import type { RunOutcome } from '../outcome/runOutcome.ts';
import { driftLine, hasDrifted } from '../report/drift.ts';
import { reportedError } from '../report/failureReport.ts';
import { jsonPieces, SCHEMA_VERSION } from '../report/jsonReport.ts';
import { renderMarkdown } from '../report/markdownReport.ts';
import { renderText } from '../report/textReport.ts';
import type { RunCommand } from './runArgs.ts';
import { printTargetResults } from './printTargets.ts';
import type { TargetResult } from '../targets/runTargets.ts';

// What a preview, apply or drift prints once it is over (runManifests imports it then).

/** The report on stdout, in the format asked for; the text report in colour on a terminal. */
async function print(doc: RunOutcome, output: RunCommand['output'], command: string): Promise<void> {
  if (output === 'json') await printJsonPieces(jsonPieces(doc, undefined, command));
  else if (output === 'markdown') printOut(renderMarkdown(doc));
  // An apply's objects were said as they were done (runManifests): the report adds what the wait found, and the summary.
  else printPainted(renderText(doc, { paint: paintFor(process.stdout), shownLive: doc.mode === 'apply' }));
}

/** A run of no target, as JSON: an empty list. */
export function reportNoTargets(): void {
  printJson(JSON.stringify({ schemaVersion: SCHEMA_VERSION, targets: [] }, null, 2));
}

/** One set's report on stdout (and its error on stderr, or in the JSON document); the exit code. */
export async function reportSet(
  result: TargetResult,
  cli: RunCommand,
  failureOptions: { command: string; debug?: boolean },
): Promise<number> {
  if ('outcome' in result) {
    await print(result.outcome, cli.output, cli.command);
    if (cli.command !== 'drift') return 0;
    printErr(driftLine(result.outcome));
    // terraform plan -detailed-exitcode's convention: 2 means there are changes.
    return hasDrifted(result.outcome) ? 2 : 0;
  }
  // The JSON document holds the error; the text and markdown reports are followed by it on stderr.
  const { outcome } = reportedError(result.error);
  if (outcome && cli.output !== 'json') await print(outcome, cli.output, cli.command);
  await printFailure(result.error, cli.output, failureOptions);
  return 1;
}

/** Each target's report under its name, then each failure on stderr; the exit code. */
export function reportTargets(results: TargetResult[], cli: RunCommand): number {
  printTargetResults(results, cli.output);
  const failures = results.filter((result) => 'error' in result);
  for (const result of failures)
    printErr(`error: target ${result.target.name}: ${reportedError(result.error).message}`);
  if (failures.length > 0) return 1;
  if (cli.command !== 'drift') return 0;
  const drifted = results
    .filter((result) => 'outcome' in result && hasDrifted(result.outcome))
    .map((result) => result.target.name);
  printErr(
    drifted.length > 0
      ? `drift: ${drifted.join(', ')} differ from their manifests`
      : 'no drift: every target matches its manifests',
  );
  return drifted.length > 0 ? 2 : 0;
}
