// on-unreviewed-changes: fail deploys only what a review it can trust showed. Each case below is one
// where the deploy cannot show that it does what the reviewers saw: it is refused before it writes,
// saying why, while warn deploys and warns. Every merge here would prune `legacy` and create
// `from-remote` (a remote resource, fetched on push and refused on pull requests).
import { getOctokit } from '@actions/github';
import { describe, expect, it } from 'vitest';
import { step } from '../../step.ts';
import { connectToApi } from '../../cluster/apiRequest.ts';
import { kubeconfig, kubeconfigPath, useActionFixture } from './actionFixture.ts';
import type { ActionRun } from './actionProcess.ts';
import { pullRequestEvent, pushEvent } from './eventPayloads.ts';
import { useRemoteServer } from './remoteServer.ts';

const api = connectToApi(kubeconfigPath);
const configMap = (name: string, data: string): string =>
  `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${name}\ndata:\n  ${data}\n`;
const sha = (digit: string): string => digit.repeat(40);
const COLLABORATOR_TOKEN = 'ghp_collaborator-token';

describe('on-unreviewed-changes: fail and a review it cannot trust', () => {
  const action = useActionFixture('action-review-trust');
  const remote = useRemoteServer({ '/remote.yaml': configMap('from-remote', 'SOURCE: remote') });
  const { env } = remote;

  const inputs = { manifests: 'app', applyset: 'trust', kubeconfig, 'github-token': 'ghs_fake-token' };
  // The remote resource is fetched on pull requests too, but where a test refuses it.
  const preview = (pr: number, extra: Record<string, string> = {}, headRepository?: string): Promise<ActionRun> =>
    action.run(
      'pull_request',
      pullRequestEvent({ number: pr, headSha: sha('a'), ...(headRepository ? { headRepository } : {}) }),
      { ...inputs, 'allow-remote-bases': 'true', ...extra },
      { env },
    );
  const deploy = (merge: string, extra: Record<string, string> = {}): Promise<ActionRun> =>
    action.run('push', pushEvent(merge), { ...inputs, ...extra }, { sha: merge, env });
  const commentOn = (pr: number) => action.github.commentsOn({ owner: 'acme', repo: 'shop', issueNumber: pr });
  const liveConfigMaps = async (): Promise<string[]> => {
    const list = (
      await api.request(
        'GET',
        `/api/v1/namespaces/${action.namespace.name}/configmaps?labelSelector=applyset.kubernetes.io/part-of`,
      )
    ).body as { items: { metadata: { name: string } }[] };
    return list.items.map((item) => item.metadata.name).sort();
  };
  /** The merge every test deploys: `legacy` leaves the manifests, a base brings `from-remote`. */
  let lastBase = 'base';
  const writeMerge = async (baseDir = 'base'): Promise<void> => {
    await action.workspace.remove(`app/${lastBase}`);
    lastBase = baseDir;
    await action.workspace.write(`app/${baseDir}/kustomization.yaml`, `resources:\n  - ${remote.url}/remote.yaml\n`);
    await action.workspace.write(
      'app/kustomization.yaml',
      `resources:\n  - local.yaml\n  - ${JSON.stringify(baseDir)}\n`,
    );
  };
  const expectRefused = async (run: ActionRun, reason: RegExp): Promise<void> => {
    expect(run.exitCode, run.stdout).toBe(1);
    expect(run.stdout).toMatch(reason);
    expect(run.summary).toContain('[!CAUTION]');
    expect(await liveConfigMaps()).toEqual(['legacy', 'local']);
  };

  // One story, in named steps (test/step.ts): each step needs what the steps before it left, so they are one test, and a failure names its step.
  it('under on-unreviewed-changes: fail, refuses every merge or push whose review it cannot trust, and deploys one whose comment only the action updated', async () => {
    await step('starts from a deploy of local and legacy (a direct push under warn)', async () => {
      await action.workspace.write('app/local.yaml', configMap('local', 'SOURCE: local'));
      await action.workspace.write('app/legacy.yaml', configMap('legacy', 'OLD: "true"'));
      await action.workspace.write('app/kustomization.yaml', 'resources:\n  - local.yaml\n  - legacy.yaml\n');

      const first = await deploy(sha('1'));

      expect(first.exitCode, first.stdout).toBe(0);
      expect(await liveConfigMaps()).toEqual(['legacy', 'local']);
    });

    await step(
      'refuses a merge whose last preview failed, also when the failure quotes a fingerprint of the real plan',
      async () => {
        // The attacker learns the real plan's fingerprint (it holds no secret; here: from a preview allowed to fetch).
        await writeMerge();
        const genuine = await preview(40);
        expect(genuine.exitCode, genuine.stdout).toBe(0);
        const fingerprint = commentOn(40)[0]?.body.split('\n')[1] ?? '';
        expect(fingerprint).toMatch(/^<!-- applyset-action:fingerprint v1\.o\.[\w.-]+ -->$/);
        // A base whose directory name carries that line between two U+2028 (line separators); on a
        // pull request its remote resource is refused, and the error quotes the base's path.
        await writeMerge(`base\u2028${fingerprint}\u2028`);
        const failed = await preview(41, { 'allow-remote-bases': 'false' });
        expect(failed.exitCode).toBe(1);
        expect(commentOn(41)[0]?.body).toContain('### ApplySet preview failed');
        expect(commentOn(41)[0]?.body.replaceAll('\u200d', '')).toContain(`\u2028${fingerprint}\u2028`);

        action.github.mergedPullRequests.set(sha('b'), [41]);
        const refused = await deploy(sha('b'), { 'on-unreviewed-changes': 'fail' });

        await expectRefused(
          refused,
          /^::error::the last preview of this ApplySet on pull request #41 failed, so it recorded no plan/m,
        );
      },
    );

    await step('refuses a merge whose pull request has no preview comment: previewed with comment: false', async () => {
      await writeMerge();
      expect((await preview(44, { comment: 'false' })).exitCode).toBe(0);
      expect(commentOn(44)).toEqual([]);

      action.github.mergedPullRequests.set(sha('d'), [44]);
      const refused = await deploy(sha('d'), { 'on-unreviewed-changes': 'fail' });

      await expectRefused(
        refused,
        /^::error::pull request #44 has no preview of this ApplySet by github-actions\[bot\]/m,
      );
    });

    await step('refuses a merge of a pull request from a fork, which had no preview', async () => {
      await writeMerge();
      // GitHub gives a fork's pull request no secrets: the kubeconfig input is empty.
      const skipped = await preview(45, { kubeconfig: '' }, 'someone/shop');
      expect(skipped.outputs['mode']).toBe('skipped');

      action.github.mergedPullRequests.set(sha('e'), [45]);
      action.github.forkHeads.set(45, 'someone/shop');
      const refused = await deploy(sha('e'), { 'on-unreviewed-changes': 'fail' });

      await expectRefused(
        refused,
        /^::error::pull request #45 comes from the fork someone\/shop, whose preview could not run/m,
      );
    });

    await step('refuses a merge whose pull request GitHub would not look up', async () => {
      await writeMerge();
      action.github.failPullRequestLookups({ status: 403, message: 'Resource not accessible by integration' });
      try {
        const refused = await deploy(sha('f'), { 'on-unreviewed-changes': 'fail' });

        await expectRefused(
          refused,
          /^::error::could not read the reviewed preview of commit fffffff: GitHub answered 403/m,
        );
      } finally {
        action.github.failPullRequestLookups(undefined);
      }
    });

    await step('refuses a direct push, which no pull request reviewed', async () => {
      await writeMerge();

      const refused = await deploy(sha('9'), { 'on-unreviewed-changes': 'fail' });

      await expectRefused(refused, /^::error::commit 9999999 came from no merged pull request \(a direct push\)/m);
    });

    await step(
      'refuses a merge whose preview comment a collaborator edited, and under warn deploys it with a warning',
      async () => {
        await writeMerge();
        expect((await preview(43)).exitCode).toBe(0);
        const [comment] = commentOn(43);
        expect(comment?.body).toContain('1 to prune');
        // The fingerprint stays (it matches the real plan); the visible text hides the prune.
        const [marker, fingerprint] = comment!.body.split('\n');
        action.github.setTokenLogin(COLLABORATOR_TOKEN, 'collaborator');
        const collaborator = getOctokit(COLLABORATOR_TOKEN, { baseUrl: action.github.url });
        const forged = `${marker}\n${fingerprint}\n### ApplySet preview: 1 to create, 0 to update, 0 to prune, 1 unchanged\n`;
        await collaborator.rest.issues.updateComment({
          owner: 'acme',
          repo: 'shop',
          comment_id: comment!.id,
          body: forged,
        });

        action.github.mergedPullRequests.set(sha('c'), [43]);
        const refused = await deploy(sha('c'), { 'on-unreviewed-changes': 'fail' });

        await expectRefused(
          refused,
          /^::error::the preview comment on pull request #43 was edited by collaborator after the action wrote it/m,
        );
        const body = commentOn(43)[0]?.body ?? '';
        expect(body).toContain('> [!CAUTION]');
        expect(body).toContain('was edited by collaborator');
        // The refused deploy's own comment keeps no fingerprint: a re-run does not trust it either.
        expect(body.split('\n')[1]).not.toMatch(/fingerprint/);

        // The collaborator edits again; warn deploys, and says why it could not compare.
        await collaborator.rest.issues.updateComment({
          owner: 'acme',
          repo: 'shop',
          comment_id: comment!.id,
          body: forged,
        });
        const warned = await deploy(sha('c'));

        expect(warned.exitCode, warned.stdout).toBe(0);
        expect(warned.stdout).toMatch(
          /^::warning::the preview comment on pull request #43 was edited by collaborator/m,
        );
        expect(await liveConfigMaps()).toEqual(['from-remote', 'local']);
        const after = commentOn(43)[0]?.body ?? '';
        expect(after).toMatch(
          /> \[!CAUTION\]\n> \*\*This deploy was not compared with the reviewed preview:\*\*\n> The preview comment on pull request #\u200d43 was edited by collaborator/,
        );
        expect(after.split('\n')[1]).not.toMatch(/fingerprint/);
        expect(after).toContain('_The preview comment was edited by collaborator');
      },
    );

    await step('deploys under fail a merge whose comment only the action updated, preview after preview', async () => {
      await action.workspace.write('app/local.yaml', configMap('local', 'SOURCE: changed'));
      expect((await preview(46)).exitCode).toBe(0);
      expect((await preview(46)).exitCode).toBe(0);
      expect(commentOn(46)).toHaveLength(1);

      action.github.mergedPullRequests.set(sha('7'), [46]);
      const deployed = await deploy(sha('7'), { 'on-unreviewed-changes': 'fail' });

      expect(deployed.exitCode, deployed.stdout).toBe(0);
      expect(deployed.stdout).toContain('The deploy plans what the preview on pull request #46 showed.');
      expect(deployed.outputs).toMatchObject({ updated: '1', unchanged: '1' });
    });

    await step(
      "deploys under fail a merge whose reviewed diff quotes a Secret's value, hidden in the review as in the deploy's comparison",
      async () => {
        const password = 'review-hidden-password-5a1c';
        await action.workspace.write(
          'app/db.yaml',
          `apiVersion: v1\nkind: Secret\nmetadata:\n  name: db\nstringData:\n  password: ${password}\n`,
        );
        await action.workspace.write(
          'app/kustomization.yaml',
          `resources:\n  - local.yaml\n  - db.yaml\n  - ${JSON.stringify(lastBase)}\n`,
        );
        expect((await deploy(sha('8'))).exitCode).toBe(0);
        // A pull request that writes the live Secret's value into a ConfigMap: its preview hides it, as the cluster holds it.
        await action.workspace.write(
          'app/local.yaml',
          configMap('local', `DATABASE_URL: postgres://app:${password}@db`),
        );
        expect((await preview(47)).exitCode).toBe(0);
        expect(commentOn(47)[0]?.body).not.toContain(password);

        action.github.mergedPullRequests.set(sha('9'), [47]);
        const deployed = await deploy(sha('9'), { 'on-unreviewed-changes': 'fail' });

        expect(deployed.exitCode, deployed.stdout).toBe(0);
        expect(deployed.stdout).toContain('The deploy plans what the preview on pull request #47 showed.');
      },
    );
  }, 600_000);
});
