import { cpus, platform, release, totalmem } from 'node:os';
import { totalRequests, type RequestCounts } from './requestCounts.ts';
import type { ConcurrencyStats } from '../src/kube/adaptiveLimit.ts';
import type { Measurement } from './runSize.ts';
import type { StartupResult } from './startup.ts';
import type { StepName } from './steps.ts';
import type { ToolName } from './tools.ts';

/** One step of one tool at one size, over its repetitions. */
export interface StepResult {
  /** The round trip the fault proxy added; 0 on loopback. */
  rttMs: number;
  n: number;
  step: StepName;
  tool: ToolName;
  /** Median wall time. */
  wallMs: number;
  /** Every repetition's wall time, in run order. */
  wallMsRuns: number[];
  /** The largest peak RSS of the repetitions. */
  maxRssMb: number;
  /** Median CPU time of the process (user + system). */
  cpuMs: number;
  /** Median per category of the requests the API server counted. */
  requests: RequestCounts;
  /** Median per resource (`GET secrets`, `LIST validatingwebhookconfigurations`, ...). */
  byResource: RequestCounts;
  totalRequests: number;
  /** The concurrency applyset-action chose, in each repetition. */
  concurrency?: ConcurrencyStats[];
  /** The limit: the median of its whole process's time, spawn to exit (`wallMs` is its requests' alone). */
  processMs?: number;
}

/** A step a tool did not run at some size, and the least time it would have taken. */
export interface NotRun {
  rttMs: number;
  n: number;
  step: StepName;
  tool: ToolName;
  reason: string;
  atLeastMs: number;
}

export interface Machine {
  os: string;
  cpu: string;
  cores: number;
  memoryGb: number;
  node: string;
  kubernetes: string;
}

/** What the benchmark writes to bench/results/latest.json. */
export interface BenchResults {
  generatedAt: string;
  machine: Machine;
  settings: {
    rttMs: number[];
    sizes: number[];
    otherSizes: number[];
    reps: number;
    otherReps: number;
    onceFrom: number;
    concurrency: number;
    set: string;
    network: string;
    ours: string;
    kubectl: string;
    limit: string;
  };
  startup: StartupResult;
  durationSeconds: number;
  results: StepResult[];
  notRun: NotRun[];
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

export function summarize(measurements: Measurement[]): { results: StepResult[]; notRun: NotRun[] } {
  const notRun = measurements.flatMap(({ rttMs, n, step, tool, skipped }) =>
    skipped ? [{ rttMs, n, step, tool, reason: skipped.reason, atLeastMs: Math.round(skipped.atLeastMs) }] : [],
  );
  const results = measurements
    .filter((m) => !m.skipped)
    .map(({ rttMs, n, step, tool, samples }) => {
      const medians = (of: (s: Measurement['samples'][number]) => RequestCounts) => {
        const categories = [...new Set(samples.flatMap((s) => Object.keys(of(s))))].sort();
        return Object.fromEntries(
          categories.map((c) => [c, median(samples.map((s) => of(s)[c] ?? 0))]).filter(([, v]) => v !== 0),
        ) as RequestCounts;
      };
      const requests = medians((s) => s.requests);
      return {
        rttMs,
        n,
        step,
        tool,
        wallMs: Math.round(median(samples.map((s) => s.wallMs))),
        wallMsRuns: samples.map((s) => Math.round(s.wallMs)),
        maxRssMb: Math.round(Math.max(...samples.map((s) => s.maxRssBytes)) / 1024 / 1024),
        cpuMs: Math.round(median(samples.map((s) => s.cpuMs))),
        requests,
        byResource: medians((s) => s.byResource),
        totalRequests: totalRequests(requests),
        ...(samples.some((s) => s.concurrency)
          ? { concurrency: samples.flatMap((s) => (s.concurrency ? [s.concurrency] : [])) }
          : {}),
        ...(samples.every((s) => s.processMs !== undefined)
          ? { processMs: Math.round(median(samples.map((s) => s.processMs!))) }
          : {}),
      };
    });
  return { results, notRun };
}

export function describeMachine(kubernetes: string): Machine {
  const cpu = cpus();
  return {
    os: `${platform()} ${release()}`,
    cpu: cpu[0]?.model.trim() ?? 'unknown',
    cores: cpu.length,
    memoryGb: Math.round(totalmem() / 1024 ** 3),
    node: process.version,
    kubernetes,
  };
}
