// The crash campaign's checker: what the cluster must hold after a good run, whatever the runs before it
// did or where they died. It reads the cluster with raw requests and the spec's keys (applySetSpec.ts),
// none of the engine's code.
import { gunzipSync } from 'node:zlib';
import { isDeepStrictEqual } from 'node:util';
import type { ApiClient } from '../apiRequest.ts';
import {
  applySetId,
  commaSet,
  groupKind,
  HISTORY,
  ID_LABEL,
  KINDS,
  LEASE_SECONDS,
  NAMESPACES,
  PART_OF,
  PLAN_RECORD_LABEL,
} from './applySetSpec.ts';
import type { Manifest, ScannedResource } from './chaosSet.ts';

export type ViolationKind =
  | 'leak'
  | 'stale parent'
  | 'missing'
  | 'not as written'
  | 'wrong deletion'
  | 'changed outside the set'
  | 'parent'
  | 'plan record'
  | 'lock'
  | 'history'
  | 'good run failed';

export interface Violation {
  kind: ViolationKind;
  message: string;
}

/** An object of someone else's, as it was before the campaign touched anything. */
export interface Bystander {
  apiPath: string;
  resource: string;
  namespace: string;
  name: string;
  resourceVersion: string;
}

export interface Expectation {
  parent: { namespace: string; name: string };
  /** The manifests the last good run applied. */
  manifests: readonly Manifest[];
  /** Where each kind of the manifests (and any leak) lives. */
  resources: readonly ScannedResource[];
  bystanders: readonly Bystander[];
  /** What the good run reported: its history entry must say the same. */
  lastRun: { result: string; summary: Record<string, number>; startedMs: number };
}

interface LiveObject {
  apiVersion?: string;
  kind?: string;
  metadata: {
    name: string;
    namespace?: string;
    labels?: Record<string, string>;
    annotations?: Record<string, string>;
    resourceVersion?: string;
    deletionTimestamp?: string;
  };
  [field: string]: unknown;
}

const key = (kind: string, namespace: string | undefined, name: string) => `${kind} ${namespace ?? ''}/${name}`;

export async function checkCluster(api: ApiClient, expected: Expectation): Promise<Violation[]> {
  const violations: Violation[] = [];
  const add = (kind: ViolationKind, message: string) => violations.push({ kind, message });
  const id = applySetId({ ...expected.parent, kind: 'Secret', group: '' });
  const parent = await get(api, `/api/v1/namespaces/${expected.parent.namespace}/secrets/${expected.parent.name}`);
  if (!parent) {
    add('parent', `the parent Secret ${expected.parent.namespace}/${expected.parent.name} is gone after a good run`);
    return violations;
  }
  if (parent.metadata.labels?.[ID_LABEL] !== id)
    add('parent', `the parent's ${ID_LABEL} label is ${parent.metadata.labels?.[ID_LABEL]}, not ${id}`);
  const kinds = commaSet(parent.metadata.annotations?.[KINDS]);
  const namespaces = commaSet(parent.metadata.annotations?.[NAMESPACES]).add(expected.parent.namespace);

  const wanted = new Map(
    expected.manifests.map((m) => [key(groupKind(m.apiVersion, m.kind), m.metadata.namespace, m.metadata.name), m]),
  );
  for (const scanned of expected.resources) {
    for (const member of await list(
      api,
      `${scanned.apiPath}/${scanned.resource}?labelSelector=${encodeURIComponent(`${PART_OF}=${id}`)}`,
    )) {
      const gk = groupKind(member.apiVersion ?? '', member.kind ?? '');
      const where = key(gk, member.metadata.namespace, member.metadata.name);
      // The next run's prune lists each recorded kind in each recorded namespace: anything outside is out of its sight.
      if (!kinds.has(gk)) add('stale parent', `${where} is labelled part of the set, but the parent records no ${gk}`);
      if (scanned.namespaced && !namespaces.has(member.metadata.namespace ?? ''))
        add(
          'stale parent',
          `${where} is labelled part of the set, but the parent records no namespace ${member.metadata.namespace}`,
        );
      if (!wanted.has(where) && !member.metadata.deletionTimestamp)
        add('leak', `${where} is labelled part of the set but is in no manifest`);
    }
  }
  for (const [where, manifest] of wanted) {
    const path = objectPath(expected.resources, manifest);
    const live = path ? await get(api, path) : undefined;
    if (!live || live.metadata.deletionTimestamp) {
      add('missing', `${where} of the manifests is ${live ? 'being deleted' : 'missing'}`);
      continue;
    }
    if (live.metadata.labels?.[PART_OF] !== id) add('not as written', `${where} lacks the part-of label`);
    const difference = firstDifference(written(manifest), live, '');
    if (difference) add('not as written', `${where}: ${difference}`);
    if (!kinds.has(groupKind(manifest.apiVersion, manifest.kind)))
      add('stale parent', `the parent does not record ${groupKind(manifest.apiVersion, manifest.kind)}`);
    if (manifest.metadata.namespace && !namespaces.has(manifest.metadata.namespace))
      add('stale parent', `the parent does not record namespace ${manifest.metadata.namespace}`);
  }
  for (const other of expected.bystanders) {
    const live = await get(api, `${other.apiPath}/namespaces/${other.namespace}/${other.resource}/${other.name}`);
    if (!live) add('wrong deletion', `${other.resource} ${other.namespace}/${other.name}, not the set's, was deleted`);
    else if (live.metadata.resourceVersion !== other.resourceVersion)
      add('changed outside the set', `${other.resource} ${other.namespace}/${other.name}, not the set's, was changed`);
  }
  await checkPlanRecords(api, expected.parent.namespace, id, add);
  await checkLock(api, expected.parent, add);
  checkHistory(parent.metadata.annotations?.[HISTORY], expected.lastRun, add);
  return violations;
}

