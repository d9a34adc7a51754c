import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { UserError, errorMessage } from '../common/errors.ts';
import { CancelledError, isConflict, isNamespaceMissing, isNotFound } from '../kube/apiError.ts';
import { resourcePath, type ResourceInfo } from '../kube/discovery.ts';
import type { KubeClient } from '../kube/kubeClient.ts';
import type { KubeObject } from '../kube/kubeObject.ts';
import { createObject, getObject } from '../kube/objectRequests.ts';
import { describeApplySet, type ApplySet } from './applySet.ts';

export const LEASE_RESOURCE: ResourceInfo = {
  group: 'coordination.k8s.io',
  version: 'v1',
  kind: 'Lease',
  resource: 'leases',
  namespaced: true,
};
/** A holder that stops renewing (killed, cut off) loses the lock this long after its last renewal. */
export const LEASE_SECONDS = 30;
const RENEW_EVERY_MS = 10_000;
const POLL_EVERY_MS = 2_000;
const REPORT_EVERY_MS = 10_000;
/** Releasing is best effort and bounded: an unreleased Lease expires on its own. */
const RELEASE_WITHIN_MS = 2_000;
/** A cluster-scoped parent has no namespace; its Lease (and plan record) lives here. */
const CLUSTER_PARENT_LEASE_NAMESPACE = 'default';

interface Lease extends KubeObject {
  spec?: {
    holderIdentity?: string;
    leaseDurationSeconds?: number;
    acquireTime?: string;
    renewTime?: string;
    leaseTransitions?: number;
  };
}

type LockPlace = { namespace: string; name: string };

/** Where the Lease of an ApplySet lives: beside its parent, named after it. */
export function lockPlace(parent: ApplySet): LockPlace {
  return besideParent(parent, 'applyset-lock');
}

/** Where an object of the tool's own for an ApplySet lives: `<prefix>.<kind>.<parent name>` in the parent's namespace. */
export function besideParent(parent: ApplySet, prefix: string): LockPlace {
  const kind = [parent.info.kind.toLowerCase(), parent.info.group].filter((s) => s !== '').join('.');
  const name = `${prefix}.${kind}.${parent.name}`.slice(0, 253).replace(/[^a-z0-9]+$/, '');
  return { namespace: parent.namespace || CLUSTER_PARENT_LEASE_NAMESPACE, name };
}

/** Who this run is: host, pid, and a random tag, as two runs in one process must not pass for each other. */
export function defaultHolder(): string {
  return `${hostname()} pid ${process.pid} run ${randomUUID().slice(0, 8)}`;
}

export interface LockOptions {
  /** Who holds the lock, as another run's message will name it. */
  holder: string;
  timeoutSeconds: number;
  info: (line: string) => void;
  /** The lock was lost while held (another run took it over): the run must stop writing. */
  onLost: (reason: string) => void;
  /** Stops the wait for another run's lock. */
  signal?: AbortSignal;
}

export interface HeldLock {
  /** Stops renewing and deletes the Lease (if it is still this run's); never throws. */
  release(): Promise<void>;
}

/**
 * The lock of a first deploy whose parent's namespace does not exist yet, so neither can its Lease:
 * nothing of the set can live there, and the apply takes the lock once it has created that namespace
 * (the one write before the lock), before it writes the parent. Two first deploys racing both create
 * the namespace, then exclude each other at the Lease as any two deploys do.
 */
export interface LockAwaitingNamespace {
  readonly namespace: string;
  /** Takes the lock as {@link acquireLock} does; fails, saying why, when the namespace still does not exist. */
  take(): Promise<HeldLock>;
}

/** The Lease could not be created because its namespace does not exist. */
const NAMESPACE_MISSING = Symbol('namespace missing');

/**
 * Takes the ApplySet's Lease: creates it, or takes it over once its holder stopped renewing it;
 * while another run holds it, waits (saying so every 10 s) up to the timeout, then fails naming
 * the holder. Held, it is renewed every 10 s. When the parent's namespace does not exist, the lock
 * waits for this run to create it ({@link LockAwaitingNamespace}).
 */
export async function acquireLock(
  client: KubeClient,
  parent: ApplySet,
  options: LockOptions,
): Promise<HeldLock | LockAwaitingNamespace> {
  const place = lockPlace(parent);
  const taken = await waitForLock(client, parent, place, options);
  if (taken !== NAMESPACE_MISSING) return taken;
  return {
    namespace: place.namespace,
    take: async () => {
      const held = await waitForLock(client, parent, place, options);
      if (held !== NAMESPACE_MISSING) return held;
      throw new UserError(
        `namespace ${place.namespace}, where the ApplySet ${describeApplySet(parent)} and its lock live, does not exist, and the manifests do not create it`,
        {
          hint: `create namespace ${place.namespace} first, or add its Namespace object to the manifests`,
        },
      );
    },
  };
}

