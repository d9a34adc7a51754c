import * as core from '@actions/core';
import { describeApiError } from '../github/requestStatus.ts';
import { syncLabels } from '../github/issueLabels.ts';
import { changesCluster } from '../outcome/objectActions.ts';
import type { RunOutcome } from '../outcome/runOutcome.ts';
import type { GitHubAccess } from './gitHubAccess.ts';
import { warnUntrusted } from './workflowLog.ts';

/** The labels a preview keeps on its pull request (input `label-pull-request`), for branch protection and reviewers. */
export const PREVIEW_LABELS = {
  noChanges: 'applyset:no-changes',
  willPrune: 'applyset:will-prune',
  destructive: 'applyset:destructive',
} as const;

/**
 * The labels a preview's outcomes call for (one per ApplySet: a targets file previews many), what
 * they would do together that a reviewer or a rule may care about: no changes when none changes
 * anything, will-prune and destructive when any one prunes, or destroys by pruning.
 */
export function previewLabels(docs: readonly RunOutcome[]): string[] {
  const labels: string[] = [];
  if (!docs.some((doc) => changesCluster(doc.summary))) labels.push(PREVIEW_LABELS.noChanges);
  if (docs.some((doc) => doc.summary.prune > 0)) labels.push(PREVIEW_LABELS.willPrune);
  if (docs.some((doc) => doc.objects.some((obj) => obj.action === 'prune' && obj.destroys !== undefined)))
    labels.push(PREVIEW_LABELS.destructive);
  return labels;
}

/**
 * Adds the labels this preview calls for to the pull request and removes those it no longer does.
 * A refusal (no `pull-requests: write`) is a warning: the preview itself worked.
 */
export async function labelPullRequest(
  access: GitHubAccess,
  pullRequest: number,
  docs: readonly RunOutcome[],
): Promise<void> {
  try {
    const wanted = previewLabels(docs);
    const { added, removed } = await syncLabels(
      access.octokit,
      { owner: access.owner, repo: access.repo, issueNumber: pullRequest },
      { managed: Object.values(PREVIEW_LABELS), wanted },
    );
    if (added.length + removed.length > 0)
      core.info(
        `Labels of pull request #${pullRequest}: ${[...added.map((l) => `+${l}`), ...removed.map((l) => `-${l}`)].join(' ')}`,
      );
  } catch (error) {
    warnUntrusted(
      `could not label pull request #${pullRequest}: ${describeApiError(error)}. Give the workflow permission to label (permissions: pull-requests: write), or set labels: false`,
    );
  }
}
