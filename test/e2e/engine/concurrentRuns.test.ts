// Two deploys of one ApplySet at once (two workflows, a missing concurrency group, a re-run beside
// a new push), with and without the lock: after one clean run nothing is leaked and nothing that
// should live is gone, and the parent records exactly the clean run's scope.
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { createTestNamespace, type TestNamespace } from '../../cluster/testNamespace.ts';
import { configMap, engine, getLive, listNames, writeSet } from './harness.ts';

const NAMESPACES = 'applyset.kubernetes.io/additional-namespaces';
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const names = (ids: number[]) => ids.map((i) => `cm-${i}`).sort();

describe.each([
  { lock: 'false', label: 'without the lock' },
  { lock: 'true', label: 'with the lock' },
])('two applies of one ApplySet at once, $label', ({ lock }) => {
  let ns: TestNamespace;
  let rxA: TestNamespace;
  let rxB: TestNamespace;
  beforeEach(async () => {
    const create = (prefix: string) => createTestNamespace(inject('kubeconfigPath'), prefix);
    [ns, rxA, rxB] = await Promise.all([create('race'), create('rx-a'), create('rx-b')]);
  });
  afterEach(() => Promise.all([ns, rxA, rxB].map((n) => n.delete())));

  it('with overlapping sets (A = 1..200, B = 101..300 of 300): the next clean run leaves exactly its set', async () => {
    const inputs = { applyset: 'set', namespace: ns.name, lock };
    await engine('apply', await writeSet(range(1, 300).map((i) => configMap(`cm-${i}`, ns.name))), inputs);
    const a = await writeSet(range(1, 200).map((i) => configMap(`cm-${i}`, ns.name, { run: 'a' })));
    const b = await writeSet(range(101, 300).map((i) => configMap(`cm-${i}`, ns.name, { run: 'b' })));
    await Promise.all([engine('apply', a, inputs), engine('apply', b, inputs)]);

    const clean = await engine('apply', a, inputs);
    expect(clean.objects.filter((o) => o.result === undefined || o.result === 'failed')).toEqual([]);
    expect(await listNames('configmap', ns.name)).toEqual(names(range(1, 200)));
    expect((await getLive('configmap', ns.name, 'cm-150'))?.data).toEqual({ run: 'a' });
  });

  it('when one run adds a namespace (B = A + 5 in rx-b): the parent never loses rx-b while its objects live', async () => {
    const inputs = { applyset: 'set', namespace: ns.name, lock };
    const inA = (run: string) => range(1, 200).map((i) => configMap(`cm-${i}`, rxA.name, { run }));
    await engine('apply', await writeSet(inA('0')), inputs);
    const a = await writeSet(inA('a'));
    // rx-b's objects last, so that A reads the widened parent before B has applied them.
    const b = await writeSet([...inA('b'), ...range(1, 5).map((i) => configMap(`extra-${i}`, rxB.name))]);

    const runB = engine('apply', b, inputs);
    // A starts once B has widened the parent (or, with the lock, while B holds it).
    for (let parent = await getLive('secret', ns.name, 'set'); !parent?.metadata.annotations?.[NAMESPACES]?.includes(rxB.name); ) {
      parent = await getLive('secret', ns.name, 'set');
    }
    const runA = engine('apply', a, inputs);
    await Promise.all([runA, runB]);
    // Whatever the interleaving, B's objects in rx-b stay findable through the parent.
    if ((await listNames('configmap', rxB.name)).length > 0) {
      expect((await getLive('secret', ns.name, 'set'))?.metadata.annotations?.[NAMESPACES]).toContain(rxB.name);
    }

    const clean = await engine('apply', a, inputs);
    expect(clean.objects.filter((o) => o.result === undefined || o.result === 'failed')).toEqual([]);
    expect(await listNames('configmap', rxB.name)).toEqual([]);
    expect(await listNames('configmap', rxA.name)).toEqual(names(range(1, 200)));
    expect((await getLive('secret', ns.name, 'set'))?.metadata.annotations?.[NAMESPACES]).toBe(rxA.name);
  });
});
