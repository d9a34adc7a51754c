import * as core from '@actions/core';
import { describeError } from '../errors.ts';
import { clusterIdentity } from '../kube/clusterIdentity.ts';
import { VERSION } from '../version.ts';
import { setSkippedOutputs } from './actionOutputs.ts';
import { commentKey } from './commentKey.ts';
import { checkDefaultKubeconfig } from './defaultKubeconfig.ts';
import { gitHubAccess } from './gitHubAccess.ts';
import { acceptKubeconfigInput } from './kubeconfigInput.ts';
import { MODES, type OneSetMode } from './modes/registry.ts';
import { pullRequestOf } from './pullRequest.ts';
import { type ActionInputs, readInputs } from './readInputs.ts';
import { resolveMode } from './resolveMode.ts';
import type { RunnerContext } from './runnerContext.ts';
import { SecretScrubber } from './secretScrubber.ts';
import { runTargetsAction, targetsFileOf } from './targetsAction.ts';
import { failUntrusted, logUntrusted } from './workflowLog.ts';

/**
 * The action: inputs and event -> mode -> the mode's run (src/action/modes/) on the set the inputs
 * name, or on a targets file's sets. A failure the user can act on fails the step here or in the
 * mode; anything else is thrown to the entry point.
 */
export async function runAction(runner: RunnerContext, signal?: AbortSignal): Promise<void> {
  // Before anything is logged: every form of the kubeconfig is masked, and kept out of the comment and the job summary.
  const secrets = new SecretScrubber();
  const maskKubeconfig = (secret: string): void => {
    core.setSecret(secret);
    secrets.add([secret]);
  };
  const kubeconfig = acceptKubeconfigInput(runner.inputs.kubeconfig, maskKubeconfig, { pullRequest: pullRequestOf(runner.payload) !== undefined });

  let inputs: ActionInputs;
  let mode: OneSetMode;
  try {
    inputs = readInputs(runner.inputs);
    // The runner masks github.token and secrets; a token from elsewhere (another step's output) it does not.
    if (inputs.githubToken) core.setSecret(inputs.githubToken);
    // A targets file runs many sets, each as below; without one, nothing changes.
    const targets = targetsFileOf(inputs, runner.cwd);
    if (targets) return await runTargetsAction(runner, { inputs, file: targets, kubeconfig, secrets, mask: maskKubeconfig }, signal);
    mode = resolveMode(inputs.mode, runner.eventName, runner.payload);
  } catch (error) {
    failUntrusted(describeError(error));
    return;
  }
  const pullRequest = pullRequestOf(runner.payload);
  logUntrusted(`applyset-action v${VERSION}: ${mode} of ApplySet ${inputs.engine.applyset || '(none given)'} on ${runner.eventName || 'an unknown'} event`);
  // GitHub gives a workflow run for a fork's pull request no secrets: nothing to reach the cluster with.
  if (pullRequest?.fork && kubeconfig === undefined && !runner.kubeconfigSources.env.KUBECONFIG) {
    core.notice(
      `Skipped the ${mode}: pull request #${pullRequest.number} comes from the fork ${pullRequest.fork}, and GitHub gives ` +
        `workflow runs of pull requests from forks no secrets, so there is no kubeconfig. The step succeeds without a ${mode}.`,
    );
    setSkippedOutputs();
    return;
  }

  const access = inputs.githubToken ? gitHubAccess(inputs.githubToken, inputs.githubAppSlug, runner) : undefined;
  // The cluster as the kubeconfig names it, read before any request: it keys the comment even when the run fails.
  const cluster = clusterIdentity({ kubeconfig: kubeconfig && 'content' in kubeconfig ? kubeconfig.content : undefined, context: inputs.engine.context || undefined });
  const key = commentKey({ ...inputs.engine, title: inputs.title, cluster: cluster?.key });
  const commitSha = pullRequest?.headSha ?? runner.sha;
  const kubeconfigContent = (): string | undefined => {
    if (kubeconfig && 'error' in kubeconfig) throw kubeconfig.error;
    if (!kubeconfig) checkDefaultKubeconfig(runner.kubeconfigSources.env, runner.kubeconfigSources.home);
    return kubeconfig?.content;
  };
  await MODES[mode].runSet({ runner, inputs, kubeconfig: kubeconfigContent, access, key, cluster, pullRequest, commitSha, signal, secrets });
}
