import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as yaml from 'js-yaml';
import { type ApiClient, connectToApi } from '../../cluster/apiRequest.ts';
import { EXAMPLE_LOCK_WAIT_MS, holdClusterLock, SHOP_EXAMPLE_LOCK } from '../../cluster/controlPlane/clusterLock.ts';
import { runCommand } from '../../cluster/runCommand.ts';
import { serviceAccountKubeconfig } from '../../e2e/action/serviceAccountKubeconfig.ts';

/*
 * The cluster side of the user's story: examples/shop as the manifests, the RBAC examples applied
 * by an admin, and a clean cluster after the story.
 */

const ROOT = resolve(import.meta.dirname, '../../..');
export const SHOP = join(ROOT, 'examples/shop');
const RBAC = join(ROOT, 'examples/rbac/applyset-action-rbac.yaml');
const PREVIEW_RBAC = join(ROOT, 'examples/rbac/applyset-action-preview.yaml');

interface Manifest {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string };
}

/** examples/shop's objects. */
export function shopObjects(): Manifest[] {
  return readdirSync(SHOP)
    .filter((file) => /\.ya?ml$/.test(file))
    .sort()
    .flatMap((file) => manifestsIn(join(SHOP, file)));
}

function manifestsIn(file: string): Manifest[] {
  return yaml.loadAll(readFileSync(file, 'utf8')).filter((doc): doc is Manifest => doc !== null && doc !== undefined);
}

/** The ApplySet's `contains-group-kinds` for examples/shop: `Kind.group`, or `Kind` for the core group. */
export function shopGroupKinds(): string[] {
  const kinds = shopObjects().map(({ apiVersion, kind }) =>
    apiVersion.includes('/') ? `${kind}.${apiVersion.split('/')[0]}` : kind,
  );
  return [...new Set(kinds)].sort();
}

export interface Kubectl {
  (...args: string[]): Promise<string>;
}

/** kubectl as the cluster's admin; a failing command throws with its stderr. */
export function adminKubectl(kubectlPath: string, kubeconfigPath: string): Kubectl {
  return async (...args) => {
    const result = await runCommand(kubectlPath, ['--kubeconfig', kubeconfigPath, ...args]);
    if (result.code !== 0) throw new Error(`kubectl ${args.join(' ')} exited ${result.code}: ${result.stderr}`);
    return result.stdout;
  };
}

/**
 * What an admin does before pull requests can be previewed with the preview identity: both RBAC
 * examples applied as they are (they create the namespace their ServiceAccounts live in). Returns
 * a kubeconfig with a token of the preview example's ServiceAccount.
 */
export async function previewIdentity(kubectl: Kubectl, api: ApiClient, kubeconfigPath: string): Promise<string> {
  const account = manifestsIn(PREVIEW_RBAC).find((doc) => doc.kind === 'ServiceAccount');
  const namespace = account?.metadata.namespace;
  if (!account || !namespace) throw new Error(`${PREVIEW_RBAC} holds no ServiceAccount in a namespace`);
  await kubectl('apply', '-f', RBAC, '-f', PREVIEW_RBAC);
  return serviceAccountKubeconfig(api, kubeconfigPath, namespace, account.metadata.name);
}

/**
 * Deletes what the story created: the namespaces of examples/shop's and the RBAC examples' objects,
 * with all in them, and their cluster-scoped objects (the CRD, the admission policy). By name, as
 * `kubectl delete -f` cannot map a custom resource whose CRD is gone.
 */
export async function removeShop(kubectl: Kubectl): Promise<void> {
  const objects = [...shopObjects(), ...manifestsIn(RBAC), ...manifestsIn(PREVIEW_RBAC)];
  const namespaces = new Set(
    objects.flatMap(({ kind, metadata }) =>
      kind === 'Namespace' ? [metadata.name] : metadata.namespace ? [metadata.namespace] : [],
    ),
  );
  const clusterScoped = objects.filter(({ kind, metadata }) => kind !== 'Namespace' && !metadata.namespace);
  const names = [
    ...[...namespaces].map((namespace) => `namespace/${namespace}`),
    ...clusterScoped.map(
      ({ apiVersion, kind, metadata }) =>
        `${kind}${apiVersion.includes('/') ? `.${apiVersion.split('/')[0]}` : ''}/${metadata.name}`,
    ),
  ];
  await kubectl('delete', '--ignore-not-found', '--wait', '--timeout=180s', ...names);
}

/**
 * Runs `story` on a cluster without examples/shop, holding the lock of its fixed names (namespace shop, a
 * cluster-scoped CRD) so that no other test deploys it meanwhile, and leaves the cluster without it again.
 */
export async function onClusterWithoutShop(
  kubeconfigPath: string,
  kubectlPath: string,
  story: (api: ApiClient) => Promise<void>,
): Promise<void> {
  const api = connectToApi(kubeconfigPath);
  const kubectl = adminKubectl(kubectlPath, kubeconfigPath);
  const lock = await holdClusterLock(api, SHOP_EXAMPLE_LOCK, EXAMPLE_LOCK_WAIT_MS);
  try {
    await removeShop(kubectl);
    await story(api);
  } finally {
    try {
      await removeShop(kubectl);
    } finally {
      await lock.release();
    }
  }
}
