import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import LongestFirstSequencer from './test/sequencer/longestFirst.ts';
import { admissionChangingFiles, olderKubernetesFiles, type GroupedFile } from './test/e2eFileGroups.ts';

/** The oldest Kubernetes minor version supported; the newest is test/cluster/controlPlane/k8s/go.mod's. */
const oldestKubernetes = '1.30';

/**
 * Test files run at once, for every project alike: vitest refuses projects of one `sequence.groupOrder`
 * with different `maxWorkers`, and its default (the cores less one) differs from any fixed number on
 * most machines. One more than the cores: a file spends much of its time waiting (for the cluster's
 * controllers, a timeout, a lock), and with only as many files as cores a third of the CPU stood idle (a
 * warm run on 2 cores: 664 s with 3 workers, against 808-836 s with 2). At least 2, so unit and workflow
 * files run beside the e2e ones; at most 4, because every e2e file shares one control plane, which shares
 * the machine's cores.
 */
function testWorkers(cores: number): number {
  return Math.min(4, Math.max(2, cores + 1));
}
const maxWorkers = testWorkers(availableParallelism());

/*
 * Node's compile cache for this run, inherited by every process of it: the tests start the CLI and the action from
 * src/ some hundreds of times, and each start stripped and compiled every module again (0.9-1.25 s of CPU; 0.5-0.8 s
 * with the cache). A directory of this run's own, removed at its end: kept between runs, the entries of the files
 * tests write to temporary directories (bundles, a copied repository's node_modules) would pile up.
 */
/*
 * One temporary directory for the whole run, inherited as TMPDIR by every worker and every process they start, and
 * removed at the run's end: the tests' worlds (workspaces, kubeconfigs, runner directories, a control plane's data)
 * left some 5,000 directories in /tmp a day on a developer's machine.
 */
if (!process.env.APPLYSET_TEST_TMPDIR) {
  const runTemp = mkdtempSync(join(tmpdir(), 'applyset-tests-'));
  // As /tmp is (sticky, open to all): a test runs a script as a user that is not root, in a directory of its own here.
  chmodSync(runTemp, 0o1777);
  process.env.APPLYSET_TEST_TMPDIR = runTemp;
  process.env.TMPDIR = runTemp;
  process.on('exit', () => rmSync(runTemp, { recursive: true, force: true }));
}

if (!process.env.NODE_COMPILE_CACHE) {
  const compileCache = mkdtempSync(join(tmpdir(), 'applyset-compile-cache-'));
  process.env.NODE_COMPILE_CACHE = compileCache;
  process.on('exit', () => rmSync(compileCache, { recursive: true, force: true }));
}

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
const counting = files(admissionChangingFiles.filter(({ alone }) => alone));

/**
 * The groups, one after the other (test/e2eFileGroups.ts says why): every e2e file that leaves admission alone; the
 * admission-changing ones that count no dry-runs, side by side; those that count, one at a time (each holds its
 * cluster's lock). Each version has a cluster of its own, and what one file does to one version's admission no file
 * of the other version sees: the oldest version's groups run one group later than the newest's, so that its few files
 * (and the workflow and unit files, which use no cluster) fill the cores the newest version's admission groups leave
 * idle, each file waiting there on a lock held by another. In a group, the longest files first
 * (test/sequencer/longestFirst.ts).
 */
const GROUP = { plain: 0, admission: 1, counting: 2 } as const;

/**
 * The e2e files of one Kubernetes version (all, or `only` these) as three projects, one in each group from `first`.
 */
function e2eProjects(name: string, first: number, only?: string[], env?: { E2E_KUBERNETES: string }) {
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
        sequence: { groupOrder: first + GROUP.plain },
        setupFiles: ['test/setup/admissionGuard.ts'],
      },
    },
    {
      test: {
        ...e2e,
        name: `${name}-admission`,
        include: chosen(admission.filter((file) => !counting.includes(file))),
        env,
        sequence: { groupOrder: first + GROUP.admission },
        setupFiles: ['test/setup/refusedWritesGuard.ts'],
      },
    },
    // One file at a time: each changes what the other one's plan records depend on and counts them, or changes admission
    // for every namespace.
    {
      test: {
        ...e2e,
        name: `${name}-admission-counting`,
        include: chosen(counting),
        env,
        sequence: { groupOrder: first + GROUP.counting },
        setupFiles: ['test/setup/countingAlone.ts'],
      },
    },
    // A project with no file is left out: it would only hold its version's control plane's count of users.
  ].filter(({ test }) => test.include.length > 0);
}

// The files whose behaviour depends on the server's version once more on the oldest version; not when the run
// names a cluster or a version.
const onOldestKubernetes =
  process.env.E2E_KUBECONFIG || process.env.E2E_KUBERNETES
    ? []
    : e2eProjects(`e2e-k8s-${oldestKubernetes}`, 1, files(olderKubernetesFiles), { E2E_KUBERNETES: oldestKubernetes });

export default defineConfig({
  test: {
    reporters: ['default', './test/summaryLineReporter.ts'],
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts'],
          // Installs zsh from Debian's packages when missing, for the zsh completion's tests.
          globalSetup: ['test/unit/setup/debianPackages.ts'],
          maxWorkers,
          sequence: { groupOrder: GROUP.counting },
        },
      },
      {
        test: {
          name: 'workflows',
          include: ['test/workflows/**/*.test.ts'],
          // Builds act, actionlint and zizmor into the cache when they are missing.
          globalSetup: ['test/workflows/tools/globalSetup.ts'],
          maxWorkers,
          sequence: { groupOrder: GROUP.admission },
        },
      },
      ...e2eProjects('e2e', 0),
      ...onOldestKubernetes,
    ],
  },
});
