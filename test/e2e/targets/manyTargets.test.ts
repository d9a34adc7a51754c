// Many ApplySets from one targets file, on two kubeconfig contexts. Both contexts point at the one local
// control plane (a second control plane is too heavy for the 2-core machine the tests share); the targets
// are told apart by context and namespace, which is what the code under test keys connections and sets by.
// The CLI's other ways with a targets file: a target's kubeconfig-env read from the shell, and --changed-since
// in a git repository.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as yaml from 'js-yaml';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { getObject } from '../../../src/kube/objectRequests.ts';
import { connect } from '../../../src/kube/connect.ts';
import { runTargets } from '../../../src/targets/runTargets.ts';
import { targetOptions } from '../../../src/targets/targetOptions.ts';
import { readTargetsFile } from '../../../src/targets/targetsFile.ts';
import { createTestNamespace, type TestNamespace } from '../../cluster/testNamespace.ts';
import { configMap } from '../engine/harness.ts';
import { createManifestRepository } from '../rollback/manifestRepository.ts';
import { CLI_ENTRY as cli } from '../../cluster/testedBuild.ts';
import { testEnvironment } from '../../testEnvironment.ts';

const SECRETS = { group: '', version: 'v1', kind: 'Secret', resource: 'secrets', namespaced: true };
const CONFIGMAPS = { group: '', version: 'v1', kind: 'ConfigMap', resource: 'configmaps', namespaced: true };

/** The test cluster's kubeconfig with two contexts, east and west, on its one cluster and user. */
async function twoContexts(dir: string): Promise<string> {
  const config = JSON.parse(await readFile(inject('kubeconfigPath'), 'utf8')) as {
    contexts: { name: string; context: Record<string, string> }[];
  };
  const [only] = config.contexts;
  const path = join(dir, 'kubeconfig');
  await writeFile(
    path,
    JSON.stringify({
      ...config,
      contexts: ['east', 'west'].map((name) => ({ name, context: only!.context })),
      'current-context': 'east',
    }),
    { mode: 0o600 },
  );
  return path;
}

async function writeApp(repo: string, dir: string, objects: Record<string, unknown>[]): Promise<void> {
  await mkdir(join(repo, dir), { recursive: true });
  await writeFile(join(repo, dir, 'objects.yaml'), objects.map((o) => yaml.dump(o)).join('---\n'));
}

function runCli(
  cwd: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done) => {
    execFile(process.execPath, [cli, ...args], { cwd, env }, (error, stdout, stderr) =>
      done({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
    );
  });
}

/** The targets of a `preview -o json` run, each as [name, created, unchanged]. */
function previewed(stdout: string): [string, number, number][] {
  const doc = JSON.parse(stdout) as { targets: { target: string; summary: Record<string, number> }[] };
  return doc.targets.map((t) => [t.target, t.summary.create ?? -1, t.summary.unchanged ?? -1]);
}

