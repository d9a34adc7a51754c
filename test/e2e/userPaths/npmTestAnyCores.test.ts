// The README's second command (`npm test`) on machines of other sizes than this one: vitest must accept
// the config whatever the core count (it refuses projects of one group with different worker counts),
// and the unit and workflow files run beside the e2e ones, not after them.
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
  // The worker count docs/testing.md gives: 2 on 1 to 3 cores, the cores less one up to 4.
  it.for([
    [1, 2],
    [2, 2],
    [4, 3],
    [8, 4],
    [64, 4],
  ])('on %i cores, the unit, workflows and e2e projects share one group and %i workers', async ([cores, workers]) => {
    const projects = await projectsOn(cores!);
    const byName = new Map(projects.map((project) => [project.name, project]));
    const first = ['unit', 'workflows', 'e2e'].map((name) => byName.get(name));
    // One group: they run beside each other. At least 2 workers: vitest runs a group of 1 worker and
    // order 0 in its sequential group, after every other one.
    expect(new Set(first.map((project) => project?.groupOrder))).toEqual(new Set([0]));
    expect(first.map((project) => project?.maxWorkers)).toEqual([workers, workers, workers]);
    // The admission-changing files that count dry-runs one at a time, the others side by side.
    expect(
      new Set(
        projects.filter((project) => project.name.endsWith('-admission-counting')).map((project) => project.maxWorkers),
      ),
    ).toEqual(new Set([1]));
    expect(
      new Set(projects.filter((project) => project.name.endsWith('-admission')).map((project) => project.maxWorkers)),
    ).toEqual(new Set([workers]));
    // vitest's rule: projects of one group have one worker count.
    for (const project of projects) {
      const sameGroup = projects.filter((other) => other.groupOrder === project.groupOrder);
      expect(new Set(sameGroup.map((other) => other.maxWorkers)), `group ${project.groupOrder}`).toEqual(
        new Set([project.maxWorkers]),
      );
    }
    // The rest (the admission-changing files, the oldest Kubernetes version) in groups after that one.
    expect(projects.filter((project) => !first.includes(project)).every((project) => project.groupOrder > 0)).toBe(
      true,
    );
    expect(byName.get('e2e-k8s-1.30')?.groupOrder).toBeGreaterThan(0);
  });

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
