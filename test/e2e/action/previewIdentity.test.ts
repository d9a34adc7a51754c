// The preview identity of examples/rbac/applyset-action-preview.yaml on a real API server: with its
// token a pull request's preview works, and every write (the action's apply, kubectl's create) is
// refused by the admission policy, with a message that says what to do.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectToApi } from '../../cluster/apiRequest.ts';
import type {} from '../../cluster/controlPlane/provided.ts';
import { pollUntil } from '../../cluster/pollUntil.ts';
import { type CommandResult, runCommand } from '../../cluster/runCommand.ts';
import { createTestNamespace, type TestNamespace } from '../../cluster/testNamespace.ts';
import { type FakeGitHub, startFakeGitHub } from '../../fakes/github/fakeGitHub.ts';
import { runActionProcess } from './actionProcess.ts';
import { pullRequestEvent, pushEvent } from './eventPayloads.ts';
import { namespacedRbacExample, POLICY_MESSAGE, waitUntilDryRunOnly } from './rbacExamples.ts';
import { serviceAccountKubeconfig } from './serviceAccountKubeconfig.ts';
import { createWorkspace, type Workspace } from './workspace.ts';

const kubeconfigPath = inject('kubeconfigPath');
const kubectlPath = inject('kubectlPath');
const api = connectToApi(kubeconfigPath);

const manifests = [
  'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: shop-config\ndata:\n  CURRENCY: EUR\n',
  'apiVersion: v1\nkind: Secret\nmetadata:\n  name: shop-db\nstringData:\n  DATABASE_URL: postgres://db\n',
].join('---\n');

