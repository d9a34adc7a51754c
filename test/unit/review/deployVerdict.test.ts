import { describe, expect, it } from 'vitest';
import { verdictCaution } from '../../../src/report/comment/reviewCautions.ts';
import { judgeDeploy } from '../../../src/review/deployVerdict.ts';
import { fingerprintLine, readFingerprintLine } from '../../../src/review/fingerprint.ts';
import type { HookOutcome } from '../../../src/plan/planHooks.ts';
import type { ReviewSource, UnprovenReview } from '../../../src/review/reviewSource.ts';
import { planDocument, planObject } from '../report/planFixtures.ts';

const unchanged = planDocument([planObject({ action: 'unchanged', name: 'a' })]);
const update = planDocument([planObject({ action: 'update', name: 'a', diff: '-  x: 1\n+  x: 2' })]);
const reviewedAs = (doc: typeof update): ReviewSource => {
  const fingerprint = readFingerprintLine(fingerprintLine(doc));
  if (!fingerprint) throw new Error('no fingerprint');
  return { kind: 'reviewed', number: 7, fingerprint };
};
const unproven = (concern: UnprovenReview['concern']): UnprovenReview => ({
  kind: 'unproven',
  reason: 'no review',
  concern,
});

describe('what a deploy makes of its review', () => {
  it('goes on quietly when it plans what was reviewed', () => {
    expect(judgeDeploy(reviewedAs(update), 'fail', update)).toEqual({ kind: 'same', number: 7 });
  });

  it('refuses, with fail, an update the review showed unchanged, and opens the report with it; warn goes on', () => {
    const refused = judgeDeploy(reviewedAs(unchanged), 'fail', update);
    expect(refused).toMatchObject({ kind: 'differs', refused: true });
    expect(verdictCaution(refused)).toContain('This deploy was refused before it wrote anything');
    expect(judgeDeploy(reviewedAs(unchanged), 'warn', update)).toMatchObject({ kind: 'differs', refused: false });
  });

  it('refuses, with fail, a create the review did not show, for one set as for each target (both judge with judgeDeploy)', () => {
    const binding = planObject({
      action: 'create',
      group: 'rbac.authorization.k8s.io',
      kind: 'ClusterRoleBinding',
      namespace: '',
      name: 'pr-author-admin',
    });
    const withBinding = planDocument([planObject({ action: 'update', name: 'a', diff: '-  x: 1\n+  x: 2' }), binding]);
    expect(judgeDeploy(reviewedAs(update), 'fail', withBinding)).toMatchObject({ kind: 'differs', refused: true });
  });

  it('refuses, with fail, a Helm hook the review did not show, or showed otherwise; the reviewed hooks go on', () => {
    const hook = (diff: string, weight = 0): HookOutcome => ({
      phase: 'pre-upgrade',
      weight,
      deletePolicies: ['before-hook-creation'],
      group: 'batch',
      version: 'v1',
      kind: 'Job',
      namespace: 'shop',
      name: 'migrate',
      source: 'chart/templates/migrate.yaml:2',
      action: 'replace',
      diff,
      awaited: true,
    });
    const withHook = (one: HookOutcome) => ({ ...unchanged, hooks: [one] });
    const reviewed = reviewedAs(withHook(hook('+command: [migrate]')));
    expect(judgeDeploy(reviewed, 'fail', withHook(hook('+command: [migrate]')))).toEqual({ kind: 'same', number: 7 });
    expect(judgeDeploy(reviewed, 'fail', withHook(hook('+command: [drop-database]')))).toMatchObject({
      kind: 'differs',
      refused: true,
    });
    expect(judgeDeploy(reviewed, 'fail', withHook(hook('+command: [migrate]', 5)))).toMatchObject({
      kind: 'differs',
      refused: true,
    });
    expect(judgeDeploy(reviewedAs(unchanged), 'fail', withHook(hook('+command: [migrate]')))).toMatchObject({
      kind: 'differs',
      refused: true,
    });
    // With no review at all, a run of a hook is a write like any other.
    expect(judgeDeploy(unproven('missing'), 'fail', withHook(hook('+command: [migrate]')))).toMatchObject({
      refused: true,
    });
  });

  it('without a review, refuses with fail only a plan that changes something', () => {
    expect(judgeDeploy(unproven('missing'), 'fail', update)).toMatchObject({ refused: true, caution: true });
    expect(judgeDeploy(unproven('missing'), 'fail', unchanged)).toMatchObject({ refused: false, caution: false });
  });

  it('with warn, warns of a missing review only when the plan changes something (comment: on-change leaves none), and cautions only of an untrusted one', () => {
    expect(judgeDeploy(unproven('missing'), 'warn', update)).toMatchObject({
      refused: false,
      loud: true,
      caution: false,
    });
    expect(judgeDeploy(unproven('missing'), 'warn', unchanged)).toMatchObject({ loud: false });
    expect(judgeDeploy(unproven('routine'), 'warn', update)).toMatchObject({ loud: false });
    expect(judgeDeploy(unproven('untrusted'), 'warn', unchanged)).toMatchObject({ loud: true, caution: true });
  });
});
