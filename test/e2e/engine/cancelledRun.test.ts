// GitHub cancels a run with SIGINT, then SIGTERM: the CLI stops within seconds, releases the lock,
// leaves the parent widened, and reports `cancelled` with every object done so far, streamed as done,
// and in the parent's deploy history.
import { spawn } from 'node:child_process';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { HISTORY_ANNOTATION } from '../../../src/applyset/deployHistory.ts';
import { createTestNamespace, type TestNamespace } from '../../cluster/testNamespace.ts';
import { configMap, engine, getLive, listNames, writeSet } from './harness.ts';
import { CLI_ENTRY as cli } from '../../cluster/testedBuild.ts';

interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
  /** From the first signal to the exit. */
  stoppedInMs: number;
}

/** Runs the CLI, and signals it (SIGINT, then SIGTERM a second later) once `ready` says so. */
async function cancelWhen(args: string[], ready: () => Promise<boolean>): Promise<Finished> {
  const child = spawn(process.execPath, [cli, ...args, '--kubeconfig', inject('kubeconfigPath')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  while (!(await ready())) {
    if (child.exitCode !== null) throw new Error(`the run ended before it could be cancelled:\n${stderr}`);
  }
  const signalled = Date.now();
  child.kill('SIGINT');
  const second = setTimeout(() => child.kill('SIGTERM'), 1000);
  const code = await exited;
  clearTimeout(second);
  return { code, stdout, stderr, stoppedInMs: Date.now() - signalled };
}

/** Within seconds: the 3 s requests in flight get, and generous room for a busy machine. */
const STOPS_WITHIN_MS = 15_000;
const lastLine = (text: string) => text.trimEnd().split('\n').at(-1) ?? '';

describe('a run cancelled part way by a signal', () => {
  let ns: TestNamespace;
  let other: TestNamespace;
  beforeEach(async () => {
    ns = await createTestNamespace(inject('kubeconfigPath'), 'cancel');
    other = await createTestNamespace(inject('kubeconfigPath'), 'cancel-other');
  });
  afterEach(() => Promise.all([ns.delete(), other.delete()]));

  it('mid-apply: stops within seconds, reports exactly what it created, keeps the parent widened, releases the lock', async () => {
    const set = await writeSet(Array.from({ length: 400 }, (_, i) => configMap(`cm-${i}`, other.name)));
    const run = await cancelWhen(
      ['apply', '--applyset', 'set', '-n', ns.name, '-f', set, '--max-requests-in-flight', '2'],
      async () => (await listNames('configmap', other.name)).length >= 20,
    );

    expect(run.code).toBe(130);
    expect(run.stoppedInMs).toBeLessThan(STOPS_WITHIN_MS);
    const live = await listNames('configmap', other.name);
    console.log(
      `cancelled mid-apply: exited ${run.stoppedInMs} ms after SIGINT, ${live.length} of 400 created and reported`,
    );
    expect(live.length).toBeLessThan(400);
    // Every object on the server is reported, as a streamed line (on stdout, as kubectl prints it) and in the final count.
    expect(lastLine(run.stdout)).toMatch(
      new RegExp(`: cancelled after ${live.length} created, 0 configured, 0 pruned, 0 unchanged in `),
    );
    expect(run.stdout.match(/^configmap\/cm-\d+ -n \S+ created$/gm)?.length).toBe(live.length);
    expect(run.stdout).toContain('skipped');
    expect(run.stderr).toContain('error: the apply was cancelled');
    const parent = await getLive('secret', ns.name, 'set');
    expect(parent?.metadata.annotations?.['applyset.kubernetes.io/additional-namespaces']).toBe(other.name);
    // The deploy history says it was cancelled, and what it had done, written once its requests were stopped.
    expect(JSON.parse(parent?.metadata.annotations?.[HISTORY_ANNOTATION] ?? '[]')).toMatchObject([
      { result: 'cancelled', summary: { create: live.length, update: 0, prune: 0, unchanged: 0 } },
    ]);
    expect(await getLive('lease', ns.name, 'applyset-lock.secret.set')).toBeUndefined();

    // The next run finishes the job.
    const next = await engine('apply', set, { applyset: 'set', namespace: ns.name });
    expect(next.summary).toMatchObject({ create: 400 - live.length, unchanged: live.length });
  });

  it('mid-prune: reports exactly what it pruned, and the next run prunes the rest', async () => {
    await engine(
      'apply',
      await writeSet([
        configMap('keep', ns.name),
        ...Array.from({ length: 400 }, (_, i) => configMap(`old-${i}`, other.name)),
      ]),
      { applyset: 'set', namespace: ns.name },
    );
    const small = await writeSet([configMap('keep', ns.name)]);
    const run = await cancelWhen(
      ['apply', '--applyset', 'set', '-n', ns.name, '-f', small, '--max-requests-in-flight', '2'],
      async () => (await listNames('configmap', other.name)).length <= 380,
    );

    expect(run.code).toBe(130);
    expect(run.stoppedInMs).toBeLessThan(STOPS_WITHIN_MS);
    const left = (await listNames('configmap', other.name)).length;
    console.log(
      `cancelled mid-prune: exited ${run.stoppedInMs} ms after SIGINT, ${400 - left} of 400 pruned and reported`,
    );
    expect(left).toBeGreaterThan(0);
    expect(lastLine(run.stdout)).toMatch(
      new RegExp(`: cancelled after 0 created, 0 configured, ${400 - left} pruned, 1 unchanged in `),
    );
    const parent = await getLive('secret', ns.name, 'set');
    expect(parent?.metadata.annotations?.['applyset.kubernetes.io/additional-namespaces']).toBe(other.name);
    expect(JSON.parse(parent?.metadata.annotations?.[HISTORY_ANNOTATION] ?? '[]')).toMatchObject([
      { result: 'healthy', summary: { create: 401 } },
      { result: 'cancelled', summary: { create: 0, update: 0, prune: 400 - left, unchanged: 1 } },
    ]);

    const next = await engine('apply', small, { applyset: 'set', namespace: ns.name });
    expect(next.summary).toMatchObject({ prune: left, unchanged: 1 });
    expect(await listNames('configmap', other.name)).toEqual([]);
    expect(
      (await getLive('secret', ns.name, 'set'))?.metadata.annotations?.['applyset.kubernetes.io/additional-namespaces'],
    ).toBe('');
  });
});
