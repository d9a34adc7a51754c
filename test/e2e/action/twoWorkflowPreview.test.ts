// The two-workflow preview (docs/two-workflow-previews.md), each half as the runner runs the action's
// entry point, against the test cluster and the GitHub stand-in: a fork's pull request rendered with
// no kubeconfig (pull_request, mode: render), its bundle previewed from a workflow_run event with no
// checkout (one signed comment on the pull request GitHub names), the merge's deploy compared with that
// review under on-unreviewed-changes: fail, and a comment a pull request's own workflow wrote refused.
import { cp, mkdtemp, rename } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { workflowRunEvent } from '../../fakes/github/eventPayloads.ts';
import { connectToApi } from '../../cluster/apiRequest.ts';
import { step } from '../../step.ts';
import { kubeconfig, kubeconfigPath, useActionFixture } from './actionFixture.ts';
import { REPOSITORY, RUN_ID } from './actionProcess.ts';
import { pullRequestEvent, pushEvent } from './eventPayloads.ts';

const api = connectToApi(kubeconfigPath);
const configMap = (name: string): string =>
  `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${name}\ndata:\n  NAME: ${name}\n`;
const sha = (digit: string): string => digit.repeat(40);
const REVIEW_KEY = 'a-review-key-only-main-can-read-0123456789';
const RENDER_WORKFLOW = '.github/workflows/shop-render.yml';
const FORK = 'forker/shop';

