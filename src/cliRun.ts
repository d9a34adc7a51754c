import type { CliCommand, OutputFormat } from './cliArgs.ts';
import { describeError, UserError } from './errors.ts';
import { parseOptions } from './options.ts';
import { driftLine, hasDrifted } from './report/drift.ts';
import type { RunOutcome } from './outcome/runOutcome.ts';
import { renderJson } from './report/jsonReport.ts';
import { renderMarkdown } from './report/markdownReport.ts';
import { formatObjectLine, renderText } from './report/textReport.ts';
import { ABANDON_AFTER_MS } from './kube/kubeClient.ts';
import { RunFailure, runApplySet } from './runApplySet.ts';
import { keepYoungGenerationSmall } from './youngGeneration.ts';

function render(doc: RunOutcome, output: OutputFormat): string {
  if (output === 'json') return renderJson(doc);
  return output === 'markdown' ? renderMarkdown(doc) : renderText(doc);
}

// The shell's convention: 128 + the signal's number.
const SIGNAL_EXIT_CODES = { SIGINT: 130, SIGTERM: 143 } as const;

/**
 * SIGINT or SIGTERM (Ctrl-C; GitHub cancelling a run sends SIGINT, then SIGTERM) cancels the run:
 * no new request, requests in flight get a few seconds, the lock is released, the report says
 * what was done. A later signal does not cut that short (SIGKILL does).
 */
function cancelOnSignals(): { signal: AbortSignal; cancelledBy: () => keyof typeof SIGNAL_EXIT_CODES | undefined } {
  const cancellation = new AbortController();
  let cancelledBy: keyof typeof SIGNAL_EXIT_CODES | undefined;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (cancelledBy) return void process.stderr.write(`${signal}: already cancelling\n`);
      cancelledBy = signal;
      process.stderr.write(`${signal}: cancelling; requests in flight get ${ABANDON_AFTER_MS / 1000} s to finish\n`);
      cancellation.abort();
    });
  }
  return { signal: cancellation.signal, cancelledBy: () => cancelledBy };
}

/** Runs the preview, apply or drift check the CLI was asked for, and prints the report; the exit code. */
export async function runCli(cli: CliCommand): Promise<number> {
  keepYoungGenerationSmall();
  const cancellation = cancelOnSignals();
  const failed = () => {
    const by = cancellation.cancelledBy();
    return by ? SIGNAL_EXIT_CODES[by] : 1;
  };
  try {
    const options = parseOptions(cli.inputs, process.cwd());
    const outcome = await runApplySet(options, {
      info: (line) => process.stderr.write(`${line}\n`),
      warning: (line) => process.stderr.write(`Warning: ${line}\n`),
      // Each object as it is done, so a run stopped part way has said what it did.
      objectDone: (object) => process.stderr.write(`${formatObjectLine(object, 'apply')}\n`),
      signal: cancellation.signal,
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
      return failed();
    }
    process.stderr.write(`error: ${describeError(error)}\n`);
    if (cancellation.cancelledBy()) return failed();
    // Anything that is not a UserError is a bug here: show where it happened.
    if (!(error instanceof UserError) && error instanceof Error && error.stack) process.stderr.write(`${error.stack}\n`);
    return 1;
  }
}
