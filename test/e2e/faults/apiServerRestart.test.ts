// kube-apiserver restarted (on a control plane of this file's own: a restart would fail other files'
// requests): first the fault proxy's restart itself, then during a run, which waits, saying so, and
// completes with exact counts, nothing leaked. Its control plane is etcd and the API server alone: the runs apply and
// prune ConfigMaps, which no controller acts on, and controllers would only reconnect and relist after each restart.
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectToApi } from '../../cluster/apiRequest.ts';
import { startControlPlane, type ControlPlane } from '../../cluster/controlPlane/controlPlane.ts';
import { startFaultProxy, type FaultProxy, type RequestInfo } from '../../cluster/faultProxy/faultProxy.ts';
import { connectThrough, type ProxyClient } from '../faultProxy/proxyClient.ts';
import { configMap, writeSet } from '../engine/harness.ts';
import { runThrough } from './faultRun.ts';

const realWrite = (verb: string) => (r: RequestInfo) => r.resource === 'configmaps' && !r.dryRun && r.verb === verb;
const names = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => `${prefix}-${String(i).padStart(3, '0')}`);
const namespaces = '/api/v1/namespaces';

/** When the API server's process started, from its own metrics: a restart changes it. */
async function apiServerStartTime(kubeconfigPath: string): Promise<number> {
  const metrics = await connectToApi(kubeconfigPath).request('GET', '/metrics');
  const line = String(metrics.body)
    .split('\n')
    .find((l) => l.startsWith('process_start_time_seconds '));
  return Number(line?.split(' ')[1]);
}

