import { parseArgs } from 'node:util';
import { parseParentRef, type ParentRef } from '../applyset/parentRef.ts';
import { errorMessage, UserError } from '../errors.ts';
import { parseGroupKind, type GroupKind } from '../kube/objectRef.ts';
import { destructiveConsent, parseDuration, type DestructiveConsent } from '../options.ts';
import type { SetTarget } from './openSet.ts';

/** The commands on ApplySets besides preview/apply/drift: KEP-3659's tooling that kubectl never shipped. */
export const TOOLING_COMMANDS = ['list', 'view', 'history', 'verify', 'disband', 'delete', 'migrate'] as const;
export type ToolingCommandName = (typeof TOOLING_COMMANDS)[number];

export type ToolingOutput = 'text' | 'json' | 'yaml' | 'name';

export interface ToolingCommand {
  command: ToolingCommandName;
  help: false;
  /** The set (list: only the connection and -n); its parent's namespace from -n or the kubeconfig's context. */
  target: Omit<SetTarget, 'applyset'> & { applyset: ParentRef | undefined };
  /** list -A: every namespace. */
  allNamespaces: boolean;
  output: ToolingOutput;
  health: boolean;
  /** verify --fix: the parent made to record exactly where its members are. */
  fix: boolean;
  /** migrate: the legacy prune's label selector, its kinds (undefined: kubectl's allow-list), and whether only to list. */
  selector: string | undefined;
  kinds: GroupKind[] | undefined;
  dryRun: boolean;
  yes: boolean;
  adopt: boolean;
  consent: DestructiveConsent | undefined;
  timeoutMs: number;
  lockTimeoutSeconds: number;
  fieldManager: string;
}

const CONNECTION = `  -n, --namespace <ns>       namespace of the parent (default: the kubeconfig context's)
  --kubeconfig <path>        kubeconfig file (default: KUBECONFIG, then ~/.kube/config)
  --context <name>           kubeconfig context`;
const PARENT = `  --applyset <parent>        the parent: NAME (a Secret), secrets/NAME, configmaps/NAME,
                             or RESOURCE[.VERSION].GROUP/NAME`;
const WRITE = `  --adopt                    act on a set another tool (kubectl) manages
  --lock-timeout <duration>  how long to wait for another run's lock (default 10m)
  --field-manager <name>     field manager of the writes to members (default applyset-action)`;
const EXIT_READ = `Exit codes: 0 done; 1 an error (no such parent, a refused request, bad flags).`;

