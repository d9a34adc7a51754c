import { describe, expect, it } from 'vitest';
import { durationKey, longestFirst, type OrderedFile } from '../../sequencer/longestFirst.ts';

const ROOT = '/repo';
const file = (project: string, groupOrder: number, path: string): OrderedFile => ({
  project: { name: project, config: { sequence: { groupOrder } } },
  moduleId: `${ROOT}/${path}`,
});
const names = (files: OrderedFile[]) => files.map((f) => `${f.project.name} ${f.moduleId.slice(ROOT.length + 1)}`);

describe('the order of the test files', () => {
  it('runs the groups in their order and, in each, the longest file first whatever its project', () => {
    const files = [
      file('unit', 2, 'test/unit/short.test.ts'),
      file('e2e', 0, 'test/e2e/a.test.ts'),
      file('workflows', 2, 'test/workflows/release.test.ts'),
      file('e2e-admission-counting', 2, 'test/e2e/counting.test.ts'),
      file('e2e-k8s-1.30', 0, 'test/e2e/a.test.ts'),
      file('e2e', 0, 'test/e2e/b.test.ts'),
    ];
    const durations = {
      [durationKey('unit', 'test/unit/short.test.ts')]: 0.4,
      [durationKey('e2e', 'test/e2e/a.test.ts')]: 12,
      [durationKey('e2e-k8s-1.30', 'test/e2e/a.test.ts')]: 20,
      [durationKey('e2e', 'test/e2e/b.test.ts')]: 30,
      [durationKey('workflows', 'test/workflows/release.test.ts')]: 75,
      [durationKey('e2e-admission-counting', 'test/e2e/counting.test.ts')]: 40,
    };
    expect(names(longestFirst(files, durations, ROOT))).toEqual([
      'e2e test/e2e/b.test.ts',
      'e2e-k8s-1.30 test/e2e/a.test.ts',
      'e2e test/e2e/a.test.ts',
      'workflows test/workflows/release.test.ts',
      'e2e-admission-counting test/e2e/counting.test.ts',
      'unit test/unit/short.test.ts',
    ]);
  });

  it('spaces the files that run one at a time by enough other files to keep the other workers busy meanwhile', () => {
    const alone = (path: string) => file('e2e-admission-counting', 2, path);
    const unit = (path: string) => file('unit', 2, path);
    const files = [
      alone('test/e2e/planCache.test.ts'),
      alone('test/e2e/shop.test.ts'),
      alone('test/e2e/new.test.ts'),
      ...['a', 'b', 'c', 'd', 'e', 'f'].map((name) => unit(`test/unit/${name}.test.ts`)),
    ];
    const durations = {
      [durationKey('e2e-admission-counting', 'test/e2e/planCache.test.ts')]: 35,
      [durationKey('e2e-admission-counting', 'test/e2e/shop.test.ts')]: 15,
      [durationKey('unit', 'test/unit/a.test.ts')]: 20,
      [durationKey('unit', 'test/unit/b.test.ts')]: 10,
      [durationKey('unit', 'test/unit/c.test.ts')]: 10,
      [durationKey('unit', 'test/unit/d.test.ts')]: 10,
      [durationKey('unit', 'test/unit/e.test.ts')]: 5,
      [durationKey('unit', 'test/unit/f.test.ts')]: 1,
    };
    // Unknown, new.test.ts is taken to last 30 s; on two workers, the other one needs as much to do meanwhile.
    expect(names(longestFirst(files, durations, ROOT, 2))).toEqual([
      'e2e-admission-counting test/e2e/new.test.ts',
      'unit test/unit/a.test.ts',
      'unit test/unit/b.test.ts',
      'e2e-admission-counting test/e2e/planCache.test.ts',
      'unit test/unit/c.test.ts',
      'unit test/unit/d.test.ts',
      'unit test/unit/e.test.ts',
      'unit test/unit/f.test.ts',
      'e2e-admission-counting test/e2e/shop.test.ts',
    ]);
    // On three, the two others need twice as much.
    expect(
      names(longestFirst(files, durations, ROOT, 3)).indexOf('e2e-admission-counting test/e2e/planCache.test.ts'),
    ).toBe(7);
  });

  it("spaces out the files that hold examples/shop's lock, one version's apart from the other's", () => {
    const admission = (path: string) => file('e2e-admission', 1, path);
    const older = (path: string) => file('e2e-k8s-1.30-admission', 1, path);
    const files = [
      admission('test/e2e/workflows/twoWorkflowPreview.test.ts'),
      admission('test/e2e/workflows/userWorkflows.test.ts'),
      admission('test/e2e/action/previewReadsNoSecret.test.ts'),
      older('test/e2e/action/previewReadsNoSecret.test.ts'),
      admission('test/e2e/x.test.ts'),
      admission('test/e2e/y.test.ts'),
    ];
    const durations = {
      [durationKey('e2e-admission', 'test/e2e/workflows/twoWorkflowPreview.test.ts')]: 70,
      [durationKey('e2e-admission', 'test/e2e/workflows/userWorkflows.test.ts')]: 50,
      [durationKey('e2e-admission', 'test/e2e/action/previewReadsNoSecret.test.ts')]: 20,
      [durationKey('e2e-k8s-1.30-admission', 'test/e2e/action/previewReadsNoSecret.test.ts')]: 20,
      [durationKey('e2e-admission', 'test/e2e/x.test.ts')]: 40,
      [durationKey('e2e-admission', 'test/e2e/y.test.ts')]: 30,
    };
    // The second worker takes x and y while the first holds the lock (70 s), v1.30's file the third: its cluster has
    // a lock of its own.
    expect(names(longestFirst(files, durations, ROOT, 3))).toEqual([
      'e2e-admission test/e2e/workflows/twoWorkflowPreview.test.ts',
      'e2e-admission test/e2e/x.test.ts',
      'e2e-admission test/e2e/y.test.ts',
      'e2e-k8s-1.30-admission test/e2e/action/previewReadsNoSecret.test.ts',
      'e2e-admission test/e2e/workflows/userWorkflows.test.ts',
      'e2e-admission test/e2e/action/previewReadsNoSecret.test.ts',
    ]);
  });

  it('runs the files the table does not know first in their group, as they may be long', () => {
    const files = [
      file('e2e', 0, 'test/e2e/known.test.ts'),
      file('e2e', 0, 'test/e2e/new-b.test.ts'),
      file('e2e', 1, 'test/e2e/later.test.ts'),
      file('e2e', 0, 'test/e2e/new-a.test.ts'),
    ];
    const durations = { [durationKey('e2e', 'test/e2e/known.test.ts')]: 90 };
    expect(names(longestFirst(files, durations, ROOT))).toEqual([
      'e2e test/e2e/new-a.test.ts',
      'e2e test/e2e/new-b.test.ts',
      'e2e test/e2e/known.test.ts',
      'e2e test/e2e/later.test.ts',
    ]);
  });
});
