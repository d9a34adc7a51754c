// npm run bench:plan-cache: only issue 25's scenario (a no-op apply and a preview of an unchanged set,
// with and without the plan record), at BENCH_PLAN_CACHE_SIZES (default 1000) and the first of
// BENCH_RTT (default 25 ms), on a control plane of its own. `npm run bench` runs it too.
import { roundTrip } from '../test/cluster/faultProxy/faultProxy.ts';
import { envNumbers, onOwnControlPlane } from './ownControlPlane.ts';
import { benchmarkPlanCache, type PlanCacheRun } from './planCacheScenario.ts';
import { renderPlanCache } from './planCacheTable.ts';

const sizes = envNumbers('BENCH_PLAN_CACHE_SIZES', '1000');
const [rttMs = 25] = envNumbers('BENCH_RTT', '25');
const [reps = 3] = envNumbers('BENCH_REPS', '3');
// BENCH_PLAN_CACHE_RUNS=drift-quiet,limit: only these runs (apply-noop, preview-unchanged, preview-unchanged-copy,
// preview-10-changed, drift-quiet, limit, floor).
const runs = process.env['BENCH_PLAN_CACHE_RUNS']?.trim()
  ? (process.env['BENCH_PLAN_CACHE_RUNS'].split(',').map((r) => r.trim()) as PlanCacheRun[])
  : undefined;
// BENCH_PLAN_CACHE_WITH=true: only the runs with the record (false: only those without).
const caches = process.env['BENCH_PLAN_CACHE_WITH']?.trim()
  ? process.env['BENCH_PLAN_CACHE_WITH'].split(',').map((c) => c.trim() === 'true')
  : undefined;
const log = (line: string) => process.stderr.write(`${line}\n`);

await onOwnControlPlane('plan-cache', async ({ client, proxy, cliPath, workDir }) => {
  proxy.setLatency(roundTrip(rttMs));
  const samples = [];
  for (const n of sizes)
    samples.push(
      ...(await benchmarkPlanCache(n, reps, {
        client,
        proxy,
        kubeconfigPath: proxy.kubeconfigPath,
        cliPath,
        rttMs,
        workDir,
        log,
        ...(runs ? { runs } : {}),
        ...(caches ? { caches } : {}),
      })),
    );
  return renderPlanCache(samples);
});
