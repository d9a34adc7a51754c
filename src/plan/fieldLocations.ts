import { isDeepStrictEqual } from 'node:util';
import type { FieldPath, PathStep } from '../options/ignoreDifferences.ts';
import { isRecord } from '../common/isRecord.ts';

type Container = Record<string, unknown> | unknown[];

/** Where a step leads in `container`: a key or an index; undefined when it leads nowhere. */
export function resolveStep(container: unknown, step: PathStep): string | number | undefined {
  if (Array.isArray(container)) {
    let index = -1;
    if (typeof step === 'string') index = /^(0|[1-9]\d*)$/.test(step) ? Number(step) : -1;
    else if ('index' in step) index = step.index;
    else if ('item' in step)
      index = container.findIndex(
        (item) =>
          isRecord(item) && Object.entries(step.item).every(([key, value]) => isDeepStrictEqual(item[key], value)),
      );
    else index = container.findIndex((item) => isDeepStrictEqual(item, step.value));
    return index >= 0 && index < container.length ? index : undefined;
  }
  return isRecord(container) && typeof step === 'string' && Object.hasOwn(container, step) ? step : undefined;
}

/** The container holding the path's last field, and that field's key or index, when the path leads anywhere. */
function locate(object: unknown, path: FieldPath): { container: Container; at: string | number } | undefined {
  let current: unknown = object;
  for (const [i, step] of path.entries()) {
    const at = resolveStep(current, step);
    if (at === undefined) return undefined;
    if (i === path.length - 1) return { container: current as Container, at };
    current = (current as Record<string | number, unknown>)[at];
  }
  return undefined;
}

/** The value at `path`; undefined when the object has no such field. */
export function valueAt(object: unknown, path: FieldPath): unknown {
  const found = locate(object, path);
  return found && (found.container as Record<string | number, unknown>)[found.at];
}

/**
 * Sets the value at `path`, making the mappings on the way that the object lacks; false when a
 * step leads nowhere it can make (a list item the object does not have), and nothing was set.
 */
export function setValueAt(object: unknown, path: FieldPath, value: unknown): boolean {
  let current = object;
  for (const [i, step] of path.entries()) {
    let at = resolveStep(current, step);
    if (at === undefined) {
      const next = path[i + 1];
      // A mapping is made where the path goes on by key; a list's place is not known here.
      if (
        !isRecord(current) ||
        typeof step !== 'string' ||
        (next !== undefined && (typeof next !== 'string' || /^\d+$/.test(next)))
      )
        return false;
      current[step] = {};
      at = step;
    }
    const container = current as Record<string | number, unknown>;
    if (i === path.length - 1) container[at] = value;
    current = container[at];
  }
  return path.length > 0;
}

/**
 * Removes the fields at `paths` from `object`, in place. Every path is found first, then list items
 * go from the last: removing one does not move another that a later path names.
 */
export function removeFields(object: unknown, paths: readonly FieldPath[]): void {
  const found = paths.flatMap((path) => locate(object, path) ?? []);
  for (const { container, at } of found) if (!Array.isArray(container)) delete container[at as string];
  const items = found
    .filter((f): f is { container: unknown[]; at: number } => Array.isArray(f.container))
    .sort((a, b) => b.at - a.at);
  // Two paths may name one item (by index and by its key): it goes once.
  const removed = new Map<unknown[], Set<number>>();
  for (const { container, at } of items) {
    const done = removed.get(container) ?? new Set<number>();
    if (done.has(at)) continue;
    done.add(at);
    removed.set(container, done);
    container.splice(at, 1);
  }
}

/**
 * Removes the mappings on the way to `paths` that are empty now, nearest first: a `data: {}` left
 * behind by its only key would claim the mapping itself (server-side apply owns an empty mapping as a field).
 */
export function removeEmptied(object: unknown, paths: readonly FieldPath[]): void {
  for (const path of paths) {
    for (let end = path.length - 1; end > 0; end--) {
      const value = valueAt(object, path.slice(0, end));
      if (!isRecord(value) || Object.keys(value).length > 0) break;
      removeFields(object, [path.slice(0, end)]);
    }
  }
}

/** A copy of `object` without the fields at `paths`. */
export function withoutFields<T>(object: T, paths: readonly FieldPath[]): T {
  if (paths.length === 0) return object;
  const copy = structuredClone(object);
  removeFields(copy, paths);
  return copy;
}
