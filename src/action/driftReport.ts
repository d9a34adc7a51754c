import * as core from '@actions/core';
import { footer } from '../report/markdownDocument.ts';
import { renderMarkdown } from '../report/markdownReport.ts';
import { driftLine, hasDrifted } from '../report/drift.ts';
import type { RunOutcome } from '../outcome/runOutcome.ts';
import { describeParent, formatCounts } from '../report/summaryPhrases.ts';
import type { ReportContext } from '../report/comment/commentLayouts.ts';
import type { GitHubAccess } from './gitHubAccess.ts';
import { keepSetIssue, setIssueOutput } from './setIssue.ts';
import { failUntrusted, logUntrusted } from './workflowLog.ts';

/** The headline of drift reports when the title input is empty. */
export const DRIFT_TITLE = 'ApplySet drift';

/**
 * The drift check's result: the `drifted` output, and the ApplySet's drift issue opened or updated
 * with the report, or closed with a comment once the drift is gone; the step fails on drift only
 * with `fail-on-drift`.
 */
export async function reportDrift(access: GitHubAccess | undefined, doc: RunOutcome, context: ReportContext, key: string, failOnDrift: boolean): Promise<void> {
  const drifted = hasDrifted(doc);
  core.setOutput('drifted', String(drifted));
  logUntrusted(driftLine(doc));
  if (access) setIssueOutput(await keepDriftIssue(access, doc, context, key));
  if (drifted && failOnDrift) failUntrusted(`the cluster has drifted from the manifests of ApplySet ${describeParent(doc)}: ${formatCounts(doc.summary, 'preview')} (fail-on-drift is set)`);
}

/**
 * The ApplySet's drift issue (keyed as its comment is, so one set's issue is the same whether a step
 * checks it alone or in a targets file): opened or updated with the report while it has drifted,
 * closed with a comment once it has not. Returns its number, if there is one.
 */
export async function keepDriftIssue(access: GitHubAccess, doc: RunOutcome, context: ReportContext, key: string): Promise<number | undefined> {
  const drifted = hasDrifted(doc);
  const closing = [`### No drift any more: ${formatCounts(doc.summary, 'preview')}`, 'The cluster matches the manifests again.', footer(context)].filter(Boolean).join('\n\n');
  return keepSetIssue(access, 'drift', key, drifted ? { open: { title: issueTitle(doc, context.title), body: (maxLength) => renderMarkdown(doc, { ...context, maxLength }) } } : { closing });
}

/** `ApplySet drift: secret/shop in namespace shop: 1 to create, 2 to update, 0 to prune`, within GitHub's 256 characters. */
function issueTitle(doc: RunOutcome, title: string | undefined): string {
  const { create, update, prune } = doc.summary;
  return `${title ?? DRIFT_TITLE}: ${describeParent(doc)}: ${create} to create, ${update} to update, ${prune} to prune`.slice(0, 256);
}
