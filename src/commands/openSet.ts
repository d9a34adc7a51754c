import { TOOL_NAME, TOOLING_ANNOTATION } from '../applyset/applySetKeys.ts';
import { acquireLock, defaultHolder, type HeldLock } from '../applyset/applySetLock.ts';
import type { ParentRef } from '../applyset/parentRef.ts';
import type { ApplySetParent } from '../applyset/parentState.ts';
import { readParent, resolveParent, type ParentReading } from '../applyset/readParent.ts';
import { UserError } from '../errors.ts';
import { connect, type Cluster } from '../kube/connect.ts';
import type { KubeObject } from '../kube/kubeObject.ts';
import { describeRef } from '../kube/objectRef.ts';
import type { RequestCounts } from '../kube/requestStats.ts';

/** How a tooling command reaches the cluster: the CLI's connection flags. */
export interface ConnectionFlags {
  kubeconfigPath: string | undefined;
  /** A kubeconfig's content, read from memory (the action's input), before kubeconfigPath. */
  kubeconfig?: string | undefined;
  retryTimeoutSeconds?: number;
  context: string | undefined;
  concurrency: number;
}

/** Which tool manages a set, by its parent's tooling annotation: this one, kubectl, or another. */
export type Tooling = 'ours' | 'kubectl' | 'other';

export function toolingOf(annotations: Record<string, string> | undefined): { tooling: Tooling; text: string | undefined } {
  const text = annotations?.[TOOLING_ANNOTATION];
  const name = text?.slice(0, Math.max(0, text.lastIndexOf('/')));
  return { tooling: name === TOOL_NAME ? 'ours' : name === 'kubectl' ? 'kubectl' : 'other', text };
}

/** What a command on one ApplySet holds: the connection, the parent resolved once and read, and (writing) its lock. */
export interface OpenSet {
  cluster: Cluster;
  parent: ApplySetParent;
  reading: ParentReading;
  /** The live parent: a command on a set needs one. */
  live: KubeObject;
  tooling: Tooling;
  /** The requests sent so far. */
  requests(): RequestCounts;
  /** Releases the lock, if one is held; never throws. */
  close(): Promise<void>;
  /** Why the command's requests were stopped (its lock was lost); undefined while they go on. */
  stopped(): UserError | undefined;
  /** Aborted when they are stopped: what waits beside the requests (a watch) stops too. */
  signal: AbortSignal;
}

/** The connection the flags name: the kubeconfig (KUBECONFIG, ~/.kube/config by default) and its context. */
export function connectWith(flags: ConnectionFlags): Promise<Cluster> {
  return connect({
    ...(flags.kubeconfigPath ? { kubeconfigPath: flags.kubeconfigPath } : {}),
    ...(flags.kubeconfig ? { kubeconfig: flags.kubeconfig } : {}),
    ...(flags.context ? { context: flags.context } : {}),
    ...(flags.retryTimeoutSeconds === undefined ? {} : { retryTimeoutSeconds: flags.retryTimeoutSeconds }),
    concurrency: flags.concurrency,
  });
}

/** The set has no parent: there is nothing to act on (a destroy takes it as done). Thrown before any write or lock. */
export class ParentMissing extends UserError {
  readonly parent: ApplySetParent;

  constructor(parent: ApplySetParent, message: string, options: { hint?: string }) {
    super(message, options);
    this.parent = parent;
  }
}

export interface SetTarget extends ConnectionFlags {
  applyset: ParentRef;
  namespace: string | undefined;
}

/**
 * Connects, resolves the parent and reads it. A read works on any set. A write needs, as apply does,
 * --adopt for a set another tool manages (refused before anything is written), then takes the
 * ApplySet's lock and reads the parent again under it; a lost lock stops the command's requests.
 */
export async function openSet(target: SetTarget, write?: { adopt: boolean; lockTimeoutSeconds: number; info(line: string): void; holder?: string | undefined; signal?: AbortSignal | undefined }): Promise<OpenSet> {
  const connected = await connectWith(target);
  const options = { applyset: target.applyset, namespace: target.namespace ?? connected.defaultNamespace, adopt: write?.adopt ?? true };
  const parent = resolveParent(connected, options);
  const read = (cluster: Cluster) => readParent(cluster, parent, options).then((reading) => {
    if (reading.live) return { reading, live: reading.live };
    throw new ParentMissing(parent, `no ApplySet parent ${describeRef({ ...parent.info, namespace: parent.namespace, name: parent.name })}`, {
      hint: 'check the parent\'s name and namespace (applyset-action list -A shows every ApplySet you can read)',
    });
  });
  const stop = new AbortController();
  const opened = (cluster: Cluster, { reading, live }: Awaited<ReturnType<typeof read>>, close: () => Promise<void>): OpenSet => ({
    cluster, parent, reading, live, tooling: toolingOf(live.metadata.annotations).tooling, requests: () => connected.client.stats.counts(), close,
    stopped: () => (stop.signal.reason instanceof UserError ? stop.signal.reason : undefined),
    signal: stop.signal,
  });
  if (!write) return opened(connected, await read(connected), async () => {});
  await read(connected);
  // A cancelled run (the action's SIGINT) stops as a lost lock does: no new request, the lock released by close().
  write.signal?.addEventListener('abort', () => stop.abort(new UserError('cancelled: the log says what was done before')), { once: true });
  const onLost = (reason: string) => stop.abort(new UserError(reason, { hint: 'another run took the ApplySet\'s lock: see what it did (applyset-action view), then run again' }));
  const acquired = await acquireLock(connected.client, parent, { holder: write.holder ?? defaultHolder(), timeoutSeconds: write.lockTimeoutSeconds, info: write.info, onLost, signal: stop.signal });
  // The parent exists, so its namespace does: the lock is held.
  let lock: HeldLock | undefined = 'take' in acquired ? undefined : acquired;
  const close = async () => {
    await lock?.release();
    lock = undefined;
  };
  const cluster = { ...connected, client: connected.client.withSignal(stop.signal) };
  try {
    return opened(cluster, await read(cluster), close);
  } catch (error) {
    await close();
    throw error;
  }
}
