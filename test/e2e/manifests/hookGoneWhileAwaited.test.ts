// A Helm hook Job gone while the run waits for it to end: ingress-nginx's Jobs set ttlSecondsAfterFinished: 0, so on
// a real cluster a Job may be deleted as soon as it completes, before the run saw it complete. helm's watch takes a
// deleted hook as done; the run did not find it and waited out its whole timeout, then failed. Here the Job's pod
// never ends (kwok's never-ready), and the test deletes the Job as the TTL controller would.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { helmPath } from '../../cluster/helm/helmPath.ts';
import { runCommand } from '../../cluster/runCommand.ts';
import { CLI_ENTRY } from '../../cluster/testedBuild.ts';
import { createTestNamespace, type TestNamespace } from '../../cluster/testNamespace.ts';
import { simulate, simulateAnnotation } from '../../cluster/workloads.ts';
import { getLive, kubectlOk } from '../engine/harness.ts';

let ns: TestNamespace;
let chart: string;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  const [helm, dir, namespace] = await Promise.all([
    helmPath(),
    mkdtemp(join(tmpdir(), 'applyset-hook-gone-')),
    createTestNamespace(inject('kubeconfigPath'), 'hook-gone'),
  ]);
  ns = namespace;
  chart = join(dir, 'charts/setup');
  env = { ...process.env, PATH: [dirname(helm), process.env['PATH'] ?? ''].join(delimiter) };
  await mkdir(join(chart, 'templates'), { recursive: true });
  await writeFile(join(chart, 'Chart.yaml'), 'apiVersion: v2\nname: setup\nversion: 1.0.0\n');
  await writeFile(
    join(chart, 'templates/objects.yaml'),
    [
      'apiVersion: v1',
      'kind: ConfigMap',
      'metadata:',
      '  name: settings',
      'data:',
      '  ready: "yes"',
      '---',
      'apiVersion: batch/v1',
      'kind: Job',
      'metadata:',
      '  name: prepare',
      '  annotations:',
      '    helm.sh/hook: pre-install,pre-upgrade',
      '    helm.sh/hook-delete-policy: before-hook-creation,hook-succeeded',
      'spec:',
      '  ttlSecondsAfterFinished: 0',
      '  backoffLimit: 0',
      '  template:',
      '    metadata:',
      `      annotations: { ${simulateAnnotation}: ${simulate.neverReady} }`,
      '    spec:',
      '      restartPolicy: Never',
      '      containers: [{ name: prepare, image: busybox }]',
      '',
    ].join('\n'),
  );
}, 300_000);
afterAll(async () => {
  await ns?.delete();
  if (chart) await rm(dirname(dirname(chart)), { recursive: true, force: true });
});

it('takes a hook Job deleted while the run waits for it as done, as helm does, and says so, instead of waiting out its timeout', async () => {
  const started = performance.now();
  const applying = runCommand(
    process.execPath,
    [CLI_ENTRY, 'apply', '-f', chart, '--applyset', 'setup', '-n', ns.name, '--timeout', '90s', '-o', 'json'],
    { env: { ...env, KUBECONFIG: inject('kubeconfigPath') } },
  );
  // The Job is created and its pod runs, never ending; then it is deleted, as its TTL would once it ended.
  await expect
    .poll(() => getLive('job', ns.name, 'prepare'), { timeout: 60_000, interval: 500 })
    .toMatchObject({ metadata: { name: 'prepare' } });
  await kubectlOk(['delete', 'job', 'prepare', '-n', ns.name, '--wait=false']);

  const run = await applying;
  expect(run.code, run.stderr).toBe(0);
  // Well within the 90 s timeout the run waited out before.
  expect(performance.now() - started).toBeLessThan(60_000);
  const document = JSON.parse(run.stdout) as {
    hooks: { phase: string; kind: string; name: string; result: string; message?: string }[];
  };
  expect(document.hooks).toEqual([
    expect.objectContaining({
      phase: 'pre-install',
      kind: 'Job',
      name: 'prepare',
      result: 'completed',
      message: expect.stringMatching(/^deleted before its end was seen .*taken as done, as helm takes it$/),
    }),
  ]);
  expect(await getLive('configmap', ns.name, 'settings')).toBeDefined();
}, 180_000);
