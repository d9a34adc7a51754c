// Smoke tests of the cluster the e2e tests run against: the behaviours of a real API server and
// controller manager that the action depends on (server-side apply, namespace deletion, garbage
// collection) and the kubectl built with it.
import { setTimeout as sleep } from 'node:timers/promises';
import type { V1ConfigMap, V1ObjectMeta } from '@kubernetes/client-node';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectToApi, type ApiClient } from '../cluster/apiRequest.ts';
import type {} from '../cluster/controlPlane/provided.ts';
import { runCommand } from '../cluster/runCommand.ts';
import { createTestNamespace, type TestNamespace } from '../cluster/testNamespace.ts';

const kubeconfigPath = inject('kubeconfigPath');
const kubectlPath = inject('kubectlPath');
const kubernetesVersion = inject('kubernetesVersion');
const api: ApiClient = connectToApi(kubeconfigPath);

/** Resolves with the milliseconds it took for GET `path` to answer 404. */
async function waitUntilGone(path: string, timeoutMs: number): Promise<number> {
  const start = performance.now();
  for (;;) {
    const { status } = await api.request('GET', path);
    if (status === 404) return performance.now() - start;
    if (performance.now() - start > timeoutMs) throw new Error(`${path} still answers ${status} after ${timeoutMs} ms`);
    await sleep(100);
  }
}

async function createConfigMap(
  namespace: string,
  metadata: V1ObjectMeta,
  data: Record<string, string> = {},
): Promise<V1ConfigMap> {
  const response = await api.request('POST', `/api/v1/namespaces/${namespace}/configmaps`, {
    body: { apiVersion: 'v1', kind: 'ConfigMap', metadata, data },
  });
  expect(response.status).toBe(201);
  return response.body as V1ConfigMap;
}

describe('the e2e cluster', () => {
  let namespace: TestNamespace;
  beforeAll(async () => {
    namespace = await createTestNamespace(kubeconfigPath, 'smoke');
  });
  afterAll(async () => {
    await namespace?.delete();
  });

  it('records server-side apply under its field manager', async () => {
    const path = `/api/v1/namespaces/${namespace.name}/configmaps/applied`;
    const manifest = [
      'apiVersion: v1',
      'kind: ConfigMap',
      'metadata:',
      '  name: applied',
      'data:',
      '  greeting: hello',
      '',
    ].join('\n');

    const applied = await api.request('PATCH', `${path}?fieldManager=smoke-test`, {
      body: manifest,
      contentType: 'application/apply-patch+yaml',
    });
    expect(applied.status).toBe(201);

    const read = await api.request('GET', path);
    const configMap = read.body as V1ConfigMap;
    expect(configMap.data).toEqual({ greeting: 'hello' });
    expect(configMap.metadata?.managedFields).toContainEqual(
      expect.objectContaining({ manager: 'smoke-test', operation: 'Apply' }),
    );
  });

  it('deletes a namespace together with its contents', async () => {
    const doomed = await createTestNamespace(kubeconfigPath, 'smoke-doomed');
    await createConfigMap(doomed.name, { name: 'content' });

    await doomed.delete();
    // The namespace controller removes the namespace's finalizer only once its contents are gone.
    const took = await waitUntilGone(`/api/v1/namespaces/${doomed.name}`, 60_000);
    console.log(`namespace deletion took ${Math.round(took)} ms`);
  });

  it('garbage-collects dependents of a deleted owner', async () => {
    const owner = await createConfigMap(namespace.name, { name: 'owner' });
    const uid = owner.metadata?.uid;
    expect(uid).toBeTruthy();
    const ownerReference = { apiVersion: 'v1', kind: 'ConfigMap', name: 'owner', uid: uid ?? '' };
    await createConfigMap(namespace.name, { name: 'dependent', ownerReferences: [ownerReference] });
    const dependentPath = `/api/v1/namespaces/${namespace.name}/configmaps/dependent`;
    // The collector keeps a dependent whose owner exists.
    expect((await api.request('GET', dependentPath)).status).toBe(200);

    const deleted = await api.request('DELETE', `/api/v1/namespaces/${namespace.name}/configmaps/owner`);
    expect(deleted.status).toBe(200);
    const took = await waitUntilGone(dependentPath, 60_000);
    console.log(`garbage collection took ${Math.round(took)} ms`);
  });

  it('answers the built kubectl', async () => {
    await createConfigMap(namespace.name, { name: 'for-kubectl' }, { read: 'by kubectl' });

    const get = await runCommand(kubectlPath, [
      '--kubeconfig',
      kubeconfigPath,
      'get',
      'configmap',
      'for-kubectl',
      '-n',
      namespace.name,
      '-o',
      'json',
    ]);
    expect(get.stderr).toBe('');
    expect(get.code).toBe(0);
    expect((JSON.parse(get.stdout) as V1ConfigMap).data).toEqual({ read: 'by kubectl' });

    const version = await runCommand(kubectlPath, ['--kubeconfig', kubeconfigPath, 'version', '-o', 'json']);
    expect(version.code).toBe(0);
    const versions = JSON.parse(version.stdout) as {
      clientVersion: { gitVersion: string };
      serverVersion: { gitVersion: string };
    };
    // The version of test/cluster/controlPlane/k8s/go.mod, or of the module E2E_KUBERNETES chose (1.30: v1.30.14).
    expect(versions.clientVersion.gitVersion).toMatch(/^v1\.\d+\.\d+$/);
    expect(versions.clientVersion.gitVersion).toBe(kubernetesVersion);
    const chosenMinor = process.env.E2E_KUBERNETES;
    if (chosenMinor) expect(kubernetesVersion.split('.').slice(0, 2).join('.')).toBe(`v${chosenMinor}`);
    // Another cluster (E2E_KUBECONFIG) may run any version; the local control plane is built with kubectl.
    if (!process.env.E2E_KUBECONFIG) expect(versions.serverVersion.gitVersion).toBe(kubernetesVersion);
  });
});
