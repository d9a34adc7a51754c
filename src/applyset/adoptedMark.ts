import { resourcePath, type ResourceInfo } from '../kube/discovery.ts';
import type { KubeClient } from '../kube/kubeClient.ts';
import type { KubeObject } from '../kube/kubeObject.ts';
import { ADOPTED_ANNOTATION, PART_OF_LABEL } from './applySetKeys.ts';
import { patchListed, type ListedObject, type LeaveOutcome } from './leaveSet.ts';

/** A key's place in a JSON patch: `/` in it is written `~1`. */
const pointer = (map: 'labels' | 'annotations', key: string) =>
  `/metadata/${map}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;

/**
 * Marks an object the set is about to adopt, before the apply takes it: a set deletes only what it
 * created. A merge patch, not the apply, writes it, so the next apply (whose manifest lacks it) does not
 * remove it. Written first, a failed apply leaves the mark on an object outside every set, where it means nothing.
 */
export async function markAdopted(
  client: KubeClient,
  info: ResourceInfo,
  target: ListedObject,
  id: string,
  fieldManager: string,
): Promise<void> {
  await client.request<KubeObject>({
    method: 'PATCH',
    path: resourcePath(info, target.namespace, target.name),
    query: { fieldManager },
    contentType: 'application/merge-patch+json',
    // The UID makes it a precondition: an object replaced since the plan read it is refused, not marked.
    body: { metadata: { uid: target.uid, annotations: { [ADOPTED_ANNOTATION]: id } } },
  });
}

/** What `delete` says of an adopted member, after kubectl's name for it. */
export const LEFT_ADOPTED = 'left: adopted, not created by this set';

export function isAdopted(object: { metadata: { annotations?: Record<string, string> } }, id: string): boolean {
  return object.metadata.annotations?.[ADOPTED_ANNOTATION] === id;
}

/** Hands an adopted member back as it was found: out of the set, its mark removed, not deleted. */
export async function releaseAdopted(
  client: KubeClient,
  info: ResourceInfo,
  target: ListedObject,
  id: string,
  fieldManager: string,
): Promise<LeaveOutcome> {
  const label = pointer('labels', PART_OF_LABEL);
  const outcome = await patchListed(
    client,
    info,
    target,
    [
      { op: 'test', path: label, value: id },
      { op: 'remove', path: label },
      { op: 'remove', path: pointer('annotations', ADOPTED_ANNOTATION) },
    ],
    fieldManager,
  );
  return typeof outcome === 'string' ? outcome : 'left';
}
