import { createHash, createHmac, randomBytes } from 'node:crypto';
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

const FORMAT = 1;
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
 * the key, which lives only in the record (itself a Secret beside the parent).
 */
export function manifestHash(key: Buffer, object: KubeObject): string {
  return createHmac('sha256', key).update(JSON.stringify(object)).digest().subarray(0, HASH_BYTES).toString('base64url');
}

/** A short digest of text that is not secret (versions, names, resourceVersions). */
export function digest(parts: readonly string[]): string {
  return createHash('sha256').update(parts.join('\n')).digest().subarray(0, HASH_BYTES).toString('base64url');
}

/** The record as stored: JSON, gzipped; undefined when it is larger than MAX_RECORD_BYTES. */
export function packRecord(record: PlanRecord): Buffer | undefined {
  const json = JSON.stringify({
    format: FORMAT,
    key: record.key.toString('base64'),
    cluster: record.cluster,
    kinds: Object.fromEntries(record.kinds),
    objects: Object.fromEntries([...record.objects].map(([ref, { hash, resourceVersion }]) => [ref, `${hash} ${resourceVersion}`])),
  });
  const packed = gzipSync(json);
  return packed.length <= MAX_RECORD_BYTES ? packed : undefined;
}

/** The record as read; undefined for anything that is not a record this tool wrote whole. */
export function unpackRecord(packed: Buffer): PlanRecord | undefined {
  if (packed.length > MAX_RECORD_BYTES) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(gunzipSync(packed, { maxOutputLength: MAX_UNPACKED_BYTES }).toString('utf8'));
  } catch {
    return undefined;
  }
  if (!isRecord(parsed) || parsed.format !== FORMAT || typeof parsed.key !== 'string' || typeof parsed.cluster !== 'string') return undefined;
  if (!isRecord(parsed.kinds) || !isRecord(parsed.objects)) return undefined;
  const key = Buffer.from(parsed.key, 'base64');
  if (key.length !== 32) return undefined;
  const kinds = new Map<string, string>();
  for (const [kind, value] of Object.entries(parsed.kinds)) {
    if (typeof value !== 'string') return undefined;
    kinds.set(kind, value);
  }
  const objects = new Map<string, { hash: string; resourceVersion: string }>();
  for (const [ref, value] of Object.entries(parsed.objects)) {
    const [hash, resourceVersion, extra] = typeof value === 'string' ? value.split(' ') : [];
    if (!hash || !resourceVersion || extra !== undefined) return undefined;
    objects.set(ref, { hash, resourceVersion });
  }
  return { key, cluster: parsed.cluster, kinds, objects };
}
