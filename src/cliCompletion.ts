import { COMMANDS, FLAGS, OPTIONAL_VALUE_FLAGS, OUTPUT_FORMATS, RUN_COMMANDS, type Shell, SHELLS, USAGE } from './cliArgs.ts';
import { OUTPUTS, TOOLING_COMMANDS, TOOLING_FLAGS, TOOLING_HELP, toolingFlagsOf, type ToolingCommandName } from './commands/toolingArgs.ts';
import { DESTRUCTIVE_KINDS, PROPAGATION_POLICIES, PRUNE_TIMINGS } from './options.ts';

type FlagName = keyof typeof FLAGS;

/** What a flag's value completes to: one of a few words, a file, a kubeconfig context, or nothing offered. */
type ValueCompletion = readonly string[] | 'file' | 'context' | 'none';

/** The flags whose values can be completed; any other flag that takes a value is offered nothing. */
const VALUES: Partial<Record<FlagName, ValueCompletion>> = {
  output: OUTPUT_FORMATS,
  'propagation-policy': PROPAGATION_POLICIES,
  'prune-timing': PRUNE_TIMINGS,
  'allow-destructive-prunes': DESTRUCTIVE_KINDS,
  file: 'file',
  kubeconfig: 'file',
  targets: 'file',
  context: 'context',
};

const COMMAND_SUMMARIES: Record<(typeof COMMANDS)[number], string> = {
  preview: 'show what an apply would do, writing nothing',
  apply: 'apply, wait until ready, prune what left the manifests',
  drift: 'preview; exit 2 when the cluster differs from the manifests',
  list: 'list the ApplySets you can read',
  view: 'list a set\'s members (and their health)',
  history: 'show the deploys a set\'s parent records',
  verify: 'find members their parent does not record; --fix records them',
  disband: 'unlabel a set\'s members (they stay), delete its parent',
  delete: 'delete a set\'s members, then its parent and lock',
  migrate: 'take over a set pruned by label (kubectl apply --prune -l)',
  completion: 'print a bash or zsh completion script',
  help: 'describe the CLI or one command',
};

/** One flag as completion offers it. */
interface FlagSpec {
  name: string;
  short: string | undefined;
  multiple: boolean;
  /** On or off: offered alone; `values` are what may follow `=` (none for the tooling commands, which take no `=false`). */
  boolean: boolean;
  /** Its value, if any, follows `=` only: alone it needs none. */
  attachedOnly: boolean;
  values: ValueCompletion;
  description: string;
}

/**
 * Each flag's description as --help gives it, its first clause (at most a line): the help is the one
 * place flags are described. `--prune=false` is described as what `=false` does.
 */
function descriptions(help: string): Map<string, string> {
  const found = new Map<string, string>();
  let current: { flag: string; off: boolean; text: string[] } | undefined;
  const finish = () => {
    if (!current || found.has(current.flag)) return;
    const whole = current.text.join(' ').split(/;|\.\s+(?=[A-Z])/)[0]!.replace(/[.,]$/, '');
    const clause = whole.length <= 80 ? whole : `${whole.slice(0, whole.lastIndexOf(' ', 76))} ...`;
    found.set(current.flag, current.off ? `=false: ${clause}` : clause);
  };
  for (const line of help.slice(help.indexOf('\nOptions:\n')).split('\n')) {
    const entry = /^ {2}(?:-\w, )?--([a-z-]+)(=false)?\S*(?: <[^>]+>)?(?:\s+(.*))?$/.exec(line);
    if (entry) {
      finish();
      current = { flag: entry[1]!, off: entry[2] !== undefined, text: entry[3] ? [entry[3]] : [] };
    } else if (/^\s{3,}\S/.test(line)) current?.text.push(line.trim());
  }
  finish();
  return found;
}

