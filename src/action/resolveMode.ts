import { UserError } from '../errors.ts';
import type { Mode } from '../options.ts';

/** Events whose `mode: auto` is a preview: the change is proposed, not merged. */
const PREVIEW_EVENTS = new Set(['pull_request', 'pull_request_target']);
/** Events whose `mode: auto` is an apply: the change is merged, or a person asked for a deploy. */
const APPLY_EVENTS = new Set(['push', 'workflow_dispatch']);

/** What the action does: the engine's modes, and drift, a preview that reports differences as drift. */
export type ActionMode = Mode | 'drift';

/**
 * The mode of this run: `preview` or `apply` as given, or for `auto` (the default) the one the
 * event implies. Any other event (schedule, release, merge_group, issue_comment ...) could mean
 * either, so it needs the mode spelled out rather than a guess that might deploy. Drift is never
 * implied: it is a scheduled check, asked for by name.
 */
export function resolveMode(input: string, eventName: string): ActionMode {
  const mode = input.trim().toLowerCase() || 'auto';
  if (mode === 'preview' || mode === 'apply' || mode === 'drift') return mode;
  if (mode !== 'auto') throw new UserError(`mode must be auto, preview, apply or drift, not "${input.trim()}"`);
  if (PREVIEW_EVENTS.has(eventName)) return 'preview';
  if (APPLY_EVENTS.has(eventName)) return 'apply';
  throw new UserError(`mode auto does not know what to do on the ${eventName ? `"${eventName}"` : 'unknown'} event`, {
    hint: 'auto previews on pull_request and pull_request_target and applies on push and workflow_dispatch; for this event set mode to preview or apply',
  });
}
