import { UserError } from '../common/errors.ts';
import { isRecord } from '../common/isRecord.ts';
import { type ActionMode, MODE_NAMES, runsOn } from './modes/registry.ts';
import { ACTION_INPUT_DEFAULTS } from './readInputs.ts';

/** Events whose `mode: auto` is a preview: the change is proposed, not merged. */
const PREVIEW_EVENTS = new Set(['pull_request', 'pull_request_target']);
/** Events whose `mode: auto` is an apply: the change is merged, or a person asked for a deploy. */
const APPLY_EVENTS = new Set(['push', 'workflow_dispatch']);

/** The modes a step that names one set runs, as the input's message lists them. */
const ONE_SET_MODES = MODE_NAMES.filter((name) => runsOn(name, 'set'));

/**
 * The mode of this run: a mode named in the input, or for `auto` (the default) the one the event
 * implies. Any other event (schedule, release, merge_group, issue_comment ...) could mean either, so
 * it needs the mode spelled out rather than a guess that might deploy. So does a push to anything
 * but the default branch: a workflow listening to every push would otherwise deploy every feature
 * branch; a workflow meant to deploy from a release branch or a tag says mode: apply. Drift, verify
 * and destroy are never implied: each is asked for by name. A step with a targets file takes every
 * mode's name; whether the mode runs on targets is its spec's to say.
 */
export function resolveMode(
  input: string,
  eventName: string,
  payload: unknown = {},
  step: 'set' | 'file' = 'set',
): ActionMode {
  const mode = input.trim().toLowerCase() || ACTION_INPUT_DEFAULTS.mode;
  const among: readonly ActionMode[] = step === 'file' ? MODE_NAMES : ONE_SET_MODES;
  const named = among.find((name) => name === mode);
  if (named) return named;
  // A mode of targets files (plan-targets) named on a step without one: said by its name, not as an unknown mode.
  const fileOnly = MODE_NAMES.find((name) => name === mode);
  if (fileOnly)
    throw new UserError(`mode ${fileOnly} runs on a targets file, and this step names none`, {
      hint: `give the targets-file input (docs/targets.md); for one set the modes are ${ONE_SET_MODES.join(', ')}`,
    });
  if (mode !== 'auto')
    throw new UserError(
      `mode must be auto, ${ONE_SET_MODES.slice(0, -1).join(', ')} or ${ONE_SET_MODES.at(-1)}, not "${input.trim()}"`,
    );
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
  throw new UserError(
    `mode auto applies a push only to the default branch${typeof defaultBranch === 'string' ? ` (${defaultBranch})` : ''}, and this push is to ${pushed}`,
    {
      hint: `limit the workflow's push trigger to the default branch (on: push: branches: [${typeof defaultBranch === 'string' ? defaultBranch : 'main'}]), or, to deploy from this branch or tag on purpose, set mode: apply`,
    },
  );
}

function field(value: unknown, key: string): unknown {
  return isRecord(value) ? value[key] : undefined;
}
