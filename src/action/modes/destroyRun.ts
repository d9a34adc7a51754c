import * as core from '@actions/core';
import { describeApplySet, parentRef, type ApplySet } from '../../applyset/applySet.ts';
import { deleteSet, type SetDeletion } from '../../sets/deleteSet.ts';
import { openSet, ParentMissing, workOnSet, type OpenSet } from '../../sets/openSet.ts';
import { UserError } from '../../common/errors.ts';
import { writeJobSummary } from '../../github/jobSummary.ts';
import { CancelledError } from '../../kube/apiError.ts';
import type { DestructiveConsent } from '../../options/options.ts';
import { fitInBytes, JOB_SUMMARY_LIMIT_BYTES } from '../../report/comment/commentLayouts.ts';
import { labelConsent, widenConsent } from '../destructiveConsent.ts';
import { holderOf } from '../runLinks.ts';
import { destroyLines, destroyMarkdown } from '../setModeMarkdown.ts';
import { logUntrusted } from '../workflowLog.ts';
import type { ModeSpec, ModeStep } from './modeSpec.ts';
import { runOnWholeSets, type WholeSet } from './wholeSet.ts';

/** `mode: destroy`'s run: its spec (in destroyMode.ts) imports it when a step of this mode runs, and hands itself over. */
export async function runDestroy(spec: ModeSpec, step: ModeStep): Promise<void> {
  // A merged pull request's label consents to deletions that take more with them, as it does to an apply's prunes.
  const consent = await labelConsent(step.access, undefined, { event: step.runner.eventName, sha: step.runner.sha });
  // Every set of the step counts in the `deleted` output.
  let deleted = 0;
  await runOnWholeSets(spec, step, async (set) => {
    deleted += await destroy(set, step, consent);
    core.setOutput('deleted', deleted);
  });
}

/** Deletes one set's members, then its parent and Lease; how many objects it deleted. */
async function destroy(set: WholeSet, step: ModeStep, label: DestructiveConsent | undefined): Promise<number> {
  const { options } = set;
  let open: OpenSet;
  try {
    open = await openSet(set.target, {
      adopt: options.adopt,
      lockTimeoutSeconds: options.lockTimeoutSeconds,
      info: logUntrusted,
      holder: holderOf(step.runner),
      signal: step.signal,
    });
  } catch (error) {
    if (error instanceof CancelledError)
      throw new UserError('the destroy was cancelled while it waited for the ApplySet lock; nothing was deleted', {
        cause: error,
      });
    if (!(error instanceof ParentMissing)) throw error;
    // A re-run of a closed pull request's job, or a pull request never deployed: done already.
    logUntrusted(`Nothing to delete: ${error.message}`);
    if (set.only) core.setOutput('applyset-id', error.parent.id);
    await reportDestroy(undefined, error.parent, set, step);
    return 0;
  }
  const consent = widenConsent(options.allowDestructivePrunes, label);
  const deletion = await workOnSet(open, () =>
    deleteSet(open, {
      consent,
      timeoutMs: options.waitTimeoutMs,
      hooks: true,
      fieldManager: options.fieldManager,
      progress: logUntrusted,
      secretsLoaded: (values) => {
        for (const value of values) core.setSecret(value);
        step.secrets.add(values);
      },
    }),
  );
  for (const line of destroyLines(deletion, parentRef(open.parent))) logUntrusted(line);
  logUntrusted(`${deletion.text} (${String(deletion.document['requests'])} requests to the API server)`);
  if (set.only) core.setOutput('applyset-id', open.parent.id);
  await reportDestroy(deletion, open.parent, set, step);
  return deletion.members.filter((m) => m.outcome === 'deleted').length + Number(deletion.parent === 'deleted');
}

async function reportDestroy(
  deletion: SetDeletion | undefined,
  parent: ApplySet,
  set: WholeSet,
  step: ModeStep,
): Promise<void> {
  const body = (maxLength: number) =>
    step.secrets.text(destroyMarkdown(deletion, parentRef(parent), { ...set.context, maxLength }));
  if (set.hasJobSummary) await writeJobSummary(fitInBytes(body, JOB_SUMMARY_LIMIT_BYTES));
  if (set.comment) {
    // on-change: a destroy that deleted nothing starts no comment.
    const deleted = deletion?.members.some((m) => m.outcome === 'deleted') === true || deletion?.parent === 'deleted';
    const id = await set.comment.post(body(set.comment.maxLength), set.comment.manner === 'always' || deleted);
    if (id !== undefined) core.setOutput('comment-id', id);
  }
  if (deletion) logUntrusted(`Destroyed ApplySet ${describeApplySet(parent)}`);
}
