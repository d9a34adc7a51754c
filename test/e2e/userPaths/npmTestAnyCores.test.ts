// The README's second command (`npm test`) on machines of other sizes than this one: vitest must accept
// the config whatever the core count (it refuses projects of one group with different worker counts),
// and the unit and workflow files run beside e2e files, not alone after them.
import { execPath } from 'node:process';
import { resolve } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { runCommand } from '../../cluster/runCommand.ts';

const ROOT = resolve(import.meta.dirname, '../../..');
const REPORTED_CORES = resolve(ROOT, 'test/setup/reportedCores.ts');

interface ResolvedProject {
  name: string;
  groupOrder: number;
  maxWorkers: number;
}

/**
 * This process's environment without the variables vitest sets for its own workers, nor those that
 * choose a cluster or a version (this run's project may have them): the child is a plain `npm test`.
 */
function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const own = (key: string) =>
    key.startsWith('VITEST') || ['NODE_OPTIONS', 'E2E_KUBECONFIG', 'E2E_KUBERNETES'].includes(key);
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !own(key)));
  return { ...env, ...extra };
}

async function projectsOn(cores: number): Promise<ResolvedProject[]> {
  const run = await runCommand(
    execPath,
    ['--import', REPORTED_CORES, resolve(ROOT, 'test/setup/resolvedProjects.ts')],
    {
      env: childEnv({ REPORTED_CORES: String(cores) }),
    },
  );
  expect(run.code, run.stderr).toBe(0);
  return JSON.parse(run.stdout) as ResolvedProject[];
}

describe('npm test on a machine of any size', () => {
  // The worker count docs/testing.md gives: one more than the cores, at least 2 and at most 4.
  it.for([
    [1, 2],
    [2, 3],
    [3, 4],
    [8, 4],
    [64, 4],
  ])(
    'on %i cores, every project runs %i files at once, the unit and workflow files beside the admission groups',
    async ([cores, workers]) => {
      const projects = await projectsOn(cores!);
      const groupOf = (name: string) => projects.find((project) => project.name === name)?.groupOrder;
      // At least 2 workers everywhere: vitest runs a group of 1 worker and order 0 in its sequential group, after
      // every other one, and the counting files' group would leave a core idle.
      expect(new Set(projects.map((project) => project.maxWorkers))).toEqual(new Set([workers]));
      // The groups one after the other: v1.34's files that leave admission alone; its admission-changing ones
      // with v1.30's plain ones and the workflow files; those that count (one at a time by a lock), with v1.30's
      // admission-changing ones and the unit files. v1.30's groups run one group later: they fill the cores v1.34's
      // locks leave idle.
      expect(['e2e'].map(groupOf)).toEqual([0]);
      expect(['e2e-admission', 'e2e-k8s-1.30', 'workflows'].map(groupOf)).toEqual([1, 1, 1]);
      expect(['e2e-admission-counting', 'e2e-k8s-1.30-admission', 'unit'].map(groupOf)).toEqual([2, 2, 2]);
      expect(projects.map(({ name }) => name).sort()).toEqual(
        [
          'unit',
          'workflows',
          'e2e',
          'e2e-admission',
          'e2e-admission-counting',
          'e2e-k8s-1.30',
          'e2e-k8s-1.30-admission',
        ].sort(),
      );
    },
  );

  it('runs a unit file and an e2e file together on 4 cores', async () => {
    const run = await runCommand(
      execPath,
      [
        '--import',
        REPORTED_CORES,
        resolve(ROOT, 'node_modules/vitest/vitest.mjs'),
        'run',
        'test/unit/summaryLineReporter.test.ts',
        'test/e2e/faultProxy/userAgent.test.ts',
      ],
      // The cluster this run already has, so the child starts no control plane of its own.
      { env: childEnv({ REPORTED_CORES: '4', E2E_KUBECONFIG: inject('kubeconfigPath'), NO_COLOR: '1' }) },
    );
    const output = run.stdout + run.stderr;
    expect(run.code, output.slice(-4000)).toBe(0);
    expect(output).toMatch(/\|unit\| test\/unit\/summaryLineReporter\.test\.ts/);
    expect(output).toMatch(/\|e2e\| test\/e2e\/faultProxy\/userAgent\.test\.ts/);
    expect(output).toMatch(/^Tests: [1-9]\d* passed, 0 failed, 0 skipped$/m);
  });
});
