import { spawn } from 'node:child_process';
import { access, constants, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// GNU time: it reads the child's peak RSS and CPU time from wait4(), which Node does not expose for its children.
const GNU_TIME = '/usr/bin/time';

export interface ProcessRun {
  /** From spawn to exit, process start-up included, as a pipeline waits for it. */
  wallMs: number;
  /** Peak resident set size of the process. */
  maxRssBytes: number;
  /** The process's CPU time, user and system (from its resource usage, in GNU time's 10 ms steps). */
  cpuMs: number;
  code: number | null;
  stdout: string;
  stderr: string;
}

export async function requireGnuTime(): Promise<void> {
  try {
    await access(GNU_TIME, constants.X_OK);
  } catch {
    throw new Error(
      `${GNU_TIME} (GNU time) is needed to measure each process's peak memory; install it (apt-get install time)`,
    );
  }
}

/** Runs one command to completion under GNU time (in `cwd`, this process's by default). */
export async function runMeasured(
  command: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
  cwd?: string,
): Promise<ProcessRun> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-time-'));
  const rssFile = join(dir, 'rss');
  try {
    const started = performance.now();
    const { code, stdout, stderr } = await new Promise<{ code: number | null; stdout: string; stderr: string }>(
      (resolve, reject) => {
        // BENCH_TOOL_CPUS: the measured tool on CPUs of its own (taskset), so its CPU does not slow the API server's.
        const cpus = process.env['BENCH_TOOL_CPUS'];
        const pin = cpus ? ['taskset', '-c', cpus] : [];
        const child = spawn(GNU_TIME, ['-f', '%M %U %S', '-o', rssFile, ...pin, command, ...args], {
          stdio: ['ignore', 'pipe', 'pipe'],
          env,
          ...(cwd ? { cwd } : {}),
        });
        const out: Buffer[] = [];
        const err: Buffer[] = [];
        child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
        child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
        child.once('error', reject);
        child.once('close', (exit) =>
          resolve({
            code: exit,
            stdout: Buffer.concat(out).toString('utf8'),
            stderr: Buffer.concat(err).toString('utf8'),
          }),
        );
      },
    );
    const wallMs = performance.now() - started;
    // GNU time writes "Command exited with non-zero status N" before the figures when the command fails.
    const [kilobytes, user, system] = ((await readFile(rssFile, 'utf8')).trim().split('\n').at(-1) ?? '')
      .split(' ')
      .map(Number);
    return {
      wallMs,
      maxRssBytes: (kilobytes ?? NaN) * 1024,
      cpuMs: ((user ?? NaN) + (system ?? NaN)) * 1000,
      code,
      stdout,
      stderr,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
