import { userInfo } from 'node:os';
import { printFailure } from './printFailure.ts';
import { paintFor, printErr, printPainted, showProgressLine } from './output.ts';
import { ProgressLine } from './progressLine.ts';
import type { DeploySource } from '../applyset/deployHistory.ts';
import type { Options } from '../options/options.ts';
import { formatObjectLine } from '../report/textReport.ts';
import { formatRef } from '../kube/objectRef.ts';
import type { ObjectOutcome } from '../outcome/runOutcome.ts';
import { ABANDON_AFTER_MS } from '../kube/kubeClient.ts';
import { keepHeapSmall } from '../common/heapGrowth.ts';
import type { Shell } from './commandSpec.ts';
import type { RunCommand } from './runArgs.ts';
import { type CliTargets, readCliTargets } from './cliTargets.ts';
import { runTargets } from '../targets/runTargets.ts';

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
async function deploySource(options: Options, label: string): Promise<DeploySource> {
  const { manifestsCommit } = await import('../git/manifestsRepository.ts');
  const { commit, uncommitted } = await manifestsCommit(options.manifests, options.cwd, options.environment);
  if (uncommitted)
    printErr(
      `${label}The manifests have uncommitted changes: the ApplySet's history records this deploy without a commit, and no rollback can return to it`,
    );
  let actor: string | undefined;
  try {
    actor = userInfo().username;
  } catch {
    // No entry for this user in the system's user database (a container run as an arbitrary UID).
  }
  return { commit, actor };
}

/**
 * Runs the preview, apply or drift check the CLI was asked for, on the set its flags name or on a
 * targets file's targets (one runner for both), and prints the report; the exit code: 1 when a
 * target failed (130 or 143 when a signal cancelled the run), for drift 2 when any drifted.
 */
export async function runManifests(cli: RunCommand, shell: Shell): Promise<number> {
  keepHeapSmall();
  const cancellation = cancelOnSignals();
  const failed = () => {
    const by = cancellation.cancelledBy();
    return by ? SIGNAL_EXIT_CODES[by] : 1;
  };
  const failureOptions = { command: cli.command, ...(cli.debug ? { debug: true } : {}) };
  let run: CliTargets;
  try {
    run = await readCliTargets(cli, process.cwd(), shell);
  } catch (error) {
    await printFailure(error, cli.output, failureOptions);
    return 1;
  }
  const one = run.layout === 'set';
  const [first] = run.planned;
  if (!first) {
    if (cli.output === 'json') (await import('./runReport.ts')).reportNoTargets();
    return 0;
  }
  // On a terminal, a live line of each long step's progress (one set's); in a log (stderr not a terminal), the periodic lines.
  const progress = one && process.stderr.isTTY ? new ProgressLine(showProgressLine) : undefined;
  // Each object's line once, when it is first done (its apply), as kubectl's on stdout; the wait's news comes with the
  // report after them. With -o json or markdown stdout is the document alone, and the lines go to stderr.
  const lines = cli.output === 'text' ? process.stdout : process.stderr;
  const paint = paintFor(lines);
  const saidLive = new Set<string>();
  const objectDone = (object: ObjectOutcome) => {
    const key = `${formatRef(object)} ${object.namespace}`;
    if (saidLive.has(key)) return;
    saidLive.add(key);
    printPainted(formatObjectLine(object, 'apply', { paint }), lines);
  };
  const results = await runTargets(
    run.planned,
    {
      concurrency: first.options.concurrency,
      retryTimeoutSeconds: first.options.retryTimeoutSeconds,
      environment: first.options.environment,
    },
    (target, options) => {
      const label = one ? '' : `[${target.name}] `;
      return {
        ...(options.mode === 'apply' ? { source: deploySource(options, label) } : {}),
        info: (line) => printErr(`${label}${line}`),
        warning: (line) => printErr(`${label}Warning: ${line}`),
        // Each object as it is done, so a run stopped part way has said what it did.
        ...(one ? { objectDone } : {}),
        ...(progress ? { progress: (step) => progress.update(step) } : {}),
        signal: cancellation.signal,
      };
    },
  );
  progress?.stop();
  // The report's renderers load once the run is over: none of them before its first request.
  const { reportSet, reportTargets } = await import('./runReport.ts');
  const code = one ? await reportSet(results[0]!, cli, failureOptions) : reportTargets(results, cli);
  return code === 1 ? failed() : code;
}
