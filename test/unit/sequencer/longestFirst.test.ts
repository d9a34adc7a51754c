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
