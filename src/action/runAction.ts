import * as core from '@actions/core';
import { describeError, UserError } from '../common/errors.ts';
import { clusterIdentity } from '../kube/clusterIdentity.ts';
import { VERSION } from '../common/version.ts';
import { setSkippedOutputs } from './actionOutputs.ts';
import { commentKey } from './commentKey.ts';
import { checkDefaultKubeconfig } from './defaultKubeconfig.ts';
import { type BundledPreview, openBundle, previewsBundle } from './bundledPreview.ts';
import { type GitHubAccess, gitHubAccess } from './gitHubAccess.ts';
import { acceptKubeconfigInput } from './kubeconfigInput.ts';
import type { ModeSpec } from './modes/modeSpec.ts';
import { type ActionMode, MODE_NAMES, MODES, runsOn } from './modes/registry.ts';
import { pullRequestOf } from './pullRequest.ts';
import { type ActionInputs, readInputs, renamedInputsRefusal } from './readInputs.ts';
import { resolveMode } from './resolveMode.ts';
import type { RunnerContext } from './runnerContext.ts';
import { SecretScrubber, SHORTEST_SCRUBBED } from './secretScrubber.ts';
import { readStepTargets, type StepTargets, type TargetKubeconfigs } from './stepTargets.ts';
import { failUntrusted, logUntrusted } from './workflowLog.ts';
import { pullRequestOfRun, workflowRunOf } from './workflowRun.ts';

/** The targets of a mode that reads none. */
const NO_TARGETS: StepTargets = { source: { kind: 'set' }, named: 0, selection: { run: [], skipped: [] } };

/**
 * The action: inputs and event -> the step's targets (the one set it names, or a targets file's)
 * -> mode -> the mode's run (src/action/modes/). A failure the user can act on fails the step here
 * or in the mode; anything else is thrown to the entry point.
 */
