// A Secret or ConfigMap parent is known without discovery: the lock and the parent's read go out
// beside it rather than after it, which saves its round trips (and a new TLS connection's) at 100 ms.
// A dry-run needs the parent's identity, not its reading: the first go out beside the parent's GET.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startFaultProxy, type FaultProxy, type ProxiedRequest } from '../../cluster/faultProxy/faultProxy.ts';
import type {} from '../../cluster/controlPlane/provided.ts';
import { createTestNamespace, type TestNamespace } from '../../cluster/testNamespace.ts';
import { configMap, engine, listNames, writeSet } from '../engine/harness.ts';

// How long the request under test is held: discovery, or the parent's read. The requests that need
// no answer from it must arrive before it is answered, so this is the margin a busy machine has.
const HELD_MS = 2_000;
const isDiscovery = (path: string) => path === '/api' || path === '/apis';
const HELD_PARENT = 'held-parent';

describe('requests that need no earlier answer go out before it', () => {
  let ns: TestNamespace;
  let proxy: FaultProxy;
  beforeAll(async () => {
    ns = await createTestNamespace(inject('kubeconfigPath'), 'before-discovery');
    proxy = await startFaultProxy({
      kubeconfigPath: inject('kubeconfigPath'),
      faults: [{ fault: { kind: 'stall', ms: HELD_MS }, when: (r) => isDiscovery(r.path) }],
    });
  });
  afterAll(async () => {
    await proxy?.close();
    await ns?.delete();
  });

  /** The requests of the run that started at `from`, and when the first of its discovery requests was answered. */
  function since(from: number): { requests: ProxiedRequest[]; discoveryAnswered: number } {
    const requests = proxy.requests.slice(from);
    const discovery = requests.filter((r) => isDiscovery(r.request.path));
    expect(discovery).toHaveLength(2);
    return { requests, discoveryAnswered: Math.min(...discovery.map((r) => r.answeredAt ?? Infinity)) };
  }

  it('takes the lock and reads a Secret parent while discovery is held', async () => {
    const dir = await writeSet([configMap('one', ns.name), configMap('two', ns.name)]);
    const from = proxy.requests.length;
    const outcome = await engine('apply', dir, {
      applyset: 'set',
      namespace: ns.name,
      'kubeconfig-path': proxy.kubeconfigPath,
      wait: 'false',
    });

    expect(outcome.summary.create).toBe(2);
    expect(await listNames('configmap', ns.name)).toEqual(['one', 'two']);
    const { requests, discoveryAnswered } = since(from);
    const lease = requests.find((r) => r.request.resource === 'leases' && r.request.verb === 'create');
    const parent = requests.find((r) => r.request.resource === 'secrets' && r.request.verb === 'get');
    expect(lease?.at).toBeLessThan(discoveryAnswered);
    expect(parent?.at).toBeLessThan(discoveryAnswered);
  });

  it('reads a ConfigMap parent in a preview while discovery is held', async () => {
    const dir = await writeSet([configMap('three', ns.name)]);
    const from = proxy.requests.length;
    const outcome = await engine('preview', dir, {
      applyset: 'configmaps/preview-set',
      namespace: ns.name,
      'kubeconfig-path': proxy.kubeconfigPath,
    });

    expect(outcome.summary.create).toBe(1);
    const { requests, discoveryAnswered } = since(from);
    const parent = requests.find((r) => r.request.resource === 'configmaps' && r.request.verb === 'get');
    expect(parent?.request.path).toBe(`/api/v1/namespaces/${ns.name}/configmaps/preview-set`);
    expect(parent?.at).toBeLessThan(discoveryAnswered);
  });

  it("sends the dry-runs while the parent's read is held, once the lock is taken", async () => {
    const dir = await writeSet([configMap('four', ns.name), configMap('five', ns.name)]);
    // Discovery answers at once here: the dry-runs need it.
    proxy.setFaults([
      {
        fault: { kind: 'stall', ms: HELD_MS },
        verbs: ['get'],
        when: (r) => r.resource === 'secrets' && r.name === HELD_PARENT,
      },
    ]);
    const from = proxy.requests.length;
    const outcome = await engine('apply', dir, {
      applyset: HELD_PARENT,
      namespace: ns.name,
      'kubeconfig-path': proxy.kubeconfigPath,
      wait: 'false',
    });

    expect(outcome.summary.create).toBe(2);
    const requests = proxy.requests.slice(from);
    const lease = requests.find((r) => r.request.resource === 'leases' && r.request.verb === 'create');
    const parent = requests.find((r) => r.request.name === HELD_PARENT && r.request.verb === 'get');
    const dryRuns = requests.filter((r) => r.request.dryRun && r.request.resource === 'configmaps');
    expect(dryRuns).toHaveLength(2);
    for (const dryRun of dryRuns) {
      expect(dryRun.at).toBeGreaterThan(lease!.at);
      expect(dryRun.at).toBeLessThan(parent!.answeredAt!);
    }
  });
});
