import { applySetId } from '../applyset/applySetId.ts';
import { builtInParentResource, type ParentRef } from '../applyset/parentRef.ts';
import { parseApiVersion, refKey } from '../kube/objectRef.ts';
import type { ManifestObject } from '../kube/manifestObject.ts';
import { countPlanned } from './objectActions.ts';
import type { ObjectOutcome, RunOutcome } from './runOutcome.ts';
import { renderedDiff } from '../plan/objectDiff.ts';

/** What the reports say of every render-diff: nothing in it was asked of a cluster. */
export const NOT_CHECKED =
  'Not checked against a cluster: a diff of the manifests as the base commit and the head render them. What the cluster holds (drift, members another run applied, defaults the server fills in) and what it would refuse are not known; prune candidates are what the base renders and the head does not.';

/**
 * A set's render at the base commit against its render at the head, as a preview's outcome so that
 * every report shows it: an object only the head renders is a create, one both render an update
 * (its diff, Secret values masked) or unchanged, one only the base renders a prune candidate.
 * Objects are matched by group, kind, namespace and name as the manifests write them: with no
 * cluster there is no telling which kinds are namespaced, so a namespace left out stays out.
 */
export function diffRenders(
  base: readonly ManifestObject[],
  head: readonly ManifestObject[],
  set: { applyset: ParentRef; namespace: string | undefined },
  durationMs: number,
): RunOutcome {
  const baseByKey = new Map(base.map((manifest) => [keyOf(manifest), manifest]));
  const headKeys = new Set<string>();
  const objects: ObjectOutcome[] = [];
  for (const manifest of head) {
    const key = keyOf(manifest);
    headKeys.add(key);
    const before = baseByKey.get(key);
    const changed = before && renderedDiff(before.object, manifest.object);
    const source = `${manifest.source.file}:${manifest.source.line}`;
    if (!before) objects.push({ ...identity(manifest), action: 'create', source });
    else if (!changed) objects.push({ ...identity(manifest), action: 'unchanged', source });
    else
      objects.push({
        ...identity(manifest),
        action: 'update',
        source,
        diff: changed.diff,
        ...(changed.paths.length > 0 ? { changedPaths: changed.paths } : {}),
      });
  }
  for (const manifest of base) {
    if (headKeys.has(keyOf(manifest))) continue;
    objects.push({
      ...identity(manifest),
      action: 'prune',
      reason: `rendered by the base commit (${manifest.source.file}:${manifest.source.line}), not by the head`,
    });
  }
  return {
    mode: 'preview',
    applyset: parentOf(set),
    objects,
    summary: countPlanned(objects),
    warnings: [],
    durationMs,
    requests: { total: 0, retries: 0, byMethod: {} },
  };
}

function identity({
  object,
}: ManifestObject): Pick<ObjectOutcome, 'group' | 'version' | 'kind' | 'namespace' | 'name'> {
  const { group, version } = parseApiVersion(object.apiVersion ?? '');
  return {
    group,
    version,
    kind: object.kind ?? '',
    namespace: object.metadata.namespace ?? '',
    name: object.metadata.name ?? '',
  };
}

/** An apiVersion's version is not part of an object's identity: `apps/v1beta2` and `apps/v1` name one Deployment. */
function keyOf(manifest: ManifestObject): string {
  return refKey(identity(manifest));
}

/** A Secret or ConfigMap parent's ID is known offline; a custom resource's kind (and so its ID) only the cluster's discovery says. */
function parentOf(set: { applyset: ParentRef; namespace: string | undefined }): RunOutcome['applyset'] {
  const builtIn = builtInParentResource(set.applyset);
  const namespace = set.namespace ?? 'default';
  if (!builtIn) {
    const first = set.applyset.candidates[0]!;
    return {
      id: 'not known without a cluster',
      parent: { group: first.group, kind: first.resource, namespace, name: first.name },
    };
  }
  const parent = { group: '', kind: builtIn.info.kind, namespace, name: builtIn.name };
  return { id: applySetId(parent), parent };
}
