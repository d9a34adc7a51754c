import type { KubeClient } from '../kube/kubeClient.ts';
import { deleteObject, getObject, listObjects, type ListedObject } from '../kube/objectRequests.ts';
import type { ApplySet } from './applySet.ts';
import { CONFIG_MAPS, SECRETS, writeToolConfigMap, writeToolSecret } from './toolSecret.ts';
import { TOOL_NAME } from './applySetKeys.ts';
import { besideParent } from './applySetLock.ts';

const RECORD_KEY = 'record.json.gz';
/** Marks the Secret as the tool's own, not a member of any set (it carries no part-of label). */
export const PLAN_RECORD_LABEL = 'applyset-action.github.io/plan-record';
const FIELD_MANAGER = `${TOOL_NAME}-plan-record`;

/**
 * Where the plan record of an ApplySet lives: a Secret beside the parent, named
 * `applyset-plan-record.<kind>.<parent name>`, as the Lease is. A Secret, because the record holds
 * (keyed) hashes of Secret members. Its public copy, which holds none, is the ConfigMap of that name.
 */
export function planRecordPlace(parent: ApplySet): { namespace: string; name: string } {
  return besideParent(parent, 'applyset-plan-record');
}

/**
 * The record's Secret as it is: its UID, whether it is this set's (its label names the set's ID), and its
 * packed record if it holds one. The label only sorts records out: anyone who may write the Secret may set
 * it, so what a plan trusts is the record's HMAC, under a key derived from the run's credential (see recordKey).
 */
export interface StoredPlanRecord {
  uid: string;
  ours: boolean;
  packed: Buffer | undefined;
}

/** The record's Secret, or undefined when there is none. */
export async function readPlanRecordSecret(
  client: KubeClient,
  parent: ApplySet,
): Promise<StoredPlanRecord | undefined> {
  const place = planRecordPlace(parent);
  const secret = await getObject(client, SECRETS, place.namespace, place.name);
  return secret ? storedRecord(secret, parent) : undefined;
}

/**
 * Every plan record's Secret in the cluster, in one LIST (`verify -A`), keyed `namespace/name`;
 * `storedFor` then reads the one beside a given parent as readPlanRecordSecret would.
 */
export async function listPlanRecordSecrets(
  client: KubeClient,
): Promise<{ storedFor: (parent: ApplySet) => StoredPlanRecord | undefined }> {
  const secrets = await listObjects(client, SECRETS, '', PLAN_RECORD_LABEL, { metadataOnly: false });
  const byPlace = new Map(
    secrets.map((secret) => [`${secret.metadata.namespace ?? ''}/${secret.metadata.name ?? ''}`, secret]),
  );
  return {
    storedFor: (parent) => {
      const place = planRecordPlace(parent);
      const secret = byPlace.get(`${place.namespace}/${place.name}`);
      return secret ? storedRecord(secret, parent) : undefined;
    },
  };
}

function storedRecord(secret: ListedObject, parent: ApplySet): StoredPlanRecord {
  const data = (secret.data as Record<string, unknown> | undefined)?.[RECORD_KEY];
  return {
    uid: secret.metadata.uid ?? '',
    ours: secret.metadata.labels?.[PLAN_RECORD_LABEL] === parent.id,
    packed: typeof data === 'string' ? Buffer.from(data, 'base64') : undefined,
  };
}

/**
 * Which record a run reads: an apply, or a preview given no public key, the Secret under its credential's
 * key (none without a stable credential); a preview given the deploy's public keys (`plan-record-key`)
 * the public copy, which its identity may read and verify.
 */
export function recordToRead(
  client: KubeClient,
  { writes, trusted }: { writes: boolean; trusted: readonly string[] },
): 'record' | 'copy' | undefined {
  if (!writes && trusted.length > 0) return 'copy';
  return client.credentialKey ? 'record' : undefined;
}

/** The record `which` names, packed (see readPlanRecord, readPlanRecordCopy). */
export function readRecordOf(
  client: KubeClient,
  parent: ApplySet,
  which: 'record' | 'copy',
): Promise<Buffer | undefined> {
  return which === 'copy' ? readPlanRecordCopy(client, parent) : readPlanRecord(client, parent);
}

/** The stored record, packed; undefined when there is none, or it cannot be read (a plan then dry-runs every member). */
export async function readPlanRecord(client: KubeClient, parent: ApplySet): Promise<Buffer | undefined> {
  try {
    const stored = await readPlanRecordSecret(client, parent);
    return stored?.ours ? stored.packed : undefined;
  } catch {
    // Refused, gone, unreachable: a miss, after which the plan dry-runs every member, so nothing is skipped unchecked;
    // a cancellation or an outage meets the plan's own requests next and is reported there.
    return undefined;
  }
}

/**
 * The record's public copy (see src/plan/signedRecord.ts), packed: a ConfigMap of the record's name,
 * which the preview identity may read. Undefined when there is none or it cannot be read, as for the record.
 */
export async function readPlanRecordCopy(client: KubeClient, parent: ApplySet): Promise<Buffer | undefined> {
  const place = planRecordPlace(parent);
  try {
    const copy = await getObject(client, CONFIG_MAPS, place.namespace, place.name);
    const data = (copy?.['binaryData'] as Record<string, unknown> | undefined)?.[RECORD_KEY];
    return copy?.metadata.labels?.[PLAN_RECORD_LABEL] === parent.id && typeof data === 'string'
      ? Buffer.from(data, 'base64')
      : undefined;
  } catch {
    return undefined; // a miss, as the record's own read above
  }
}

/** Deletes the record's Secret if it is still the one read (UID precondition); the next apply writes a new one. */
export async function deletePlanRecord(client: KubeClient, parent: ApplySet, uid: string): Promise<void> {
  const place = planRecordPlace(parent);
  await deleteObject(client, SECRETS, { ...place, uid }, { propagationPolicy: 'Background', dryRun: false });
}

/**
 * Writes the record: owned by the parent, so that it goes when the parent is deleted (`delete`,
 * `disband`, or by hand), and written only by this tool's own field manager.
 */
export function writePlanRecord(
  client: KubeClient,
  parent: ApplySet,
  parentUid: string,
  packed: Buffer,
): Promise<void> {
  return writeToolSecret(client, {
    parent,
    parentUid,
    place: planRecordPlace(parent),
    labels: { [PLAN_RECORD_LABEL]: parent.id },
    data: encoded(packed),
    fieldManager: FIELD_MANAGER,
  });
}

/** Writes the record's public copy, as the record is written; `signer` names its public key, for whoever sets up previews. */
export function writePlanRecordCopy(
  client: KubeClient,
  parent: ApplySet,
  parentUid: string,
  packed: Buffer,
  signer: string,
): Promise<void> {
  return writeToolConfigMap(client, {
    parent,
    parentUid,
    place: planRecordPlace(parent),
    labels: { [PLAN_RECORD_LABEL]: parent.id },
    annotations: { [SIGNED_BY_ANNOTATION]: signer },
    binaryData: encoded(packed),
    fieldManager: FIELD_MANAGER,
  });
}

/** The public key the copy says it is signed with: a hint for reading, never a key a preview trusts. */
export const SIGNED_BY_ANNOTATION = 'applyset-action.github.io/plan-record-key';

function encoded(packed: Buffer): Record<string, string> {
  return { [RECORD_KEY]: packed.toString('base64') };
}
