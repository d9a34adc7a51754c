import type { KeyObject } from 'node:crypto';
import type { ApplySet } from '../applyset/applySet.ts';
import {
  readPlanRecordCopy,
  readRecordOf,
  recordToRead,
  writePlanRecord,
  writePlanRecordCopy,
} from '../applyset/planRecordSecret.ts';
import type { Discovery } from '../kube/discovery.ts';
import type { KubeClient } from '../kube/kubeClient.ts';
import { formatGroupKind } from '../kube/objectRef.ts';
import { type DependencyOptions, readDependencies, type PlanDependencies } from './planDependencies.ts';
import { manifestHash, packRecord, type PlanRecord, recordKey, unpackRecord, writerOf } from './planRecord.ts';
import type { Member } from './planTypes.ts';
import { parsePublicKey } from '../options/publicKey.ts';
import { inPublicCopy, packSigned, publicHash, publicKeyText, signingKey, unpackSigned } from './signedRecord.ts';

interface Loaded {
  /** The last apply's record, when there is one this run trusts (see unpackRecord, unpackSigned). */
  record: PlanRecord | undefined;
  dependencies: PlanDependencies;
  /** The digests of the records whose verdicts hold for this run: with its identity, or any (the public copy). */
  accepted: readonly string[];
}

/** How a run reads the record: the Secret under its own key, or the public copy under the keys it trusts. */
type Reading = { copy: false; key: KeyObject } | { copy: true; trusted: readonly KeyObject[] };

/** What an apply writes: the record under its key, and (plan-record-copy) the public copy signed with its signing key. */
interface Writing {
  key: KeyObject;
  signing: KeyObject | undefined;
}

/**
 * The plan's use of the record of the last apply (plan-cache): which members need no dry-run, and
 * what the next record holds. Only verdicts a dry-run proved (unchanged at a live
 * resourceVersion) are recorded, never what an apply sent: a write whose result a mutating webhook
 * changes on every request would otherwise pass for unchanged. Whatever cannot be read (the record,
 * a dependency) means the full plan, never an error. A run whose credential is not stable (an exec
 * plugin, an auth provider) has no key to trust a record with: it neither reads nor writes one, but a
 * preview given the deploy's public keys (`plan-record-key`) reads the public copy with any credential.
 */
export class PlanCache {
  /** Dry-runs not sent, their answer known from the record. */
  skipped = 0;
  private readonly loaded: Promise<Loaded | undefined>;
  /** Whether there is a record this run can read, known once its GET answers, before the dependencies do. */
  private readonly recordFound: Promise<boolean>;
  private readonly parent: ApplySet;
  private readonly reading: Reading | undefined;
  /** The run's public copy as read, to write again only when it changed (an apply's alone). */
  private readonly copyRead: Promise<PlanRecord | undefined>;
  private readonly hashes = new Map<string, string>();
  private readonly publicHashes = new Map<string, string>();
  /** Members found unchanged in this plan, by dry-run or record: the next record. */
  private readonly unchangedMembers = new Map<string, { member: Member; resourceVersion: string }>();

  /** The keys of a run that writes the record: a member found unchanged is hashed then, not all at once when it is written. */
  private readonly writing: Writing | undefined;

  private constructor(
    parent: ApplySet,
    loaded: Promise<Loaded | undefined>,
    recordFound: Promise<boolean>,
    {
      reading,
      writing,
      copyRead = Promise.resolve(undefined),
    }: { reading?: Reading; writing?: Writing; copyRead?: Promise<PlanRecord | undefined> } = {},
  ) {
    this.parent = parent;
    this.loaded = loaded;
    this.recordFound = recordFound;
    this.reading = reading;
    this.writing = writing;
    this.copyRead = copyRead;
  }

