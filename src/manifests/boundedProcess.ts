import { spawn } from 'node:child_process';
import type { CommandLine } from './networkIsolation.ts';
import { mebibytes } from './readBudget.ts';

/** What a renderer may take: its time, its output, its memory. */
export interface RenderBounds {
  timeoutMs: number;
  /** Bytes of standard output; standard error is kept to its first 64 KiB, the rest dropped. */
  outputBytes: number;
  /** Bytes of address space (RLIMIT_AS) each of its processes may map, where `prlimit` can set it. */
  memoryBytes: number;
}

/**
 * A real chart or kustomization renders in seconds, in a few hundred MiB: each bound is far above
 * that and far below what would stall a runner (GitHub's smallest has 7 GiB).
 */
export const RENDER_BOUNDS: RenderBounds = {
  timeoutMs: 120_000,
  outputBytes: 256 * 1024 * 1024,
  memoryBytes: 4 * 1024 * 1024 * 1024,
};

const STDERR_KEPT = 64 * 1024;

/** How a bounded program ended. */
export type BoundedResult =
  | { ended: 'ok'; stdout: string }
  | { ended: 'failed'; stderr: string; code: number | null; signal: NodeJS.Signals | null }
  /** Stopped by the bound named (`time`, `output`), or ended by running out of the `memory` one. */
  | { ended: 'bound'; bound: 'time' | 'output' | 'memory'; stderr: string };

/**
 * Runs `line` in a process group of its own, held to `bounds`: past its time or its output, the whole
 * group (kustomize and the helm it runs) is killed; its memory is capped by running it under
 * `prlimit --as` (`prlimit`: the program's absolute path, undefined where there is none, as on macOS)
 * and GOMEMLIMIT, which makes Go's collector work before the cap is reached.
 */
export function runBounded(line: CommandLine, bounds: RenderBounds): Promise<BoundedResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(line.command, line.args, { env: line.env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    let stdoutBytes = 0;
    let stderrBytes = 0;
    let hit: 'time' | 'output' | undefined;
    const stop = (bound: 'time' | 'output') => {
      hit ??= bound;
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // Already gone (the group ended between the bound and the kill), or some of it is not ours to signal (sudo's own process), which ends with its command.
      }
    };
    const timer = setTimeout(() => stop('time'), bounds.timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => {
      stdoutBytes += chunk.length;
      if (stdoutBytes > bounds.outputBytes) stop('output');
      else stdout.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderrBytes < STDERR_KEPT) stderr.push(chunk.subarray(0, STDERR_KEPT - stderrBytes));
      stderrBytes += chunk.length;
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const errorText = Buffer.concat(stderr).toString('utf8').trim();
      if (hit) resolve({ ended: 'bound', bound: hit, stderr: errorText });
      // Go's runtime, refused memory under the cap: `fatal error: out of memory`.
      else if (code !== 0 && /^fatal error: (runtime: )?out of memory/m.test(errorText))
        resolve({ ended: 'bound', bound: 'memory', stderr: errorText });
      else if (code !== 0) resolve({ ended: 'failed', stderr: errorText, code, signal });
      else resolve({ ended: 'ok', stdout: Buffer.concat(stdout).toString('utf8') });
    });
  });
}

/** `line` with its memory capped: under prlimit where there is one, and with GOMEMLIMIT at three quarters of the cap. */
export function memoryBounded(line: CommandLine, bounds: RenderBounds, prlimit: string | undefined): CommandLine {
  const env = { ...line.env, GOMEMLIMIT: `${Math.floor((bounds.memoryBytes * 3) / 4 / (1024 * 1024))}MiB` };
  if (prlimit === undefined) return { ...line, env };
  return { command: prlimit, args: [`--as=${bounds.memoryBytes}`, '--', line.command, ...line.args], env };
}

/** What a bound that was hit means, for a message: `did not finish within 120 s`. */
export function boundMessage(bound: 'time' | 'output' | 'memory', bounds: RenderBounds): string {
  if (bound === 'time') return `did not finish within ${bounds.timeoutMs / 1000} s, its time bound, and was stopped`;
  if (bound === 'output')
    return `wrote more than ${mebibytes(bounds.outputBytes)} MiB, its output bound, and was stopped`;
  return `ran out of memory under its bound of ${mebibytes(bounds.memoryBytes)} MiB`;
}
