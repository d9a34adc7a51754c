// A deploy that the cluster refuses: the step fails, names the object, the other field manager and
// the way out, and the job summary says so; forcing the conflict then deploys.
import { beforeAll, describe, expect, it } from 'vitest';
import { connectToApi } from '../../cluster/apiRequest.ts';
import { kubeconfig, kubeconfigPath, useActionFixture } from './actionFixture.ts';
import { pushEvent } from './eventPayloads.ts';

const api = connectToApi(kubeconfigPath);

describe('a deploy the cluster refuses', () => {
  const action = useActionFixture('action-conflict');
  const deploy = (inputs: Record<string, string> = {}) =>
    action.run('push', pushEvent('f'.repeat(40)), {
      manifests: 'app.yaml',
      applyset: 'conflicted',
      kubeconfig,
      ...inputs,
    });

  beforeAll(async () => {
    // Another tool owns data.OWNER of this ConfigMap.
    const taken = await api.request(
      'PATCH',
      `/api/v1/namespaces/${action.namespace.name}/configmaps/taken?fieldManager=helm`,
      {
        body: 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: taken\ndata:\n  OWNER: helm\n',
        contentType: 'application/apply-patch+yaml',
      },
    );
    expect(taken.status).toBe(201);
    await action.workspace.write(
      'app.yaml',
      'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: free\ndata:\n  A: "1"\n---\n' +
        'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: taken\ndata:\n  OWNER: applyset\n',
    );
  });

  it('fails, naming the object, its manifest line, the other manager and how to resolve it', async () => {
    const run = await deploy();

    expect(run.exitCode).toBe(1);
    const error = run.stdout.split('\n').find((line) => line.startsWith('::error::')) ?? '';
    expect(error).toMatch(
      /^::error::app\.yaml:8: configmap\/taken in namespace \S+: field manager conflict: \.data\.OWNER \(conflict with "helm"\)\. .*set force-conflicts/,
    );
    expect(run.summary).toContain('### ApplySet apply failed');
    expect(run.summary).toContain('configmap/taken');
    expect(run.outputs['mode']).toBe('apply');
  });

  it('deploys with force-conflicts', async () => {
    const run = await deploy({ 'force-conflicts': 'true' });

    expect(run.exitCode).toBe(0);
    expect(run.outputs).toMatchObject({ created: '1', updated: '1' });
    const taken = await api.request('GET', `/api/v1/namespaces/${action.namespace.name}/configmaps/taken`);
    expect((taken.body as { data?: Record<string, string> }).data).toEqual({ OWNER: 'applyset' });
  });
});
