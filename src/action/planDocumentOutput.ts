import * as core from '@actions/core';
import type { TargetReport } from '../report/targetsComment.ts';
import { PLAN_DOCUMENT_VERSION, writePlanDocument } from '../targets/planDocument.ts';
import { commentKey } from './commentKey.ts';
import type { ModeSpec, ModeStep } from './modes/modeSpec.ts';

/**
 * Whether this step hands its report to a report job (plan-documents given): a matrix job's preview of
 * its targets, which writes a plan document instead of a comment and labels of its own.
 */
export function handsReportOn(spec: Pick<ModeSpec, 'name'>, step: ModeStep): boolean {
  if (step.inputs.planDocuments === undefined) return false;
  if (spec.name === 'preview' && step.targets.source.kind === 'file') return true;
  core.warning(
    `plan-documents is for the previews of a targets file's matrix; this ${spec.name}${step.targets.source.kind === 'set' ? ' of one set' : ''} reports as it would without it`,
  );
  return false;
}

/**
 * The matrix job's plan document, already scrubbed: its targets' reports, keyed by the comment the
 * whole file's preview keeps (not this job's `target` names), so that the report job posts it where
 * the deploy after the merge looks.
 */
export async function writeTargetsPlan(step: ModeStep, targets: readonly TargetReport[]): Promise<void> {
  const { inputs, cluster, commitSha, targets: stepTargets } = step;
  if (stepTargets.source.kind !== 'file' || inputs.planDocuments === undefined) return;
  const key = commentKey({
    kind: 'file',
    title: inputs.title,
    cluster: cluster?.key,
    context: undefined,
    file: stepTargets.source.path,
    names: [],
  });
  const file = await writePlanDocument(inputs.planDocuments, {
    kind: 'applyset-action/targets-plan',
    version: PLAN_DOCUMENT_VERSION,
    commit: commitSha,
    key,
    ...(inputs.title ? { title: inputs.title } : {}),
    targets: [...targets],
  });
  core.info(`wrote the plan document ${file}; the report job posts the comment`);
}
