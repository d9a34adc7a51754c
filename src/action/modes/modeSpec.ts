import type { ClusterIdentity } from '../../kube/clusterIdentity.ts';
import type { ManifestObject } from '../../kube/manifestObject.ts';
import type { Mode } from '../../options/options.ts';
import type { RawInputs } from '../../options/parseOptions.ts';
import type { GitHubAccess } from '../gitHubAccess.ts';
import type { PullRequest } from '../pullRequest.ts';
import type { ActionInputs } from '../readInputs.ts';
import type { RunnerContext } from '../runnerContext.ts';
import type { SecretScrubber } from '../secretScrubber.ts';
import type { StepTargets, TargetKubeconfigs } from '../stepTargets.ts';

/**
 * One mode of the action: what it needs, the outputs it sets, where it reports, and its runs. A
 * mode is its file under src/action/modes/ and its line in registry.ts, from which the `mode`
 * input is resolved and each run dispatched.
 */
export interface ModeSpec<N extends string = string> {
  name: N;
  needs: {
    /** Whether it reads the `manifests` input: verify and destroy find the set by its parent. */
    manifests: boolean;
    /** What it opens of the cluster: nothing, a read, or the set under its lock to write it. */
    opens: 'nothing' | 'read' | 'write';
    /** false: it reads no targets file, whatever the checkout holds (report reads plan documents instead). */
    targets?: false;
  };
  /** The outputs of action.yml it sets. */
  outputs: readonly string[];
  /** Where it reports besides the log: the job summary, the pull request's comment, an issue of its own, the pull request's labels. */
  reports: { summary: boolean; comment: boolean; issue: boolean; labels: boolean };
  /** What it runs on: the one set a step names, a targets file's targets, or either. */
  runsOn: readonly StepTargets['source']['kind'][];
  run(step: ModeStep): Promise<void>;
}

/** A mode that runs the engine (a plan, and for apply its deploy), on one set or on targets alike. */
export interface EngineModeSpec<N extends string = string> extends ModeSpec<N> {
  /** The engine's mode, which the run's document and its reports name. */
  engine: Mode;
  /** Inputs the mode sets over the step's: drift forces conflicts, to see what another manager changed. */
  engineInputs: RawInputs;
  /** The reports' headline when the title input is empty; none for the reports' own. */
  title: string | undefined;
}

/** What the action hands a mode's run: the step's inputs and targets, where to report, and GitHub. */
export interface ModeStep {
  runner: RunnerContext;
  inputs: ActionInputs;
  targets: StepTargets;
  /** How the targets reach their clusters: the kubeconfig input (read when asked) and the variables targets name. */
  kubeconfigs: TargetKubeconfigs;
  /** GitHub, as the step's token reaches it; none without a token. */
  access: GitHubAccess | undefined;
  /** From commentKey: the comment's key, and for one set its issue's. */
  key: string;
  /** The cluster as the step's kubeconfig names it, read before any request. */
  cluster: ClusterIdentity | undefined;
  pullRequest: PullRequest | undefined;
  /** The commit the reports are for: the pull request's head, else the run's. */
  commitSha: string;
  /** Cancels the run (the runner's SIGINT): no new request, and the lock released. */
  signal: AbortSignal | undefined;
  secrets: SecretScrubber;
  /** The objects of a bundle a render step wrote, previewed instead of reading the manifests. */
  rendered?: readonly ManifestObject[];
}
