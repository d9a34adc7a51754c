import type { KubeObject } from '../kube/kubeObject.ts';
import { formatGroupKind, parseApiVersion, type GroupKind } from '../kube/objectRef.ts';
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
 * Built-in kinds whose `status`, where they have one, says nothing of readiness: current as soon
 * as the apply is done, and not watched, so a set of ConfigMaps costs the wait no request.
 */
const STATUSLESS_KINDS = new Set([
  'ConfigMap',
  'Secret',
  'ServiceAccount',
  'Endpoints',
  'LimitRange',
  'ResourceQuota',
  'PodTemplate',
  'Role.rbac.authorization.k8s.io',
  'ClusterRole.rbac.authorization.k8s.io',
  'RoleBinding.rbac.authorization.k8s.io',
  'ClusterRoleBinding.rbac.authorization.k8s.io',
  'NetworkPolicy.networking.k8s.io',
  'IngressClass.networking.k8s.io',
  'Ingress.networking.k8s.io',
  'EndpointSlice.discovery.k8s.io',
  'PriorityClass.scheduling.k8s.io',
  'StorageClass.storage.k8s.io',
  'CSIDriver.storage.k8s.io',
  'RuntimeClass.node.k8s.io',
  'PodDisruptionBudget.policy',
  'HorizontalPodAutoscaler.autoscaling',
  'CronJob.batch',
  'Lease.coordination.k8s.io',
  'ValidatingWebhookConfiguration.admissionregistration.k8s.io',
  'MutatingWebhookConfiguration.admissionregistration.k8s.io',
  'ValidatingAdmissionPolicy.admissionregistration.k8s.io',
  'ValidatingAdmissionPolicyBinding.admissionregistration.k8s.io',
]);

/** Whether the kind's objects are ready once applied, with nothing to wait for. */
export function isStatusless(ref: GroupKind): boolean {
  return STATUSLESS_KINDS.has(formatGroupKind(ref));
}

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
