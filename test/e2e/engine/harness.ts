import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import * as yaml from 'js-yaml';
import { expect, inject } from 'vitest';
import { parseParentRef } from '../../../src/applyset/parentRef.ts';
import { readParent, resolveParent } from '../../../src/applyset/readParent.ts';
import { describeError } from '../../../src/common/errors.ts';
import type { ExecuteOptions } from '../../../src/execute/executePlan.ts';
import { WaitBudget } from '../../../src/execute/waitBudget.ts';
import { connect, type Cluster } from '../../../src/kube/connect.ts';
import type { KubeObject } from '../../../src/kube/kubeObject.ts';
import type { Transport } from '../../../src/kube/kubeTransport.ts';
import type { RawRequest, RawResponse } from '../../../src/kube/rawRequest.ts';
import { DEFAULT_CONCURRENCY } from '../../../src/options/options.ts';
import { parseOptions, type RawInputs } from '../../../src/options/parseOptions.ts';
import type { RunOutcome } from '../../../src/outcome/runOutcome.ts';
import { planApplySet } from '../../../src/plan/planApplySet.ts';
import type { Plan } from '../../../src/plan/planTypes.ts';
import { RunFailure } from '../../../src/outcome/runFailure.ts';
import { runApplySet } from '../../../src/engine/runApplySet.ts';
import type {} from '../../cluster/controlPlane/provided.ts';
import { testEnvironment } from '../../testEnvironment.ts';

const run = promisify(execFile);

export type Manifest = Record<string, unknown>;

/** Writes objects as one multi-document YAML file in a fresh directory and returns the directory. */
export async function writeSet(objects: Manifest[]): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'applyset-e2e-set-'));
  await writeFile(join(dir, 'set.yaml'), objects.map((o) => yaml.dump(o)).join('---\n'));
  return dir;
}

export function configMap(
  name: string,
  namespace: string | undefined,
  data: Record<string, string> = { key: name },
): Manifest {
  return { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name, ...(namespace ? { namespace } : {}) }, data };
}

/** Runs the engine in this process, as the CLI and the action do; on `cluster` when given, else on a connection of its own. */
export async function engine(
  mode: 'preview' | 'apply',
  dir: string,
  inputs: RawInputs,
  cluster?: Cluster,
): Promise<RunOutcome> {
  const options = parseOptions(
    { mode, manifests: dir, 'kubeconfig-path': inject('kubeconfigPath'), ...inputs },
    process.cwd(),
    testEnvironment(),
  );
  return runApplySet(options, { info: () => {}, warning: () => {} }, cluster);
}

/**
 * The plan of applying `objects` as the set `set` of `namespace`, made in this process and written
 * nowhere, with the connection it used: for a test that changes the cluster before it carries it out.
 */
export async function planSet(namespace: string, objects: Manifest[]): Promise<{ cluster: Cluster; plan: Plan }> {
  const cluster = await connect({
    environment: testEnvironment(),
    kubeconfigPath: inject('kubeconfigPath'),
    concurrency: 4,
  });
  const parentOptions = { applyset: parseParentRef('set'), namespace, adopt: false };
  const reading = await readParent(cluster, resolveParent(cluster, parentOptions), parentOptions);
  const manifests = objects.map((object) => ({
    object: object as unknown as KubeObject,
    source: { file: 'x.yaml', line: 1 },
  }));
  const plan = await planApplySet(cluster, reading, manifests, {
    fieldManager: 'applyset-action',
    forceConflicts: false,
    prune: true,
    namespace,
    replace: [],
  });
  return { cluster, plan };
}

/** How an apply carries out a plan, for tests that call executePlan themselves. */
export function executeOptions(onWarning: (message: string) => void = () => {}): ExecuteOptions {
  return {
    fieldManager: 'applyset-action',
    forceConflicts: false,
    prune: true,
    propagationPolicy: 'Background',
    tooling: 'applyset-action/v0.0.0',
    onWarning,
    waits: new WaitBudget(60_000),
  };
}

/** A connection to the test cluster whose requests go through `send`, which is given the real transport to send them with. */
export function connectVia(
  send: (req: RawRequest, real: Transport, signal?: AbortSignal) => Promise<RawResponse>,
): Promise<Cluster> {
  return connect(
    { environment: testEnvironment(), kubeconfigPath: inject('kubeconfigPath'), concurrency: DEFAULT_CONCURRENCY },
    {
      transport: (real) => ({
        send: (req, signal) => send(req, real, signal),
        stream: (req, signal) => real.stream(req, signal),
        forgetCredentials: () => real.forgetCredentials(),
      }),
    },
  );
}

