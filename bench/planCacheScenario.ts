import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { KubeClient } from '../src/kube/kubeClient.ts';
import { DEFAULT_CONCURRENCY } from '../src/options/options.ts';
import type { FaultProxy } from '../test/cluster/faultProxy/faultProxy.ts';
import { createNamespaces, deleteNamespaces, settle } from './benchCluster.ts';
import { generateObjects, type BenchObject } from './generateObjects.ts';
import { writeManifests } from './manifestFiles.ts';
import { runMeasured } from './measure.ts';
import { countByResource, countRequests, type RequestCounts, totalRequests } from './requestCounts.ts';

export type PlanCacheRun =
  | 'apply-noop'
  | 'preview-unchanged'
  | 'preview-unchanged-copy'
  | 'preview-10-changed'
  | 'drift-quiet'
  | 'limit'
  | 'floor';

/** One timed run of the plan-cache scenario (issue 25). */
export interface PlanCacheSample {
  n: number;
  rttMs: number;
  run: PlanCacheRun;
  /** Whether the run could use the record (false for the limit and the floor, which have none). */
  cache: boolean;
  wallMs: number;
  maxRssBytes: number;
  /** The process's CPU time, user and system. */
  cpuMs: number;
  /** Dry-runs the plan did without (the JSON document's dryRunsSkipped). */
  skipped: number;
  requests: RequestCounts;
  /** The same requests by resource (`GET secrets`, `POST selfsubjectreviews`, ...). */
  byResource: RequestCounts;
}

export interface PlanCacheContext {
  client: KubeClient;
  proxy: FaultProxy;
  kubeconfigPath: string;
  cliPath: string;
  rttMs: number;
  workDir: string;
  log: (line: string) => void;
  /** Only these runs (all when undefined). */
  runs?: readonly PlanCacheRun[];
  /** Only these plan-cache settings of the runs (both when undefined): at 10,000 objects each run without the record takes minutes. */
  caches?: readonly boolean[];
  /** The cluster runs other work too (BENCH_KUBECONFIG): wait for the rollouts only, not for it to be quiet. */
  sharedCluster?: boolean;
}

const LIMIT_SCRIPT = fileURLToPath(new URL('./limitBaseline.ts', import.meta.url));
const FLOOR_SCRIPT = fileURLToPath(new URL('./floorClient.ts', import.meta.url));
export const CHANGED_IN_PREVIEW = 10;

/**
 * The set with its first `count` changeable objects at revision 2: a pull request that touches a few objects
 * of many kinds. `changed` is how many there were (fewer than `count` in a set of a few objects).
 */
function withChanged(
  n: number,
  namespaces: readonly [string, string, string],
  count: number,
): { objects: BenchObject[]; changed: number } {
  const revised = generateObjects(n, namespaces, 2);
  let changed = 0;
  const objects = generateObjects(n, namespaces, 1).map((o, i) =>
    o.changed && changed < count ? (changed++, revised[i]!) : o,
  );
  return { objects, changed };
}

interface Variant {
  run: Exclude<PlanCacheRun, 'limit' | 'floor'>;
  command: 'apply' | 'preview' | 'drift';
  manifests: 'unchanged' | 'changed';
  /**
   * The preview identity's path (issue 48): given the deploy's public key (plan-record-key), the preview reads the
   * record's signed public copy, as the shipped preview identity, which may not read the record, does. Run with the
   * record only: without it, it is the preview above.
   */
  copy?: true;
}
const VARIANTS: readonly Variant[] = [
  { run: 'apply-noop', command: 'apply', manifests: 'unchanged' },
  { run: 'preview-unchanged', command: 'preview', manifests: 'unchanged' },
  { run: 'preview-unchanged-copy', command: 'preview', manifests: 'unchanged', copy: true },
  { run: 'preview-10-changed', command: 'preview', manifests: 'changed' },
  { run: 'drift-quiet', command: 'drift', manifests: 'unchanged' },
];

