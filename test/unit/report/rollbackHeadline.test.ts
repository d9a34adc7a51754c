// The one line that says what happened to a failed deploy and its rollback, first in the log, the
// job summary and the comment.
import { describe, expect, it } from 'vitest';
import type { RollbackOutcome } from '../../../src/outcome/runOutcome.ts';
import { rollbackHeadline } from '../../../src/report/rollbackHeadline.ts';
import { planObject } from './planFixtures.ts';

const A = '9f8e7d6'.padEnd(40, '0');
const B = '1a2b3c4'.padEnd(40, '0');
const crashing = planObject({
  action: 'update',
  group: 'apps',
  kind: 'Deployment',
  name: 'web',
  result: 'configured',
  health: 'failed',
  message: 'pod web-7d9f-x2 container app: CrashLoopBackOff (exit 1, Error: boom)',
});
const ready = planObject({
  action: 'create',
  kind: 'ConfigMap',
  name: 'web-config',
  result: 'created',
  health: 'ready',
});
const summary = { create: 0, update: 1, replace: 0, prune: 1, keep: 0, unchanged: 1 };

describe('the rollback headline', () => {
  it('names the commits, the failed objects with their reason, and how the rollback ended', () => {
    const healthy: RollbackOutcome = { from: B, to: A, result: 'healthy', summary };
    expect(rollbackHeadline('failed', [crashing, ready], healthy)).toBe(
      'deploy of 1a2b3c4 failed (deployment.apps/web: CrashLoopBackOff); rolled back to 9f8e7d6, healthy (0 created, 1 configured, 1 pruned, 1 unchanged)',
    );
  });

  it('says why there was no rollback, and that a rollback failed too', () => {
    expect(
      rollbackHeadline('failed', [crashing], {
        from: B,
        result: 'not rolled back',
        message: "the ApplySet's deploy history records no healthy deploy to return to",
      }),
    ).toBe(
      "deploy of 1a2b3c4 failed (deployment.apps/web: CrashLoopBackOff); not rolled back: the ApplySet's deploy history records no healthy deploy to return to",
    );
    const stillCrashing = { ...crashing, message: 'pod web-5c4b-q9 container app: ImagePullBackOff' };
    expect(
      rollbackHeadline('failed', [crashing], { from: B, to: A, result: 'failed', summary, objects: [stillCrashing] }),
    ).toBe(
      'deploy of 1a2b3c4 failed (deployment.apps/web: CrashLoopBackOff); the rollback to 9f8e7d6 failed too (deployment.apps/web: ImagePullBackOff)',
    );
  });

  it('names a timed-out deploy by what it waited for, and at most three objects', () => {
    const slow = (name: string) =>
      planObject({
        action: 'update',
        group: 'apps',
        kind: 'Deployment',
        name,
        result: 'configured',
        health: 'timed out',
        message: '1 of 2 updated replicas are available',
      });
    expect(rollbackHeadline('timed out', ['a', 'b', 'c', 'd'].map(slow), { result: 'healthy', to: A, summary })).toBe(
      'deploy timed out (deployment.apps/a: 1 of 2 updated replicas are available, deployment.apps/b: 1 of 2 updated replicas are available, deployment.apps/c: 1 of 2 updated replicas are available, and 1 more); rolled back to 9f8e7d6, healthy (0 created, 1 configured, 1 pruned, 1 unchanged)',
    );
  });
});
