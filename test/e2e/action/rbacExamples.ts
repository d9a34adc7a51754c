import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import * as yaml from 'js-yaml';
import { expect } from 'vitest';
import { runCommand } from '../../cluster/runCommand.ts';

export const RBAC_EXAMPLES = resolve(import.meta.dirname, '../../../examples/rbac');
export const POLICY_MESSAGE = 'may only send dry-run requests: it previews, it never writes';

/** The examples' rights on examples/shop's own cluster-scoped objects, and its namespace. */
const CLUSTER_SCOPED_KINDS = new Set(['Namespace', 'ClusterRole', 'ClusterRoleBinding']);

/**
 * An RBAC example's namespaced part (ServiceAccount, Role, RoleBindings) moved from namespace `shop`
 * to `namespace`, with its admission policy, if any, renamed after it so that tests running side by
 * side do not share it. The cluster-scoped part, made for examples/shop's own Namespace and CRD, is
 * left out: only shopExample.test.ts applies the examples as they are.
 */
export async function namespacedRbacExample(file: string, namespace: string): Promise<string> {
  const docs = yaml.loadAll(await readFile(join(RBAC_EXAMPLES, file), 'utf8')) as { kind: string }[];
  const text = docs
    .filter((doc) => !CLUSTER_SCOPED_KINDS.has(doc.kind))
    .map((doc) => yaml.dump(doc))
    .join('---\n')
    .replaceAll('namespace: shop', `namespace: ${namespace}`)
    .replaceAll('system:serviceaccount:shop:', `system:serviceaccount:${namespace}:`)
    .replaceAll('applyset-previewer-dry-run-only', `applyset-previewer-dry-run-only-${namespace}`);
  // What still says shop: the parent named shop (read by name) and its Lease, as the tests' parents are named, and the API group of examples/shop's CRD.
  const parentByName = /resourceNames:\n\s+- shop\n/g;
  expect(
    text.replaceAll('applyset-lock.secret.shop', '').replaceAll('shop.example.com', '').replace(parentByName, ''),
  ).not.toMatch(/\bshop\b/);
  return text;
}

/**
 * Waits until the API server enforces a new dry-run-only policy for the preview identity of
 * `previewKubeconfigFile` (within a second or so): until a write of it to `namespace` is refused.
 */
export async function waitUntilDryRunOnly(
  kubectlPath: string,
  adminKubeconfigPath: string,
  previewKubeconfigFile: string,
  namespace: string,
): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    const probe = await runCommand(kubectlPath, [
      '--kubeconfig',
      previewKubeconfigFile,
      'create',
      'configmap',
      'probe',
      '-n',
      namespace,
    ]);
    if (probe.code !== 0 && probe.stderr.includes(POLICY_MESSAGE)) return;
    if (probe.code === 0)
      await runCommand(kubectlPath, [
        '--kubeconfig',
        adminKubeconfigPath,
        'delete',
        'configmap',
        'probe',
        '-n',
        namespace,
      ]);
    if (attempt >= 60) throw new Error(`the policy is not enforced after 30 s: ${probe.stderr}`);
    await sleep(500);
  }
}
