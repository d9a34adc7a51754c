import { join } from 'node:path';
import type { KubeClient } from '../src/kube/kubeClient.ts';
import type { KubeObject } from '../src/kube/kubeObject.ts';
import type { FaultProxy } from '../test/cluster/faultProxy/faultProxy.ts';
import { createNamespaces } from './benchCluster.ts';
import { WIDGET_GROUP, type BenchObject } from './generateObjects.ts';
import { writeManifests } from './manifestFiles.ts';
import { runMeasured } from './measure.ts';
import { countRequests, type RequestCounts, totalRequests } from './requestCounts.ts';

/** One timed `verify -A` (issue 22): the full scan of every set on the cluster. */
export interface VerifyAllSample {
  rttMs: number;
  sets: number;
  members: number;
  wallMs: number;
  maxRssBytes: number;
  requests: RequestCounts;
}

export interface VerifyAllContext {
  client: KubeClient;
  proxy: FaultProxy;
  /** The control plane's own kubeconfig: the sets are applied past the proxy, untimed. */
  directKubeconfigPath: string;
  cliPath: string;
  workDir: string;
  log: (line: string) => void;
}

/** The ten kinds of every set: nothing the controllers turn into pods. */
function memberOf(kind: number, name: string, namespace: string): KubeObject {
  const metadata = { name, namespace };
  switch (kind) {
    case 0:
      return { apiVersion: 'v1', kind: 'ConfigMap', metadata, data: { key: name } };
    case 1:
      return { apiVersion: 'v1', kind: 'Secret', metadata, stringData: { key: name } };
    case 2:
      return { apiVersion: 'v1', kind: 'ServiceAccount', metadata };
    case 3:
      return { apiVersion: 'rbac.authorization.k8s.io/v1', kind: 'Role', metadata, rules: [] };
    case 4:
      return {
        apiVersion: 'rbac.authorization.k8s.io/v1',
        kind: 'RoleBinding',
        metadata,
        roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'Role', name },
        subjects: [],
      };
    case 5:
      return {
        apiVersion: 'networking.k8s.io/v1',
        kind: 'NetworkPolicy',
        metadata,
        spec: { podSelector: { matchLabels: { app: name } } },
      };
    case 6:
      return {
        apiVersion: 'v1',
        kind: 'PodTemplate',
        metadata,
        template: { spec: { containers: [{ name: 'app', image: 'registry.example/app:1' }] } },
      };
    case 7:
      return {
        apiVersion: 'v1',
        kind: 'LimitRange',
        metadata,
        spec: { limits: [{ type: 'Container', default: { cpu: '100m' } }] },
      };
    case 8:
      return {
        apiVersion: 'v1',
        kind: 'Service',
        metadata,
        spec: { clusterIP: 'None', selector: { app: name }, ports: [{ port: 80 }] },
      };
    default:
      return { apiVersion: `${WIDGET_GROUP}/v1`, kind: 'Widget', metadata, spec: { size: kind } };
  }
}

/**
 * issue 22's scenario: `sets` ApplySets, one per namespace, of `perKindPerSet` objects of each of ten
 * kinds (20 x 10 x 25 = 5,000 members), applied by this tool; then `verify -A` through the proxy,
 * `reps` times at each round trip. Every set must come out consistent (250 members, nothing leaked).
 */
export async function benchmarkVerifyAll(
  sets: number,
  perKindPerSet: number,
  rtts: readonly number[],
  reps: number,
  ctx: VerifyAllContext,
  setRtt: (ms: number) => void,
): Promise<VerifyAllSample[]> {
  const namespaces = Array.from({ length: sets }, (_, i) => `verify-all-${String(i).padStart(2, '0')}`);
  await createNamespaces(ctx.client, namespaces);
  const perSet = perKindPerSet * 10;
  for (const [i, namespace] of namespaces.entries()) {
    const objects: BenchObject[] = Array.from({ length: perSet }, (_, n) => ({
      object: memberOf(n % 10, `m-${Math.floor(n / 10)}`, namespace),
      namespace,
      removed: false,
      changed: false,
    }));
    const dirs = await writeManifests(join(ctx.workDir, namespace), objects);
    const started = performance.now();
    const applied = await runMeasured(process.execPath, [
      ctx.cliPath,
      'apply',
      '--applyset',
      'bench',
      '-n',
      namespace,
      ...dirs.flatMap((dir) => ['-f', dir]),
      '--kubeconfig',
      ctx.directKubeconfigPath,
      '--wait=false',
      '-o',
      'json',
    ]);
    if (applied.code !== 0)
      throw new Error(`applying set ${i + 1} exited with ${applied.code}:\n${applied.stderr.slice(-4000)}`);
    ctx.log(
      `verify -A: set ${i + 1}/${sets} (${perSet} members) applied in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  const samples: VerifyAllSample[] = [];
  for (const rttMs of rtts) {
    setRtt(rttMs);
    for (let rep = 1; rep <= reps; rep++) {
      const before = ctx.proxy.requests.length;
      const run = await runMeasured(process.execPath, [
        ctx.cliPath,
        'verify',
        '-A',
        '--kubeconfig',
        ctx.proxy.kubeconfigPath,
        '-o',
        'json',
      ]);
      if (run.code !== 0)
        throw new Error(`verify -A exited with ${run.code}:\n${run.stderr.slice(-4000)}\n${run.stdout.slice(0, 4000)}`);
      const found = (
        JSON.parse(run.stdout) as { applysets: { namespace: string; members: number; leaked: unknown[] }[] }
      ).applysets.filter((set) => namespaces.includes(set.namespace));
      if (found.length !== sets || found.some((set) => set.members !== perSet || set.leaked.length > 0)) {
        throw new Error(
          `verify -A found ${found.length} of ${sets} sets, with ${found.map((set) => set.members).join(', ')} members`,
        );
      }
      const sample = {
        rttMs,
        sets,
        members: sets * perSet,
        wallMs: run.wallMs,
        maxRssBytes: run.maxRssBytes,
        requests: countRequests(ctx.proxy.requests.slice(before)),
      };
      samples.push(sample);
      ctx.log(
        `verify -A RTT ${rttMs} ms rep ${rep}/${reps}: ${(sample.wallMs / 1000).toFixed(2)} s, ${totalRequests(sample.requests)} requests, ${Math.round(sample.maxRssBytes / 2 ** 20)} MB`,
      );
    }
  }
  return samples;
}

/** The scenario's table: the median run at each round trip, its requests by kind. */
export function renderVerifyAll(samples: readonly VerifyAllSample[]): string {
  const lines = [
    '| RTT | sets | members | median | requests | of which | peak RSS |',
    '| --- | ---: | ---: | ---: | ---: | --- | ---: |',
  ];
  for (const rttMs of new Set(samples.map((sample) => sample.rttMs))) {
    const sorted = samples.filter((sample) => sample.rttMs === rttMs).sort((a, b) => a.wallMs - b.wallMs);
    const median = sorted[Math.floor(sorted.length / 2)]!;
    const kinds = Object.entries(median.requests)
      .sort(([, a], [, b]) => b - a)
      .map(([kind, n]) => `${n} ${kind}`)
      .join(', ');
    lines.push(
      `| ${rttMs === 0 ? 'loopback' : `${rttMs} ms`} | ${median.sets} | ${median.members.toLocaleString('en-US')} | ${(median.wallMs / 1000).toFixed(2)} s | ${totalRequests(median.requests)} | ${kinds} | ${Math.round(median.maxRssBytes / 2 ** 20)} MB |`,
    );
  }
  return lines.join('\n');
}
