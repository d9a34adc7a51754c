// npm run bench: issues 5 and 11's benchmark. BENCH_RTT, BENCH_SIZES, BENCH_OTHER_RTT_SIZES, BENCH_REPS and BENCH_ONCE_FROM choose what runs (bench/README.md).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { connect } from '../src/kube/connect.ts';
import { DEFAULT_CONCURRENCY } from '../src/options/options.ts';
import { roundTrip, startFaultProxy } from '../test/cluster/faultProxy/faultProxy.ts';
import { benchmarkApplyAndWait, describeApplyAndWait, type ApplyAndWaitResult } from './applyAndWait.ts';
import { createNamespaces, deleteNamespaces, installWidgetCrd, removeWidgetCrd } from './benchCluster.ts';
import { openBenchTarget } from './benchTarget.ts';
import { buildGoLimit, bundleCli, bundleLimit } from './bundleCli.ts';
import { requireGnuTime } from './measure.ts';
import { benchmarkSize, TOOL_ORDER, type Measurement } from './runSize.ts';
import { renderMarkdownReport, renderTerminal } from './renderTable.ts';
import { describeMachine, summarize, type BenchResults } from './results.ts';
import { measureStartup } from './startup.ts';
import { benchmarkPlanCache, type PlanCacheSample } from './planCacheScenario.ts';
import { renderPlanCache } from './planCacheTable.ts';
import { checkTargets, startupTargets } from './targets.ts';
import { testEnvironment } from '../test/testEnvironment.ts';
import type { ToolName } from './tools.ts';

// The smoke run in the tests writes elsewhere, so it never replaces the figures kept in bench/results.
const RESULTS_DIR = process.env['BENCH_RESULTS_DIR']?.trim() || fileURLToPath(new URL('./results/', import.meta.url));

function positiveIntegers(name: string, fallback: number[], min: number): number[] {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const values = raw.split(',').map((s) => Number(s.trim()));
  if (values.some((v) => !Number.isInteger(v) || v < min))
    throw new Error(`${name} must be a comma-separated list of whole numbers ≥ ${min}, not "${raw}"`);
  return values;
}

// 25 ms first: a runner and a cluster in one cloud region, what most users see.
const rtts = positiveIntegers('BENCH_RTT', [25, 0, 100], 0);
// Every size at the first round trip; the others at the targets' size: the whole run within 30 minutes on 2 cores
// (with N=100 as well, and the waits for rollouts between steps, it took 34 minutes).
const sizes = positiveIntegers('BENCH_SIZES', [1000, 5000], 4);
const otherSizes = positiveIntegers('BENCH_OTHER_RTT_SIZES', [1000], 4);
// The first round trip's figures are the headline and its targets sit on their lines: medians of 5 there.
const [reps = 5, otherReps = reps] = positiveIntegers('BENCH_REPS', [5, 3], 1);
// A size this large runs once: a repetition at 5,000 objects takes some 5 minutes.
const [onceFrom = 5000] = positiveIntegers('BENCH_ONCE_FROM', [5000], 4);
// 200 Deployments (400 pods): 1,000 take some 45 s on 2 cores (8 minutes before the wait's bookkeeping
// was indexed), and the wait for rollouts between steps leaves less of the half hour.
const waitSizes = positiveIntegers('BENCH_WAIT_SIZES', [200], 1);
// For iteration on one tool: BENCH_TOOLS=ours,limit leaves kubectl out (its runs are most of the time).
const toolsRun = process.env['BENCH_TOOLS']?.trim()
  ? TOOL_ORDER.filter((t) =>
      process.env['BENCH_TOOLS']!.split(',')
        .map((s) => s.trim())
        .includes(t),
    )
  : TOOL_ORDER;
// issue 48: the same requests from client-go as well (bench/goLimit), its whole process the targets' reference. Off by
// default: it needs Go, and its runs (and the rollouts its first applies start) would lengthen the default run.
const goLimit = process.env['BENCH_GO_LIMIT']?.trim() === '1';
const tools: ToolName[] = [...toolsRun, ...(goLimit ? (['client-go'] as const) : [])];
// issue 25: a no-op apply and a preview of an unchanged set with and without the plan record, at the first round trip.
const planCacheSizes = positiveIntegers('BENCH_PLAN_CACHE_SIZES', [1000], 4);
// A run with other settings can keep its own files beside the default run's (e.g. BENCH_RESULTS=n10000).
const resultsName = process.env['BENCH_RESULTS']?.trim() || 'latest';
// A cluster to measure on instead of a control plane of the benchmark's own (the tests' smoke run gives the shared one).
const givenKubeconfig = process.env['BENCH_KUBECONFIG']?.trim() || undefined;
if (!/^[\w.-]+$/.test(resultsName))
  throw new Error(`BENCH_RESULTS must be a file name without a directory, not "${resultsName}"`);
