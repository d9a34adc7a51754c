import { t as UserError } from "./BSV1T608.js";
import { r as INPUT_TABLE } from "./BtfjB0hA.js";
import { t as DRIFT_INPUTS } from "./DE2RBj80.js";
import { a as flagFor, c as runFlagsOf, i as RUN_OUTPUTS, r as RUN_FLAGS, s as inputOfFlags, t as PREVIEW_FLAGS } from "./C3s96z-P.js";
import { c as destructiveConsent, s as DESTRUCTIVE_KINDS } from "./CEG-cXAi.js";
import { n as parseParentRef } from "./B9QzLz5r.js";
import { n as parseDuration } from "./CHwhpqd5.js";
import { o as parseGroupKind } from "./Bug6iPWb.js";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { tmpdir } from "node:os";
// src/cli/commandSpec.ts
function defineCommand(spec) {
	return spec;
}
// src/cli/stdinManifests.ts
function stdinManifestsFile(read = () => readFileSync(0, "utf8")) {
	if (process.stdin.isTTY) throw new UserError("-f - reads the manifests from standard input, and nothing is piped in", { hint: "pipe them in, e.g. kustomize build overlays/prod | applyset-action apply -f - ..." });
	const dir = mkdtempSync(join(tmpdir(), "applyset-action-stdin-"));
	process.once("exit", () => rmSync(dir, {
		recursive: true,
		force: true
	}));
	const file = join(dir, "stdin.yaml");
	writeFileSync(file, read());
	return file;
}
// src/cli/runArgs.ts
function runArgs(command, values) {
	const inputs = {};
	for (const name of Object.keys(INPUT_TABLE)) {
		const value = inputOfFlags(name, values);
		if (value !== void 0) inputs[name] = value;
	}
	inputs.mode = command === "drift" ? "preview" : command;
	inputs.manifests = manifestsOf(values.file ?? []);
	if (values["ignore-differences"] !== void 0) inputs["ignore-differences"] = readRulesFile(values["ignore-differences"]);
	const targets = targetsOf(values["targets-file"], values["only-target"], values["changed-since"], inputs);
	return {
		output: runOutput(values.output),
		inputs: command === "drift" ? {
			...inputs,
			...DRIFT_INPUTS
		} : inputs,
		...targets ? { targets } : {},
		...values["ignore-differences"] === void 0 ? {} : { ignoreDifferencesFile: values["ignore-differences"] },
		...values.debug ? { debug: true } : {}
	};
}
function manifestsOf(files) {
	if (files.filter((file) => file === "-").length > 1) throw new UserError("-f - is given twice: standard input can be read once");
	return files.map((file) => file === "-" ? stdinManifestsFile() : file).join("\n");
}
function readRulesFile(file) {
	try {
		return readFileSync(file, "utf8");
	} catch (error) {
		throw new UserError(`cannot read the --ignore-differences file ${file}`, {
			hint: "give a YAML file of rules, relative to the working directory",
			cause: error
		});
	}
}
function runOutput(output) {
	const format = output ?? "text";
	if (!RUN_OUTPUTS.includes(format)) throw new UserError(`--output must be text, json or markdown, not "${format}"`);
	return format;
}
function targetsOf(file, names, changedSince, inputs) {
	if (file === void 0) {
		if (names?.length || changedSince !== void 0) throw new UserError(`${names?.length ? "--only-target" : "--changed-since"} needs --targets-file`, { hint: "name the targets file, e.g. --targets-file .github/applysets.yaml --only-target shop-staging" });
		return;
	}
	const clash = [
		"manifests",
		"applyset",
		"namespace"
	].filter((input) => inputs[input]);
	if (clash.length > 0) throw new UserError(`${clash.map((input) => flagFor(input)).join(", ")} cannot be given with --targets-file`, { hint: "the targets file gives each target its manifests, applyset and namespace" });
	return {
		file,
		names: names ?? [],
		changedSince
	};
}
// src/cli/applyCommand.ts
const applyCommand = defineCommand({
	name: "apply",
	summary: "apply, wait until ready, prune what left the manifests",
	usage: "Usage: applyset-action apply --applyset <parent> --file <path|glob> [--file ...] [options]",
	about: `Applies the manifests with server-side apply, in dependency order, under the ApplySet's lock; waits
until what was applied is ready (--wait=false not to), then prunes the members that left the
manifests (see --prune-timing) and records the set on its parent. Exits 0, or 1 on an error or a
rollout that failed or timed out.`,
	flags: RUN_FLAGS,
	outputs: RUN_OUTPUTS,
	parse: (values) => runArgs("apply", values),
	opens: () => "nothing",
	run: async (args, _session, shell) => (await import("./D4UNOZYS.js")).runManifests({
		command: "apply",
		...args
	}, shell)
});
// src/cli/setFlags.ts
const PARENT_FLAG = { applyset: {
	type: "string",
	value: "<parent>",
	help: "the parent: NAME (a Secret), secrets/NAME, configmaps/NAME,\nor RESOURCE[.VERSION].GROUP/NAME"
} };
const ALL_NAMESPACES_FLAG = { "all-namespaces": {
	type: "boolean",
	short: "A",
	help: "every namespace"
} };
const CONNECTION_FLAGS = {
	namespace: {
		type: "string",
		short: "n",
		value: "<ns>",
		help: "namespace of the parent (default: the kubeconfig context's)"
	},
	kubeconfig: {
		type: "string",
		value: "<path>",
		completes: "file",
		help: "kubeconfig file (default: KUBECONFIG, then ~/.kube/config)"
	},
	context: {
		type: "string",
		value: "<name>",
		completes: "context",
		help: "kubeconfig context"
	}
};
const LOCK_TIMEOUT_FLAG = { "lock-timeout": {
	type: "string",
	value: "<duration>",
	help: "how long to wait for another run's lock (default 10m)"
} };
const WRITE_FLAGS = {
	adopt: {
		type: "boolean",
		help: "act on a set another tool (kubectl) manages"
	},
	...LOCK_TIMEOUT_FLAG,
	"field-manager": {
		type: "string",
		value: "<name>",
		help: "field manager of the writes to members (default applyset-action)"
	}
};
function outputFlag(outputs, help = "text (default) or json") {
	return { output: {
		type: "string",
		short: "o",
		value: "<format>",
		completes: outputs,
		help
	} };
}
const EXIT_READ = "Exit codes: 0 done; 1 an error (no such parent, a refused request, bad flags).";
function setArgs(command, values, outputs, needsParent = true) {
	const output = values.output ?? "text";
	if (!outputs.includes(output)) throw new UserError(`${command} -o must be ${outputs.slice(0, -1).join(", ")} or ${outputs.at(-1)}, not "${values.output}"`);
	if (needsParent && !values.applyset) throw new UserError(`${command} needs --applyset`, { hint: `e.g. applyset-action ${command} --applyset my-app -n my-namespace` });
	if (values["all-namespaces"] && values.namespace) throw new UserError("give -n or -A, not both");
	return {
		output,
		target: {
			applyset: values.applyset === void 0 ? void 0 : parseParentRef(values.applyset),
			namespace: values.namespace,
			kubeconfigPath: values.kubeconfig,
			context: values.context,
			concurrency: 32
		},
		adopt: values.adopt ?? false,
		lockTimeoutSeconds: durationMs(values["lock-timeout"], "10m", "--lock-timeout") / 1e3
	};
}
function durationMs(text, fallback, flag) {
	const ms = parseDuration(text ?? fallback);
	if (ms === void 0) throw new UserError(`${flag} must be a duration such as 90s or 5m, not "${text}"`);
	return ms;
}
// src/cli/deleteCommand.ts
const OUTPUTS$7 = ["text", "json"];
const deleteCommand = defineCommand({
	name: "delete",
	summary: "delete a set's members, then its parent and lock",
	usage: "Usage: applyset-action delete --applyset <parent> [-n NS] [--yes] [--no-hooks] [--adopt] [-o text|json]",
	about: `Deletes the set, under its lock: every member in reverse apply order (webhooks first, Namespaces and
CRDs last), each stage gone before the next, then the parent and the lock's Lease. From a terminal
it needs --yes. A Namespace, CRD, PersistentVolumeClaim or PersistentVolume member needs
--allow-destructive-prunes, as its prune would; without it nothing is deleted. A member the set adopted
(it existed before an apply took it) is not deleted: it leaves the set, and is named as left. A chart's
pre-delete hooks, as the last apply recorded them, run before anything is deleted (one that fails stops
the delete, nothing deleted), its post-delete hooks once the members are gone, before the parent.`,
	flags: {
		...PARENT_FLAG,
		...CONNECTION_FLAGS,
		yes: {
			type: "boolean",
			short: "y",
			help: "delete without asking (needed when stdin is a terminal)"
		},
		hooks: {
			type: "boolean",
			shown: "--no-hooks",
			help: "do not run the chart's pre-delete and post-delete hooks the last apply recorded (helm uninstall --no-hooks)"
		},
		"allow-destructive-prunes": {
			type: "string",
			optionalValue: true,
			shown: "--allow-destructive-prunes[=<kinds>]",
			completes: DESTRUCTIVE_KINDS,
			help: "allow deleting Namespaces, CRDs and volumes: all, or the kinds given"
		},
		timeout: {
			type: "string",
			value: "<duration>",
			help: "how long to wait for the members to be gone (default 5m)"
		},
		...WRITE_FLAGS,
		...outputFlag(OUTPUTS$7)
	},
	outputs: OUTPUTS$7,
	exitCodes: `Exit codes: 0 deleted; 1 an error, a refusal (no --yes, no consent: nothing deleted) or members not
gone in time (the parent is kept: run delete again).`,
	parse: (values) => {
		const args = setArgs("delete", values, OUTPUTS$7);
		const errors = [];
		const consent = destructiveConsent(values["allow-destructive-prunes"] ?? "false", "--allow-destructive-prunes", errors);
		if (errors[0]) throw errors[0];
		const timeoutMs = durationMs(values.timeout, "5m", "--timeout");
		const yes = values.yes ?? false;
		if (process.stdin.isTTY && !yes) throw new UserError("delete deletes every member of the set and its parent; from a terminal it needs --yes", { hint: "look first with applyset-action view, then run again with --yes" });
		return {
			...args,
			yes,
			consent,
			timeoutMs,
			hooks: values.hooks ?? true,
			fieldManager: values["field-manager"] ?? "applyset-action"
		};
	},
	opens: () => "write",
	run: async (args, { set }) => {
		const [{ printErr }, { deleteSet }] = await Promise.all([import("./ystwE9i2.js"), import("./D_EIYCVd.js")]);
		return deleteSet(set, {
			consent: args.consent,
			timeoutMs: args.timeoutMs,
			hooks: args.hooks,
			fieldManager: args.fieldManager,
			progress: printErr
		});
	}
});
// src/cli/disbandCommand.ts
const OUTPUTS$6 = ["text", "json"];
const disbandCommand = defineCommand({
	name: "disband",
	summary: "unlabel a set's members (they stay), delete its parent",
	usage: "Usage: applyset-action disband --applyset <parent> [-n NS] [--adopt] [-o text|json]",
	about: `Dissolves the set, under its lock: removes the applyset.kubernetes.io/part-of label from every member
(the objects stay, no longer managed), then deletes the parent.`,
	flags: {
		...PARENT_FLAG,
		...CONNECTION_FLAGS,
		...WRITE_FLAGS,
		...outputFlag(OUTPUTS$6)
	},
	outputs: OUTPUTS$6,
	exitCodes: "Exit codes: 0 disbanded; 1 an error (nothing changed when it came before the first member).",
	parse: (values) => ({
		...setArgs("disband", values, OUTPUTS$6),
		fieldManager: values["field-manager"] ?? "applyset-action"
	}),
	opens: () => "write",
	run: async (args, { set }) => (await import("./96FmwdEk.js")).disbandSet(set, args.fieldManager)
});
// src/cli/driftCommand.ts
const driftCommand = defineCommand({
	name: "drift",
	summary: "preview; exit 2 when the cluster differs from the manifests",
	usage: "Usage: applyset-action drift --applyset <parent> --file <path|glob> [--file ...] [options]",
	about: `Previews, and exits with 2 when the cluster differs from the manifests (anything to create, update
or prune), 0 when it matches, 1 on an error: a check to run on a schedule. kubectl diff exits 1
when it finds a difference and above 1 on an error; here 1 is an error, as for every command, and
2 the finding (terraform plan -detailed-exitcode's codes). verify's findings exit 2 too.`,
	flags: PREVIEW_FLAGS,
	outputs: RUN_OUTPUTS,
	parse: (values) => runArgs("drift", values),
	opens: () => "nothing",
	run: async (args, _session, shell) => (await import("./D4UNOZYS.js")).runManifests({
		command: "drift",
		...args
	}, shell)
});
// src/cli/historyCommand.ts
const OUTPUTS$5 = ["text", "json"];
const historyCommand = defineCommand({
	name: "history",
	summary: "show the deploys a set's parent records",
	usage: "Usage: applyset-action history --applyset <parent> [-n NS] [-o text|json]",
	about: `The deploys the parent records (applyset-action.github.io/history, the last 10), newest first:
time, result, commit, actor, counts (+created ~updated -pruned) and the run's link.`,
	flags: {
		...PARENT_FLAG,
		...CONNECTION_FLAGS,
		...outputFlag(OUTPUTS$5)
	},
	outputs: OUTPUTS$5,
	exitCodes: EXIT_READ,
	parse: (values) => setArgs("history", values, OUTPUTS$5),
	opens: () => "read",
	run: async (_args, { set }) => (await import("./XYEBpSbY.js")).historyOf(set)
});
// src/cli/listCommand.ts
const OUTPUTS$4 = ["text", "json"];
const listCommand = defineCommand({
	name: "list",
	summary: "list the ApplySets you can read",
	usage: "Usage: applyset-action list [-n NS | -A] [-o text|json]",
	about: `Lists every ApplySet parent you can read: Secrets and ConfigMaps with the applyset.kubernetes.io/id
label, and custom resources of kinds whose CRD carries applyset.kubernetes.io/is-parent-type. For
each: the parent, its tooling (ours, kubectl, other), the member count (found the way prune finds
members), the kinds and namespaces it records, the last deploy its history records.`,
	flags: {
		...ALL_NAMESPACES_FLAG,
		...CONNECTION_FLAGS,
		...outputFlag(OUTPUTS$4)
	},
	outputs: OUTPUTS$4,
	exitCodes: EXIT_READ,
	parse: (values) => ({
		...setArgs("list", values, OUTPUTS$4, false),
		allNamespaces: values["all-namespaces"] ?? false
	}),
	opens: () => "cluster",
	run: async (args, { cluster }) => {
		const { listSets } = await import("./B41DbwKw.js");
		return listSets(cluster, args.allNamespaces ? "" : args.target.namespace ?? cluster.defaultNamespace ?? "default");
	}
});
// src/cli/migrateCommand.ts
const OUTPUTS$3 = ["text", "json"];
const migrateCommand = defineCommand({
	name: "migrate",
	summary: "take over a set pruned by label (kubectl apply --prune -l)",
	usage: "Usage: applyset-action migrate --applyset <parent> [-n NS] -l, --selector key=val [--kinds K,...] [--dry-run] [-o text|json]",
	about: `KEP-3659's generate-applyset: takes over a set pruned the legacy way (kubectl apply --prune -l
key=val). The objects legacy prune would consider (the selector; kubectl's default allow-list of kinds
unless --kinds names them; in the namespace, cluster-wide for Namespaces and PersistentVolumes; made
by kubectl apply) become members, under the set's lock: the parent is written first, recording
exactly their kinds and namespaces, then each object gets the part-of label, and the fields kubectl's
client-side apply owned are handed to --field-manager's server-side apply (as kubectl's csaupgrade
does). The first apply of the same manifests after it, with that field manager, writes nothing and
prunes what the legacy prune would have.`,
	flags: {
		...PARENT_FLAG,
		...CONNECTION_FLAGS,
		selector: {
			type: "string",
			short: "l",
			value: "<key=val>",
			help: "the label selector the legacy prune used"
		},
		kinds: {
			type: "string",
			value: "<kinds>",
			help: "Kind or Kind.group, comma-separated (default: kubectl's allow-list)"
		},
		"dry-run": {
			type: "boolean",
			help: "list what it would take; write nothing"
		},
		...LOCK_TIMEOUT_FLAG,
		"field-manager": {
			type: "string",
			value: "<name>",
			help: "the applies' field manager, which takes the fields over (default applyset-action)"
		},
		...outputFlag(OUTPUTS$3)
	},
	outputs: OUTPUTS$3,
	exitCodes: "Exit codes: 0 done; 1 an error, or a refusal (the parent exists, an object belongs to a set: nothing written).",
	parse: (values) => {
		if (!values.selector) throw new UserError("migrate needs --selector, the label selector kubectl apply --prune -l was given", { hint: "e.g. applyset-action migrate --applyset my-app -n my-namespace --selector app=my-app" });
		return {
			...setArgs("migrate", values, OUTPUTS$3),
			selector: values.selector,
			kinds: values.kinds?.split(",").map((kind) => kind.trim()).filter((kind) => kind !== "").map(parseGroupKind),
			dryRun: values["dry-run"] ?? false,
			fieldManager: values["field-manager"] ?? "applyset-action"
		};
	},
	opens: () => "nothing",
	run: async (args, _session, { environment }) => {
		const [{ printErr }, { migrateSet }] = await Promise.all([import("./ystwE9i2.js"), import("./DiSktV3O.js")]);
		const { applyset } = args.target;
		if (!applyset) throw new Error("migrate was parsed without --applyset");
		return migrateSet({
			...args.target,
			applyset,
			environment
		}, {
			selector: args.selector,
			kinds: args.kinds,
			dryRun: args.dryRun,
			lockTimeoutSeconds: args.lockTimeoutSeconds,
			fieldManager: args.fieldManager,
			info: printErr
		});
	}
});
// src/cli/previewCommand.ts
const previewCommand = defineCommand({
	name: "preview",
	summary: "show what an apply would do, writing nothing",
	usage: "Usage: applyset-action preview --applyset <parent> --file <path|glob> [--file ...] [options]",
	about: `Shows what apply would do, writing nothing, not even the ApplySet parent or its lock: a server-side
dry run of every object, and what would be created, updated, replaced, pruned or kept, with a diff
of each update (Secret values masked). Exits 0, or 1 on an error.`,
	flags: PREVIEW_FLAGS,
	outputs: RUN_OUTPUTS,
	parse: (values) => runArgs("preview", values),
	opens: () => "nothing",
	run: async (args, _session, shell) => (await import("./D4UNOZYS.js")).runManifests({
		command: "preview",
		...args
	}, shell)
});
const renderCommand = defineCommand({
	name: "render",
	summary: "render the manifests into a bundle a preview plans elsewhere, without a cluster",
	usage: "Usage: applyset-action render --applyset <parent> --file <path|glob> [--file ...] [--bundle <file>] [options]",
	about: `Renders the manifests (kustomizations and Helm charts built, images set) as a preview reads
them, for one set or a targets file's targets, and writes them with their file:line sources, the sets'
options and the commit into one bundle file: the first half of the two-workflow preview
(docs/two-workflow-previews.md), whose second half previews the bundle against the cluster. Reaches no
cluster. In a GitHub Actions job the bundle records the run (GITHUB_RUN_ID, GITHUB_WORKFLOW_REF) and the
pull request's commits, which the preview checks. Exits 0, or 1 on an error.`,
	flags: {
		...runFlagsOf([
			"applyset",
			"file",
			"namespace",
			"context",
			"field-manager",
			"force-conflicts",
			"prune",
			"max-prunes",
			"allow-destructive-prunes",
			"adopt",
			"allow-empty",
			"propagation-policy",
			"prune-timing",
			"replace",
			"image",
			"ignore-differences",
			"helm-release",
			"helm-values",
			"helm-set",
			"targets-file",
			"only-target",
			"changed-since"
		]),
		bundle: {
			type: "string",
			value: "<file>",
			completes: "file",
			help: "where the bundle is written (default applyset-bundle.json)"
		},
		...runFlagsOf([
			"debug",
			"help",
			"version"
		])
	},
	outputs: ["text"],
	parse: (values) => ({
		...runArgs("preview", values),
		output: "text",
		bundle: values.bundle
	}),
	opens: () => "nothing",
	run: async (args, _session, shell) => (await import("./CR0WB8MA.js")).render(args, shell)
});
const renderDiffCommand = defineCommand({
	name: "render-diff",
	summary: "diff a set's render at a base commit against the checkout, without a cluster",
	usage: "Usage: applyset-action render-diff --base <ref> --applyset <parent> --file <path|glob> [--file ...] [options]",
	about: `Renders the set (files, kustomizations, charts, --image) as the checkout holds it and as --base held
it, and compares the two: objects created, changed (field paths and a diff, Secret values masked),
unchanged, and prune candidates (rendered by the base, not by the head). Nothing is asked of a
cluster: what it holds and what it would refuse are not known, and the report says so. Exits 0,
or 1 on an error.`,
	flags: {
		base: {
			type: "string",
			value: "<ref>",
			help: "the commit or branch to compare with, e.g. origin/main (its render\nis read from a temporary git worktree; the checkout is the head)"
		},
		...runFlagsOf([
			"applyset",
			"file",
			"namespace",
			"allow-empty",
			"image",
			"helm-release",
			"helm-values",
			"helm-set",
			"output",
			"debug",
			"help",
			"version"
		])
	},
	outputs: RUN_OUTPUTS,
	parse: (values) => {
		if (!values.base) throw new UserError("render-diff needs --base: the commit or branch to compare with", { hint: "e.g. --base origin/main" });
		return {
			...runArgs("preview", values),
			base: values.base
		};
	},
	opens: () => "nothing",
	run: async (args, _session, shell) => (await import("./D7uP5BUK.js")).runRenderDiff(args, shell)
});
// src/cli/treeCommand.ts
const OUTPUTS$2 = ["text", "json"];
const treeCommand = defineCommand({
	name: "tree",
	summary: "show a set's members grouped by kind",
	usage: "Usage: applyset-action tree --applyset <parent> [-n NS] [-o text|json]",
	about: `The set's members, found the way prune finds them (as view finds them), under their kinds: each
kind (ConfigMap, Deployment.apps) on a line, then its members indented, namespace/name.`,
	flags: {
		...PARENT_FLAG,
		...CONNECTION_FLAGS,
		...outputFlag(OUTPUTS$2)
	},
	outputs: OUTPUTS$2,
	exitCodes: EXIT_READ,
	parse: (values) => setArgs("tree", values, OUTPUTS$2),
	opens: () => "read",
	run: async (_args, { set }) => (await import("./Dk9CDx36.js")).treeOfSet(set)
});
// src/cli/verifyCommand.ts
const OUTPUTS$1 = ["text", "json"];
const verifyCommand = defineCommand({
	name: "verify",
	summary: "find members their parent does not record; --fix records them",
	usage: "Usage: applyset-action verify (--applyset <parent> [-n NS] | -A) [--fix [--adopt]] [-o text|json]",
	about: `The fsck KEP-3659 describes. A full scan, not prune's: every kind the cluster serves, one
cluster-wide metadata-only LIST each with the part-of selector, compared with the parent. It
reports members outside the recorded kinds or namespaces (leaked: prune never looks for them),
recorded kinds and namespaces with no member, parents whose ID label does not match their
identity, and (-A) members whose parent is gone (orphans). --fix, under the set's lock, makes the
parent record exactly where its members are: the next apply prunes the leaked ones. With -A,
--fix fixes every inconsistent set, each under its own lock, and says per set what it did or why not.`,
	flags: {
		...PARENT_FLAG,
		"all-namespaces": {
			type: "boolean",
			short: "A",
			help: "every set the caller can read"
		},
		...CONNECTION_FLAGS,
		fix: {
			type: "boolean",
			help: "make the parent record where its members are (kinds and namespaces)"
		},
		...WRITE_FLAGS,
		...outputFlag(OUTPUTS$1)
	},
	outputs: OUTPUTS$1,
	exitCodes: "Exit codes: 0 nothing leaked (or --fix fixed it); 2 a member leaked (a finding, as drift's 2); 1 an error.",
	parse: (values) => {
		const args = setArgs("verify", values, OUTPUTS$1, false);
		if (!values.applyset !== Boolean(values["all-namespaces"])) throw new UserError("verify needs --applyset (one set) or -A (every set)");
		return {
			...args,
			allNamespaces: values["all-namespaces"] ?? false,
			fix: values.fix ?? false
		};
	},
	opens: (args) => args.allNamespaces ? "cluster" : args.fix ? "write" : "read",
	run: async (args, session, { environment }) => {
		const [{ printErr }, verify] = await Promise.all([import("./ystwE9i2.js"), import("./isVGrb4T.js")]);
		const warn = (line) => printErr(`Warning: ${line}`);
		if (session.opened !== "cluster") return verify.verifySet(session.set, args.fix, warn);
		if (!args.fix) return verify.verifyAll(session.cluster);
		const { openSet } = await import("./CwL8D0ct.js");
		const write = {
			adopt: args.adopt,
			lockTimeoutSeconds: args.lockTimeoutSeconds,
			info: printErr
		};
		const { cluster } = session;
		return verify.verifyAllAndFix(cluster, (parent) => openSet({
			...args.target,
			applyset: parent,
			namespace: parent.namespace || void 0,
			environment
		}, write, cluster), warn);
	}
});
// src/cli/viewCommand.ts
const OUTPUTS = [
	"text",
	"json",
	"yaml",
	"name"
];
// src/cli/registry.ts
const COMMANDS = {
	preview: previewCommand,
	apply: applyCommand,
	drift: driftCommand,
	render: renderCommand,
	"render-diff": renderDiffCommand,
	list: listCommand,
	view: defineCommand({
		name: "view",
		summary: "list a set's members (and their health)",
		usage: "Usage: applyset-action view --applyset <parent> [-n NS] [-o name|json|yaml|text] [--health]",
		about: `The set's members, found the way prune finds them: one metadata-only LIST per recorded kind and
namespace. -o name prints kubectl names (configmap/app), one a line, for other tools.`,
		flags: {
			...PARENT_FLAG,
			...CONNECTION_FLAGS,
			health: {
				type: "boolean",
				help: "read whole objects and say each one's health (kstatus's rules)"
			},
			...outputFlag(OUTPUTS, "text (default), name, json or yaml")
		},
		outputs: OUTPUTS,
		exitCodes: EXIT_READ,
		parse: (values) => ({
			...setArgs("view", values, OUTPUTS),
			health: values.health ?? false
		}),
		opens: () => "read",
		run: async (args, { set }) => (await import("./DpRu7L_T.js")).viewSet(set, { health: args.health })
	}),
	tree: treeCommand,
	history: historyCommand,
	verify: verifyCommand,
	disband: disbandCommand,
	delete: deleteCommand,
	migrate: migrateCommand
};
const COMMAND_NAMES = Object.keys(COMMANDS);
const HANDLERS = COMMANDS;
export { COMMAND_NAMES as n, HANDLERS as r, COMMANDS as t };
