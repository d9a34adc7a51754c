import { parseParentRef, type ParentRef } from '../applyset/parentRef.ts';
import { UserError, UserErrors } from '../common/errors.ts';
import { type IgnoreRule, parseIgnoreDifferences } from './ignoreDifferences.ts';
import { type HelmOptions, parseHelmOptions } from './helmOptions.ts';
import { parseDuration } from './durations.ts';
import { type ImageOverride, parseImageOverrides } from './imageOverrides.ts';
import type { ManifestObject } from '../kube/manifestObject.ts';

/** What a run does: a preview writes nothing, an apply deploys; the outcome and its reports read this one union too. */
export type Mode = 'preview' | 'apply';
export const PROPAGATION_POLICIES = ['Background', 'Foreground', 'Orphan'] as const;
export type PropagationPolicy = (typeof PROPAGATION_POLICIES)[number];
export const PRUNE_TIMINGS = ['after-healthy', 'with-apply'] as const;
export type PruneTiming = (typeof PRUNE_TIMINGS)[number];

/** The kinds whose prune takes more with it: a Namespace its contents, a CRD its custom resources, the last two data. */
export const DESTRUCTIVE_KINDS = [
  'Namespace',
  'CustomResourceDefinition',
  'PersistentVolumeClaim',
  'PersistentVolume',
] as const;
export type DestructiveKind = (typeof DESTRUCTIVE_KINDS)[number];
/** The label on a merged pull request that gives its deploy consent to prune every kind of DESTRUCTIVE_KINDS. */
export const DESTRUCTIVE_CONSENT_LABEL = 'applyset:allow-destructive-prune';

/** Consent to prune objects of DESTRUCTIVE_KINDS: which kinds, and who gave it, as the reports name it. */
export interface DestructiveConsent {
  kinds: ReadonlySet<DestructiveKind>;
  /** `allow-destructive-prunes: Namespace`, `the label applyset:allow-destructive-prune on pull request #12`. */
  by: string;
}

/** Everything a run needs, validated once; nothing below this reads the environment or the action's inputs. */
export interface Options {
  mode: Mode;
  /** Files, directories and globs. */
  manifests: string[];
  /** The parent as kubectl's --applyset names it, parsed. */
  applyset: ParentRef;
  namespace: string | undefined;
  kubeconfigPath: string | undefined;
  /** A kubeconfig's content, read from memory (the action's input); a credential, never shown. */
  kubeconfig?: string | undefined;
  context: string | undefined;
  fieldManager: string;
  forceConflicts: boolean;
  prune: boolean;
  propagationPolicy: PropagationPolicy;
  concurrency: number;
  adopt: boolean;
  allowEmpty: boolean;
  /** A run that would prune more objects than this is refused before it writes; undefined for no limit. */
  maxPrunes: number | undefined;
  /** An apply holds the ApplySet's Lease while it writes. */
  lock: boolean;
  /** How long an apply waits for a Lease another run holds, in seconds. */
  lockTimeoutSeconds: number;
  /** Members the record of the last apply knows unchanged are not dry-run (see src/plan/planCache.ts). */
  planCache: boolean;
  /** How long requests are retried while the API server is unreachable or overloaded, in seconds. */
  retryTimeoutSeconds: number;
  /** Whether kustomizations may fetch remote bases; the action refuses them on pull requests. */
  remoteBases: boolean;
  /** Apply mode: wait until what was applied is healthy (a preview never waits). */
  wait: boolean;
  waitTimeoutMs: number;
  /** Whether the wait also waits until pruned objects are gone. */
  waitForPrunes: boolean;
  /** Prune once what was applied is ready (with the wait on), or right after the apply. */
  pruneTiming: PruneTiming;
  /** Kinds deleted and created again when the server refuses their change as immutable: `Job` (any group) or `Job.batch`. */
  replace: string[];
  /** Whether the log gets the whole termination message of a failed container, not only its first line. */
  logTerminationMessages: boolean;
  /** Consent to prunes that take more with them; without it an apply that has such prunes is refused. */
  allowDestructivePrunes: DestructiveConsent | undefined;
  /** What an apply whose rollout fails or times out does besides failing: roll back to the last healthy commit. */
  /** After a rollout fails or times out, deploy again the last commit the deploy history records as healthy. */
  rollbackOnFailure: boolean;
  /** Fields whose differences are neither applied nor shown nor counted as drift (Argo CD's ignoreDifferences). */
  ignoreDifferences: IgnoreRule[];
  /** Containers' images set before planning, matched by image name without tag (kustomize's `images`). */
  images: ImageOverride[];
  /** How the Helm charts among the manifests are rendered. */
  helm: HelmOptions;
  cwd: string;
  /** Objects rendered elsewhere (a render step's bundle), planned instead of reading `manifests`, which then only names them. */
  rendered?: readonly ManifestObject[];
}

