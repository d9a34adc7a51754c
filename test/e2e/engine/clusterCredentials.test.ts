// Credentials the cluster does not take are said within seconds, in words: which server, context and
// user, what the API server answered, what to do; exit 1, never "a bug", never a stack trace. The
// cases that need no cluster (no connection, TLS, no kubeconfig, exec plugins) are in
// test/unit/cli/clusterAccess.test.ts.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectToApi } from '../../cluster/apiRequest.ts';
import { expectSaid, previewJson } from '../../cluster/cliFailure.ts';
import { createTestNamespace, type TestNamespace } from '../../cluster/testNamespace.ts';
import { currentClusterAndUser, dumpKubeconfig } from '../action/kubeconfigParts.ts';

describe('credentials the cluster does not take', () => {
  let ns: TestNamespace;
  let dir: string;
  let cluster: Record<string, unknown>;
  let server: string;
  beforeAll(async () => {
    ns = await createTestNamespace(inject('kubeconfigPath'), 'credentials');
    dir = await mkdtemp(join(tmpdir(), 'credentials-'));
    ({ cluster } = await currentClusterAndUser(inject('kubeconfigPath')));
    server = String(cluster['server']);
    await writeFile(
      join(dir, 'cm.yaml'),
      `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: a\n  namespace: ${ns.name}\ndata:\n  x: "1"\n`,
    );
  });
  afterAll(async () => {
    await ns?.delete();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  /** A kubeconfig of the test cluster, reached as `user` through context `ci`. */
  async function kubeconfigAs(name: string, user: Record<string, unknown>): Promise<string> {
    const path = join(dir, `${name}.kubeconfig`);
    const config = dumpKubeconfig({
      clusters: [{ name: 'local', cluster }],
      users: [{ name, user }],
      contexts: [{ name: 'ci', context: { cluster: 'local', user: name } }],
      'current-context': 'ci',
    });
    await writeFile(path, config, { mode: 0o600 });
    return path;
  }

  /** A token the API server issued for a new ServiceAccount of the test's namespace, which has no rights. */
  async function serviceAccountToken(name: string): Promise<string> {
    const api = connectToApi(inject('kubeconfigPath'));
    expect(
      (
        await api.request('POST', `/api/v1/namespaces/${ns.name}/serviceaccounts`, {
          body: { apiVersion: 'v1', kind: 'ServiceAccount', metadata: { name } },
        })
      ).status,
    ).toBe(201);
    const issued = await api.request('POST', `/api/v1/namespaces/${ns.name}/serviceaccounts/${name}/token`, {
      body: { apiVersion: 'authentication.k8s.io/v1', kind: 'TokenRequest', spec: { expirationSeconds: 600 } },
    });
    expect(issued.status).toBe(201);
    return (issued.body as { status: { token: string } }).status.token;
  }

  const preview = (kubeconfig: string) =>
    previewJson(['--applyset', 'shop', '-n', ns.name, '-f', join(dir, 'cm.yaml'), '--kubeconfig', kubeconfig]);

  it('says a token the server does not know (401), naming the server, the context and the user', async () => {
    const run = await preview(await kubeconfigAs('deployer', { token: 'not-a-token-of-this-cluster' }));
    await expectSaid(
      run,
      `you must be logged in to the server ${server} (context "ci", user "deployer"): 401 Unauthorized, the credentials are expired or invalid`,
    );
    expect(run.json.error?.hint).toContain('renew the token');
  });

  it('says a token that no longer holds, its ServiceAccount deleted, as expired or invalid (401)', async () => {
    // A token expires after 10 minutes at the soonest; one whose ServiceAccount is gone gets the same 401.
    const token = await serviceAccountToken('gone');
    const api = connectToApi(inject('kubeconfigPath'));
    expect((await api.request('DELETE', `/api/v1/namespaces/${ns.name}/serviceaccounts/gone`)).status).toBe(200);
    const run = await preview(await kubeconfigAs('gone', { token }));
    await expectSaid(
      run,
      `you must be logged in to the server ${server} (context "ci", user "gone"): 401 Unauthorized, the credentials are expired or invalid`,
    );
  });

  it('says a kubeconfig user with no credentials, whom the server forbids discovery (403)', async () => {
    const run = await preview(await kubeconfigAs('nobody', {}));
    await expectSaid(run, `the server ${server} (context "ci", user "nobody") forbids discovery (403 Forbidden): `);
    expect(run.json.error?.message).toContain('system:anonymous');
  });

  it('says what an identity with no rights may not do, by the object it needed', async () => {
    const run = await preview(await kubeconfigAs('idle', { token: await serviceAccountToken('idle') }));
    await expectSaid(
      run,
      new RegExp(
        `^secret/shop in namespace ${ns.name}: reading the ApplySet parent refused by the server \\(HTTP 403 Forbidden\\): .* is forbidden: User "system:serviceaccount:${ns.name}:idle" cannot get resource "secrets"`,
      ),
    );
  });
});
