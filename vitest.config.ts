import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { admissionChangingFiles, olderKubernetesFiles, type GroupedFile } from './test/e2eFileGroups.ts';

/** The oldest Kubernetes minor version supported; the newest is test/cluster/controlPlane/k8s/go.mod's. */
const oldestKubernetes = '1.30';

/**
 * Test files run at once, for every project alike: vitest refuses projects of one `sequence.groupOrder`
 * with different `maxWorkers`, and its default (the cores less one) differs from any fixed number on
 * most machines. At least 2, so unit and workflow files run beside the e2e ones even on 2 cores; at
 * most 4, because every e2e file shares one control plane, which shares the machine's cores.
 */
function testWorkers(cores: number): number {
  return Math.min(4, Math.max(2, cores - 1));
}
const maxWorkers = testWorkers(availableParallelism());

const e2e = {
  // One real control plane per Kubernetes version for the whole run, shared by the projects of that
  // version; tests isolate themselves by namespace.
  globalSetup: ['test/cluster/controlPlane/globalSetup.ts'],
  testTimeout: 120_000,
  hookTimeout: 180_000,
  maxWorkers,
};
const files = (group: readonly GroupedFile[]) => group.map(({ file }) => file);
const admission = files(admissionChangingFiles);
const counting = files(admissionChangingFiles.filter(({ counts }) => counts));

/**
 * The e2e files of one Kubernetes version (all, or `only` these) as three projects, in groups one after the
 * other: the files that leave admission alone; the admission-changing ones that count no dry-runs, side by
 * side; those that count, one at a time (test/e2eFileGroups.ts says why).
 */
function e2eProjects(name: string, groupOrder: number, only?: string[], env?: { E2E_KUBERNETES: string }) {
  const chosen = (list: string[]) => list.filter((file) => !only || only.includes(file));
  return [
    // test/setup/admissionGuard.ts fails a file of this project that touches an admission webhook or policy.
    {
      test: {
        ...e2e,
        name,
        include: only ?? ['test/e2e/**/*.test.ts'],
        exclude: admission,
        env,
        sequence: { groupOrder },
        setupFiles: ['test/setup/admissionGuard.ts'],
      },
    },
    {
      test: {
        ...e2e,
        name: `${name}-admission`,
        include: chosen(admission.filter((file) => !counting.includes(file))),
        env,
        sequence: { groupOrder: groupOrder + 1 },
      },
    },
    // One file at a time: each changes what the other one's plan records depend on, and counts them.
    {
      test: {
        ...e2e,
        name: `${name}-admission-counting`,
        include: chosen(counting),
        env,
        sequence: { groupOrder: groupOrder + 2 },
        maxWorkers: 1,
      },
    },
    // A project with no file is left out: it would only hold its version's control plane's count of users.
  ].filter(({ test }) => test.include.length > 0);
}

// The files whose behaviour depends on the server's version once more on the oldest version, after
// every other project (groups of their own, so its control plane never runs tests beside the newest
// one's); not when the run names a cluster or a version.
const onOldestKubernetes =
  process.env.E2E_KUBECONFIG || process.env.E2E_KUBERNETES
    ? []
    : e2eProjects(`e2e-k8s-${oldestKubernetes}`, 3, files(olderKubernetesFiles), { E2E_KUBERNETES: oldestKubernetes });

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
          maxWorkers,
        },
      },
      {
        test: {
          name: 'workflows',
          include: ['test/workflows/**/*.test.ts'],
          // Builds act, actionlint and zizmor into the cache when they are missing.
          globalSetup: ['test/workflows/tools/globalSetup.ts'],
          maxWorkers,
        },
      },
      ...e2eProjects('e2e', 0),
      ...onOldestKubernetes,
    ],
  },
});
