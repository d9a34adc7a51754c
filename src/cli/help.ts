import type { FlagSpec, Flags } from '../commands/commandSpec.ts';
import { COMMAND_NAMES, COMMANDS } from '../commands/registry.ts';
import { RUN_FLAGS } from '../commands/runFlags.ts';
import type { RunCommandName } from '../commands/runArgs.ts';
import type { Topic } from './parseCliArgs.ts';

const RUN_COMMANDS: readonly string[] = ['preview', 'apply', 'drift'] satisfies RunCommandName[];
/** The commands on sets, as the usage names them. */
const SET_COMMANDS = COMMAND_NAMES.filter((name) => !RUN_COMMANDS.includes(name));

/** Where a flag's help starts: after its name, or on the next line when the name is longer. */
const HELP_COLUMN = 29;

/** `  -n, --namespace <ns>       namespace of the parent ...`: one flag as help lists it. */
function flagLines(name: string, flag: FlagSpec): string {
  const label = `  ${flag.short ? `-${flag.short}, ` : ''}${flag.shown ?? `--${name}${flag.value ? ` ${flag.value}` : ''}`}`;
  const text = flag.help.split('\n').join(`\n${' '.repeat(HELP_COLUMN)}`);
  return label.length < HELP_COLUMN ? `${label.padEnd(HELP_COLUMN)}${text}` : `${label}\n${' '.repeat(HELP_COLUMN)}${text}`;
}

/** A command's options section. */
const optionsText = (flags: Flags) => `Options:\n${Object.entries(flags).map(([name, flag]) => flagLines(name, flag)).join('\n')}`;

export const USAGE = `Usage: applyset-action preview|apply|drift --applyset <parent> --file <path|glob> [--file ...] [options]
       applyset-action preview|apply|drift --targets <file> [--target <name> ...] [options]
       applyset-action ${SET_COMMANDS.join('|')} --applyset <parent> [options]
       applyset-action completion bash|zsh|fish
       applyset-action help [command]

Preview (server-side dry run) or apply a set of Kubernetes manifests as an ApplySet, pruning
the objects that left the manifests. drift previews and exits with 2 when the cluster differs
from the manifests (anything to create, update or prune), 0 when it matches, 1 on an error.
list, view, tree and history read the ApplySets you can see, their members (tree groups them by
kind) and their deploys; verify finds members their parent does not record (invisible to prune),
and --fix records them; disband unlabels a set's members (they stay) and deletes its parent;
delete deletes them all; migrate takes over a set pruned by label (kubectl apply --prune -l).
applyset-action help <command> describes one command and its options.

${optionsText(RUN_FLAGS)}
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
};

/** `--help`, `help` and `help <command>`: the whole usage, or one command's. */
export function helpText(topic: Topic | undefined): string {
  if (topic === undefined) return USAGE.trimEnd();
  if (topic === 'completion' || topic === 'help') return OWN_HELP[topic].trimEnd();
  const spec = COMMANDS[topic];
  return [spec.usage, spec.about, optionsText(spec.flags), ...(spec.exitCodes ? [spec.exitCodes] : [])].join('\n\n');
}