/** `applyset-action <command> --help`: what the command does, its flags, its exit codes. */
export const TOOLING_HELP: Record<ToolingCommandName, string> = {
  list: `Usage: applyset-action list [-n NS | -A] [-o text|json]

Lists every ApplySet parent you can read: Secrets and ConfigMaps with the applyset.kubernetes.io/id
label, and custom resources of kinds whose CRD carries applyset.kubernetes.io/is-parent-type. For
each: the parent, its tooling (ours, kubectl, other), the member count (found the way prune finds
members), the kinds and namespaces it records, the last deploy its history records.

Options:
  -A, --all-namespaces       every namespace
${CONNECTION}
  -o, --output <format>      text (default) or json

${EXIT_READ}
`,
  view: `Usage: applyset-action view --applyset <parent> [-n NS] [-o name|json|yaml|text] [--health]

The set's members, found the way prune finds them: one metadata-only LIST per recorded kind and
namespace. -o name prints kubectl names (configmap/app), one a line, for other tools.

Options:
${PARENT}
${CONNECTION}
  --health                   read whole objects and say each one's health (kstatus's rules)
  -o, --output <format>      text (default), name, json or yaml

${EXIT_READ}
`,
  history: `Usage: applyset-action history --applyset <parent> [-n NS] [-o text|json]

The deploys the parent records (applyset-action.github.io/history, the last 10), newest first:
time, result, commit, actor, counts (+created ~updated -pruned) and the run's link.

Options:
${PARENT}
${CONNECTION}
  -o, --output <format>      text (default) or json

${EXIT_READ}
`,
  verify: `Usage: applyset-action verify (--applyset <parent> [-n NS] | -A) [--fix [--adopt]] [-o text|json]

The fsck KEP-3659 describes. A full scan, not prune's: every kind the cluster serves, one
cluster-wide metadata-only LIST each with the part-of selector, compared with the parent. It
reports members outside the recorded kinds or namespaces (leaked: prune never looks for them),
recorded kinds and namespaces with no member, parents whose ID label does not match their
identity, and (-A) members whose parent is gone (orphans). --fix, under the set's lock, makes the
parent record exactly where its members are: the next apply prunes the leaked ones. With -A,
--fix fixes every inconsistent set, each under its own lock, and says per set what it did or why not.

Options:
${PARENT}
  -A, --all-namespaces       every set the caller can read
${CONNECTION}
  --fix                      make the parent record where its members are (kinds and namespaces)
${WRITE}
  -o, --output <format>      text (default) or json

Exit codes: 0 nothing leaked (or --fix fixed it); 1 a member leaked, or an error.
`,
  disband: `Usage: applyset-action disband --applyset <parent> [-n NS] [--adopt] [-o text|json]

Dissolves the set, under its lock: removes the applyset.kubernetes.io/part-of label from every member
(the objects stay, no longer managed), then deletes the parent.

Options:
${PARENT}
${CONNECTION}
${WRITE}
  -o, --output <format>      text (default) or json

Exit codes: 0 disbanded; 1 an error (nothing changed when it came before the first member).
`,
  delete: `Usage: applyset-action delete --applyset <parent> [-n NS] [--yes] [--adopt] [-o text|json]

Deletes the set, under its lock: every member in reverse apply order (webhooks first, Namespaces and
CRDs last), each stage gone before the next, then the parent and the lock's Lease. From a terminal
it needs --yes. A Namespace, CRD, PersistentVolumeClaim or PersistentVolume member needs
--allow-destructive-prunes, as its prune would; without it nothing is deleted.

Options:
${PARENT}
${CONNECTION}
  -y, --yes                  delete without asking (needed when stdin is a terminal)
  --allow-destructive-prunes[=<kinds>]
                             allow deleting Namespaces, CRDs and volumes: all, or the kinds given
  --timeout <duration>       how long to wait for the members to be gone (default 5m)
${WRITE}
  -o, --output <format>      text (default) or json

Exit codes: 0 deleted; 1 an error, a refusal (no --yes, no consent: nothing deleted) or members not
gone in time (the parent is kept: run delete again).
`,
  migrate: `Usage: applyset-action migrate --applyset <parent> [-n NS] -l, --selector key=val [--kinds K,...] [--dry-run] [-o text|json]

KEP-3659's generate-applyset: takes over a set pruned the legacy way (kubectl apply --prune -l
key=val). The objects legacy prune would consider (the selector; kubectl's default allow-list of kinds
unless --kinds names them; in the namespace, cluster-wide for Namespaces and PersistentVolumes; made
by kubectl apply) become members, under the set's lock: the parent is written first, recording
exactly their kinds and namespaces, then each object gets the part-of label, and the fields kubectl's
client-side apply owned are handed to --field-manager's server-side apply (as kubectl's csaupgrade
does). The first apply of the same manifests after it, with that field manager, writes nothing and
prunes what the legacy prune would have.

Options:
${PARENT}
${CONNECTION}
  -l, --selector <key=val>   the label selector the legacy prune used
  --kinds <kinds>            Kind or Kind.group, comma-separated (default: kubectl's allow-list)
  --dry-run                  list what it would take; write nothing
  --lock-timeout <duration>  how long to wait for another run's lock (default 10m)
  --field-manager <name>     the applies' field manager, which takes the fields over (default applyset-action)
  -o, --output <format>      text (default) or json

Exit codes: 0 done; 1 an error, or a refusal (the parent exists, an object belongs to a set: nothing written).
`,
};

