import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { UserError } from '../common/errors.ts';
import { isRecord } from '../common/isRecord.ts';
import type { KubeClient } from '../kube/kubeClient.ts';
import type { KubeObject } from '../kube/kubeObject.ts';
import { deleteObject, getObject, serverSideApply } from '../kube/objectRequests.ts';
import { type ChartHook, DELETE_PHASES, type HookPhase } from '../manifests/helmHooks.ts';
import type { PreparedHook } from '../plan/prepareHooks.ts';
import { type ApplySet, parentIdentity } from '../applyset/applySet.ts';
import { SECRETS, writeToolSecret } from '../applyset/toolSecret.ts';
import { TOOL_NAME } from '../applyset/applySetKeys.ts';
import { besideParent } from '../applyset/applySetLock.ts';

const RECORD_KEY = 'hooks.json.gz';
/** On the parent: the digest of the record its set's `delete` runs; absent, the set has no delete hooks. */
export const DELETE_HOOKS_ANNOTATION = 'applyset-action.github.io/delete-hooks';
/** The marker on the parent is this manager's alone, so that the parent's own writes never drop it. */
const FIELD_MANAGER = `${TOOL_NAME}-delete-hooks`;
/** A Secret holds at most 1 MiB; the rest is the Secret's own fields. */
const MAX_RECORD_BYTES = 900 * 1024;
const MAX_UNPACKED_BYTES = 32 * 1024 * 1024;

/** The record of a chart's delete hooks, packed, and its digest, which the parent names. */
export interface PackedDeleteHooks {
  packed: Buffer;
  digest: string;
}

/** Where the record lives: a Secret beside the parent, `applyset-hooks.<kind>.<parent name>`, as the Lease is. */
export function deleteHooksPlace(parent: ApplySet): { namespace: string; name: string } {
  return besideParent(parent, 'applyset-hooks');
}

/**
 * The chart's pre-delete and post-delete hooks as `delete` will run them (each in the namespace the
 * apply gave it), packed; undefined when there are none. Refused before the first write when the
 * record would not fit in its Secret.
 */
export function packDeleteHooks(hooks: readonly PreparedHook[]): PackedDeleteHooks | undefined {
  const kept = hooks.flatMap(({ hook, object }) => {
    const phases = hook.phases.filter((phase) => DELETE_PHASES.has(phase));
    return phases.length === 0
      ? []
      : [{ phases, weight: hook.weight, deletePolicies: hook.deletePolicies, source: hook.object.source, object }];
  });
  if (kept.length === 0) return undefined;
  const packed = gzipSync(JSON.stringify({ hooks: kept }));
  if (packed.length > MAX_RECORD_BYTES) {
    throw new UserError(
      `the chart's pre-delete and post-delete hooks take ${Math.ceil(packed.length / 1024)} KiB gzipped, more than the ${MAX_RECORD_BYTES / 1024} KiB their record beside the ApplySet parent holds`,
      { hint: 'keep large data out of the delete hooks (mount a ConfigMap the chart deploys as a member instead)' },
    );
  }
  return { packed, digest: digestOf(packed) };
}

function digestOf(packed: Buffer): string {
  return `sha256:${createHash('sha256').update(packed).digest('hex')}`;
}

/** The digest the live parent names; undefined when it names none. */
export function recordedDigest(live: KubeObject | undefined): string | undefined {
  return live?.metadata.annotations?.[DELETE_HOOKS_ANNOTATION];
}

/**
 * Makes the record match the apply's chart: written (owned by the parent, so it goes with it) and
 * named on the parent when the chart has delete hooks, both removed when it has none any more.
 * Nothing is sent when the parent already names this record: an apply that changes nothing writes nothing.
 */
