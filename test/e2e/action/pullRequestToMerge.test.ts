// The action as a repository uses it: a preview comment on the pull request, updated on every push
// to it (also when the preview fails), then the merge deploys, and a later merge prunes.
import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { step } from '../../step.ts';
import { connectToApi } from '../../cluster/apiRequest.ts';
import { kubeconfig, kubeconfigPath, useActionFixture } from './actionFixture.ts';
import { type ActionRun, RUN_ID, visibleText } from './actionProcess.ts';
import { pullRequestEvent, pushEvent } from './eventPayloads.ts';
import { commandsTheRunnerRuns } from './runnerCommands.ts';
import { kubeconfigCredentials, linesOtherThanMasks } from './workspace.ts';

const api = connectToApi(kubeconfigPath);

const PR = { owner: 'acme', repo: 'shop', issueNumber: 12 };
const NEXT_PR = { ...PR, issueNumber: 13 };
const HEAD_SHA = 'feedc0de'.repeat(5);

// Random, so that a match cannot be a coincidence; each in its plain and its base64 form.
const secretText = (label: string): string => `${label}-${randomBytes(12).toString('hex')}`;
const SECRETS = {
  stringData: secretText('string-data'),
  data: secretText('data'),
  nextStringData: secretText('next-string-data'),
  nextData: secretText('next-data'),
};
const base64 = (text: string): string => Buffer.from(text).toString('base64');

function manifests(options: { extra: boolean; next: boolean; logLevel: string }): string {
  const docs = [
    [
      'apiVersion: v1',
      'kind: ConfigMap',
      'metadata:',
      '  name: web-config',
      'data:',
      `  LOG_LEVEL: ${options.logLevel}`,
      // Lines of a pull request's manifests that a diff shows, trying to be workflow commands.
      '  NOTES: |',
      '    ::warning::injected by a manifest',
      '    ##[error]injected too',
    ],
    [
      'apiVersion: v1',
      'kind: Secret',
      'metadata:',
      '  name: db',
      'type: Opaque',
      'stringData:',
      `  DATABASE_URL: ${options.next ? SECRETS.nextStringData : SECRETS.stringData}`,
      'data:',
      `  API_KEY: ${base64(options.next ? SECRETS.nextData : SECRETS.data)}`,
    ],
    ...(options.extra
      ? [['apiVersion: v1', 'kind: ConfigMap', 'metadata:', '  name: legacy-config', 'data:', '  OLD: "true"']]
      : []),
  ];
  return docs.map((lines) => lines.join('\n')).join('\n---\n') + '\n';
}

