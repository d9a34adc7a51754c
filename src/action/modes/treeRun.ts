import * as core from '@actions/core';
import { openSet, workOnSet } from '../../sets/openSet.ts';
import { readTree, treeText } from '../../sets/tree.ts';
import { writeJobSummary } from '../../github/jobSummary.ts';
import { fitInBytes, JOB_SUMMARY_LIMIT_BYTES } from '../../report/comment/commentLayouts.ts';
import { treeMarkdown } from '../setModeMarkdown.ts';
import { logUntrusted } from '../workflowLog.ts';
import type { ModeSpec, ModeStep } from './modeSpec.ts';
import { runOnWholeSets } from './wholeSet.ts';

/** `mode: tree`'s run: its spec (in treeMode.ts) imports it when a step of this mode runs, and hands itself over. */
export async function runTree(spec: ModeSpec, step: ModeStep): Promise<void> {
  let members = 0;
  await runOnWholeSets(spec, step, async (set) => {
    const open = await openSet(set.target);
    const tree = await workOnSet(open, () => readTree(open));
    logUntrusted(`${treeText(tree)}\n(${open.requests().total} requests to the API server)`);
    if (set.only) core.setOutput('applyset-id', tree.set.id);
    members += tree.members;
    core.setOutput('members', String(members));
    if (set.hasJobSummary)
      await writeJobSummary(
        fitInBytes(
          (maxLength) => step.secrets.text(treeMarkdown(tree, { ...set.context, maxLength })),
          JOB_SUMMARY_LIMIT_BYTES,
        ),
      );
  });
}
