import { describeApplySet, type ApplySet } from '../applyset/applySet.ts';
import { defaultHolder } from '../applyset/applySetLock.ts';
import type { ParentRef } from '../applyset/parentRef.ts';
import { toolingOf, type Tooling } from '../applyset/parentTooling.ts';
import type { ParentReading } from '../applyset/readParent.ts';
import { UserError } from '../common/errors.ts';
import type { RunEnvironment } from '../common/runEnvironment.ts';
import { CancelledError } from '../kube/apiError.ts';
import { connect, type Cluster, type ConnectOptions } from '../kube/connect.ts';
import type { KubeObject } from '../kube/kubeObject.ts';
import type { RequestCounts } from '../kube/requestStats.ts';
import { openRun } from '../engine/openRun.ts';

/** How a tooling command reaches the cluster: the CLI's connection flags. */
export interface ConnectionFlags {
  kubeconfigPath: string | undefined;
  /** A kubeconfig's content, read from memory (the action's input), before kubeconfigPath. */
  kubeconfig?: string | undefined;
  retryTimeoutSeconds?: number;
  context: string | undefined;
  concurrency: number;
  /** The face's environment: KUBECONFIG, DISABLE_HTTP2 ... */
  environment: RunEnvironment;
}

/** What a command on one ApplySet holds: the connection, the parent resolved once and read, and (writing) its lock. */
export interface OpenSet {
  cluster: Cluster;
  parent: ApplySet;
  reading: ParentReading;
  /** The live parent: a command on a set needs one. */
  live: KubeObject;
  tooling: Tooling;
  /** The requests sent so far. */
  requests(): RequestCounts;
  /** Releases the lock, if one is held, and stops what is under way; never throws. */
  close(): Promise<void>;
  /** Releases the lock now and lets the requests go on (a namespace holding the Lease is deleted after); never throws. */
  releaseLock(): Promise<void>;
  /** Why the command's requests were stopped (its lock was lost, the run cancelled); undefined while they go on. */
  stopped(): UserError | undefined;
  /** Aborted when they are stopped: what waits beside the requests (a watch) stops too. */
  signal: AbortSignal;
}

/** The connection the flags name: the kubeconfig (KUBECONFIG, ~/.kube/config by default) and its context. */
export function connectWith(flags: ConnectionFlags): Promise<Cluster> {
  return connect(connectionOf(flags));
}

/** The connection options the flags give. */
export function connectionOf(flags: ConnectionFlags): ConnectOptions {
  return {
    ...(flags.kubeconfigPath ? { kubeconfigPath: flags.kubeconfigPath } : {}),
    ...(flags.kubeconfig ? { kubeconfig: flags.kubeconfig } : {}),
    ...(flags.context ? { context: flags.context } : {}),
    ...(flags.retryTimeoutSeconds === undefined ? {} : { retryTimeoutSeconds: flags.retryTimeoutSeconds }),
    concurrency: flags.concurrency,
    environment: flags.environment,
  };
}

/** The set has no parent: there is nothing to act on (a destroy takes it as done). Thrown before any write or lock. */
export class ParentMissing extends UserError {
  readonly parent: ApplySet;

  constructor(parent: ApplySet, message: string, options: { hint?: string }) {
    super(message, options);
    this.parent = parent;
  }
}

/** Opening a set for writing: consent for another tool's set, the lock's wait, its holder, and the run's cancellation. */
export interface SetWrite {
  adopt: boolean;
  lockTimeoutSeconds: number;
  info(line: string): void;
  holder?: string | undefined;
  signal?: AbortSignal | undefined;
}

export interface SetTarget extends ConnectionFlags {
  /** As `--applyset` names it, or resolved already (verify -A --fix opens the parents it listed). */
  applyset: ParentRef | ApplySet;
  namespace: string | undefined;
}

/**
 * Connects, resolves the parent and reads it, as a run opens. A read works on any set. A write needs,
 * as apply does, --adopt for a set another tool manages (refused before anything is written), then
 * takes the ApplySet's lock and reads the parent again under it; a lost lock stops the command's requests.
 * Given a `cluster`, the set is opened on that connection (verify -A --fix opens each set it fixes so).
 */
export async function openSet(target: SetTarget, write?: SetWrite, cluster?: Cluster): Promise<OpenSet> {
  const run = openRun({
    connect: connectionOf(target),
    cluster,
    parent: { applyset: target.applyset, namespace: target.namespace, adopt: write?.adopt ?? true },
    lock: write && {
      holder: write.holder ?? defaultHolder(),
      timeoutSeconds: write.lockTimeoutSeconds,
      lostHint: "another run took the ApplySet's lock: see what it did (applyset-action view), then run again",
      refusedAs: 'taking the ApplySet lock',
    },
    readBeforeLock: write !== undefined,
    check: ({ parent, live }) => {
      if (!live) {
        throw new ParentMissing(parent, `no ApplySet parent ${describeApplySet(parent)}`, {
          hint: "check the parent's name and namespace (applyset-action list -A shows every ApplySet you can read)",
        });
      }
    },
    info: write?.info ?? (() => undefined),
    // A cancelled run (the action's SIGINT) stops as a lost lock does: no new request, the lock released by close().
    signal: write?.signal,
    cancelled: () => new UserError('cancelled: the log says what was done before'),
  });
  try {
    const { cluster: steps, reading } = await run.held;
    const live = reading.live!;
    return {
      cluster: steps,
      parent: reading.parent,
      reading,
      live,
      tooling: toolingOf(live.metadata.annotations).tooling,
      requests: run.requests,
      close: run.close,
      releaseLock: run.releaseLock,
      stopped: () => (run.signal.aborted && (run.lockLost() || write?.signal?.aborted) ? run.stopped() : undefined),
      signal: run.signal,
    };
  } catch (error) {
    await run.close();
    throw error;
  }
}

/** A command's work on an open set, then the set closed (its lock released); a request stopped by a lost lock or a cancelled run says why. */
export async function workOnSet<T>(set: OpenSet, work: () => Promise<T> | T): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw (error instanceof CancelledError && set.stopped()) || error;
  } finally {
    await set.close();
  }
}
