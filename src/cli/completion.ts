import { appendTo } from '../common/appendTo.ts';
import type { Flags, FlagSpec, ValueCompletion } from '../options/flagSpec.ts';
import { COMMAND_NAMES, COMMANDS } from './registry.ts';
import { OWN_SUMMARIES } from './help.ts';
import { type Shell, SHELLS, type Topic, TOPICS } from './parseCliArgs.ts';

const summaryOf = (topic: Topic): string =>
  topic === 'completion' || topic === 'help' || topic === 'version' ? OWN_SUMMARIES[topic] : COMMANDS[topic].summary;

/** One flag as completion offers it. */
interface OfferedFlag {
  name: string;
  short: string | undefined;
  multiple: boolean;
  /** On or off: offered alone, or with `=true` or `=false`. */
  boolean: boolean;
  /** Its value, if any, follows `=` only: alone it needs none. */
  attachedOnly: boolean;
  values: ValueCompletion;
  description: string;
}

/**
 * A flag's description: the first clause of its help (at most a line). `--prune=false` is described
 * as what `=false` does.
 */
function description(flag: FlagSpec): string {
  const whole = flag.help
    .split('\n')
    .map((line) => line.trim())
    .join(' ')
    .split(/;|\.\s+(?=[A-Z])/)[0]!
    .replace(/[.,]$/, '');
  const clause = whole.length <= 80 ? whole : `${whole.slice(0, whole.lastIndexOf(' ', 76))} ...`;
  return flag.shown?.endsWith('=false') ? `=false: ${clause}` : clause;
}

/** A command's flags as completion offers them; --help too, where the command's help does not list it. */
function flagsOf(flags: Flags): OfferedFlag[] {
  const offered = Object.entries(flags).map(([name, flag]) => ({
    name,
    short: flag.short,
    multiple: flag.multiple ?? false,
    boolean: flag.type === 'boolean',
    attachedOnly: flag.type === 'boolean' || (flag.optionalValue ?? false),
    values: flag.type === 'boolean' ? ['true', 'false'] : (flag.completes ?? 'none'),
    description: description(flag),
  }));
  const help = {
    name: 'help',
    short: 'h',
    multiple: false,
    boolean: true,
    attachedOnly: true,
    values: 'none',
    description: "show the command's help",
  } as const;
  return 'help' in flags ? offered : [...offered, help];
}

/** The commands with the flags they take, in the registry's order; commands that share their flags (preview and drift) in one group. */
function flagGroups(): { commands: string[]; flags: OfferedFlag[] }[] {
  const groups = new Map<Flags, string[]>();
  for (const command of COMMAND_NAMES) appendTo(groups, COMMANDS[command].flags, command);
  return [...groups].map(([flags, commands]) => ({ commands, flags: flagsOf(flags) }));
}

/** Every command's flags, each once: what is offered before a command is typed. */
function anyFlags(groups: { flags: OfferedFlag[] }[]): OfferedFlag[] {
  const byName = new Map<string, OfferedFlag>();
  for (const flag of groups.flatMap(({ flags }) => flags)) if (!byName.has(flag.name)) byName.set(flag.name, flag);
  return [...byName.values()];
}

