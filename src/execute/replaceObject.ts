import { UserError } from '../common/errors.ts';
import { settleTargets } from '../health/settleTargets.ts';
import { describeStatus, WatchedSet } from '../health/watchedSet.ts';
import type { KubeClient } from '../kube/kubeClient.ts';
import { deleteObject, serverSideApply } from '../kube/objectRequests.ts';
import { describeRef } from '../kube/objectRef.ts';
import type { PlanEntry } from '../plan/planTypes.ts';
import { formatDuration } from '../options/durations.ts';

export interface ReplaceOptions {
  fieldManager: string;
  forceConflicts: boolean;
  /** How long to wait for the old object to be gone. */
  timeoutMs: number;
  signal?: AbortSignal;
}

/**
 * Replaces an object whose change the server refuses as immutable: deletes the object the plan
 * saw (its UID as precondition) in the foreground, so that what it owns goes first (the old Job's
 * pods stop before the new Job's start), waits until it is gone, and creates it from the manifest.
 */
export async function replaceObject(client: KubeClient, entry: PlanEntry, options: ReplaceOptions): Promise<void> {
  const deleted = await deleteObject(
    client,
    entry.info,
    { namespace: entry.ref.namespace, name: entry.ref.name, uid: entry.uid ?? '' },
    {
      propagationPolicy: 'Foreground',
      dryRun: false,
    },
  );
  if (deleted === 'replaced') {
    throw new UserError(
      `${describeRef(entry.ref)} was replaced by another object (another UID) since it was planned; not replaced again`,
      {
        source: entry.member?.source,
        hint: 'run again: the next plan compares the manifest with the object as it is now',
      },
    );
  }
  if (deleted === 'deleted') await untilGone(client, entry, options);
  await serverSideApply(client, entry.info, entry.member!.object, {
    fieldManager: options.fieldManager,
    force: options.forceConflicts,
    dryRun: false,
  });
}

/** Watches the deleted object until it is gone; its kind is watched in its namespace, as it may not be a member yet. */
async function untilGone(client: KubeClient, entry: PlanEntry, options: ReplaceOptions): Promise<void> {
  const set = new WatchedSet([
    { ref: entry.ref, info: entry.info, goal: 'gone' as const, uid: entry.uid ?? '', key: entry },
  ]);
  const end = await settleTargets(client, set, {
    timeoutMs: options.timeoutMs,
    ...(options.signal ? { signal: options.signal } : {}),
  });
  if (end === 'settled') return;
  const stuck = set.pending()[0]!;
  throw new UserError(
    `${describeRef(entry.ref)} was deleted to be replaced but is not gone after ${formatDuration(options.timeoutMs)} (${describeStatus(stuck.target.ref, stuck.status)}); not created again`,
    {
      source: entry.member?.source,
      hint: 'a finalizer may hold it (kubectl get -o yaml shows metadata.finalizers); once it is gone, deploy again to create it (timeout, --timeout, bounds this wait)',
    },
  );
}
