import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ApiClient } from '../apiRequest.ts';

/*
 * A lock over something of the whole cluster that tests in other files (other vitest workers) also
 * use, such as an example's fixed names (examples/shop's namespace `shop` and its cluster-scoped
 * CRD): a Lease in namespace `default`, created by the holder and deleted on release. Every test
 * that deploys such an example holds the lock of the same name while it does.
 */

/** The lock of examples/shop: test/e2e/action/shopExample.test.ts, test/e2e/workflows/userWorkflows.test.ts and the demo on the test cluster (test/e2e/userPaths/demo.test.ts) deploy it. */
export const SHOP_EXAMPLE_LOCK = 'examples-shop';
/** How long a test waits for the lock of an example: the longest holder, the act runs of every user workflow, takes some minutes. */
export const EXAMPLE_LOCK_WAIT_MS = 900_000;

export interface ClusterLock {
  release(): Promise<void>;
}

const NAMESPACE = 'default';
/** A holder that died (its test process killed) gives the lock up after this long without a release. */
const LEASE_SECONDS = 1800;
const POLL_MS = 1000;

export async function holdClusterLock(api: ApiClient, name: string, timeoutMs: number): Promise<ClusterLock> {
  const leaseName = `test-lock-${name}`;
  const path = `/apis/coordination.k8s.io/v1/namespaces/${NAMESPACE}/leases`;
  const holder = `${process.pid}-${randomUUID()}`;
  const deadline = performance.now() + timeoutMs;
  let lastHolder = '';
  for (;;) {
    const now = new Date().toISOString().replace(/\.(\d{3})\d*Z$/, '.$1000Z');
    const created = await api.request('POST', path, {
      body: {
        apiVersion: 'coordination.k8s.io/v1',
        kind: 'Lease',
        metadata: { name: leaseName },
        spec: { holderIdentity: holder, leaseDurationSeconds: LEASE_SECONDS, acquireTime: now, renewTime: now },
      },
    });
    if (created.status === 201) {
      const uid = (created.body as { metadata: { uid: string } }).metadata.uid;
      return { release: () => deleteLease(api, `${path}/${leaseName}`, uid) };
    }
    if (created.status !== 409)
      throw new Error(`could not create the Lease ${NAMESPACE}/${leaseName}: HTTP ${created.status}`);
    const live = await api.request('GET', `${path}/${leaseName}`);
    if (live.status === 200) {
      const lease = live.body as {
        metadata: { uid: string };
        spec: { holderIdentity?: string; renewTime?: string; leaseDurationSeconds?: number };
      };
      lastHolder = lease.spec.holderIdentity ?? '';
      const expires =
        Date.parse(lease.spec.renewTime ?? '') + (lease.spec.leaseDurationSeconds ?? LEASE_SECONDS) * 1000;
      if (expires < Date.now()) await deleteLease(api, `${path}/${leaseName}`, lease.metadata.uid);
    }
    if (performance.now() > deadline)
      throw new Error(`the cluster lock ${name} is still held by ${lastHolder} after ${timeoutMs} ms`);
    await sleep(POLL_MS);
  }
}

/** Deletes the Lease only if it is still the one held (another holder's has another UID). */
async function deleteLease(api: ApiClient, path: string, uid: string): Promise<void> {
  const deleted = await api.request('DELETE', path, {
    body: { apiVersion: 'v1', kind: 'DeleteOptions', preconditions: { uid } },
  });
  if (deleted.status !== 200 && deleted.status !== 404 && deleted.status !== 409)
    throw new Error(`could not delete the Lease ${path}: HTTP ${deleted.status}`);
}
