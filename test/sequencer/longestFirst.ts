import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { shopExampleFiles } from '../e2eFileGroups.ts';

/** What the order needs of a test file: its group, its project and its path. */
export interface OrderedFile {
  project: { name: string; config: { sequence: { groupOrder: number } } };
  moduleId: string;
}

/** Seconds each file took in a recorded run, by `durationKey` (test/sequencer/fileDurations.json). */
export type FileDurations = Readonly<Record<string, number>>;

export const DURATIONS_FILE = new URL('./fileDurations.json', import.meta.url);

/** A file's key in the table: its project and its path from the root (a file of two projects has two). */
export function durationKey(project: string, path: string): string {
  return `${project} ${path}`;
}

/**
 * The files group by group, and in a group the longest first, files of every project mixed: each worker takes the
 * next file when it is free, so a long file started last would run alone at the group's end while the other
 * workers wait (on 2 cores, releaseDryRun's 70 s did, queued behind every e2e and unit file). A file the table
 * does not know runs first, as vitest's own order does, since it may be long.
 */
export function longestFirst<T extends OrderedFile>(
  files: readonly T[],
  durations: FileDurations,
  root: string,
  workers = 2,
): T[] {
  const seconds = (file: T) => durations[durationKey(file.project.name, relative(root, file.moduleId))] ?? Infinity;
  const sorted = [...files].sort(
    (a, b) =>
      a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder ||
      seconds(b) - seconds(a) ||
      durationKey(a.project.name, a.moduleId).localeCompare(durationKey(b.project.name, b.moduleId)),
  );
  const groups = new Map<number, T[]>();
  for (const file of sorted) {
    const order = file.project.config.sequence.groupOrder;
    groups.set(order, [...(groups.get(order) ?? []), file]);
  }
  return [...groups.values()].flatMap((group) => planned(group, seconds, (file) => lockOf(file, root), workers));
}

/** What a file the table does not know is taken to last, when the order is planned. */
const UNKNOWN_SECONDS = 30;

/**
 * The cluster lock a file holds, if any: the files of one project of `-admission-counting` hold their cluster's
 * (test/setup/countingAlone.ts), those of `shopExampleFiles` examples/shop's. Each project of a Kubernetes version
 * has that version's cluster, so the lock's key names the version's project.
 */
export function lockOf(file: { project: { name: string }; moduleId: string }, root: string): string | undefined {
  const cluster = file.project.name.replace(/-admission(-counting)?$/, '');
  if (file.project.name.endsWith('-admission-counting')) return `${cluster} admission-counting`;
  if (shopExampleFiles.includes(relative(root, file.moduleId))) return `${cluster} examples-shop`;
  return undefined;
}

/**
 * A group's files, longest first, in the order `workers` workers would take them if each took, when free, the longest
 * file whose lock is free then (the longest of the others when every one left waits for a lock). Taken side by side,
 * the second of two files of one lock waited for the first's and its worker idled: files of one lock are spaced out
 * by enough other files to keep the other workers busy meanwhile (the files that use no cluster run in the group of
 * the files that run one at a time for that reason).
 */
function planned<T extends OrderedFile>(
  group: T[],
  seconds: (file: T) => number,
  lock: (file: T) => string | undefined,
  workers: number,
): T[] {
  const pending = [...group];
  const freeAt: number[] = Array.from({ length: Math.max(1, workers) }, () => 0);
  const lockFreeAt = new Map<string, number>();
  const lockFree = (file: T) => lockFreeAt.get(lock(file) ?? '') ?? 0;
  const order: T[] = [];
  while (pending.length > 0) {
    const now = Math.min(...freeAt);
    const worker = freeAt.indexOf(now);
    let next = pending.findIndex((file) => lockFree(file) <= now);
    if (next < 0)
      next = pending.reduce((best, file, index) => (lockFree(file) < lockFree(pending[best]!) ? index : best), 0);
    const [file] = pending.splice(next, 1) as [T];
    const known = seconds(file);
    const end = Math.max(now, lockFree(file)) + (Number.isFinite(known) ? known : UNKNOWN_SECONDS);
    freeAt[worker] = end;
    const held = lock(file);
    if (held) lockFreeAt.set(held, end);
    order.push(file);
  }
  return order;
}

/**
 * vitest's sequencer with the order above. vitest's own orders a group project by project, each by the durations
 * of this machine's earlier runs, or by file size on a clean clone (as CI runs), which puts no long file first.
 */
export default class LongestFirstSequencer extends BaseSequencer {
  override sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const durations = JSON.parse(readFileSync(DURATIONS_FILE, 'utf8')) as FileDurations;
    const workers = files[0]?.project.config.maxWorkers ?? 2;
    return Promise.resolve(longestFirst(files, durations, this.ctx.config.root, workers));
  }
}
