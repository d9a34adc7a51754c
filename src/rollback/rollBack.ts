import type { ApplySet } from '../applyset/applySet.ts';
import { readHistory, shortCommit, type DeployEntry, type DeployHistory, type DeploySource } from '../applyset/deployHistory.ts';
import { historyText } from '../applyset/parentState.ts';
import { type ParentReading, readParent } from '../applyset/readParent.ts';
import { errorMessage, UserError } from '../errors.ts';
import type { DeployOptions } from '../execute/deployPlan.ts';
import { recordedDeploy, stoppedResult } from '../execute/deployRecord.ts';
import { commitWorktree, type CommitWorktree } from '../git/commitWorktree.ts';
import { ApiUnavailableError, CancelledError } from '../kube/apiError.ts';
import type { Cluster } from '../kube/connect.ts';
import type { KubeClient } from '../kube/kubeClient.ts';
import type { KubeObject } from '../kube/kubeObject.ts';
import { loadSet } from '../manifests/loadSet.ts';
import type { Options } from '../options.ts';
import { buildOutcome } from '../outcome/buildOutcome.ts';
import { ObjectRecords, type ObjectRecord } from '../outcome/objectRecords.ts';
import type { RollbackOutcome } from '../outcome/runOutcome.ts';
import { planApplySet } from '../plan/planApplySet.ts';
import type { PlanEntry } from '../plan/planTypes.ts';
import { firstRefusal } from '../plan/gates.ts';

/** What a rollback runs with: the failed deploy's connection, lock, options and deploy options. */
export interface RollbackRun {
  cluster: Cluster;
  waitClient: KubeClient;
  /** The run's options, with the namespace it resolved. */
  options: Options;
  /** The parent the run resolved. */
  parent: ApplySet;
  /** The failed deploy's options; the rollback records its own history entry. */
  deploy: Omit<DeployOptions, 'history' | 'beforeParentWrite'>;
  /** Who deploys (the failed deploy's source): its commit is the one that failed. */
  source: DeploySource;
  /** The client the rollback's entry is written with when it stops; undefined when it must not write. */
  recordClient(): KubeClient | undefined;
  info(line: string): void;
  /** The Secret values of the rollback's manifests, before any request carries them. */
  manifestSecrets(values: string[]): void;
  /** Each live Secret the rollback's plan reads. */
  liveSecret(object: KubeObject): void;
  /** The rollback's objects as they are done, for the log. */
  objectDone?(entry: PlanEntry, record: ObjectRecord): void;
}

/** How the rollback ended; `error` says why it did not start or did not end healthy. */
export interface RollbackResult {
  outcome: RollbackOutcome;
  error?: UserError;
}

/**
 * rollback-on-failure, after a rollout failed: the last commit the ApplySet's history records as
 * healthy is checked out in a temporary worktree, its manifests read as this run reads its own,
 * planned against the cluster as it is (so what the failed deploy created is pruned: its parent
 * was widened to record it), applied, and waited for, by the same engine, under the same lock.
 */
export async function rollBack(run: RollbackRun): Promise<RollbackResult> {
  const from = run.source.commit;
  const notRolledBack = (error: UserError, to?: string): RollbackResult => ({
    outcome: { ...(from ? { from } : {}), ...(to ? { to } : {}), result: 'not rolled back', message: error.message },
    error,
  });
  const { options } = run;
  let to: string | undefined;
  let reading: ParentReading;
  let worktree: CommitWorktree;
  try {
    // Read after the failure was recorded: the parent records what the failed deploy applied, which the rollback prunes.
    reading = await readParent(run.cluster, run.parent, options);
    const target = rollbackTarget(readHistory(historyText(reading.live)), from);
    if (target instanceof UserError) return notRolledBack(target);
    to = target.commit;
    run.info(`Rolling back to ${shortCommit(to)}, the last healthy deploy (${target.time})`);
    worktree = await commitWorktree({ manifests: options.manifests, cwd: options.cwd, commit: to, current: from, signal: run.deploy.signal });
  } catch (error) {
    return notRolledBack(expected(error), to);
  }
  const commit = to;
  try {
    let plan;
    try {
      // This run's images are those of the commit that failed, not of the one rolled back to.
      const manifests = await loadSet({ ...options, cwd: worktree.cwd, manifests: worktree.manifests, images: [] }, { info: run.info, warning: run.deploy.onWarning, secrets: run.manifestSecrets });
      plan = await planApplySet(run.cluster, reading, manifests, { ...options, liveSecret: run.liveSecret });
      for (const warning of plan.warnings) run.deploy.onWarning(warning);
      // The gates a deploy passes; no review: the rollback returns to what was deployed before.
      const refusal = await firstRefusal(plan, { options, of: 'rollback' }, 'apply');
      if (refusal) return notRolledBack(refusal, commit);
    } catch (error) {
      return notRolledBack(expected(error), commit);
    }
    const records = new ObjectRecords(run.objectDone);
    const startedMs = Date.now();
    const done = () => {
      const { summary, objects } = buildOutcome(plan, records, { mode: 'apply', durationMs: Date.now() - startedMs, warnings: [], requests: run.cluster.client.stats.counts() });
      return { ...(from ? { from } : {}), to: commit, summary, objects };
    };
    try {
      await recordedDeploy(run.cluster, run.waitClient, plan, records, {
        ...run.deploy,
        history: { source: { ...run.source, commit }, startedMs, rollback: true },
        recordClient: run.recordClient,
      });
      return { outcome: { ...done(), result: 'healthy' } };
    } catch (error) {
      const failure = expected(error);
      return { outcome: { ...done(), result: stoppedResult(error, plan, records), message: failure.message }, error: failure };
    }
  } finally {
    await worktree.remove();
  }
}

/**
 * The newest deploy the history records as healthy, if it names a commit other than the one that
 * failed; else why there is nothing to roll back to.
 */
export function rollbackTarget(history: DeployHistory, failed: string | undefined): (DeployEntry & { commit: string }) | UserError {
  const healthy = history.entries.findLast((entry) => entry.result === 'healthy');
  if (!healthy) {
    return new UserError(
      history.unreadable
        ? 'the ApplySet parent\'s deploy history (annotation applyset-action.github.io/history) could not be read, and records no healthy deploy'
        : 'the ApplySet\'s deploy history records no healthy deploy to return to',
      { hint: 'deploy a commit that becomes healthy: from then on, a deploy that fails rolls back to the last such commit' },
    );
  }
  if (!healthy.commit) {
    return new UserError(`the last healthy deploy (${healthy.time}) recorded no commit`, {
      hint: 'it was deployed from outside a git repository, or with uncommitted changes to the manifests; deploy from a commit so that a rollback can return to it',
    });
  }
  if (healthy.commit === failed) {
    return new UserError(`the last healthy deploy (${healthy.time}) was of this same commit, ${shortCommit(healthy.commit)}`, {
      hint: 'the same manifests were healthy before: look at what changed in the cluster (kubectl describe, kubectl get events)',
    });
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
