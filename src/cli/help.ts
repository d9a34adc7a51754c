import type { FlagSpec, Flags } from '../options/flagSpec.ts';
import { COMMAND_NAMES, COMMANDS, type CommandName } from './registry.ts';
import { RUN_FLAGS } from './runFlags.ts';
import type { Topic } from './parseCliArgs.ts';

/** Where a flag's help starts: after its name, or on the next line when the name is longer. */
const HELP_COLUMN = 29;

/** `  -n, --namespace <ns>       namespace of the parent ...`: one flag as help lists it. */
function flagLines(name: string, flag: FlagSpec): string {
  const label = `  ${flag.short ? `-${flag.short}, ` : ''}${flag.shown ?? `--${name}${flag.value ? ` ${flag.value}` : ''}`}`;
  const text = flag.help.split('\n').join(`\n${' '.repeat(HELP_COLUMN)}`);
  return label.length < HELP_COLUMN
    ? `${label.padEnd(HELP_COLUMN)}${text}`
    : `${label}\n${' '.repeat(HELP_COLUMN)}${text}`;
}

/** A command's options section. */
const flagsText = (flags: Flags) =>
  Object.entries(flags)
    .map(([name, flag]) => flagLines(name, flag))
    .join('\n');
const optionsText = (flags: Flags) => `Options:\n${flagsText(flags)}`;

/** The commands as the usage groups them, as kubectl, helm and flux group theirs; every command of the registry is in one. */
export const COMMAND_GROUPS = {
  'Run a deploy': ['preview', 'apply', 'drift'],
  'Render without a cluster': ['render', 'render-diff'],
  'Inspect sets': ['list', 'view', 'tree', 'history', 'verify'],
  'Maintain sets': ['disband', 'delete', 'migrate'],
} as const satisfies Record<string, readonly CommandName[]>;

/** The summaries of the CLI's own commands (usage and completion); each registered command gives its own. */
export const OWN_SUMMARIES: Record<Exclude<Topic, CommandName>, string> = {
  completion: 'print a bash, zsh or fish completion script',
  help: 'describe the CLI or one command',
  version: 'print the version alone (as --version)',
};

const commandLine = (name: string, summary: string) => `  ${name.padEnd(12)}${summary}`;

/** The flags every command that talks to a cluster takes (-n, --kubeconfig, --context, -o, --help, --version): the usage's global flags. */
function globalFlags(): Flags {
  // The render commands talk to no cluster: the flags of those that do are the usage's global ones.
  const offline: readonly string[] = COMMAND_GROUPS['Render without a cluster'];
  const [first, ...rest] = COMMAND_NAMES.filter((name) => !offline.includes(name)).map(
    (name) => COMMANDS[name].flags as Flags,
  );
  const shared = Object.keys(first!).filter((name) => rest.every((flags) => flags[name]));
  // Each command's help words a shared flag for itself (-n: the parent's namespace); here the run commands' words.
  const run = RUN_FLAGS as Flags;
  return {
    ...Object.fromEntries(shared.map((name) => [name, run[name] ?? first![name]!])),
    output: {
      ...RUN_FLAGS.output,
      help: "output format: text (default), json, ...; each command's help lists its own",
    },
    help: RUN_FLAGS.help,
    version: RUN_FLAGS.version,
  };
}

export const USAGE = `applyset-action deploys Kubernetes manifests as an ApplySet: a preview (server-side dry run),
an apply that waits until the objects are ready, and a prune of what left the manifests.

Usage: applyset-action <command> [options]

${Object.entries(COMMAND_GROUPS)
  .map(([group, names]) => `${group}:\n${names.map((name) => commandLine(name, COMMANDS[name].summary)).join('\n')}`)
  .join('\n\n')}

Other commands:
${Object.entries(OWN_SUMMARIES)
  .map(([name, summary]) => commandLine(name, summary))
  .join('\n')}

Global options:
${flagsText(globalFlags())}

Examples:
  applyset-action preview --applyset shop -n shop -f k8s/
  applyset-action apply --applyset shop -n shop -f k8s/

applyset-action help <command> (or <command> --help) lists a command's own options.
`;

const OWN_HELP = {
  completion: `Usage: applyset-action completion bash|zsh|fish

Prints a script that completes applyset-action's commands, its flags, and the values of the flags
that take one of a few (--output, --propagation-policy, --prune-timing, ...). To have it in every shell:
  bash: source <(applyset-action completion bash)    in ~/.bashrc
  zsh:  source <(applyset-action completion zsh)     in ~/.zshrc, after compinit
  fish: applyset-action completion fish > ~/.config/fish/completions/applyset-action.fish
`,
  help: USAGE,
  version: `Usage: applyset-action version

Prints the version alone (e.g. 1.0.0), as --version does, for scripts to compare.
`,
};

/** `--help`, `help` and `help <command>`: the whole usage, or one command's. */
export function helpText(topic: Topic | undefined): string {
  if (topic === undefined) return USAGE.trimEnd();
  if (topic === 'completion' || topic === 'help' || topic === 'version') return OWN_HELP[topic].trimEnd();
  const spec = COMMANDS[topic];
  return [spec.usage, spec.about, optionsText(spec.flags), ...(spec.exitCodes ? [spec.exitCodes] : [])].join('\n\n');
}
