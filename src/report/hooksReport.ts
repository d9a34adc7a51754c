import { formatRef } from '../kube/objectRef.ts';
import type { HookEnd, HookOutcome, HookRunRecord, RunOutcome } from '../outcome/runOutcome.ts';
import { showControlCharacters } from './controlCharacters.ts';
import { shortenDiff } from './diffSummary.ts';
import { escapeHtml, escapeText, fencedBlock, inlineCode } from './markdownEscape.ts';

/** A hook's diff in the comment: its manifest, cut to this many lines. */
const HOOK_DIFF_LINES = 60;

const VERBS: Record<HookOutcome['action'], [preview: string, apply: string]> = {
  create: ['created', 'created'],
  replace: ['deleted and created again (before-hook-creation)', 'deleted and created again (before-hook-creation)'],
  update: ['configured', 'configured'],
  record: ['recorded for delete', 'recorded for delete'],
};

const DELETED_WHEN: Record<string, string> = {
  'hook-succeeded': 'deleted once it succeeds',
  'hook-failed': 'deleted if it fails',
};

/** `when`: what the phase runs before or after, as a reader of a deploy cares. */
function when(phase: string): string {
  if (phase === 'pre-delete') return 'delete and mode: destroy run it before the members are deleted';
  if (phase === 'post-delete') return 'delete and mode: destroy run it once the members are gone';
  return phase.startsWith('pre-') ? 'before the members are written' : 'once the members are ready, before the prunes';
}

function awaitedBy(hook: HookOutcome, who: string): string {
  return hook.awaited ? `; the ${who} waits for it to complete` : '';
}

/**
 * A preview's `job.batch/migrate -n shop (pre-upgrade hook, weight 0): created (server dry run); a Job: the deploy waits
 * for it to complete; deleted once it succeeds`; an apply's `...: created; completed; deleted (hook-succeeded)`.
 */
function hookLine(hook: HookOutcome, mode: RunOutcome['mode']): string {
  const head = hookHead(hook);
  if (hook.action === 'record') return `${head}${VERBS.record[0]}: ${when(hook.phase)}${awaitedBy(hook, 'delete')}`;
  if (mode !== 'preview') return `${head}${hookEnd(hook)}`;
  const awaited = awaitedBy(hook, 'deploy');
  const deleted = hook.deletePolicies
    .flatMap((policy) => DELETED_WHEN[policy] ?? [])
    .map((phrase) => `; ${phrase}`)
    .join('');
  return `${head}${VERBS[hook.action][0]}${hook.reason ? ` - ${hook.reason}` : ' (server dry run)'}${awaited}${deleted}`;
}

/** `job.batch/migrate -n shop (pre-upgrade hook, weight 0): ` */
function hookHead(hook: Pick<HookOutcome, 'group' | 'kind' | 'namespace' | 'name' | 'phase' | 'weight'>): string {
  const where = hook.namespace ? ` -n ${hook.namespace}` : '';
  return `${formatRef(hook)}${where} (${hook.phase} hook, weight ${hook.weight}): `;
}

/** A hook `delete` ran: `job.batch/backup -n shop (pre-delete hook, weight 0): completed; left standing`. */
export function hookRunLine(record: HookRunRecord): string {
  return showControlCharacters(`${hookHead(record)}${hookEnd(record)}`);
}

/** What an apply did with a hook: written, how its run ended, and whether its policy deleted it or it was left. */
export function hookEnd(hook: Partial<Pick<HookOutcome, 'action'> & HookEnd>): string {
  if (hook.result === 'skipped') return 'not run: the run stopped before it';
  const ended = [
    ...(hook.action ? [VERBS[hook.action][1]] : []),
    ...(hook.result === undefined || hook.result === 'applied'
      ? []
      : [`${hook.result}${hook.message ? `: ${hook.message}` : ''}`]),
  ];
  return [...ended, hook.deletedBy ? `deleted (${hook.deletedBy})` : 'left standing'].join('; ');
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
  const awaited = doc.hooks.filter((hook) => hook.awaited && hook.action !== 'record');
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
