import type { DeploySource } from '../applyset/deployHistory.ts';
import type { Cluster } from '../kube/connect.ts';
import type { Options } from '../options/options.ts';
import type { ObjectOutcome, RunOutcome } from '../outcome/runOutcome.ts';
import type { StepProgress } from '../outcome/stepProgress.ts';
import type { SecretOrigin } from '../manifests/secretValues.ts';

/** Where a run reports progress: the action maps these to @actions/core, the CLI to stderr. */
export interface RunHooks {
  info(line: string): void;
  warning(line: string): void;
  /** An apply's per-object progress: the object's record each time a step adds to it. */
  objectDone?(object: ObjectOutcome): void;
  /**
   * For a live progress line (a terminal): the plan's, the apply's, the wait's and the prune's
   * count of objects done as it changes. Given, it takes the place of the wait's periodic lines to `info`.
   */
  progress?(step: StepProgress): void;
  /** Cancels the run (SIGINT/SIGTERM): no request starts after it, the parent stays widened, the lock is released. */
  signal?: AbortSignal;
  /** Who this run is, as the ApplySet lock names its holder (the action: its run URL); host, pid and a random tag by default. */
  holder?: string;
  /**
   * An apply's plan, before anything is written; a UserError thrown here refuses the apply (the
   * action compares the plan with the pull request's reviewed preview).
   */
  beforeApply?(planned: RunOutcome): Promise<void>;
  /**
   * Secret values in every form a message could quote them, so that the caller can hide them
   * wherever it shows text (the action registers them with the runner and scrubs them from the
   * comment and the job summary). `manifests`: the values of each file's Secrets, told before the
   * first request that carries one of its objects (discovery, the lock and the parent, which carry
   * none, may be under way). `cluster`: the values of the live Secrets the plan reads, told before
   * the plan's outcome or error. `inputs`: the values the workflow hands helm (`set`, a values file
   * the repository does not hold), told before any chart is rendered.
   */
  secretsLoaded?(values: string[], origin: SecretOrigin): void;
  /** What an apply deploys, as the parent's deploy history records it: the commit, the run's link, who. */
  source?: Promise<DeploySource>;
  /**
   * This run is the rollback of a failed deploy, run under that deploy's lock: the history marks it,
   * the consent refusal says so, and once that lock was lost it records nothing.
   */
  rollback?: { lockLost(): boolean; releaseLock(): Promise<void> };
}

/** The engine (runApplySet), as the plan and deploy step is handed it to run a rollback again. */
export type Engine = (options: Options, hooks: RunHooks, cluster?: Cluster) => Promise<RunOutcome>;
