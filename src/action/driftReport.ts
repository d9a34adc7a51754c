import * as core from '@actions/core';
import { footer } from '../report/markdownDocument.ts';
import { renderMarkdown } from '../report/markdownReport.ts';
import { driftLine, hasDrifted } from '../report/drift.ts';
import type { RunOutcome } from '../outcome/runOutcome.ts';
import { describeParent, formatCounts } from '../report/summaryPhrases.ts';
import type { ReportContext } from '../report/comment/commentLayouts.ts';
import type { ClusterIdentity } from '../kube/clusterIdentity.ts';
import type { Target } from '../targets/targetsFile.ts';
import { targetSetKey } from './commentKey.ts';
import type { GitHubAccess } from './gitHubAccess.ts';
import type { ModeStep } from './modes/modeSpec.ts';
import { keepSetIssue, setIssueOutput } from './setIssue.ts';
import { failUntrusted, logUntrusted } from './workflowLog.ts';

/** The headline of drift reports when the title input is empty. */
export const DRIFT_TITLE = 'ApplySet drift';

/** A target's drift check, for its issue. */
export interface TargetDrift {
  target: Target;
  outcome: RunOutcome;
  cluster: ClusterIdentity | undefined;
}

/**
 * The drift check's result: the `drifted` output, and each checked set's drift issue opened or
 * updated with its report, or closed with a comment once its drift is gone (its number in the
 * `issue-number` output for a step of one target); the step fails on drift only with `fail-on-finding`.
 * Returns each kept issue's number by target.
 */
export async function reportDrift(
  step: ModeStep,
  drifts: readonly TargetDrift[],
  context: ReportContext,
  one: boolean,
): Promise<Map<string, number>> {
  const drifted = drifts.filter((drift) => hasDrifted(drift.outcome));
  core.setOutput('drifted', String(drifted.length > 0));
  for (const { target, outcome } of drifts) logUntrusted(`${one ? '' : `[${target.name}] `}${driftLine(outcome)}`);
  const issues = new Map<string, number>();
  const { access, inputs } = step;
  if (access) {
    for (const { target, outcome, cluster } of drifts) {
      const key = targetSetKey(target, {
        context: target.context ?? inputs.engine.context,
        title: inputs.title,
        cluster: cluster?.key,
      });
      const issue = await keepDriftIssue(access, outcome, { ...context, cluster: cluster?.name }, key);
      if (issue !== undefined) issues.set(target.name, issue);
    }
    if (drifts.length === 1) setIssueOutput(issues.get(drifts[0]!.target.name));
  }
  if (drifted.length > 0 && inputs.failOnFinding) {
    const what = drifted.map(
      ({ outcome }) => `ApplySet ${describeParent(outcome)}: ${formatCounts(outcome.summary, 'preview')}`,
    );
    failUntrusted(`the cluster has drifted from the manifests of ${what.join('; ')} (fail-on-finding is set)`);
  }
  return issues;
}

/**
 * The ApplySet's drift issue (keyed as its comment is, so one set's issue is the same whether a step
 * checks it alone or in a targets file): opened or updated with the report while it has drifted,
 * closed with a comment once it has not. Returns its number, if there is one.
 */
export async function keepDriftIssue(
  access: GitHubAccess,
  doc: RunOutcome,
  context: ReportContext,
  key: string,
): Promise<number | undefined> {
  const drifted = hasDrifted(doc);
  const closing = [
    `### No drift any more: ${formatCounts(doc.summary, 'preview')}`,
    'The cluster matches the manifests again.',
    footer(context),
  ]
    .filter(Boolean)
    .join('\n\n');
  return keepSetIssue(
    access,
    'drift',
    key,
    drifted
      ? {
          open: {
            title: issueTitle(doc, context.title),
            body: (maxLength) => renderMarkdown(doc, { ...context, maxLength }),
          },
        }
      : { closing },
  );
}

/** `ApplySet drift: secret/shop in namespace shop: 1 to create, 2 to update, 0 to prune`, within GitHub's 256 characters. */
function issueTitle(doc: RunOutcome, title: string | undefined): string {
  const { create, update, prune } = doc.summary;
  return `${title ?? DRIFT_TITLE}: ${describeParent(doc)}: ${create} to create, ${update} to update, ${prune} to prune`.slice(
    0,
    256,
  );
}
