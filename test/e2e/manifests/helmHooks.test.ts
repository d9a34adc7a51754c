// A chart's Helm hooks run in their phase, as helm runs them (test/charts/hooks): at install the pre-install hooks
// by weight before any member, each Job until it completes, the post-install Job once the members are ready; each
// delete policy leaves what helm leaves, hook-succeeded once the phase is over. An upgrade whose pre-upgrade Job fails stops before any member is written;
// the next upgrade runs the upgrade hooks, not the install-only one, and the chart's test when asked. `delete` runs the
// pre-delete and post-delete hooks the last apply recorded: a failing pre-delete Job stops it with nothing deleted.
// The order is the order of the writes the API server received, seen at the fault proxy in front of it.
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, expect, inject, it, vi } from 'vitest';
import { describeError } from '../../../src/common/errors.ts';
import { parseOptions } from '../../../src/options/parseOptions.ts';
import { RunFailure } from '../../../src/outcome/runFailure.ts';
import type { RunOutcome } from '../../../src/outcome/runOutcome.ts';
import { runApplySet } from '../../../src/engine/runApplySet.ts';
import { startFaultProxy, type FaultProxy } from '../../cluster/faultProxy/faultProxy.ts';
import { helmPath } from '../../cluster/helm/helmPath.ts';
import { createTestNamespace, type TestNamespace } from '../../cluster/testNamespace.ts';
import { simulatedTermination } from '../../cluster/workloads.ts';
import { runCommand } from '../../cluster/runCommand.ts';
import { getLive, kubectlOk } from '../engine/harness.ts';
import { step } from '../../step.ts';
import { CLI_ENTRY as cli } from '../../cluster/testedBuild.ts';
import { testEnvironment } from '../../testEnvironment.ts';

const CHART = resolve(import.meta.dirname, '../../charts/hooks');
const WRITES = new Set(['create', 'update', 'patch', 'delete']);
const OBSERVED = new Set(['serviceaccounts', 'jobs', 'configmaps', 'deployments']);
let ns: TestNamespace;
let workspace: string;
let proxy: FaultProxy;

beforeAll(async () => {
  const [helm, created, dir, started] = await Promise.all([
    helmPath(),
    createTestNamespace(inject('kubeconfigPath'), 'helm-hooks'),
    mkdtemp(join(tmpdir(), 'applyset-hooks-')),
    startFaultProxy({ kubeconfigPath: inject('kubeconfigPath') }),
  ]);
  [ns, workspace, proxy] = [created, dir, started];
  vi.stubEnv('PATH', [dirname(helm), process.env['PATH'] ?? ''].join(delimiter));
  await cp(CHART, join(workspace, 'charts/hooks'), { recursive: true });
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await Promise.all([proxy?.close(), ns?.delete(), workspace && rm(workspace, { recursive: true, force: true })]);
});

/** A run of the chart as the set `shop` through the proxy, and the writes of the chart's kinds it sent, in order. */
async function apply(
  set: Record<string, string> = {},
  mode: 'apply' | 'preview' = 'apply',
  tests = false,
): Promise<{ outcome?: RunOutcome; error?: string; writes: string[] }> {
  const options = parseOptions(
    {
      mode,
      manifests: 'charts/hooks',
      applyset: 'shop',
      namespace: ns.name,
      'kubeconfig-path': proxy.kubeconfigPath,
      helm: `set: ${JSON.stringify(set)}\ntests: ${tests}\n`,
      timeout: '60s',
    },
    workspace,
    testEnvironment(),
  );
  const from = proxy.requests.length;
  const writes = () =>
    proxy.requests
      .slice(from)
      .filter(
        ({ request: r }) =>
          WRITES.has(r.verb) && !r.dryRun && r.namespace === ns.name && OBSERVED.has(r.resource ?? ''),
      )
      .map(({ request: r }) => `${r.verb} ${r.resource}/${r.name}`);
  try {
    return { outcome: await runApplySet(options, { info: () => {}, warning: () => {} }), writes: writes() };
  } catch (error) {
    if (!(error instanceof RunFailure)) return { error: describeError(error), writes: writes() };
    return { outcome: error.outcome, error: describeError(error.error), writes: writes() };
  }
}

