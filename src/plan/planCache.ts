import type { KeyObject } from 'node:crypto';
import type { ApplySet } from '../applyset/applySet.ts';
import { readPlanRecord, writePlanRecord } from '../applyset/planRecordSecret.ts';
import type { Discovery } from '../kube/discovery.ts';
import type { KubeClient } from '../kube/kubeClient.ts';
import { formatGroupKind } from '../kube/objectRef.ts';
import { type DependencyOptions, readDependencies, type PlanDependencies } from './planDependencies.ts';
import { manifestHash, packRecord, type PlanRecord, recordKey, unpackRecord, writerOf } from './planRecord.ts';
import type { Member } from './planTypes.ts';

interface Loaded {
  /** The last apply's record, when there is one this run's key wrote (see unpackRecord). */
  record: PlanRecord | undefined;
  dependencies: PlanDependencies;
  /** This run's key for the set's record, from its credential (see recordKey). */
  key: KeyObject;
}

/**
 * The plan's use of the record of the last apply (plan-cache): which members need no dry-run, and
 * what the next record holds. Only verdicts a dry-run proved (unchanged at a live
 * resourceVersion) are recorded, never what an apply sent: a write whose result a mutating webhook
 * changes on every request would otherwise pass for unchanged. Whatever cannot be read (the record,
 * a dependency) means the full plan, never an error. A run whose credential is not stable (an exec
 * plugin, an auth provider) has no key to trust a record with: it neither reads nor writes one.
 */
export class PlanCache {
  /** Dry-runs not sent, their answer known from the record. */
  skipped = 0;
  private readonly loaded: Promise<Loaded | undefined>;
  /** Whether there is a record this run's key can read, known once its GET answers, before the dependencies do. */
  private readonly recordFound: Promise<boolean>;
  private readonly parent: ApplySet;
  private readonly hashes = new Map<string, string>();
  /** Members found unchanged in this plan, by dry-run or record: the next record. */
  private readonly unchangedMembers = new Map<string, { member: Member; resourceVersion: string }>();

  /** The key of a run that writes the record: a member found unchanged is hashed then, not all at once when it is written. */
  private readonly key: KeyObject | undefined;

  private constructor(
    parent: ApplySet,
    loaded: Promise<Loaded | undefined>,
    recordFound: Promise<boolean>,
    key?: KeyObject,
  ) {
    this.parent = parent;
    this.loaded = loaded;
    this.recordFound = recordFound;
    this.key = key;
  }

  /**
   * Starts reading the dependencies, beside the parent's read, and the record unless it was read
   * `early`, before the lock was held: a verdict it holds names the live resourceVersion and the
   * dependencies it was found at, which the plan checks after the lock, so it is as good read early,
   * and a set without one starts its dry-runs a round trip sooner. `writes`: the run writes the next
   * record (an apply), so its members are hashed as they are found unchanged.
   */
  static open(
    client: KubeClient,
    discovery: Discovery,
    parent: ApplySet,
    options: DependencyOptions,
    { early, writes = true }: { early?: Promise<Buffer | undefined>; writes?: boolean } = {},
  ): PlanCache {
    const credentialKey = client.credentialKey;
    if (!credentialKey) return new PlanCache(parent, Promise.resolve(undefined), Promise.resolve(false));
    const key = recordKey(credentialKey, parent.id);
    const record = (early ?? readPlanRecord(client, parent)).then((packed) => packed && unpackRecord(packed, key));
    // A run that writes no record (a preview) needs the dependencies only to check one: without a record it
    // sends none of their LISTs (the CRDs' alone can be megabytes). The record's GET went out early, so a
    // preview that finds one reads them without waiting for it.
    const dependencies = writes
      ? readDependencies(client, discovery, options)
      : record.then((read) => read && readDependencies(client, discovery, options));
    const loaded = Promise.all([record, dependencies]).then(
      ([read, found]) => (found ? { record: read, dependencies: found, key } : undefined),
      () => undefined,
    );
    // A record that cannot be read is none, as `loaded` has it.
    return new PlanCache(
      parent,
      loaded,
      record.then(
        (read) => read !== undefined,
        () => false,
      ),
      writes ? key : undefined,
    );
  }

  /** Whether the record knows the member unchanged at this live resourceVersion, with every dependency as it was. */
  async known(member: Member, liveResourceVersion: string | undefined): Promise<boolean> {
    const loaded = await this.loaded;
    const record = loaded?.record;
    if (
      !loaded ||
      !record ||
      liveResourceVersion === undefined ||
      !loaded.dependencies.accepted.includes(record.cluster)
    )
      return false;
    const entry = record.objects.get(member.key);
    return (
      entry !== undefined &&
      entry.resourceVersion === liveResourceVersion &&
      record.kinds.get(formatGroupKind(member.ref)) === loaded.dependencies.kind(member.info) &&
      entry.hash === this.hashOf(member, loaded.key)
    );
  }

  /** Whether the record could answer at all: without one, no dry-run waits for the listing to be asked. */
  async usable(): Promise<boolean> {
    // Without a record (a new set, the first no-op after a first apply) the dry-runs go as soon as its GET
    // answers, not after the dependencies' reads, which only the record's verdicts and the next record need.
    if (!(await this.recordFound)) return false;
    const loaded = await this.loaded;
    return loaded?.record !== undefined && loaded.dependencies.accepted.includes(loaded.record.cluster);
  }

  /** A member the plan found unchanged at `resourceVersion`, by its dry-run or by the record. */
  unchanged(member: Member, resourceVersion: string | undefined): void {
    if (resourceVersion === undefined) return;
    this.unchangedMembers.set(member.key, { member, resourceVersion });
    // While the other dry-runs are still answering: the record's write, after the last, has less to do.
    if (this.key) this.hashOf(member, this.key);
  }

  /**
   * Writes the record of this run's verdicts, once its writes are done and while it holds the
   * lock: when it says something new, fits, and the parent exists (it owns the record).
   */
  async save(client: KubeClient, parentUid: string | undefined): Promise<void> {
    const loaded = await this.loaded;
    if (!loaded || parentUid === undefined || this.unchangedMembers.size === 0) return;
    const { dependencies, key } = loaded;
    const kinds = new Map<string, string>();
    const objects = new Map<string, { hash: string; resourceVersion: string }>();
    for (const { member, resourceVersion } of this.unchangedMembers.values()) {
      kinds.set(formatGroupKind(member.ref), dependencies.kind(member.info));
      objects.set(member.key, { hash: this.hashOf(member, key), resourceVersion });
    }
    const next: PlanRecord = { writer: writerOf(key), cluster: dependencies.cluster, kinds, objects };
    if (loaded.record && sameRecord(loaded.record, next)) return;
    const packed = packRecord(next, key);
    // Too large to store: the plans dry-run every member, as without a record.
    if (!packed) return;
    await writePlanRecord(client, this.parent, parentUid, packed);
  }

  private hashOf(member: Member, key: KeyObject): string {
    let hash = this.hashes.get(member.key);
    if (hash === undefined) {
      hash = manifestHash(key, member.object);
      this.hashes.set(member.key, hash);
    }
    return hash;
  }
}

function sameRecord(a: PlanRecord, b: PlanRecord): boolean {
  if (a.cluster !== b.cluster || a.objects.size !== b.objects.size || a.kinds.size !== b.kinds.size) return false;
  for (const [kind, value] of b.kinds) if (a.kinds.get(kind) !== value) return false;
  for (const [ref, entry] of b.objects) {
    const other = a.objects.get(ref);
    if (other?.hash !== entry.hash || other.resourceVersion !== entry.resourceVersion) return false;
  }
  return true;
}
