import type { KubeObject } from '../kube/kubeObject.ts';
import { conditionOf, CURRENT, type ObjectStatus } from './objectStatus.ts';

/** A CustomResourceDefinition is current once Established: the server then serves its kind. */
export function crdStatus(crd: KubeObject): ObjectStatus {
  if (conditionOf(crd, 'Established')?.status === 'True') return CURRENT;
  return { status: 'in progress', message: 'not Established yet' };
}
