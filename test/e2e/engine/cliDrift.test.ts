// `applyset-action drift` as a script on a schedule uses it: exit 0 when the cluster matches the
// manifests, 2 when it has drifted (terraform plan -detailed-exitcode's convention), 1 on an error,
// drifted or not.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { runCommand } from '../../cluster/runCommand.ts';
import { createTestNamespace, type TestNamespace } from '../../cluster/testNamespace.ts';
import { configMap, kubectlOk, writeSet } from './harness.ts';
import { CLI_ENTRY as cli } from '../../cluster/testedBuild.ts';

describe("the CLI's drift check", () => {
  let ns: TestNamespace;
  let set: string;
  const drift = (dir: string) =>
    runCommand(process.execPath, [
      cli,
      'drift',
      '--applyset',
      'set',
      '-n',
      ns.name,
      '-f',
      dir,
      '--kubeconfig',
      inject('kubeconfigPath'),
    ]);

  beforeAll(async () => {
    ns = await createTestNamespace(inject('kubeconfigPath'), 'cli-drift');
    set = await writeSet([configMap('a', ns.name, { level: 'info' }), configMap('b', ns.name)]);
    const applied = await runCommand(process.execPath, [
      cli,
      'apply',
      '--applyset',
      'set',
      '-n',
      ns.name,
      '-f',
      set,
      '--kubeconfig',
      inject('kubeconfigPath'),
    ]);
    expect(applied.code, applied.stderr).toBe(0);
  });
  afterAll(() => ns?.delete());

  it('exits 0 when the cluster matches the manifests', async () => {
    const check = await drift(set);
    expect(check.code, check.stderr).toBe(0);
    expect(check.stderr).toContain(`no drift: ApplySet secret/set in namespace ${ns.name} matches the manifests`);
  });

  it('exits 2 when the cluster has drifted, and says how', async () => {
    await kubectlOk(['patch', 'configmap', 'a', '-n', ns.name, '--type=merge', '-p', '{"data":{"level":"debug"}}']);
    await kubectlOk(['delete', 'configmap', 'b', '-n', ns.name]);

    const check = await drift(set);

    expect(check.code, check.stderr).toBe(2);
    expect(check.stderr).toMatch(
      new RegExp(
        `^drift: ApplySet secret/set in namespace ${ns.name} differs from the manifests: 1 to create, 1 to update, 0 to prune`,
        'm',
      ),
    );
    expect(check.stdout).toContain('configmap/a');
  });

  it('exits 1 on an error, also when the cluster has drifted', async () => {
    await kubectlOk(['patch', 'configmap', 'a', '-n', ns.name, '--type=merge', '-p', '{"data":{"level":"trace"}}']);
    const unknown = { apiVersion: 'example.com/v1', kind: 'Gadget', metadata: { name: 'g', namespace: ns.name } };
    const check = await drift(
      await writeSet([configMap('a', ns.name, { level: 'info' }), configMap('b', ns.name), unknown]),
    );

    expect(check.code, check.stderr).toBe(1);
    expect(check.stderr).toMatch(/^error: .*the cluster does not serve Gadget in example\.com\/v1/m);
  });
});
