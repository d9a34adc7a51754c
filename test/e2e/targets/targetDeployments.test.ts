// A deploy of a targets file recorded as GitHub deployments: one per deployed target, in the
// target's own environment or the step's, in progress and then success or failure.
import { describe, expect, it } from 'vitest';
import { kubeconfig, useActionFixture } from '../action/actionFixture.ts';
import { pushEvent } from '../action/eventPayloads.ts';
import { getLive, kubectlOk, type LiveObject } from '../engine/harness.ts';

const SHA = '7'.repeat(40);

/** Kind, name, uid and resourceVersion of each ConfigMap, Secret and Lease in the namespace: any write changes it. */
async function writable(namespace: string): Promise<string[]> {
  const { items } = JSON.parse(
    await kubectlOk(['get', 'configmaps,secrets,leases', '-n', namespace, '-o', 'json']),
  ) as { items: LiveObject[] };
  return items
    .map(({ kind, metadata }) => `${kind}/${metadata.name} ${metadata.uid} ${metadata.resourceVersion}`)
    .sort();
}
const configMap = (name: string): string =>
  `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${name}\ndata:\n  VALUE: "1"\n`;

describe('deployment records of a targets file', () => {
  const action = useActionFixture('targets-deployments');

  it('records each deployed target in its environment, and a failed target as a failure', async () => {
    const ns = action.namespace.name;
    await action.workspace.write(
      '.github/applysets.yaml',
      `targets:
  - {name: web, manifests: apps/web, applyset: web, namespace: ${ns}, deployment-environment: web-production, deployment-url: "https://web.example.com/"}
  - {name: db, manifests: apps/db, applyset: db, namespace: ${ns}}
  - {name: broken, manifests: apps/broken, applyset: broken, namespace: ${ns}}
`,
    );
    await action.workspace.write('apps/web/web.yaml', configMap('web'));
    await action.workspace.write('apps/db/db.yaml', configMap('db'));
    // A ConfigMap the API server refuses: its name is not a DNS subdomain.
    await action.workspace.write('apps/broken/broken.yaml', configMap('Not_Valid'));

    const deploy = await action.run(
      'push',
      pushEvent(SHA),
      {
        kubeconfig,
        'github-token': 'ghs_workflow-token',
        'changed-only': 'false',
        'deployment-environment': 'production',
      },
      { sha: SHA },
    );

    expect(deploy.exitCode).toBe(1);
    const byEnvironment = new Map(action.github.deployments.map((d) => [d.environment, d]));
    expect(action.github.deployments).toHaveLength(3);
    expect(
      byEnvironment.get('web-production')?.statuses.map((s) => [s.state, s.description, s.environmentUrl]),
    ).toEqual([
      ['in_progress', 'Deploying ApplySet web', 'https://web.example.com/'],
      ['success', '1 created, 0 configured, 0 pruned, 0 unchanged', 'https://web.example.com/'],
    ]);
    const production = action.github.deployments.filter((d) => d.environment === 'production');
    expect(production.map((d) => d.statuses.map((s) => s.state))).toEqual([
      ['in_progress', 'success'],
      ['in_progress', 'failure'],
    ]);
    expect(production[1]?.statuses[1]?.description).toBe(
      'The deploy of target broken (ApplySet broken) failed; the workflow run has the error',
    );
    for (const d of action.github.deployments) expect(d.ref).toBe(SHA);
  }, 180_000);

  it('refuses a deployment-url that is not http(s), at its line, before anything is written', async () => {
    const ns = action.namespace.name;
    await action.workspace.write(
      '.github/applysets.yaml',
      `targets:\n  - name: other\n    manifests: apps/web\n    applyset: other\n    namespace: ${ns}\n    deployment-environment: x\n    deployment-url: "javascript:alert(1)"\n`,
    );
    // Manifests the target could deploy, were it not refused.
    await action.workspace.write('apps/web/web.yaml', configMap('web'));
    const before = action.github.deployments.length;
    const clusterBefore = await writable(ns);
    const run = await action.run(
      'push',
      pushEvent(SHA),
      { kubeconfig, 'github-token': 'ghs_workflow-token', 'changed-only': 'false' },
      { sha: SHA },
    );
    expect(run.exitCode).toBe(1);
    expect(run.stdout).toContain('.github/applysets.yaml:7');
    expect(run.stdout).toContain('deployment-url must be an http or https URL');
    expect(action.github.deployments).toHaveLength(before);
    // Nor on the cluster: no parent, lock or member written, nothing in the namespace changed.
    expect(await writable(ns)).toEqual(clusterBefore);
    expect(await getLive('secret', ns, 'other')).toBeUndefined();
  }, 120_000);
});
