import { UserError } from '../common/errors.ts';
import { readCommentRevision } from '../github/commentRevision.ts';
import { listOwnPages } from '../github/pagedComments.ts';
import { type MergedPullRequest, mergedPullRequestsOf } from '../github/pullRequestsOfCommit.ts';
import { describeApiError } from '../github/requestStatus.ts';
import { commentMarker, type FoundComment } from '../github/commentMarker.ts';
import type { RunOutcome } from '../outcome/runOutcome.ts';
import { readActionComment } from '../report/comment/deployComment.ts';
import { describeUnreviewedChange } from '../report/comment/reviewCautions.ts';
import { sentenceCase } from '../report/summaryPhrases.ts';
import { type DeployVerdict, type OnUnreviewedChanges, judgeDeploy } from '../review/deployVerdict.ts';
import type { ReviewComparison } from '../review/reviewComparison.ts';
import { verifySignature } from '../review/reviewSignature.ts';
import {
  type ActionComment,
  chooseReview,
  type PullRequestReview,
  type ReviewCheck,
  type ReviewLookup,
  type ReviewSource,
} from '../review/reviewSource.ts';
import type { TargetFingerprints } from '../review/targetFingerprints.ts';
import { chooseTargetReview, readTargetsComment } from '../review/targetReviews.ts';
import type { Target } from '../targets/targetsFile.ts';
import type { GitHubAccess } from './gitHubAccess.ts';
import type { CommentManner } from './readInputs.ts';
import { logUntrusted, warnUntrusted } from './workflowLog.ts';

/**
 * How a layout's comment is read back: one set's comment holds one fingerprint (and the preview a
 * deploy keeps), a targets comment one per target. `source` is the review a target's deploy compares with.
 */
interface CommentReading<C> {
  read(body: string, marker: string): C | undefined;
  source(lookup: ReviewLookup<C>, target: Target, check?: ReviewCheck): ReviewSource;
}

const READINGS: { set: CommentReading<ActionComment>; file: CommentReading<TargetFingerprints> } = {
  set: { read: readActionComment, source: (lookup, _target, check) => chooseReview(lookup, check) },
  file: { read: readTargetsComment, source: (lookup, target) => chooseTargetReview(lookup, target.name) },
};

/** What the deploy found of its review, in its layout's reading: the report keeps what it needs of it. */
export type FoundReviews =
  { layout: 'set'; lookup: ReviewLookup<ActionComment> } | { layout: 'file'; lookup: ReviewLookup<TargetFingerprints> };

/** A deploy's link to the pull requests it came from: each target's plan compared before it writes, and what the report keeps. */
export interface DeployReview {
  /** The target's hook before it writes: judges its plan; with `fail`, waits for every other target's plan and refuses when any is refused. */
  beforeApply(target: Target): (planned: RunOutcome) => Promise<void>;
  /** Told when a target's run is over, planned or not, so that no target waits for it. */
  settled(target: Target): void;
  /** How many targets may run at once: all of them with `fail`, as a target waiting for the others' plans keeps its place. */
  atOnce: number | undefined;
  /** What each judged target's deploy made of its review. */
  verdicts: ReadonlyMap<string, DeployVerdict>;
  found: FoundReviews;
  /** The merged pull requests of the commit, when they were looked up. */
  merged: MergedPullRequest[] | undefined;
}

export interface DeployRun {
  /** The event that started the run: only a push merges a pull request. */
  event: string;
  sha: string;
  /** From commentKey: which of the pull request's comments is this step's. */
  key: string;
  onUnreviewed: OnUnreviewedChanges;
  /** The comment input: whether (and when) the deploy reports on the pull request. */
  comment: CommentManner;
  /** review-key: only a comment it signed is a review; undefined to take the action's comments unsigned. */
  reviewKey?: string | undefined;
}

/**
 * Finds the merged pull requests of the pushed commit and the comment the action left on each for
 * this step's key, read in the step's layout, and compares every target's plan with its review.
 * Undefined when `warn` has nothing to compare: not a push, or no comment or token to read it with.
 * With `fail` there is always an answer, as a deploy that cannot be compared is refused.
 */
