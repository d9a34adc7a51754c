import { printFailure } from '../cliFailure.ts';
import { paintFor, printErr, printJson, printOut, printPainted } from '../cliOutput.ts';
import { describeError, UserError } from '../errors.ts';
import { hasDrifted } from '../report/drift.ts';
import { errorDocument, renderJson, SCHEMA_VERSION } from '../report/jsonReport.ts';
import { renderMarkdown } from '../report/markdownReport.ts';
import { renderText } from '../report/textReport.ts';
import { RunFailure } from '../runApplySet.ts';
import { flagFor } from './runFlags.ts';
import type { RunCommand } from './runArgs.ts';
import { allTargets, changedTargets } from '../targets/changedTargets.ts';
import { runTargets, type TargetResult } from '../targets/runTargets.ts';
import { withTargetKubeconfigs } from '../targets/targetKubeconfigs.ts';
import { targetOptions } from '../targets/targetOptions.ts';
import { readTargetsFile, selectTargets } from '../targets/targetsFile.ts';

/**
 * `preview|apply|drift --targets FILE [--target NAME ...]`: every target (or those named), each
 * reported under its name; the exit code is 1 when any failed, and for drift 2 when any drifted.
 */
export async function runTargetsFile(cli: RunCommand & { targets: NonNullable<RunCommand['targets']> }, signal: AbortSignal): Promise<number> {
  const cwd = process.cwd();
  let results: TargetResult[];
  try {
    const file = await readTargetsFile(cli.targets.file, cwd);
    const named = selectTargets(file, cli.targets.names);
    const { changedSince } = cli.targets;
    const selection = changedSince === undefined ? allTargets(named, '') : await changedTargets(file, named, { from: changedSince, to: 'HEAD', sinceMergeBase: true }, cwd);
    for (const { target, reason } of selection.skipped) printErr(`skipped target ${target.name}: ${reason}`);
    if (changedSince !== undefined) for (const { target, reason } of selection.run) printErr(`target ${target.name}: ${reason}`);
    // A target's kubeconfig-env names a variable of the shell holding its cluster's kubeconfig, as in a workflow.
    const planned = withTargetKubeconfigs(file.file, targetOptions(file, selection.run.map((r) => r.target), cli.inputs, cwd, flagFor), (name) => process.env[name], (value) =>
      value.trim() === '' ? undefined : { content: value });
    const first = planned[0]?.options;
    if (!first) {
      printErr(`no target changed since ${changedSince ?? ''}: nothing to ${cli.command}`);
      if (cli.output === 'json') printJson(JSON.stringify({ schemaVersion: SCHEMA_VERSION, targets: [] }, null, 2));
      return 0;
    }
    printErr(`${cli.command} of ${planned.length} target${planned.length === 1 ? '' : 's'} of ${file.file}`);
    results = await runTargets(planned, { concurrency: first.concurrency, retryTimeoutSeconds: first.retryTimeoutSeconds }, (target) => ({
      info: (line) => printErr(`[${target.name}] ${line}`),
      warning: (line) => printErr(`[${target.name}] Warning: ${line}`),
      signal,
    }));
  } catch (error) {
    printFailure(error, cli.output, undefined, { command: cli.command, ...(cli.debug ? { debug: true } : {}) });
    if (!cli.debug && !(error instanceof UserError) && error instanceof Error && error.stack) printErr(error.stack);
    return 1;
  }
  printResults(results, cli.output);
  const failed = results.filter((result) => 'error' in result);
  for (const result of failed) printErr(`error: target ${result.target.name}: ${describeError(failureOf(result))}`);
  if (failed.length > 0) return 1;
  if (cli.command !== 'drift') return 0;
  const drifted = results.filter((result) => 'outcome' in result && hasDrifted(result.outcome)).map((result) => result.target.name);
  printErr(drifted.length > 0 ? `drift: ${drifted.join(', ')} differ from their manifests` : 'no drift: every target matches its manifests');
  return drifted.length > 0 ? 2 : 0;
}

function printResults(results: TargetResult[], output: RunCommand['output']): void {
  if (output === 'json') {
    const targets = results.map((result) => {
      const outcome = 'outcome' in result ? result.outcome : result.error instanceof RunFailure ? result.error.outcome : undefined;
      const error = 'error' in result ? errorDocument(failureOf(result)) : undefined;
      const document = outcome ? (JSON.parse(renderJson(outcome, error)) as Record<string, unknown>) : { error };
      delete document['schemaVersion'];
      return { target: result.target.name, ...document };
    });
    printJson(JSON.stringify({ schemaVersion: SCHEMA_VERSION, targets }, null, 2));
    return;
  }
  for (const result of results) {
    const outcome = 'outcome' in result ? result.outcome : result.error instanceof RunFailure ? result.error.outcome : undefined;
    // A target's name is checked to be letters, digits and dashes: safe in a heading.
    if (output === 'markdown') printOut(`## ${result.target.name}\n\n${outcome ? renderMarkdown(outcome) : 'Failed before it planned: see the error below.'}\n`);
    else printPainted(`== ${result.target.name} ==\n${outcome ? renderText(outcome, { paint: paintFor(process.stdout) }) : 'failed before it planned (error below)'}\n`);
  }
}

/** What stopped a target: the UserError inside a RunFailure, which carries its hint. */
export function failureOf(result: TargetResult): unknown {
  if (!('error' in result)) return undefined;
  return result.error instanceof RunFailure ? result.error.error : result.error;
}
