import * as core from '@actions/core';
import { describeApplySet, parentRef, type ApplySet } from '../applyset/applySet.ts';
import { deleteSet, type SetDeletion } from '../commands/deleteSet.ts';
import { openSet, ParentMissing, workOnSet, type OpenSet, type SetTarget } from '../commands/openSet.ts';
import { verifySet } from '../commands/verify.ts';
import { UserError } from '../errors.ts';
import { writeJobSummary } from '../github/jobSummary.ts';
import { CancelledError } from '../kube/apiError.ts';
import { type DestructiveConsent, type Options, parseOptions } from '../options.ts';
import { fitInBytes, JOB_SUMMARY_LIMIT_BYTES, type ReportContext } from '../report/comment/commentLayouts.ts';
import { widenConsent } from './destructiveConsent.ts';
import type { GitHubAccess } from './gitHubAccess.ts';
import type { PullRequestComment } from './pullRequestComment.ts';
import type { ActionInputs } from './readInputs.ts';
import { reportFailure } from './reportRun.ts';
import type { SetMode } from './resolveMode.ts';
import type { SecretScrubber } from './secretScrubber.ts';
import { keepSetIssue, setIssueOutput } from './setIssue.ts';
import { destroyLines, destroyMarkdown, verifyClosing, verifyCounts, verifyMarkdown } from './setModeMarkdown.ts';
import { failUntrusted, logUntrusted, warnUntrusted } from './workflowLog.ts';

/** What the action hands a mode on a whole set: the inputs, where to report, and GitHub. */
export interface SetModeRun {
  inputs: ActionInputs;
  cwd: string;
  /** The kubeconfig input's content, or undefined for the default one; throws when neither can be used. */
  kubeconfig(): string | undefined;
  /** Who holds the lock, as another run's message names it: this run's link. */
  holder: string | undefined;
  /** Cancels the run (the runner's SIGINT): destroy stops sending requests and releases the lock. */
  signal: AbortSignal | undefined;
  access: GitHubAccess | undefined;
  /** From commentKey: the issue's and the comment's key. */
  key: string;
  context: ReportContext;
  /** The pull request's comment of this ApplySet (destroy), when there is one. */
  comment: PullRequestComment | undefined;
  /** A merged pull request's label's consent (only a push has one), as apply widens the input's with it. */
  labelConsent: DestructiveConsent | undefined;
  hasJobSummary: boolean;
  tempDir: string;
  secrets: SecretScrubber;
}

/**
 * `mode: verify` and `mode: destroy`: the CLI's `verify` and `delete` on the set the inputs name,
 * reported in the log, the outputs and the job summary; verify keeps its issue, destroy updates the
 * pull request's comment. A failure fails the step, and is reported where a success would be.
 */
export async function runSetMode(mode: SetMode, run: SetModeRun): Promise<void> {
  try {
    // Neither reads manifests: the set is found by its parent. The other inputs are checked as apply checks them.
    const options = parseOptions({ ...run.inputs.engine, manifests: run.inputs.engine.manifests || '(not read)', mode: 'preview' }, run.cwd);
    const target: SetTarget = {
      kubeconfig: run.kubeconfig(),
      kubeconfigPath: options.kubeconfigPath,
      context: options.context,
      concurrency: options.concurrency,
      retryTimeoutSeconds: options.retryTimeoutSeconds,
      applyset: options.applyset,
      namespace: options.namespace,
    };
    core.setOutput('mode', mode);
    await core.group(`ApplySet ${mode} of ${options.applyset.text}`, () => (mode === 'verify' ? verifyMode(target, run) : destroyMode(target, options, run)));
  } catch (error) {
    const title = run.context.title ?? `ApplySet ${mode}`;
    await reportFailure({ mode: 'preview', outputMode: mode, context: { ...run.context, title }, hasJobSummary: run.hasJobSummary, comment: run.comment, tempDir: run.tempDir, secrets: run.secrets }, error);
  }
}