/** A script for bash: `source <(applyset-action completion bash)`. */
function bashScript(): string {
  const groups = flagGroups();
  const spelled = (flag: OfferedFlag) =>
    [flag.short ? `-${flag.short}` : '', `--${flag.name}`].filter(Boolean).join('|');
  const offered = (value: ValueCompletion): string =>
    value === 'file'
      ? 'compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -f -- "$cur"))'
      : value === 'context'
        ? 'COMPREPLY=($(compgen -W "$(kubectl config get-contexts -o name 2>/dev/null)" -- "$cur"))'
        : value === 'none'
          ? 'COMPREPLY=()'
          : `COMPREPLY=($(compgen -W "${value.join(' ')}" -- "$cur"))`;
  const valueCases = (flags: OfferedFlag[]) =>
    flags
      .filter((flag) => flag.name !== 'help' && flag.name !== 'version' && !(flag.boolean && flag.values === 'none'))
      .map(
        (flag) =>
          `        ${spelled(flag)}) ${flag.attachedOnly ? `[[ -n $attached ]] && { ${offered(flag.values)}; return; }` : `${offered(flag.values)}; return`} ;;`,
      );
  const takingValue = new Set(
    groups.flatMap(({ flags }) => flags.filter((flag) => !flag.boolean && !flag.attachedOnly).map(spelled)),
  );
  const commandCase = (pattern: string, flags: OfferedFlag[], offer: string) => `    ${pattern})
      case $prev in
${valueCases(flags).join('\n')}
      esac
      ${offer} ;;`;
  const offerFlags = (flags: OfferedFlag[]) =>
    `COMPREPLY=($(compgen -W "${flags.map((flag) => `--${flag.name}`).join(' ')}" -- "$cur"))`;
  const before = anyFlags(groups);
  // Before any command, a word that is not a flag is a command; flags given first are any command's.
  const commandCases = [
    commandCase(
      "''",
      before,
      `if [[ $cur != -* ]]; then COMPREPLY=($(compgen -W "${TOPICS.join(' ')}" -- "$cur"))
      else ${offerFlags(before)}; fi`,
    ),
    ...groups.map(({ commands, flags }) => commandCase(commands.join('|'), flags, offerFlags(flags))),
  ];
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
    help) COMPREPLY=($(compgen -W "${TOPICS.join(' ')}" -- "$cur")) ;;
  esac
}
complete -F _applyset_action applyset-action
`;
}

/** Text inside a single-quoted zsh word, and inside an _arguments description's brackets. */
const zshQuoted = (text: string) =>
  text.replaceAll("'", "'\\''").replaceAll('[', '\\[').replaceAll(']', '\\]').replaceAll(':', '\\:');

/** A flag as zsh's _arguments takes it. */
function zshSpec(flag: OfferedFlag): string {
  const repeated = flag.multiple ? '*' : '';
  const description = `[${zshQuoted(flag.description)}]`;
  const exclusive = flag.short && !repeated ? `(-${flag.short} --${flag.name})` : '';
  const value = flag.values;
  const words =
    value === 'file'
      ? '_files'
      : value === 'context'
        ? '{_values context $(kubectl config get-contexts -o name 2>/dev/null)}'
        : value === 'none'
          ? ' '
          : `(${value.join(' ')})`;
  // A boolean (of preview, apply and drift) also takes =true or =false; offered as the flag alone.
  if (flag.boolean)
    return [`--${flag.name}`, ...(flag.short ? [`-${flag.short}`] : [])]
      .map((name) => `'${exclusive}${name}${description}'`)
      .join(' \\\n    ');
  // Alone, or with a value after =: an optional argument in the same word.
  if (flag.attachedOnly) return `'--${flag.name}=-${description}::${flag.name}:${words}'`;
  const action = `:${flag.name}:${words}`;
  return [`--${flag.name}=`, ...(flag.short ? [`-${flag.short}+`] : [])]
    .map((name) => `'${repeated}${exclusive}${name}${description}${action}'`)
    .join(' \\\n    ');
}

/** A script for zsh: `source <(applyset-action completion zsh)` after compinit, or the file `_applyset-action` on fpath. */
function zshScript(): string {
  const commands = TOPICS.map((topic) => `'${topic}:${zshQuoted(summaryOf(topic))}'`).join(' ');
  const commandCases = flagGroups().map(
    ({ commands: names, flags }) =>
      `        ${names.join('|')}) _arguments \\\n    ${flags
        .filter((flag) => flag.name !== 'help' && flag.name !== 'version')
        .map(zshSpec)
        .join(' \\\n    ')} ;;`,
  );
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

/** Text inside a single-quoted fish word. */
const fishQuoted = (text: string) => `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;

/** A flag as fish's `complete` takes it, for the commands `seen` names (none: before any command). */
function fishLine(flag: OfferedFlag, seen: string): string {
  const value = flag.values;
  // A value in the next word: from the files, the kubeconfig's contexts, or the words given; an on/off flag or an optional value takes none there.
  const takes = flag.attachedOnly
    ? ''
    : value === 'file'
      ? ' -r -F'
      : value === 'context'
        ? " -x -a '(kubectl config get-contexts -o name 2>/dev/null)'"
        : value === 'none'
          ? ' -x'
          : ` -x -a ${fishQuoted(value.join(' '))}`;
  return `complete -c applyset-action -n ${fishQuoted(seen)}${flag.short ? ` -s ${flag.short}` : ''} -l ${flag.name}${takes} -d ${fishQuoted(flag.description)}`;
}

/** A script for fish: `applyset-action completion fish > ~/.config/fish/completions/applyset-action.fish`. */
function fishScript(): string {
  const groups = flagGroups();
  const before = '__fish_use_subcommand';
  const commands = TOPICS.map(
    (topic) => `complete -c applyset-action -n ${before} -a ${topic} -d ${fishQuoted(summaryOf(topic))}`,
  );
  const flags = [
    ...anyFlags(groups).map((flag) => fishLine(flag, before)),
    ...groups.flatMap(({ commands: names, flags: offered }) =>
      offered.map((flag) => fishLine(flag, `__fish_seen_subcommand_from ${names.join(' ')}`)),
    ),
  ];
  return `# fish completion for applyset-action: applyset-action completion fish > ~/.config/fish/completions/applyset-action.fish
complete -c applyset-action -f
${[...commands, ...flags].join('\n')}
complete -c applyset-action -n '__fish_seen_subcommand_from completion' -x -a ${fishQuoted(SHELLS.join(' '))}
complete -c applyset-action -n '__fish_seen_subcommand_from help' -x -a ${fishQuoted(TOPICS.join(' '))}
`;
}

/** `applyset-action completion bash|zsh|fish`: the script that completes commands, flags and the values of enumerated flags. */
export function completionScript(shell: Shell): string {
  return shell === 'bash' ? bashScript() : shell === 'zsh' ? zshScript() : fishScript();
}
