import { spawn } from 'node:child_process';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createTestNamespace, type TestNamespace } from '../../cluster/testNamespace.ts';
import { configMap, engine, getLive, listNames, writeSet } from './harness.ts';
import { CLI_ENTRY as cli } from '../../cluster/testedBuild.ts';

describe('a run killed part way', () => {
  let ns: TestNamespace;
  let other: TestNamespace;
  beforeEach(async () => {
    ns = await createTestNamespace(inject('kubeconfigPath'), 'killed');
    other = await createTestNamespace(inject('kubeconfigPath'), 'killed-other');
  });
  afterEach(async () => {
    await ns.delete();
    await other.delete();
  });

  it('leaks nothing: the next run, with a smaller set, prunes what the killed run applied and what it had not yet pruned', async () => {
    const inputs = { applyset: 'set', namespace: ns.name };
    await engine('apply', await writeSet([0, 1, 2].map((i) => configMap(`old-${i}`, ns.name))), inputs);

    // The killed run adds a namespace and a kind to the set, so only a widened parent lets the next run find them.
    const secret = {
      apiVersion: 'v1',
      kind: 'Secret',
      metadata: { name: 'new-secret', namespace: other.name },
      stringData: { k: 'v' },
    };
    const big = await writeSet([secret, ...Array.from({ length: 300 }, (_, i) => configMap(`new-${i}`, other.name))]);
    // Without the lock: a killed holder's Lease would make the next run wait out its 30 s (applySetLock.test covers that); what is tested is the parent.
    const child = spawn(
      process.execPath,
      [
        cli,
        'apply',
        '--applyset',
        'set',
        '-n',
        ns.name,
        '-f',
        big,
        '--kubeconfig',
        inject('kubeconfigPath'),
        '--max-requests-in-flight',
        '1',
        '--lock=false',
      ],
      {
        stdio: 'ignore',
      },
    );
    const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
    let applied: string[] = [];
    while (applied.length === 0) {
      applied = await listNames('configmap', other.name);
    }
    child.kill('SIGKILL');
    await exited;

    // Killed while applying: some of the new set applied, nothing of the old set pruned, parent widened.
    expect((await listNames('configmap', other.name)).length).toBeLessThan(300);
    expect(await listNames('configmap', ns.name)).toEqual(['old-0', 'old-1', 'old-2']);
    const parent = await getLive('secret', ns.name, 'set');
    expect(parent?.metadata.annotations?.['applyset.kubernetes.io/additional-namespaces']).toBe(other.name);
    expect(parent?.metadata.annotations?.['applyset.kubernetes.io/contains-group-kinds']).toBe('ConfigMap,Secret');

    const outcome = await engine('apply', await writeSet([configMap('final', ns.name)]), inputs);
    expect(outcome.summary.create).toBe(1);
    expect(await listNames('configmap', ns.name)).toEqual(['final']);
    expect(await listNames('configmap', other.name)).toEqual([]);
    expect(await getLive('secret', other.name, 'new-secret')).toBeUndefined();
    const narrowed = await getLive('secret', ns.name, 'set');
    expect(narrowed?.metadata.annotations?.['applyset.kubernetes.io/contains-group-kinds']).toBe('ConfigMap');
    expect(narrowed?.metadata.annotations?.['applyset.kubernetes.io/additional-namespaces']).toBe('');
  });
});
