import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestNamespace, type TestNamespace } from '../../cluster/testNamespace.ts';
import { configMap, engine, kubectl, writeSet } from './harness.ts';

// A manifest may name an object that exists outside the set (an admin's ConfigMap, kube-root-ca.crt):
// its preview says so and shows the fields the manifest sets, never the live object's content,
// which a pull request's author could not read otherwise.
describe('the preview of an existing object that is not a member', () => {
  let ns: TestNamespace;
  beforeAll(async () => {
    ns = await createTestNamespace(inject('kubeconfigPath'), 'adopt-preview');
    const created = await kubectl([
      'create',
      'configmap',
      'settings',
      '-n',
      ns.name,
      '--from-literal=token=live-only-value',
      '--from-literal=mode=live-mode',
    ]);
    expect(created.stderr).toBe('');
  });
  afterAll(() => ns?.delete());

  it('says it exists and will be adopted, and shows only what the manifest sets', async () => {
    const outcome = await engine('preview', await writeSet([configMap('settings', ns.name, { loot: 'x' })]), {
      applyset: 'set',
      namespace: ns.name,
    });

    const [settings] = outcome.objects.filter((o) => o.name === 'settings');
    expect(settings?.diff).not.toContain('live-only-value');
    expect(settings?.diff).not.toContain('live-mode');
    expect(settings?.diff).not.toMatch(/^-(?!-- )/m);
    expect(settings?.diff).toContain('+  loot: x');
    expect(settings?.diff).toContain('+    applyset.kubernetes.io/part-of: applyset-');
    expect(settings).toMatchObject({
      action: 'update',
      reason: expect.stringMatching(
        /^already exists in the cluster, outside this ApplySet: it will be adopted\. Only the fields the manifest sets are shown/,
      ),
    });
  });
});
