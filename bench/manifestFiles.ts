import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as yaml from 'js-yaml';
import type { BenchObject } from './generateObjects.ts';

/**
 * Writes the objects as YAML, one directory per namespace (its Namespace object included) and
 * one file per kind, as an app's manifests are often laid out. kubectl, whose Secret parent cannot
 * span namespaces, is given one directory per run; this tool all three. Returns the directories.
 */
export async function writeManifests(root: string, objects: BenchObject[]): Promise<string[]> {
  const files = new Map<string, BenchObject[]>();
  const dirs = new Set<string>();
  for (const o of objects) {
    const dir = join(root, o.namespace === '' ? (o.object.metadata.name ?? '') : o.namespace);
    dirs.add(dir);
    const file = join(dir, `${o.object.kind.toLowerCase()}.yaml`);
    const list = files.get(file);
    if (list) list.push(o);
    else files.set(file, [o]);
  }
  await Promise.all([...dirs].map((dir) => mkdir(dir, { recursive: true })));
  await Promise.all(
    [...files].map(([file, list]) =>
      writeFile(file, list.map((o) => yaml.dump(o.object, { lineWidth: -1 })).join('---\n')),
    ),
  );
  return [...dirs];
}
