import { setTimeout as sleep } from 'node:timers/promises';
import { isNotFound } from '../src/kube/apiError.ts';
import type { ResourceInfo } from '../src/kube/discovery.ts';
import type { KubeClient } from '../src/kube/kubeClient.ts';
import { getObject, listObjects, serverSideApply } from '../src/kube/objectRequests.ts';
import { waitForCrdsEstablished } from '../src/health/waitForCrds.ts';
import { WIDGET_CRD } from './generateObjects.ts';

// The benchmark's own set-up and clean-up, done between measurements, never during one.
const FIELD_MANAGER = 'applyset-bench';
const CRD_INFO: ResourceInfo = {
  group: 'apiextensions.k8s.io',
  version: 'v1',
  kind: 'CustomResourceDefinition',
  resource: 'customresourcedefinitions',
  namespaced: false,
};
const NAMESPACE_INFO: ResourceInfo = {
  group: '',
  version: 'v1',
  kind: 'Namespace',
  resource: 'namespaces',
  namespaced: false,
};
const DELETE_TIMEOUT_MS = 15 * 60_000;
const DEPLOYMENT_INFO: ResourceInfo = {
  group: 'apps',
  version: 'v1',
  kind: 'Deployment',
  resource: 'deployments',
  namespaced: true,
};
const POD_INFO: ResourceInfo = { group: '', version: 'v1', kind: 'Pod', resource: 'pods', namespaced: true };
/**
 * A rollout that takes longer is left to finish during the next measurement, as before this wait
 * existed: a 1,000-object set's 220 pods take about 5 s, a 5,000-object set's 1,100 about 25 s.
 */
const SETTLE_TIMEOUT_MS = 35_000;
/**
 * The cluster counts as quiet when it writes no more than this in a second: the fake nodes' leases
 * and the API server's own are renewed about once every 10 s each.
 */
const QUIET_WRITES_PER_SECOND = 5;

/**
 * The Widget CRD, installed once for the whole run outside every ApplySet: kubectl cannot apply a CRD
 * and its custom resources in one run, so a set holding both would leave kubectl nothing to measure.
 */
export async function installWidgetCrd(client: KubeClient): Promise<void> {
  await serverSideApply(client, CRD_INFO, WIDGET_CRD, { fieldManager: FIELD_MANAGER, force: true, dryRun: false });
  await waitForCrdsEstablished(client, [WIDGET_CRD.metadata.name ?? '']);
}

/** Deletes the Widget CRD, and waits until it is gone (with its custom resources, if any were left). */
export async function removeWidgetCrd(client: KubeClient): Promise<void> {
  const name = WIDGET_CRD.metadata.name ?? '';
  await client
    .request({ method: 'DELETE', path: `/apis/apiextensions.k8s.io/v1/customresourcedefinitions/${name}` })
    .catch((error: unknown) => {
      if (!isNotFound(error)) throw error;
    });
  const deadline = Date.now() + DELETE_TIMEOUT_MS;
  while (await getObject(client, CRD_INFO, '', name)) {
    if (Date.now() > deadline)
      throw new Error(`CRD ${name} was still being deleted after ${DELETE_TIMEOUT_MS / 60_000} minutes`);
    await sleep(500);
  }
}

/** Empty namespaces, so every tool starts a set from the same state (kubectl cannot create the namespace its parent lives in). */
export async function createNamespaces(client: KubeClient, names: readonly string[]): Promise<void> {
  await Promise.all(
    names.map((name) =>
      serverSideApply(
        client,
        NAMESPACE_INFO,
        { apiVersion: 'v1', kind: 'Namespace', metadata: { name } },
        { fieldManager: FIELD_MANAGER, force: true, dryRun: false },
      ),
    ),
  );
}

/**
 * Deletes the namespaces and waits until they are gone: the namespace controller deletes their
 * contents asynchronously, and that work must not run during the next measurement. Their pods go
 * at once (grace period 0) as soon as the namespaces are terminating and nothing can recreate them:
 * the controller starts 5 s after the namespace's deletion, and finding pods still terminating, it
 * looked again only after half their 30 s grace period (a repetition's namespaces took 20-40 s).
 */
