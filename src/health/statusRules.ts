import type { KubeObject } from '../kube/kubeObject.ts';
import { formatGroupKind, parseApiVersion } from '../kube/objectRef.ts';
import { crdStatus } from './crdStatus.ts';
import { CURRENT, type ObjectStatus, type StatusRule } from './objectStatus.ts';

/** Status rules by GroupKind (`Kind.group`); a kind without one is current as soon as it exists. */
const RULES = new Map<string, StatusRule>([['CustomResourceDefinition.apiextensions.k8s.io', crdStatus]]);

export function statusOf(object: KubeObject): ObjectStatus {
  const rule = RULES.get(formatGroupKind({ group: parseApiVersion(object.apiVersion).group, kind: object.kind }));
  return rule ? rule(object) : CURRENT;
}
