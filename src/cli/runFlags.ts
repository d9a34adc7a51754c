import {
  DESTRUCTIVE_KINDS,
  type InputName,
  type InputNamer,
  PROPAGATION_POLICIES,
  PRUNE_TIMINGS,
} from '../options/options.ts';
import type { FlagSpec } from './commandSpec.ts';

/** The -o formats of preview, apply and drift. */
export const RUN_OUTPUTS = ['text', 'json', 'markdown'] as const;

/**
 * The flags of preview, apply and drift, in the order help lists them. preview and drift take them
 * all but --rollback-on-failure, which only an apply's rollout can use.
 */
export const RUN_FLAGS = {
  applyset: {
    type: 'string',
    value: '<parent>',
    help: 'ApplySet parent: NAME (a Secret), secrets/NAME, configmaps/NAME,\nor RESOURCE[.VERSION].GROUP/NAME for a custom resource',
  },
  file: {
    type: 'string',
    short: 'f',
    multiple: true,
    value: '<path|glob>',
    completes: 'file',
    help: 'manifest file, directory or glob; repeatable. A directory with a\nkustomization.yaml is rendered by kustomize (or kubectl kustomize),\none with a Chart.yaml by helm template; both fetch what they name (remote\nbases, chart dependencies) from the network: give only what you trust',
  },
  namespace: {
    type: 'string',
    short: 'n',
    value: '<ns>',
    help: 'namespace of the parent, and default for objects without one',
  },
  kubeconfig: {
    type: 'string',
    value: '<path>',
    completes: 'file',
    help: 'kubeconfig file (default: KUBECONFIG, then ~/.kube/config)',
  },
  context: { type: 'string', value: '<name>', completes: 'context', help: 'kubeconfig context' },
  'field-manager': {
    type: 'string',
    value: '<name>',
    help: 'server-side apply field manager (default applyset-action)',
  },
  'force-conflicts': { type: 'boolean', help: 'take ownership of fields other managers own' },
  prune: { type: 'boolean', shown: '--prune=false', help: 'apply without pruning objects that left the manifests' },
  'max-prunes': { type: 'string', value: '<n>', help: 'refuse a run that would prune more than n objects' },
  'allow-destructive-prunes': {
    type: 'string',
    optionalValue: true,
    shown: '--allow-destructive-prunes[=<kinds>]',
    completes: DESTRUCTIVE_KINDS,
    help: 'allow prunes that take more with them: a Namespace (its contents),\na CRD (its custom resources), a PersistentVolumeClaim or PersistentVolume\n(their data); all four, or the kinds given (=Namespace,crd). Without it\nan apply that would prune one is refused before it writes anything',
  },
  adopt: { type: 'boolean', help: 'take over an ApplySet written by another tool (e.g. kubectl)' },
  'allow-empty': { type: 'boolean', help: 'allow an empty manifest set (prunes every member)' },
  'propagation-policy': {
    type: 'string',
    value: '<p>',
    completes: PROPAGATION_POLICIES,
    help: 'Background (default), Foreground or Orphan, for pruned objects',
  },
  concurrency: {
    type: 'string',
    value: '<n>',
    help: 'the most requests in flight at once (default 64; starts at 32, adapts to the server)',
  },
  wait: { type: 'boolean', shown: '--wait=false', help: 'apply without waiting until the objects are ready' },
  timeout: {
    type: 'string',
    value: '<duration>',
    help: 'how long an apply waits for its objects, e.g. 90s, 5m (default 5m)',
  },
  'wait-prunes': { type: 'boolean', shown: '--wait-prunes=false', help: 'do not wait until pruned objects are gone' },
  'prune-timing': {
    type: 'string',
    value: '<when>',
    completes: PRUNE_TIMINGS,
    help: 'after-healthy (default): prune once what was applied is ready,\nand prune nothing when it fails; with-apply: prune right after applying',
  },
  replace: {
    type: 'string',
    multiple: true,
    value: '<kinds>',
    help: "kinds deleted and created again when the server refuses a change as\nimmutable (a Job's template, a Service's clusterIP), e.g. Job or\nJob.batch; comma-separated or repeated. One object opts in with the\nannotation applyset-action.github.io/replace: on-immutable-change",
  },
  image: {
    type: 'string',
    multiple: true,
    value: '<name>=<image>',
    help: "run <image> in every container whose image, without its tag, is\n<name> (kustomize's images), e.g. ghcr.io/acme/web=ghcr.io/acme/web:1a2b3c4;\nrepeatable. Set before the plan, so the preview shows it as a diff",
  },
  'ignore-differences': {
    type: 'string',
    value: '<file>',
    completes: 'file',
    help: "a YAML file of rules whose differences are neither applied nor shown\n(Argo CD's ignoreDifferences: kind, group, name, namespace, jsonPointers,\nfieldPaths, managedFieldsManagers), e.g. an HPA's /spec/replicas",
  },
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
  lock: { type: 'boolean', shown: '--lock=false', help: "apply without taking the ApplySet's Lease (not recommended)" },
  'lock-timeout': {
    type: 'string',
    value: '<duration>',
    help: "how long an apply waits for another run's Lease (default 10m)",
  },
  'plan-cache': {
    type: 'boolean',
    shown: '--plan-cache=false',
    help: 'dry-run every object, even those the record of the last apply\nknows unchanged (same manifest, same live version)',
  },
  'plan-record-copy': {
    type: 'boolean',
    help: "also write the record's public copy, signed with a key derived from\nthe credential, for previews given --plan-record-key",
  },
  'plan-record-key': {
    type: 'string',
    value: '<key>',
    help: "a preview: skip the dry runs the deploy's signed public copy of\nthe record vouches for, when signed with this key (its log names it)",
  },
  'retry-timeout': {
    type: 'string',
    value: '<duration>',
    help: 'how long requests are retried while the API server is\nunreachable or overloaded (default 2m)',
  },
  'log-termination-messages': {
    type: 'boolean',
    help: "print a failed container's whole termination message (which\nmay hold the end of its log); by default only its first line",
  },
  'rollback-on-failure': {
    type: 'boolean',
    help: "when the rollout fails or times out, deploy again the last commit\nthe ApplySet's history records as healthy (read from a temporary\ngit worktree of the manifests' repository), then exit 1 all the same",
  },
  targets: {
    type: 'string',
    value: '<file>',
    completes: 'file',
    help: 'run every target a targets file lists (name, manifests, parent,\nnamespace, context, options) instead of one set; the other flags\napply to each target unless the target sets them',
  },
  target: { type: 'string', multiple: true, value: '<name>', help: 'only this target of --targets; repeatable' },
  'changed-since': {
    type: 'string',
    value: '<ref>',
    help: 'only the targets of --targets whose files (manifests, the kustomize\nbases, components and patches they use, their entry) changed since\nwhere HEAD and this commit or branch parted, e.g. origin/main',
  },
  output: {
    type: 'string',
    short: 'o',
    value: '<format>',
    completes: RUN_OUTPUTS,
    help: 'text (default), json or markdown',
  },
  debug: { type: 'boolean', help: 'print a failure with what caused it (error codes, stacks)' },
  help: { type: 'boolean', short: 'h', help: 'this text' },
  version: { type: 'boolean', help: 'the version, alone (e.g. 1.0.0)' },
} as const satisfies Record<string, FlagSpec>;

