import { setFlagsFromString } from 'node:v8';

/** How far V8 lets the old generation grow past what survived its last full collection, in percent. */
const OLD_GENERATION_GROWTH_PERCENT = 30;
/**
 * The same for a set of {@link HUGE_SET} objects or more, whose 130-150 MB kept leave little room under
 * 300 MB: at 30,000 objects each 30 % grown is some 40 MB of the peak RSS. Collections come more often,
 * each on what the set holds; a 30,000-object preview that dry-runs every object peaked at 278 MB where
 * it had at 296 MB, in no more CPU time (21.5 s and 23.8 s, on a busy machine).
 */
const HUGE_SET_GROWTH_PERCENT = 15;
/** Objects read (over every target of the process) from which the young generation stops growing. */
const LARGE_SET = 2_000;
/**
 * Bytes of manifests and plan records (over every target of the process) from which the young generation
 * stops growing before they are parsed: the benchmark's 10,000 objects are 3.2 MiB (its 1,000 are 0.3 MiB),
 * the record of 30,000 members 2.5 MB.
 */
const LARGE_SET_BYTES = 1024 * 1024;
/**
 * The same, guessed from one file opened times the files named, before the others are: a set's files
 * differ in size (the benchmark's largest file of 27 makes some 1 MB at 1,000 objects, 10 MB at 10,000).
 */
const LARGE_SET_GUESS_BYTES = 4 * LARGE_SET_BYTES;
/** Objects read from which the old generation grows by {@link HUGE_SET_GROWTH_PERCENT}. */
const HUGE_SET = 10_000;

let objectsRead = 0;
let bytesParsed = 0;
let youngGenerationHeld = false;

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
 * generation costs little memory and saves time, a large set's memory is its limit. From {@link HUGE_SET}
 * on, the old generation grows by {@link HUGE_SET_GROWTH_PERCENT} instead.
 */
export function objectsLoaded(count: number): void {
  const before = objectsRead;
  objectsRead += count;
  if (objectsRead >= LARGE_SET) holdYoungGeneration();
  if (before < HUGE_SET && objectsRead >= HUGE_SET)
    setFlagsFromString(`--heap-growing-percent=${HUGE_SET_GROWTH_PERCENT}`);
}

/**
 * Counts bytes about to be parsed into what the run keeps (manifest files as they are opened, a plan
 * record as it is unpacked): from {@link LARGE_SET_BYTES} on, or when `bytes` are one of `of` inputs
 * that would make {@link LARGE_SET_GUESS_BYTES} together (a set's size guessed from its first file opened), the young
 * generation is held before they are parsed. Counted by objects, or by the bytes of the files opened so
 * far, it was held once the first files were parsed, which had grown it meanwhile (while what is parsed
 * survives, each collection doubles it): at 30,000 objects it was found at 32 to 128 MB of the 300 (peaks
 * of 327-454 MB), where held before it stays at 8 MB.
 */
export function bytesToParse(bytes: number, of = 1): void {
  bytesParsed += bytes;
  if (bytesParsed >= LARGE_SET_BYTES || bytes * of >= LARGE_SET_GUESS_BYTES) holdYoungGeneration();
}

/** V8 reads the factor each time it would grow the young generation: set once, it stays the size it is. */
function holdYoungGeneration(): void {
  if (youngGenerationHeld) return;
  youngGenerationHeld = true;
  setFlagsFromString('--semi-space-growth-factor=1');
}
