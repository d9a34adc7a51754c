// Two builds of the CLI side by side on one control plane, taking turns, so that a busy moment of a shared
// machine falls on both alike: the preview of a fresh set (its objects in empty namespaces), the first no-op
// after an apply (no record yet), the cached no-op, the cached preview, beside the limit (a dry-run of every
// object, of the fresh set for the fresh preview) and the floor (bench/floorClient.ts). Usage:
//   BENCH_BASE_CLI=/path/to/old/dist/cli/index.js BENCH_PLAN_CACHE_SIZES=1000 BENCH_REPS=5 \
//     bash scripts/node24.sh node bench/compareBuilds.ts
// or BENCH_BASE_REF=f55cdc3 instead of BENCH_BASE_CLI: the dist/ committed at that commit, taken out of git.
// The other build is this working tree's, bundled as `npm run build` does. Without a base it runs one.
// BENCH_BASE_NODE_ARGS: Node options for the base build's runs only (V8 flags: `--min-semi-space-size=16`).
// BENCH_COMPARE_RUNS: the runs to take turns on, of `fresh-preview,first-noop,cached` (all by default).
// BENCH_GO_LIMIT=1: the limit from client-go too (bench/goLimit, HTTP/2 at the same concurrency), beside ours.
// BENCH_BASE_ENV: variables for the base build's runs only (`DISABLE_HTTP2=1`); without BENCH_BASE_CLI, the base
// is then this tree's build run with them.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { appendTo } from '../src/common/appendTo.ts';
import { DEFAULT_CONCURRENCY } from '../src/options/options.ts';
import { roundTrip } from '../test/cluster/faultProxy/faultProxy.ts';
import { createNamespaces, settle } from './benchCluster.ts';
import { buildGoLimit, bundleLimit, committedCli } from './bundleCli.ts';
import { generateObjects } from './generateObjects.ts';
import { writeManifests } from './manifestFiles.ts';
import { runMeasured } from './measure.ts';
import { onOwnControlPlane } from './ownControlPlane.ts';

const n = Number(process.env['BENCH_PLAN_CACHE_SIZES'] ?? 1000);
const rttMs = Number(process.env['BENCH_RTT'] ?? 25);
const reps = Number(process.env['BENCH_REPS'] ?? 5);
const FLOOR_SCRIPT = fileURLToPath(new URL('./floorClient.ts', import.meta.url));

const RUNS = ['fresh-preview', 'first-noop', 'cached'] as const;
const runs = (process.env['BENCH_COMPARE_RUNS']?.split(',') ?? [...RUNS]).map((r) => r.trim());
const unknown = runs.filter((r) => !(RUNS as readonly string[]).includes(r));
if (unknown.length > 0) throw new Error(`BENCH_COMPARE_RUNS takes ${RUNS.join(', ')}, not ${unknown.join(', ')}`);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

