import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createTestNamespace, type TestNamespace } from '../../cluster/testNamespace.ts';
import { actions, configMap, engine, getLive, listNames, snapshot, summaryOf, writeSet } from './harness.ts';

// The KEP's test plan, step by step, against the real API server.
describe('ApplySet lifecycle (KEP-3659 test plan)', () => {
  let ns: TestNamespace;
  let set1: string;
  let set2: string;
  const inputs = () => ({ applyset: 'lifecycle', namespace: ns.name });

  beforeAll(async () => {
    ns = await createTestNamespace(inject('kubeconfigPath'), 'kep');
    set1 = await writeSet([
      configMap('a', undefined, { v: '1' }),
      configMap('b', undefined),
      configMap('c', undefined),
    ]);
    set2 = await writeSet([
      configMap('a', undefined, { v: '2' }),
      configMap('c', undefined),
      configMap('d', undefined),
    ]);
  });
  afterAll(() => ns.delete());

  it('applies set1 with prune: everything created, labelled as members', async () => {
    const outcome = await engine('apply', set1, inputs());
    expect(summaryOf(outcome)).toEqual({ create: 3, update: 0, replace: 0, unchanged: 0, prune: 0, keep: 0 });
    const a = await getLive('configmap', ns.name, 'a');
    expect(a?.metadata.labels?.['applyset.kubernetes.io/part-of']).toBe(outcome.applyset.id);
    const parent = await getLive('secret', ns.name, 'lifecycle');
    expect(parent?.metadata.labels?.['applyset.kubernetes.io/id']).toBe(outcome.applyset.id);
    expect(parent?.metadata.annotations?.['applyset.kubernetes.io/contains-group-kinds']).toBe('ConfigMap');
  });

  it('previews set2: reports the update, the create and the prune, and changes nothing', async () => {
    const exists = ['configmap/a', 'configmap/b', 'configmap/c', 'secret/lifecycle'];
    const before = await snapshot(ns.name, exists);
    const outcome = await engine('preview', set2, inputs());
    expect(actions(outcome)).toEqual([
      'create ConfigMap/d',
      'prune ConfigMap/b',
      'unchanged ConfigMap/c',
      'update ConfigMap/a',
    ]);
    const update = outcome.objects.find((o) => o.name === 'a');
    expect(update?.diff).toContain("-  v: '1'");
    expect(update?.diff).toContain("+  v: '2'");
    expect(await snapshot(ns.name, exists)).toEqual(before);
  });

  it('applies set2 without prune: adds and updates, prunes nothing', async () => {
    const outcome = await engine('apply', set2, { ...inputs(), prune: 'false' });
    expect(summaryOf(outcome)).toEqual({ create: 1, update: 1, replace: 0, unchanged: 1, prune: 0, keep: 0 });
    expect(await listNames('configmap', ns.name)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('previews set2 again: only the prune of b is left', async () => {
    const outcome = await engine('preview', set2, inputs());
    expect(summaryOf(outcome)).toEqual({ create: 0, update: 0, replace: 0, unchanged: 3, prune: 1, keep: 0 });
    expect(outcome.objects.find((o) => o.action === 'prune')?.name).toBe('b');
  });

  it('applies set2 with prune: exactly the removed object is pruned', async () => {
    const outcome = await engine('apply', set2, inputs());
    expect(summaryOf(outcome)).toEqual({ create: 0, update: 0, replace: 0, unchanged: 3, prune: 1, keep: 0 });
    expect(await listNames('configmap', ns.name)).toEqual(['a', 'c', 'd']);
  });

  it('applies set2 once more: all unchanged, nothing pruned, nothing written', async () => {
    // The parent, and its plan record (written by the last apply, and not again: it says nothing new).
    const exists = [
      'configmap/a',
      'configmap/c',
      'configmap/d',
      'secret/lifecycle',
      'secret/applyset-plan-record.secret.lifecycle',
    ];
    const before = await snapshot(ns.name, exists);
    const outcome = await engine('apply', set2, inputs());
    expect(summaryOf(outcome)).toEqual({ create: 0, update: 0, replace: 0, unchanged: 3, prune: 0, keep: 0 });
    expect(await snapshot(ns.name, exists)).toEqual(before);
    // Discovery (2 GETs), the parent (1 GET: a run that writes nothing has nothing to narrow, so no second),
    // one LIST, the lock (a POST creating its Lease and, once the run is done, a DELETE); no dry-run, as
    // the last apply recorded all three unchanged (its record: 1 GET, and what it depends on: /version,
    // the CRDs and the 4 admission kinds this cluster serves: 6 more, and who the client is: a POST of a
    // SelfSubjectReview, which stores nothing); no real write to the set, nor to the record, which says
    // nothing new.
    expect(outcome.requests.byMethod).toEqual({ DELETE: 1, GET: 11, POST: 2 });
    expect(outcome.dryRunsSkipped).toBe(3);
  });
});
