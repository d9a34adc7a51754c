import path from 'node:path';
import { checkBundleOrigin } from '../bundle/bundleOrigin.ts';
import { readBundle } from '../bundle/readBundle.ts';
import { UserError } from '../common/errors.ts';
import type { ManifestObject } from '../kube/manifestObject.ts';
import type { InputName } from '../options/inputTable.ts';
import type { RawInputs } from '../options/parseOptions.ts';
import type { GitHubAccess } from './gitHubAccess.ts';
import type { PullRequest } from './pullRequest.ts';
import type { ActionInputs } from './readInputs.ts';
import type { RunnerContext } from './runnerContext.ts';
import { pullRequestOfRun, workflowRunOf } from './workflowRun.ts';

/** The plan step's own inputs a bundle does not override: how it reaches the cluster, and how hard it asks. */
const PLAN_STEP_INPUTS = [
  'kubeconfig-path',
  'max-requests-in-flight',
  'retry-timeout',
  'plan-cache',
  'plan-record-key',
] as const satisfies readonly InputName[];

/** A bundle to preview: the set's inputs as the step's, its objects, and the pull request GitHub names for its run. */
export interface BundledPreview {
  engine: RawInputs;
  rendered: readonly ManifestObject[];
  pullRequest: PullRequest | undefined;
  /** The commit rendered: the run's head, which the reports are for. */
  commit: string;
}

/**
 * The bundle of the render run this `workflow_run` event names, checked before any request to the
 * cluster: bounded and well-formed (readBundle), of that run, repository, workflow, head commit and
 * pull request (checkBundleOrigin). The pull request is GitHub's for the run, never the bundle's alone.
 * A targets file's bundle is previewed one target a step (`target`, a matrix job's).
 */
export async function openBundle(
  inputs: ActionInputs,
  runner: RunnerContext,
  access: GitHubAccess | undefined,
): Promise<BundledPreview> {
  const event = workflowRunOf(runner.eventName, runner.payload);
  if (!event) {
    throw new UserError(
      `a bundle is previewed on the workflow_run event, and this run is on ${runner.eventName || 'no event'}`,
      {
        hint: 'preview the bundle in a workflow that runs `on: workflow_run` of the render workflow, which names the run the bundle comes from (docs/two-workflow-previews.md)',
      },
    );
  }
  const file = path.resolve(runner.cwd, inputs.bundle);
  const bundle = await readBundle(file);
  const pullRequest = await pullRequestOfRun(access, event);
  checkBundleOrigin(bundle, inputs.bundle, { ...event.run, pullRequest: pullRequest?.number });
  const names = inputs.targets.names;
  const set =
    names.length === 1
      ? bundle.sets.find((s) => s.target === names[0])
      : bundle.sets.length === 1 && names.length === 0
        ? bundle.sets[0]
        : undefined;
  if (!set) {
    const targets = bundle.sets.map((s) => s.target ?? '(one set)').join(', ');
    throw new UserError(
      names.length === 1
        ? `the bundle ${inputs.bundle} holds no target ${names[0]} (it holds ${targets})`
        : `the bundle ${inputs.bundle} holds ${bundle.sets.length} targets (${targets}): a preview of a bundle is of one set`,
      {
        hint: 'name one of its targets with the only-targets input (a matrix job per target)',
      },
    );
  }
  const own: RawInputs = {};
  for (const name of PLAN_STEP_INPUTS) if (inputs.engine[name]) own[name] = inputs.engine[name];
  // Which context of the preview's kubeconfig is the plan step's to say when it says one.
  const context = inputs.engine.context ? { context: inputs.engine.context } : {};
  const engine: RawInputs = { ...own, ...set.inputs, ...context, manifests: set.manifests.join('\n') || inputs.bundle };
  return { engine, rendered: set.objects, pullRequest, commit: event.run.headSha };
}

/** Whether the step previews a bundle: one is named, and the mode is not the render that writes it. */
export function previewsBundle(inputs: ActionInputs): boolean {
  return inputs.bundle !== '' && inputs.mode.trim().toLowerCase() !== 'render';
}
