import { ApiError, isNotFound } from '../kube/apiError.ts';
import { resourcePath, type ResourceInfo } from '../kube/discovery.ts';
import type { KubeClient } from '../kube/kubeClient.ts';
import { PART_OF_LABEL } from './applySetKeys.ts';

/** `left`: no longer a member; `gone`: deleted meanwhile; `changed`: another object now, or its label no longer this set's. */
export type LeaveOutcome = 'left' | 'gone' | 'changed';

/** The label's place in a JSON patch: `/` in a key is written `~1`. */
const LABEL_PATH = `/metadata/labels/${PART_OF_LABEL.replace(/~/g, '~0').replace(/\//g, '~1')}`;

/**
 * Takes an object out of the set without deleting it: its part-of label removed, by a JSON patch that
 * first tests its UID and the label's value, so an object replaced or moved to another set since it
 * was listed is left as it is, and a concurrent change is never clobbered.
 */
export async function leaveSet(client: KubeClient, info: ResourceInfo, target: { namespace: string; name: string; uid: string }, id: string, fieldManager: string): Promise<LeaveOutcome> {
  try {
    await client.request({
      method: 'PATCH',
      path: resourcePath(info, target.namespace, target.name),
      query: { fieldManager },
      contentType: 'application/json-patch+json',
      body: [
        { op: 'test', path: '/metadata/uid', value: target.uid },
        { op: 'test', path: LABEL_PATH, value: id },
        { op: 'remove', path: LABEL_PATH },
      ],
    });
    return 'left';
  } catch (error) {
    if (isNotFound(error)) return 'gone';
    // A failed test: the server refuses the patch as invalid.
    if (error instanceof ApiError && error.status === 422) return 'changed';
    throw error;
  }
}

/**
 * Makes an object a member (migrate's take-over of a set pruned by label): the part-of label added by
 * a JSON patch that tests its UID first; false when the object was deleted or replaced since it was listed.
 */
export async function joinSet(client: KubeClient, info: ResourceInfo, target: { namespace: string; name: string; uid: string }, id: string, fieldManager: string): Promise<boolean> {
  try {
    await client.request({
      method: 'PATCH',
      path: resourcePath(info, target.namespace, target.name),
      query: { fieldManager },
      contentType: 'application/json-patch+json',
      body: [
        { op: 'test', path: '/metadata/uid', value: target.uid },
        { op: 'add', path: LABEL_PATH, value: id },
      ],
    });
    return true;
  } catch (error) {
    if (isNotFound(error) || (error instanceof ApiError && error.status === 422)) return false;
    throw error;
  }
}
