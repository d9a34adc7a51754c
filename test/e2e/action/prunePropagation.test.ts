// propagation-policy: what becomes of the ReplicaSet and pods of a Deployment the action prunes.
// Background (the default) deletes the Deployment at once and its dependents after it; Foreground
// deletes the dependents first and the Deployment last; Orphan leaves them running.
import { KubeConfig, Watch } from '@kubernetes/client-node';
import * as yaml from 'js-yaml';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { connectToApi } from '../../cluster/apiRequest.ts';
import { deploymentManifest } from '../../cluster/workloads.ts';
import { kubeconfig, kubeconfigPath, useActionFixture } from './actionFixture.ts';
import type { ActionRun } from './actionProcess.ts';
import { pushEvent } from './eventPayloads.ts';

const api = connectToApi(kubeconfigPath);
const REPLICAS = 2;

interface ObjectMeta {
  name: string;
  deletionTimestamp?: string;
  finalizers?: string[];
  ownerReferences?: { kind: string; name: string }[];
}

/** One watch event on the Deployment, its ReplicaSets or its pods, in the order they arrived. */
interface Seen {
  kind: 'Deployment' | 'ReplicaSet' | 'Pod';
  type: string;
  name: string;
  finalizers: string[];
}

/** Watches a Deployment (by name) and the ReplicaSets and pods of its `app` label, until `stop`. */
async function watchWorkload(namespace: string, app: string): Promise<{ seen: Seen[]; stop(): void }> {
  const config = new KubeConfig();
  config.loadFromFile(kubeconfigPath);
  const watch = new Watch(config);
  const seen: Seen[] = [];
  const streams = await Promise.all(
    (
      [
        ['Deployment', `/apis/apps/v1/namespaces/${namespace}/deployments`, { fieldSelector: `metadata.name=${app}` }],
        ['ReplicaSet', `/apis/apps/v1/namespaces/${namespace}/replicasets`, { labelSelector: `app=${app}` }],
        ['Pod', `/api/v1/namespaces/${namespace}/pods`, { labelSelector: `app=${app}` }],
      ] as const
    ).map(([kind, path, query]) =>
      watch.watch(
        path,
        query,
        (type, object: { metadata: ObjectMeta }) =>
          seen.push({ kind, type, name: object.metadata.name, finalizers: object.metadata.finalizers ?? [] }),
        () => undefined,
      ),
    ),
  );
  return { seen, stop: () => streams.forEach((stream) => stream.abort()) };
}

/** Polls every 200 ms for up to a minute: watches and the garbage collector take their time on a busy machine. */
const until = (condition: () => boolean | Promise<boolean>) =>
  vi.waitUntil(condition, { timeout: 60_000, interval: 200 });

async function list(namespace: string, resource: 'replicasets' | 'pods', app: string): Promise<ObjectMeta[]> {
  const path =
    resource === 'pods' ? `/api/v1/namespaces/${namespace}/pods` : `/apis/apps/v1/namespaces/${namespace}/replicasets`;
  const found = await api.request('GET', `${path}?labelSelector=app%3D${app}`);
  expect(found.status).toBe(200);
  return (found.body as { items: { metadata: ObjectMeta }[] }).items.map((item) => item.metadata);
}

