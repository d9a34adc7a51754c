// The order a user declares with config.kubernetes.io/depends-on (cli-utils' and kpt's annotation):
// an object is applied only once what it depends on is applied and ready, pruned before what it
// depends on, and a cycle or a dependency that exists nowhere is refused before anything is written.
import * as yaml from 'js-yaml';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { describeError } from '../../../src/common/errors.ts';
import { parseOptions, type RawInputs } from '../../../src/options/parseOptions.ts';
import type { ObjectOutcome, RunOutcome } from '../../../src/outcome/runOutcome.ts';
import { renderMarkdown } from '../../../src/report/markdownReport.ts';
import { RunFailure } from '../../../src/outcome/runFailure.ts';
import { runApplySet } from '../../../src/engine/runApplySet.ts';
import { createTestNamespace, type TestNamespace } from '../../cluster/testNamespace.ts';
import { deploymentManifest, jobManifest, simulate, type PodBehaviour } from '../../cluster/workloads.ts';
import { configMap, engineError, kubectlOk, listNames, type Manifest, snapshot, writeSet } from './harness.ts';
import { testEnvironment } from '../../testEnvironment.ts';

const DEPENDS_ON = 'config.kubernetes.io/depends-on';

/** A manifest with its namespace and, when given, what it depends on. */
function declared(manifest: object, namespace: string, dependsOn?: string): Manifest {
  const object = structuredClone(manifest) as Manifest & {
    metadata: { namespace?: string; annotations?: Record<string, string> };
  };
  object.metadata.namespace = namespace;
  if (dependsOn !== undefined)
    object.metadata.annotations = { ...object.metadata.annotations, [DEPENDS_ON]: dependsOn };
  return object;
}

/** The 1-based line where the `index`th document of a set written by writeSet starts. */
function lineOf(objects: Manifest[], index: number): number {
  return 1 + objects.slice(0, index).reduce((lines, object) => lines + yaml.dump(object).split('\n').length, 0);
}

/** Runs the engine, noting each object's record in the order the run made them; `onInfo` sees its progress lines. */
async function run(
  mode: 'preview' | 'apply',
  objects: Manifest[],
  inputs: RawInputs,
  hooks: { onInfo?: (line: string) => void; signal?: AbortSignal } = {},
): Promise<{ outcome: RunOutcome; error?: string; events: string[] }> {
  const events: string[] = [];
  const options = parseOptions(
    {
      mode,
      manifests: await writeSet(objects),
      'kubeconfig-path': inject('kubeconfigPath'),
      applyset: 'set',
      timeout: '3m',
      ...inputs,
    },
    process.cwd(),
    testEnvironment(),
  );
  const objectDone = (o: ObjectOutcome) =>
    events.push(`${o.kind}/${o.name} ${o.result ?? ''}${o.health ? ` ${o.health}` : ''}`);
  try {
    const info = (line: string) => hooks.onInfo?.(line);
    return {
      outcome: await runApplySet(options, {
        info,
        warning: () => {},
        objectDone,
        ...(hooks.signal ? { signal: hooks.signal } : {}),
      }),
      events,
    };
  } catch (error) {
    if (!(error instanceof RunFailure)) throw error;
    return { outcome: error.outcome, error: describeError(error.error), events };
  }
}

interface LiveJob {
  metadata: { uid: string; creationTimestamp: string };
  status?: { completionTime?: string; succeeded?: number };
}

async function live<T>(kind: string, namespace: string, name: string): Promise<T> {
  return JSON.parse(await kubectlOk(['get', kind, name, '-n', namespace, '-o', 'json'])) as T;
}

