import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * A review no pull request can forge: the two-workflow preview signs the fingerprint line of the
 * comment it writes with a key only default-branch jobs can read (review-key), and the deploy, given
 * the same key, takes only a comment whose signature matches as its review. HMAC-SHA256: the signer
 * and the verifier are jobs of one repository that read the same secret, so a key pair (Ed25519)
 * would add a second secret to keep without keeping anything from anyone who can read the first.
 */

/** The shortest key taken: 32 characters, as many bits as the HMAC's output keeps. */
export const MIN_REVIEW_KEY_LENGTH = 32;
const VERSION = 'v1';
const LINE = /^<!-- applyset-action:signature v1\.([A-Za-z0-9_-]{43}) -->$/;
/** A signature line's length and its newline: what signing adds to a comment. */
export const SIGNATURE_ROOM = `<!-- applyset-action:signature ${VERSION}.${'x'.repeat(43)} -->`.length + 1;

/** What a signature binds the fingerprint to: the repository, the pull request and the comment's key (its ApplySet). */
export interface ReviewSubject {
  /** `owner/name`. */
  repository: string;
  pullRequest: number;
  /** From commentKey: which of the pull request's comments it is. */
  key: string;
}

/** The page with a signature line after its fingerprint line; a page without one (a failed preview's) is left as it is. */
export function signPage(
  page: string,
  fingerprint: (line: string) => boolean,
  subject: ReviewSubject,
  key: string,
): string {
  const end = page.indexOf('\n');
  const first = end < 0 ? page : page.slice(0, end);
  if (!fingerprint(first)) return page;
  return `${first}\n<!-- applyset-action:signature ${VERSION}.${mac(first, subject, key)} -->${page.slice(first.length)}`;
}

/** The signature a line holds, when it is exactly a line signPage writes. */
export function readSignatureLine(line: string): string | undefined {
  return LINE.exec(line)?.[1];
}

/** Whether `signature` is the key's for this fingerprint line on this pull request's comment. */
export function verifySignature(
  fingerprintLine: string,
  signature: string | undefined,
  subject: ReviewSubject,
  key: string,
): 'valid' | 'missing' | 'wrong' {
  if (signature === undefined) return 'missing';
  const expected = Buffer.from(mac(fingerprintLine, subject, key), 'base64url');
  const given = Buffer.from(signature, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? 'valid' : 'wrong';
}

function mac(fingerprintLine: string, subject: ReviewSubject, key: string): string {
  // Each field on its own line: none of them holds a newline, so no two subjects read alike.
  const text = [
    `applyset-action review ${VERSION}`,
    subject.repository.toLowerCase(),
    String(subject.pullRequest),
    subject.key,
    fingerprintLine,
  ].join('\n');
  return createHmac('sha256', key).update(text).digest('base64url');
}
