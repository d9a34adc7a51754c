// Drift detection of a targets file on a schedule: each drifted target's set keeps its own issue,
// the same issue a step checking that set alone keeps, closed once the target is clean again; then
// verify and destroy, which run on a targets file as drift does, set by set.
import { describe, expect, inject, it } from 'vitest';
import { step } from '../../step.ts';
import { runCommand } from '../../cluster/runCommand.ts';
import { kubeconfig, kubeconfigPath, useActionFixture } from '../action/actionFixture.ts';
import { pushEvent, scheduleEvent } from '../action/eventPayloads.ts';

const SHA = '6'.repeat(40);
const configMap = (name: string): string =>
  `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${name}\ndata:\n  VALUE: "1"\n`;

describe('drift of a targets file', () => {
  const action = useActionFixture('targets-drift');
  const inputs = { kubeconfig, 'github-token': 'ghs_fake-token', 'changed-only': 'false' };
  const run = (mode: 'drift' | 'apply' | 'verify' | 'destroy', extra: Record<string, string> = {}) =>
    action.run(
      mode === 'apply' ? 'push' : 'schedule',
      mode === 'apply' ? pushEvent(SHA) : scheduleEvent(),
      { ...inputs, mode, ...extra },
      { sha: SHA },
    );
  const kubectl = async (...args: string[]): Promise<void> => {
    const result = await runCommand(inject('kubectlPath'), [
      '--kubeconfig',
      kubeconfigPath,
      '-n',
      action.namespace.name,
      ...args,
    ]);
    expect(result.code, result.stderr).toBe(0);
  };

  it("opens one issue for the drifted target's set, shares it with a one-set check, closes it once the target is clean, then verifies and destroys every set", async () => {
    const ns = action.namespace.name;
    await step('deploys both targets', async () => {
      await action.workspace.write(
        '.github/applysets.yaml',
        `targets:\n  - {name: web, manifests: apps/web, applyset: web, namespace: ${ns}}\n  - {name: db, manifests: apps/db, applyset: db, namespace: ${ns}}\n`,
      );
      await action.workspace.write('apps/web/web.yaml', configMap('web'));
      await action.workspace.write('apps/db/db.yaml', configMap('db'));
      const deploy = await run('apply');
      expect(deploy.exitCode, deploy.stdout).toBe(0);
    });

    await step('finds no drift and opens no issue', async () => {
      const quiet = await run('drift');
      expect(quiet.exitCode, quiet.stdout).toBe(0);
      expect(quiet.outputs['drifted']).toBe('false');
      expect(action.github.issues).toEqual([]);
    });

    await step(
      "opens one issue for the target kubectl changed, named in that target's entry of the targets output",
      async () => {
        await kubectl('patch', 'configmap', 'web', '--type=merge', '-p', '{"data":{"VALUE":"by hand"}}');
        const drifted = await run('drift');
        expect(drifted.exitCode, drifted.stdout).toBe(0);
        expect(drifted.outputs['drifted']).toBe('true');
        expect(action.github.issues.map((issue) => [issue.title, issue.state])).toEqual([
          [`ApplySet drift: secret/web in namespace ${ns}: 0 to create, 1 to update, 0 to prune`, 'open'],
        ]);
        // Each target's issue is in its entry of `targets`; `issue-number` would hold only one of many.
        const issueOf = (outputs: Record<string, string>) =>
          (JSON.parse(outputs['targets'] ?? '[]') as { target: string; issue?: number }[]).map((t) => [
            t.target,
            t.issue,
          ]);
        expect(issueOf(drifted.outputs)).toEqual([
          ['web', action.github.issues[0]?.number],
          ['db', undefined],
        ]);
        expect(drifted.outputs['issue-number']).toBeUndefined();
      },
    );

    await step(
      'shares the issue with a matrix job of that target and with a step that checks its set alone',
      async () => {
        const matrixJob = await run('drift', { 'only-targets': 'web' });
        expect(matrixJob.outputs['issue-number']).toBe(String(action.github.issues[0]?.number));
        const alone = await run('drift', { manifests: 'apps/web', applyset: 'web', namespace: ns });
        expect(alone.exitCode, alone.stdout).toBe(0);
        expect(action.github.issues).toHaveLength(1);
      },
    );

    await step('closes the issue once the target is clean again', async () => {
      // Taking the field back from kubectl's patch needs force, as for one set.
      const repaired = await run('apply', { 'force-conflicts': 'true' });
      expect(repaired.exitCode, repaired.stdout).toBe(0);
      const clean = await run('drift');
      expect(clean.exitCode, clean.stdout).toBe(0);
      expect(action.github.issues.map((issue) => issue.state)).toEqual(['closed']);
      const [closing] = action.github.commentsOn({
        owner: 'acme',
        repo: 'shop',
        issueNumber: action.github.issues[0]?.number ?? 0,
      });
      expect(closing?.body).toContain('### No drift any more');
    });

    await step("verifies every target's set: none leaked, so no verify issue", async () => {
      const verified = await run('verify');
      expect(verified.exitCode, verified.stdout).toBe(0);
      expect(verified.stdout).toContain('ApplySet verify of web (target web)');
      expect(verified.stdout).toContain('ApplySet verify of db (target db)');
      expect(verified.outputs['leaked']).toBe('false');
      expect(action.github.issues).toHaveLength(1);
    });

    await step("destroys every target's set: members and parents deleted, counted in one output", async () => {
      const destroyed = await run('destroy');
      expect(destroyed.exitCode, destroyed.stdout).toBe(0);
      expect(destroyed.outputs['deleted']).toBe('4');
      const left = await runCommand(inject('kubectlPath'), [
        '--kubeconfig',
        kubeconfigPath,
        '-n',
        ns,
        'get',
        'configmaps,secrets',
        '-o',
        'name',
      ]);
      expect(left.stdout.split('\n').filter((name) => /\/(web|db)$/.test(name))).toEqual([]);
    });
  }, 240_000);
});
