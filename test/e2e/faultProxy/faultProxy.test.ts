// The fault proxy of test/cluster/faultProxy/faultProxy.ts, between a client and the e2e cluster's API server:
// each fault it promises, seen from the client's side.
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectToApi } from '../../cluster/apiRequest.ts';
import { roundTrip, startFaultProxy, type FaultProxy } from '../../cluster/faultProxy/faultProxy.ts';
import type {} from '../../cluster/controlPlane/provided.ts';
import { createTestNamespace, type TestNamespace } from '../../cluster/testNamespace.ts';
import { connectThrough, type ProxyClient } from './proxyClient.ts';

const kubeconfigPath = inject('kubeconfigPath');

/** The `code` of the error a request failed with. */
async function failure(attempt: Promise<unknown>): Promise<string> {
  try {
    await attempt;
  } catch (error) {
    return String((error as { code?: unknown }).code);
  }
  throw new Error('the request succeeded, but it was expected to fail');
}

function median(values: number[]): number {
  return values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
}

describe('the fault proxy', () => {
  let proxy: FaultProxy;
  let client: ProxyClient;
  let ns: TestNamespace;
  let configMaps: string;

  beforeAll(async () => {
    ns = await createTestNamespace(kubeconfigPath, 'fault-proxy');
    configMaps = `/api/v1/namespaces/${ns.name}/configmaps`;
    proxy = await startFaultProxy({ kubeconfigPath });
    client = await connectThrough(proxy.kubeconfigPath, true);
  });
  afterEach(() => {
    proxy.setLatency({});
    proxy.setFaults([]);
  });
  afterAll(async () => {
    client?.close();
    await proxy?.close();
    await ns?.delete();
  });

  it('adds a round trip to every request, and two more to every new connection', async () => {
    const path = `/api/v1/namespaces/${ns.name}`;
    await client.send('GET', path);
    const direct: number[] = [];
    for (let i = 0; i < 20; i++) direct.push((await client.send('GET', path)).ms);

    proxy.setLatency(roundTrip(25));
    await client.send('GET', path);
    const delayed: number[] = [];
    for (let i = 0; i < 20; i++) delayed.push((await client.send('GET', path)).ms);
    const fresh = await connectThrough(proxy.kubeconfigPath, false);
    const connecting: number[] = [];
    for (let i = 0; i < 5; i++) connecting.push((await fresh.send('GET', path)).ms);
    fresh.close();

    console.log(
      `GET: ${median(direct).toFixed(1)} ms through the proxy without latency, ${median(delayed).toFixed(1)} ms at 25 ms RTT, ${median(connecting).toFixed(1)} ms on a new connection each`,
    );
    expect(Math.min(...delayed)).toBeGreaterThanOrEqual(25);
    // A TCP and a TLS 1.3 handshake before the request's own round trip.
    expect(Math.min(...connecting)).toBeGreaterThanOrEqual(75);
  });

  it('answers a share of requests 429 with Retry-After, and another 503, without forwarding them', async () => {
    proxy.setFaults([
      { fault: { kind: 'throttle', retryAfterSeconds: 2 }, share: 0.2 },
      { fault: { kind: 'unavailable' }, share: 0.1 },
    ]);
    const before = proxy.requests.length;
    const answers = await Promise.all(Array.from({ length: 300 }, () => client.send('GET', configMaps)));
    const count = (status: number) => answers.filter((answer) => answer.status === status).length;

    console.log(`of 300 requests: ${count(429)} answered 429, ${count(503)} answered 503`);
    expect(count(429) + count(503) + count(200)).toBe(300);
    // 20% and 10% of the other 80%: 60 and 24 expected; the bounds are 4.5 standard deviations wide.
    expect(count(429)).toBeGreaterThan(30);
    expect(count(429)).toBeLessThan(90);
    expect(count(503)).toBeGreaterThan(5);
    expect(count(503)).toBeLessThan(45);
    const throttled = answers.find((answer) => answer.status === 429);
    expect(throttled?.headers['retry-after']).toBe('2');
    expect(JSON.parse(throttled?.body ?? '{}')).toMatchObject({ kind: 'Status', reason: 'TooManyRequests', code: 429 });
    expect(proxy.requests.slice(before).filter((request) => request.fault === 'throttle')).toHaveLength(count(429));
  });

  it('cuts a connection before forwarding, after the server answered, or partway through the body', async () => {
    const api = connectToApi(kubeconfigPath);
    const create = (name: string) =>
      client.send('POST', configMaps, { body: { metadata: { name }, data: { key: 'x'.repeat(20_000) } } });

    proxy.setFaults([{ fault: { kind: 'reset', at: 'request' }, verbs: ['create'], times: 1 }]);
    expect(await failure(create('never-sent'))).toBe('ECONNRESET');
    proxy.setFaults([{ fault: { kind: 'reset', at: 'response' }, verbs: ['create'], times: 1 }]);
    expect(await failure(create('answer-lost'))).toBe('ECONNRESET');
    // The first never reached the server; the second was written, only its answer was lost.
    expect((await api.request('GET', `${configMaps}/never-sent`)).status).toBe(404);
    expect((await api.request('GET', `${configMaps}/answer-lost`)).status).toBe(200);

    proxy.setFaults([{ fault: { kind: 'reset', at: 'body' }, verbs: ['list'], times: 1 }]);
    expect(await failure(client.send('GET', configMaps))).toBe('ECONNRESET');
    expect(proxy.requests.at(-1)).toMatchObject({ fault: 'reset', status: 200 });
    // Only that one: the next list is whole.
    expect(JSON.parse((await client.send('GET', configMaps)).body)).toMatchObject({ kind: 'ConfigMapList' });
  });

  it('holds a request unanswered, for a while or until the client gives up', async () => {
    proxy.setFaults([{ fault: { kind: 'stall' }, verbs: ['get'], times: 1 }]);
    const path = `/api/v1/namespaces/${ns.name}`;
    expect(await failure(client.send('GET', path, { timeoutMs: 1000 }))).toBe('ETIMEDOUT');

    proxy.setFaults([{ fault: { kind: 'stall', ms: 1500 }, verbs: ['get'], times: 1 }]);
    const held = await client.send('GET', path);
    expect(held.status).toBe(200);
    expect(held.ms).toBeGreaterThanOrEqual(1500);
    // Only that one: the next is passed through.
    expect((await client.send('GET', path)).status).toBe(200);
    expect(proxy.requests.at(-1)).toMatchObject({ fault: undefined, status: 200 });
  });

  it('streams a watch: events arrive while it stays open, each after the added latency', async () => {
    proxy.setLatency(roundTrip(100));
    const events: { type: string; name: string; at: number }[] = [];
    const stop = await client.watch(`${configMaps}?watch=true&fieldSelector=metadata.name%3Dwatched`, (line) => {
      const event = JSON.parse(line) as { type: string; object: { metadata: { name: string } } };
      events.push({ type: event.type, name: event.object.metadata.name, at: performance.now() });
    });
    try {
      const api = connectToApi(kubeconfigPath);
      const createdAt = performance.now();
      expect((await api.request('POST', configMaps, { body: { metadata: { name: 'watched' } } })).status).toBe(201);
      await api.request('DELETE', `${configMaps}/watched`);
      while (events.length < 2 && performance.now() - createdAt < 10_000) await sleep(20);
      expect(events.map((event) => `${event.type} ${event.name}`)).toEqual(['ADDED watched', 'DELETED watched']);
      // Created straight on the server: the event only pays the proxy's server-to-client half.
      expect((events[0]?.at ?? 0) - createdAt).toBeGreaterThanOrEqual(50);
    } finally {
      stop();
    }
  });
});
