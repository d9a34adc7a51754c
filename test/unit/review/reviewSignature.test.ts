import { describe, expect, it } from 'vitest';
import { readActionComment } from '../../../src/report/comment/deployComment.ts';
import { judgeDeploy } from '../../../src/review/deployVerdict.ts';
import { fingerprintLine, readFingerprintLine } from '../../../src/review/fingerprint.ts';
import { readSignatureLine, signPage, verifySignature } from '../../../src/review/reviewSignature.ts';
import { chooseReview, type ReviewCheck } from '../../../src/review/reviewSource.ts';
import { planDocument, planObject } from '../report/planFixtures.ts';

const KEY = 'k'.repeat(32);
const SUBJECT = { repository: 'acme/shop', pullRequest: 7, key: 'applyset=shop' };
const MARKER = '<!-- applyset-action:comment applyset=shop -->';
const update = planDocument([planObject({ action: 'update', name: 'a', diff: '-  x: 1\n+  x: 2' })]);
const isFingerprint = (line: string) => readFingerprintLine(line) !== undefined;
const page = `${fingerprintLine(update)}\n### ApplySet preview\n\nupdated: 1\n`;

/** A deploy's check with `key`, as deployReview.ts makes it. */
const checkWith =
  (key: string): ReviewCheck =>
  (number, comment) =>
    verifySignature(
      (comment.fingerprintLine ?? '').split('\n')[0]!,
      comment.signature,
      { ...SUBJECT, pullRequest: number },
      key,
    );

function sourceOf(body: string, check: ReviewCheck | undefined) {
  const comment = readActionComment(`${MARKER}\n${body}`, MARKER);
  return chooseReview(
    {
      kind: 'pull-requests',
      author: 'github-actions[bot]',
      reviews: [{ number: 7, fork: 'forker/shop', comment, foreignEdit: undefined }],
    },
    check,
  );
}

describe('a signed review', () => {
  it("is read back with its signature, which the deploy's key verifies, and carried with the fingerprint", () => {
    const signed = signPage(page, isFingerprint, SUBJECT, KEY);
    const [first, second] = signed.split('\n');
    expect(first).toBe(fingerprintLine(update));
    expect(readSignatureLine(second!)).toBeDefined();
    const comment = readActionComment(`${MARKER}\n${signed}`, MARKER)!;
    expect(comment.fingerprintLine).toBe(`${first}\n${second}`);
    expect(comment.preview).toBe('### ApplySet preview\n\nupdated: 1');
    expect(sourceOf(signed, checkWith(KEY))).toMatchObject({ kind: 'reviewed', number: 7 });
  });

  it('refuses, under fail, a comment a pull request wrote itself: no signature, another key, another pull request', () => {
    const forged = sourceOf(page, checkWith(KEY));
    expect(forged).toMatchObject({
      kind: 'unproven',
      concern: 'untrusted',
      reason: expect.stringContaining('the preview comment on pull request #7 is not signed with the review key'),
    });
    expect(judgeDeploy(forged, 'fail', update)).toMatchObject({ kind: 'unproven', refused: true });
    const otherKey = sourceOf(signPage(page, isFingerprint, SUBJECT, 'x'.repeat(32)), checkWith(KEY));
    expect(otherKey).toMatchObject({
      kind: 'unproven',
      reason: expect.stringContaining('carries a signature that does not match'),
    });
    // A signature copied from another pull request's comment does not vouch for this one.
    const copied = sourceOf(signPage(page, isFingerprint, { ...SUBJECT, pullRequest: 8 }, KEY), checkWith(KEY));
    expect(copied).toMatchObject({ kind: 'unproven', reason: expect.stringContaining('does not match') });
    // Nor does a signature kept while the fingerprint beside it was changed.
    const signed = signPage(page, isFingerprint, SUBJECT, KEY);
    const other = fingerprintLine(planDocument([planObject({ action: 'create', name: 'b' })]));
    expect(sourceOf(signed.replace(fingerprintLine(update), other), checkWith(KEY))).toMatchObject({
      kind: 'unproven',
    });
  });

  it('leaves the unsigned one-job flow as it is when the deploy has no key', () => {
    expect(sourceOf(page, undefined)).toMatchObject({ kind: 'reviewed', number: 7 });
    // A failed preview's page has no fingerprint, and is not signed.
    expect(signPage('### ApplySet preview failed\n', isFingerprint, SUBJECT, KEY)).toBe(
      '### ApplySet preview failed\n',
    );
  });
});
