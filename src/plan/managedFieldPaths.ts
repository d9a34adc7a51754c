import { isDeepStrictEqual } from 'node:util';
import { isRecord } from '../common/isRecord.ts';
import type { KubeObject } from '../kube/kubeObject.ts';
import type { FieldPath, PathStep } from '../options/ignoreDifferences.ts';
import { resolveStep } from './fieldLocations.ts';

/*
 * Reading server-side apply's field ownership (metadata.managedFields, the `FieldsV1` format): `f:name`
 * a field, `k:{...}` a list item by its key fields, `v:...` an item of a set by value, `i:N` by index,
 * `.` the node itself. A node without children is a field owned whole.
 */

export interface ManagedFieldsEntry {
  manager?: string;
  operation?: string;
  subresource?: string;
  fieldsV1?: unknown;
}

export function entriesOf(object: KubeObject): ManagedFieldsEntry[] {
  const entries = object.metadata.managedFields;
  return Array.isArray(entries) ? entries.filter(isRecord) : [];
}

/** A JSON key of a FieldsV1 node; undefined for one that does not parse (nothing the server writes). */
function parseKey(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // A key the server never writes: it matches no item, so that node owns nothing the rules read.
    return undefined;
  }
}

/** The key in `fields` of the list item at `index` of `list`, matched by key fields, value or index. */
function itemKey(fields: Record<string, unknown>, list: unknown[], index: number): string | undefined {
  const item = list[index];
  return Object.keys(fields).find((key) => {
    if (key.startsWith('k:')) {
      const keys = parseKey(key.slice(2));
      return (
        isRecord(keys) &&
        isRecord(item) &&
        Object.entries(keys).every(([name, value]) => isDeepStrictEqual(item[name], value))
      );
    }
    if (key.startsWith('v:')) return isDeepStrictEqual(parseKey(key.slice(2)), item);
    return key === `i:${index}`;
  });
}

/** The key in `fields` of the step to `at` of `container`: `f:name`, or a list item's. */
function stepKey(fields: Record<string, unknown>, container: unknown, at: string | number): string | undefined {
  return Array.isArray(container) ? itemKey(fields, container, at as number) : `f:${at}`;
}

/** Whether the FieldsV1 set `fields` owns the field at `path` of `object`, or anything under it, or the atomic field it lies in. */
function ownsAt(fields: unknown, object: unknown, path: FieldPath): boolean {
  let node = fields;
  let current = object;
  for (const step of path) {
    if (!isRecord(node)) return false;
    if (Object.keys(node).every((key) => key === '.')) return true;
    const at = resolveStep(current, step);
    if (at === undefined) return false;
    const key = stepKey(node, current, at);
    node = key === undefined ? undefined : node[key];
    if (node === undefined) return false;
    current = (current as Record<string | number, unknown>)[at];
  }
  return true;
}

/**
 * Who owns the field at `path` of the live object (or something under it): this run's own field
 * manager (its apply), and whether any other manager does.
 */
export function fieldOwners(
  live: KubeObject,
  path: FieldPath,
  fieldManager: string,
): { ours: boolean; others: boolean } {
  let ours = false;
  let others = false;
  for (const entry of entriesOf(live)) {
    if (!ownsAt(entry.fieldsV1, live, path)) continue;
    if (entry.manager === fieldManager && entry.operation === 'Apply') ours = true;
    else others = true;
  }
  return { ours, others };
}

/**
 * The fields the named managers own in the live object, one path per field owned whole. A list
 * item's key fields (a container's name) are left out: they identify the item, which the manifest
 * may still set.
 */
export function fieldsOwnedBy(live: KubeObject, managers: readonly string[]): FieldPath[] {
  const paths: FieldPath[] = [];
  for (const entry of entriesOf(live))
    if (entry.manager !== undefined && managers.includes(entry.manager))
      collectLeaves(entry.fieldsV1, [], new Set(), paths);
  return paths;
}

function collectLeaves(node: unknown, path: PathStep[], keyFields: ReadonlySet<string>, paths: FieldPath[]): void {
  if (!isRecord(node)) return;
  const children = Object.entries(node).filter(([key]) => key !== '.');
  if (children.length === 0) {
    if (path.length > 0) paths.push(path);
    return;
  }
  for (const [key, child] of children) {
    const value = key.startsWith('k:') || key.startsWith('v:') ? parseKey(key.slice(2)) : undefined;
    if (key.startsWith('f:')) {
      if (!keyFields.has(key.slice(2))) collectLeaves(child, [...path, key.slice(2)], new Set(), paths);
    } else if (key.startsWith('k:') && isRecord(value))
      collectLeaves(child, [...path, { item: value }], new Set(Object.keys(value)), paths);
    else if (key.startsWith('v:') && value !== undefined) paths.push([...path, { value }]);
    else if (key.startsWith('i:') && /^\d+$/.test(key.slice(2)))
      collectLeaves(child, [...path, { index: Number(key.slice(2)) }], new Set(), paths);
  }
}

/**
 * The object's managed fields without what they say of the fields at `paths` (and an entry left
 * owning nothing without the entry): ownership compared outside the ignored fields.
 */
export function ownershipOutside(object: KubeObject, paths: readonly FieldPath[]): ManagedFieldsEntry[] {
  return entriesOf(object).flatMap((entry) => {
    const fields = structuredClone(entry.fieldsV1);
    for (const path of paths) forget(fields, object, path);
    return isRecord(fields) && Object.keys(fields).length === 0 ? [] : [{ ...entry, fieldsV1: fields }];
  });
}

/** Removes the node of the field at `path` from `fields`, then the nodes on the way that it left empty. */
function forget(fields: unknown, object: unknown, path: FieldPath): void {
  const way: { node: Record<string, unknown>; key: string }[] = [];
  let node = fields;
  let current = object;
  for (const step of path) {
    if (!isRecord(node)) return;
    const at = resolveStep(current, step);
    if (at === undefined) return;
    const key = stepKey(node, current, at);
    if (key === undefined || !(key in node)) return;
    way.push({ node, key });
    node = node[key];
    current = (current as Record<string | number, unknown>)[at];
  }
  for (const [i, { node: parent, key }] of [...way.entries()].reverse()) {
    if (i < way.length - 1 && !(isRecord(parent[key]) && Object.keys(parent[key]).length === 0)) return;
    delete parent[key];
  }
}
