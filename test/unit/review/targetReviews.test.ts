import { describe, expect, it } from 'vitest';
import { GITHUB_COMMENT_LIMIT } from '../../../src/report/markdownReport.ts';
import { renderTargetsPages } from '../../../src/report/targetsComment.ts';
import { judgeDeploy } from '../../../src/review/deployVerdict.ts';
import type { PullRequestReview, ReviewLookup } from '../../../src/review/reviewSource.ts';
import type { TargetFingerprints } from '../../../src/review/targetFingerprints.ts';
import { chooseTargetReview, readTargetsComment } from '../../../src/review/targetReviews.ts';
import { planDocument, planObject } from '../report/planFixtures.ts';

const marker = '<!-- applyset-action:comment key=targets=.github/applysets.yaml -->';
const webPlan = planDocument([planObject({ action: 'update', name: 'web', diff: '-  VALUE: "1"\n+  VALUE: "2"' })]);
const dbPlan = planDocument([planObject({ action: 'update', name: 'db', diff: '-  VALUE: "1"\n+  VALUE: "2"' })]);

/** The merged pull request #23 whose targets comment the preview of web and db wrote. */
function lookupOf(review: Partial<PullRequestReview<TargetFingerprints>> = {}): ReviewLookup<TargetFingerprints> {
  const [page = ''] = renderTargetsPages(
    {
      mode: 'preview',
      targets: [
        { name: 'web', reason: '', outcome: webPlan, error: undefined },
        { name: 'db', reason: '', outcome: dbPlan, error: undefined },
      ],
      skipped: [],
    },
    {},
    GITHUB_COMMENT_LIMIT,
  );
  const comment = readTargetsComment(`${marker}\n${page}`, marker);
  return {
    kind: 'pull-requests',
    author: 'github-actions[bot]',
    reviews: [{ number: 23, fork: undefined, comment, foreignEdit: undefined, ...review }],
  };
}

describe("a deploy of many targets judges each target's plan against its own reviewed preview", () => {
  it('goes on for a target that plans what its preview showed, and refuses with fail the one whose manifests changed after the review', () => {
    const lookup = lookupOf();
    const changedWeb = planDocument([
      planObject({ action: 'update', name: 'web', diff: '-  VALUE: "1"\n+  VALUE: "3"' }),
    ]);

    expect(judgeDeploy(chooseTargetReview(lookup, 'db'), 'fail', dbPlan)).toEqual({ kind: 'same', number: 23 });
    expect(judgeDeploy(chooseTargetReview(lookup, 'web'), 'fail', changedWeb)).toMatchObject({
      kind: 'differs',
      number: 23,
      refused: true,
      comparison: { changes: [{ otherDiff: true }] },
    });
    expect(judgeDeploy(chooseTargetReview(lookup, 'web'), 'warn', changedWeb)).toMatchObject({
      kind: 'differs',
      refused: false,
    });
  });

  it("does not take another target's review for its own: db's plan under web's fingerprint differs", () => {
    expect(judgeDeploy(chooseTargetReview(lookupOf(), 'web'), 'fail', dbPlan)).toMatchObject({
      kind: 'differs',
      refused: true,
    });
  });

  it('counts a target the pull request did not preview (skipped there, or new) as unreviewed, naming it and the pull request', () => {
    const source = chooseTargetReview(lookupOf(), 'cache');

    expect(source).toEqual({
      kind: 'unproven',
      concern: 'missing',
      reason: expect.stringMatching(/^target cache was not previewed on pull request #23 /),
    });
    expect(judgeDeploy(source, 'fail', webPlan)).toMatchObject({ kind: 'unproven', refused: true });
    expect(judgeDeploy(source, 'warn', webPlan)).toMatchObject({ kind: 'unproven', refused: false, loud: true });
  });

  it('trusts no target of a comment someone else edited', () => {
    const lookup = lookupOf({ foreignEdit: { editor: 'mallory', at: '2026-11-23T20:00:00Z' } });

    expect(chooseTargetReview(lookup, 'web')).toMatchObject({ kind: 'unproven', concern: 'untrusted' });
  });

  it('says why a pull request without the targets comment, or a direct push, has no review, as for one set', () => {
    expect(chooseTargetReview(lookupOf({ comment: undefined }), 'web')).toMatchObject({
      kind: 'unproven',
      reason: expect.stringContaining('pull request #23 has no preview of this ApplySet'),
    });
    expect(chooseTargetReview({ kind: 'no-pull-request', sha: 'a'.repeat(40) }, 'web')).toMatchObject({
      kind: 'unproven',
      concern: 'routine',
    });
  });

  it('reads no fingerprint from a comment that is not the targets comment of this key', () => {
    const [page = ''] = renderTargetsPages(
      { mode: 'preview', targets: [{ name: 'web', reason: '', outcome: webPlan, error: undefined }], skipped: [] },
      {},
      GITHUB_COMMENT_LIMIT,
    );
    expect(readTargetsComment(`<!-- applyset-action:comment key=other -->\n${page}`, marker)).toBeUndefined();
  });
});