describe('targets: many ApplySets over two contexts from one file', () => {
  let one: TestNamespace;
  let two: TestNamespace;
  let repo: string;
  let kubeconfig: string;
  beforeAll(async () => {
    [one, two] = await Promise.all([
      createTestNamespace(inject('kubeconfigPath'), 'targets-one'),
      createTestNamespace(inject('kubeconfigPath'), 'targets-two'),
    ]);
    repo = await mkdtemp(join(tmpdir(), 'applyset-targets-'));
    kubeconfig = await twoContexts(repo);
    await writeApp(repo, 'apps/a', [configMap('a1', one.name), configMap('a2', one.name)]);
    await writeApp(repo, 'apps/b', [configMap('b1', two.name)]);
    await writeApp(repo, 'apps/c', [configMap('c1', one.name)]);
    await mkdir(join(repo, '.github'));
    await writeFile(
      join(repo, '.github/applysets.yaml'),
      `targets:
  - {name: a, manifests: apps/a, applyset: a, namespace: ${one.name}, context: east}
  - {name: b, manifests: apps/b, applyset: b, namespace: ${two.name}, context: east}
  - {name: c, manifests: apps/c, applyset: c, namespace: ${one.name}, context: west, options: {wait: false}}
`,
    );
  });
  afterAll(async () => {
    await Promise.all([one?.delete(), two?.delete()]);
  });

  it('applies every target with one connection and one discovery per context, each its own set', async () => {
    const file = await readTargetsFile('.github/applysets.yaml', repo);
    const planned = targetOptions(
      file,
      file.targets,
      { mode: 'apply', 'kubeconfig-path': kubeconfig, 'max-requests-in-flight': '8' },
      repo,
      testEnvironment(),
    );
    // One transport is built per connection: the discovery requests each one sent.
    const connections: string[][] = [];
    const results = await runTargets(
      planned,
      { environment: testEnvironment(), concurrency: 8 },
      () => ({ info: () => {}, warning: () => {} }),
      {
        inject: {
          transport: (real) => {
            const discoveries: string[] = [];
            connections.push(discoveries);
            return {
              send: (req) => {
                if (req.method === 'GET' && (req.url.pathname === '/api' || req.url.pathname === '/apis'))
                  discoveries.push(req.url.pathname);
                return real.send(req);
              },
              stream: (req, signal) => real.stream(req, signal),
              forgetCredentials: () => real.forgetCredentials(),
            };
          },
        },
      },
    );

    expect(results.map((r) => [r.target.name, 'outcome' in r ? r.outcome.summary.create : r.error])).toEqual([
      ['a', 2],
      ['b', 1],
      ['c', 1],
    ]);
    // Two contexts, three targets: two connections, each discovering once (/api and /apis once each).
    expect(connections.map((discoveries) => [...discoveries].sort())).toEqual([
      ['/api', '/apis'],
      ['/api', '/apis'],
    ]);
    const cluster = await connect({ environment: testEnvironment(), kubeconfigPath: kubeconfig, concurrency: 4 });
    const parent = await getObject(cluster.client, SECRETS, one.name, 'c');
    expect(parent?.metadata.labels?.['applyset.kubernetes.io/id']).toMatch(/^applyset-/);
    const memberOfA = await getObject(cluster.client, CONFIGMAPS, one.name, 'a1');
    expect(memberOfA?.metadata.labels?.['applyset.kubernetes.io/part-of']).not.toBe(
      parent?.metadata.labels?.['applyset.kubernetes.io/id'],
    );
  });

  it('previews only the targets named, reporting each under its name (CLI, -o json)', async () => {
    await writeApp(repo, 'apps/b', [configMap('b1', two.name, { key: 'changed' }), configMap('b2', two.name)]);
    const { code, stdout } = await runCli(repo, [
      'preview',
      '--targets-file',
      '.github/applysets.yaml',
      '--only-target',
      'b',
      '--only-target',
      'c',
      '--kubeconfig',
      kubeconfig,
      '-o',
      'json',
    ]);

    expect(code).toBe(0);
    const doc = JSON.parse(stdout) as {
      schemaVersion: number;
      targets: { target: string; summary: Record<string, number> }[];
    };
    expect(doc.targets.map((t) => [t.target, t.summary.create, t.summary.update, t.summary.unchanged])).toEqual([
      ['b', 1, 1, 0],
      ['c', 0, 0, 1],
    ]);
  });

  it('refuses the whole file before the first write when one target is wrong', async () => {
    await writeFile(
      join(repo, 'bad.yaml'),
      `targets:
  - {name: d, manifests: apps/a, applyset: d, namespace: ${two.name}, context: east}
  - name: e
    manifests: apps/c
    applyset: e
    options:
      max-prunes: lots
`,
    );
    const { code, stderr } = await runCli(repo, ['apply', '--targets-file', 'bad.yaml', '--kubeconfig', kubeconfig]);

    expect(code).toBe(1);
    expect(stderr).toContain('target "e" max-prunes (bad.yaml:7) must be a whole number');
    const cluster = await connect({ environment: testEnvironment(), kubeconfigPath: kubeconfig, concurrency: 4 });
    expect(await getObject(cluster.client, SECRETS, two.name, 'd')).toBeUndefined();
  });

  it('runs a target with the kubeconfig whose content its kubeconfig-env variable holds, and names the file:line when the variable is unset (CLI)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'applyset-targets-env-'));
    await writeApp(dir, 'apps/a', [configMap('env-a1', one.name)]);
    await writeFile(
      join(dir, 'targets.yaml'),
      `targets:\n  - {name: a, manifests: apps/a, applyset: env-a, namespace: ${one.name}, kubeconfig-env: APPS_KUBECONFIG}\n`,
    );
    // No --kubeconfig, no KUBECONFIG, a HOME without ~/.kube: the variable's content is the only kubeconfig there is.
    const { KUBECONFIG: _unused, ...shell } = process.env;
    const env = { ...shell, HOME: dir };
    const args = ['preview', '--targets-file', 'targets.yaml', '-o', 'json'];

    const unset = await runCli(dir, args, env);
    expect(unset.code).toBe(1);
    expect(unset.stderr).toContain(
      'targets.yaml:2: target "a": the environment variable APPS_KUBECONFIG (kubeconfig-env) is empty or not set',
    );

    const set = await runCli(dir, args, { ...env, APPS_KUBECONFIG: await readFile(inject('kubeconfigPath'), 'utf8') });
    expect(set.code, set.stderr).toBe(0);
    expect(previewed(set.stdout)).toEqual([['a', 1, 0]]);
  });

  it('previews only the target whose manifests changed since --changed-since, saying why each runs or is skipped (CLI)', async () => {
    const repo = await createManifestRepository();
    const objects = (...maps: Record<string, unknown>[]) => maps.map((o) => yaml.dump(o)).join('---\n');
    const base = await repo.commit(
      {
        'targets.yaml': `targets:\n  - {name: a, manifests: apps/a, applyset: since-a, namespace: ${one.name}}\n  - {name: b, manifests: apps/b, applyset: since-b, namespace: ${two.name}}\n`,
        'apps/a/objects.yaml': objects(configMap('since-a1', one.name)),
        'apps/b/objects.yaml': objects(configMap('since-b1', two.name)),
      },
      'two targets',
    );
    await repo.commit(
      { 'apps/b/objects.yaml': objects(configMap('since-b1', two.name), configMap('since-b2', two.name)) },
      'b grows',
    );

    const { code, stdout, stderr } = await runCli(repo.dir, [
      'preview',
      '--targets-file',
      'targets.yaml',
      '--changed-since',
      base,
      '--kubeconfig',
      kubeconfig,
      '-o',
      'json',
    ]);

    expect(code, stderr).toBe(0);
    expect(previewed(stdout)).toEqual([['b', 2, 0]]);
    expect(stderr).toContain(`skipped target a: nothing under its manifests changed since ${base.slice(0, 7)}`);
    expect(stderr).toContain('target b: apps/b/objects.yaml changed');
    expect(stderr).toContain('preview of 1 target of targets.yaml');
  });
});
