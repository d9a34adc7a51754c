// The fault proxy's restart of kube-apiserver, on a control plane of this file's own: other test
// files share the e2e cluster, and a restart would fail their requests.
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectToApi } from '../../cluster/apiRequest.ts';
import { startControlPlane, type ControlPlane } from '../../cluster/controlPlane/controlPlane.ts';
import { startFaultProxy, type FaultProxy } from '../../cluster/faultProxy/faultProxy.ts';
import { connectThrough, type ProxyClient } from './proxyClient.ts';

const namespaces = '/api/v1/namespaces';

/** When the API server's process started, from its own metrics: a restart changes it. */
async function apiServerStartTime(kubeconfigPath: string): Promise<number> {
  const metrics = await connectToApi(kubeconfigPath).request('GET', '/metrics');
  const line = String(metrics.body).split('\n').find((l) => l.startsWith('process_start_time_seconds '));
  return Number(line?.split(' ')[1]);
}

describe('an API server restart through the fault proxy', () => {
  let controlPlane: ControlPlane;
  let proxy: FaultProxy;
  let client: ProxyClient;
  beforeAll(async () => {
    controlPlane = await startControlPlane();
    proxy = await startFaultProxy({ kubeconfigPath: controlPlane.kubeconfigPath, restartApiServer: controlPlane.restartApiServer });
    client = await connectThrough(proxy.kubeconfigPath, true);
  });
  afterAll(async () => {
    client?.close();
    await proxy?.close();
    await controlPlane?.stop();
  });

  it('on demand: requests fail while the server is down and succeed after, on the same etcd', async () => {
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

  it('after N requests of a verb: the request that triggers it is cut, the server comes back', async () => {
    proxy.setFaults([{ fault: { kind: 'restart' }, verbs: ['create'], after: 2, times: 1 }]);
    const startedBefore = await apiServerStartTime(controlPlane.kubeconfigPath);
    const outcomes: string[] = [];
    for (const name of ['first', 'second', 'third']) {
      outcomes.push(await client.send('POST', namespaces, { body: { metadata: { name } } }).then((answer) => String(answer.status), (error: { code?: string }) => String(error.code)));
    }
    await proxy.untilRestarted();

    expect(outcomes).toEqual(['201', '201', 'ECONNRESET']);
    expect(await apiServerStartTime(controlPlane.kubeconfigPath)).toBeGreaterThan(startedBefore);
    expect((await client.send('POST', namespaces, { body: { metadata: { name: 'third' } } })).status).toBe(201);
  });
});