/** The hooks that stand, each with its uid, and whether any carries the ApplySet's part-of label. */
async function standingHooks(): Promise<Record<string, string>> {
  const names = ['serviceaccount/shop-hooks', 'job/shop-migrate', 'job/shop-seed', 'job/shop-check', 'job/shop-notify'];
  const standing: Record<string, string> = {};
  for (const name of names) {
    const [resource, objectName] = name.split('/') as [string, string];
    const live = await getLive(resource, ns.name, objectName);
    if (!live) continue;
    expect(live.metadata.labels?.['applyset.kubernetes.io/part-of'], `${name} is no member`).toBeUndefined();
    standing[name] = live.metadata.uid;
  }
  return standing;
}

let installed: Record<string, string>;
const hooksOf = (outcome: RunOutcome | undefined) =>
  outcome?.hooks?.map((hook) => `${hook.phase} ${hook.kind}/${hook.name} ${hook.action}`);
/** How each hook of an apply ended, as its result records it. */
const endsOf = (outcome: RunOutcome | undefined) =>
  outcome?.hooks
    ?.filter((hook) => hook.action !== 'record')
    .map((hook) => `${hook.phase} ${hook.kind}/${hook.name} ${hook.result} ${hook.deletedBy ?? 'left'}`);
/** The delete hooks, recorded for `delete` and listed after the run's own. */
const RECORDED = ['pre-delete Job/shop-backup record', 'post-delete Job/shop-farewell record'];

it('previews the hooks an install would run, in phase and order, each dry-run on the server, writing nothing', async () => {
  const { outcome, error, writes } = await apply({}, 'preview');
  expect(error).toBeUndefined();
  expect(hooksOf(outcome)).toEqual([
    'pre-install ServiceAccount/shop-hooks create',
    'pre-install Job/shop-migrate create',
    'pre-install Job/shop-seed create',
    'post-install Job/shop-notify create',
    ...RECORDED,
  ]);
  expect(outcome?.hooks?.[1]).toMatchObject({
    weight: 0,
    deletePolicies: ['hook-succeeded'],
    awaited: true,
    source: 'charts/hooks/templates/hooks/migrate.yaml:3',
  });
  expect(outcome?.hooks?.[1]?.diff).toMatch(/^\+  name: shop-migrate$/m);
  const dryRuns = proxy.requests
    .filter(({ request: r }) => r.dryRun && r.resource === 'jobs')
    .map(({ request: r }) => r.name);
  // The delete hooks are recorded, not dry-run: delete writes them, when what stands may be another thing.
  expect(dryRuns.sort()).toEqual(['shop-migrate', 'shop-notify', 'shop-seed']);
  expect(writes).toEqual([]);
});

/** `applyset-action delete` of the set through the proxy: its JSON document, and the writes it sent, in order. */
async function deleteSet(): Promise<{
  code: number | null;
  stderr: string;
  document: DeleteDocument;
  writes: string[];
}> {
  const from = proxy.requests.length;
  const run = await runCommand(process.execPath, [
    cli,
    'delete',
    '--applyset',
    'shop',
    '-n',
    ns.name,
    '--kubeconfig',
    proxy.kubeconfigPath,
    '--yes',
    '--timeout',
    '60s',
    '-o',
    'json',
  ]);
  const writes = proxy.requests
    .slice(from)
    .filter(
      ({ request: r }) =>
        WRITES.has(r.verb) &&
        !r.dryRun &&
        r.namespace === ns.name &&
        (OBSERVED.has(r.resource ?? '') || (r.resource === 'secrets' && r.name === 'shop')),
    )
    .map(({ request: r }) => `${r.verb} ${r.resource}/${r.name}`);
  return { ...run, document: run.code === 0 ? (JSON.parse(run.stdout) as DeleteDocument) : {}, writes };
}
interface DeleteDocument {
  hooks?: { phase: string; kind: string; name: string; result: string; deletedBy?: string }[];
}

