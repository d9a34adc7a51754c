import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

const run = promisify(execFile);
const module = new URL('../../../src/heapGrowth.ts', import.meta.url).pathname;

interface HeapSizes {
  /** The young generation's size in MB when the allocations start and when they end. */
  youngBefore: number;
  youngAfter: number;
  /** The most the old generation held from the system at any point, in MB. */
  peakOld: number;
}

/**
 * A fresh process that allocates as a run does: it keeps a growing set of objects (as a run keeps
 * its set's) and answers that live a while and die (as answers in flight do). `settings`: V8's
 * defaults, only the young generation held (what the run did before), or {@link keepHeapSmall} for a
 * set of `objects` (told to {@link objectsLoaded} before the allocations start).
 */
async function heapAroundSurvivors(settings: 'defaults' | 'young only' | 'keepHeapSmall', objects = 0): Promise<HeapSizes> {
  const setup = {
    defaults: '',
    'young only': `(await import('node:v8')).setFlagsFromString('--semi-space-growth-factor=1');`,
    keepHeapSmall: `const heap = await import(${JSON.stringify(module)}); heap.keepHeapSmall(); heap.objectsLoaded(${objects});`,
  }[settings];
  const script = `
    import { getHeapSpaceStatistics } from 'node:v8';
    const space = (name) => (getHeapSpaceStatistics().find((space) => space.space_name === name)?.space_size ?? 0) / 1024 / 1024;
    ${setup}
    const youngBefore = space('new_space');
    const kept = [];
    const answers = new Array(50000);
    let peakOld = 0;
    for (let i = 0; i < 400000; i++) {
      kept.push({ name: 'object-' + i, labels: { app: 'web', index: String(i) } });
      answers[i % answers.length] = JSON.parse(JSON.stringify({ metadata: { name: 'object-' + i, managedFields: [{ manager: 'm', fieldsV1: { 'f:a': {}, 'f:b': {} } }] } }));
      if (i % 1000 === 0) peakOld = Math.max(peakOld, space('old_space'));
    }
    process.stdout.write(JSON.stringify({ youngBefore, youngAfter: space('new_space'), peakOld, kept: kept.length }));
  `;
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script]);
  return JSON.parse(stdout) as HeapSizes;
}

it('keeps V8\'s heap close to what a large set holds: the young generation does not double, the old one grows by less', async () => {
  const defaults = await heapAroundSurvivors('defaults');
  const youngOnly = await heapAroundSurvivors('young only');
  const kept = await heapAroundSurvivors('keepHeapSmall', 5000);
  // V8's defaults double the young generation (to 64-128 MB here).
  expect(defaults.youngAfter).toBeGreaterThanOrEqual(Math.max(8, defaults.youngBefore * 2));
  // Held, it may still add a little (1 to 12.5 MB measured on a busy machine), never the doubling up to its maximum.
  expect(kept.youngAfter * 2).toBeLessThanOrEqual(defaults.youngAfter);
  // The young generation held alone sends the answers to the old one, which grew to some 150 MB here; some 85 MB held.
  expect(kept.peakOld).toBeLessThan(youngOnly.peakOld * 0.75);
}, 60_000);

it('lets a small set\'s young generation grow, which costs little memory and saves collections', async () => {
  const small = await heapAroundSurvivors('keepHeapSmall', 500);
  expect(small.youngAfter).toBeGreaterThanOrEqual(Math.max(8, small.youngBefore * 2));
}, 60_000);
