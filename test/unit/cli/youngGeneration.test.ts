import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

const run = promisify(execFile);
const module = new URL('../../../src/youngGeneration.ts', import.meta.url).pathname;

/** A fresh process that keeps what it allocates, as a run keeps its set's objects; the young generation's size after it, in MB. */
async function youngGenerationAfterSurvivors(keepSmall: boolean): Promise<number> {
  const script = `
    import { getHeapSpaceStatistics } from 'node:v8';
    ${keepSmall ? `(await import(${JSON.stringify(module)})).keepYoungGenerationSmall();` : ''}
    const kept = [];
    for (let i = 0; i < 300000; i++) kept.push({ name: 'object-' + i, labels: { app: 'web', index: String(i) } });
    const young = getHeapSpaceStatistics().find((space) => space.space_name === 'new_space');
    process.stdout.write(String((young?.space_size ?? 0) / 1024 / 1024) + ' ' + kept.length);
  `;
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script]);
  return Number(stdout.split(' ')[0]);
}

it('keeps V8\'s young generation from growing while most of what is allocated survives', async () => {
  // Without it, V8 doubles the young generation: the figure this guards against.
  expect(await youngGenerationAfterSurvivors(false)).toBeGreaterThanOrEqual(8);
  expect(await youngGenerationAfterSurvivors(true)).toBeLessThan(4);
}, 30_000);
