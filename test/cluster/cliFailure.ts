import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { CLI_ENTRY as cli } from './testedBuild.ts';

/**
 * The promise: a failure to connect or authenticate ends the run within this, past what any run of the
 * CLI takes to start and fail. The timeouts behind it are 2-5 s.
 */
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

let startup: Promise<number> | undefined;

/**
 * What a run of the CLI takes to start and fail with no cluster to try (no kubeconfig at all): loading
 * its TypeScript sources alone took 5.9 s on a loaded machine. Measured once per test file, and again
 * when a run ends within it, as the load of the moment may have changed.
 */
function startupMs(): Promise<number> {
  startup ??= (async () => {
    const { KUBECONFIG: _unset, ...env } = process.env;
    const home = await mkdtemp(join(tmpdir(), 'cli-startup-'));
    const manifest = join(home, 'cm.yaml');
    await writeFile(manifest, 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: cm\n');
    const run = await previewJson(['--applyset', 'baseline', '-n', 'baseline', '-f', manifest], { ...env, HOME: home });
    expect(run.json.error?.message, 'the baseline run fails before any cluster').toMatch(/^no kubeconfig/);
    return run.ms;
  })();
  return startup;
}

/**
 * What every failure to reach or use a cluster looks like: exit 1 within the promise (past the CLI's
 * own start, measured by startupMs), the message (matched whole when a RegExp) on stderr and in the
 * JSON with a hint, no "bug", no stack.
 */
export async function expectSaid(run: CliRun, message: string | RegExp): Promise<void> {
  expect(run.code, run.stderr).toBe(1);
  if (run.ms >= PROMISED_MS) {
    // Over the promise by the clock: only a failure when the CLI's start, measured now, does not explain it.
    startup = undefined;
    const started = await startupMs();
    expect(
      run.ms - started,
      `${Math.round(run.ms)} ms, of which the CLI's start takes ${Math.round(started)} ms`,
    ).toBeLessThan(PROMISED_MS);
  }
  const inJson =
    typeof message === 'string'
      ? (expect.stringContaining(message) as string)
      : (expect.stringMatching(message) as string);
  expect(run.json).toMatchObject({
    schemaVersion: 1,
    command: 'preview',
    error: { message: inJson, hint: expect.any(String) as string },
  });
  if (typeof message === 'string') expect(run.stderr).toContain(`error: ${message}`);
  else expect(run.stderr).toMatch(new RegExp(`^error: ${message.source.replace(/^\^/, '').replace(/\$$/, '')}`, 'm'));
  for (const text of [run.stderr, run.stdout]) {
    expect(text).not.toMatch(/bug/i);
    expect(text).not.toMatch(/^\s+at /m);
  }
}
