// The max-prunes guard through the action: a deploy that would prune more objects than the step allows
// fails before it writes anything (the update beside the prunes is not applied either), and its error says
// how many, the limit and how to go past it; the same deploy with the limit raised prunes them.
import * as yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { connectToApi } from '../../cluster/apiRequest.ts';
import { kubeconfig, kubeconfigPath, useActionFixture } from './actionFixture.ts';
import { pushEvent } from './eventPayloads.ts';

const api = connectToApi(kubeconfigPath);

describe('max-prunes, through the action', () => {
  const action = useActionFixture('action-max-prunes');
  const deploy = (inputs: Record<string, string> = {}) =>
    action.run('push', pushEvent('a'.repeat(40)), { manifests: 'k8s/', applyset: 'guarded', kubeconfig, ...inputs });
  const configMap = (name: string, value: string) =>
    yaml.dump({ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name }, data: { value } });
  /** Each ConfigMap of the namespace, by name, with its resourceVersion and data. */
  const live = async () => {
    const list = await api.request('GET', `/api/v1/namespaces/${action.namespace.name}/configmaps`);
    const items = (
      list.body as { items: { metadata: { name: string; resourceVersion: string }; data?: Record<string, string> }[] }
    ).items;
    return Object.fromEntries(
      items
        .filter((item) => item.metadata.name !== 'kube-root-ca.crt')
        .map((item) => [item.metadata.name, { version: item.metadata.resourceVersion, data: item.data }]),
    );
  };

  it('refuses a deploy that prunes more than allowed, writing nothing, and says how to override; raised, it prunes', async () => {
    for (const name of ['keep', 'old1', 'old2'])
      await action.workspace.write(`k8s/${name}.yaml`, configMap(name, 'one'));
    const first = await deploy({ 'max-prunes': '1' });
    expect(first.exitCode, first.stdout).toBe(0);
    const before = await live();
    expect(Object.keys(before).sort()).toEqual(['keep', 'old1', 'old2']);

    // The next commit changes one object and removes two: two prunes, one over the limit.
    await action.workspace.write('k8s/keep.yaml', configMap('keep', 'two'));
    await action.workspace.remove('k8s/old1.yaml');
    await action.workspace.remove('k8s/old2.yaml');
    const refused = await deploy({ 'max-prunes': '1' });
    expect(refused.exitCode).toBe(1);
    const error = refused.stdout.split('\n').find((line) => line.startsWith('::error::')) ?? '';
    expect(error).toContain('this run would prune 2 objects, more than max-prunes (1) allows');
    expect(refused.stdout).toContain('raise max-prunes for this run');
    expect(await live()).toEqual(before);

    const raised = await deploy({ 'max-prunes': '2' });
    expect(raised.exitCode, raised.stdout).toBe(0);
    expect(raised.outputs).toMatchObject({ updated: '1', pruned: '2' });
    expect(Object.keys(await live())).toEqual(['keep']);
  });
});
