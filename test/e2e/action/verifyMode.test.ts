// mode: verify on a schedule: the full scan for members the parent does not record (invisible to prune), kept in an issue
// of its own (beside the drift issue of the same set) that is closed once `verify --fix` made the parent record them;
// then mode: tree lists what the set holds.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { step } from '../../step.ts';
import type {} from '../../cluster/controlPlane/provided.ts';
import { runCommand } from '../../cluster/runCommand.ts';
import { createTestNamespace, type TestNamespace } from '../../cluster/testNamespace.ts';
import { kubeconfig, kubeconfigPath, useActionFixture } from './actionFixture.ts';
import type { ActionRun } from './actionProcess.ts';
import { pushEvent, scheduleEvent } from './eventPayloads.ts';
import { CLI_ENTRY as cli } from '../../cluster/testedBuild.ts';

const kubectlPath = inject('kubectlPath');
const SHA = '6'.repeat(40);
const MANIFESTS = ['apiVersion: v1', 'kind: ConfigMap', 'metadata:', '  name: app', 'data:', '  LOG_LEVEL: info'].join(
  '\n',
);

describe('mode: verify', () => {
  const action = useActionFixture('action-verify');
  let other: TestNamespace;
  const inputs = () => ({ manifests: 'k8s/', applyset: 'shop', kubeconfig, 'github-token': 'ghs_fake-token' });
  const run = (mode: 'verify' | 'drift' | 'apply', extra: Record<string, string> = {}): Promise<ActionRun> =>
    mode === 'apply'
      ? action.run('push', pushEvent(SHA), { ...inputs(), mode }, { sha: SHA })
      : action.run('schedule', scheduleEvent(), { ...inputs(), mode, ...extra }, { sha: SHA });
  const kubectl = async (...args: string[]): Promise<string> => {
    const result = await runCommand(kubectlPath, ['--kubeconfig', kubeconfigPath, ...args]);
    expect(result.code, result.stderr).toBe(0);
    return result.stdout;
  };
  const issues = () =>
    action.github.issues.map((issue) => ({
      number: issue.number,
      title: issue.title,
      state: issue.state,
      marker: /^<!-- applyset-action:(\w+)/.exec(issue.body)?.[1],
    }));
  let id = '';

  beforeAll(async () => {
    other = await createTestNamespace(kubeconfigPath, 'action-verify-other');
    await action.workspace.write('k8s/app.yaml', MANIFESTS);
    const applied = await run('apply');
    expect(applied.exitCode, applied.stdout).toBe(0);
    id = applied.outputs['applyset-id'] ?? '';
  });
  afterAll(() => other?.delete());

  // One story, in named steps (test/step.ts): each step needs what the steps before it left, so they are one test, and a failure names its step.
  it('finds nothing leaked, then opens the verify issue for a member made by hand beside the drift issue, updates it and fails with fail-on-finding, and closes it once verify --fix made the parent record the member', async () => {
    await step('finds nothing leaked in a set as applied, and opens no issue', async () => {
      const check = await run('verify', { 'fail-on-finding': 'true' });

      expect(check.exitCode, check.stdout).toBe(0);
      expect(check.outputs).toMatchObject({ mode: 'verify', leaked: 'false', 'applyset-id': id });
      expect(check.summary).toContain('### ApplySet verify: no leaked member, 1 member');
      expect(issues()).toEqual([]);
    });

    await step(
      'opens the verify issue for a member made by hand where the parent records nothing, beside the drift issue',
      async () => {
        await kubectl('create', 'configmap', 'leak', '-n', other.name);
        await kubectl('label', 'configmap', 'leak', '-n', other.name, `applyset.kubernetes.io/part-of=${id}`);
        // Drift too: deleted, not changed (a field changed by hand would be kubectl's, and the apply below would conflict).
        await kubectl('delete', 'configmap', 'app', '-n', action.namespace.name);

        const check = await run('verify');
        const drift = await run('drift');

        expect(check.exitCode, check.stdout).toBe(0);
        expect(check.outputs).toMatchObject({ mode: 'verify', leaked: 'true' });
        expect(check.stdout).toContain(
          `leaked (namespace not recorded, invisible to prune; labelled by hand, never applied): configmap/leak in ${other.name}`,
        );
        expect(drift.outputs['drifted']).toBe('true');
        expect(issues()).toEqual([
          {
            number: Number(check.outputs['issue-number']),
            title: `ApplySet verify: secrets/shop in namespace ${action.namespace.name}: 1 leaked member`,
            state: 'open',
            marker: 'verify',
          },
          {
            number: Number(drift.outputs['issue-number']),
            title: expect.stringMatching(/^ApplySet drift: /),
            state: 'open',
            marker: 'drift',
          },
        ]);
        const body = action.github.issues[0]?.body ?? '';
        expect(body).toContain(
          `- \`configmap/leak\` in namespace \`${other.name}\`: namespace not recorded; labelled by hand, never applied: \`verify --fix\` makes the next apply prune it`,
        );
        expect(body).toContain(`\`applyset-action verify --applyset secrets/shop -n ${action.namespace.name} --fix\``);
        expect(check.summary).toContain('### ApplySet verify: 1 leaked member, 1 member');
        const requests = /\((\d+) requests to the API server\)/.exec(check.stdout)?.[1];
        expect(Number(requests)).toBeGreaterThan(0);
        console.log(
          `verify of a set with a leaked member: ${requests} requests, the step ${(check.durationMs / 1000).toFixed(1)} s`,
        );
      },
    );

    await step('updates the same issue on the next run, and fails the step with fail-on-finding', async () => {
      const check = await run('verify', { 'fail-on-finding': 'true' });

      expect(check.exitCode).toBe(1);
      expect(check.stdout).toMatch(
        /^::error::ApplySet secrets\/shop in namespace \S+ has 1 leaked member, which no prune finds \(fail-on-finding is set\)/m,
      );
      expect(issues().map((issue) => issue.state)).toEqual(['open', 'open']);
    });

    await step(
      'closes the verify issue once verify --fix made the parent record the member, and leaves the drift issue',
      async () => {
        const fixed = await runCommand(process.execPath, [
          cli,
          'verify',
          '--applyset',
          'shop',
          '-n',
          action.namespace.name,
          '--fix',
          '--kubeconfig',
          kubeconfigPath,
        ]);
        expect(fixed.code, fixed.stderr).toBe(0);
        // Recorded, the member made by hand is pruned by the next apply: the fix says so, by name.
        expect(fixed.stderr).toContain(
          `recording configmap/leak in ${other.name}: it carries the set's label, but no apply gave it (labelled by hand), so the next apply prunes it unless the manifests hold it`,
        );

        const check = await run('verify', { 'fail-on-finding': 'true' });

        expect(check.exitCode, check.stdout).toBe(0);
        expect(check.outputs).toMatchObject({ leaked: 'false', 'issue-number': String(issues()[0]?.number) });
        expect(issues().map((issue) => issue.state)).toEqual(['closed', 'open']);
        const [closing] = action.github.commentsOn({
          owner: 'acme',
          repo: 'shop',
          issueNumber: issues()[0]?.number ?? 0,
        });
        expect(closing?.body).toContain('### No leaked member any more');
        // The parent records the member's namespace now: the next apply prunes it, as the manifests do not hold it.
        const applied = await run('apply');
        expect(applied.outputs['pruned']).toBe('1');
        expect(await kubectl('get', 'configmap', 'leak', '-n', other.name, '--ignore-not-found', '-o', 'name')).toBe(
          '',
        );
      },
    );

    await step(
      "mode: tree lists the set's members under their kinds, in the log and the job summary, reading no manifests",
      async () => {
        const tree = await action.run(
          'schedule',
          scheduleEvent(),
          { applyset: 'shop', kubeconfig, mode: 'tree' },
          { sha: SHA },
        );

        expect(tree.exitCode, tree.stdout).toBe(0);
        expect(tree.outputs).toMatchObject({ mode: 'tree', 'applyset-id': id, members: '1' });
        expect(tree.stdout).toContain(
          `ApplySet secret/shop in namespace ${action.namespace.name} (${id}): 1 member of 1 kind\nConfigMap\n  ${action.namespace.name}/app`,
        );
        expect(tree.summary).toContain('### ApplySet tree: 1 member of 1 kind');
        expect(tree.summary).toContain(`- \`ConfigMap\` (1): \`${action.namespace.name}/app\``);
      },
    );
  }, 300_000);
});
