// Keep what its owner asked to keep: a member that left the manifests and whose live annotations ask
// to keep it (this project's own, and the conventions of kpt, Helm, Flux, Argo CD and kapp) is not
// deleted but leaves the set, and the preview says so rather than "pruned".
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { executePlan } from '../../../src/execute/executePlan.ts';
import { ObjectRecords } from '../../../src/outcome/objectRecords.ts';
import { renderMarkdown } from '../../../src/report/markdownReport.ts';
import { renderText } from '../../../src/report/textReport.ts';
import { createTestNamespace, type TestNamespace } from '../../cluster/testNamespace.ts';
import { configMap, engine, executeOptions, getLive, kubectlOk, listNames, planSet, writeSet } from './harness.ts';

const PART_OF = 'applyset.kubernetes.io/part-of';

/** Each convention, as a user writes it on the live object. */
const CONVENTIONS: Record<string, [string, string]> = {
  own: ['applyset-action.github.io/prune', 'disabled'],
  kpt: ['cli-utils.sigs.k8s.io/on-remove', 'keep'],
  'kpt-old': ['client.lifecycle.config.k8s.io/deletion', 'detach'],
  helm: ['helm.sh/resource-policy', 'keep'],
  flux: ['kustomize.toolkit.fluxcd.io/prune', 'disabled'],
  argo: ['argocd.argoproj.io/sync-options', 'ServerSideApply=true, Prune=false'],
  kapp: ['kapp.k14s.io/delete-strategy', 'orphan'],
};

describe('keep annotations', () => {
  let ns: TestNamespace;
  beforeEach(async () => {
    ns = await createTestNamespace(inject('kubeconfigPath'), 'keep');
  });
  afterEach(() => ns.delete());

  it('keeps each annotated object out of the set instead of pruning it, and says so in the preview', async () => {
    const names = Object.keys(CONVENTIONS);
    // Values that ask for something else are pruned as usual.
    const notKept: Record<string, [string, string]> = {
      'helm-delete': ['helm.sh/resource-policy', 'delete'],
      'argo-other': ['argocd.argoproj.io/sync-options', 'Replace=true'],
    };
    const inputs = { applyset: 'set', namespace: ns.name };
    const first = await engine(
      'apply',
      await writeSet([
        configMap('app', ns.name),
        ...[...names, ...Object.keys(notKept)].map((name) => configMap(name, ns.name)),
      ]),
      inputs,
    );
    for (const [name, [key, value]] of Object.entries({ ...CONVENTIONS, ...notKept }))
      await kubectlOk(['annotate', 'configmap', name, '-n', ns.name, `${key}=${value}`]);

    const only = await writeSet([configMap('app', ns.name)]);
    const preview = await engine('preview', only, inputs);
    expect(preview.summary).toEqual({ create: 0, update: 0, replace: 0, unchanged: 1, prune: 2, keep: names.length });
    const kept = Object.fromEntries(preview.objects.filter((o) => o.action === 'keep').map((o) => [o.name, o.keep]));
    expect(kept).toEqual({
      own: { filter: 'keep-annotation', annotation: 'applyset-action.github.io/prune: disabled' },
      kpt: { filter: 'keep-annotation', annotation: 'cli-utils.sigs.k8s.io/on-remove: keep' },
      'kpt-old': { filter: 'keep-annotation', annotation: 'client.lifecycle.config.k8s.io/deletion: detach' },
      helm: { filter: 'keep-annotation', annotation: 'helm.sh/resource-policy: keep' },
      flux: { filter: 'keep-annotation', annotation: 'kustomize.toolkit.fluxcd.io/prune: disabled' },
      argo: { filter: 'keep-annotation', annotation: 'argocd.argoproj.io/sync-options: Prune=false' },
      kapp: { filter: 'keep-annotation', annotation: 'kapp.k14s.io/delete-strategy: orphan' },
    });
    expect(renderText(preview)).toContain(
      `configmap/helm kept (server dry run) - keep-annotation filter: annotation helm.sh/resource-policy: keep`,
    );
    expect(renderText(preview)).toContain(
      `: 0 to create, 0 to update, 2 to prune, ${names.length} to keep, 1 unchanged`,
    );
    const markdown = renderMarkdown(preview);
    expect(markdown).toContain(`#### To keep (${names.length})`);
    expect(markdown).toContain(
      '`configmap/helm` in `' + ns.name + '` — keep-annotation filter: annotation helm.sh/resource-policy: keep',
    );
    expect(markdown).toContain('#### To prune (2)');

    const applied = await engine('apply', only, inputs);
    expect(applied.summary).toEqual({ create: 0, update: 0, replace: 0, unchanged: 1, prune: 2, keep: names.length });
    expect(
      applied.objects
        .filter((o) => o.result === 'kept')
        .map((o) => o.name)
        .sort(),
    ).toEqual([...names].sort());
    expect(renderText(applied)).toContain(
      `configmap/kapp kept by the keep-annotation filter (annotation kapp.k14s.io/delete-strategy: orphan)`,
    );
    // Kept, outside the set: no part-of label any more, every annotation as it was.
    expect(await listNames('configmap', ns.name)).toEqual(['app', ...names].sort());
    for (const [name, [key, value]] of Object.entries(CONVENTIONS)) {
      const live = await getLive('configmap', ns.name, name);
      expect(live?.metadata.labels?.[PART_OF], name).toBeUndefined();
      expect(live?.metadata.annotations?.[key], name).toBe(value);
    }
    expect(first.applyset.id).toBe(applied.applyset.id);

    // No longer members: the next run has nothing to say about them.
    const again = await engine('preview', only, inputs);
    expect(again.objects.map((o) => `${o.action} ${o.name}`)).toEqual(['unchanged app']);
  });

  it('leaves an object as it is when its label changed after the plan: the removal tests the label first', async () => {
    await engine('apply', await writeSet([configMap('app', ns.name), configMap('kept', ns.name)]), {
      applyset: 'set',
      namespace: ns.name,
    });
    await kubectlOk(['annotate', 'configmap', 'kept', '-n', ns.name, 'helm.sh/resource-policy=keep']);
    const { cluster, plan } = await planSet(ns.name, [configMap('app', ns.name)]);
    const keep = plan.entries.find((entry) => entry.action === 'keep');
    expect(keep?.ref.name).toBe('kept');
    // Another set took the object over between the plan and the prune.
    await kubectlOk(['label', '--overwrite', 'configmap', 'kept', '-n', ns.name, `${PART_OF}=applyset-other-v1`]);
    const records = new ObjectRecords();
    await executePlan(cluster, plan, records, executeOptions());
    expect(records.get(keep!)).toEqual({
      result: 'skipped',
      message: `replaced, or its ${PART_OF} label changed, since it was listed; left as it is`,
    });
    expect((await getLive('configmap', ns.name, 'kept'))?.metadata.labels?.[PART_OF]).toBe('applyset-other-v1');
  });
});