/**
 * The lock's loop. Every pass reads the Lease, tries to take it when it is free or expired, and
 * otherwise sleeps before the next: whatever the server answers, the loop ends at the timeout
 * (after one pass, for a timeout of 0) with at most two requests a pass.
 */
async function waitForLock(
  client: KubeClient,
  parent: ApplySet,
  place: LockPlace,
  options: LockOptions,
): Promise<HeldLock | typeof NAMESPACE_MISSING> {
  const started = Date.now();
  let observed: { resourceVersion: string | undefined; at: number } | undefined;
  let lastReport = 0;
  // The usual case: no Lease (the last run deleted its own). Creating it first takes one round trip, not two.
  let attempt = await take(client, place, undefined, options.holder);
  for (;;) {
    if (attempt === NAMESPACE_MISSING) return NAMESPACE_MISSING;
    if (attempt.lease) return hold(client, place, attempt.lease, options);
    const lease = (await getObject(client, LEASE_RESOURCE, place.namespace, place.name)) as Lease | undefined;
    const now = Date.now();
    if (lease?.metadata.resourceVersion !== observed?.resourceVersion)
      observed = { resourceVersion: lease?.metadata.resourceVersion, at: now };
    // Ours already: the answer to this run's own create or takeover was lost, and its retry found it done.
    if (lease?.spec?.holderIdentity === options.holder) return hold(client, place, lease, options);
    if (!lease || isExpired(lease, now, now - observed!.at)) {
      attempt = await take(client, place, lease, options.holder);
      if (attempt === NAMESPACE_MISSING || attempt.lease) continue;
    }
    const waited = Date.now() - started;
    const holder = lease && !isExpired(lease, now, 0) ? (lease.spec?.holderIdentity ?? 'an unknown holder') : undefined;
    if (waited >= options.timeoutSeconds * 1000) throw lockTimeout(parent, place, waited, holder, attempt.refused);
    if (lastReport === 0 || now - lastReport >= REPORT_EVERY_MS) {
      lastReport = now;
      const who = holder
        ? `${holder} holds it`
        : `it could not be taken (${attempt.refused ?? 'another run took it first'})`;
      options.info(
        `waiting for the ApplySet lock: ${who} (Lease ${place.namespace}/${place.name}); waited ${Math.round(waited / 1000)} s of ${options.timeoutSeconds} s (lock-timeout)`,
      );
    }
    try {
      await sleep(
        Math.min(POLL_EVERY_MS, options.timeoutSeconds * 1000 - waited),
        undefined,
        options.signal ? { signal: options.signal } : {},
      );
    } catch (error) {
      throw new CancelledError('cancelled while waiting for the ApplySet lock', { cause: error });
    }
  }
}

function lockTimeout(
  parent: ApplySet,
  place: LockPlace,
  waitedMs: number,
  holder: string | undefined,
  refused: string | undefined,
): UserError {
  const waited = `waited ${Math.round(waitedMs / 1000)} s (lock-timeout)`;
  if (holder) {
    return new UserError(
      `the ApplySet ${describeApplySet(parent)} is being deployed by ${holder} (it holds the Lease ${place.namespace}/${place.name}); ${waited}`,
      {
        hint: `let that run finish, or raise lock-timeout (--lock-timeout). If that run is gone, its Lease expires ${LEASE_SECONDS} s after its last renewal and the next run takes it over`,
      },
    );
  }
  return new UserError(
    `the ApplySet lock (Lease ${place.namespace}/${place.name}) could not be taken: ${refused ?? 'other runs kept taking it first'}; ${waited}`,
    {
      hint: 'check that the API server serves coordination.k8s.io/v1 leases in that namespace and that the credentials may create, update and delete them; lock: false (--lock=false) turns the lock off',
    },
  );
}

/** Who holds the ApplySet's Lease now, if anyone: a preview says a deploy is in progress. Unreadable (no RBAC for leases) is unknown. */
export async function lockHolder(client: KubeClient, parent: ApplySet): Promise<string | undefined> {
  const place = lockPlace(parent);
  let lease: Lease | undefined;
  try {
    lease = (await getObject(client, LEASE_RESOURCE, place.namespace, place.name)) as Lease | undefined;
  } catch (error) {
    if (error instanceof CancelledError) throw error;
    return undefined;
  }
  return lease && !isExpired(lease, Date.now(), 0) ? (lease.spec?.holderIdentity ?? 'an unknown holder') : undefined;
}

/**
 * Expired: released (no holder), renewed longer ago than its duration, or (the holder's clock may
 * differ from ours) unchanged for that long as seen from here.
 */
function isExpired(lease: Lease, now: number, unchangedForMs: number): boolean {
  const spec = lease.spec ?? {};
  if (!spec.holderIdentity) return true;
  const durationMs = (spec.leaseDurationSeconds ?? LEASE_SECONDS) * 1000;
  const renewed = Date.parse(spec.renewTime ?? spec.acquireTime ?? '');
  return (Number.isFinite(renewed) && now - renewed > durationMs) || unchangedForMs > durationMs;
}

