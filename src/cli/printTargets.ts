import { paintFor, printJson, printOut, printPainted } from './output.ts';
import { reportedError } from '../report/failureReport.ts';
import { renderJson, SCHEMA_VERSION } from '../report/jsonReport.ts';
import { renderMarkdown } from '../report/markdownReport.ts';
import { renderText } from '../report/textReport.ts';
import type { RunOutcome } from '../outcome/runOutcome.ts';
import type { TargetResult } from '../targets/runTargets.ts';
import type { RunCommand } from './runArgs.ts';

/**
 * A targets file's results on stdout: with -o json one document, `targets` holding each target's
 * document (its outcome, its error) under its name; else each target's report under a heading.
 */
export function printTargetResults(results: TargetResult[], output: RunCommand['output']): void {
  if (output === 'json') {
    const targets = results.map((result) => {
      const outcome = outcomeOf(result);
      const error = 'error' in result ? reportedError(result.error).document : undefined;
      const document = outcome ? (JSON.parse(renderJson(outcome, error)) as Record<string, unknown>) : { error };
      delete document['schemaVersion'];
      return { target: result.target.name, ...document };
    });
    printJson(JSON.stringify({ schemaVersion: SCHEMA_VERSION, targets }, null, 2));
    return;
  }
  for (const result of results) {
    const outcome = outcomeOf(result);
    // A target's name is checked to be letters, digits and dashes: safe in a heading.
    if (output === 'markdown')
      printOut(
        `## ${result.target.name}\n\n${outcome ? renderMarkdown(outcome) : 'Failed before it planned: see the error below.'}\n`,
      );
    else
      printPainted(
        `== ${result.target.name} ==\n${outcome ? renderText(outcome, { paint: paintFor(process.stdout) }) : 'failed before it planned (error below)'}\n`,
      );
  }
}

function outcomeOf(result: TargetResult): RunOutcome | undefined {
  return 'outcome' in result ? result.outcome : reportedError(result.error).outcome;
}
