import { basename } from 'node:path';
import { DEFAULT_CONCURRENCY } from '../src/options/options.ts';
import type { ConcurrencyStats } from '../src/kube/adaptiveLimit.ts';
import type { Summary } from '../src/outcome/runOutcome.ts';
import { runMeasured, type ProcessRun } from './measure.ts';
import type { Step } from './steps.ts';

export type ToolName = 'ours' | 'kubectl' | 'limit' | 'client-go';

/** One ApplySet's worth of generated manifests in its own three namespaces. */
export interface SetUnderTest {
  n: number;
  namespaces: readonly [string, string, string];
  /** One directory per namespace, named after it, holding that namespace's objects and its Namespace. */
  dirs: { initial: string[]; changed: string[] };
  /** What step 4 updates and prunes. */
  change: { updated: number; pruned: number };
}

export interface BenchEnvironment {
  /** Through the fault proxy, which adds `rttMs` to every request. */
  kubeconfigPath: string;
  /** The round trip the proxy adds; 0 on loopback. */
  rttMs: number;
  kubectlPath: string;
  /** kubectl's discovery cache, shared by all its runs and warmed before the first (the kindest setting for kubectl). */
  kubectlCacheDir: string;
  /** The bundled CLI (what the action ships), built at the start of the run. */
  cliPath: string;
  /** The limit baseline, bundled as the CLI is (see bundleLimit). */
  limitPath: string;
  /** The limit from client-go (bench/goLimit, see buildGoLimit), when BENCH_GO_LIMIT=1 built it. */
  goLimitPath?: string;
}

export interface ToolSample {
  wallMs: number;
  maxRssBytes: number;
  /** The process's CPU time, user and system (kubectl: the sum of its runs). */
  cpuMs: number;
  /** The concurrency applyset-action chose, from its JSON document. */
  concurrency?: ConcurrencyStats;
  /** The limits: their whole process, spawn to exit (`wallMs` is their requests' time alone). */
  processMs?: number;
}

const PARENT_NAME = 'bench';

function failed(what: string, run: ProcessRun): Error {
  return new Error(`${what} exited with ${run.code}:\n${run.stderr.slice(-4000)}`);
}

/** This tool: one process for the whole set, its parent Secret in the first namespace. */
async function runOurs(step: Step, set: SetUnderTest, env: BenchEnvironment): Promise<ToolSample> {
  const files = set.dirs[step.manifests].flatMap((dir) => ['-f', dir]);
  // --wait=false: kubectl does not wait either; the "apply and wait" step measures the wait (applyAndWait.ts).
  const args = [
    env.cliPath,
    step.mode,
    '--applyset',
    PARENT_NAME,
    '-n',
    set.namespaces[0],
    ...files,
    '--kubeconfig',
    env.kubeconfigPath,
    '-o',
    'json',
    ...(step.mode === 'apply' ? ['--wait=false'] : []),
  ];
  const run = await runMeasured(process.execPath, args);
  if (run.code !== 0) throw failed(`applyset-action ${step.mode} (step ${step.number}, N=${set.n})`, run);
  const doc = JSON.parse(run.stdout) as { summary: Summary; concurrency?: ConcurrencyStats };
  checkSummary(step, set, doc.summary);
  return {
    wallMs: run.wallMs,
    maxRssBytes: run.maxRssBytes,
    cpuMs: run.cpuMs,
    ...(doc.concurrency ? { concurrency: doc.concurrency } : {}),
  };
}

/** A run that did something else than the step asks for would measure the wrong thing. */
function checkSummary(step: Step, set: SetUnderTest, summary: Summary): void {
  const expected: Summary =
    step.manifests === 'changed'
      ? {
          create: 0,
          update: set.change.updated,
          replace: 0,
          unchanged: set.n - set.change.updated - set.change.pruned,
          prune: set.change.pruned,
          keep: 0,
        }
      : step.name === 'apply-noop'
        ? { create: 0, update: 0, replace: 0, unchanged: set.n, prune: 0, keep: 0 }
        : // The Namespaces exist (empty) before the first run, so they are updates: they join the set.
          { create: set.n - 3, update: 3, replace: 0, unchanged: 0, prune: 0, keep: 0 };
  if ((Object.keys(expected) as (keyof Summary)[]).some((key) => summary[key] !== expected[key])) {
    throw new Error(
      `step ${step.number} at N=${set.n}: expected ${JSON.stringify(expected)}, the tool reported ${JSON.stringify(summary)}`,
    );
  }
}

/**
 * kubectl: a Secret parent cannot span namespaces in kubectl (-n rejects objects of other
 * namespaces), so each namespace is its own ApplySet, applied one after the other as a script
 * would. Wall time is the sum, peak RSS the largest of the three processes.
 */
