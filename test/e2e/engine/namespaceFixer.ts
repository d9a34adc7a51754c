import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { connectToApi } from '../../cluster/apiRequest.ts';
import { serviceAccountKubeconfig } from '../action/serviceAccountKubeconfig.ts';
import { kubectl, kubectlOk, writeSet } from './harness.ts';

export interface NamespaceFixer {
  kubeconfig: string;
  /** Deletes its cluster-wide role and binding; the namespace's own objects go with the namespace. */
  remove(): Promise<void>;
}

/**
 * A ServiceAccount `fixer` that may read everything on the cluster but write parents, plan records and
 * locks only in `namespace`: a `verify -A --fix` run as it reports the sets of the tests running beside
 * it and never changes them.
 */
export async function namespaceFixer(namespace: string): Promise<NamespaceFixer> {
  const clusterName = `${namespace}-reader`;
  await kubectlOk([
    'apply',
    '-f',
    await writeSet([
      { apiVersion: 'v1', kind: 'ServiceAccount', metadata: { name: 'fixer', namespace } },
      {
        apiVersion: 'rbac.authorization.k8s.io/v1',
        kind: 'ClusterRole',
        metadata: { name: clusterName },
        rules: [{ apiGroups: ['*'], resources: ['*'], verbs: ['get', 'list'] }],
      },
      {
        apiVersion: 'rbac.authorization.k8s.io/v1',
        kind: 'ClusterRoleBinding',
        metadata: { name: clusterName },
        roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'ClusterRole', name: clusterName },
        subjects: [{ kind: 'ServiceAccount', name: 'fixer', namespace }],
      },
      {
        apiVersion: 'rbac.authorization.k8s.io/v1',
        kind: 'Role',
        metadata: { name: 'fixer', namespace },
        rules: [
          { apiGroups: [''], resources: ['secrets'], verbs: ['get', 'list', 'patch', 'update', 'delete'] },
          { apiGroups: ['coordination.k8s.io'], resources: ['leases'], verbs: ['get', 'create', 'update', 'delete'] },
        ],
      },
      {
        apiVersion: 'rbac.authorization.k8s.io/v1',
        kind: 'RoleBinding',
        metadata: { name: 'fixer', namespace },
        roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'Role', name: 'fixer' },
        subjects: [{ kind: 'ServiceAccount', name: 'fixer', namespace }],
      },
    ]),
  ]);
  const kubeconfig = join(await mkdtemp(join(tmpdir(), 'applyset-fixer-')), 'kubeconfig');
  await writeFile(
    kubeconfig,
    await serviceAccountKubeconfig(
      connectToApi(inject('kubeconfigPath')),
      inject('kubeconfigPath'),
      namespace,
      'fixer',
    ),
  );
  return {
    kubeconfig,
    remove: async () =>
      void (await kubectl(['delete', 'clusterrolebinding,clusterrole', clusterName, '--ignore-not-found'])),
  };
}
