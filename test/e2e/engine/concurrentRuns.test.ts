// Two deploys of one ApplySet at once (two workflows, a missing concurrency group, a re-run beside
// a new push), with and without the lock: after one clean run nothing is leaked and nothing that
// should live is gone, and the parent records exactly the clean run's scope.
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import type { RawRequest } from '../../../src/kube/rawRequest.ts';
import { connectToApi } from '../../cluster/apiRequest.ts';
import { createTestNamespace, type TestNamespace } from '../../cluster/testNamespace.ts';
import { configMap, connectVia, engine, getLive, listNames, writeSet } from './harness.ts';

const NAMESPACES = 'applyset.kubernetes.io/additional-namespaces';
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const names = (ids: number[]) => ids.map((i) => `cm-${i}`).sort();
const api = connectToApi(inject('kubeconfigPath'));
const isRealWrite = (req: RawRequest) => req.method !== 'GET' && !req.url.searchParams.has('dryRun');

/** Whether a promise has settled, as a function to ask at any time. */
function settledFlag(promise: Promise<unknown>): () => boolean {
  let settled = false;
  promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  return () => settled;
}

/**
 * Reads the parent's namespaces between two listings of `namespace`'s ConfigMaps, again and again
 * until `race` settles and once after: whenever the same ConfigMaps (by uid) were alive at both
 * listings, they lived throughout the read, which must then record their namespace. Returns how
 * many reads that rule applied to, and the reads that broke it.
 */
async function parentWhileAlive(
  race: Promise<unknown>,
  parentPath: string,
  namespace: string,
): Promise<{ checked: number; lost: string[] }> {
  const uids = async (): Promise<Set<string>> => {
    const { body } = await api.request('GET', `/api/v1/namespaces/${namespace}/configmaps`);
    const items = (body as { items: { metadata: { name: string; uid: string } }[] }).items;
    return new Set(items.filter((item) => item.metadata.name !== 'kube-root-ca.crt').map((item) => item.metadata.uid));
  };
  let checked = 0;
  const lost: string[] = [];
  const sample = async (): Promise<void> => {
    const before = await uids();
    const { body } = await api.request('GET', parentPath);
    const recorded =
      (body as { metadata: { annotations?: Record<string, string> } }).metadata.annotations?.[NAMESPACES] ?? '';
    const after = await uids();
    if (![...before].some((uid) => after.has(uid))) return;
    checked++;
    if (!recorded.split(',').includes(namespace))
      lost.push(`${NAMESPACES}=${recorded} while ${after.size} ConfigMaps lived in ${namespace}`);
  };
  const settled = settledFlag(race);
  for (let last = false; !last;) {
    last = settled();
    await sample();
    if (!last) await sleep(20);
  }
  return { checked, lost };
}

