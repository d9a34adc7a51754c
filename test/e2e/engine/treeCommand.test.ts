// `tree` through the CLI on the test cluster: a set of three kinds (one cluster-scoped) deployed by apply,
// its members under their kinds as text and as -o json, found as prune finds them.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { runCommand } from '../../cluster/runCommand.ts';
import { createTestNamespace, type TestNamespace } from '../../cluster/testNamespace.ts';
import { configMap, engine, writeSet } from './harness.ts';
import { CLI_ENTRY as cli } from '../../cluster/testedBuild.ts';

describe('tree', () => {
  let ns: TestNamespace;
  const run = (...args: string[]) =>
    runCommand(process.execPath, [cli, ...args, '--kubeconfig', inject('kubeconfigPath')]);

  beforeAll(async () => {
    ns = await createTestNamespace(inject('kubeconfigPath'), 'tree');
    const role = {
      apiVersion: 'rbac.authorization.k8s.io/v1',
      kind: 'ClusterRole',
      metadata: { name: `${ns.name}-reader` },
      rules: [],
    };
    const secret = {
      apiVersion: 'v1',
      kind: 'Secret',
      metadata: { name: 'token', namespace: ns.name },
      stringData: { key: 'value' },
    };
    await engine('apply', await writeSet([configMap('b', ns.name), configMap('a', ns.name), secret, role]), {
      applyset: 'shop',
      namespace: ns.name,
    });
  });
  afterAll(async () => {
    // The ClusterRole is outside the namespace: delete removes it with the rest of the set.
    await run('delete', '--applyset', 'shop', '-n', ns.name, '--yes');
    await ns?.delete();
  });

  it('prints each kind, then its members indented', async () => {
    const text = await run('tree', '--applyset', 'shop', '-n', ns.name);
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toMatch(
      new RegExp(`^ApplySet secret/shop in namespace ${ns.name} \\(applyset-[\\w-]+-v1\\): 4 members of 3 kinds\\n`),
    );
    expect(text.stdout.split('\n').slice(1).join('\n')).toBe(
      [
        'ConfigMap',
        `  ${ns.name}/a`,
        `  ${ns.name}/b`,
        'Secret',
        `  ${ns.name}/token`,
        'ClusterRole.rbac.authorization.k8s.io',
        `  ${ns.name}-reader`,
        '',
      ].join('\n'),
    );
  });

  it('answers -o json with the kinds and their members, its schema version and command', async () => {
    const json = await run('tree', '--applyset', 'shop', '-n', ns.name, '-o', 'json');
    expect(json.code, json.stderr).toBe(0);
    const document = JSON.parse(json.stdout) as Record<string, unknown>;
    expect(document).toMatchObject({
      schemaVersion: 1,
      command: 'tree',
      applyset: { kind: 'Secret', name: 'shop', namespace: ns.name, tooling: 'ours' },
      warnings: [],
    });
    expect(document['kinds']).toEqual([
      {
        kind: 'ConfigMap',
        group: '',
        members: [
          { namespace: ns.name, name: 'a' },
          { namespace: ns.name, name: 'b' },
        ],
      },
      { kind: 'Secret', group: '', members: [{ namespace: ns.name, name: 'token' }] },
      {
        kind: 'ClusterRole',
        group: 'rbac.authorization.k8s.io',
        members: [{ namespace: '', name: `${ns.name}-reader` }],
      },
    ]);
    expect(document['requests']).toBeGreaterThan(0);
  });

  it('fails on a set that does not exist, with the error as JSON', async () => {
    const failed = await run('tree', '--applyset', 'nothing', '-n', ns.name, '-o', 'json');
    expect(failed.code).toBe(1);
    expect(JSON.parse(failed.stdout)).toMatchObject({
      schemaVersion: 1,
      command: 'tree',
      error: { message: expect.stringContaining('no ApplySet parent') },
    });
  });
});
