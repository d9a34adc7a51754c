// `applyset-action apply --rollback-on-failure` in a git repository of manifests: a deploy whose
// rollout fails returns the cluster to the last commit the ApplySet's history records as healthy,
// read from a temporary worktree of that commit and deployed by the same engine, which prunes what
// the failed deploy created; the command still fails, and says what happened in one line. Also after a
// rollout that timed out, when the rollback would prune a claim's data (only with consent), and when the
// rollback's own rollout fails.
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFinished } from 'vitest';
import { runCommand } from '../../cluster/runCommand.ts';
import { createTestNamespace, type TestNamespace } from '../../cluster/testNamespace.ts';
import { kubectlOk, listNames, writeSet } from '../engine/harness.ts';
import { step } from '../../step.ts';
import * as yaml from 'js-yaml';
import { deploymentManifest, jobManifest, simulate } from '../../cluster/workloads.ts';
import { createManifestRepository, git, type ManifestRepository } from './manifestRepository.ts';
import { appVersion, deploymentState, historyOf } from './rollbackManifests.ts';
import { CLI_ENTRY as cli } from '../../cluster/testedBuild.ts';

const short = (commit: string) => commit.slice(0, 7);

describe.runIf(inject('simulatedWorkloads'))('the CLI rolls back a failed deploy', () => {
  let ns: TestNamespace;
  let repo: ManifestRepository;
  const apply = (applyset: string, dir: string, ...flags: string[]) =>
    runCommand(process.execPath, [
      cli,
      'apply',
      '--applyset',
      applyset,
      '-n',
      ns.name,
      '-f',
      join(repo.dir, dir),
      '--kubeconfig',
      inject('kubeconfigPath'),
      '--timeout',
      '3m',
      ...flags,
    ]);

  beforeAll(async () => {
    [ns, repo] = await Promise.all([
      createTestNamespace(inject('kubeconfigPath'), 'cli-rollback'),
      createManifestRepository(),
    ]);
  });
  afterAll(() => ns?.delete());

  it("to the last healthy commit: its Deployment template back and ready, the failed deploy's new objects pruned, the history recording all three", async () => {
    const a = await repo.commit(
      { 'k8s/app.yaml': appVersion('web', 'v1', { configMaps: ['config-a', 'legacy'] }) },
      'v1',
    );
    const first = await apply('web', 'k8s', '--rollback-on-failure');
    expect(first.code, first.stderr).toBe(0);

    // B adds a kind (a Service), so that its deploy widens the parent, which carries the history on.
    const b = await repo.commit(
      {
        'k8s/app.yaml': appVersion('web', 'v2', {
          simulate: simulate.crashLoop,
          configMaps: ['config-a', 'config-b'],
          service: true,
        }),
      },
      'v2, crashing',
    );
    const second = await apply('web', 'k8s', '--rollback-on-failure');

    expect(second.code).toBe(1);
    expect(second.stderr).toContain(
      `error: deploy of ${short(b)} failed (deployment.apps/web: CrashLoopBackOff); rolled back to ${short(a)}, healthy (0 created, 1 configured, 2 pruned, 2 unchanged). The cluster runs the manifests of ${short(a)} again; fix the manifests and deploy again`,
    );
    // The failure itself, below the headline.
    expect(second.stderr).toMatch(
      /^ {2}- deployment\.apps\/web: pod web-\S+ container app: CrashLoopBackOff \(exit 1/m,
    );
    expect(second.stderr).toContain(`Rolling back to ${short(a)}, the last healthy deploy`);
    // The worktree was read as the run reads its own manifests, and is gone; the user's checkout is untouched.
    expect(await git(['worktree', 'list', '--porcelain'], repo.dir)).not.toContain('applyset-action-rollback-');
    expect(await git(['status', '--porcelain'], repo.dir)).toBe('');
    expect(await git(['rev-parse', 'HEAD'], repo.dir)).toBe(b);

    expect(await deploymentState(ns.name, 'web')).toEqual({
      version: 'v1',
      readyReplicas: 2,
      updatedReplicas: 2,
      current: true,
    });
    // B's new ConfigMap and Service are pruned; what B dropped (legacy) was never pruned, as its rollout failed.
    expect(await listNames('configmap', ns.name)).toEqual(['config-a', 'legacy']);
    expect(await listNames('service', ns.name)).toEqual([]);
    const history = await historyOf(ns.name, 'web');
    expect(history.lines).toEqual([`${a} healthy`, `${b} failed`, `${a} healthy rollback`]);
    expect(history.entries[1]).toMatchObject({
      actor: userInfo().username,
      summary: { create: 2, update: 1, prune: 0, unchanged: 1 },
    });
    expect(history.entries[2]).toMatchObject({ summary: { create: 0, update: 1, prune: 2, unchanged: 2 } });
  });

  it('says it could not roll back when the history records no healthy deploy, and records the failure', async () => {
    const c = await repo.commit(
      { 'k8s-api/app.yaml': appVersion('api', 'v1', { simulate: simulate.crashLoop, configMaps: ['api-config'] }) },
      'api, crashing from the start',
    );
    const run = await apply('api', 'k8s-api', '--rollback-on-failure');

    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      `error: deploy of ${short(c)} failed (deployment.apps/api: CrashLoopBackOff); not rolled back: the ApplySet's deploy history records no healthy deploy to return to. Deploy a commit that becomes healthy: from then on, a deploy that fails rolls back to the last such commit`,
    );
    expect((await historyOf(ns.name, 'api')).lines).toEqual([`${c} failed`]);
    expect((await deploymentState(ns.name, 'api')).simulated).toBe('crash-loop');
  });

  it('also when a migration Job the Deployment depends on fails: the Job is pruned, the Deployment never changed', async () => {
    const e = await repo.commit({ 'k8s-worker/app.yaml': appVersion('worker', 'v1', { configMaps: [] }) }, 'worker v1');
    expect((await apply('worker', 'k8s-worker', '--rollback-on-failure')).code).toBe(0);
    const worker = deploymentManifest('worker', 2);
    worker.spec!.template.metadata!.labels!['version'] = 'v2';
    worker.metadata!.annotations = { 'config.kubernetes.io/depends-on': `batch/namespaces/${ns.name}/Job/migrate` };
    const manifests = [jobManifest('migrate', { simulate: simulate.fail }), worker]
      .map((object) => yaml.dump(object))
      .join('---\n');
    const f = await repo.commit({ 'k8s-worker/app.yaml': manifests }, 'worker v2 after a migration, which fails');

    const run = await apply('worker', 'k8s-worker', '--rollback-on-failure');

    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      new RegExp(
        `^error: deploy of ${short(f)} failed \\(job\\.batch/migrate: .*\\); rolled back to ${short(e)}, healthy \\(0 created, 0 configured, 1 pruned, 1 unchanged\\)`,
        'm',
      ),
    );
    expect(await listNames('job', ns.name)).toEqual([]);
    expect((await deploymentState(ns.name, 'worker')).version).toBe('v1');
    expect((await historyOf(ns.name, 'worker')).lines).toEqual([
      `${e} healthy`,
      `${f} failed`,
      `${e} healthy rollback`,
    ]);
  });

  it('after a rollout that timed out: back to the last healthy commit, the history recording the time-out', async () => {
    const a = await repo.commit({ 'k8s-slow/app.yaml': appVersion('slow', 'v1', { configMaps: [] }) }, 'slow v1');
    expect((await apply('slow', 'k8s-slow', '--rollback-on-failure')).code).toBe(0);
    const b = await repo.commit(
      { 'k8s-slow/app.yaml': appVersion('slow', 'v2', { simulate: simulate.neverReady, configMaps: [] }) },
      'slow v2, never ready',
    );

    const run = await apply('slow', 'k8s-slow', '--rollback-on-failure', '--timeout', '3s');

    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`error: deploy of ${short(b)} timed out (deployment.apps/slow: `);
    expect(run.stderr).toContain(
      `; rolled back to ${short(a)}, healthy (0 created, 1 configured, 0 pruned, 0 unchanged)`,
    );
    expect(await deploymentState(ns.name, 'slow')).toEqual({
      version: 'v1',
      readyReplicas: 2,
      updatedReplicas: 2,
      current: true,
    });
    expect((await historyOf(ns.name, 'slow')).lines).toEqual([
      `${a} healthy`,
      `${b} timed out`,
      `${a} healthy rollback`,
    ]);
  });

  it('prunes a PersistentVolumeClaim the failed deploy created only with --allow-destructive-prunes: without it, not rolled back and the claim kept', async () => {
    // A class of this test's own, that nothing provisions: the claim stays Pending, bound to no other test's volume.
    const claim = {
      apiVersion: 'v1',
      kind: 'PersistentVolumeClaim',
      metadata: { name: 'cache' },
      spec: { accessModes: ['ReadWriteOnce'], storageClassName: ns.name, resources: { requests: { storage: '1Gi' } } },
    };
    const a = await repo.commit({ 'k8s-store/app.yaml': appVersion('store', 'v1', { configMaps: [] }) }, 'store v1');
    expect((await apply('store', 'k8s-store', '--rollback-on-failure')).code).toBe(0);
    const b = await repo.commit(
      {
        'k8s-store/app.yaml': `${appVersion('store', 'v2', { simulate: simulate.crashLoop, configMaps: [] })}---\n${yaml.dump(claim)}`,
      },
      'store v2 with a cache, crashing',
    );
    const failed = `error: deploy of ${short(b)} failed (deployment.apps/store: CrashLoopBackOff)`;

    await step('without consent: not rolled back, the claim kept', async () => {
      const run = await apply('store', 'k8s-store', '--rollback-on-failure');
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(
        `${failed}; not rolled back to ${short(a)}: this deploy has a prune that takes more with it, and no consent to it; nothing was written: persistentvolumeclaim/cache in namespace ${ns.name} takes the data on its volume with it`,
      );
      expect(run.stderr).toContain('If the rollback should prune them, set allow-destructive-prunes');
      expect(await listNames('persistentvolumeclaim', ns.name)).toEqual(['cache']);
      expect((await deploymentState(ns.name, 'store')).simulated).toBe('crash-loop');
    });
    await step('with consent: rolled back, the claim pruned', async () => {
      const run = await apply(
        'store',
        'k8s-store',
        '--rollback-on-failure',
        '--allow-destructive-prunes=PersistentVolumeClaim',
      );
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(
        `${failed}; rolled back to ${short(a)}, healthy (0 created, 1 configured, 1 pruned, 0 unchanged)`,
      );
      expect(await listNames('persistentvolumeclaim', ns.name)).toEqual([]);
      expect((await deploymentState(ns.name, 'store')).version).toBe('v1');
      expect((await historyOf(ns.name, 'store')).lines).toEqual([
        `${a} healthy`,
        `${b} failed`,
        `${b} failed`,
        `${a} healthy rollback`,
      ]);
    });
  });

  it('says the rollback failed too when its own rollout fails: the namespace now gives pods more CPU than any node has', async () => {
    const recreated = (version: string) => {
      const deployment = deploymentManifest('batch', 1);
      deployment.spec!.strategy = { type: 'Recreate' };
      deployment.spec!.template.metadata!.labels!['version'] = version;
      return yaml.dump(deployment);
    };
    const a = await repo.commit({ 'k8s-batch/app.yaml': recreated('v1') }, 'batch v1');
    const first = await apply('batch', 'k8s-batch', '--rollback-on-failure');
    expect(first.code, first.stderr).toBe(0);
    // An admin's default for the namespace: every container without requests asks for 100 CPUs. A's pod runs on;
    // B's Recreate rollout replaces it, and so would the rollback's.
    onTestFinished(
      async () => void (await kubectlOk(['delete', 'limitrange', 'big-default', '-n', ns.name, '--ignore-not-found'])),
    );
    await kubectlOk([
      'apply',
      '-f',
      await writeSet([
        {
          apiVersion: 'v1',
          kind: 'LimitRange',
          metadata: { name: 'big-default', namespace: ns.name },
          spec: { limits: [{ type: 'Container', defaultRequest: { cpu: '100' } }] },
        },
      ]),
    ]);
    const b = await repo.commit({ 'k8s-batch/app.yaml': recreated('v2') }, 'batch v2');

    const run = await apply('batch', 'k8s-batch', '--rollback-on-failure');

    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      `error: deploy of ${short(b)} failed (deployment.apps/batch: Unschedulable); the rollback to ${short(a)} failed too (deployment.apps/batch: Unschedulable)`,
    );
    expect((await deploymentState(ns.name, 'batch')).version).toBe('v1');
    expect((await historyOf(ns.name, 'batch')).lines).toEqual([`${a} healthy`, `${b} failed`, `${a} failed rollback`]);
  });
});
