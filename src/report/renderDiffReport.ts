import { formatRef } from '../kube/objectRef.ts';
import type { ObjectOutcome, RunOutcome } from '../outcome/runOutcome.ts';
import { NOT_CHECKED } from '../outcome/renderDiff.ts';
import { showControlCharacters } from './controlCharacters.ts';
import { SCHEMA_VERSION } from './jsonReport.ts';
import { footer, type MarkdownContext } from './markdownDocument.ts';
import { escapeText, fencedBlock, inlineCode } from './markdownEscape.ts';
import { GITHUB_COMMENT_LIMIT } from './markdownReport.ts';
import { paintDiff, type Paint } from './textStyles.ts';

/*
 * A render-diff's reports. Not the preview's: a preview's words (`configured (server dry run)`, `will
 * be deleted from the cluster`) would claim what no cluster was asked. Each says first that nothing
 * was checked against a cluster, and calls an object only the base renders a prune candidate.
 */

/** The two commits compared: the base as given and as resolved, and the head. */
export interface RenderDiffCommits {
  base: string;
  baseSha: string;
  head: string;
}

const GROUPS: readonly { action: ObjectOutcome['action']; heading: string; word: string }[] = [
  { action: 'create', heading: 'New in the head', word: 'new' },
  { action: 'update', heading: 'Changed', word: 'changed' },
  { action: 'prune', heading: 'Prune candidates (rendered by the base, not by the head)', word: 'prune candidate' },
];

function counts(doc: RunOutcome): string {
  const { create, update, prune, unchanged } = doc.summary;
  return `${create} new, ${update} changed, ${prune} prune candidate${prune === 1 ? '' : 's'}, ${unchanged} unchanged`;
}

function name(obj: ObjectOutcome): string {
  return `${formatRef(obj)}${obj.namespace ? ` -n ${obj.namespace}` : ''}`;
}

/** For a terminal or a log: the headline and the caveat, then each object that differs and its diff. */
export function renderDiffText(doc: RunOutcome, commits: RenderDiffCommits, paint?: Paint): string {
  const lines = [
    `Rendered diff of ${commits.base} (${commits.baseSha.slice(0, 12)}) and ${commits.head}: ${counts(doc)}`,
    NOT_CHECKED,
  ];
  for (const { action, word } of GROUPS) {
    for (const obj of doc.objects.filter((o) => o.action === action)) {
      lines.push(
        showControlCharacters(
          `${name(obj)} ${word}${obj.source ? ` (${obj.source})` : ''}${obj.reason ? ` - ${obj.reason}` : ''}`,
        ),
      );
      if (obj.diff)
        lines.push(paintDiff(showControlCharacters(obj.diff), paint ?? ((_, text) => text)).replace(/^/gm, '    '));
    }
  }
  return lines.join('\n');
}

/**
 * For a comment or a job summary, within `context.maxLength`: the headline, the caveat as a note,
 * then each group; diffs while they fit, then the objects alone, saying the rest was left out.
 */
export function renderDiffMarkdown(doc: RunOutcome, commits: RenderDiffCommits, context: MarkdownContext): string {
  const limit = context.maxLength ?? GITHUB_COMMENT_LIMIT;
  const title = context.title ?? `Rendered diff of ${inlineCode(doc.applyset.parent.name)}`;
  const head = [
    `### ${title}: ${counts(doc)}`,
    `> [!NOTE]\n> ${escapeText(NOT_CHECKED)}`,
    `Base ${inlineCode(commits.base)} (${inlineCode(commits.baseSha.slice(0, 7))}) against ${inlineCode(commits.head)}.`,
  ].join('\n\n');
  const end = footer(context);
  const room = limit - head.length - end.length - 400;
  const blocks: string[] = [];
  let used = 0;
  let leftOut = 0;
  for (const { action, heading } of GROUPS) {
    const objects = doc.objects.filter((o) => o.action === action);
    if (objects.length === 0) continue;
    blocks.push(`#### ${heading} (${objects.length})`);
    for (const obj of objects) {
      const line = `- ${inlineCode(name(obj))}${obj.source ? ` from ${inlineCode(obj.source)}` : ''}${obj.changedPaths?.length ? ` · ${obj.changedPaths.slice(0, 5).map(inlineCode).join(', ')}` : ''}`;
      const diff = obj.diff ? `\n\n${fencedBlock(obj.diff, 'diff')}\n` : '';
      const fits = used + line.length + diff.length < room;
      if (!fits && diff !== '') leftOut++;
      const text = fits ? `${line}${diff}` : line;
      if (used + text.length >= room) {
        blocks.push(`_${doc.objects.length} objects in all: the rest did not fit here; the log has them._`);
        return `${[head, ...blocks, end].filter(Boolean).join('\n\n')}\n`;
      }
      blocks.push(text);
      used += text.length + 2;
    }
  }
  if (leftOut > 0)
    blocks.push(
      `_${leftOut} diff${leftOut === 1 ? '' : 's'} left out to fit; the log has ${leftOut === 1 ? 'it' : 'them'}._`,
    );
  if (blocks.length === 0) blocks.push('No object differs.');
  return `${[head, ...blocks, end].filter(Boolean).join('\n\n')}\n`;
}

/** `-o json`: the objects and counts, with the commits and `checkedAgainstCluster: false`. */
export function renderDiffJson(doc: RunOutcome, commits: RenderDiffCommits): string {
  const { applyset, summary, objects } = doc;
  return JSON.stringify(
    {
      schemaVersion: SCHEMA_VERSION,
      command: 'render-diff',
      checkedAgainstCluster: false,
      note: NOT_CHECKED,
      ...commits,
      applyset,
      summary,
      objects,
    },
    null,
    2,
  );
}
