// The comment's manners (tfcmt's): `comment: on-change` writes no comment for a pull request that
// changes nothing and says "no changes any more" in one a later push made pointless; `label-pull-request: true`
// keeps the pull request's applyset:* labels in step with each preview, leaving other labels alone.
import { describe, expect, it } from 'vitest';
import { readActionComment } from '../../../src/report/comment/deployComment.ts';
import { commentMarker } from '../../../src/github/commentMarker.ts';
import { commentKey } from '../../../src/action/commentKey.ts';
import { clusterIdentity } from '../../../src/kube/clusterIdentity.ts';
import { kubeconfig, useActionFixture } from './actionFixture.ts';
import { pullRequestEvent, pushEvent } from './eventPayloads.ts';
import { testEnvironment } from '../../testEnvironment.ts';

const configMap = (name: string): string =>
  `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${name}\ndata:\n  VALUE: "1"\n`;

describe('comment: on-change and label-pull-request: true', () => {
  const action = useActionFixture('action-comment-manners');
  const inputs = {
    manifests: 'app.yaml',
    applyset: 'shop',
    kubeconfig,
    'github-token': 'ghs_workflow-token',
    comment: 'on-change',
    'label-pull-request': 'true',
  };
  const preview = (pr: number, sha: string) =>
    action.run('pull_request', pullRequestEvent({ number: pr, headSha: sha }), inputs);

  it('comments only on a change, says "no changes any more" when a push takes it away, and keeps the labels in step', async () => {
    const PR = { owner: 'acme', repo: 'shop', issueNumber: 81 };
    await action.workspace.write('app.yaml', configMap('settings'));
    const deploy = await action.run('push', pushEvent('1'.repeat(40)), inputs, { sha: '1'.repeat(40) });
    expect(deploy.exitCode, deploy.stdout).toBe(0);
    action.github.pullRequestLabels.set(PR.issueNumber, ['bug']);

    // The pull request's first push changes nothing: no comment, the no-changes label.
    const unchanged = await preview(PR.issueNumber, 'a'.repeat(40));
    expect(unchanged.exitCode, unchanged.stdout).toBe(0);
    expect(action.github.commentsOn(PR)).toEqual([]);
    expect(unchanged.summary).toMatch(/^### ApplySet preview: 0 to create, 0 to update, 0 to prune, 1 unchanged/m);
    expect(action.github.pullRequestLabels.get(PR.issueNumber)).toEqual(['bug', 'applyset:no-changes']);

    // The next swaps the ConfigMap for another: a comment, and the prune's label instead.
    await action.workspace.write('app.yaml', configMap('other'));
    const changed = await preview(PR.issueNumber, 'b'.repeat(40));
    expect(changed.exitCode, changed.stdout).toBe(0);
    const [comment, ...more] = action.github.commentsOn(PR);
    expect(more).toEqual([]);
    expect(comment?.body).toMatch(/^### ApplySet preview: 1 to create, 0 to update, 1 to prune/m);
    expect(action.github.pullRequestLabels.get(PR.issueNumber)).toEqual(['bug', 'applyset:will-prune']);

    // The last takes the change back: the same comment says so, and still records the plan for the deploy.
    await action.workspace.write('app.yaml', configMap('settings'));
    const reverted = await preview(PR.issueNumber, 'c'.repeat(40));
    expect(reverted.exitCode, reverted.stdout).toBe(0);
    const [updated, ...others] = action.github.commentsOn(PR);
    expect(others).toEqual([]);
    expect(updated?.id).toBe(comment?.id);
    expect(updated?.body).toMatch(/^### ApplySet preview: no changes any more · on `applyset-test`$/m);
    expect(updated?.body).toContain('The latest preview of commit `ccccccc` changes nothing');
    expect(updated?.body).not.toContain('to prune');
    const marker = commentMarker(
      commentKey({
        kind: 'set',
        applyset: 'shop',
        namespace: action.namespace.name,
        cluster: clusterIdentity({ environment: testEnvironment(), kubeconfig })?.key,
      }),
    );
    expect(readActionComment(updated?.body ?? '', marker)?.fingerprint).toMatchObject({
      kind: 'objects',
      changes: new Map(),
    });
    expect(action.github.pullRequestLabels.get(PR.issueNumber)).toEqual(['bug', 'applyset:no-changes']);
  });
});
