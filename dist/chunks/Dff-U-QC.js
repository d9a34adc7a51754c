import { d as parseGroupKind, g as UserError, m as parseParentRef, n as renderErrorJson, r as renderJson, t as errorDocument, v as describeError, y as errorMessage } from "./tNkuvyWo.js";
import { T as parseDuration, n as DRIFT_INPUTS, t as closestNames, w as destructiveConsent } from "./HD42dWgV.js";
import { n as printErr, r as printJson } from "./rMU475In.js";
import { parseArgs } from "node:util";
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
// src/commands/toolingArgs.ts
const TOOLING_COMMANDS = [
	"list",
	"view",
	"history",
	"verify",
	"disband",
	"delete",
	"migrate"
];
const CONNECTION = `  -n, --namespace <ns>       namespace of the parent (default: the kubeconfig context's)
  --kubeconfig <path>        kubeconfig file (default: KUBECONFIG, then ~/.kube/config)
  --context <name>           kubeconfig context`;
const PARENT = `  --applyset <parent>        the parent: NAME (a Secret), secrets/NAME, configmaps/NAME,
                             or RESOURCE[.VERSION].GROUP/NAME`;
const WRITE = `  --adopt                    act on a set another tool (kubectl) manages
  --lock-timeout <duration>  how long to wait for another run's lock (default 10m)
  --field-manager <name>     field manager of the writes to members (default applyset-action)`;
