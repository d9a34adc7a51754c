import { isDeepStrictEqual } from 'node:util';
import { isRecord } from '../isRecord.ts';
import type { KubeObject } from '../kube/kubeObject.ts';
import type { FieldPath, PathStep } from '../ignoreDifferences.ts';
import { resolveStep } from './fieldLocations.ts';

/*
 * Reading server-side apply's field ownership (metadata.managedFields, the `FieldsV1` format): `f:name`
 * a field, `k:{...}` a list item by its key fields, `v:...` an item of a set by value, `i:N` by index,
 * `.` the node itself. A node without children is a field owned whole.
 */

interface ManagedFieldsEntry {
  manager?: string;
  operation?: string;
  fieldsV1?: unknown;
}

function entriesOf(object: KubeObject): ManagedFieldsEntry[] {
  const entries = object.metadata.managedFields;
  return Array.isArray(entries) ? entries.filter(isRecord) : [];
}

/** A JSON key of a FieldsV1 node; undefined for one that does not parse (nothing the server writes). */
function parseKey(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The node of `fields` for the list item at `index` of `list`, matched by key fields, value or index. */
function itemNode(fields: Record<string, unknown>, list: unknown[], index: number): unknown {
  const item = list[index];
  for (const [key, child] of Object.entries(fields)) {
    if (key.startsWith('k:')) {
      const keys = parseKey(key.slice(2));
      if (isRecord(keys) && isRecord(item) && Object.entries(keys).every(([name, value]) => isDeepStrictEqual(item[name], value))) return child;
    } else if (key.startsWith('v:')) {
      if (isDeepStrictEqual(parseKey(key.slice(2)), item)) return child;
    } else if (key === `i:${index}`) return child;
  }
  return undefined;
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
    node = Array.isArray(current) ? itemNode(node, current, at as number) : node[`f:${at}`];
    if (node === undefined) return false;
    current = (current as Record<string | number, unknown>)[at];
  }
  return true;
}

/**
 * Who owns the field at `path` of the live object (or something under it): this run's own field
 * manager (its apply), and whether any other manager does.
 */
export function fieldOwners(live: KubeObject, path: FieldPath, fieldManager: string): { ours: boolean; others: boolean } {
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
  for (const entry of entriesOf(live)) if (entry.manager !== undefined && managers.includes(entry.manager)) collectLeaves(entry.fieldsV1, [], new Set(), paths);
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
    } else if (key.startsWith('k:') && isRecord(value)) collectLeaves(child, [...path, { item: value }], new Set(Object.keys(value)), paths);
    else if (key.startsWith('v:') && value !== undefined) paths.push([...path, { value }]);
    else if (key.startsWith('i:') && /^\d+$/.test(key.slice(2))) collectLeaves(child, [...path, { index: Number(key.slice(2)) }], new Set(), paths);
  }
}
