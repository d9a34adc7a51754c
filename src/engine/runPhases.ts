import { parentRef, type ApplySet } from '../applyset/applySet.ts';
import { readRecordOf, recordToRead } from '../applyset/planRecordSecret.ts';
import {
  parentBeforeDiscovery,
  type ParentOptions,
  type ParentReading,
  readParent,
  resolveParent,
} from '../applyset/readParent.ts';
import { handledLater } from '../common/handledLater.ts';
import { ApiError } from '../kube/apiError.ts';
import { openCluster, type Cluster, type ConnectOptions, type OpeningCluster } from '../kube/connect.ts';
import type { KubeObject } from '../kube/kubeObject.ts';
import { getObject } from '../kube/objectRequests.ts';
import { objectError } from '../plan/objectErrors.ts';
import type { PlanAhead } from '../plan/planAhead.ts';
import type { PlanCache } from '../plan/planCache.ts';
import type { DryRunOptions } from '../plan/planRequests.ts';

// The phases of opening a run, in their order: connect, resolve and read the parent, (lock,) read the
// record, plan ahead. openRun.ts sequences them; runLock.ts holds the lock's.

/** Dry-runs each file's objects as soon as it is read; `writesRecord`: an apply, which writes the next plan record (a preview only reads it). */
export interface PlanAheadOpening {
  options: DryRunOptions;
  /** Reads the last apply's plan record, and plans against it. */
  cache: boolean;
  /** An apply, which writes the next plan record (a preview only reads it). */
  writesRecord: boolean;
  /** The deploy's public keys (plan-record-key), under which a preview reads the record's public copy. */
  trusted: readonly string[];
  /** An apply writes that public copy (plan-record-copy). */
  signsCopy: boolean;
}

/** Connect: a connection shared by several runs, or a new one whose discovery is still on the wire. */
export function connect(
  shared: Cluster | undefined,
  options: ConnectOptions,
  signal: AbortSignal,
): Promise<OpeningCluster> {
  return shared
    ? Promise.resolve({ ...shared, discovery: Promise.resolve(shared.discovery) })
    : Promise.resolve().then(() => openCluster(options, {}, signal));
}

/** The connection once discovery answered. */
export async function discovered(cluster: OpeningCluster): Promise<Cluster> {
  return { ...cluster, discovery: await cluster.discovery };
}

/** The ApplySet: given resolved, or a Secret or ConfigMap parent's before discovery answers, a custom resource's after. */
export async function resolveParentOf(cluster: OpeningCluster, options: ParentOptions): Promise<ApplySet> {
  return parentBeforeDiscovery(options) ?? resolveParent({ discovery: await cluster.discovery }, options);
}

/**
 * Read the parent: its GET goes out at once (a Secret or ConfigMap parent needs no discovery), what it
 * records is read once discovery answered, and `check` refuses a set it may not work on.
 */
export async function readTheParent(
  cluster: OpeningCluster,
  parent: ApplySet,
  options: ParentOptions,
  check: (reading: ParentReading) => void,
): Promise<ParentReading> {
  const read = handledLater(readOf(cluster.client, parent));
  const reading = await readParent({ ...cluster, discovery: await cluster.discovery }, parent, options, read);
  check(reading);
  return reading;
}

/** Read the record: the last apply's plan record, read beside the lock (see PlanCache.open); none for a credential with no key. */
export function readTheRecord(
  client: Cluster['client'],
  parent: ApplySet,
  plan: PlanAheadOpening | undefined,
): ReturnType<typeof readRecordOf> | undefined {
  // The plan record, or its public copy (see PlanCache.open): undefined for a credential with no key and no trusted key.
  const toRead = plan?.cache ? recordToRead(client, { writes: plan.writesRecord, trusted: plan.trusted }) : undefined;
  return toRead && readRecordOf(client, parent, toRead);
}

/**
 * The early plan's modules, loaded once discovery has answered, while the lock's and the parent's
 * requests are out, not before the run's first request (Node compiles an import() at once).
 */
export function loadPlanAhead(
  discovery: Promise<unknown>,
): Promise<[typeof import('../plan/planAhead.ts'), typeof import('../plan/planCache.ts')]> {
  return discovery.then(() => Promise.all([import('../plan/planAhead.ts'), import('../plan/planCache.ts')]));
}

/** Plan ahead: the plan cache opened on the record, and the early plan that dry-runs each file as it is read. */
export function planAhead(
  [early, cached]: Awaited<ReturnType<typeof loadPlanAhead>>,
  cluster: Cluster,
  parent: ApplySet,
  reading: Promise<ParentReading>,
  namespace: string | undefined,
  plan: PlanAheadOpening,
  record: ReturnType<typeof readTheRecord>,
): { cache: PlanCache | undefined; ahead: PlanAhead } {
  const cache = plan.cache
    ? cached.PlanCache.open(cluster.client, cluster.discovery, parent, plan.options, {
        early: record,
        writes: plan.writesRecord,
        trusted: plan.trusted,
        signsCopy: plan.signsCopy,
      })
    : undefined;
  return { cache, ahead: new early.PlanAhead(cluster, parent, reading, namespace, plan.options, cache) };
}

/** The parent's GET; refused (RBAC without get on it), said as for any object, not as a bug. */
function readOf(client: Cluster['client'], parent: ApplySet): Promise<KubeObject | undefined> {
  return getObject(client, parent.info, parent.namespace, parent.name).catch((error: unknown) => {
    throw error instanceof ApiError
      ? objectError(parentRef(parent), undefined, 'reading the ApplySet parent', error)
      : error;
  });
}
