/**
 * A setup file of the `-admission-counting` projects (vitest.config.ts): each of their files holds its cluster's lock
 * `admission-counting` while it runs, so no two of them run at once. Each changes admission, which every plan record
 * depends on, and counts the dry-runs its own records save (another one's webhook or policy added meanwhile would
 * make those records stale), or adds a webhook that refuses objects of every namespace (test/e2eFileGroups.ts). The
 * files beside them in their group use no cluster.
 */
import { afterAll, beforeAll, inject } from 'vitest';
import { connectToApi } from '../cluster/apiRequest.ts';
import { type ClusterLock, holdClusterLock } from '../cluster/controlPlane/clusterLock.ts';
import type {} from '../cluster/controlPlane/provided.ts';

/** The longest of these files, planCache's seeded campaign, takes about a minute on a busy 2-core machine. */
const WAIT_MS = 600_000;

let lock: ClusterLock | undefined;
beforeAll(async () => {
  lock = await holdClusterLock(connectToApi(inject('kubeconfigPath')), 'admission-counting', WAIT_MS);
}, WAIT_MS + 30_000);
afterAll(() => lock?.release());
