import { defineConfig } from 'vitest/config';

/** The oldest Kubernetes minor version supported; the newest is test/cluster/controlPlane/k8s/go.mod's. */
const oldestKubernetes = '1.30';

const e2e = {
  include: ['test/e2e/**/*.test.ts'],
  // One real control plane for the whole e2e run; tests isolate themselves by namespace.
  globalSetup: ['test/cluster/controlPlane/globalSetup.ts'],
  testTimeout: 120_000,
  hookTimeout: 180_000,
  // The control plane shares this machine's 2 cores with the test workers.
  maxWorkers: 2,
};

// The e2e suite once more on the oldest version, after every other project (a group of its own, so its
// control plane never runs tests beside the newest one's); not when the run names a cluster or a version.
const onOldestKubernetes = process.env.E2E_KUBECONFIG || process.env.E2E_KUBERNETES ? [] : [
  {
    test: {
      ...e2e,
      name: `e2e-k8s-${oldestKubernetes}`,
      env: { E2E_KUBERNETES: oldestKubernetes },
      sequence: { groupOrder: 1 },
    },
  },
];

export default defineConfig({
  test: {
    reporters: ['default', './test/summaryLineReporter.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts'],
          // Installs zsh from Debian's packages when missing, for the zsh completion's tests.
          globalSetup: ['test/unit/setup/debianPackages.ts'],
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
      { test: { name: 'e2e', ...e2e } },
      ...onOldestKubernetes,
    ],
  },
});