/** Inputs by their action.yml names (the CLI maps its flags to the same names), as given: strings, unvalidated. */
export type RawInputs = Partial<Record<InputName, string>>;
export type InputName =
  | 'mode'
  | 'manifests'
  | 'applyset'
  | 'namespace'
  | 'kubeconfig-path'
  | 'context'
  | 'field-manager'
  | 'force-conflicts'
  | 'prune'
  | 'propagation-policy'
  | 'concurrency'
  | 'adopt'
  | 'allow-empty'
  | 'max-prunes'
  | 'remote-bases'
  | 'wait'
  | 'timeout'
  | 'wait-prunes'
  | 'lock'
  | 'lock-timeout'
  | 'plan-cache'
  | 'retry-timeout'
  | 'prune-timing'
  | 'replace'
  | 'log-termination-messages'
  | 'allow-destructive-prunes'
  | 'rollback-on-failure'
  | 'images'
  | 'ignore-differences'
  | 'helm';

export const DEFAULT_CONCURRENCY = 64;

/**
 * What an input not given (or given empty) is taken to be, written as the input would be. action.yml
 * declares the same defaults, which the runner passes; a unit test holds the two equal.
 */
export const INPUT_DEFAULTS = {
  mode: 'preview',
  'field-manager': 'applyset-action',
  'force-conflicts': 'false',
  prune: 'true',
  'propagation-policy': 'Background',
  concurrency: String(DEFAULT_CONCURRENCY),
  adopt: 'false',
  'allow-empty': 'false',
  'remote-bases': 'true',
  wait: 'true',
  timeout: '5m',
  'wait-prunes': 'true',
  'prune-timing': 'after-healthy',
  'allow-destructive-prunes': 'false',
  lock: 'true',
  /** Longer than timeout: a deploy holds the lock through its wait. */
  'lock-timeout': '10m',
  'plan-cache': 'true',
  /** Long enough for a control-plane upgrade or restart. */
  'retry-timeout': '2m',
  'log-termination-messages': 'false',
  'rollback-on-failure': 'false',
} as const satisfies RawInputs;
type DefaultedInput = keyof typeof INPUT_DEFAULTS;

const FIELD_MANAGER_PATTERN = /^[\x21-\x7e]{1,128}$/;
const NAMESPACE_PATTERN = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/;
/** A kind, or `Kind.group` as the ApplySet annotations write it. */
const KIND_PATTERN = /^[A-Za-z][A-Za-z0-9]*(\.[a-z0-9]([-a-z0-9.]*[a-z0-9])?)?$/;

/**
 * How a message names an input, or an input set to a value: `timeout`, `wait: true` (the
 * action's words), `--timeout`, `--wait` (the CLI's).
 */
export type InputNamer = (input: InputName, value?: string) => string;

const actionInputName: InputNamer = (input, value) => (value === undefined ? input : `${input}: ${value}`);

/**
 * Validates every input at once and reports all problems together. The messages name each input
 * as `nameOf` says: the action's input names by default, the CLI's flags (`--timeout`) for the CLI.
 */
