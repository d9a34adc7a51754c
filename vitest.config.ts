import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    reporters: ['default', './test/summaryLineReporter.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'workflows',
          include: ['test/workflows/**/*.test.ts'],
          // Builds act, actionlint and zizmor into the cache when they are missing.
          globalSetup: ['test/workflows/tools/globalSetup.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          // One real control plane for the whole e2e run; tests isolate themselves by namespace.
          globalSetup: ['test/cluster/globalSetup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // The control plane shares this machine's 2 cores with the test workers.
          maxWorkers: 2,
        },
      },
    ],
  },
});
