import type { KubeClient } from '../kube/kubeClient.ts';
import { deleteObject, getObject, listObjects, type ListedObject } from '../kube/objectRequests.ts';
import type { ApplySet } from './applySet.ts';
import { SECRETS, writeToolSecret } from './toolSecret.ts';
import { TOOL_NAME } from './applySetKeys.ts';
import { besideParent } from './applySetLock.ts';

const RECORD_KEY = 'record.json.gz';
/** Marks the Secret as the tool's own, not a member of any set (it carries no part-of label). */
export const PLAN_RECORD_LABEL = 'applyset-action.github.io/plan-record';
const FIELD_MANAGER = `${TOOL_NAME}-plan-record`;

/**
 * Where the plan record of an ApplySet lives: a Secret beside the parent, named
 * `applyset-plan-record.<kind>.<parent name>`, as the Lease is. A Secret, because the record holds
 * (keyed) hashes of Secret members.
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

/** The stored record, packed; undefined when there is none, or it cannot be read (a plan then dry-runs every member). */
export async function readPlanRecord(client: KubeClient, parent: ApplySet): Promise<Buffer | undefined> {
  try {
    const stored = await readPlanRecordSecret(client, parent);
    return stored?.ours ? stored.packed : undefined;
  } catch {
    return undefined;
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
export async function writePlanRecord(
  client: KubeClient,
  parent: ApplySet,
  parentUid: string,
  packed: Buffer,
): Promise<void> {
  await writeToolSecret(client, {
    parent,
    parentUid,
    place: planRecordPlace(parent),
    labels: { [PLAN_RECORD_LABEL]: parent.id },
    data: { [RECORD_KEY]: packed.toString('base64') },
    fieldManager: FIELD_MANAGER,
  });
}
