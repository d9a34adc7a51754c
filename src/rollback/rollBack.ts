import type { ApplySet } from '../applyset/applySet.ts';
import {
  readHistory,
  shortCommit,
  type DeployEntry,
  type DeployHistory,
  type DeploySource,
} from '../applyset/deployHistory.ts';
import { historyText } from '../applyset/parentState.ts';
import { readParent } from '../applyset/readParent.ts';
import { errorMessage, UserError } from '../common/errors.ts';
import { commitWorktree, type CommitWorktree } from '../git/commitWorktree.ts';
import { ApiUnavailableError, CancelledError } from '../kube/apiError.ts';
import type { Cluster } from '../kube/connect.ts';
import type { Options } from '../options/options.ts';
import { stoppedEnding } from '../outcome/stoppedEnding.ts';
import { RunFailure } from '../outcome/runFailure.ts';
import type { RollbackOutcome, RunOutcome } from '../outcome/runOutcome.ts';

/** What a rollback runs with: the failed deploy's connection, options and source, and the engine. */
export interface RollbackRun {
  cluster: Cluster;
  /** The run's options, with the namespace it resolved. */
  options: Options;
  /** The parent the run resolved. */
  parent: ApplySet;
  /** Who deploys (the failed deploy's source): its commit is the one that failed. */
  source: DeploySource;
  info(line: string): void;
  /** The failed deploy's cancellation: the checkout stops with it. */
  signal: AbortSignal;
  /**
   * The engine that deployed, run again with these options on `commit`'s manifests, under the failed
   * deploy's lock: passed in, so that the rollback is that engine and imports none of it.
   */
  engine(options: Options, commit: string): Promise<RunOutcome>;
}

/** How the rollback ended; `error` says why it did not start or did not end healthy. */
export interface RollbackResult {
  outcome: RollbackOutcome;
  error?: UserError;
}

/**
 * rollback-on-failure, after a rollout failed: the last commit the ApplySet's history records as
 * healthy is checked out in a temporary worktree and deployed by the same engine, planned against
 * the cluster as it is (so what the failed deploy created is pruned: its parent was widened to
 * record it), passing the same gates, and waited for, under the same lock.
 */
export async function rollBack(run: RollbackRun): Promise<RollbackResult> {
  const from = run.source.commit;
  const notRolledBack = (error: UserError, to?: string): RollbackResult => ({
    outcome: { ...(from ? { from } : {}), ...(to ? { to } : {}), result: 'not rolled back', message: error.message },
    error,
  });
  const { options } = run;
  let to: string | undefined;
  let worktree: CommitWorktree;
  try {
    // Read after the failure was recorded: the history names the last healthy commit.
    const reading = await readParent(run.cluster, run.parent, options);
    const target = rollbackTarget(readHistory(historyText(reading.live)), from);
    if (target instanceof UserError) return notRolledBack(target);
    to = target.commit;
    run.info(`Rolling back to ${shortCommit(to)}, the last healthy deploy (${target.time})`);
    worktree = await commitWorktree({
      manifests: options.manifests,
      cwd: options.cwd,
      environment: options.environment,
      commit: to,
      current: from,
      signal: run.signal,
    });
  } catch (error) {
    return notRolledBack(expected(error), to);
  }
  const commit = to;
  const rolledBack = (outcome: RunOutcome) => ({
    ...(from ? { from } : {}),
    to: commit,
    summary: outcome.summary,
    objects: outcome.objects,
    ...(outcome.hooks ? { hooks: outcome.hooks } : {}),
  });
  try {
    // This run's images are those of the commit that failed, not of the one rolled back to; the lock is the failed deploy's.
    const outcome = await run.engine(
      {
        ...options,
        cwd: worktree.cwd,
        manifests: worktree.manifests,
        images: [],
        mode: 'apply',
        lock: false,
        rollbackOnFailure: false,
      },
      commit,
    );
    return { outcome: { ...rolledBack(outcome), result: 'healthy' } };
  } catch (error) {
    // A gate's refusal (the outcome a preview's) or a plan that failed: nothing was written.
    if (!(error instanceof RunFailure)) return notRolledBack(expected(error), commit);
    if (error.outcome.mode === 'preview') return notRolledBack(error.error, commit);
    return {
      outcome: { ...rolledBack(error.outcome), result: stoppedEnding(error.outcome), message: error.error.message },
      error: error.error,
    };
  } finally {
    await worktree.remove();
  }
}

/**
 * The newest deploy the history records as healthy, if it names a commit other than the one that
 * failed; else why there is nothing to roll back to.
 */
export function rollbackTarget(
  history: DeployHistory,
  failed: string | undefined,
): (DeployEntry & { commit: string }) | UserError {
  const healthy = history.entries.findLast((entry) => entry.result === 'healthy');
  if (!healthy) {
    return new UserError(
      history.unreadable
        ? "the ApplySet parent's deploy history (annotation applyset-action.github.io/history) could not be read, and records no healthy deploy"
        : "the ApplySet's deploy history records no healthy deploy to return to",
      {
        hint: 'deploy a commit that becomes healthy: from then on, a deploy that fails rolls back to the last such commit',
      },
    );
  }
  if (!healthy.commit) {
    return new UserError(`the last healthy deploy (${healthy.time}) recorded no commit`, {
      hint: 'it was deployed from outside a git repository, or with uncommitted changes to the manifests; deploy from a commit so that a rollback can return to it',
    });
  }
  if (healthy.commit === failed) {
    return new UserError(
      `the last healthy deploy (${healthy.time}) was of this same commit, ${shortCommit(healthy.commit)}`,
      {
        hint: 'the same manifests were healthy before: look at what changed in the cluster (kubectl describe, kubectl get events)',
      },
    );
  }
  return { ...healthy, commit: healthy.commit };
}

/** An error the rollback reports as its own failure; a bug is thrown on. */
function expected(error: unknown): UserError {
  if (error instanceof UserError) return error;
  if (error instanceof CancelledError) return new UserError('the rollback was cancelled');
  if (error instanceof ApiUnavailableError) return new UserError(errorMessage(error));
  throw error;
}
