// Every request to the API server says which tool sent it, as kubectl's do (`kubectl/v1.34.0
// (linux/amd64)`): audit logs and API Priority and Fairness rules can then tell applyset-action apart.
// The fault proxy records each request's headers as the API server receives them.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startFaultProxy, type FaultProxy } from '../../cluster/faultProxy/faultProxy.ts';
import type {} from '../../cluster/controlPlane/provided.ts';
import { createTestNamespace, type TestNamespace } from '../../cluster/testNamespace.ts';
import { deploymentManifest } from '../../cluster/workloads.ts';
import { configMap, engine, writeSet } from '../engine/harness.ts';
import pkg from '../../../package.json' with { type: 'json' };

describe('the User-Agent of every request', () => {
  let ns: TestNamespace;
  let proxy: FaultProxy;
  beforeAll(async () => {
    ns = await createTestNamespace(inject('kubeconfigPath'), 'user-agent');
    proxy = await startFaultProxy({ kubeconfigPath: inject('kubeconfigPath') });
  });
  afterAll(async () => {
    await proxy?.close();
    await ns?.delete();
  });

  it('names applyset-action, its version, the OS and the architecture: discovery, reads, dry-runs, writes, watches and deletes', async () => {
    const inputs = { applyset: 'set', namespace: ns.name, 'kubeconfig-path': proxy.kubeconfigPath };
    // Available only once its pod has been ready for 3 s: the wait's first LIST always finds it rolling out,
    // so the wait watches it (on a quiet machine a plain Deployment could be ready before that LIST).
    const deployment = deploymentManifest('web', 1);
    const web = {
      ...deployment,
      metadata: { name: 'web', namespace: ns.name },
      spec: { ...deployment.spec!, minReadySeconds: 3 },
    };
    await engine('apply', await writeSet([configMap('a', ns.name), configMap('b', ns.name), web]), inputs);
    // The second deploy prunes b.
    await engine('apply', await writeSet([configMap('a', ns.name), web]), inputs);

    const verbs = new Set(proxy.requests.map((r) => (r.request.dryRun ? `dry-run ${r.request.verb}` : r.request.verb)));
    expect([...verbs]).toEqual(
      expect.arrayContaining(['get', 'list', 'watch', 'create', 'patch', 'delete', 'dry-run patch']),
    );
    const agents = new Set(proxy.requests.map((r) => r.userAgent));
    const arch = { x64: 'amd64', ia32: '386' }[process.arch as string] ?? process.arch;
    expect([...agents]).toEqual([`applyset-action/v${pkg.version} (${process.platform}/${arch})`]);
  });
});