  /**
   * Starts reading the dependencies, beside the parent's read, and the record unless it was read
   * `early`, before the lock was held: a verdict it holds names the live resourceVersion and the
   * dependencies it was found at, which the plan checks after the lock, so it is as good read early,
   * and a set without one starts its dry-runs a round trip sooner. `writes`: the run writes the next
   * record (an apply), so its members are hashed as they are found unchanged. `trusted`: the public keys
   * (plan-record-key) a preview takes the public copy under; `early` is the record recordToRead names.
   */
  static open(
    client: KubeClient,
    discovery: Discovery,
    parent: ApplySet,
    options: DependencyOptions,
    {
      early,
      writes = true,
      trusted = [],
      signsCopy = false,
    }: {
      early?: Promise<Buffer | undefined>;
      writes?: boolean;
      trusted?: readonly string[];
      signsCopy?: boolean;
    } = {},
  ): PlanCache {
    const which = recordToRead(client, { writes, trusted });
    if (!which) return new PlanCache(parent, Promise.resolve(undefined), Promise.resolve(false));
    const reading: Reading =
      which === 'copy'
        ? { copy: true, trusted: trusted.flatMap((text) => parsePublicKey(text) ?? []) }
        : { copy: false, key: recordKey(client.credentialKey!, parent.id) };
    const readRecord = early ?? readRecordOf(client, parent, which);
    const record = readRecord.then((packed) =>
      !packed
        ? undefined
        : reading.copy
          ? unpackSigned(packed, parent.id, reading.trusted)
          : unpackRecord(packed, reading.key),
    );
    // A run that writes no record (a preview) needs the dependencies only to check one: without a record it
    // sends none of their LISTs (the CRDs' alone can be megabytes). The record's GET went out early, so a
    // preview that finds one reads them without waiting for it. The public copy's reader needs no identity.
    const read = () => readDependencies(client, discovery, options, { identity: !reading.copy });
    const dependencies = writes ? read() : record.then((found) => found && read());
    const loaded = Promise.all([record, dependencies]).then(
      ([found, dependencies]) =>
        dependencies
          ? {
              record: found,
              dependencies,
              accepted: reading.copy ? dependencies.anyIdentity.accepted : dependencies.accepted,
            }
          : undefined,
      () => undefined,
    );
    let writing: Writing | undefined;
    let copyRead: Promise<PlanRecord | undefined> | undefined;
    if (writes && !reading.copy) {
      const signing = signsCopy ? signingKey(client.credentialKey!) : undefined;
      writing = { key: reading.key, signing };
      if (signing)
        copyRead = readPlanRecordCopy(client, parent).then(
          (packed) => packed && unpackSigned(packed, parent.id, [signing]),
        );
    }
    // A record that cannot be read is none, as `loaded` has it.
    return new PlanCache(
      parent,
      loaded,
      record.then(
        (found) => found !== undefined,
        () => false,
      ),
      { reading, ...(writing ? { writing } : {}), ...(copyRead ? { copyRead } : {}) },
    );
  }

  /** Whether the record knows the member unchanged at this live resourceVersion, with every dependency as it was. */
  async known(member: Member, liveResourceVersion: string | undefined): Promise<boolean> {
    const loaded = await this.loaded;
    const record = loaded?.record;
    if (!loaded || !record || liveResourceVersion === undefined || !loaded.accepted.includes(record.cluster))
      return false;
    const entry = record.objects.get(member.key);
    return (
      entry !== undefined &&
      entry.resourceVersion === liveResourceVersion &&
      record.kinds.get(formatGroupKind(member.ref)) === loaded.dependencies.kind(member.info) &&
      entry.hash === (this.reading?.copy ? this.publicHashOf(member) : this.hashOf(member))
    );
  }

  /** Whether the record could answer at all: without one, no dry-run waits for the listing to be asked. */
  async usable(): Promise<boolean> {
    // Without a record (a new set, the first no-op after a first apply) the dry-runs go as soon as its GET
    // answers, not after the dependencies' reads, which only the record's verdicts and the next record need.
    if (!(await this.recordFound)) return false;
    const loaded = await this.loaded;
    return loaded?.record !== undefined && loaded.accepted.includes(loaded.record.cluster);
  }

