import * as core from '@actions/core';
import { openSet, workOnSet } from '../../commands/openSet.ts';
import { readTree, treeText } from '../../commands/tree.ts';
import { writeJobSummary } from '../../github/jobSummary.ts';
import { fitInBytes, JOB_SUMMARY_LIMIT_BYTES } from '../../report/comment/commentLayouts.ts';
import { treeMarkdown } from '../setModeMarkdown.ts';
import { logUntrusted } from '../workflowLog.ts';
import type { ModeSpec } from './modeSpec.ts';
import { runOnWholeSets } from './wholeSet.ts';

/**
 * `mode: tree`, the CLI's `tree`: each set's members under their kinds, found as prune finds them,
 * in the log and the job summary, for an audit of what a set holds. It reads the cluster and writes
 * nothing; `members` counts them over the step's sets.
 */
export const treeMode = {
  name: 'tree',
  needs: { manifests: false, opens: 'read' },
  outputs: ['mode', 'applyset-id', 'members'],
  reports: { summary: true, comment: false, issue: false, labels: false },
  runsOn: ['set', 'file'],
  run: async (step): Promise<void> => {
    let members = 0;
    await runOnWholeSets(treeMode, step, async (set) => {
      const open = await openSet(set.target);
      const tree = await workOnSet(open, () => readTree(open));
      logUntrusted(`${treeText(tree)}\n(${open.requests().total} requests to the API server)`);
      if (set.only) core.setOutput('applyset-id', tree.set.id);
      members += tree.members;
      core.setOutput('members', String(members));
      if (set.hasJobSummary) await writeJobSummary(fitInBytes((maxLength) => step.secrets.text(treeMarkdown(tree, { ...set.context, maxLength })), JOB_SUMMARY_LIMIT_BYTES));
    });
  },
} satisfies ModeSpec<'tree'>;
