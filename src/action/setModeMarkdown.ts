import { hookRunLine } from '../report/hooksReport.ts';
import { LEFT_ADOPTED } from '../applyset/adoptedMark.ts';
import { applySetArgument } from '../applyset/applySet.ts';
import type { MemberOutcome, SetDeletion } from '../sets/deleteSet.ts';
import type { SetTree } from '../sets/tree.ts';
import type { SetFindings } from '../sets/verify.ts';
import { formatGroupKind, formatRef, type ObjectRef } from '../kube/objectRef.ts';
import { deletedWithMarkdown } from '../report/cascadeReport.ts';
import { footer, type MarkdownContext } from '../report/markdownDocument.ts';
import { escapeText, inlineCode } from '../report/markdownEscape.ts';

/*
 * The markdown of the action's modes on a whole set: verify (the issue and the job summary),
 * destroy (the pull request's comment and the job summary) and tree (the job summary). Every name came from the cluster: each
 * is quoted as code or escaped as text.
 */

type Ref = Omit<ObjectRef, 'version'>;

/** `configmap/app` in namespace `shop`, as inline code. */
function objectCode(ref: Ref): string {
  return `${inlineCode(formatRef(ref))}${ref.namespace ? ` in namespace ${inlineCode(ref.namespace)}` : ''}`;
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/**
 * Blocks joined, with the list's lines cut, from the end, to what fits in `maxLength` (the last
 * line then says how many were left out). Lines are kept whole.
 */
function fitList(head: string[], lines: string[], tail: string[], maxLength: number): string {
  const render = (shown: number): string => {
    const list = [
      ...lines.slice(0, shown),
      ...(shown < lines.length ? [`- … and ${lines.length - shown} more (the workflow run's log has them all)`] : []),
    ];
    return `${[...head, list.join('\n'), ...tail].filter(Boolean).join('\n\n')}\n`;
  };
  let shown = lines.length;
  let text = render(shown);
  while (text.length > maxLength && shown > 0) {
    shown = Math.max(0, shown - Math.max(1, Math.ceil(((text.length - maxLength) / text.length) * shown)));
    text = render(shown);
  }
  return text.length > maxLength ? text.slice(0, maxLength) : text;
}

/** The parent as the reports name it: `secrets/app` in namespace `shop` (`applyset-…-v1`). */
function parentLine(findings: Pick<SetFindings, 'applyset' | 'namespace' | 'id'>): string {
  return `ApplySet ${inlineCode(findings.applyset)}${findings.namespace ? ` in namespace ${inlineCode(findings.namespace)}` : ''} (${inlineCode(findings.id)})`;
}

/** The verify headline's counts: `2 leaked members`, or `no leaked member`. */
export function verifyCounts(findings: SetFindings): string {
  return findings.leaked.length > 0 ? plural(findings.leaked.length, 'leaked member') : 'no leaked member';
}

/** verify's report: the leaked members (why each is invisible to prune), what to run, and what is harmlessly recorded. */
export function verifyMarkdown(
  findings: SetFindings,
  unscanned: string[],
  context: MarkdownContext & { maxLength: number },
): string {
  const title = context.title ? escapeText(context.title) : 'ApplySet verify';
  const head = [
    `### ${title}: ${verifyCounts(findings)}, ${plural(findings.members, 'member')}`,
    `${parentLine(findings)}.${findings.leaked.length > 0 ? " These members carry the set's label where its parent does not record them, so no prune finds them (KEP-3659's object leakage):" : ' Every member is where its parent records it.'}`,
  ];
  const lines = findings.leaked.map(
    (leak) =>
      `- ${objectCode(leak.object)}: ${leak.why}${leak.applied ? '' : '; labelled by hand, never applied: `verify --fix` makes the next apply prune it'}`,
  );
  const empty = [
    ...findings.emptyKinds.map((kind) => `kind ${inlineCode(kind)}`),
    ...findings.emptyNamespaces.map((ns) => `namespace ${inlineCode(ns)}`),
  ];
  const tail = [
    findings.leaked.length > 0
      ? `To fix: ${inlineCode(`applyset-action verify --applyset ${findings.applyset}${findings.namespace ? ` -n ${findings.namespace}` : ''} --fix`)} makes the parent record them, and the next apply prunes those the manifests do not hold; or delete them by hand.`
      : '',
    empty.length > 0
      ? `Recorded with no member (harmless; ${inlineCode('verify --fix')} narrows the parent): ${empty.join(', ')}.`
      : '',
    findings.idMatchesParent ? '' : "The parent's ID label does not match its identity: its members are another set's.",
    unscanned.length > 0 ? `Not scanned, as listing them is forbidden: ${unscanned.map(inlineCode).join(', ')}.` : '',
    footer(context),
  ];
  return fitList(head, lines, tail, context.maxLength);
}

/** The comment that closes the verify issue. */
export function verifyClosing(findings: SetFindings, context: MarkdownContext): string {
  return [
    `### No leaked member any more`,
    `${parentLine(findings)}: every member is where its parent records it.`,
    footer(context),
  ]
    .filter(Boolean)
    .join('\n\n');
}

const OUTCOME_WORDS: Record<MemberOutcome, string> = {
  deleted: 'deleted',
  gone: 'already gone',
  replaced: 'replaced since it was read, left',
  left: LEFT_ADOPTED,
};

/** What a destroy deleted, one object a line in kubectl's words: `configmap/app deleted`. */
export function destroyLines(deletion: Pick<SetDeletion, 'members' | 'parent'>, parent: Ref): string[] {
  return [...deletion.members, { ref: parent, outcome: deletion.parent }].map(
    ({ ref, outcome }) =>
      `${formatRef(ref)}${ref.namespace ? ` (namespace ${ref.namespace})` : ''} ${OUTCOME_WORDS[outcome]}`,
  );
}

/** What a destroy's report reads of its deletion: the hooks it ran (its log has them in the deletion's text). */
type DestroyFacts = Pick<SetDeletion, 'members' | 'parent'> & Partial<Pick<SetDeletion, 'hooks'>>;

/** The destroy's report: what was deleted, or that there was nothing to delete. */
export function destroyMarkdown(
  deletion: DestroyFacts | undefined,
  parent: Ref,
  context: MarkdownContext & { maxLength: number },
): string {
  const title = context.title ? escapeText(context.title) : 'ApplySet';
  const where = `${inlineCode(formatRef(parent))}${parent.namespace ? ` in namespace ${inlineCode(parent.namespace)}` : ''}`;
  if (!deletion) {
    return `${[`### ${title} destroyed: nothing to delete`, `The ApplySet ${where} does not exist: destroyed already, or never deployed.`, footer(context)].filter(Boolean).join('\n\n')}\n`;
  }
  const deleted =
    deletion.members.filter((m) => m.outcome === 'deleted').length + Number(deletion.parent === 'deleted');
  const rows = [...deletion.members, { ref: parent, outcome: deletion.parent }];
  const lines = rows.map(
    (row) =>
      `- ${objectCode(row.ref)} ${OUTCOME_WORDS[row.outcome]}${'cascade' in row ? deletedWithMarkdown(row.cascade) : ''}`,
  );
  const hooks = (deletion.hooks ?? []).map((record) => `- Helm hook ${escapeText(hookRunLine(record))}`);
  const head = [
    `### ${title} destroyed: ${plural(deleted, 'object')} deleted`,
    `The ApplySet ${where} is gone: its members (each gone before the next stage), its parent and its lock.`,
  ];
  return fitList(head, [...hooks, ...lines], [footer(context)], context.maxLength);
}

/** How many members of one kind tree's summary names before `and N more`. */
const TREE_NAMED = 20;

/** tree's report: the set's members under their kinds, one kind a line. */
export function treeMarkdown(tree: SetTree, context: MarkdownContext & { maxLength: number }): string {
  const title = context.title ? escapeText(context.title) : 'ApplySet tree';
  const head = [
    `### ${title}: ${plural(tree.members, 'member')} of ${plural(tree.kinds.length, 'kind')}`,
    `${parentLine({ applyset: applySetArgument(tree.set), namespace: tree.set.namespace, id: tree.set.id })}.`,
  ];
  const lines = tree.kinds.map(({ group, kind, members }) => {
    const named = members
      .slice(0, TREE_NAMED)
      .map(({ namespace, name }) => inlineCode(namespace ? `${namespace}/${name}` : name));
    const more = members.length > named.length ? `, and ${members.length - named.length} more` : '';
    return `- ${inlineCode(formatGroupKind({ group, kind }))} (${members.length}): ${named.join(', ')}${more}`;
  });
  const warnings = tree.warnings.map((warning) => `> [!WARNING]\n> ${escapeText(warning)}`);
  return fitList(head, lines, [...warnings, footer(context)], context.maxLength);
}
