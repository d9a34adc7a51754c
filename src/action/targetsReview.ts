import { UserError } from '../errors.ts';
import type { RunOutcome } from '../outcome/runOutcome.ts';
import { targetVerdictCaution, verdictFlag } from '../report/comment/reviewCautions.ts';
import { type DeployVerdict, judgeDeploy } from '../review/deployVerdict.ts';
import type { ReviewLookup } from '../review/reviewSource.ts';
import type { TargetFingerprints } from '../review/targetFingerprints.ts';
import { chooseTargetReview, keptTargetFingerprints, readTargetsComment } from '../review/targetReviews.ts';
import type { Target } from '../targets/targetsFile.ts';
import { announceVerdict, type DeployRun, lookUpReviews } from './deployReview.ts';
import type { GitHubAccess } from './gitHubAccess.ts';

/** What a deploy of many targets made of their reviews, for its report on the merged pull requests. */
export interface TargetsReviewReport {
  /** The merged pull requests whose targets comment the deploy's report replaces. */
  pullRequests: number[];
  /** The reviewed fingerprint lines, kept at the top of the deploy's comment. */
  kept: string;
  /** Each judged target's table flag and caution. */
  notes: Map<string, { flag: string; caution: string }>;
}

/** A deploy's comparison of each target's plan with the target's reviewed preview. */
export interface TargetsReview {
  /** The target's hook before it writes: judges its plan; with `fail`, waits for every other target's plan and refuses when any is refused. */
  beforeApply(target: Target): (planned: RunOutcome) => Promise<void>;
  /** Told when a target's run is over, planned or not, so that no target waits for it. */
  settled(target: Target): void;
  /** How many targets may run at once: all of them with `fail`, as a target waiting for the others' plans keeps its place. */
  atOnce: number | undefined;
  report(): TargetsReviewReport;
}

/**
 * Reads the merged pull request's targets comment (found by `run.key`, as one set's is) and returns
 * the comparison of every target in `targets`. Undefined when `warn` has nothing to compare, as
 * for one set: not a push, comments off, or no token.
 */
export async function loadTargetsReview(access: GitHubAccess | undefined, run: DeployRun, targets: readonly Target[]): Promise<TargetsReview | undefined> {
  if (run.onUnreviewed === 'warn' && (run.event !== 'push' || run.comment === 'never' || !access)) return undefined;
  const lookup: ReviewLookup<TargetFingerprints> =
    run.event !== 'push' ? { kind: 'not-a-push', event: run.event } : access ? await lookUpReviews(access, run.sha, run.key, readTargetsComment, () => undefined) : { kind: 'no-token' };
  const verdicts = new Map<string, DeployVerdict>();
  const barrier = run.onUnreviewed === 'fail' ? planBarrier(targets.map((target) => target.name)) : undefined;
  return {
    beforeApply: (target) => async (planned) => {
      const verdict = judgeDeploy(chooseTargetReview(lookup, target.name), run.onUnreviewed, planned);
      verdicts.set(target.name, verdict);
      let refusal: unknown;
      try {
        announceVerdict(verdict, run.onUnreviewed, `[${target.name}] `);
      } catch (error) {
        refusal = error;
      }
      await barrier?.arrive(target.name);
      if (refusal !== undefined) throw refusal;
      const refused = [...verdicts].filter(([, other]) => other.kind !== 'same' && other.refused).map(([name]) => name);
      if (refused.length > 0) {
        throw new UserError(`target ${target.name} was not deployed: the deploy of ${refused.join(', ')} was refused (on-unreviewed-changes: fail), so no target was written`, {
          hint: 'a deploy of many targets goes on only when every target it plans to change does what its reviewed preview showed',
        });
      }
    },
    settled: (target) => barrier?.leave(target.name),
    atOnce: barrier ? Math.max(1, targets.length) : undefined,
    report: () => ({
      pullRequests: lookup.kind === 'pull-requests' ? lookup.reviews.map((review) => review.number) : [],
      kept: keptTargetFingerprints(lookup),
      notes: new Map([...verdicts].map(([name, verdict]) => [name, { flag: verdictFlag(verdict), caution: targetVerdictCaution(verdict) }])),
    }),
  };
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
