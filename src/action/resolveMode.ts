import { UserError } from '../errors.ts';
import { isRecord } from '../isRecord.ts';
import type { Mode } from '../options.ts';
import { ACTION_INPUT_DEFAULTS } from './readInputs.ts';

/** Events whose `mode: auto` is a preview: the change is proposed, not merged. */
const PREVIEW_EVENTS = new Set(['pull_request', 'pull_request_target']);
/** Events whose `mode: auto` is an apply: the change is merged, or a person asked for a deploy. */
const APPLY_EVENTS = new Set(['push', 'workflow_dispatch']);

/**
 * What the action does: the engine's modes; drift, a preview that reports differences as drift;
 * and the modes on a whole set, verify (the CLI's `verify`) and destroy (its `delete`).
 */
export type ActionMode = Mode | 'drift' | SetMode;
export type SetMode = 'verify' | 'destroy';

/** What a step runs over its targets: the engine's modes and drift, not the modes that act on one set. */
export type TargetsMode = Exclude<ActionMode, SetMode>;
const NAMED_MODES: readonly string[] = ['preview', 'apply', 'drift', 'verify', 'destroy'];

/**
 * The mode of this run: `preview` or `apply` as given, or for `auto` (the default) the one the
 * event implies. Any other event (schedule, release, merge_group, issue_comment ...) could mean
 * either, so it needs the mode spelled out rather than a guess that might deploy. So does a push
 * to anything but the default branch: a workflow listening to every push would otherwise deploy
 * every feature branch; a workflow meant to deploy from a release branch or a tag says mode: apply.
 * Drift, verify and destroy are never implied: each is asked for by name.
 */
export function resolveMode(input: string, eventName: string, payload: unknown = {}): ActionMode {
  const mode = input.trim().toLowerCase() || ACTION_INPUT_DEFAULTS.mode;
  if (NAMED_MODES.includes(mode)) return mode as ActionMode;
  if (mode !== 'auto') throw new UserError(`mode must be auto, preview, apply, drift, verify or destroy, not "${input.trim()}"`);
  if (PREVIEW_EVENTS.has(eventName)) return 'preview';
  if (eventName === 'push') refusePushElsewhere(payload);
  if (APPLY_EVENTS.has(eventName)) return 'apply';
  throw new UserError(`mode auto does not know what to do on the ${eventName ? `"${eventName}"` : 'unknown'} event`, {
    hint: 'auto previews on pull_request and pull_request_target and applies on push and workflow_dispatch; for this event set mode to preview or apply',
  });
}

function refusePushElsewhere(payload: unknown): void {
  const ref = field(payload, 'ref');
  const defaultBranch = field(field(payload, 'repository'), 'default_branch');
  if (typeof defaultBranch === 'string' && ref === `refs/heads/${defaultBranch}`) return;
  const pushed = typeof ref === 'string' ? ref.replace(/^refs\/(heads|tags)\//, '') : 'an unknown ref';
  throw new UserError(`mode auto applies a push only to the default branch${typeof defaultBranch === 'string' ? ` (${defaultBranch})` : ''}, and this push is to ${pushed}`, {
    hint: `limit the workflow's push trigger to the default branch (on: push: branches: [${typeof defaultBranch === 'string' ? defaultBranch : 'main'}]), or, to deploy from this branch or tag on purpose, set mode: apply`,
  });
}

function field(value: unknown, key: string): unknown {
  return isRecord(value) ? value[key] : undefined;
}
