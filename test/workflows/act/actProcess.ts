import { execFile, spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { readFileSync, readdirSync } from 'node:fs';
import { promisify } from 'node:util';

const ROOT = resolve(import.meta.dirname, '../../..');

/** act's path: build-tools.sh builds it into the cache when it is missing (about 1.5 minutes) and prints it first. */
export async function actPath(): Promise<string> {
  const { stdout } = await promisify(execFile)('bash', [resolve(ROOT, 'test/workflows/tools/build-tools.sh')], {
    maxBuffer: 1 << 20,
  });
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
  if (running !== wanted)
    throw new Error(
      `the tests run on Node ${process.versions.node}, the action on Node ${wanted}: run them through scripts/node24.sh`,
    );
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
 * Runs act to completion; on timeout kills it and every process it started. act runs each step in
 * a session of its own (on a pseudo-terminal), so killing act's process group would leave the
 * steps, the action's node process among them, running: each descendant's group is killed. `env`
 * is act's whole environment:
 * the steps of a self-hosted runner inherit it, and nothing of the test process's (a KUBECONFIG,
 * the e2e variables) may reach them.
 */
export function runActProcess(
  act: string,
  args: readonly string[],
  options: { cwd: string; env: Record<string, string>; timeoutMs: number },
): Promise<ActProcessResult> {
  const started = performance.now();
  const child = spawn(act, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] });
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
    if (child.pid !== undefined) killTree(child.pid);
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

/** The test process's own group, which no kill may reach. */
const OWN_GROUP = readStat(process.pid)?.pgrp;

/** SIGKILL to a process, its descendants, and the process groups they lead (Linux: read from /proc). */
export function killTree(root: number): void {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(Number(entry));
    if (stat) children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), Number(entry)]);
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i] ?? 0) ?? []));
  for (const pid of tree) {
    const group = readStat(pid)?.pgrp;
    if (group !== undefined && group > 1 && group !== OWN_GROUP) signalKill(-group);
    signalKill(pid);
  }
}

function signalKill(target: number): void {
  try {
    process.kill(target, 'SIGKILL');
  } catch {
    // Gone already.
  }
}

/** A process's parent and group, from /proc/<pid>/stat: `pid (comm) state ppid pgrp ...`, comm may hold `)`. */
function readStat(pid: number): { ppid: number; pgrp: number } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const [, ppid, pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(ppid), pgrp: Number(pgrp) };
  } catch {
    return undefined;
  }
}
