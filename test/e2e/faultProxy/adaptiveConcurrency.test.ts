// A cluster 25 ms away (the fault proxy's round trip, as between a runner and a cloud cluster in one
// region): the client raises its concurrency above the 32 it starts at, and keeps more requests in
// flight than a fixed 16 (the fixed limit before it adapted), which is what makes it sooner there.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { roundTrip, startFaultProxy, type FaultProxy, type ProxiedRequest } from '../../cluster/faultProxy/faultProxy.ts';
import type {} from '../../cluster/controlPlane/provided.ts';
import { createTestNamespace, type TestNamespace } from '../../cluster/testNamespace.ts';
import { configMap, engine, writeSet } from '../engine/harness.ts';

const OBJECTS = 400;

/** The most requests the proxy held at once: arrived and not yet answered (an answer before an arrival at the same moment). */
function peakInFlight(requests: readonly ProxiedRequest[]): number {
  const events = requests.flatMap((r) => [{ at: r.at, change: 1 }, { at: r.answeredAt ?? Infinity, change: -1 }]);
  events.sort((a, b) => a.at - b.at || a.change - b.change);
  let inFlight = 0;
  let peak = 0;
  for (const { change } of events) peak = Math.max(peak, (inFlight += change));
  return peak;
}

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

  /** A first apply of OBJECTS ConfigMaps into `namespace`: its wall time, the concurrency it reports, and the most requests the proxy held at once. */
  async function firstApply(namespace: string, inputs: Record<string, string>) {
    const dir = await writeSet(Array.from({ length: OBJECTS }, (_, i) => configMap(`cm-${i}`, namespace)));
    const from = proxy.requests.length;
    const started = performance.now();
    const outcome = await engine('apply', dir, { applyset: 'set', namespace, 'kubeconfig-path': proxy.kubeconfigPath, ...inputs });
    expect(outcome.summary.create).toBe(OBJECTS);
    return { seconds: (performance.now() - started) / 1000, concurrency: outcome.requests.concurrency, peak: peakInFlight(proxy.requests.slice(from)) };
  }

  it('raises concurrency past the 32 it starts at, with more requests in flight than a fixed 16', async () => {
    const atFixed = await firstApply(fixed.name, { concurrency: '16' });
    const atDefault = await firstApply(adaptive.name, {});
    console.log(
      `${OBJECTS} objects at 25 ms: fixed 16 ${atFixed.seconds.toFixed(2)} s (at most ${atFixed.peak} in flight), adaptive ${atDefault.seconds.toFixed(2)} s (at most ${atDefault.peak})`,
      atDefault.concurrency,
    );
    expect(atFixed.concurrency).toMatchObject({ start: 16, cap: 16, highest: 16 });
    expect(atFixed.peak).toBeLessThanOrEqual(16);
    expect(atDefault.concurrency?.start).toBe(32);
    expect(atDefault.concurrency?.highest).toBeGreaterThan(32);
    expect(atDefault.peak).toBeGreaterThan(32);
  });
});
