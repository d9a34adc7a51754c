import { parseArgs, type ParseArgsConfig } from 'node:util';
import { explainFlagError } from './cliFlagErrors.ts';
import { closestNames } from './cliSuggestion.ts';
import { TOOLING_COMMANDS } from './commands/toolingArgs.ts';
import { UserError } from './errors.ts';
import type { InputName, InputNamer, RawInputs } from './options.ts';
import { DRIFT_INPUTS } from './report/drift.ts';

export const OUTPUT_FORMATS = ['text', 'json', 'markdown'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

/** The commands that run against a cluster. */
export const RUN_COMMANDS = ['preview', 'apply', 'drift'] as const;
/** What `help` and completion know: the run commands and the CLI's own. */
export const COMMANDS = [...RUN_COMMANDS, ...TOOLING_COMMANDS, 'completion', 'help'] as const;
export type CommandName = (typeof COMMANDS)[number];
export const SHELLS = ['bash', 'zsh'] as const;
export type Shell = (typeof SHELLS)[number];

/** A preview, apply or drift check: what runs the engine. */
export interface CliCommand {
  command: (typeof RUN_COMMANDS)[number];
  inputs: RawInputs;
  output: OutputFormat;
  /** --targets FILE [--target NAME ...] [--changed-since REF]: every target of the file (or those named, or changed) instead of one set. */
  targets?: { file: string; names: string[]; changedSince: string | undefined };
  /** --debug: a failure is printed with its causes and their stacks. */
  debug?: boolean;
}

/** Everything a command line can ask for: a run, or what the CLI answers without the engine. */
export type CommandLine = CliCommand | { command: 'help'; topic: CommandName | undefined } | { command: 'version' } | { command: 'completion'; shell: Shell };

export const USAGE = `Usage: applyset-action preview|apply|drift --applyset <parent> --file <path|glob> [--file ...] [options]
       applyset-action preview|apply|drift --targets <file> [--target <name> ...] [options]
       applyset-action list|view|history|verify|disband|delete|migrate --applyset <parent> [options]
       applyset-action completion bash|zsh
       applyset-action help [command]

Preview (server-side dry run) or apply a set of Kubernetes manifests as an ApplySet, pruning
the objects that left the manifests. drift previews and exits with 2 when the cluster differs
from the manifests (anything to create, update or prune), 0 when it matches, 1 on an error.
list, view and history read the ApplySets you can see, their members and their deploys; verify
finds members their parent does not record (invisible to prune), and --fix records them;
disband unlabels a set's members (they stay) and deletes its parent; delete deletes them all;
migrate takes over a set pruned by label (kubectl apply --prune -l).
applyset-action help <command> describes one command and its options.

Options:
  --applyset <parent>        ApplySet parent: NAME (a Secret), secrets/NAME, configmaps/NAME,
                             or RESOURCE[.VERSION].GROUP/NAME for a custom resource
  -f, --file <path|glob>     manifest file, directory or glob; repeatable. A directory with a
                             kustomization.yaml is rendered by kustomize (or kubectl kustomize),
                             which fetches the remote bases and resources it names (git and https
                             URLs) from the network: give only kustomizations you trust
  -n, --namespace <ns>       namespace of the parent, and default for objects without one
  --kubeconfig <path>        kubeconfig file (default: KUBECONFIG, then ~/.kube/config)
  --context <name>           kubeconfig context
  --field-manager <name>     server-side apply field manager (default applyset-action)
  --force-conflicts          take ownership of fields other managers own
  --prune=false              apply without pruning objects that left the manifests
  --max-prunes <n>           refuse a run that would prune more than n objects
  --allow-destructive-prunes[=<kinds>]
                             allow prunes that take more with them: a Namespace (its contents),
                             a CRD (its custom resources), a PersistentVolumeClaim or PersistentVolume
                             (their data); all four, or the kinds given (=Namespace,crd). Without it
                             an apply that would prune one is refused before it writes anything
  --adopt                    take over an ApplySet written by another tool (e.g. kubectl)
  --allow-empty              allow an empty manifest set (prunes every member)
  --propagation-policy <p>   Background (default), Foreground or Orphan, for pruned objects
  --concurrency <n>          the most requests in flight at once (default 64; starts at 32, adapts to the server)
  --wait=false               apply without waiting until the objects are ready
  --timeout <duration>       how long an apply waits for its objects, e.g. 90s, 5m (default 5m)
  --wait-prunes=false        do not wait until pruned objects are gone
  --prune-timing <when>      after-healthy (default): prune once what was applied is ready,
                             and prune nothing when it fails; with-apply: prune right after applying
  --replace <kinds>          kinds deleted and created again when the server refuses a change as
                             immutable (a Job's template, a Service's clusterIP), e.g. Job or
                             Job.batch; comma-separated or repeated. One object opts in with the
                             annotation applyset-action.github.io/replace: on-immutable-change
  --image <name>=<image>     run <image> in every container whose image, without its tag, is
                             <name> (kustomize's images), e.g. ghcr.io/acme/web=ghcr.io/acme/web:1a2b3c4;
                             repeatable. Set before the plan, so the preview shows it as a diff
  --lock=false               apply without taking the ApplySet's Lease (not recommended)
  --lock-timeout <duration>  how long an apply waits for another run's Lease (default 10m)
  --plan-cache=false         dry-run every object, even those the record of the last apply
                             knows unchanged (same manifest, same live version)
  --retry-timeout <duration> how long requests are retried while the API server is
                             unreachable or overloaded (default 2m)
  --log-termination-messages print a failed container's whole termination message (which
                             may hold the end of its log); by default only its first line
  --rollback-on-failure      when the rollout fails or times out, deploy again the last commit
                             the ApplySet's history records as healthy (read from a temporary
                             git worktree of the manifests' repository), then exit 1 all the same
  --targets <file>           run every target a targets file lists (name, manifests, parent,
                             namespace, context, options) instead of one set; the other flags
                             apply to each target unless the target sets them
  --target <name>            only this target of --targets; repeatable
  --changed-since <ref>      only the targets of --targets whose files (manifests, the kustomize
                             bases, components and patches they use, their entry) changed since
                             where HEAD and this commit or branch parted, e.g. origin/main
  -o, --output <format>      text (default), json or markdown
  --debug                    print a failure with what caused it (error codes, stacks)
  -h, --help                 this text
  --version                  the version, alone (e.g. 1.0.0)
`;

const BOOLEAN_FLAGS = ['force-conflicts', 'prune', 'adopt', 'allow-empty', 'wait', 'wait-prunes', 'lock', 'plan-cache', 'log-termination-messages', 'rollback-on-failure'] as const;
/** Flags whose value, if any, follows `=`: alone they mean all (`--allow-destructive-prunes`). */
export const OPTIONAL_VALUE_FLAGS = ['allow-destructive-prunes'] as const;

/** The flags, as node:util's parseArgs takes them; completion lists them from here. */
export const FLAGS = {
  applyset: { type: 'string' },
  file: { type: 'string', short: 'f', multiple: true },
  namespace: { type: 'string', short: 'n' },
  kubeconfig: { type: 'string' },
  context: { type: 'string' },
  'field-manager': { type: 'string' },
  'force-conflicts': { type: 'boolean' },
  prune: { type: 'boolean' },
  'max-prunes': { type: 'string' },
  'allow-destructive-prunes': { type: 'string' },
  adopt: { type: 'boolean' },
  'allow-empty': { type: 'boolean' },
  'propagation-policy': { type: 'string' },
  concurrency: { type: 'string' },
  wait: { type: 'boolean' },
  timeout: { type: 'string' },
  'wait-prunes': { type: 'boolean' },
  'prune-timing': { type: 'string' },
  replace: { type: 'string', multiple: true },
  image: { type: 'string', multiple: true },
  lock: { type: 'boolean' },
  'lock-timeout': { type: 'string' },
  'plan-cache': { type: 'boolean' },
  'retry-timeout': { type: 'string' },
  'log-termination-messages': { type: 'boolean' },
  'rollback-on-failure': { type: 'boolean' },
  targets: { type: 'string' },
  target: { type: 'string', multiple: true },
  'changed-since': { type: 'string' },
  output: { type: 'string', short: 'o' },
  debug: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean' },
} as const satisfies NonNullable<ParseArgsConfig['options']>;

/**
 * The flag that sets an action input, where their names differ. Validation (parseOptions) names
 * inputs in its messages, as the action's users know them; the CLI's messages name flags through this.
 */
const FLAG_OF_INPUT: Partial<Record<InputName, keyof typeof FLAGS>> = { manifests: 'file', 'kubeconfig-path': 'kubeconfig', 'wait-timeout': 'timeout', 'on-failure': 'rollback-on-failure', images: 'image' };

/**
 * How the CLI names an action input, or the input set to a value: `--timeout` for wait-timeout,
 * `--wait` for wait: true, `--rollback-on-failure` for on-failure: rollback (an on/off flag says
 * its value by being given).
 */
export const flagFor: InputNamer = (input, value) => {
  const flag = FLAG_OF_INPUT[input] ?? input;
  const onOff = FLAGS[flag as keyof typeof FLAGS]?.type === 'boolean';
  if (value === undefined || (onOff && value !== 'false')) return `--${flag}`;
  return onOff ? `--${flag}=false` : `--${flag} ${value}`;
};

/** The flag for an action input given as a flag (`--wait-timeout`), by one who knows the action. */
export function flagOfInputName(name: string): string | undefined {
  const flag = FLAG_OF_INPUT[name as InputName];
  return flag === undefined ? undefined : `--${flag}`;
}

const isOneOf = <T extends string>(values: readonly T[], value: string | undefined): value is T => (values as readonly (string | undefined)[]).includes(value);

/** `unknown command "aply"; did you mean apply?`. */
function unknownCommand(words: string[]): UserError {
  const [suggestion] = words.length === 1 ? closestNames(words[0]!, COMMANDS) : [];
  return new UserError(`unknown command "${words.join(' ')}"${suggestion ? `; did you mean ${suggestion}?` : ''}`, {
    hint: 'use applyset-action preview ..., apply ... or drift ... (see applyset-action help)',
  });
}

/**
 * Parses the command line: a run, with the same raw inputs the action reads (both share one
 * validation), or what the CLI answers by itself (help, version, completion).
 */
export function parseCliArgs(argv: string[]): CommandLine {
  // Nothing given: the usage, and exit 0, as kubectl, helm and docker answer.
  if (argv.length === 0) return { command: 'help', topic: undefined };
  // parseArgs has no `--flag=false` for booleans; kubectl users write --prune=false.
  const normalized = argv.map((arg) => {
    // Alone, it allows every kind; kinds are given after `=`.
    if (OPTIONAL_VALUE_FLAGS.some((flag) => arg === `--${flag}`)) return `${arg}=true`;
    const match = /^--([a-z-]+)=(true|false)$/.exec(arg);
    return match && (BOOLEAN_FLAGS as readonly string[]).includes(match[1]!) ? (match[2] === 'true' ? `--${match[1]}` : `--no-${match[1]}`) : arg;
  });
  let parsed;
  try {
    parsed = parseArgs({ args: normalized, allowPositionals: true, allowNegative: true, options: FLAGS });
  } catch (error) {
    throw explainFlagError(normalized, FLAGS, error, flagOfInputName);
  }
  const { values, positionals } = parsed;
  const [command, ...extra] = positionals;
  if (values.version) return { command: 'version' };
  if (command === 'help' || values.help) {
    const topic = command === 'help' ? extra[0] : command;
    if (topic === undefined) return { command: 'help', topic };
    if (isOneOf(COMMANDS, topic) && extra.length <= (command === 'help' ? 1 : 0)) return { command: 'help', topic };
    throw unknownCommand(command === 'help' ? extra : positionals);
  }
  if (command === 'completion') {
    const [shell] = extra;
    if (isOneOf(SHELLS, shell) && extra.length === 1) return { command: 'completion', shell };
    const [suggestion] = shell === undefined ? [] : closestNames(shell, SHELLS);
    throw new UserError(`completion needs a shell, bash or zsh${shell === undefined ? '' : `, not "${extra.join(' ')}"`}${suggestion ? `; did you mean ${suggestion}?` : ''}`, {
      hint: 'e.g. source <(applyset-action completion bash) in ~/.bashrc',
    });
  }
  if (command === undefined) throw new UserError('no command given', { hint: 'use applyset-action preview ..., apply ... or drift ... (see applyset-action help)' });
  if (!isOneOf(RUN_COMMANDS, command) || extra.length > 0) throw unknownCommand(positionals);
  const output = values.output ?? 'text';
  if (!isOneOf(OUTPUT_FORMATS, output)) {
    throw new UserError(`--output must be text, json or markdown, not "${output}"`);
  }
  const bool = (v: boolean | undefined) => (v === undefined ? undefined : String(v));
  const inputs: RawInputs = {
    // A drift check is a preview; only its verdict differs.
    mode: command === 'drift' ? 'preview' : command,
    manifests: (values.file ?? []).join('\n'),
    applyset: values.applyset,
    namespace: values.namespace,
    'kubeconfig-path': values.kubeconfig,
    context: values.context,
    'field-manager': values['field-manager'],
    'force-conflicts': bool(values['force-conflicts']),
    prune: bool(values.prune),
    'max-prunes': values['max-prunes'],
    'allow-destructive-prunes': values['allow-destructive-prunes'],
    adopt: bool(values.adopt),
    'allow-empty': bool(values['allow-empty']),
    'propagation-policy': values['propagation-policy'],
    concurrency: values.concurrency,
    wait: bool(values.wait),
    'wait-timeout': values.timeout,
    'wait-prunes': bool(values['wait-prunes']),
    'prune-timing': values['prune-timing'],
    replace: values.replace?.join(','),
    lock: bool(values.lock),
    'lock-timeout': values['lock-timeout'],
    'plan-cache': bool(values['plan-cache']),
    'retry-timeout': values['retry-timeout'],
    'log-termination-messages': bool(values['log-termination-messages']),
    'on-failure': values['rollback-on-failure'] ? 'rollback' : undefined,
    images: values.image?.join('\n'),
  };
  const targets = targetsOf(values.targets, values.target, values['changed-since'], inputs);
  return { command, inputs: command === 'drift' ? { ...inputs, ...DRIFT_INPUTS } : inputs, output, ...(targets ? { targets } : {}), ...(values.debug ? { debug: true } : {}) };
}

/** --targets and --target; a set's own flags beside --targets are refused, as the file names each target's. */
function targetsOf(file: string | undefined, names: string[] | undefined, changedSince: string | undefined, inputs: RawInputs): CliCommand['targets'] {
  if (file === undefined) {
    if (names?.length || changedSince !== undefined) {
      throw new UserError(`${names?.length ? '--target' : '--changed-since'} needs --targets`, { hint: 'name the targets file, e.g. --targets .github/applysets.yaml --target shop-staging' });
    }
    return undefined;
  }
  const clash = (['manifests', 'applyset', 'namespace'] as const).filter((input) => inputs[input]);
  if (clash.length > 0) {
    throw new UserError(`${clash.map((input) => flagFor(input)).join(', ')} cannot be given with --targets`, { hint: 'the targets file gives each target its manifests, parent and namespace' });
  }
  return { file, names: names ?? [], changedSince };
}

/**
 * The output format a command line asks for, read without parsing it: a line that does not parse
 * still gets its error as JSON when JSON was asked for.
 */
export function requestedOutput(argv: readonly string[]): OutputFormat {
  let format: string | undefined;
  argv.forEach((arg, i) => {
    const inline = /^(?:--output=|-o=?)(.+)$/.exec(arg);
    if (inline) format = inline[1];
    else if (arg === '--output' || arg === '-o') format = argv[i + 1];
  });
  return isOneOf(OUTPUT_FORMATS, format) ? format : 'text';
}
