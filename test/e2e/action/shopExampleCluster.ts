import { cp, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { connectToApi } from '../../cluster/apiRequest.ts';
import {
  type ClusterLock,
  EXAMPLE_LOCK_WAIT_MS,
  holdClusterLock,
  SHOP_EXAMPLE_LOCK,
} from '../../cluster/controlPlane/clusterLock.ts';
import { runCommand } from '../../cluster/runCommand.ts';
import { type ActionFixture, kubeconfigPath } from './actionFixture.ts';
import type { ActionRun } from './actionProcess.ts';
import { pullRequestEvent, pushEvent } from './eventPayloads.ts';
import { RBAC_EXAMPLES, waitUntilDryRunOnly } from './rbacExamples.ts';
import { serviceAccountKubeconfig } from './serviceAccountKubeconfig.ts';

const kubectlPath = inject('kubectlPath');
const api = connectToApi(kubeconfigPath);
const SHOP = resolve(import.meta.dirname, '../../../examples/shop');
const RBAC_FILES = ['applyset-action-rbac.yaml', 'applyset-action-preview.yaml'].map((file) =>
  join(RBAC_EXAMPLES, file),
);

export const kubectl = (args: string[]) => runCommand(kubectlPath, ['--kubeconfig', kubeconfigPath, ...args]);

/** The two identities of examples/rbac, as kubeconfigs; the preview's also as a file, for kubectl and raw requests. */
export interface ShopIdentities {
  deployKubeconfig: string;
  previewKubeconfig: string;
  previewKubeconfigFile: string;
}

/**
 * examples/shop copied into the fixture's checkout (k8s/), on a cluster where the test did only what
 * the admin does: apply the two RBAC examples as they are (they create namespace shop). Its names are
 * fixed (namespace shop, a cluster-wide CRD), so two tests of it at once in the shared cluster would
 * take each other's objects: the enclosing describe holds the cluster lock of examples/shop, which
 * test/e2e/workflows (act) holds too, and leaves no object of it behind.
 */
export function useShopExample(action: ActionFixture): ShopIdentities {
  const identities = {} as ShopIdentities;
  let lock: ClusterLock | undefined;
  beforeAll(async () => {
    lock = await holdClusterLock(api, SHOP_EXAMPLE_LOCK, EXAMPLE_LOCK_WAIT_MS);
    await cp(SHOP, join(action.workspace.dir, 'k8s'), { recursive: true });
    const applied = await kubectl(['apply', ...RBAC_FILES.flatMap((file) => ['-f', file])]);
    expect(applied.stderr).toBe('');
    [identities.deployKubeconfig, identities.previewKubeconfig] = await Promise.all([
      serviceAccountKubeconfig(api, kubeconfigPath, 'shop', 'applyset-deployer'),
      serviceAccountKubeconfig(api, kubeconfigPath, 'shop', 'applyset-previewer'),
    ]);
    identities.previewKubeconfigFile = join(action.workspace.dir, 'preview-kubeconfig.yaml');
    await writeFile(identities.previewKubeconfigFile, identities.previewKubeconfig, { mode: 0o600 });
    await waitUntilDryRunOnly(kubectlPath, kubeconfigPath, identities.previewKubeconfigFile, 'shop');
  }, EXAMPLE_LOCK_WAIT_MS + 120_000);

  afterAll(async () => {
    // The set's cluster-wide objects and the examples' go with the test, and the namespace is gone
    // before the next test that deploys examples/shop starts.
    try {
      for (const what of [
        ['customresourcedefinition/featureflags.shop.example.com'],
        RBAC_FILES.flatMap((file) => ['-f', file]),
      ]) {
        const deleted = await kubectl(['delete', '--ignore-not-found', '--wait', '--timeout=120s', ...what]);
        expect(deleted.code, deleted.stderr).toBe(0);
      }
    } finally {
      await lock?.release();
    }
  });
  return identities;
}

/**
 * The action on examples/shop as the README's workflow runs it: a preview on a pull request with the
 * preview identity, a deploy on a push with the deploy identity (`inputs` add to or override its inputs).
 */
export function runShop(
  action: ActionFixture,
  identities: ShopIdentities,
  identity: 'preview' | 'deploy',
  eventName: 'pull_request' | 'push',
  number: number,
  inputs: Record<string, string> = {},
): Promise<ActionRun> {
  return action.run(
    eventName,
    eventName === 'push'
      ? pushEvent(String(number).repeat(40))
      : pullRequestEvent({ number, headSha: String(number).repeat(40) }),
    {
      manifests: 'k8s/',
      applyset: 'shop',
      namespace: 'shop',
      kubeconfig: identity === 'preview' ? identities.previewKubeconfig : identities.deployKubeconfig,
      'github-token': 'ghs_fake-token',
      // On a cluster of E2E_KUBECONFIG no kwok plays the pods, and the api Deployment's image does not exist.
      wait: String(inject('simulatedWorkloads')),
      ...inputs,
    },
  );
}
