import type { Reporter, TestCase, TestModule, TestSuite } from 'vitest/node';

export interface TestCounts {
  passed: number;
  failed: number;
  skipped: number;
}

/** Whether a hook or the collection of the test's suite or file failed: then the test never ran. */
function brokenAround(test: TestCase): boolean {
  for (let parent: TestSuite | TestModule | undefined = test.parent; parent; parent = parent.type === 'module' ? undefined : parent.parent) {
    if (parent.errors().length > 0) return true;
  }
  return false;
}

/**
 * Each test once. A test that did not run because a beforeAll or the file's loading failed counts
 * as failed, not skipped, and so does a file that failed before it declared any test.
 */
export function countTests(testModules: ReadonlyArray<TestModule>): TestCounts {
  const counts: TestCounts = { passed: 0, failed: 0, skipped: 0 };
  for (const module of testModules) {
    const tests = [...module.children.allTests()];
    if (tests.length === 0 && module.errors().length > 0) counts.failed++;
    for (const test of tests) {
      const { state } = test.result();
      if (state === 'passed') counts.passed++;
      else if (state === 'failed' || brokenAround(test)) counts.failed++;
      else counts.skipped++;
    }
  }
  return counts;
}

/**
 * Ends every run with one plain `Tests: N passed, N failed, N skipped` line, the form CI and
 * other tools read without knowing vitest's own summary.
 */
export default class SummaryLineReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const counts = countTests(testModules);
    process.stdout.write(`\nTests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped\n`);
  }
}
