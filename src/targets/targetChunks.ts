import { UserError } from '../common/errors.ts';

/** GitHub runs at most 256 jobs of one matrix. */
export const MATRIX_JOB_LIMIT = 256;

/** One matrix job's share of the targets: its name (usable in an artifact's name) and the `only-targets` input it passes. */
export interface TargetChunk {
  /** `2-of-5`: unique in the matrix, no `/` (GitHub refuses it in an artifact's name). */
  name: string;
  /** The targets' names, comma-separated, as the `only-targets` input takes them. */
  targets: string;
}

/**
 * `targets-per-job`: `auto` (or empty), as many jobs as GitHub allows, each as few targets as that
 * leaves; else a positive whole number.
 */
export function parseTargetsPerJob(text: string): number | 'auto' {
  const value = text.trim().toLowerCase();
  if (value === '' || value === 'auto') return 'auto';
  if (/^[1-9][0-9]{0,5}$/.test(value)) return Number(value);
  throw new UserError(`targets-per-job must be auto or a whole number from 1, not "${text}"`);
}

/**
 * The targets, in their order, cut into at most {@link MATRIX_JOB_LIMIT} chunks of at most `perJob`
 * each (raised to what fits in 256 jobs when it is too small), the chunks as even as they can be:
 * 30 targets at 8 a job are 4 jobs of 8, 8, 7 and 7, not 8, 8, 8 and 6.
 */
export function chunkTargets(
  names: readonly string[],
  perJob: number | 'auto',
): { chunks: TargetChunk[]; perJob: number; raised: boolean } {
  if (names.length === 0) return { chunks: [], perJob: perJob === 'auto' ? 1 : perJob, raised: false };
  const least = Math.ceil(names.length / MATRIX_JOB_LIMIT);
  const size = perJob === 'auto' ? least : Math.max(perJob, least);
  const jobs = Math.ceil(names.length / size);
  const chunks: TargetChunk[] = [];
  let at = 0;
  for (let index = 0; index < jobs; index++) {
    // The first `names.length % jobs` chunks take one more.
    const length = Math.floor(names.length / jobs) + (index < names.length % jobs ? 1 : 0);
    chunks.push({ name: `${index + 1}-of-${jobs}`, targets: names.slice(at, at + length).join(',') });
    at += length;
  }
  return { chunks, perJob: size, raised: perJob !== 'auto' && size > perJob };
}
