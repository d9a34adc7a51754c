import type { ParentReading } from '../applyset/readParent.ts';
import type { RecordedScope } from '../applyset/parentState.ts';
import type { ResourceInfo } from '../kube/discovery.ts';
import type { KubeObject } from '../kube/kubeObject.ts';
import type { ObjectRef } from '../kube/objectRef.ts';
import type { SourceLocation } from '../kube/manifestObject.ts';

/**
 * `replace`: the server refuses the change as immutable, and the object opted in to being deleted and
 * created again; `keep`: it left the manifests, and a prune filter keeps it (see KeepReason);
 * `uncompared`: a preview's Secret member its credential may not read (src/plan/unreadableSecrets.ts),
 * planned from the manifest alone: created or updated, or unchanged, is not known.
 */
export type PlanAction = 'create' | 'update' | 'replace' | 'unchanged' | 'prune' | 'keep' | 'uncompared';

/**
 * Why an object that left the manifests is not deleted, as the user is shown it, and the prune
 * filter that decided it (src/plan/pruneFilters/pruneFilter.ts names them).
 */
export type KeepReason =
  /** Its live annotations ask to keep it (`helm.sh/resource-policy: keep`): it leaves the set instead. */
  | { filter: 'keep-annotation'; annotation: string }
  /** Something still uses it (`pod web-7d9f-x2 (deployment.apps/web, previous revision)`): it stays a member until nothing does. */
  | { filter: 'in-use'; usedBy: string }
  /** What could use it could not be read (`listing pods in namespace shop is forbidden`): it stays a member. */
  | { filter: 'in-use'; unchecked: string };

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

/**
 * What the plan decided for one object: the part of its record every report shows (the JSON
 * document's object is this, its reference and what the deploy did: see ObjectOutcome).
 */
export interface ObjectPlan {
  action: PlanAction;
  /** Unified diff of the object's fields, Secret values masked; update entries only. */
  diff?: string;
  /** The paths of the fields the diff changes (`spec.template.spec.containers[web].image`); update entries with a diff only. */
  changedPaths?: string[];
  /** Why the action was chosen where it is not obvious, e.g. a custom resource whose CRD is new. */
  reason?: string;
  /** Keep entries: why the object is kept rather than pruned. */
  keep?: KeepReason;
  /**
   * Differences the ignore-differences rules kept out of the apply and the diff (fields the manifest
   * sets otherwise than the live object has them), and where those rules are written.
   */
  ignored?: IgnoredDifferences;
  /** What the API server warned of in the member's dry-run answer (a deprecated API, a policy in warn mode). */
  serverWarnings?: string[];
  /**
   * Prune entries that take more with them (a Namespace's contents, a CRD's custom resources, data): what
   * (`holds 37 objects that are not in this set`), for the consent they need.
   */
  destroys?: string;
  /** Prune entries: what the garbage collector, the namespace controller or the volume controller takes with it (or leaves behind, with Orphan), counted by kind. */
  cascade?: PruneCascade;
}

/** One object of the plan: what was decided for it, and what the steps after the plan need to act on it. */
export interface PlanEntry extends ObjectPlan {
  ref: ObjectRef;
  info: ResourceInfo;
  /** The manifest object; absent for prune entries. */
  member?: Member;
  /** UID of the live object (unchanged, update, replace and prune entries). */
  uid?: string;
  /** Update entries of an existing object outside every set: the apply marks it adopted first, so `delete` leaves it. */
  adopted?: true;
  /** Prune entries: the object is already being deleted, nothing to send. */
  terminating?: boolean;
  /** Workloads whose pod template this apply changes: their current revision becomes the previous one. */
  newRevision?: true;
}

/** How many differences of an object the ignore-differences rules ignored, and which rules (`ignore-differences rule 1`). */
export interface IgnoredDifferences {
  differences: number;
  rules: string[];
}

/** One kind of object a prune takes with it (or leaves behind), counted. */
export interface CascadeCount {
  group: string;
  kind: string;
  count: number;
  /** A lower bound: a LIST was cut at its cap, so there may be more. */
  atLeast?: true;
  /** The kind holds data (PersistentVolumeClaim, PersistentVolume, Secret): losing it is not undone by applying again. */
  data?: true;
  /** A CRD's custom resources: how many in each namespace ('' for cluster-scoped ones). */
  namespaces?: Record<string, number>;
}

/**
 * A kind whose objects the count could not read: `forbidden`, its LIST refused (RBAC, normal for a
 * preview's credential); `too many`, more of them than one LIST reads, and none of those it read taken.
 */
export interface CascadeUncounted {
  reason: 'forbidden' | 'too many';
  group: string;
  kind: string;
  /** The resource the credential may not list (`pods`), for the reader's RBAC rule. */
  resource: string;
  /** '' for a cluster-wide LIST. */
  namespace: string;
}

/**
 * What deleting a pruned object takes with it, found with bounded LISTs of metadata: its dependents
 * by owner reference, transitively (a Deployment's ReplicaSets and Pods), a claim's volume when its
 * reclaim policy is Delete, a Namespace's contents, a CRD's custom resources. Data first, then by count.
 */
export interface PruneCascade {
  deletes: CascadeCount[];
  /** With propagation-policy Orphan: the dependents left behind, no longer owned, instead of deleted. */
  orphans?: CascadeCount[];
  notCounted?: CascadeUncounted[];
}

/** The order of the writes, in groups; each group goes at once. */
export interface PlanOrder {
  /** Members in apply order: the built-in stages, refined by what each declares it depends on. */
  apply: PlanEntry[][];
  /** Prunes in prune order: the built-in stages reversed, each before what it depends on. */
  prune: PlanEntry[][];
  /** What each entry declared it depends on (`config.kubernetes.io/depends-on`), among the entries of its kind of write. */
  dependsOn: Map<PlanEntry, PlanEntry[]>;
  /** Whether any object declares a dependency: the reports then show the order. */
  declared: boolean;
}

/** Members of one kind in one namespace that could not be listed, and the server's refusal. */
export interface UnlistedMembers {
  kind: string;
  group: string;
  namespace: string;
  message: string;
}

/** Everything a run will do, decided before anything is written. */
export interface Plan {
  parent: ParentReading;
  /** Member entries in apply order, then prune and keep entries in prune order. */
  entries: PlanEntry[];
  order: PlanOrder;
  /** GroupKinds and namespaces of this run's members: what the parent records after a full apply. */
  scope: RecordedScope;
  warnings: string[];
  /**
   * A preview's LISTs of members its credential was refused (RBAC), by kind and namespace: the live
   * members there are not known, so neither are their prunes. Absent when every LIST was answered.
   */
  unlisted?: UnlistedMembers[];
  /** With plan-cache on: the dry-runs not sent, their members known unchanged from the record of the last apply. */
  dryRunsSkipped?: number;
}
