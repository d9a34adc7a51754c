import { parseParentRef } from '../applyset/parentRef.ts';
import type { Target } from '../targets/targetsFile.ts';

/** What keys a step's comment: the cluster of its kubeconfig (the hash of its server URL, src/kube/clusterIdentity.ts), the context and title as given, and its set or targets file. */
export type CommentKeyInputs = {
  cluster?: string | undefined;
  context?: string | undefined;
  title?: string | undefined;
} & (
  | { kind: 'set'; applyset?: string | undefined; namespace?: string | undefined }
  | { kind: 'file'; file: string; names: readonly string[] }
);

/**
 * What makes a pull-request comment this step's, from the inputs and the kubeconfig alone. For one
 * set: the parent (as written, with kubectl's shorthands normalized: `shop` and `secrets/shop` are
 * one parent) and its namespace, which is what the ApplySet ID is made of; for a targets file: the
 * file and the targets a matrix job names (each job its own comment). Then the cluster, so that two
 * jobs that differ only in their kubeconfig keep a comment each and a deploy reads only its own
 * cluster's preview; then the kubeconfig context and the title, as given.
 * The ApplySet ID itself is not used because a preview that fails early never learns it, and its
 * error must land in the same comment as the previews before and after it.
 */
export function commentKey(inputs: CommentKeyInputs): string {
  const parts =
    inputs.kind === 'set'
      ? [`applyset=${normalizeParent(inputs.applyset?.trim() ?? '')}`, `namespace=${inputs.namespace?.trim() ?? ''}`]
      : [`targets=${inputs.file}`, ...(inputs.names.length > 0 ? [`target=${inputs.names.join(',')}`] : [])];
  return withQualifiers(parts, inputs);
}

/**
 * The key of a target's set, as a step naming the same set, namespace, context (its resolved one) and
 * cluster keys it: one set's comment and issues are the same whether it runs alone or in a targets file.
 */
export function targetSetKey(
  target: Pick<Target, 'parent' | 'namespace'>,
  qualifiers: { context: string | undefined; title: string | undefined; cluster: string | undefined },
): string {
  return commentKey({ kind: 'set', applyset: target.parent, namespace: target.namespace, ...qualifiers });
}

/** The parts every key ends with, in one order: the cluster, then the context and title as given. */
function withQualifiers(parts: string[], inputs: CommentKeyInputs): string {
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
