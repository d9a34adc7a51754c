// `images` sets the image of the manifests' containers before the plan, matched by image name
// without tag as kustomize's `images` is: the deploy runs it, and a preview shows it as the diff it is.
import { describe, expect, inject, it } from 'vitest';
import { runCommand } from '../../cluster/runCommand.ts';
import { kubeconfig, kubeconfigPath, useActionFixture } from './actionFixture.ts';
import { pullRequestEvent, pushEvent } from './eventPayloads.ts';

const kubectlPath = inject('kubectlPath');
const deployment = `apiVersion: apps/v1
kind: Deployment
metadata:
  name: web
spec:
  replicas: 1
  selector: { matchLabels: { app: web } }
  template:
    metadata: { labels: { app: web } }
    spec:
      containers:
        - name: web
          image: ghcr.io/acme/web:manifest
        - name: sidecar
          image: ghcr.io/acme/web-sidecar:1
`;

describe('the images input', () => {
  const action = useActionFixture('action-images');
  const inputs = {
    manifests: 'app.yaml',
    applyset: 'shop',
    kubeconfig,
    'github-token': 'ghs_workflow-token',
    wait: 'false',
  };

  it('deploys the image it names, previews a new one as a diff of the container it changes, and refuses a bad line naming it', async () => {
    await action.workspace.write('app.yaml', deployment);

    const deploy = await action.run(
      'push',
      pushEvent('1'.repeat(40)),
      { ...inputs, images: 'ghcr.io/acme/web=ghcr.io/acme/web:1111111' },
      { sha: '1'.repeat(40) },
    );

    expect(deploy.exitCode, deploy.stdout).toBe(0);
    expect(deploy.stdout).toContain('images: 1 container of ghcr.io/acme/web set to ghcr.io/acme/web:1111111');
    const live = await runCommand(kubectlPath, [
      '--kubeconfig',
      kubeconfigPath,
      '-n',
      action.namespace.name,
      'get',
      'deployment',
      'web',
      '-o',
      'jsonpath={.spec.template.spec.containers[*].image}',
    ]);
    expect(live.stdout).toBe('ghcr.io/acme/web:1111111 ghcr.io/acme/web-sidecar:1');

    const PR = { owner: 'acme', repo: 'shop', issueNumber: 95 };
    const preview = await action.run(
      'pull_request',
      pullRequestEvent({ number: PR.issueNumber, headSha: '2'.repeat(40) }),
      { ...inputs, images: 'ghcr.io/acme/web=ghcr.io/acme/web:2222222' },
    );

    expect(preview.exitCode, preview.stdout).toBe(0);
    const [comment] = action.github.commentsOn(PR);
    expect(comment?.body).toMatch(/^### ApplySet preview: 0 to create, 1 to update, 0 to prune, 0 unchanged/m);
    expect(comment?.body).toMatch(/^-\s+- image: ghcr\.io\/acme\/web:1111111$/m);
    expect(comment?.body).toMatch(/^\+\s+- image: ghcr\.io\/acme\/web:2222222$/m);
    expect(comment?.body).not.toMatch(/^[-+].*(manifest|sidecar)/m);

    const refused = await action.run(
      'pull_request',
      pullRequestEvent({ number: PR.issueNumber, headSha: '3'.repeat(40) }),
      { ...inputs, images: 'ghcr.io/acme/web=ghcr.io/acme/web:3\nghcr.io/acme/web' },
    );

    expect(refused.exitCode).toBe(1);
    expect(refused.stdout).toContain('images line 2 ("ghcr.io/acme/web") has no "=": write NAME=IMAGE');
  });
});
