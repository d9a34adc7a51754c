import { userInfo } from 'node:os';
import { printFailure } from '../cliFailure.ts';
import { paintFor, printErr, printJson, printOut, printPainted, showProgressLine } from '../cliOutput.ts';
import { ProgressLine } from '../cliProgress.ts';
import { UserError } from '../errors.ts';
import type { DeploySource } from '../applyset/deployHistory.ts';
import { manifestsCommit } from '../git/manifestsRepository.ts';
import { type Options, parseOptions } from '../options.ts';
import { driftLine, hasDrifted } from '../report/drift.ts';
import type { RunOutcome } from '../outcome/runOutcome.ts';
import { renderJson } from '../report/jsonReport.ts';
import { renderMarkdown } from '../report/markdownReport.ts';
import { formatObjectLine, renderText } from '../report/textReport.ts';
import { ABANDON_AFTER_MS } from '../kube/kubeClient.ts';
import { RunFailure, runApplySet } from '../runApplySet.ts';
import { keepHeapSmall } from '../heapGrowth.ts';
import { flagFor } from './runFlags.ts';
import type { RunCommand } from './runArgs.ts';
import { runTargetsFile } from './runTargetsFile.ts';

/** The report on stdout, in the format asked for; the text report in colour on a terminal. */
function print(doc: RunOutcome, output: RunCommand['output'], command: string): void {
  if (output === 'json') printJson(renderJson(doc, undefined, command));
  else if (output === 'markdown') printOut(renderMarkdown(doc));
  else printPainted(renderText(doc, { paint: paintFor(process.stdout) }));
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
      if (cancelledBy) return printErr(`${signal}: already cancelling`);
      cancelledBy = signal;
      printErr(`${signal}: cancelling; requests in flight get ${ABANDON_AFTER_MS / 1000} s to finish`);
      cancellation.abort();
    });
  }
  return { signal: cancellation.signal, cancelledBy: () => cancelledBy };
}

/**
 * What an apply from a terminal deploys, for the ApplySet's history: the commit of the manifests'
 * repository when they have no uncommitted change (else none: a rollback could not return to
 * what was deployed), and the user's login name.
 */
async function deploySource(options: Options): Promise<DeploySource> {
  const { commit, uncommitted } = await manifestsCommit(options.manifests, options.cwd);
  if (uncommitted) printErr('The manifests have uncommitted changes: the ApplySet\'s history records this deploy without a commit, and no rollback can return to it');
  let actor: string | undefined;
  try {
    actor = userInfo().username;
  } catch {
    // No entry for this user in the system's user database (a container run as an arbitrary UID).
  }
  return { commit, actor };
}

/** Runs the preview, apply or drift check the CLI was asked for, and prints the report; the exit code. */
export async function runManifests(cli: RunCommand): Promise<number> {
  keepHeapSmall();
  const cancellation = cancelOnSignals();
  const failed = () => {
    const by = cancellation.cancelledBy();
    return by ? SIGNAL_EXIT_CODES[by] : 1;
  };
  if (cli.targets) {
    const code = await runTargetsFile({ ...cli, targets: cli.targets }, cancellation.signal);
    return code === 1 ? failed() : code;
  }
  // On a terminal, a live line of each long step's progress; in a log (stderr not a terminal), the periodic lines.
  const progress = process.stderr.isTTY ? new ProgressLine(showProgressLine) : undefined;
  const paintErr = paintFor(process.stderr);
  const failureOptions = { command: cli.command, ...(cli.debug ? { debug: true } : {}) };
  try {
    const options = parseOptions(cli.inputs, process.cwd(), flagFor);
    const outcome = await runApplySet(options, {
      ...(options.mode === 'apply' ? { source: deploySource(options) } : {}),
      info: (line) => printErr(line),
      warning: (line) => printErr(`Warning: ${line}`),
      // Each object as it is done, so a run stopped part way has said what it did.
      objectDone: (object) => printPainted(formatObjectLine(object, 'apply', { paint: paintErr }), process.stderr),
      ...(progress ? { progress: (step) => progress.update(step) } : {}),
      signal: cancellation.signal,
    });
    progress?.stop();
    print(outcome, cli.output, cli.command);
    if (cli.command !== 'drift') return 0;
    printErr(driftLine(outcome));
    // terraform plan -detailed-exitcode's convention: 2 means there are changes.
    return hasDrifted(outcome) ? 2 : 0;
  } catch (error) {
    progress?.stop();
    if (error instanceof RunFailure) {
      // The JSON document holds the error; the text and markdown reports are followed by it on stderr.
      if (cli.output !== 'json') print(error.outcome, cli.output, cli.command);
      printFailure(error.error, cli.output, error.outcome, failureOptions);
      return failed();
    }
    printFailure(error, cli.output, undefined, failureOptions);
    if (cancellation.cancelledBy()) return failed();
    // Anything that is not a UserError is a bug here: show where it happened (--debug has shown it).
    if (!cli.debug && !(error instanceof UserError) && error instanceof Error && error.stack) printErr(error.stack);
    return 1;
  }
}
