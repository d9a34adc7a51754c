// npm run bench:targets: issue 23's "many targets in one step" against single-target runs. T targets
// (BENCH_TARGETS, default 10) of N ConfigMaps each (BENCH_TARGET_SIZE, default 100), each in a namespace
// of its own, on a control plane of its own behind the fault proxy at 25 ms (BENCH_RTT). Timed: a
// preview of every fresh set, each alone (its own connection and discovery, as one step per set), then
// all in one run of the targets (one connection); median of BENCH_REPS (default 3). The target: the one
// step within 1.2x of the slowest single target, not the sum.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from '../src/kube/connect.ts';
import { parseOptions } from '../src/options.ts';
import { runApplySet } from '../src/runApplySet.ts';
import { runTargets } from '../src/targets/runTargets.ts';
import { targetOptions } from '../src/targets/targetOptions.ts';
import { parseTargetsFile } from '../src/targets/targetsFile.ts';
import { startControlPlane } from '../test/cluster/controlPlane/controlPlane.ts';
import { roundTrip, startFaultProxy } from '../test/cluster/faultProxy/faultProxy.ts';

const count = (name: string, fallback: number) => Number(process.env[name]?.trim() || fallback);
const targets = count('BENCH_TARGETS', 10);
const size = count('BENCH_TARGET_SIZE', 100);
const rttMs = count('BENCH_RTT', 25);
const reps = count('BENCH_REPS', 3);
const quiet = { info: () => {}, warning: () => {} };
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const work = await mkdtemp(join(tmpdir(), 'applyset-bench-targets-'));
const controlPlane = await startControlPlane();
try {
  const names = Array.from({ length: targets }, (_, i) => `t${i}`);
  const { client } = await connect({ kubeconfigPath: controlPlane.kubeconfigPath, concurrency: 8 });
  for (const name of names) {
    await client.request({ method: 'POST', path: '/api/v1/namespaces', body: { apiVersion: 'v1', kind: 'Namespace', metadata: { name: `bench-${name}` } } });
    await mkdir(join(work, name));
    const objects = Array.from({ length: size }, (_, i) => `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: cm-${i}\n  namespace: bench-${name}\ndata:\n  key: "${i}"\n`);
    await writeFile(join(work, name, 'objects.yaml'), objects.join('---\n'));
  }
  await writeFile(join(work, 'targets.yaml'), `targets:\n${names.map((name) => `  - {name: ${name}, manifests: ${name}, parent: ${name}, namespace: bench-${name}}`).join('\n')}\n`);
  const proxy = await startFaultProxy({ kubeconfigPath: controlPlane.kubeconfigPath });
  proxy.setLatency(roundTrip(rttMs));
  const step = { mode: 'preview', 'kubeconfig-path': proxy.kubeconfigPath };
  const singles: number[][] = [];
  const together: number[] = [];
  for (let rep = 0; rep < reps; rep++) {
    const times: number[] = [];
    for (const name of names) {
      const started = performance.now();
      await runApplySet(parseOptions({ ...step, manifests: name, applyset: name, namespace: `bench-${name}` }, work), quiet);
      times.push(performance.now() - started);
    }
    singles.push(times);
    const started = performance.now();
    const file = parseTargetsFile('targets.yaml', await readFile(join(work, 'targets.yaml'), 'utf8'));
    const planned = targetOptions(file, file.targets, step, work);
    const results = await runTargets(planned, { concurrency: planned[0]!.options.concurrency, retryTimeoutSeconds: planned[0]!.options.retryTimeoutSeconds }, () => quiet);
    together.push(performance.now() - started);
    const failed = results.filter((result) => 'error' in result);
    if (failed.length > 0) throw new Error(`${failed.length} targets failed`);
  }
  await proxy.close();
  const slowest = median(singles.map((times) => Math.max(...times)));
  const sum = median(singles.map((times) => times.reduce((a, b) => a + b, 0)));
  const one = median(together);
  process.stdout.write(
    `${targets} targets of ${size} ConfigMaps, preview of fresh sets at ${rttMs} ms RTT, median of ${reps}: ` +
      `slowest single target ${(slowest / 1000).toFixed(2)} s, sum of single targets ${(sum / 1000).toFixed(2)} s, ` +
      `one step ${(one / 1000).toFixed(2)} s (${(one / slowest).toFixed(2)}x the slowest single, ${(one / sum).toFixed(2)}x the sum)\n`,
  );
} finally {
  await controlPlane.stop();
  await rm(work, { recursive: true, force: true });
}
