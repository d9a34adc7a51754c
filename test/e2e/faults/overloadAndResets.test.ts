// The engine through the fault proxy on the shared cluster: a 429/503 storm on a 1,000-object apply,
// a server that never recovers, and connections reset or stalled on reads and writes.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import {
  startFaultProxy,
  type FaultProxy,
  type ProxiedRequest,
  type RequestInfo,
} from '../../cluster/faultProxy/faultProxy.ts';
import { createTestNamespace, type TestNamespace } from '../../cluster/testNamespace.ts';
import { describeError } from '../../../src/common/errors.ts';
import { configMap, getLive, listNames, writeSet } from '../engine/harness.ts';
import { runThrough } from './faultRun.ts';

const names = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => `${prefix}-${String(i).padStart(4, '0')}`);
const identity = (r: RequestInfo) => `${r.method} ${r.path}?${r.query.toString()}`;

/** For each request the proxy refused, how long until the same request came again. */
function retryWaits(requests: readonly ProxiedRequest[]): number[] {
  return requests.flatMap((request, i) => {
    if (request.fault !== 'throttle' && request.fault !== 'unavailable') return [];
    const retry = requests.slice(i + 1).find((later) => identity(later.request) === identity(request.request));
    return retry ? [retry.at - request.at] : [];
  });
}

