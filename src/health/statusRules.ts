import type { KubeObject } from '../kube/kubeObject.ts';
import { formatGroupKind, parseApiVersion } from '../kube/objectRef.ts';
import { crdStatus, jobStatus, namespaceStatus, podStatus, pvcStatus, serviceStatus } from './coreStatus.ts';
import { genericStatus, readyConditionStatus } from './genericStatus.ts';
import type { ObjectStatus, StatusRule } from './objectStatus.ts';
import { daemonSetStatus, deploymentStatus, replicaSetStatus, statefulSetStatus } from './workloadStatus.ts';

/** Status rules by GroupKind (`Kind.group`), as kstatus documents them for the built-in kinds. */
const RULES = new Map<string, StatusRule>([
  ['Deployment.apps', deploymentStatus],
  ['StatefulSet.apps', statefulSetStatus],
  ['DaemonSet.apps', daemonSetStatus],
  ['ReplicaSet.apps', replicaSetStatus],
  ['Job.batch', jobStatus],
  ['Pod', podStatus],
  ['PersistentVolumeClaim', pvcStatus],
  ['Service', serviceStatus],
  ['Namespace', namespaceStatus],
  ['CustomResourceDefinition.apiextensions.k8s.io', crdStatus],
]);

/**
 * The object's status: the checks every kind shares, then its kind's rule; a kind without a rule
 * (custom resources, ConfigMaps) is current unless a `Ready` condition says otherwise.
 */
export function statusOf(object: KubeObject): ObjectStatus {
  const generic = genericStatus(object);
  if (generic) return generic;
  const rule = RULES.get(formatGroupKind({ group: parseApiVersion(object.apiVersion).group, kind: object.kind }));
  return (rule ?? readyConditionStatus)(object);
}