export type RunFlag = keyof typeof RUN_FLAGS;

/** The flags only an apply uses: its lock, its wait, its prune's timing, its rollback. */
const APPLY_ONLY = [
  'lock',
  'lock-timeout',
  'wait',
  'timeout',
  'wait-prunes',
  'prune-timing',
  'log-termination-messages',
  'rollback-on-failure',
  'plan-record-copy',
] as const;
type ApplyOnlyFlag = (typeof APPLY_ONLY)[number];

/**
 * What preview and drift take: every run flag but the apply's own, which would do nothing there;
 * refused by name (`preview does not take --wait`), not accepted in silence.
 */
export const PREVIEW_FLAGS = Object.fromEntries(
  Object.entries(RUN_FLAGS).filter(([name]) => !(APPLY_ONLY as readonly string[]).includes(name)),
) as Omit<typeof RUN_FLAGS, ApplyOnlyFlag>;

/**
 * The flag that sets an action input, where their names differ. Validation (parseOptions) names
 * inputs in its messages, as the action's users know them; the CLI's messages name flags through this.
 */
const FLAG_OF_INPUT: Partial<Record<InputName, RunFlag>> = {
  manifests: 'file',
  'kubeconfig-path': 'kubeconfig',
  images: 'image',
};

/**
 * How the CLI names an action input, or the input set to a value: `--file` for manifests,
 * `--wait` for wait: true, `--rollback-on-failure` for rollback-on-failure: true (an on/off flag says
 * its value by being given).
 */
export const flagFor: InputNamer = (input, value) => {
  // The helm input is a flag per key, which its messages give as the value: --helm-release, --helm-values, --helm-set, --helm-tests.
  if (input === 'helm') return `--helm-${value ?? 'release'}`;
  const flag = FLAG_OF_INPUT[input] ?? input;
  const onOff = (RUN_FLAGS as Record<string, FlagSpec>)[flag]?.type === 'boolean';
  if (value === undefined || (onOff && value !== 'false')) return `--${flag}`;
  return onOff ? `--${flag}=false` : `--${flag} ${value}`;
};

/** The flag for an action input given as a flag (`--manifests`), by one who knows the action. */
export function flagOfInputName(name: string): string | undefined {
  const flag = FLAG_OF_INPUT[name as InputName];
  return flag === undefined ? undefined : `--${flag}`;
}
