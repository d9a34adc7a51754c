import { C as showControlCharacters, H as errorMessage, V as describeError, i as DRIFT_INPUTS, n as renderErrorJson, r as renderJson, t as errorDocument, z as UserError } from "./D8_dbiqv.js";
import { parseArgs } from "node:util";
// src/cliSuggestion.ts
function editDistance(a, b) {
	let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
	for (let i = 1; i <= a.length; i++) {
		const current = [i];
		for (let j = 1; j <= b.length; j++) current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
		previous = current;
	}
	return previous[b.length];
}
function closestNames(name, names) {
	if (name.length >= 3) {
		const started = names.filter((candidate) => candidate.startsWith(name));
		if (started.length > 0) return started.slice(0, 3);
	}
	const within = Math.max(1, Math.min(3, Math.floor(name.length / 3)));
	const scored = names.map((candidate) => ({
		candidate,
		distance: editDistance(name, candidate)
	})).filter(({ distance }) => distance <= within);
	const best = Math.min(...scored.map(({ distance }) => distance));
	return scored.filter(({ distance }) => distance === best).map(({ candidate }) => candidate);
}
// src/cliFlagErrors.ts
const HINT = "run applyset-action help for the flags";
function explainFlagError(args, flags, error, aliasOf) {
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
		if (!flag || rawName.startsWith("--no-") && flag.type !== "boolean") {
			const typed = rawName.replace(/^--?/, "");
			const alias = aliasOf(typed);
			const suggestions = alias ? [alias] : rawName.startsWith("--") ? closestNames(typed, Object.keys(flags)).map((name) => `--${name}`) : [];
			const meant = suggestions.length > 0 ? `; did you mean ${suggestions.join(" or ")}?` : "";
			return new UserError(`unknown flag ${rawName}${meant}`, { hint: HINT });
		}
		if (flag.type === "string" && value === void 0) return new UserError(`${rawName} needs a value`, { hint: HINT });
		if (flag.type === "string" && !token.inlineValue && value?.startsWith("-")) return new UserError(`${rawName} needs a value, and ${value} after it is a flag`, { hint: `if ${value} is the value, write ${rawName}=${value}` });
		if (flag.type === "boolean" && value !== void 0) return new UserError(`${rawName} is on or off: give it alone, or =true or =false, not ="${value}"`, { hint: HINT });
	}
	return new UserError(errorMessage(error), { hint: HINT });
}
// src/cliArgs.ts
const OUTPUT_FORMATS = [
	"text",
	"json",
	"markdown"
];
const RUN_COMMANDS = [
	"preview",
	"apply",
	"drift"
];
const COMMANDS = [
	...RUN_COMMANDS,
	"completion",
	"help"
];
const SHELLS = ["bash", "zsh"];
const USAGE = `Usage: applyset-action preview|apply|drift --applyset <parent> --file <path|glob> [--file ...] [options]
       applyset-action completion bash|zsh
       applyset-action help [command]

Preview (server-side dry run) or apply a set of Kubernetes manifests as an ApplySet, pruning
the objects that left the manifests. drift previews and exits with 2 when the cluster differs
from the manifests (anything to create, update or prune), 0 when it matches, 1 on an error.
applyset-action help <command> describes one command.

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
  --plan-cache=false         dry-run every object, even those the record of the last apply
                             knows unchanged (same manifest, same live version)
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
const BOOLEAN_FLAGS = [
	"force-conflicts",
	"prune",
	"adopt",
	"allow-empty",
	"wait",
	"wait-prunes",
	"lock",
	"plan-cache",
	"log-termination-messages",
	"rollback-on-failure"
];
const OPTIONAL_VALUE_FLAGS = ["allow-destructive-prunes"];
const FLAGS = {
	applyset: { type: "string" },
	file: {
		type: "string",
		short: "f",
		multiple: true
	},
	namespace: {
		type: "string",
		short: "n"
	},
	kubeconfig: { type: "string" },
	context: { type: "string" },
	"field-manager": { type: "string" },
	"force-conflicts": { type: "boolean" },
	prune: { type: "boolean" },
	"max-prunes": { type: "string" },
	"allow-destructive-prunes": { type: "string" },
	adopt: { type: "boolean" },
	"allow-empty": { type: "boolean" },
	"propagation-policy": { type: "string" },
	concurrency: { type: "string" },
	wait: { type: "boolean" },
	timeout: { type: "string" },
	"wait-prunes": { type: "boolean" },
	"prune-timing": { type: "string" },
	replace: {
		type: "string",
		multiple: true
	},
	lock: { type: "boolean" },
	"lock-timeout": { type: "string" },
	"plan-cache": { type: "boolean" },
	"retry-timeout": { type: "string" },
	"log-termination-messages": { type: "boolean" },
	"rollback-on-failure": { type: "boolean" },
	output: {
		type: "string",
		short: "o"
	},
	help: {
		type: "boolean",
		short: "h"
	},
	version: { type: "boolean" }
};
const FLAG_OF_INPUT = {
	manifests: "file",
	"kubeconfig-path": "kubeconfig",
	"wait-timeout": "timeout",
	"on-failure": "rollback-on-failure"
};
const flagFor = (input, value) => {
	const flag = FLAG_OF_INPUT[input] ?? input;
	const onOff = FLAGS[flag]?.type === "boolean";
	if (value === void 0 || onOff && value !== "false") return `--${flag}`;
	return onOff ? `--${flag}=false` : `--${flag} ${value}`;
};
function flagOfInputName(name) {
	const flag = FLAG_OF_INPUT[name];
	return flag === void 0 ? void 0 : `--${flag}`;
}
const isOneOf = (values, value) => values.includes(value);
function unknownCommand(words) {
	const [suggestion] = words.length === 1 ? closestNames(words[0], COMMANDS) : [];
	return new UserError(`unknown command "${words.join(" ")}"${suggestion ? `; did you mean ${suggestion}?` : ""}`, { hint: "use applyset-action preview ..., apply ... or drift ... (see applyset-action help)" });
}
function parseCliArgs(argv) {
	const normalized = argv.map((arg) => {
		if (OPTIONAL_VALUE_FLAGS.some((flag) => arg === `--${flag}`)) return `${arg}=true`;
		const match = /^--([a-z-]+)=(true|false)$/.exec(arg);
		return match && BOOLEAN_FLAGS.includes(match[1]) ? match[2] === "true" ? `--${match[1]}` : `--no-${match[1]}` : arg;
	});
	let parsed;
	try {
		parsed = parseArgs({
			args: normalized,
			allowPositionals: true,
			allowNegative: true,
			options: FLAGS
		});
	} catch (error) {
		throw explainFlagError(normalized, FLAGS, error, flagOfInputName);
	}
	const { values, positionals } = parsed;
	const [command, ...extra] = positionals;
	if (values.version) return { command: "version" };
	if (command === "help" || values.help) {
		const topic = command === "help" ? extra[0] : command;
		if (topic === void 0) return {
			command: "help",
			topic
		};
		if (isOneOf(COMMANDS, topic) && extra.length <= (command === "help" ? 1 : 0)) return {
			command: "help",
			topic
		};
		throw unknownCommand(command === "help" ? extra : positionals);
	}
	if (command === "completion") {
		const [shell] = extra;
		if (isOneOf(SHELLS, shell) && extra.length === 1) return {
			command: "completion",
			shell
		};
		const [suggestion] = shell === void 0 ? [] : closestNames(shell, SHELLS);
		throw new UserError(`completion needs a shell, bash or zsh${shell === void 0 ? "" : `, not "${extra.join(" ")}"`}${suggestion ? `; did you mean ${suggestion}?` : ""}`, { hint: "e.g. source <(applyset-action completion bash) in ~/.bashrc" });
	}
	if (command === void 0) throw new UserError("no command given", { hint: "use applyset-action preview ..., apply ... or drift ... (see applyset-action help)" });
	if (!isOneOf(RUN_COMMANDS, command) || extra.length > 0) throw unknownCommand(positionals);
	const output = values.output ?? "text";
	if (!isOneOf(OUTPUT_FORMATS, output)) throw new UserError(`--output must be text, json or markdown, not "${output}"`);
	const bool = (v) => v === void 0 ? void 0 : String(v);
	const inputs = {
		mode: command === "drift" ? "preview" : command,
		manifests: (values.file ?? []).join("\n"),
		applyset: values.applyset,
		namespace: values.namespace,
		"kubeconfig-path": values.kubeconfig,
		context: values.context,
		"field-manager": values["field-manager"],
		"force-conflicts": bool(values["force-conflicts"]),
		prune: bool(values.prune),
		"max-prunes": values["max-prunes"],
		"allow-destructive-prunes": values["allow-destructive-prunes"],
		adopt: bool(values.adopt),
		"allow-empty": bool(values["allow-empty"]),
		"propagation-policy": values["propagation-policy"],
		concurrency: values.concurrency,
		wait: bool(values.wait),
		"wait-timeout": values.timeout,
		"wait-prunes": bool(values["wait-prunes"]),
		"prune-timing": values["prune-timing"],
		replace: values.replace?.join(","),
		lock: bool(values.lock),
		"lock-timeout": values["lock-timeout"],
		"plan-cache": bool(values["plan-cache"]),
		"retry-timeout": values["retry-timeout"],
		"log-termination-messages": bool(values["log-termination-messages"]),
		"on-failure": values["rollback-on-failure"] ? "rollback" : void 0
	};
	return {
		command,
		inputs: command === "drift" ? {
			...inputs,
			...DRIFT_INPUTS
		} : inputs,
		output
	};
}
function requestedOutput(argv) {
	let format;
	argv.forEach((arg, i) => {
		const inline = /^(?:--output=|-o=?)(.+)$/.exec(arg);
		if (inline) format = inline[1];
		else if (arg === "--output" || arg === "-o") format = argv[i + 1];
	});
	return isOneOf(OUTPUT_FORMATS, format) ? format : "text";
}
// src/cliOutput.ts
const COLOURS = {
	created: "green",
	configured: "yellow",
	replaced: "magenta",
	pruned: "red",
	kept: "cyan",
	unchanged: "dim",
	skipped: "dim",
	failed: ["red", "bold"],
	added: "green",
	removed: "red",
	hunk: "cyan",
	header: "bold"
};
const util = () => process.getBuiltinModule("node:util");
let colourSequences;
function ownSequences() {
	if (colourSequences) return colourSequences;
	const sequences = Object.values(COLOURS).flatMap((format) => util().styleText(format, " ", { validateStream: false }).match(/\x1b\[[\d;]*m/g) ?? []);
	colourSequences = new RegExp([...new Set(sequences)].map((sequence) => sequence.replace(/[[\\^$.|?*+()]/g, "\\$&")).join("|"), "g");
	return colourSequences;
}
function paintFor(stream) {
	const { styleText } = util();
	return styleText("green", " ", { stream }) !== " " ? (style, text) => styleText(COLOURS[style], showControlCharacters(text), { validateStream: false }) : (_style, text) => showControlCharacters(text);
}
const CLEAR_LINE = "\r\x1B[2K";
let status = "";
function write(stream, text) {
	if (status !== "") process.stderr.write(CLEAR_LINE);
	stream.write(text);
	if (status !== "") process.stderr.write(status);
}
function printOut(text) {
	write(process.stdout, `${showControlCharacters(text)}\n`);
}
function printErr(text) {
	write(process.stderr, `${showControlCharacters(text)}\n`);
}
function printPainted(text, stream = process.stdout) {
	let shown = "";
	let from = 0;
	for (const match of text.matchAll(ownSequences())) {
		shown += showControlCharacters(text.slice(from, match.index)) + match[0];
		from = match.index + match[0].length;
	}
	write(stream, `${shown}${showControlCharacters(text.slice(from))}\n`);
}
function printJson(json) {
	write(process.stdout, `${showControlCharacters(json, "json")}\n`);
}
function showProgressLine(text) {
	const shown = showControlCharacters(text).slice(0, Math.max(1, (process.stderr.columns || 80) - 1));
	if (shown === status) return;
	process.stderr.write(`${CLEAR_LINE}${shown}`);
	status = shown;
}
// src/cliFailure.ts
function printFailure(error, output, outcome) {
	printErr(`error: ${describeError(error)}`);
	if (output !== "json") return;
	const document = errorDocument(error);
	printJson(outcome ? renderJson(outcome, document) : renderErrorJson(document));
}
export { printOut as a, COMMANDS as c, OUTPUT_FORMATS as d, SHELLS as f, requestedOutput as g, parseCliArgs as h, printJson as i, FLAGS as l, flagFor as m, paintFor as n, printPainted as o, USAGE as p, printErr as r, showProgressLine as s, printFailure as t, OPTIONAL_VALUE_FLAGS as u };
