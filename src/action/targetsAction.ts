import { existsSync } from 'node:fs';
import path from 'node:path';
import * as core from '@actions/core';
import type { ActionInputs } from './readInputs.ts';
import { type ActionMode, resolveMode, type SetMode, type TargetsMode } from './resolveMode.ts';
import type { RunnerContext } from './runnerContext.ts';
import type { SecretScrubber } from './secretScrubber.ts';
import { acceptKubeconfigInput, type KubeconfigInput } from './kubeconfigInput.ts';
import { gitHubAccess } from './gitHubAccess.ts';
import { startTargetDeployments } from './targetDeployments.ts';
import { pullRequestOf } from './pullRequest.ts';
import { commandMessage, failUntrusted, logUntrusted, warnUntrusted } from './workflowLog.ts';
import { describeError, UserError } from '../errors.ts';
import { DRIFT_INPUTS } from '../report/drift.ts';
import { renderText } from '../report/textReport.ts';
import { selectForEvent } from '../targets/eventSelection.ts';
import { runTargets } from '../targets/runTargets.ts';
import { reportTargets, setMatrixOutput } from './targetsReport.ts';
import { targetsCommentKey } from './commentKey.ts';
import { clusterIdentity } from '../kube/clusterIdentity.ts';
import { loadTargetsReview } from './targetsReview.ts';
import { withTargetKubeconfigs } from '../targets/targetKubeconfigs.ts';
import { targetOptions } from '../targets/targetOptions.ts';
import { DEFAULT_TARGETS_FILE, readTargetsFile, selectTargets } from '../targets/targetsFile.ts';

/** `mode: plan-targets`: choose the changed targets and set the matrix output, without a cluster. */
export const PLAN_TARGETS_MODE = 'plan-targets';

/**
 * The targets file this step runs: the `targets` input, or `.github/applysets.yaml` when it exists
 * and the step names no `applyset` (a step that names one keeps today's single-set behaviour).
 */
export function targetsFileOf(inputs: ActionInputs, cwd: string): string | undefined {
  if (inputs.targets.file) return inputs.targets.file;
  if (inputs.engine.applyset) return undefined;
  return existsSync(path.resolve(cwd, DEFAULT_TARGETS_FILE)) ? DEFAULT_TARGETS_FILE : undefined;
}

export interface TargetsStep {
  inputs: ActionInputs;
  file: string;
  kubeconfig: KubeconfigInput;
  secrets: SecretScrubber;
  /** Masks a credential in the runner's log and keeps it out of the comment and summary, as the kubeconfig input's are. */
  mask: (secret: string) => void;
}

/**
 * The action over many targets: the targets file read and checked, the changed targets chosen,
 * each run (bounded in parallel, one connection per kubeconfig context), then one log group per
 * target, the outputs, the job summary and the pull request's comment of all of them. A target
 * that fails fails the step after the others have run and been reported.
 */
