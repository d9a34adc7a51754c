/** The pull request a workflow run is about, as far as the action needs it. */
export interface PullRequest {
  number: number;
  /** The commit the pull request's head points at: what a preview of it shows. */
  headSha: string | undefined;
  /** `owner/name` of the fork the pull request comes from; undefined when it comes from the repository itself. */
  fork: string | undefined;
}

/**
 * The pull request of an event payload: `pull_request` and `pull_request_target` carry it whole;
 * an `issue_comment` on a pull request carries only its number. Undefined for other events.
 */
export function pullRequestOf(payload: unknown): PullRequest | undefined {
  const pr = field(payload, 'pull_request');
  const number = field(pr, 'number');
  if (typeof number === 'number') {
    const headSha = field(field(pr, 'head'), 'sha');
    const headRepo = field(field(field(pr, 'head'), 'repo'), 'full_name');
    const baseRepo = field(field(field(pr, 'base'), 'repo'), 'full_name');
    // A head repository that is gone (a deleted fork) is null in the payload: still not this repository.
    const fork = headRepo === baseRepo ? undefined : typeof headRepo === 'string' ? headRepo : 'a deleted repository';
    return { number, headSha: typeof headSha === 'string' ? headSha : undefined, fork };
  }
  const issue = field(payload, 'issue');
  const issueNumber = field(issue, 'number');
  if (typeof issueNumber === 'number' && field(issue, 'pull_request') !== undefined) {
    return { number: issueNumber, headSha: undefined, fork: undefined };
  }
  return undefined;
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

/**
 * Events whose checkout is what the repository's writers put on a branch, or a person asked for:
 * a run on any other (pull_request, pull_request_target, workflow_run, merge_group, issue_comment,
 * or one unknown) may be checking out code of a pull request not merged yet.
 */
const MERGED_CODE_EVENTS = new Set(['push', 'workflow_dispatch', 'schedule', 'release', 'repository_dispatch']);

/**
 * Whether this run may be working on a pull request's code not merged yet: its kustomizations then
 * fetch nothing from the network, and its manifests' Secret values hide no word from the log.
 */
export function mayRunUnmergedCode(eventName: string, pullRequest: PullRequest | undefined): boolean {
  return pullRequest !== undefined || !MERGED_CODE_EVENTS.has(eventName);
}