export async function loadDeployReview(
  access: GitHubAccess | undefined,
  run: DeployRun,
  layout: FoundReviews['layout'],
  targets: readonly Target[],
): Promise<DeployReview | undefined> {
  if (run.reviewKey && layout === 'file') {
    throw new UserError('review-key verifies the signed review of one set, and this step deploys a targets file', {
      hint: 'deploy each signed set in a step of its own (applyset and namespace, or target naming it), or leave review-key empty',
    });
  }
  if (run.onUnreviewed === 'warn' && (run.event !== 'push' || run.comment === 'never' || !access)) return undefined;
  let merged: MergedPullRequest[] | undefined;
  const lookUp = async <C>(reading: CommentReading<C>): Promise<ReviewLookup<C>> =>
    run.event !== 'push'
      ? { kind: 'not-a-push', event: run.event }
      : access
        ? lookUpReviews(access, run.sha, run.key, reading.read, (pulls) => (merged = pulls))
        : { kind: 'no-token' };
  const found: FoundReviews =
    layout === 'set' ? { layout, lookup: await lookUp(READINGS.set) } : { layout, lookup: await lookUp(READINGS.file) };
  const check = reviewCheck(access, run);
  const source = (target: Target): ReviewSource =>
    found.layout === 'set'
      ? READINGS.set.source(found.lookup, target, check)
      : READINGS.file.source(found.lookup, target);
  const verdicts = new Map<string, DeployVerdict>();
  const barrier =
    run.onUnreviewed === 'fail' && targets.length > 1 ? planBarrier(targets.map((target) => target.name)) : undefined;
  // One target's log lines name it only among many.
  const label = (target: Target) => (targets.length > 1 || layout === 'file' ? `[${target.name}] ` : '');
  return {
    beforeApply: (target) => async (planned) => {
      const verdict = judgeDeploy(source(target), run.onUnreviewed, planned);
      verdicts.set(target.name, verdict);
      let refusal: unknown;
      try {
        announceVerdict(verdict, run.onUnreviewed, label(target));
      } catch (error) {
        refusal = error;
      }
      await barrier?.arrive(target.name);
      if (refusal !== undefined) throw refusal;
      const refused = [...verdicts].filter(([, other]) => other.kind !== 'same' && other.refused).map(([name]) => name);
      if (refused.length > 0) {
        throw new UserError(
          `target ${target.name} was not deployed: the deploy of ${refused.join(', ')} was refused (on-unreviewed-changes: fail), so no target was written`,
          {
            hint: 'a deploy of many targets goes on only when every target it plans to change does what its reviewed preview showed',
          },
        );
      }
    },
    settled: (target) => barrier?.leave(target.name),
    atOnce: barrier ? Math.max(1, targets.length) : undefined,
    verdicts,
    found,
    get merged() {
      return merged;
    },
  };
}

/** With a review key, whether a pull request's comment carries the key's signature of its fingerprint, for this repository, pull request and ApplySet. */
function reviewCheck(access: GitHubAccess | undefined, run: DeployRun): ReviewCheck | undefined {
  const { reviewKey } = run;
  if (!reviewKey || !access) return undefined;
  return (number, comment) => {
    const [fingerprintLine = ''] = (comment.fingerprintLine ?? '').split('\n');
    return verifySignature(
      fingerprintLine,
      comment.signature,
      { repository: `${access.owner}/${access.repo}`, pullRequest: number, key: run.key },
      reviewKey,
    );
  };
}

/**
 * Says in the log what the deploy made of its review; a refused deploy throws, before it writes.
 * `label` starts each log line (`[web] `, for one target of many; its error is reported under its name).
 */
function announceVerdict(verdict: DeployVerdict, onUnreviewed: OnUnreviewedChanges, label = ''): void {
  switch (verdict.kind) {
    case 'same':
      logUntrusted(`${label}The deploy plans what the preview on pull request #${verdict.number} showed.`);
      return;
    case 'differs':
      return reportDifferences(verdict.comparison, verdict.number, verdict.refused, label);
    case 'unproven': {
      const { reason, hint } = verdict.review;
      if (verdict.refused) {
        throw new UserError(
          `${reason}. With on-unreviewed-changes: fail a deploy goes on only when it plans what a preview reviewed on its pull request showed; nothing was written`,
          {
            hint:
              hint ??
              'to deploy it anyway, run the deploy with on-unreviewed-changes: warn (docs/action.md shows how, for a deploy started by hand)',
          },
        );
      }
      if (onUnreviewed === 'fail')
        logUntrusted(`${label}${sentenceCase(reason)}; the plan changes nothing, so the deploy goes on.`);
      else if (!verdict.loud) logUntrusted(`${label}${sentenceCase(reason)}: the job summary has the report.`);
      else
        warnUntrusted(
          `${label}${reason}. The deploy goes on without comparing it with a reviewed preview${hint ? `; ${hint}` : ''}`,
        );
    }
  }
}

