import * as yaml from 'js-yaml';
import type { FlagSpec, FlagValues } from './flagSpec.ts';
import { DESTRUCTIVE_KINDS, destructiveConsent } from './destructiveKinds.ts';
import { parseHelmOptions } from './helmOptions.ts';
import { parseIgnoreDifferences } from './ignoreDifferences.ts';
import { parseImageOverrides } from './imageOverrides.ts';
import {
  asGiven,
  fieldManagerName,
  type InputParser,
  kindList,
  namespaceName,
  onOff,
  oneOf,
  parentRef,
  pathList,
  positiveMilliseconds,
  publicKeys,
  seconds,
  wholeNumber,
} from './inputParsers.ts';
import { DEFAULT_CONCURRENCY, type Options, PROPAGATION_POLICIES, PRUNE_TIMINGS } from './options.ts';

/** Where action.yml and docs/action.md list an input: their three tables, by the headings docs/action.md gives them. */
export type InputTier = 'Every workflow' | 'Prune guards' | 'Advanced';

type Flags = Readonly<Record<string, FlagSpec>>;

/**
 * One input of the engine: what the action's step, the CLI's flags and a target's `options:` set.
 * `F`, `P` and `A` keep each entry's flags, per-target and apply-only as literal types, which the
 * CLI's flags and the targets file's keys are typed by.
 */
export interface InputSpec<K extends keyof Options, F extends Flags, P extends boolean, A extends boolean> {
  /** The field of Options it sets. */
  option: K;
  /** Its value when not given (or given empty), as written in action.yml; none for no value. */
  default?: string;
  /**
   * The table of action.yml and docs/action.md it is in, when the action passes it unchanged under
   * this name; none when the action sets it itself (mode, kubeconfig-path, remote-bases).
   */
  tier?: InputTier;
  /** Whether a target of a targets file may set it under `options:`. */
  perTarget: P;
  /** Whether only an apply uses it: preview and drift refuse its flags by name. */
  applyOnly?: A;
  /** The CLI's flags that set it, in the order help lists them; none for an input the CLI sets itself. */
  flags?: F;
  /** The input's text from its flags' values, when not the one flag's value as given (a repeatable flag's joined by commas). */
  fromFlags?: (values: FlagValues<F>) => string | undefined;
  parse: InputParser<Options[K]>;
}

/** An entry of the table, checked against Options and its flags; its tier and apply-only kept as types too. */
function input<
  K extends keyof Options,
  const F extends Flags = {},
  const P extends boolean = boolean,
  const A extends boolean = false,
  const T extends InputTier | undefined = undefined,
>(spec: InputSpec<K, F, P, A> & { tier?: T }): InputSpec<K, F, P, A> & { tier: T; applyOnly: A } {
  return spec as InputSpec<K, F, P, A> & { tier: T; applyOnly: A };
}

/**
 * The engine's inputs, each once: its name, default, tier, CLI flags and help, per-target or not,
 * and parser. action.yml, docs/action.md (held to it by test/unit/action/interfaceNames.test.ts),
 * parseOptions, the CLI's run flags and the targets file's `options:` all follow it: adding an input
 * is an entry here (and its Options field), its declaration in action.yml and its row in the docs.
 */