describe('from pull request to merge', () => {
  const action = useActionFixture('action-flow');
  const runs: ActionRun[] = [];

  const run = async (
    eventName: 'pull_request' | 'push',
    pr: typeof PR | undefined,
    kubeconfigInput: string,
  ): Promise<ActionRun> => {
    const payload = pr ? pullRequestEvent({ number: pr.issueNumber, headSha: HEAD_SHA }) : pushEvent('c'.repeat(40));
    const result = await action.run(eventName, payload, {
      manifests: 'deploy/*.yaml',
      applyset: 'shop',
      kubeconfig: kubeconfigInput,
      'github-token': 'ghs_fake-token',
      'field-manager': 'shop-deployer',
    });
    runs.push(result);
    return result;
  };
  /** The six runs of the tests above, which the checks over every run's output need (run this file whole). */
  const everyRun = (): ActionRun[] => {
    expect(runs, 'the runs of the tests above').toHaveLength(6);
    return runs;
  };

  // One story, in named steps (test/step.ts): each step needs what the steps before it left, so they are one test, and a failure names its step.
  it("from pull request to merge: previews, a failed preview, the next push, the merge's apply, the next preview and its prune, with no Secret value or credential shown and no workflow command from the manifests", async () => {
    await step('previews a pull request in one new comment, writing nothing to the cluster', async () => {
      await action.workspace.write('deploy/app.yaml', manifests({ extra: true, next: false, logLevel: 'info' }));

      const preview = await run('pull_request', PR, kubeconfig);

      expect(preview.stderr).toBe('');
      expect(preview.exitCode).toBe(0);
      const comments = action.github.commentsOn(PR);
      expect(comments).toHaveLength(1);
      const body = comments[0]?.body ?? '';
      expect(body).toContain('### ApplySet preview: 3 to create, 0 to update, 0 to prune, 0 unchanged');
      expect(body).toContain('`configmap/web-config`');
      expect(body).toContain('`secret/db`');
      expect(body).toContain('Commit `feedc0d`');
      expect(body).toContain(`https://github.com/acme/shop/actions/runs/${RUN_ID}`);
      expect(
        action.github.requests.find((r) => r.method === 'POST' && r.url.endsWith('/comments'))?.authorization,
      ).toBe('token ghs_fake-token');

      expect(preview.outputs).toMatchObject({
        mode: 'preview',
        created: '3',
        updated: '0',
        unchanged: '0',
        pruned: '0',
        'comment-id': String(comments[0]?.id),
      });
      expect(preview.outputs['applyset-id']).toMatch(/^applyset-[\w-]{43}-v1$/);
      expect(JSON.parse(preview.outputs['plan'] ?? '')).toMatchObject({ mode: 'preview', summary: { create: 3 } });
      expect(await readFile(preview.outputs['plan-file'] ?? '', 'utf8')).toBe(`${preview.outputs['plan']}\n`);
      expect(preview.summary).toContain('### ApplySet preview: 3 to create');
      expect(preview.stdout).toContain('configmap/web-config created (server dry run)');
      // The kubeconfig is read from memory: no file of it, not even for a moment (a cancelled run would leave it).
      expect(preview.runnerTempCreated.filter((name) => !name.startsWith('applyset-plan-'))).toEqual([]);
      expect(preview.runnerTempEntries.filter((name) => !name.startsWith('applyset-plan-'))).toEqual([]);
      expect(
        (await api.request('GET', `/api/v1/namespaces/${action.namespace.name}/configmaps/web-config`)).status,
      ).toBe(404);
    });

    await step('puts a failed preview in the same comment and fails the step', async () => {
      await action.workspace.write('deploy/broken.yaml', 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: [oops\n');

      const preview = await run('pull_request', PR, kubeconfig);

      expect(preview.exitCode).toBe(1);
      const comments = action.github.commentsOn(PR);
      expect(comments).toHaveLength(1);
      expect(comments[0]?.body).toContain('### ApplySet preview failed');
      expect(comments[0]?.body).toContain('deploy/broken.yaml:5: YAML syntax error');
      expect(preview.stdout).toMatch(/^::error::deploy\/broken\.yaml:5: YAML syntax error/m);
      expect(preview.outputs['mode']).toBe('preview');
    });

    await step(
      'updates the same comment on the next push to the pull request (kubeconfig given as base64)',
      async () => {
        await action.workspace.remove('deploy/broken.yaml');
        await action.workspace.write('deploy/app.yaml', manifests({ extra: true, next: false, logLevel: 'debug' }));

        const preview = await run('pull_request', PR, base64(kubeconfig));

        expect(preview.exitCode).toBe(0);
        const comments = action.github.commentsOn(PR);
        expect(comments).toHaveLength(1);
        expect(comments[0]?.body).toContain('### ApplySet preview: 3 to create');
        expect(comments[0]?.body).not.toContain('failed');
        expect(action.github.requests.filter((r) => r.method === 'POST' && r.url.endsWith('/comments'))).toHaveLength(
          1,
        );
        expect(action.github.requests.filter((r) => r.method === 'PATCH')).toHaveLength(2);
      },
    );

    await step('applies on merge, logging each object as kubectl does', async () => {
      const requestsBefore = action.github.requests.length;

      const deploy = await run('push', undefined, base64(kubeconfig));

      expect(deploy.stderr).toBe('');
      expect(deploy.exitCode).toBe(0);
      expect(deploy.stdout).toMatch(/^::group::/m);
      expect(deploy.stdout).toContain(`configmap/web-config -n ${action.namespace.name} created`);
      expect(deploy.stdout).toContain(`secret/db -n ${action.namespace.name} created`);
      expect(deploy.outputs).toMatchObject({ mode: 'apply', created: '3', pruned: '0' });
      expect(deploy.summary).toContain('### ApplySet apply: 3 created, 0 configured, 0 pruned, 0 unchanged');
      expect(deploy.summary).toMatch(/took \d/);
      // A direct push: GitHub knows no merged pull request of the commit, so there is nothing to comment on.
      expect(
        action.github.requests.slice(requestsBefore).map((r) => `${r.method} ${r.url.replace(/\?.*/, '')}`),
      ).toEqual([expect.stringMatching(/^GET \/repos\/acme\/shop\/commits\/[0-9a-f]{40}\/pulls$/)]);
      expect(action.github.comments).toHaveLength(1);
      const live = await api.request('GET', `/api/v1/namespaces/${action.namespace.name}/configmaps/web-config`);
      expect(live.status).toBe(200);
      const configMap = live.body as {
        data?: Record<string, string>;
        metadata: { managedFields?: { manager: string }[] };
      };
      expect(configMap.data).toMatchObject({ LOG_LEVEL: 'debug' });
      // The field-manager input, read from INPUT_FIELD-MANAGER.
      expect(configMap.metadata.managedFields?.map((field) => field.manager)).toContain('shop-deployer');
    });

    await step('previews the next pull request: a masked Secret update and a prune warning', async () => {
      await action.workspace.write('deploy/app.yaml', manifests({ extra: false, next: true, logLevel: 'warn' }));

      const preview = await run('pull_request', NEXT_PR, kubeconfig);

      expect(preview.exitCode).toBe(0);
      expect(preview.outputs).toMatchObject({ updated: '2', unchanged: '0', pruned: '1' });
      const body = action.github.commentsOn(NEXT_PR)[0]?.body ?? '';
      expect(body).toContain('1 object will be pruned');
      expect(body).toContain('`configmap/legacy-config`');
      expect(body).toContain('+  LOG_LEVEL: warn');
      expect(body).toContain('<code>secret/db</code>');
      // The diff's context lines are logged, but not as commands.
      expect(preview.stdout).toMatch(/^ +::warning::injected by a manifest$/m);
    });

    await step('prunes on the next merge', async () => {
      const deploy = await run('push', undefined, kubeconfig);

      expect(deploy.exitCode).toBe(0);
      expect(deploy.outputs).toMatchObject({ updated: '2', unchanged: '0', pruned: '1' });
      expect(deploy.stdout).toContain(`configmap/legacy-config -n ${action.namespace.name} pruned`);
      expect(deploy.summary).toContain('1 object was pruned');
      expect(
        (await api.request('GET', `/api/v1/namespaces/${action.namespace.name}/configmaps/legacy-config`)).status,
      ).toBe(404);
    });

    await step('never shows a Secret value: not in comments, summaries, outputs, plan files or logs', async () => {
      const all = everyRun();
      // Registered with the runner, which hides them wherever they would show up in the log: by the
      // deploys, and by a pull request's preview once the cluster holds them; a pull request's own
      // values are not made masks on its preview, where they could hide any word.
      const masks = (run: ActionRun | undefined, values: string[]) =>
        values.map((value) => run?.stdout.includes(`::add-mask::${value}\n`));
      const [firstPreview, , , merge, nextPreview, nextMerge] = all;
      const first = [SECRETS.stringData, base64(SECRETS.data)];
      const next = [SECRETS.nextStringData, base64(SECRETS.nextData)];
      expect(masks(firstPreview, first)).toEqual([false, false]);
      expect(masks(merge, first)).toEqual([true, true]);
      expect(masks(nextPreview, [...first, ...next])).toEqual([true, true, false, false]);
      expect(masks(nextMerge, next)).toEqual([true, true]);
      const everything = [
        // A mask registration is a command to the runner, never shown.
        ...all.map(visibleText),
        ...(await Promise.all(
          all.map((r) => (r.outputs['plan-file'] ? readFile(r.outputs['plan-file'], 'utf8') : Promise.resolve(''))),
        )),
        JSON.stringify(action.github.requests),
        JSON.stringify(action.github.comments),
      ].join('\n');
      for (const value of Object.values(SECRETS)) {
        expect(everything).not.toContain(value);
        expect(everything).not.toContain(base64(value));
      }
    });

    await step('lets no line of the manifests run as a workflow command', () => {
      // The preview of the next pull request logged the manifest's lines that try to be commands.
      const all = everyRun();
      expect(all.filter((r) => r.stdout.includes('::warning::injected by a manifest'))).not.toEqual([]);
      for (const r of all)
        expect(commandsTheRunnerRuns(r.stdout).filter((command) => command.includes('injected'))).toEqual([]);
    });

    await step('masks the kubeconfig credentials before it logs anything, and never logs them', () => {
      const credentials = kubeconfigCredentials(kubeconfigPath);
      expect(credentials.length).toBeGreaterThan(0);
      for (const r of everyRun()) {
        expect(r.stdout.split('\n')[0]).toMatch(/^::add-mask::/);
        for (const credential of credentials) {
          expect(r.stdout).toContain(`::add-mask::${credential}\n`);
          expect(linesOtherThanMasks(r.stdout).join('\n')).not.toContain(credential);
          expect(r.stderr).not.toContain(credential);
        }
      }
    });
  }, 600_000);
});
