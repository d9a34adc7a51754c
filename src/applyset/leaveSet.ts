import { ApiError, isNotFound } from '../kube/apiError.ts';
import { resourcePath, type ResourceInfo } from '../kube/discovery.ts';
import type { KubeClient } from '../kube/kubeClient.ts';
import type { KubeObject } from '../kube/kubeObject.ts';
import { PART_OF_LABEL } from './applySetKeys.ts';

/** `left`: no longer a member; `gone`: deleted meanwhile; `changed`: another object now, or its label no longer this set's. */
export type LeaveOutcome = 'left' | 'gone' | 'changed';

/** An object as it was listed: the patch applies only while its UID is the same. */
export interface ListedObject {
  namespace: string;
  name: string;
  uid: string;
}

/** The label's place in a JSON patch: `/` in a key is written `~1`. */
const LABEL_PATH = `/metadata/labels/${PART_OF_LABEL.replace(/~/g, '~0').replace(/\//g, '~1')}`;

export type JsonPatchOperation =
  { op: 'test' | 'add' | 'replace'; path: string; value: unknown } | { op: 'remove'; path: string };

/**
 * Patches an object as it was listed: a JSON patch that first tests the object's UID (and whatever
 * else `operations` test), so an object replaced since it was listed is left as it is and a
 * concurrent change is never clobbered. The object patched, or why not: `gone` (deleted), `changed` (a test failed).
 */
export async function patchListed(
  client: KubeClient,
  info: ResourceInfo,
  target: ListedObject,
  operations: JsonPatchOperation[],
  fieldManager: string,
): Promise<KubeObject | 'gone' | 'changed'> {
  try {
    const response = await client.request<KubeObject>({
      method: 'PATCH',
      path: resourcePath(info, target.namespace, target.name),
      query: { fieldManager },
      contentType: 'application/json-patch+json',
      body: [{ op: 'test', path: '/metadata/uid', value: target.uid }, ...operations],
    });
    return response.body;
  } catch (error) {
    if (isNotFound(error)) return 'gone';
    // A failed test: the server refuses the patch as invalid.
    if (error instanceof ApiError && error.status === 422) return 'changed';
    throw error;
  }
}

/**
 * Takes an object out of the set without deleting it: its part-of label removed, only while the
 * label still names this set (an object moved to another set since it was listed stays there).
 */
export async function leaveSet(
  client: KubeClient,
  info: ResourceInfo,
  target: ListedObject,
  id: string,
  fieldManager: string,
): Promise<LeaveOutcome> {
  const outcome = await patchListed(
    client,
    info,
    target,
    [
      { op: 'test', path: LABEL_PATH, value: id },
      { op: 'remove', path: LABEL_PATH },
    ],
    fieldManager,
  );
  return typeof outcome === 'string' ? outcome : 'left';
}

/**
 * Makes an object a member (migrate's take-over of a set pruned by label): the part-of label added.
 * The object labelled; undefined when it was deleted or replaced since it was listed.
 */
export async function joinSet(
  client: KubeClient,
  info: ResourceInfo,
  target: ListedObject,
  id: string,
  fieldManager: string,
): Promise<KubeObject | undefined> {
  const outcome = await patchListed(client, info, target, [{ op: 'add', path: LABEL_PATH, value: id }], fieldManager);
  return typeof outcome === 'string' ? undefined : outcome;
}
