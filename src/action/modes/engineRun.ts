import * as core from '@actions/core';
import { clusterIdentity } from '../../kube/clusterIdentity.ts';
import type { RawInputs } from '../../options/parseOptions.ts';
import { formatObjectLine, renderText } from '../../report/textReport.ts';
import type { RunHooks } from '../../engine/runHooks.ts';
import { runTargets, type TargetResult } from '../../targets/runTargets.ts';
import type { PlannedTarget } from '../../targets/targetOptions.ts';
import type { Target } from '../../targets/targetsFile.ts';
import { loadDeployReview } from '../deployReview.ts';
import { startDeployments } from '../deploymentRecord.ts';
import { labelConsent, widenConsent } from '../destructiveConsent.ts';
import { reportRun } from '../reportRun.ts';
import { mayRunUnmergedCode } from '../pullRequest.ts';
import { attemptUrlOf, holderOf } from '../runLinks.ts';
import { SecretScrubber } from '../secretScrubber.ts';
import { plannedTargets } from '../stepTargets.ts';
import { commandMessage, logUntrusted, warnUntrusted } from '../workflowLog.ts';
import type { EngineModeSpec, ModeStep } from './modeSpec.ts';

/**
 * A mode that runs the engine (preview, apply, drift) on the step's targets, one set or many alike:
 * a deploy first reads what its pull requests' reviewers saw and what their labels consent to; every
 * target's options are checked before any runs; the targets run (bounded in parallel, one
 * connection per kubeconfig and context), each deploy recorded in its environment; then one report.
 * A target that fails fails the step after the others have run and been reported.
 */
export async function runEngine(spec: EngineModeSpec, step: ModeStep): Promise<void> {
  const { runner, inputs, targets, access, pullRequest, secrets, signal } = step;
  const deploys = spec.needs.opens === 'write';
  const chosen = targets.selection.run.map((r) => r.target);
  const review = deploys
    ? await loadDeployReview(
        access,
        {
          event: runner.eventName,
          sha: runner.sha,
          key: step.key,
          onUnreviewed: inputs.onUnreviewedChanges,
          comment: inputs.comment,
          reviewKey: inputs.reviewKey,
        },
        targets.source.kind,
        chosen,
      )
    : undefined;
  // The merged pull request's label consents to prunes that take more with them, as the input does.
  const consent = deploys
    ? await labelConsent(access, review, { event: runner.eventName, sha: runner.sha })
    : undefined;
  // A pull request's code (on any event that may check it out) is not trusted with the network nor to hide words from the log.
  const unmerged = mayRunUnmergedCode(runner.eventName, pullRequest);
  // Its kustomizations fetch nothing; drift forces conflicts and dry-runs every object (DRIFT_INPUTS).
  const stepInputs: RawInputs = {
    ...inputs.engine,
    ...spec.engineInputs,
    mode: spec.engine,
    'remote-bases': String(!unmerged || inputs.allowRemoteBases),
  };
  let planned: PlannedTarget[];
  try {
    planned = plannedTargets(targets, stepInputs, step.kubeconfigs, runner.cwd, runner.environment).map((p) => ({
      ...p,
      // A target's own plan-cache does not bring back what the mode turned off.
      options: {
        ...p.options,
        ...(spec.engineInputs['plan-cache'] === 'false' ? { planCache: false } : {}),
        allowDestructivePrunes: widenConsent(p.options.allowDestructivePrunes, consent),
        ...(step.rendered ? { rendered: step.rendered } : {}),
      },
    }));
  } catch (error) {
    await reportRun({ spec, step, review, ran: { error } });
    return;
  }
  const runUrl = attemptUrlOf(runner);
  const deployments = deploys
    ? await startDeployments(access, chosen, { sha: runner.sha, environment: inputs.environment, logUrl: runUrl })
    : undefined;
  const one = targets.source.kind === 'set';
  // A pull request's preview hides only the Secret values the cluster holds: its own could hide any word ("prune") from the log and the comment.
  const manifestSecrets = !unmerged || spec.engine === 'apply';
  // What each set's deploy history records of this run, and how another run waiting for its lock names this one.
  const source = Promise.resolve({ commit: runner.sha || undefined, run: runUrl, actor: runner.actor || undefined });
  // The reviewed preview's fingerprint was taken on its report, where the cluster's Secret values were hidden: the
  // deploy's plan is compared hidden alike, or a diff quoting one would differ from its review.
  const clusterSecrets = new SecretScrubber();
  const hooksFor = (target: Target): RunHooks => {
    const label = one ? '' : `[${target.name}] `;
    return {
      info: (line) => logUntrusted(`${label}${line}`),
      // Annotations are seen without opening the log.
      warning: (line) => warnUntrusted(`${label}${line}`),
      secretsLoaded: (values, origin) => {
        if (origin === 'cluster') clusterSecrets.add(values);
        if (origin === 'manifests' && !manifestSecrets) return;
        for (const value of values) core.setSecret(value);
        secrets.add(values);
      },
      ...(one ? { objectDone: (object) => logUntrusted(formatObjectLine(object, 'apply')) } : {}),
      ...(signal ? { signal } : {}),
      ...(runUrl ? { holder: one ? (holderOf(runner) ?? runUrl) : `${runUrl} (target ${target.name})` } : {}),
      ...(review ? { beforeApply: (planned) => review.beforeApply(target)(clusterSecrets.deep(planned)) } : {}),
      source,
    };
  };
  const first = planned[0]?.options;
  const run = async (): Promise<TargetResult[]> => {
    if (!first) return [];
    const results = await runTargets(
      planned,
      {
        concurrency: first.concurrency,
        retryTimeoutSeconds: first.retryTimeoutSeconds,
        environment: first.environment,
      },
      hooksFor,
      { atOnce: review?.atOnce, settled: review?.settled },
    );
    // One set's preview is logged whole, in its group; many targets' reports each get a group of their own.
    const [only] = results;
    if (one && only && 'outcome' in only && only.outcome.mode === 'preview') logUntrusted(renderText(only.outcome));
    return results;
  };
  const results =
    one && first
      ? await core.group(commandMessage(`ApplySet ${spec.name} of ${first.applyset.text}`), run)
      : await run();
  await deployments?.finish(results, secrets);
  const clusters = new Map(planned.map((p) => [p.target.name, clusterIdentity(p.options)]));
  await reportRun({ spec, step, review, ran: { results, clusters } });
}
