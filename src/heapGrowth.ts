import { setFlagsFromString } from 'node:v8';

/** How far V8 lets the old generation grow past what survived its last full collection, in percent. */
const OLD_GENERATION_GROWTH_PERCENT = 30;

/**
 * Keeps V8's heap close to what the run holds, a process-wide setting for the action and the CLI.
 * A run keeps every object of its set until it reports, and allocates as much again in answers
 * that die young. V8's defaults answer that by doubling the young generation (up to 128 MB: at 5,000
 * objects a third of the peak RSS) and by letting the old generation grow to 1.5-4 times what
 * survived before collecting it again; pages once taken stay in the RSS. At 10,000 objects the peak
 * RSS of one preview varied from 279 to 346 MB by when the collections fell; with growth held to
 * 30 % it was 232-234 MB in the same time. Both factors are read each time V8 would grow the heap,
 * so setting them after start-up takes effect (the maximum sizes are fixed at start and cannot be
 * given to an action).
 */
export function keepHeapSmall(): void {
  setFlagsFromString('--semi-space-growth-factor=1');
  setFlagsFromString(`--heap-growing-percent=${OLD_GENERATION_GROWTH_PERCENT}`);
}
