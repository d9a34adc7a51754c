import * as core from '@actions/core';
import type { DeploySource } from '../../applyset/deployHistory.ts';
import { type Options, parseOptions } from '../../options.ts';
import type { RunOutcome } from '../../outcome/runOutcome.ts';
import { formatObjectLine, renderText } from '../../report/textReport.ts';
import { formatCounts } from '../../report/summaryPhrases.ts';
import { type RunHooks, runApplySet } from '../../runApplySet.ts';
import { loadDeployReview } from '../deployReview.ts';
import { startDeployment } from '../deploymentRecord.ts';
import { labelConsent, widenConsent } from '../destructiveConsent.ts';
import { reportDrift } from '../driftReport.ts';
import { labelPullRequest } from '../previewLabels.ts';
import { type ReportTargets, reportFailure, reportSuccess } from '../reportRun.ts';
import { attemptUrlOf, holderOf, runUrl, sourceLinkFor } from '../runLinks.ts';
import type { SecretScrubber } from '../secretScrubber.ts';
import { commandMessage, logUntrusted, warnUntrusted } from '../workflowLog.ts';
import type { EngineModeSpec, SetStep } from './modeSpec.ts';
import { commentOf } from './setComment.ts';

/**
 * A mode that runs the engine on the set the inputs name: the engine's run, logged as it goes, then
 * the outputs, the job summary, the comment and what else the spec says it reports. A mode that
 * writes deploys what a pull request's reviewers saw and records the deploy in the environment.
 */
export async function runEngineOnSet(spec: EngineModeSpec, step: SetStep): Promise<void> {
  const { runner, inputs, access, key, pullRequest, commitSha, secrets } = step;
  const deploys = spec.needs.opens === 'write';
  // A push deploys what a pull request's reviewers saw: its comment has the preview to compare with.
  const review = deploys ? await loadDeployReview(access, { event: runner.eventName, sha: runner.sha, key, onUnreviewed: inputs.onUnreviewedChanges, comment: inputs.comment }) : undefined;
  // The merged pull request's label consents to prunes that take more with them, as the input does.
  const consent = deploys ? await labelConsent(access, review, { event: runner.eventName, sha: runner.sha }) : undefined;
  const targets: ReportTargets = {
    mode: spec.engine,
    outputMode: spec.name,
    context: { title: inputs.title ?? spec.title, commitSha, runUrl: runUrl(runner), sourceLink: sourceLinkFor(runner, commitSha), cluster: step.cluster?.name },
    hasJobSummary: runner.hasJobSummary && spec.reports.summary,
    comment: review?.comment ?? (spec.reports.comment ? commentOf(step) : undefined),
    tempDir: runner.tempDir,
    secrets,
    ...(review ? { preface: review.preface } : {}),
  };
  const deployment =
    deploys && inputs.environment && access
      ? await startDeployment(access, { sha: runner.sha, environment: inputs.environment.name, environmentUrl: inputs.environment.url, logUrl: targets.context.runUrl, applyset: inputs.engine.applyset ?? '' })
      : undefined;
  let result: { outcome: RunOutcome } | { error: unknown };
  try {
    // The kubeconfig input is read from memory: no file of it exists, not even in a cancelled run.
    const content = step.kubeconfig();
    // A pull request's kustomization must not make the preview fetch whatever URL it names.
    const remoteBases = String(pullRequest === undefined || inputs.allowRemoteBases);
    const parsed = parseOptions({ ...inputs.engine, ...spec.engineInputs, mode: spec.engine, 'remote-bases': remoteBases }, runner.cwd);
    const options: Options = { ...parsed, kubeconfig: content, allowDestructivePrunes: widenConsent(parsed.allowDestructivePrunes, consent) };
    // A pull request's preview hides only the Secret values the cluster holds: its own could hide any word ("prune") from the log and the comment.
    const manifestSecrets = pullRequest === undefined || spec.engine === 'apply';
    // What the ApplySet's deploy history records of this run.
    const source: DeploySource = { commit: runner.sha || undefined, run: attemptUrlOf(runner), actor: runner.actor || undefined };
    const run = { beforeApply: review?.beforeApply, signal: step.signal, holder: holderOf(runner), manifestSecrets, source };
    result = { outcome: await core.group(commandMessage(`ApplySet ${spec.name} of ${options.applyset.text}`), () => runEngine(options, secrets, run)) };
  } catch (error) {
    result = { error };
  }
  if ('error' in result) {
    await reportFailure(targets, result.error);
    await deployment?.finish(false, secrets.text(`The deploy of ApplySet ${inputs.engine.applyset ?? ''} failed; the workflow run has the error`));
    return;
  }
  await reportSuccess(targets, result.outcome);
  if (spec.reports.labels && inputs.labels && pullRequest && access) await labelPullRequest(access, pullRequest.number, [result.outcome]);
  // The drift issue and the deployment leave the runner's log too: no Secret value in them.
  if (spec.reports.issue) await reportDrift(access, secrets.deep(result.outcome), targets.context, key, inputs.failOnDrift);
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