/** A Secret's stringData is stored as data: compare it so. */
function written(manifest: Manifest): Record<string, unknown> {
  const { stringData, ...rest } = manifest;
  if (!stringData) return rest;
  const encoded = Object.fromEntries(
    Object.entries(stringData as Record<string, string>).map(([k, v]) => [k, Buffer.from(v).toString('base64')]),
  );
  return { ...rest, data: encoded };
}

/** Where `wanted` (a manifest's field) and `live` first differ: every field written must hold what was written. */
function firstDifference(wanted: unknown, live: unknown, path: string): string | undefined {
  if (Array.isArray(wanted)) {
    if (!Array.isArray(live) || live.length !== wanted.length)
      return `${path || '.'} is ${JSON.stringify(live)}, written ${JSON.stringify(wanted)}`;
    for (const [i, item] of wanted.entries()) {
      const found = firstDifference(item, live[i], `${path}[${i}]`);
      if (found) return found;
    }
    return undefined;
  }
  if (wanted !== null && typeof wanted === 'object') {
    if (live === null || typeof live !== 'object') return `${path || '.'} is missing`;
    for (const [field, value] of Object.entries(wanted)) {
      const found = firstDifference(value, (live as Record<string, unknown>)[field], `${path}.${field}`);
      if (found) return found;
    }
    return undefined;
  }
  return isDeepStrictEqual(wanted, live)
    ? undefined
    : `${path} is ${JSON.stringify(live)}, written ${JSON.stringify(wanted)}`;
}

function objectPath(resources: readonly ScannedResource[], manifest: Manifest): string | undefined {
  const plural = `${manifest.kind.toLowerCase()}s`;
  const apiPath = manifest.apiVersion.includes('/') ? `/apis/${manifest.apiVersion}` : `/api/${manifest.apiVersion}`;
  const scanned = resources.find((r) => r.apiPath === apiPath && r.resource === plural);
  if (!scanned) return undefined;
  const scope = scanned.namespaced ? `/namespaces/${manifest.metadata.namespace}` : '';
  return `${apiPath}${scope}/${plural}/${manifest.metadata.name}`;
}

