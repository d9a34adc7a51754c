import { join } from 'node:path';
import type { KubeClient } from '../src/kube/kubeClient.ts';
import type { FaultProxy } from '../test/cluster/faultProxy/faultProxy.ts';
import { createNamespaces, deleteNamespaces, settle } from './benchCluster.ts';
import { generateObjects } from './generateObjects.ts';
import { writeManifests } from './manifestFiles.ts';
import { runMeasured } from './measure.ts';
import { countRequests, type RequestCounts, totalRequests } from './requestCounts.ts';

/** One timed run of the plan-cache scenario (issue 25): a no-op apply or a preview of an unchanged set. */
export interface PlanCacheSample {
  n: number;
  rttMs: number;
  run: 'apply-noop' | 'preview-unchanged';
  cache: boolean;
  wallMs: number;
  /** Dry-runs the plan did without (the JSON document's dryRunsSkipped). */
  skipped: number;
  requests: RequestCounts;
}

export interface PlanCacheContext {
  client: KubeClient;
  proxy: FaultProxy;
  kubeconfigPath: string;
  cliPath: string;
  rttMs: number;
  workDir: string;
  log: (line: string) => void;
}

/**
 * issue 25's scenario: a set of `n` objects applied, applied again (the no-op that records what it
 * found unchanged), its rollouts settled; then, `reps` times each and taking turns, a no-op apply and a
 * preview of the unchanged set, with `--plan-cache=false` and with the record.
 */
export async function benchmarkPlanCache(n: number, reps: number, ctx: PlanCacheContext): Promise<PlanCacheSample[]> {
  const namespaces = (['a', 'b', 'c'] as const).map((s) => `plan-cache-${n}-rtt${ctx.rttMs}-${s}`) as [string, string, string];
  await createNamespaces(ctx.client, namespaces);
  const dirs = await writeManifests(join(ctx.workDir, `plan-cache-${n}`), generateObjects(n, namespaces, 1));
  const run = async (mode: 'apply' | 'preview', cache: boolean) => {
    const args = [ctx.cliPath, mode, '--applyset', 'bench', '-n', namespaces[0], ...dirs.flatMap((dir) => ['-f', dir]), '--kubeconfig', ctx.kubeconfigPath, '-o', 'json', `--plan-cache=${cache}`, ...(mode === 'apply' ? ['--wait=false'] : [])];
    const before = ctx.proxy.requests.length;
    const result = await runMeasured(process.execPath, args);
    if (result.code !== 0) throw new Error(`applyset-action ${mode} (plan-cache ${cache}, N=${n}) exited with ${result.code}:\n${result.stderr.slice(-4000)}`);
    const doc = JSON.parse(result.stdout) as { summary: { unchanged: number }; dryRunsSkipped?: number };
    return { wallMs: result.wallMs, skipped: doc.dryRunsSkipped ?? 0, unchanged: doc.summary.unchanged, requests: countRequests(ctx.proxy.requests.slice(before)) };
  };
  try {
    await run('apply', true);
    await settle(ctx.client, namespaces);
    // The first no-op dry-runs every object and records those it found unchanged.
    await run('apply', true);
    const samples: PlanCacheSample[] = [];
    for (let rep = 1; rep <= reps; rep++) {
      for (const [mode, name] of [['apply', 'apply-noop'], ['preview', 'preview-unchanged']] as const) {
        // Who goes first alternates, so that a busy moment falls on both alike.
        for (const cache of rep % 2 === 0 ? [true, false] : [false, true]) {
          const sample = await run(mode, cache);
          if (sample.unchanged !== n) throw new Error(`${name} (plan-cache ${cache}, N=${n}): ${sample.unchanged} of ${n} unchanged`);
          samples.push({ n, rttMs: ctx.rttMs, run: name, cache, wallMs: sample.wallMs, skipped: sample.skipped, requests: sample.requests });
          ctx.log(`plan-cache N=${n} RTT ${ctx.rttMs} ms rep ${rep}/${reps} ${name} cache ${cache}: ${(sample.wallMs / 1000).toFixed(2)} s, ${totalRequests(sample.requests)} requests, ${sample.skipped} dry-runs skipped`);
        }
      }
    }
    return samples;
  } finally {
    await deleteNamespaces(ctx.client, namespaces);
  }
}

/** The scenario's table: medians per run and cache setting, with the requests of the median run's kind. */
export function renderPlanCache(samples: readonly PlanCacheSample[]): string {
  const groups = new Map<string, PlanCacheSample[]>();
  for (const sample of samples) {
    const key = `${sample.rttMs}/${sample.n}/${sample.run}/${sample.cache}`;
    groups.set(key, [...(groups.get(key) ?? []), sample]);
  }
  const lines = ['| RTT | N | run | plan-cache | median | requests | dry-runs | hit share |', '| --- | ---: | --- | --- | ---: | ---: | ---: | ---: |'];
  for (const group of groups.values()) {
    const sorted = [...group].sort((a, b) => a.wallMs - b.wallMs);
    const median = sorted[Math.floor(sorted.length / 2)]!;
    const dryRuns = median.requests['APPLY dry-run'] ?? 0;
    lines.push(`| ${median.rttMs === 0 ? 'loopback' : `${median.rttMs} ms`} | ${median.n.toLocaleString('en-US')} | ${median.run} | ${median.cache} | ${(median.wallMs / 1000).toFixed(2)} s | ${totalRequests(median.requests)} | ${dryRuns} | ${((median.skipped / median.n) * 100).toFixed(0)} % |`);
  }
  return lines.join('\n');
}