/** preview, apply and drift: the flags of cliArgs.ts. */
function runFlags(): FlagSpec[] {
  const described = descriptions(USAGE);
  return (Object.keys(FLAGS) as FlagName[]).map((name) => {
    const flag: { type: string; short?: string; multiple?: boolean } = FLAGS[name];
    const boolean = flag.type === 'boolean';
    return {
      name, short: flag.short, multiple: flag.multiple ?? false, boolean,
      attachedOnly: boolean || (OPTIONAL_VALUE_FLAGS as readonly string[]).includes(name),
      values: boolean ? ['true', 'false'] : (VALUES[name] ?? 'none'),
      description: described.get(name) ?? name,
    };
  });
}

/** A tooling command's own flags, as its --help lists them. */
function toolingFlags(command: ToolingCommandName): FlagSpec[] {
  const described = descriptions(TOOLING_HELP[command]);
  const values: Partial<Record<string, ValueCompletion>> = { output: OUTPUTS[command], 'allow-destructive-prunes': DESTRUCTIVE_KINDS, kubeconfig: 'file', context: 'context' };
  return toolingFlagsOf(command).map((name) => {
    const flag: { type: string; short?: string } = TOOLING_FLAGS[name];
    return {
      name, short: flag.short, multiple: false, boolean: flag.type === 'boolean',
      attachedOnly: (OPTIONAL_VALUE_FLAGS as readonly string[]).includes(name),
      values: flag.type === 'boolean' ? 'none' : (values[name] ?? 'none'),
      description: name === 'help' ? 'show the command\'s help' : (described.get(name) ?? name),
    };
  });
}

/** The commands that take flags, in groups completed alike: preview|apply|drift share theirs. */
const flagGroups = (): { commands: readonly string[]; flags: FlagSpec[] }[] => [
  { commands: RUN_COMMANDS, flags: runFlags() },
  ...TOOLING_COMMANDS.map((command) => ({ commands: [command], flags: toolingFlags(command) })),
];

/** A script for bash: `source <(applyset-action completion bash)`. */
function bashScript(): string {
  const groups = flagGroups();
  const spelled = (flag: FlagSpec) => [flag.short ? `-${flag.short}` : '', `--${flag.name}`].filter(Boolean).join('|');
  const offered = (value: ValueCompletion): string =>
    value === 'file' ? 'compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -f -- "$cur"))'
      : value === 'context' ? 'COMPREPLY=($(compgen -W "$(kubectl config get-contexts -o name 2>/dev/null)" -- "$cur"))'
      : value === 'none' ? 'COMPREPLY=()'
      : `COMPREPLY=($(compgen -W "${value.join(' ')}" -- "$cur"))`;
  const valueCases = (flags: FlagSpec[]) => flags
    .filter((flag) => flag.name !== 'help' && flag.name !== 'version' && !(flag.boolean && flag.values === 'none'))
    .map((flag) => `        ${spelled(flag)}) ${flag.attachedOnly ? `[[ -n $attached ]] && { ${offered(flag.values)}; return; }` : `${offered(flag.values)}; return`} ;;`);
  const takingValue = new Set(groups.flatMap(({ flags }) => flags.filter((flag) => !flag.boolean && !flag.attachedOnly).map(spelled)));
  const commandCases = groups.map(({ commands, flags }, i) => {
    const names = flags.map((flag) => `--${flag.name}`).join(' ');
    // Before any command (the first group's place), a word that is not a flag is a command.
    const offer = i === 0
      ? `if [[ -z $command && $cur != -* ]]; then COMPREPLY=($(compgen -W "${COMMANDS.join(' ')}" -- "$cur"))
      else COMPREPLY=($(compgen -W "${names}" -- "$cur")); fi`
      : `COMPREPLY=($(compgen -W "${names}" -- "$cur"))`;
    return `    ${i === 0 ? "''|" : ''}${commands.join('|')})
      case $prev in
${valueCases(flags).join('\n')}
      esac
      ${offer} ;;`;
  });
  return `# bash completion for applyset-action: source <(applyset-action completion bash)
_applyset_action() {
  local cur=\${COMP_WORDS[COMP_CWORD]} prev=\${COMP_WORDS[COMP_CWORD-1]:-} attached= i command=
  # --flag=value: bash splits it at = unless COMP_WORDBREAKS was changed.
  if [[ $cur == = ]]; then cur= attached=1
  elif [[ $prev == = ]]; then prev=\${COMP_WORDS[COMP_CWORD-2]} attached=1
  elif [[ $cur == --*=* ]]; then prev=\${cur%%=*} cur=\${cur#*=} attached=1
  fi
  for ((i = 1; i < COMP_CWORD; i++)); do
    case \${COMP_WORDS[i]} in
      -*|=) ;;
      *) case \${COMP_WORDS[i-1]} in
           ${[...takingValue].join('|')}|=) ;;
           *) command=\${COMP_WORDS[i]}; break ;;
         esac ;;
    esac
  done
  case $command in
${commandCases.join('\n')}
    completion) COMPREPLY=($(compgen -W "${SHELLS.join(' ')}" -- "$cur")) ;;
    help) COMPREPLY=($(compgen -W "${COMMANDS.join(' ')}" -- "$cur")) ;;
  esac
}
complete -F _applyset_action applyset-action
`;
}

