// The engine through the fault proxy while API Priority and Fairness sheds a fifth of all requests:
// the run completes, and its retries match what the proxy answered 429.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startFaultProxy, type FaultProxy, type RequestInfo } from '../../cluster/faultProxy/faultProxy.ts';
import type {} from '../../cluster/controlPlane/provided.ts';
import { createTestNamespace, type TestNamespace } from '../../cluster/testNamespace.ts';
import { configMap, engine, listNames, writeSet } from '../engine/harness.ts';

/** A request's identity: its retries repeat it exactly. */
function identity(request: RequestInfo): string {
  return `${request.method} ${request.path}?${request.query.toString()}`;
}

/**
 * A fifth of requests, but never the same request more than 3 times: the client's 5 attempts always get
 * through. What the client does when the server never recovers is the reliability tests' subject, not this one's.
 */
function aFifthAtMostThrice(): (request: RequestInfo) => boolean {
  const hits = new Map<string, number>();
  // Every fifth request, not a random fifth: over ~60 requests a random share fell under 10% now and then.
  let seen = 0;
  return (request) => {
    const count = hits.get(identity(request)) ?? 0;
    if (count >= 3 || seen++ % 5 !== 0) return false;
    hits.set(identity(request), count + 1);
    return true;
  };
}

describe('a run through the fault proxy', () => {
  let ns: TestNamespace;
  let proxy: FaultProxy;
  beforeAll(async () => {
    ns = await createTestNamespace(inject('kubeconfigPath'), 'throttled');
    proxy = await startFaultProxy({
      kubeconfigPath: inject('kubeconfigPath'),
      faults: [{ fault: { kind: 'throttle', retryAfterSeconds: 1 }, when: aFifthAtMostThrice() }],
    });
  });
  afterAll(async () => {
    await proxy?.close();
    await ns?.delete();
  });

  it('completes while 20% of its requests are answered 429', async () => {
    const names = Array.from({ length: 25 }, (_, i) => `throttled-${String(i).padStart(2, '0')}`);
    const dir = await writeSet(names.map((name) => configMap(name, ns.name)));
    const started = performance.now();
    // Without the lock: its release comes after the run's counts are taken, and a throttled release would blur them.
    const outcome = await engine('apply', dir, {
      applyset: 'set',
      namespace: ns.name,
      'kubeconfig-path': proxy.kubeconfigPath,
      lock: 'false',
    });
    const seconds = (performance.now() - started) / 1000;

    const throttled = proxy.requests.filter((request) => request.fault === 'throttle').length;
    console.log(`${proxy.requests.length} requests, ${throttled} answered 429, run took ${seconds.toFixed(1)} s`);
    expect(outcome.summary.create).toBe(25);
    expect(await listNames('configmap', ns.name)).toEqual(names);
    expect(throttled / proxy.requests.length).toBeGreaterThan(0.1);
    // Every 429 was retried, no sooner than the Retry-After second it asked for.
    expect(outcome.requests.retries).toBe(throttled);
    const requests = proxy.requests;
    const waits = requests.flatMap((request, i) => {
      if (request.fault !== 'throttle') return [];
      const retry = requests.slice(i + 1).find((later) => identity(later.request) === identity(request.request));
      return [(retry?.at ?? Infinity) - request.at];
    });
    expect(Math.min(...waits)).toBeGreaterThanOrEqual(1000);
  });
});
