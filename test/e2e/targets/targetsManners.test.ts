// The comment's manners with a targets file, as for one set: `comment: on-change` writes no comment
// for a pull request none of whose targets changes anything, and says "no changes any more" in the
// one a later push made pointless; `label-pull-request: true` keeps the applyset:* labels in step with all the
// previewed targets together (will-prune when any one prunes).
import { describe, expect, it } from 'vitest';
import { readTargetFingerprints } from '../../../src/review/targetFingerprints.ts';
import { kubeconfig, useActionFixture } from '../action/actionFixture.ts';
import { pullRequestEvent, pushEvent } from '../action/eventPayloads.ts';

const configMaps = (...names: string[]): string =>
  names
    .map((name) => `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${name}\ndata:\n  VALUE: "1"\n`)
    .join('---\n');

describe('comment: on-change and label-pull-request: true with a targets file', () => {
  const action = useActionFixture('targets-manners');
  const inputs = {
    kubeconfig,
    'github-token': 'ghs_workflow-token',
    comment: 'on-change',
    'label-pull-request': 'true',
    'changed-only': 'false',
  };
  const preview = (pr: number, sha: string) =>
    action.run('pull_request', pullRequestEvent({ number: pr, headSha: sha }), inputs);

  it('comments only when a target changes, says "no changes any more" when a push takes the change away, and labels for all targets together', async () => {
    const ns = action.namespace.name;
    const PR = { owner: 'acme', repo: 'shop', issueNumber: 82 };
    await action.workspace.write(
      '.github/applysets.yaml',
      `targets:\n  - {name: web, manifests: apps/web, applyset: web, namespace: ${ns}}\n  - {name: db, manifests: apps/db, applyset: db, namespace: ${ns}}\n`,
    );
    await action.workspace.write('apps/web/web.yaml', configMaps('web'));
    await action.workspace.write('apps/db/db.yaml', configMaps('db', 'db-extra'));
    const deploy = await action.run('push', pushEvent('1'.repeat(40)), inputs, { sha: '1'.repeat(40) });
    expect(deploy.exitCode, deploy.stdout).toBe(0);
    action.github.pullRequestLabels.set(PR.issueNumber, ['bug']);

    // The pull request's first push changes nothing in either target: no comment, the no-changes label.
    const unchanged = await preview(PR.issueNumber, 'a'.repeat(40));
    expect(unchanged.exitCode, unchanged.stdout).toBe(0);
    expect(action.github.commentsOn(PR)).toEqual([]);
    expect(action.github.pullRequestLabels.get(PR.issueNumber)).toEqual(['bug', 'applyset:no-changes']);

    // The next leaves web alone and drops one of db's objects: a comment, and the prune's label.
    await action.workspace.write('apps/db/db.yaml', configMaps('db'));
    const changed = await preview(PR.issueNumber, 'b'.repeat(40));
    expect(changed.exitCode, changed.stdout).toBe(0);
    const [comment, ...more] = action.github.commentsOn(PR);
    expect(more).toEqual([]);
    expect(comment?.body).toContain('### ApplySet preview of 2 targets');
    expect(action.github.pullRequestLabels.get(PR.issueNumber)).toEqual(['bug', 'applyset:will-prune']);

    // The last takes the change back: the same comment says so, and still records both targets' plans for the deploy.
    await action.workspace.write('apps/db/db.yaml', configMaps('db', 'db-extra'));
    const reverted = await preview(PR.issueNumber, 'c'.repeat(40));
    expect(reverted.exitCode, reverted.stdout).toBe(0);
    const [updated, ...others] = action.github.commentsOn(PR);
    expect(others).toEqual([]);
    expect(updated?.id).toBe(comment?.id);
    expect(updated?.body).toMatch(/^### ApplySet preview of 2 targets: no changes any more$/m);
    expect(updated?.body).toContain(
      'The latest preview of commit `ccccccc` changes nothing in its 2 targets (3 objects unchanged)',
    );
    expect(updated?.body).not.toContain('prune');
    const body = updated?.body ?? '';
    expect([...readTargetFingerprints(body.slice(body.indexOf('\n') + 1)).fingerprints.keys()]).toEqual(['web', 'db']);
    expect(action.github.pullRequestLabels.get(PR.issueNumber)).toEqual(['bug', 'applyset:no-changes']);
  }, 180_000);
});
