import { execFile, spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';

const ROOT = resolve(import.meta.dirname, '../../..');

/** act's path: build-tools.sh builds it into the cache when it is missing (about 1.5 minutes) and prints it first. */
export async function actPath(): Promise<string> {
  const { stdout } = await promisify(execFile)('bash', [resolve(ROOT, 'test/workflows/tools/build-tools.sh')], { maxBuffer: 1 << 20 });
  const path = stdout.split('\n')[0]?.trim();
  if (!path) throw new Error('build-tools.sh printed no path for act');
  return path;
}

/**
 * The directory of the Node that runs the tests, which scripts/node24.sh made the one of
 * .node-version: first on act's PATH, it runs the action (`runs.using: node24` runs the first `node`).
 */
export function nodeBinDirectory(): string {
  const wanted = readFileSync(resolve(ROOT, '.node-version'), 'utf8').trim().split('.')[0];
  const running = process.versions.node.split('.')[0];
  if (running !== wanted) throw new Error(`the tests run on Node ${process.versions.node}, the action on Node ${wanted}: run them through scripts/node24.sh`);
  return dirname(process.execPath);
}

export interface ActProcessResult {
  /** act's exit code; null when it was killed. */
  exitCode: number | null;
  timedOut: boolean;
  /** Every line act wrote, stdout and stderr interleaved as they came. */
  lines: string[];
  durationMs: number;
}

/**
 * Runs act to completion in a process group of its own, so that on timeout the steps it started
 * (the action's node process among them) are killed with it. `env` is act's whole environment:
 * the steps of a self-hosted runner inherit it, and nothing of the test process's (a KUBECONFIG,
 * the e2e variables) may reach them.
 */
export function runActProcess(act: string, args: readonly string[], options: { cwd: string; env: Record<string, string>; timeoutMs: number }): Promise<ActProcessResult> {
  const started = performance.now();
  const child = spawn(act, args, { cwd: options.cwd, env: options.env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: string[] = [];
  const collect = (stream: NodeJS.ReadableStream): void => {
    let partial = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      const parts = (partial + chunk).split('\n');
      partial = parts.pop() ?? '';
      lines.push(...parts);
    });
    stream.on('end', () => {
      if (partial !== '') lines.push(partial);
    });
  };
  collect(child.stdout);
  collect(child.stderr);
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    // The whole group: act and every step it started.
    if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
  }, options.timeoutMs);
  return new Promise((resolveRun, reject) => {
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('close', (exitCode) => {
      clearTimeout(timer);
      resolveRun({ exitCode, timedOut, lines, durationMs: performance.now() - started });
    });
  });
}
