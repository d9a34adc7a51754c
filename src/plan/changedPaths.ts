import { isDeepStrictEqual } from 'node:util';
import { isRecord } from '../common/isRecord.ts';

/**
 * Fields that name an item of a list in Kubernetes' strategic merge patch (`containers` by `name`,
 * `volumeMounts` by `mountPath`, ...), tried in order. The schema is not at hand here, so a list
 * is keyed by the first of these that every item on both sides has, once each.
 */
const MERGE_KEYS = ['name', 'mountPath', 'devicePath', 'containerPort', 'port', 'ip', 'topologyKey'];

/** A field name written bare after a dot; any other is quoted in brackets. */
const PLAIN_FIELD = /^[A-Za-z0-9_-]+$/;

/**
 * The paths of the fields that differ between two versions of an object, in the order its diff
 * shows them (keys sorted, as the diff's YAML is): `spec.template.spec.containers[web].image`,
 * `data.LOG_LEVEL`, `metadata.annotations["example.com/team"]`. A field added or removed whole is
 * one path; a list item is named by its merge key (`containers[web]`, `ports[containerPort=80]`) or,
 * in a list without one, by its index while the list keeps its length, else the list is the path.
 * Compare objects whose Secret values are masked: the paths then show which keys changed, never a value.
 */
export function changedPaths(before: unknown, after: unknown): string[] {
  const paths: string[] = [];
  collect(before, after, '', paths);
  return paths;
}

function collect(before: unknown, after: unknown, path: string, paths: string[]): void {
  if (isDeepStrictEqual(before, after)) return;
  if (isRecord(before) && isRecord(after)) {
    for (const key of [...new Set([...Object.keys(before), ...Object.keys(after)])].sort())
      collect(before[key], after[key], field(path, key), paths);
    return;
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    const key = mergeKeyOf(before, after);
    if (key !== undefined) return collectKeyed(before, after, key, path, paths);
    if (before.length === after.length) {
      before.forEach((item, index) => collect(item, after[index], `${path}[${index}]`, paths));
      return;
    }
  }
  paths.push(path);
}

/** Items paired by their merge key: those of `after` in its order, then those only `before` has. */
function collectKeyed(
  before: Record<string, unknown>[],
  after: Record<string, unknown>[],
  key: string,
  path: string,
  paths: string[],
): void {
  const old = new Map(before.map((item) => [item[key], item]));
  const seen = new Set<unknown>();
  for (const item of after) {
    seen.add(item[key]);
    collect(old.get(item[key]), item, itemPath(path, key, item[key]), paths);
  }
  for (const item of before) if (!seen.has(item[key])) paths.push(itemPath(path, key, item[key]));
}

function mergeKeyOf(before: unknown[], after: unknown[]): string | undefined {
  const items = [before, after];
  return MERGE_KEYS.find((key) => items.every((list) => isKeyedBy(list, key)));
}

function isKeyedBy(list: unknown[], key: string): list is Record<string, unknown>[] {
  const values = new Set<unknown>();
  for (const item of list) {
    const value = isRecord(item) ? item[key] : undefined;
    if ((typeof value !== 'string' && typeof value !== 'number') || values.has(value)) return false;
    values.add(value);
  }
  return true;
}

function field(path: string, key: string): string {
  if (!PLAIN_FIELD.test(key)) return `${path}[${JSON.stringify(key)}]`;
  return path === '' ? key : `${path}.${key}`;
}

function itemPath(path: string, key: string, value: unknown): string {
  return `${path}[${key === 'name' ? String(value) : `${key}=${String(value)}`}]`;
}
