import * as core from '@actions/core';
import { describeError } from '../../errors.ts';
import { clusterIdentity } from '../../kube/clusterIdentity.ts';
import { renderText } from '../../report/textReport.ts';
import { runTargets } from '../../targets/runTargets.ts';
import { withTargetKubeconfigs } from '../../targets/targetKubeconfigs.ts';
import { targetOptions } from '../../targets/targetOptions.ts';
import { targetsCommentKey } from '../commentKey.ts';
import { gitHubAccess } from '../gitHubAccess.ts';
import { acceptKubeconfigInput } from '../kubeconfigInput.ts';
import { pullRequestOf } from '../pullRequest.ts';
import { attemptUrlOf } from '../runLinks.ts';
import { startTargetDeployments } from '../targetDeployments.ts';
import { reportTargets } from '../targetsReport.ts';
import { loadTargetsReview } from '../targetsReview.ts';
import { commandMessage, failUntrusted, logUntrusted, warnUntrusted } from '../workflowLog.ts';
import type { EngineModeSpec, SelectedTargets } from './modeSpec.ts';

/**
 * A mode that runs the engine, over the targets a targets file chose: each run (bounded in
 * parallel, one connection per kubeconfig context), then one log group per target, the outputs,
 * the job summary and the pull request's comment of all of them. A target that fails fails the
 * step after the others have run and been reported.
 */
export async function runEngineOnTargets(spec: EngineModeSpec, step: SelectedTargets): Promise<void> {
  const { runner, inputs, file, selection, secrets, signal } = step;
  const pullRequest = pullRequestOf(runner.payload);
  if (pullRequest?.fork && step.kubeconfig === undefined && !runner.kubeconfigSources.env.KUBECONFIG) {
    core.notice(`Skipped the ${spec.name} of ${selection.run.length} targets: pull request #${pullRequest.number} comes from a fork, and GitHub gives its workflow runs no secrets, so there is no kubeconfig.`);
    core.setOutput('mode', 'skipped');
    return;
  }
  if (step.kubeconfig && 'error' in step.kubeconfig) throw step.kubeconfig.error;
  const deploys = spec.needs.opens === 'write';
  // As for one set: a pull request's kustomizations fetch nothing, and its manifests' Secret values do not hide words from the log.
  const stepInputs = { ...inputs.engine, ...spec.engineInputs, mode: spec.engine, 'remote-bases': String(pullRequest === undefined || inputs.allowRemoteBases) };
  const stepKubeconfig = step.kubeconfig && 'content' in step.kubeconfig ? step.kubeconfig.content : undefined;
  // A mode that turns the plan cache off (drift: see DRIFT_INPUTS) dry-runs every object even where a target turns it on.
  const planCache = spec.engineInputs['plan-cache'] === 'false' ? { planCache: false } : {};
  const withStepKubeconfig = targetOptions(file, selection.run.map((r) => r.target), stepInputs, runner.cwd).map((p) => ({ ...p, options: { ...p.options, kubeconfig: stepKubeconfig, ...planCache } }));
  // A cluster's own kubeconfig (kubeconfig-env:) is masked as the kubeconfig input is, before a target logs anything.
  const planned = withTargetKubeconfigs(file.file, withStepKubeconfig, (name) => runner.kubeconfigSources.variable(name), (value, name) =>
    acceptKubeconfigInput(value, step.mask, { pullRequest: pullRequest !== undefined }, `the environment variable ${name} (kubeconfig-env)`));
  const manifestSecrets = pullRequest === undefined || spec.engine === 'apply';
  // As for one set: another run waiting for a target's lock names this run, and each deploy's history records its commit (for rollbacks).
  const runUrl = attemptUrlOf(runner);
  const source = Promise.resolve({ commit: runner.sha || undefined, run: runUrl, actor: runner.actor || undefined });
  // The step's cluster keys the comment, as one set's does; each target's names its section and keys its drift issue.
  const stepCluster = clusterIdentity({ kubeconfig: stepKubeconfig, context: inputs.engine.context || undefined });
  const key = targetsCommentKey(step.path, { names: inputs.targets.names, title: inputs.title, cluster: stepCluster?.key });
  const clusters = new Map(planned.map((p) => [p.target.name, clusterIdentity(p.options)]));
  const access = inputs.githubToken ? gitHubAccess(inputs.githubToken, inputs.githubAppSlug, runner) : undefined;
  const review = deploys ? await loadTargetsReview(access, { event: runner.eventName, sha: runner.sha, key, onUnreviewed: inputs.onUnreviewedChanges, comment: inputs.comment }, planned.map((p) => p.target)) : undefined;
  // Each deployed target shows on the repository's environments page, as one set's deploy does.
  const deployments = deploys ? await startTargetDeployments(access, planned.map((p) => p.target), { sha: runner.sha, environment: inputs.environment, logUrl: runUrl }) : undefined;
  const first = planned[0]?.options;
  const results = first
    ? await runTargets(planned, { concurrency: first.concurrency, retryTimeoutSeconds: first.retryTimeoutSeconds }, (target) => ({
        info: (line) => logUntrusted(`[${target.name}] ${line}`),
        warning: (line) => warnUntrusted(`[${target.name}] ${line}`),
        secretsLoaded: (values, origin) => {
          if (origin === 'manifests' && !manifestSecrets) return;
          for (const value of values) core.setSecret(value);
          secrets.add(values);
        },
        ...(signal ? { signal } : {}),
        ...(runUrl ? { holder: `${runUrl} (target ${target.name})` } : {}),
        ...(review ? { beforeApply: review.beforeApply(target) } : {}),
        source,
      }), { atOnce: review?.atOnce, settled: review?.settled })
    : [];
  for (const result of results) {
    const outcome = 'outcome' in result ? result.outcome : undefined;
    await core.group(commandMessage(`${spec.name} of target ${result.target.name}`), async () => logUntrusted(outcome ? renderText(outcome) : secrets.text(describeError(result && 'error' in result ? result.error : undefined))));
  }
  await deployments?.finish(results, secrets);
  const failed = await reportTargets(runner, { inputs, spec, selection, results, secrets, key, clusters, pullRequest, review: review?.report(), access });
  if (failed.length > 0) failUntrusted(`${failed.length} of ${results.length} targets failed: ${failed.join('; ')}`);
}
