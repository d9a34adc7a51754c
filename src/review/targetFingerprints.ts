import type { RunOutcome } from '../outcome/runOutcome.ts';
import { FINGERPRINT_BUDGET, fingerprintLine, readFingerprintLine, type Fingerprint } from './fingerprint.ts';

/*
 * What a preview of many targets planned, one fingerprint per target, at the very top of its
 * comment's first page (right after the sticky marker), where only the action writes: a target's
 * line, then that target's fingerprint line as a single set records it.
 *
 *   <!-- applyset-action:target NAME --> \n <fingerprint line> \n   (once per previewed target)
 *
 * They are read only there, so nothing further down (a diff, an error quoting these lines) counts.
 */

/** Target names are lowercase letters, digits, `-`, `.`, `_` (the targets file checks them). */
const TARGET_LINE = /^<!-- applyset-action:target ([a-z0-9._-]{1,253}) -->$/;

/**
 * The block recording every target that previewed: within {@link FINGERPRINT_BUDGET} in all, each
 * target's share shrinking its own line (to a digest of its plan when need be). A target that
 * failed gets no line, so no deploy trusts it.
 */
export function targetFingerprintBlock(
  targets: readonly { name: string; outcome: RunOutcome | undefined; error: string | undefined }[],
): string {
  const previewed = targets.filter((target) => target.error === undefined && target.outcome?.mode === 'preview');
  if (previewed.length === 0) return '';
  const share = Math.floor(FINGERPRINT_BUDGET / previewed.length);
  const lines = previewed.flatMap((target) => {
    const head = `<!-- applyset-action:target ${target.name} -->`;
    const line = fingerprintLine(target.outcome!, share - head.length - 2);
    return line === '' ? [] : [head, line];
  });
  return lines.length === 0 ? '' : `${lines.join('\n')}\n`;
}

/** What the top of a targets comment records: each target's reviewed fingerprint. */
export interface TargetFingerprints {
  fingerprints: Map<string, Fingerprint>;
}

/** Each target's reviewed fingerprint, read from the start of `text` (a first page after its marker line). */
export function readTargetFingerprints(text: string): TargetFingerprints {
  const fingerprints = new Map<string, Fingerprint>();
  const lines = text.split('\n');
  let at = 0;
  for (; at + 1 < lines.length; at += 2) {
    const name = TARGET_LINE.exec(lines[at] ?? '')?.[1];
    const fingerprint = readFingerprintLine(lines[at + 1] ?? '');
    if (name === undefined || fingerprint === undefined || fingerprints.has(name)) break;
    fingerprints.set(name, fingerprint);
  }
  return { fingerprints };
}
