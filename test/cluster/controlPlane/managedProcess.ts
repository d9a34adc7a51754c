import { spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';

/** How a process ended: its exit code, or the signal that killed it. */
export type ExitStatus = { code: number | null; signal: NodeJS.Signals | null };

/** A long-running child process whose output goes to a log file. */
export interface ManagedProcess {
  readonly name: string;
  readonly pid: number;
  /** The exit status once the process has exited; undefined while it runs. */
  exitStatus(): ExitStatus | undefined;
  /** SIGTERM, then SIGKILL if it is still running after `graceMs`; resolves once it has exited. */
  stop(graceMs: number): Promise<void>;
  /** The last lines of the log, for error messages. */
  logTail(lines?: number): Promise<string>;
}

export async function startProcess(
  name: string,
  command: string,
  args: readonly string[],
  logPath: string,
): Promise<ManagedProcess> {
  const log = openSync(logPath, 'a');
  const child = spawn(command, args, { stdio: ['ignore', log, log] });
  // The child holds its own copy of the descriptor.
  closeSync(log);

  let status: ExitStatus | undefined;
  const exited = new Promise<ExitStatus>((resolve) => {
    child.once('exit', (code, signal) => {
      status = { code, signal };
      resolve(status);
    });
  });
  const spawned = new Promise<number>((resolve, reject) => {
    child.once('spawn', () => {
      // Never a made-up pid: signalling -1 would reach every process we may signal.
      if (child.pid === undefined) reject(new Error(`${name}: started without a pid`));
      else resolve(child.pid);
    });
    child.once('error', (error) => reject(new Error(`${name}: could not start ${command}: ${error.message}`)));
  });
  const pid = await spawned;

  const logTail = async (lines = 30): Promise<string> => {
    const text = await readFile(logPath, 'utf8').catch(() => '');
    return text.trimEnd().split('\n').slice(-lines).join('\n');
  };

  const stop = async (graceMs: number): Promise<void> => {
    if (status) return;
    child.kill('SIGTERM');
    const stillRunning = Symbol('still running');
    // Unreferenced: the pending grace timer must not hold the event loop open after the exit.
    const first = await Promise.race([exited, sleep(graceMs, stillRunning, { ref: false })]);
    if (first === stillRunning) {
      child.kill('SIGKILL');
      await exited;
    }
  };

  return { name, pid, exitStatus: () => status, stop, logTail };
}

export function describeExit(status: ExitStatus): string {
  return status.signal ? `was killed by ${status.signal}` : `exited with code ${status.code}`;
}