export async function syncDeleteHooks(
  client: KubeClient,
  parent: ApplySet,
  live: KubeObject | undefined,
  record: PackedDeleteHooks | undefined,
): Promise<void> {
  const named = recordedDigest(live);
  if (named === record?.digest) return;
  const place = deleteHooksPlace(parent);
  if (record) {
    // A set installed by this run has a parent only since its widening.
    const uid =
      live?.metadata.uid ?? (await getObject(client, parent.info, parent.namespace, parent.name))?.metadata.uid;
    await writeToolSecret(client, {
      parent,
      parentUid: uid,
      place,
      data: { [RECORD_KEY]: record.packed.toString('base64') },
      fieldManager: FIELD_MANAGER,
    });
  }
  await serverSideApply(client, parent.info, markerPatch(parent, record?.digest), {
    fieldManager: FIELD_MANAGER,
    force: true,
    dryRun: false,
  });
  if (record) return;
  const stale = await getObject(client, SECRETS, place.namespace, place.name);
  const uid = stale?.metadata.uid;
  if (uid) await deleteObject(client, SECRETS, { ...place, uid }, { propagationPolicy: 'Background', dryRun: false });
}

/** The parent as the marker's manager sends it: the marker alone, or nothing (server-side apply then removes it). */
function markerPatch(parent: ApplySet, digest: string | undefined): KubeObject {
  const identity = parentIdentity(parent);
  return {
    ...identity,
    metadata: { ...identity.metadata, ...(digest ? { annotations: { [DELETE_HOOKS_ANNOTATION]: digest } } : {}) },
  };
}

/**
 * The delete hooks the set's last apply recorded, as the live parent names them; none when it names
 * no record. A record missing, or not the one the parent names (written by anyone but the apply),
 * is refused: `delete` runs what it holds with the deploy's credential.
 */
export async function readDeleteHooks(client: KubeClient, parent: ApplySet, live: KubeObject): Promise<ChartHook[]> {
  const named = recordedDigest(live);
  if (named === undefined) return [];
  const place = deleteHooksPlace(parent);
  const secret = await getObject(client, SECRETS, place.namespace, place.name);
  const data = (secret?.['data'] as Record<string, unknown> | undefined)?.[RECORD_KEY];
  const packed = typeof data === 'string' ? Buffer.from(data, 'base64') : undefined;
  const where = `Secret ${place.namespace}/${place.name}`;
  const hint = 'apply the set again to write the record anew, or delete without its hooks (the CLI: delete --no-hooks)';
  if (!packed) {
    throw new UserError(
      `the ApplySet parent names a record of its chart's delete hooks, but ${where} does not hold it; nothing was deleted`,
      { hint },
    );
  }
  if (digestOf(packed) !== named) {
    throw new UserError(
      `${where}, the record of the chart's delete hooks, is not the one the ApplySet parent names (${named}): it was changed after the apply wrote it; nothing was deleted`,
      { hint },
    );
  }
  return unpack(packed, where);
}

function unpack(packed: Buffer, where: string): ChartHook[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(gunzipSync(packed, { maxOutputLength: MAX_UNPACKED_BYTES }).toString('utf8'));
  } catch (error) {
    throw new UserError(`${where}, the record of the chart's delete hooks, cannot be read: ${String(error)}`);
  }
  const hooks = isRecord(parsed) && Array.isArray(parsed['hooks']) ? parsed['hooks'] : [];
  return hooks.filter(isRecordedHook).map((hook) => ({
    object: { object: hook.object, source: hook.source },
    phases: hook.phases,
    weight: hook.weight,
    deletePolicies: hook.deletePolicies,
  }));
}

interface RecordedHook {
  phases: HookPhase[];
  weight: number;
  deletePolicies: ChartHook['deletePolicies'];
  source: { file: string; line: number };
  object: KubeObject;
}

/** What this tool wrote, checked as far as `delete` reads it (the digest already matched). */
function isRecordedHook(value: unknown): value is RecordedHook {
  return (
    isRecord(value) &&
    Array.isArray(value['phases']) &&
    typeof value['weight'] === 'number' &&
    Array.isArray(value['deletePolicies']) &&
    isRecord(value['source']) &&
    isRecord(value['object']) &&
    isRecord(value['object']['metadata'])
  );
}
