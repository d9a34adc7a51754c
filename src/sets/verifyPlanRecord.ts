import type { KeyObject } from 'node:crypto';
import type { ApplySet } from '../applyset/applySet.ts';
import {
  deletePlanRecord,
  planRecordPlace,
  readPlanRecordSecret,
  type StoredPlanRecord,
} from '../applyset/planRecordSecret.ts';
import type { LiveMember } from '../applyset/members.ts';
import { isForbidden } from '../kube/apiError.ts';
import type { KubeClient } from '../kube/kubeClient.ts';
import { refKey } from '../kube/objectRef.ts';
import { inspectRecord, type RecordFault, recordKey } from '../plan/planRecord.ts';

/**
 * What is wrong with a set's plan record (see src/plan/planCache.ts), if anything. None of it is a
 * leak: a plan reads a bad record as none and dry-runs every member; but a record that names
 * objects that are not members, or does not match its HMAC, was not left so by this tool. The HMAC
 * is checked only when verify runs with the credential that wrote the record (its key is derived
 * from it, see recordKey); a record of another credential is judged by its content alone.
 */
export interface PlanRecordFinding {
  /** The record's Secret. */
  name: string;
  problem: RecordFault | "not this set's" | 'names objects that are not members';
  /** For the last problem: the objects (`group/Kind/namespace/name`), at most a few. */
  objects?: string[];
  /** `--fix` deleted the record; the next apply writes it again. */
  deleted?: boolean;
}

const SHOWN_OBJECTS = 5;

/** Checks the record beside the parent against the members the full scan found; `fix` deletes a bad one. */
export async function checkPlanRecord(
  client: KubeClient,
  parent: ApplySet,
  members: readonly LiveMember[],
  fix: boolean,
): Promise<PlanRecordFinding | undefined> {
  let stored;
  try {
    stored = await readPlanRecordSecret(client, parent);
  } catch (error) {
    // Whoever may not read Secrets beside the parent (a ConfigMap parent's reader) verifies the members alone.
    if (isForbidden(error)) return undefined;
    throw error;
  }
  const finding = judgePlanRecord(parent, stored, members, client.credentialKey);
  if (!finding || !fix || !stored) return finding;
  await deletePlanRecord(client, parent, stored.uid);
  return { ...finding, deleted: true };
}

/** What is wrong with a record already read (`verify -A` reads them all in one LIST), if anything. */
export function judgePlanRecord(
  parent: ApplySet,
  stored: StoredPlanRecord | undefined,
  members: readonly LiveMember[],
  credentialKey: KeyObject | undefined,
): PlanRecordFinding | undefined {
  if (!stored) return undefined;
  const finding = findProblem(
    stored.ours,
    stored.packed,
    members,
    credentialKey && recordKey(credentialKey, parent.id),
  );
  return finding ? { name: planRecordPlace(parent).name, ...finding } : undefined;
}

function findProblem(
  ours: boolean,
  packed: Buffer | undefined,
  members: readonly LiveMember[],
  key: KeyObject | undefined,
): Omit<PlanRecordFinding, 'name'> | undefined {
  if (!ours) return { problem: "not this set's" };
  const read = packed ? inspectRecord(packed, key) : 'unreadable';
  if (typeof read === 'string') return { problem: read };
  const { record } = read;
  const memberKeys = new Set(members.map(({ ref }) => refKey(ref)));
  const strangers = [...record.objects.keys()].filter((key) => !memberKeys.has(key)).sort();
  return strangers.length > 0
    ? { problem: 'names objects that are not members', objects: strangers.slice(0, SHOWN_OBJECTS) }
    : undefined;
}

const SAYS: Record<PlanRecordFinding['problem'], string> = {
  unreadable: 'is unreadable: plans dry-run every member',
  'mac mismatch': 'does not match its HMAC (edited by something else): plans dry-run every member',
  "not this set's": 'is labelled for another set: plans dry-run every member',
  'names objects that are not members': 'names objects that are not members',
};

/** The finding as a line of verify's text. */
export function describePlanRecordFinding(finding: PlanRecordFinding): string {
  const objects = finding.objects ? ` (${finding.objects.join(', ')})` : '';
  return `  warning: plan record ${finding.name} ${SAYS[finding.problem]}${objects}${finding.deleted ? '; deleted, the next apply writes it again' : '; verify --fix deletes it'}`;
}