it(
  'a release through its hooks, each step on the one before: install, a failed upgrade, an upgrade, a refused delete, the delete',
  { timeout: 600_000 },
  async () => {
    await step(
      'installs: the pre-install hooks by weight before the members, the post-install Job after them, each policy followed',
      async () => {
        const { outcome, error, writes } = await apply();
        expect(error).toBeUndefined();
        expect(outcome?.summary).toMatchObject({ create: 2 });
        // The members are applied side by side, in either order.
        expect([...writes.slice(0, 4), writes.slice(4, 6).sort(), ...writes.slice(6)]).toEqual([
          'patch serviceaccounts/shop-hooks', // weight -10
          'patch jobs/shop-migrate', // weight 0, completed
          'patch jobs/shop-seed', // weight 5
          'delete jobs/shop-migrate', // hook-succeeded: once the phase is over, as helm deletes it
          ['patch configmaps/shop-config', 'patch deployments/shop-web'],
          'patch jobs/shop-notify', // post-install, once the Deployment is ready
        ]);
        expect(endsOf(outcome)).toEqual([
          'pre-install ServiceAccount/shop-hooks applied left',
          'pre-install Job/shop-migrate completed hook-succeeded',
          'pre-install Job/shop-seed completed left',
          'post-install Job/shop-notify completed left',
        ]);
        installed = await standingHooks();
        expect(Object.keys(installed).sort()).toEqual([
          'job/shop-notify',
          'job/shop-seed',
          'serviceaccount/shop-hooks',
        ]);
        expect(await getLive('job', ns.name, 'shop-seed')).toMatchObject({ status: { succeeded: 1 } });
      },
    );
    await step(
      'stops an upgrade whose pre-upgrade Job fails before any member is written, and deletes that Job (hook-failed)',
      async () => {
        const { outcome, error, writes } = await apply({ message: 'two', failUpgrade: 'true' });
        expect(error).toContain(
          'the pre-upgrade hook failed, so nothing of the set was written: job.batch/shop-check: ',
        );
        expect(error).toContain(simulatedTermination.fail.message);
        // The run's result: each hook as it ended, the failed one with its container's message, the rest not run.
        expect(endsOf(outcome)).toEqual([
          'pre-upgrade ServiceAccount/shop-hooks applied left',
          'pre-upgrade Job/shop-migrate completed hook-succeeded',
          'pre-upgrade Job/shop-check failed hook-failed',
          'post-upgrade Job/shop-notify skipped left',
        ]);
        expect(outcome?.hooks?.[2]?.message).toContain(simulatedTermination.fail.message);
        expect(writes).toEqual([
          'delete serviceaccounts/shop-hooks', // before-hook-creation
          'patch serviceaccounts/shop-hooks',
          'patch jobs/shop-migrate',
          'patch jobs/shop-check', // weight 3: failed, then deleted (hook-failed)
          'delete jobs/shop-check',
          'delete jobs/shop-migrate', // hook-succeeded: the phase stopped, as helm deletes it
        ]);
        expect(await getLive('configmap', ns.name, 'shop-config')).toMatchObject({ data: { message: 'one' } });
        expect(Object.keys(await standingHooks()).sort()).toEqual([
          'job/shop-notify',
          'job/shop-seed',
          'serviceaccount/shop-hooks',
        ]);
      },
    );
    await step(
      'upgrades: the upgrade hooks run again around the changed member, the install-only Job stays as it was, the test runs last when asked',
      async () => {
        const preview = await apply({ message: 'two' }, 'preview', true);
        expect(hooksOf(preview.outcome)).toEqual([
          'pre-upgrade ServiceAccount/shop-hooks replace',
          'pre-upgrade Job/shop-migrate create',
          'post-upgrade Job/shop-notify replace',
          'test Job/shop-smoke create',
          ...RECORDED,
        ]);
        const { outcome, error, writes } = await apply({ message: 'two' }, 'apply', true);
        expect(error).toBeUndefined();
        expect(outcome?.summary).toMatchObject({ update: 1, unchanged: 1 });
        expect(writes).toEqual([
          'delete serviceaccounts/shop-hooks',
          'patch serviceaccounts/shop-hooks',
          'patch jobs/shop-migrate',
          'delete jobs/shop-migrate',
          'patch configmaps/shop-config',
          'delete jobs/shop-notify', // before-hook-creation: run anew
          'patch jobs/shop-notify',
          'patch jobs/shop-smoke', // helm test's, asked for: completed, then deleted (hook-succeeded)
          'delete jobs/shop-smoke',
        ]);
        expect(await getLive('configmap', ns.name, 'shop-config')).toMatchObject({ data: { message: 'two' } });
        const upgraded = await standingHooks();
        expect(upgraded['job/shop-seed']).toBe(installed['job/shop-seed']);
        expect(upgraded['job/shop-notify']).not.toBe(installed['job/shop-notify']);
      },
    );
    await step('stops a delete whose recorded pre-delete Job fails before anything is deleted', async () => {
      const applied = await apply({ message: 'two', failDelete: 'true' });
      expect(applied.error).toBeUndefined();
      expect(hooksOf(applied.outcome)?.slice(-2)).toEqual(RECORDED);

      const { code, stderr, writes } = await deleteSet();
      expect(code).toBe(1);
      expect(stderr).toContain(
        'error: charts/hooks/templates/hooks/backup.yaml:3: the pre-delete hook failed, so nothing was deleted: job.batch/shop-backup: ',
      );
      expect(stderr).toContain(simulatedTermination.fail.message);
      expect(writes).toEqual(['patch jobs/shop-backup']);
      expect(await getLive('configmap', ns.name, 'shop-config')).toBeDefined();
      expect(await getLive('deployment', ns.name, 'shop-web')).toBeDefined();
      expect(await getLive('secret', ns.name, 'shop')).toBeDefined();

      // A record changed since the apply wrote it is not run: the delete is refused, nothing written.
      await kubectlOk([
        'patch',
        'secret',
        'applyset-hooks.secret.shop',
        '-n',
        ns.name,
        '--type=merge',
        '-p',
        JSON.stringify({ data: { 'hooks.json.gz': Buffer.from('changed').toString('base64') } }),
      ]);
      const tampered = await deleteSet();
      expect(tampered.code).toBe(1);
      expect(tampered.stderr).toContain(
        `error: Secret ${ns.name}/applyset-hooks.secret.shop, the record of the chart's delete hooks, is not the one the ApplySet parent names`,
      );
      expect(tampered.writes).toEqual([]);
    });
    await step(
      'deletes the set as the last apply recorded its hooks: the pre-delete Job completes before the members are deleted, the post-delete Job after, before the parent',
      async () => {
        // The chart's delete hooks as they now are (the backup no longer fails) replace the record.
        expect((await apply({ message: 'two' })).error).toBeUndefined();

        const { code, stderr, document, writes } = await deleteSet();
        expect(code, stderr).toBe(0);
        expect([...writes.slice(0, 2), writes.slice(2, 4).sort(), ...writes.slice(4)]).toEqual([
          'delete jobs/shop-backup', // before-hook-creation: the failed one goes first
          'patch jobs/shop-backup',
          ['delete configmaps/shop-config', 'delete deployments/shop-web'],
          'patch jobs/shop-farewell', // once the members are gone; completed, then deleted (hook-succeeded)
          'delete jobs/shop-farewell',
          'delete secrets/shop',
        ]);
        expect(
          document.hooks?.map((h) => `${h.phase} ${h.kind}/${h.name} ${h.result} ${h.deletedBy ?? 'left'}`),
        ).toEqual([
          'pre-delete Job/shop-backup completed left',
          'post-delete Job/shop-farewell completed hook-succeeded',
        ]);
        expect(await getLive('job', ns.name, 'shop-backup')).toMatchObject({ status: { succeeded: 1 } });
        // The record went with the parent that owns it.
        expect(await getLive('secret', ns.name, 'applyset-hooks.secret.shop')).toBeUndefined();
      },
    );
  },
);
