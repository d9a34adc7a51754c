// The counts a terminal's progress line shows, as a run tells them: every object planned, applied,
// waited for and pruned, each step counting up to its total; the wait's with what it waits for.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { parseOptions, type RawInputs } from '../../../src/options/parseOptions.ts';
import type { StepProgress } from '../../../src/outcome/stepProgress.ts';
import { RunFailure } from '../../../src/outcome/runFailure.ts';
import { runApplySet } from '../../../src/engine/runApplySet.ts';
import { createTestNamespace, type TestNamespace } from '../../cluster/testNamespace.ts';
import { deploymentManifest, simulate } from '../../cluster/workloads.ts';
import { configMap, type Manifest, writeSet } from './harness.ts';
import { testEnvironment } from '../../testEnvironment.ts';

describe("a run's progress", () => {
  let ns: TestNamespace;
  beforeAll(async () => {
    ns = await createTestNamespace(inject('kubeconfigPath'), 'run-progress');
  });
  afterAll(() => ns?.delete());

  /** An apply of `objects` that records its progress and its info lines; its failure, if it fails. */
  async function apply(
    objects: Manifest[],
    inputs: RawInputs = {},
  ): Promise<{ steps: StepProgress[]; info: string[]; failure: unknown }> {
    const steps: StepProgress[] = [];
    const info: string[] = [];
    const options = parseOptions(
      {
        mode: 'apply',
        manifests: await writeSet(objects),
        applyset: 'set',
        namespace: ns.name,
        'kubeconfig-path': inject('kubeconfigPath'),
        ...inputs,
      },
      process.cwd(),
      testEnvironment(),
    );
    const failure = await runApplySet(options, {
      info: (line) => info.push(line),
      warning: () => {},
      progress: (step) => steps.push(step),
    }).then(
      () => undefined,
      (error: unknown) => error,
    );
    return { steps, info, failure };
  }
  const last = (steps: StepProgress[], step: StepProgress['step']) => steps.filter((s) => s.step === step).at(-1);

  it('counts the plan, the apply and the prune up to their totals', async () => {
    await apply([configMap('a', ns.name), configMap('b', ns.name), configMap('c', ns.name)]);
    const { steps, failure } = await apply([configMap('a', ns.name, { changed: 'yes' }), configMap('b', ns.name)]);

    expect(failure).toBeUndefined();
    const plan = steps.filter((s) => s.step === 'plan');
    expect(plan.map((s) => s.done)).toEqual([0, 1, 2]);
    expect(plan.every((s) => s.total === 2)).toBe(true);
    expect(last(steps, 'apply')).toEqual({ step: 'apply', done: 2, total: 2 });
    expect(last(steps, 'prune')).toEqual({ step: 'prune', done: 1, total: 1 });
    // In the order the run goes.
    expect(steps.findIndex((s) => s.step === 'apply')).toBeGreaterThan(steps.findLastIndex((s) => s.step === 'plan'));
    expect(steps.findIndex((s) => s.step === 'prune')).toBeGreaterThan(steps.findLastIndex((s) => s.step === 'apply'));
  });

  it('counts the wait about every second, with what it waits for, in place of the periodic lines', async () => {
    const slow = {
      ...deploymentManifest('slow', 1, { simulate: simulate.neverReady }),
      metadata: { name: 'slow', namespace: ns.name },
    };
    // Past the 10 s after which a log gets its first periodic line.
    const { steps, info, failure } = await apply([configMap('a', ns.name), slow], { timeout: '12s' });

    expect(failure).toBeInstanceOf(RunFailure);
    const waits = steps.filter((s) => s.step === 'wait');
    expect(waits.length).toBeGreaterThanOrEqual(5);
    expect(waits[0]).toMatchObject({
      step: 'wait',
      done: 0,
      total: 1,
      detail: expect.stringMatching(/^deployment\.apps\/slow: /) as string,
    });
    expect(info.some((line) => line.startsWith('Waiting up to 12.0s for 1 object to become ready'))).toBe(true);
    expect(info.filter((line) => /^Waiting for \d+ of \d+ objects/.test(line))).toEqual([]);
  });
});
