import { createPublicKey, type KeyObject } from 'node:crypto';

const PUBLIC_KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The key `text` names (`plan-record-key`): an Ed25519 public key as its 32 bytes in base64url (a
 * JWK's `x`, as src/plan/signedRecord.ts's publicKeyText writes it); undefined when it is not one.
 */
export function parsePublicKey(text: string): KeyObject | undefined {
  if (!PUBLIC_KEY_PATTERN.test(text)) return undefined;
  try {
    return createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: text }, format: 'jwk' });
  } catch {
    return undefined; // 43 characters that are no curve point: not a key, which the caller refuses by name
  }
}