function reportDifferences(comparison: ReviewComparison, number: number, refused: boolean, label: string): void {
  const lines = comparison.changes.map((change) => describeUnreviewedChange(change, refused ? 'refused' : 'deployed'));
  logUntrusted(
    `${label}The deploy differs from the preview reviewed on pull request #${number}:\n${lines.map((line) => `  ${line}`).join('\n')}`,
  );
  if (refused) {
    throw new UserError(
      `this deploy would create, update or prune objects that the preview reviewed on pull request #${number} did not show (on-unreviewed-changes: fail); nothing was written`,
      {
        hint: 'check the differences listed in the job summary; to deploy them, re-run the job with on-unreviewed-changes: warn, or bring them in through a pull request of their own',
      },
    );
  }
  warnUntrusted(
    `${label}the deploy differs from the preview reviewed on pull request #${number}: ${comparison.changes.length} object(s); the job summary lists them`,
  );
}

/**
 * The merged pull requests of `sha` (told to `found`) and the action's comment of `key` on each, as it
 * is now, as `read` makes it out (one set's comment, or a targets comment); a refusal from GitHub is
 * the lookup's answer.
 */
async function lookUpReviews<C>(
  access: GitHubAccess,
  sha: string,
  key: string,
  read: (body: string, marker: string) => C | undefined,
  found: (pulls: MergedPullRequest[]) => void,
): Promise<ReviewLookup<C>> {
  try {
    const pulls = await mergedPullRequestsOf(access.octokit, access, sha);
    found(pulls);
    if (pulls.length === 0) return { kind: 'no-pull-request', sha };
    const author = await access.identity();
    const reviews = await Promise.all(
      pulls.map(async ({ number, fork }): Promise<PullRequestReview<C>> => {
        const pages = inUse(
          await listOwnPages(
            access.octokit,
            { owner: access.owner, repo: access.repo, issueNumber: number },
            key,
            author,
          ),
        );
        if (!pages[0]) return { number, fork, comment: undefined, foreignEdit: undefined };
        // Each page is read again with its last editor (REST's body could be from before an edit): an
        // edit of a later page of a long targets comment changes what reviewers saw as much as one of the first.
        const [first, ...more] = await Promise.all(
          pages.map((page) => readCommentRevision(access.octokit, page.nodeId)),
        );
        const foreignEdit = [first, ...more]
          .map((revision) => revision?.lastEdit)
          .find((edit) => edit !== undefined && edit.editor !== author);
        return { number, fork, comment: first && read(first.body, commentMarker(key)), foreignEdit };
      }),
    );
    return { kind: 'pull-requests', author, reviews };
  } catch (error) {
    return { kind: 'failed', sha, error: describeApiError(error) };
  }
}

/** The pages of a comment in use (the first listed of each number), the first page first; none without a first page. */
function inUse(pages: readonly { part: number; comment: FoundComment }[]): FoundComment[] {
  const byPart = new Map<number, FoundComment>();
  for (const { part, comment } of pages) if (!byPart.has(part)) byPart.set(part, comment);
  return byPart.has(1) ? [...byPart].sort(([a], [b]) => a - b).map(([, comment]) => comment) : [];
}

/** Resolves once every named target has arrived with its plan or left (its run ended before it). */
function planBarrier(names: readonly string[]): { arrive(name: string): Promise<void>; leave(name: string): void } {
  const waiting = new Set(names);
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const leave = (name: string) => {
    waiting.delete(name);
    if (waiting.size === 0) open();
  };
  return {
    arrive: (name) => {
      leave(name);
      return opened;
    },
    leave,
  };
}
