import { isRecord } from '../../../src/common/isRecord.ts';

/*
 * Whether GitHub starts a workflow for an event. act 0.2.89 does not decide this: it runs every
 * workflow that names the event, whatever its `types:`, `branches:` and `paths:` say (its planner
 * matches event names only), so a `closed` pull request would run a workflow GitHub leaves alone.
 * The rules, from GitHub's "Events that trigger workflows" and "Workflow syntax" pages:
 * - `types:` narrows an event's activity types; without it, pull_request and pull_request_target
 *   run for opened, synchronize and reopened only, other events for every type.
 * - `branches:`/`branches-ignore:` match a push's branch and a pull request's base branch;
 *   `tags:`/`tags-ignore:` a push's tag. A push filtered by branches only does not run for tags,
 *   and the other way round.
 * - `paths:` runs when at least one changed file matches; `paths-ignore:` unless every one does.
 * - Patterns: `*` (no `/`), `**`, `?` and `+` (of the preceding character), `[...]`, `\` escapes,
 *   and a leading `!` that excludes; the last pattern a name matches decides.
 */

export interface TriggeringEvent {
  name: string;
  payload: Record<string, unknown>;
  /** The files the push or the pull request changes, for `paths:` filters. */
  changedFiles: readonly string[];
}

const DEFAULT_TYPES: Record<string, readonly string[]> = {
  pull_request: ['opened', 'synchronize', 'reopened'],
  pull_request_target: ['opened', 'synchronize', 'reopened'],
};

export function triggers(on: ReadonlyMap<string, Record<string, unknown>>, event: TriggeringEvent): boolean {
  const filters = on.get(event.name);
  if (filters === undefined) return false;
  const action = event.payload['action'];
  const types = list(filters['types']) ?? DEFAULT_TYPES[event.name];
  if (types && typeof action === 'string' && !types.includes(action)) return false;
  return refAllowed(filters, event) && pathsAllowed(filters, event.changedFiles);
}

function refAllowed(filters: Record<string, unknown>, event: TriggeringEvent): boolean {
  const branches = list(filters['branches']);
  const branchesIgnore = list(filters['branches-ignore']);
  const tags = list(filters['tags']);
  const tagsIgnore = list(filters['tags-ignore']);
  if (!branches && !branchesIgnore && !tags && !tagsIgnore) return true;
  const ref = refOf(event);
  if (ref === undefined) return true;
  const branch = ref.startsWith('refs/heads/') ? ref.slice('refs/heads/'.length) : undefined;
  const tag = ref.startsWith('refs/tags/') ? ref.slice('refs/tags/'.length) : undefined;
  if (branch !== undefined) {
    if (branches) return matchesPatterns(branches, branch);
    if (branchesIgnore) return !matchesPatterns(branchesIgnore, branch);
    return false;
  }
  if (tag !== undefined) {
    if (tags) return matchesPatterns(tags, tag);
    if (tagsIgnore) return !matchesPatterns(tagsIgnore, tag);
    return false;
  }
  return true;
}

/** A push's ref; a pull request's base branch, as refs/heads/<name>. */
function refOf(event: TriggeringEvent): string | undefined {
  if (event.name === 'push' && typeof event.payload['ref'] === 'string') return event.payload['ref'];
  const pull = event.payload['pull_request'];
  const base = isRecord(pull) && isRecord(pull['base']) ? pull['base']['ref'] : undefined;
  return typeof base === 'string' ? `refs/heads/${base}` : undefined;
}

function pathsAllowed(filters: Record<string, unknown>, changed: readonly string[]): boolean {
  const paths = list(filters['paths']);
  if (paths) return changed.some((file) => matchesPatterns(paths, file));
  const ignore = list(filters['paths-ignore']);
  if (ignore) return !changed.every((file) => matchesPatterns(ignore, file));
  return true;
}

export function matchesPatterns(patterns: readonly string[], name: string): boolean {
  let matched = false;
  for (const pattern of patterns) {
    const excludes = pattern.startsWith('!');
    if (patternRegExp(excludes ? pattern.slice(1) : pattern).test(name)) matched = !excludes;
  }
  return matched;
}

function patternRegExp(pattern: string): RegExp {
  let source = '';
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i] ?? '';
    if (char === '*') {
      const double = pattern[i + 1] === '*';
      source += double ? '.*' : '[^/]*';
      if (double) i++;
    } else if (char === '?' || char === '+') source += char;
    else if (char === '[') {
      const end = pattern.indexOf(']', i + 1);
      if (end < 0) source += '\\[';
      else {
        source += pattern.slice(i, end + 1);
        i = end;
      }
    } else if (char === '\\' && i + 1 < pattern.length) source += escapeRegExp(pattern[++i] ?? '');
    else source += escapeRegExp(char);
  }
  return new RegExp(`^${source}$`);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function list(value: unknown): string[] | undefined {
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.map(String) : undefined;
}
