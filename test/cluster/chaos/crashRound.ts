// One round of a crash campaign: a run killed (SIGKILL, no handler runs) at a seeded crash point, one good
// apply of the next version, then the checker.
import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { dump } from 'js-yaml';
import type { ApiClient } from '../apiRequest.ts';
import type { FaultProxy } from '../faultProxy/faultProxy.ts';
import { seeded } from '../seededRandom.ts';
import { LEASE_SECONDS } from './applySetSpec.ts';
import {
  adoptedObject,
  bystanders,
  manifestsVersion,
  scannedResources,
  type ChaosWorld,
  type Manifest,
} from './chaosSet.ts';
import { checkCluster, type Bystander, type Expectation, type Violation } from './checker.ts';
import { pickCrash, type CrashPoint, type Operation } from './crashPoints.ts';

export interface ChaosContext {
  /** Admin access, past the proxy: the harness's own reads and writes. */
  api: ApiClient;
  proxy: FaultProxy;
  /** performance.now() when the proxy started: its requests' `at` are since then. */
  proxyStartedAt: number;
  world: ChaosWorld;
  /** The CLI as a command: node and its entry point. */
  cli: readonly string[];
  workDir: string;
  /** Make a dead holder's Lease look 31 s old instead of waiting for it to expire (the smoke's shortcut). */
  fastForwardLock: boolean;
  bystanders: Bystander[];
  /** The manifests version the cluster is at. */
  version: number;
}

export interface RoundResult {
  seed: number;
  operation: Operation;
  point: CrashPoint;
  /** The run was killed at its crash point (not: it ended before reaching it). */
  crashed: boolean;
  /** From the kill to the good run taking the Lease, when the dead run held it and the round waited for real. */
  staleLockWaitMs: number | undefined;
  violations: Violation[];
  ms: number;
}

