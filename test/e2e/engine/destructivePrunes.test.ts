// No data lost without consent: a deploy that would prune a Namespace (and so everything in it) or a
// CustomResourceDefinition (and so every custom resource of it) is refused before it writes anything,
// naming what it would take; with allow-destructive-prunes it goes ahead. A preview shows the caution.
import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { renderMarkdown } from '../../../src/report/markdownReport.ts';
import { createTestNamespace, type TestNamespace } from '../../cluster/testNamespace.ts';
import { configMap, engine, engineError, getLive, kubectl, kubectlOk, listNames, type Manifest, writeSet } from './harness.ts';

describe('prunes that take more with them', () => {
  let ns: TestNamespace;
  const extra: string[][] = [];
  beforeEach(async () => {
    ns = await createTestNamespace(inject('kubeconfigPath'), 'consent');
  });
  afterEach(async () => {
    for (const what of extra.splice(0)) await kubectl(['delete', '--ignore-not-found', '--wait=false', ...what]);
    await ns.delete();
  });

  it('refuses to prune a Namespace without consent, saying what it holds, and prunes it with consent', async () => {
    const payments = `payments-${randomBytes(4).toString('hex')}`;
    extra.push(['namespace', payments]);
    const inputs = { applyset: 'set', namespace: ns.name };
    const namespace: Manifest = { apiVersion: 'v1', kind: 'Namespace', metadata: { name: payments } };
    await engine('apply', await writeSet([configMap('app', ns.name), namespace, configMap('ledger', payments)]), inputs);
    // What others keep there, outside the set.
    for (const name of ['a', 'b', 'c']) await kubectlOk(['create', 'configmap', name, '-n', payments]);
    await kubectlOk(['create', 'secret', 'generic', 'token', '-n', payments, '--from-literal=k=v']);

    const without = await writeSet([configMap('app', ns.name)]);
    const preview = await engine('preview', without, inputs);
    expect(preview.objects.find((o) => o.kind === 'Namespace')).toMatchObject({ action: 'prune', destroys: 'holds 4 objects that are not in this set' });
    const markdown = renderMarkdown(preview);
    expect(markdown).toMatch(/^> \[!CAUTION\]\n> \*\*1 prune takes more with it: a deploy does it only with consent\*\*/m);
    expect(markdown).toContain(`> - \`namespace/${payments}\` holds 4 objects that are not in this set`);

    const parentBefore = (await getLive('secret', ns.name, 'set'))?.metadata.resourceVersion;
    const refused = await engineError('apply', without, inputs);
    expect(refused).toContain(`no consent to it; nothing was written: namespace/${payments} holds 4 objects that are not in this set`);
    expect(refused).toContain('allow-destructive-prunes');
    expect(await listNames('configmap', payments)).toEqual(['a', 'b', 'c', 'ledger']);
    expect((await getLive('secret', ns.name, 'set'))?.metadata.resourceVersion).toBe(parentBefore);

    const allowed = await engine('apply', without, { ...inputs, 'allow-destructive-prunes': 'Namespace' });
    expect(allowed.objects.filter((o) => o.result === 'pruned').map((o) => `${o.kind}/${o.name}`).sort()).toEqual(['ConfigMap/ledger', `Namespace/${payments}`]);
    expect(allowed.destructiveConsent).toBe('allow-destructive-prunes: Namespace');
    expect(await getLive('namespace', undefined, payments)).toBeUndefined();
  });

  it('refuses to prune a CRD without consent, counting its custom resources, and prunes it with consent', async () => {
    const group = `${ns.name}.example.com`;
    const crdName = `gizmos.${group}`;
    extra.push(['customresourcedefinition', crdName]);
    const crd: Manifest = {
      apiVersion: 'apiextensions.k8s.io/v1',
      kind: 'CustomResourceDefinition',
      metadata: { name: crdName },
      spec: {
        group,
        scope: 'Namespaced',
        names: { kind: 'Gizmo', plural: 'gizmos' },
        versions: [{ name: 'v1', served: true, storage: true, schema: { openAPIV3Schema: { type: 'object', 'x-kubernetes-preserve-unknown-fields': true } } }],
      },
    };
    const gizmo = (name: string): Manifest => ({ apiVersion: `${group}/v1`, kind: 'Gizmo', metadata: { name, namespace: ns.name } });
    const inputs = { applyset: 'set', namespace: ns.name };
    await engine('apply', await writeSet([configMap('app', ns.name), crd, gizmo('one'), gizmo('two')]), inputs);
    // Someone else's custom resource of the same kind.
    await kubectlOk(['create', '-f', await writeSet([gizmo('theirs')])]);

    const without = await writeSet([configMap('app', ns.name)]);
    const refused = await engineError('apply', without, inputs);
    expect(refused).toContain(`customresourcedefinition.apiextensions.k8s.io/${crdName} has 3 custom resources, 2 of them in this set`);
    expect((await kubectlOk(['get', `gizmos.${group}`, '-n', ns.name, '-o', 'name'])).trim().split('\n').sort()).toEqual([`gizmo.${group}/one`, `gizmo.${group}/theirs`, `gizmo.${group}/two`]);

    const allowed = await engine('apply', without, { ...inputs, 'allow-destructive-prunes': 'crd' });
    expect(allowed.objects.filter((o) => o.result === 'pruned').map((o) => `${o.kind}/${o.name}`).sort()).toEqual([`CustomResourceDefinition/${crdName}`, 'Gizmo/one', 'Gizmo/two']);
    expect(await getLive('customresourcedefinition', undefined, crdName)).toBeUndefined();
  });
});
