import { type CommandName, USAGE } from './cliArgs.ts';
import { TOOLING_HELP } from './commands/toolingArgs.ts';

/** The options as the whole help lists them: every run command takes them all. */
const OPTIONS = USAGE.slice(USAGE.indexOf('\nOptions:\n') + 1);

const runUsage = (command: string) => `Usage: applyset-action ${command} --applyset <parent> --file <path|glob> [--file ...] [options]`;

const COMMAND_HELP: Record<CommandName, string> = {
  preview: `${runUsage('preview')}

Shows what apply would do, writing nothing, not even the ApplySet parent or its lock: a server-side
dry run of every object, and what would be created, updated, replaced, pruned or kept, with a diff
of each update (Secret values masked). Exits 0, or 1 on an error.

${OPTIONS}`,
  apply: `${runUsage('apply')}

Applies the manifests with server-side apply, in dependency order, under the ApplySet's lock; waits
until what was applied is ready (--wait=false not to), then prunes the members that left the
manifests (see --prune-timing) and records the set on its parent. Exits 0, or 1 on an error or a
rollout that failed or timed out.

${OPTIONS}`,
  drift: `${runUsage('drift')}

Previews, and exits with 2 when the cluster differs from the manifests (anything to create, update
or prune), 0 when it matches, 1 on an error: a check to run on a schedule.

${OPTIONS}`,
  ...TOOLING_HELP,
  completion: `Usage: applyset-action completion bash|zsh

Prints a script that completes applyset-action's commands, its flags, and the values of the flags
that take one of a few (--output, --propagation-policy, --prune-timing, ...). To have it in every shell:
  bash: source <(applyset-action completion bash)    in ~/.bashrc
  zsh:  source <(applyset-action completion zsh)     in ~/.zshrc, after compinit
`,
  help: USAGE,
};

/** `--help`, `help` and `help <command>`: the whole usage, or one command's. */
export function helpText(topic: CommandName | undefined): string {
  return (topic === undefined ? USAGE : COMMAND_HELP[topic]).trimEnd();
}