export async function runAction(runner: RunnerContext, signal?: AbortSignal): Promise<void> {
  // Before anything is logged: every form of the kubeconfig is masked, and kept out of the comment and the job summary.
  const secrets = new SecretScrubber((length) =>
    core.warning(
      `a secret value of ${length} character${length === 1 ? '' : 's'} is not hidden in the pull-request comment, the job summary or the outputs: one shorter than ${SHORTEST_SCRUBBED} characters is part of too many words of the report to replace safely. The runner still masks it in this log; give the credential or Secret a longer value`,
    ),
  );
  const mask = (secret: string): void => {
    core.setSecret(secret);
    secrets.add([secret]);
  };
  let pullRequest = pullRequestOf(runner.payload);
  const kubeconfig = acceptKubeconfigInput(runner.inputs.kubeconfig, mask, { pullRequest: pullRequest !== undefined });

  let inputs: ActionInputs;
  let targets: StepTargets;
  let mode: ActionMode;
  let access: GitHubAccess | undefined;
  let bundled: BundledPreview | undefined;
  let reportedRunHead: string | undefined;
  try {
    const renamed = renamedInputsRefusal(runner.oldInputNames ?? []);
    if (renamed) throw renamed;
    inputs = readInputs(runner.inputs);
    // The runner masks github.token and secrets; a token from elsewhere (another step's output) it does not.
    if (inputs.githubToken) core.setSecret(inputs.githubToken);
    if (inputs.reviewKey) mask(inputs.reviewKey);
    access = inputs.githubToken ? await gitHubAccess(inputs.githubToken, inputs.githubAppSlug, runner) : undefined;
    if (previewsBundle(inputs)) {
      // Read and checked before anything reaches the cluster; its set is the step's, its pull request GitHub's for the run.
      bundled = await openBundle(inputs, runner, access);
      inputs = {
        ...inputs,
        mode: 'preview',
        engine: bundled.engine,
        targets: { file: '', names: [], changedOnly: 'false' },
      };
      pullRequest = bundled.pullRequest;
    }
    const named = MODE_NAMES.find((name) => name === inputs.mode.trim().toLowerCase());
    const spec: ModeSpec | undefined = named && MODES[named];
    targets = spec?.needs.targets === false ? NO_TARGETS : await readStepTargets(inputs, runner);
    mode = resolveMode(inputs.mode, runner.eventName, runner.payload, targets.source.kind);
    if (!runsOn(mode, targets.source.kind)) {
      throw new UserError(
        `mode ${mode} does not run on ${targets.source.kind === 'file' ? 'a targets file' : 'one set'}`,
        { hint: `the modes that do: ${MODE_NAMES.filter((name) => runsOn(name, targets.source.kind)).join(', ')}` },
      );
    }
    // The two-workflow matrix's report job, in a workflow_run: of the render run's pull request and head commit, as GitHub names them for the run (as a bundle's preview is), never the plan documents' alone.
    const reportedRun = mode === 'report' ? workflowRunOf(runner.eventName, runner.payload) : undefined;
    if (reportedRun) {
      pullRequest = await pullRequestOfRun(access, reportedRun);
      reportedRunHead = reportedRun.run.headSha;
    }
  } catch (error) {
    failUntrusted(describeError(error));
    return;
  }
  const { source } = targets;
  const what =
    source.kind === 'set'
      ? `ApplySet ${inputs.engine.applyset || '(none given)'}`
      : `${targets.selection.run.length} targets of ${source.path}`;
  logUntrusted(`applyset-action v${VERSION}: ${mode} of ${what} on ${runner.eventName || 'an unknown'} event`);
  // GitHub gives a workflow run for a fork's pull request no secrets: nothing to reach the cluster with.
  if (
    MODES[mode].needs.opens !== 'nothing' &&
    pullRequest?.fork &&
    kubeconfig === undefined &&
    !runner.environment.KUBECONFIG
  ) {
    core.notice(
      `Skipped the ${mode}${source.kind === 'file' ? ` of ${targets.selection.run.length} targets` : ''}: pull request #${pullRequest.number} comes from the fork ${pullRequest.fork}, and GitHub gives ` +
        `workflow runs of pull requests from forks no secrets, so there is no kubeconfig. The step succeeds without a ${mode}.`,
    );
    setSkippedOutputs();
    return;
  }

  // The cluster as the kubeconfig names it, read before any request: it keys the comment even when the run fails.
  const cluster = clusterIdentity({
    kubeconfig: kubeconfig && 'content' in kubeconfig ? kubeconfig.content : undefined,
    context: inputs.engine.context || undefined,
    environment: runner.environment,
  });
  const qualifiers = { title: inputs.title, cluster: cluster?.key, context: inputs.engine.context };
  const key = commentKey(
    source.kind === 'set'
      ? { kind: 'set', ...qualifiers, applyset: inputs.engine.applyset, namespace: inputs.engine.namespace }
      : { kind: 'file', ...qualifiers, file: source.path, names: source.names, context: undefined },
  );
  const kubeconfigs: TargetKubeconfigs = {
    step: () => {
      if (kubeconfig && 'error' in kubeconfig) throw kubeconfig.error;
      if (!kubeconfig) checkDefaultKubeconfig(runner.environment, runner.kubeconfigSources.home);
      return kubeconfig?.content;
    },
    read: (name) => runner.kubeconfigSources.variable(name),
    // A cluster's own kubeconfig (kubeconfig-env:) is masked as the kubeconfig input is, before a target logs anything.
    accept: (value, name) =>
      acceptKubeconfigInput(
        value,
        mask,
        { pullRequest: pullRequest !== undefined },
        `the environment variable ${name} (kubeconfig-env)`,
      ),
  };
  const commitSha = bundled?.commit ?? reportedRunHead ?? pullRequest?.headSha ?? runner.sha;
  await MODES[mode].run({
    runner,
    inputs,
    targets,
    kubeconfigs,
    access,
    key,
    cluster,
    pullRequest,
    commitSha,
    signal,
    secrets,
    ...(bundled ? { rendered: bundled.rendered } : {}),
  });
}
