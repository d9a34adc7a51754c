import { parseArgs } from 'node:util';
import { errorMessage, UserError } from './errors.ts';
import type { RawInputs } from './options.ts';
import { DRIFT_INPUTS } from './report/drift.ts';

export type OutputFormat = 'text' | 'json' | 'markdown';

export interface CliCommand {
  command: 'preview' | 'apply' | 'drift' | 'help' | 'version';
  inputs: RawInputs;
  output: OutputFormat;
}

export const USAGE = `Usage: applyset-action preview|apply|drift --applyset <parent> --file <path|glob> [--file ...] [options]
       applyset-action list|view|history|verify|disband|delete --applyset <parent> [options]   (see <command> --help)

Preview (server-side dry run) or apply a set of Kubernetes manifests as an ApplySet, pruning
the objects that left the manifests. drift previews and exits with 2 when the cluster differs
from the manifests (anything to create, update or prune), 0 when it matches, 1 on an error.
list, view and history read the ApplySets you can see, their members and their deploys; verify
finds members their parent does not record (invisible to prune), and --fix records them;
disband unlabels a set's members (they stay) and deletes its parent; delete deletes them all.

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
  --lock=false               apply without taking the ApplySet's Lease (not recommended)
  --lock-timeout <duration>  how long an apply waits for another run's Lease (default 10m)
  --retry-timeout <duration> how long requests are retried while the API server is
                             unreachable or overloaded (default 2m)
  --log-termination-messages print a failed container's whole termination message (which
                             may hold the end of its log); by default only its first line
  --rollback-on-failure      when the rollout fails or times out, deploy again the last commit
                             the ApplySet's history records as healthy (read from a temporary
                             git worktree of the manifests' repository), then exit 1 all the same
  -o, --output <format>      text (default), json or markdown
  -h, --help                 this text
  --version                  the version
`;

const BOOLEAN_FLAGS = ['force-conflicts', 'prune', 'adopt', 'allow-empty', 'wait', 'wait-prunes', 'lock', 'log-termination-messages', 'rollback-on-failure'] as const;

/** Parses the command line into the same raw inputs the action reads, so both share one validation. */
export function parseCliArgs(argv: string[]): CliCommand {
  // parseArgs has no `--flag=false` for booleans; kubectl users write --prune=false.
  const normalized = argv.map((arg) => {
    // Alone, it allows every kind; kinds are given after `=`.
    if (arg === '--allow-destructive-prunes') return `${arg}=true`;
    const match = /^--([a-z-]+)=(true|false)$/.exec(arg);
    return match && (BOOLEAN_FLAGS as readonly string[]).includes(match[1]!) ? (match[2] === 'true' ? `--${match[1]}` : `--no-${match[1]}`) : arg;
  });
  let parsed;
  try {
    parsed = parseArgs({
      args: normalized,
      allowPositionals: true,
      allowNegative: true,
      options: {
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
        lock: { type: 'boolean' },
        'lock-timeout': { type: 'string' },
        'retry-timeout': { type: 'string' },
        'log-termination-messages': { type: 'boolean' },
        'rollback-on-failure': { type: 'boolean' },
        output: { type: 'string', short: 'o' },
        help: { type: 'boolean', short: 'h' },
        version: { type: 'boolean' },
      },
    });
  } catch (error) {
    throw new UserError(errorMessage(error), { hint: 'run applyset-action --help for the options' });
  }
  const { values, positionals } = parsed;
  if (values.help) return { command: 'help', inputs: {}, output: 'text' };
  if (values.version) return { command: 'version', inputs: {}, output: 'text' };
  const [command, ...extra] = positionals;
  if ((command !== 'preview' && command !== 'apply' && command !== 'drift') || extra.length > 0) {
    throw new UserError(command === undefined ? 'no command given' : `unknown command "${[command, ...extra].join(' ')}"`, {
      hint: 'use applyset-action preview ..., apply ... or drift ... (see --help)',
    });
  }
  const output = values.output ?? 'text';
  if (output !== 'text' && output !== 'json' && output !== 'markdown') {
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
    'retry-timeout': values['retry-timeout'],
    'log-termination-messages': bool(values['log-termination-messages']),
    'on-failure': values['rollback-on-failure'] ? 'rollback' : undefined,
  };
  return { command, inputs: command === 'drift' ? { ...inputs, ...DRIFT_INPUTS } : inputs, output };
}
