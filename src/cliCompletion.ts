import { COMMANDS, FLAGS, OPTIONAL_VALUE_FLAGS, OUTPUT_FORMATS, type Shell, SHELLS, USAGE } from './cliArgs.ts';
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

const flagNames = Object.keys(FLAGS) as FlagName[];
const valueOf = (flag: FlagName): ValueCompletion => (FLAGS[flag].type === 'boolean' ? ['true', 'false'] : (VALUES[flag] ?? 'none'));

/**
 * Each flag's description as --help gives it, its first clause (at most a line): the help is the one
 * place flags are described. `--prune=false` is described as what `=false` does.
 */
function descriptions(): Map<FlagName, string> {
  const found = new Map<FlagName, string>();
  let current: { flag: FlagName; off: boolean; text: string[] } | undefined;
  const finish = () => {
    if (!current || found.has(current.flag)) return;
    const whole = current.text.join(' ').split(/;|\.\s+(?=[A-Z])/)[0]!.replace(/[.,]$/, '');
    const clause = whole.length <= 80 ? whole : `${whole.slice(0, whole.lastIndexOf(' ', 76))} ...`;
    found.set(current.flag, current.off ? `=false: ${clause}` : clause);
  };
  for (const line of USAGE.slice(USAGE.indexOf('\nOptions:\n')).split('\n')) {
    const entry = /^ {2}(?:-\w, )?--([a-z-]+)(=false)?\S*(?: <[^>]+>)?(?:\s+(.*))?$/.exec(line);
    if (entry) {
      finish();
      current = entry[1]! in FLAGS ? { flag: entry[1] as FlagName, off: entry[2] !== undefined, text: entry[3] ? [entry[3]] : [] } : undefined;
    } else if (/^\s{3,}\S/.test(line)) current?.text.push(line.trim());
  }
  finish();
  return found;
}

/** A flag whose value follows `=` only (`--prune=false`, `--allow-destructive-prunes=Namespace`): alone it needs none. */
const attachedOnly = (flag: FlagName) => FLAGS[flag].type === 'boolean' || (OPTIONAL_VALUE_FLAGS as readonly string[]).includes(flag);
/** The flags whose value may be the next word. */
const takesValue = flagNames.filter((flag) => !attachedOnly(flag));
const shortOf = (flag: FlagName): string | undefined => ('short' in FLAGS[flag] ? (FLAGS[flag] as { short: string }).short : undefined);

/** A script for bash: `source <(applyset-action completion bash)`. */
function bashScript(): string {
  const spelled = (flag: FlagName) => [shortOf(flag) ? `-${shortOf(flag)}` : '', `--${flag}`].filter(Boolean).join('|');
  const offered = (value: ValueCompletion): string =>
    value === 'file' ? 'compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -f -- "$cur"))'
      : value === 'context' ? 'COMPREPLY=($(compgen -W "$(kubectl config get-contexts -o name 2>/dev/null)" -- "$cur"))'
      : value === 'none' ? 'COMPREPLY=()'
      : `COMPREPLY=($(compgen -W "${value.join(' ')}" -- "$cur"))`;
  const valueCases = flagNames
    .filter((flag) => flag !== 'help' && flag !== 'version')
    .map((flag) => `    ${spelled(flag)}) ${attachedOnly(flag) ? `[[ -n $attached ]] && { ${offered(valueOf(flag))}; return; }` : `${offered(valueOf(flag))}; return`} ;;`);
  const allFlags = flagNames.map((flag) => `--${flag}`).join(' ');
  return `# bash completion for applyset-action: source <(applyset-action completion bash)
_applyset_action() {
  local cur=\${COMP_WORDS[COMP_CWORD]} prev=\${COMP_WORDS[COMP_CWORD-1]:-} attached= i command=
  # --flag=value: bash splits it at = unless COMP_WORDBREAKS was changed.
  if [[ $cur == = ]]; then cur= attached=1
  elif [[ $prev == = ]]; then prev=\${COMP_WORDS[COMP_CWORD-2]} attached=1
  elif [[ $cur == --*=* ]]; then prev=\${cur%%=*} cur=\${cur#*=} attached=1
  fi
  case $prev in
${valueCases.join('\n')}
  esac
  for ((i = 1; i < COMP_CWORD; i++)); do
    case \${COMP_WORDS[i]} in
      -*|=) ;;
      *) case \${COMP_WORDS[i-1]} in
           ${takesValue.map(spelled).join('|')}|=) ;;
           *) command=\${COMP_WORDS[i]}; break ;;
         esac ;;
    esac
  done
  case $command in
    '') if [[ $cur == -* ]]; then COMPREPLY=($(compgen -W "${allFlags}" -- "$cur"))
        else COMPREPLY=($(compgen -W "${COMMANDS.join(' ')}" -- "$cur")); fi ;;
    completion) COMPREPLY=($(compgen -W "${SHELLS.join(' ')}" -- "$cur")) ;;
    help) COMPREPLY=($(compgen -W "${COMMANDS.join(' ')}" -- "$cur")) ;;
    *) COMPREPLY=($(compgen -W "${allFlags}" -- "$cur")) ;;
  esac
}
complete -F _applyset_action applyset-action
`;
}

/** Text inside a single-quoted zsh word, and inside an _arguments description's brackets. */
const zshQuoted = (text: string) => text.replaceAll("'", "'\\''").replaceAll('[', '\\[').replaceAll(']', '\\]').replaceAll(':', '\\:');

/** A script for zsh: `source <(applyset-action completion zsh)` after compinit, or the file `_applyset-action` on fpath. */
function zshScript(): string {
  const described = descriptions();
  const spec = (flag: FlagName): string => {
    const short = shortOf(flag);
    const repeated = 'multiple' in FLAGS[flag] ? '*' : '';
    const description = `[${zshQuoted(described.get(flag) ?? flag)}]`;
    const value = valueOf(flag);
    const words = value === 'file' ? '_files' : value === 'context' ? '{_values context $(kubectl config get-contexts -o name 2>/dev/null)}' : value === 'none' ? ' ' : `(${value.join(' ')})`;
    // A boolean also takes =true or =false; offered as the flag alone.
    if (FLAGS[flag].type === 'boolean') return `'--${flag}${description}'`;
    // Alone, or with a value after =: an optional argument in the same word.
    if (attachedOnly(flag)) return `'--${flag}=-${description}::${flag}:${words}'`;
    const action = `:${flag}:${words}`;
    const names = [`--${flag}=`, ...(short ? [`-${short}+`] : [])];
    const exclusive = short && !repeated ? `(-${short} --${flag})` : '';
    return names.map((name) => `'${repeated}${exclusive}${name}${description}${action}'`).join(' \\\n    ');
  };
  const runFlags = flagNames.filter((flag) => flag !== 'help' && flag !== 'version');
  const commands = COMMANDS.map((command) => `'${command}:${zshQuoted(COMMAND_SUMMARIES[command])}'`).join(' ');
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
        preview|apply|drift) _arguments \\
    ${runFlags.map(spec).join(' \\\n    ')} ;;
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