describe('the two-workflow preview', () => {
  const action = useActionFixture('action-two-workflows');
  const [owner = '', repo = ''] = REPOSITORY.split('/');
  const set = { applyset: 'split', kubeconfig, 'github-token': 'ghs_fake-token' };
  const commentOn = (pr: number) => action.github.commentsOn({ owner, repo, issueNumber: pr });
  const members = async (): Promise<string[]> => {
    const list = (
      await api.request(
        'GET',
        `/api/v1/namespaces/${action.namespace.name}/configmaps?labelSelector=applyset.kubernetes.io/part-of`,
      )
    ).body as { items: { metadata: { name: string } }[] };
    return list.items.map((item) => item.metadata.name).sort();
  };
  const deploy = (merge: string, extra: Record<string, string> = {}) =>
    action.run(
      'push',
      pushEvent(merge),
      { ...set, manifests: 'app', 'on-unreviewed-changes': 'fail', 'review-key': REVIEW_KEY, ...extra },
      { sha: merge },
    );

  it("previews a fork's pull request from its bundle in one signed comment, deploys its merge, and refuses a review its own workflow wrote", async () => {
    await step('deploys the base: keep and legacy', async () => {
      await action.workspace.write('app/kustomization.yaml', 'resources:\n  - keep.yaml\n  - legacy.yaml\n');
      await action.workspace.write('app/keep.yaml', configMap('keep'));
      await action.workspace.write('app/legacy.yaml', configMap('legacy'));
      const base = await deploy(sha('1'), { 'on-unreviewed-changes': 'warn' });
      expect(base.exitCode, base.stdout).toBe(0);
      expect(await members()).toEqual(['keep', 'legacy']);
    });

    // The fork's change: legacy goes, fresh comes, through its kustomization.
    const head = sha('a');
    await action.workspace.write('app/kustomization.yaml', 'resources:\n  - keep.yaml\n  - fresh.yaml\n');
    await action.workspace.write('app/fresh.yaml', configMap('fresh'));
    const downloaded = join(await mkdtemp(join(tmpdir(), 'applyset-artifact-')), 'applyset-bundle.json');

    await step("renders the fork's pull request with no kubeconfig and no token", async () => {
      const render = await action.run(
        'pull_request',
        pullRequestEvent({ number: 60, headSha: head, headRepository: FORK }),
        { mode: 'render', manifests: 'app', applyset: 'split', kubeconfig: '', 'github-token': '' },
        {
          env: { GITHUB_WORKFLOW_REF: `${REPOSITORY}/${RENDER_WORKFLOW}@refs/pull/60/merge` },
        },
      );
      expect(render.exitCode, render.stdout).toBe(0);
      expect(render.outputs['mode']).toBe('render');
      expect(render.stdout).toMatch(/Wrote the bundle .*: 1 set, 2 objects/);
      // What actions/upload-artifact and actions/download-artifact (run-id: the event's) carry over.
      await cp(render.outputs['bundle']!, downloaded);
      expect(commentOn(60)).toEqual([]);
    });

    // The preview job checks out nothing of the pull request: its manifests are not there.
    const away = `${action.workspace.dir}-pr-checkout`;
    await rename(join(action.workspace.dir, 'app'), away);
    const renderRun = {
      id: Number(RUN_ID),
      path: RENDER_WORKFLOW,
      name: 'shop-render',
      event: 'pull_request',
      conclusion: 'success',
    } as const;
    const runEvent = workflowRunEvent({
      owner,
      repo,
      run: renderRun,
      head: { sha: head, branch: 'feature', repository: FORK },
      pullRequests: [],
    });
    try {
      await step(
        "previews the bundle from the workflow_run, on the pull request GitHub has for the fork's branch, signed",
        async () => {
          // GitHub lists no pull request on a fork's run: the open one of the fork's branch at that commit is found through the API.
          action.github.forkHeads.set(60, FORK);
          action.github.openHeads.set(60, { sha: head, ref: 'feature' });
          const plan = await action.run('workflow_run', runEvent, {
            ...set,
            mode: 'preview',
            bundle: downloaded,
            'review-key': REVIEW_KEY,
          });
          expect(plan.exitCode, plan.stdout).toBe(0);
          expect(plan.outputs).toMatchObject({ mode: 'preview', created: '1', pruned: '1', unchanged: '1' });
          const [comment, ...more] = commentOn(60);
          expect(more).toEqual([]);
          const [, fingerprint, signature] = comment!.body.split('\n');
          expect(fingerprint).toMatch(/^<!-- applyset-action:fingerprint v1\./);
          expect(signature).toMatch(/^<!-- applyset-action:signature v1\.[\w-]{43} -->$/);
          expect(comment!.body).toContain('legacy');
          expect(await members()).toEqual(['keep', 'legacy']);
        },
      );
    } finally {
      await rename(away, join(action.workspace.dir, 'app'));
    }

    await step("deploys the fork's merge: it plans what the signed review showed", async () => {
      action.github.mergedPullRequests.set(sha('m'), [60]);
      const merged = await deploy(sha('m'));
      expect(merged.exitCode, merged.stdout).toBe(0);
      expect(merged.stdout).toContain('The deploy plans what the preview on pull request #60 showed.');
      expect(await members()).toEqual(['fresh', 'keep']);
      // The deploy's comment keeps the signed review it compared with.
      expect(commentOn(60)[0]!.body.split('\n')[2]).toMatch(/^<!-- applyset-action:signature v1\./);
    });

    await step(
      'refuses the merge of a pull request whose own workflow wrote its review, fingerprint of the real plan and all',
      async () => {
        await action.workspace.write(
          'app/kustomization.yaml',
          'resources:\n  - keep.yaml\n  - fresh.yaml\n  - extra.yaml\n',
        );
        await action.workspace.write('app/extra.yaml', configMap('extra'));
        // A branch of the repository: its workflow runs the one-job preview and writes the comment as github-actions[bot].
        const own = await action.run('pull_request', pullRequestEvent({ number: 61, headSha: sha('e') }), {
          ...set,
          manifests: 'app',
        });
        expect(own.exitCode, own.stdout).toBe(0);
        expect(commentOn(61)[0]!.body).not.toContain('applyset-action:signature');

        action.github.mergedPullRequests.set(sha('n'), [61]);
        const refused = await deploy(sha('n'));
        expect(refused.exitCode).toBe(1);
        expect(refused.stdout).toContain('the preview comment on pull request #61 is not signed with the review key');
        expect(await members()).toEqual(['fresh', 'keep']);
      },
    );
  });
});
