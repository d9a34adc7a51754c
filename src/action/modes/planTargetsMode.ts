import * as core from '@actions/core';
import { PLAN_DOCUMENT_VERSION, writePlanDocument } from '../../targets/planDocument.ts';
import { chunkTargets } from '../../targets/targetChunks.ts';
import { logUntrusted } from '../workflowLog.ts';
import type { ModeSpec } from './modeSpec.ts';

/**
 * `mode: plan-targets`, with a targets file only: the changed targets chosen and set as the
 * `matrix` output (a job per target) and cut into the `chunks` output (a matrix of at most 256
 * jobs), without a cluster; with plan-documents, its choice written there for the report job.
 */
export const planTargetsMode = {
  name: 'plan-targets',
  needs: { manifests: false, opens: 'nothing' },
  outputs: ['matrix', 'chunks', 'skipped-targets'],
  reports: { summary: false, comment: false, issue: false, labels: false },
  runsOn: ['file'],
  run: async ({ targets: { named, selection }, inputs, commitSha }): Promise<void> => {
    const names = selection.run.map((r) => r.target.name);
    logUntrusted(`${names.length} of ${named} targets to run: ${names.join(', ') || 'none'}`);
    const { chunks, perJob, raised } = chunkTargets(names, inputs.targetsPerJob);
    if (raised) core.info(`targets-per-job is raised to ${perJob}: GitHub runs at most 256 jobs in a matrix`);
    if (chunks.length > 0)
      core.info(
        `${chunks.length} job${chunks.length === 1 ? '' : 's'} of at most ${perJob} target${perJob === 1 ? '' : 's'} each`,
      );
    core.setOutput('chunks', JSON.stringify(chunks));
    if (inputs.planDocuments === undefined) return;
    const file = await writePlanDocument(inputs.planDocuments, {
      kind: 'applyset-action/targets-selection',
      version: PLAN_DOCUMENT_VERSION,
      commit: commitSha,
      run: selection.run.map((r) => ({ name: r.target.name, reason: r.reason })),
      skipped: selection.skipped.map((s) => ({ name: s.target.name, reason: s.reason })),
    });
    core.info(`wrote the plan document ${file}`);
  },
} satisfies ModeSpec<'plan-targets'>;
