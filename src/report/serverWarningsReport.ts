import { describeRef, formatRef } from '../kube/objectRef.ts';
import type { ObjectOutcome, RunOutcome } from '../outcome/runOutcome.ts';
import { escapeText, inlineCode } from './markdownEscape.ts';

/*
 * What the API server warned of, object by object (its Warning headers on the dry-run or the apply:
 * a deprecated API, a PodSecurity level, a ValidatingAdmissionPolicy in warn mode), in the words of
 * each report. The text is the cluster's: escaped for markdown, one line each.
 */

/** Warnings listed in a markdown report; the rest are counted. */
const LISTED_WARNINGS = 50;

/** How many warnings the server gave about the run's objects. */
export function serverWarningCount(doc: RunOutcome): number {
  return doc.objects.reduce((count, obj) => count + (obj.serverWarnings?.length ?? 0), 0);
}

/** ` · 2 server warnings` for a report's headline; '' when there are none. */
export function serverWarningsPhrase(doc: RunOutcome): string {
  const count = serverWarningCount(doc);
  return count === 0 ? '' : ` · ${count} server warning${count === 1 ? '' : 's'}`;
}

/** The block near the top of a markdown report that lists each warning with its object; '' when there are none. */
export function serverWarningsMarkdown(doc: RunOutcome): string {
  const lines = warned(doc.objects).map(({ obj, warning }) => {
    const where = obj.namespace === '' ? '' : ` in ${inlineCode(obj.namespace)}`;
    return `> - ${inlineCode(formatRef(obj))}${where}: ${escapeText(oneLine(warning))}`;
  });
  if (lines.length === 0) return '';
  const hidden = lines.length - LISTED_WARNINGS;
  const shown =
    hidden > 0
      ? [
          ...lines.slice(0, LISTED_WARNINGS),
          `> - … and ${hidden} more, in the run's JSON document (\`serverWarnings\`)`,
        ]
      : lines;
  const applied = doc.mode === 'apply' ? 'applying' : 'dry-running';
  return [
    '> [!WARNING]',
    `> **The API server warned ${lines.length === 1 ? 'once' : `${lines.length} times`} when ${applied} these objects** (a deprecated API, a PodSecurity level, an admission policy in warn mode):`,
    '>',
    ...shown,
  ].join('\n');
}

/** `deployment.apps/web in namespace shop: the API server warns: ...`, one line per warning, for the log. */
export function serverWarningLines(doc: RunOutcome): string[] {
  return warned(doc.objects).map(
    ({ obj, warning }) => `${describeRef(obj)}: the API server warns: ${oneLine(warning)}`,
  );
}

function warned(objects: readonly ObjectOutcome[]): { obj: ObjectOutcome; warning: string }[] {
  return objects.flatMap((obj) => (obj.serverWarnings ?? []).map((warning) => ({ obj, warning })));
}

function oneLine(text: string): string {
  return text.replace(/\s*[\r\n]+\s*/g, ' ');
}
