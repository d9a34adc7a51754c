import { describe, expect, it } from 'vitest';
import { FINGERPRINT_BUDGET, fingerprintLine, readFingerprintLine } from '../../../src/review/fingerprint.ts';
import { GITHUB_COMMENT_LIMIT } from '../../../src/report/markdownReport.ts';
import type { ObjectOutcome } from '../../../src/outcome/runOutcome.ts';
import { compareWithReview, hasUnreviewedWrites, isSameAsReviewed } from '../../../src/review/reviewComparison.ts';
import { describeUnreviewedChange, unreviewedMarkdown } from '../../../src/report/comment/reviewCautions.ts';
import { planDocument, planObject, sampleObjects, webDiff } from '../report/planFixtures.ts';

const reviewOf = (objects: ObjectOutcome[], budget?: number) => {
  const fingerprint = readFingerprintLine(fingerprintLine(planDocument(objects), budget));
  if (!fingerprint) throw new Error('no fingerprint read back');
  return fingerprint;
};

const many = (count: number, action: ObjectOutcome['action']): ObjectOutcome[] =>
  Array.from({ length: count }, (_, i) =>
    planObject({ action, name: `cm-${i}`, ...(action === 'update' ? { diff: `${webDiff}\n+  n: ${i}` } : {}) }),
  );

describe('the preview fingerprint', () => {
  it('holds no name and no value of the plan', () => {
    const objects = [
      planObject({ action: 'update', kind: 'Secret', name: 'db-password', diff: '-  password: ***\n+  password: ***' }),
      ...sampleObjects(),
    ];
    const line = fingerprintLine(planDocument(objects));
    expect(line).toMatch(/^<!-- applyset-action:fingerprint v1\.o\.[\w.-]+ -->$/);
    for (const text of ['db-password', 'web', 'shop', 'password', 'replicas']) expect(line).not.toContain(text);
  });

  it('matches a deploy that plans what was reviewed', () => {
    const comparison = compareWithReview(reviewOf(sampleObjects()), sampleObjects());
    expect(isSameAsReviewed(comparison)).toBe(true);
  });

  it('names each object the deploy treats otherwise, and which of those are unreviewed writes', () => {
    const reviewed = reviewOf(sampleObjects());
    const deployed = [
      planObject({ action: 'update', kind: 'Service', name: 'web', diff: webDiff }),
      planObject({ action: 'create', name: 'app' }),
      planObject({ action: 'create', name: 'brand-new' }),
      planObject({
        action: 'update',
        group: 'apps',
        kind: 'Deployment',
        name: 'web',
        diff: `${webDiff}\n+  paused: true`,
      }),
    ];
    const comparison = compareWithReview(reviewed, deployed);
    expect(comparison.changes.map((change) => describeUnreviewedChange(change, 'deployed'))).toEqual([
      'service/web in namespace shop: configured, but the reviewed preview showed it unchanged',
      'configmap/brand-new in namespace shop: created, but it was not in the reviewed preview',
      'deployment.apps/web in namespace shop: configured with a different diff than the reviewed preview showed',
    ]);
    // configmap/old was to be pruned and is gone already.
    expect(comparison.reviewedButGone).toBe(1);
    expect(hasUnreviewedWrites(comparison, deployed)).toBe(true);
    expect(unreviewedMarkdown(comparison, 'refused')).toContain(
      '> - `service/web` in `shop`: would be configured, but the reviewed preview showed it unchanged',
    );
  });

  it('counts a create the review did not show as an unreviewed write: a commit no preview saw can add a ClusterRoleBinding', () => {
    const binding = planObject({
      action: 'create',
      group: 'rbac.authorization.k8s.io',
      kind: 'ClusterRoleBinding',
      namespace: '',
      name: 'pr-author-admin',
    });
    const comparison = compareWithReview(reviewOf(sampleObjects()), [...sampleObjects(), binding]);
    expect(comparison.changes).toHaveLength(1);
    expect(hasUnreviewedWrites(comparison, [...sampleObjects(), binding])).toBe(true);
    // A create the preview showed is reviewed.
    expect(hasUnreviewedWrites(compareWithReview(reviewOf([binding]), [binding]), [binding])).toBe(false);
  });

  it('records 1,000 unchanged objects one by one within its budget', () => {
    const objects = [...many(1000, 'unchanged'), ...many(5, 'update').map((o) => ({ ...o, name: `u-${o.name}` }))];
    const line = fingerprintLine(planDocument(objects));
    expect(line.length).toBeLessThanOrEqual(FINGERPRINT_BUDGET);
    const reviewed = reviewOf(objects);
    expect(reviewed.kind === 'objects' && reviewed.unchanged.hashes?.size).toBe(1000);
  });

  it('keeps 5,000 objects in a quarter of a comment: unchanged ones as a digest, and still tells them apart', () => {
    const objects = [...many(5000, 'unchanged'), planObject({ action: 'prune', name: 'old' })];
    const line = fingerprintLine(planDocument(objects));
    expect(line.length).toBeLessThanOrEqual(GITHUB_COMMENT_LIMIT / 4);
    const reviewed = reviewOf(objects);
    expect(reviewed.kind === 'objects' && reviewed.unchanged.hashes).toBeUndefined();
    const drifted = objects.map((o) => (o.name === 'cm-7' ? { ...o, action: 'update' as const, diff: webDiff } : o));
    expect(compareWithReview(reviewed, drifted).changes.map((c) => describeUnreviewedChange(c, 'deployed'))).toEqual([
      'configmap/cm-7 in namespace shop: configured, but the reviewed preview showed it unchanged',
    ]);
  });

  it('falls back to one digest of the plan when even the changes do not fit', () => {
    const objects = many(3000, 'update');
    const reviewed = reviewOf(objects);
    expect(reviewed.kind).toBe('digest');
    expect(isSameAsReviewed(compareWithReview(reviewed, objects))).toBe(true);
    const changed = objects.map((o, i) => (i === 0 ? { ...o, action: 'prune' as const } : o));
    const comparison = compareWithReview(reviewed, changed);
    expect(comparison.digestDiffers).toBe(true);
    expect(hasUnreviewedWrites(comparison, changed)).toBe(true);
  });

  it('reads nothing from a line that is not one, or a damaged one', () => {
    expect(readFingerprintLine('### ApplySet preview')).toBeUndefined();
    expect(readFingerprintLine('<!-- applyset-action:fingerprint v1.o.1.abc.AQ -->')).toBeUndefined();
    expect(readFingerprintLine('<!-- applyset-action:fingerprint v9.d.abc -->')).toBeUndefined();
  });

  it('reads a line only when it is the whole line: not between line separators, not after other text', () => {
    const line = '<!-- applyset-action:fingerprint v1.d.abc -->';
    expect(readFingerprintLine(line)).toEqual({ kind: 'digest', digest: 'abc' });
    for (const around of ['\u2028', '\u2029', '\n', '\r'])
      expect(readFingerprintLine(`x${around}${line}${around}y`)).toBeUndefined();
    expect(readFingerprintLine(`${line}\n`)).toBeUndefined();
  });
});
