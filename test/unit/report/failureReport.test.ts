// One mapping from what stopped a run to the words every report uses (the CLI's stderr and JSON, the
// action's log, summary and comment): a rollback's headline is composed here from the outcomes.
import { describe, expect, it } from 'vitest';
import { UserError, UserErrors } from '../../../src/common/errors.ts';
import { RunFailure } from '../../../src/outcome/runFailure.ts';
import type { RunOutcome } from '../../../src/outcome/runOutcome.ts';
import { reportedError } from '../../../src/report/failureReport.ts';
import { planObject } from './planFixtures.ts';

const A = '9f8e7d6'.padEnd(40, '0');
const B = '1a2b3c4'.padEnd(40, '0');
const summary = { create: 0, update: 1, replace: 0, prune: 0, keep: 0, unchanged: 1 };
const outcome = (health: 'failed' | 'timed out', rollback?: RunOutcome['rollback']): RunOutcome => ({
  mode: 'apply',
  applyset: { id: 'applyset-x-v1', parent: { group: '', kind: 'Secret', namespace: 'shop', name: 'app' } },
  objects: [
    planObject({
      action: 'update',
      group: 'apps',
      kind: 'Deployment',
      name: 'web',
      result: 'configured',
      health,
      message: 'pod web-1 container app: CrashLoopBackOff (exit 1)',
    }),
  ],
  summary,
  warnings: [],
  durationMs: 1,
  requests: { total: 0, retries: 0, byMethod: {} },
  ...(rollback ? { rollback } : {}),
});
const rollout = new UserError('deployment.apps/web in namespace shop failed: CrashLoopBackOff', {
  source: { file: 'k8s/web.yaml', line: 1 },
});

describe('the failure a run reports', () => {
  it("words a healthy rollback: the headline from the outcomes, the deploy's reason below, and what to do", () => {
    const failure = reportedError(
      new RunFailure(new UserErrors([rollout]), outcome('failed', { from: B, to: A, result: 'healthy', summary })),
    );

    expect(failure.expected).toBe(true);
    expect(failure.message).toBe(
      'deploy of 1a2b3c4 failed (deployment.apps/web: CrashLoopBackOff); rolled back to 9f8e7d6, healthy (0 created, 1 configured, 0 pruned, 1 unchanged). The cluster runs the manifests of 9f8e7d6 again; fix the manifests and deploy again\n' +
        '  - k8s/web.yaml:1: deployment.apps/web in namespace shop failed: CrashLoopBackOff',
    );
    expect(failure.document).toEqual({
      message: expect.stringMatching(/^deploy of 1a2b3c4 failed .*; rolled back to 9f8e7d6, healthy/),
      hint: 'the cluster runs the manifests of 9f8e7d6 again; fix the manifests and deploy again',
    });
    expect(failure.outcome?.rollback?.result).toBe('healthy');
  });

  it("names a timed-out deploy so, and keeps the failed rollback's hint", () => {
    const why = new UserError('deployment.apps/web in namespace shop timed out', { hint: 'look at the pods' });
    const failure = reportedError(
      new RunFailure(
        new UserErrors([rollout, why], { hint: 'look at the pods' }),
        outcome('timed out', { from: B, to: A, result: 'failed', summary, objects: [] }),
      ),
    );

    expect(failure.message).toMatch(
      /^deploy of 1a2b3c4 timed out \(deployment\.apps\/web: CrashLoopBackOff\); the rollback to 9f8e7d6 failed too/,
    );
    expect(failure.document.hint).toBe('look at the pods');
  });

  it('passes a failure without a rollback on as the engine said it, with the outcome', () => {
    const failure = reportedError(new RunFailure(rollout, outcome('failed')));

    expect(failure).toMatchObject({
      message: 'k8s/web.yaml:1: deployment.apps/web in namespace shop failed: CrashLoopBackOff',
      expected: true,
      document: { source: 'k8s/web.yaml:1' },
    });
    expect(failure.outcome).toBeDefined();
  });

  it('tells an unexpected error apart, with its stack', () => {
    const failure = reportedError(new TypeError('x is undefined'));

    expect(failure).toMatchObject({
      message: 'x is undefined',
      expected: false,
      stack: expect.stringContaining('TypeError: x is undefined'),
    });
    expect(failure.document.hint).toContain('this is a bug in applyset-action');
  });
});
