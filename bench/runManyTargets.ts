// npm run bench:targets: issue 23's "many targets in one step" against single-target runs. T targets
// (BENCH_TARGETS, default 10) of N ConfigMaps each (BENCH_TARGET_SIZE, default 100), each in a namespace
// of its own, spread over BENCH_CLUSTERS control planes of their own (default 1; `npm run
// bench:targets-2-clusters` runs 10 targets of 1,000 over 2), each behind the fault proxy at 25 ms
// (BENCH_RTT) and reached through its own kubeconfig (kubeconfig-env). Timed: a preview of every fresh
// set, each alone (its own connection and discovery, as one step per set), then all in one run of the
// targets (one connection per cluster); median of BENCH_REPS (default 3). The target: the one step
// within 1.2x of the slowest single target, not the sum. Then the bundled CLI's `preview --targets-file`
// of the same file, for its process's CPU time per target (issue 35), which a busy machine does not stretch.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from '../src/kube/connect.ts';
import { parseOptions } from '../src/options/parseOptions.ts';
import { runApplySet } from '../src/engine/runApplySet.ts';
import { runTargets } from '../src/targets/runTargets.ts';
import { targetOptions } from '../src/targets/targetOptions.ts';
import { parseTargetsFile } from '../src/targets/targetsFile.ts';
import { withTargetKubeconfigs } from '../src/targets/targetKubeconfigs.ts';
import { type ControlPlane, startControlPlane } from '../test/cluster/controlPlane/controlPlane.ts';
import { type FaultProxy, roundTrip, startFaultProxy } from '../test/cluster/faultProxy/faultProxy.ts';
import { bundleCli } from './bundleCli.ts';
import { measureCpu } from './machineCpu.ts';
import { requireGnuTime, runMeasured } from './measure.ts';
import { testEnvironment } from '../test/testEnvironment.ts';