export async function deleteNamespaces(client: KubeClient, names: readonly string[]): Promise<void> {
  const ignoreGone = (error: unknown) => {
    if (!isNotFound(error)) throw error;
  };
  await Promise.all(
    names.map(async (name) => {
      await client.request({ method: 'DELETE', path: `/api/v1/namespaces/${name}` }).catch(ignoreGone);
      await client
        .request({ method: 'DELETE', path: `/api/v1/namespaces/${name}/pods`, query: { gracePeriodSeconds: '0' } })
        .catch(ignoreGone);
    }),
  );
  const deadline = Date.now() + DELETE_TIMEOUT_MS;
  for (const name of names) {
    while (await getObject(client, NAMESPACE_INFO, '', name)) {
      if (Date.now() > deadline)
        throw new Error(`namespace ${name} was still being deleted after ${DELETE_TIMEOUT_MS / 60_000} minutes`);
      await sleep(500);
    }
  }
}

interface DeploymentState {
  metadata: { generation?: number };
  spec?: { replicas?: number };
  status?: { observedGeneration?: number; updatedReplicas?: number; availableReplicas?: number };
}

/**
 * Waits until the controllers are done with what a tool's apply started in these namespaces: every
 * Deployment rolled out, no pod left over from a pruned one, and then the whole cluster quiet (the
 * pods' status, their EndpointSlices and events are written after the rollout counts as done).
 * Without it, the pods of one tool's first apply were still being created (by the controllers and
 * kwok, on the same 2 cores) while the next tool was measured. Returns how long it waited.
 * On a cluster shared with other work (`wholeCluster: false`, the tests' smoke run) only the
 * rollouts: the others' writes would keep the cluster from ever being quiet.
 */
export async function settle(
  client: KubeClient,
  namespaces: readonly string[],
  { wholeCluster = true }: { wholeCluster?: boolean } = {},
): Promise<number> {
  const started = Date.now();
  const waiting = () => Date.now() - started < SETTLE_TIMEOUT_MS;
  while (waiting() && !(await rolledOutIn(client, namespaces))) await sleep(1_000);
  while (wholeCluster && waiting()) {
    const before = await revision(client);
    await sleep(1_000);
    if ((await revision(client)) - before <= QUIET_WRITES_PER_SECOND) break;
  }
  return Date.now() - started;
}

async function rolledOutIn(client: KubeClient, namespaces: readonly string[]): Promise<boolean> {
  const states = await Promise.all(
    namespaces.map(async (namespace) => {
      const deployments = (await listObjects(client, DEPLOYMENT_INFO, namespace, '', {
        metadataOnly: false,
      })) as unknown as DeploymentState[];
      const pods = await listObjects(client, POD_INFO, namespace, '', { metadataOnly: true });
      const replicas = deployments.reduce((sum, d) => sum + (d.spec?.replicas ?? 1), 0);
      return pods.length === replicas && deployments.every(rolledOut);
    }),
  );
  return states.every(Boolean);
}

/**
 * The cluster's latest write, as a number: a list's resourceVersion is etcd's revision, which every
 * write advances by one (opaque to clients in general; this benchmark runs its own etcd).
 */
async function revision(client: KubeClient): Promise<number> {
  const list = await client.request<{ metadata?: { resourceVersion?: string } }>({
    method: 'GET',
    path: '/api/v1/namespaces',
    query: { limit: '1' },
  });
  return Number(list.body.metadata?.resourceVersion);
}

function rolledOut(deployment: DeploymentState): boolean {
  const replicas = deployment.spec?.replicas ?? 1;
  const status = deployment.status ?? {};
  return (
    (status.observedGeneration ?? 0) >= (deployment.metadata.generation ?? 1) &&
    status.updatedReplicas === replicas &&
    status.availableReplicas === replicas
  );
}
