import type { ObjectRef } from '../kube/objectRef.ts';
import type { RequestCounts } from '../kube/requestStats.ts';
import type { Mode } from '../options/options.ts';
import type { PlannedHook } from '../plan/planHooks.ts';
import type { KeepReason, ObjectPlan } from '../plan/planTypes.ts';

/** What a step did to an object, in kubectl's words (`kept`: left the manifests, not deleted). */
export type AppliedResult = 'created' | 'configured' | 'replaced' | 'unchanged' | 'pruned' | 'kept';
/** `failed`: the step tried and the server refused; `skipped`: the run stopped before it got to the object. */
export type ObjectResult = AppliedResult | 'failed' | 'skipped';

/** How an applied object fared once the apply was done. */
export type Health = 'ready' | 'failed' | 'timed out' | 'not waited';

/**
 * What the deploy did to one object, recorded by the steps after the plan (apply its result, the
 * wait its health, the prune what it found when it came).
 */
export interface DeployResult {
  /** Apply mode only: what was done. */
  result?: ObjectResult;
  /** Apply mode, once waited for: the object's health. */
  health?: Health;
  /** What the last step said about the object: why it failed, what it is still waiting for. */
  message?: string;
  /** Kept when the prune came: why (it may differ from what the plan expected). */
  keep?: KeepReason;
  /** What the API server warned of in the apply's answer (its Warning headers: a PodSecurity level, a policy in warn mode). */
  serverWarnings?: string[];
}

/**
 * One object's record across every step of a run (like Flux's ChangeSetEntry), composed of its
 * reference, what the plan decided and what the deploy did: `keep` is what the prune found when it
 * came where it found something, else the plan's; `serverWarnings` the dry-run's and the apply's, each
 * once; `reason` only while there is no result to speak for itself. The JSON report writes it as it is.
 */
export interface ObjectOutcome extends ObjectRef, ObjectPlan, DeployResult {
  /** `file:line` of the manifest the object came from; absent for prune entries. */
  source?: string;
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
export interface HookOutcome extends PlannedHook {
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
