import * as core from '@actions/core';
import { describeError, UserError } from '../../common/errors.ts';
import { writeJobSummary } from '../../github/jobSummary.ts';
import { type RunDocument, runSummary } from '../../report/comment/runPages.ts';
import { mergePlanDocuments, readPlanDirectory } from '../../targets/mergePlanDocuments.ts';
import { commentAndLabel } from '../reportRun.ts';
import { runUrl, sourceLinkFor } from '../runLinks.ts';
import { failUntrusted, logUntrusted } from '../workflowLog.ts';
import type { ModeSpec, ModeStep } from './modeSpec.ts';

/**
 * `mode: report`, the last job of a matrix of previews: every plan document in `plan-documents`
 * (the planner's and each matrix job's, downloaded from their artifacts) read as untrusted input,
 * merged, and posted as the one targets comment (and labels) a one-step preview of the same targets
 * posts, with the fingerprints the deploy after the merge compares with. No cluster, no checkout.
 */
export const reportMode = {
  name: 'report',
  needs: { manifests: false, opens: 'nothing', targets: false },
  outputs: ['targets', 'comment-id'],
  reports: { summary: true, comment: true, issue: false, labels: true },
  runsOn: ['set'],
  run: runReport,
} satisfies ModeSpec<'report'>;

async function runReport(step: ModeStep): Promise<void> {
  const { inputs, runner, pullRequest, commitSha } = step;
  try {
    if (inputs.planDocuments === undefined)
      throw new UserError(
        "mode report needs plan-documents: the directory the matrix jobs' plan documents were downloaded into",
      );
    const read = await readPlanDirectory(inputs.planDocuments);
    // A fork's pull request gets no secrets: its matrix jobs skipped their previews and wrote nothing.
    if (pullRequest?.fork && !read.some((r) => r.doc.kind === 'applyset-action/targets-plan')) {
      core.notice(
        `Skipped the report: pull request #${pullRequest.number} comes from the fork ${pullRequest.fork}, whose previews were skipped (no secrets), so there is nothing to report.`,
      );
      return;
    }
    const merged = mergePlanDocuments(read, commitSha || undefined);
    logUntrusted(
      `merged ${read.length} plan documents: ${merged.doc.targets.length} targets, ${merged.doc.skipped.length} skipped${merged.missing.length > 0 ? `, no document for ${merged.missing.join(', ')}` : ''}`,
    );
    const doc: RunDocument = { layout: 'file', ...merged.doc };
    const context = {
      title: merged.title,
      commitSha: merged.commit,
      runUrl: runUrl(runner),
      sourceLink: sourceLinkFor(runner, merged.commit),
    };
    core.setOutput(
      'targets',
      JSON.stringify(
        doc.targets.map((t) => ({
          target: t.name,
          ...(t.outcome ? { summary: t.outcome.summary } : {}),
          ...(t.error !== undefined ? { error: t.error } : {}),
        })),
      ),
    );
    if (runner.hasJobSummary) await writeJobSummary(runSummary(doc, '', context));
    await commentAndLabel(
      { ...step, key: merged.key },
      { doc, preface: '', context, found: undefined },
      reportMode.reports,
    );
    const failed = doc.targets.filter((t) => t.error !== undefined);
    if (failed.length > 0)
      failUntrusted(
        `${failed.length} of ${doc.targets.length} targets failed: ${failed.map((t) => t.name).join(', ')} (the comment and the job summary say why)`,
      );
  } catch (error) {
    failUntrusted(describeError(error));
  }
}
