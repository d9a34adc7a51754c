// A kind the parent records stops being served in the middle of a run: the CRD this very apply pruned
// is gone, and the API server answers 404 to a LIST of its custom resources (kube-apiserver drops a
// CRD's handler a moment after the CRD is deleted, so whether a run sees it depends on timing; the
// fault proxy makes the moment certain). The narrowing's in-use check must read that as "no member
// left", not fail the deploy after everything was pruned.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startFaultProxy, type FaultProxy } from '../../cluster/faultProxy/faultProxy.ts';
import type {} from '../../cluster/controlPlane/provided.ts';
import { createTestNamespace, type TestNamespace } from '../../cluster/testNamespace.ts';
import { configMap, engine, getLive, kubectl, writeSet, type Manifest } from '../engine/harness.ts';

describe('a recorded kind no longer served when the parent is narrowed', () => {
  let ns: TestNamespace;
  let proxy: FaultProxy;
  let crdName = '';
  beforeAll(async () => {
    ns = await createTestNamespace(inject('kubeconfigPath'), 'kind-gone');
    proxy = await startFaultProxy({ kubeconfigPath: inject('kubeconfigPath') });
  });
  afterAll(async () => {
    await proxy?.close();
    if (crdName) await kubectl(['delete', 'crd', crdName, '--ignore-not-found', '--wait=false']);
    await ns?.delete();
  });

  it("narrows the parent past a 404 from the LIST of a pruned CRD's kind", async () => {
    const group = `${ns.name}.example.com`;
    crdName = `sprockets.${group}`;
    const crd: Manifest = {
      apiVersion: 'apiextensions.k8s.io/v1',
      kind: 'CustomResourceDefinition',
      metadata: { name: crdName },
      spec: {
        group,
        scope: 'Namespaced',
        names: { kind: 'Sprocket', plural: 'sprockets' },
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
    const sprocket: Manifest = {
      apiVersion: `${group}/v1`,
      kind: 'Sprocket',
      metadata: { name: 'one', namespace: ns.name },
    };
    const inputs = {
      applyset: 'set',
      namespace: ns.name,
      'kubeconfig-path': proxy.kubeconfigPath,
      'allow-destructive-prunes': 'CustomResourceDefinition',
    };
    await engine('apply', await writeSet([configMap('app', ns.name), crd, sprocket]), inputs);

    // Once the CRD's delete has been sent, its kind is no longer served.
    const crdDeleted = () =>
      proxy.requests.some(
        (r) =>
          r.request.method === 'DELETE' &&
          r.request.resource === 'customresourcedefinitions' &&
          r.request.name === crdName,
      );
    proxy.setFaults([
      { fault: { kind: 'notFound' }, when: (r) => r.resource === 'sprockets' && r.verb === 'list' && crdDeleted() },
    ]);
    const pruned = await engine('apply', await writeSet([configMap('app', ns.name)]), inputs);

    expect(
      pruned.objects
        .filter((o) => o.result === 'pruned')
        .map((o) => `${o.kind}/${o.name}`)
        .sort(),
    ).toEqual([`CustomResourceDefinition/${crdName}`, 'Sprocket/one']);
    expect(proxy.requests.some((r) => r.fault === 'notFound')).toBe(true);
    const parent = await getLive('secret', ns.name, 'set');
    expect(parent?.metadata.annotations?.['applyset.kubernetes.io/contains-group-kinds']).toBe('ConfigMap');
  });
});
