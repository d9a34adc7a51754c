import type { Json } from '../../fakes/github/githubAccounts.ts';
import * as payloads from '../../fakes/github/eventPayloads.ts';

/*
 * The events the act runs are given (`act <event> -e payload.json`), in the words of the workflow
 * stories: GitHub's whole payloads from the builders that test/fakes/github checks against GitHub's
 * webhooks description (workflowRunner.ts checks each one before act gets it).
 */

export interface RepositoryName {
  owner: string;
  name: string;
  defaultBranch: string;
}

export interface PullRequestState {
  number: number;
  title: string;
  action: 'opened' | 'reopened' | 'synchronize' | 'closed';
  /** `repository` (`owner/name`) for a fork's pull request: the head's when it is not the base's. */
  head: { ref: string; sha: string; repository?: string };
  base: { ref: string; sha: string };
  /** The head's previous commit, for `synchronize`. */
  before?: string;
  /** The merge commit, once merged (`closed` with merged: true). */
  mergeCommitSha?: string;
}

const target = (repo: RepositoryName) => ({ owner: repo.owner, repo: repo.name, defaultBranch: repo.defaultBranch });

export function pullRequestPayload(repo: RepositoryName, pr: PullRequestState): Json {
  const common = {
    ...target(repo),
    number: pr.number,
    title: pr.title,
    headSha: pr.head.sha,
    headRef: pr.head.ref,
    baseSha: pr.base.sha,
    baseRef: pr.base.ref,
    ...(pr.head.repository ? { headRepository: pr.head.repository } : {}),
  };
  switch (pr.action) {
    case 'opened':
    case 'reopened':
      return payloads.pullRequestEvent({ ...common, action: pr.action });
    case 'synchronize':
      return payloads.pullRequestEvent({ ...common, action: 'synchronize', before: pr.before ?? pr.base.sha });
    case 'closed':
      return pr.mergeCommitSha === undefined
        ? payloads.pullRequestEvent({ ...common, action: 'closed', merged: false })
        : payloads.pullRequestEvent({ ...common, action: 'closed', merged: true, mergeCommitSha: pr.mergeCommitSha });
  }
}

export function pushPayload(
  repo: RepositoryName,
  push: { branch: string; before: string; after: string; message: string; modified: string[] },
): Json {
  return payloads.pushEvent({
    ...target(repo),
    ref: `refs/heads/${push.branch}`,
    before: push.before,
    after: push.after,
    message: push.message,
    modified: push.modified,
  });
}

/** A pushed tag: `after` is what the tag points at, the tag object of an annotated tag. */
export function tagPushPayload(repo: RepositoryName, push: { tag: string; after: string; message: string }): Json {
  return payloads.pushEvent({
    ...target(repo),
    ref: `refs/tags/${push.tag}`,
    before: '0'.repeat(40),
    after: push.after,
    message: push.message,
    modified: [],
  });
}

/** A scheduled run: the cron expression that fired. */
export function schedulePayload(repo: RepositoryName, cron: string): Json {
  return payloads.scheduleEvent({ ...target(repo), cron });
}

/** The completion of a run of another workflow (`workflow_run`), as a workflow listening to it gets it. */
export function workflowRunPayload(
  repo: RepositoryName,
  fields: Omit<payloads.WorkflowRunEventFields, 'owner' | 'repo' | 'defaultBranch'>,
): Json {
  return payloads.workflowRunEvent({ ...target(repo), ...fields });
}

export function workflowDispatchPayload(
  repo: RepositoryName,
  dispatch: { workflowFile: string; inputs: Record<string, string> },
): Json {
  return payloads.workflowDispatchEvent({
    ...target(repo),
    ref: `refs/heads/${repo.defaultBranch}`,
    workflow: `.github/workflows/${dispatch.workflowFile}`,
    inputs: dispatch.inputs,
  });
}
