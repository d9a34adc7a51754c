import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Reporter, TestModule, Vitest } from 'vitest/node';
import { DURATIONS_FILE, durationKey, type FileDurations, lockOf } from './longestFirst.ts';

/** A module's time on its worker: vitest's preparation, the environment, the setup files, the import, the tests and hooks. */
function workerMs(module: TestModule): number {
  const d = module.diagnostic();
  return d.prepareDuration + d.environmentSetupDuration + d.setupDuration + d.collectDuration + d.duration;
}
const seconds = (ms: number) => Math.round(ms / 100) / 10;

/**
 * `npm run record-durations`: the files' durations of this run into test/sequencer/fileDurations.json, which orders the
 * files of every run (longestFirst.ts). A run of some files updates theirs; the entries of files gone are dropped.
 * The order is planned from the figures' proportions (which a loaded machine stretches nearly alike), so a run on a
 * loaded machine serves nearly as well as an idle one. A file that holds a lock counts the time it held it, not its
 * wait for it.
 */
export default class DurationsReporter implements Reporter {
  private root = '';
  private readonly runStart = performance.now();
  private readonly started = new Map<TestModule, number>();
  private readonly ended = new Map<TestModule, number>();

  onInit(vitest: Vitest): void {
    this.root = vitest.config.root;
  }

  onTestModuleStart(module: TestModule): void {
    this.started.set(module, performance.now());
  }

  onTestModuleEnd(module: TestModule): void {
    this.ended.set(module, performance.now());
  }

  /**
   * The time a file held its lock (longestFirst.ts's `lockOf`): from its start or the previous holder's end, whichever
   * is later, to its own end. Its time on the worker also counts the wait for the lock, which the order plans apart.
   */
  private heldMs(modules: ReadonlyArray<TestModule>): Map<TestModule, number> {
    const byLock = new Map<string, TestModule[]>();
    for (const module of modules) {
      const lock = lockOf(module, this.root);
      if (lock && this.started.has(module) && this.ended.has(module))
        byLock.set(lock, [...(byLock.get(lock) ?? []), module]);
    }
    const held = new Map<TestModule, number>();
    for (const holders of byLock.values()) {
      holders.sort((a, b) => this.ended.get(a)! - this.ended.get(b)!);
      let free = -Infinity;
      for (const module of holders) {
        const end = this.ended.get(module)!;
        held.set(module, end - Math.max(this.started.get(module)!, free));
        free = end;
      }
    }
    return held;
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const table: Record<string, number> = JSON.parse(readFileSync(DURATIONS_FILE, 'utf8')) as FileDurations;
    const held = this.heldMs(modules);
    for (const module of modules) {
      if (module.state() !== 'passed') continue;
      const ms = Math.min(workerMs(module), held.get(module) ?? Infinity);
      table[durationKey(module.project.name, relative(this.root, module.moduleId))] = seconds(ms);
    }
    const kept = Object.entries(table).filter(([key]) => existsSync(join(this.root, key.slice(key.indexOf(' ') + 1))));
    kept.sort(([a], [b]) => a.localeCompare(b));
    writeFileSync(DURATIONS_FILE, `${JSON.stringify(Object.fromEntries(kept), null, 2)}\n`);
    process.stdout.write(this.groupsSummary(modules));
  }

  /**
   * Where the run's time went, group by group: when its first file started and its last ended, and how busy its
   * workers were (the files' time on them over the group's span): a group whose workers idle has room for files, or a
   * lock that keeps them waiting.
   */
  private groupsSummary(modules: ReadonlyArray<TestModule>): string {
    const groups = new Map<number, { from: number; to: number; busy: number; files: number; workers: number }>();
    for (const module of modules) {
      const [start, end] = [this.started.get(module), this.ended.get(module)];
      if (start === undefined || end === undefined) continue;
      const order = module.project.config.sequence.groupOrder;
      const group = groups.get(order) ?? { from: start, to: end, busy: 0, files: 0, workers: 1 };
      groups.set(order, {
        from: Math.min(group.from, start),
        to: Math.max(group.to, end),
        busy: group.busy + (end - start),
        files: group.files + 1,
        // Every project of a group has the same count (vitest.config.ts).
        workers: Math.max(group.workers, module.project.config.maxWorkers),
      });
    }
    const lines = [...groups.entries()]
      .sort(([a], [b]) => a - b)
      .map(([order, { from, to, busy, files, workers }]) => {
        const span = to - from;
        const at = (ms: number) => `${((ms - this.runStart) / 1000).toFixed(0)} s`;
        return `  group ${order}: ${files} files, ${at(from)} to ${at(to)} (${(span / 1000).toFixed(0)} s), its ${workers} workers ${Math.round((100 * busy) / (span * workers))}% busy`;
      });
    return `\nThe groups (recorded into ${relative(this.root, DURATIONS_FILE.pathname)}):\n${lines.join('\n')}\n`;
  }
}