describe('the preview identity', () => {
  let namespace: TestNamespace;
  let github: FakeGitHub;
  let workspace: Workspace;
  let previewKubeconfig: string;
  let previewKubeconfigFile: string;
  let previewFile: string;

  const kubectlAs = (file: string, args: string[]): Promise<CommandResult> =>
    runCommand(kubectlPath, ['--kubeconfig', file, ...args]);
  const run = (eventName: 'pull_request' | 'push') =>
    runActionProcess({
      inputs: {
        manifests: 'shop.yaml',
        applyset: 'shop',
        namespace: namespace.name,
        kubeconfig: previewKubeconfig,
        'github-token': 'ghs_fake-token',
      },
      eventName,
      payload:
        eventName === 'push' ? pushEvent('1'.repeat(40)) : pullRequestEvent({ number: 51, headSha: '2'.repeat(40) }),
      githubApiUrl: github.url,
      workspace: workspace.dir,
    });

  beforeAll(async () => {
    [namespace, github, workspace] = await Promise.all([
      createTestNamespace(kubeconfigPath, 'preview-identity'),
      startFakeGitHub(),
      createWorkspace(),
    ]);
    const rbacFile = join(workspace.dir, 'rbac.yaml');
    previewFile = join(workspace.dir, 'preview-rbac.yaml');
    await writeFile(rbacFile, await namespacedRbacExample('applyset-action-rbac.yaml', namespace.name));
    await writeFile(previewFile, await namespacedRbacExample('applyset-action-preview.yaml', namespace.name));
    const applied = await runCommand(kubectlPath, [
      '--kubeconfig',
      kubeconfigPath,
      'apply',
      '-f',
      rbacFile,
      '-f',
      previewFile,
    ]);
    expect(applied.stderr).toBe('');
    previewKubeconfig = await serviceAccountKubeconfig(api, kubeconfigPath, namespace.name, 'applyset-previewer');
    previewKubeconfigFile = join(workspace.dir, 'preview-kubeconfig.yaml');
    await writeFile(previewKubeconfigFile, previewKubeconfig, { mode: 0o600 });
    await waitUntilDryRunOnly(kubectlPath, kubeconfigPath, previewKubeconfigFile, namespace.name);
  });
  afterAll(async () => {
    // The policy and its binding are cluster-wide: they go with the test, not with its namespace.
    if (previewFile)
      await runCommand(kubectlPath, [
        '--kubeconfig',
        kubeconfigPath,
        'delete',
        '--ignore-not-found',
        '-f',
        previewFile,
      ]);
    await Promise.all([namespace?.delete(), github?.close()]);
  });

  it('previews a pull request, showing the plan', async () => {
    await workspace.write('shop.yaml', manifests);
    const preview = await run('pull_request');
    expect(preview.stdout).not.toMatch(/^::error::/m);
    expect(preview.exitCode).toBe(0);
    // The Secret, which the preview identity may not read, is planned from its manifest, not compared.
    expect(preview.outputs).toMatchObject({ mode: 'preview', created: '1', pruned: '0' });
    expect(github.commentsOn({ owner: 'acme', repo: 'shop', issueNumber: 51 })[0]?.body).toContain(
      '1 to create, 0 to update, 0 to prune, 1 not compared',
    );
    // Nothing written, not even the parent.
    expect((await api.request('GET', `/api/v1/namespaces/${namespace.name}/secrets/shop`)).status).toBe(404);
  });

  it('cannot deploy: the apply is refused by the policy, and the action says what to do', async () => {
    await workspace.write('shop.yaml', manifests);
    const deploy = await run('push');
    expect(deploy.exitCode).toBe(1);
    const error = deploy.stdout.split('\n').find((line) => line.startsWith('::error::')) ?? '';
    expect(error).toContain(POLICY_MESSAGE);
    expect(error).toContain('apply with the deploy credentials');
    expect(deploy.summary).toContain(POLICY_MESSAGE);
    for (const path of ['secrets/shop', 'configmaps/shop-config', 'secrets/shop-db']) {
      expect((await api.request('GET', `/api/v1/namespaces/${namespace.name}/${path}`)).status).toBe(404);
    }
  });

  it('cannot write through kubectl with its token either, but may dry-run', async () => {
    const write = await kubectlAs(previewKubeconfigFile, [
      'create',
      'configmap',
      'raw-write',
      '-n',
      namespace.name,
      '--from-literal=a=b',
    ]);
    expect(write.code).not.toBe(0);
    expect(write.stderr).toMatch(/ValidatingAdmissionPolicy .* denied request/);
    expect(write.stderr).toContain(POLICY_MESSAGE);
    await runCommand(kubectlPath, [
      '--kubeconfig',
      kubeconfigPath,
      'create',
      'configmap',
      'kept',
      '-n',
      namespace.name,
    ]);
    const deletion = await kubectlAs(previewKubeconfigFile, ['delete', 'configmap', 'kept', '-n', namespace.name]);
    expect(deletion.stderr).toContain(POLICY_MESSAGE);
    expect((await api.request('GET', `/api/v1/namespaces/${namespace.name}/configmaps/kept`)).status).toBe(200);
    const dryRun = await kubectlAs(previewKubeconfigFile, [
      'create',
      'configmap',
      'raw-write',
      '-n',
      namespace.name,
      '--from-literal=a=b',
      '--dry-run=server',
    ]);
    expect(dryRun.stderr).toBe('');
    expect(dryRun.code).toBe(0);
    expect((await api.request('GET', `/api/v1/namespaces/${namespace.name}/configmaps/raw-write`)).status).toBe(404);
  });

  it('refuses to preview while its identity may write admission configuration, which the policy does not hold', async () => {
    // A deploy role for a set that holds policies grants writes on them, by name; bound to the preview
    // identity too, it could delete its own dry-run-only binding for real (admission does not run on it).
    const binding = `applyset-previewer-dry-run-only-${namespace.name}`;
    const grant = [
      `apiVersion: rbac.authorization.k8s.io/v1\nkind: ClusterRole\nmetadata:\n  name: ${binding}-admission\nrules:\n  - apiGroups: [admissionregistration.k8s.io]\n    resources: [validatingadmissionpolicybindings]\n    resourceNames: [${binding}]\n    verbs: [get, patch, delete]\n`,
      `apiVersion: rbac.authorization.k8s.io/v1\nkind: ClusterRoleBinding\nmetadata:\n  name: ${binding}-admission\nroleRef:\n  apiGroup: rbac.authorization.k8s.io\n  kind: ClusterRole\n  name: ${binding}-admission\nsubjects:\n  - kind: ServiceAccount\n    name: applyset-previewer\n    namespace: ${namespace.name}\n`,
    ].join('---\n');
    const grantFile = join(workspace.dir, 'admission-grant.yaml');
    await writeFile(grantFile, grant);
    expect((await runCommand(kubectlPath, ['--kubeconfig', kubeconfigPath, 'apply', '-f', grantFile])).code).toBe(0);
    try {
      // RBAC's cache takes the new binding within a moment: wait until the identity holds the grant.
      await pollUntil(
        'the admission grant',
        async () =>
          (
            await kubectlAs(previewKubeconfigFile, [
              'auth',
              'can-i',
              'delete',
              `validatingadmissionpolicybindings/${binding}`,
            ])
          ).stdout.trim() === 'yes',
      );
      await workspace.write('shop.yaml', manifests);
      const preview = await run('pull_request');
      expect(preview.exitCode).toBe(1);
      const error = preview.stdout.split('\n').find((line) => line.startsWith('::error::')) ?? '';
      expect(error).toContain(
        "this preview's credential may write admission configuration (patch validatingadmissionpolicybindings, delete validatingadmissionpolicybindings, admissionregistration.k8s.io)",
      );
      expect(error).toContain(
        'Give the preview identity no write verb on admission webhooks, policies or their bindings',
      );
      expect(preview.summary).toContain('may write admission configuration');
      expect(
        (await api.request('GET', `/apis/admissionregistration.k8s.io/v1/validatingadmissionpolicybindings/${binding}`))
          .status,
      ).toBe(200);
    } finally {
      await runCommand(kubectlPath, ['--kubeconfig', kubeconfigPath, 'delete', '--ignore-not-found', '-f', grantFile]);
    }
  });
});
