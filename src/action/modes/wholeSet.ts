import * as core from '@actions/core';
import type { SetTarget } from '../../commands/openSet.ts';
import { type Options, parseOptions } from '../../options.ts';
import type { ReportContext } from '../../report/comment/commentLayouts.ts';
import type { PullRequestComment } from '../pullRequestComment.ts';
import { reportFailure } from '../reportRun.ts';
import { runUrl } from '../runLinks.ts';
import type { ModeSpec, ModeStep } from './modeSpec.ts';
import { commentOf } from './setComment.ts';

/** What a mode on a whole set works with: the set found by its parent, and where it reports. */
export interface WholeSet {
  target: SetTarget;
  options: Options;
  context: ReportContext;
  /** The pull request's comment of this ApplySet, for a mode that reports there. */
  comment: PullRequestComment | undefined;
  hasJobSummary: boolean;
}

/**
 * A mode on a whole set (verify, destroy), as the CLI's commands on a set: no manifests read, the
 * set found by its parent; in a log group of its own. A failure fails the step, and is reported
 * where a success would be.
 */
export async function runOnWholeSet(spec: ModeSpec, step: ModeStep, run: (set: WholeSet) => Promise<void>): Promise<void> {
  const context: ReportContext = { title: step.inputs.title, commitSha: step.commitSha, runUrl: runUrl(step.runner), cluster: step.cluster?.name };
  const comment = spec.reports.comment ? commentOf(step) : undefined;
  const hasJobSummary = step.runner.hasJobSummary && spec.reports.summary;
  try {
    // The other inputs are checked as apply checks them.
    const options = parseOptions({ ...step.inputs.engine, manifests: step.inputs.engine.manifests || '(not read)', mode: 'preview' }, step.runner.cwd);
    const target: SetTarget = {
      kubeconfig: step.kubeconfigs.step(),
      kubeconfigPath: options.kubeconfigPath,
      context: options.context,
      concurrency: options.concurrency,
      retryTimeoutSeconds: options.retryTimeoutSeconds,
      applyset: options.applyset,
      namespace: options.namespace,
    };
    core.setOutput('mode', spec.name);
    await core.group(`ApplySet ${spec.name} of ${options.applyset.text}`, () => run({ target, options, context, comment, hasJobSummary }));
  } catch (error) {
    await reportFailure(spec, step, error);
  }
}
