// CI's slice of the crash campaign (npm run chaos runs the whole): 10 seeded rounds, each a CLI run killed
// with SIGKILL at a random point, one good apply of the next version, then the checker. A failing seed
// replays alone with `CHAOS_SEEDS=<seed> npm run chaos`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChaosContext } from '../../cluster/chaos/crashRound.ts';
import { runRound } from '../../cluster/chaos/crashRound.ts';
import { sharedChaosWorld } from './chaosWorld.ts';

const SEEDS = Array.from({ length: 10 }, (_, i) => 4901 + i);

describe('crash campaign smoke', () => {
  let context: ChaosContext;
  let remove: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ context, remove } = await sharedChaosWorld('chaos-smoke'));
  });
  afterAll(async () => remove?.());

  it('leaves the cluster as the manifests say after each killed run and one good run', async () => {
    const failed: string[] = [];
    let killed = 0;
    for (const seed of SEEDS) {
      const round = await runRound(context, seed);
      if (round.crashed) killed += 1;
      for (const v of round.violations) failed.push(`seed ${seed} (${round.operation}, ${round.point.phase} #${round.point.k}): ${v.kind}: ${v.message}`);
    }
    expect(failed).toEqual([]);
    // These seeds' crash points: all but seed 4902's (member writes #3, on a version that changes fewer) are reached.
    expect(killed).toBe(9);
  }, 300_000);
});
