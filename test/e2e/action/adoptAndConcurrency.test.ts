// Two inputs through the action: `adopt`, which takes over an ApplySet another tool (kubectl) wrote and
// which the action otherwise refuses to change, and `max-requests-in-flight`, the ceiling of the client's requests
// in flight, counted where they arrive (the fault proxy) and as the run's JSON document (the plan output) reports it.
import { readFile } from 'node:fs/promises';
import * as yaml from 'js-yaml';
import { describe, expect, inject, it } from 'vitest';
import { startFaultProxy } from '../../cluster/faultProxy/faultProxy.ts';
import { peakInFlight } from '../../cluster/faultProxy/peakInFlight.ts';
import { configMap, getLive, kubectl, listNames } from '../engine/harness.ts';
import { kubeconfig, kubeconfigPath, useActionFixture } from './actionFixture.ts';
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

  it('keeps the requests in flight within the max-requests-in-flight input at the API server, as the plan output reports', async () => {
    await action.workspace.write('limited/set.yaml', objects('one', 'two', 'three', 'four'));
    // Every request of the run passes the fault proxy, which counts those in flight where they arrive.
    const proxy = await startFaultProxy({ kubeconfigPath });
    try {
      const run = await action.run(
        'push',
        pushEvent(SHA),
        {
          manifests: 'limited/',
          applyset: 'limited',
          kubeconfig: await readFile(proxy.kubeconfigPath, 'utf8'),
          mode: 'preview',
          'max-requests-in-flight': '2',
        },
        { sha: SHA },
      );

      expect(run.exitCode, run.stdout).toBe(0);
      // Discovery, the reads and a dry-run of each of the 4 objects: more than the limit, so some waited their turn.
      expect(proxy.requests.length).toBeGreaterThan(4);
      expect(peakInFlight(proxy.requests)).toBeLessThanOrEqual(2);
      const { concurrency } = JSON.parse(run.outputs['plan'] ?? '{}') as {
        concurrency?: { cap: number; highest: number };
      };
      expect(concurrency?.cap).toBe(2);
      expect(concurrency?.highest).toBeLessThanOrEqual(2);
    } finally {
      await proxy.close();
    }
  });
});
