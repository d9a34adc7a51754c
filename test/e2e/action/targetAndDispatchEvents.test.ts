// The two other events `mode: auto` knows: pull_request_target previews like pull_request (also for
// a fork's pull request, whose run has the repository's secrets there), and workflow_dispatch
// ("Run workflow") applies.
import { describe, expect, it } from 'vitest';
import { connectToApi } from '../../cluster/apiRequest.ts';
import { kubeconfig, kubeconfigPath, useActionFixture } from './actionFixture.ts';
import { pullRequestTargetEvent, workflowDispatchEvent } from './eventPayloads.ts';

const api = connectToApi(kubeconfigPath);
const configMap = (name: string): string =>
  `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${name}\ndata:\n  EVENT: ${name}\n`;

describe('pull_request_target and workflow_dispatch', () => {
  const action = useActionFixture('action-events');
  const status = async (resource: 'configmaps' | 'secrets', name: string) =>
    (await api.request('GET', `/api/v1/namespaces/${action.namespace.name}/${resource}/${name}`)).status;
  const inputs = (set: string) => ({
    manifests: `${set}.yaml`,
    applyset: set,
    kubeconfig,
    'github-token': 'ghs_fake-token',
  });

  it("previews on pull_request_target, a fork's pull request too: nothing written, the report in the pull request's comment", async () => {
    const PR = { owner: 'acme', repo: 'shop', issueNumber: 81 };
    const headSha = '8'.repeat(40);
    await action.workspace.write('target.yaml', configMap('target'));

    const run = await action.run(
      'pull_request_target',
      pullRequestTargetEvent({ number: PR.issueNumber, headSha, headRepository: 'contributor/shop' }),
      inputs('target'),
      {
        sha: 'b'.repeat(40),
      },
    );

    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.stdout).toMatch(/^applyset-action v\S+: preview of ApplySet target on pull_request_target event$/m);
    expect(run.outputs).toMatchObject({ mode: 'preview', created: '1' });
    expect(await status('configmaps', 'target')).toBe(404);
    expect(await status('secrets', 'target')).toBe(404);
    const [comment, ...others] = action.github.commentsOn(PR);
    expect(others).toEqual([]);
    expect(comment?.body).toContain('### ApplySet preview: 1 to create');
    // Linked at the pull request's head, not at the base commit the run is for.
    expect(comment?.body).toContain(`(<https://github.com/acme/shop/blob/${headSha}/target.yaml#L1>)`);
    expect(comment?.id).toBe(Number(run.outputs['comment-id']));
  });

  it('applies on workflow_dispatch, reporting in the job summary and writing nothing to GitHub', async () => {
    const sha = '7'.repeat(40);
    await action.workspace.write('dispatch.yaml', configMap('dispatch'));
    const requestsBefore = action.github.requests.length;

    const run = await action.run('workflow_dispatch', workflowDispatchEvent(), inputs('dispatch'), { sha });

    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.stdout).toMatch(/^applyset-action v\S+: apply of ApplySet dispatch on workflow_dispatch event$/m);
    expect(run.outputs).toMatchObject({ mode: 'apply', created: '1' });
    // Unset, as the runner reads it: empty.
    expect(run.outputs['comment-id'] ?? '').toBe('');
    const live = await api.request('GET', `/api/v1/namespaces/${action.namespace.name}/configmaps/dispatch`);
    expect((live.body as { data?: unknown }).data).toEqual({ EVENT: 'dispatch' });
    expect(await status('secrets', 'dispatch')).toBe(200);
    expect(run.summary).toContain('### ApplySet apply: 1 created, 0 configured, 0 pruned, 0 unchanged');
    expect(run.summary).toContain(`(<https://github.com/acme/shop/blob/${sha}/dispatch.yaml#L1>)`);
    expect(action.github.requests.slice(requestsBefore)).toEqual([]);
  });
});
