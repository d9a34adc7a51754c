import type { ParentReading } from '../applyset/readParent.ts';
import type { RecordedScope } from '../applyset/parentState.ts';
import type { ResourceInfo } from '../kube/discovery.ts';
import type { KubeObject } from '../kube/kubeObject.ts';
import type { ObjectRef } from '../kube/objectRef.ts';
import type { SourceLocation } from '../manifests/manifestObject.ts';

export type PlanAction = 'create' | 'update' | 'unchanged' | 'prune';

/** A manifest object made ready to send: namespace defaulted, part-of label added. */
export interface Member {
  ref: ObjectRef;
  /** {@link refKey} of `ref`. */
  key: string;
  info: ResourceInfo;
  /** Key of the CustomResourceDefinition in this set that defines the kind, when the cluster does not serve it yet. */
  definedByCrd: string | undefined;
  object: KubeObject;
  source: SourceLocation;
}

export interface PlanEntry {
  action: PlanAction;
  ref: ObjectRef;
  info: ResourceInfo;
  /** The manifest object; absent for prune entries. */
  member?: Member;
  /** UID of the live object (unchanged, update and prune entries). */
  uid?: string;
  /** Unified diff of the object's fields, Secret values masked; update entries only. */
  diff?: string;
  reason?: string;
  /** Prune entries: the object is already being deleted, nothing to send. */
  terminating?: boolean;
}

/** Everything a run will do, decided before anything is written. */
export interface Plan {
  parent: ParentReading;
  /** Member entries in apply order, then prune entries in prune order. */
  entries: PlanEntry[];
  /** GroupKinds and namespaces of this run's members: what the parent records after a full apply. */
  scope: RecordedScope;
  warnings: string[];
}
