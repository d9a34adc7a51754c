import * as core from '@actions/core';
import type { SetTarget } from '../../sets/openSet.ts';
import { describeError } from '../../common/errors.ts';
import { clusterIdentity } from '../../kube/clusterIdentity.ts';
import type { Options } from '../../options/options.ts';
import type { ReportContext } from '../../report/comment/commentLayouts.ts';
import type { PlannedTarget } from '../../targets/targetOptions.ts';
import { targetSetKey } from '../commentKey.ts';
import type { PullRequestComment } from '../pullRequestComment.ts';
import { reportFailure } from '../reportRun.ts';
import { runUrl } from '../runLinks.ts';
import { plannedTargets } from '../stepTargets.ts';
import { commandMessage, failUntrusted } from '../workflowLog.ts';
import type { ModeSpec, ModeStep } from './modeSpec.ts';
import { commentOf } from './setComment.ts';

/** What a mode on a whole set works with: the set found by its parent, and where it reports. */
export interface WholeSet {
  target: SetTarget;
  options: Options;
  context: ReportContext;
  /** The set's key, for its comment and its issue: one set's is the step's; a target's is its set's, as a step naming it alone has it. */
  key: string;
  /** The pull request's comment of this ApplySet, for a mode that reports there. */
  comment: PullRequestComment | undefined;
  hasJobSummary: boolean;
  /** Whether it is the step's only set, whose outputs are the step's. */
  only: boolean;
}

/**
 * A mode on whole sets (verify, destroy), as the CLI's commands on a set: no manifests read, each
 * set found by its parent, in a log group of its own: the one set a step names, or each target of a
 * targets file in turn. A target that fails does not stop the others; the step fails after them. A
 * failure is reported where a success would be.
 */
export async function runOnWholeSets(
  spec: ModeSpec,
  step: ModeStep,
  run: (set: WholeSet) => Promise<void>,
): Promise<void> {
  const { inputs, runner, targets } = step;
  let planned: PlannedTarget[];
  try {
    // The other inputs are checked as apply checks them.
    planned = plannedTargets(
      targets,
      { ...inputs.engine, manifests: inputs.engine.manifests || '(not read)', mode: 'preview' },
      step.kubeconfigs,
      runner.cwd,
      runner.environment,
    );
  } catch (error) {
    await reportFailure(spec, step, error);
    return;
  }
  core.setOutput('mode', spec.name);
  const one = targets.source.kind === 'set';
  const failed: string[] = [];
  for (const { target, options } of planned) {
    const cluster = one ? step.cluster : clusterIdentity(options);
    const key = one
      ? step.key
      : targetSetKey(target, { context: options.context, title: inputs.title, cluster: cluster?.key });
    const set: WholeSet = {
      target: {
        kubeconfig: options.kubeconfig,
        kubeconfigPath: options.kubeconfigPath,
        context: options.context,
        concurrency: options.concurrency,
        retryTimeoutSeconds: options.retryTimeoutSeconds,
        environment: options.environment,
        applyset: options.applyset,
        namespace: options.namespace,
      },
      options,
      context: { title: inputs.title, commitSha: step.commitSha, runUrl: runUrl(runner), cluster: cluster?.name },
      key,
      comment: spec.reports.comment ? commentOf({ ...step, key }) : undefined,
      hasJobSummary: runner.hasJobSummary && spec.reports.summary,
      only: planned.length === 1,
    };
    try {
      // The parent's text is the targets file's, untrusted: escaped as every command's message is.
      await core.group(
        commandMessage(`ApplySet ${spec.name} of ${options.applyset.text}${one ? '' : ` (target ${target.name})`}`),
        () => run(set),
      );
    } catch (error) {
      if (one) return reportFailure(spec, { ...step, key }, error);
      failed.push(`${target.name}: ${step.secrets.text(describeError(error))}`);
    }
  }
  if (failed.length > 0) failUntrusted(`${failed.length} of ${planned.length} targets failed: ${failed.join('; ')}`);
}
