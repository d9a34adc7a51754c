// A cluster 25 ms away (the fault proxy's round trip, as between a runner and a cloud cluster in one
// region): the client raises its concurrency above the 32 it starts at, and the same apply finishes
// sooner than with a fixed 16 in flight (the fixed limit before it adapted).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { roundTrip, startFaultProxy, type FaultProxy } from '../../cluster/faultProxy.ts';
import type {} from '../../cluster/provided.ts';
import { createTestNamespace, type TestNamespace } from '../../cluster/testNamespace.ts';
import { configMap, engine, writeSet } from '../engine/harness.ts';

const OBJECTS = 400;

describe('concurrency at 25 ms round trip', () => {
  let fixed: TestNamespace;
  let adaptive: TestNamespace;
  let proxy: FaultProxy;
  beforeAll(async () => {
    [fixed, adaptive] = await Promise.all([createTestNamespace(inject('kubeconfigPath'), 'fixed16'), createTestNamespace(inject('kubeconfigPath'), 'adaptive')]);
    proxy = await startFaultProxy({ kubeconfigPath: inject('kubeconfigPath'), latency: roundTrip(25) });
  });
  afterAll(async () => {
    await proxy?.close();
    await Promise.all([fixed?.delete(), adaptive?.delete()]);
  });

  /** A first apply of OBJECTS ConfigMaps into `namespace`: its wall time, and the concurrency it reports. */
  async function firstApply(namespace: string, inputs: Record<string, string>) {
    const dir = await writeSet(Array.from({ length: OBJECTS }, (_, i) => configMap(`cm-${i}`, namespace)));
    const started = performance.now();
    const outcome = await engine('apply', dir, { applyset: 'set', namespace, 'kubeconfig-path': proxy.kubeconfigPath, ...inputs });
    expect(outcome.summary.create).toBe(OBJECTS);
    return { seconds: (performance.now() - started) / 1000, concurrency: outcome.requests.concurrency };
  }

  it('raises concurrency past the 32 it starts at and beats a fixed 16', async () => {
    const atFixed = await firstApply(fixed.name, { concurrency: '16' });
    const atDefault = await firstApply(adaptive.name, {});
    console.log(`${OBJECTS} objects at 25 ms: fixed 16 ${atFixed.seconds.toFixed(2)} s, adaptive ${atDefault.seconds.toFixed(2)} s`, atDefault.concurrency);
    expect(atFixed.concurrency).toMatchObject({ start: 16, cap: 16, highest: 16 });
    expect(atDefault.concurrency?.start).toBe(32);
    expect(atDefault.concurrency?.highest).toBeGreaterThan(32);
    expect(atDefault.seconds).toBeLessThan(atFixed.seconds);
  });
});
