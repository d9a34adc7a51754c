import { mergedPullRequestsOf } from '../github/pullRequestsOfCommit.ts';
import { describeApiError } from '../github/requestStatus.ts';
import { DESTRUCTIVE_CONSENT_LABEL, DESTRUCTIVE_KINDS, type DestructiveConsent } from '../options/options.ts';
import type { DeployReview } from './deployReview.ts';
import type { GitHubAccess } from './gitHubAccess.ts';
import { warnUntrusted } from './workflowLog.ts';

/**
 * The consent a merged pull request labelled `applyset:allow-destructive-prune` gives the deploy of
 * its merge to every prune that takes more with it. The review found the merged pull requests
 * already; when it did not look (nothing to compare with), they are looked up here. Only a push
 * merges a pull request; a lookup GitHub refuses gives no consent, and a warning.
 */
export async function labelConsent(
  access: GitHubAccess | undefined,
  review: DeployReview | undefined,
  run: { event: string; sha: string },
): Promise<DestructiveConsent | undefined> {
  if (run.event !== 'push' || !access) return undefined;
  let merged = review?.merged;
  if (!merged) {
    try {
      merged = await mergedPullRequestsOf(access.octokit, access, run.sha);
    } catch (error) {
      warnUntrusted(
        `could not read the labels of the pull request merged by ${run.sha} (${describeApiError(error)}), so its ${DESTRUCTIVE_CONSENT_LABEL} label, if any, gives no consent`,
      );
      return undefined;
    }
  }
  const labelled = merged.find((pull) => pull.labels.includes(DESTRUCTIVE_CONSENT_LABEL));
  return (
    labelled && {
      kinds: new Set(DESTRUCTIVE_KINDS),
      by: `the label ${DESTRUCTIVE_CONSENT_LABEL} on pull request #${labelled.number}`,
    }
  );
}

/** The input's consent, widened by the label's; the label allows every kind. */
export function widenConsent(
  input: DestructiveConsent | undefined,
  label: DestructiveConsent | undefined,
): DestructiveConsent | undefined {
  if (!label || (input && input.kinds.size === DESTRUCTIVE_KINDS.length)) return input;
  return label;
}