const EXIT_READ = `Exit codes: 0 done; 1 an error (no such parent, a refused request, bad flags).`;
const TOOLING_HELP = {
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
`
};
const TOOLING_FLAGS = {
	applyset: { type: "string" },
	namespace: {
		type: "string",
		short: "n"
	},
	"all-namespaces": {
		type: "boolean",
		short: "A"
	},
	kubeconfig: { type: "string" },
	context: { type: "string" },
	output: {
		type: "string",
		short: "o"
	},
	health: { type: "boolean" },
	fix: { type: "boolean" },
	selector: {
		type: "string",
		short: "l"
	},
	kinds: { type: "string" },
	"dry-run": { type: "boolean" },
	yes: {
		type: "boolean",
		short: "y"
	},
	adopt: { type: "boolean" },
	"allow-destructive-prunes": { type: "string" },
	timeout: { type: "string" },
	"lock-timeout": { type: "string" },
	"field-manager": { type: "string" },
	help: {
		type: "boolean",
		short: "h"
	}
};
function toolingFlagsOf(command) {
	const listed = [...TOOLING_HELP[command].matchAll(/^ {2}(?:-\w, )?--([a-z-]+)/gm)].map((match) => match[1]);
	return [...new Set(listed), "help"];
}
const OUTPUTS = {
	list: ["text", "json"],
	view: [
		"text",
		"json",
		"yaml",
		"name"
	],
	history: ["text", "json"],
	verify: ["text", "json"],
	disband: ["text", "json"],
	delete: ["text", "json"],
	migrate: ["text", "json"]
};
function isToolingCommand(name) {
	return TOOLING_COMMANDS.includes(name ?? "");
}
function parseToolingArgs(argv) {
	const normalized = argv.map((arg) => arg === "--allow-destructive-prunes" ? `${arg}=true` : arg);
	let parsed;
	try {
		parsed = parseArgs({
			args: normalized,
			allowPositionals: true,
			options: TOOLING_FLAGS
		});
	} catch (error) {
		throw new UserError(errorMessage(error), { hint: `run applyset-action ${argv[0] ?? ""} --help for the options` });
	}
	const { values, positionals } = parsed;
	const [command, ...extra] = positionals;
	if (!isToolingCommand(command) || extra.length > 0) throw new UserError(`unknown command "${positionals.join(" ")}"`, { hint: "see applyset-action --help" });
	const output = values.output ?? "text";
	if (values.help) return {
		command,
		help: true
	};
	const base = {
		command,
		help: false,
		allNamespaces: values["all-namespaces"] ?? false,
		output,
		health: values.health ?? false,
		fix: values.fix ?? false,
		selector: values.selector,
		kinds: values.kinds?.split(",").map((kind) => kind.trim()).filter((kind) => kind !== "").map(parseGroupKind),
		dryRun: values["dry-run"] ?? false,
		yes: values.yes ?? false,
		adopt: values.adopt ?? false
	};
	const connection = {
		kubeconfigPath: values.kubeconfig,
		context: values.context,
		concurrency: 32
	};
	if (!OUTPUTS[command].includes(output)) throw new UserError(`${command} -o must be ${OUTPUTS[command].slice(0, -1).join(", ")} or ${OUTPUTS[command].at(-1)}, not "${values.output}"`);
	if (command === "verify" && !values.applyset !== Boolean(values["all-namespaces"])) throw new UserError("verify needs --applyset (one set) or -A (every set)");
	if (command === "migrate" && !values.selector) throw new UserError("migrate needs --selector, the label selector kubectl apply --prune -l was given", { hint: "e.g. applyset-action migrate --applyset my-app -n my-namespace --selector app=my-app" });
	if (command !== "list" && command !== "verify" && !values.applyset) throw new UserError(`${command} needs --applyset`, { hint: `e.g. applyset-action ${command} --applyset my-app -n my-namespace` });
	if (values["all-namespaces"] && values.namespace) throw new UserError("give -n or -A, not both");
	const errors = [];
	const consent = destructiveConsent(values["allow-destructive-prunes"] ?? "false", "--allow-destructive-prunes", errors);
	if (errors[0]) throw errors[0];
	return {
		...base,
		target: {
			...connection,
			applyset: values.applyset === void 0 ? void 0 : parseParentRef(values.applyset),
			namespace: values.namespace
		},
		consent,
		timeoutMs: duration(values.timeout, "5m", "--timeout"),
		lockTimeoutSeconds: duration(values["lock-timeout"], "10m", "--lock-timeout") / 1e3,
		fieldManager: values["field-manager"] ?? "applyset-action"
	};
}
function duration(text, fallback, flag) {
	const ms = parseDuration(text ?? fallback);
	if (ms === void 0) throw new UserError(`${flag} must be a duration such as 90s or 5m, not "${text}"`);
	return ms;
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
	...TOOLING_COMMANDS,
	"completion",
	"help"
];
const SHELLS = ["bash", "zsh"];
const USAGE = `Usage: applyset-action preview|apply|drift --applyset <parent> --file <path|glob> [--file ...] [options]
       applyset-action preview|apply|drift --targets <file> [--target <name> ...] [options]
       applyset-action list|view|history|verify|disband|delete|migrate --applyset <parent> [options]
       applyset-action completion bash|zsh
       applyset-action help [command]

Preview (server-side dry run) or apply a set of Kubernetes manifests as an ApplySet, pruning
the objects that left the manifests. drift previews and exits with 2 when the cluster differs
from the manifests (anything to create, update or prune), 0 when it matches, 1 on an error.
list, view and history read the ApplySets you can see, their members and their deploys; verify
finds members their parent does not record (invisible to prune), and --fix records them;
disband unlabels a set's members (they stay) and deletes its parent; delete deletes them all;
migrate takes over a set pruned by label (kubectl apply --prune -l).
applyset-action help <command> describes one command and its options.

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
  --image <name>=<image>     run <image> in every container whose image, without its tag, is
                             <name> (kustomize's images), e.g. ghcr.io/acme/web=ghcr.io/acme/web:1a2b3c4;
                             repeatable. Set before the plan, so the preview shows it as a diff
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
  --targets <file>           run every target a targets file lists (name, manifests, parent,
                             namespace, context, options) instead of one set; the other flags
                             apply to each target unless the target sets them
  --target <name>            only this target of --targets; repeatable
  --changed-since <ref>      only the targets of --targets whose files (manifests, the kustomize
                             bases, components and patches they use, their entry) changed since
                             where HEAD and this commit or branch parted, e.g. origin/main
  -o, --output <format>      text (default), json or markdown
  --debug                    print a failure with what caused it (error codes, stacks)
  -h, --help                 this text
  --version                  the version, alone (e.g. 1.0.0)
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
	image: {
		type: "string",
		multiple: true
	},
	lock: { type: "boolean" },
	"lock-timeout": { type: "string" },
	"plan-cache": { type: "boolean" },
	"retry-timeout": { type: "string" },
	"log-termination-messages": { type: "boolean" },
	"rollback-on-failure": { type: "boolean" },
	targets: { type: "string" },
	target: {
		type: "string",
		multiple: true
	},
	"changed-since": { type: "string" },
	output: {
		type: "string",
		short: "o"
	},
	debug: { type: "boolean" },
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
	"on-failure": "rollback-on-failure",
	images: "image"
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
	if (argv.length === 0) return {
		command: "help",
		topic: void 0
	};
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
		"on-failure": values["rollback-on-failure"] ? "rollback" : void 0,
		images: values.image?.join("\n")
	};
	const targets = targetsOf(values.targets, values.target, values["changed-since"], inputs);
	return {
		command,
		inputs: command === "drift" ? {
			...inputs,
			...DRIFT_INPUTS
		} : inputs,
		output,
		...targets ? { targets } : {},
		...values.debug ? { debug: true } : {}
	};
}
function targetsOf(file, names, changedSince, inputs) {
	if (file === void 0) {
		if (names?.length || changedSince !== void 0) throw new UserError(`${names?.length ? "--target" : "--changed-since"} needs --targets`, { hint: "name the targets file, e.g. --targets .github/applysets.yaml --target shop-staging" });
		return;
	}
	const clash = [
		"manifests",
		"applyset",
		"namespace"
	].filter((input) => inputs[input]);
	if (clash.length > 0) throw new UserError(`${clash.map((input) => flagFor(input)).join(", ")} cannot be given with --targets`, { hint: "the targets file gives each target its manifests, parent and namespace" });
	return {
		file,
		names: names ?? [],
		changedSince
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
// src/cliFailure.ts
function printFailure(error, output, outcome, options = {}) {
	printErr(`error: ${describeError(error)}`);
	if (options.debug) printErr(debugTrace(error));
	if (output !== "json") return;
	const document = errorDocument(error);
	printJson(outcome ? renderJson(outcome, document, options.command) : renderErrorJson(document, options.command));
}
function debugTrace(error) {
	const lines = [];
	for (let e = error, depth = 0; e !== void 0 && depth < 10; e = e instanceof Error ? e.cause : void 0, depth++) {
		const code = e instanceof Error ? e.code : void 0;
		const coded = typeof code === "string" ? `[code ${code}] ` : "";
		lines.push(`${depth === 0 ? "debug: " : "debug: caused by: "}${coded}${e instanceof Error ? e.stack ?? e.message : String(e)}`);
	}
	return lines.join("\n");
}
export { parseToolingArgs as _, OUTPUT_FORMATS as a, USAGE as c, requestedOutput as d, OUTPUTS as f, isToolingCommand as g, TOOLING_HELP as h, OPTIONAL_VALUE_FLAGS as i, flagFor as l, TOOLING_FLAGS as m, COMMANDS as n, RUN_COMMANDS as o, TOOLING_COMMANDS as p, FLAGS as r, SHELLS as s, printFailure as t, parseCliArgs as u, toolingFlagsOf as v };
