import type { RequestCounts } from '../kube/requestStats.ts';
import type { Mode } from '../options/options.ts';
import type { IgnoredDifferences, KeepReason, PlanAction, PruneCascade } from '../plan/planTypes.ts';

/** What a step did to an object, in kubectl's words (`kept`: left the manifests, not deleted). */
export type AppliedResult = 'created' | 'configured' | 'replaced' | 'unchanged' | 'pruned' | 'kept';
/** `failed`: the step tried and the server refused; `skipped`: the run stopped before it got to the object. */
export type ObjectResult = AppliedResult | 'failed' | 'skipped';

/** How an applied object fared once the apply was done. */
export type Health = 'ready' | 'failed' | 'timed out' | 'not waited';

/**
 * One object's record across every step of a run (like Flux's ChangeSetEntry): what the plan
 * decided, what the apply did, how healthy it became. The JSON report writes it as it is.
 */
export interface ObjectOutcome {
  action: PlanAction;
  group: string;
  version: string;
  kind: string;
  /** '' for cluster-scoped objects. */
  namespace: string;
  name: string;
  /** `file:line` of the manifest the object came from; absent for prune entries. */
  source?: string;
  /** Unified diff of the object's fields (Secret values already masked); updates only. */
  diff?: string;
  /** The paths of the fields the diff changes, in its order (`data.LOG_LEVEL`); updates of a live member only. */
  changedPaths?: string[];
  /** Why the action was chosen where it is not obvious, e.g. a custom resource whose CRD is new. */
  reason?: string;
  /** Apply mode only: what was done. */
  result?: ObjectResult;
  /** Apply mode, once waited for: the object's health. */
  health?: Health;
  /** What the last step said about the object: why it failed, what it is still waiting for. */
  message?: string;
  /** Kept rather than pruned (planned so, or found in use when the prune came): why. */
  keep?: KeepReason;
  /**
   * What the API server warned of when it dry-ran or applied the object (its Warning headers: a
   * deprecated API, a PodSecurity level, a ValidatingAdmissionPolicy in warn mode); absent when none.
   */
  serverWarnings?: string[];
  /** Differences of the object the ignore-differences rules kept out of the apply and the diff, and which rules. */
  ignored?: IgnoredDifferences;
  /** A prune that takes more with it, e.g. `holds 37 objects that are not in this set`: it needs consent. */
  destroys?: string;
  /** A prune: what the garbage collector and the other controllers take with it (`1 ReplicaSet, 3 Pods`), or leave behind with Orphan. */
  cascade?: PruneCascade;
  /**
   * When an object of the set declares `config.kubernetes.io/depends-on`: the 1-based group the
   * object is applied in (pruned in, for a prune); a group goes once the groups before it are done.
   */
  order?: number;
}

/**
 * A chart's Helm hook that the run runs (preview: would run), in its phase's order: no member of
 * the set, written at its phase and deleted as its policy says.
 */
export interface HookOutcome {
  /** `pre-install`, `post-upgrade`, ...: install while the set has no parent, upgrade once it has one. */
  phase: string;
  weight: number;
  /** When helm deletes it: before-hook-creation (its default), hook-succeeded, hook-failed. */
  deletePolicies: string[];
  group: string;
  version: string;
  kind: string;
  namespace: string;
  name: string;
  source: string;
  /**
   * `create`: none stands; `replace`: the standing one is deleted first (before-hook-creation) and
   * created anew; `update`: written over the standing one (its policy does not delete it first);
   * `record`: a pre-delete or post-delete hook, recorded beside the parent for `delete` and `mode: destroy` to run.
   */
  action: 'create' | 'replace' | 'update' | 'record';
  /** The object as the hook writes it (only the fields its manifest sets, Secret values masked), as a diff from nothing. */
  diff: string;
  /** Whether the run waits for it to succeed before it goes on (a Job or a Pod). */
  awaited: boolean;
  /** Why it was not dry-run (a Secret the preview's credential may not read). */
  reason?: string;
  /** An apply: how its run ended (see HookEnd); absent in a preview. */
  result?: HookEnd['result'];
  /** Why it failed or timed out: its status, with how its pod's container ended. */
  message?: string;
  /** The delete policy that deleted it once it ran; absent, it was left standing. */
  deletedBy?: HookEnd['deletedBy'];
}

