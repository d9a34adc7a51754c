// `delete` when a member outlives --timeout (docs/cli.md): a finalizer holds one member, so the command
// exits 1 saying what is not gone and that the parent is kept; the parent (and with it the set) stays, so
// once the finalizer is removed a second delete finds the set and completes.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { runCommand } from '../../cluster/runCommand.ts';
import { createTestNamespace, type TestNamespace } from '../../cluster/testNamespace.ts';
import { configMap, getLive, kubectl, kubectlOk, writeSet } from './harness.ts';
import { CLI_ENTRY as cli } from '../../cluster/testedBuild.ts';

describe('delete with a member that outlives --timeout', () => {
  let ns: TestNamespace;
  const run = (...args: string[]) =>
    runCommand(process.execPath, [
      cli,
      ...args,
      '--applyset',
      'held',
      '-n',
      ns.name,
      '--kubeconfig',
      inject('kubeconfigPath'),
    ]);
  const release = () =>
    kubectl([
      'patch',
      'configmap',
      'stuck',
      '-n',
      ns.name,
      '--type=json',
      '-p',
      '[{"op":"remove","path":"/metadata/finalizers"}]',
    ]);

  beforeAll(async () => {
    ns = await createTestNamespace(inject('kubeconfigPath'), 'delete-timeout');
  });
  afterAll(async () => {
    // Whatever the test reached, the finalizer must not keep the namespace.
    if (ns) await release();
    await ns?.delete();
  });

  it('exits 1 and keeps the parent; with the finalizer gone, a second delete completes', async () => {
    const applied = await run('apply', '-f', await writeSet([configMap('stuck', ns.name), configMap('free', ns.name)]));
    expect(applied.code, applied.stderr).toBe(0);
    await kubectlOk([
      'patch',
      'configmap',
      'stuck',
      '-n',
      ns.name,
      '--type=merge',
      '-p',
      '{"metadata":{"finalizers":["example.com/hold"]}}',
    ]);

    const timedOut = await run('delete', '--yes', '--timeout', '2s');
    expect(timedOut.code).toBe(1);
    expect(timedOut.stderr).toMatch(
      /error: 1 deleted object is not gone within 2(\.0)?s \(configmap\/stuck[^)]*\); the parent is kept/,
    );
    expect(timedOut.stderr).toContain('run delete again once they are gone');
    expect(await getLive('secret', ns.name, 'held')).toBeDefined();
    expect(await getLive('configmap', ns.name, 'free')).toBeUndefined();
    expect(
      await kubectlOk(['get', 'configmap', 'stuck', '-n', ns.name, '-o', 'jsonpath={.metadata.deletionTimestamp}']),
    ).not.toBe('');
    // The lock is given back: the second delete is not refused for it.
    expect(await getLive('lease', ns.name, 'applyset-lock.secret.held')).toBeUndefined();

    expect((await release()).code).toBe(0);
    const deleted = await run('delete', '--yes', '--timeout', '30s');
    expect(deleted.code, deleted.stderr).toBe(0);
    expect(await getLive('secret', ns.name, 'held')).toBeUndefined();
    expect(await getLive('configmap', ns.name, 'stuck')).toBeUndefined();
    expect(await getLive('lease', ns.name, 'applyset-lock.secret.held')).toBeUndefined();
  });
});