export const INPUT_TABLE = {
  mode: input({ option: 'mode', default: 'preview', perTarget: false, parse: oneOf(['preview', 'apply']) }),
  applyset: input({
    option: 'applyset',
    tier: 'Every workflow',
    perTarget: false,
    flags: {
      applyset: {
        type: 'string',
        value: '<parent>',
        help: 'ApplySet parent: NAME (a Secret), secrets/NAME, configmaps/NAME,\nor RESOURCE[.VERSION].GROUP/NAME for a custom resource',
      },
    },
    parse: parentRef,
  }),
  manifests: input({
    option: 'manifests',
    tier: 'Every workflow',
    perTarget: false,
    flags: {
      file: {
        type: 'string',
        short: 'f',
        multiple: true,
        value: '<path|glob>',
        completes: 'file',
        help: 'manifest file, directory or glob; repeatable. A directory with a\nkustomization.yaml is rendered by kustomize (or kubectl kustomize),\none with a Chart.yaml by helm template; both fetch what they name (remote\nbases, chart dependencies) from the network: give only what you trust',
      },
    },
    fromFlags: (values) => values.file?.join('\n'),
    parse: pathList,
  }),
  namespace: input({
    option: 'namespace',
    tier: 'Every workflow',
    perTarget: false,
    flags: {
      namespace: {
        type: 'string',
        short: 'n',
        value: '<ns>',
        help: 'namespace of the parent, and default for objects without one',
      },
    },
    parse: namespaceName,
  }),
  'kubeconfig-path': input({
    option: 'kubeconfigPath',
    perTarget: false,
    flags: {
      kubeconfig: {
        type: 'string',
        value: '<path>',
        completes: 'file',
        help: 'kubeconfig file (default: KUBECONFIG, then ~/.kube/config)',
      },
    },
    parse: asGiven,
  }),
  context: input({
    option: 'context',
    tier: 'Advanced',
    perTarget: false,
    flags: { context: { type: 'string', value: '<name>', completes: 'context', help: 'kubeconfig context' } },
    parse: asGiven,
  }),
  'field-manager': input({
    option: 'fieldManager',
    default: 'applyset-action',
    tier: 'Advanced',
    perTarget: true,
    flags: {
      'field-manager': {
        type: 'string',
        value: '<name>',
        help: 'server-side apply field manager (default applyset-action)',
      },
    },
    parse: fieldManagerName,
  }),
  'force-conflicts': input({
    option: 'forceConflicts',
    default: 'false',
    tier: 'Advanced',
    perTarget: true,
    flags: { 'force-conflicts': { type: 'boolean', help: 'take ownership of fields other managers own' } },
    parse: onOff,
  }),
  prune: input({
    option: 'prune',
    default: 'true',
    tier: 'Prune guards',
    perTarget: true,
    flags: {
      prune: { type: 'boolean', shown: '--prune=false', help: 'apply without pruning objects that left the manifests' },
    },
    parse: onOff,
  }),
  'max-prunes': input({
    option: 'maxPrunes',
    tier: 'Prune guards',
    perTarget: true,
    flags: {
      'max-prunes': { type: 'string', value: '<n>', help: 'refuse a run that would prune more than n objects' },
    },
    parse: wholeNumber(0, 1_000_000),
  }),
  'allow-destructive-prunes': input({
    option: 'allowDestructivePrunes',
    default: 'false',
    tier: 'Prune guards',
    perTarget: true,
    flags: {
      'allow-destructive-prunes': {
        type: 'string',
        optionalValue: true,
        shown: '--allow-destructive-prunes[=<kinds>]',
        completes: DESTRUCTIVE_KINDS,
        help: 'allow prunes that take more with them: a Namespace (its contents),\na CRD (its custom resources), a PersistentVolumeClaim or PersistentVolume\n(their data); all four, or the kinds given (=Namespace,crd). Without it\nan apply that would prune one is refused before it writes anything',
      },
    },
    parse: (text = '', input) => destructiveConsent(text, input.name, input.errors),
  }),
  adopt: input({
    option: 'adopt',
    default: 'false',
    tier: 'Advanced',
    perTarget: true,
    flags: { adopt: { type: 'boolean', help: 'take over an ApplySet written by another tool (e.g. kubectl)' } },
    parse: onOff,
  }),
  'allow-empty': input({
    option: 'allowEmpty',
    default: 'false',
    tier: 'Prune guards',
    perTarget: true,
    flags: { 'allow-empty': { type: 'boolean', help: 'allow an empty manifest set (prunes every member)' } },
    parse: onOff,
  }),
  'propagation-policy': input({
    option: 'propagationPolicy',
    default: 'Background',
    tier: 'Prune guards',
    perTarget: true,
    flags: {
      'propagation-policy': {
        type: 'string',
        value: '<p>',
        completes: PROPAGATION_POLICIES,
        help: 'Background (default), Foreground or Orphan, for pruned objects',
      },
    },
    parse: oneOf(PROPAGATION_POLICIES),
  }),
  'max-requests-in-flight': input({
    option: 'concurrency',
    default: String(DEFAULT_CONCURRENCY),
    tier: 'Advanced',
    // The connection's, which the targets on one context share.
    perTarget: false,
    flags: {
      'max-requests-in-flight': {
        type: 'string',
        value: '<n>',
        help: 'the most requests in flight at once (default 64; starts at 32, adapts to the server)',
      },
    },
    parse: wholeNumber(1, 256),
  }),
  wait: input({
    option: 'wait',
    default: 'true',
    tier: 'Advanced',
    perTarget: true,
    applyOnly: true,
    flags: {
      wait: { type: 'boolean', shown: '--wait=false', help: 'apply without waiting until the objects are ready' },
    },
    parse: onOff,
  }),
  timeout: input({
    option: 'waitTimeoutMs',
    default: '5m',
    tier: 'Advanced',
    perTarget: true,
    applyOnly: true,
    flags: {
      timeout: {
        type: 'string',
        value: '<duration>',
        help: 'how long an apply waits for its objects, e.g. 90s, 5m (default 5m)',
      },
    },
    parse: positiveMilliseconds,
  }),
  'wait-prunes': input({
    option: 'waitForPrunes',
    default: 'true',
    tier: 'Prune guards',
    perTarget: true,
    applyOnly: true,
    flags: {
      'wait-prunes': {
        type: 'boolean',
        shown: '--wait-prunes=false',
        help: 'do not wait until pruned objects are gone',
      },
    },
    parse: onOff,
  }),
  'prune-timing': input({
    option: 'pruneTiming',
    default: 'after-healthy',
    tier: 'Prune guards',
    perTarget: true,
    applyOnly: true,
    flags: {
      'prune-timing': {
        type: 'string',
        value: '<when>',
        completes: PRUNE_TIMINGS,
        help: 'after-healthy (default): prune once what was applied is ready,\nand prune nothing when it fails; with-apply: prune right after applying',
      },
    },
    parse: oneOf(PRUNE_TIMINGS),
  }),
  replace: input({
    option: 'replace',
    tier: 'Advanced',
    perTarget: true,
    flags: {
      replace: {
        type: 'string',
        multiple: true,
        value: '<kinds>',
        help: "kinds deleted and created again when the server refuses a change as\nimmutable (a Job's template, a Service's clusterIP), e.g. Job or\nJob.batch; comma-separated or repeated. One object opts in with the\nannotation applyset-action.github.io/replace: on-immutable-change",
      },
    },
    parse: kindList,
  }),
  images: input({
    option: 'images',
    default: '',
    tier: 'Advanced',
    perTarget: true,
    flags: {
      image: {
        type: 'string',
        multiple: true,
        value: '<name>=<image>',
        help: "run <image> in every container whose image, without its tag, is\n<name> (kustomize's images), e.g. ghcr.io/acme/web=ghcr.io/acme/web:1a2b3c4;\nrepeatable. Set before the plan, so the preview shows it as a diff",
      },
    },
    fromFlags: (values) => values.image?.join('\n'),
    parse: (_text, input) => parseImageOverrides(input.raw ?? '', input.name, input.errors),
  }),
  'ignore-differences': input({
    option: 'ignoreDifferences',
    default: '',
    tier: 'Advanced',
    perTarget: true,
    flags: {
      'ignore-differences': {
        type: 'string',
        value: '<file>',
        completes: 'file',
        help: "a YAML file of rules whose differences are neither applied nor shown\n(Argo CD's ignoreDifferences: kind, group, name, namespace, jsonPointers,\nfieldPaths, managedFieldsManagers), e.g. an HPA's /spec/replicas",
      },
    },
    parse: (_text, input) =>
      parseIgnoreDifferences(input.raw ?? '', input.name, input.text('field-manager') ?? '', input.errors),
  }),
  helm: input({
    option: 'helm',
    default: '',
    tier: 'Advanced',
    perTarget: true,
    flags: {
      'helm-release': {
        type: 'string',
        value: '<name>',
        help: "release name of the Helm charts among the manifests (directories\nwith a Chart.yaml, rendered by helm template); default the parent's name",
      },
      'helm-values': {
        type: 'string',
        multiple: true,
        value: '<file>',
        completes: 'file',
        help: "values file for the Helm charts (helm's --values); repeatable, later\nfiles win",
      },
      'helm-set': {
        type: 'string',
        multiple: true,
        value: '<key=value>',
        help: "value for the Helm charts in helm's --set syntax, e.g. image.tag=1.2.3;\nrepeatable",
      },
      'helm-tests': {
        type: 'boolean',
        help: "after an apply, run the Helm charts' test hooks (helm test's), as helm test\nwould; left out otherwise",
      },
    },
    // The helm input the --helm-* flags make, as the action would take it.
    fromFlags: ({ 'helm-release': release, 'helm-values': values, 'helm-set': set, 'helm-tests': tests }) =>
      release === undefined && values === undefined && set === undefined && tests === undefined
        ? undefined
        : yaml.dump({
            ...(release === undefined ? {} : { release }),
            ...(values ? { values } : {}),
            ...(set ? { set } : {}),
            ...(tests === undefined ? {} : { tests }),
          }),
    parse: (_text, input) => parseHelmOptions(input.raw ?? '', (key) => input.nameOf('helm', key), input.errors),
  }),
  lock: input({
    option: 'lock',
    default: 'true',
    tier: 'Advanced',
    perTarget: true,
    applyOnly: true,
    flags: {
      lock: {
        type: 'boolean',
        shown: '--lock=false',
        help: "apply without taking the ApplySet's Lease (not recommended)",
      },
    },
    parse: onOff,
  }),
  'lock-timeout': input({
    option: 'lockTimeoutSeconds',
    // Longer than timeout: a deploy holds the lock through its wait.
    default: '10m',
    tier: 'Advanced',
    perTarget: true,
    applyOnly: true,
    flags: {
      'lock-timeout': {
        type: 'string',
        value: '<duration>',
        help: "how long an apply waits for another run's Lease (default 10m)",
      },
    },
    parse: seconds,
  }),
  'plan-cache': input({
    option: 'planCache',
    default: 'true',
    tier: 'Advanced',
    perTarget: true,
    flags: {
      'plan-cache': {
        type: 'boolean',
        shown: '--plan-cache=false',
        help: 'dry-run every object, even those the record of the last apply\nknows unchanged (same manifest, same live version)',
      },
    },
    parse: onOff,
  }),
  'plan-record-key': input({
    option: 'planRecordKeys',
    tier: 'Advanced',
    // Trusted only from the workflow, never from a file a pull request may change.
    perTarget: false,
    flags: {
      'plan-record-key': {
        type: 'string',
        value: '<key>',
        help: "a preview: skip the dry runs the deploy's signed public copy of\nthe record vouches for, when signed with this key (its log names it)",
      },
    },
    parse: publicKeys,
  }),
  'plan-record-copy': input({
    option: 'planRecordCopy',
    default: 'false',
    tier: 'Advanced',
    perTarget: true,
    applyOnly: true,
    flags: {
      'plan-record-copy': {
        type: 'boolean',
        help: "also write the record's public copy, signed with a key derived from\nthe credential, for previews given --plan-record-key",
      },
    },
    parse: onOff,
  }),
  'retry-timeout': input({
    option: 'retryTimeoutSeconds',
    // Long enough for a control-plane upgrade or restart.
    default: '2m',
    tier: 'Advanced',
    // The connection's, which the targets on one context share.
    perTarget: false,
    flags: {
      'retry-timeout': {
        type: 'string',
        value: '<duration>',
        help: 'how long requests are retried while the API server is\nunreachable or overloaded (default 2m)',
      },
    },
    parse: seconds,
  }),
  'log-termination-messages': input({
    option: 'logTerminationMessages',
    default: 'false',
    tier: 'Advanced',
    perTarget: true,
    applyOnly: true,
    flags: {
      'log-termination-messages': {
        type: 'boolean',
        help: "print a failed container's whole termination message (which\nmay hold the end of its log); by default only its first line",
      },
    },
    parse: onOff,
  }),
  'rollback-on-failure': input({
    option: 'rollbackOnFailure',
    default: 'false',
    tier: 'Advanced',
    perTarget: true,
    applyOnly: true,
    flags: {
      'rollback-on-failure': {
        type: 'boolean',
        help: "when the rollout fails or times out, deploy again the last commit\nthe ApplySet's history records as healthy (read from a temporary\ngit worktree of the manifests' repository), then exit 1 all the same",
      },
    },
    parse: onOff,
  }),
  // The action's allow-remote-bases decides it for pull requests; the CLI runs what its user trusts.
  'remote-bases': input({ option: 'remoteBases', default: 'true', perTarget: false, parse: onOff }),
};

