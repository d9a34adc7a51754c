// A cluster 25 ms away (the fault proxy's round trip, as between a runner and a cloud cluster in one
// region): the client keeps more requests in flight than a fixed 16 (the fixed limit before it adapted),
// which is what makes it sooner there, and never more than the limit it reports. Whether the limit grows
// past the 32 it starts at depends on how fast the server answers (on a loaded 2-core machine its answers
// slow down under 64 at once, and then it rightly does not grow): that decision is tested with chosen
// latencies in test/unit/kube/adaptiveLimit.test.ts; here only what holds on any machine.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { roundTrip, startFaultProxy, type FaultProxy } from '../../cluster/faultProxy/faultProxy.ts';
import { peakInFlight } from '../../cluster/faultProxy/peakInFlight.ts';
import type {} from '../../cluster/controlPlane/provided.ts';
import { createTestNamespace, type TestNamespace } from '../../cluster/testNamespace.ts';
import { configMap, engine, writeSet } from '../engine/harness.ts';

const OBJECTS = 400;

describe('concurrency at 25 ms round trip', () => {
  let fixed: TestNamespace;
  let adaptive: TestNamespace;
  let proxy: FaultProxy;
  beforeAll(async () => {
    [fixed, adaptive] = await Promise.all([
      createTestNamespace(inject('kubeconfigPath'), 'fixed16'),
      createTestNamespace(inject('kubeconfigPath'), 'adaptive'),
    ]);
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
    const outcome = await engine('apply', dir, {
      applyset: 'set',
      namespace,
      'kubeconfig-path': proxy.kubeconfigPath,
      ...inputs,
    });
    expect(outcome.summary.create).toBe(OBJECTS);
    return {
      seconds: (performance.now() - started) / 1000,
      concurrency: outcome.requests.concurrency,
      peak: peakInFlight(proxy.requests.slice(from)),
    };
  }

  it('keeps more requests in flight than a fixed 16, never more than its limit, and never drops below the 32 it starts at', async () => {
    const atFixed = await firstApply(fixed.name, { 'max-requests-in-flight': '16' });
    const atDefault = await firstApply(adaptive.name, {});
    console.log(
      `${OBJECTS} objects at 25 ms: fixed 16 ${atFixed.seconds.toFixed(2)} s (at most ${atFixed.peak} in flight), adaptive ${atDefault.seconds.toFixed(2)} s (at most ${atDefault.peak})`,
      atDefault.concurrency,
    );
    expect(atFixed.concurrency).toMatchObject({ start: 16, cap: 16, highest: 16 });
    expect(atFixed.peak).toBeLessThanOrEqual(16);
    expect(atDefault.concurrency).toMatchObject({ start: 32, cap: 64 });
    // As the proxy counted them: more at once than the fixed limit allows, at most the highest limit the client reports.
    expect(atDefault.peak).toBeGreaterThan(16);
    expect(atDefault.peak).toBeLessThanOrEqual(atDefault.concurrency?.highest ?? 0);
    expect(atDefault.concurrency?.final).toBeGreaterThanOrEqual(32);
  });
});