interface CliRun {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** Creates the namespaces a user has, someone else's objects, and deploys version 0: the world before round 1. */
export async function prepareWorld(context: Omit<ChaosContext, 'bystanders' | 'version'>): Promise<ChaosContext> {
  const { api, world } = context;
  for (const name of [world.home, world.other])
    await must(api.request('POST', '/api/v1/namespaces', { body: { metadata: { name } } }), [201]);
  const refs: Bystander[] = [];
  for (const object of [...bystanders(world), adoptedObject(world)]) {
    const resource = `${object.kind.toLowerCase()}s`;
    const created = (await must(
      api.request('POST', `/api/v1/namespaces/${object.metadata.namespace}/${resource}`, { body: object }),
      [201],
    )) as { metadata: { resourceVersion: string } };
    if (object.metadata.name !== 'adopted')
      refs.push({
        apiPath: '/api/v1',
        resource,
        namespace: object.metadata.namespace!,
        name: object.metadata.name,
        resourceVersion: created.metadata.resourceVersion,
      });
  }
  const ready = { ...context, bystanders: refs, version: 0 };
  const first = await goodApply(ready, 0);
  if (first.violations.length > 0)
    throw new Error(`the first deploy of version 0 failed: ${first.violations.map((v) => v.message).join('; ')}`);
  return ready;
}

export async function runRound(context: ChaosContext, seed: number): Promise<RoundResult> {
  const started = performance.now();
  const random = seeded(seed);
  const operation: Operation = random() < 0.75 ? 'apply' : 'delete';
  const crash = pickCrash(operation, context.world.parentName, random);
  let child: ReturnType<typeof spawn> | undefined;
  let killedAt: number | undefined;
  const kill = () => {
    killedAt = performance.now();
    child?.kill('SIGKILL');
  };
  context.proxy.setFaults([
    {
      fault: { kind: 'crash', crash: kill, forwarded: crash.point.forwarded },
      verbs: crash.point.verbs,
      when: crash.matches,
      after: crash.point.k - 1,
      times: 1,
    },
  ]);
  const args =
    operation === 'apply'
      ? await applyArgs(context, context.version + 1)
      : ['delete', ...setArgs(context), '--allow-destructive-prunes'];
  await cli(context, args, (spawned) => (child = spawned));
  context.proxy.setFaults([]);

  const heldLease = await heldLock(context);
  if (heldLease && context.fastForwardLock) await backdate(context, heldLease);
  await untilNamespaceSettled(context);
  const next = context.version + 2;
  const good = await goodApply(context, next);
  const violations = [...good.violations];
  let staleLockWaitMs: number | undefined;
  if (heldLease && !context.fastForwardLock && killedAt !== undefined && good.leaseTakenAt !== undefined) {
    staleLockWaitMs = good.leaseTakenAt - killedAt;
    // docs/action.md: a dead holder's Lease is taken over 30 s after its last renewal; the next run polls every 2 s.
    if (staleLockWaitMs > (LEASE_SECONDS + 15) * 1000)
      violations.push({
        kind: 'lock',
        message: `the good run took the dead run's Lease ${Math.round(staleLockWaitMs / 1000)} s after the kill`,
      });
  }
  context.version = next;
  return {
    seed,
    operation,
    point: crash.point,
    crashed: killedAt !== undefined,
    staleLockWaitMs,
    violations,
    ms: performance.now() - started,
  };
}

function setArgs(context: ChaosContext): string[] {
  return [
    '--applyset',
    context.world.parentName,
    '-n',
    context.world.home,
    '--kubeconfig',
    context.proxy.kubeconfigPath,
  ];
}

async function applyArgs(context: ChaosContext, version: number): Promise<string[]> {
  const dir = join(context.workDir, `v${version}-${Math.random().toString(36).slice(2, 8)}`);
  await mkdir(dir, { recursive: true });
  await writeFile(
    join(dir, 'set.yaml'),
    manifestsVersion(context.world, version)
      .map((m) => dump(m))
      .join('---\n'),
  );
  return ['apply', ...setArgs(context), '-f', dir, '--timeout', '90s', '--lock-timeout', '120s', '-o', 'json'];
}

/** The good run of `version`, through the proxy without faults, and the checker's verdict after it. */
export async function goodApply(
  context: ChaosContext,
  version: number,
): Promise<{ violations: Violation[]; leaseTakenAt: number | undefined; expectation?: Expectation }> {
  const from = context.proxy.requests.length;
  const startedMs = Date.now();
  const run = await cli(context, await applyArgs(context, version));
  const taken = context.proxy.requests
    .slice(from)
    .find(
      (r) =>
        r.request.resource === 'leases' &&
        ['create', 'update'].includes(r.request.verb) &&
        (r.status === 200 || r.status === 201),
    );
  const leaseTakenAt = taken ? context.proxyStartedAt + taken.at : undefined;
  let report: { summary?: Record<string, number>; error?: { message: string } } = {};
  try {
    report = JSON.parse(run.stdout) as typeof report;
  } catch {
    // Not JSON: the run died before printing its document; said below by its exit code and stderr.
  }
  if (run.code !== 0) {
    const why = report.error?.message ?? run.stderr.slice(-500);
    return {
      violations: [
        {
          kind: 'good run failed',
          message: `the good run of version ${version} exited ${run.code ?? run.signal}: ${why}`,
        },
      ],
      leaseTakenAt,
    };
  }
  const manifests: Manifest[] = manifestsVersion(context.world, version);
  const expectation: Expectation = {
    parent: { namespace: context.world.home, name: context.world.parentName },
    manifests,
    resources: scannedResources(context.world),
    bystanders: context.bystanders,
    lastRun: { result: 'healthy', summary: report.summary ?? {}, startedMs },
  };
  return { violations: await checkCluster(context.api, expectation), leaseTakenAt, expectation };
}

function cli(
  context: ChaosContext,
  args: readonly string[],
  spawned?: (child: ReturnType<typeof spawn>) => void,
): Promise<CliRun> {
  const [command, ...prefix] = context.cli;
  return new Promise((resolve, reject) => {
    const child = spawn(command!, [...prefix, ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NO_COLOR: '1' },
    });
    spawned?.(child);
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.once('error', reject);
    child.once('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
}

interface Lease {
  metadata: { name: string };
  spec?: { holderIdentity?: string; renewTime?: string; acquireTime?: string };
}

/** The set's Lease when a holder still has it (the killed run's), else undefined. */
async function heldLock(context: ChaosContext): Promise<Lease | undefined> {
  const answer = await must(
    context.api.request('GET', `/apis/coordination.k8s.io/v1/namespaces/${context.world.home}/leases`),
    [200],
  );
  const items = (answer as { items: Lease[] }).items;
  return items.find((lease) => lease.metadata.name.startsWith('applyset-lock.') && lease.spec?.holderIdentity);
}

/** Time passing, for the smoke: the dead holder's last renewal moved 31 s back, as if the runner died that long ago. */
async function backdate(context: ChaosContext, lease: Lease): Promise<void> {
  const past = new Date(Date.now() - (LEASE_SECONDS + 1) * 1000).toISOString().replace('Z', '000Z');
  const body = { ...lease, spec: { ...lease.spec, renewTime: past, acquireTime: past } };
  await must(
    context.api.request(
      'PUT',
      `/apis/coordination.k8s.io/v1/namespaces/${context.world.home}/leases/${lease.metadata.name}`,
      { body },
    ),
    [200],
  );
}

/**
 * A killed delete may leave the set's Namespace terminating, which refuses new objects until the namespace
 * controller has emptied it: wait for it to be gone (at most 2 minutes), as a user re-running would.
 */
async function untilNamespaceSettled(context: ChaosContext): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const answer = await context.api.request('GET', `/api/v1/namespaces/${context.world.owned}`);
    const terminating =
      answer.status === 200 && (answer.body as { metadata: { deletionTimestamp?: string } }).metadata.deletionTimestamp;
    if (!terminating) return;
    if (Date.now() > deadline) throw new Error(`namespace ${context.world.owned} still terminating after 2 minutes`);
    await sleep(500);
  }
}

async function must(pending: Promise<{ status: number; body: unknown }>, statuses: number[]): Promise<unknown> {
  const answer = await pending;
  if (!statuses.includes(answer.status))
    throw new Error(`the harness's request failed: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
  return answer.body;
}
