// What the action does with the kubeconfig input beyond reaching the cluster: its credentials are
// kept out of the comment and the job summary, as the runner keeps them out of the log, and on a pull
// request it runs no credential plugin from the pull request's checkout.
import { randomBytes } from 'node:crypto';
import { access, chmod } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { kubeconfigPath, useActionFixture } from './actionFixture.ts';
import { pullRequestEvent, pushEvent } from './eventPayloads.ts';
import { currentClusterAndUser, dumpKubeconfig } from './kubeconfigParts.ts';

const admin = await currentClusterAndUser(kubeconfigPath);
const PR = { owner: 'acme', repo: 'shop', issueNumber: 73 };

/** The admin's cluster, reached as `user`, with `others` beside it. */
function kubeconfigAs(
  user: Record<string, unknown>,
  others: { name: string; user: Record<string, unknown> }[] = [],
): string {
  return dumpKubeconfig({
    clusters: [{ name: 'local', cluster: admin.cluster }],
    users: [{ name: 'deployer', user }, ...others],
    contexts: [{ name: 'ci', context: { cluster: 'local', user: 'deployer' } }],
    'current-context': 'ci',
  });
}

const exists = (file: string): Promise<boolean> =>
  access(file).then(
    () => true,
    () => false,
  );

describe('the kubeconfig input', () => {
  const action = useActionFixture('action-kubeconfig', { githubPerTest: true });

  it('keeps every credential of the kubeconfig out of the comment and the job summary, where a manifest repeats it', async () => {
    const spareToken = `spare-${randomBytes(12).toString('hex')}`;
    const envSecret = `env-${randomBytes(12).toString('hex')}`;
    const config = kubeconfigAs(admin.user, [
      { name: 'spare', user: { token: spareToken } },
      {
        name: 'plugin',
        user: {
          exec: {
            apiVersion: 'client.authentication.k8s.io/v1',
            command: 'get-token',
            env: [{ name: 'CLOUD_KEY', value: envSecret }],
            interactiveMode: 'Never',
          },
        },
      },
    ]);
    const configMap = (token: string, key: string) =>
      `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: copied\ndata:\n  token: ${token}\n  key: ${key}\n`;
    await action.workspace.write('app.yaml', configMap('none', 'none'));
    expect(
      (
        await action.run('push', pushEvent('6'.repeat(40)), {
          manifests: 'app.yaml',
          applyset: 'copied',
          kubeconfig: config,
        })
      ).exitCode,
    ).toBe(0);
    // A change that happens to put the kubeconfig's values into a ConfigMap: the preview's diff quotes them.
    await action.workspace.write('app.yaml', configMap(spareToken, envSecret));
    const preview = await action.run(
      'pull_request',
      pullRequestEvent({ number: PR.issueNumber, headSha: '7'.repeat(40) }),
      {
        manifests: 'app.yaml',
        applyset: 'copied',
        kubeconfig: config,
        'github-token': 'ghs_fake-token',
      },
    );

    expect(preview.exitCode, preview.stdout).toBe(0);
    const comment = action.github.commentsOn(PR)[0]?.body ?? '';
    expect(comment).toContain('### ApplySet preview: 0 to create, 1 to update');
    for (const text of [comment, preview.summary, preview.outputFile]) {
      expect(text).not.toContain(spareToken);
      expect(text).not.toContain(envSecret);
    }
    expect(comment).toContain('+  token: ***');
    expect(comment).toContain('+  key: ***');
    expect(preview.stdout).toContain(`::add-mask::${spareToken}`);
  });

  describe('with an exec credential plugin at a relative path', () => {
    const token = admin.user['token'];
    const plugin = `#!/bin/sh\ntouch "$(dirname "$0")/../plugin-ran"\nprintf '{"apiVersion":"client.authentication.k8s.io/v1","kind":"ExecCredential","status":{"token":"%s"}}' '${String(token)}'\n`;
    const withPlugin = async (): Promise<string> => {
      await action.workspace.remove('plugin-ran');
      await action.workspace.write('bin/get-token', plugin);
      await chmod(join(action.workspace.dir, 'bin/get-token'), 0o755);
      await action.workspace.write(
        'app.yaml',
        'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: from-plugin\ndata:\n  A: "1"\n',
      );
      return kubeconfigAs({
        exec: { apiVersion: 'client.authentication.k8s.io/v1', command: './bin/get-token', interactiveMode: 'Never' },
      });
    };

    it('refuses it on a pull request, whose checkout could hold any program, and runs nothing', async () => {
      expect(typeof token).toBe('string');
      const config = await withPlugin();
      const preview = await action.run(
        'pull_request',
        pullRequestEvent({ number: PR.issueNumber, headSha: '8'.repeat(40) }),
        {
          manifests: 'app.yaml',
          applyset: 'plugin',
          kubeconfig: config,
          'github-token': 'ghs_fake-token',
        },
      );

      expect(await exists(join(action.workspace.dir, 'plugin-ran'))).toBe(false);
      expect(preview.exitCode).toBe(1);
      expect(preview.stdout).toMatch(
        /^::error::the kubeconfig input's user "deployer" runs its exec credential plugin from the relative path \.\/bin\/get-token, which on a pull request is found in the pull request's checkout\. Give the plugin's absolute path/m,
      );
      expect(action.github.commentsOn(PR)[0]?.body).toContain('### ApplySet preview failed');
    });

    it('runs it on a push, whose checkout is the reviewed branch', async () => {
      const config = await withPlugin();
      const deploy = await action.run('push', pushEvent('9'.repeat(40)), {
        manifests: 'app.yaml',
        applyset: 'plugin',
        kubeconfig: config,
      });

      expect(deploy.exitCode, deploy.stdout).toBe(0);
      expect(await exists(join(action.workspace.dir, 'plugin-ran'))).toBe(true);
      expect(deploy.outputs).toMatchObject({ mode: 'apply', created: '1' });
    });
  });
});
