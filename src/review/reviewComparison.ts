import type { PlanAction } from '../plan/planTypes.ts';
import { type Fingerprint, diffHash, planDigest, refHash, setDigest } from './fingerprint.ts';
import type { ObjectOutcome } from '../outcome/runOutcome.ts';

/**
 * How the reviewed preview saw an object the deploy changes: an action; `absent` when the preview
 * did not have it; `not-changed` when the preview recorded only its changes and did not list this
 * object among them (it was unchanged, or not in the preview at all).
 */
export type ReviewedAs = PlanAction | 'absent' | 'not-changed';

/** An object the deploy treats otherwise than the reviewed preview did. */
export interface UnreviewedChange {
  object: ObjectOutcome;
  reviewedAs: ReviewedAs;
  /** Both are updates, but of different fields or values. */
  otherDiff: boolean;
}

export interface ReviewComparison {
  /** Objects whose planned action (or update diff) is not what was reviewed, in plan order. */
  changes: UnreviewedChange[];
  /** Objects the preview would have changed that this deploy does not have at all. */
  reviewedButGone: number;
  /**
   * The preview recorded only a digest of its plan (too many changes to record one by one), and
   * the plan differs: which objects differ is not known.
   */
  digestDiffers: boolean;
}

/** Compares what a deploy is about to do (its plan, before any write) with the reviewed preview's fingerprint. */
export function compareWithReview(reviewed: Fingerprint, planned: readonly ObjectOutcome[]): ReviewComparison {
  if (reviewed.kind === 'digest')
    return { changes: [], reviewedButGone: 0, digestDiffers: planDigest(planned) !== reviewed.digest };
  const hashes = planned.map(refHash);
  const seen = new Set(hashes);
  // Unchanged objects recorded only as a digest: known exactly when the rest of this plan matches it.
  const rest = hashes.filter((h) => !reviewed.changes.has(h));
  const unchangedKnown =
    reviewed.unchanged.hashes ??
    (rest.length === reviewed.unchanged.count && setDigest(rest) === reviewed.unchanged.digest
      ? new Set(rest)
      : undefined);
  const changes: UnreviewedChange[] = [];
  planned.forEach((object, index) => {
    const h = hashes[index] ?? '';
    const entry = reviewed.changes.get(h);
    const reviewedAs: ReviewedAs =
      entry?.action ?? (unchangedKnown === undefined ? 'not-changed' : unchangedKnown.has(h) ? 'unchanged' : 'absent');
    if (object.action === 'unchanged' && (reviewedAs === 'absent' || reviewedAs === 'not-changed')) return;
    // The reviewers were shown a Secret the preview's credential may not read as applied from its manifest,
    // not compared: whether the deploy creates it, updates it or finds it unchanged, that is what they saw.
    if (
      reviewedAs === 'uncompared' &&
      (object.action === 'create' || object.action === 'update' || object.action === 'unchanged')
    )
      return;
    const otherDiff =
      object.action === 'update' && entry?.action === 'update' && entry.diffHash !== diffHash(object.diff ?? '');
    if (reviewedAs !== object.action || otherDiff) changes.push({ object, reviewedAs, otherDiff });
  });
  const reviewedButGone = [...reviewed.changes.keys()].filter((h) => !seen.has(h)).length;
  return { changes, reviewedButGone, digestDiffers: false };
}

/**
 * Whether the deploy would create, update, replace or prune something the reviewers did not see it do
 * so to. A create counts: a commit no preview saw can add a ClusterRoleBinding as easily as change one.
 */
export function hasUnreviewedWrites(comparison: ReviewComparison, planned: readonly ObjectOutcome[]): boolean {
  const writes = (obj: ObjectOutcome) => obj.action !== 'unchanged' && obj.action !== 'keep';
  if (comparison.digestDiffers) return planned.some(writes);
  return comparison.changes.some((change) => writes(change.object));
}

export function isSameAsReviewed(comparison: ReviewComparison): boolean {
  return comparison.changes.length === 0 && comparison.reviewedButGone === 0 && !comparison.digestDiffers;
}
