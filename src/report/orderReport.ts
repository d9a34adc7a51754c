import { formatRef } from '../kube/objectRef.ts';
import type { ObjectOutcome, RunOutcome } from '../outcome/runOutcome.ts';
import { DEPENDS_ON_ANNOTATION } from '../plan/dependsOn.ts';
import { inlineCode } from './markdownEscape.ts';

/** Names listed per report; the rest of each group is counted, so that a large set cannot crowd out the report. */
const LISTED_NAMES = 60;

/** The apply groups (members) and the prune groups, each in order; empty when no object declares a dependency. */
function orderGroups(doc: RunOutcome): { verb: 'Apply' | 'Prune'; groups: ObjectOutcome[][] }[] {
  const groupsOf = (objects: ObjectOutcome[]) => {
    const groups: ObjectOutcome[][] = [];
    for (const obj of objects) if (obj.order !== undefined) (groups[obj.order - 1] ??= []).push(obj);
    return groups.filter((group) => group.length > 0);
  };
  // What is kept is in the prunes' order, but neither applied nor deleted.
  const apply = groupsOf(doc.objects.filter((obj) => obj.action !== 'prune' && obj.action !== 'keep'));
  const prune = groupsOf(doc.objects.filter((obj) => obj.action === 'prune'));
  return [
    ...(apply.length > 0 ? [{ verb: 'Apply' as const, groups: apply }] : []),
    ...(prune.length > 1 ? [{ verb: 'Prune' as const, groups: prune }] : []),
  ];
}

/** Each group's names, `render`ed, up to the listing limit over all groups; what is left counted. */
function groupLines(groups: ObjectOutcome[][], render: (obj: ObjectOutcome) => string): string[] {
  let left = LISTED_NAMES;
  return groups.map((group, index) => {
    const shown = group.slice(0, Math.max(0, left));
    left -= shown.length;
    const more = group.length - shown.length;
    const names = [...shown.map(render), ...(more > 0 ? [`and ${more} more`] : [])];
    return `${index + 1}. ${names.join(', ')}`;
  });
}

/**
 * The order of a preview whose objects declare dependencies: the apply's groups (each applied
 * once what the earlier ones hold is ready) and, when prunes wait for each other, theirs; '' else.
 */
export function orderMarkdown(doc: RunOutcome): string {
  const sections = orderGroups(doc);
  if (sections.length === 0) return '';
  const render = (obj: ObjectOutcome) =>
    `${inlineCode(formatRef(obj))}${obj.namespace === '' ? '' : ` in ${inlineCode(obj.namespace)}`}`;
  return sections
    .map(({ verb, groups }) =>
      [
        `**${verb} order** (${inlineCode(DEPENDS_ON_ANNOTATION)}): ${groups.length} group${groups.length === 1 ? '' : 's'}, each ${verb === 'Apply' ? 'applied once what it depends on is ready' : 'pruned once what depends on it is gone'}`,
        '',
        ...groupLines(groups, render),
      ].join('\n'),
    )
    .join('\n\n');
}

/** The same order as lines for a terminal: `Apply order: 1. job.batch/migrate -n shop`. */
export function orderText(doc: RunOutcome, showNamespace: boolean): string[] {
  const render = (obj: ObjectOutcome) =>
    `${formatRef(obj)}${showNamespace && obj.namespace !== '' ? ` -n ${obj.namespace}` : ''}`;
  return orderGroups(doc).flatMap(({ verb, groups }) => [
    `${verb} order (${DEPENDS_ON_ANNOTATION}):`,
    ...groupLines(groups, render).map((line) => `  ${line}`),
  ]);
}
