import { formatRef, type ObjectRef } from '../kube/objectRef.ts';
import type { Mode } from '../options/options.ts';
import type { ObjectOutcome, RunOutcome } from '../outcome/runOutcome.ts';
import type { CascadeCount, CascadeUncounted, PruneCascade } from '../plan/planTypes.ts';
import { escapeText, inlineCode } from './markdownEscape.ts';

/*
 * What each prune takes with it (the garbage collector's cascade, a Namespace's contents, a CRD's
 * custom resources, a released volume), or with propagation-policy Orphan leaves behind: one line a
 * prune, `deployment.apps/web: 1 ReplicaSet, 3 Pods`, for the comment, the summary and the terminal.
 */

/** How many cascade lines a report shows; the JSON document has them all. */
const CASCADE_LINES = 20;
/** How many namespaces a CRD's count names. */
const NAMESPACES_SHOWN = 3;

/** `Pods`, `Policies`, `Ingresses`: a kind in the plural, as a count reads. */
function pluralKind(kind: string, count: number): string {
  if (count === 1) return kind;
  if (/[^aeiou]y$/.test(kind)) return `${kind.slice(0, -1)}ies`;
  return /(s|x|ch|sh)$/.test(kind) ? `${kind}es` : `${kind}s`;
}

/** `3 Pods`, `at least 500 Pods`, `3 Gizmos (2 in shop, 1 in prod)`. */
export function countText(count: CascadeCount): string {
  const where = Object.entries(count.namespaces ?? {}).sort(([, a], [, b]) => b - a);
  const shown = where.slice(0, NAMESPACES_SHOWN).map(([ns, n]) => `${n} ${ns === '' ? 'cluster-scoped' : `in ${ns}`}`);
  const namespaces =
    where.length > 0
      ? ` (${shown.join(', ')}${where.length > NAMESPACES_SHOWN ? `, ${where.length - NAMESPACES_SHOWN} more namespaces` : ''})`
      : '';
  return `${count.atLeast ? 'at least ' : ''}${count.count} ${pluralKind(count.kind, count.count)}${namespaces}`;
}

/** `may not list pods`, `over 500 pods, none of the first taken`: why a kind is not counted. */
function uncountedText(uncounted: CascadeUncounted): string {
  const where = uncounted.namespace === '' ? '' : ` in ${uncounted.namespace}`;
  return uncounted.reason === 'forbidden'
    ? `may not list ${uncounted.resource}${where}`
    : `too many ${uncounted.resource}${where} to list`;
}

/** How a phrase is written: its text (escaped for markdown), and counts of data marked (bold in markdown). */
export interface PhraseStyle {
  text(text: string): string;
  data(text: string): string;
}

const PLAIN_STYLE: PhraseStyle = { text: (text) => text, data: (text) => `${text} (data)` };
const MARKDOWN_STYLE: PhraseStyle = { text: escapeText, data: (text) => `**${escapeText(text)}**` };

/** The phrase after the prune's name: `1 ReplicaSet, 3 Pods`; `leaves … behind (propagation-policy Orphan)`; `not counted: may not list pods`. */
export function cascadePhrase(cascade: PruneCascade, style: PhraseStyle = PLAIN_STYLE): string {
  const counts = (list: readonly CascadeCount[]) =>
    list.map((c) => (c.data ? style.data(countText(c)) : style.text(countText(c)))).join(', ');
  const parts: string[] = [];
  if (cascade.deletes.length > 0) parts.push(counts(cascade.deletes));
  if (cascade.orphans?.length)
    parts.push(
      `${style.text('leaves ')}${counts(cascade.orphans)}${style.text(' behind (propagation-policy Orphan)')}`,
    );
  if (cascade.notCounted?.length)
    parts.push(style.text(`not counted: ${cascade.notCounted.map(uncountedText).join(', ')}`));
  return parts.join('; ');
}

/** The prunes of the report that say what goes with them: those planned (preview) or done (apply). */
function cascadingPrunes(doc: RunOutcome): (ObjectOutcome & { cascade: PruneCascade })[] {
  return doc.objects.filter(
    (obj): obj is ObjectOutcome & { cascade: PruneCascade } =>
      obj.cascade !== undefined && (doc.mode === 'preview' ? obj.action === 'prune' : obj.result === 'pruned'),
  );
}

/** `2 PersistentVolumeClaims, 1 PersistentVolume`: the data the prunes delete, summed by kind; '' when none. */
function dataLost(prunes: readonly { cascade: PruneCascade }[]): string {
  const sums = new Map<string, CascadeCount>();
  for (const count of prunes.flatMap((obj) => obj.cascade.deletes).filter((c) => c.data)) {
    const sum = sums.get(count.kind) ?? { group: count.group, kind: count.kind, count: 0 };
    sum.count += count.count;
    if (count.atLeast) sum.atLeast = true;
    sums.set(count.kind, sum);
  }
  return [...sums.values()].map(countText).join(', ');
}

/**
 * The prune warning's lines on what goes with the prunes, markdown quoted by the caller: one a prune
 * (at most CASCADE_LINES), and the data lost, in bold; [] when no prune takes anything with it.
 */
export function cascadeMarkdown(doc: RunOutcome): string[] {
  const prunes = cascadingPrunes(doc);
  if (prunes.length === 0) return [];
  const verb = doc.mode === 'apply' ? 'went' : 'go';
  const lines = prunes.slice(0, CASCADE_LINES).map((obj) => {
    const where = obj.namespace === '' ? '' : ` in ${inlineCode(obj.namespace)}`;
    return `- ${inlineCode(formatRef(obj))}${where}: ${cascadePhrase(obj.cascade, MARKDOWN_STYLE)}`;
  });
  if (prunes.length > CASCADE_LINES) lines.push(`- … and ${prunes.length - CASCADE_LINES} more, in the JSON document`);
  const data = dataLost(prunes);
  const loss = data
    ? [
        `**Data ${doc.mode === 'apply' ? 'was' : 'will be'} lost with them**: ${escapeText(data)}, which applying again does not bring back.`,
      ]
    : [];
  return [`With them ${verb} what they own and hold:`, ...lines, ...loss];
}

/** The terminal's line under a prune: `    takes with it: 1 ReplicaSet, 3 Pods`; undefined when it takes nothing. */
export function cascadeText(obj: ObjectOutcome, mode: Mode): string | undefined {
  if (!obj.cascade || (mode === 'preview' ? obj.action !== 'prune' : obj.result !== 'pruned')) return undefined;
  const lead = obj.cascade.deletes.length === 0 ? '' : mode === 'apply' ? 'took with it: ' : 'takes with it: ';
  return `${lead}${cascadePhrase(obj.cascade)}`;
}

/** `delete`'s line for a member that took more with it: `deployment.apps/web (namespace shop) took with it: 1 ReplicaSet, 3 Pods`. */
export function deletedWithLine(ref: Omit<ObjectRef, 'version'>, cascade: PruneCascade): string {
  return `${formatRef(ref)}${ref.namespace ? ` (namespace ${ref.namespace})` : ''} took with it: ${cascadePhrase(cascade)}`;
}

/** `mode: destroy`'s markdown after a member's line: `, with 1 ReplicaSet, **1 PersistentVolumeClaim**`. */
export function deletedWithMarkdown(cascade: PruneCascade | undefined): string {
  return cascade ? `, with ${cascadePhrase(cascade, MARKDOWN_STYLE)}` : '';
}