export async function runTargetsAction(runner: RunnerContext, step: TargetsStep, signal?: AbortSignal): Promise<void> {
  const { inputs, secrets } = step;
  const planOnly = inputs.mode.trim().toLowerCase() === PLAN_TARGETS_MODE;
  const resolved = planOnly ? 'preview' : resolveMode(inputs.mode, runner.eventName, runner.payload);
  if (resolved === 'verify' || resolved === 'destroy') {
    throw new UserError(`mode ${resolved} is not supported with a targets file yet`, { hint: 'run it for one set in a step of its own: a step that names applyset (and no targets) runs that set alone' });
  }
  const mode: TargetsMode = resolved;
  const file = await readTargetsFile(step.file, runner.cwd);
  const named = selectTargets(file, inputs.targets.names);
  const selection = await selectForEvent(file, named, { named: inputs.targets.names.length > 0, changedOnly: inputs.targets.changedOnly, event: runner, cwd: runner.cwd });
  setMatrixOutput(selection);
  for (const { target, reason } of selection.skipped) logUntrusted(`skipped target ${target.name}: ${reason}`);
  for (const { target, reason } of selection.run) logUntrusted(`target ${target.name}: ${reason}`);
  if (planOnly) {
    logUntrusted(`${selection.run.length} of ${named.length} targets to run: ${selection.run.map((r) => r.target.name).join(', ') || 'none'}`);
    return;
  }
  const pullRequest = pullRequestOf(runner.payload);
  if (pullRequest?.fork && step.kubeconfig === undefined && !runner.kubeconfigSources.env.KUBECONFIG) {
    core.notice(`Skipped the ${mode} of ${selection.run.length} targets: pull request #${pullRequest.number} comes from a fork, and GitHub gives its workflow runs no secrets, so there is no kubeconfig.`);
    core.setOutput('mode', 'skipped');
    return;
  }
  if (step.kubeconfig && 'error' in step.kubeconfig) throw step.kubeconfig.error;
  const engineMode = mode === 'drift' ? 'preview' : mode;
  // As for one set: a pull request's kustomizations fetch nothing, and its manifests' Secret values do not hide words from the log.
  const stepInputs = { ...inputs.engine, ...(mode === 'drift' ? DRIFT_INPUTS : {}), mode: engineMode, 'remote-bases': String(pullRequest === undefined || inputs.allowRemoteBases) };
  const stepKubeconfig = step.kubeconfig && 'content' in step.kubeconfig ? step.kubeconfig.content : undefined;
  // A drift check dry-runs every object even where a target sets plan-cache (see DRIFT_INPUTS).
  const withStepKubeconfig = targetOptions(file, selection.run.map((r) => r.target), stepInputs, runner.cwd).map((p) => ({ ...p, options: { ...p.options, kubeconfig: stepKubeconfig, ...(mode === 'drift' ? { planCache: false } : {}) } }));
  // A cluster's own kubeconfig (kubeconfig-env:) is masked as the kubeconfig input is, before a target logs anything.
  const planned = withTargetKubeconfigs(file.file, withStepKubeconfig, (name) => runner.kubeconfigSources.variable(name), (value, name) =>
    acceptKubeconfigInput(value, step.mask, { pullRequest: pullRequest !== undefined }, `the environment variable ${name} (kubeconfig-env)`));
  const manifestSecrets = pullRequest === undefined || engineMode === 'apply';
  // As for one set: another run waiting for a target's lock names this run, and each deploy's history records its commit (for rollbacks).
  const runUrl = runner.repository && runner.run ? `${runner.serverUrl}/${runner.repository.owner}/${runner.repository.repo}/actions/runs/${runner.run.id}${runner.run.attempt ? `/attempts/${runner.run.attempt}` : ''}` : undefined;
  const source = Promise.resolve({ commit: runner.sha || undefined, run: runUrl, actor: runner.actor || undefined });
  // The step's cluster keys the comment, as one set's does; each target's names its section and keys its drift issue.
  const stepCluster = clusterIdentity({ kubeconfig: stepKubeconfig, context: inputs.engine.context || undefined });
  const key = targetsCommentKey(step.file, { names: inputs.targets.names, title: inputs.title, cluster: stepCluster?.key });
  const clusters = new Map(planned.map((p) => [p.target.name, clusterIdentity(p.options)]));
  const access = inputs.githubToken ? gitHubAccess(inputs.githubToken, inputs.githubAppSlug, runner) : undefined;
  const review = mode === 'apply' ? await loadTargetsReview(access, { event: runner.eventName, sha: runner.sha, key, onUnreviewed: inputs.onUnreviewedChanges, comment: inputs.comment }, planned.map((p) => p.target)) : undefined;
  // Each deployed target shows on the repository's environments page, as one set's deploy does.
  const deployments = mode === 'apply' ? await startTargetDeployments(access, planned.map((p) => p.target), { sha: runner.sha, environment: inputs.environment, logUrl: runUrl }) : undefined;
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
    await core.group(commandMessage(`${mode} of target ${result.target.name}`), async () => logUntrusted(outcome ? renderText(outcome) : secrets.text(describeError(result && 'error' in result ? result.error : undefined))));
  }
  await deployments?.finish(results, secrets);
  const failed = await reportTargets(runner, { inputs, mode, selection, results, secrets, key, clusters, pullRequest, review: review?.report(), access });
  if (failed.length > 0) failUntrusted(`${failed.length} of ${results.length} targets failed: ${failed.join('; ')}`);
}
