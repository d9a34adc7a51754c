import * as core from '@actions/core';
import type { DeploySource } from '../applyset/deployHistory.ts';
import { describeError } from '../errors.ts';
import { type Mode, type Options, parseOptions } from '../options.ts';
import { pullRequestOf } from './pullRequest.ts';
import type { RunOutcome } from '../outcome/runOutcome.ts';
import { formatObjectLine, renderText } from '../report/textReport.ts';
import { type RunHooks, runApplySet } from '../runApplySet.ts';
import { VERSION } from '../version.ts';
import { DRIFT_INPUTS } from '../report/drift.ts';
import { formatCounts } from '../report/summaryPhrases.ts';
import { setSkippedOutputs } from './actionOutputs.ts';
import { loadDeployReview } from './deployReview.ts';
import { labelConsent, widenConsent } from './destructiveConsent.ts';
import { startDeployment } from './deploymentRecord.ts';
import { DRIFT_TITLE, reportDrift } from './driftReport.ts';
import { gitHubAccess } from './gitHubAccess.ts';
import { commentKey } from './commentKey.ts';
import { clusterIdentity } from '../kube/clusterIdentity.ts';
import { checkDefaultKubeconfig } from './defaultKubeconfig.ts';
import { acceptKubeconfigInput } from './kubeconfigInput.ts';
import { labelPullRequest } from './previewLabels.ts';
import { type ActionInputs, readInputs } from './readInputs.ts';
import { type ActionMode, resolveMode } from './resolveMode.ts';
import { MODES } from './modes/registry.ts';
import type { SetStep } from './modes/modeSpec.ts';
import { commentOf } from './modes/setComment.ts';
import { attemptUrlOf, holderOf, runUrl, sourceLinkFor } from './runLinks.ts';
import type { RunnerContext } from './runnerContext.ts';
import { SecretScrubber } from './secretScrubber.ts';
import { type ReportTargets, reportFailure, reportSuccess } from './reportRun.ts';
import { commandMessage, failUntrusted, logUntrusted, warnUntrusted } from './workflowLog.ts';
import { runTargetsAction, targetsFileOf } from './targetsAction.ts';

/**
 * The action: inputs and event -> mode -> the engine -> log, outputs, job summary and the
 * pull-request comment. A failure the user can act on fails the step here; anything else is
 * thrown to the entry point.
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
  let mode: ActionMode;
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
  const step: SetStep = { runner, inputs, kubeconfig: kubeconfigContent, access, key, cluster, pullRequest, commitSha, signal, secrets };
  if (mode === 'verify' || mode === 'destroy') {
    await MODES[mode].runSet(step);
    return;
  }
  // A drift check is a preview whose differences are drift.
  const engineMode: Mode = mode === 'drift' ? 'preview' : mode;
  // A push deploys what a pull request's reviewers saw: its comment has the preview to compare with.
  const review =
    mode === 'apply' ? await loadDeployReview(access, { event: runner.eventName, sha: runner.sha, key, onUnreviewed: inputs.onUnreviewedChanges, comment: inputs.comment }) : undefined;
  // The merged pull request's label consents to prunes that take more with them, as the input does.
  const consent = mode === 'apply' ? await labelConsent(access, review, { event: runner.eventName, sha: runner.sha }) : undefined;
  const targets: ReportTargets = {
    mode: engineMode,
    outputMode: mode,
    context: { title: inputs.title ?? (mode === 'drift' ? DRIFT_TITLE : undefined), commitSha, runUrl: runUrl(runner), sourceLink: sourceLinkFor(runner, commitSha), cluster: cluster?.name },
    hasJobSummary: runner.hasJobSummary,
    comment: review?.comment ?? (mode === 'drift' ? undefined : commentOf(step)),
    tempDir: runner.tempDir,
    secrets,
    ...(review ? { preface: review.preface } : {}),
  };
  const deployment =
    mode === 'apply' && inputs.environment && access
      ? await startDeployment(access, { sha: runner.sha, environment: inputs.environment.name, environmentUrl: inputs.environment.url, logUrl: targets.context.runUrl, applyset: inputs.engine.applyset ?? '' })
      : undefined;
  let result: { outcome: RunOutcome } | { error: unknown };
  try {
    // The kubeconfig input is read from memory: no file of it exists, not even in a cancelled run.
    const content = kubeconfigContent();
    // A pull request's kustomization must not make the preview fetch whatever URL it names.
    const remoteBases = String(pullRequest === undefined || inputs.allowRemoteBases);
    const raw = { ...inputs.engine, ...(mode === 'drift' ? DRIFT_INPUTS : {}), mode: engineMode, 'remote-bases': remoteBases };
    const parsed = parseOptions(raw, runner.cwd);
    const options: Options = { ...parsed, kubeconfig: content, allowDestructivePrunes: widenConsent(parsed.allowDestructivePrunes, consent) };
    const attemptUrl = attemptUrlOf(runner);
    const holder = holderOf(runner);
    // A pull request's preview hides only the Secret values the cluster holds: its own could hide any word ("prune") from the log and the comment.
    const manifestSecrets = pullRequest === undefined || engineMode === 'apply';
    // What the ApplySet's deploy history records of this run.
    const source: DeploySource = { commit: runner.sha || undefined, run: attemptUrl, actor: runner.actor || undefined };
    result = { outcome: await core.group(commandMessage(`ApplySet ${mode} of ${options.applyset.text}`), () => runEngine(options, secrets, { beforeApply: review?.beforeApply, signal, holder, manifestSecrets, source })) };
  } catch (error) {
    result = { error };
  }
  if ('error' in result) {
    await reportFailure(targets, result.error);
    await deployment?.finish(false, secrets.text(`The deploy of ApplySet ${inputs.engine.applyset ?? ''} failed; the workflow run has the error`));
    return;
  }
  await reportSuccess(targets, result.outcome);
  if (mode === 'preview' && inputs.labels && pullRequest && access) await labelPullRequest(access, pullRequest.number, [result.outcome]);
  // The drift issue and the deployment leave the runner's log too: no Secret value in them.
  if (mode === 'drift') await reportDrift(access, secrets.deep(result.outcome), targets.context, key, inputs.failOnDrift);
  await deployment?.finish(true, secrets.text(formatCounts(result.outcome.summary, 'apply')));
}

/** The engine's run, logged as it goes: each object as it is applied, the whole plan after a preview. */
async function runEngine(
  options: Options,
  secrets: SecretScrubber,
  run: { beforeApply: RunHooks['beforeApply']; signal: AbortSignal | undefined; holder: string | undefined; manifestSecrets: boolean; source: DeploySource },
): Promise<RunOutcome> {
  const { beforeApply, signal, holder, manifestSecrets, source } = run;
  const hooks: RunHooks = {
    ...(signal ? { signal } : {}),
    ...(holder ? { holder } : {}),
    source: Promise.resolve(source),
    secretsLoaded: (values, origin) => {
      if (origin === 'manifests' && !manifestSecrets) return;
      for (const value of values) core.setSecret(value);
      secrets.add(values);
    },
    info: (line) => logUntrusted(line),
    // Annotations are seen without opening the log.
    warning: (line) => warnUntrusted(line),
    objectDone: (object) => logUntrusted(formatObjectLine(object, 'apply')),
    ...(beforeApply ? { beforeApply } : {}),
  };
  const outcome = await runApplySet(options, hooks);
  if (outcome.mode === 'preview') logUntrusted(renderText(outcome));
  return outcome;
}
