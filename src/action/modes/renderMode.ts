import path from 'node:path';
import * as core from '@actions/core';
import { type RenderContext, renderOrigin } from '../../bundle/bundleOrigin.ts';
import { renderBundle, type SetToRender } from '../../bundle/renderBundle.ts';
import { writeBundle } from '../../bundle/writeBundle.ts';
import { describeError, UserError } from '../../common/errors.ts';
import { parseOptions, type RawInputs } from '../../options/parseOptions.ts';
import { targetInputs, targetOptions } from '../../targets/targetOptions.ts';
import { mayRunUnmergedCode } from '../pullRequest.ts';
import type { RunnerContext } from '../runnerContext.ts';
import { failUntrusted, logUntrusted, warnUntrusted } from '../workflowLog.ts';
import type { ModeSpec, ModeStep } from './modeSpec.ts';

/** Where the bundle is written when the `bundle` input is empty: beside the checkout, for actions/upload-artifact. */
export const DEFAULT_BUNDLE_FILE = 'applyset-bundle.json';

/**
 * `mode: render`: the manifests rendered as a preview reads them (the same isolation: on a pull
 * request no kustomization fetches from the network), for one set or a targets file's targets, into
 * one bundle file a plan previews in another workflow (workflow_run). No cluster, no secret, no comment.
 */
export const renderMode = {
  name: 'render',
  needs: { manifests: true, opens: 'nothing' },
  outputs: ['mode', 'bundle'],
  reports: { summary: false, comment: false, issue: false, labels: false },
  runsOn: ['set', 'file'],
  run: async (step): Promise<void> => {
    try {
      await render(step);
    } catch (error) {
      failUntrusted(describeError(error));
    }
  },
} satisfies ModeSpec<'render'>;

async function render({ runner, inputs, targets, pullRequest }: ModeStep): Promise<void> {
  // As a preview of this event would read them: a pull request's kustomizations fetch nothing.
  const unmerged = mayRunUnmergedCode(runner.eventName, pullRequest);
  const raw: RawInputs = {
    ...inputs.engine,
    mode: 'preview',
    'remote-bases': String(!unmerged || inputs.allowRemoteBases),
  };
  const chosen = targets.selection.run.map((r) => r.target);
  const { source } = targets;
  const sets: SetToRender[] =
    source.kind === 'set'
      ? chosen.map((target) => ({
          target,
          options: parseOptions(raw, runner.cwd, runner.environment),
          inputs: raw,
          named: false,
        }))
      : targetOptions(source.file, chosen, raw, runner.cwd, runner.environment).map((p) => ({
          ...p,
          inputs: targetInputs(p.target, raw),
          named: true,
        }));
  const bundle = await renderBundle(sets, renderOrigin(renderContext(runner)), {
    info: logUntrusted,
    warning: warnUntrusted,
  });
  const file = path.resolve(runner.cwd, inputs.bundle || DEFAULT_BUNDLE_FILE);
  const bytes = await writeBundle(file, bundle);
  const objects = bundle.sets.reduce((sum, set) => sum + set.objects.length, 0);
  logUntrusted(
    `Wrote the bundle ${file}: ${bundle.sets.length} set${bundle.sets.length === 1 ? '' : 's'}, ${objects} object${objects === 1 ? '' : 's'}, ${bytes} bytes, of commit ${bundle.commits.head}`,
  );
  core.setOutput('mode', 'render');
  core.setOutput('bundle', file);
}

/** The render run as GitHub names it to this job: only a workflow run has what a plan checks a bundle against. */
function renderContext(runner: RunnerContext): RenderContext {
  if (!runner.repository || !runner.run?.workflowRef) {
    throw new UserError('mode render needs a workflow run (GITHUB_REPOSITORY, GITHUB_RUN_ID, GITHUB_WORKFLOW_REF)', {
      hint: 'run it as a step of a pull_request workflow; from a terminal, `applyset-action render`',
    });
  }
  return {
    repository: `${runner.repository.owner}/${runner.repository.repo}`,
    workflowRef: runner.run.workflowRef,
    runId: runner.run.id,
    attempt: runner.run.attempt,
    eventName: runner.eventName,
    payload: runner.payload,
    sha: runner.sha,
  };
}
