// A public chart nobody here wrote (stefanprodan/podinfo's, test/charts/podinfo) as the manifests of one ApplySet, as a
// user's repository holds it: previewed as a pull request's preview is (rendered with no network), applied, then
// changed by its values (a value changed, a template enabled by a value) and by a template removed from the chart,
// which is pruned. Its hooks are not members: the pre-install Job runs at install (test/e2e/manifests/helmHooks.test.ts
// tests hooks), the test Pods are left out.
// Then a chart whose dependency is in a repository (a server of the test's): refused with no network, fetched with it.
// Last, the same chart through a kustomization's helmCharts.
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, delimiter, dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject, it, vi } from 'vitest';
import { describeError } from '../../../src/common/errors.ts';
import { parseOptions, type RawInputs } from '../../../src/options/parseOptions.ts';
import type { RunOutcome } from '../../../src/outcome/runOutcome.ts';
import { RunFailure } from '../../../src/outcome/runFailure.ts';
import { runApplySet } from '../../../src/engine/runApplySet.ts';
import { createTestNamespace, type TestNamespace } from '../../cluster/testNamespace.ts';
import { helmPath } from '../../cluster/helm/helmPath.ts';
import { getLive, listNames } from '../engine/harness.ts';
import { testEnvironment } from '../../testEnvironment.ts';

const CHART = resolve(import.meta.dirname, '../../charts/podinfo');
let ns: TestNamespace;
let workspace: string;
let helm: string;

beforeAll(async () => {
  helm = await helmPath();
  // The tests' helm renders charts, the cluster's kubectl kustomizations (inflating helmCharts with that helm).
  vi.stubEnv('PATH', [dirname(helm), dirname(inject('kubectlPath')), process.env['PATH'] ?? ''].join(delimiter));
});
afterAll(() => vi.unstubAllEnvs());
// Each test its own namespace and its own copy of the chart (one removes a template from it): any runs alone, in any order.
beforeEach(async () => {
  [ns, workspace] = await Promise.all([
    createTestNamespace(inject('kubeconfigPath'), 'helm-chart'),
    mkdtemp(join(tmpdir(), 'applyset-chart-')),
  ]);
  await cp(CHART, join(workspace, 'charts/podinfo'), { recursive: true });
  await writeFile(
    join(workspace, 'values.yaml'),
    'redis:\n  enabled: true\nhooks:\n  preInstall:\n    job:\n      enabled: true\n',
  );
});
afterEach(async () => {
  await Promise.all([ns?.delete(), workspace && rm(workspace, { recursive: true, force: true })]);
});

/** A run of the chart as the set `shop` (so the release is `shop`), with the values file and the `set` values given. */
async function run(
  mode: 'preview' | 'apply',
  set: Record<string, string> = {},
  extra: RawInputs = {},
): Promise<{ outcome: RunOutcome; warnings: string[]; info: string[] }> {
  const helm = `values: [values.yaml]\nset: ${JSON.stringify(set)}\n`;
  const options = parseOptions(
    {
      mode,
      manifests: 'charts/podinfo',
      applyset: 'shop',
      namespace: ns.name,
      'kubeconfig-path': inject('kubeconfigPath'),
      helm,
      timeout: '60s',
      ...extra,
    },
    workspace,
    testEnvironment(),
  );
  const warnings: string[] = [];
  const info: string[] = [];
  const outcome = await runApplySet(options, {
    info: (line) => info.push(line),
    warning: (line) => warnings.push(line),
  });
  return { outcome, warnings, info };
}

const actions = (outcome: RunOutcome) =>
  outcome.objects.map((o) => `${o.action} ${o.kind}/${o.name}${o.source ? ` @ ${o.source}` : ''}`).sort();

