import { withEntry, type DeployResult } from '../applyset/deployHistory.ts';
import { recordOnParent } from '../applyset/parentWrites.ts';
import { errorMessage } from '../common/errors.ts';
import { CancelledError } from '../kube/apiError.ts';
import type { Cluster } from '../kube/connect.ts';
import type { KubeClient } from '../kube/kubeClient.ts';
import { endingByHealth } from '../outcome/stoppedEnding.ts';
import type { ObjectRecords } from '../outcome/objectRecords.ts';
import type { Plan } from '../plan/planTypes.ts';
import { type DeployOptions, deployPlan } from './deployPlan.ts';
import { deployEntryOf, type HistoryFacts } from './historyEntry.ts';

export interface RecordedDeployOptions extends DeployOptions {
  history: HistoryFacts;
  /**
   * The client a stopped deploy's entry is written with: the run's own, or after a cancellation
   * one given a few seconds more; undefined when the run must not write (it lost its lock).
   */
  recordClient(): KubeClient | undefined;
}

/**
 * A deploy whose history entry is written however it ends: by its last parent write when it
 * ends well, else (failed, timed out, cancelled) by one more write before the error is thrown on.
 */
export async function recordedDeploy(
  cluster: Cluster,
  waitClient: KubeClient,
  plan: Plan,
  records: ObjectRecords,
  options: RecordedDeployOptions,
): Promise<void> {
  try {
    await deployPlan(cluster, waitClient, plan, records, options);
  } catch (error) {
    const client = options.recordClient();
    if (client) await recordStoppedDeploy(client, plan, records, options, stoppedResult(error, plan, records));
    throw error;
  }
}

/**
 * How a deploy that stopped with `error` ended: cancelled, or, when the wait found an object
 * failed or still pending, failed or timed out; any other error (a refused apply) is a failure.
 */
export function stoppedResult(
  error: unknown,
  plan: Plan,
  records: ObjectRecords,
): Extract<DeployResult, 'failed' | 'timed out' | 'cancelled'> {
  if (error instanceof CancelledError) return 'cancelled';
  return endingByHealth(plan.entries.map((entry) => records.get(entry)?.health));
}

/**
 * Adds a stopped deploy's entry to the parent's history, keeping what the parent records (the
 * widening of a failed deploy stays). A deploy stopped before it wrote the parent records nothing;
 * a record that cannot be written is a warning, as the run has failed already for another reason.
 */
async function recordStoppedDeploy(
  client: KubeClient,
  plan: Plan,
  records: ObjectRecords,
  options: { tooling: string; history: HistoryFacts; onWarning(message: string): void },
  result: DeployResult,
): Promise<void> {
  const entry = deployEntryOf(plan, records, options.history, result);
  try {
    await recordOnParent(client, plan.parent.parent, options.tooling, (text) => withEntry(text, entry));
  } catch (error) {
    options.onWarning(
      `the ApplySet parent's deploy history does not record this ${result} deploy: ${errorMessage(error)}`,
    );
  }
}
