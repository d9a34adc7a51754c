#!/usr/bin/env node
import "./chunks/C1I3wEg2.js";
import { t as appendTo } from "./chunks/Crz_bmpR.js";
import { n as COMMAND_NAMES, t as COMMANDS } from "./chunks/BuM9YLcb.js";
import { n as RENAMED_FLAGS, o as flagOfInputName, r as RUN_FLAGS } from "./chunks/C3s96z-P.js";
import { c as closestNames } from "./chunks/D8fumXJr.js";
import { i as errorMessage, t as UserError } from "./chunks/BSV1T608.js";
import { t as printFailure } from "./chunks/BCF5R47U.js";
import { a as printOut } from "./chunks/B767RgOY.js";
import { r as readRunEnvironment } from "./chunks/0IHvihQX.js";
import { t as VERSION } from "./chunks/DcxLYZRE.js";
import { parseArgs } from "node:util";
// src/cli/help.ts
const HELP_COLUMN = 29;
function flagLines(name, flag) {
	const label = `  ${flag.short ? `-${flag.short}, ` : ""}${flag.shown ?? `--${name}${flag.value ? ` ${flag.value}` : ""}`}`;
	const text = flag.help.split("\n").join(`\n${" ".repeat(HELP_COLUMN)}`);
	return label.length < HELP_COLUMN ? `${label.padEnd(HELP_COLUMN)}${text}` : `${label}\n${" ".repeat(HELP_COLUMN)}${text}`;
}
const flagsText = (flags) => Object.entries(flags).map(([name, flag]) => flagLines(name, flag)).join("\n");
const optionsText = (flags) => `Options:\n${flagsText(flags)}`;
const COMMAND_GROUPS = {
	"Run a deploy": [
		"preview",
		"apply",
		"drift"
	],
	"Render without a cluster": ["render", "render-diff"],
	"Inspect sets": [
		"list",
		"view",
		"tree",
		"history",
		"verify"
	],
	"Maintain sets": [
		"disband",
		"delete",
		"migrate"
	]
};
const OWN_SUMMARIES = {
	completion: "print a bash, zsh or fish completion script",
	help: "describe the CLI or one command",
	version: "print the version alone (as --version)"
};
const commandLine = (name, summary) => `  ${name.padEnd(12)}${summary}`;
function globalFlags() {
	const offline = COMMAND_GROUPS["Render without a cluster"];
	const [first, ...rest] = COMMAND_NAMES.filter((name) => !offline.includes(name)).map((name) => COMMANDS[name].flags);
	const shared = Object.keys(first).filter((name) => rest.every((flags) => flags[name]));
	const run = RUN_FLAGS;
	return {
		...Object.fromEntries(shared.map((name) => [name, run[name] ?? first[name]])),
		output: {
			...RUN_FLAGS.output,
			help: "output format: text (default), json, ...; each command's help lists its own"
		},
		help: RUN_FLAGS.help,
		version: RUN_FLAGS.version
	};
}
const USAGE = `applyset-action deploys Kubernetes manifests as an ApplySet: a preview (server-side dry run),
an apply that waits until the objects are ready, and a prune of what left the manifests.

Usage: applyset-action <command> [options]

${Object.entries(COMMAND_GROUPS).map(([group, names]) => `${group}:\n${names.map((name) => commandLine(name, COMMANDS[name].summary)).join("\n")}`).join("\n\n")}

Other commands:
${Object.entries(OWN_SUMMARIES).map(([name, summary]) => commandLine(name, summary)).join("\n")}

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
`
};
function helpText(topic) {
	if (topic === void 0) return USAGE.trimEnd();
	if (topic === "completion" || topic === "help" || topic === "version") return OWN_HELP[topic].trimEnd();
	const spec = COMMANDS[topic];
	return [
		spec.usage,
		spec.about,
		optionsText(spec.flags),
		...spec.exitCodes ? [spec.exitCodes] : []
	].join("\n\n");
}
// src/cli/flagErrors.ts
const HINT = "run applyset-action help for the flags";
function explainFlagError(args, flags, error, context) {
	const { tokens } = parseArgs({
		args,
		options: flags,
		allowPositionals: true,
		allowNegative: true,
		strict: false,
		tokens: true
	});
	for (const token of tokens) {
		if (token.kind !== "option") continue;
		const { rawName, value } = token;
		const flag = flags[token.name];
		if (!flag || rawName.startsWith("--no-") && flag.type !== "boolean") return unknownFlag(rawName, token.name, flags, context);
		if (flag.type === "string" && value === void 0) return new UserError(`${rawName} needs a value`, { hint: HINT });
		if (flag.type === "string" && !token.inlineValue && value?.startsWith("-")) return new UserError(`${rawName} needs a value, and ${value} after it is a flag`, { hint: `if ${value} is the value, write ${rawName}=${value}` });
		if (flag.type === "boolean" && value !== void 0) return new UserError(`${rawName} is on or off: give it alone, or =true or =false, not ="${value}"`, { hint: HINT });
	}
	return new UserError(errorMessage(error), { hint: HINT });
}
function unknownFlag(rawName, name, flags, { command, takenBy, aliasOf, renamedTo }) {
	const renamed = renamedTo(name);
	if (renamed !== void 0 && flags[renamed]) return new UserError(`${rawName} is now --${renamed}`, { hint: "the flag was renamed before the first release; CHANGELOG.md lists the renames" });
	const others = flags[name] ? [] : takenBy(name);
	if (command !== void 0 && others.length > 0) return new UserError(`${command} does not take ${rawName}`, { hint: `it is a flag of ${others.join(", ")}; applyset-action ${command} --help lists those ${command} takes` });
	const typed = rawName.replace(/^--?/, "");
	const alias = aliasOf(typed);
	const suggestions = alias && flags[alias.slice(2)] ? [alias] : rawName.startsWith("--") ? closestNames(typed, Object.keys(flags)).map((flag) => `--${flag}`) : [];
	const meant = suggestions.length > 0 ? `; did you mean ${suggestions.join(" or ")}?` : "";
	return new UserError(`unknown flag ${rawName}${meant}`, { hint: HINT });
}
// src/cli/kubectlHabits.ts
const RUN_COMMANDS = [
	"preview",
	"apply",
	"drift"
];
function rewriteHabits(argv) {
	return argv.flatMap((arg) => {
		const shortWithEquals = /^-([a-zA-Z])=(.*)$/.exec(arg);
		if (shortWithEquals) return [`-${shortWithEquals[1] === "k" ? "f" : shortWithEquals[1]}`, shortWithEquals[2]];
		if (arg === "-k" || arg === "--kustomize") return ["-f"];
		const kustomize = /^--kustomize=(.*)$/.exec(arg);
		if (kustomize) return ["-f", kustomize[1]];
		if (arg === "--server-side" || arg === "--server-side=true") return [];
		return [arg];
	});
}
function refuseHabits(command, argv) {
	if (argv.includes("--server-side=false")) throw new UserError("applyset-action applies with server-side apply only: --server-side=false has no meaning here", { hint: "leave it out; every apply is server-side" });
	if (command === void 0 || !RUN_COMMANDS.includes(command)) return;
	const dryRun = argv.find((arg) => /^--dry-run(=|$)/.test(arg));
	if (dryRun) throw new UserError(`${command} does not take ${dryRun}: a server-side dry run is applyset-action preview`, { hint: `type applyset-action preview with the same flags (it writes nothing, not even the parent or its lock); drift also exits 2 when something would change` });
}
function strayWordsError(command, argv, words) {
	if (!RUN_COMMANDS.includes(command)) return void 0;
	const [word] = words;
	const before = argv[argv.indexOf(word) - 1];
	if ((word === "true" || word === "false") && before?.startsWith("--")) return new UserError(`${before} is on or off: its value goes after =, not in the next word`, { hint: `type ${before}=${word}` });
	const files = words.map((w) => `-f ${w}`).join(" ");
	return new UserError(`${command} takes its manifests with -f, not as ${words.length === 1 ? "a word" : "words"}: ${words.join(" ")}`, { hint: `type applyset-action ${command} ${files} ... (-f as kubectl apply's: a file, a directory, a glob, or - for stdin)` });
}
// src/cli/parseCliArgs.ts
const OWN_COMMANDS = [
	"completion",
	"help",
	"version"
];
const TOPICS = [...COMMAND_NAMES, ...OWN_COMMANDS];
const SHELLS = [
	"bash",
	"zsh",
	"fish"
];
const GLOBAL = {
	help: {
		type: "boolean",
		short: "h"
	},
	version: { type: "boolean" }
};
function optionsOf(flags) {
	const options = { ...GLOBAL };
	for (const [name, flag] of Object.entries(flags)) options[name] = {
		type: flag.type,
		...flag.short ? { short: flag.short } : {},
		...flag.multiple ? { multiple: true } : {}
	};
	return options;
}
const OPTIONS = Object.fromEntries(COMMAND_NAMES.map((name) => [name, optionsOf(COMMANDS[name].flags)]));
const ANY_OPTIONS = Object.fromEntries(Object.values(OPTIONS).flatMap((options) => Object.entries(options)));
function takenBy(name) {
	return COMMAND_NAMES.filter((command) => Object.entries(OPTIONS[command]).some(([long, option]) => long === name || option.short === name));
}
const isOneOf = (values, value) => values.includes(value);
function unknownCommand(words) {
	const [suggestion] = words.length === 1 ? closestNames(words[0], TOPICS) : [];
	return new UserError(`unknown command "${words.join(" ")}"${suggestion ? `; did you mean ${suggestion}?` : ""}`, { hint: "use applyset-action preview ..., apply ... or drift ... (see applyset-action help)" });
}
function normalize(argv, options) {
	return argv.map((arg) => {
		const name = /^--([a-z-]+)(?:=(true|false))?$/.exec(arg);
		if (!name) return arg;
		if (flagOf(name[1])?.optionalValue && name[2] === void 0) return `${arg}=true`;
		if (name[2] === void 0 || options[name[1]]?.type !== "boolean") return arg;
		return name[2] === "true" ? `--${name[1]}` : `--no-${name[1]}`;
	});
}
function flagOf(name) {
	for (const command of COMMAND_NAMES) {
		const flag = COMMANDS[command].flags[name];
		if (flag) return flag;
	}
}
function read(argv, options, command) {
	const args = normalize(argv, options);
	try {
		return parseArgs({
			args,
			options,
			allowPositionals: true,
			allowNegative: true
		});
	} catch (error) {
		throw explainFlagError(args, options, error, {
			command,
			takenBy,
			aliasOf: flagOfInputName,
			renamedTo: (name) => RENAMED_FLAGS[name]
		});
	}
}
function parseCliArgs(given) {
	if (given.length === 0) return {
		command: "help",
		topic: void 0
	};
	const argv = rewriteHabits(given);
	const [word] = parseArgs({
		args: normalize(argv, ANY_OPTIONS),
		options: ANY_OPTIONS,
		allowPositionals: true,
		allowNegative: true,
		strict: false
	}).positionals;
	const command = isOneOf(COMMAND_NAMES, word) ? word : void 0;
	refuseHabits(command, argv);
	const { values, positionals } = read(argv, command ? OPTIONS[command] : ANY_OPTIONS, command);
	const [, ...extra] = positionals;
	if (values.version) return { command: "version" };
	if (word === "version" && extra.length === 0 && !values.help) return { command: "version" };
	if (word === "help" || values.help) {
		const topic = word === "help" ? extra[0] : word;
		if (topic === void 0) return {
			command: "help",
			topic
		};
		if (isOneOf(TOPICS, topic) && extra.length <= (word === "help" ? 1 : 0)) return {
			command: "help",
			topic
		};
		throw unknownCommand(word === "help" ? extra : positionals);
	}
	if (word === "completion") return {
		command: "completion",
		shell: shellOf(extra)
	};
	if (word === void 0) throw new UserError("no command given", { hint: "use applyset-action preview ..., apply ... or drift ... (see applyset-action help)" });
	if (command === void 0) throw unknownCommand(positionals);
	if (extra.length > 0) throw strayWordsError(command, argv, extra) ?? unknownCommand(positionals);
	return parsed(command, values);
}
function parsed(command, values) {
	return {
		command,
		...COMMANDS[command].parse(values)
	};
}
function shellOf(words) {
	const [shell] = words;
	if (isOneOf(SHELLS, shell) && words.length === 1) return shell;
	const [suggestion] = shell === void 0 ? [] : closestNames(shell, SHELLS);
	throw new UserError(`completion needs a shell, bash, zsh or fish${shell === void 0 ? "" : `, not "${words.join(" ")}"`}${suggestion ? `; did you mean ${suggestion}?` : ""}`, { hint: "e.g. source <(applyset-action completion bash) in ~/.bashrc" });
}
const FORMATS = [
	"text",
	"json",
	"markdown",
	"yaml",
	"name"
];
function requestedOutput(argv) {
	let format;
	argv.forEach((arg, i) => {
		const inline = /^(?:--output=|-o=?)(.+)$/.exec(arg);
		if (inline) format = inline[1];
		else if (arg === "--output" || arg === "-o") format = argv[i + 1];
	});
	return isOneOf(FORMATS, format) ? format : "text";
}
// src/cli/completion.ts
const summaryOf = (topic) => topic === "completion" || topic === "help" || topic === "version" ? OWN_SUMMARIES[topic] : COMMANDS[topic].summary;
function description(flag) {
	const whole = flag.help.split("\n").map((line) => line.trim()).join(" ").split(/;|\.\s+(?=[A-Z])/)[0].replace(/[.,]$/, "");
	const clause = whole.length <= 80 ? whole : `${whole.slice(0, whole.lastIndexOf(" ", 76))} ...`;
	return flag.shown?.endsWith("=false") ? `=false: ${clause}` : clause;
}
function flagsOf(flags) {
	const offered = Object.entries(flags).map(([name, flag]) => ({
		name,
		short: flag.short,
		multiple: flag.multiple ?? false,
		boolean: flag.type === "boolean",
		attachedOnly: flag.type === "boolean" || (flag.optionalValue ?? false),
		values: flag.type === "boolean" ? ["true", "false"] : flag.completes ?? "none",
		description: description(flag)
	}));
	const help = {
		name: "help",
		short: "h",
		multiple: false,
		boolean: true,
		attachedOnly: true,
		values: "none",
		description: "show the command's help"
	};
	return "help" in flags ? offered : [...offered, help];
}
function flagGroups() {
	const groups = /* @__PURE__ */ new Map();
	for (const command of COMMAND_NAMES) appendTo(groups, COMMANDS[command].flags, command);
	return [...groups].map(([flags, commands]) => ({
		commands,
		flags: flagsOf(flags)
	}));
}
function anyFlags(groups) {
	const byName = /* @__PURE__ */ new Map();
	for (const flag of groups.flatMap(({ flags }) => flags)) if (!byName.has(flag.name)) byName.set(flag.name, flag);
	return [...byName.values()];
}
function bashScript() {
	const groups = flagGroups();
	const spelled = (flag) => [flag.short ? `-${flag.short}` : "", `--${flag.name}`].filter(Boolean).join("|");
	const offered = (value) => value === "file" ? "compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -f -- \"$cur\"))" : value === "context" ? "COMPREPLY=($(compgen -W \"$(kubectl config get-contexts -o name 2>/dev/null)\" -- \"$cur\"))" : value === "none" ? "COMPREPLY=()" : `COMPREPLY=($(compgen -W "${value.join(" ")}" -- "$cur"))`;
	const valueCases = (flags) => flags.filter((flag) => flag.name !== "help" && flag.name !== "version" && !(flag.boolean && flag.values === "none")).map((flag) => `        ${spelled(flag)}) ${flag.attachedOnly ? `[[ -n $attached ]] && { ${offered(flag.values)}; return; }` : `${offered(flag.values)}; return`} ;;`);
	const takingValue = new Set(groups.flatMap(({ flags }) => flags.filter((flag) => !flag.boolean && !flag.attachedOnly).map(spelled)));
	const commandCase = (pattern, flags, offer) => `    ${pattern})
      case $prev in
${valueCases(flags).join("\n")}
      esac
      ${offer} ;;`;
	const offerFlags = (flags) => `COMPREPLY=($(compgen -W "${flags.map((flag) => `--${flag.name}`).join(" ")}" -- "$cur"))`;
	const before = anyFlags(groups);
	const commandCases = [commandCase("''", before, `if [[ $cur != -* ]]; then COMPREPLY=($(compgen -W "${TOPICS.join(" ")}" -- "$cur"))
      else ${offerFlags(before)}; fi`), ...groups.map(({ commands, flags }) => commandCase(commands.join("|"), flags, offerFlags(flags)))];
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
    help) COMPREPLY=($(compgen -W "${TOPICS.join(" ")}" -- "$cur")) ;;
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
  commands=(${TOPICS.map((topic) => `'${topic}:${zshQuoted(summaryOf(topic))}'`).join(" ")})
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
const fishQuoted = (text) => `'${text.replaceAll("\\", "\\\\").replaceAll("'", "\\'")}'`;
function fishLine(flag, seen) {
	const value = flag.values;
	const takes = flag.attachedOnly ? "" : value === "file" ? " -r -F" : value === "context" ? " -x -a '(kubectl config get-contexts -o name 2>/dev/null)'" : value === "none" ? " -x" : ` -x -a ${fishQuoted(value.join(" "))}`;
	return `complete -c applyset-action -n ${fishQuoted(seen)}${flag.short ? ` -s ${flag.short}` : ""} -l ${flag.name}${takes} -d ${fishQuoted(flag.description)}`;
}
function fishScript() {
	const groups = flagGroups();
	const before = "__fish_use_subcommand";
	const commands = TOPICS.map((topic) => `complete -c applyset-action -n ${before} -a ${topic} -d ${fishQuoted(summaryOf(topic))}`);
	const flags = [...anyFlags(groups).map((flag) => fishLine(flag, before)), ...groups.flatMap(({ commands: names, flags: offered }) => offered.map((flag) => fishLine(flag, `__fish_seen_subcommand_from ${names.join(" ")}`)))];
	return `# fish completion for applyset-action: applyset-action completion fish > ~/.config/fish/completions/applyset-action.fish
complete -c applyset-action -f
${[...commands, ...flags].join("\n")}
complete -c applyset-action -n '__fish_seen_subcommand_from completion' -x -a ${fishQuoted(SHELLS.join(" "))}
complete -c applyset-action -n '__fish_seen_subcommand_from help' -x -a ${fishQuoted(TOPICS.join(" "))}
`;
}
function completionScript(shell) {
	return shell === "bash" ? bashScript() : shell === "zsh" ? zshScript() : fishScript();
}
// src/cli.ts
const RUN_NEEDS_NODE = {
	major: 22,
	minor: 11
};
const NEEDED = `${RUN_NEEDS_NODE.major}.${RUN_NEEDS_NODE.minor}`;
async function main(argv) {
	let line;
	try {
		line = parseCliArgs(argv);
	} catch (error) {
		await printFailure(error, requestedOutput(argv));
		return 1;
	}
	if (line.command === "help") return printOut(helpText(line.topic)), 0;
	if (line.command === "version") return printOut(VERSION), 0;
	if (line.command === "completion") return printOut(completionScript(line.shell).trimEnd()), 0;
	if (await tooOld(line.output)) return 1;
	const { runCommand } = await import("./chunks/Ci3xk3V3.js");
	return runCommand(line, {
		environment: readRunEnvironment(process.env),
		variable: (name) => process.env[name]
	});
}
async function tooOld(output) {
	const node = process.versions.node;
	const [major = 0, minor = 0] = node.split(".").map(Number);
	if (major > RUN_NEEDS_NODE.major || major === RUN_NEEDS_NODE.major && minor >= RUN_NEEDS_NODE.minor) return false;
	await printFailure(new UserError(`applyset-action needs Node >= ${NEEDED} (this is Node ${node})`, { hint: `install Node ${NEEDED} or later to run it; help, --version and completion work on this one` }), output);
	return true;
}
process.exitCode = await main(process.argv.slice(2));
export { main };
