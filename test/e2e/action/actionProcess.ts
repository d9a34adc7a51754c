import { spawn } from 'node:child_process';
import { watch } from 'node:fs';
import { mkdtemp, open, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ACTION_ENTRY } from '../../cluster/testedBuild.ts';
import { assertGitHubEventPayload } from '../../fakes/github/webhookContract.ts';
import { linesOtherThanMasks } from './workspace.ts';

/*
 * Runs the action's entry point the way the runner does: a `node` process with the inputs as
 * INPUT_* variables, the event payload in a file, the GITHUB_* variables, and files for outputs
 * and the job summary. Nothing of the test's own environment leaks in (no KUBECONFIG, no HOME).
 */

// The current sources' bundle (test/cluster/testedBuild.ts); E2E_ACTION_ENTRY=dist/index.js runs these tests against
// the bundle committed in dist/.
export const ENTRY = process.env['E2E_ACTION_ENTRY']
  ? resolve(import.meta.dirname, '../../..', process.env['E2E_ACTION_ENTRY'])
  : ACTION_ENTRY;

export interface ActionRunOptions {
  /** Inputs by their action.yml names. */
  inputs: Record<string, string>;
  eventName: string;
  payload: object;
  /** The fake GitHub API's URL. */
  githubApiUrl: string;
  /** The step's working directory (the checked-out repository). */
  workspace: string;
  sha?: string;
  /** Extra environment variables, e.g. KUBECONFIG. */
  env?: Record<string, string>;
  /**
   * A file the step's log goes to as it is written (the process writes a file synchronously, as it
   * does the runner's pipe), for a test that reads what was logged by a given moment.
   */
  stdoutFile?: string;
}

export interface ActionRun {
  exitCode: number | null;
  stdout: string;
  stderr: string;
  /** Outputs as the runner reads them from GITHUB_OUTPUT. */
  outputs: Record<string, string>;
  /** The GITHUB_OUTPUT file as written. */
  outputFile: string;
  summary: string;
  /** What is left in RUNNER_TEMP after the step, by name. */
  runnerTempEntries: string[];
  /** Every path created in RUNNER_TEMP while the step ran, even if removed before it ended. */
  runnerTempCreated: string[];
  durationMs: number;
}

export const REPOSITORY = 'acme/shop';
export const RUN_ID = '4242';

/** What the runner gives an action's process: a directory of its own, files for the event, outputs and summary, and the environment naming them. */
export async function runnerEnvironment(options: ActionRunOptions): Promise<{
  env: Record<string, string>;
  files: { event: string; output: string; summary: string };
  runnerTemp: string;
}> {
  // No run gets a payload GitHub could not send.
  await assertGitHubEventPayload(options.eventName, options.payload);
  const dir = await mkdtemp(join(tmpdir(), 'applyset-action-run-'));
  const runnerTemp = await mkdtemp(join(dir, 'runner-temp-'));
  const files = { event: join(dir, 'event.json'), output: join(dir, 'output'), summary: join(dir, 'summary.md') };
  await Promise.all([
    writeFile(files.event, JSON.stringify(options.payload)),
    writeFile(files.output, ''),
    writeFile(files.summary, ''),
  ]);

  const env: Record<string, string> = {
    PATH: process.env['PATH'] ?? '',
    HOME: dir,
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: options.eventName,
    GITHUB_EVENT_PATH: files.event,
    GITHUB_REPOSITORY: REPOSITORY,
    GITHUB_SHA: options.sha ?? '0123456789abcdef0123456789abcdef01234567',
    GITHUB_RUN_ID: RUN_ID,
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_API_URL: options.githubApiUrl,
    GITHUB_WORKSPACE: options.workspace,
    GITHUB_OUTPUT: files.output,
    GITHUB_STEP_SUMMARY: files.summary,
    RUNNER_TEMP: runnerTemp,
    // Node's compile cache (vitest.config.ts), which changes no behaviour: the action's start from src/ without it
    // strips and compiles every module again, 0.4 s of CPU in each of the suite's runs.
    ...(process.env['NODE_COMPILE_CACHE'] ? { NODE_COMPILE_CACHE: process.env['NODE_COMPILE_CACHE'] } : {}),
    ...options.env,
  };
  // GitHub upper-cases input names and keeps dashes: field-manager -> INPUT_FIELD-MANAGER.
  for (const [name, value] of Object.entries(options.inputs)) env[`INPUT_${name.toUpperCase()}`] = value;
  return { env, files, runnerTemp };
}

export async function runActionProcess(options: ActionRunOptions): Promise<ActionRun> {
  const { env, files, runnerTemp } = await runnerEnvironment(options);
  const runnerTempCreated = new Set<string>();
  const watcher = watch(runnerTemp, { recursive: true }, (_, name) => {
    if (name) runnerTempCreated.add(name);
  });
  const log = options.stdoutFile ? await open(options.stdoutFile, 'w') : undefined;
  const started = performance.now();
  const child = spawn(process.execPath, [ENTRY], {
    cwd: options.workspace,
    env,
    stdio: ['ignore', log ? log.fd : 'pipe', 'pipe'],
  });
  await log?.close();
  let stdout = '';
  let stderr = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exitCode = await new Promise<number | null>((resolveExit, reject) => {
    child.on('error', reject);
    child.on('close', resolveExit);
  });
  const durationMs = performance.now() - started;
  watcher.close();
  if (options.stdoutFile) stdout = await readFile(options.stdoutFile, 'utf8');
  const outputFile = await readFile(files.output, 'utf8');
  return {
    exitCode,
    stdout,
    stderr,
    outputs: parseOutputFile(outputFile),
    outputFile,
    summary: await readFile(files.summary, 'utf8'),
    runnerTempEntries: await readdir(runnerTemp),
    runnerTempCreated: [...runnerTempCreated],
    durationMs,
  };
}

/** GITHUB_OUTPUT's format: `name<<DELIMITER`, the value's lines, `DELIMITER`. */
export function parseOutputFile(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const match = /^([^<]+)<<(.+)$/.exec(lines[i] ?? '');
    if (!match) continue;
    const [, name = '', delimiter] = match;
    const end = lines.indexOf(delimiter ?? '', i + 1);
    if (end < 0) throw new Error(`output ${name} has no closing delimiter`);
    outputs[name] = lines.slice(i + 1, end).join('\n');
    i = end;
  }
  return outputs;
}

/** Everything a run made visible to anyone: log (less the mask registrations, which the runner hides), outputs, summary. */
export function visibleText(run: ActionRun): string {
  return [linesOtherThanMasks(run.stdout).join('\n'), run.stderr, run.outputFile, run.summary].join('\n');
}
