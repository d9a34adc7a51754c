// The RBAC example of docs/action.md is enough: a ServiceAccount bound by exactly that Role
// previews, applies and prunes a namespaced ApplySet through the action.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { connectToApi } from '../../cluster/apiRequest.ts';
import { runCommand } from '../../cluster/runCommand.ts';
import { createTestNamespace } from '../../cluster/testNamespace.ts';
import { kubeconfigPath, useActionFixture } from './actionFixture.ts';
import { namespacedRbacExample } from './rbacExamples.ts';
import { serviceAccountKubeconfig } from './serviceAccountKubeconfig.ts';
import { pullRequestEvent, pushEvent } from './eventPayloads.ts';

const kubectlPath = inject('kubectlPath');
const api = connectToApi(kubeconfigPath);

/** The shop; without the worker, also without the Secret, which nothing uses (checked with the example's rights). */
function manifests(withWorker: boolean): string {
  const deployment = (name: string) =>
    `apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: ${name}\nspec:\n  replicas: 1\n  selector:\n    matchLabels: {app: ${name}}\n` +
    `  template:\n    metadata:\n      labels: {app: ${name}}\n    spec:\n      containers:\n        - name: app\n          image: nginx:1.27\n`;
  return [
    'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: shop-config\ndata:\n  CURRENCY: EUR\n',
    ...(withWorker
      ? ['apiVersion: v1\nkind: Secret\nmetadata:\n  name: shop-db\nstringData:\n  DATABASE_URL: postgres://db\n']
      : []),
    'apiVersion: v1\nkind: Service\nmetadata:\n  name: web\nspec:\n  selector: {app: web}\n  ports:\n    - port: 80\n',
    deployment('web'),
    ...(withWorker ? [deployment('worker')] : []),
  ].join('---\n');
}

const JSON_PATCH = 'application/json-patch+json';

/**
 * Waits until the object at `path` is being deleted, then, once the run's wait has surely seen it
 * there, removes its finalizers (also when it was not deleted in time, so the namespace can go).
 */
async function releaseWhenDeleting(path: string): Promise<void> {
  let deleting = false;
  for (let attempt = 0; attempt < 600 && !deleting; attempt++) {
    const { body } = await api.request('GET', path);
    deleting = Boolean((body as { metadata?: { deletionTimestamp?: string } }).metadata?.deletionTimestamp);
    await sleep(deleting ? 2_000 : 100);
  }
  expect(
    (
      await api.request('PATCH', path, {
        contentType: JSON_PATCH,
        body: [{ op: 'remove', path: '/metadata/finalizers' }],
      })
    ).status,
  ).toBe(200);
  expect(deleting, `${path} was not deleted within 60 s`).toBe(true);
}

describe('the RBAC example', () => {
  const action = useActionFixture('action-rbac');
  let kubeconfig: string;

  // The namespace `shop` of the example is the test's namespace here.
  const run = (eventName: 'pull_request' | 'push') =>
    action.run(
      eventName,
      eventName === 'push' ? pushEvent('1'.repeat(40)) : pullRequestEvent({ number: 41, headSha: '2'.repeat(40) }),
      {
        manifests: 'shop.yaml',
        applyset: 'shop',
        kubeconfig,
        'github-token': 'ghs_fake-token',
      },
    );

  beforeAll(async () => {
    const rbacFile = join(action.workspace.dir, 'rbac.yaml');
    await writeFile(rbacFile, await namespacedRbacExample('applyset-action-rbac.yaml', action.namespace.name));
    const applied = await runCommand(kubectlPath, ['--kubeconfig', kubeconfigPath, 'apply', '-f', rbacFile]);
    expect(applied.stderr).toBe('');
    kubeconfig = await serviceAccountKubeconfig(api, kubeconfigPath, action.namespace.name, 'applyset-deployer');
  });

  it('is enough to preview, apply and prune a namespaced ApplySet', async () => {
    await action.workspace.write('shop.yaml', manifests(true));
    const preview = await run('pull_request');
    expect(preview.stdout).not.toMatch(/^::error::/m);
    expect(preview.outputs).toMatchObject({ mode: 'preview', created: '5' });

    const deploy = await run('push');
    expect(deploy.stdout).not.toMatch(/^::error::/m);
    expect(deploy.outputs).toMatchObject({ mode: 'apply', created: '5' });

    await action.workspace.write('shop.yaml', manifests(false));
    const prunePreview = await run('pull_request');
    expect(prunePreview.outputs).toMatchObject({ unchanged: '3', pruned: '2', kept: '0' });
    // A finalizer holds the pruned Secret, so the wait sees it still there: the example gives no watch on
    // Secrets (they need none to be ready), and the wait for it to be gone polls a LIST instead.
    const secretPath = `/api/v1/namespaces/${action.namespace.name}/secrets/shop-db`;
    expect(
      (
        await api.request('PATCH', secretPath, {
          contentType: JSON_PATCH,
          body: [{ op: 'add', path: '/metadata/finalizers', value: ['example.com/hold'] }],
        })
      ).status,
    ).toBe(200);
    const pruning = run('push');
    await releaseWhenDeleting(secretPath);
    const prune = await pruning;
    expect(prune.stdout).not.toMatch(/^::(error|warning)::/m);
    expect(prune.outputs).toMatchObject({ unchanged: '3', pruned: '2', kept: '0' });
    expect(
      (await api.request('GET', `/apis/apps/v1/namespaces/${action.namespace.name}/deployments/worker`)).status,
    ).toBe(404);
    expect((await api.request('GET', `/api/v1/namespaces/${action.namespace.name}/secrets/shop-db`)).status).toBe(404);
    for (const r of [preview, deploy, prunePreview, prune]) expect(r.exitCode).toBe(0);
  });

  it('does not let the ServiceAccount deploy to another namespace: the apply fails and writes nothing there', async () => {
    const other = await createTestNamespace(kubeconfigPath, 'action-rbac-other');
    try {
      await action.workspace.write('shop.yaml', manifests(true));
      const deploy = await action.run('push', pushEvent('3'.repeat(40)), {
        manifests: 'shop.yaml',
        applyset: 'shop',
        namespace: other.name,
        kubeconfig,
        'github-token': 'ghs_fake-token',
      });
      expect(deploy.exitCode).toBe(1);
      expect(deploy.stdout).toMatch(/^::error::.*forbidden/im);
      // What the cluster's admin sees there: no member, no parent, no Lease.
      const paths = [
        `/api/v1/namespaces/${other.name}/configmaps`,
        `/api/v1/namespaces/${other.name}/secrets`,
        `/api/v1/namespaces/${other.name}/services`,
        `/apis/apps/v1/namespaces/${other.name}/deployments`,
        `/apis/coordination.k8s.io/v1/namespaces/${other.name}/leases`,
      ];
      const found = await Promise.all(
        paths.map(async (path) => {
          const { status, body } = await api.request('GET', path);
          expect(status).toBe(200);
          return (body as { items: { metadata: { name: string } }[] }).items
            .map((item) => `${path}/${item.metadata.name}`)
            .filter((name) => !name.endsWith('/kube-root-ca.crt'));
        }),
      );
      expect(found.flat()).toEqual([]);
    } finally {
      await other.delete();
    }
  });
});