/** Text inside a single-quoted zsh word, and inside an _arguments description's brackets. */
const zshQuoted = (text: string) => text.replaceAll("'", "'\\''").replaceAll('[', '\\[').replaceAll(']', '\\]').replaceAll(':', '\\:');

/** A flag as zsh's _arguments takes it. */
function zshSpec(flag: FlagSpec): string {
  const repeated = flag.multiple ? '*' : '';
  const description = `[${zshQuoted(flag.description)}]`;
  const exclusive = flag.short && !repeated ? `(-${flag.short} --${flag.name})` : '';
  const value = flag.values;
  const words = value === 'file' ? '_files' : value === 'context' ? '{_values context $(kubectl config get-contexts -o name 2>/dev/null)}' : value === 'none' ? ' ' : `(${value.join(' ')})`;
  // A boolean (of preview, apply and drift) also takes =true or =false; offered as the flag alone.
  if (flag.boolean) return [`--${flag.name}`, ...(flag.short ? [`-${flag.short}`] : [])].map((name) => `'${exclusive}${name}${description}'`).join(' \\\n    ');
  // Alone, or with a value after =: an optional argument in the same word.
  if (flag.attachedOnly) return `'--${flag.name}=-${description}::${flag.name}:${words}'`;
  const action = `:${flag.name}:${words}`;
  return [`--${flag.name}=`, ...(flag.short ? [`-${flag.short}+`] : [])].map((name) => `'${repeated}${exclusive}${name}${description}${action}'`).join(' \\\n    ');
}

/** A script for zsh: `source <(applyset-action completion zsh)` after compinit, or the file `_applyset-action` on fpath. */
function zshScript(): string {
  const commands = COMMANDS.map((command) => `'${command}:${zshQuoted(COMMAND_SUMMARIES[command])}'`).join(' ');
  const commandCases = flagGroups().map(({ commands: names, flags }) =>
    `        ${names.join('|')}) _arguments \\\n    ${flags.filter((flag) => flag.name !== 'help' && flag.name !== 'version').map(zshSpec).join(' \\\n    ')} ;;`);
  return `#compdef applyset-action
# zsh completion for applyset-action: source <(applyset-action completion zsh) after compinit
_applyset_action() {
  local curcontext=$curcontext state line
  local -a commands
  commands=(${commands})
  _arguments -C \\
    '(- *)'{-h,--help}'[show the help]' \\
    '(- *)--version[show the version]' \\
    '1: :->command' \\
    '*:: :->args' && return
  case $state in
    command) _describe -t commands 'applyset-action command' commands ;;
    args)
      case $line[1] in
${commandCases.join('\n')}
        completion) _values shell ${SHELLS.join(' ')} ;;
        help) _describe -t commands 'applyset-action command' commands ;;
      esac ;;
  esac
}
if [[ \${zsh_eval_context[-1]} == loadautofunc ]]; then
  _applyset_action "$@"
else
  compdef _applyset_action applyset-action
fi
`;
}

/** `applyset-action completion bash|zsh`: the script that completes commands, flags and the values of enumerated flags. */
export function completionScript(shell: Shell): string {
  return shell === 'bash' ? bashScript() : zshScript();
}
