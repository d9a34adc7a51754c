// Prune at the right time: an apply prunes what left the manifests only once what it applied is
// ready (prune-timing: after-healthy, the default); a rollout that fails prunes nothing, and the
// next healthy deploy prunes it. With prune-timing: with-apply, the prune comes before the wait.
import { afterEach, beforeEach, describe, expect, inject, it, onTestFinished } from 'vitest';
import { describeError } from '../../../src/common/errors.ts';
import { parseOptions, type RawInputs } from '../../../src/options/parseOptions.ts';
import type { ObjectOutcome, RunOutcome } from '../../../src/outcome/runOutcome.ts';
import { RunFailure } from '../../../src/outcome/runFailure.ts';
import { runApplySet } from '../../../src/engine/runApplySet.ts';
import { startFaultProxy } from '../../cluster/faultProxy/faultProxy.ts';
import { createTestNamespace, type TestNamespace } from '../../cluster/testNamespace.ts';
import { deploymentManifest, simulate } from '../../cluster/workloads.ts';
import { configMap, getLive, listNames, type Manifest, writeSet } from '../engine/harness.ts';
import { testEnvironment } from '../../testEnvironment.ts';

const service = (name: string, namespace: string): Manifest => ({
  apiVersion: 'v1',
  kind: 'Service',
  metadata: { name, namespace },
  spec: { selector: { app: name }, ports: [{ port: 80 }] },
});
const web = (namespace: string, crashing: boolean, version: string): Manifest => {
  const deployment = deploymentManifest(
    'web',
    2,
    crashing ? { simulate: simulate.crashLoop } : {},
  ) as unknown as Manifest & {
    metadata: Record<string, unknown>;
    spec: { template: { metadata: { labels: Record<string, string> } } };
  };
  deployment.metadata['namespace'] = namespace;
  deployment.spec.template.metadata.labels['version'] = version;
  return deployment;
};

/** Runs an apply, noting each object's record in the order the run made them. */
async function apply(
  objects: Manifest[],
  inputs: RawInputs,
): Promise<{ outcome: RunOutcome; error?: string; events: string[] }> {
  const events: string[] = [];
  const options = parseOptions(
    {
      mode: 'apply',
      manifests: await writeSet(objects),
      'kubeconfig-path': inject('kubeconfigPath'),
      applyset: 'set',
      ...inputs,
    },
    process.cwd(),
    testEnvironment(),
  );
  const objectDone = (o: ObjectOutcome) =>
    events.push(`${o.kind}/${o.name} ${o.result ?? ''}${o.health ? ` ${o.health}` : ''}`);
  try {
    return { outcome: await runApplySet(options, { info: () => {}, warning: () => {}, objectDone }), events };
  } catch (error) {
    if (!(error instanceof RunFailure)) throw error;
    return { outcome: error.outcome, error: describeError(error.error), events };
  }
}

