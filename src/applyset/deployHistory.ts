import { isRecord } from '../common/isRecord.ts';

/**
 * The parent's record of the last deploys: this tool's own annotation, which kubectl ignores (it
 * reads only the applyset.kubernetes.io/ keys). Its value is a JSON array, oldest deploy first.
 */
export const HISTORY_ANNOTATION = 'applyset-action.github.io/history';
/**
 * How many deploys the history keeps: enough to find the last healthy one, small enough for an
 * annotation. With its fields bounded, an entry is at most some 550 characters, the whole under 6 KB.
 */
export const HISTORY_LENGTH = 10;
const MAX_FIELD_CHARACTERS = { run: 200, actor: 100 } as const;
const COMMIT_PATTERN = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;

/**
 * How a deploy ended: `healthy`, everything applied became ready; `failed`, an object failed (or
 * an apply or prune was refused); `timed out`, the wait ran out first; `cancelled`, the run was
 * stopped; `applied`, applied without waiting (wait: false), so its health is not known.
 */
export type DeployResult = 'healthy' | 'failed' | 'timed out' | 'cancelled' | 'applied';
const RESULTS: readonly DeployResult[] = ['healthy', 'failed', 'timed out', 'cancelled', 'applied'];

/** Who deployed what, as the caller knows it: the action from its runner, the CLI from git. */
export interface DeploySource {
  /** The commit the manifests came from (the action: GITHUB_SHA); undefined outside a repository, or with uncommitted changes. */
  commit?: string | undefined;
  /** The workflow run's link. */
  run?: string | undefined;
  /** Who started it (GITHUB_ACTOR; the CLI: the user's login name). */
  actor?: string | undefined;
}

/** One deploy as the history records it: nothing from the manifests but counts. */
export interface DeployEntry extends DeploySource {
  /** When the run started, ISO 8601 in UTC, to the second. */
  time: string;
  result: DeployResult;
  /** A rollback to `commit` after the deploy before it failed. */
  rollback?: true;
  /** What the deploy did, as the JSON report counts it. */
  summary: DeployCounts;
}

/** How many objects the deploy created, updated, replaced, pruned, kept and left unchanged (the JSON report's `summary`). */
export interface DeployCounts {
  create: number;
  update: number;
  replace: number;
  prune: number;
  keep: number;
  unchanged: number;
}

/** The history as read: its valid entries, oldest first, and whether some of the text could not be read. */
export interface DeployHistory {
  entries: DeployEntry[];
  unreadable: boolean;
}

/** The parent's history; an entry that is not one this tool writes (a hand edit) is left out and said to be. */
export function readHistory(text: string | undefined): DeployHistory {
  if (text === undefined || text.trim() === '') return { entries: [], unreadable: false };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { entries: [], unreadable: true };
  }
  if (!Array.isArray(parsed)) return { entries: [], unreadable: true };
  const entries = parsed.map(entryOf).filter((entry) => entry !== undefined);
  return { entries, unreadable: entries.length !== parsed.length };
}

/** The history with `entry` added last, keeping the newest HISTORY_LENGTH. */
export function withEntry(text: string | undefined, entry: DeployEntry): string {
  return JSON.stringify(
    [...readHistory(text).entries, entry]
      .slice(-HISTORY_LENGTH)
      .map((e) => ({ ...e, summary: writtenCounts(e.summary) })),
  );
}

/** Whether `entry` says again what the newest entry says (same commit, result and kind), so a run that changed nothing need not write it. */
export function repeatsNewest(text: string | undefined, entry: DeployEntry): boolean {
  const newest = readHistory(text).entries.at(-1);
  return (
    newest !== undefined &&
    newest.commit === entry.commit &&
    newest.result === entry.result &&
    newest.rollback === entry.rollback
  );
}

/** The entry of a deploy, its fields bounded so that the history stays a few KB. */
export function deployEntry(
  source: DeploySource,
  facts: { startedMs: number; result: DeployResult; summary: DeployCounts; rollback?: boolean },
): DeployEntry {
  return {
    time: new Date(Math.floor(facts.startedMs / 1000) * 1000).toISOString().replace('.000Z', 'Z'),
    ...(source.commit && COMMIT_PATTERN.test(source.commit) ? { commit: source.commit } : {}),
    ...(source.run ? { run: bounded(source.run, MAX_FIELD_CHARACTERS.run) } : {}),
    ...(source.actor ? { actor: bounded(source.actor, MAX_FIELD_CHARACTERS.actor) } : {}),
    result: facts.result,
    ...(facts.rollback ? { rollback: true as const } : {}),
    summary: facts.summary,
  };
}

/** The counts as the annotation holds them: replace and keep, rare, only when there are some. */
function writtenCounts(summary: DeployCounts): Partial<DeployCounts> {
  const { replace, keep, ...always } = summary;
  return { ...always, ...(replace > 0 ? { replace } : {}), ...(keep > 0 ? { keep } : {}) };
}

/** A commit as people read it: its first 7 characters. */
export function shortCommit(commit: string): string {
  return commit.slice(0, 7);
}

function entryOf(value: unknown): DeployEntry | undefined {
  if (!isRecord(value)) return undefined;
  const { time, commit, run, actor, result, rollback, summary } = value;
  if (typeof time !== 'string' || Number.isNaN(Date.parse(time)) || !RESULTS.includes(result as DeployResult))
    return undefined;
  if (commit !== undefined && !(typeof commit === 'string' && COMMIT_PATTERN.test(commit))) return undefined;
  const fits = (field: unknown, max: number) =>
    field === undefined || (typeof field === 'string' && field === bounded(field, max));
  if (!fits(run, MAX_FIELD_CHARACTERS.run) || !fits(actor, MAX_FIELD_CHARACTERS.actor)) return undefined;
  if (rollback !== undefined && rollback !== true) return undefined;
  const counts = summaryOf(summary);
  if (!counts) return undefined;
  return {
    time,
    ...(commit ? { commit } : {}),
    ...(run ? { run: run as string } : {}),
    ...(actor ? { actor: actor as string } : {}),
    result: result as DeployResult,
    ...(rollback ? { rollback } : {}),
    summary: counts,
  };
}

/** At most `max` characters, without control characters (which JSON would write six characters long). */
function bounded(text: string, max: number): string {
  return text.replace(/[\u0000-\u001f\u007f-\u009f]/g, '').slice(0, max);
}

function summaryOf(value: unknown): DeployCounts | undefined {
  if (!isRecord(value)) return undefined;
  const count = (key: keyof DeployCounts, absent?: number) => {
    const n = value[key] ?? absent;
    return typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : undefined;
  };
  const counts = {
    create: count('create'),
    update: count('update'),
    replace: count('replace', 0),
    prune: count('prune'),
    keep: count('keep', 0),
    unchanged: count('unchanged'),
  };
  return Object.values(counts).every((n) => n !== undefined) ? (counts as DeployCounts) : undefined;
}
