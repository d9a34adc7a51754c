// rollback-on-failure on a Helm chart (test/charts/hooks) in a git repository: the deploy whose rollout fails ran its
// pre-upgrade hooks and never its post-upgrade one; the rollback to the last healthy commit runs the chart's
// pre-rollback Job before it writes a member, and its post-rollback Job once the members are ready, as helm rollback
// does. The order is the order of the writes the API server received, seen at the fault proxy in front of it.
import { readdir, readFile } from 'node:fs/promises';
import { delimiter, dirname, join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { RunOutcome } from '../../../src/outcome/runOutcome.ts';
import { startFaultProxy, type FaultProxy } from '../../cluster/faultProxy/faultProxy.ts';
import { helmPath } from '../../cluster/helm/helmPath.ts';
import { runCommand } from '../../cluster/runCommand.ts';
import { createTestNamespace, type TestNamespace } from '../../cluster/testNamespace.ts';
import { createManifestRepository, type ManifestRepository } from './manifestRepository.ts';
import { CLI_ENTRY as cli } from '../../cluster/testedBuild.ts';

const CHART = resolve(import.meta.dirname, '../../charts/hooks');
const WRITES = new Set(['create', 'update', 'patch', 'delete']);
const OBSERVED = new Set(['serviceaccounts', 'jobs', 'configmaps', 'deployments']);

describe.runIf(inject('simulatedWorkloads'))("a rollback runs the chart's rollback hooks", () => {
  let ns: TestNamespace;
  let repo: ManifestRepository;
  let proxy: FaultProxy;
  let path: string;
  let chart: Record<string, string>;

  beforeAll(async () => {
    let helm: string;
    [ns, repo, proxy, helm] = await Promise.all([
      createTestNamespace(inject('kubeconfigPath'), 'rollback-hooks'),
      createManifestRepository(),
      startFaultProxy({ kubeconfigPath: inject('kubeconfigPath') }),
      helmPath(),
    ]);
    path = [dirname(helm), process.env['PATH'] ?? ''].join(delimiter);
    const files = (await readdir(CHART, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
    chart = Object.fromEntries(
      await Promise.all(
        files.map(async (file) => {
          const full = join(file.parentPath, file.name);
          return [`chart/${relative(CHART, full)}`, await readFile(full, 'utf8')] as const;
        }),
      ),
    );
  });
  afterAll(async () => {
    await Promise.all([proxy?.close(), ns?.delete()]);
  });

  /** `apply --rollback-on-failure -o json` of the repository's chart as the set `shop`, and the writes it sent. */
  async function apply(): Promise<{ code: number | null; stderr: string; outcome: RunOutcome; writes: string[] }> {
    const from = proxy.requests.length;
    const run = await runCommand(
      process.execPath,
      [
        cli,
        'apply',
        '--applyset',
        'shop',
        '-n',
        ns.name,
        '-f',
        join(repo.dir, 'chart'),
        '--kubeconfig',
        proxy.kubeconfigPath,
        '--timeout',
        '2m',
        '--rollback-on-failure',
        '-o',
        'json',
      ],
      { env: { ...process.env, PATH: path } },
    );
    const writes = proxy.requests
      .slice(from)
      .filter(
        ({ request: r }) =>
          WRITES.has(r.verb) && !r.dryRun && r.namespace === ns.name && OBSERVED.has(r.resource ?? ''),
      )
      .map(({ request: r }) => `${r.verb} ${r.resource}/${r.name}`);
    return { code: run.code, stderr: run.stderr, outcome: JSON.parse(run.stdout) as RunOutcome, writes };
  }

  it('runs the pre-rollback Job before the rollback writes a member and the post-rollback Job once they are ready', async () => {
    await repo.commit(chart, 'the chart, healthy');
    const installed = await apply();
    expect(installed.code, installed.stderr).toBe(0);
    // No deploy but a rollback runs them.
    expect(installed.writes.filter((w) => /shop-(undo|verify)/.test(w))).toEqual([]);

    const values = chart['chart/values.yaml']!.replace('crash: false', 'crash: true');
    await repo.commit({ 'chart/values.yaml': values }, 'the Deployment crashes');
    const { code, stderr, outcome, writes } = await apply();
    expect(code).toBe(1);
    expect(stderr).toContain('rolled back to');
    expect(outcome.rollback?.result).toBe('healthy');
    // The failed deploy: its pre-upgrade hooks, then the crashing Deployment; its post-upgrade Job never ran.
    const rollback = writes.indexOf('patch jobs/shop-undo');
    expect(writes.slice(0, rollback)).toEqual([
      'delete serviceaccounts/shop-hooks',
      'patch serviceaccounts/shop-hooks',
      'patch jobs/shop-migrate',
      'delete jobs/shop-migrate',
      'patch deployments/shop-web',
    ]);
    expect(writes.slice(rollback)).toEqual([
      'patch jobs/shop-undo', // completed, then deleted (hook-succeeded)
      'delete jobs/shop-undo',
      'patch deployments/shop-web', // the healthy commit's template again
      'patch jobs/shop-verify', // once the Deployment is ready again
    ]);
    expect(outcome.hooks?.filter((h) => h.action !== 'record').map((h) => `${h.phase} ${h.name} ${h.result}`)).toEqual([
      'pre-upgrade shop-hooks applied',
      'pre-upgrade shop-migrate completed',
      'post-upgrade shop-notify skipped',
    ]);
    expect(
      outcome.rollback?.hooks
        ?.filter((h) => h.action !== 'record')
        .map((h) => `${h.phase} ${h.name} ${h.result} ${h.deletedBy ?? 'left'}`),
    ).toEqual(['pre-rollback shop-undo completed hook-succeeded', 'post-rollback shop-verify completed left']);
  });
});
