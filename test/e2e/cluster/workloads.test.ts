// The local cluster's workloads really roll out: kube-scheduler places pods on kwok's fake nodes,
// kube-controller-manager's controllers drive Deployments, StatefulSets and Jobs, and the pod
// annotation of test/cluster/workloads.ts makes a rollout fail in each way the health wait must
// recognise (test/cluster/README.md).
import { setTimeout as sleep } from 'node:timers/promises';
import type {
  V1ContainerStatus,
  V1Deployment,
  V1Job,
  V1Pod,
  V1PodCondition,
  V1StatefulSet,
} from '@kubernetes/client-node';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectToApi } from '../../cluster/apiRequest.ts';
import { fakeNodeNames } from '../../cluster/controlPlane/fakeNodes.ts';
import type {} from '../../cluster/controlPlane/provided.ts';
import { createTestNamespace, type TestNamespace } from '../../cluster/testNamespace.ts';
import {
  deploymentManifest,
  jobManifest,
  simulate,
  simulatedTermination,
  statefulSetManifest,
} from '../../cluster/workloads.ts';

const kubeconfigPath = inject('kubeconfigPath');
const api = connectToApi(kubeconfigPath);
// A rollout takes seconds; a busy machine shared with other control planes may take many more.
const timeoutMs = 90_000;

/** Polls GET `path` every 100 ms until `done` holds for its body; resolves with that body and how long it took. */
async function waitUntil<T>(path: string, done: (body: T) => boolean, what: string): Promise<{ body: T; ms: number }> {
  const start = performance.now();
  for (;;) {
    const response = await api.request('GET', path);
    const body = response.body as T;
    if (response.status === 200 && done(body)) return { body, ms: performance.now() - start };
    if (performance.now() - start > timeoutMs) {
      throw new Error(
        `${what} not seen within ${timeoutMs} ms; last answer ${response.status}: ${JSON.stringify(body)}`,
      );
    }
    await sleep(100);
  }
}

function condition(conditions: V1PodCondition[] | undefined, type: string): V1PodCondition | undefined {
  return conditions?.find((candidate) => candidate.type === type);
}

function hasCondition(
  conditions: { type: string; status: string }[] | undefined,
  type: string,
  status: string,
): boolean {
  return conditions?.some((candidate) => candidate.type === type && candidate.status === status) ?? false;
}

