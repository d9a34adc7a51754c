import type { ResourceInfo } from '../kube/discovery.ts';
import type { KubeObject } from '../kube/kubeObject.ts';
import { describeRef, groupVersion, type ObjectRef } from '../kube/objectRef.ts';
import { applySetId } from './applySetId.ts';
import { PART_OF_LABEL } from './applySetKeys.ts';

/**
 * One ApplySet, resolved once from its parent's identity (kubectl's ApplySetParentRef): the parent's
 * resource, namespace ('' for a cluster-scoped parent) and name, and the ID they hash to. Commands and
 * the engine pass this value on; what follows from it (reference, selector, text form) is read
 * through the functions below, never rebuilt.
 */
export interface ApplySet {
  readonly info: ResourceInfo;
  readonly namespace: string;
  readonly name: string;
  readonly id: string;
}

// Core v1, which every cluster serves: a parent of these kinds needs no CRD opting in, and is created when missing.
export const BUILT_IN_PARENT_KINDS: readonly ResourceInfo[] = [
  { group: '', version: 'v1', kind: 'Secret', resource: 'secrets', namespaced: true },
  { group: '', version: 'v1', kind: 'ConfigMap', resource: 'configmaps', namespaced: true },
];

/** The ApplySet whose parent is `name` of `info` in `namespace`, its ID computed here once. */
export function applySetOf(info: ResourceInfo, namespace: string, name: string): ApplySet {
  return Object.freeze({
    info,
    namespace,
    name,
    id: applySetId({ group: info.group, kind: info.kind, namespace, name }),
  });
}

/** Whether a parent of this kind is a Secret or ConfigMap, which the spec allows without a CRD. */
export function isBuiltInParentKind(info: Pick<ResourceInfo, 'group' | 'kind'>): boolean {
  return BUILT_IN_PARENT_KINDS.some((builtIn) => builtIn.group === info.group && builtIn.kind === info.kind);
}

/** The parent object, as every request and message names it. */
export function parentRef(set: ApplySet): ObjectRef {
  return {
    group: set.info.group,
    version: set.info.version,
    kind: set.info.kind,
    namespace: set.namespace,
    name: set.name,
  };
}

/** Whether an object is the parent: same group, kind, namespace and name (any version). */
export function isParent(set: ApplySet, ref: Omit<ObjectRef, 'version'>): boolean {
  return (
    ref.group === set.info.group &&
    ref.kind === set.info.kind &&
    ref.namespace === set.namespace &&
    ref.name === set.name
  );
}

/** The label selector of the set's members: every LIST and watch of members uses it. */
export function memberSelector(set: Pick<ApplySet, 'id'>): string {
  return `${PART_OF_LABEL}=${set.id}`;
}

/** kubectl's --applyset form of the parent: `secrets/app`, `configmaps/app`, `widgets.example.com/app`. */
export function applySetArgument(set: ApplySet): string {
  return `${[set.info.resource, set.info.group].filter(Boolean).join('.')}/${set.name}`;
}

/** The parent for messages: `secret/app in namespace shop`. */
export function describeApplySet(set: ApplySet): string {
  return describeRef(parentRef(set));
}

/** The parent as a write of some of its fields names it: apiVersion, kind, name and namespace. */
export function parentIdentity(set: ApplySet): KubeObject {
  return {
    apiVersion: groupVersion(set.info),
    kind: set.info.kind,
    metadata: { name: set.name, ...(set.namespace === '' ? {} : { namespace: set.namespace }) },
  };
}

/** Owned by the parent: what the tool keeps beside it goes when it is deleted (by `delete`, `disband`, or by hand). */
export function ownedByParent(set: ApplySet, uid: string): { ownerReferences: OwnerReference[] } {
  return { ownerReferences: [{ apiVersion: groupVersion(set.info), kind: set.info.kind, name: set.name, uid }] };
}

interface OwnerReference {
  apiVersion: string;
  kind: string;
  name: string;
  uid: string;
}
