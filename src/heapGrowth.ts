import { setFlagsFromString } from 'node:v8';

/** How far V8 lets the old generation grow past what survived its last full collection, in percent. */
const OLD_GENERATION_GROWTH_PERCENT = 30;
/** Objects read (over every target of the process) from which the young generation stops growing. */
const LARGE_SET = 2_000;

let objectsRead = 0;

/**
 * Keeps V8's heap close to what the run holds, a process-wide setting for the action and the CLI.
 * A run keeps every object of its set until it reports, and allocates as much again in answers
 * that die young. V8's defaults let the old generation grow to 1.5-4 times what survived before
 * collecting it again; pages once taken stay in the RSS. At 10,000 objects the peak RSS of one
 * preview varied from 279 to 346 MB by when the collections fell; with growth held to 30 % it was
 * 232-234 MB in the same time. The factor is read each time V8 would grow the heap, so setting it
 * after start-up takes effect (the maximum sizes are fixed at start and cannot be given to an action).
 * The young generation is left to grow until the set is large (see {@link objectsLoaded}).
 */
export function keepHeapSmall(): void {
  setFlagsFromString(`--heap-growing-percent=${OLD_GENERATION_GROWTH_PERCENT}`);
}

/**
 * Counts a file's objects; from {@link LARGE_SET} on, the young generation is held where it is. V8
 * doubles it (up to 64-128 MB) while answers survive a collection, which a run's answers in flight
 * do: at 5,000 objects a third of the peak RSS. Held from the start, a 1,000-object no-op spent some
 * 10 % more CPU on 89 collections of it instead of 21 (and as much more time): a small set's young
 * generation costs little memory and saves time, a large set's memory is its limit.
 */
export function objectsLoaded(count: number): void {
  const before = objectsRead;
  objectsRead += count;
  if (before < LARGE_SET && objectsRead >= LARGE_SET) setFlagsFromString('--semi-space-growth-factor=1');
}