const started = performance.now();
const log = (line: string) =>
  process.stderr.write(`[${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}\n`);

const work = await mkdtemp(join(tmpdir(), 'applyset-bench-'));
try {
  await requireGnuTime();
  log('bundling the CLI');
  const cliPath = await bundleCli(join(work, 'cli'));
  const limitPath = await bundleLimit(join(work, 'limit'));
  const goLimitPath = goLimit ? await buildGoLimit(join(work, 'golimit')) : undefined;
  log(givenKubeconfig ? `on the cluster of ${givenKubeconfig}` : 'starting the control plane');
  const cluster = await openBenchTarget(givenKubeconfig);
  try {
    const { client } = await connect({
      environment: testEnvironment(),
      kubeconfigPath: cluster.kubeconfigPath,
      concurrency: DEFAULT_CONCURRENCY,
    });
    await installWidgetCrd(client);
    // Every tool talks to the API server through the fault proxy, which adds the round trip under test.
    const proxy = await startFaultProxy({ kubeconfigPath: cluster.kubeconfigPath });
    const base = {
      kubeconfigPath: proxy.kubeconfigPath,
      kubectlPath: cluster.kubectlPath,
      kubectlCacheDir: join(work, 'kubectl-cache'),
      cliPath,
      limitPath,
      ...(goLimitPath ? { goLimitPath } : {}),
    };
    const version = await cluster.kubectl(['--cache-dir', base.kubectlCacheDir, 'version', '-o', 'json']);
    const kubernetes =
      (JSON.parse(version.stdout) as { serverVersion?: { gitVersion?: string } }).serverVersion?.gitVersion ??
      'unknown';
    // kubectl's discovery cache is per server: warm it through the proxy, where kubectl's runs go.
    await cluster.kubectl(['--kubeconfig', proxy.kubeconfigPath, '--cache-dir', base.kubectlCacheDir, 'api-resources']);

    const startupRtt = rtts[0] ?? 0;
    proxy.setLatency(roundTrip(startupRtt));
    await createNamespaces(client, ['startup-bench']);
    const startup = await measureStartup({
      cliPath,
      actionPath: join(work, 'cli', 'index.js'),
      kubeconfigPath: proxy.kubeconfigPath,
      proxy,
      rttMs: startupRtt,
      namespace: 'startup-bench',
      workDir: join(work, 'startup'),
      reps: Math.min(reps, 5),
    });
    await deleteNamespaces(client, ['startup-bench']);
    log(
      `start-up: --help ${startup.help.wallMs.toFixed(0)} ms (${startup.help.maxRssMb} MB), first request after ${startup.firstRequestMs.toFixed(0)} ms, the action's no-op on ${startup.actionNoop.objects} objects at ${startupRtt} ms ${(startup.actionNoop.wallMs / 1000).toFixed(2)} s (${(startup.actionNoop.cpuMs / 1000).toFixed(2)} s CPU, ${startup.actionNoop.maxRssMb} MB; requests: ${Object.entries(
        startup.actionNoop.requests,
      )
        .map(([k, v]) => `${v} ${k}`)
        .join(', ')})`,
    );

    const measurements: Measurement[] = [];
    for (const [i, rttMs] of rtts.entries()) {
      proxy.setLatency(roundTrip(rttMs));
      const repsHere = i === 0 ? reps : otherReps;
      for (const n of i === 0 ? sizes : otherSizes) {
        // A size run once is there for memory (and for the size kubectl cannot take): the limit, whose
        // ratios are the targets' at N=1,000, is left out, with the waits for rollouts between it and ours.
        const toolsHere = n >= onceFrom ? tools.filter((t) => t !== 'limit' && t !== 'client-go') : tools;
        measurements.push(
          ...(await benchmarkSize(n, n >= onceFrom ? 1 : repsHere, {
            env: { ...base, rttMs },
            client,
            proxy,
            workDir: join(work, 'sets'),
            log,
            tools: toolsHere,
            sharedCluster: cluster.shared,
          })),
        );
      }
    }
    proxy.setLatency(roundTrip(rtts[0] ?? 0));
    const planCache: PlanCacheSample[] = [];
    for (const n of planCacheSizes) {
      planCache.push(
        ...(await benchmarkPlanCache(n, Math.min(reps, 3), {
          client,
          proxy,
          kubeconfigPath: proxy.kubeconfigPath,
          cliPath,
          rttMs: rtts[0] ?? 0,
          workDir: join(work, 'sets'),
          log,
          sharedCluster: cluster.shared,
        })),
      );
    }
    const applyAndWait: ApplyAndWaitResult[] = [];
    const failures: string[] = [];
    for (const n of waitSizes) {
      try {
        applyAndWait.push(await benchmarkApplyAndWait(n, cluster.kubeconfigPath, client, () => {}));
        log(describeApplyAndWait(applyAndWait.at(-1)!));
      } catch (error) {
        // Reported with the results, not instead of them: the steps before took most of the half hour.
        failures.push(error instanceof Error ? error.message : String(error));
        log(`FAILED: ${failures.at(-1)}`);
      }
    }
    await proxy.close();
    // A given cluster is left as it was found: the namespaces are gone, the CRD too.
    if (cluster.shared) await removeWidgetCrd(client);
    const results: BenchResults = {
      generatedAt: new Date().toISOString(),
      machine: describeMachine(kubernetes),
      settings: {
        rttMs: rtts,
        sizes,
        otherSizes,
        reps,
        otherReps,
        onceFrom,
        concurrency: DEFAULT_CONCURRENCY,
        set:
          'N objects in 3 namespaces: the 3 Namespaces, then ConfigMaps, Secrets, headless Services, Deployments, ServiceAccounts, Roles, RoleBindings and Widget custom resources in turn (9 GroupKinds). ' +
          'The namespaces exist, empty, before step 1 (kubectl cannot create the namespace its parent Secret lives in); the Widget CRD is installed once, outside the sets (kubectl cannot apply a CRD and its resources in one run). ' +
          'Step 4 changes every 10th object and removes every other one. Each tool and repetition has its own namespaces and ApplySet.',
        network:
          'every tool reaches the API server through the fault proxy (test/cluster/faultProxy/faultProxy.ts: TLS on loopback), which adds half the round trip to each request and half to each answer, and two round trips to each new connection; RTT 0 is the proxy alone.',
        ours: `the bundled CLI (as the action ships), one process per step (start-up included), one ApplySet (Secret parent) spanning the 3 namespaces; concurrency adaptive from 32 up to ${DEFAULT_CONCURRENCY}.`,
        kubectl:
          'KUBECTL_APPLYSET=true kubectl apply --server-side --prune --applyset=secret/NAME -n NS -f DIR (--dry-run=server for previews), run once per namespace, one after the other: ' +
          'kubectl refuses a Secret parent with members in other namespaces. Its discovery cache is warm.',
        limit: `one server-side apply per object (a dry-run for steps 1 and 3; for step 2 a dry-run of every object, then an apply of every object, as no tool may write before all are checked) through the engine's client at a fixed concurrency of ${DEFAULT_CONCURRENCY} from the first request, nothing else; the time of the requests alone, and beside it its whole process (bundled as the CLI is: Node's start, loading, reading the manifests, discovery, exit), as a run of the CLI is timed; not run at N ≥ ${onceFrom.toLocaleString('en-US')}, a size run once for memory.${goLimit ? ' The same requests from client-go (bench/goLimit: HTTP/2, the same concurrency, no client-side rate limit), its whole process beside ours.' : ''}`,
      },
      startup,
      durationSeconds: Math.round((performance.now() - started) / 1000),
      ...summarize(measurements),
    };
    const targets = [...checkTargets(results.results), ...startupTargets(startup)];
    await mkdir(RESULTS_DIR, { recursive: true });
    await writeFile(
      join(RESULTS_DIR, `${resultsName}.json`),
      `${JSON.stringify({ ...results, targets, planCache, applyAndWait, failures }, null, 2)}\n`,
    );
    await writeFile(join(RESULTS_DIR, `${resultsName}.md`), renderMarkdownReport(results, targets));
    process.stdout.write(
      `${renderTerminal(results, targets)}\n${renderPlanCache(planCache)}\n${[...applyAndWait.map(describeApplyAndWait), ...failures.map((f) => `FAILED: ${f}`)].join('\n')}\n`,
    );
    if (failures.length > 0) process.exitCode = 1;
    log(`done; results in ${join(RESULTS_DIR, `${resultsName}.json`)} and ${resultsName}.md`);
  } finally {
    await cluster.close();
  }
} finally {
  await rm(work, { recursive: true, force: true });
}
