import { UserError } from '../common/errors.ts';
import { parseTargetsPerJob } from '../targets/targetChunks.ts';
import type { OnUnreviewedChanges } from '../review/deployVerdict.ts';
import { ENGINE_INPUTS } from '../options/inputTable.ts';
import { MIN_REVIEW_KEY_LENGTH } from '../review/reviewSignature.ts';
import type { RawInputs } from '../options/parseOptions.ts';

/** The inputs only the action has, beside the engine's: action.yml declares these and ENGINE_INPUTS. */
const ACTION_ONLY_INPUTS = [
  'kubeconfig',
  'mode',
  'comment',
  'allow-remote-bases',
  'title',
  'github-token',
  'github-app-slug',
  'on-unreviewed-changes',
  'deployment-environment',
  'deployment-url',
  'fail-on-finding',
  'label-pull-request',
  'targets-file',
  'only-targets',
  'changed-only',
  'bundle',
  'review-key',
  'targets-per-job',
  'plan-documents',
  'base',
] as const;

/**
 * Inputs renamed before the first release, each old name with its new one: the one list of them
 * (CHANGELOG.md's table shows it, and a unit test holds the two equal). A later rename adds a row. A
 * workflow still passing an old name fails (runAction), as the runner would run it with that guard off.
 */
export const RENAMED_INPUTS = [
  { before: 'wait-timeout', after: 'timeout' },
  {
    before: 'on-failure',
    after: 'rollback-on-failure',
    values: 'on-failure: rollback is rollback-on-failure: true, on-failure: none is false',
  },
  { before: 'fail-on-drift', after: 'fail-on-finding' },
  { before: 'labels', after: 'label-pull-request' },
  { before: 'environment', after: 'deployment-environment' },
  { before: 'environment-url', after: 'deployment-url' },
  { before: 'concurrency', after: 'max-requests-in-flight' },
  { before: 'targets', after: 'targets-file' },
  { before: 'target', after: 'only-targets' },
] as const satisfies readonly { before: string; after: string; values?: string }[];

/** The refusal of a step given inputs by their old names (`given`: those the runner passed non-empty); undefined for none. */
export function renamedInputsRefusal(given: readonly string[]): UserError | undefined {
  const renamed = RENAMED_INPUTS.filter(({ before }) => given.includes(before));
  if (renamed.length === 0) return undefined;
  const list = renamed
    .map((rename) => `${rename.before} is now ${rename.after}${'values' in rename ? ` (${rename.values})` : ''}`)
    .join('; ');
  return new UserError(
    `the step passes ${renamed.length === 1 ? 'an input' : 'inputs'} by ${renamed.length === 1 ? 'its' : 'their'} old name, which the action no longer reads, so ${renamed.length === 1 ? 'it' : 'they'} would be off: ${list}`,
    {
      hint: "rename them in the step's with: (CHANGELOG.md lists the renames)",
    },
  );
}

/** Every input action.yml declares. */
export const ACTION_INPUTS = [...ENGINE_INPUTS, ...ACTION_ONLY_INPUTS] as const;
export type ActionInputName = (typeof ACTION_INPUTS)[number];
type Inputs = Readonly<Record<ActionInputName, string>>;

/**
 * The action's own inputs' values when given empty, as action.yml declares them (the runner passes
 * those; a unit test holds the two equal). The engine's are INPUT_DEFAULTS.
 */
export const ACTION_INPUT_DEFAULTS = {
  mode: 'auto',
  comment: 'always',
  'allow-remote-bases': 'false',
  'on-unreviewed-changes': 'warn',
  'fail-on-finding': 'false',
  'label-pull-request': 'false',
  'changed-only': 'auto',
  'targets-per-job': 'auto',
} as const satisfies Partial<Record<ActionInputName, string>>;
type DefaultedActionInput = keyof typeof ACTION_INPUT_DEFAULTS;

export type { OnUnreviewedChanges };

/**
 * When the pull-request comment is written: `always`; `on-change`, only for a run that changes the
 * cluster (or fails), an existing comment being updated either way; `never`.
 */
export type CommentManner = 'always' | 'on-change' | 'never';

