import { type ActionComment, chooseReview, type ReviewLookup, type ReviewSource } from './reviewSource.ts';
import { readTargetFingerprints, type TargetFingerprints } from './targetFingerprints.ts';

/*
 * The review of each target of a deploy with a targets file: its fingerprint in the targets comment
 * of the merged pull request, judged by the one-set rules (an edited comment vouches for no target).
 */

/** A targets comment's fingerprints; undefined when `body` does not start with its marker line. */
export function readTargetsComment(body: string, marker: string): TargetFingerprints | undefined {
  if (!body.startsWith(`${marker}\n`)) return undefined;
  return readTargetFingerprints(body.slice(marker.length + 1));
}

/**
 * The review `name`'s deploy compares its plan with. A target the pull request's comment has no
 * fingerprint of (skipped there as unchanged, new in the targets file, or its preview failed) has
 * no review: it is unreviewed, as a set with no preview is.
 */
export function chooseTargetReview(lookup: ReviewLookup<TargetFingerprints>, name: string): ReviewSource {
  if (lookup.kind !== 'pull-requests') return chooseReview(lookup);
  const reviews = lookup.reviews.map((review) => ({
    ...review,
    comment: review.comment && targetComment(review.comment, name),
  }));
  const source = chooseReview({ ...lookup, reviews });
  if (source.kind === 'reviewed' || source.concern === 'untrusted') return source;
  const commented = lookup.reviews.find((review) => review.comment);
  if (!commented) return source;
  return {
    kind: 'unproven',
    reason: `target ${name} was not previewed on pull request #${commented.number} (nothing it uses changed there, it is new, or its preview failed), so no review showed what it deploys`,
    concern: 'missing',
  };
}

function targetComment(comment: TargetFingerprints, name: string): ActionComment {
  return {
    fingerprintLine: undefined,
    fingerprint: comment.fingerprints.get(name),
    deployed: false,
    preview: undefined,
  };
}