describe.runIf(inject('simulatedWorkloads')).concurrent('workloads on the local cluster', () => {
  let namespace: TestNamespace;
  beforeAll(async () => {
    namespace = await createTestNamespace(kubeconfigPath, 'workloads');
  });
  afterAll(async () => {
    await namespace?.delete();
  });

  const create = async (groupVersion: 'apps/v1' | 'batch/v1', plural: string, manifest: object): Promise<void> => {
    const response = await api.request('POST', `/apis/${groupVersion}/namespaces/${namespace.name}/${plural}`, {
      body: manifest,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
  };
  /** The first pod of app `name`, once `done` holds for it. */
  const podOf = async (name: string, done: (pod: V1Pod) => boolean, what: string): Promise<V1Pod> => {
    const path = `/api/v1/namespaces/${namespace.name}/pods?labelSelector=app%3D${name}`;
    const { body } = await waitUntil<{ items: V1Pod[] }>(path, (list) => list.items.some(done), what);
    const pod = body.items.find(done);
    if (!pod) throw new Error(`no pod of ${name} matched: ${what}`);
    return pod;
  };
  const firstContainer = (pod: V1Pod): V1ContainerStatus | undefined => pod.status?.containerStatuses?.[0];

  it('rolls out a Deployment of 3 replicas onto the fake nodes', async () => {
    await create('apps/v1', 'deployments', deploymentManifest('web', 3));

    const { body, ms } = await waitUntil<V1Deployment>(
      `/apis/apps/v1/namespaces/${namespace.name}/deployments/web`,
      (deployment) => deployment.status?.availableReplicas === 3,
      'deployment.apps/web available',
    );
    console.log(`a Deployment of 3 replicas was available after ${Math.round(ms)} ms`);
    expect(body.status).toMatchObject({ replicas: 3, readyReplicas: 3, updatedReplicas: 3, availableReplicas: 3 });
    expect(hasCondition(body.status?.conditions, 'Available', 'True')).toBe(true);
    const pod = await podOf('web', (candidate) => candidate.status?.phase === 'Running', 'a Running pod of web');
    expect(fakeNodeNames).toContain(pod.spec?.nodeName);
    expect(pod.status?.podIP).toBeTruthy();
    expect(pod.status?.hostIP).toBeTruthy();
  });

  it('rolls out a StatefulSet', async () => {
    await create('apps/v1', 'statefulsets', statefulSetManifest('db', 2));

    const { body } = await waitUntil<V1StatefulSet>(
      `/apis/apps/v1/namespaces/${namespace.name}/statefulsets/db`,
      (statefulSet) => statefulSet.status?.readyReplicas === 2,
      'statefulset.apps/db ready',
    );
    expect(body.status).toMatchObject({ replicas: 2, readyReplicas: 2, availableReplicas: 2 });
  });

  it('completes a Job', async () => {
    await create('batch/v1', 'jobs', jobManifest('migrate'));

    const { body } = await waitUntil<V1Job>(
      `/apis/batch/v1/namespaces/${namespace.name}/jobs/migrate`,
      (job) => hasCondition(job.status?.conditions, 'Complete', 'True'),
      'job.batch/migrate Complete',
    );
    expect(body.status?.succeeded).toBe(1);
  });

  it('fails a Job whose pod fails', async () => {
    await create('batch/v1', 'jobs', jobManifest('broken', { simulate: simulate.fail }));

    const { body } = await waitUntil<V1Job>(
      `/apis/batch/v1/namespaces/${namespace.name}/jobs/broken`,
      (job) => hasCondition(job.status?.conditions, 'Failed', 'True'),
      'job.batch/broken Failed',
    );
    expect(body.status?.failed).toBe(1);
    const pod = await podOf('broken', (candidate) => candidate.status?.phase === 'Failed', 'a Failed pod of broken');
    expect(firstContainer(pod)?.state?.terminated).toMatchObject(simulatedTermination.fail);
  });

  it('keeps a crashing container in CrashLoopBackOff, restarting it', async () => {
    await create('apps/v1', 'deployments', deploymentManifest('crasher', 1, { simulate: simulate.crashLoop }));

    const pod = await podOf(
      'crasher',
      (candidate) => (firstContainer(candidate)?.restartCount ?? 0) >= 2,
      'a pod of crasher restarted twice',
    );
    const container = firstContainer(pod);
    expect(container?.state?.waiting?.reason).toBe('CrashLoopBackOff');
    expect(container?.lastState?.terminated).toMatchObject(simulatedTermination.crashLoop);
    expect(condition(pod.status?.conditions, 'Ready')?.status).toBe('False');
  });

  it('reports an image that cannot be pulled', async () => {
    await create('apps/v1', 'deployments', deploymentManifest('unpullable', 1, { simulate: simulate.imagePullError }));

    const first = await podOf(
      'unpullable',
      (candidate) => firstContainer(candidate)?.state?.waiting !== undefined,
      'a waiting pod of unpullable',
    );
    expect(['ErrImagePull', 'ImagePullBackOff']).toContain(firstContainer(first)?.state?.waiting?.reason);
    const backedOff = await podOf(
      'unpullable',
      (candidate) => firstContainer(candidate)?.state?.waiting?.reason === 'ImagePullBackOff',
      'a pod of unpullable in ImagePullBackOff',
    );
    expect(backedOff.status?.phase).toBe('Pending');
  });

  it('keeps a pod that never becomes ready Running but not Ready', async () => {
    await create('apps/v1', 'deployments', deploymentManifest('unready', 1, { simulate: simulate.neverReady }));

    const running = (candidate: V1Pod): boolean => candidate.status?.phase === 'Running';
    await podOf('unready', running, 'a Running pod of unready');
    // Still not Ready a while later: nothing in the cluster turns it Ready.
    await sleep(2000);
    const pod = await podOf('unready', running, 'a Running pod of unready');
    expect(firstContainer(pod)?.state?.running).toBeDefined();
    expect(condition(pod.status?.conditions, 'Ready')).toMatchObject({ status: 'False', reason: 'ContainersNotReady' });
  });

  it('leaves a pod no node can take Pending as Unschedulable', async () => {
    await create('apps/v1', 'deployments', deploymentManifest('homeless', 1, { unschedulable: true }));

    const pod = await podOf(
      'homeless',
      (candidate) => condition(candidate.status?.conditions, 'PodScheduled')?.status === 'False',
      'a pod of homeless not scheduled',
    );
    expect(condition(pod.status?.conditions, 'PodScheduled')).toMatchObject({
      status: 'False',
      reason: 'Unschedulable',
    });
    expect(pod.status?.phase).toBe('Pending');
  });
});
