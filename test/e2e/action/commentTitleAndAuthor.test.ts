// Which pull-request comment is a run's: `title` names the report and keeps apart the comments of one
// ApplySet previewed by two jobs (staging and production); `github-app-slug` names the author whose
// comments the action trusts when it writes with a GitHub App's token.
import { describe, expect, it } from 'vitest';
import { kubeconfig, useActionFixture } from './actionFixture.ts';
import { pullRequestEvent, pushEvent } from './eventPayloads.ts';

const configMap = (value: string): string =>
  `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: settings\ndata:\n  VALUE: "${value}"\n`;
const comparable = (comments: { id: number; body: string; login: string; updatedAt: string }[]) =>
  comments.map(({ id, body, login, updatedAt }) => ({ id, body, login, updatedAt }));

describe('the comment a run writes', () => {
  const action = useActionFixture('action-comment-identity');
  const preview = async (pr: number, inputs: Record<string, string>) =>
    action.run('pull_request', pullRequestEvent({ number: pr, headSha: 'f'.repeat(40) }), {
      manifests: 'app.yaml',
      applyset: 'shop',
      kubeconfig,
      'github-token': 'ghs_workflow-token',
      ...inputs,
    });

  it('has the title as its headline, in the comment and the job summary; two titles for one ApplySet make two comments, each deployed into its own', async () => {
    const PR = { owner: 'acme', repo: 'shop', issueNumber: 71 };
    await action.workspace.write('app.yaml', configMap('1'));

    const staging = await preview(PR.issueNumber, { title: 'Staging' });
    const production = await preview(PR.issueNumber, { title: 'Production' });

    for (const run of [staging, production]) expect(run.exitCode, run.stdout).toBe(0);
    expect(staging.summary).toMatch(/^### Staging: 1 to create/m);
    expect(production.summary).toMatch(/^### Production: 1 to create/m);
    const [stagingComment, productionComment, ...others] = action.github.commentsOn(PR);
    expect(others).toEqual([]);
    expect(stagingComment?.body).toMatch(/^### Staging: 1 to create/m);
    expect(productionComment?.body).toMatch(/^### Production: 1 to create/m);
    expect(stagingComment?.body).not.toContain('ApplySet preview');

    // The merge: the production job deploys and reports into the production comment only.
    action.github.mergedPullRequests.set('9'.repeat(40), [PR.issueNumber]);
    const stagingBefore = comparable([stagingComment!]);
    const deploy = await action.run(
      'push',
      pushEvent('9'.repeat(40)),
      {
        manifests: 'app.yaml',
        applyset: 'shop',
        kubeconfig,
        'github-token': 'ghs_workflow-token',
        title: 'Production',
      },
      { sha: '9'.repeat(40) },
    );

    expect(deploy.exitCode, deploy.stdout).toBe(0);
    expect(deploy.summary).toMatch(/^### Production: 1 created, 0 configured, 0 pruned, 0 unchanged/m);
    const after = action.github.commentsOn(PR);
    expect(after.map((comment) => comment.id)).toEqual([stagingComment!.id, productionComment!.id]);
    expect(after[1]?.body).toMatch(/^### Production: 1 created/m);
    expect(after[1]?.body).toContain('<details><summary>The reviewed preview</summary>');
    expect(comparable([after[0]!])).toEqual(stagingBefore);
  });

  it("with github-app-slug, updates only the app's own comment: never one by the workflow's token or by anyone else with the same marker", async () => {
    const PR = { owner: 'acme', repo: 'shop', issueNumber: 72 };
    const APP_TOKEN = 'ghs_app-installation-token';
    action.github.setTokenLogin(APP_TOKEN, 'shop-deployer[bot]');
    await action.workspace.write('app.yaml', configMap('2'));
    // Before the app: the workflow's own token wrote this ApplySet's comment, and someone copied it.
    expect((await preview(PR.issueNumber, {})).exitCode).toBe(0);
    const [workflowComment] = action.github.commentsOn(PR);
    expect(workflowComment?.login).toBe('github-actions[bot]');
    action.github.addComment(PR, workflowComment!.body, 'mallory');
    const othersBefore = comparable(action.github.commentsOn(PR));
    // GitHub need not say who an installation token is: the slug is what the action trusts.
    action.github.failViewer({ status: 403, message: 'Resource not accessible by integration' });
    const requestsBefore = action.github.requests.length;

    const first = await preview(PR.issueNumber, { 'github-token': APP_TOKEN, 'github-app-slug': 'shop-deployer' });
    await action.workspace.write('app.yaml', configMap('3'));
    const second = await preview(PR.issueNumber, { 'github-token': APP_TOKEN, 'github-app-slug': 'shop-deployer' });

    for (const run of [first, second]) expect(run.exitCode, run.stdout).toBe(0);
    const comments = action.github.commentsOn(PR);
    expect(comparable(comments.slice(0, 2))).toEqual(othersBefore);
    const [appComment, ...more] = comments.slice(2);
    expect(more).toEqual([]);
    expect(appComment?.login).toBe('shop-deployer[bot]');
    expect(appComment?.body.split('\n')[0]).toBe(workflowComment!.body.split('\n')[0]);
    expect(appComment?.body).toContain("+  VALUE: '3'");
    expect(first.outputs['comment-id']).toBe(String(appComment?.id));
    expect(second.outputs['comment-id']).toBe(String(appComment?.id));
    expect(action.github.requests.slice(requestsBefore).filter((request) => request.url === '/graphql')).toEqual([]);
  });
});