/** The tooling commands' flags, as node:util's parseArgs takes them; each command's --help says which are its own. */
export const TOOLING_FLAGS = {
  applyset: { type: 'string' },
  namespace: { type: 'string', short: 'n' },
  'all-namespaces': { type: 'boolean', short: 'A' },
  kubeconfig: { type: 'string' },
  context: { type: 'string' },
  output: { type: 'string', short: 'o' },
  health: { type: 'boolean' },
  fix: { type: 'boolean' },
  selector: { type: 'string', short: 'l' },
  kinds: { type: 'string' },
  'dry-run': { type: 'boolean' },
  yes: { type: 'boolean', short: 'y' },
  adopt: { type: 'boolean' },
  'allow-destructive-prunes': { type: 'string' },
  timeout: { type: 'string' },
  'lock-timeout': { type: 'string' },
  'field-manager': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

export type ToolingFlag = keyof typeof TOOLING_FLAGS;

/** A command's own flags, in the order its --help lists them (completion offers these). */
export function toolingFlagsOf(command: ToolingCommandName): ToolingFlag[] {
  const listed = [...TOOLING_HELP[command].matchAll(/^ {2}(?:-\w, )?--([a-z-]+)/gm)].map((match) => match[1] as ToolingFlag);
  return [...new Set(listed), 'help'];
}

/** The outputs each command prints. */
export const OUTPUTS: Record<ToolingCommandName, readonly ToolingOutput[]> = {
  list: ['text', 'json'],
  view: ['text', 'json', 'yaml', 'name'],
  history: ['text', 'json'],
  verify: ['text', 'json'],
  disband: ['text', 'json'],
  delete: ['text', 'json'],
  migrate: ['text', 'json'],
};

export function isToolingCommand(name: string | undefined): name is ToolingCommandName {
  return (TOOLING_COMMANDS as readonly string[]).includes(name ?? '');
}

/** Parses `applyset-action <command> ...` for the tooling commands. */
export function parseToolingArgs(argv: string[]): ToolingCommand | { command: ToolingCommandName; help: true } {
  const normalized = argv.map((arg) => (arg === '--allow-destructive-prunes' ? `${arg}=true` : arg));
  let parsed;
  try {
    parsed = parseArgs({
      args: normalized,
      allowPositionals: true,
      options: TOOLING_FLAGS,
    });
  } catch (error) {
    throw new UserError(errorMessage(error), { hint: `run applyset-action ${argv[0] ?? ''} --help for the options` });
  }
  const { values, positionals } = parsed;
  const [command, ...extra] = positionals;
  if (!isToolingCommand(command) || extra.length > 0) throw new UserError(`unknown command "${positionals.join(' ')}"`, { hint: 'see applyset-action --help' });
  const output = (values.output ?? 'text') as ToolingOutput;
  if (values.help) return { command, help: true };
  const base = { command, help: false as const, allNamespaces: values['all-namespaces'] ?? false, output, health: values.health ?? false, fix: values.fix ?? false, selector: values.selector, kinds: values.kinds?.split(',').map((kind) => kind.trim()).filter((kind) => kind !== '').map(parseGroupKind), dryRun: values['dry-run'] ?? false, yes: values.yes ?? false, adopt: values.adopt ?? false };
  const connection = { kubeconfigPath: values.kubeconfig, context: values.context, concurrency: 32 };
  if (!OUTPUTS[command].includes(output)) throw new UserError(`${command} -o must be ${OUTPUTS[command].slice(0, -1).join(', ')} or ${OUTPUTS[command].at(-1)}, not "${values.output}"`);
  if (command === 'verify' && !values.applyset !== Boolean(values['all-namespaces'])) throw new UserError('verify needs --applyset (one set) or -A (every set)');
  if (command === 'migrate' && !values.selector) throw new UserError('migrate needs --selector, the label selector kubectl apply --prune -l was given', { hint: 'e.g. applyset-action migrate --applyset my-app -n my-namespace --selector app=my-app' });
  if (command !== 'list' && command !== 'verify' && !values.applyset) throw new UserError(`${command} needs --applyset`, { hint: `e.g. applyset-action ${command} --applyset my-app -n my-namespace` });
  if (values['all-namespaces'] && values.namespace) throw new UserError('give -n or -A, not both');
  const errors: UserError[] = [];
  const consent = destructiveConsent(values['allow-destructive-prunes'] ?? 'false', '--allow-destructive-prunes', errors);
  if (errors[0]) throw errors[0];
  return {
    ...base,
    target: { ...connection, applyset: values.applyset === undefined ? undefined : parseParentRef(values.applyset), namespace: values.namespace },
    consent,
    timeoutMs: duration(values.timeout, '5m', '--timeout'),
    lockTimeoutSeconds: duration(values['lock-timeout'], '10m', '--lock-timeout') / 1000,
    fieldManager: values['field-manager'] ?? 'applyset-action',
  };
}

function duration(text: string | undefined, fallback: string, flag: string): number {
  const ms = parseDuration(text ?? fallback);
  if (ms === undefined) throw new UserError(`${flag} must be a duration such as 90s or 5m, not "${text}"`);
  return ms;
}
