// npm run bench:startup: only the start-up measures of `npm run bench` (the CLI's --help, its first
// request, the bundled action's no-op on 10 objects), at the first of BENCH_RTT (default 25 ms) and
// BENCH_REPS (default 5) times each, on a control plane of its own; then one more no-op of the action,
// each of its requests listed with when it arrived and was answered, in ms from the action's spawn.
import { dirname, join } from 'node:path';
import { roundTrip } from '../test/cluster/faultProxy/faultProxy.ts';
import { createNamespaces } from './benchCluster.ts';
import { envNumbers, onOwnControlPlane } from './ownControlPlane.ts';
import { measureStartup, runAction } from './startup.ts';
import { startupTargets } from './targets.ts';

const [rttMs = 25] = envNumbers('BENCH_RTT', '25');
const [reps = 5] = envNumbers('BENCH_REPS', '5');

await onOwnControlPlane('startup', async ({ client, proxy, proxyStartedAt, cliPath, workDir }) => {
  proxy.setLatency(roundTrip(rttMs));
  await createNamespaces(client, ['startup-bench']);
  const ctx = {
    cliPath,
    actionPath: join(dirname(dirname(cliPath)), 'index.js'),
    kubeconfigPath: proxy.kubeconfigPath,
    proxy,
    rttMs,
    namespace: 'startup-bench',
    workDir,
    reps,
  };
  const startup = await measureStartup(ctx);
  const before = proxy.requests.length;
  const spawned = performance.now() - proxyStartedAt;
  const run = await runAction(ctx, join(workDir, 'manifests'));
  const ms = (at: number | undefined) => (at === undefined ? '-' : (at - spawned).toFixed(0)).padStart(5);
  const timeline = proxy.requests
    .slice(before)
    .map(
      (r) =>
        `${ms(r.at)} ${ms(r.answeredAt)}  ${r.request.verb} ${r.request.resource ?? r.request.path}${r.request.dryRun ? ' (dry-run)' : ''}`,
    );
  return [
    JSON.stringify(startup, null, 2),
    ...startupTargets(startup).map((t) => `${t.met ? 'met' : 'MISSED'}: ${t.target} (${t.measured})`),
    `one more no-op: ${run.wallMs.toFixed(0)} ms, ${run.cpuMs} ms CPU; its requests (arrived, answered, ms from spawn):`,
    ...timeline,
  ].join('\n');
});