describe('kube-apiserver restarted', () => {
  let controlPlane: ControlPlane;
  let proxy: FaultProxy;
  let client: ProxyClient;
  beforeAll(async () => {
    controlPlane = await startControlPlane({ apiServerOnly: true });
    proxy = await startFaultProxy({
      kubeconfigPath: controlPlane.kubeconfigPath,
      restartApiServer: controlPlane.restartApiServer,
    });
    client = await connectThrough(proxy.kubeconfigPath, true);
  }, 240_000);
  afterAll(async () => {
    client?.close();
    await proxy?.close();
    await controlPlane?.stop();
  });

  async function namespace(name: string): Promise<string> {
    expect((await controlPlane.kubectl(['create', 'namespace', name])).code).toBe(0);
    return name;
  }
  async function live(ns: string): Promise<string[]> {
    const listed = await controlPlane.kubectl([
      'get',
      'configmaps',
      '-n',
      ns,
      '-o',
      'jsonpath={.items[*].metadata.name}',
    ]);
    return listed.stdout
      .split(/\s+/)
      .filter((n) => n !== '' && n !== 'kube-root-ca.crt')
      .sort();
  }
  async function parentAnnotation(ns: string, key: string): Promise<string> {
    const got = await controlPlane.kubectl([
      'get',
      'secret',
      'set',
      '-n',
      ns,
      '-o',
      `jsonpath={.metadata.annotations.${key.replace(/\./g, '\\.')}}`,
    ]);
    return got.stdout;
  }

  it('by the fault proxy, on demand: requests fail while the server is down and succeed after, on the same etcd', async () => {
    const created = await client.send('POST', namespaces, { body: { metadata: { name: 'before-restart' } } });
    expect(created.status).toBe(201);
    const startedBefore = await apiServerStartTime(controlPlane.kubeconfigPath);

    const restarted = proxy.restartApiServer({ downMs: 2000 });
    // Long enough for the client to see its pooled connection closed; a request on it would be reset, not refused.
    await sleep(200);
    const whileDown = await client.send('GET', `${namespaces}/before-restart`).then(
      (answer) => `answered ${answer.status}`,
      (error: { code?: string }) => String(error.code),
    );
    const restartStarted = performance.now();
    await restarted;
    const downSeconds = (performance.now() - restartStarted) / 1000;

    console.log(`the API server was back after ${downSeconds.toFixed(1)} s`);
    expect(whileDown).toBe('ECONNREFUSED');
    expect(await apiServerStartTime(controlPlane.kubeconfigPath)).toBeGreaterThan(startedBefore);
    expect((await client.send('GET', `${namespaces}/before-restart`)).status).toBe(200);
  });

  it('by the fault proxy, after N requests of a verb: the request that triggers it is cut, the server comes back', async () => {
    proxy.setFaults([{ fault: { kind: 'restart' }, verbs: ['create'], after: 2, times: 1 }]);
    const startedBefore = await apiServerStartTime(controlPlane.kubeconfigPath);
    const outcomes: string[] = [];
    for (const name of ['first', 'second', 'third']) {
      outcomes.push(
        await client.send('POST', namespaces, { body: { metadata: { name } } }).then(
          (answer) => String(answer.status),
          (error: { code?: string }) => String(error.code),
        ),
      );
    }
    await proxy.untilRestarted();

    expect(outcomes).toEqual(['201', '201', 'ECONNRESET']);
    expect(await apiServerStartTime(controlPlane.kubeconfigPath)).toBeGreaterThan(startedBefore);
    expect((await client.send('POST', namespaces, { body: { metadata: { name: 'third' } } })).status).toBe(201);
  });

  it('during an apply, down for a while: the run waits, says so, and completes with exact counts', async () => {
    const ns = await namespace('restart-apply');
    const set = await writeSet(names('cm', 100).map((n) => configMap(n, ns)));
    // Down 5 s more than a restart takes (about 7 s here): past the 5 s after which the run says it waits.
    proxy.setFaults([
      { fault: { kind: 'restart', downMs: 5_000 }, verbs: ['patch'], when: realWrite('patch'), after: 40, times: 1 },
    ]);
    const run = await runThrough(proxy.kubeconfigPath, 'apply', set, { applyset: 'set', namespace: ns });
    await proxy.untilRestarted();
    console.log(
      `restart (down 5 s more) during apply: run took ${(run.ms / 1000).toFixed(1)} s, ${run.outcome.requests.retries} retries; ${run.lines.filter((l) => l.startsWith('API server')).join(' | ')}`,
    );

    expect(run.error).toBeUndefined();
    expect(run.outcome.summary).toEqual({ create: 100, update: 0, replace: 0, unchanged: 0, prune: 0, keep: 0 });
    expect(await live(ns)).toEqual(names('cm', 100));
    expect(
      run.lines.some((line) =>
        /^API server unreachable \(ECONN\w+\) for \d+ s; \d+ requests? waiting, retrying for up to 120 s \(retry-timeout\)$/.test(
          line,
        ),
      ),
    ).toBe(true);
    expect(run.lines.some((line) => /^API server answering again after \d+ s$/.test(line))).toBe(true);
  });

  it('during a prune: every object is pruned exactly once, the parent narrowed', async () => {
    const ns = await namespace('restart-prune');
    const other = await namespace('restart-prune-other');
    await runThrough(
      proxy.kubeconfigPath,
      'apply',
      await writeSet([configMap('keep', ns), ...names('old', 100).map((n) => configMap(n, other))]),
      { applyset: 'set', namespace: ns },
    );
    proxy.setFaults([
      { fault: { kind: 'restart' }, verbs: ['delete'], when: realWrite('delete'), after: 30, times: 1 },
    ]);
    const run = await runThrough(proxy.kubeconfigPath, 'apply', await writeSet([configMap('keep', ns)]), {
      applyset: 'set',
      namespace: ns,
    });
    await proxy.untilRestarted();

    expect(run.error).toBeUndefined();
    expect(run.outcome.summary).toEqual({ create: 0, update: 0, replace: 0, unchanged: 1, prune: 100, keep: 0 });
    expect(await live(other)).toEqual([]);
    expect(await parentAnnotation(ns, 'applyset.kubernetes.io/additional-namespaces')).toBe('');
  });

  it("between the parent's widen and the first member: the run completes, the parent exact", async () => {
    const ns = await namespace('restart-widen');
    const other = await namespace('restart-widen-other');
    proxy.setFaults([{ fault: { kind: 'restart' }, verbs: ['patch'], when: realWrite('patch'), times: 1 }]);
    const run = await runThrough(
      proxy.kubeconfigPath,
      'apply',
      await writeSet(names('cm', 20).map((n) => configMap(n, other))),
      { applyset: 'set', namespace: ns },
    );
    await proxy.untilRestarted();

    expect(run.error).toBeUndefined();
    expect(run.outcome.summary.create).toBe(20);
    expect(await live(other)).toEqual(names('cm', 20));
    expect(await parentAnnotation(ns, 'applyset.kubernetes.io/additional-namespaces')).toBe(other);
    expect(await parentAnnotation(ns, 'applyset.kubernetes.io/contains-group-kinds')).toBe('ConfigMap');
  });
});
