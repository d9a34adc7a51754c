// HTTP/2 to the API server: negotiated with the real kube-apiserver, HTTP/1.1 where a server offers
// only that, a GOAWAY in a run retried, and more requests in flight than one session may carry.
import { KubeConfig } from '@kubernetes/client-node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { startFaultProxy, type FaultProxy } from '../../cluster/faultProxy/faultProxy.ts';
import type {} from '../../cluster/controlPlane/provided.ts';
import { createTestNamespace, type TestNamespace } from '../../cluster/testNamespace.ts';
import { KubeClient } from '../../../src/kube/kubeClient.ts';
import { configMap, listNames, writeSet } from '../engine/harness.ts';
import { runThrough } from './faultRun.ts';

const kubeconfigPath = inject('kubeconfigPath');
const names = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => `${prefix}-${String(i).padStart(4, '0')}`);

function clientOf(path: string, options: { http2?: boolean; concurrency?: number } = {}): KubeClient {
  const kubeConfig = new KubeConfig();
  kubeConfig.loadFromFile(path);
  const concurrency = options.concurrency ?? 8;
  return new KubeClient(kubeConfig, { concurrency, startConcurrency: concurrency, http2: options.http2 ?? true });
}

describe('HTTP/2 to the API server', () => {
  let ns: TestNamespace;
  beforeEach(async () => {
    ns = await createTestNamespace(kubeconfigPath, 'http2');
  });
  afterEach(() => ns.delete());

  it('is what the client speaks with kube-apiserver itself, and HTTP/1.1 when told not to', async () => {
    const h2 = clientOf(kubeconfigPath);
    const h1 = clientOf(kubeconfigPath, { http2: false });
    for (const client of [h2, h1])
      await Promise.all(
        names('read', 4).map(() => client.request({ method: 'GET', path: `/api/v1/namespaces/${ns.name}` })),
      );
    expect(Object.fromEntries(h2.stats.byProtocol)).toEqual({ h2: 4 });
    expect(Object.fromEntries(h1.stats.byProtocol)).toEqual({ 'http/1.1': 4 });
  });

  describe('through the fault proxy', () => {
    let proxy: FaultProxy;
    let http1: FaultProxy;
    beforeAll(async () => {
      [proxy, http1] = await Promise.all([
        startFaultProxy({ kubeconfigPath, maxConcurrentStreams: 100 }),
        startFaultProxy({ kubeconfigPath, protocol: 'http/1.1' }),
      ]);
    });
    afterAll(() => Promise.all([proxy?.close(), http1?.close()]));

    it('falls back to HTTP/1.1 when the server offers only that', async () => {
      const set = await writeSet(names('cm', 20).map((n) => configMap(n, ns.name)));
      const run = await runThrough(http1.kubeconfigPath, 'apply', set, { applyset: 'set', namespace: ns.name });
      expect(run.error).toBeUndefined();
      expect(run.outcome.summary.create).toBe(20);
      expect(http1.requests.length).toBeGreaterThan(20);
      expect(new Set(http1.requests.map((r) => r.protocol))).toEqual(new Set(['http/1.1']));
    });

    it('an apply completes through GOAWAYs mid-run: the requests they left unprocessed are sent again', async () => {
      const before = proxy.requests.length;
      proxy.setFaults([{ fault: { kind: 'goaway' }, verbs: ['patch'], after: 20, times: 3 }]);
      const all = names('cm', 200);
      const set = await writeSet(all.map((n) => configMap(n, ns.name)));
      const run = await runThrough(proxy.kubeconfigPath, 'apply', set, { applyset: 'set', namespace: ns.name });
      const requests = proxy.requests.slice(before);
      proxy.setFaults([]);

      expect(run.error).toBeUndefined();
      expect(run.outcome.summary.create).toBe(200);
      expect(await listNames('configmap', ns.name)).toEqual(all);
      expect(requests.filter((r) => r.fault === 'goaway')).toHaveLength(3);
      expect(run.outcome.requests.retries).toBeGreaterThanOrEqual(3);
      // Every request (watches aside, which keep to HTTP/1.1) came over HTTP/2, on a new session after each GOAWAY.
      expect(requests.filter((r) => r.request.verb !== 'watch' && r.protocol !== 'h2')).toEqual([]);
      expect(new Set(requests.filter((r) => r.protocol === 'h2').map((r) => r.connection)).size).toBeGreaterThanOrEqual(
        4,
      );
    });

    it('spreads more requests than a session may carry over more sessions, none refused', async () => {
      const client = clientOf(proxy.kubeconfigPath, { concurrency: 150 });
      proxy.setLatency({ responseMs: 400, connectionMs: 0 });
      const before = proxy.requests.length;
      const answers = await Promise.all(
        names('read', 150).map(() => client.request({ method: 'GET', path: `/api/v1/namespaces/${ns.name}` })),
      );
      proxy.setLatency({});
      const requests = proxy.requests.slice(before);

      expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
      expect(client.stats.retries).toBe(0);
      expect(requests).toHaveLength(150);
      expect(new Set(requests.map((r) => r.connection)).size).toBeGreaterThanOrEqual(2);
      // Held in flight together by the latency, at most the server's 100 on any one session.
      expect(proxy.mostInFlightPerConnection).toBeGreaterThan(50);
      expect(proxy.mostInFlightPerConnection).toBeLessThanOrEqual(100);
    });
  });
});
