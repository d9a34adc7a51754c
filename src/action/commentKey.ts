import { parseParentRef } from '../applyset/parentRef.ts';

export interface CommentKeyInputs {
  applyset?: string | undefined;
  namespace?: string | undefined;
  context?: string | undefined;
  title?: string | undefined;
  /** The cluster identity's key (src/kube/clusterIdentity.ts): the hash of the cluster's server URL, when the kubeconfig could be read. */
  cluster?: string | undefined;
}

/**
 * What makes a pull-request comment this ApplySet's, from the inputs and the kubeconfig alone: the
 * parent (as written, with kubectl's shorthands normalized: `shop` and `secrets/shop` are one parent)
 * and its namespace, which is what the ApplySet ID is made of; the cluster, so that two jobs that
 * differ only in their kubeconfig keep a comment each and a deploy reads only its own cluster's
 * preview; plus the kubeconfig context and the title, as given.
 * The ID itself is not used because a preview that fails early never learns it, and its error must
 * land in the same comment as the previews before and after it.
 */
export function commentKey(inputs: CommentKeyInputs): string {
  const parts = [`applyset=${normalizeParent(inputs.applyset?.trim() ?? '')}`, `namespace=${inputs.namespace?.trim() ?? ''}`];
  return withQualifiers(parts, inputs);
}

/**
 * What makes a targets comment this step's: the targets file, the targets a matrix job names (each
 * job its own comment), and, as for one set, the cluster of the step's kubeconfig and the title.
 */
export function targetsCommentKey(file: string, inputs: { names: readonly string[]; title?: string | undefined; cluster?: string | undefined }): string {
  const parts = [`targets=${file}`];
  if (inputs.names.length > 0) parts.push(`target=${inputs.names.join(',')}`);
  return withQualifiers(parts, inputs);
}

/** The parts both keys share, in one order: the cluster, then the context and title as given. */
function withQualifiers(parts: string[], inputs: Pick<CommentKeyInputs, 'cluster' | 'context' | 'title'>): string {
  if (inputs.cluster) parts.push(`cluster=${inputs.cluster}`);
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
