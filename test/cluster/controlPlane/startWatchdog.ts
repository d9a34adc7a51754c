import { spawn } from 'node:child_process';
import { Socket } from 'node:net';
import { fileURLToPath } from 'node:url';

/** The parent's side of watchdog.ts: what to clean up should this process die without doing it itself. */
export interface Watchdog {
  watchProcess(pid: number): void;
  forgetProcess(pid: number): void;
  watchDirectory(path: string): void;
  forgetDirectory(path: string): void;
  /** Ends the watchdog; it cleans up whatever is still watched, so forget what was cleaned up first. */
  close(): void;
}

const script = fileURLToPath(new URL('./watchdog.ts', import.meta.url));

export function startWatchdog(graceMs: number): Watchdog {
  const child = spawn(process.execPath, [script, String(graceMs)], {
    // Its own session: a Ctrl-C in the terminal must not kill it before it has cleaned up.
    detached: true,
    stdio: ['pipe', 'ignore', 'ignore'],
  });
  child.on('error', () => {
    // Without a watchdog an abrupt death may leave processes behind; an orderly stop() still works.
  });
  const input = child.stdin;
  input?.on('error', () => {
    // The watchdog is gone (see above); nothing to tell it any more.
  });
  // Neither the watchdog nor the pipe to it may keep this process alive: its death is what the pipe reports.
  child.unref();
  if (input instanceof Socket) input.unref();

  const send = (line: string): void => {
    if (input?.writable) input.write(`${line}\n`);
  };
  return {
    watchProcess: (pid) => send(`watch-pid ${pid}`),
    forgetProcess: (pid) => send(`forget-pid ${pid}`),
    watchDirectory: (path) => send(`watch-dir ${path}`),
    forgetDirectory: (path) => send(`forget-dir ${path}`),
    close: () => input?.end(),
  };
}
