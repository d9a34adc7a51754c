// Two builds of the CLI side by side on one control plane, taking turns, so that a busy moment of a shared
// machine falls on both alike: the first no-op after an apply (no record yet), the cached no-op, the cached
// preview, beside the limit (a dry-run of every object) and the floor (bench/floorClient.ts). Usage:
//   BENCH_BASE_CLI=/path/to/old/dist/cli/index.js BENCH_PLAN_CACHE_SIZES=1000 BENCH_REPS=5 \
//     bash scripts/node24.sh node bench/compareBuilds.ts
// The other build is this working tree's, bundled as `npm run build` does. Without BENCH_BASE_CLI it runs one.
// BENCH_BASE_NODE_ARGS: Node options for the base build's runs only (V8 flags: `--min-semi-space-size=16`).
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_CONCURRENCY } from '../src/options/options.ts';
import { roundTrip } from '../test/cluster/faultProxy/faultProxy.ts';
import { createNamespaces, settle } from './benchCluster.ts';
import { generateObjects } from './generateObjects.ts';
import { writeManifests } from './manifestFiles.ts';
import { runMeasured } from './measure.ts';
import { onOwnControlPlane } from './ownControlPlane.ts';

const n = Number(process.env['BENCH_PLAN_CACHE_SIZES'] ?? 1000);
const rttMs = Number(process.env['BENCH_RTT'] ?? 25);
const reps = Number(process.env['BENCH_REPS'] ?? 5);
const LIMIT_SCRIPT = fileURLToPath(new URL('./limitBaseline.ts', import.meta.url));
const FLOOR_SCRIPT = fileURLToPath(new URL('./floorClient.ts', import.meta.url));

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

await onOwnControlPlane('compare', async ({ client, proxy, cliPath, workDir }) => {
  proxy.setLatency(roundTrip(rttMs));
  const baseArgs = process.env['BENCH_BASE_NODE_ARGS']?.split(' ').filter(Boolean) ?? [];
  const base = process.env['BENCH_BASE_CLI'];
  const builds: [string, string[]][] = [['this tree', [cliPath]], ...(base ? [['base', [...baseArgs, base]] as [string, string[]]] : [])];
  const namespaces = ['compare-a', 'compare-b', 'compare-c'] as const;
  await createNamespaces(client, namespaces);
  const dirs = await writeManifests(join(workDir, 'set'), generateObjects(n, namespaces, 1));
  const kubeconfig = proxy.kubeconfigPath;
  const cli = async (path: string[], command: string) => {
    const result = await runMeasured(process.execPath, [...path, command, '--applyset', 'bench', '-n', namespaces[0], ...dirs.flatMap((d) => ['-f', d]), '--kubeconfig', kubeconfig, '-o', 'json', ...(command === 'apply' ? ['--wait=false'] : [])]);
    if (result.code !== 0) throw new Error(`${path.join(' ')} ${command} exited with ${result.code}:\n${result.stderr.slice(-3000)}`);
    return result;
  };
  // The record written by the last no-op: gone, the next no-op is a first one (it dry-runs every object).
  const forgetRecord = () => client.request({ method: 'DELETE', path: `/api/v1/namespaces/${namespaces[0]}/secrets/applyset-plan-record.secret.bench` }).catch(() => undefined);
  await cli([cliPath], 'apply');
  await settle(client, namespaces);
  const samples = new Map<string, { wallMs: number; cpuMs: number }[]>();
  const add = (key: string, sample: { wallMs: number; cpuMs: number }) => samples.set(key, [...(samples.get(key) ?? []), sample]);
  for (let rep = 0; rep < reps; rep++) {
    const limit = await runMeasured(process.execPath, [LIMIT_SCRIPT, '--kubeconfig', kubeconfig, '--concurrency', String(DEFAULT_CONCURRENCY), '--phases', 'dry-run', ...dirs]);
    add('limit', { wallMs: (JSON.parse(limit.stdout) as { durationMs: number }).durationMs, cpuMs: limit.cpuMs });
    add('floor', await runMeasured(process.execPath, [FLOOR_SCRIPT, '--kubeconfig', kubeconfig, '--namespace', namespaces[0], '--parent', 'bench']));
    for (const [name, path] of rep % 2 === 0 ? builds : [...builds].reverse()) {
      await forgetRecord();
      add(`${name}: first no-op`, await cli(path, 'apply'));
      add(`${name}: cached no-op`, await cli(path, 'apply'));
      add(`${name}: cached preview`, await cli(path, 'preview'));
    }
    process.stderr.write(`rep ${rep + 1}/${reps} done\n`);
  }
  const limitMs = median((samples.get('limit') ?? []).map((s) => s.wallMs));
  const floorMs = median((samples.get('floor') ?? []).map((s) => s.wallMs));
  const rows = [...samples].map(([key, runs]) => {
    const wall = median(runs.map((r) => r.wallMs));
    return `| ${key} | ${(wall / 1000).toFixed(2)} s | ${(median(runs.map((r) => r.cpuMs)) / 1000).toFixed(2)} s | ${(wall / limitMs).toFixed(2)}× | ${(wall / floorMs).toFixed(2)}× |`;
  });
  return [`N=${n}, ${rttMs} ms, median of ${reps}`, '| run | wall | CPU | ÷ limit | ÷ floor |', '| --- | ---: | ---: | ---: | ---: |', ...rows].join('\n');
});