const count = (name: string, fallback: number) => Number(process.env[name]?.trim() || fallback);
const targets = count('BENCH_TARGETS', 10);
const size = count('BENCH_TARGET_SIZE', 100);
const rttMs = count('BENCH_RTT', 25);
const reps = count('BENCH_REPS', 3);
const clusterCount = count('BENCH_CLUSTERS', 1);
const quiet = { info: () => {}, warning: () => {} };
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const work = await mkdtemp(join(tmpdir(), 'applyset-bench-targets-'));
const controlPlanes: ControlPlane[] = [];
const proxies: FaultProxy[] = [];
try {
  await requireGnuTime();
  const cliPath = await bundleCli(join(work, 'cli'));
  for (let c = 0; c < clusterCount; c++) controlPlanes.push(await startControlPlane());
  const names = Array.from({ length: targets }, (_, i) => `t${i}`);
  /** Target i is on cluster i mod BENCH_CLUSTERS. */
  const clusterOf = (i: number) => i % clusterCount;
  for (const [i, name] of names.entries()) {
    const { client } = await connect({
      environment: testEnvironment(),
      kubeconfigPath: controlPlanes[clusterOf(i)]!.kubeconfigPath,
      concurrency: 8,
    });
    await client.request({
      method: 'POST',
      path: '/api/v1/namespaces',
      body: { apiVersion: 'v1', kind: 'Namespace', metadata: { name: `bench-${name}` } },
    });
    await mkdir(join(work, name));
    const objects = Array.from(
      { length: size },
      (_, i) =>
        `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: cm-${i}\n  namespace: bench-${name}\ndata:\n  key: "${i}"\n`,
    );
    await writeFile(join(work, name, 'objects.yaml'), objects.join('---\n'));
  }
  await writeFile(
    join(work, 'targets.yaml'),
    `targets:\n${names.map((name, i) => `  - {name: ${name}, manifests: ${name}, applyset: ${name}, namespace: bench-${name}, kubeconfig-env: BENCH_CLUSTER_${clusterOf(i)}}`).join('\n')}\n`,
  );
  for (const controlPlane of controlPlanes) {
    const proxy = await startFaultProxy({ kubeconfigPath: controlPlane.kubeconfigPath });
    proxy.setLatency(roundTrip(rttMs));
    proxies.push(proxy);
  }
  const kubeconfigs = await Promise.all(proxies.map((proxy) => readFile(proxy.kubeconfigPath, 'utf8')));
  const step = { mode: 'preview' };
  const singles: number[][] = [];
  const together: number[] = [];
  const cpu: { machineBusy: number; ownCpuSeconds: number }[] = [];
  const cliCpuMs: number[] = [];
  const clusterEnv = Object.fromEntries(kubeconfigs.map((kubeconfig, c) => [`BENCH_CLUSTER_${c}`, kubeconfig]));
  const singlesBusy: number[] = [];
  for (let rep = 0; rep < reps; rep++) {
    const times: number[] = [];
    const alone = await measureCpu(async () => {
      for (const [i, name] of names.entries()) {
        const started = performance.now();
        await runApplySet(
          parseOptions(
            {
              ...step,
              'kubeconfig-path': proxies[clusterOf(i)]!.kubeconfigPath,
              manifests: name,
              applyset: name,
              namespace: `bench-${name}`,
            },
            work,
            testEnvironment(),
          ),
          quiet,
        );
        times.push(performance.now() - started);
      }
    });
    singles.push(times);
    singlesBusy.push(alone.machineBusy);
    const started = performance.now();
    const {
      result: results,
      machineBusy,
      ownCpuSeconds,
    } = await measureCpu(async () => {
      const file = parseTargetsFile('targets.yaml', await readFile(join(work, 'targets.yaml'), 'utf8'));
      const planned = withTargetKubeconfigs(
        file.file,
        targetOptions(file, file.targets, step, work, testEnvironment()),
        (variable) => kubeconfigs[Number(variable.slice('BENCH_CLUSTER_'.length))],
        (value) => ({ content: value }),
      );
      return runTargets(
        planned,
        {
          environment: testEnvironment(),
          concurrency: planned[0]!.options.concurrency,
          retryTimeoutSeconds: planned[0]!.options.retryTimeoutSeconds,
        },
        () => quiet,
      );
    });
    together.push(performance.now() - started);
    cpu.push({ machineBusy, ownCpuSeconds });
    const failed = results.filter((result) => 'error' in result);
    if (failed.length > 0) throw new Error(`${failed.length} targets failed`);
    const cli = await runMeasured(
      process.execPath,
      [cliPath, 'preview', '--targets-file', 'targets.yaml', '-o', 'json'],
      { ...process.env, ...clusterEnv },
      work,
    );
    if (cli.code !== 0)
      throw new Error(`the CLI's preview --targets-file exited with ${cli.code}:\n${cli.stderr.slice(-4000)}`);
    cliCpuMs.push(cli.cpuMs);
  }
  const slowest = median(singles.map((times) => Math.max(...times)));
  const sum = median(singles.map((times) => times.reduce((a, b) => a + b, 0)));
  const one = median(together);
  process.stdout.write(
    `${targets} targets of ${size} ConfigMaps on ${clusterCount} cluster${clusterCount === 1 ? '' : 's'}, preview of fresh sets at ${rttMs} ms RTT, median of ${reps}: ` +
      `slowest single target ${(slowest / 1000).toFixed(2)} s, sum of single targets ${(sum / 1000).toFixed(2)} s, ` +
      `one step ${(one / 1000).toFixed(2)} s (${(one / slowest).toFixed(2)}x the slowest single, ${(one / sum).toFixed(2)}x the sum)\n` +
      `the machine's ${availableParallelism()} cores (control planes, proxies and the engine) were ${(median(singlesBusy) * 100).toFixed(0)}% busy during the single targets, ` +
      `${(median(cpu.map((c) => c.machineBusy)) * 100).toFixed(0)}% during the one step; the bench's process (the engine and the proxies) used ${median(cpu.map((c) => c.ownCpuSeconds)).toFixed(2)} s of CPU in the one step\n` +
      `the bundled CLI's preview --targets-file of the same file: ${(median(cliCpuMs) / 1000).toFixed(2)} s of CPU (user + system), ${(median(cliCpuMs) / targets).toFixed(0)} ms per target, ${((median(cliCpuMs) * 1000) / (targets * size)).toFixed(0)} µs per object\n`,
  );
} finally {
  await Promise.all(proxies.map((proxy) => proxy.close()));
  await Promise.all(controlPlanes.map((controlPlane) => controlPlane.stop()));
  await rm(work, { recursive: true, force: true });
}
