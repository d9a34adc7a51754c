// After the merge: the deploy reported on the pull request that caused it, compared with the
// preview its reviewers saw, and recorded as a GitHub deployment.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { step } from '../../step.ts';
import { connectToApi } from '../../cluster/apiRequest.ts';
import { kubeconfig, kubeconfigPath, useActionFixture } from './actionFixture.ts';
import { type ActionRun, RUN_ID, visibleText } from './actionProcess.ts';
import { pullRequestEvent, pushEvent } from './eventPayloads.ts';

const api = connectToApi(kubeconfigPath);

const SECRET_VALUE = `deploy-canary-${randomBytes(12).toString('hex')}`;
const base64 = (text: string): string => Buffer.from(text).toString('base64');
const sha = (digit: string): string => digit.repeat(40);

function manifests(logLevel: string): string {
  return [
    ['apiVersion: v1', 'kind: ConfigMap', 'metadata:', '  name: app', 'data:', `  LOG_LEVEL: ${logLevel}`],
    ['apiVersion: v1', 'kind: ConfigMap', 'metadata:', '  name: web', 'data:', '  PORT: "8080"'],
    ['apiVersion: v1', 'kind: Secret', 'metadata:', '  name: db', 'stringData:', `  PASSWORD: ${SECRET_VALUE}`],
  ]
    .map((lines) => lines.join('\n'))
    .join('\n---\n');
}

