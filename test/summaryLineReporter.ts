import type { Reporter, TestModule } from 'vitest/node';

/**
 * Ends every run with one plain `Tests: N passed, N failed, N skipped` line, the form CI and
 * other tools read without knowing vitest's own summary.
 */
export default class SummaryLineReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const counts = { passed: 0, failed: 0, skipped: 0, pending: 0 };
    for (const module of testModules) {
      for (const test of module.children.allTests()) counts[test.result().state]++;
    }
    process.stdout.write(`\nTests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped + counts.pending} skipped\n`);
  }
}
