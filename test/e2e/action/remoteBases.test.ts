// allow-remote-bases: whether a pull request's kustomization may make the preview fetch a URL. The
// remote is an HTTP server of the test's on 127.0.0.1, which records every request; the renderer is
// the cluster's own kubectl (`kubectl kustomize`).
import { beforeAll, describe, expect, it } from 'vitest';
import { connectToApi } from '../../cluster/apiRequest.ts';
import { kubeconfig, kubeconfigPath, useActionFixture } from './actionFixture.ts';
import { pullRequestEvent, pushEvent } from './eventPayloads.ts';
import { useRemoteServer } from './remoteServer.ts';

const api = connectToApi(kubeconfigPath);
const configMap = (name: string, data: string): string =>
  `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${name}\ndata:\n  ${data}\n`;

/** What the remote serves, by path. */
const REMOTE_FILES: Record<string, string> = {
  '/remote.yaml': configMap('from-remote', 'SOURCE: remote'),
  '/patch.yaml': configMap('local', 'PATCHED: remote'),
  '/settings.env': 'FETCHED=remote',
};

describe('remote resources in a kustomization', () => {
  const action = useActionFixture('action-remote-bases', { githubPerTest: true });
  const server = useRemoteServer(REMOTE_FILES);
  const { fetched, env } = server;
  let remote = '';
  beforeAll(() => {
    remote = server.url;
  });

  const PR = { owner: 'acme', repo: 'shop', issueNumber: 61 };
  const run = async (event: 'pull_request' | 'push', kustomization: string, inputs: Record<string, string> = {}) => {
    fetched.length = 0;
    await action.workspace.write('app/local.yaml', configMap('local', 'SOURCE: local'));
    await action.workspace.write('app/kustomization.yaml', kustomization);
    const payload =
      event === 'push'
        ? pushEvent('d'.repeat(40))
        : pullRequestEvent({ number: PR.issueNumber, headSha: 'e'.repeat(40) });
    return action.run(
      event,
      payload,
      { manifests: 'app', applyset: 'remote', kubeconfig, 'github-token': 'ghs_fake-token', ...inputs },
      { env },
    );
  };
  const withRemoteResource = () => `resources:\n  - local.yaml\n  - ${remote}/remote.yaml\n`;

  it('refuses a remote resource on a pull request by default, naming the file, the URL and the way out, and fetches nothing', async () => {
    const preview = await run('pull_request', withRemoteResource());

    expect(preview.exitCode).toBe(1);
    expect(preview.stdout).toMatch(
      new RegExp(
        `^::error::app/kustomization\\.yaml:1: app/kustomization\\.yaml refers to \`${remote}/remote\\.yaml\`, fetched from the network\\. .*set allow-remote-bases: true`,
        'm',
      ),
    );
    expect(fetched).toEqual([]);
    const [comment, ...others] = action.github.commentsOn(PR);
    expect(others).toEqual([]);
    expect(comment?.body).toContain('### ApplySet preview failed');
    expect(comment?.body).toContain(`refers to \`${remote}/remote.yaml\``);
  });

  it.each([
    {
      names: 'a patch',
      refersFrom: 'app/kustomization.yaml',
      kustomization: (url: string) => `resources:\n  - local.yaml\npatches:\n  - path: ${url}/patch.yaml\n`,
    },
    {
      names: 'a generator',
      refersFrom: 'app/kustomization.yaml',
      kustomization: (url: string) =>
        `resources:\n  - local.yaml\nconfigMapGenerator:\n  - name: generated\n    envs:\n      - ${url}/settings.env\n`,
    },
    {
      names: 'the kustomization of a local base',
      refersFrom: 'app/base/kustomization.yaml',
      kustomization: () => 'resources:\n  - local.yaml\n  - base\n',
      base: (url: string) => `resources:\n  - ${url}/remote.yaml\n`,
    },
  ])(
    'refuses on a pull request a remote file that $names names, and fetches nothing',
    async ({ refersFrom, kustomization, base }) => {
      if (base) await action.workspace.write('app/base/kustomization.yaml', base(remote));
      const preview = await run('pull_request', kustomization(remote));

      expect(preview.exitCode).toBe(1);
      expect(preview.stdout).toMatch(
        new RegExp(
          `^::error::app/kustomization\\.yaml:1: ${refersFrom.replaceAll('.', '\\.')} refers to \`${remote}/`,
          'm',
        ),
      );
      expect(fetched).toEqual([]);
    },
  );

  it('renders a kustomization of local files on a pull request, with no network, and previews it', async () => {
    const preview = await run('pull_request', 'resources:\n  - local.yaml\n');

    expect(preview.exitCode, preview.stdout).toBe(0);
    expect(preview.outputs).toMatchObject({ mode: 'preview', created: '1' });
    const [comment] = action.github.commentsOn(PR);
    expect(comment?.body).toContain('`configmap/local`');
  });

  it('fetches it on a pull request with allow-remote-bases: true, and previews what it holds', async () => {
    const preview = await run('pull_request', withRemoteResource(), { 'allow-remote-bases': 'true' });

    expect(preview.exitCode, preview.stdout).toBe(0);
    expect(fetched).toEqual(['/remote.yaml']);
    expect(preview.outputs).toMatchObject({ mode: 'preview', created: '2' });
    const [comment] = action.github.commentsOn(PR);
    expect(comment?.body).toContain('### ApplySet preview: 2 to create');
    expect(comment?.body).toContain('`configmap/from-remote`');
    expect(
      (await api.request('GET', `/api/v1/namespaces/${action.namespace.name}/configmaps/from-remote`)).status,
    ).toBe(404);
  });

  it('fetches it on a push without the input, and deploys what it holds', async () => {
    const deploy = await run('push', withRemoteResource());

    expect(deploy.exitCode, deploy.stdout).toBe(0);
    expect(fetched).toEqual(['/remote.yaml']);
    expect(deploy.outputs).toMatchObject({ mode: 'apply', created: '2' });
    const live = await api.request('GET', `/api/v1/namespaces/${action.namespace.name}/configmaps/from-remote`);
    expect((live.body as { data?: unknown }).data).toEqual({ SOURCE: 'remote' });
  });
});
