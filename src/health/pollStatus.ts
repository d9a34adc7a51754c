import type { ResourceInfo } from '../kube/discovery.ts';
import type { KubeClient } from '../kube/kubeClient.ts';
import { getObject } from '../kube/objectRequests.ts';
import type { ObjectStatus } from './objectStatus.ts';
import { statusOf } from './statusRules.ts';

export interface StatusTarget {
  info: ResourceInfo;
  namespace: string;
  name: string;
}

export interface PollOptions {
  timeoutMs: number;
  pollMs: number;
}

/**
 * Reads each target until its status rule calls it current or failed, or time runs out; the last
 * status of each, in the order given. For a few objects (CRDs between apply stages): waiting for a
 * whole set watches instead, so that its requests do not grow with the number of objects.
 */
export async function pollUntilSettled(client: KubeClient, targets: StatusTarget[], options: PollOptions): Promise<ObjectStatus[]> {
  const deadline = Date.now() + options.timeoutMs;
  return Promise.all(
    targets.map(async (target) => {
      for (;;) {
        const object = await getObject(client, target.info, target.namespace, target.name);
        const status: ObjectStatus = object ? statusOf(object) : { status: 'in progress', message: 'not found' };
        if (status.status !== 'in progress' || Date.now() > deadline) return status;
        await new Promise((resolve) => setTimeout(resolve, options.pollMs));
      }
    }),
  );
}