/** Valid or absent: a record Secret holds gzipped JSON and is labelled for this set. */
async function checkPlanRecords(
  api: ApiClient,
  namespace: string,
  id: string,
  add: (kind: ViolationKind, message: string) => void,
): Promise<void> {
  for (const record of await list(
    api,
    `/api/v1/namespaces/${namespace}/secrets?labelSelector=${encodeURIComponent(PLAN_RECORD_LABEL)}`,
  )) {
    const where = `plan record ${namespace}/${record.metadata.name}`;
    if (record.metadata.labels?.[PLAN_RECORD_LABEL] !== id)
      add('plan record', `${where} is labelled ${record.metadata.labels?.[PLAN_RECORD_LABEL]}, not ${id}`);
    const packed = (record.data as Record<string, string> | undefined)?.['record.json.gz'];
    try {
      JSON.parse(gunzipSync(Buffer.from(packed ?? '', 'base64')).toString('utf8'));
    } catch (error) {
      add('plan record', `${where} cannot be read: ${(error as Error).message}`);
    }
  }
}

/** After a good run the lock is released: no Lease beside the parent is held and unexpired. */
async function checkLock(
  api: ApiClient,
  parent: { namespace: string; name: string },
  add: (kind: ViolationKind, message: string) => void,
): Promise<void> {
  for (const lease of await list(api, `/apis/coordination.k8s.io/v1/namespaces/${parent.namespace}/leases`)) {
    if (!lease.metadata.name.startsWith('applyset-lock.') || !lease.metadata.name.endsWith(`.${parent.name}`)) continue;
    const spec = (lease.spec ?? {}) as { holderIdentity?: string; renewTime?: string; leaseDurationSeconds?: number };
    const renewed = Date.parse(spec.renewTime ?? '');
    const expired =
      Number.isFinite(renewed) && Date.now() - renewed > (spec.leaseDurationSeconds ?? LEASE_SECONDS) * 1000;
    if (spec.holderIdentity && !expired)
      add('lock', `the Lease ${lease.metadata.name} is still held by ${spec.holderIdentity} after the run ended`);
  }
}

function checkHistory(
  text: string | undefined,
  run: Expectation['lastRun'],
  add: (kind: ViolationKind, message: string) => void,
): void {
  let entries: unknown;
  try {
    entries = JSON.parse(text ?? '');
  } catch {
    return add('history', `the parent's ${HISTORY} is not JSON: ${JSON.stringify(text)}`);
  }
  const last = Array.isArray(entries)
    ? (entries.at(-1) as { time?: string; result?: string; summary?: Record<string, number> } | undefined)
    : undefined;
  if (!last) return add('history', 'the deploy history is empty after a good run');
  if (Date.parse(last.time ?? '') < Math.floor(run.startedMs / 1000) * 1000)
    add('history', `the last entry (${last.time}) is older than the good run`);
  if (last.result !== run.result) add('history', `the last entry says ${last.result}, the run ended ${run.result}`);
  const counts = (summary: Record<string, number> | undefined) =>
    Object.fromEntries(Object.entries(summary ?? {}).filter(([, n]) => n !== 0));
  if (!isDeepStrictEqual(counts(last.summary), counts(run.summary)))
    add(
      'history',
      `the last entry counts ${JSON.stringify(last.summary)}, the run reported ${JSON.stringify(run.summary)}`,
    );
}

async function get(api: ApiClient, path: string): Promise<LiveObject | undefined> {
  const answer = await api.request('GET', path);
  if (answer.status === 404) return undefined;
  if (answer.status !== 200)
    throw new Error(`GET ${path}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
  return answer.body as LiveObject;
}

/** A LIST's items with their kind and apiVersion, which a list leaves out of each item. */
async function list(api: ApiClient, path: string): Promise<LiveObject[]> {
  const answer = await api.request('GET', path);
  if (answer.status === 404) return [];
  if (answer.status !== 200)
    throw new Error(`LIST ${path}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
  const body = answer.body as { apiVersion: string; kind: string; items: LiveObject[] };
  return body.items.map((item) => ({ ...item, apiVersion: body.apiVersion, kind: body.kind.replace(/List$/, '') }));
}
