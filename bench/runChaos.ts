// `npm run chaos`: the crash campaign (issue 49). On a control plane of its own, a set of every shape that
// matters goes through CHAOS_ROUNDS rounds (200 by default), each a CLI run killed with SIGKILL at a seeded
// crash point, then one good apply of the next version and the checker (test/cluster/chaos/checker.ts).
// CHAOS_SEED is the first seed (1 by default), CHAOS_SEEDS=3,17 replays those rounds alone. Every
// CHAOS_REAL_LOCK_EVERY-th seed (10 by default) waits for a dead run's Lease to expire for real; the
// others move its last renewal 31 s back (time passing, without the wait).
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { connectToApi } from '../test/cluster/apiRequest.ts';
import { chaosWorld } from '../test/cluster/chaos/chaosSet.ts';
import { prepareWorld, runRound, type RoundResult } from '../test/cluster/chaos/crashRound.ts';
import { envNumbers, onOwnControlPlane } from './ownControlPlane.ts';

const first = envNumbers('CHAOS_SEED', '1')[0]!;
const rounds = envNumbers('CHAOS_ROUNDS', '200')[0]!;
const seeds = process.env.CHAOS_SEEDS
  ? envNumbers('CHAOS_SEEDS', '')
  : Array.from({ length: rounds }, (_, i) => first + i);
const realLockEvery = envNumbers('CHAOS_REAL_LOCK_EVERY', '10')[0]!;

await onOwnControlPlane('chaos', async ({ cliPath, kubeconfigPath, proxy, proxyStartedAt, workDir }) => {
  const results: RoundResult[] = [];
  const world = chaosWorld('chaos');
  const context = await prepareWorld({
    api: connectToApi(kubeconfigPath),
    proxy,
    proxyStartedAt,
    world,
    cli: [process.execPath, cliPath],
    workDir,
    fastForwardLock: true,
  });
  for (const seed of seeds) {
    context.fastForwardLock = realLockEvery === 0 || seed % realLockEvery !== 0;
    const round = await runRound(context, seed);
    results.push(round);
    const verdict =
      round.violations.length === 0
        ? 'ok'
        : `${round.violations.length} violation(s): ${round.violations.map((v) => `${v.kind}: ${v.message}`).join('; ')}`;
    const lock =
      round.staleLockWaitMs === undefined
        ? ''
        : `, stale lock taken after ${(round.staleLockWaitMs / 1000).toFixed(1)} s`;
    process.stdout.write(
      `seed ${seed}: ${round.operation}, ${round.crashed ? 'killed' : 'not reached'} at ${round.point.phase} #${round.point.k}${round.point.forwarded ? ' (after the server answered)' : ''}${lock}, ${(round.ms / 1000).toFixed(1)} s: ${verdict}\n`,
    );
  }
  await writeFile(
    join(import.meta.dirname, 'results', 'chaos.json'),
    `${JSON.stringify({ date: new Date().toISOString(), seeds: [seeds[0], seeds.at(-1)], results }, null, 2)}\n`,
  );
  return summary(results);
});

function summary(all: readonly RoundResult[]): string {
  const byPhase = new Map<string, { killed: number; notReached: number }>();
  for (const r of all) {
    const key = `${r.operation}: ${r.point.phase}`;
    const counts = byPhase.get(key) ?? { killed: 0, notReached: 0 };
    if (r.crashed) counts.killed += 1;
    else counts.notReached += 1;
    byPhase.set(key, counts);
  }
  const violations = all.flatMap((r) => r.violations.map((v) => `seed ${r.seed}: ${v.kind}: ${v.message}`));
  const waits = all.flatMap((r) => (r.staleLockWaitMs === undefined ? [] : [r.staleLockWaitMs]));
  return [
    `| crash point | killed | run ended first |`,
    `| --- | ---: | ---: |`,
    ...[...byPhase]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([phase, c]) => `| ${phase} | ${c.killed} | ${c.notReached} |`),
    '',
    `${all.length} rounds (seeds ${all[0]?.seed}-${all.at(-1)?.seed}), ${all.filter((r) => r.crashed).length} killed, ${violations.length} violations${violations.length ? `:\n${violations.join('\n')}` : ''}`,
    `stale lock waits: ${waits.length}, longest ${waits.length ? (Math.max(...waits) / 1000).toFixed(1) : '-'} s`,
  ].join('\n');
}
