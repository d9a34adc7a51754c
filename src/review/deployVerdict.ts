import { changesCluster } from '../outcome/objectActions.ts';
import type { RunOutcome } from '../outcome/runOutcome.ts';
import { reviewedObjects } from './fingerprint.ts';
import { type ReviewComparison, compareWithReview, hasUnreviewedWrites, isSameAsReviewed } from './reviewComparison.ts';
import type { ReviewSource, UnprovenReview } from './reviewSource.ts';

/** What a deploy does when it cannot show that it does what was reviewed (input `on-unreviewed-changes`). */
export type OnUnreviewedChanges = 'warn' | 'fail';

/**
 * What a deploy makes of its review, decided from its plan before it writes:
 * - `same`: it plans what the reviewed preview showed;
 * - `differs`: it does not; with `fail` it is refused when it would create, update, replace or prune what the
 *   reviewers did not see it do so to;
 * - `unproven`: there is no review it can trust; with `fail` it is refused when it changes anything.
 *   `loud` says whether the reason is worth a warning (a direct push is routine), `caution` whether
 *   the report opens with it.
 */
export type DeployVerdict =
  | { kind: 'same'; number: number }
  | { kind: 'differs'; number: number; comparison: ReviewComparison; refused: boolean }
  | { kind: 'unproven'; review: UnprovenReview; refused: boolean; loud: boolean; caution: boolean };

export function judgeDeploy(
  source: ReviewSource,
  onUnreviewed: OnUnreviewedChanges,
  planned: RunOutcome,
): DeployVerdict {
  if (source.kind === 'reviewed') {
    const objects = reviewedObjects(planned);
    const comparison = compareWithReview(source.fingerprint, objects);
    if (isSameAsReviewed(comparison)) return { kind: 'same', number: source.number };
    return {
      kind: 'differs',
      number: source.number,
      comparison,
      refused: onUnreviewed === 'fail' && hasUnreviewedWrites(comparison, objects),
    };
  }
  if (onUnreviewed === 'fail') {
    // Nothing shows that a change was reviewed; a plan that changes nothing (and runs no hook) needs no review.
    const refused = !reviewedObjects(planned).every((obj) => obj.action === 'unchanged');
    return { kind: 'unproven', review: source, refused, loud: false, caution: refused };
  }
  // A pull request that changed nothing has no preview comment when comments come only on a change.
  const quiet = source.concern === 'routine' || (source.concern === 'missing' && !changesCluster(planned.summary));
  return { kind: 'unproven', review: source, refused: false, loud: !quiet, caution: source.concern === 'untrusted' };
}
