import { createHash, createHmac, type KeyObject, randomBytes, timingSafeEqual } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { isRecord } from '../isRecord.ts';
import type { KubeObject } from '../kube/kubeObject.ts';

/**
 * The record of the last apply's verdicts: which members a dry-run found unchanged, against which
 * live resourceVersion, under which dependencies. A member whose manifest hash, live
 * resourceVersion and dependencies all match needs no dry-run: the answer is already known.
 */
export interface PlanRecord {
  /** The HMAC key of the manifest hashes, random per ApplySet: a hash says nothing without it (see manifestHash). */
  key: Buffer;
  /** Digest of what every dry-run depends on: tool and API server version, field manager, force, admission configuration. */
  cluster: string;
  /** Per GroupKind (`Kind.group`): its served versions and, for a custom resource, its CRD's generation. */
  kinds: Map<string, string>;
  /** Per member ({@link refKey}): the manifest's hash and the live resourceVersion a dry-run found unchanged. */
  objects: Map<string, { hash: string; resourceVersion: string }>;
}

// 2: the record carries an HMAC of its content (records of format 1 are read as none).
const FORMAT = 2;
/** Compressed, under a Secret's 1 MiB with room for its metadata: some 30,000 members. */
export const MAX_RECORD_BYTES = 900 * 1024;
/** Unpacked, at most this: a record that would inflate past it is not one this tool wrote. */
const MAX_UNPACKED_BYTES = 32 * 1024 * 1024;
const HASH_BYTES = 16;

export function newRecordKey(): Buffer {
  return randomBytes(32);
}

/**
 * The hash of a member as it is sent (namespace defaulted, part-of label added): an HMAC under the
 * record's own key, so that a Secret member's hash cannot be checked against guessed values without
 * the key, which lives only in the record (itself a Secret beside the parent). The key is a
 * KeyObject made once: given a Buffer, createHmac prepares it anew on every call, which took a
 * fifth of a cached plan's CPU at 3,000 objects (5-10x the time of the HMAC itself).
 */
export function manifestHash(key: KeyObject, object: KubeObject): string {
  return createHmac('sha256', key).update(JSON.stringify(object)).digest().subarray(0, HASH_BYTES).toString('base64url');
}

/** A short digest of text that is not secret (versions, names, resourceVersions). */
export function digest(parts: readonly string[]): string {
  return createHash('sha256').update(parts.join('\n')).digest().subarray(0, HASH_BYTES).toString('base64url');
}

/** What the record's own HMAC covers: everything in it but the key and the HMAC. */
function content(record: Omit<PlanRecord, 'key'>): string {
  return JSON.stringify({
    format: FORMAT,
    cluster: record.cluster,
    kinds: Object.fromEntries(record.kinds),
    objects: Object.fromEntries([...record.objects].map(([ref, { hash, resourceVersion }]) => [ref, `${hash} ${resourceVersion}`])),
  });
}

/**
 * An HMAC of the record's content under its key: a record edited or cut by anything but this tool
 * (by hand, by another program) is told from a sound one. It is no signature: whoever may write the
 * Secret may read its key.
 */
function recordMac(key: Buffer, text: string): string {
  return createHmac('sha256', key).update(text).digest('base64url');
}

/** The record as stored: JSON, gzipped; undefined when it is larger than MAX_RECORD_BYTES. */
export function packRecord(record: PlanRecord): Buffer | undefined {
  const text = content(record);
  const packed = gzipSync(JSON.stringify({ ...(JSON.parse(text) as object), key: record.key.toString('base64'), mac: recordMac(record.key, text) }));
  return packed.length <= MAX_RECORD_BYTES ? packed : undefined;
}

/** Why a stored record cannot be used: it cannot be read as one, or its content does not match its HMAC. */
export type RecordFault = 'unreadable' | 'mac mismatch';

/** The record as read; undefined for anything that is not a record this tool wrote whole. */
export function unpackRecord(packed: Buffer): PlanRecord | undefined {
  const read = inspectRecord(packed);
  return typeof read === 'string' ? undefined : read;
}

/** The record as read, or what is wrong with it (for `verify`). */
export function inspectRecord(packed: Buffer): PlanRecord | RecordFault {
  if (packed.length > MAX_RECORD_BYTES) return 'unreadable';
  let parsed: unknown;
  try {
    parsed = JSON.parse(gunzipSync(packed, { maxOutputLength: MAX_UNPACKED_BYTES }).toString('utf8'));
  } catch {
    return 'unreadable';
  }
  if (!isRecord(parsed) || parsed.format !== FORMAT || typeof parsed.key !== 'string' || typeof parsed.cluster !== 'string' || typeof parsed.mac !== 'string') return 'unreadable';
  if (!isRecord(parsed.kinds) || !isRecord(parsed.objects)) return 'unreadable';
  const key = Buffer.from(parsed.key, 'base64');
  if (key.length !== 32) return 'unreadable';
  const kinds = new Map<string, string>();
  for (const [kind, value] of Object.entries(parsed.kinds)) {
    if (typeof value !== 'string') return 'unreadable';
    kinds.set(kind, value);
  }
  const objects = new Map<string, { hash: string; resourceVersion: string }>();
  for (const [ref, value] of Object.entries(parsed.objects)) {
    const [hash, resourceVersion, extra] = typeof value === 'string' ? value.split(' ') : [];
    if (!hash || !resourceVersion || extra !== undefined) return 'unreadable';
    objects.set(ref, { hash, resourceVersion });
  }
  const record = { key, cluster: parsed.cluster, kinds, objects };
  const expected = Buffer.from(recordMac(key, content(record)));
  const given = Buffer.from(parsed.mac);
  return given.length === expected.length && timingSafeEqual(given, expected) ? record : 'mac mismatch';
}
