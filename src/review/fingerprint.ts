import { createHash } from 'node:crypto';
import { refKey } from '../kube/objectRef.ts';
import type { PlanAction } from '../plan/planTypes.ts';
import type { ObjectOutcome, RunOutcome } from '../outcome/runOutcome.ts';

/*
 * What a preview planned, recorded in its comment so that the deploy after the merge can tell
 * whether it is about to do what the reviewers saw. Per object only a hash of its reference, its
 * action and, for an update, a hash of its (Secret-masked) diff: never a name or a value.
 */

/** A planned change: an object's action, and for an update the hash of its diff. */
export interface FingerprintEntry {
  action: Exclude<PlanAction, 'unchanged'>;
  diffHash?: string;
}

export type Fingerprint =
  /** Every change by object; the unchanged objects by object too (`unchanged` set) or only as a count and digest. */
  | { kind: 'objects'; changes: Map<string, FingerprintEntry>; unchanged: UnchangedRecord }
  /** Too many changes to record one by one: one digest of the whole plan. */
  | { kind: 'digest'; digest: string };

export interface UnchangedRecord {
  count: number;
  digest: string;
  /** The objects' reference hashes, when they fitted. */
  hashes: Set<string> | undefined;
}

/**
 * Room for the fingerprint in a comment: a quarter of GitHub's 65,536 characters, so the report
 * keeps the rest: about 2,000 unchanged objects (8 characters each) beside the changes (9 characters
 * per create, replace, prune or keep, 15 per update), or about 1,100 updates alone.
 */
export const FINGERPRINT_BUDGET = 16_384;

const VERSION = 'v1';
const REF_HASH_BYTES = 6;
const DIFF_HASH_BYTES = 4;
// A reader that predates an action's code finds the line damaged, so new codes only add to these.
const ACTION_CODES: Record<FingerprintEntry['action'], number> = {
  create: 1,
  update: 2,
  prune: 3,
  replace: 4,
  keep: 5,
  uncompared: 6,
};
const CODE_ACTIONS = new Map(
  Object.entries(ACTION_CODES).map(([action, code]) => [code, action as FingerprintEntry['action']]),
);
/** The whole line, as written: no `m` flag, so nothing before or after it (not even U+2028) is allowed. */
const LINE = /^<!-- applyset-action:fingerprint ([A-Za-z0-9_.-]+) -->$/;

/**
 * What a review covers: the members, and the chart's hooks the run runs. A hook is written at every
 * run it is in, so it counts as an update whose diff is its phase, weight, policies and manifest:
 * a hook added, or changed in any of these, is a change the reviewers did not see.
 */
export function reviewedObjects(doc: Pick<RunOutcome, 'objects' | 'hooks'>): ObjectOutcome[] {
  if (!doc.hooks) return doc.objects;
  return [
    ...doc.objects,
    ...doc.hooks.map((hook): ObjectOutcome => ({
      action: 'update',
      group: hook.group,
      version: hook.version,
      kind: hook.kind,
      namespace: hook.namespace,
      // Its own identity, apart from an object of the same name (`job.batch/migrate (pre-upgrade hook)` where a report names it).
      name: `${hook.name} (${hook.phase} hook)`,
      source: hook.source,
      diff: `${hook.weight} ${hook.deletePolicies.join(',')}\n${hook.diff}`,
    })),
  ];
}

/** The hash an object is recorded under: its identity, not the API version it was served at. */
export function refHash(obj: Pick<ObjectOutcome, 'group' | 'kind' | 'namespace' | 'name'>): string {
  return hash(refKey(obj), REF_HASH_BYTES);
}

export function diffHash(diff: string): string {
  return hash(diff, DIFF_HASH_BYTES);
}

/** The digest of a set of reference hashes, independent of their order. */
export function setDigest(hashes: Iterable<string>): string {
  return hash([...hashes].sort().join(','), REF_HASH_BYTES);
}