describe('the deploy on its pull request', () => {
  const action = useActionFixture('action-deploy-pr');
  const runs: ActionRun[] = [];

  const run = async (
    event: { pr: number; head: string } | { push: string },
    inputs: Record<string, string> = {},
  ): Promise<ActionRun> => {
    const result = await action.run(
      'pr' in event ? 'pull_request' : 'push',
      'pr' in event ? pullRequestEvent({ number: event.pr, headSha: event.head }) : pushEvent(event.push),
      { manifests: 'deploy/app.yaml', applyset: 'shop', kubeconfig, 'github-token': 'ghs_fake-token', ...inputs },
      'push' in event ? { sha: event.push } : {},
    );
    runs.push(result);
    return result;
  };
  const commentOn = (pr: number) => {
    const comments = action.github.commentsOn({ owner: 'acme', repo: 'shop', issueNumber: pr });
    expect(comments).toHaveLength(1);
    return comments[0]!;
  };
  const liveData = async (name: string) =>
    (
      (await api.request('GET', `/api/v1/namespaces/${action.namespace.name}/configmaps/${name}`)).body as {
        data?: Record<string, string>;
      }
    ).data;

  // One story: each deploy follows the cluster and the comments the ones before it left.
  it('a pull request previewed and merged, a merge refused and then deployed, a direct push, GitHub refusing: each deploy reported where it belongs, the Secret never shown', async () => {
    await step(
      'updates the preview comment with the deploy after the merge, the preview kept below it, and records a deployment',
      async () => {
        await action.workspace.write('deploy/app.yaml', manifests('info'));
        const preview = await run({ pr: 21, head: sha('a') });
        expect(preview.exitCode, preview.stdout).toBe(0);
        const previewComment = commentOn(21);
        expect(previewComment.body).toMatch(
          /^<!-- applyset-action:[^\n]+ -->\n<!-- applyset-action:fingerprint v1\.o\.[\w.-]+ -->\n### ApplySet preview: 3 to create/,
        );
        // The preview links each object to its line at the pull request's head commit.
        expect(previewComment.body).toContain(
          `[\`deploy/app.yaml:8\`](<https://github.com/acme/shop/blob/${sha('a')}/deploy/app.yaml#L8>)`,
        );

        action.github.mergedPullRequests.set(sha('b'), [21]);
        const deploy = await run(
          { push: sha('b') },
          { 'deployment-environment': 'production', 'deployment-url': 'https://shop.example.com/' },
        );

        expect(deploy.exitCode, deploy.stdout).toBe(0);
        const comment = commentOn(21);
        expect(comment.id).toBe(previewComment.id);
        const report = comment.body.split('\n').filter((line) => !line.startsWith('<!-- applyset-action:'));
        expect(report[0]).toBe(
          '### ApplySet apply: 3 created, 0 configured, 0 pruned, 0 unchanged; 3 ready · on `applyset-test`',
        );
        expect(comment.body).toContain(
          `from [\`deploy/app.yaml:1\`](<https://github.com/acme/shop/blob/${sha('b')}/deploy/app.yaml#L1>)`,
        );
        expect(comment.body).toContain('Commit `bbbbbbb`');
        expect(comment.body).not.toContain('[!CAUTION]');
        const kept = comment.body.slice(comment.body.indexOf('<details><summary>The reviewed preview</summary>'));
        expect(kept).toContain('### ApplySet preview: 3 to create');
        expect(deploy.outputs['comment-id']).toBe(String(comment.id));
        expect(deploy.summary).toContain('### ApplySet apply: 3 created');

        expect(action.github.deployments).toEqual([
          {
            id: expect.any(Number),
            ref: sha('b'),
            environment: 'production',
            statuses: [
              {
                state: 'in_progress',
                description: 'Deploying ApplySet shop',
                logUrl: `https://github.com/acme/shop/actions/runs/${RUN_ID}`,
                environmentUrl: 'https://shop.example.com/',
              },
              {
                state: 'success',
                description: '3 created, 0 configured, 0 pruned, 0 unchanged',
                logUrl: `https://github.com/acme/shop/actions/runs/${RUN_ID}`,
                environmentUrl: 'https://shop.example.com/',
              },
            ],
          },
        ]);
      },
    );

    await step(
      'refuses, before any write, a merge whose cluster changed after the preview when on-unreviewed-changes is fail',
      async () => {
        await action.workspace.write('deploy/app.yaml', manifests('debug'));
        expect((await run({ pr: 22, head: sha('c') })).outputs).toMatchObject({ updated: '1', unchanged: '2' });
        // Someone changes the cluster by hand after the review.
        const patched = await api.request('PATCH', `/api/v1/namespaces/${action.namespace.name}/configmaps/web`, {
          body: { data: { PORT: '9090' } },
          contentType: 'application/merge-patch+json',
        });
        expect(patched.status).toBe(200);

        action.github.mergedPullRequests.set(sha('d'), [22]);
        // The field changed by hand now has another manager: the deploy takes it back with force-conflicts.
        const refused = await run(
          { push: sha('d') },
          { 'on-unreviewed-changes': 'fail', 'deployment-environment': 'production', 'force-conflicts': 'true' },
        );

        expect(refused.exitCode).toBe(1);
        expect(refused.stdout).toMatch(
          /^::error::this deploy would create, update or prune objects that the preview reviewed on pull request #22 did not show/m,
        );
        expect(await liveData('app')).toEqual({ LOG_LEVEL: 'info' });
        expect(await liveData('web')).toEqual({ PORT: '9090' });
        const body = commentOn(22).body;
        expect(body).toContain('> [!CAUTION]\n> **This deploy was refused before it wrote anything');
        expect(body).toContain(
          '> - `configmap/web` in `' +
            action.namespace.name +
            '`: would be configured, but the reviewed preview showed it unchanged',
        );
        expect(body).toContain('<details><summary>The reviewed preview</summary>');
        expect(refused.summary).toContain('would be configured, but the reviewed preview showed it unchanged');
        expect(action.github.deployments.at(-1)?.statuses.map((status) => status.state)).toEqual([
          'in_progress',
          'failure',
        ]);
      },
    );

    await step('deploys the same merge with warn, and says at the top what differed from the review', async () => {
      const deploy = await run({ push: sha('d') }, { 'force-conflicts': 'true' });

      expect(deploy.exitCode, deploy.stdout).toBe(0);
      expect(deploy.stdout).toMatch(/^::warning::the deploy differs from the preview reviewed on pull request #22/m);
      expect(await liveData('web')).toEqual({ PORT: '8080' });
      const body = commentOn(22)
        .body.split('\n')
        .filter((line) => !line.startsWith('<!-- applyset-action:'))
        .join('\n');
      expect(body).toMatch(/^> \[!CAUTION\]\n> \*\*This deploy did not do what the reviewed preview showed\.\*\*/);
      expect(body).toContain(
        '`configmap/web` in `' + action.namespace.name + '`: configured, but the reviewed preview showed it unchanged',
      );
      expect(body).toContain('### ApplySet apply: 0 created, 2 configured, 0 pruned, 1 unchanged');
      expect(deploy.summary).toMatch(/^> \[!CAUTION\]/);
    });

    await step('reports a direct push only in the job summary', async () => {
      await action.workspace.write('deploy/app.yaml', manifests('warn'));
      const commentsBefore = action.github.comments.length;
      const requestsBefore = action.github.requests.length;

      const deploy = await run({ push: sha('e') });

      expect(deploy.exitCode, deploy.stdout).toBe(0);
      expect(deploy.summary).toContain('### ApplySet apply: 0 created, 1 configured');
      expect(action.github.comments).toHaveLength(commentsBefore);
      expect(action.github.requests.slice(requestsBefore).map((r) => `${r.method} ${r.url}`)).toEqual([
        `GET /repos/acme/shop/commits/${sha('e')}/pulls?per_page=100`,
      ]);
    });

    await step('warns, and still deploys, when GitHub refuses the pull-request lookup or the deployment', async () => {
      await action.workspace.write('deploy/app.yaml', manifests('error'));
      action.github.failPullRequestLookups({ status: 403, message: 'Resource not accessible by integration' });
      action.github.failDeployments({ status: 403, message: 'Resource not accessible by integration' });

      const deploy = await run({ push: sha('f') }, { 'deployment-environment': 'production' });

      expect(deploy.exitCode, deploy.stdout).toBe(0);
      expect(deploy.stdout).toMatch(
        /^::warning::could not read the reviewed preview of commit fffffff: GitHub answered 403/m,
      );
      expect(deploy.stdout).toMatch(/^::warning::could not record the deployment on GitHub: GitHub answered 403/m);
      expect(await liveData('app')).toEqual({ LOG_LEVEL: 'error' });
    });

    await step('never shows the Secret value in a comment, summary, deployment or log', async () => {
      const everything = [
        ...runs.map(visibleText),
        JSON.stringify(action.github.requests),
        JSON.stringify(action.github.comments),
        JSON.stringify(action.github.deployments),
      ].join('\n');
      expect(runs).toHaveLength(7);
      expect(everything).not.toContain(SECRET_VALUE);
      expect(everything).not.toContain(base64(SECRET_VALUE));
    });
  }, 300_000);
});