describe('an API server that sheds load, fails, resets and stalls', () => {
  let ns: TestNamespace;
  let proxy: FaultProxy;
  beforeAll(async () => {
    proxy = await startFaultProxy({ kubeconfigPath: inject('kubeconfigPath') });
  });
  afterAll(() => proxy?.close());
  beforeEach(async () => {
    ns = await createTestNamespace(inject('kubeconfigPath'), 'faults');
  });
  afterEach(() => ns.delete());

  it('a 1,000-object apply completes through 20% 429 and 503 answers, each retried after its Retry-After', async () => {
    proxy.setFaults([
      { fault: { kind: 'throttle', retryAfterSeconds: 1 }, share: 0.1 },
      { fault: { kind: 'unavailable', retryAfterSeconds: 1 }, share: 0.11 },
    ]);
    const all = names('cm', 1000);
    // Without the lock: its release comes after the run's counts are taken, and would blur the comparison.
    const run = await runThrough(proxy.kubeconfigPath, 'apply', await writeSet(all.map((n) => configMap(n, ns.name))), {
      applyset: 'set',
      namespace: ns.name,
      lock: 'false',
    });
    const requests = proxy.requests.slice();
    proxy.setFaults([]);

    const refused = requests.filter((r) => r.fault === 'throttle' || r.fault === 'unavailable').length;
    const waits = retryWaits(requests);
    const seconds = run.ms / 1000;
    console.log(
      `1,000 objects through 20% 429/503: ${requests.length} requests (${refused} refused) in ${seconds.toFixed(1)} s, ${(requests.length / seconds).toFixed(0)} requests/s`,
    );
    expect(run.error).toBeUndefined();
    expect(run.outcome.summary.create).toBe(1000);
    expect(await listNames('configmap', ns.name)).toEqual(all);
    expect(refused / requests.length).toBeGreaterThan(0.15);
    expect(run.outcome.requests.retries).toBe(refused);
    // Every refused request waited the second it was told to before it came again: no retry storm.
    expect(waits.length).toBe(refused);
    // Node's timers have millisecond resolution and may fire a fraction of one early (measured: 999.997 ms).
    expect(Math.min(...waits)).toBeGreaterThanOrEqual(1000 - 5);
    // About 2 requests per object (dry run, apply) and one more per refusal; nothing beyond.
    expect(requests.length).toBeLessThanOrEqual(2 * 1000 * 1.3 + 20);
  });

  it('gives up clearly when the server never recovers: one line for every object the outage stopped', async () => {
    proxy.setFaults([
      {
        fault: { kind: 'unavailable' },
        verbs: ['patch'],
        when: (r) => r.resource === 'configmaps' && !r.dryRun,
        after: 10,
      },
    ]);
    const set = await writeSet(names('cm', 60).map((n) => configMap(n, ns.name)));
    const run = await runThrough(proxy.kubeconfigPath, 'apply', set, {
      applyset: 'set',
      namespace: ns.name,
      'retry-timeout': '6s',
      'max-requests-in-flight': '4',
    });
    proxy.setFaults([]);

    console.log(
      `never recovers (retry-timeout 6s): gave up after ${(run.ms / 1000).toFixed(1)} s: ${run.error?.error.describe()}`,
    );
    const said =
      /^API server unavailable \(HTTP 503\) for (\d+) s; 50 objects not applied\. Requests were retried for (\d+) s \(retry-timeout\)/.exec(
        run.error?.error.describe() ?? '',
      );
    expect(said, run.error?.error.describe()).not.toBeNull();
    // The outage as the run measured it: at least the retry-timeout, not the default's 2 minutes, and
    // within the run's own time (seconds rounded).
    for (const seconds of [Number(said?.[1]), Number(said?.[2])]) {
      expect(seconds).toBeGreaterThanOrEqual(6);
      expect(seconds).toBeLessThan(120);
      expect(seconds).toBeLessThanOrEqual(Math.round(run.ms / 1000));
    }
    expect(run.outcome.summary.create).toBe(10);
    expect(run.outcome.objects.filter((o) => o.result === 'skipped')).toHaveLength(50);
    expect(await listNames('configmap', ns.name)).toHaveLength(10);
    // The parent still records the set; the next run finishes it.
    const next = await runThrough(proxy.kubeconfigPath, 'apply', set, { applyset: 'set', namespace: ns.name });
    expect(next.outcome.summary).toMatchObject({ create: 50, unchanged: 10 });
  });

  it('an outage during the plan is one error, not one per object', async () => {
    proxy.setFaults([{ fault: { kind: 'unavailable' }, verbs: ['patch'], when: (r) => r.dryRun }]);
    const set = await writeSet(names('cm', 20).map((n) => configMap(n, ns.name)));
    const failed = await runThrough(proxy.kubeconfigPath, 'preview', set, {
      applyset: 'set',
      namespace: ns.name,
      'retry-timeout': '3s',
    }).catch((error: unknown) => error);
    proxy.setFaults([]);
    const said =
      /^API server unavailable \(HTTP 503\) for (\d+) s, before anything was written\. Check that the cluster's API server is up/.exec(
        describeError(failed),
      );
    expect(said, describeError(failed)).not.toBeNull();
    // The outage as the run measured it: at least the retry-timeout, not the default's 2 minutes.
    expect(Number(said?.[1])).toBeGreaterThanOrEqual(3);
    expect(Number(said?.[1])).toBeLessThan(120);
  });

  it('connections reset on reads and writes, and a read stalled for 11 s: counts exact, the wait said', async () => {
    const before = names('cm', 60);
    await runThrough(proxy.kubeconfigPath, 'apply', await writeSet(before.map((n) => configMap(n, ns.name))), {
      applyset: 'set',
      namespace: ns.name,
    });
    proxy.setFaults([
      { fault: { kind: 'stall', ms: 11_000 }, verbs: ['list'], when: (r) => r.resource === 'configmaps', times: 1 },
      // A write done whose answer is lost: the retry must not count it twice, nor as failed.
      {
        fault: { kind: 'reset', at: 'response' },
        verbs: ['patch', 'delete', 'create'],
        when: (r) => !r.dryRun,
        share: 0.2,
      },
      { fault: { kind: 'reset', at: 'request' }, verbs: ['get', 'list', 'patch'], share: 0.1 },
      { fault: { kind: 'reset', at: 'body' }, verbs: ['get', 'list'], share: 0.1 },
    ]);
    // 30 kept and changed, 30 pruned, 30 created.
    const after = [...before.slice(0, 30), ...names('new', 30)];
    const run = await runThrough(
      proxy.kubeconfigPath,
      'apply',
      await writeSet(after.map((n) => configMap(n, ns.name, { changed: 'yes' }))),
      { applyset: 'set', namespace: ns.name },
    );
    const hit = proxy.requests.filter((r) => r.fault === 'reset').length;
    const protocols = new Set(proxy.requests.filter((r) => r.request.verb !== 'watch').map((r) => r.protocol));
    proxy.setFaults([]);

    console.log(`resets and a stall: ${hit} connections reset, run took ${(run.ms / 1000).toFixed(1)} s`);
    expect(run.error).toBeUndefined();
    expect(hit).toBeGreaterThan(5);
    // Over HTTP/2, as kube-apiserver is spoken to: a reset is a stream's RST_STREAM, not a connection's end.
    expect(protocols).toEqual(new Set(['h2']));
    expect(run.outcome.summary).toEqual({ create: 30, update: 30, replace: 0, unchanged: 0, prune: 30, keep: 0 });
    expect(await listNames('configmap', ns.name)).toEqual(after.sort());
    expect((await getLive('configmap', ns.name, 'cm-0000'))?.data).toEqual({ changed: 'yes' });
    expect(
      run.lines.some((line) =>
        /^waiting for the API server to answer GET \/api\/v1\/namespaces\/\S+\/configmaps \(no answer for 10 s/.test(
          line,
        ),
      ),
    ).toBe(true);
  });
});