describe('two applies of one ApplySet at once', () => {
  let ns: TestNamespace;
  let rxA: TestNamespace;
  let rxB: TestNamespace;
  beforeEach(async () => {
    const create = (prefix: string) => createTestNamespace(inject('kubeconfigPath'), prefix);
    [ns, rxA, rxB] = await Promise.all([create('race'), create('rx-a'), create('rx-b')]);
  });
  afterEach(() => Promise.all([ns, rxA, rxB].map((n) => n.delete())));

  it.each([
    { lock: 'false', label: 'without the lock' },
    { lock: 'true', label: 'with the lock' },
  ])(
    '$label, with overlapping sets (A = 1..200, B = 101..300 of 300): the next clean run leaves exactly its set',
    async ({ lock }) => {
      const inputs = { applyset: 'set', namespace: ns.name, lock };
      await engine('apply', await writeSet(range(1, 300).map((i) => configMap(`cm-${i}`, ns.name))), inputs);
      const a = await writeSet(range(1, 200).map((i) => configMap(`cm-${i}`, ns.name, { run: 'a' })));
      const b = await writeSet(range(101, 300).map((i) => configMap(`cm-${i}`, ns.name, { run: 'b' })));
      await Promise.all([engine('apply', a, inputs), engine('apply', b, inputs)]);

      const clean = await engine('apply', a, inputs);
      expect(clean.objects.filter((o) => o.result === undefined || o.result === 'failed')).toEqual([]);
      expect(await listNames('configmap', ns.name)).toEqual(names(range(1, 200)));
      expect((await getLive('configmap', ns.name, 'cm-150'))?.data).toEqual({ run: 'a' });
    },
  );

  describe('when one run adds a namespace (B = A + 5 in rx-b): the parent never loses rx-b while its objects live', () => {
    const inA = (run: string) => range(1, 200).map((i) => configMap(`cm-${i}`, rxA.name, { run }));
    const extras = range(1, 5).map((i) => `extra-${i}`);
    const parentPath = () => `/api/v1/namespaces/${ns.name}/secrets/set`;
    /** A's and B's manifests, after a first apply of A's objects. */
    async function prepare(inputs: Record<string, string>): Promise<{ a: string; b: string }> {
      await engine('apply', await writeSet(inA('0')), inputs);
      // rx-b's objects last, so that A reads the widened parent before B has applied them.
      return {
        a: await writeSet(inA('a')),
        b: await writeSet([...inA('b'), ...extras.map((name) => configMap(name, rxB.name))]),
      };
    }
    /** Resolves once B has widened the parent to rx-b (or has ended). */
    async function widened(runB: Promise<unknown>): Promise<void> {
      const settledB = settledFlag(runB);
      while (
        !settledB() &&
        !(await getLive('secret', ns.name, 'set'))?.metadata.annotations?.[NAMESPACES]?.includes(rxB.name)
      )
        await sleep(20);
    }
    /** The next clean run of A prunes B's objects and records exactly A's scope. */
    async function cleanRunOfA(a: string, inputs: Record<string, string>): Promise<void> {
      const clean = await engine('apply', a, inputs);
      expect(clean.objects.filter((o) => o.result === undefined || o.result === 'failed')).toEqual([]);
      expect(await listNames('configmap', rxB.name)).toEqual([]);
      expect(await listNames('configmap', rxA.name)).toEqual(names(range(1, 200)));
      expect((await getLive('secret', ns.name, 'set'))?.metadata.annotations?.[NAMESPACES]).toBe(rxA.name);
    }

    it('without the lock, A listing rx-b before B applies there and narrowing after B is done: rx-b is kept', async () => {
      const inputs = { applyset: 'set', namespace: ns.name, lock: 'false' };
      const { a, b } = await prepare(inputs);
      // The interleaving that loses rx-b if anything can, made certain: B writes in rx-b only once A's
      // listing of rx-b found nothing there, and A writes the parent only once B is done.
      let listedByA = (): void => {};
      const rxBListedByA = new Promise<void>((resolve) => (listedByA = resolve));
      const inRxB = `/api/v1/namespaces/${rxB.name}/configmaps`;
      const clusterB = await connectVia(async (req, real, signal) => {
        if (isRealWrite(req) && req.url.pathname.startsWith(`${inRxB}/`)) await rxBListedByA;
        return real.send(req, signal);
      });
      const runB = engine('apply', b, inputs, clusterB);
      await widened(runB);
      const bDone = runB.then(
        () => {},
        () => {},
      );
      const clusterA = await connectVia(async (req, real, signal) => {
        if (isRealWrite(req) && req.url.pathname === parentPath()) await bDone;
        const response = await real.send(req, signal);
        if (req.method === 'GET' && req.url.pathname === inRxB) listedByA();
        return response;
      });
      const runA = engine('apply', a, inputs, clusterA);
      const race = Promise.all([runA, runB]);
      const observed = await parentWhileAlive(race, parentPath(), rxB.name);
      const [outcomeA] = await race;

      // A did not prune what it never listed, so B's objects live, and the parent must still find them.
      expect(outcomeA.summary.prune).toBe(0);
      expect(await listNames('configmap', rxB.name)).toEqual(extras);
      expect((await getLive('secret', ns.name, 'set'))?.metadata.annotations?.[NAMESPACES]?.split(',')).toContain(
        rxB.name,
      );
      expect(observed.lost).toEqual([]);
      await cleanRunOfA(a, inputs);
    });

    it("with the lock, A waiting for B: rx-b is recorded for as long as B's objects live there", async () => {
      const inputs = { applyset: 'set', namespace: ns.name, lock: 'true' };
      const { a, b } = await prepare(inputs);
      const runB = engine('apply', b, inputs);
      await widened(runB);
      const runA = engine('apply', a, inputs);
      const race = Promise.all([runA, runB]);
      const observed = await parentWhileAlive(race, parentPath(), rxB.name);
      const [outcomeA] = await race;

      expect(observed.lost).toEqual([]);
      // B's objects lived from B's apply until A, after B, pruned them: the parent was read meanwhile.
      expect(observed.checked).toBeGreaterThan(0);
      expect(outcomeA.summary.prune).toBe(extras.length);
      await cleanRunOfA(a, inputs);
    });
  });
});
