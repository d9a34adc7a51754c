import { expect } from 'vitest';
import type { ApiClient } from '../../cluster/apiRequest.ts';
import { currentClusterAndUser, dumpKubeconfig } from './kubeconfigParts.ts';

/**
 * A kubeconfig for a real ServiceAccount: the admin kubeconfig's cluster, with a token the API
 * server issues for the account (TokenRequest) as the only user.
 */
export async function serviceAccountKubeconfig(
  api: ApiClient,
  adminKubeconfigPath: string,
  namespace: string,
  name: string,
): Promise<string> {
  const tokenRequest = await api.request('POST', `/api/v1/namespaces/${namespace}/serviceaccounts/${name}/token`, {
    body: { apiVersion: 'authentication.k8s.io/v1', kind: 'TokenRequest', spec: { expirationSeconds: 600 } },
  });
  expect(tokenRequest.status).toBe(201);
  const token = (tokenRequest.body as { status: { token: string } }).status.token;
  const { cluster } = await currentClusterAndUser(adminKubeconfigPath);
  return dumpKubeconfig({
    clusters: [{ name: 'ci', cluster }],
    users: [{ name, user: { token } }],
    contexts: [{ name: 'ci', context: { cluster: 'ci', user: name } }],
    'current-context': 'ci',
  });
}
