import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Reporter, TestModule, Vitest } from 'vitest/node';
import { DURATIONS_FILE, durationKey, type FileDurations } from './longestFirst.ts';

/** A module's time on its worker: vitest's preparation, the environment, the setup files, the import, the tests and hooks. */
function seconds(module: TestModule): number {
  const d = module.diagnostic();
  const ms = d.prepareDuration + d.environmentSetupDuration + d.setupDuration + d.collectDuration + d.duration;
  return Math.round(ms / 100) / 10;
}

/**
 * `npm run record-durations`: the files' durations of this run into test/sequencer/fileDurations.json, which orders the
 * files of every run (longestFirst.ts). A run of some files updates theirs; the entries of files gone are dropped.
 * Only the order of the figures matters, so a run on a loaded machine serves as well as an idle one.
 */
export default class DurationsReporter implements Reporter {
  private root = '';

  onInit(vitest: Vitest): void {
    this.root = vitest.config.root;
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const table: Record<string, number> = JSON.parse(readFileSync(DURATIONS_FILE, 'utf8')) as FileDurations;
    for (const module of modules) {
      if (module.state() !== 'passed') continue;
      table[durationKey(module.project.name, relative(this.root, module.moduleId))] = seconds(module);
    }
    const kept = Object.entries(table).filter(([key]) => existsSync(join(this.root, key.slice(key.indexOf(' ') + 1))));
    kept.sort(([a], [b]) => a.localeCompare(b));
    writeFileSync(DURATIONS_FILE, `${JSON.stringify(Object.fromEntries(kept), null, 2)}\n`);
  }
}
