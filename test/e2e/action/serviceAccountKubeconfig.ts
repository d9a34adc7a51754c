import { readFile } from 'node:fs/promises';
import * as yaml from 'js-yaml';
import { expect } from 'vitest';
import type { ApiClient } from '../../cluster/apiRequest.ts';

interface Kubeconfig {
  clusters: { name: string; cluster: Record<string, unknown> }[];
  users: { name: string; user: Record<string, unknown> }[];
  contexts: { name: string; context: { cluster: string; user: string; namespace?: string } }[];
  'current-context': string;
}

/**
 * A kubeconfig for a real ServiceAccount: the admin kubeconfig's cluster, with a token the API
 * server issues for the account (TokenRequest) as the only user.
 */
export async function serviceAccountKubeconfig(api: ApiClient, adminKubeconfigPath: string, namespace: string, name: string): Promise<string> {
  const tokenRequest = await api.request('POST', `/api/v1/namespaces/${namespace}/serviceaccounts/${name}/token`, {
    body: { apiVersion: 'authentication.k8s.io/v1', kind: 'TokenRequest', spec: { expirationSeconds: 600 } },
  });
  expect(tokenRequest.status).toBe(201);
  const token = (tokenRequest.body as { status: { token: string } }).status.token;
  const admin = yaml.load(await readFile(adminKubeconfigPath, 'utf8')) as Kubeconfig;
  const current = admin.contexts.find((c) => c.name === admin['current-context']);
  const cluster = admin.clusters.find((c) => c.name === current?.context.cluster);
  if (!cluster) throw new Error(`${adminKubeconfigPath} has no current cluster`);
  const config: Kubeconfig = {
    clusters: [{ name: 'ci', cluster: cluster.cluster }],
    users: [{ name, user: { token } }],
    contexts: [{ name: 'ci', context: { cluster: 'ci', user: name } }],
    'current-context': 'ci',
  };
  return yaml.dump({ apiVersion: 'v1', kind: 'Config', ...config });
}
