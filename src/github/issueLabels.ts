import { httpStatusOf } from './requestStatus.ts';
import type { CommentTarget, GitHubClient } from './commentMarker.ts';

/**
 * Puts the `managed` labels of an issue or pull request in step with `wanted` (a subset of them):
 * adds those missing, removes the others it carries, and leaves every other label alone. Returns
 * what it changed.
 */
export async function syncLabels(
  octokit: GitHubClient,
  target: CommentTarget,
  labels: { managed: readonly string[]; wanted: readonly string[] },
): Promise<{ added: string[]; removed: string[] }> {
  const issue = { owner: target.owner, repo: target.repo, issue_number: target.issueNumber };
  const current = new Set(
    (await octokit.paginate(octokit.rest.issues.listLabelsOnIssue, { ...issue, per_page: 100 })).map(
      (label) => label.name,
    ),
  );
  const added = labels.wanted.filter((name) => !current.has(name));
  const removed = labels.managed.filter((name) => current.has(name) && !labels.wanted.includes(name));
  if (added.length > 0) await octokit.rest.issues.addLabels({ ...issue, labels: added });
  for (const name of removed) {
    try {
      await octokit.rest.issues.removeLabel({ ...issue, name });
    } catch (error) {
      // Someone (another job) removed it in between: it is gone, as wanted.
      if (httpStatusOf(error) !== 404) throw error;
    }
  }
  return { added, removed };
}
