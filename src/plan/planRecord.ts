import { createHash, createHmac, createSecretKey, hkdfSync, type KeyObject, timingSafeEqual } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { bytesToParse } from '../common/heapGrowth.ts';
import { isRecord } from '../common/isRecord.ts';
import type { KubeObject } from '../kube/kubeObject.ts';

/**
 * The record of the last apply's verdicts: which members a dry-run found unchanged, against which
 * live resourceVersion, under which dependencies. A member whose manifest hash, live
 * resourceVersion and dependencies all match needs no dry-run: the answer is already known.
 */
export interface PlanRecord {
  /** Which key wrote it (see {@link recordKey}): a record of another credential is told from a forged one. */
  writer: string;
  /** Digest of what every dry-run depends on: tool and API server version, field manager, force, admission configuration. */
  cluster: string;
  /** Per GroupKind (`Kind.group`): its served versions and, for a custom resource, its CRD's generation. */
  kinds: Map<string, string>;
  /** Per member ({@link refKey}): the manifest's hash and the live resourceVersion a dry-run found unchanged. */
  objects: Map<string, { hash: string; resourceVersion: string }>;
}

// 3: the key is derived from the run's credential, no longer kept in the record (records of formats 1 and 2 are read as none).
const FORMAT = 3;
/** Compressed, under a Secret's 1 MiB with room for its metadata: some 30,000 members. */
export const MAX_RECORD_BYTES = 900 * 1024;
/** Unpacked, at most this: a record that would inflate past it is not one this tool wrote. */
const MAX_UNPACKED_BYTES = 32 * 1024 * 1024;
const HASH_BYTES = 16;

/**
 * The key of one set's record, derived from the run's credential (see stableCredentialKey) and the
 * set's ID: it is never stored, so whoever may write the record's Secret, but does not hold the
 * credential, cannot make a record the run takes for its own. Another credential derives another
 * key, and its records are misses.
 */
export function recordKey(credentialKey: KeyObject, applySetId: string): KeyObject {
  return createSecretKey(
    Buffer.from(hkdfSync('sha256', credentialKey, '', `applyset-action plan record ${applySetId}`, 32)),
  );
}

/** Names the key in the record without saying anything of it. */
export function writerOf(key: KeyObject): string {
  return createHmac('sha256', key).update('writer').digest().subarray(0, HASH_BYTES).toString('base64url');
}

/**
 * The hash of a member as it is sent (namespace defaulted, part-of label added): an HMAC under the
 * record's key, so that a Secret member's hash cannot be checked against guessed values without
 * the run's credential. The key is a KeyObject made once: given a Buffer, createHmac prepares it
 * anew on every call, which took a fifth of a cached plan's CPU at 3,000 objects (5-10x the time
 * of the HMAC itself).
 */
export function manifestHash(key: KeyObject, object: KubeObject): string {
  return createHmac('sha256', key)
    .update(JSON.stringify(object))
    .digest()
    .subarray(0, HASH_BYTES)
    .toString('base64url');
}

/** A short digest of text that is not secret (versions, names, resourceVersions). */
export function digest(parts: readonly string[]): string {
  return createHash('sha256').update(parts.join('\n')).digest().subarray(0, HASH_BYTES).toString('base64url');
}

/** What the record's HMAC covers: everything in it but the HMAC. */
function content(record: PlanRecord): string {
  return JSON.stringify({
    format: FORMAT,
    writer: record.writer,
    cluster: record.cluster,
    kinds: Object.fromEntries(record.kinds),
    objects: Object.fromEntries(
      [...record.objects].map(([ref, { hash, resourceVersion }]) => [ref, `${hash} ${resourceVersion}`]),
    ),
  });
}

/** An HMAC of the record's content under its key: only a run holding the credential that wrote it can make one. */
function recordMac(key: KeyObject, text: string): string {
  return createHmac('sha256', key).update(text).digest('base64url');
}

/** The record as stored: JSON, gzipped; undefined when it is larger than MAX_RECORD_BYTES. `key` must be the writer's. */
export function packRecord(record: PlanRecord, key: KeyObject): Buffer | undefined {
  return packSealed(record, (text) => recordMac(key, text));
}

/**
 * The record as stored, sealed by `seal` (an HMAC, or a signature for the public copy, see
 * signedRecord.ts) of its content; undefined when it is larger than MAX_RECORD_BYTES.
 */
export function packSealed(record: PlanRecord, seal: (text: string) => string): Buffer | undefined {
  const text = content(record);
  // The seal as the content's last field, written into its text: a record of 30,000 members is some 2.5 MB
  // of it, which parsing and writing again only to add one field held twice more at the end of the run.
  const packed = gzipSync(`${text.slice(0, -1)},"mac":${JSON.stringify(seal(text))}}`);
  return packed.length <= MAX_RECORD_BYTES ? packed : undefined;
}

/** Why a stored record cannot be used: it cannot be read as one, or its content does not match its HMAC. */
export type RecordFault = 'unreadable' | 'mac mismatch';

/** The record as read, when this key wrote it and its HMAC matches; undefined for anything else (another credential's, forged, damaged). */
export function unpackRecord(packed: Buffer, key: KeyObject): PlanRecord | undefined {
  const read = inspectRecord(packed, key);
  return typeof read === 'string' || !read.checked ? undefined : read.record;
}

/**
 * The record as read, or what is wrong with it (for `verify`). Its HMAC can only be checked with
 * the key that wrote it: a record of another credential (or whose writer was forged) is returned
 * with `checked` false, and no plan of this key takes it.
 */
export function inspectRecord(
  packed: Buffer,
  key: KeyObject | undefined,
): { record: PlanRecord; checked: boolean } | RecordFault {
  const read = parseRecord(packed);
  if (read === 'unreadable') return read;
  const { record, text, seal } = read;
  if (!key || record.writer !== writerOf(key)) return { record, checked: false };
  const expected = Buffer.from(recordMac(key, text));
  const given = Buffer.from(seal);
  return given.length === expected.length && timingSafeEqual(given, expected)
    ? { record, checked: true }
    : 'mac mismatch';
}

/** The stored record, its content as sealed and its seal, unchecked; 'unreadable' when it is not one this tool writes. */
export function parseRecord(packed: Buffer): { record: PlanRecord; text: string; seal: string } | 'unreadable' {
  if (packed.length > MAX_RECORD_BYTES) return 'unreadable';
  let parsed: unknown;
  try {
    const text = gunzipSync(packed, { maxOutputLength: MAX_UNPACKED_BYTES }).toString('utf8');
    bytesToParse(text.length);
    parsed = JSON.parse(text);
  } catch {
    return 'unreadable';
  }
  if (
    !isRecord(parsed) ||
    parsed.format !== FORMAT ||
    typeof parsed.writer !== 'string' ||
    typeof parsed.cluster !== 'string' ||
    typeof parsed.mac !== 'string'
  )
    return 'unreadable';
  if (!isRecord(parsed.kinds) || !isRecord(parsed.objects)) return 'unreadable';
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
  const record = { writer: parsed.writer, cluster: parsed.cluster, kinds, objects };
  return { record, text: content(record), seal: parsed.mac };
}