export function parseOptions(raw: RawInputs, cwd: string, nameOf: InputNamer = actionInputName): Options {
  const errors: UserError[] = [];
  const given = (name: InputName) => raw[name]?.trim() || undefined;
  const text = (name: DefaultedInput): string => given(name) ?? INPUT_DEFAULTS[name];
  // Each of these returns a placeholder after recording an error: the run is then refused below.
  const flag = (name: DefaultedInput): boolean => {
    const value = text(name).toLowerCase();
    if (value === 'true' || value === 'false') return value === 'true';
    errors.push(new UserError(`${nameOf(name)} must be true or false, not "${raw[name]}"`));
    return false;
  };
  const count = (name: InputName, value: string | undefined, min: number, max: number): number | undefined => {
    if (value === undefined) return undefined;
    const n = Number(value);
    if (Number.isInteger(n) && n >= min && n <= max) return n;
    errors.push(new UserError(`${nameOf(name)} must be a whole number from ${min} to ${max}, not "${value}"`));
    return undefined;
  };
  const duration = (name: DefaultedInput): number => {
    const ms = parseDuration(text(name));
    if (ms !== undefined) return ms / 1000;
    errors.push(
      new UserError(`${nameOf(name)} must be a duration such as 90s, 5m or 1h (or whole seconds), not "${text(name)}"`),
    );
    return 0;
  };

  const mode = text('mode');
  if (mode !== 'preview' && mode !== 'apply')
    errors.push(new UserError(`${nameOf('mode')} must be preview or apply, not "${mode}"`));
  const manifests = (raw.manifests ?? '')
    .split('\n')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  if (manifests.length === 0) {
    errors.push(
      new UserError('no manifests given', {
        hint: `name the files, directories or globs to deploy in ${nameOf('manifests')}`,
      }),
    );
  }
  const applyset = parentRef(given('applyset'), nameOf('applyset'), errors);
  const namespace = given('namespace');
  if (namespace !== undefined && (!NAMESPACE_PATTERN.test(namespace) || namespace.length > 63)) {
    errors.push(
      new UserError(`${nameOf('namespace')} "${namespace}" is not a valid namespace name`, {
        hint: 'use lowercase letters, digits and dashes',
      }),
    );
  }
  const fieldManager = text('field-manager');
  if (!FIELD_MANAGER_PATTERN.test(fieldManager)) {
    errors.push(
      new UserError(`${nameOf('field-manager')} "${fieldManager}" is not valid`, {
        hint: 'use 1 to 128 printable characters without spaces',
      }),
    );
  }
  const policy = text('propagation-policy');
  if (!(PROPAGATION_POLICIES as readonly string[]).includes(policy)) {
    errors.push(
      new UserError(`${nameOf('propagation-policy')} must be Background, Foreground or Orphan, not "${policy}"`),
    );
  }
  const pruneTiming = text('prune-timing');
  if (!(PRUNE_TIMINGS as readonly string[]).includes(pruneTiming)) {
    errors.push(new UserError(`${nameOf('prune-timing')} must be after-healthy or with-apply, not "${pruneTiming}"`));
  }
  const rollbackOnFailure = flag('rollback-on-failure');
  const forceConflicts = flag('force-conflicts');
  const prune = flag('prune');
  const concurrency = count('concurrency', text('concurrency'), 1, 256) ?? 0;
  const adopt = flag('adopt');
  const allowEmpty = flag('allow-empty');
  const remoteBases = flag('remote-bases');
  const maxPrunes = count('max-prunes', given('max-prunes'), 0, 1_000_000);
  const wait = flag('wait');
  const waitForPrunes = flag('wait-prunes');
  const logTerminationMessages = flag('log-termination-messages');
  const timeout = text('timeout');
  const waitTimeoutMs = parseDuration(timeout);
  if (waitTimeoutMs === undefined || waitTimeoutMs <= 0) {
    errors.push(new UserError(`${nameOf('timeout')} must be a duration such as 90s, 5m or 1h30m, not "${timeout}"`));
  }
  const replace = (given('replace') ?? '').split(/[\s,]+/).filter((kind) => kind !== '');
  for (const kind of replace.filter((k) => !KIND_PATTERN.test(k))) {
    errors.push(
      new UserError(`${nameOf('replace')}: "${kind}" is not a kind`, {
        hint: "name kinds as in the manifests' kind field, e.g. Job, or with their group, e.g. Job.batch; separate them with commas or new lines",
      }),
    );
  }
  const allowDestructivePrunes = destructiveConsent(
    text('allow-destructive-prunes'),
    nameOf('allow-destructive-prunes'),
    errors,
  );
  if (rollbackOnFailure && mode === 'apply' && !wait) {
    errors.push(
      new UserError(`${nameOf('rollback-on-failure', 'true')} needs ${nameOf('wait', 'true')}`, {
        hint: 'a rollback follows a rollout the wait found failed or timed out; without the wait no rollout fails',
      }),
    );
  }
  const lock = flag('lock');
  const lockTimeoutSeconds = duration('lock-timeout');
  const planCache = flag('plan-cache');
  const retryTimeoutSeconds = duration('retry-timeout');
  const images = parseImageOverrides(raw.images ?? '', nameOf('images'), errors);
  const ignoreDifferences = parseIgnoreDifferences(
    raw['ignore-differences'] ?? '',
    nameOf('ignore-differences'),
    fieldManager,
    errors,
  );
  const helm = parseHelmOptions(raw.helm ?? '', (key) => nameOf('helm', key), errors);
  if (errors.length > 0 || applyset === undefined) throw new UserErrors(errors);
  return {
    mode: mode as Mode,
    manifests,
    applyset,
    namespace,
    kubeconfigPath: given('kubeconfig-path'),
    context: given('context'),
    fieldManager,
    forceConflicts,
    prune,
    propagationPolicy: policy as PropagationPolicy,
    concurrency,
    adopt,
    allowEmpty,
    maxPrunes,
    lock,
    lockTimeoutSeconds,
    planCache,
    retryTimeoutSeconds,
    remoteBases,
    wait,
    waitTimeoutMs: waitTimeoutMs ?? 0,
    waitForPrunes,
    pruneTiming: pruneTiming as PruneTiming,
    replace,
    logTerminationMessages,
    allowDestructivePrunes,
    rollbackOnFailure,
    images,
    ignoreDifferences,
    helm,
    cwd,
  };
}

