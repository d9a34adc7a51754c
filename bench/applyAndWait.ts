import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as yaml from 'js-yaml';
import { statusOf } from '../src/health/statusRules.ts';
import { connect } from '../src/kube/connect.ts';
import type { KubeClient } from '../src/kube/kubeClient.ts';
import type { KubeObject } from '../src/kube/kubeObject.ts';
import type { RequestCounts } from '../src/kube/requestStats.ts';
import { listObjects } from '../src/kube/objectRequests.ts';
import { watchObjects } from '../src/kube/watchObjects.ts';
import { DEFAULT_CONCURRENCY } from '../src/options/options.ts';
import { parseOptions } from '../src/options/parseOptions.ts';
import { runApplySet } from '../src/engine/runApplySet.ts';
import { deploymentManifest } from '../test/cluster/workloads.ts';
import { createNamespaces, deleteNamespaces } from './benchCluster.ts';
import { testEnvironment } from '../test/testEnvironment.ts';

/** How long the observer may trail the run before the run is taken to have ended early. */
const OBSERVER_CATCH_UP_MS = 60_000;

/** Replicas of each Deployment: pods kwok plays on the local cluster's three nodes (room for 3,000). */
export const WAIT_REPLICAS = 2;

const DEPLOYMENTS = { group: 'apps', version: 'v1', kind: 'Deployment', resource: 'deployments', namespaced: true };

export interface ApplyAndWaitResult {
  n: number;
  replicas: number;
  /** The whole run: plan, apply, wait. */
  wallMs: number;
  /** From the run's start until an independent watch saw the last Deployment become current. */
  lastReadyMs: number;
  /** How long after that the run returned: the wait's own latency (negative: the observer's watch trailed the run's). */
  endedAfterLastReadyMs: number;
  /** The run's own requests, as its client counted them (WATCH included). */
  requests: RequestCounts;
}

/**
 * "apply and wait": N Deployments of WAIT_REPLICAS replicas applied with the wait on, in the engine
 * in this process (for its exact request counts), while a watch on its own connection notes when
 * the last Deployment became current by the same rules. The step's figure is how long after that
 * moment the run ended (goal: under 1 s).
 */
export async function benchmarkApplyAndWait(
  n: number,
  kubeconfigPath: string,
  client: KubeClient,
  log: (line: string) => void,
): Promise<ApplyAndWaitResult> {
  const namespace = `wait-${n}`;
  const dir = await mkdtemp(join(tmpdir(), 'bench-wait-'));
  await createNamespaces(client, [namespace]);
  try {
    const deployments = Array.from({ length: n }, (_, i) => ({
      ...deploymentManifest(`web-${i}`, WAIT_REPLICAS),
      metadata: { name: `web-${i}`, namespace },
    }));
    await writeFile(join(dir, 'set.yaml'), deployments.map((d) => yaml.dump(d)).join('---\n'));
    const observer = await connect({ environment: testEnvironment(), kubeconfigPath, concurrency: 2 });
    const current = new Set<string>();
    let lastReadyAt = Number.NaN;
    const note = (object: KubeObject, gone = false) => {
      const name = object.metadata.name ?? '';
      if (!gone && statusOf(object).status === 'current') current.add(name);
      else current.delete(name);
      lastReadyAt = current.size === n ? performance.now() : Number.NaN;
    };
    const abort = new AbortController();
    const watching = watchObjects(
      observer.client,
      DEPLOYMENTS,
      namespace,
      undefined,
      {
        onList: (objects) => objects.forEach((o) => note(o)),
        onEvent: (type, object) => note(object, type === 'DELETED'),
      },
      abort.signal,
    );

    const options = parseOptions(
      {
        mode: 'apply',
        manifests: dir,
        applyset: 'bench-wait',
        namespace,
        'kubeconfig-path': kubeconfigPath,
        timeout: '30m',
        'max-requests-in-flight': String(DEFAULT_CONCURRENCY),
      },
      dir,
      testEnvironment(),
    );
    const started = performance.now();
    const outcome = await runApplySet(options, {
      info: (line) => log(`  ${line}`),
      warning: (line) => log(`  warning: ${line}`),
    });
    const ended = performance.now();
    if (outcome.health?.ready !== n)
      throw new Error(
        `apply and wait at N=${n}: expected ${n} ready, the run reported ${JSON.stringify(outcome.health)}`,
      );
    // Under load the observer's watch can trail the run's own (1,000 Deployments on 2 cores): give it time to catch up.
    for (
      const deadline = performance.now() + OBSERVER_CATCH_UP_MS;
      Number.isNaN(lastReadyAt) && performance.now() < deadline;
    )
      await sleep(100);
    abort.abort();
    await watching;
    if (Number.isNaN(lastReadyAt)) {
      // Still not: what the server holds now decides whether the run ended too early.
      const late = (await listObjects(client, DEPLOYMENTS, namespace, '', { metadataOnly: false })).filter(
        (d) => statusOf({ ...d, apiVersion: 'apps/v1', kind: 'Deployment' } as KubeObject).status !== 'current',
      );
      throw new Error(
        `apply and wait at N=${n}: the run reported every Deployment ready, but ${late.length} are not current: ${late
          .slice(0, 5)
          .map((d) => d.metadata.name)
          .join(', ')}`,
      );
    }
    return {
      n,
      replicas: WAIT_REPLICAS,
      wallMs: ended - started,
      lastReadyMs: lastReadyAt - started,
      endedAfterLastReadyMs: ended - lastReadyAt,
      requests: outcome.requests,
    };
  } finally {
    await deleteNamespaces(client, [namespace]);
    await rm(dir, { recursive: true, force: true });
  }
}

export function describeApplyAndWait(r: ApplyAndWaitResult): string {
  const byMethod = Object.entries(r.requests.byMethod)
    .map(([method, count]) => `${method} ${count}`)
    .join(', ');
  return (
    `apply and wait, N=${r.n} Deployments × ${r.replicas} replicas: ${(r.wallMs / 1000).toFixed(2)} s in all, last Deployment ready at ${(r.lastReadyMs / 1000).toFixed(2)} s, ` +
    `run ended ${Math.round(r.endedAfterLastReadyMs)} ms after it; ${r.requests.total} requests (${byMethod})`
  );
}
