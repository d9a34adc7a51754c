// Where the action finds its cluster and namespace: the kubeconfig input's context, the context's
// namespace, and, with the kubeconfig input empty, the files of KUBECONFIG (as cloud login actions
// set it) or ~/.kube/config (as kind's action writes it).
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { connectToApi } from '../../cluster/apiRequest.ts';
import { kubeconfig, kubeconfigPath, useActionFixture } from './actionFixture.ts';
import { pushEvent } from './eventPayloads.ts';
import { currentClusterAndUser, dumpKubeconfig, type KubeconfigContext } from './kubeconfigParts.ts';

const api = connectToApi(kubeconfigPath);
const admin = await currentClusterAndUser(kubeconfigPath);
/** A user the cluster does not know: a run that took its context would fail with 401. */
const STRANGER = { name: 'stranger', user: { token: 'a-token-this-cluster-never-issued' } };

/** The admin's cluster and user as `local` and `admin`, a stranger beside them, and these contexts. */
function kubeconfigWith(contexts: KubeconfigContext[], current: string): string {
  return dumpKubeconfig({
    clusters: [{ name: 'local', cluster: admin.cluster }],
    users: [{ name: 'admin', user: admin.user }, STRANGER],
    contexts,
    'current-context': current,
  });
}

const configMap = (name: string): string =>
  `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${name}\ndata:\n  SET: ${name}\n`;

/** The ApplySet ID the parent Secret in this namespace carries, or its HTTP status when there is none. */
async function parentId(namespace: string, name: string): Promise<string | number> {
  const parent = await api.request('GET', `/api/v1/namespaces/${namespace}/secrets/${name}`);
  if (parent.status !== 200) return parent.status;
  return (
    (parent.body as { metadata: { labels?: Record<string, string> } }).metadata.labels?.['applyset.kubernetes.io/id'] ??
    'no id label'
  );
}

async function configMapData(namespace: string, name: string): Promise<unknown> {
  const found = await api.request('GET', `/api/v1/namespaces/${namespace}/configmaps/${name}`);
  return found.status === 200 ? (found.body as { data?: unknown }).data : found.status;
}

describe('the cluster and namespace a run deploys to', () => {
  const action = useActionFixture('action-cluster');
  const deploy = async (set: string, inputs: Record<string, string>, env: Record<string, string> = {}) => {
    await action.workspace.write(`${set}/app.yaml`, configMap(set));
    return action.run(
      'push',
      pushEvent('c'.repeat(40)),
      { manifests: `${set}/app.yaml`, applyset: set, ...inputs },
      { env },
    );
  };
  /** The run created the set's ConfigMap and parent in the fixture's namespace, and says so. */
  const expectDeployedHere = async (run: Awaited<ReturnType<typeof deploy>>, set: string) => {
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs).toMatchObject({ mode: 'apply', created: '1' });
    expect(run.stdout).toContain(`configmap/${set} -n ${action.namespace.name} created`);
    expect(run.summary).toContain(`\`configmap/${set}\` in \`${action.namespace.name}\``);
    expect(await configMapData(action.namespace.name, set)).toEqual({ SET: set });
    expect(await parentId(action.namespace.name, set)).toBe(run.outputs['applyset-id']);
  };

  it('uses the context the context input names, its user and its namespace, rather than the current one', async () => {
    const namespace = action.namespace.name;
    const config = kubeconfigWith(
      [
        { name: 'everyday', context: { cluster: 'local', user: 'stranger', namespace: `${namespace}-elsewhere` } },
        { name: 'deploy', context: { cluster: 'local', user: 'admin', namespace } },
      ],
      'everyday',
    );

    const run = await deploy('by-context', { kubeconfig: config, context: 'deploy', namespace: '' });

    await expectDeployedHere(run, 'by-context');
  });

  it('fails on a context the kubeconfig does not have, naming it and the ones it has, before it writes anything', async () => {
    const config = kubeconfigWith(
      [{ name: 'deploy', context: { cluster: 'local', user: 'admin', namespace: action.namespace.name } }],
      'deploy',
    );

    const run = await deploy('wrong-context', { kubeconfig: config, context: 'prodution', namespace: '' });

    expect(run.exitCode).toBe(1);
    expect(run.stdout).toMatch(/^::error::the kubeconfig has no context "prodution"[^\n]*Use one of: deploy$/m);
    expect(run.summary).toContain('### ApplySet apply failed');
    expect(run.summary).toContain('the kubeconfig has no context "prodution"');
    expect(await parentId(action.namespace.name, 'wrong-context')).toBe(404);
  });

  it("deploys into the context's namespace when the namespace input is empty, and needs one of the two", async () => {
    const withNamespace = kubeconfigWith(
      [{ name: 'deploy', context: { cluster: 'local', user: 'admin', namespace: action.namespace.name } }],
      'deploy',
    );

    await expectDeployedHere(
      await deploy('context-namespace', { kubeconfig: withNamespace, namespace: '' }),
      'context-namespace',
    );

    const withoutNamespace = kubeconfigWith(
      [{ name: 'deploy', context: { cluster: 'local', user: 'admin' } }],
      'deploy',
    );
    const refused = await deploy('no-namespace', { kubeconfig: withoutNamespace, namespace: '' });
    expect(refused.exitCode).toBe(1);
    expect(refused.stdout).toMatch(
      /^::error::the ApplySet parent Secret no-namespace is namespaced, and no namespace was given/m,
    );
  });

  it('reads the file KUBECONFIG names when the kubeconfig input is empty', async () => {
    const run = await deploy('from-env', { kubeconfig: '' }, { KUBECONFIG: kubeconfigPath });

    await expectDeployedHere(run, 'from-env');
  });

  it('reads a KUBECONFIG list as kubectl does: a missing file skipped, the first current context and the first user of a name taken', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'applyset-action-kubeconfigs-'));
    const [first, second] = [join(dir, 'first.yaml'), join(dir, 'second.yaml')];
    await writeFile(
      first,
      kubeconfigWith(
        [{ name: 'deploy', context: { cluster: 'local', user: 'admin', namespace: action.namespace.name } }],
        'deploy',
      ),
      { mode: 0o600 },
    );
    // A later file naming a user `admin` too, and another current context: kubectl keeps the first file's.
    await writeFile(
      second,
      dumpKubeconfig({
        clusters: [{ name: 'other', cluster: admin.cluster }],
        users: [{ name: 'admin', user: STRANGER.user }],
        contexts: [
          {
            name: 'theirs',
            context: { cluster: 'other', user: 'admin', namespace: `${action.namespace.name}-theirs` },
          },
        ],
        'current-context': 'theirs',
      }),
      { mode: 0o600 },
    );

    const run = await deploy(
      'from-list',
      { kubeconfig: '', namespace: '' },
      { KUBECONFIG: [join(dir, 'missing.yaml'), first, second].join(':') },
    );

    await expectDeployedHere(run, 'from-list');
  });

  it('reads ~/.kube/config when the kubeconfig input is empty and KUBECONFIG is not set', async () => {
    const home = await mkdtemp(join(tmpdir(), 'applyset-action-home-'));
    await mkdir(join(home, '.kube'));
    await writeFile(join(home, '.kube', 'config'), kubeconfig, { mode: 0o600 });
    const run = await deploy('from-home', { kubeconfig: '' }, { HOME: home });

    await expectDeployedHere(run, 'from-home');
  });
});
