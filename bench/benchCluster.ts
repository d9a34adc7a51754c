import { setTimeout as sleep } from 'node:timers/promises';
import { isNotFound } from '../src/kube/apiError.ts';
import type { ResourceInfo } from '../src/kube/discovery.ts';
import type { KubeClient } from '../src/kube/kubeClient.ts';
import { getObject, serverSideApply } from '../src/kube/objectRequests.ts';
import { waitForCrdsEstablished } from '../src/health/waitForCrds.ts';
import { WIDGET_CRD } from './generateObjects.ts';

// The benchmark's own set-up and clean-up, done between measurements, never during one.
const FIELD_MANAGER = 'applyset-bench';
const CRD_INFO: ResourceInfo = { group: 'apiextensions.k8s.io', version: 'v1', kind: 'CustomResourceDefinition', resource: 'customresourcedefinitions', namespaced: false };
const NAMESPACE_INFO: ResourceInfo = { group: '', version: 'v1', kind: 'Namespace', resource: 'namespaces', namespaced: false };
const DELETE_TIMEOUT_MS = 15 * 60_000;

/**
 * The Widget CRD, installed once for the whole run outside every ApplySet: kubectl cannot apply a CRD
 * and its custom resources in one run, so a set holding both would leave kubectl nothing to measure.
 */
export async function installWidgetCrd(client: KubeClient): Promise<void> {
  await serverSideApply(client, CRD_INFO, WIDGET_CRD, { fieldManager: FIELD_MANAGER, force: true, dryRun: false });
  await waitForCrdsEstablished(client, [WIDGET_CRD.metadata.name ?? '']);
}

/** Empty namespaces, so every tool starts a set from the same state (kubectl cannot create the namespace its parent lives in). */
export async function createNamespaces(client: KubeClient, names: readonly string[]): Promise<void> {
  await Promise.all(names.map((name) =>
    serverSideApply(client, NAMESPACE_INFO, { apiVersion: 'v1', kind: 'Namespace', metadata: { name } }, { fieldManager: FIELD_MANAGER, force: true, dryRun: false })));
}

/**
 * Deletes the namespaces and waits until they are gone: the namespace controller deletes their
 * contents asynchronously, and that work must not run during the next measurement.
 */
export async function deleteNamespaces(client: KubeClient, names: readonly string[]): Promise<void> {
  await Promise.all(names.map(async (name) => {
    try {
      await client.request({ method: 'DELETE', path: `/api/v1/namespaces/${name}` });
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
  }));
  const deadline = Date.now() + DELETE_TIMEOUT_MS;
  for (const name of names) {
    while (await getObject(client, NAMESPACE_INFO, '', name)) {
      if (Date.now() > deadline) throw new Error(`namespace ${name} was still being deleted after ${DELETE_TIMEOUT_MS / 60_000} minutes`);
      await sleep(500);
    }
  }
}
