// The RBAC example of docs/action.md is enough: a ServiceAccount bound by exactly that Role
// previews, applies and prunes a namespaced ApplySet through the action.
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import * as yaml from 'js-yaml';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectToApi } from '../../cluster/apiRequest.ts';
import type {} from '../../cluster/provided.ts';
import { runCommand } from '../../cluster/runCommand.ts';
import { createTestNamespace, type TestNamespace } from '../../cluster/testNamespace.ts';
import { type FakeGitHub, startFakeGitHub } from '../../unit/github/fakeGitHub.ts';
import { runActionProcess } from './actionProcess.ts';
import { serviceAccountKubeconfig } from './serviceAccountKubeconfig.ts';
import { pullRequestEvent, pushEvent } from './eventPayloads.ts';
import { createWorkspace, type Workspace } from './workspace.ts';

const kubeconfigPath = inject('kubeconfigPath');
const kubectlPath = inject('kubectlPath');
const api = connectToApi(kubeconfigPath);
const RBAC_EXAMPLE = resolve(import.meta.dirname, '../../../examples/rbac/applyset-action-rbac.yaml');

/** The example's objects moved from namespace `shop` to `namespace`, nothing else changed. */
async function rbacExampleIn(namespace: string): Promise<string> {
  const docs = yaml.loadAll(await readFile(RBAC_EXAMPLE, 'utf8')) as { metadata: { namespace?: string }; subjects?: { namespace?: string }[] }[];
  for (const doc of docs) {
    expect(doc.metadata.namespace).toBe('shop');
    doc.metadata.namespace = namespace;
    for (const subject of doc.subjects ?? []) subject.namespace = namespace;
  }
  return docs.map((doc) => yaml.dump(doc)).join('---\n');
}

function manifests(withWorker: boolean): string {
  const deployment = (name: string) =>
    `apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: ${name}\nspec:\n  replicas: 1\n  selector:\n    matchLabels: {app: ${name}}\n` +
    `  template:\n    metadata:\n      labels: {app: ${name}}\n    spec:\n      containers:\n        - name: app\n          image: nginx:1.27\n`;
  return [
    'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: shop-config\ndata:\n  CURRENCY: EUR\n',
    'apiVersion: v1\nkind: Secret\nmetadata:\n  name: shop-db\nstringData:\n  DATABASE_URL: postgres://db\n',
    'apiVersion: v1\nkind: Service\nmetadata:\n  name: web\nspec:\n  selector: {app: web}\n  ports:\n    - port: 80\n',
    deployment('web'),
    ...(withWorker ? [deployment('worker')] : []),
  ].join('---\n');
}

describe('the RBAC example', () => {
  let namespace: TestNamespace;
  let github: FakeGitHub;
  let workspace: Workspace;
  let kubeconfig: string;

  const run = (eventName: 'pull_request' | 'push') =>
    runActionProcess({
      // The namespace `shop` of the example is the test's namespace here.
      inputs: { manifests: 'shop.yaml', applyset: 'shop', namespace: namespace.name, kubeconfig, 'github-token': 'ghs_fake-token' },
      eventName,
      payload: eventName === 'push' ? pushEvent('1'.repeat(40)) : pullRequestEvent({ number: 41, headSha: '2'.repeat(40) }),
      githubApiUrl: github.url,
      workspace: workspace.dir,
    });

  beforeAll(async () => {
    [namespace, github, workspace] = await Promise.all([createTestNamespace(kubeconfigPath, 'action-rbac'), startFakeGitHub(), createWorkspace()]);
    const rbacFile = join(workspace.dir, 'rbac.yaml');
    await writeFile(rbacFile, await rbacExampleIn(namespace.name));
    const applied = await runCommand(kubectlPath, ['--kubeconfig', kubeconfigPath, 'apply', '-f', rbacFile]);
    expect(applied.stderr).toBe('');
    kubeconfig = await serviceAccountKubeconfig(api, kubeconfigPath, namespace.name, 'applyset-deployer');
  });
  afterAll(async () => {
    await Promise.all([namespace?.delete(), github?.close()]);
  });

  it('is enough to preview, apply and prune a namespaced ApplySet', async () => {
    await workspace.write('shop.yaml', manifests(true));
    const preview = await run('pull_request');
    expect(preview.stdout).not.toMatch(/^::error::/m);
    expect(preview.outputs).toMatchObject({ mode: 'preview', created: '5' });

    const deploy = await run('push');
    expect(deploy.stdout).not.toMatch(/^::error::/m);
    expect(deploy.outputs).toMatchObject({ mode: 'apply', created: '5' });

    await workspace.write('shop.yaml', manifests(false));
    const prunePreview = await run('pull_request');
    expect(prunePreview.outputs).toMatchObject({ unchanged: '4', pruned: '1' });
    const prune = await run('push');
    expect(prune.stdout).not.toMatch(/^::error::/m);
    expect(prune.outputs).toMatchObject({ unchanged: '4', pruned: '1' });
    expect((await api.request('GET', `/apis/apps/v1/namespaces/${namespace.name}/deployments/worker`)).status).toBe(404);
    for (const r of [preview, deploy, prunePreview, prune]) expect(r.exitCode).toBe(0);
  });

  it('does not let the ServiceAccount deploy to another namespace', async () => {
    const check = await runActionProcess({
      inputs: { manifests: 'shop.yaml', applyset: 'shop', namespace: 'default', kubeconfig, comment: 'false' },
      eventName: 'pull_request',
      payload: pullRequestEvent({ number: 42, headSha: '3'.repeat(40) }),
      githubApiUrl: github.url,
      workspace: workspace.dir,
    });
    expect(check.exitCode).toBe(1);
    expect(check.stdout).toMatch(/^::error::.*forbidden/im);
  });
});
