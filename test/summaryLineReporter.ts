import type { Reporter, TestCase, TestModule, TestSuite } from 'vitest/node';

export interface TestCounts {
  passed: number;
  failed: number;
  skipped: number;
}

/** Whether a hook or the collection of the test's suite or file failed: then the test never ran. */
function brokenAround(test: TestCase): boolean {
  for (
    let parent: TestSuite | TestModule | undefined = test.parent;
    parent;
    parent = parent.type === 'module' ? undefined : parent.parent
  ) {
    if (parent.errors().length > 0) return true;
  }
  return false;
}

/**
 * Each test once. A test that did not run because a beforeAll or the file's loading failed counts
 * as failed, not skipped; a file whose own errors no test's failure counts (it failed before it
 * declared any test, or its afterAll failed once its tests had passed) counts as one failure.
 */
export function countTests(testModules: ReadonlyArray<TestModule>): TestCounts {
  const counts: TestCounts = { passed: 0, failed: 0, skipped: 0 };
  for (const module of testModules) {
    let failed = 0;
    for (const test of module.children.allTests()) {
      const { state } = test.result();
      if (state === 'passed') counts.passed++;
      else if (state === 'failed' || brokenAround(test)) failed++;
      else counts.skipped++;
    }
    counts.failed += failed === 0 && module.errors().length > 0 ? 1 : failed;
  }
  return counts;
}

/** The full names of the tests that neither passed nor failed (skipped, or never started). */
export function skippedTests(testModules: ReadonlyArray<TestModule>): string[] {
  const names: string[] = [];
  for (const module of testModules) {
    for (const test of module.children.allTests()) {
      const { state } = test.result();
      if (state !== 'passed' && state !== 'failed' && !brokenAround(test))
        names.push(`${module.moduleId}: ${test.fullName}`);
    }
  }
  return names;
}

/**
 * Ends every run with one plain `Tests: N passed, N failed, N skipped` line, the form CI and
 * other tools read without knowing vitest's own summary. With FAIL_ON_SKIPPED=1 (.ci/run sets it:
 * on a clean clone every test must run) a skipped test fails the run: the skipped tests are listed
 * above that line, which stays the last, and the exit code is 1.
 */
export default class SummaryLineReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const counts = countTests(testModules);
    if (process.env.FAIL_ON_SKIPPED === '1' && counts.skipped > 0) {
      const names = skippedTests(testModules);
      process.stdout.write(
        `\nFAIL_ON_SKIPPED=1: ${counts.skipped} skipped, which fails the run:\n${names.map((name) => `  ${name}\n`).join('')}`,
      );
      process.exitCode = 1;
    }
    process.stdout.write(`\nTests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped\n`);
  }
}
