import { parentRef, type ApplySet } from '../applyset/applySet.ts';
import {
  acquireLock,
  type HeldLock,
  LEASE_RESOURCE,
  type LockAwaitingNamespace,
  lockPlace,
} from '../applyset/applySetLock.ts';
import { readRecordOf, recordToRead } from '../applyset/planRecordSecret.ts';
import {
  parentBeforeDiscovery,
  type ParentOptions,
  type ParentReading,
  readParent,
  resolveParent,
} from '../applyset/readParent.ts';
import { UserError } from '../common/errors.ts';
import { ApiError } from '../kube/apiError.ts';
import { openCluster, type Cluster, type ConnectOptions, type OpeningCluster } from '../kube/connect.ts';
import type { KubeObject } from '../kube/kubeObject.ts';
import { getObject } from '../kube/objectRequests.ts';
import type { RequestCounts } from '../kube/requestStats.ts';
import type { ManifestObject } from '../manifests/manifestObject.ts';
import { objectError } from '../plan/objectErrors.ts';
import type { PlanAhead } from '../plan/planAhead.ts';
import type { PlanCache } from '../plan/planCache.ts';
import type { DryRunOptions } from '../plan/planRequests.ts';
import type { Plan } from '../plan/planTypes.ts';

/** How a run opens: its connection, its parent, whether it locks the set, and whether it plans while the manifests are read. */
export interface RunOpening {
  connect: ConnectOptions;
  /** A connection shared by several runs, used instead of connecting as `connect` says. */
  cluster?: Cluster | undefined;
  parent: ParentOptions;
  /** Takes the ApplySet's lock; `lostHint` is what a run that lost it tells, `refusedAs` what failed when it cannot be taken. */
  lock?: { holder: string; timeoutSeconds: number; lostHint: string; refusedAs: string } | undefined;
  /** Reads the parent before taking the lock too: a set refused on reading is refused before its Lease is written. */
  readBeforeLock?: boolean;
  /** Checks each reading of the parent; what it throws refuses the set. */
  check?(reading: ParentReading): void;
  info(line: string): void;
  /** Reports the client's slow or retried requests to `info`. */
  reportProgress?: boolean;
  /** Stops the run; `cancelled` says how. */
  signal?: AbortSignal | undefined;
  cancelled?: () => UserError;
  /** Dry-runs each file's objects as soon as it is read (and the lock held), reading the last apply's plan record when `cache`. */
  /** `writesRecord`: an apply, which writes the next plan record (a preview only reads it). */
  /** `trusted`: the deploy's public keys (plan-record-key), under which a preview reads the record's public copy; `signsCopy`: an apply writes that copy. */
  planAhead?: {
    options: DryRunOptions;
    cache: boolean;
    writesRecord: boolean;
    trusted: readonly string[];
    signsCopy: boolean;
  };
}

/** What an open run holds once the lock is held and the parent read. */
export interface HeldRun {
  /** The connection of the run's steps: their requests stop when the run stops. */
  cluster: Cluster;
  namespace: string | undefined;
  reading: ParentReading;
  cache: PlanCache | undefined;
  ahead: PlanAhead | undefined;
  /** A first deploy into a namespace it creates: takes the lock once that namespace exists, before the parent is written. */
  lockInCreatedNamespace?: (plan: Plan) => Promise<void>;
}

export interface OpenRun {
  /** The connection once discovery answered; its client does not stop with the run. */
  connection: Promise<Cluster>;
  held: Promise<HeldRun>;
  /** Stops the run's requests (a manifest error, the end of the run). */
  signal: AbortSignal;
  stop(): void;
  /** Why the run's requests were stopped: cancelled, or its lock lost. */
  stopped(): UserError;
  lockLost(): boolean;
  /** Hands a file's objects to the early plan, once the lock is held. */
  planEarly(objects: ManifestObject[]): void;
  /** The requests this run sent on its connection. */
  requests(): RequestCounts;
  /** Releases the lock now (the writes are done); never throws. */
  releaseLock(): Promise<void>;
  /** Stops what is under way, gives the lock back (once its taking ended) and stops reporting; never throws. */
  close(): Promise<void>;
}

/**
 * Opens a run: connects, resolves the parent once, takes the lock and reads the parent. The lock,
 * the parent and the LISTs of what it records need no manifest: they go out while the manifests
 * are read, and each file's dry-runs follow as soon as it is read and the lock is held. A Secret or
 * ConfigMap parent needs no discovery either: its lock and its read go out beside it.
 */
