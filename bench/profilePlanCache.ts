// Where a cached run's time goes (issue 25): the requests of one run on a time line from the process's
// spawn, as the fault proxy saw them, so the critical path shows. Usage (N objects at BENCH_RTT ms):
//   BENCH_PLAN_CACHE_SIZES=1000 BENCH_RTT=25 bash scripts/node24.sh node bench/profilePlanCache.ts
// With BENCH_CPU_PROF_DIR set, the profiled runs also write V8 CPU profiles there (node --cpu-prof).
// BENCH_PROFILE_RUN=first-noop profiles the first no-op after the first apply instead (it has no record
// yet), first-apply the first apply of the set, first-preview the preview of the set before any apply.
import { join } from 'node:path';
import { roundTrip } from '../test/cluster/faultProxy/faultProxy.ts';
import { createNamespaces, deleteNamespaces, settle } from './benchCluster.ts';
import { onOwnControlPlane } from './ownControlPlane.ts';
import { generateObjects } from './generateObjects.ts';
import { writeManifests } from './manifestFiles.ts';
import { runMeasured } from './measure.ts';

const n = Number(process.env['BENCH_PLAN_CACHE_SIZES'] ?? 1000);
const rttMs = Number(process.env['BENCH_RTT'] ?? 25);
await onOwnControlPlane('profile', async ({ client, proxy, proxyStartedAt: proxyStart, cliPath, workDir: work }) => {
  proxy.setLatency(roundTrip(rttMs));
  const namespaces = ['profile-a', 'profile-b', 'profile-c'] as const;
  await createNamespaces(client, namespaces);
  const dirs = await writeManifests(join(work, 'set'), generateObjects(n, namespaces, 1));
  const profileDir = process.env['BENCH_CPU_PROF_DIR'];
  const run = async (mode: string, profile = false) => {
    const before = proxy.requests.length;
    const connectionsBefore = proxy.connections;
    const spawnedAt = performance.now() - proxyStart;
    const result = await runMeasured(process.execPath, [
      ...(profile && profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : []),
      cliPath,
      mode,
      '--applyset',
      'bench',
      '-n',
      namespaces[0],
      ...dirs.flatMap((d) => ['-f', d]),
      '--kubeconfig',
      proxy.kubeconfigPath,
      '-o',
      'json',
      ...(mode === 'apply' ? ['--wait=false'] : []),
    ]);
    if (result.code !== 0) throw new Error(result.stderr);
    return {
      result,
      spawnedAt,
      requests: proxy.requests.slice(before),
      connections: proxy.connections - connectionsBefore,
    };
  };
  const which = process.env['BENCH_PROFILE_RUN'] ?? 'cached';
  if (which !== 'first-apply' && which !== 'first-preview') {
    await run('apply');
    await settle(client, namespaces);
    if (which !== 'first-noop') await run('apply');
  }
  for (const mode of which === 'cached' ? ['apply', 'preview'] : which === 'first-preview' ? ['preview'] : ['apply']) {
    const { result, spawnedAt, requests, connections } = await run(mode, true);
    process.stdout.write(
      `\n${mode} (${which}): ${result.wallMs.toFixed(0)} ms wall, ${requests.length} requests, ${connections} connections\n`,
    );
    for (const r of requests) {
      const from = (r.at - spawnedAt).toFixed(0).padStart(5);
      const to = r.answeredAt === undefined ? '    ?' : (r.answeredAt - spawnedAt).toFixed(0).padStart(5);
      process.stdout.write(
        `${from} -> ${to} ms  ${String(r.status).padEnd(4)} ${r.request.verb.toUpperCase().padEnd(6)} ${r.request.path}\n`,
      );
    }
    process.stdout.write(`exit at ${result.wallMs.toFixed(0).padStart(5)} ms\n`);
  }
  await deleteNamespaces(client, namespaces);
});
