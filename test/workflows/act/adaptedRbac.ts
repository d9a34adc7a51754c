import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import * as yaml from 'js-yaml';
import type { ApiClient } from '../../cluster/apiRequest.ts';
import { serviceAccountKubeconfig } from '../../e2e/action/serviceAccountKubeconfig.ts';
import type { Kubectl } from './exampleCluster.ts';

const RBAC = resolve(import.meta.dirname, '../../../examples/rbac');
const POLICY = 'applyset-previewer-dry-run-only';

interface RbacObject {
  kind: string;
  metadata: { name: string };
  rules?: object[];
  spec?: { policyName?: string };
}

/**
 * examples/rbac's two files adapted to another app as their comments tell a user to: `shop` replaced by the app's
 * name (its namespace, its parent, the cluster-wide objects' names, the policy's username), a Role rule for each of
 * `rules` (one per API group of the app's namespaced kinds), and the dry-run-only policy and its binding named after
 * the app, as a second app's previewer on a cluster needs a policy of its own.
 */
export function adaptedRbacExamples(app: string, rules: object[]): { deployer: string; previewer: string } {
  const adapt = (file: string) =>
    (yaml.loadAll(readFileSync(join(RBAC, file), 'utf8').replaceAll('shop', app)) as RbacObject[])
      .map((doc) => {
        if (doc.kind === 'Role' && doc.metadata.name === 'applyset-deployer')
          doc.rules = [...(doc.rules ?? []), ...rules];
        if (doc.metadata.name === POLICY) doc.metadata.name = `${POLICY}-${app}`;
        if (doc.spec?.policyName === POLICY) doc.spec.policyName = `${POLICY}-${app}`;
        return yaml.dump(doc);
      })
      .join('---\n');
  return { deployer: adapt('applyset-action-rbac.yaml'), previewer: adapt('applyset-action-preview.yaml') };
}

/**
 * What the cluster's admin does once for the app: both adapted examples applied (they create its namespace). Returns
 * a kubeconfig with a token of its preview ServiceAccount, and the removal of every object they created.
 */
export async function adaptedPreviewIdentity(
  kubectl: Kubectl,
  api: ApiClient,
  kubeconfigPath: string,
  dir: string,
  app: string,
  rules: object[],
): Promise<{ previewKubeconfig: string; remove: () => Promise<void> }> {
  const { deployer, previewer } = adaptedRbacExamples(app, rules);
  const files = [join(dir, `${app}-rbac.yaml`), join(dir, `${app}-preview.yaml`)];
  await Promise.all([writeFile(files[0]!, deployer), writeFile(files[1]!, previewer)]);
  await kubectl('apply', ...files.flatMap((file) => ['-f', file]));
  return {
    previewKubeconfig: await serviceAccountKubeconfig(api, kubeconfigPath, app, 'applyset-previewer'),
    remove: async () => {
      await kubectl('delete', '--ignore-not-found', '--wait', '--timeout=180s', ...files.flatMap((f) => ['-f', f]));
    },
  };
}
