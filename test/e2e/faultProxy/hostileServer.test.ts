// Runs of the engine against the e2e cluster behind the fault proxy playing a broken or hostile API
// server (or an aggregated API behind it): an endless body, a watch event without end, a 20 MB
// message, an answer that trickles. Each run ends with an error naming the request and the limit,
// in bounded time and memory, and writes nothing it should not.
import { KubeConfig } from '@kubernetes/client-node';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { deploymentManifest } from '../../cluster/workloads.ts';
import { startFaultProxy, type FaultProxy } from '../../cluster/faultProxy/faultProxy.ts';
import type {} from '../../cluster/controlPlane/provided.ts';
import { createTestNamespace, type TestNamespace } from '../../cluster/testNamespace.ts';
import { describeError } from '../../../src/common/errors.ts';
import { connect } from '../../../src/kube/connect.ts';
import { KubeClient } from '../../../src/kube/kubeClient.ts';
import { parseOptions } from '../../../src/options/parseOptions.ts';
import { RunFailure } from '../../../src/outcome/runFailure.ts';
import { runApplySet } from '../../../src/engine/runApplySet.ts';
import { measurePeakRss } from '../../peakRss.ts';
import { configMap, engine, engineError, listNames, writeSet } from '../engine/harness.ts';
import { testEnvironment } from '../../testEnvironment.ts';

const MiB = 1024 * 1024;