describe.runIf(inject('simulatedWorkloads'))('prune timing', () => {
  let ns: TestNamespace;
  beforeEach(async () => {
    ns = await createTestNamespace(inject('kubeconfigPath'), 'prune-timing');
  });
  afterEach(() => ns.delete());

  it('prunes only after what was applied is ready', async () => {
    const first = await apply([web(ns.name, false, 'v1'), configMap('config-v1', ns.name)], {
      namespace: ns.name,
      timeout: '3m',
    });
    expect(first.error).toBeUndefined();

    const second = await apply([web(ns.name, false, 'v2'), configMap('config-v2', ns.name)], {
      namespace: ns.name,
      timeout: '3m',
    });
    expect(second.error).toBeUndefined();
    expect(second.outcome.summary).toMatchObject({ create: 1, update: 1, prune: 1 });
    const ready = second.events.indexOf('Deployment/web configured ready');
    const pruned = second.events.indexOf('ConfigMap/config-v1 pruned');
    expect(ready).toBeGreaterThanOrEqual(0);
    expect(pruned).toBeGreaterThan(ready);
    expect(await listNames('configmap', ns.name)).toEqual(['config-v2']);
  });

  it('prunes nothing when the rollout fails, and the next healthy deploy prunes it', async () => {
    const first = await apply(
      [web(ns.name, false, 'v1'), configMap('config-v1', ns.name), service('old-api', ns.name)],
      { namespace: ns.name, timeout: '3m' },
    );
    expect(first.error).toBeUndefined();

    const crashing = await apply([web(ns.name, true, 'v2'), configMap('config-v2', ns.name)], {
      namespace: ns.name,
      timeout: '3m',
    });
    expect(crashing.error).toContain('CrashLoopBackOff');
    const prunes = crashing.outcome.objects.filter((o) => o.action === 'prune');
    expect(prunes.map((o) => `${o.kind}/${o.name} ${o.result}: ${o.message}`).sort()).toEqual([
      'ConfigMap/config-v1 skipped: not pruned: the rollout failed',
      'Service/old-api skipped: not pruned: the rollout failed',
    ]);
    expect(crashing.outcome.summary.prune).toBe(0);
    // What the old pods use is still there, and the parent still records every kind, so nothing leaks.
    expect(await listNames('configmap', ns.name)).toEqual(['config-v1', 'config-v2']);
    expect(await listNames('service', ns.name)).toEqual(['old-api']);
    expect(
      (await getLive('secret', ns.name, 'set'))?.metadata.annotations?.['applyset.kubernetes.io/contains-group-kinds'],
    ).toBe('ConfigMap,Deployment.apps,Service');

    const fixed = await apply([web(ns.name, false, 'v3'), configMap('config-v2', ns.name)], {
      namespace: ns.name,
      timeout: '3m',
    });
    expect(fixed.error).toBeUndefined();
    expect(
      fixed.outcome.objects
        .filter((o) => o.result === 'pruned')
        .map((o) => `${o.kind}/${o.name}`)
        .sort(),
    ).toEqual(['ConfigMap/config-v1', 'Service/old-api']);
    expect(await listNames('configmap', ns.name)).toEqual(['config-v2']);
    expect(await listNames('service', ns.name)).toEqual([]);
    expect(
      (await getLive('secret', ns.name, 'set'))?.metadata.annotations?.['applyset.kubernetes.io/contains-group-kinds'],
    ).toBe('ConfigMap,Deployment.apps');
  });

  it('prunes right after the apply, before the wait, with prune-timing: with-apply', async () => {
    await apply([web(ns.name, false, 'v1'), configMap('config-v1', ns.name)], { namespace: ns.name, timeout: '3m' });
    // Through the fault proxy, which records the requests in the order they arrive.
    const proxy = await startFaultProxy({ kubeconfigPath: inject('kubeconfigPath') });
    onTestFinished(() => proxy.close());
    const crashing = await apply([web(ns.name, true, 'v2'), configMap('config-v2', ns.name)], {
      namespace: ns.name,
      timeout: '3m',
      'prune-timing': 'with-apply',
      'kubeconfig-path': proxy.kubeconfigPath,
    });
    expect(crashing.error).toContain('CrashLoopBackOff');
    expect(crashing.outcome.objects.find((o) => o.name === 'config-v1')?.result).toBe('pruned');
    expect(await listNames('configmap', ns.name)).toEqual(['config-v2']);
    // The prune's DELETE went out after the Deployment's apply and before the wait's first read of the Deployment
    // (the LIST its watch starts with, which here already shows the crash).
    const requests = proxy.requests.map(({ request }) => request);
    const applied = requests.findIndex(
      (r) => r.verb === 'patch' && !r.dryRun && r.resource === 'deployments' && r.name === 'web',
    );
    const pruned = requests.findIndex(
      (r) => r.verb === 'delete' && r.resource === 'configmaps' && r.name === 'config-v1',
    );
    const waited = requests.findIndex(
      (r, i) => i > applied && (r.verb === 'list' || r.verb === 'watch') && r.resource === 'deployments',
    );
    expect(applied).toBeGreaterThanOrEqual(0);
    expect(waited).toBeGreaterThan(applied);
    expect(pruned).toBeGreaterThan(applied);
    expect(pruned).toBeLessThan(waited);
  });
});
