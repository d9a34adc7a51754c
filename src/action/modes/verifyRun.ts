import * as core from '@actions/core';
import { openSet, workOnSet } from '../../sets/openSet.ts';
import { verifySet } from '../../sets/verify.ts';
import { writeJobSummary } from '../../github/jobSummary.ts';
import { fitInBytes, JOB_SUMMARY_LIMIT_BYTES } from '../../report/comment/commentLayouts.ts';
import { keepSetIssue, setIssueOutput } from '../setIssue.ts';
import { verifyClosing, verifyCounts, verifyMarkdown } from '../setModeMarkdown.ts';
import { failUntrusted, logUntrusted, warnUntrusted } from '../workflowLog.ts';
import type { ModeSpec, ModeStep } from './modeSpec.ts';
import { runOnWholeSets, type WholeSet } from './wholeSet.ts';

/** `mode: verify`'s run: its spec (in verifyMode.ts) imports it when a step of this mode runs, and hands itself over. */
export async function runVerify(spec: ModeSpec, step: ModeStep): Promise<void> {
  let leaked = false;
  await runOnWholeSets(spec, step, async (set) => {
    leaked = (await verify(set, step)) || leaked;
    // Any set of the step's that leaked makes the output true.
    core.setOutput('leaked', String(leaked));
  });
}

/** Verifies one set, keeps its issue, and says whether it leaked. */
async function verify(set: WholeSet, step: ModeStep): Promise<boolean> {
  const open = await openSet(set.target);
  const verification = await workOnSet(open, () => verifySet(open, false, warnUntrusted));
  const { findings, unscanned, text } = verification;
  logUntrusted(`${text}\n(${String(verification.document['requests'])} requests to the API server)`);
  const leaked = findings.leaked.length > 0;
  if (set.only) core.setOutput('applyset-id', findings.id);
  const body = (maxLength: number) =>
    step.secrets.text(verifyMarkdown(findings, unscanned, { ...set.context, maxLength }));
  if (set.hasJobSummary) await writeJobSummary(fitInBytes(body, JOB_SUMMARY_LIMIT_BYTES));
  const parent = `${findings.applyset}${findings.namespace ? ` in namespace ${findings.namespace}` : ''}`;
  if (step.access) {
    const title = `${set.context.title ?? 'ApplySet verify'}: ${parent}: ${verifyCounts(findings)}`;
    const issue = await keepSetIssue(
      step.access,
      'verify',
      set.key,
      leaked ? { open: { title, body } } : { closing: step.secrets.text(verifyClosing(findings, set.context)) },
    );
    if (set.only) setIssueOutput(issue);
  }
  if (leaked && step.inputs.failOnFinding)
    failUntrusted(`ApplySet ${parent} has ${verifyCounts(findings)}, which no prune finds (fail-on-finding is set)`);
  return leaked;
}