describe('pruning a Deployment with each propagation-policy', () => {
  const action = useActionFixture('action-propagation');

  /**
   * Deploys the Deployment `app` beside a ConfigMap, waits for its ReplicaSet and pods, then runs
   * the action with the Deployment gone from the manifests, watching what is deleted in what order.
   */
  const pruneDeployment = async (
    app: string,
    inputs: Record<string, string>,
  ): Promise<{ run: ActionRun; seen: Seen[] }> => {
    const namespace = action.namespace.name;
    const keep = yaml.dump({
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name: `${app}-settings` },
      data: { APP: app },
    });
    await action.workspace.write(`${app}.yaml`, `${yaml.dump(deploymentManifest(app, REPLICAS))}---\n${keep}`);
    const deploy = (eventSha: string, extra: Record<string, string> = {}) =>
      action.run('push', pushEvent(eventSha.repeat(40)), {
        manifests: `${app}.yaml`,
        applyset: app,
        kubeconfig,
        ...extra,
      });
    const deployed = await deploy('1');
    expect(deployed.exitCode, deployed.stdout).toBe(0);
    expect(deployed.outputs).toMatchObject({ created: '2', ready: '2' });
    expect(await list(namespace, 'replicasets', app)).toHaveLength(1);
    expect(await list(namespace, 'pods', app)).toHaveLength(REPLICAS);

    const watching = await watchWorkload(namespace, app);
    onTestFinished(watching.stop);
    // The watches list what exists first: once the pods are in, every later event is the prune's.
    await until(() => watching.seen.filter((s) => s.kind === 'Pod').length === REPLICAS);
    await action.workspace.write(`${app}.yaml`, keep);
    const run = await deploy('2', inputs);
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs).toMatchObject({ pruned: '1', unchanged: '1' });
    expect(run.stdout).toContain(`deployment.apps/${app} -n ${namespace} pruned`);
    // What is left of timeout after the wait for what was applied, the prune and the parent's write: under 5 m on a busy machine.
    expect(run.stdout).toMatch(/^Waiting up to (5m 0s|4m \d+s) for 1 pruned object to be gone$/m);
    expect((await api.request('GET', `/apis/apps/v1/namespaces/${namespace}/deployments/${app}`)).status).toBe(404);
    return { run, seen: watching.seen };
  };
  const deletions = (seen: Seen[], kind: Seen['kind']) =>
    seen.map((s, at) => ({ ...s, at })).filter((s) => s.kind === kind && s.type === 'DELETED');

  it('Background, the default: deletes the Deployment at once, then its ReplicaSet and pods', async () => {
    const { seen } = await pruneDeployment('background', {});

    await until(
      () =>
        deletions(seen, 'Deployment').length === 1 &&
        deletions(seen, 'ReplicaSet').length === 1 &&
        deletions(seen, 'Pod').length === REPLICAS,
    );
    const [deployment] = deletions(seen, 'Deployment');
    expect(deployment?.finalizers).toEqual([]);
    expect(deployment!.at).toBeLessThan(deletions(seen, 'ReplicaSet')[0]!.at);
  });

  it('Foreground: the Deployment is gone only after its ReplicaSet and pods, which are gone when the run ends', async () => {
    const { seen } = await pruneDeployment('foreground', { 'propagation-policy': 'Foreground' });

    // The run waited for the Deployment to be gone; with Foreground, that is after every dependent.
    expect(await list(action.namespace.name, 'replicasets', 'foreground')).toEqual([]);
    expect(await list(action.namespace.name, 'pods', 'foreground')).toEqual([]);
    await until(
      () =>
        deletions(seen, 'Deployment').length === 1 &&
        deletions(seen, 'ReplicaSet').length === 1 &&
        deletions(seen, 'Pod').length === REPLICAS,
    );
    expect(seen.some((s) => s.kind === 'Deployment' && s.finalizers.includes('foregroundDeletion'))).toBe(true);
    const ownerGone = deletions(seen, 'Deployment')[0]!.at;
    expect(
      [...deletions(seen, 'ReplicaSet'), ...deletions(seen, 'Pod')].filter((dependent) => dependent.at > ownerGone),
    ).toEqual([]);
  });

  it('Orphan: the ReplicaSet and pods stay, no longer owned by the Deployment', async () => {
    const { seen } = await pruneDeployment('orphan', { 'propagation-policy': 'Orphan' });

    expect(seen.some((s) => s.kind === 'Deployment' && s.finalizers.includes('orphan'))).toBe(true);
    const [replicaSet, ...otherReplicaSets] = await list(action.namespace.name, 'replicasets', 'orphan');
    expect(otherReplicaSets).toEqual([]);
    expect(replicaSet?.deletionTimestamp).toBeUndefined();
    expect(replicaSet?.ownerReferences ?? []).toEqual([]);
    const pods = await list(action.namespace.name, 'pods', 'orphan');
    expect(
      pods.map((pod) => ({
        deleting: pod.deletionTimestamp !== undefined,
        owners: pod.ownerReferences?.map((o) => `${o.kind}/${o.name}`),
      })),
    ).toEqual(
      Array.from({ length: REPLICAS }, () => ({ deleting: false, owners: [`ReplicaSet/${replicaSet?.name}`] })),
    );
  });
});