describe('a run against a hostile API server', () => {
  let ns: TestNamespace;
  let proxy: FaultProxy;
  beforeAll(async () => {
    ns = await createTestNamespace(inject('kubeconfigPath'), 'hostile');
    proxy = await startFaultProxy({ kubeconfigPath: inject('kubeconfigPath') });
  });
  afterEach(() => proxy.setFaults([]));
  afterAll(async () => {
    await proxy?.close();
    await ns?.delete();
  });
  const configMapsPath = () => `/api/v1/namespaces/${ns.name}/configmaps`;

  it('stops reading an endless LIST at 64 MiB a page, asks in smaller pages, then fails naming the request and the limit', async () => {
    const dir = await writeSet([configMap('listed', ns.name)]);
    await engine('apply', dir, { applyset: 'endless', namespace: ns.name });
    // Every LIST of ConfigMaps in the namespace: the preview's listing of the set's members.
    proxy.setFaults([
      {
        fault: { kind: 'hugeBody', bytes: 512 * MiB },
        verbs: ['list'],
        when: (r) => r.resource === 'configmaps' && r.namespace === ns.name,
      },
    ]);

    const {
      result: message,
      seconds,
      rssMiB,
    } = await measurePeakRss(() =>
      engineError('preview', dir, { applyset: 'endless', namespace: ns.name, 'kubeconfig-path': proxy.kubeconfigPath }),
    );

    const lists = proxy.requests.filter((r) => r.fault === 'hugeBody' && r.request.verb === 'list');
    const sent = lists.map((r) => Math.round(r.bytesSent / MiB));
    console.log(
      `endless LIST: ${lists.length} pages asked (limits ${lists.map((r) => r.request.query.get('limit')).join(', ')}), MiB sent each: ${sent.join(', ')}; RSS +${rssMiB.toFixed(0)} MiB; ${seconds.toFixed(1)} s`,
    );
    expect(message).toBe(
      `GET ${configMapsPath()}: the API server's answer is larger than 64 MiB, the most one answer may be. ` +
        `An API server does not answer this way: check it, or the aggregated API serving ${configMapsPath()} (kubectl get --raw '${configMapsPath()}' shows what it answers)`,
    );
    // 500 objects a page, then 50, 5 and 1: one object is far below the limit, so a real server's page would fit.
    expect(lists.map((r) => r.request.query.get('limit'))).toEqual(['500', '50', '5', '1']);
    // What the client read before it cut the answer, and what the sockets buffered besides; without the limit, 512 MiB each.
    for (const r of lists) expect(r.bytesSent).toBeLessThan(96 * MiB);
    expect(rssMiB).toBeLessThan(400);
    expect(seconds).toBeLessThan(90);
  });

  it('keeps 4 KiB of a 20 MB message the server refuses a dry-run with', async () => {
    proxy.setFaults([
      {
        fault: { kind: 'hugeMessage', status: 422, length: 20_000_000 },
        verbs: ['patch'],
        when: (r) => r.dryRun && r.namespace === ns.name,
      },
    ]);
    const dir = await writeSet([configMap('refused', ns.name)]);

    const { result: message, seconds } = await measurePeakRss(() =>
      engineError('apply', dir, { applyset: 'refused', namespace: ns.name, 'kubeconfig-path': proxy.kubeconfigPath }),
    );

    console.log(`20 MB message: shown in ${message.length} characters, ${seconds.toFixed(1)} s`);
    expect(message).toMatch(
      /^\S+:1: configmap\/refused in namespace \S+: server-side dry-run refused by the server \(HTTP 422 Invalid\): huge message: m{4000,}… \(1999\d{4} more characters not shown\)\. Fix the field named above in the manifest$/,
    );
    expect(message.length).toBeLessThan(5 * 1024);
    expect(await listNames('configmap', ns.name)).not.toContain('refused');
  });

  it("ends the wait when a watch event has no end, naming the watch and the limit, the server's fault rather than RBAC's", async () => {
    proxy.setFaults([
      {
        fault: { kind: 'hugeBody', bytes: 256 * MiB },
        verbs: ['watch'],
        when: (r) => r.resource === 'deployments' && r.namespace === ns.name,
      },
    ]);
    const dir = await writeSet([
      { ...deploymentManifest('watched', 1), metadata: { name: 'watched', namespace: ns.name } },
    ]);

    const {
      result: message,
      seconds,
      rssMiB,
    } = await measurePeakRss(() =>
      engineError('apply', dir, {
        applyset: 'watched',
        namespace: ns.name,
        'kubeconfig-path': proxy.kubeconfigPath,
        timeout: '2m',
      }),
    );

    const watches = proxy.requests.filter((r) => r.fault === 'hugeBody' && r.request.verb === 'watch');
    console.log(
      `endless watch event: ${watches.length} watch, ${Math.round((watches[0]?.bytesSent ?? 0) / MiB)} MiB sent; RSS +${rssMiB.toFixed(0)} MiB; ${seconds.toFixed(1)} s`,
    );
    const path = `/apis/apps/v1/namespaces/${ns.name}/deployments`;
    expect(message).toBe(
      `cannot watch deployments.apps in namespace ${ns.name} to wait for health: WATCH ${path}: the API server sent an event longer than 16 MiB, the longest a watch event may be. ` +
        `An API server does not answer this way: check it, or the aggregated API serving ${path} (kubectl get --raw '${path}' shows what it answers)`,
    );
    expect(watches.length).toBe(1);
    expect(watches[0]!.bytesSent).toBeLessThan(48 * MiB);
    expect(rssMiB).toBeLessThan(300);
    expect(seconds).toBeLessThan(60);
  });

  it('ends a request whose answer trickles in at its deadline, where the idle timeout never fires, and does not retry it', async () => {
    proxy.setFaults([
      { fault: { kind: 'trickle', everyMs: 200 }, verbs: ['patch'], when: (r) => r.dryRun && r.namespace === ns.name },
    ]);
    const dir = await writeSet([configMap('trickled', ns.name)]);
    // The deadline of a client of the test's own, 5 s instead of 5 minutes; everything else as a run has it.
    const kubeConfig = new KubeConfig();
    kubeConfig.loadFromFile(proxy.kubeconfigPath);
    const cluster = await connect(
      { environment: testEnvironment(), concurrency: 8 },
      { client: new KubeClient(kubeConfig, { concurrency: 8, limits: { deadlineMs: 5_000 } }) },
    );
    const options = parseOptions(
      { mode: 'apply', manifests: dir, applyset: 'trickled', namespace: ns.name },
      process.cwd(),
      testEnvironment(),
    );

    const { result: message, seconds } = await measurePeakRss(() =>
      runApplySet(options, { info: () => {}, warning: () => {} }, cluster).then(
        () => 'the run succeeded',
        (error: unknown) => describeError(error instanceof RunFailure ? error.error : error),
      ),
    );

    const trickled = proxy.requests.filter((r) => r.fault === 'trickle');
    console.log(`trickled dry-run: ${trickled.length} request, run ended after ${seconds.toFixed(1)} s (deadline 5 s)`);
    expect(message).toMatch(
      new RegExp(
        `^PATCH /api/v1/namespaces/${ns.name}/configmaps/trickled: the API server's answer took longer than 5 s, the most one request may take\\. An API server does not answer this way`,
      ),
    );
    expect(trickled.length).toBe(1);
    expect(seconds).toBeGreaterThanOrEqual(5);
    expect(seconds).toBeLessThan(60);
    expect(await listNames('configmap', ns.name)).not.toContain('trickled');
  });
});
