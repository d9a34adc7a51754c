// The ApplySet's lock, a Lease beside the parent: a second apply waits and fails naming the holder,
// a dead holder's Lease is taken over once it expires, a preview takes no lock but says a deploy runs.
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { acquireLock } from '../../../src/applyset/applySetLock.ts';
import { parseParentRef } from '../../../src/applyset/parentRef.ts';
import { resolveParent } from '../../../src/applyset/readParent.ts';
import { connect } from '../../../src/kube/connect.ts';
import { createTestNamespace, type TestNamespace } from '../../cluster/testNamespace.ts';
import { configMap, engine, engineError, getLive, kubectl, listNames, writeSet } from './harness.ts';
import { testEnvironment } from '../../testEnvironment.ts';

const LEASE = 'applyset-lock.secret.set';

/** A Lease as another run writes it: `renewedAgo` seconds ago, for 30 s. */
async function holdLease(namespace: string, holder: string, renewedAgo: number): Promise<void> {
  const renewed = new Date(Date.now() - renewedAgo * 1000).toISOString().replace(/\.(\d{3})Z$/, '.$1000Z');
  const lease = {
    apiVersion: 'coordination.k8s.io/v1',
    kind: 'Lease',
    metadata: { name: LEASE, namespace },
    spec: { holderIdentity: holder, leaseDurationSeconds: 30, acquireTime: renewed, renewTime: renewed },
  };
  const created = await kubectl(['create', '-f', await writeSet([lease])]);
  expect(created.stderr).toBe('');
}

describe('the ApplySet lock', () => {
  let ns: TestNamespace;
  beforeEach(async () => {
    ns = await createTestNamespace(inject('kubeconfigPath'), 'lock');
  });
  afterEach(() => ns.delete());

  it('makes a second apply wait, then fail naming the holder, before it writes anything', async () => {
    await holdLease(ns.name, 'https://github.com/o/r/actions/runs/1', 0);
    const started = Date.now();
    const message = await engineError('apply', await writeSet([configMap('a', ns.name)]), {
      applyset: 'set',
      namespace: ns.name,
      'lock-timeout': '3s',
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(3000);
    expect(message).toContain(
      `the ApplySet secret/set in namespace ${ns.name} is being deployed by https://github.com/o/r/actions/runs/1 (it holds the Lease ${ns.name}/${LEASE}); waited 3 s (lock-timeout)`,
    );
    expect(message).toContain('raise lock-timeout');
    expect(await listNames('configmap', ns.name)).toEqual([]);
    expect(await getLive('secret', ns.name, 'set')).toBeUndefined();
  });

  it('takes over the Lease of a holder that stopped renewing it, and releases it when done', async () => {
    await holdLease(ns.name, 'a runner that was killed', 45);
    const outcome = await engine('apply', await writeSet([configMap('a', ns.name)]), {
      applyset: 'set',
      namespace: ns.name,
      'lock-timeout': '0',
    });
    expect(outcome.summary.create).toBe(1);
    expect(await getLive('lease', ns.name, LEASE)).toBeUndefined();
  });

  it('is not taken by a preview, which says a deploy is in progress', async () => {
    await holdLease(ns.name, 'https://github.com/o/r/actions/runs/2', 0);
    const outcome = await engine('preview', await writeSet([configMap('a', ns.name)]), {
      applyset: 'set',
      namespace: ns.name,
    });
    expect(outcome.warnings).toContain(
      'a deploy of this ApplySet is in progress (https://github.com/o/r/actions/runs/2 holds its lock): this preview may already be out of date',
    );
    expect((await getLive('lease', ns.name, LEASE))?.metadata.resourceVersion).toBeDefined();
  });

  it('names its holder and is renewed every 10 s while held', async () => {
    const cluster = await connect({
      environment: testEnvironment(),
      kubeconfigPath: inject('kubeconfigPath'),
      concurrency: 4,
    });
    const parent = resolveParent(cluster, { applyset: parseParentRef('set'), namespace: ns.name, adopt: false });
    const lock = await acquireLock(cluster.client, parent, {
      holder: 'https://github.com/o/r/actions/runs/3',
      timeoutSeconds: 0,
      info: () => {},
      onLost: () => {},
    });
    if (!('release' in lock)) throw new Error(`the lock waits for namespace ${lock.namespace}, which the test created`);
    const taken = (await getLive('lease', ns.name, LEASE)) as unknown as {
      spec: { holderIdentity: string; renewTime: string };
    };
    expect(taken.spec.holderIdentity).toBe('https://github.com/o/r/actions/runs/3');
    // The first renewal, however late a busy machine runs it (30 s would let the Lease expire).
    let renewed = taken;
    for (let waited = 0; renewed.spec.renewTime === taken.spec.renewTime && waited < 30_000; waited += 500) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      renewed = (await getLive('lease', ns.name, LEASE)) as unknown as typeof taken;
    }
    expect(Date.parse(renewed.spec.renewTime) - Date.parse(taken.spec.renewTime)).toBeGreaterThanOrEqual(9_000);
    await lock.release();
    expect(await getLive('lease', ns.name, LEASE)).toBeUndefined();
  });

  it('is skipped with lock: false', async () => {
    await holdLease(ns.name, 'someone else', 0);
    const outcome = await engine('apply', await writeSet([configMap('a', ns.name)]), {
      applyset: 'set',
      namespace: ns.name,
      lock: 'false',
    });
    expect(outcome.summary.create).toBe(1);
  });
});