/** What each kind may be called in allow-destructive-prunes, as kubectl names it: kind, plural, short name. */
const DESTRUCTIVE_KIND_NAMES = new Map<string, DestructiveKind>(
  (
    [
      ['Namespace', ['namespace', 'namespaces', 'ns']],
      ['CustomResourceDefinition', ['customresourcedefinition', 'customresourcedefinitions', 'crd', 'crds']],
      ['PersistentVolumeClaim', ['persistentvolumeclaim', 'persistentvolumeclaims', 'pvc']],
      ['PersistentVolume', ['persistentvolume', 'persistentvolumes', 'pv']],
    ] as const
  ).flatMap(([kind, names]) => names.map((name): [string, DestructiveKind] => [name, kind])),
);

/** allow-destructive-prunes: `true`, `false`, or the kinds to allow, separated by commas, spaces or lines. */
export function destructiveConsent(value: string, input: string, errors: UserError[]): DestructiveConsent | undefined {
  const lower = value.toLowerCase();
  if (lower === 'false') return undefined;
  if (lower === 'true') return { kinds: new Set(DESTRUCTIVE_KINDS), by: 'allow-destructive-prunes: true' };
  const kinds = new Set<DestructiveKind>();
  for (const name of value.split(/[\s,]+/).filter((s) => s !== '')) {
    const kind = DESTRUCTIVE_KIND_NAMES.get(name.toLowerCase());
    if (kind) kinds.add(kind);
    else
      errors.push(
        new UserError(`${input} must be true, false or kinds among ${DESTRUCTIVE_KINDS.join(', ')}, not "${name}"`),
      );
  }
  return kinds.size === 0 ? undefined : { kinds, by: `allow-destructive-prunes: ${[...kinds].join(', ')}` };
}

/** The parent reference, parsed here so that a malformed one is refused before manifests are read or the cluster is contacted. */
function parentRef(text: string | undefined, name: string, errors: UserError[]): ParentRef | undefined {
  if (!text) {
    errors.push(
      new UserError('no ApplySet parent given', {
        hint: `name the parent object in ${name}, e.g. my-app for a Secret named my-app`,
      }),
    );
    return undefined;
  }
  try {
    return parseParentRef(text);
  } catch (error) {
    if (!(error instanceof UserError)) throw error;
    errors.push(error);
    return undefined;
  }
}
