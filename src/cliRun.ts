import type { CliCommand, OutputFormat } from './cliArgs.ts';
import { describeError, UserError } from './errors.ts';
import { parseOptions } from './options.ts';
import { driftLine, hasDrifted } from './report/drift.ts';
import type { RunOutcome } from './outcome/runOutcome.ts';
import { renderJson } from './report/jsonReport.ts';
import { renderMarkdown } from './report/markdownReport.ts';
import { renderText } from './report/textReport.ts';
import { RunFailure, runApplySet } from './runApplySet.ts';

function render(doc: RunOutcome, output: OutputFormat): string {
  if (output === 'json') return renderJson(doc);
  return output === 'markdown' ? renderMarkdown(doc) : renderText(doc);
}

/** Runs the preview, apply or drift check the CLI was asked for, and prints the report; the exit code. */
export async function runCli(cli: CliCommand): Promise<number> {
  try {
    const options = parseOptions(cli.inputs, process.cwd());
    const outcome = await runApplySet(options, {
      info: (line) => process.stderr.write(`${line}\n`),
      warning: (line) => process.stderr.write(`Warning: ${line}\n`),
    });
    process.stdout.write(`${render(outcome, cli.output)}\n`);
    if (cli.command !== 'drift') return 0;
    process.stderr.write(`${driftLine(outcome)}\n`);
    // terraform plan -detailed-exitcode's convention: 2 means there are changes.
    return hasDrifted(outcome) ? 2 : 0;
  } catch (error) {
    if (error instanceof RunFailure) {
      process.stdout.write(`${renderText(error.outcome)}\n`);
      process.stderr.write(`error: ${describeError(error.error)}\n`);
      return 1;
    }
    process.stderr.write(`error: ${describeError(error)}\n`);
    // Anything that is not a UserError is a bug here: show where it happened.
    if (!(error instanceof UserError) && error instanceof Error && error.stack) process.stderr.write(`${error.stack}\n`);
    return 1;
  }
}