describe.runIf(inject('simulatedWorkloads'))('depends-on', () => {
  let ns: TestNamespace;
  beforeEach(async () => {
    ns = await createTestNamespace(inject('kubeconfigPath'), 'depends-on');
  });
  afterEach(() => ns.delete());

  const migration = (behaviour: PodBehaviour = {}) => declared(jobManifest('migrate', behaviour), ns.name);
  const web = () => declared(deploymentManifest('web', 1), ns.name, `batch/namespaces/${ns.name}/Job/migrate`);

  it('rolls a Deployment out only once the migration Job it depends on has completed, and previews the order', async () => {
    const preview = await run('preview', [web(), migration()], { namespace: ns.name });
    expect(preview.error).toBeUndefined();
    expect(preview.outcome.objects.map((o) => `${o.order} ${o.kind}/${o.name}`)).toEqual([
      '1 Job/migrate',
      '2 Deployment/web',
    ]);
    expect(renderMarkdown(preview.outcome)).toContain(
      `**Apply order** (\`${DEPENDS_ON}\`): 2 groups, each applied once what it depends on is ready\n\n1. \`job.batch/migrate\` in \`${ns.name}\`\n2. \`deployment.apps/web\` in \`${ns.name}\``,
    );

    const applied = await run('apply', [web(), migration()], { namespace: ns.name });
    expect(applied.error).toBeUndefined();
    expect(applied.events.indexOf('Job/migrate created ready')).toBeGreaterThanOrEqual(0);
    expect(applied.events.indexOf('Deployment/web created')).toBeGreaterThan(
      applied.events.indexOf('Job/migrate created ready'),
    );
    const job = await live<LiveJob>('job', ns.name, 'migrate');
    const deployment = await live<LiveJob>('deployment', ns.name, 'web');
    expect(job.status?.completionTime).toBeDefined();
    expect(Date.parse(deployment.metadata.creationTimestamp)).toBeGreaterThanOrEqual(
      Date.parse(job.status!.completionTime!),
    );
  });

  it('does not apply what depends on a Job that failed, says why, and fails the run', async () => {
    const failed = await run(
      'apply',
      [migration({ simulate: simulate.fail }), web(), configMap('unrelated', ns.name)],
      { namespace: ns.name },
    );
    expect(failed.error).toContain('job.batch/migrate');
    const deployment = failed.outcome.objects.find((o) => o.name === 'web');
    expect(deployment).toMatchObject({
      result: 'skipped',
      message: 'not applied: depends on job.batch/migrate, which failed',
    });
    expect(failed.outcome.objects.find((o) => o.name === 'migrate')).toMatchObject({
      result: 'created',
      health: 'failed',
    });
    expect(await listNames('deployment', ns.name)).toEqual([]);
    expect(renderMarkdown(failed.outcome)).toContain(
      '· **skipped**: not applied: depends on job.batch/migrate, which failed',
    );
  });

  it('waits for a dependency with wait: false too, as kpt does, and does not wait for the rest', async () => {
    const applied = await run('apply', [web(), migration()], { namespace: ns.name, wait: 'false' });
    expect(applied.error).toBeUndefined();
    expect(applied.outcome.objects.map((o) => `${o.kind}/${o.name} ${o.health}`)).toEqual([
      'Job/migrate ready',
      'Deployment/web not waited',
    ]);
  });

  it('gives up on a dependency that is not ready within the timeout, and applies nothing that depends on it', async () => {
    const db = declared(deploymentManifest('db', 1, { simulate: simulate.neverReady }), ns.name);
    const app = declared(configMap('app', ns.name), ns.name, `apps/namespaces/${ns.name}/Deployment/db`);
    const started = Date.now();
    const timedOut = await run('apply', [db, app], { namespace: ns.name, timeout: '5s' });
    expect(timedOut.error).toMatch(/^timed out after 5\.0s waiting for 1 object: deployment\.apps\/db: /);
    expect(Date.now() - started).toBeLessThan(60_000);
    expect(
      timedOut.outcome.objects.map((o) => `${o.name} ${o.result} ${o.health ?? ''} ${o.message ?? ''}`.trim()),
    ).toEqual([
      expect.stringMatching(/^db created timed out /),
      'app skipped  not applied: depends on deployment.apps/db, which was not ready within the timeout (--timeout)',
    ]);
    expect(await listNames('configmap', ns.name)).toEqual([]);
  });

  it('stops waiting for a dependency when the run is cancelled', async () => {
    const db = declared(deploymentManifest('db', 1, { simulate: simulate.neverReady }), ns.name);
    const app = declared(configMap('app', ns.name), ns.name, `apps/namespaces/${ns.name}/Deployment/db`);
    const cancel = new AbortController();
    let waitingFrom = 0;
    const onInfo = (line: string) => {
      if (!line.startsWith('Applying what depends on deployment.apps/db once it is ready')) return;
      waitingFrom = Date.now();
      setTimeout(() => cancel.abort(), 1000);
    };
    const cancelled = await run('apply', [db, app], { namespace: ns.name }, { onInfo, signal: cancel.signal });
    expect(waitingFrom).toBeGreaterThan(0);
    expect(cancelled.outcome.cancelled).toBe(true);
    expect(Date.now() - waitingFrom).toBeLessThan(30_000);
    expect(cancelled.outcome.objects.map((o) => `${o.name} ${o.result}`)).toEqual(['db created', 'app skipped']);
    expect(await listNames('configmap', ns.name)).toEqual([]);
  });

  it('prunes what depends on an object before that object, once it is gone', async () => {
    const settings = declared(configMap('settings', ns.name), ns.name);
    const reader = declared(deploymentManifest('reader', 1), ns.name, `/namespaces/${ns.name}/ConfigMap/settings`);
    expect((await run('apply', [settings, reader], { namespace: ns.name })).error).toBeUndefined();

    const pruned = await run('apply', [configMap('other', ns.name)], { namespace: ns.name });
    expect(pruned.error).toBeUndefined();
    const deployment = pruned.events.indexOf('Deployment/reader pruned');
    expect(deployment).toBeGreaterThanOrEqual(0);
    expect(pruned.events.indexOf('ConfigMap/settings pruned')).toBeGreaterThan(deployment);
    expect(
      pruned.outcome.objects.filter((o) => o.action === 'prune').map((o) => `${o.order} ${o.kind}/${o.name}`),
    ).toEqual(['1 Deployment/reader', '2 ConfigMap/settings']);
    expect(await listNames('configmap', ns.name)).toEqual(['other']);
  });

  it('refuses a cycle before anything is written, naming the objects and where they are declared', async () => {
    const objects = [
      declared(configMap('a', ns.name), ns.name, `/namespaces/${ns.name}/ConfigMap/b`),
      declared(configMap('b', ns.name), ns.name, `/namespaces/${ns.name}/ConfigMap/a`),
    ];
    const before = await snapshot(ns.name, []);
    const message = await engineError('apply', await writeSet(objects), { applyset: 'set', namespace: ns.name });
    expect(message).toContain(
      `set.yaml:${lineOf(objects, 0)}: dependency cycle: configmap/a in namespace ${ns.name} depends on configmap/b in namespace ${ns.name} depends on configmap/a in namespace ${ns.name} (${DEPENDS_ON})`,
    );
    expect(message).toContain(`set.yaml:${lineOf(objects, 1)}`);
    expect(await snapshot(ns.name, [])).toEqual(before);
  });

  it('refuses a dependency that is neither in the manifests nor in the cluster before anything is written', async () => {
    const objects = [
      configMap('fine', ns.name),
      declared(configMap('needs', ns.name), ns.name, `/namespaces/${ns.name}/Secret/nowhere`),
    ];
    const before = await snapshot(ns.name, []);
    const message = await engineError('apply', await writeSet(objects), { applyset: 'set', namespace: ns.name });
    expect(message).toContain(
      `set.yaml:${lineOf(objects, 1)}: configmap/needs in namespace ${ns.name} depends on /namespaces/${ns.name}/Secret/nowhere, which is neither in the manifests nor in the cluster (${DEPENDS_ON})`,
    );
    expect(await snapshot(ns.name, [])).toEqual(before);

    // An object outside the set only has to exist.
    await kubectlOk(['create', 'secret', 'generic', 'nowhere', '-n', ns.name]);
    expect((await run('apply', objects, { namespace: ns.name })).error).toBeUndefined();
  });
});
