import { homedir, tmpdir } from 'node:os';
import * as core from '@actions/core';
import { context } from '@actions/github';
import { describeError } from '../errors.ts';
import { type Mode, type Options, parseOptions } from '../options.ts';
import type { RunOutcome } from '../outcome/runOutcome.ts';
import { formatObjectLine, renderText } from '../report/textReport.ts';
import { type RunHooks, runApplySet } from '../runApplySet.ts';
import { defaultHolder } from '../applyset/applySetLock.ts';
import { VERSION } from '../version.ts';
import { setSkippedOutputs } from './actionOutputs.ts';
import { commentKey } from './commentKey.ts';
import { checkDefaultKubeconfig } from './defaultKubeconfig.ts';
import { acceptKubeconfigInput } from './kubeconfigInput.ts';
import { type PullRequest, pullRequestOf } from './pullRequest.ts';
import { type PullRequestComment, pullRequestComment } from './pullRequestComment.ts';
import { type ActionInputs, readInputs } from './readInputs.ts';
import { resolveMode } from './resolveMode.ts';
import { SecretScrubber } from './secretScrubber.ts';
import { type ReportTargets, reportFailure, reportSuccess } from './reportRun.ts';
import { commandMessage, failUntrusted, logUntrusted, warnUntrusted } from './workflowLog.ts';

/**
 * The action: inputs and event -> mode -> the engine -> log, outputs, job summary and the
 * pull-request comment. A failure the user can act on fails the step here; anything else is
 * thrown to the entry point.
 */
export async function runAction(signal?: AbortSignal): Promise<void> {
  // Before anything is logged: every form of the kubeconfig is masked.
  const kubeconfig = acceptKubeconfigInput(core.getInput('kubeconfig', { trimWhitespace: false }), core.setSecret);

  let inputs: ActionInputs;
  let mode: Mode;
  try {
    inputs = readInputs();
    // The runner masks github.token and secrets; a token from elsewhere (another step's output) it does not.
    if (inputs.githubToken) core.setSecret(inputs.githubToken);
    mode = resolveMode(inputs.mode, context.eventName, context.payload);
  } catch (error) {
    failUntrusted(describeError(error));
    return;
  }
  const pullRequest = pullRequestOf(context.payload);
  logUntrusted(`applyset-action v${VERSION}: ${mode} of ApplySet ${inputs.engine.applyset || '(none given)'} on ${context.eventName || 'an unknown'} event`);
  // GitHub gives a workflow run for a fork's pull request no secrets: nothing to reach the cluster with.
  if (pullRequest?.fork && kubeconfig === undefined && !process.env['KUBECONFIG']) {
    core.notice(
      `Skipped the ${mode}: pull request #${pullRequest.number} comes from the fork ${pullRequest.fork}, and GitHub gives ` +
        `workflow runs of pull requests from forks no secrets, so there is no kubeconfig. The step succeeds without a ${mode}.`,
    );
    setSkippedOutputs();
    return;
  }

  const tempDir = process.env['RUNNER_TEMP'] || tmpdir();
  const secrets = new SecretScrubber();
  const targets: ReportTargets = {
    mode,
    context: { title: inputs.title, commitSha: pullRequest?.headSha ?? context.sha, runUrl: runUrl() },
    hasJobSummary: Boolean(process.env['GITHUB_STEP_SUMMARY']),
    comment: commentFor(inputs, pullRequest),
    tempDir,
    secrets,
  };
  let result: { outcome: RunOutcome } | { error: unknown };
  try {
    if (kubeconfig && 'error' in kubeconfig) throw kubeconfig.error;
    if (!kubeconfig) checkDefaultKubeconfig(process.env, homedir());
    // The kubeconfig input is read from memory: no file of it exists, not even in a cancelled run.
    // A pull request's kustomization must not make the preview fetch whatever URL it names.
    const remoteBases = String(pullRequest === undefined || inputs.allowRemoteBases);
    const options: Options = { ...parseOptions({ ...inputs.engine, mode, 'remote-bases': remoteBases }, process.cwd()), kubeconfig: kubeconfig?.content };
    result = { outcome: await core.group(commandMessage(`ApplySet ${mode} of ${options.applyset.text}`), () => runEngine(options, secrets, signal, targets.context.runUrl)) };
  } catch (error) {
    result = { error };
  }
  if ('error' in result) await reportFailure(targets, result.error);
  else await reportSuccess(targets, result.outcome);
}

/** The engine's run, logged as it goes: each object as it is applied, the whole plan after a preview. */
async function runEngine(options: Options, secrets: SecretScrubber, signal: AbortSignal | undefined, runUrl: string | undefined): Promise<RunOutcome> {
  const attempt = process.env['GITHUB_RUN_ATTEMPT'];
  const hooks: RunHooks = {
    ...(signal ? { signal } : {}),
    // Another run waiting for the lock names this one by its link.
    ...(runUrl ? { holder: `${runUrl}${attempt ? `/attempts/${attempt}` : ''} (${defaultHolder()})` } : {}),
    secretsLoaded: (values) => {
      for (const value of values) core.setSecret(value);
      secrets.add(values);
    },
    info: (line) => logUntrusted(line),
    // Annotations are seen without opening the log.
    warning: (line) => warnUntrusted(line),
    objectDone: (object) => logUntrusted(formatObjectLine(object, 'apply')),
  };
  const outcome = await runApplySet(options, hooks);
  if (outcome.mode === 'preview') logUntrusted(renderText(outcome));
  return outcome;
}

/** The comment of this ApplySet on the pull request, when there is one and commenting is on. */
function commentFor(inputs: ActionInputs, pullRequest: PullRequest | undefined): PullRequestComment | undefined {
  if (!pullRequest || !inputs.comment) return undefined;
  if (!inputs.githubToken) {
    core.warning('github-token is empty, so no comment is posted on the pull request; the job summary has the report');
    return undefined;
  }
  const { owner, repo } = context.repo;
  const key = commentKey({ ...inputs.engine, title: inputs.title });
  return pullRequestComment({ owner, repo, pullRequest: pullRequest.number, key, githubToken: inputs.githubToken });
}

/** The link to this workflow run, when the runner says which it is. */
function runUrl(): string | undefined {
  const repository = process.env['GITHUB_REPOSITORY'];
  const runId = process.env['GITHUB_RUN_ID'];
  return repository && runId ? `${context.serverUrl}/${repository}/actions/runs/${runId}` : undefined;
}
