// The ApplySet lock against a server that answers 404 to every request for its Lease, whatever the
// reason: the lock's loop sleeps between attempts and ends at lock-timeout, with a bounded number of
// requests, and says why.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startFaultProxy, type FaultProxy } from '../../cluster/faultProxy/faultProxy.ts';
import type {} from '../../cluster/controlPlane/provided.ts';
import { createTestNamespace, type TestNamespace } from '../../cluster/testNamespace.ts';
import { configMap, engineError, getLive, listNames, writeSet } from '../engine/harness.ts';

describe('the ApplySet lock, when the server answers 404 for its Lease forever', () => {
  let ns: TestNamespace;
  let proxy: FaultProxy;
  beforeAll(async () => {
    ns = await createTestNamespace(inject('kubeconfigPath'), 'lock-404');
    proxy = await startFaultProxy({ kubeconfigPath: inject('kubeconfigPath') });
  });
  afterAll(async () => {
    await proxy?.close();
    await ns?.delete();
  });
  const leaseRequests = () => proxy.requests.filter((r) => r.request.resource === 'leases');

  it('ends at lock-timeout, saying what the server answered, after a bounded number of requests', async () => {
    proxy.setFaults([{ fault: { kind: 'notFound' }, when: (r) => r.resource === 'leases' }]);
    const before = leaseRequests().length;
    const started = Date.now();
    const message = await engineError('apply', await writeSet([configMap('a', ns.name)]), {
      applyset: 'set',
      namespace: ns.name,
      'kubeconfig-path': proxy.kubeconfigPath,
      'lock-timeout': '6s',
    });
    const seconds = (Date.now() - started) / 1000;

    expect(message).toContain(
      `the ApplySet lock (Lease ${ns.name}/applyset-lock.secret.set) could not be taken: the API server answered 404 to its creation`,
    );
    expect(message).toContain('waited 6 s (lock-timeout)');
    expect(message).toContain('lock: false');
    expect(seconds).toBeGreaterThanOrEqual(6);
    // A pass every 2 s, of a GET and a create: 4 passes and the first create, not thousands.
    const sent = leaseRequests().length - before;
    console.log(`${sent} Lease requests in ${seconds.toFixed(1)} s`);
    expect(sent).toBeGreaterThanOrEqual(3);
    expect(sent).toBeLessThanOrEqual(12);
    expect(await listNames('configmap', ns.name)).toEqual([]);
    expect(await getLive('secret', ns.name, 'set')).toBeUndefined();
  });

  it("fails at once, naming the namespace, when the server says the Lease's namespace is missing", async () => {
    proxy.setFaults([{ fault: { kind: 'notFound', namespace: ns.name }, when: (r) => r.resource === 'leases' }]);
    const before = leaseRequests().length;
    const message = await engineError('apply', await writeSet([configMap('a', ns.name)]), {
      applyset: 'set',
      namespace: ns.name,
      'kubeconfig-path': proxy.kubeconfigPath,
      'lock-timeout': '5m',
    });

    expect(message).toContain(
      `namespace ${ns.name}, where the ApplySet secret/set in namespace ${ns.name} and its lock live, does not exist, and the manifests do not create it`,
    );
    // One create before the plan, one before the parent would be written.
    expect(leaseRequests().length - before).toBe(2);
    expect(await listNames('configmap', ns.name)).toEqual([]);
    expect(await getLive('secret', ns.name, 'set')).toBeUndefined();
  });
});
