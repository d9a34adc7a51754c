// Drift detection on a schedule: a preview of the default branch against the cluster, reported in
// one issue per ApplySet that is opened, updated, and closed when the drift is gone.
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { step } from '../../step.ts';
import type {} from '../../cluster/controlPlane/provided.ts';
import { runCommand } from '../../cluster/runCommand.ts';
import { kubeconfig, kubeconfigPath, useActionFixture } from './actionFixture.ts';
import { type ActionRun, visibleText } from './actionProcess.ts';
import { pushEvent, scheduleEvent } from './eventPayloads.ts';

const kubectlPath = inject('kubectlPath');

const canary = (label: string): string => `${label}-${randomBytes(12).toString('hex')}`;
const SECRETS = { manifest: canary('drift-manifest'), byHand: canary('drift-by-hand') };
const base64 = (text: string): string => Buffer.from(text).toString('base64');
const SHA = '5'.repeat(40);

const MANIFESTS = [
  ['apiVersion: v1', 'kind: ConfigMap', 'metadata:', '  name: app', 'data:', '  LOG_LEVEL: info'],
  ['apiVersion: v1', 'kind: ConfigMap', 'metadata:', '  name: extra', 'data:', '  A: "1"'],
  ['apiVersion: v1', 'kind: Secret', 'metadata:', '  name: db', 'stringData:', `  PASSWORD: ${SECRETS.manifest}`],
]
  .map((lines) => lines.join('\n'))
  .join('\n---\n');

describe('drift detection', () => {
  const action = useActionFixture('action-drift');
  const runs: ActionRun[] = [];

  const run = async (mode: 'drift' | 'apply', inputs: Record<string, string> = {}): Promise<ActionRun> => {
    const result = await action.run(
      mode === 'drift' ? 'schedule' : 'push',
      mode === 'drift' ? scheduleEvent() : pushEvent(SHA),
      { manifests: 'k8s/', applyset: 'shop', kubeconfig, mode, 'github-token': 'ghs_fake-token', ...inputs },
      { sha: SHA },
    );
    runs.push(result);
    return result;
  };
  const kubectl = async (...args: string[]): Promise<void> => {
    const result = await runCommand(kubectlPath, [
      '--kubeconfig',
      kubeconfigPath,
      '-n',
      action.namespace.name,
      ...args,
    ]);
    expect(result.code, result.stderr).toBe(0);
  };

  beforeAll(async () => {
    await action.workspace.write('k8s/app.yaml', MANIFESTS);
    expect((await run('apply')).exitCode).toBe(0);
  });

  // One story, in named steps (test/step.ts): each step needs what the steps before it left, so they are one test, and a failure names its step.
  it("opens no issue on a clean cluster, then one issue for kubectl's change, updated on the next run (failing with fail-on-finding), closed once the drift is gone, leaves alone an issue someone else opened, and never shows a Secret value", async () => {
    await step('opens no issue when the cluster matches the manifests', async () => {
      const check = await run('drift');

      expect(check.exitCode, check.stdout).toBe(0);
      expect(check.outputs).toMatchObject({
        mode: 'drift',
        drifted: 'false',
        created: '0',
        updated: '0',
        pruned: '0',
        unchanged: '3',
      });
      expect(check.stdout).toContain('no drift: ApplySet secret/shop');
      expect(action.github.issues).toEqual([]);
    });

    await step('opens one issue with the report when the cluster was changed by kubectl', async () => {
      await kubectl('patch', 'configmap', 'app', '--type=merge', '-p', '{"data":{"LOG_LEVEL":"trace"}}');
      await kubectl(
        'patch',
        'secret',
        'db',
        '--type=merge',
        '-p',
        JSON.stringify({ stringData: { PASSWORD: SECRETS.byHand } }),
      );
      await kubectl('delete', 'configmap', 'extra');

      const check = await run('drift');

      expect(check.exitCode, check.stdout).toBe(0);
      expect(check.outputs).toMatchObject({ mode: 'drift', drifted: 'true', created: '1', updated: '2', pruned: '0' });
      expect(action.github.issues).toHaveLength(1);
      const [issue] = action.github.issues;
      expect(issue?.title).toBe(
        `ApplySet drift: secret/shop in namespace ${action.namespace.name}: 1 to create, 2 to update, 0 to prune`,
      );
      expect(issue?.body).toMatch(
        /^<!-- applyset-action:drift[^\n]* -->\n### ApplySet drift: 1 to create, 2 to update, 0 to prune, 0 unchanged/,
      );
      expect(issue?.body).toContain('+  LOG_LEVEL: info');
      // Links point at the lines of the default branch's commit.
      expect(issue?.body).toContain(`[\`k8s/app.yaml:8\`](<https://github.com/acme/shop/blob/${SHA}/k8s/app.yaml#L8>)`);
      expect(issue?.body).toContain(
        `<a href="https://github.com/acme/shop/blob/${SHA}/k8s/app.yaml#L1"><code>k8s/app.yaml:1</code></a>`,
      );
      expect(check.outputs['issue-number']).toBe(String(issue?.number));
    });

    await step('updates the same issue on the next run, and fails the step with fail-on-finding', async () => {
      await kubectl('delete', 'configmap', 'app');

      const check = await run('drift', { 'fail-on-finding': 'true' });

      expect(check.exitCode, check.stdout).toBe(1);
      expect(check.stdout).toMatch(/^::error::the cluster has drifted from the manifests of ApplySet secret\/shop/m);
      expect(action.github.issues).toHaveLength(1);
      expect(action.github.issues[0]?.title).toContain(': 2 to create, 1 to update, 0 to prune');
      expect(action.github.issues[0]?.state).toBe('open');
    });

    await step('closes the issue with a comment once the drift is gone', async () => {
      expect((await run('apply')).exitCode).toBe(0);

      const check = await run('drift', { 'fail-on-finding': 'true' });

      expect(check.exitCode, check.stdout).toBe(0);
      expect(check.outputs).toMatchObject({
        drifted: 'false',
        'issue-number': String(action.github.issues[0]?.number),
      });
      expect(action.github.issues[0]).toMatchObject({ state: 'closed', stateReason: 'completed' });
      const [closing] = action.github.commentsOn({
        owner: 'acme',
        repo: 'shop',
        issueNumber: action.github.issues[0]?.number ?? 0,
      });
      expect(closing?.body).toContain('### No drift any more: 0 to create, 0 to update, 0 to prune, 3 unchanged');
    });

    await step('leaves alone an issue with its marker that someone else opened', async () => {
      const { body } = action.github.issues[0]!;
      action.github.addIssue({ title: 'copied', body, login: 'mallory' });
      await kubectl('delete', 'configmap', 'extra');

      await run('drift');

      expect(action.github.issues.map((issue) => [issue.login, issue.state])).toEqual([
        ['github-actions[bot]', 'closed'],
        ['mallory', 'open'],
        ['github-actions[bot]', 'open'],
      ]);
      expect(action.github.issues[1]?.body).toBe(body);
    });

    await step('never shows a Secret value in an issue, a comment or the log', () => {
      // The apply and the six runs of the tests above (run this file whole), which reported the Secret's drift.
      expect(runs).toHaveLength(7);
      expect(JSON.stringify(action.github.issues)).toContain('secret/db');
      const everything = [
        ...runs.map(visibleText),
        JSON.stringify(action.github.requests),
        JSON.stringify(action.github.issues),
        JSON.stringify(action.github.comments),
      ].join('\n');
      for (const value of Object.values(SECRETS)) {
        expect(everything).not.toContain(value);
        expect(everything).not.toContain(base64(value));
      }
    });
  }, 300_000);
});