/** The engine's error message for a run expected to fail. */
export async function engineError(mode: 'preview' | 'apply', dir: string, inputs: RawInputs): Promise<string> {
  try {
    await engine(mode, dir, inputs);
  } catch (error) {
    return describeError(error instanceof RunFailure ? error.error : error);
  }
  throw new Error('the run succeeded, but it was expected to fail');
}

export async function kubectl(
  args: string[],
  env: Record<string, string> = {},
): Promise<{ stdout: string; stderr: string; code: number }> {
  try {
    const { stdout, stderr } = await run(inject('kubectlPath'), ['--kubeconfig', inject('kubeconfigPath'), ...args], {
      env: { ...process.env, ...env },
    });
    return { stdout, stderr, code: 0 };
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string; code?: number };
    return { stdout: e.stdout ?? '', stderr: e.stderr ?? '', code: typeof e.code === 'number' ? e.code : 1 };
  }
}

/** kubectl for a test's own change to the cluster: fails the test when kubectl fails, so that the change surely happened. */
export async function kubectlOk(args: string[]): Promise<string> {
  const result = await kubectl(args);
  expect(result.code, `kubectl ${args.join(' ')}: ${result.stderr}`).toBe(0);
  return result.stdout;
}

export interface LiveObject {
  kind: string;
  metadata: {
    name: string;
    namespace?: string;
    uid: string;
    resourceVersion: string;
    labels?: Record<string, string>;
    annotations?: Record<string, string>;
  };
  data?: Record<string, string>;
}

/** `kubectl get <resource> -o json` items, or the one object when a name is given; undefined when it does not exist. */
export async function getLive(
  resource: string,
  namespace: string | undefined,
  name: string,
): Promise<LiveObject | undefined> {
  const result = await kubectl([
    'get',
    resource,
    name,
    ...(namespace ? ['-n', namespace] : []),
    '-o',
    'json',
    '--ignore-not-found',
  ]);
  if (result.code !== 0) throw new Error(result.stderr);
  return result.stdout.trim() === '' ? undefined : (JSON.parse(result.stdout) as LiveObject);
}

export async function listNames(resource: string, namespace: string): Promise<string[]> {
  const result = await kubectl(['get', resource, '-n', namespace, '-o', 'jsonpath={.items[*].metadata.name}']);
  if (result.code !== 0) throw new Error(result.stderr);
  // A real cluster's root-CA publisher adds kube-root-ca.crt to every namespace; it is never ours.
  return result.stdout
    .split(/\s+/)
    .filter((s) => s !== '' && s !== 'kube-root-ca.crt')
    .sort();
}

/**
 * Kind, name, uid and resourceVersion of every ConfigMap and Secret in a namespace, sorted: a fingerprint
 * that any write changes. Fails when kubectl does, and unless the namespace holds exactly `expected`
 * (`configmap/a`, `secret/set`), so that two failed or empty reads can never pass for "unchanged".
 */
export async function snapshot(namespace: string, expected: string[]): Promise<string[]> {
  const result = await kubectl(['get', 'configmaps,secrets', '-n', namespace, '-o', 'json']);
  if (result.code !== 0)
    throw new Error(`kubectl get configmaps,secrets -n ${namespace} exited ${result.code}: ${result.stderr}`);
  const { items } = JSON.parse(result.stdout) as { items: LiveObject[] };
  const objects = items
    .map((item) => ({
      name: `${item.kind.toLowerCase()}/${item.metadata.name}`,
      version: `${item.metadata.uid} ${item.metadata.resourceVersion}`,
    }))
    // The root-CA publisher may add kube-root-ca.crt at any moment after the namespace is made (late under load): not a write of ours.
    .filter((object) => object.name !== 'configmap/kube-root-ca.crt');
  expect(objects.map((object) => object.name).sort(), `the ConfigMaps and Secrets in ${namespace}`).toEqual(
    [...expected].sort(),
  );
  return objects.map((object) => `${object.name} ${object.version}`).sort();
}

export function summaryOf(outcome: RunOutcome): Record<string, number> {
  return { ...outcome.summary };
}

export function actions(outcome: RunOutcome): string[] {
  return outcome.objects.map((o) => `${o.action} ${o.kind}/${o.name}`).sort();
}
