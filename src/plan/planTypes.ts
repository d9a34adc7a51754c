import type { ParentReading } from '../applyset/readParent.ts';
import type { RecordedScope } from '../applyset/parentState.ts';
import type { ResourceInfo } from '../kube/discovery.ts';
import type { KubeObject } from '../kube/kubeObject.ts';
import type { ObjectRef } from '../kube/objectRef.ts';
import type { SourceLocation } from '../manifests/manifestObject.ts';

export type PlanAction = 'create' | 'update' | 'unchanged' | 'prune' | 'keep';

/**
 * Why an object that left the manifests is not deleted, as the user is shown it (one of the prune
 * filters of src/plan/pruneFilters/ decided it).
 */
export type KeepReason =
  /** Its live annotations ask to keep it (`helm.sh/resource-policy: keep`): it leaves the set instead. */
  | { annotation: string }
  /** Something still uses it (`pod web-7d9f-x2 (deployment.apps/web, previous revision)`): it stays a member until nothing does. */
  | { usedBy: string }
  /** What could use it could not be read (`listing pods in namespace shop is forbidden`): it stays a member. */
  | { unchecked: string };

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
  /** Keep entries: why the object is kept rather than pruned. */
  keep?: KeepReason;
  /** Workloads whose pod template this apply changes: their current revision becomes the previous one. */
  newRevision?: true;
  /** Prune entries that take more with them (a Namespace's contents, a CRD's custom resources, data): what, for the consent they need. */
  destroys?: string;
}

/** Everything a run will do, decided before anything is written. */
export interface Plan {
  parent: ParentReading;
  /** Member entries in apply order, then prune and keep entries in prune order. */
  entries: PlanEntry[];
  /** GroupKinds and namespaces of this run's members: what the parent records after a full apply. */
  scope: RecordedScope;
  warnings: string[];
}
