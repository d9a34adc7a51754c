import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { KubeClient } from '../src/kube/kubeClient.ts';
import type { FaultProxy, ProxiedRequest } from '../test/cluster/faultProxy/faultProxy.ts';
import { countByResource, countRequests, type RequestCounts } from './requestCounts.ts';
import { createNamespaces, deleteNamespaces, settle } from './benchCluster.ts';
import { changedManifests, expectedChange, generateObjects } from './generateObjects.ts';
import { writeManifests } from './manifestFiles.ts';
import { STEPS_IN_RUN_ORDER, type StepName } from './steps.ts';
import { TOOLS, type BenchEnvironment, type SetUnderTest, type Skip, type ToolName, type ToolSample } from './tools.ts';

export interface Sample extends ToolSample {
  /** What the tool sent while the step ran, counted at the proxy. */
  requests: RequestCounts;
  /** The same requests by resource (`GET secrets`, `POST selfsubjectreviews`, ...). */
  byResource: RequestCounts;
}

export interface Measurement {
  /** The round trip the fault proxy added. */
  rttMs: number;
  n: number;
  step: StepName;
  tool: ToolName;
  samples: Sample[];
  skipped?: Skip;
}

export interface SizeContext {
  env: BenchEnvironment;
  client: KubeClient;
  /** Every tool's requests go through it; it counts them. */
  proxy: FaultProxy;
  workDir: string;
  log: (line: string) => void;
  /** The tools that run at this size (in their turn order); all by default. */
  tools?: readonly ToolName[];
  /** The cluster runs other work too (BENCH_KUBECONFIG): wait for the rollouts only, not for it to be quiet. */
  sharedCluster?: boolean;
}

export const TOOL_ORDER: readonly ToolName[] = ['ours', 'kubectl', 'limit'];

/**
 * Every step for every tool at one size, `reps` times. In each repetition every tool gets three
 * new namespaces and a new ApplySet, so each first apply is a real first apply. The tools take
 * turns step by step (who goes first rotates), so a busy moment on the shared machine falls on
 * all of them alike; a run starts once the rollouts of the applies before it are done. The namespaces
 * are deleted after the repetition, and the next one starts only when they are gone.
 */
export async function benchmarkSize(n: number, reps: number, ctx: SizeContext): Promise<Measurement[]> {
  const measurements = new Map<string, Measurement>();
  const rttMs = ctx.env.rttMs;
  const record = (m: Omit<Measurement, 'samples' | 'rttMs'>, sample?: Sample) => {
    const key = `${m.step}/${m.tool}`;
    const entry = measurements.get(key) ?? { ...m, rttMs, samples: [] };
    if (sample) entry.samples.push(sample);
    measurements.set(key, entry);
  };
  for (let rep = 1; rep <= reps; rep++) {
    const tools = ctx.tools ?? TOOL_ORDER;
    const shift = (rep - 1) % tools.length;
    const order = [...tools.slice(shift), ...tools.slice(0, shift)];
    const sets = new Map<ToolName, SetUnderTest>();
    for (const tool of order) {
      const namespaces = (['a', 'b', 'c'] as const).map((s) => `${tool}-${n}-rtt${rttMs}-r${rep}-${s}`) as [
        string,
        string,
        string,
      ];
      await createNamespaces(ctx.client, namespaces);
      sets.set(tool, await prepareSet(n, namespaces, join(ctx.workDir, `${tool}-${n}-r${rep}`)));
    }
    // Where an apply before started rollouts (the step before, or another tool's first apply a moment
    // ago): they finish before the next run is timed, not during it.
    let unsettled: string[] = [];
    for (const step of STEPS_IN_RUN_ORDER) {
      const line: string[] = [];
      for (const tool of order.filter((t) => TOOLS[t].has(step))) {
        const set = sets.get(tool)!;
        const skipped = TOOLS[tool].skip(step, set, ctx.env);
        if (skipped) {
          record({ n, step: step.name, tool, skipped });
          line.push(`${TOOLS[tool].label} skipped`);
          continue;
        }
        if (unsettled.length > 0) {
          const waitedMs = await settle(ctx.client, unsettled, { wholeCluster: !ctx.sharedCluster });
          if (waitedMs >= 1000) line.push(`(${(waitedMs / 1000).toFixed(0)} s for rollouts)`);
          unsettled = [];
        }
        const before = ctx.proxy.requests.length;
        const sample = await TOOLS[tool].run(step, set, ctx.env);
        if (step.rollouts) unsettled.push(...set.namespaces);
        const sent = ctx.proxy.requests.slice(before);
        record(
          { n, step: step.name, tool },
          { ...sample, requests: countRequests(sent), byResource: countByResource(sent) },
        );
        const chosen = sample.concurrency
          ? ` (concurrency ${sample.concurrency.start}→${sample.concurrency.final}, highest ${sample.concurrency.highest})`
          : '';
        const whole =
          sample.processMs === undefined ? '' : `, ${(sample.processMs / 1000).toFixed(2)} s its whole process`;
        line.push(
          `${TOOLS[tool].label} ${(sample.wallMs / 1000).toFixed(2)} s (${(sample.cpuMs / 1000).toFixed(2)} s CPU${whole})${chosen}${refusals(sent)}`,
        );
      }
      ctx.log(`RTT ${rttMs} ms N=${n} rep ${rep}/${reps} step ${step.number}: ${line.join(' · ')}`);
    }
    const cleanup = performance.now();
    await deleteNamespaces(
      ctx.client,
      [...sets.values()].flatMap((s) => s.namespaces),
    );
    await rm(ctx.workDir, { recursive: true, force: true });
    ctx.log(`N=${n} rep ${rep}/${reps}: namespaces deleted in ${((performance.now() - cleanup) / 1000).toFixed(1)} s`);
  }
  return [...measurements.values()];
}

async function prepareSet(n: number, namespaces: [string, string, string], root: string): Promise<SetUnderTest> {
  const initial = generateObjects(n, namespaces, 1);
  await mkdir(root, { recursive: true });
  return {
    n,
    namespaces,
    dirs: {
      initial: await writeManifests(join(root, 'initial'), initial),
      changed: await writeManifests(join(root, 'changed'), changedManifests(n, namespaces)),
    },
    change: expectedChange(initial),
  };
}

/**
 * The answers a run was turned away with (429, 5xx), which it waited out: a new CRD's first LIST answers
 * 429 "storage is (re)initializing" with a wait of a second, which the limit (no LIST) never meets.
 */
function refusals(sent: readonly ProxiedRequest[]): string {
  const counts = new Map<number, number>();
  for (const { status } of sent)
    if (status !== undefined && (status === 429 || status >= 500)) counts.set(status, (counts.get(status) ?? 0) + 1);
  return counts.size === 0
    ? ''
    : ` [answered ${[...counts].map(([status, count]) => `${status} ×${count}`).join(', ')}]`;
}
