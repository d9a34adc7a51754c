import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createTestNamespace, type TestNamespace } from '../../cluster/testNamespace.ts';
import { configMap, engine, engineError, getLive, kubectl, snapshot, writeSet } from './harness.ts';

// Each refusal happens before the first write: the message names the object and what to do, and the cluster is as it was.
describe('refused before anything is written', () => {
  let ns: TestNamespace;
  /** The namespace's ConfigMaps and Secrets, which must be exactly `expected`. */
  let state: (expected: string[]) => Promise<string[]>;
  beforeEach(async () => {
    ns = await createTestNamespace(inject('kubeconfigPath'), 'refuse');
    state = (expected) => snapshot(ns.name, expected);
  });
  afterEach(() => ns.delete());

  it('a manifest that already carries the part-of label', async () => {
    const labelled = {
      ...configMap('copied', ns.name),
      metadata: { name: 'copied', labels: { 'applyset.kubernetes.io/part-of': 'applyset-x-v1' } },
    };
    const exists: string[] = [];
    const before = await state(exists);
    const message = await engineError('apply', await writeSet([configMap('fine', ns.name), labelled]), {
      applyset: 'set',
      namespace: ns.name,
    });
    expect(message).toMatch(
      /set\.yaml:\d+: ConfigMap copied already carries the applyset\.kubernetes\.io\/part-of label\. Remove the label/,
    );
    expect(await state(exists)).toEqual(before);
  });

  it('a live object that belongs to another ApplySet', async () => {
    await engine('apply', await writeSet([configMap('shared', ns.name)]), { applyset: 'first', namespace: ns.name });
    const owner = (await getLive('configmap', ns.name, 'shared'))?.metadata.labels?.['applyset.kubernetes.io/part-of'];
    const exists = ['configmap/shared', 'secret/first'];
    const before = await state(exists);
    const message = await engineError(
      'apply',
      await writeSet([configMap('shared', ns.name, { stolen: 'yes' }), configMap('mine', ns.name)]),
      {
        applyset: 'second',
        namespace: ns.name,
      },
    );
    expect(message).toContain(
      `configmap/shared in namespace ${ns.name} already belongs to another ApplySet (applyset.kubernetes.io/part-of=${owner})`,
    );
    expect(message).toContain('remove it from the other set first');
    expect(await state(exists)).toEqual(before);
  });

  it('a parent whose ID label does not match its identity', async () => {
    await kubectl(['create', 'secret', 'generic', 'forged', '-n', ns.name]);
    await kubectl(['label', 'secret', 'forged', '-n', ns.name, 'applyset.kubernetes.io/id=applyset-somebody-else-v1']);
    const exists = ['secret/forged'];
    const before = await state(exists);
    const message = await engineError('apply', await writeSet([configMap('a', ns.name)]), {
      applyset: 'forged',
      namespace: ns.name,
    });
    expect(message).toMatch(
      /secret\/forged in namespace \S+ has applyset\.kubernetes\.io\/id=applyset-somebody-else-v1, but its identity gives applyset-/,
    );
    expect(await state(exists)).toEqual(before);
  });

  it('a parent name taken by an object that is not an ApplySet parent', async () => {
    await kubectl(['create', 'secret', 'generic', 'db-password', '-n', ns.name, '--from-literal=password=hunter2']);
    const exists = ['secret/db-password'];
    const before = await state(exists);
    const message = await engineError('apply', await writeSet([configMap('a', ns.name)]), {
      applyset: 'db-password',
      namespace: ns.name,
    });
    expect(message).toContain('exists but is not an ApplySet parent');
    expect(message).not.toContain('hunter2');
    expect(await state(exists)).toEqual(before);
  });

  it('the same object twice in the manifests, naming both places', async () => {
    const exists: string[] = [];
    const before = await state(exists);
    const message = await engineError(
      'apply',
      await writeSet([configMap('twice', ns.name), configMap('twice', ns.name, { other: 'x' })]),
      { applyset: 'set', namespace: ns.name },
    );
    expect(message).toMatch(
      /set\.yaml:\d+: configmap\/twice in namespace \S+ is defined twice \(also at .*set\.yaml:1\)/,
    );
    expect(await state(exists)).toEqual(before);
  });

  it('a kind the cluster does not serve, with the versions it does serve', async () => {
    const exists: string[] = [];
    const before = await state(exists);
    const wrongVersion = {
      apiVersion: 'apps/v1beta1',
      kind: 'Deployment',
      metadata: { name: 'old', namespace: ns.name },
      spec: {},
    };
    const unknown = { apiVersion: 'example.com/v1', kind: 'Gadget', metadata: { name: 'g', namespace: ns.name } };
    const message = await engineError('apply', await writeSet([configMap('a', ns.name), wrongVersion, unknown]), {
      applyset: 'set',
      namespace: ns.name,
    });
    expect(message).toContain(
      'the cluster does not serve Deployment in apps/v1beta1. Served versions of Deployment.apps: v1',
    );
    expect(message).toContain('the cluster does not serve Gadget in example.com/v1');
    expect(await state(exists)).toEqual(before);
  });

  it('an empty manifest set, unless allow-empty asks to prune everything', async () => {
    await engine('apply', await writeSet([configMap('a', ns.name)]), { applyset: 'set', namespace: ns.name });
    const exists = ['configmap/a', 'secret/set'];
    const before = await state(exists);
    const empty = await writeSet([]);
    const message = await engineError('apply', empty, { applyset: 'set', namespace: ns.name });
    expect(message).toContain('hold no objects');
    expect(message).toContain('allow-empty');
    expect(await state(exists)).toEqual(before);

    const emptied = await engine('apply', empty, { applyset: 'set', namespace: ns.name, 'allow-empty': 'true' });
    expect(emptied.summary.prune).toBe(1);
    expect(await getLive('configmap', ns.name, 'a')).toBeUndefined();
  });

  it('more prunes than max-prunes allows', async () => {
    await engine('apply', await writeSet([configMap('a', ns.name), configMap('b', ns.name), configMap('c', ns.name)]), {
      applyset: 'set',
      namespace: ns.name,
    });
    const exists = ['configmap/a', 'configmap/b', 'configmap/c', 'secret/set'];
    const before = await state(exists);
    const message = await engineError('apply', await writeSet([configMap('a', ns.name)]), {
      applyset: 'set',
      namespace: ns.name,
      'max-prunes': '1',
    });
    expect(message).toContain('this run would prune 2 objects, more than max-prunes (1) allows');
    expect(await state(exists)).toEqual(before);
  });

  it('a field another manager owns, naming the field and the way out', async () => {
    const dir = await writeSet([configMap('contested', ns.name, { mode: 'auto' })]);
    await kubectl([
      'apply',
      '--server-side',
      '--field-manager=ops-team',
      '-n',
      ns.name,
      '-f',
      await writeSet([configMap('contested', ns.name, { mode: 'manual' })]),
    ]);
    const exists = ['configmap/contested'];
    const before = await state(exists);
    const message = await engineError('apply', dir, { applyset: 'set', namespace: ns.name });
    expect(message).toContain('configmap/contested');
    expect(message).toContain('field manager conflict');
    expect(message).toContain('.data.mode');
    expect(message).toContain('ops-team');
    expect(message).toContain('force-conflicts');
    expect(await state(exists)).toEqual(before);
  });
});
