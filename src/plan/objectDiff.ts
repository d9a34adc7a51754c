import { createTwoFilesPatch } from 'diff';
import * as yaml from 'js-yaml';
import { isDeepStrictEqual } from 'node:util';
import type { KubeObject } from '../kube/kubeObject.ts';
import { changedPaths } from './changedPaths.ts';
import type { FieldPath } from '../options/ignoreDifferences.ts';
import { withoutFields } from './fieldLocations.ts';
import { entriesOf, ownershipOutside } from './managedFieldPaths.ts';
import { maskSecretData } from './maskSecretData.ts';

/** Fields the server owns: they change without the user asking and say nothing about the manifest. */
const SERVER_METADATA = ['managedFields', 'resourceVersion', 'generation', 'uid', 'creationTimestamp', 'selfLink'];

/** The object without server-owned fields, for comparing what the user controls. */
function withoutServerFields(object: KubeObject): KubeObject {
  const { status: _status, ...rest } = object;
  const metadata = { ...object.metadata };
  for (const field of SERVER_METADATA) delete metadata[field];
  return { ...rest, metadata };
}

/**
 * The ownership of listed objects whose managedFields were let go (see {@link keepOwnershipOnly}), by
 * their metadata, which the copies made of a listed object share.
 */
const keptOwnership = new WeakMap<object, string>();

/**
 * Field ownership without timestamps, nor what it says of the ignored fields, as JSON text in the
 * server's key order: a change here means an apply would move ownership of fields.
 */
function ownership(object: KubeObject, ignored: readonly FieldPath[]): string {
  const kept = ignored.length === 0 ? keptOwnership.get(object.metadata) : undefined;
  if (kept !== undefined) return kept;
  const entries = ignored.length > 0 ? ownershipOutside(object, ignored) : entriesOf(object);
  return JSON.stringify(
    entries.map(({ manager, operation, subresource, fieldsV1 }) => ({ manager, operation, subresource, fieldsV1 })),
  );
}

/**
 * Equal texts are the same ownership, which is nearly always so (the server writes keys in one order);
 * texts that differ are compared again with every object's keys in order, so that an order alone is no
 * change. The native serializer first: the canonical form costs several times more per member.
 */
function sameOwnership(a: string, b: string): boolean {
  return a === b || canonicalJson(JSON.parse(a)) === canonicalJson(JSON.parse(b));
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  const entries = Object.entries(value)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/**
 * Lets a listed live object's managedFields go, keeping only what the comparison reads of them: a
 * set's LISTs hold every member until its dry-run is compared, and managedFields are a large part of
 * each. Not for a set with ignore-differences rules, which read who owns each ignored field.
 */
export function keepOwnershipOnly(object: KubeObject): void {
  const { managedFields, ...metadata } = object.metadata;
  if (managedFields === undefined) return;
  const kept = ownership(object, []);
  // A copy without them, not a `delete`: V8 turns an object that lost a property into a dictionary, some
  // 450 bytes more for each listed object's metadata (13 MB of a 30,000-object plan's heap).
  object.metadata = metadata;
  keptOwnership.set(metadata, kept);
}

/** Listed objects held as their JSON text until compared (see {@link compactListed}), by their metadata. */
const listedText = new WeakMap<object, string>();

/**
 * A listed live object as its metadata alone, the rest kept as its JSON text: a third of the memory
 * of the parsed object, for a member that waits, listed, until its dry-run is compared (at 30,000
 * members, most of a plan's peak). What reads more than the metadata takes {@link expandListed}.
 */
export function compactListed<T extends { metadata: object }>(object: T): T {
  listedText.set(object.metadata, JSON.stringify(object));
  return { metadata: object.metadata } as T;
}

/**
 * The whole object again, as it was listed: its fields in their order, then those given beside its
 * metadata since (a list item's apiVersion and kind), with the ownership its managedFields left.
 */
export function expandListed<T extends { metadata: object }>(object: T): T {
  const text = listedText.get(object.metadata);
  if (text === undefined) return object;
  const expanded = JSON.parse(text) as Record<string, unknown> & { metadata: object };
  for (const [key, value] of Object.entries(object)) if (key !== 'metadata') expanded[key] = value;
  const kept = keptOwnership.get(object.metadata);
  if (kept !== undefined) keptOwnership.set(expanded.metadata, kept);
  return expanded as unknown as T;
}

/** `paths`: the changed fields' paths (see {@link changedPaths}), in the diff's order. */
export type Comparison = { changed: false } | { changed: true; diff: string; paths: string[]; ownershipOnly: boolean };

/**
 * Compares the live object with the server's dry-run result of applying the manifest; `ignored`
 * fields (the ignore-differences rules') are left out of both sides.
 */
export function compareObjects(live: KubeObject, planned: KubeObject, ignored: readonly FieldPath[] = []): Comparison {
  const before = withoutFields(withoutServerFields(live), ignored);
  const after = withoutFields(withoutServerFields(planned), ignored);
  const contentChanged = !isDeepStrictEqual(before, after);
  if (!contentChanged && sameOwnership(ownership(live, ignored), ownership(planned, ignored)))
    return { changed: false };
  const [maskedBefore, maskedAfter] = maskSecretData(before, after);
  if (!contentChanged) return { changed: true, diff: '', paths: [], ownershipOnly: true };
  return {
    changed: true,
    diff: unifiedDiff(maskedBefore!, maskedAfter!),
    paths: changedPaths(maskedBefore, maskedAfter),
    ownershipOnly: false,
  };
}

/**
 * The preview of an object that exists but is not a member yet: only the fields the manifest sets,
 * as it sets them (Secret values masked). Nothing of the live object: a pull request may name any
 * object the preview's identity can read, and the comment is as public as the pull request.
 */
export function adoptionDiff(manifest: KubeObject): string {
  const [, masked] = maskSecretData(undefined, manifest);
  return unifiedDiff(undefined, masked!);
}

/**
 * Two renders of one object compared without a cluster (render-diff): the base commit's and the
 * head's, Secret values masked; undefined when they are the same.
 */
export function renderedDiff(base: KubeObject, head: KubeObject): { diff: string; paths: string[] } | undefined {
  if (isDeepStrictEqual(base, head)) return undefined;
  const [maskedBase, maskedHead] = maskSecretData(base, head);
  return { diff: unifiedDiff(maskedBase, maskedHead!, ['base', 'head']), paths: changedPaths(maskedBase, maskedHead) };
}

function unifiedDiff(
  before: KubeObject | undefined,
  after: KubeObject,
  names: [string, string] = ['live', 'planned'],
): string {
  const dump = (o: KubeObject) => yaml.dump(o, { sortKeys: true, lineWidth: -1, noRefs: true });
  const patch = before
    ? createTwoFilesPatch(names[0], names[1], dump(before), dump(after), undefined, undefined, { context: 3 })
    : createTwoFilesPatch('live (not shown)', 'manifest', '', dump(after), undefined, undefined, { context: 3 });
  // Drop the `Index:`/`===` preamble: the object's name already heads the diff wherever it is shown.
  return patch
    .split('\n')
    .filter((line) => !line.startsWith('Index:') && !line.startsWith('===='))
    .join('\n')
    .trimEnd();
}
