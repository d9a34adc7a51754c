import type { Fingerprint } from './fingerprint.ts';

/** What the action's comment on a pull request holds, read from the places the action wrote it. */
export interface ActionComment {
  /** The fingerprint's line as written (with its signature's line below it when signed), to carry it into the deploy comment; undefined when the comment has none. */
  fingerprintLine: string | undefined;
  fingerprint: Fingerprint | undefined;
  /** The review's signature (reviewSignature.ts), when it is signed. */
  signature?: string | undefined;
  /** Whether a deploy wrote it (it keeps a reviewed preview below its own report). */
  deployed: boolean;
  /** The preview markdown: the comment's report, or the preview a deploy kept; undefined when that place does not hold it. */
  preview: string | undefined;
}

/** One merged pull request of the deployed commit, and what the action's comment on it holds (a targets comment's own reading, for many targets). */
export interface PullRequestReview<C = ActionComment> {
  number: number;
  /** `owner/name` of the fork it came from; undefined when it came from the repository itself. */
  fork: string | undefined;
  /** The action's comment for this ApplySet; undefined when there is none. */
  comment: C | undefined;
  /** The comment's last edit, when someone other than the action made it. */
  foreignEdit: { editor: string | undefined; at: string } | undefined;
}

/** What the deploy learnt about the review of its commit. */
export type ReviewLookup<C = ActionComment> =
  | { kind: 'pull-requests'; author: string; reviews: PullRequestReview<C>[] }
  | { kind: 'no-pull-request'; sha: string }
  | { kind: 'failed'; sha: string; error: string }
  | { kind: 'not-a-push'; event: string }
  | { kind: 'no-token' };

/**
 * How much a missing review matters under `warn`: `routine` is said in the log (a direct push),
 * `missing` is a warning, `untrusted` (someone edited the review) a warning and a caution on top of
 * the report.
 */
export type ReviewConcern = 'routine' | 'missing' | 'untrusted';

/** Why there is no review a deploy can trust: `reason` is a sentence in plain text, without its full stop. */
export interface UnprovenReview {
  kind: 'unproven';
  reason: string;
  concern: ReviewConcern;
  /** What to do about it, when the user can. */
  hint?: string;
}

/** The review a deploy compares its plan with, or why there is none it can trust. */
export type ReviewSource = { kind: 'reviewed'; number: number; fingerprint: Fingerprint } | UnprovenReview;

/**
 * The review to compare with: the fingerprint of a merged pull request's comment that only the action
 * wrote. A comment someone else edited last taints the whole lookup: its fingerprint and text may be
 * anyone's, and it must not vouch for the deploy beside another pull request's review.
 */
/** Whether a pull request's comment is signed by the review key: given when the deploy has one (review-key). */
export type ReviewCheck = (number: number, comment: ActionComment) => 'valid' | 'missing' | 'wrong';

export function chooseReview(lookup: ReviewLookup, check?: ReviewCheck): ReviewSource {
  switch (lookup.kind) {
    case 'no-token':
      return unproven(
        'github-token is empty, so the deploy cannot read the preview reviewed on the pull request',
        'missing',
      );
    case 'not-a-push':
      return unproven(
        `a deploy on ${lookup.event || 'this event'} merges no pull request, so no review showed what it deploys`,
        'routine',
      );
    case 'no-pull-request':
      return unproven(
        `commit ${short(lookup.sha)} came from no merged pull request (a direct push), so no review showed what it deploys`,
        'routine',
      );
    case 'failed':
      return unproven(
        `could not read the reviewed preview of commit ${short(lookup.sha)}: ${lookup.error}`,
        'missing',
        {
          hint: 'give the workflow permission to read pull requests (permissions: pull-requests: write, which includes read)',
        },
      );
    case 'pull-requests':
      return fromPullRequests(lookup.reviews, lookup.author, check);
  }
}

function fromPullRequests(reviews: PullRequestReview[], author: string, check: ReviewCheck | undefined): ReviewSource {
  const edited = reviews.find((review) => review.foreignEdit);
  if (edited?.foreignEdit) {
    const { editor, at } = edited.foreignEdit;
    return unproven(
      `the preview comment on pull request #${edited.number} was edited by ${editor ?? 'a deleted account'} after the action wrote it (${at}), so what it shows may not be what the preview planned`,
      'untrusted',
    );
  }
  const reviewed = reviews.find((review) => review.comment?.fingerprint);
  if (reviewed?.comment?.fingerprint) {
    // With a review key, only what the key signed vouches for the deploy: a pull request's own workflow can write any comment.
    const signed = check?.(reviewed.number, reviewed.comment) ?? 'valid';
    if (signed !== 'valid') {
      return unproven(
        `the preview comment on pull request #${reviewed.number} ${signed === 'missing' ? 'is not signed' : 'carries a signature that does not match'} with the review key, so nothing shows that the preview holding the key wrote it`,
        'untrusted',
        {
          hint: 'previews are signed by the two-workflow preview given review-key (docs/two-workflow-previews.md); run it again on the pull request, or deploy with on-unreviewed-changes: warn',
        },
      );
    }
    return { kind: 'reviewed', number: reviewed.number, fingerprint: reviewed.comment.fingerprint };
  }
  const [first] = reviews;
  if (!first) return unproven('no merged pull request was found', 'routine');
  if (first.comment?.deployed) {
    return unproven(
      `the comment on pull request #${first.number} holds no plan of a preview to compare this deploy with (its last preview failed, or an earlier deploy could not trust it)`,
      'missing',
    );
  }
  if (first.comment)
    return unproven(
      `the last preview of this ApplySet on pull request #${first.number} failed, so it recorded no plan to compare this deploy with`,
      'missing',
    );
  if (first.fork) {
    return unproven(
      `pull request #${first.number} comes from the fork ${first.fork}, whose preview could not run (GitHub gives a fork's pull request no secrets), so no review showed what it deploys`,
      'missing',
    );
  }
  return unproven(
    `pull request #${first.number} has no preview of this ApplySet by ${author} to compare this deploy with (the preview ran with comment: never, or on-change and changed nothing, or did not run)`,
    'missing',
  );
}

function unproven(reason: string, concern: ReviewConcern, extra: { hint?: string } = {}): UnprovenReview {
  return { kind: 'unproven', reason, concern, ...extra };
}

function short(sha: string): string {
  return sha.slice(0, 7);
}