export interface ActionInputs {
  /** The engine's inputs as given; `mode` and `kubeconfig-path` are filled in by the action. */
  engine: RawInputs;
  /** auto, preview, apply, drift, verify or destroy, as given. */
  mode: string;
  comment: CommentManner;
  /** Whether a pull request's kustomizations may fetch remote bases. */
  allowRemoteBases: boolean;
  title: string | undefined;
  githubToken: string;
  /** The GitHub App the token belongs to, when it is an app's token: its comments are by `<slug>[bot]`. */
  githubAppSlug: string | undefined;
  onUnreviewedChanges: OnUnreviewedChanges;
  /** A GitHub deployment environment to record the deploy in; undefined for none. */
  environment: { name: string; url: string | undefined } | undefined;
  failOnFinding: boolean;
  /** Whether a preview keeps the applyset:* labels of its pull request in step. */
  labelPullRequest: boolean;
  /** Many targets (src/targets/): the targets file as given ('' for the default), the targets named, and changed-only. */
  targets: { file: string; names: string[]; changedOnly: 'auto' | 'true' | 'false' };
  /** The bundle file: where `mode: render` writes it, what a preview previews instead of the manifests; '' for none. */
  bundle: string;
  /** The key a two-workflow preview signs its review with and a deploy verifies it by; undefined for none (unsigned reviews). */
  reviewKey: string | undefined;
  /** plan-targets: how many targets each matrix job previews (src/targets/targetChunks.ts). */
  targetsPerJob: number | 'auto';
  /** A matrix's plan documents' directory: where plan-targets and a preview write theirs, and report reads them all; undefined when not given. */
  planDocuments: string | undefined;
  /** render-diff: the commit or branch to compare with; undefined for the event's (the pull request's base, the push's before). */
  base: string | undefined;
}

/** Every input but `kubeconfig`, which is read and masked on its own before anything else. */
export function readInputs(inputs: Inputs): ActionInputs {
  const engine: RawInputs = {};
  for (const name of ENGINE_INPUTS) engine[name] = inputs[name];
  const environment = inputs['deployment-environment'];
  return {
    engine,
    mode: inputs.mode,
    comment: commentManner(inputs),
    allowRemoteBases: flag(inputs, 'allow-remote-bases'),
    title: inputs.title || undefined,
    githubToken: inputs['github-token'],
    githubAppSlug: inputs['github-app-slug'] || undefined,
    onUnreviewedChanges: choice(inputs, 'on-unreviewed-changes', ['warn', 'fail']),
    environment: environment ? { name: environment, url: environmentUrl(inputs['deployment-url']) } : undefined,
    failOnFinding: flag(inputs, 'fail-on-finding'),
    labelPullRequest: flag(inputs, 'label-pull-request'),
    targets: {
      file: inputs['targets-file'],
      names: inputs['only-targets'].split(/[\s,]+/).filter((name) => name !== ''),
      changedOnly: choice(inputs, 'changed-only', ['auto', 'true', 'false']),
    },
    bundle: inputs.bundle,
    reviewKey: reviewKey(inputs['review-key']),
    targetsPerJob: parseTargetsPerJob(inputs['targets-per-job']),
    planDocuments: inputs['plan-documents'] || undefined,
    base: inputs.base || undefined,
  };
}

/** `true` and `false`, the input's values before it had manners, stay `always` and `never`. */
function commentManner(inputs: Inputs): CommentManner {
  const manner = choice(inputs, 'comment', ['always', 'on-change', 'never', 'true', 'false']);
  return manner === 'true' ? 'always' : manner === 'false' ? 'never' : manner;
}

function flag(inputs: Inputs, name: DefaultedActionInput): boolean {
  return choice(inputs, name, ['true', 'false']) === 'true';
}

function choice<T extends string>(inputs: Inputs, name: DefaultedActionInput, allowed: readonly T[]): T {
  const value = inputs[name].toLowerCase() || ACTION_INPUT_DEFAULTS[name];
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new UserError(`${name} must be ${allowed.join(' or ')}, not "${inputs[name]}"`);
}

function reviewKey(key: string): string | undefined {
  if (key === '') return undefined;
  if (key.length < MIN_REVIEW_KEY_LENGTH) {
    throw new UserError(`review-key must be at least ${MIN_REVIEW_KEY_LENGTH} characters, and it has ${key.length}`, {
      hint: 'make one with `openssl rand -base64 32` and keep it as a secret of the environment the preview and the deploy run in',
    });
  }
  return key;
}

function environmentUrl(url: string): string | undefined {
  if (url === '') return undefined;
  try {
    const parsed = new URL(url);
    if (parsed.protocol === 'https:' || parsed.protocol === 'http:') return parsed.href;
  } catch {
    // Reported below, as for any other scheme.
  }
  throw new UserError(`deployment-url must be an http or https URL, not "${url}"`);
}