async function verifyMode(target: SetTarget, run: SetModeRun): Promise<void> {
  const set = await openSet(target);
  const verification = await workOnSet(set, () => verifySet(set, false, warnUntrusted));
  const { findings, unscanned, text } = verification;
  logUntrusted(`${text}\n(${String(verification.document['requests'])} requests to the API server)`);
  const leaked = findings.leaked.length > 0;
  core.setOutput('applyset-id', findings.id);
  core.setOutput('leaked', String(leaked));
  const body = (maxLength: number) => run.secrets.text(verifyMarkdown(findings, unscanned, { ...run.context, maxLength }));
  if (run.hasJobSummary) await writeJobSummary(fitInBytes(body, JOB_SUMMARY_LIMIT_BYTES));
  const parent = `${findings.applyset}${findings.namespace ? ` in namespace ${findings.namespace}` : ''}`;
  if (run.access) {
    const title = `${run.context.title ?? 'ApplySet verify'}: ${parent}: ${verifyCounts(findings)}`;
    setIssueOutput(await keepSetIssue(run.access, 'verify', run.key, leaked ? { open: { title, body } } : { closing: run.secrets.text(verifyClosing(findings, run.context)) }));
  }
  if (leaked && run.inputs.failOnDrift) failUntrusted(`ApplySet ${parent} has ${verifyCounts(findings)}, which no prune finds (fail-on-drift is set)`);
}

async function destroyMode(target: SetTarget, options: Options, run: SetModeRun): Promise<void> {
  let set: OpenSet;
  try {
    set = await openSet(target, { adopt: options.adopt, lockTimeoutSeconds: options.lockTimeoutSeconds, info: logUntrusted, holder: run.holder, signal: run.signal });
  } catch (error) {
    if (error instanceof CancelledError) throw new UserError('the destroy was cancelled while it waited for the ApplySet lock; nothing was deleted', { cause: error });
    if (!(error instanceof ParentMissing)) throw error;
    // A re-run of a closed pull request's job, or a pull request never deployed: done already.
    logUntrusted(`Nothing to delete: ${error.message}`);
    core.setOutput('applyset-id', error.parent.id);
    core.setOutput('deleted', 0);
    await reportDestroy(undefined, error.parent, run);
    return;
  }
  const consent = widenConsent(options.allowDestructivePrunes, run.labelConsent);
  const deletion = await workOnSet(set, () => deleteSet(set, { consent, timeoutMs: options.waitTimeoutMs, progress: logUntrusted }));
  for (const line of destroyLines(deletion, parentRef(set.parent))) logUntrusted(line);
  logUntrusted(`${deletion.text} (${String(deletion.document['requests'])} requests to the API server)`);
  core.setOutput('applyset-id', set.parent.id);
  core.setOutput('deleted', deletion.members.filter((m) => m.outcome === 'deleted').length + Number(deletion.parent === 'deleted'));
  await reportDestroy(deletion, set.parent, run);
}

async function reportDestroy(deletion: SetDeletion | undefined, parent: ApplySet, run: SetModeRun): Promise<void> {
  const body = (maxLength: number) => run.secrets.text(destroyMarkdown(deletion, parentRef(parent), { ...run.context, maxLength }));
  if (run.hasJobSummary) await writeJobSummary(fitInBytes(body, JOB_SUMMARY_LIMIT_BYTES));
  if (run.comment) {
    // on-change: a destroy that deleted nothing starts no comment.
    const deleted = deletion?.members.some((m) => m.outcome === 'deleted') === true || deletion?.parent === 'deleted';
    const id = await run.comment.post(body(run.comment.maxLength), run.comment.manner === 'always' || deleted);
    if (id !== undefined) core.setOutput('comment-id', id);
  }
  if (deletion) logUntrusted(`Destroyed ApplySet ${describeApplySet(parent)}`);
}
