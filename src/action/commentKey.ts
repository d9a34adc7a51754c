import { parseParentRef } from '../applyset/parentRef.ts';

export interface CommentKeyInputs {
  applyset?: string | undefined;
  namespace?: string | undefined;
  context?: string | undefined;
  title?: string | undefined;
}

/**
 * What makes a pull-request comment this ApplySet's, from the inputs alone: the parent (as
 * written, with kubectl's shorthands normalized: `shop` and `secrets/shop` are one parent) and its
 * namespace, which is what the ApplySet ID is made of; plus the kubeconfig context and the title,
 * which tell apart the same ApplySet previewed on two clusters (a staging and a production job).
 * The ID itself is not used because a preview that fails early never learns it, and its error must
 * land in the same comment as the previews before and after it.
 */
export function commentKey(inputs: CommentKeyInputs): string {
  const parts = [`applyset=${normalizeParent(inputs.applyset?.trim() ?? '')}`, `namespace=${inputs.namespace?.trim() ?? ''}`];
  if (inputs.context?.trim()) parts.push(`context=${inputs.context.trim()}`);
  if (inputs.title?.trim()) parts.push(`title=${inputs.title.trim()}`);
  return parts.join(';');
}

/** `RESOURCE[.GROUP]/NAME` without the version; the text as given when it is not a parent reference. */
function normalizeParent(text: string): string {
  try {
    const [first] = parseParentRef(text).candidates;
    if (!first) return text;
    return `${first.resource}${first.group ? `.${first.group}` : ''}/${first.name}`;
  } catch {
    return text;
  }
}
