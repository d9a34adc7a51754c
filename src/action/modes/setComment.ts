import { commentMarker } from '../../github/commentMarker.ts';
import { roomBelowMarker } from '../../report/comment/commentLayouts.ts';
import { commentWriter, type PullRequestComment } from '../pullRequestComment.ts';
import type { ModeStep } from './modeSpec.ts';

/** The comment of this ApplySet on the pull request, when there is one and commenting is on. */
export function commentOf(step: ModeStep): PullRequestComment | undefined {
  const { inputs, pullRequest, key } = step;
  if (!pullRequest || inputs.comment === 'never') return undefined;
  const writer = commentWriter(step.access);
  if (!writer) return undefined;
  return {
    maxLength: roomBelowMarker(commentMarker(key)),
    manner: inputs.comment,
    // A comment of one page, found and kept as a run's paged comment is: a page left from a longer comment of this key goes.
    post: (body, create) => writer.write(pullRequest.number, key, [body], create),
  };
}
