import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { applySetId } from '../../../src/applyset/applySetId.ts';
import { HISTORY_ANNOTATION } from '../../../src/applyset/deployHistory.ts';
import { createTestNamespace, type TestNamespace } from '../../cluster/testNamespace.ts';
import {
  configMap,
  engine,
  engineError,
  getLive,
  kubectl,
  kubectlOk,
  listNames,
  snapshot,
  summaryOf,
  writeSet,
} from './harness.ts';

const kubectlApply = (namespace: string, parent: string, dir: string) =>
  kubectl(['apply', '--server-side', '--prune', `--applyset=${parent}`, '-n', namespace, '-f', dir], {
    KUBECTL_APPLYSET: 'true',
  });

describe('interoperability with kubectl apply --applyset', () => {
  let ns: TestNamespace;
  beforeEach(async () => {
    ns = await createTestNamespace(inject('kubeconfigPath'), 'interop');
  });
  afterEach(() => ns.delete());

  it('computes the same ID and member labels as kubectl for the same parent', async () => {
    const dir = await writeSet([configMap('one', ns.name)]);
    const result = await kubectlApply(ns.name, 'secret/by-kubectl', dir);
    expect(result.stderr).toBe('');
    const parent = await getLive('secret', ns.name, 'by-kubectl');
    const expected = applySetId({ group: '', kind: 'Secret', namespace: ns.name, name: 'by-kubectl' });
    expect(parent?.metadata.labels?.['applyset.kubernetes.io/id']).toBe(expected);
    expect((await getLive('configmap', ns.name, 'one'))?.metadata.labels?.['applyset.kubernetes.io/part-of']).toBe(
      expected,
    );

    const ours = await engine('apply', await writeSet([configMap('two', ns.name)]), {
      applyset: 'by-us',
      namespace: ns.name,
    });
    const ourParent = await getLive('secret', ns.name, 'by-us');
    expect(ours.applyset.id).toBe(applySetId({ group: '', kind: 'Secret', namespace: ns.name, name: 'by-us' }));
    // Same keys and value forms as kubectl writes; only the tooling differs, and our deploy history is an annotation of our own.
    const keys = (annotations: Record<string, string> | undefined) => Object.keys(annotations ?? {}).sort();
    expect(keys(ourParent?.metadata.annotations).filter((key) => key !== HISTORY_ANNOTATION)).toEqual(
      keys(parent?.metadata.annotations),
    );
    expect(keys(ourParent?.metadata.annotations)).toContain(HISTORY_ANNOTATION);
    expect(ourParent?.metadata.annotations?.['applyset.kubernetes.io/contains-group-kinds']).toBe(
      parent?.metadata.annotations?.['applyset.kubernetes.io/contains-group-kinds'],
    );
    expect(ourParent?.metadata.annotations?.['applyset.kubernetes.io/tooling']).toMatch(
      /^applyset-action\/v\d+\.\d+\.\d+$/,
    );
  });

  it('kubectl reads only its own keys: a set of ours handed to kubectl (its tooling written back) is applied and pruned by it, and our history stays', async () => {
    await engine('apply', await writeSet([configMap('keep', ns.name), configMap('drop', ns.name)]), {
      applyset: 'handed',
      namespace: ns.name,
    });
    const history = (await getLive('secret', ns.name, 'handed'))?.metadata.annotations?.[HISTORY_ANNOTATION];
    expect(JSON.parse(history ?? '[]')).toMatchObject([
      { result: 'healthy', summary: { create: 2, update: 0, prune: 0, unchanged: 0 } },
    ]);
    // kubectl's tooling value, as it writes it for a set of its own.
    expect((await kubectlApply(ns.name, 'secret/by-kubectl', await writeSet([configMap('other', ns.name)]))).code).toBe(
      0,
    );
    const tooling = (await getLive('secret', ns.name, 'by-kubectl'))?.metadata.annotations?.[
      'applyset.kubernetes.io/tooling'
    ];
    expect(tooling).toMatch(/^kubectl\//);
    await kubectlOk([
      'annotate',
      'secret',
      'handed',
      '-n',
      ns.name,
      '--overwrite',
      `applyset.kubernetes.io/tooling=${tooling}`,
    ]);

    const byKubectl = await kubectlApply(ns.name, 'secret/handed', await writeSet([configMap('keep', ns.name)]));
    expect(byKubectl.code, byKubectl.stderr).toBe(0);
    expect(byKubectl.stdout).toContain('configmap/drop pruned');
    expect(await listNames('configmap', ns.name)).toEqual(['keep', 'other']);
    expect((await getLive('secret', ns.name, 'handed'))?.metadata.annotations?.[HISTORY_ANNOTATION]).toBe(history);
  });

  it('kubectl refuses to change our set', async () => {
    await engine('apply', await writeSet([configMap('one', ns.name)]), { applyset: 'ours', namespace: ns.name });
    const exists = ['configmap/one', 'secret/ours'];
    const before = await snapshot(ns.name, exists);
    const byKubectl = await kubectlApply(ns.name, 'secret/ours', await writeSet([configMap('other', ns.name)]));
    expect(byKubectl.code).not.toBe(0);
    expect(byKubectl.stderr).toContain('applyset-action');
    expect(await snapshot(ns.name, exists)).toEqual(before);
  });

  it("we refuse to change kubectl's set, naming its tooling and --adopt", async () => {
    expect((await kubectlApply(ns.name, 'secret/theirs', await writeSet([configMap('x', ns.name)]))).code).toBe(0);
    const exists = ['configmap/x', 'secret/theirs'];
    const before = await snapshot(ns.name, exists);
    const message = await engineError('apply', await writeSet([configMap('y', ns.name)]), {
      applyset: 'theirs',
      namespace: ns.name,
    });
    // The tooling the built kubectl writes: its own version, whichever Kubernetes the run chose.
    expect(message).toContain(
      `secret/theirs in namespace ${ns.name} is managed by kubectl/${inject('kubernetesVersion')}`,
    );
    expect(message).toContain('--adopt');
    expect(await snapshot(ns.name, exists)).toEqual(before);
  });

  it("--adopt takes over kubectl's set and prunes correctly afterwards", async () => {
    await kubectlApply(
      ns.name,
      'secret/theirs',
      await writeSet([configMap('keep', ns.name), configMap('drop', ns.name)]),
    );
    const smaller = await writeSet([configMap('keep', ns.name)]);
    const preview = await engine('preview', smaller, { applyset: 'theirs', namespace: ns.name, adopt: 'true' });
    expect(preview.objects.filter((o) => o.action === 'prune').map((o) => o.name)).toEqual(['drop']);

    const adopted = await engine('apply', smaller, { applyset: 'theirs', namespace: ns.name, adopt: 'true' });
    expect(adopted.summary.prune).toBe(1);
    expect(await listNames('configmap', ns.name)).toEqual(['keep']);
    const parent = await getLive('secret', ns.name, 'theirs');
    expect(parent?.metadata.annotations?.['applyset.kubernetes.io/tooling']).toMatch(/^applyset-action\//);

    // From now on it is ours: no --adopt needed, and pruning keeps working.
    const later = await engine('apply', await writeSet([configMap('new', ns.name)]), {
      applyset: 'theirs',
      namespace: ns.name,
    });
    expect(summaryOf(later)).toEqual({ create: 1, update: 0, replace: 0, unchanged: 0, prune: 1, keep: 0 });
    expect(await listNames('configmap', ns.name)).toEqual(['new']);
  });
});