type Table = typeof INPUT_TABLE;
export type InputName = keyof Table;
type NamesWhere<T> = { [K in InputName]: Table[K] extends T ? K : never }[InputName];

/** The inputs the action passes to the engine unchanged, under their own names: those with a tier. */
export type EngineInputName = NamesWhere<{ tier: InputTier }>;
/** The inputs a target may set for itself under `options:`. */
export type TargetOptionName = NamesWhere<{ perTarget: true }>;
/** The inputs only an apply uses. */
export type ApplyOnlyInputName = NamesWhere<{ applyOnly: true }>;

const names = Object.keys(INPUT_TABLE) as InputName[];
export const ENGINE_INPUTS = names.filter((name) => INPUT_TABLE[name].tier !== undefined) as EngineInputName[];
export const TARGET_OPTIONS = names.filter((name) => INPUT_TABLE[name].perTarget) as TargetOptionName[];

/**
 * What an input not given (or given empty) is taken to be, written as the input would be. action.yml
 * declares the same defaults, which the runner passes; a unit test holds the two equal.
 */
export const INPUT_DEFAULTS: Partial<Record<InputName, string>> = Object.fromEntries(
  names.flatMap((name) => {
    const spec: { default?: string } = INPUT_TABLE[name];
    return spec.default ? [[name, spec.default]] : [];
  }),
);
