import { describe, expect, it } from 'vitest';
import { verdictCaution } from '../../../src/report/comment/reviewCautions.ts';
import { judgeDeploy } from '../../../src/review/deployVerdict.ts';
import { fingerprintLine, readFingerprintLine } from '../../../src/review/fingerprint.ts';
import type { ReviewSource, UnprovenReview } from '../../../src/review/reviewSource.ts';
import { planDocument, planObject } from '../report/planFixtures.ts';

const unchanged = planDocument([planObject({ action: 'unchanged', name: 'a' })]);
const update = planDocument([planObject({ action: 'update', name: 'a', diff: '-  x: 1\n+  x: 2' })]);
const reviewedAs = (doc: typeof update): ReviewSource => {
  const fingerprint = readFingerprintLine(fingerprintLine(doc));
  if (!fingerprint) throw new Error('no fingerprint');
  return { kind: 'reviewed', number: 7, fingerprint };
};
const unproven = (concern: UnprovenReview['concern']): UnprovenReview => ({ kind: 'unproven', reason: 'no review', concern });

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
    const binding = planObject({ action: 'create', group: 'rbac.authorization.k8s.io', kind: 'ClusterRoleBinding', namespace: '', name: 'pr-author-admin' });
    const withBinding = planDocument([planObject({ action: 'update', name: 'a', diff: '-  x: 1\n+  x: 2' }), binding]);
    expect(judgeDeploy(reviewedAs(update), 'fail', withBinding)).toMatchObject({ kind: 'differs', refused: true });
  });

  it('without a review, refuses with fail only a plan that changes something', () => {
    expect(judgeDeploy(unproven('missing'), 'fail', update)).toMatchObject({ refused: true, caution: true });
    expect(judgeDeploy(unproven('missing'), 'fail', unchanged)).toMatchObject({ refused: false, caution: false });
  });

  it('with warn, warns of a missing review only when the plan changes something (comment: on-change leaves none), and cautions only of an untrusted one', () => {
    expect(judgeDeploy(unproven('missing'), 'warn', update)).toMatchObject({ refused: false, loud: true, caution: false });
    expect(judgeDeploy(unproven('missing'), 'warn', unchanged)).toMatchObject({ loud: false });
    expect(judgeDeploy(unproven('routine'), 'warn', update)).toMatchObject({ loud: false });
    expect(judgeDeploy(unproven('untrusted'), 'warn', unchanged)).toMatchObject({ loud: true, caution: true });
  });
});
