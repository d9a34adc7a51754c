import type { ApplySet } from '../applyset/applySet.ts';
import {
  acquireLock,
  type HeldLock,
  LEASE_RESOURCE,
  type LockAwaitingNamespace,
  lockPlace,
} from '../applyset/applySetLock.ts';
import { UserError } from '../common/errors.ts';
import { ApiError } from '../kube/apiError.ts';
import type { Cluster } from '../kube/connect.ts';
import { getObject } from '../kube/objectRequests.ts';
import { objectError } from '../plan/objectErrors.ts';
import type { Plan } from '../plan/planTypes.ts';

/** A run's lock of its ApplySet: `lostHint` is what a run that lost it tells, `refusedAs` what failed when it cannot be taken. */
export interface RunLock {
  holder: string;
  timeoutSeconds: number;
  lostHint: string;
  refusedAs: string;
}

/** The lock phase: the set's Lease taken, or awaiting the namespace a first deploy creates. */
export function takeLock(
  client: Cluster['client'],
  parent: ApplySet,
  lock: RunLock,
  on: { info: (line: string) => void; signal: AbortSignal; lost: (reason: string) => void },
): Promise<HeldLock | LockAwaitingNamespace> {
  return acquireLock(client, parent, {
    holder: lock.holder,
    timeoutSeconds: lock.timeoutSeconds,
    info: on.info,
    onLost: on.lost,
    signal: on.signal,
  }).catch((error: unknown) => {
    // RBAC without leases, or an admission policy refusing writes (a preview identity), said as for any object.
    throw error instanceof ApiError
      ? objectError({ ...LEASE_RESOURCE, ...lockPlace(parent) }, undefined, lock.refusedAs, error)
      : error;
  });
}

/**
 * The lock of a first deploy, taken once the parent's namespace exists. Another first deploy of the
 * set that got there first has written the parent meanwhile, and this run's plan (made when nothing
 * existed) is out of date: it stops before writing the parent or any member.
 */
export async function takeLockInCreatedNamespace(
  cluster: Cluster,
  plan: Plan,
  awaiting: LockAwaitingNamespace,
): Promise<HeldLock> {
  const lock = await awaiting.take();
  const { parent } = plan.parent;
  const live = await getObject(cluster.client, parent.info, parent.namespace, parent.name).catch(
    async (error: unknown) => {
      await lock.release();
      throw error;
    },
  );
  if (!live) return lock;
  await lock.release();
  throw new UserError(
    `another deploy of this ApplySet created its parent in namespace ${awaiting.namespace} while this one was planning a first deploy; this run wrote nothing but that namespace`,
    {
      hint: 'run again: the next run plans against what that deploy left (give deploy jobs one concurrency group to keep deploys of a set from running at once)',
    },
  );
}
