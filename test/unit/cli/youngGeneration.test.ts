import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

const run = promisify(execFile);
const module = new URL('../../../src/youngGeneration.ts', import.meta.url).pathname;

/**
 * A fresh process that keeps what it allocates, as a run keeps its set's objects: the young
 * generation's size in MB when the allocations start and when they end.
 */
async function youngGenerationAroundSurvivors(keepSmall: boolean): Promise<{ before: number; after: number }> {
  const script = `
    import { getHeapSpaceStatistics } from 'node:v8';
    const young = () => (getHeapSpaceStatistics().find((space) => space.space_name === 'new_space')?.space_size ?? 0) / 1024 / 1024;
    ${keepSmall ? `(await import(${JSON.stringify(module)})).keepYoungGenerationSmall();` : ''}
    const before = young();
    const kept = [];
    for (let i = 0; i < 300000; i++) kept.push({ name: 'object-' + i, labels: { app: 'web', index: String(i) } });
    process.stdout.write(JSON.stringify({ before, after: young(), kept: kept.length }));
  `;
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script]);
  return JSON.parse(stdout) as { before: number; after: number };
}

it('keeps V8\'s young generation from growing while most of what is allocated survives', async () => {
  // Without it, V8 doubles the young generation (to 64 MB here): the growth this guards against.
  const grown = await youngGenerationAroundSurvivors(false);
  expect(grown.after).toBeGreaterThanOrEqual(Math.max(8, grown.before * 2));
  // With it, V8 may still add a little (1 to 12.5 MB measured on a busy machine), never the doubling up to its maximum.
  const kept = await youngGenerationAroundSurvivors(true);
  expect(kept.after * 2).toBeLessThanOrEqual(grown.after);
}, 30_000);