/**
 * Creates the Lease, or replaces an expired one if it is still the version read. Not taken: another
 * run was quicker (409), the Lease went away meanwhile, or the server refused with a 404 (`refused`
 * says so); the namespace's absence is told apart.
 */
async function take(
  client: KubeClient,
  place: LockPlace,
  expired: Lease | undefined,
  holder: string,
): Promise<{ lease?: Lease; refused?: string } | typeof NAMESPACE_MISSING> {
  const now = microTime(new Date());
  const spec = {
    holderIdentity: holder,
    leaseDurationSeconds: LEASE_SECONDS,
    acquireTime: now,
    renewTime: now,
    leaseTransitions: (expired?.spec?.leaseTransitions ?? -1) + 1,
  };
  try {
    if (!expired) {
      const lease: Lease = {
        apiVersion: 'coordination.k8s.io/v1',
        kind: 'Lease',
        metadata: { name: place.name, namespace: place.namespace },
        spec,
      };
      return { lease: (await createObject(client, LEASE_RESOURCE, lease, 'applyset-action')) as Lease };
    }
    return { lease: await replace(client, place, { ...expired, spec }) };
  } catch (error) {
    if (!expired && isNamespaceMissing(error, place.namespace)) return NAMESPACE_MISSING;
    if (isConflict(error)) return {};
    if (isNotFound(error))
      return {
        refused: `the API server answered 404 to ${expired ? 'its takeover' : 'its creation'}: ${errorMessage(error)}`,
      };
    throw error;
  }
}

async function replace(client: KubeClient, place: LockPlace, lease: Lease): Promise<Lease> {
  return (
    await client.request<Lease>({
      method: 'PUT',
      path: resourcePath(LEASE_RESOURCE, place.namespace, place.name),
      body: lease,
    })
  ).body;
}

function hold(client: KubeClient, place: LockPlace, taken: Lease, options: LockOptions): HeldLock {
  let lease = taken;
  let lastRenewed = Date.now();
  // Renewals stop when the lock is released, even in the middle of an outage's retries.
  const releasing = new AbortController();
  const renewer = client.withSignal(releasing.signal);
  let renewing: Promise<void> = Promise.resolve();
  const renew = async () => {
    try {
      lease = await replace(renewer, place, { ...lease, spec: { ...lease.spec, renewTime: microTime(new Date()) } });
      lastRenewed = Date.now();
    } catch (error) {
      if (releasing.signal.aborted) return;
      if (isConflict(error) || isNotFound(error)) {
        // A renewal whose answer was lost and whose retry then conflicted with itself: still ours.
        let current: Lease | undefined;
        try {
          current = (await getObject(renewer, LEASE_RESOURCE, place.namespace, place.name)) as Lease | undefined;
        } catch (readError) {
          // Not known to be ours any more: the run stops, and says why rather than blaming another run.
          clearInterval(timer);
          options.onLost(
            `the ApplySet lock (Lease ${place.namespace}/${place.name}) could not be read back after a conflicting renewal: ${errorMessage(readError)}`,
          );
          return;
        }
        if (current?.spec?.holderIdentity === options.holder) {
          lease = current;
          return;
        }
        clearInterval(timer);
        options.onLost(
          `another run took over the ApplySet lock (Lease ${place.namespace}/${place.name}) while this one held it`,
        );
      } else if (Date.now() - lastRenewed > LEASE_SECONDS * 1000) {
        clearInterval(timer);
        options.onLost(
          `the ApplySet lock (Lease ${place.namespace}/${place.name}) could not be renewed for ${LEASE_SECONDS} s: ${errorMessage(error)}`,
        );
      }
    }
  };
  const timer = setInterval(() => (renewing = renewing.then(renew)), RENEW_EVERY_MS);
  timer.unref();
  return {
    release: async () => {
      clearInterval(timer);
      releasing.abort();
      await renewing;
      const bounded = client.withSignal(AbortSignal.timeout(RELEASE_WITHIN_MS));
      try {
        await bounded.request({
          method: 'DELETE',
          path: resourcePath(LEASE_RESOURCE, place.namespace, place.name),
          body: {
            kind: 'DeleteOptions',
            apiVersion: 'v1',
            preconditions: { resourceVersion: lease.metadata.resourceVersion },
          },
        });
      } catch (error) {
        if (!isConflict(error) && !isNotFound(error))
          options.info(
            `could not release the ApplySet lock (${errorMessage(error)}); it expires within ${LEASE_SECONDS} s`,
          );
      }
    },
  };
}

/** The API server's MicroTime: RFC 3339 with microseconds. */
function microTime(date: Date): string {
  return date.toISOString().replace(/\.(\d{3})Z$/, '.$1000Z');
}
