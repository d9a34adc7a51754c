// npm run bench:plan-cache: only issue 25's scenario (a no-op apply and a preview of an unchanged set,
// with and without the plan record), at BENCH_PLAN_CACHE_SIZES (default 1000) and the first of
// BENCH_RTT (default 25 ms), on a control plane of its own. `npm run bench` runs it too.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from '../src/kube/connect.ts';
import { DEFAULT_CONCURRENCY } from '../src/options.ts';
import { startControlPlane } from '../test/cluster/controlPlane.ts';
import { roundTrip, startFaultProxy } from '../test/cluster/faultProxy.ts';
import { installWidgetCrd } from './benchCluster.ts';
import { bundleCli } from './bundleCli.ts';
import { requireGnuTime } from './measure.ts';
import { benchmarkPlanCache, type PlanCacheRun } from './planCacheScenario.ts';
import { renderPlanCache } from './planCacheTable.ts';

const numbers = (name: string, fallback: string) => {
  const values = (process.env[name]?.trim() || fallback).split(',').map(Number);
  if (values.some((n) => !Number.isInteger(n) || n < 0)) throw new Error(`${name} must be a comma-separated list of whole numbers, not "${process.env[name]}"`);
  return values;
};
const sizes = numbers('BENCH_PLAN_CACHE_SIZES', '1000');
const [rttMs = 25] = numbers('BENCH_RTT', '25');
const [reps = 3] = numbers('BENCH_REPS', '3');
// BENCH_PLAN_CACHE_RUNS=drift-quiet,limit: only these runs (apply-noop, preview-unchanged, preview-10-changed, drift-quiet, limit).
const runs = process.env['BENCH_PLAN_CACHE_RUNS']?.trim() ? (process.env['BENCH_PLAN_CACHE_RUNS'].split(',').map((r) => r.trim()) as PlanCacheRun[]) : undefined;
const log = (line: string) => process.stderr.write(`${line}\n`);

await requireGnuTime();
const work = await mkdtemp(join(tmpdir(), 'applyset-bench-plan-cache-'));
try {
  const cliPath = await bundleCli(join(work, 'cli'));
  const controlPlane = await startControlPlane();
  try {
    const { client } = await connect({ kubeconfigPath: controlPlane.kubeconfigPath, concurrency: DEFAULT_CONCURRENCY });
    await installWidgetCrd(client);
    const proxy = await startFaultProxy({ kubeconfigPath: controlPlane.kubeconfigPath });
    proxy.setLatency(roundTrip(rttMs));
    const samples = [];
    for (const n of sizes) samples.push(...(await benchmarkPlanCache(n, reps, { client, proxy, kubeconfigPath: proxy.kubeconfigPath, cliPath, rttMs, workDir: join(work, 'sets'), log, ...(runs ? { runs } : {}) })));
    await proxy.close();
    process.stdout.write(`${renderPlanCache(samples)}\n`);
  } finally {
    await controlPlane.stop();
  }
} finally {
  await rm(work, { recursive: true, force: true });
}
