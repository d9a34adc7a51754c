import * as core from '@actions/core';
import { openSet, workOnSet } from '../../commands/openSet.ts';
import { verifySet } from '../../commands/verify.ts';
import { writeJobSummary } from '../../github/jobSummary.ts';
import { fitInBytes, JOB_SUMMARY_LIMIT_BYTES } from '../../report/comment/commentLayouts.ts';
import { keepSetIssue, setIssueOutput } from '../setIssue.ts';
import { verifyClosing, verifyCounts, verifyMarkdown } from '../setModeMarkdown.ts';
import { failUntrusted, logUntrusted, warnUntrusted } from '../workflowLog.ts';
import type { ModeSpec, ModeStep } from './modeSpec.ts';
import { runOnWholeSet, type WholeSet } from './wholeSet.ts';

/**
 * `mode: verify`, the CLI's `verify` on a schedule: a full scan for members the parent does not
 * record, which no prune finds, kept in an issue of its own while any leaked.
 */
export const verifyMode = {
  name: 'verify',
  needs: { manifests: false, opens: 'read' },
  outputs: ['mode', 'applyset-id', 'leaked', 'issue-number'],
  reports: { summary: true, comment: false, issue: true, labels: false },
  runsOn: ['set'],
  run: (step): Promise<void> => runOnWholeSet(verifyMode, step, (set) => verify(set, step)),
} satisfies ModeSpec<'verify'>;

async function verify(set: WholeSet, step: ModeStep): Promise<void> {
  const open = await openSet(set.target);
  const verification = await workOnSet(open, () => verifySet(open, false, warnUntrusted));
  const { findings, unscanned, text } = verification;
  logUntrusted(`${text}\n(${String(verification.document['requests'])} requests to the API server)`);
  const leaked = findings.leaked.length > 0;
  core.setOutput('applyset-id', findings.id);
  core.setOutput('leaked', String(leaked));
  const body = (maxLength: number) => step.secrets.text(verifyMarkdown(findings, unscanned, { ...set.context, maxLength }));
  if (set.hasJobSummary) await writeJobSummary(fitInBytes(body, JOB_SUMMARY_LIMIT_BYTES));
  const parent = `${findings.applyset}${findings.namespace ? ` in namespace ${findings.namespace}` : ''}`;
  if (step.access) {
    const title = `${set.context.title ?? 'ApplySet verify'}: ${parent}: ${verifyCounts(findings)}`;
    setIssueOutput(await keepSetIssue(step.access, 'verify', step.key, leaked ? { open: { title, body } } : { closing: step.secrets.text(verifyClosing(findings, set.context)) }));
  }
  if (leaked && step.inputs.failOnDrift) failUntrusted(`ApplySet ${parent} has ${verifyCounts(findings)}, which no prune finds (fail-on-drift is set)`);
}
