import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { executePlan } from '../../../src/execute/executePlan.ts';
import { ObjectRecords } from '../../../src/outcome/objectRecords.ts';
import { createTestNamespace, type TestNamespace } from '../../cluster/testNamespace.ts';
import {
  actions,
  configMap,
  engine,
  executeOptions,
  getLive,
  kubectlOk,
  listNames,
  planSet,
  writeSet,
} from './harness.ts';

describe('what prune leaves alone, and what it handles quietly', () => {
  let ns: TestNamespace;
  beforeEach(async () => {
    ns = await createTestNamespace(inject('kubeconfigPath'), 'prune');
  });
  afterEach(() => ns.delete());

  /** Applies a and b, then plans a alone, so that the plan prunes b; the test changes b before the plan is carried out. */
  async function planToPruneB() {
    await engine('apply', await writeSet([configMap('a', ns.name), configMap('b', ns.name)]), {
      applyset: 'set',
      namespace: ns.name,
    });
    const { cluster, plan } = await planSet(ns.name, [configMap('a', ns.name)]);
    expect(plan.entries.filter((e) => e.action === 'prune').map((e) => e.ref.name)).toEqual(['b']);
    return { cluster, plan };
  }

  it('does not prune an object owned by something else, even with our label (kubectl would)', async () => {
    const first = await engine('apply', await writeSet([configMap('app', ns.name)]), {
      applyset: 'set',
      namespace: ns.name,
    });
    const owner = await getLive('configmap', ns.name, 'app');
    // What an operator does when it copies its parent's labels onto a child it owns.
    const child = {
      ...configMap('child', ns.name),
      metadata: {
        name: 'child',
        namespace: ns.name,
        labels: { 'applyset.kubernetes.io/part-of': first.applyset.id },
        ownerReferences: [{ apiVersion: 'v1', kind: 'ConfigMap', name: 'app', uid: owner!.metadata.uid }],
      },
    };
    await kubectlOk(['create', '-f', await writeSet([child])]);
    const outcome = await engine('apply', await writeSet([configMap('app', ns.name)]), {
      applyset: 'set',
      namespace: ns.name,
    });
    expect(outcome.summary.prune).toBe(0);
    expect(outcome.warnings.join('\n')).toContain(
      `configmap/child in namespace ${ns.name} carries this ApplySet's label but is owned by ConfigMap/app: not pruned`,
    );
    expect(await listNames('configmap', ns.name)).toEqual(['app', 'child']);
  });

  it('never prunes the parent, even when it carries its own part-of label', async () => {
    const secret = {
      apiVersion: 'v1',
      kind: 'Secret',
      metadata: { name: 'token', namespace: ns.name },
      stringData: { a: 'b' },
    };
    const first = await engine('apply', await writeSet([configMap('a', ns.name), secret]), {
      applyset: 'set',
      namespace: ns.name,
    });
    // What an earlier release let a manifest naming the parent do: the parent labelled as its own member.
    await kubectlOk(['label', 'secret', 'set', '-n', ns.name, `applyset.kubernetes.io/part-of=${first.applyset.id}`]);
    const outcome = await engine('apply', await writeSet([configMap('a', ns.name)]), {
      applyset: 'set',
      namespace: ns.name,
    });
    expect(actions(outcome)).toEqual(['prune Secret/token', 'unchanged ConfigMap/a']);
    expect(outcome.warnings.join('\n')).toContain(`secret/set in namespace ${ns.name} is this ApplySet's parent`);
    expect(await getLive('secret', ns.name, 'set')).toBeDefined();
  });

  it('counts a prune target deleted by someone else after planning as pruned', async () => {
    const { cluster, plan } = await planToPruneB();
    await kubectlOk(['delete', 'configmap', 'b', '-n', ns.name]);
    expect(await getLive('configmap', ns.name, 'b')).toBeUndefined();
    const records = new ObjectRecords();
    await executePlan(
      cluster,
      plan,
      records,
      executeOptions(() => {}),
    );
    const prune = plan.entries.find((entry) => entry.action === 'prune')!;
    expect(records.get(prune)).toEqual({ result: 'pruned' });
  });

  it('does not prune a target re-created by someone else between plan and delete (new UID), and reports it', async () => {
    const { cluster, plan } = await planToPruneB();
    await kubectlOk(['delete', 'configmap', 'b', '-n', ns.name]);
    await kubectlOk(['create', 'configmap', 'b', '-n', ns.name, '--from-literal=owner=someone-else']);
    const records = new ObjectRecords();
    const warnings: string[] = [];
    await executePlan(
      cluster,
      plan,
      records,
      executeOptions((warning) => warnings.push(warning)),
    );
    const prune = plan.entries.find((entry) => entry.action === 'prune')!;
    expect(records.get(prune)).toEqual({
      result: 'skipped',
      message: 'replaced by a new object (another UID) since it was listed; not pruned',
    });
    expect(warnings).toEqual([
      `configmap/b in namespace ${ns.name} was replaced by a new object (another UID) since it was listed; not pruned`,
    ]);
    expect((await getLive('configmap', ns.name, 'b'))?.data).toEqual({ owner: 'someone-else' });
  });

  it('skips a recorded kind whose CRD was deleted, with a warning, instead of failing every later run', async () => {
    const crd = {
      apiVersion: 'apiextensions.k8s.io/v1',
      kind: 'CustomResourceDefinition',
      metadata: { name: `gizmos.${ns.name}.example.com` },
      spec: {
        group: `${ns.name}.example.com`,
        scope: 'Namespaced',
        names: { kind: 'Gizmo', plural: 'gizmos' },
        versions: [
          {
            name: 'v1',
            served: true,
            storage: true,
            schema: { openAPIV3Schema: { type: 'object', 'x-kubernetes-preserve-unknown-fields': true } },
          },
        ],
      },
    };
    await kubectlOk(['create', '-f', await writeSet([crd])]);
    await kubectlOk(['wait', '--for=condition=Established', `crd/gizmos.${ns.name}.example.com`]);
    const gizmo = {
      apiVersion: `${ns.name}.example.com/v1`,
      kind: 'Gizmo',
      metadata: { name: 'g', namespace: ns.name },
    };
    await engine('apply', await writeSet([configMap('a', ns.name), gizmo]), { applyset: 'set', namespace: ns.name });
    await kubectlOk(['delete', 'crd', `gizmos.${ns.name}.example.com`, '--wait=true']);

    const outcome = await engine('apply', await writeSet([configMap('a', ns.name)]), {
      applyset: 'set',
      namespace: ns.name,
    });
    expect(outcome.warnings.join('\n')).toContain(`Gizmo.${ns.name}.example.com, which the cluster no longer serves`);
    const parent = await getLive('secret', ns.name, 'set');
    expect(parent?.metadata.annotations?.['applyset.kubernetes.io/contains-group-kinds']).toBe('ConfigMap');
  });
});
