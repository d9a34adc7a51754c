import { type CommentTarget, type FoundComment, type GitHubClient, commentMarker } from './commentMarker.ts';

/**
 * The marker of each page of a comment too long for one: the first page's is the one-page
 * comment's own (a run that needs one page after one that needed three updates the same first
 * comment), the others' add `;part=N` to the key.
 */
function pageMarker(key: string, page: number): string {
  return commentMarker(page === 1 ? key : `${key};part=${page}`);
}

/**
 * Writes a report as several comments, one per page, each updated in place on the next run (found
 * by its marker, among the comments `author` wrote); pages the last run had beyond this run's are
 * deleted, so the pull request never shows a stale part. With `create: false` (comment: on-change,
 * a run that changes nothing) only a comment already there is updated: none, and nothing is
 * written. Returns the pages' comment ids, in order.
 */
export async function upsertPagedComments(
  octokit: GitHubClient,
  target: CommentTarget,
  options: { key: string; author: string; pages: readonly string[]; create?: boolean },
): Promise<number[]> {
  const { key, author, pages } = options;
  const { owner, repo, issueNumber } = target;
  const existing = new Map<number, number>();
  const leftovers: number[] = [];
  for (const { part, comment } of await listOwnPages(octokit, target, key, author)) {
    if (existing.has(part)) continue;
    if (part > pages.length) leftovers.push(comment.id);
    else existing.set(part, comment.id);
  }
  if (options.create === false && !existing.has(1)) return [];
  const ids: number[] = [];
  for (const [index, text] of pages.entries()) {
    const body = `${pageMarker(key, index + 1)}\n${text}`;
    const id = existing.get(index + 1);
    if (id !== undefined) {
      await octokit.rest.issues.updateComment({ owner, repo, comment_id: id, body });
      ids.push(id);
    } else {
      const { data } = await octokit.rest.issues.createComment({ owner, repo, issue_number: issueNumber, body });
      ids.push(data.id);
    }
  }
  for (const id of leftovers) await octokit.rest.issues.deleteComment({ owner, repo, comment_id: id });
  return ids;
}

/**
 * Every comment `author` wrote on the issue that is a page of `key`'s comment, with its page
 * number, in the order GitHub lists them (a page may be there twice; the first is the one in use).
 */
export async function listOwnPages(
  octokit: GitHubClient,
  target: CommentTarget,
  key: string,
  author: string,
): Promise<{ part: number; comment: FoundComment }[]> {
  // Every part's marker starts so; the `-->` is left off to match any number.
  const partPrefix = pageMarker(key, 2).replace(/2 -->$/, '');
  const found: { part: number; comment: FoundComment }[] = [];
  const listed = octokit.paginate.iterator(octokit.rest.issues.listComments, {
    owner: target.owner,
    repo: target.repo,
    issue_number: target.issueNumber,
    per_page: 100,
  });
  for await (const page of listed) {
    for (const comment of page.data) {
      if (comment.user?.login !== author || !comment.body) continue;
      const marker = comment.body.slice(0, comment.body.indexOf('\n') === -1 ? undefined : comment.body.indexOf('\n'));
      const part =
        marker === pageMarker(key, 1)
          ? 1
          : marker.startsWith(partPrefix)
            ? Number(marker.slice(partPrefix.length, -' -->'.length))
            : undefined;
      if (part !== undefined && Number.isInteger(part))
        found.push({ part, comment: { id: comment.id, nodeId: comment.node_id, body: comment.body } });
    }
  }
  return found;
}
