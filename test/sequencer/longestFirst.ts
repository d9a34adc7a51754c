import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

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
  return [...groups.values()].flatMap((group) => spacedOneAtATime(group, seconds, workers));
}

/** Files of these projects run one at a time, each holding its cluster's lock (test/setup/countingAlone.ts). */
const isOneAtATime = (file: OrderedFile) => file.project.name.endsWith('-admission-counting');
/** What a file the table does not know is taken to last, when spacing the files that run one at a time. */
const UNKNOWN_SECONDS = 30;

/**
 * A group's files with those that run one at a time spaced out: after each, enough of the others to keep the other
 * workers busy while it runs. Taken side by side, the second waited for the first's lock and its worker idled (the
 * files that use no cluster run in their group for that reason).
 */
function spacedOneAtATime<T extends OrderedFile>(group: T[], seconds: (file: T) => number, workers: number): T[] {
  const others = group.filter((file) => !isOneAtATime(file));
  const spaced: T[] = [];
  for (const file of group.filter(isOneAtATime)) {
    spaced.push(file);
    const known = seconds(file);
    const cover = (Number.isFinite(known) ? known : UNKNOWN_SECONDS) * Math.max(1, workers - 1);
    for (let covered = 0; covered < cover && others.length > 0;) {
      const next = others.shift()!;
      spaced.push(next);
      const length = seconds(next);
      covered += Number.isFinite(length) ? length : UNKNOWN_SECONDS;
    }
  }
  return [...spaced, ...others];
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
