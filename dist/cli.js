#!/usr/bin/env node
import "./chunks/C1I3wEg2.js";
import { _ as parseToolingArgs, a as OUTPUT_FORMATS, c as USAGE, d as requestedOutput, f as OUTPUTS, g as isToolingCommand, h as TOOLING_HELP, i as OPTIONAL_VALUE_FLAGS, m as TOOLING_FLAGS, n as COMMANDS, o as RUN_COMMANDS, p as TOOLING_COMMANDS, r as FLAGS, s as SHELLS, t as printFailure, u as parseCliArgs, v as toolingFlagsOf } from "./chunks/Dff-U-QC.js";
import { C as PRUNE_TIMINGS, S as PROPAGATION_POLICIES, x as DESTRUCTIVE_KINDS } from "./chunks/HD42dWgV.js";
import { i as printOut } from "./chunks/rMU475In.js";
import { g as UserError, i as VERSION } from "./chunks/tNkuvyWo.js";
// src/cliCompletion.ts
const VALUES = {
	output: OUTPUT_FORMATS,
	"propagation-policy": PROPAGATION_POLICIES,
	"prune-timing": PRUNE_TIMINGS,
	"allow-destructive-prunes": DESTRUCTIVE_KINDS,
	file: "file",
	kubeconfig: "file",
	targets: "file",
	context: "context"
};
const COMMAND_SUMMARIES = {
	preview: "show what an apply would do, writing nothing",
	apply: "apply, wait until ready, prune what left the manifests",
	drift: "preview; exit 2 when the cluster differs from the manifests",
	list: "list the ApplySets you can read",
	view: "list a set's members (and their health)",
	history: "show the deploys a set's parent records",
	verify: "find members their parent does not record; --fix records them",
	disband: "unlabel a set's members (they stay), delete its parent",
	delete: "delete a set's members, then its parent and lock",
	migrate: "take over a set pruned by label (kubectl apply --prune -l)",
	completion: "print a bash or zsh completion script",
	help: "describe the CLI or one command"
};
function descriptions(help) {
	const found = /* @__PURE__ */ new Map();
	let current;
	const finish = () => {
		if (!current || found.has(current.flag)) return;
		const whole = current.text.join(" ").split(/;|\.\s+(?=[A-Z])/)[0].replace(/[.,]$/, "");
		const clause = whole.length <= 80 ? whole : `${whole.slice(0, whole.lastIndexOf(" ", 76))} ...`;
		found.set(current.flag, current.off ? `=false: ${clause}` : clause);
	};
	for (const line of help.slice(help.indexOf("\nOptions:\n")).split("\n")) {
		const entry = /^ {2}(?:-\w, )?--([a-z-]+)(=false)?\S*(?: <[^>]+>)?(?:\s+(.*))?$/.exec(line);
		if (entry) {
			finish();
			current = {
				flag: entry[1],
				off: entry[2] !== void 0,
				text: entry[3] ? [entry[3]] : []
			};
		} else if (/^\s{3,}\S/.test(line)) current?.text.push(line.trim());
	}
	finish();
	return found;
}
function runFlags() {
	const described = descriptions(USAGE);
	return Object.keys(FLAGS).map((name) => {
		const flag = FLAGS[name];
		const boolean = flag.type === "boolean";
		return {
			name,
			short: flag.short,
			multiple: flag.multiple ?? false,
			boolean,
			attachedOnly: boolean || OPTIONAL_VALUE_FLAGS.includes(name),
			values: boolean ? ["true", "false"] : VALUES[name] ?? "none",
			description: described.get(name) ?? name
		};
	});
}
function toolingFlags(command) {
	const described = descriptions(TOOLING_HELP[command]);
	const values = {
		output: OUTPUTS[command],
		"allow-destructive-prunes": DESTRUCTIVE_KINDS,
		kubeconfig: "file",
		context: "context"
	};
	return toolingFlagsOf(command).map((name) => {
		const flag = TOOLING_FLAGS[name];
		return {
			name,
			short: flag.short,
			multiple: false,
			boolean: flag.type === "boolean",
			attachedOnly: OPTIONAL_VALUE_FLAGS.includes(name),
			values: flag.type === "boolean" ? "none" : values[name] ?? "none",
			description: name === "help" ? "show the command's help" : described.get(name) ?? name
		};
	});
}
const flagGroups = () => [{
	commands: RUN_COMMANDS,
	flags: runFlags()
}, ...TOOLING_COMMANDS.map((command) => ({
	commands: [command],
	flags: toolingFlags(command)
}))];
function bashScript() {
	const groups = flagGroups();
	const spelled = (flag) => [flag.short ? `-${flag.short}` : "", `--${flag.name}`].filter(Boolean).join("|");
	const offered = (value) => value === "file" ? "compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -f -- \"$cur\"))" : value === "context" ? "COMPREPLY=($(compgen -W \"$(kubectl config get-contexts -o name 2>/dev/null)\" -- \"$cur\"))" : value === "none" ? "COMPREPLY=()" : `COMPREPLY=($(compgen -W "${value.join(" ")}" -- "$cur"))`;
	const valueCases = (flags) => flags.filter((flag) => flag.name !== "help" && flag.name !== "version" && !(flag.boolean && flag.values === "none")).map((flag) => `        ${spelled(flag)}) ${flag.attachedOnly ? `[[ -n $attached ]] && { ${offered(flag.values)}; return; }` : `${offered(flag.values)}; return`} ;;`);
	const takingValue = new Set(groups.flatMap(({ flags }) => flags.filter((flag) => !flag.boolean && !flag.attachedOnly).map(spelled)));
	const commandCases = groups.map(({ commands, flags }, i) => {
		const names = flags.map((flag) => `--${flag.name}`).join(" ");
		const offer = i === 0 ? `if [[ -z $command && $cur != -* ]]; then COMPREPLY=($(compgen -W "${COMMANDS.join(" ")}" -- "$cur"))
      else COMPREPLY=($(compgen -W "${names}" -- "$cur")); fi` : `COMPREPLY=($(compgen -W "${names}" -- "$cur"))`;
		return `    ${i === 0 ? "''|" : ""}${commands.join("|")})
      case $prev in
${valueCases(flags).join("\n")}
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
           ${[...takingValue].join("|")}|=) ;;
           *) command=\${COMP_WORDS[i]}; break ;;
         esac ;;
    esac
  done
  case $command in
${commandCases.join("\n")}
    completion) COMPREPLY=($(compgen -W "${SHELLS.join(" ")}" -- "$cur")) ;;
    help) COMPREPLY=($(compgen -W "${COMMANDS.join(" ")}" -- "$cur")) ;;
  esac
}
complete -F _applyset_action applyset-action
`;
}
const zshQuoted = (text) => text.replaceAll("'", "'\\''").replaceAll("[", "\\[").replaceAll("]", "\\]").replaceAll(":", "\\:");
function zshSpec(flag) {
	const repeated = flag.multiple ? "*" : "";
	const description = `[${zshQuoted(flag.description)}]`;
	const exclusive = flag.short && !repeated ? `(-${flag.short} --${flag.name})` : "";
	const value = flag.values;
	const words = value === "file" ? "_files" : value === "context" ? "{_values context $(kubectl config get-contexts -o name 2>/dev/null)}" : value === "none" ? " " : `(${value.join(" ")})`;
	if (flag.boolean) return [`--${flag.name}`, ...flag.short ? [`-${flag.short}`] : []].map((name) => `'${exclusive}${name}${description}'`).join(" \\\n    ");
	if (flag.attachedOnly) return `'--${flag.name}=-${description}::${flag.name}:${words}'`;
	const action = `:${flag.name}:${words}`;
	return [`--${flag.name}=`, ...flag.short ? [`-${flag.short}+`] : []].map((name) => `'${repeated}${exclusive}${name}${description}${action}'`).join(" \\\n    ");
}
function zshScript() {
	return `#compdef applyset-action
# zsh completion for applyset-action: source <(applyset-action completion zsh) after compinit
_applyset_action() {
  local curcontext=$curcontext state line
  local -a commands
  commands=(${COMMANDS.map((command) => `'${command}:${zshQuoted(COMMAND_SUMMARIES[command])}'`).join(" ")})
  _arguments -C \\
    '(- *)'{-h,--help}'[show the help]' \\
    '(- *)--version[show the version]' \\
    '1: :->command' \\
    '*:: :->args' && return
  case $state in
    command) _describe -t commands 'applyset-action command' commands ;;
    args)
      case $line[1] in
${flagGroups().map(({ commands: names, flags }) => `        ${names.join("|")}) _arguments \\\n    ${flags.filter((flag) => flag.name !== "help" && flag.name !== "version").map(zshSpec).join(" \\\n    ")} ;;`).join("\n")}
        completion) _values shell ${SHELLS.join(" ")} ;;
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
function completionScript(shell) {
	return shell === "bash" ? bashScript() : zshScript();
}
// src/cliHelp.ts
const OPTIONS = USAGE.slice(USAGE.indexOf("\nOptions:\n") + 1);
const runUsage = (command) => `Usage: applyset-action ${command} --applyset <parent> --file <path|glob> [--file ...] [options]`;
const COMMAND_HELP = {
	preview: `${runUsage("preview")}

Shows what apply would do, writing nothing, not even the ApplySet parent or its lock: a server-side
dry run of every object, and what would be created, updated, replaced, pruned or kept, with a diff
of each update (Secret values masked). Exits 0, or 1 on an error.

${OPTIONS}`,
	apply: `${runUsage("apply")}

Applies the manifests with server-side apply, in dependency order, under the ApplySet's lock; waits
until what was applied is ready (--wait=false not to), then prunes the members that left the
manifests (see --prune-timing) and records the set on its parent. Exits 0, or 1 on an error or a
rollout that failed or timed out.

${OPTIONS}`,
	drift: `${runUsage("drift")}

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
	help: USAGE
};
function helpText(topic) {
	return (topic === void 0 ? USAGE : COMMAND_HELP[topic]).trimEnd();
}
// src/cli.ts
const RUN_NEEDS_NODE = {
	major: 22,
	minor: 11
};
const NEEDED = `${RUN_NEEDS_NODE.major}.${RUN_NEEDS_NODE.minor}`;
async function main(argv) {
	if (isToolingCommand(argv[0]) && !argv.includes("--version")) {
		let tooling;
		try {
			tooling = parseToolingArgs(argv);
		} catch (error) {
			printFailure(error, requestedOutput(argv));
			return 1;
		}
		if (tooling.help) return printOut(helpText(tooling.command)), 0;
		if (tooOld(tooling.output === "json" ? "json" : "text")) return 1;
		const { runTooling } = await import("./chunks/Bocg0uGg.js");
		return runTooling(tooling);
	}
	let line;
	try {
		line = parseCliArgs(argv);
	} catch (error) {
		printFailure(error, requestedOutput(argv));
		return 1;
	}
	if (line.command === "help") return printOut(helpText(line.topic)), 0;
	if (line.command === "version") return printOut(VERSION), 0;
	if (line.command === "completion") return printOut(completionScript(line.shell).trimEnd()), 0;
	if (tooOld(line.output)) return 1;
	const { runCli } = await import("./chunks/bHE0TjEo.js");
	return runCli(line);
}
function tooOld(output) {
	const node = process.versions.node;
	const [major = 0, minor = 0] = node.split(".").map(Number);
	if (major > RUN_NEEDS_NODE.major || major === RUN_NEEDS_NODE.major && minor >= RUN_NEEDS_NODE.minor) return false;
	printFailure(new UserError(`applyset-action needs Node >= ${NEEDED} (this is Node ${node})`, { hint: `install Node ${NEEDED} or later to run it; help, --version and completion work on this one` }), output);
	return true;
}
process.exitCode = await main(process.argv.slice(2));
export { main };