/** The digest of a whole plan: every object's hash, action and diff hash. */
export function planDigest(objects: readonly ObjectOutcome[]): string {
  const lines = objects.map(
    (obj) => `${refHash(obj)}:${obj.action}:${obj.diff === undefined ? '' : diffHash(obj.diff)}`,
  );
  return hash(lines.sort().join('\n'), REF_HASH_BYTES);
}

/**
 * The hidden line a preview comment carries, at most `budget` characters long: every object when
 * that fits, else the changes and a digest of the unchanged objects, else one digest of the plan.
 */
export function fingerprintLine(doc: RunOutcome, budget: number = FINGERPRINT_BUDGET): string {
  const changes: Buffer[] = [];
  const unchanged: string[] = [];
  const objects = reviewedObjects(doc);
  for (const obj of objects) {
    if (obj.action === 'unchanged') {
      unchanged.push(refHash(obj));
      continue;
    }
    const parts = [Buffer.of(ACTION_CODES[obj.action]), Buffer.from(refHash(obj), 'base64url')];
    if (obj.action === 'update') parts.push(Buffer.from(diffHash(obj.diff ?? ''), 'base64url'));
    changes.push(Buffer.concat(parts));
  }
  const head = `${VERSION}.o.${unchanged.length}.${setDigest(unchanged)}.${Buffer.concat(changes).toString('base64url')}`;
  const listed = `${head}.${Buffer.concat(unchanged.map((h) => Buffer.from(h, 'base64url'))).toString('base64url')}`;
  for (const payload of [listed, head, `${VERSION}.d.${planDigest(objects)}`]) {
    const line = `<!-- applyset-action:fingerprint ${payload} -->`;
    if (line.length <= budget) return line;
  }
  return '';
}

/**
 * The fingerprint a line holds when it is exactly a line {@link fingerprintLine} writes; undefined
 * for any other line, or a damaged one. Callers give it the one line where the action put it.
 */
export function readFingerprintLine(line: string): Fingerprint | undefined {
  const payload = LINE.exec(line)?.[1];
  const [version, kind, ...rest] = payload?.split('.') ?? [];
  if (version !== VERSION) return undefined;
  if (kind === 'd' && rest.length === 1 && rest[0]) return { kind: 'digest', digest: rest[0] };
  if (kind !== 'o' || rest.length < 3 || rest.length > 4) return undefined;
  const [count = '', digest = '', changeData = '', unchangedData] = rest;
  const changes = decodeChanges(Buffer.from(changeData, 'base64url'));
  if (!changes || !/^\d+$/.test(count)) return undefined;
  const hashes = unchangedData === undefined ? undefined : splitHashes(Buffer.from(unchangedData, 'base64url'));
  if (hashes !== undefined && hashes.length !== Number(count)) return undefined;
  return { kind: 'objects', changes, unchanged: { count: Number(count), digest, hashes: hashes && new Set(hashes) } };
}

function decodeChanges(bytes: Buffer): Map<string, FingerprintEntry> | undefined {
  const changes = new Map<string, FingerprintEntry>();
  let at = 0;
  while (at < bytes.length) {
    const action = CODE_ACTIONS.get(bytes[at] ?? 0);
    const end = at + 1 + REF_HASH_BYTES + (action === 'update' ? DIFF_HASH_BYTES : 0);
    if (!action || end > bytes.length) return undefined;
    const ref = bytes.subarray(at + 1, at + 1 + REF_HASH_BYTES).toString('base64url');
    changes.set(
      ref,
      action === 'update'
        ? { action, diffHash: bytes.subarray(at + 1 + REF_HASH_BYTES, end).toString('base64url') }
        : { action },
    );
    at = end;
  }
  return changes;
}

function splitHashes(bytes: Buffer): string[] | undefined {
  if (bytes.length % REF_HASH_BYTES !== 0) return undefined;
  const hashes: string[] = [];
  for (let at = 0; at < bytes.length; at += REF_HASH_BYTES)
    hashes.push(bytes.subarray(at, at + REF_HASH_BYTES).toString('base64url'));
  return hashes;
}

function hash(text: string, bytes: number): string {
  return createHash('sha256').update(text).digest().subarray(0, bytes).toString('base64url');
}
