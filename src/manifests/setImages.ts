import type { ImageOverride } from '../options/imageOverrides.ts';
import { imageName } from '../options/imageOverrides.ts';
import { isRecord } from '../common/isRecord.ts';
import type { ManifestObject } from '../kube/manifestObject.ts';

/** Where each workload kind keeps its pod spec. */
const POD_SPEC_PATHS: Record<string, readonly string[]> = {
  Pod: ['spec'],
  Deployment: ['spec', 'template', 'spec'],
  StatefulSet: ['spec', 'template', 'spec'],
  DaemonSet: ['spec', 'template', 'spec'],
  ReplicaSet: ['spec', 'template', 'spec'],
  Job: ['spec', 'template', 'spec'],
  CronJob: ['spec', 'jobTemplate', 'spec', 'template', 'spec'],
};
/** The API groups of those kinds: a custom resource of the same kind is not a workload. */
const WORKLOAD_GROUPS = new Set(['', 'apps', 'batch']);

/**
 * Sets the image of every container and init container whose image, without tag or digest, is an
 * override's name (as kustomize's `images` does), in the workloads of `objects`, before they are
 * planned; the objects are changed in place. Returns how many containers each override changed.
 */
export function setImages(
  objects: readonly ManifestObject[],
  overrides: readonly ImageOverride[],
): Map<string, number> {
  const counts = new Map(overrides.map((override) => [override.name, 0]));
  if (overrides.length === 0) return counts;
  const byName = new Map(overrides.map((override) => [override.name, override]));
  for (const { object } of objects) {
    const path = POD_SPEC_PATHS[object.kind];
    const group = object.apiVersion.includes('/') ? (object.apiVersion.split('/')[0] ?? '') : '';
    if (!path || !WORKLOAD_GROUPS.has(group)) continue;
    const podSpec = path.reduce<unknown>((node, key) => (isRecord(node) ? node[key] : undefined), object);
    if (!isRecord(podSpec)) continue;
    for (const list of [podSpec['containers'], podSpec['initContainers']]) {
      for (const container of Array.isArray(list) ? list : []) {
        if (!isRecord(container) || typeof container['image'] !== 'string') continue;
        const override = byName.get(imageName(container['image']));
        if (!override) continue;
        container['image'] = override.image;
        counts.set(override.name, (counts.get(override.name) ?? 0) + 1);
      }
    }
  }
  return counts;
}
