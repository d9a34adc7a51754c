// Never prune what is still used: a ConfigMap renamed as kustomize's configMapGenerator renames it
// (a new hash suffix on each change) stays while the old pods run on it, and while the old revision
// is what `kubectl rollout undo` returns to; the deploy after that prunes it.
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { describeError } from '../../../src/common/errors.ts';
import { executePlan } from '../../../src/execute/executePlan.ts';
import { ObjectRecords } from '../../../src/outcome/objectRecords.ts';
import { parseOptions, type RawInputs } from '../../../src/options/parseOptions.ts';
import type { RunOutcome } from '../../../src/outcome/runOutcome.ts';
import { RunFailure } from '../../../src/outcome/runFailure.ts';
import { runApplySet } from '../../../src/engine/runApplySet.ts';
import { createTestNamespace, type TestNamespace } from '../../cluster/testNamespace.ts';
import { deploymentManifest, simulate, statefulSetManifest } from '../../cluster/workloads.ts';
import {
  configMap,
  connectVia,
  engine,
  executeOptions,
  getLive,
  kubectlOk,
  listNames,
  type Manifest,
  planSet,
  writeSet,
} from '../engine/harness.ts';
import { testEnvironment } from '../../testEnvironment.ts';

interface PodSpec {
  volumes?: unknown[];
  containers: { envFrom?: unknown[] }[];
}
type Workload = Manifest & {
  metadata: Record<string, unknown>;
  spec: { template: { metadata: { labels: Record<string, string> }; spec: PodSpec } };
};

/** The web Deployment of `version`, reading `config` as a volume (and crashing when told to). */
function web(namespace: string, version: string, config: string, crashing = false): Manifest {
  return withConfig(
    deploymentManifest('web', 2, crashing ? { simulate: simulate.crashLoop } : {}),
    namespace,
    version,
    config,
  );
}

function withConfig(manifest: object, namespace: string, version: string, config: string): Manifest {
  const workload = manifest as Workload;
  workload.metadata['namespace'] = namespace;
  workload.spec.template.metadata.labels['version'] = version;
  workload.spec.template.spec.volumes = [{ name: 'config', configMap: { name: config } }];
  return workload;
}

async function run(
  mode: 'preview' | 'apply',
  objects: Manifest[],
  inputs: RawInputs,
): Promise<{ outcome: RunOutcome; error?: string }> {
  const options = parseOptions(
    {
      mode,
      manifests: await writeSet(objects),
      'kubeconfig-path': inject('kubeconfigPath'),
      applyset: 'set',
      timeout: '3m',
      ...inputs,
    },
    process.cwd(),
    testEnvironment(),
  );
  try {
    return { outcome: await runApplySet(options, { info: () => {}, warning: () => {} }) };
  } catch (error) {
    if (!(error instanceof RunFailure)) throw error;
    return { outcome: error.outcome, error: describeError(error.error) };
  }
}

const line = (outcome: RunOutcome, name: string) => {
  const obj = outcome.objects.find((o) => o.name === name);
  return obj && `${obj.action} ${obj.result ?? ''} ${JSON.stringify(obj.keep ?? null)}`;
};

/** The web pods' names by the version they run, those Ready only. */
async function readyPods(namespace: string): Promise<Record<string, number>> {
  const list = JSON.parse(await kubectlOk(['get', 'pods', '-n', namespace, '-l', 'app=web', '-o', 'json'])) as {
    items: {
      metadata: { labels: Record<string, string> };
      status: { conditions?: { type: string; status: string }[] };
    }[];
  };
  const counts: Record<string, number> = {};
  for (const pod of list.items) {
    if (pod.status.conditions?.some((c) => c.type === 'Ready' && c.status === 'True'))
      counts[pod.metadata.labels['version'] ?? ''] = (counts[pod.metadata.labels['version'] ?? ''] ?? 0) + 1;
  }
  return counts;
}