  /** A member the plan found unchanged at `resourceVersion`, by its dry-run or by the record. */
  unchanged(member: Member, resourceVersion: string | undefined): void {
    if (resourceVersion === undefined) return;
    this.unchangedMembers.set(member.key, { member, resourceVersion });
    // While the other dry-runs are still answering: the record's write, after the last, has less to do.
    if (this.writing) {
      this.hashOf(member);
      if (this.writing.signing && inPublicCopy(member.ref)) this.publicHashOf(member);
    }
  }

  /**
   * Writes the record of this run's verdicts and its public copy, once its writes are done and while it
   * holds the lock: each when it says something new, fits, and the parent exists (it owns them). Says
   * what became of the copy when it was written: the public key it was signed with, or why it failed.
   */
  async save(
    client: KubeClient,
    parentUid: string | undefined,
  ): Promise<{ signer: string } | { error: unknown } | undefined> {
    const loaded = await this.loaded;
    const writing = this.writing;
    if (!loaded || !writing || parentUid === undefined || this.unchangedMembers.size === 0) return undefined;
    const { dependencies } = loaded;
    const next: PlanRecord = {
      writer: writerOf(writing.key),
      cluster: dependencies.cluster,
      ...this.verdicts(dependencies),
    };
    // Too large to store (packed undefined): the plans dry-run every member, as without a record.
    const packed = loaded.record && sameRecord(loaded.record, next) ? undefined : packRecord(next, writing.key);
    const writeCopy = async (signing: KeyObject) => {
      const copy = await this.copyOf(dependencies, signing);
      if (!copy) return undefined;
      await writePlanRecordCopy(client, this.parent, parentUid, copy.packed, copy.signer);
      return { signer: copy.signer };
    };
    const [copyWritten] = await Promise.all([
      // Its failure is the copy's alone (RBAC without ConfigMaps): the record itself is written, and the caller says so.
      writing.signing && writeCopy(writing.signing).catch((error: unknown) => ({ error })),
      packed && writePlanRecord(client, this.parent, parentUid, packed),
    ]);
    return copyWritten;
  }

  /** The public copy to write, signed, when it is not the one stored (which an edit or a deletion spoiled). */
  private async copyOf(
    dependencies: PlanDependencies,
    signing: KeyObject,
  ): Promise<{ packed: Buffer; signer: string } | undefined> {
    const signer = publicKeyText(signing);
    const copy: PlanRecord = {
      writer: signer,
      cluster: dependencies.anyIdentity.cluster,
      ...this.verdicts(dependencies, (member) => inPublicCopy(member.ref)),
    };
    const stored = await this.copyRead;
    if (copy.objects.size === 0 || (stored && sameRecord(stored, copy))) return undefined;
    // Too large to store: previews dry-run every member, as without a copy.
    const packed = packSigned(copy, this.parent.id, signing);
    return packed && { packed, signer };
  }

  /** The kinds and objects of the members found unchanged (those `which` keeps), hashed for the record or its public copy. */
  private verdicts(
    dependencies: PlanDependencies,
    which?: (member: Member) => boolean,
  ): Pick<PlanRecord, 'kinds' | 'objects'> {
    const kinds = new Map<string, string>();
    const objects = new Map<string, { hash: string; resourceVersion: string }>();
    for (const { member, resourceVersion } of this.unchangedMembers.values()) {
      if (which && !which(member)) continue;
      kinds.set(formatGroupKind(member.ref), dependencies.kind(member.info));
      objects.set(member.key, { hash: which ? this.publicHashOf(member) : this.hashOf(member), resourceVersion });
    }
    return { kinds, objects };
  }

  /** The member's HMAC under the run's key: only a run that reads or writes the record's Secret asks for it. */
  private hashOf(member: Member): string {
    const reading = this.reading;
    if (!reading || reading.copy) throw new Error('a run reading the public copy holds no record key');
    return cached(this.hashes, member, (object) => manifestHash(reading.key, object));
  }

  private publicHashOf(member: Member): string {
    return cached(this.publicHashes, member, publicHash);
  }
}

function cached(hashes: Map<string, string>, member: Member, hash: (object: Member['object']) => string): string {
  let known = hashes.get(member.key);
  if (known === undefined) {
    known = hash(member.object);
    hashes.set(member.key, known);
  }
  return known;
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
