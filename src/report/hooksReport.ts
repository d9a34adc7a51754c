import { formatRef } from '../kube/objectRef.ts';
import type { RunOutcome } from '../outcome/runOutcome.ts';
import type { HookOutcome } from '../plan/planHooks.ts';
import { showControlCharacters } from './controlCharacters.ts';
import { shortenDiff } from './diffSummary.ts';
import { escapeHtml, escapeText, fencedBlock, inlineCode } from './markdownEscape.ts';

/** A hook's diff in the comment: its manifest, cut to this many lines. */
const HOOK_DIFF_LINES = 60;

const VERBS: Record<HookOutcome['action'], [preview: string, apply: string]> = {
  create: ['created', 'created'],
  replace: ['deleted and created again (before-hook-creation)', 'deleted and created again (before-hook-creation)'],
  update: ['configured', 'configured'],
};

const DELETED_WHEN: Record<string, string> = {
  'hook-succeeded': 'deleted once it succeeds',
  'hook-failed': 'deleted if it fails',
};

/** `when`: what the phase runs before or after, as a reader of a deploy cares. */
function when(phase: string): string {
  return phase.startsWith('pre-') ? 'before the members are written' : 'once the members are ready, before the prunes';
}

/** `job.batch/migrate -n shop (pre-upgrade hook, weight 0): created (server dry run); a Job: the deploy waits for it to complete`. */
function hookLine(hook: HookOutcome, mode: RunOutcome['mode']): string {
  const where = hook.namespace ? ` -n ${hook.namespace}` : '';
  const verb = VERBS[hook.action][mode === 'preview' ? 0 : 1];
  const awaited = hook.awaited ? `; the deploy waits for it to complete` : '';
  const deleted = hook.deletePolicies
    .flatMap((policy) => DELETED_WHEN[policy] ?? [])
    .map((phrase) => `; ${phrase}`)
    .join('');
  return `${formatRef(hook)}${where} (${hook.phase} hook, weight ${hook.weight}): ${verb}${mode !== 'preview' ? '' : hook.reason ? ` - ${hook.reason}` : ' (server dry run)'}${awaited}${deleted}`;
}

/** The log's and the terminal's lines of the hooks, in the order they run. */
export function hooksText(doc: RunOutcome): string[] {
  if (!doc.hooks) return [];
  const head = `Helm hooks, in the order they ${doc.mode === 'preview' ? 'would run' : 'run'}:`;
  const lines = doc.hooks.flatMap((hook) => [
    `  ${hookLine(hook, doc.mode)}`,
    ...(doc.mode === 'preview' ? hook.diff.split('\n').map((line) => `      ${line}`) : []),
  ]);
  return [head, ...lines].map((line) => showControlCharacters(line));
}

/**
 * The comment's block of hooks: a note that a Job or Pod hook runs before (or after) the deploy,
 * then each hook in order, its manifest in a collapsed diff.
 */
export function hooksMarkdown(doc: RunOutcome): string {
  if (!doc.hooks) return '';
  const awaited = doc.hooks.filter((hook) => hook.awaited);
  const will = doc.mode === 'preview' ? 'will run' : 'ran';
  const runs = awaited.map((hook) => `${inlineCode(formatRef(hook))} ${will} ${when(hook.phase)}`);
  const note =
    runs.length === 0
      ? ''
      : `> [!NOTE]\n> **Helm hook${runs.length === 1 ? '' : 's'}**: ${runs.join('; ')}, and the deploy waits for ${runs.length === 1 ? 'it' : 'each'} to complete.\n\n`;
  const items = doc.hooks.map((hook) => {
    const shortened = shortenDiff(hook.diff, HOOK_DIFF_LINES);
    const cut = shortened.cut ? `\n\n_Cut short: ${shortened.shownLines} of ${shortened.totalLines} lines shown._` : '';
    return `<details><summary>${escapeHtml(hookLine(hook, doc.mode))}</summary>\n\n${fencedBlock(shortened.text, 'diff')}${cut}\n\n</details>`;
  });
  return `${note}**${escapeText(`Helm hooks (${doc.hooks.length}), in the order they ${doc.mode === 'preview' ? 'would run' : 'run'}`)}**\n\n${items.join('\n')}`;
}