await onOwnControlPlane('compare', async ({ client, proxy, cliPath, workDir }) => {
  proxy.setLatency(roundTrip(rttMs));
  const baseArgs = process.env['BENCH_BASE_NODE_ARGS']?.split(' ').filter(Boolean) ?? [];
  const baseEnv = Object.fromEntries(
    (process.env['BENCH_BASE_ENV']?.split(' ').filter(Boolean) ?? []).map((pair) => pair.split(/=(.*)/s, 2)),
  ) as Record<string, string>;
  const baseRef = process.env['BENCH_BASE_REF']?.trim();
  const base =
    process.env['BENCH_BASE_CLI'] ??
    (baseRef ? await committedCli(baseRef, join(workDir, 'base')) : undefined) ??
    (Object.keys(baseEnv).length > 0 ? cliPath : undefined);
  const builds: [string, string[], Record<string, string>][] = [
    ['this tree', [cliPath], {}],
    ...(base ? [['base', [...baseArgs, base], baseEnv] as [string, string[], Record<string, string>]] : []),
  ];
  const namespaces = ['compare-a', 'compare-b', 'compare-c'] as const;
  // The fresh set's namespaces exist, empty (as in step 1 of `npm run bench`); its objects are never applied.
  const freshNamespaces = ['compare-fresh-a', 'compare-fresh-b', 'compare-fresh-c'] as const;
  await createNamespaces(client, [...namespaces, ...freshNamespaces]);
  const dirs = await writeManifests(join(workDir, 'set'), generateObjects(n, namespaces, 1));
  const freshDirs = await writeManifests(join(workDir, 'fresh'), generateObjects(n, freshNamespaces, 1));
  const kubeconfig = proxy.kubeconfigPath;
  const cli = async (
    path: string[],
    command: string,
    set: { dirs: string[]; namespace: string } = { dirs, namespace: namespaces[0] },
    env: Record<string, string> = {},
  ) => {
    const result = await runMeasured(
      process.execPath,
      [
        ...path,
        command,
        '--applyset',
        'bench',
        '-n',
        set.namespace,
        ...set.dirs.flatMap((d) => ['-f', d]),
        '--kubeconfig',
        kubeconfig,
        '-o',
        'json',
        ...(command === 'apply' ? ['--wait=false'] : []),
      ],
      { ...process.env, ...env },
    );
    if (result.code !== 0)
      throw new Error(`${path.join(' ')} ${command} exited with ${result.code}:\n${result.stderr.slice(-3000)}`);
    return result;
  };
  // The record written by the last no-op: gone, the next no-op is a first one (it dry-runs every object).
  const forgetRecord = () =>
    client
      .request({
        method: 'DELETE',
        path: `/api/v1/namespaces/${namespaces[0]}/secrets/applyset-plan-record.secret.bench`,
      })
      .catch(() => undefined);
  await cli([cliPath], 'apply');
  await settle(client, namespaces);
  const samples = new Map<string, { wallMs: number; cpuMs: number }[]>();
  const add = (key: string, sample: { wallMs: number; cpuMs: number }) => appendTo(samples, key, sample);
  const limitPath = await bundleLimit(join(workDir, 'limit'));
  const goLimitPath = process.env['BENCH_GO_LIMIT'] === '1' ? await buildGoLimit(join(workDir, 'golimit')) : undefined;
  // Its requests' time (what the targets are against), and its whole process's, timed as the CLI's runs are.
  const limit = async (key: string, of: string[]) => {
    const run = await runMeasured(process.execPath, [
      limitPath,
      '--kubeconfig',
      kubeconfig,
      '--concurrency',
      String(DEFAULT_CONCURRENCY),
      '--phases',
      'dry-run',
      ...of,
    ]);
    if (run.code !== 0) throw new Error(`the limit exited with ${run.code}:\n${run.stderr.slice(-3000)}`);
    add(key, { wallMs: (JSON.parse(run.stdout) as { durationMs: number }).durationMs, cpuMs: run.cpuMs });
    add(`${key}, whole process`, run);
    if (!goLimitPath) return;
    const go = await runMeasured(goLimitPath, [
      '-kubeconfig',
      kubeconfig,
      '-concurrency',
      String(DEFAULT_CONCURRENCY),
      ...of,
    ]);
    if (go.code !== 0) throw new Error(`the client-go limit exited with ${go.code}:\n${go.stderr.slice(-3000)}`);
    const answered = JSON.parse(go.stdout) as { durationMs: number; http2: number; http1: number };
    if (answered.http1 > 0) throw new Error(`the client-go limit was answered over HTTP/1.1: ${go.stdout}`);
    add(`${key}, client-go`, { wallMs: answered.durationMs, cpuMs: go.cpuMs });
    add(`${key}, client-go, whole process`, go);
  };
  for (let rep = 0; rep < reps; rep++) {
    if (runs.includes('fresh-preview')) await limit('limit, fresh set', freshDirs);
    if (runs.some((r) => r !== 'fresh-preview')) await limit('limit', dirs);
    if (runs.includes('cached'))
      add(
        'floor',
        await runMeasured(process.execPath, [
          FLOOR_SCRIPT,
          '--kubeconfig',
          kubeconfig,
          '--namespace',
          namespaces[0],
          '--parent',
          'bench',
          ...dirs,
        ]),
      );
    for (const [name, path, env] of rep % 2 === 0 ? builds : [...builds].reverse()) {
      const fresh = { dirs: freshDirs, namespace: freshNamespaces[0] };
      if (runs.includes('fresh-preview')) add(`${name}: fresh preview`, await cli(path, 'preview', fresh, env));
      if (runs.includes('first-noop')) {
        await forgetRecord();
        add(`${name}: first no-op`, await cli(path, 'apply', undefined, env));
      }
      if (runs.includes('cached')) {
        add(`${name}: cached no-op`, await cli(path, 'apply', undefined, env));
        add(`${name}: cached preview`, await cli(path, 'preview', undefined, env));
      }
    }
    process.stderr.write(`rep ${rep + 1}/${reps} done\n`);
  }
  const medianOf = (key: string) => median((samples.get(key) ?? []).map((s) => s.wallMs));
  // A ratio to a run not taken (the floor without BENCH_COMPARE_RUNS' cached runs) is left blank.
  const ratio = (wall: number, key: string) => (samples.has(key) ? `${(wall / medianOf(key)).toFixed(2)}×` : '—');
  const rows = [...samples].map(([key, taken]) => {
    const wall = median(taken.map((r) => r.wallMs));
    const against = key.includes('fresh') ? 'limit, fresh set' : 'limit';
    return `| ${key} | ${(wall / 1000).toFixed(2)} s | ${(median(taken.map((r) => r.cpuMs)) / 1000).toFixed(2)} s | ${ratio(wall, against)} | ${ratio(wall, `${against}, whole process`)} | ${ratio(wall, `${against}, client-go, whole process`)} | ${ratio(wall, 'floor')} |`;
  });
  // Each run of this tree against the same run of the base, medians of both ("nothing slower than today"); the CPU
  // time too, which a loaded machine moves far less than the wall time.
  const cpuOf = (key: string) => median((samples.get(key) ?? []).map((s) => s.cpuMs));
  const compared = [...samples.keys()]
    .filter((key) => key.startsWith('this tree: '))
    .map((key) => key.slice('this tree: '.length))
    .filter((run) => samples.has(`base: ${run}`));
  const againstBase = (of: (key: string) => number) =>
    compared.map((run) => `${run} ${(of(`this tree: ${run}`) / of(`base: ${run}`)).toFixed(2)}×`).join(', ');
  return [
    `N=${n}, ${rttMs === 0 ? 'loopback' : `${rttMs} ms`}, median of ${reps}${baseRef ? `, base: ${baseRef}'s dist/` : ''}`,
    "| run | wall | CPU | ÷ limit | ÷ limit's whole process | ÷ client-go's whole process | ÷ floor |",
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
    ...(compared.length > 0
      ? [
          '',
          `This tree ÷ base, wall (medians): ${againstBase(medianOf)}`,
          `This tree ÷ base, CPU (medians): ${againstBase(cpuOf)}`,
        ]
      : []),
  ].join('\n');
});
