import { describe, expect, it } from 'vitest';
import { type ActionComment, type PullRequestReview, chooseReview } from '../../../src/review/reviewSource.ts';

const AUTHOR = 'github-actions[bot]';
const previewComment = (fingerprint: boolean, deployed = false): ActionComment => ({
  fingerprintLine: fingerprint ? '<!-- applyset-action:fingerprint v1.d.abc -->' : undefined,
  fingerprint: fingerprint ? { kind: 'digest', digest: 'abc' } : undefined,
  deployed,
  preview: '### ApplySet preview',
});
const review = (number: number, fields: Partial<PullRequestReview> = {}): PullRequestReview => ({
  number,
  fork: undefined,
  comment: previewComment(true),
  foreignEdit: undefined,
  ...fields,
});
const reasonOf = (reviews: PullRequestReview[]) => {
  const source = chooseReview({ kind: 'pull-requests', author: AUTHOR, reviews });
  return source.kind === 'unproven' ? `${source.concern}: ${source.reason}` : `reviewed #${source.number}`;
};

describe('the review a deploy compares with', () => {
  it('is the fingerprint of a comment only the action wrote, also among pull requests without one', () => {
    expect(reasonOf([review(21)])).toBe('reviewed #21');
    expect(reasonOf([review(20, { comment: undefined }), review(21)])).toBe('reviewed #21');
  });

  it('is none when someone else edited a comment last, whichever pull request it is on', () => {
    const edit = { editor: 'collaborator', at: '2030-01-01T00:00:00Z' };
    expect(reasonOf([review(21), review(22, { foreignEdit: edit })])).toBe(
      'untrusted: the preview comment on pull request #22 was edited by collaborator after the action wrote it (2030-01-01T00:00:00Z), so what it shows may not be what the preview planned',
    );
    expect(reasonOf([review(21, { foreignEdit: { editor: undefined, at: 'then' } })])).toMatch(
      /edited by a deleted account/,
    );
  });

  it('says why there is none: a failed preview, a deploy comment without a plan, a fork, no comment at all', () => {
    expect(reasonOf([review(21, { comment: previewComment(false) })])).toBe(
      'missing: the last preview of this ApplySet on pull request #21 failed, so it recorded no plan to compare this deploy with',
    );
    expect(reasonOf([review(21, { comment: previewComment(false, true) })])).toMatch(
      /^missing: the comment on pull request #21 holds no plan of a preview/,
    );
    expect(reasonOf([review(21, { comment: undefined, fork: 'someone/shop' })])).toMatch(
      /^missing: pull request #21 comes from the fork someone\/shop, whose preview could not run/,
    );
    expect(reasonOf([review(21, { comment: undefined })])).toBe(
      'missing: pull request #21 has no preview of this ApplySet by github-actions[bot] to compare this deploy with (the preview ran with comment: never, or on-change and changed nothing, or did not run)',
    );
  });

  it('is none for a direct push, another event, a failed lookup or no token, each said as it is', () => {
    const sha = 'c'.repeat(40);
    expect(chooseReview({ kind: 'no-pull-request', sha })).toMatchObject({
      concern: 'routine',
      reason: 'commit ccccccc came from no merged pull request (a direct push), so no review showed what it deploys',
    });
    expect(chooseReview({ kind: 'not-a-push', event: 'workflow_dispatch' })).toMatchObject({
      concern: 'routine',
      reason: expect.stringMatching(/^a deploy on workflow_dispatch merges no pull request/),
    });
    expect(
      chooseReview({ kind: 'failed', sha, error: 'GitHub answered 403 (Resource not accessible by integration)' }),
    ).toMatchObject({
      concern: 'missing',
      reason:
        'could not read the reviewed preview of commit ccccccc: GitHub answered 403 (Resource not accessible by integration)',
      hint: expect.stringContaining('pull-requests'),
    });
    expect(chooseReview({ kind: 'no-token' })).toMatchObject({
      concern: 'missing',
      reason: expect.stringMatching(/^github-token is empty/),
    });
  });
});
