// Consent through the pull request: the preview of a change that prunes a Namespace puts a caution
// at the top of its comment; the deploy of its merge is refused before any write unless the merged
// pull request carries the label applyset:allow-destructive-prune, which the deploy reads from the
// pull requests of its commit (the same request that finds the reviewed preview).
import { randomBytes } from 'node:crypto';
import * as yaml from 'js-yaml';
import { describe, expect, it, onTestFinished } from 'vitest';
import { connectToApi } from '../../cluster/apiRequest.ts';
import { kubeconfig, kubeconfigPath, useActionFixture } from './actionFixture.ts';
import { pullRequestEvent, pushEvent } from './eventPayloads.ts';

const api = connectToApi(kubeconfigPath);

describe('consent to prune a Namespace, given by a label on the merged pull request', () => {
  const action = useActionFixture('action-consent');

  it('cautions on the preview, refuses the unlabelled merge, and deploys the labelled one', async () => {
    const payments = `payments-${randomBytes(4).toString('hex')}`;
    onTestFinished(async () => void (await api.request('DELETE', `/api/v1/namespaces/${payments}`)));
    const namespace = yaml.dump({ apiVersion: 'v1', kind: 'Namespace', metadata: { name: payments } });
    const ledger = yaml.dump({
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name: 'ledger', namespace: payments },
      data: { a: 'b' },
    });
    await action.workspace.write(
      'k8s/app.yaml',
      yaml.dump({ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'app' }, data: { a: 'b' } }),
    );
    await action.workspace.write('k8s/payments.yaml', `${namespace}---\n${ledger}`);
    const inputs = { manifests: 'k8s/', applyset: 'consent', kubeconfig, 'github-token': 'ghs_workflow-token' };
    const first = await action.run('push', pushEvent('1'.repeat(40)), inputs, { sha: '1'.repeat(40) });
    expect(first.exitCode, first.stdout).toBe(0);
    // Someone else's object in the namespace, which its prune would take along.
    expect(
      (
        await api.request('POST', `/api/v1/namespaces/${payments}/configmaps`, {
          body: { metadata: { name: 'theirs' } },
        })
      ).status,
    ).toBe(201);
    await action.workspace.remove('k8s/payments.yaml');

    const preview = await action.run('pull_request', pullRequestEvent({ number: 41, headSha: '2'.repeat(40) }), inputs);
    expect(preview.exitCode, preview.stdout).toBe(0);
    const comment = action.github.commentsOn({ owner: 'acme', repo: 'shop', issueNumber: 41 })[0]?.body ?? '';
    const caution = comment.indexOf('> [!CAUTION]');
    expect(caution).toBeGreaterThan(0);
    expect(caution).toBeLessThan(comment.indexOf('#### To prune'));
    expect(comment).toContain(`> - \`namespace/${payments}\` holds 1 object that is not in this set`);
    expect(comment).toContain('label the pull request `applyset:allow-destructive-prune` before it is merged');

    action.github.mergedPullRequests.set('3'.repeat(40), [41]);
    const refused = await action.run('push', pushEvent('3'.repeat(40)), inputs, { sha: '3'.repeat(40) });
    expect(refused.exitCode).toBe(1);
    expect(refused.stdout.split('\n').find((line) => line.startsWith('::error::'))).toContain(
      `no consent to it; nothing was written: namespace/${payments} holds 1 object that is not in this set`,
    );
    expect((await api.request('GET', `/api/v1/namespaces/${payments}/configmaps/ledger`)).status).toBe(200);

    action.github.mergedPullRequests.set('4'.repeat(40), [42]);
    action.github.pullRequestLabels.set(42, ['applyset:allow-destructive-prune']);
    const allowed = await action.run('push', pushEvent('4'.repeat(40)), inputs, { sha: '4'.repeat(40) });
    expect(allowed.exitCode, allowed.stdout).toBe(0);
    expect(allowed.outputs).toMatchObject({ pruned: '2', kept: '0' });
    expect(allowed.summary).toContain(
      '**1 pruned object took more with it** (allowed by the label applyset:allow-destructive-prune on pull request #\u200d42)',
    );
    const gone = await api.request('GET', `/api/v1/namespaces/${payments}`);
    expect(
      gone.status === 404 ||
        (gone.body as { metadata?: { deletionTimestamp?: string } }).metadata?.deletionTimestamp !== undefined,
    ).toBe(true);
  });

  it("takes the label as consent for a targets file's deploy too, which refuses without it", async () => {
    const payments = `payments-${randomBytes(4).toString('hex')}`;
    onTestFinished(async () => void (await api.request('DELETE', `/api/v1/namespaces/${payments}`)));
    await action.workspace.write(
      '.github/applysets.yaml',
      `targets:\n  - {name: shop, manifests: shop/, applyset: consent-targets, namespace: ${action.namespace.name}}\n`,
    );
    await action.workspace.write(
      'shop/app.yaml',
      yaml.dump({ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'shop-app' }, data: { a: 'b' } }),
    );
    await action.workspace.write(
      'shop/payments.yaml',
      yaml.dump({ apiVersion: 'v1', kind: 'Namespace', metadata: { name: payments } }),
    );
    // The Namespace's deletion is the controller's to finish: not waited for, as consent is what is checked here.
    const inputs = {
      kubeconfig,
      'github-token': 'ghs_workflow-token',
      'changed-only': 'false',
      'wait-prunes': 'false',
    };
    const first = await action.run('push', pushEvent('5'.repeat(40)), inputs, { sha: '5'.repeat(40) });
    expect(first.exitCode, first.stdout).toBe(0);
    await action.workspace.remove('shop/payments.yaml');

    action.github.mergedPullRequests.set('6'.repeat(40), [43]);
    const refused = await action.run('push', pushEvent('6'.repeat(40)), inputs, { sha: '6'.repeat(40) });
    expect(refused.exitCode).toBe(1);
    expect(refused.stdout).toMatch(
      new RegExp(
        `^::error::1 of 1 targets failed: shop: this deploy has a prune that takes more with it, and no consent to it; nothing was written: namespace/${payments}`,
        'm',
      ),
    );

    action.github.mergedPullRequests.set('7'.repeat(40), [44]);
    action.github.pullRequestLabels.set(44, ['applyset:allow-destructive-prune']);
    const allowed = await action.run('push', pushEvent('7'.repeat(40)), inputs, { sha: '7'.repeat(40) });
    expect(allowed.exitCode, allowed.stdout).toBe(0);
    expect(allowed.outputs).toMatchObject({ pruned: '1' });
  });
});