/**
 * issue 25's scenario: a set of `n` objects applied, applied again (the no-op that records what it
 * found unchanged), its rollouts settled; then, `reps` times and taking turns, the limit (a dry-run of
 * every object), the floor (bench/floorClient.ts) and each run of VARIANTS with `--plan-cache=false` and
 * with the record.
 */
export async function benchmarkPlanCache(n: number, reps: number, ctx: PlanCacheContext): Promise<PlanCacheSample[]> {
  const namespaces = (['a', 'b', 'c'] as const).map((s) => `plan-cache-${n}-rtt${ctx.rttMs}-${s}`) as [
    string,
    string,
    string,
  ];
  await createNamespaces(ctx.client, namespaces);
  const root = join(ctx.workDir, `plan-cache-${n}-rtt${ctx.rttMs}`);
  const changed = withChanged(n, namespaces, CHANGED_IN_PREVIEW);
  const dirs = {
    unchanged: await writeManifests(join(root, 'unchanged'), generateObjects(n, namespaces, 1)),
    changed: await writeManifests(join(root, 'changed'), changed.objects),
  };
  const updatedBy = { unchanged: 0, changed: changed.changed };
  const measure = async (args: string[], what: string) => {
    const before = ctx.proxy.requests.length;
    const result = await runMeasured(process.execPath, args);
    // drift exits with 2 when the cluster differs: a quiet cluster's check exits with 0 like the others.
    if (result.code !== 0)
      throw new Error(`${what} (N=${n}) exited with ${result.code}:\n${result.stderr.slice(-4000)}`);
    const sent = ctx.proxy.requests.slice(before);
    return { result, requests: countRequests(sent), byResource: countByResource(sent) };
  };
  // The deploy's public key, from the log of the no-op that signed the copy.
  let signer = '';
  const run = async (
    variant: Pick<Variant, 'command' | 'manifests' | 'copy'>,
    cache: boolean,
    extra: string[] = [],
  ) => {
    const args = [
      ctx.cliPath,
      variant.command,
      '--applyset',
      'bench',
      '-n',
      namespaces[0],
      ...dirs[variant.manifests].flatMap((dir) => ['-f', dir]),
      '--kubeconfig',
      ctx.kubeconfigPath,
      '-o',
      'json',
      `--plan-cache=${cache}`,
      ...(variant.command === 'apply' ? ['--wait=false'] : []),
      ...(variant.copy ? ['--plan-record-key', signer] : []),
      ...extra,
    ];
    const { result, requests, byResource } = await measure(
      args,
      `applyset-action ${variant.command} (plan-cache ${cache})`,
    );
    const doc = JSON.parse(result.stdout) as {
      summary: { unchanged: number; update: number };
      dryRunsSkipped?: number;
    };
    return {
      wallMs: result.wallMs,
      maxRssBytes: result.maxRssBytes,
      cpuMs: result.cpuMs,
      skipped: doc.dryRunsSkipped ?? 0,
      summary: doc.summary,
      requests,
      byResource,
      log: result.stderr,
    };
  };
  const runLimit = async () => {
    const args = [
      LIMIT_SCRIPT,
      '--kubeconfig',
      ctx.kubeconfigPath,
      '--concurrency',
      String(DEFAULT_CONCURRENCY),
      '--phases',
      'dry-run',
      ...dirs.unchanged,
    ];
    const { result, requests, byResource } = await measure(args, 'the limit baseline');
    return {
      wallMs: (JSON.parse(result.stdout) as { durationMs: number }).durationMs,
      maxRssBytes: result.maxRssBytes,
      cpuMs: result.cpuMs,
      skipped: 0,
      requests,
      byResource,
    };
  };
  // The floor's time is its whole process's, as a run of the CLI is timed: Node's start included. It reads the
  // manifests the runs with the record read.
  const runFloor = async () => {
    const { result, requests, byResource } = await measure(
      [
        FLOOR_SCRIPT,
        '--kubeconfig',
        ctx.kubeconfigPath,
        '--namespace',
        namespaces[0],
        '--parent',
        'bench',
        ...dirs.unchanged,
      ],
      'the floor client',
    );
    const { listed, objects } = JSON.parse(result.stdout) as { listed: number; objects: number };
    if (listed !== n || objects !== n)
      throw new Error(`the floor client listed ${listed} members and read ${objects} objects, not ${n}`);
    return {
      wallMs: result.wallMs,
      maxRssBytes: result.maxRssBytes,
      cpuMs: result.cpuMs,
      skipped: 0,
      requests,
      byResource,
    };
  };
  const note = (s: PlanCacheSample, rep: number) =>
    ctx.log(
      `plan-cache N=${n} RTT ${ctx.rttMs} ms rep ${rep}/${reps} ${s.run}${s.run === 'limit' || s.run === 'floor' ? '' : ` cache ${s.cache}`}: ${(s.wallMs / 1000).toFixed(2)} s, ${(s.cpuMs / 1000).toFixed(2)} s CPU, ${Math.round(s.maxRssBytes / 2 ** 20)} MB, ${totalRequests(s.requests)} requests, ${s.skipped} dry-runs skipped`,
    );
  try {
    await run({ command: 'apply', manifests: 'unchanged' }, true);
    await settle(ctx.client, namespaces, { wholeCluster: !ctx.sharedCluster });
    // The first no-op dry-runs every object and records those it found unchanged; when the copy's preview runs, it
    // signs the public copy too (without it, the other runs go as they did before the copy existed).
    const copies =
      (!ctx.runs || ctx.runs.includes('preview-unchanged-copy')) && (!ctx.caches || ctx.caches.includes(true));
    const recording = await run({ command: 'apply', manifests: 'unchanged' }, true, [
      ...(copies ? ['--plan-record-copy'] : []),
    ]);
    signer = /with plan-record-key (\S+)/.exec(recording.log)?.[1] ?? '';
    if (copies && !signer)
      throw new Error(`the recording no-op (N=${n}) named no plan-record-key:\n${recording.log.slice(-3000)}`);
    const samples: PlanCacheSample[] = [];
    for (let rep = 1; rep <= reps; rep++) {
      if (!ctx.runs || ctx.runs.includes('limit')) {
        samples.push({ n, rttMs: ctx.rttMs, run: 'limit', cache: false, ...(await runLimit()) });
        note(samples.at(-1)!, rep);
      }
      if (!ctx.runs || ctx.runs.includes('floor')) {
        samples.push({ n, rttMs: ctx.rttMs, run: 'floor', cache: false, ...(await runFloor()) });
        note(samples.at(-1)!, rep);
      }
      for (const variant of VARIANTS.filter((v) => !ctx.runs || ctx.runs.includes(v.run))) {
        // Who goes first alternates, so that a busy moment falls on both alike.
        for (const cache of (rep % 2 === 0 ? [true, false] : [false, true]).filter(
          (c) => (!ctx.caches || ctx.caches.includes(c)) && (c || !variant.copy),
        )) {
          const sample = await run(variant, cache);
          const updated = updatedBy[variant.manifests];
          if (sample.summary.unchanged !== n - updated || sample.summary.update !== updated) {
            throw new Error(
              `${variant.run} (plan-cache ${cache}, N=${n}): ${JSON.stringify(sample.summary)}, not ${updated} updated and the rest unchanged`,
            );
          }
          samples.push({
            n,
            rttMs: ctx.rttMs,
            run: variant.run,
            cache,
            wallMs: sample.wallMs,
            maxRssBytes: sample.maxRssBytes,
            cpuMs: sample.cpuMs,
            skipped: sample.skipped,
            requests: sample.requests,
            byResource: sample.byResource,
          });
          note(samples.at(-1)!, rep);
        }
      }
    }
    return samples;
  } finally {
    await deleteNamespaces(ctx.client, namespaces);
  }
}
