// plan-targets cuts the changed targets into a matrix's jobs: never more than GitHub's 256, each job
// at most targets-per-job targets (raised when that would need more jobs), the jobs as even as can be.
import { describe, expect, it } from 'vitest';
import { chunkTargets, MATRIX_JOB_LIMIT, parseTargetsPerJob } from '../../../src/targets/targetChunks.ts';

const names = (n: number) => Array.from({ length: n }, (_, i) => `t${i + 1}`);
const sizes = (chunks: { targets: string }[]) => chunks.map((chunk) => chunk.targets.split(',').length);

describe('chunkTargets', () => {
  it('gives each job at most K targets, in the targets file order, as evenly as it can', () => {
    const { chunks, perJob, raised } = chunkTargets(names(30), 8);
    expect(sizes(chunks)).toEqual([8, 8, 7, 7]);
    expect(chunks.map((chunk) => chunk.name)).toEqual(['1-of-4', '2-of-4', '3-of-4', '4-of-4']);
    expect(chunks.flatMap((chunk) => chunk.targets.split(','))).toEqual(names(30));
    expect([perJob, raised]).toEqual([8, false]);
  });

  it('runs one target a job with auto while the matrix fits, and never more than 256 jobs', () => {
    expect(sizes(chunkTargets(names(40), 'auto').chunks)).toEqual(Array(40).fill(1));
    expect(chunkTargets(names(256), 'auto').chunks).toHaveLength(256);
    for (const n of [257, 1_000, 5_000]) {
      const { chunks, perJob } = chunkTargets(names(n), 'auto');
      expect(chunks.length, `${n}`).toBeLessThanOrEqual(MATRIX_JOB_LIMIT);
      expect(Math.max(...sizes(chunks)), `${n}`).toBe(perJob);
      expect(perJob).toBe(Math.ceil(n / MATRIX_JOB_LIMIT));
      expect(
        chunks.flatMap((chunk) => chunk.targets.split(',')),
        `${n}`,
      ).toEqual(names(n));
    }
  });

  it('raises a targets-per-job that would need more than 256 jobs, and says so', () => {
    const { chunks, perJob, raised } = chunkTargets(names(600), 1);
    expect([chunks.length, perJob, raised]).toEqual([200, 3, true]);
  });

  it('makes no job of no targets: the matrix is skipped', () => {
    expect(chunkTargets([], 'auto').chunks).toEqual([]);
  });
});

describe('parseTargetsPerJob', () => {
  it('takes auto, empty or a whole number from 1, and refuses anything else by name', () => {
    expect([parseTargetsPerJob(''), parseTargetsPerJob('AUTO'), parseTargetsPerJob(' 12 ')]).toEqual([
      'auto',
      'auto',
      12,
    ]);
    for (const bad of ['0', '-1', '2.5', 'ten'])
      expect(() => parseTargetsPerJob(bad), bad).toThrow(
        `targets-per-job must be auto or a whole number from 1, not "${bad}"`,
      );
  });
});