export function openRun(opening: RunOpening): OpenRun {
  const stop = new AbortController();
  const cancel = () => stop.abort(opening.cancelled?.() ?? new UserError('the run was cancelled'));
  if (opening.signal?.aborted) cancel();
  opening.signal?.addEventListener('abort', cancel, { once: true });
  const shared = opening.cluster;
  const before = shared?.client.stats.counts();
  const opened: Promise<OpeningCluster> = shared
    ? Promise.resolve({ ...shared, discovery: Promise.resolve(shared.discovery) })
    : Promise.resolve().then(() => openCluster(opening.connect, {}, stop.signal));
  let client: Cluster['client'] | undefined = shared?.client;
  const connection: Promise<Cluster> = opened.then(async (cluster) => ({
    ...cluster,
    discovery: await cluster.discovery,
  }));
  // Handled by the caller after the manifests: not an unhandled rejection while they are read.
  connection.catch(() => undefined);
  let lock: HeldLock | undefined;
  let lockLost = false;
  let stopProgress = (): void => {};

  const locked = opened.then(async (cluster) => {
    client = cluster.client;
    if (opening.reportProgress) stopProgress = cluster.client.onProgress(opening.info);
    // The early plan's modules load once discovery has answered, while the lock's and the parent's requests
    // are out, not before the run's first request (Node compiles an import() at once).
    const planning =
      opening.planAhead &&
      cluster.discovery.then(() => Promise.all([import('../plan/planAhead.ts'), import('../plan/planCache.ts')]));
    // Awaited below once the lock is held; a run that fails before then reports that failure, and an import of
    // the bundle's own modules has nothing else to lose.
    planning?.catch(() => undefined);
    const namespace = opening.parent.namespace ?? cluster.defaultNamespace;
    const parentOptions = { ...opening.parent, namespace };
    const steps = cluster.client.withSignal(stop.signal);
    // The ApplySet: given resolved, or a Secret or ConfigMap parent's before discovery answers, a custom resource's after.
    const parent =
      parentBeforeDiscovery(parentOptions) ?? resolveParent({ discovery: await cluster.discovery }, parentOptions);
    const checked = (reading: ParentReading) => {
      opening.check?.(reading);
      return reading;
    };
    if (opening.readBeforeLock) {
      const early = readOf(steps, parent);
      // Awaited by readParent just below, which throws its failure.
      early.catch(() => undefined);
      checked(
        await readParent(
          { ...cluster, client: steps, discovery: await cluster.discovery },
          parent,
          parentOptions,
          early,
        ),
      );
    }
    const plan = opening.planAhead;
    let awaiting: LockAwaitingNamespace | undefined;
    const taking =
      opening.lock &&
      takeLock(steps, parent, opening.lock, opening.info, stop.signal, (reason) => {
        lockLost = true;
        stop.abort(new UserError(reason, { hint: opening.lock!.lostHint }));
      });
    // The plan record, or its public copy, read beside the lock (see PlanCache.open): undefined for a credential with no key.
    const toRead = plan?.cache ? recordToRead(steps, { writes: plan.writesRecord, trusted: plan.trusted }) : undefined;
    const record = toRead && readRecordOf(steps, parent, toRead);
    if (taking) {
      const acquired = await taking;
      if ('take' in acquired) awaiting = acquired;
      else lock = acquired;
    }
    const read = readOf(steps, parent);
    // Awaited by readParent just below.
    read.catch(() => undefined);
    const stepsCluster: Cluster = { ...cluster, client: steps, discovery: await cluster.discovery };
    const reading = readParent(stepsCluster, parent, parentOptions, read).then(checked);
    // Awaited by `held` (and the early plan), whose failure reaches the caller.
    reading.catch(() => undefined);
    let cache: PlanCache | undefined;
    let ahead: PlanAhead | undefined;
    if (plan && planning) {
      const [early, cached] = await planning;
      cache = plan.cache
        ? cached.PlanCache.open(steps, stepsCluster.discovery, parent, plan.options, {
            early: record,
            writes: plan.writesRecord,
            trusted: plan.trusted,
            signsCopy: plan.signsCopy,
          })
        : undefined;
      ahead = new early.PlanAhead(stepsCluster, parent, reading, namespace, plan.options, cache);
    }
    const lockInCreatedNamespace =
      awaiting &&
      ((forPlan: Plan) =>
        takeLockInCreatedNamespace(stepsCluster, forPlan, awaiting).then((held) => void (lock = held)));
    return {
      cluster: stepsCluster,
      namespace,
      reading,
      cache,
      ahead,
      ...(lockInCreatedNamespace ? { lockInCreatedNamespace } : {}),
    };
  });
  // Awaited by `held`, which the caller awaits: a failure reaches it there.
  locked.catch(() => undefined);
  const held = locked.then(async (run) => ({ ...run, reading: await run.reading }));
  // The caller awaits it once the manifests are read: not an unhandled rejection meanwhile.
  held.catch(() => undefined);

  const releaseLock = async () => {
    const releasing = lock;
    lock = undefined;
    await releasing?.release();
  };
  return {
    connection,
    held,
    signal: stop.signal,
    stop: () => stop.abort(),
    stopped: () =>
      stop.signal.reason instanceof UserError ? stop.signal.reason : new UserError('the run was cancelled'),
    lockLost: () => lockLost,
    // A run that failed to open plans nothing early; `held` tells the caller why.
    planEarly: (objects) =>
      void locked.then(
        ({ ahead }) => ahead?.add(objects),
        () => undefined,
      ),
    requests: () => (before ? client!.stats.since(before) : client!.stats.counts()),
    releaseLock,
    close: async () => {
      opening.signal?.removeEventListener('abort', cancel);
      // Dry-runs sent early for a set the plan then refused are not left queued.
      stop.abort();
      // A lock taken meanwhile is given back at once. A failure to open reached the caller through `held`.
      await locked.catch(() => undefined);
      await releaseLock();
      stopProgress();
    },
  };
}

/** The parent's GET; refused (RBAC without get on it), said as for any object, not as a bug. */
function readOf(client: Cluster['client'], parent: ApplySet): Promise<KubeObject | undefined> {
  return getObject(client, parent.info, parent.namespace, parent.name).catch((error: unknown) => {
    throw error instanceof ApiError
      ? objectError(parentRef(parent), undefined, 'reading the ApplySet parent', error)
      : error;
  });
}

function takeLock(
  client: Cluster['client'],
  parent: ApplySet,
  lock: NonNullable<RunOpening['lock']>,
  info: (line: string) => void,
  signal: AbortSignal,
  onLost: (reason: string) => void,
): Promise<HeldLock | LockAwaitingNamespace> {
  return acquireLock(client, parent, {
    holder: lock.holder,
    timeoutSeconds: lock.timeoutSeconds,
    info,
    onLost,
    signal,
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
async function takeLockInCreatedNamespace(
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
