import { execFile } from 'node:child_process';
import { expect } from 'vitest';

const cli = new URL('../../src/cli.ts', import.meta.url).pathname;
/** The promise: a failure to connect or authenticate ends the run within this. The timeouts behind it are 2-5 s. */
const PROMISED_MS = 10_000;

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
  ms: number;
  json: { schemaVersion: number; command?: string; error?: { message: string; hint?: string } };
}

/** `applyset-action preview -o json` with these arguments and environment, timed from its start. */
export function previewJson(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<CliRun> {
  const started = performance.now();
  return new Promise((done) => {
    execFile(process.execPath, [cli, 'preview', ...args, '-o', 'json'], { env }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
      done({ code, stdout, stderr, ms: performance.now() - started, json: JSON.parse(stdout) as CliRun['json'] });
    });
  });
}

/**
 * What every failure to reach or use a cluster looks like: exit 1 within the promise, the message
 * (matched whole when a RegExp) on stderr and in the JSON with a hint, no "bug", no stack.
 */
export function expectSaid(run: CliRun, message: string | RegExp): void {
  expect(run.code, run.stderr).toBe(1);
  expect(run.ms).toBeLessThan(PROMISED_MS);
  const inJson = typeof message === 'string' ? expect.stringContaining(message) as string : expect.stringMatching(message) as string;
  expect(run.json).toMatchObject({ schemaVersion: 1, command: 'preview', error: { message: inJson, hint: expect.any(String) as string } });
  if (typeof message === 'string') expect(run.stderr).toContain(`error: ${message}`);
  else expect(run.stderr).toMatch(new RegExp(`^error: ${message.source.replace(/^\^/, '').replace(/\$$/, '')}`, 'm'));
  for (const text of [run.stderr, run.stdout]) {
    expect(text).not.toMatch(/bug/i);
    expect(text).not.toMatch(/^\s+at /m);
  }
}