async function runKubectl(step: Step, set: SetUnderTest, env: BenchEnvironment): Promise<ToolSample> {
  let wallMs = 0;
  let maxRssBytes = 0;
  let cpuMs = 0;
  let pruned = 0;
  for (const dir of set.dirs[step.manifests]) {
    const args = [
      '--kubeconfig',
      env.kubeconfigPath,
      '--cache-dir',
      env.kubectlCacheDir,
      'apply',
      '--server-side',
      '--prune',
      `--applyset=secret/${PARENT_NAME}`,
      '-n',
      basename(dir),
      '-f',
      dir,
      ...(step.mode === 'preview' ? ['--dry-run=server'] : []),
    ];
    const run = await runMeasured(env.kubectlPath, args, { ...process.env, KUBECTL_APPLYSET: 'true' });
    if (run.code !== 0) throw failed(`kubectl apply (step ${step.number}, N=${set.n})`, run);
    wallMs += run.wallMs;
    cpuMs += run.cpuMs;
    maxRssBytes = Math.max(maxRssBytes, run.maxRssBytes);
    pruned += run.stdout.split('\n').filter((line) => / pruned\b/.test(line)).length;
  }
  const expectedPrunes = step.manifests === 'changed' ? set.change.pruned : 0;
  if (pruned !== expectedPrunes)
    throw new Error(`kubectl step ${step.number} at N=${set.n} pruned ${pruned} objects, not ${expectedPrunes}`);
  return { wallMs, maxRssBytes, cpuMs };
}

/**
 * A limit: our client's (limitBaseline.ts, bundled) or client-go's (bench/goLimit, with BENCH_GO_LIMIT=1: HTTP/2,
 * 64 in flight, no rate limit; issue 48's targets compare a run of the CLI with its whole process). Its time is that
 * of the requests alone, measured inside the process; its whole process's (start, loading, discovery and exit too) is
 * kept beside it, as a run of the CLI is timed. Go's flags take the same double dash.
 */
async function runLimit(
  which: 'limit' | 'client-go',
  step: Step,
  set: SetUnderTest,
  env: BenchEnvironment,
): Promise<ToolSample> {
  if (which === 'client-go' && !env.goLimitPath)
    throw new Error('the client-go limit runs only when BENCH_GO_LIMIT=1 built it');
  const [command, program] =
    which === 'limit' ? [process.execPath, [env.limitPath]] : [env.goLimitPath!, [] as string[]];
  const args = [
    ...program,
    '--kubeconfig',
    env.kubeconfigPath,
    '--concurrency',
    String(DEFAULT_CONCURRENCY),
    '--phases',
    (step.limit?.phases ?? []).join(','),
    ...set.dirs[step.manifests],
  ];
  const run = await runMeasured(command, args);
  if (run.code !== 0) throw failed(`the ${which} limit (step ${step.number}, N=${set.n})`, run);
  const answered = JSON.parse(run.stdout) as { durationMs: number; http1?: number };
  if (answered.http1) throw new Error(`the client-go limit was answered over HTTP/1.1: ${run.stdout}`);
  return { wallMs: answered.durationMs, maxRssBytes: run.maxRssBytes, cpuMs: run.cpuMs, processMs: run.wallMs };
}

/** Why a tool does not run a step at some size, with the least time the run would take. */
export interface Skip {
  reason: string;
  atLeastMs: number;
}

// kubectl deletes through a client-side rate limiter of 5 requests/s (client-go's default QPS,
// logged as "client-side throttling"), in previews too: its prune steps cost at least prunes / 5 s.
const KUBECTL_DELETES_PER_SECOND = 5;
// A kubectl run whose least possible time is beyond this is not run, so that the whole benchmark stays within 30 minutes.
const KUBECTL_MAX_RUN_MS = 60_000;

/**
 * kubectl sends one request at a time: at least one round trip per object it applies (or dry-runs),
 * and its prunes at most 5 per second.
 */
function kubectlSkip(step: Step, set: SetUnderTest, env: BenchEnvironment): Skip | undefined {
  const prunes = step.manifests === 'changed' ? set.change.pruned : 0;
  const applied = step.manifests === 'changed' ? set.n - prunes : set.n;
  const pruneMs = (prunes / KUBECTL_DELETES_PER_SECOND) * 1000;
  const atLeastMs = pruneMs + applied * env.rttMs;
  if (atLeastMs <= KUBECTL_MAX_RUN_MS) return undefined;
  const why = [
    ...(env.rttMs > 0
      ? [
          `one request at a time, ${set.n.toLocaleString('en-US')} objects take at least one ${env.rttMs} ms round trip each`,
        ]
      : []),
    ...(prunes > 0 ? [`it deletes at most ${KUBECTL_DELETES_PER_SECOND} objects/s (client-side throttling)`] : []),
  ];
  return {
    reason: `not run: kubectl would take at least ${Math.round(atLeastMs / 1000)} s per run (${why.join('; ')})`,
    atLeastMs,
  };
}

export interface Tool {
  label: string;
  /** Whether the tool has this step at all (the limit baseline has no mixed steps). */
  has: (step: Step) => boolean;
  skip: (step: Step, set: SetUnderTest, env: BenchEnvironment) => Skip | undefined;
  run: (step: Step, set: SetUnderTest, env: BenchEnvironment) => Promise<ToolSample>;
}

export const TOOLS: Record<ToolName, Tool> = {
  ours: { label: 'applyset-action', has: () => true, skip: () => undefined, run: runOurs },
  kubectl: { label: 'kubectl', has: () => true, skip: kubectlSkip, run: runKubectl },
  limit: {
    label: 'limit (bare SSA)',
    has: (step) => step.limit !== undefined,
    skip: () => undefined,
    run: (...args) => runLimit('limit', ...args),
  },
  'client-go': {
    label: 'client-go limit',
    has: (step) => step.limit !== undefined,
    skip: () => undefined,
    run: (...args) => runLimit('client-go', ...args),
  },
};
