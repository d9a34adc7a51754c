import type { ApplySet } from '../applyset/applySet.ts';
import type { HeldLock, LockAwaitingNamespace } from '../applyset/applySetLock.ts';
import type { ParentOptions, ParentReading } from '../applyset/readParent.ts';
import { UserError } from '../common/errors.ts';
import { handledLater } from '../common/handledLater.ts';
import type { Cluster, ConnectOptions, OpeningCluster } from '../kube/connect.ts';
import type { RequestCounts } from '../kube/requestStats.ts';
import type { ManifestObject } from '../kube/manifestObject.ts';
import type { PlanAhead } from '../plan/planAhead.ts';
import type { PlanCache } from '../plan/planCache.ts';
import type { Plan } from '../plan/planTypes.ts';
import { type RunLock, takeLock, takeLockInCreatedNamespace } from './runLock.ts';
import {
  connect,
  discovered,
  loadPlanAhead,
  planAhead,
  type PlanAheadOpening,
  readTheParent,
  readTheRecord,
  resolveParentOf,
} from './runPhases.ts';

/** How a run opens: its connection, its parent, whether it locks the set, and whether it plans while the manifests are read. */
export interface RunOpening {
  connect: ConnectOptions;
  /** A connection shared by several runs, used instead of connecting as `connect` says. */
  cluster?: Cluster | undefined;
  parent: ParentOptions;
  /** Takes the ApplySet's lock. */
  lock?: RunLock | undefined;
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
  /** Dry-runs each file's objects as soon as it is read (and the lock held). */
  planAhead?: PlanAheadOpening;
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
  return new RunSession(opening);
}

/** A held run whose parent may still be on its way. */
type LockedRun = Omit<HeldRun, 'reading'> & { reading: Promise<ParentReading> };

/** An open run: its phases (runPhases.ts) in their order, the lock it holds, and how it stops. */
class RunSession implements OpenRun {
  readonly connection: Promise<Cluster>;
  readonly held: Promise<HeldRun>;
  readonly signal: AbortSignal;
  private readonly opening: RunOpening;
  private readonly stopping = new AbortController();
  private readonly locked: Promise<LockedRun>;
  /** The counts of a shared connection when this run began on it. */
  private readonly before: RequestCounts | undefined;
  private client: Cluster['client'] | undefined;
  private lock: HeldLock | undefined;
  private lost = false;
  private stopProgress = (): void => {};

  constructor(opening: RunOpening) {
    this.opening = opening;
    this.signal = this.stopping.signal;
    if (opening.signal?.aborted) this.cancel();
    opening.signal?.addEventListener('abort', this.cancel, { once: true });
    this.client = opening.cluster?.client;
    this.before = opening.cluster?.client.stats.counts();
    const opened = connect(opening.cluster, opening.connect, this.signal);
    // Awaited by the caller after the manifests, a failure reported there.
    this.connection = handledLater(opened.then(discovered));
    // Awaited by `held` and by close().
    this.locked = handledLater(opened.then((cluster) => this.open(cluster)));
    // Awaited by the caller once the manifests are read.
    this.held = handledLater(this.locked.then(async (run) => ({ ...run, reading: await run.reading })));
  }

  /** Connected: reads the parent (before the lock too, when asked), takes the lock, reads the record, plans ahead. */
  private async open(cluster: OpeningCluster): Promise<LockedRun> {
    const { opening } = this;
    this.client = cluster.client;
    if (opening.reportProgress) this.stopProgress = cluster.client.onProgress(opening.info);
    const plan = opening.planAhead;
    // Awaited once the lock is held; a run that fails before then reports that failure.
    const planning = plan && handledLater(loadPlanAhead(cluster.discovery));
    const namespace = opening.parent.namespace ?? cluster.defaultNamespace;
    const parentOptions = { ...opening.parent, namespace };
    const steps: OpeningCluster = { ...cluster, client: cluster.client.withSignal(this.signal) };
    const parent = await resolveParentOf(cluster, parentOptions);
    const check = (reading: ParentReading) => opening.check?.(reading);
    if (opening.readBeforeLock) await readTheParent(steps, parent, parentOptions, check);
    const taking = opening.lock && this.takeLock(steps.client, parent, opening.lock);
    const record = readTheRecord(steps.client, parent, plan);
    const awaiting = taking && (await this.hold(taking));
    // Awaited by `held` (and the early plan), whose failure reaches the caller.
    const reading = handledLater(readTheParent(steps, parent, parentOptions, check));
    const stepsCluster: Cluster = await discovered(steps);
    const { cache, ahead } =
      plan && planning
        ? planAhead(await planning, stepsCluster, parent, reading, namespace, plan, record)
        : { cache: undefined, ahead: undefined };
    return {
      cluster: stepsCluster,
      namespace,
      reading,
      cache,
      ahead,
      ...(awaiting
        ? {
            lockInCreatedNamespace: (forPlan: Plan) =>
              takeLockInCreatedNamespace(stepsCluster, forPlan, awaiting).then((held) => void (this.lock = held)),
          }
        : {}),
    };
  }

  /** The lock phase: a lost lock stops the run's requests, and says why. */
  private takeLock(client: Cluster['client'], parent: ApplySet, lock: RunLock) {
    return takeLock(client, parent, lock, {
      info: this.opening.info,
      signal: this.signal,
      lost: (reason) => {
        this.lost = true;
        this.stopping.abort(new UserError(reason, { hint: lock.lostHint }));
      },
    });
  }

  /** Holds the lock once taken; a lock that awaits the namespace a first deploy creates is returned to take later. */
  private async hold(taking: ReturnType<RunSession['takeLock']>): Promise<LockAwaitingNamespace | undefined> {
    const acquired = await taking;
    if ('take' in acquired) return acquired;
    this.lock = acquired;
    return undefined;
  }

  private readonly cancel = () =>
    this.stopping.abort(this.opening.cancelled?.() ?? new UserError('the run was cancelled'));

  readonly stop = () => this.stopping.abort();

  readonly stopped = () =>
    this.signal.reason instanceof UserError ? this.signal.reason : new UserError('the run was cancelled');

  readonly lockLost = () => this.lost;

  // A run that failed to open plans nothing early; `held` tells the caller why.
  readonly planEarly = (objects: ManifestObject[]) =>
    void this.locked.then(
      ({ ahead }) => ahead?.add(objects),
      () => undefined,
    );

  readonly requests = () => (this.before ? this.client!.stats.since(this.before) : this.client!.stats.counts());

  readonly releaseLock = async () => {
    const releasing = this.lock;
    this.lock = undefined;
    await releasing?.release();
  };

  readonly close = async () => {
    this.opening.signal?.removeEventListener('abort', this.cancel);
    // Dry-runs sent early for a set the plan then refused are not left queued.
    this.stopping.abort();
    // Swallowed: a failure to open reached the caller through `held`; a lock taken meanwhile is given back at once.
    await this.locked.catch(() => undefined);
    await this.releaseLock();
    this.stopProgress();
  };
}