/**
 * How a hook's run ended: `completed` (a Job or Pod that succeeded), `applied` (any other kind: done
 * once written), `failed`, `timed out`; `skipped`: the run stopped before it.
 */
export interface HookEnd {
  result: 'completed' | 'applied' | 'failed' | 'timed out' | 'skipped';
  message?: string;
  deletedBy?: 'hook-succeeded' | 'hook-failed';
}

/** A hook a `delete` ran (pre-delete, post-delete), as its result lists it. */
export type HookRunRecord = Pick<
  HookOutcome,
  'phase' | 'weight' | 'group' | 'version' | 'kind' | 'namespace' | 'name' | 'source'
> &
  HookEnd;

export interface Summary {
  create: number;
  update: number;
  replace: number;
  unchanged: number;
  prune: number;
  /** Objects that left the manifests and are kept, not deleted. */
  keep: number;
  /**
   * A preview's Secret members its credential may not read, planned from their manifests (see
   * src/plan/unreadableSecrets.ts); absent when there are none, so that every other report keeps its shape.
   */
  uncompared?: number;
}

/** How many applied objects ended with each health. */
export interface HealthCounts {
  ready: number;
  failed: number;
  timedOut: number;
  notWaited: number;
}

/**
 * The result of a run, which every report renders: the CLI's `--output json`, the action's
 * `plan` output, the PR comment, the job summary and the log lines.
 */
export interface RunOutcome {
  mode: Mode;
  applyset: {
    id: string;
    parent: { group: string; kind: string; namespace: string; name: string };
  };
  objects: ObjectOutcome[];
  /** Preview: what would happen. Apply: what happened. */
  summary: Summary;
  /** Apply mode, once the objects' health is known: the counts of each health. */
  health?: HealthCounts;
  warnings: string[];
  /** Wall time of the run in milliseconds. */
  durationMs: number;
  /**
   * A preview's LISTs its credential was refused (`Secret` in namespace `shop`): the members there, and
   * so their prunes, are not known. Absent when every LIST was answered.
   */
  unlisted?: { group: string; kind: string; namespace: string; message: string }[];
  /** The differences the ignore-differences rules ignored, in how many objects, and which rules; absent when none. */
  ignoredDifferences?: { differences: number; objects: number; rules: string[] };
  /** Dry-runs not sent (plan-cache): their objects unchanged, as the record of the last apply shows; absent when none. */
  dryRunsSkipped?: number;
  /** Requests sent to the API server while the run ran (on a shared connection, by every run at the time). */
  requests: RequestCounts;
  /** The apply was cancelled part way (SIGINT/SIGTERM, or its lock lost): `summary` counts what it did before. */
  cancelled?: true;
  /** Who allowed the prunes that take more with them (`destroys`), when there are such prunes and someone did. */
  destructiveConsent?: string;
  /** A chart's Helm hooks the run runs (would run), in the order it runs them; absent when none. */
  hooks?: HookOutcome[];
  /** A rollout that failed with rollback-on-failure: what the rollback to the last healthy commit did. */
  rollback?: RollbackOutcome;
}

/** The rollback after a failed rollout: the commits, how it ended, and what it did. */
export interface RollbackOutcome {
  /** The commit whose deploy failed, when the run knows it. */
  from?: string;
  /** The commit rolled back to: the last one the ApplySet's history records as healthy. */
  to?: string;
  /** `not rolled back`: it could not start (no healthy commit recorded, the commit not fetched, its manifests refused); `message` says why. */
  result: 'healthy' | 'failed' | 'timed out' | 'cancelled' | 'not rolled back';
  message?: string;
  /** What the rollback's apply did, object by object, once it started. */
  summary?: Summary;
  objects?: ObjectOutcome[];
  /** The chart's hooks the rollback ran (pre-rollback, post-rollback), each with how it ended; absent when none. */
  hooks?: HookOutcome[];
}
