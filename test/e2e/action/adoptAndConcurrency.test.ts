// Two inputs through the action: `adopt`, which takes over an ApplySet another tool (kubectl) wrote and
// which the action otherwise refuses to change, and `max-requests-in-flight`, the ceiling of the client's requests in
// flight, which the run's JSON document (the plan output) reports.
import * as yaml from 'js-yaml';
import { describe, expect, inject, it } from 'vitest';
import { configMap, getLive, kubectl, listNames } from '../engine/harness.ts';
import { kubeconfig, useActionFixture } from './actionFixture.ts';
import { pushEvent } from './eventPayloads.ts';

const SHA = 'c'.repeat(40);

describe('the adopt and max-requests-in-flight inputs, through the action', () => {
  const action = useActionFixture('action-adopt');
  const objects = (...names: string[]) => names.map((name) => yaml.dump(configMap(name, undefined))).join('---\n');

  it('refuses to change a set kubectl manages, naming adopt: true; with adopt: true takes it over and prunes what left the manifests', async () => {
    const ns = action.namespace.name;
    // The set as the user's kubectl apply --applyset left it.
    await action.workspace.write('kubectl/set.yaml', objects('keep', 'drop'));
    const byKubectl = await kubectl(
      [
        'apply',
        '--server-side',
        '--prune',
        '--applyset=secret/shop',
        '-n',
        ns,
        '-f',
        `${action.workspace.dir}/kubectl`,
      ],
      { KUBECTL_APPLYSET: 'true' },
    );
    expect(byKubectl.code, byKubectl.stderr).toBe(0);
    await action.workspace.write('k8s/set.yaml', objects('keep'));
    const inputs = { manifests: 'k8s/', applyset: 'shop', kubeconfig };

    const refused = await action.run('push', pushEvent(SHA), inputs, { sha: SHA });
    expect(refused.exitCode).toBe(1);
    expect(refused.stdout.split('\n').find((line) => line.startsWith('::error::'))).toContain(
      `secret/shop in namespace ${ns} is managed by kubectl/${inject('kubernetesVersion')}`,
    );
    expect(refused.stdout).toContain('run again with --adopt (adopt: true)');
    expect(await listNames('configmap', ns)).toEqual(['drop', 'keep']);

    const adopted = await action.run('push', pushEvent(SHA), { ...inputs, adopt: 'true' }, { sha: SHA });
    expect(adopted.exitCode, adopted.stdout).toBe(0);
    expect(adopted.stdout).toMatch(
      /^::warning::adopting the ApplySet from kubectl\/\S+: from now on applyset-action manages it$/m,
    );
    expect(adopted.outputs).toMatchObject({ created: '0', pruned: '1' });
    expect(await listNames('configmap', ns)).toEqual(['keep']);
    expect((await getLive('secret', ns, 'shop'))?.metadata.annotations?.['applyset.kubernetes.io/tooling']).toMatch(
      /^applyset-action\//,
    );
  });

  it('keeps the requests in flight within the max-requests-in-flight input, as the plan output reports', async () => {
    await action.workspace.write('limited/set.yaml', objects('one', 'two', 'three', 'four'));
    const run = await action.run(
      'push',
      pushEvent(SHA),
      { manifests: 'limited/', applyset: 'limited', kubeconfig, mode: 'preview', 'max-requests-in-flight': '2' },
      { sha: SHA },
    );

    expect(run.exitCode, run.stdout).toBe(0);
    const { concurrency } = JSON.parse(run.outputs['plan'] ?? '{}') as {
      concurrency?: { cap: number; highest: number };
    };
    expect(concurrency?.cap).toBe(2);
    expect(concurrency?.highest).toBeLessThanOrEqual(2);
  });
});
