// A set deletes only what it created (issue 34): an object an admin created before the set, which a
// pull request environment's apply adopted, is left in place by delete (and mode: destroy), which says why.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { runCommand } from '../../cluster/runCommand.ts';
import { createTestNamespace, type TestNamespace } from '../../cluster/testNamespace.ts';
import { configMap, engine, getLive, kubectl, kubectlOk, writeSet } from './harness.ts';
import { CLI_ENTRY as cli } from '../../cluster/testedBuild.ts';

describe('delete of a set that adopted an existing object', () => {
  let ns: TestNamespace;
  let role: string;

  beforeAll(async () => {
    ns = await createTestNamespace(inject('kubeconfigPath'), 'adopted');
    role = `${ns.name}-reader`;
    // The admin's object, as kubectl creates it: no set's label.
    await kubectlOk(['create', 'clusterrole', role, '--verb=get', '--resource=pods']);
  });
  afterAll(async () => {
    await kubectl(['delete', 'clusterrole', role, '--ignore-not-found']);
    await ns?.delete();
  });

  it('leaves the adopted ClusterRole in place, out of the set, and says why; deletes what it created', async () => {
    const clusterRole = {
      apiVersion: 'rbac.authorization.k8s.io/v1',
      kind: 'ClusterRole',
      metadata: { name: role },
      rules: [{ apiGroups: [''], resources: ['pods'], verbs: ['get'] }],
    };
    await engine('apply', await writeSet([clusterRole, configMap('app', ns.name)]), {
      applyset: 'pr-7',
      namespace: ns.name,
    });
    expect(
      (await getLive('clusterrole', undefined, role))?.metadata.labels?.['applyset.kubernetes.io/part-of'],
    ).toBeDefined();

    const result = await runCommand(process.execPath, [
      cli,
      'delete',
      '--applyset',
      'pr-7',
      '-n',
      ns.name,
      '--kubeconfig',
      inject('kubeconfigPath'),
    ]);

    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain(
      `clusterrole.rbac.authorization.k8s.io/${role} left: adopted, not created by this set`,
    );
    const kept = await getLive('clusterrole', undefined, role);
    expect(kept).toBeDefined();
    expect(kept?.metadata.labels?.['applyset.kubernetes.io/part-of']).toBeUndefined();
    expect(kept?.metadata.annotations?.['applyset-action.github.io/adopted']).toBeUndefined();
    expect(await getLive('configmap', ns.name, 'app')).toBeUndefined();
    expect(await getLive('secret', ns.name, 'pr-7')).toBeUndefined();
  });
});