it("previews the chart with no network, each object at its template's kind line, its hooks no members", async () => {
  const { outcome, warnings, info } = await run('preview', {}, { 'remote-bases': 'false' });
  expect(actions(outcome)).toEqual([
    'create ConfigMap/shop-podinfo-redis @ charts/podinfo/templates/redis/config.yaml:3',
    'create Deployment/shop-podinfo @ charts/podinfo/templates/deployment.yaml:2',
    'create Deployment/shop-podinfo-redis @ charts/podinfo/templates/redis/deployment.yaml:3',
    'create Service/shop-podinfo @ charts/podinfo/templates/service.yaml:3',
    'create Service/shop-podinfo-redis @ charts/podinfo/templates/redis/service.yaml:3',
  ]);
  expect(warnings).toEqual([]);
  expect(outcome.warnings).toEqual([]);
  expect(info.find((line) => line.includes('test hook'))).toMatch(
    /^Left out 3 Helm test hooks \(pod\/shop-podinfo-.*\(charts\/podinfo\/templates\/tests\/.*\.yaml\).*: helm test runs them; a deploy runs them only when asked \(helm: tests: true, --helm-tests\)$/,
  );
  expect(await listNames('deployment', ns.name)).toEqual([]);
});

it('applies the chart until it is ready, then applies a changed value and prunes a removed template', async () => {
  const applied = await run('apply');
  // The pre-install Job ran before the members and, completed, was deleted (its hook-succeeded policy).
  expect(applied.info).toContain('job.batch/shop-podinfo-pre-install (pre-install hook) succeeded');
  expect(applied.outcome.summary).toMatchObject({ create: 5, prune: 0 });
  expect(applied.outcome.health).toMatchObject({ ready: 5, failed: 0, timedOut: 0 });
  expect(await listNames('deployment', ns.name)).toEqual(['shop-podinfo', 'shop-podinfo-redis']);
  expect(await getLive('job', ns.name, 'shop-podinfo-pre-install')).toBeUndefined();

  // Two replicas and a budget make the chart add its PodDisruptionBudget; the redis Service's template leaves the chart.
  await rm(join(workspace, 'charts/podinfo/templates/redis/service.yaml'));
  const scaled = { replicaCount: '2', 'podDisruptionBudget.maxUnavailable': '1' };
  const preview = await run('preview', scaled);
  expect(actions(preview.outcome)).toEqual([
    'create PodDisruptionBudget/shop-podinfo @ charts/podinfo/templates/pdb.yaml:3',
    'prune Service/shop-podinfo-redis',
    'unchanged ConfigMap/shop-podinfo-redis @ charts/podinfo/templates/redis/config.yaml:3',
    'unchanged Deployment/shop-podinfo-redis @ charts/podinfo/templates/redis/deployment.yaml:3',
    'unchanged Service/shop-podinfo @ charts/podinfo/templates/service.yaml:3',
    'update Deployment/shop-podinfo @ charts/podinfo/templates/deployment.yaml:2',
  ]);
  expect(preview.outcome.objects.find((o) => o.action === 'update')?.diff).toMatch(/-\s+replicas: 1\n\+\s+replicas: 2/);

  const changed = await run('apply', scaled);
  expect(changed.outcome.summary).toMatchObject({ create: 1, update: 1, prune: 1 });
  expect(await getLive('deployment', ns.name, 'shop-podinfo')).toMatchObject({ spec: { replicas: 2 } });
  expect(await listNames('service', ns.name)).toEqual(['shop-podinfo']);
});

it('fetches a dependency from its repository only where the network is allowed', async () => {
  // The repository: the dependency packaged by helm, and the index helm makes of it, served by the test.
  const repository = join(workspace, 'repository');
  await mkdir(join(workspace, 'cache/templates'), { recursive: true });
  await writeFile(join(workspace, 'cache/Chart.yaml'), 'apiVersion: v2\nname: cache\nversion: 1.0.0\n');
  await writeFile(
    join(workspace, 'cache/templates/config.yaml'),
    'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: {{ .Release.Name }}-cache\n',
  );
  await promisify(execFile)(helm, ['package', join(workspace, 'cache'), '--destination', repository]);
  await promisify(execFile)(helm, ['repo', 'index', repository]);
  const requests: string[] = [];
  const server = createServer((request, response) => {
    requests.push(request.url ?? '');
    readFile(join(repository, basename(request.url ?? ''))).then(
      (body) => response.end(body),
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  try {
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    await mkdir(join(workspace, 'app/templates'), { recursive: true });
    await writeFile(
      join(workspace, 'app/Chart.yaml'),
      `apiVersion: v2\nname: app\nversion: 1.0.0\ndependencies:\n  - name: cache\n    version: 1.0.0\n    repository: ${url}\n`,
    );
    const preview = (remoteBases: string) =>
      runApplySet(
        parseOptions(
          {
            mode: 'preview',
            manifests: 'app',
            applyset: 'app',
            namespace: ns.name,
            'kubeconfig-path': inject('kubeconfigPath'),
            'remote-bases': remoteBases,
          },
          workspace,
          testEnvironment(),
        ),
        { info: () => {}, warning: () => {} },
      );

    const refused = await preview('false').then(
      () => 'previewed',
      (error: unknown) => describeError(error instanceof RunFailure ? error.error : error),
    );
    expect(refused).toBe(
      `app/Chart.yaml:1: the chart app depends on cache (from ${url}), which its charts/ directory does not hold. On pull requests nothing is fetched: run \`helm dependency build app\` and commit the charts/ it fills; on push and the other trusted events helm fetches them, as it does with allow-remote-bases: true`,
    );
    expect(requests).toEqual([]);

    expect(actions(await preview('true'))).toEqual([
      'create ConfigMap/app-cache @ app/charts/cache/templates/config.yaml:1',
    ]);
    expect(requests).toContain('/index.yaml');
  } finally {
    await new Promise((closed) => server.close(closed));
  }
});

it("inflates a kustomization's helmCharts from its chart home with the same helm, with no network", async () => {
  await cp(CHART, join(workspace, 'overlay/charts/podinfo'), { recursive: true });
  await writeFile(
    join(workspace, 'overlay/kustomization.yaml'),
    'helmCharts:\n  - name: podinfo\n    releaseName: kz\n    valuesInline:\n      hooks: {postInstall: {job: {enabled: true}}}\n',
  );
  const options = parseOptions(
    {
      mode: 'preview',
      manifests: 'overlay',
      applyset: 'kz',
      namespace: ns.name,
      'kubeconfig-path': inject('kubeconfigPath'),
      'remote-bases': 'false',
    },
    workspace,
    testEnvironment(),
  );
  const warnings: string[] = [];
  const outcome = await runApplySet(options, { info: () => {}, warning: (line) => warnings.push(line) });
  expect(actions(outcome)).toEqual([
    'create Deployment/kz-podinfo @ overlay/kustomization.yaml:1',
    'create Service/kz-podinfo @ overlay/kustomization.yaml:1',
  ]);
  expect(warnings).toEqual([]);
});
