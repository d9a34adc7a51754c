import { createHash, createPrivateKey, createPublicKey, hkdfSync, type KeyObject, sign, verify } from 'node:crypto';
import type { KubeObject } from '../kube/kubeObject.ts';
import type { ObjectRef } from '../kube/objectRef.ts';
import { packSealed, parseRecord, type PlanRecord } from './planRecord.ts';

/**
 * The public copy of the plan record, for previews whose identity may not read the record's Secret
 * (examples/rbac/applyset-action-preview.yaml): the deploy signs it with an Ed25519 key derived
 * from its credential, and a preview takes it only when it verifies under a public key the workflow
 * gives it (`plan-record-key`), never under one read from the cluster. Whoever may write it there, but
 * holds neither the deploy's credential nor the workflow's input, can spoil it, never make one a
 * preview accepts. See docs/action.md#the-public-copy-for-previews.
 */

/** PKCS #8's fixed prefix of an Ed25519 private key (RFC 8410): its 32-byte seed follows. */
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

/** The deploy's signing key, derived from its credential as the record's HMAC key is (see recordKey), one for every set. */
export function signingKey(credentialKey: KeyObject): KeyObject {
  const seed = Buffer.from(hkdfSync('sha256', credentialKey, '', 'applyset-action plan record signature', 32));
  return createPrivateKey({ key: Buffer.concat([ED25519_PKCS8_PREFIX, seed]), format: 'der', type: 'pkcs8' });
}

/** A public key as `plan-record-key` takes it: its 32 bytes, base64url (a JWK's `x`). */
export function publicKeyText(key: KeyObject): string {
  const { x } = (key.type === 'private' ? createPublicKey(key) : key).export({ format: 'jwk' });
  return String(x);
}

/**
 * Whether a member's verdict goes into the public copy: not a Secret's. Its hash is not keyed (a preview
 * holds no key to make it with), so a reader of the copy could check guessed values against it; and the
 * preview identity may not read Secrets, so it could not use the verdict anyway.
 */
export function inPublicCopy(ref: ObjectRef): boolean {
  return !(ref.group === '' && ref.kind === 'Secret');
}

/** A member's hash in the public copy: SHA-256 of the object as sent, whole (no key to hide it behind). */
export function publicHash(object: KubeObject): string {
  return createHash('sha256').update(JSON.stringify(object)).digest('base64url');
}

/** What the signature covers: the set, so that a copy moved beside another set's parent is not taken there. */
function signed(applySetId: string, text: string): Buffer {
  return Buffer.from(`applyset-action plan record of ${applySetId}\n${text}`);
}

/** The public copy as stored (gzipped JSON, signed); undefined when too large. `record.writer` must be `key`'s publicKeyText. */
export function packSigned(record: PlanRecord, applySetId: string, key: KeyObject): Buffer | undefined {
  return packSealed(record, (text) => sign(null, signed(applySetId, text), key).toString('base64url'));
}

/** The public copy as read, when one of the `trusted` keys signed it for this set; undefined for anything else. */
export function unpackSigned(
  packed: Buffer,
  applySetId: string,
  trusted: readonly KeyObject[],
): PlanRecord | undefined {
  const read = parseRecord(packed);
  if (read === 'unreadable') return undefined;
  const signer = trusted.find((key) => publicKeyText(key) === read.record.writer);
  return signer && verify(null, signed(applySetId, read.text), signer, Buffer.from(read.seal, 'base64url'))
    ? read.record
    : undefined;
}
