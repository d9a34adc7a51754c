import * as core from '@actions/core';
import { describeError, UserError } from '../../common/errors.ts';
import { writeJobSummary } from '../../github/jobSummary.ts';
import { parseOptions, type RawInputs } from '../../options/parseOptions.ts';
import { renderDiffSet } from '../../engine/renderDiffSet.ts';
import { fitInBytes, JOB_SUMMARY_LIMIT_BYTES } from '../../report/comment/commentLayouts.ts';
import { renderDiffMarkdown, renderDiffText } from '../../report/renderDiffReport.ts';
import { changeRange } from '../../targets/eventSelection.ts';
import { targetOptions } from '../../targets/targetOptions.ts';
import { targetSetKey } from '../commentKey.ts';
import { mayRunUnmergedCode } from '../pullRequest.ts';
import { runUrl } from '../runLinks.ts';
import { failUntrusted, logUntrusted } from '../workflowLog.ts';
import type { ModeSpec, ModeStep } from './modeSpec.ts';
import { commentOf } from './setComment.ts';

/**
 * `mode: render-diff`, a preview with no cluster: each set rendered at the base commit (the `base`
 * input, else the pull request's base or the push's `before`) and at the checkout, compared, and
 * reported in the log, the job summary and a comment of its own on the pull request, each saying it
 * was not checked against a cluster. No kubeconfig is read.
 */
export const renderDiffMode = {
  name: 'render-diff',
  needs: { manifests: true, opens: 'nothing' },
  outputs: ['comment-id'],
  reports: { summary: true, comment: true, issue: false, labels: false },
  runsOn: ['set', 'file'],
  run: runRenderDiff,
} satisfies ModeSpec<'render-diff'>;

async function runRenderDiff(step: ModeStep): Promise<void> {
  const { inputs, runner, targets, pullRequest } = step;
  const failed: string[] = [];
  try {
    const base = inputs.base ?? baseOfEvent(step);
    // A pull request's kustomizations fetch nothing, as its preview's do.
    const raw: RawInputs = {
      ...inputs.engine,
      mode: 'preview',
      'remote-bases': String(!mayRunUnmergedCode(runner.eventName, pullRequest) || inputs.allowRemoteBases),
    };
    const { source } = targets;
    const sets =
      source.kind === 'set'
        ? [{ name: undefined, key: step.key, options: parseOptions(raw, runner.cwd, runner.environment) }]
        : targetOptions(
            source.file,
            targets.selection.run.map((r) => r.target),
            raw,
            runner.cwd,
            runner.environment,
          ).map(({ target, options }) => ({
            name: target.name,
            key: targetSetKey(target, { context: options.context, title: inputs.title, cluster: undefined }),
            options,
          }));
    for (const set of sets) {
      try {
        await core.group(
          `render-diff of ${set.options.applyset.text}${set.name ? ` (target ${set.name})` : ''}`,
          async () => {
            const { outcome, baseSha } = await renderDiffSet(set.options, base, {
              info: logUntrusted,
              warning: (line) => core.warning(line),
              signal: step.signal,
            });
            const commits = { base, baseSha, head: step.commitSha.slice(0, 12) || 'the checkout' };
            logUntrusted(renderDiffText(outcome, commits));
            const context = { title: inputs.title, commitSha: step.commitSha, runUrl: runUrl(runner) };
            const body = (maxLength: number) => renderDiffMarkdown(outcome, commits, { ...context, maxLength });
            if (runner.hasJobSummary) await writeJobSummary(fitInBytes(body, JOB_SUMMARY_LIMIT_BYTES));
            // A comment of its own: a preview of the same set keeps its own.
            const comment = commentOf({ ...step, key: `${set.key};render-diff` });
            const id =
              comment &&
              (await comment.post(
                body(comment.maxLength),
                comment.manner === 'always' || outcome.objects.some((o) => o.action !== 'unchanged'),
              ));
            if (id !== undefined) core.setOutput('comment-id', id);
          },
        );
      } catch (error) {
        if (!set.name) throw error;
        failed.push(`${set.name}: ${describeError(error)}`);
      }
    }
  } catch (error) {
    failUntrusted(describeError(error));
    return;
  }
  if (failed.length > 0) failUntrusted(`${failed.length} targets failed: ${failed.join('; ')}`);
}

/** The commit a pull request or a push starts from, as changed-only compares with it. */
function baseOfEvent(step: ModeStep): string {
  const range = changeRange(step.runner);
  if ('none' in range)
    throw new UserError(`render-diff has no base commit to compare with: ${range.none}`, {
      hint: 'give the base input (a commit or branch, e.g. origin/main)',
    });
  return range.from;
}
