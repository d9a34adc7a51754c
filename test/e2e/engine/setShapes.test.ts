import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createTestNamespace, type TestNamespace } from '../../cluster/testNamespace.ts';
import {
  configMap,
  engine,
  engineError,
  getLive,
  kubectl,
  listNames,
  summaryOf,
  writeSet,
  type Manifest,
} from './harness.ts';

function crd(
  group: string,
  scope: 'Namespaced' | 'Cluster',
  kind: string,
  plural: string,
  labels: Record<string, string> = {},
): Manifest {
  return {
    apiVersion: 'apiextensions.k8s.io/v1',
    kind: 'CustomResourceDefinition',
    metadata: { name: `${plural}.${group}`, labels },
    spec: {
      group,
      scope,
      names: { kind, plural },
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
}

describe('sets of every shape', () => {
  let ns: TestNamespace;
  let other: TestNamespace;
  beforeEach(async () => {
    ns = await createTestNamespace(inject('kubeconfigPath'), 'shape');
    other = await createTestNamespace(inject('kubeconfigPath'), 'shape-other');
  });
  afterEach(async () => {
    await ns.delete();
    await other.delete();
  });

  it('a CRD and its custom resources in one set: the first run succeeds, and removing both prunes both once the CRD prune is consented to', async () => {
    const group = `${ns.name}.example.com`;
    const widget = (name: string) => ({
      apiVersion: `${group}/v1`,
      kind: 'Widget',
      metadata: { name, namespace: ns.name },
      spec: { size: 3 },
    });
    const dir = await writeSet([
      widget('w1'),
      crd(group, 'Namespaced', 'Widget', 'widgets'),
      widget('w2'),
      configMap('a', ns.name),
    ]);

    const preview = await engine('preview', dir, { applyset: 'set', namespace: ns.name });
    expect(preview.objects.filter((o) => o.kind === 'Widget').map((o) => o.reason)).toEqual([
      expect.stringContaining('CustomResourceDefinition is created by this apply'),
      expect.stringContaining('CustomResourceDefinition is created by this apply'),
    ]);
    const applied = await engine('apply', dir, { applyset: 'set', namespace: ns.name });
    expect(summaryOf(applied)).toEqual({ create: 4, update: 0, replace: 0, unchanged: 0, prune: 0, keep: 0 });
    expect(await listNames(`widgets.${group}`, ns.name)).toEqual(['w1', 'w2']);
    // Fields reach the server as written, including those whose JSON names typed client models rename or drop.
    const liveCrd = JSON.parse((await kubectl(['get', 'crd', `widgets.${group}`, '-o', 'json'])).stdout) as {
      spec: { versions: { schema: { openAPIV3Schema: Record<string, unknown> } }[] };
    };
    expect(liveCrd.spec.versions[0]?.schema.openAPIV3Schema['x-kubernetes-preserve-unknown-fields']).toBe(true);
    expect(
      JSON.parse((await kubectl(['get', `widgets.${group}`, 'w1', '-n', ns.name, '-o', 'json'])).stdout).spec,
    ).toEqual({ size: 3 });

    // A CRD's prune takes every custom resource of it, cluster-wide: refused without consent, nothing written.
    const rest = await writeSet([configMap('a', ns.name)]);
    expect(await engineError('apply', rest, { applyset: 'set', namespace: ns.name })).toContain(
      `customresourcedefinition.apiextensions.k8s.io/widgets.${group} has 2 custom resources, 2 of them in this set`,
    );
    expect(await listNames(`widgets.${group}`, ns.name)).toEqual(['w1', 'w2']);

    const pruned = await engine('apply', rest, {
      applyset: 'set',
      namespace: ns.name,
      'allow-destructive-prunes': 'CustomResourceDefinition',
    });
    expect(pruned.objects.filter((o) => o.action === 'prune').map((o) => `${o.kind}/${o.name}`)).toEqual([
      'Widget/w1',
      'Widget/w2',
      `CustomResourceDefinition/widgets.${group}`,
    ]);
    expect(await getLive('crd', undefined, `widgets.${group}`)).toBeUndefined();
  });

  it('spans two namespaces and a cluster-scoped object; shrinking to one namespace prunes the other', async () => {
    const role = {
      apiVersion: 'rbac.authorization.k8s.io/v1',
      kind: 'ClusterRole',
      metadata: { name: `${ns.name}-reader` },
      rules: [],
    };
    const wide = await writeSet([configMap('here', undefined), configMap('there', other.name), role]);
    await engine('apply', wide, { applyset: 'set', namespace: ns.name });
    const parent = await getLive('secret', ns.name, 'set');
    expect(parent?.metadata.annotations?.['applyset.kubernetes.io/additional-namespaces']).toBe(other.name);
    expect(parent?.metadata.annotations?.['applyset.kubernetes.io/contains-group-kinds']).toBe(
      'ClusterRole.rbac.authorization.k8s.io,ConfigMap',
    );

    const narrow = await engine('apply', await writeSet([configMap('here', undefined), role]), {
      applyset: 'set',
      namespace: ns.name,
    });
    expect(narrow.objects.filter((o) => o.action === 'prune').map((o) => `${o.namespace}/${o.name}`)).toEqual([
      `${other.name}/there`,
    ]);
    expect(await listNames('configmap', other.name)).toEqual([]);
    expect(await getLive('clusterrole', undefined, `${ns.name}-reader`)).toBeDefined();
    const narrowed = await getLive('secret', ns.name, 'set');
    expect(narrowed?.metadata.annotations?.['applyset.kubernetes.io/additional-namespaces']).toBe('');
    await kubectl(['delete', 'clusterrole', `${ns.name}-reader`]);
  });

  it('a run with nothing to apply or prune still narrows a parent that records more than the manifests hold', async () => {
    const wide = await writeSet([configMap('here', undefined), configMap('there', other.name)]);
    await engine('apply', wide, { applyset: 'set', namespace: ns.name });
    // Gone out of band: the next run has no member there to prune, and every object it applies is unchanged.
    await kubectl(['delete', 'configmap', 'there', '-n', other.name]);

    const outcome = await engine('apply', await writeSet([configMap('here', undefined)]), {
      applyset: 'set',
      namespace: ns.name,
    });
    expect(summaryOf(outcome)).toEqual({ create: 0, update: 0, replace: 0, unchanged: 1, prune: 0, keep: 0 });
    const narrowed = await getLive('secret', ns.name, 'set');
    expect(narrowed?.metadata.annotations?.['applyset.kubernetes.io/additional-namespaces']).toBe('');
  });

  it('a cluster-scoped custom-resource parent: members need a namespace, and may span several', async () => {
    const group = `${ns.name}.example.com`;
    await kubectl([
      'create',
      '-f',
      await writeSet([
        crd(group, 'Cluster', 'Release', 'releases', { 'applyset.kubernetes.io/is-parent-type': 'true' }),
      ]),
    ]);
    await kubectl(['wait', '--for=condition=Established', `crd/releases.${group}`]);
    const parentRef = `releases.v1.${group}/prod`;

    expect(await engineError('apply', await writeSet([configMap('a', ns.name)]), { applyset: parentRef })).toContain(
      'does not exist',
    );
    await kubectl([
      'create',
      '-f',
      await writeSet([{ apiVersion: `${group}/v1`, kind: 'Release', metadata: { name: 'prod' } }]),
    ]);

    const homeless = await engineError('apply', await writeSet([configMap('a', undefined)]), { applyset: parentRef });
    expect(homeless).toContain(
      'ConfigMap a is namespaced but has no namespace, and the ApplySet parent is cluster-scoped',
    );

    const outcome = await engine('apply', await writeSet([configMap('a', ns.name), configMap('b', other.name)]), {
      applyset: parentRef,
    });
    expect(outcome.applyset.parent).toEqual({ group, kind: 'Release', namespace: '', name: 'prod' });
    const parent = await getLive(`releases.${group}`, undefined, 'prod');
    expect(parent?.metadata.annotations?.['applyset.kubernetes.io/additional-namespaces']).toBe(
      [ns.name, other.name].sort().join(','),
    );
    await kubectl(['delete', 'crd', `releases.${group}`]);
  });

  it('refuses a custom kind whose CRD does not opt in as a parent type', async () => {
    const group = `${ns.name}.example.com`;
    await kubectl(['create', '-f', await writeSet([crd(group, 'Namespaced', 'Thing', 'things')])]);
    await kubectl(['wait', '--for=condition=Established', `crd/things.${group}`]);
    const message = await engineError('apply', await writeSet([configMap('a', ns.name)]), {
      applyset: `things.${group}/x`,
      namespace: ns.name,
    });
    expect(message).toContain(`Thing.${group} cannot be an ApplySet parent`);
    expect(message).toContain('applyset.kubernetes.io/is-parent-type');
    await kubectl(['delete', 'crd', `things.${group}`]);
  });
});