describe.runIf(inject('simulatedWorkloads'))('what is still used is not pruned', () => {
  let ns: TestNamespace;
  beforeEach(async () => {
    ns = await createTestNamespace(inject('kubeconfigPath'), 'in-use');
  });
  afterEach(() => ns.delete());

  it('keeps the old ConfigMap through a crashing rollout, the old pods running on it; the healthy deploy after prunes it', async () => {
    const inputs = { namespace: ns.name };
    expect(
      (await run('apply', [web(ns.name, 'v1', 'config-v1'), configMap('config-v1', ns.name)], inputs)).error,
    ).toBeUndefined();

    const next = [web(ns.name, 'v2', 'config-v2', true), configMap('config-v2', ns.name)];
    const preview = await run('preview', next, inputs);
    // The pods of v1 now: after this deploy, the previous revision, which a rollback returns to.
    expect(preview.outcome.objects.find((o) => o.name === 'config-v1')?.keep).toEqual({
      filter: 'in-use',
      usedBy: expect.stringMatching(
        /^pod web-[a-z0-9]+-[a-z0-9]+ \(deployment\.apps\/web, the previous revision after this deploy\) and \d+ more$/,
      ),
    });
    expect(preview.outcome.summary).toEqual({ create: 1, update: 1, replace: 0, unchanged: 0, prune: 0, keep: 1 });

    const crashing = await run('apply', next, inputs);
    expect(crashing.error).toContain('CrashLoopBackOff');
    expect(line(crashing.outcome, 'config-v1')).toMatch(/^keep kept \{"filter":"in-use","usedBy":"pod web-/);
    expect(await listNames('configmap', ns.name)).toEqual(['config-v1', 'config-v2']);
    // The old pods still run, on the ConfigMap they mount.
    expect(await readyPods(ns.name)).toEqual({ v1: 2 });

    // The fix rolls out: the crashed revision becomes the one a rollback returns to, and v1's pods are replaced.
    const fixed = await run('apply', [web(ns.name, 'v3', 'config-v2'), configMap('config-v2', ns.name)], inputs);
    expect(fixed.error).toBeUndefined();
    expect(line(fixed.outcome, 'config-v1')).toBe('prune pruned null');
    expect(await listNames('configmap', ns.name)).toEqual(['config-v2']);
  });

  it('keeps the ConfigMap the previous revision uses after a healthy rename, and prunes it when a newer revision takes that place', async () => {
    const inputs = { namespace: ns.name };
    expect(
      (await run('apply', [web(ns.name, 'v1', 'config-v1'), configMap('config-v1', ns.name)], inputs)).error,
    ).toBeUndefined();

    const renamed = await run('apply', [web(ns.name, 'v2', 'config-v2'), configMap('config-v2', ns.name)], inputs);
    expect(renamed.error).toBeUndefined();
    // Checked when the prune came, after the rollout: v1's ReplicaSet, scaled to 0, is what a rollback returns to.
    expect(renamed.outcome.objects.find((o) => o.name === 'config-v1')).toMatchObject({
      action: 'keep',
      result: 'kept',
      keep: {
        filter: 'in-use',
        usedBy: expect.stringMatching(/^replicaset\.apps\/web-[a-z0-9]+ \(deployment\.apps\/web, previous revision\)$/),
      },
    });
    expect(renamed.outcome.summary).toMatchObject({ prune: 0, keep: 1 });
    // Still a member, and still recorded on the parent.
    const id = renamed.outcome.applyset.id;
    expect(
      (await getLive('configmap', ns.name, 'config-v1'))?.metadata.labels?.['applyset.kubernetes.io/part-of'],
    ).toBe(id);
    expect(
      (await getLive('secret', ns.name, 'set'))?.metadata.annotations?.['applyset.kubernetes.io/contains-group-kinds'],
    ).toBe('ConfigMap,Deployment.apps');

    // The same manifests again: v1 is still the previous revision.
    const same = await run('apply', [web(ns.name, 'v2', 'config-v2'), configMap('config-v2', ns.name)], inputs);
    expect(line(same.outcome, 'config-v1')).toMatch(/^keep kept \{"filter":"in-use","usedBy":"replicaset\.apps\/web-/);

    const newer = [web(ns.name, 'v3', 'config-v2'), configMap('config-v2', ns.name)];
    const preview = await run('preview', newer, inputs);
    expect(line(preview.outcome, 'config-v1')).toBe('prune  null');
    const next = await run('apply', newer, inputs);
    expect(next.error).toBeUndefined();
    expect(line(next.outcome, 'config-v1')).toBe('prune pruned null');
    expect(await listNames('configmap', ns.name)).toEqual(['config-v2']);
  });

  it('keeps the ConfigMap the previous ControllerRevision of a StatefulSet uses', async () => {
    const inputs = { namespace: ns.name };
    const db = (version: string, config: string) => withConfig(statefulSetManifest('db', 1), ns.name, version, config);
    expect((await run('apply', [db('v1', 'db-v1'), configMap('db-v1', ns.name)], inputs)).error).toBeUndefined();
    const renamed = await run('apply', [db('v2', 'db-v2'), configMap('db-v2', ns.name)], inputs);
    expect(renamed.error).toBeUndefined();
    expect(renamed.outcome.objects.find((o) => o.name === 'db-v1')?.keep).toEqual({
      filter: 'in-use',
      usedBy: expect.stringMatching(
        /^controllerrevision\.apps\/db-[a-z0-9]+ \(statefulset\.apps\/db, previous revision\)$/,
      ),
    });
    expect(await listNames('configmap', ns.name)).toEqual(['db-v1', 'db-v2']);
  });

  it('checks again when the prune comes: what started using an object after the plan keeps it', async () => {
    await engine('apply', await writeSet([configMap('app', ns.name), configMap('old', ns.name)]), {
      applyset: 'set',
      namespace: ns.name,
    });
    const { cluster, plan } = await planSet(ns.name, [configMap('app', ns.name)]);
    const prune = plan.entries.find((entry) => entry.action === 'prune');
    expect(prune?.ref.name).toBe('old');
    // Someone starts a pod that reads it through an environment variable, between the plan and the prune.
    const pod = {
      apiVersion: 'v1',
      kind: 'Pod',
      metadata: { name: 'reader', namespace: ns.name },
      spec: {
        containers: [
          {
            name: 'app',
            image: 'registry.k8s.io/pause:3.10',
            env: [{ name: 'OLD', valueFrom: { configMapKeyRef: { name: 'old', key: 'key' } } }],
          },
        ],
      },
    };
    await kubectlOk(['create', '-f', await writeSet([pod])]);
    const records = new ObjectRecords();
    await executePlan(cluster, plan, records, executeOptions());
    expect(records.get(prune!)).toEqual({ result: 'kept', keep: { filter: 'in-use', usedBy: 'pod reader' } });
    expect(await listNames('configmap', ns.name)).toEqual(['app', 'old']);
    // Kept as a member: the parent still records its kind.
    expect(
      (await getLive('secret', ns.name, 'set'))?.metadata.annotations?.['applyset.kubernetes.io/contains-group-kinds'],
    ).toBe('ConfigMap');

    // Once the pod is gone, the next deploy prunes it.
    await kubectlOk(['delete', 'pod', 'reader', '-n', ns.name, '--wait=true']);
    const later = await engine('apply', await writeSet([configMap('app', ns.name)]), {
      applyset: 'set',
      namespace: ns.name,
    });
    expect(later.objects.find((o) => o.name === 'old')?.result).toBe('pruned');
  });

  it('checks what uses the prunes with the same LISTs at 20 and at 200 of them', async () => {
    const lists = async (count: number) => {
      const namespace = await createTestNamespace(inject('kubeconfigPath'), 'in-use-count');
      try {
        const inputs = { applyset: 'set', namespace: namespace.name, wait: 'false' };
        const configs = Array.from({ length: count }, (_, i) => configMap(`config-${i}`, namespace.name));
        // One of them in use by the Deployment, the rest not.
        const app = web(namespace.name, 'v1', 'config-0');
        await engine('apply', await writeSet([app, ...configs]), inputs);
        const sent: string[] = [];
        const cluster = await connectVia((req, real, signal) => {
          sent.push(`${req.method} ${req.url.pathname}`);
          return real.send(req, signal);
        });
        const outcome = await engine('apply', await writeSet([app]), inputs, cluster);
        expect(outcome.summary).toMatchObject({ prune: count - 1, keep: 1 });
        const usage = sent.filter((request) =>
          /^GET .*\/(pods|replicasets|controllerrevisions|cronjobs)$/.test(request),
        );
        return usage.map((request) => request.replace(`/namespaces/${namespace.name}/`, '/namespaces/x/')).sort();
      } finally {
        await namespace.delete();
      }
    };
    const at20 = await lists(20);
    const at200 = await lists(200);
    // One LIST of each kind for the plan, and one more when the prune comes.
    expect(at20).toEqual([
      'GET /api/v1/namespaces/x/pods',
      'GET /api/v1/namespaces/x/pods',
      'GET /apis/apps/v1/namespaces/x/controllerrevisions',
      'GET /apis/apps/v1/namespaces/x/controllerrevisions',
      'GET /apis/apps/v1/namespaces/x/replicasets',
      'GET /apis/apps/v1/namespaces/x/replicasets',
      'GET /apis/batch/v1/namespaces/x/cronjobs',
      'GET /apis/batch/v1/namespaces/x/cronjobs',
    ]);
    expect(at200).toEqual(at20);
  });
});
