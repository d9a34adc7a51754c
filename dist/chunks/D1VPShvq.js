import "./C1I3wEg2.js";
import { c as flagFor, m as closestNames, t as printFailure } from "./H_fVmkki.js";
import { a as printPainted, i as printOut, n as printErr, o as showProgressLine, r as printJson, t as paintFor } from "./D72EV5s4.js";
import { S as parseEvents, Tt as formatDuration, _ as getScalarValue, c as EVENT_ID, f as YAMLException, i as connect, s as ABANDON_AFTER_MS } from "./De0mALfP.js";
import { _ as UserErrors, g as UserError, r as renderJson, t as errorDocument, v as describeError } from "./DBvgjP5J.js";
import { c as manifestsCommit, d as formatObjectLine, f as renderText, i as renderMarkdown, l as isDynamicPattern, o as RunFailure, s as runApplySet, t as keepYoungGenerationSmall, u as pLimit } from "./Be809Dhb.js";
import { n as driftLine, r as hasDrifted, w as parseOptions } from "./DGcm9OUf.js";
import { userInfo } from "node:os";
import { existsSync } from "node:fs";
import path from "node:path";
import { readFile } from "node:fs/promises";
// src/cliProgress.ts
const SHOW_AFTER_MS = 1e3;
const REDRAW_EVERY_MS = 250;
const STEP_WORDS = {
	plan: ["Planning", "planned"],
	apply: ["Applying", "applied"],
	wait: ["Waiting", "ready or gone"],
	prune: ["Pruning", "pruned or kept"]
};
function progressText(progress, elapsedMs) {
	const [doing, done] = STEP_WORDS[progress.step];
	const detail = progress.detail ? `; ${progress.detail}` : "";
	return `${doing}: ${progress.done} of ${progress.total} object${progress.total === 1 ? "" : "s"} ${done}, ${formatDuration(elapsedMs)}${detail}`;
}
var ProgressLine = class {
	show;
	now;
	timer;
	current;
	started = 0;
	constructor(show, now = Date.now) {
		this.show = show;
		this.now = now;
		this.timer = setInterval(() => this.draw(), REDRAW_EVERY_MS);
		this.timer.unref();
	}
	update(progress) {
		if (progress.step !== this.current?.step || progress.total !== this.current.total) this.started = this.now();
		this.current = progress;
	}
	draw() {
		const elapsed = this.now() - this.started;
		if (this.current && elapsed >= SHOW_AFTER_MS) this.show(progressText(this.current, elapsed));
	}
	stop() {
		clearInterval(this.timer);
		this.current = void 0;
		this.show("");
	}
};
async function runTargets(planned, connection, hooksFor, run = {}) {
	const clusters = /* @__PURE__ */ new Map();
	const clusterFor = (context) => {
		const key = context ?? "";
		let cluster = clusters.get(key);
		if (!cluster) {
			cluster = connect({
				...connection,
				...context ? { context } : {}
			}, run.inject);
			cluster.catch(() => void 0);
			clusters.set(key, cluster);
		}
		return cluster;
	};
	const limit = pLimit(Math.max(1, run.atOnce ?? 8));
	return Promise.all(planned.map(({ target, options }) => limit(async () => {
		const hooks = hooksFor(target);
		try {
			return {
				target,
				outcome: await runApplySet(options, hooks, await clusterFor(options.context))
			};
		} catch (error) {
			return {
				target,
				error
			};
		}
	})));
}
// src/targets/targetOptions.ts
function targetOptions(file, targets, step, cwd, stepNamer) {
	const errors = [];
	const seen = /* @__PURE__ */ new Set();
	const planned = [];
	for (const target of targets) {
		const raw = {
			...step,
			...target.options,
			manifests: target.manifests.join("\n"),
			applyset: target.parent,
			namespace: target.namespace,
			context: target.context ?? step.context
		};
		const nameOf = (input, value) => {
			const line = target.lines[input];
			if (line === void 0) return stepNamer ? stepNamer(input, value) : value === void 0 ? input : `${input}: ${value}`;
			return `target "${target.name}" ${value === void 0 ? input : `${input}: ${value}`} (${file.file}:${line})`;
		};
		for (const manifest of target.manifests) if (!isDynamicPattern(manifest) && !existsSync(path.resolve(cwd, manifest))) errors.push(new UserError(`target "${target.name}": manifests ${manifest} does not exist`, {
			source: {
				file: file.file,
				line: target.lines.manifests ?? target.line
			},
			hint: "paths are relative to the working directory (the repository's root in a workflow)"
		}));
		try {
			planned.push({
				target,
				options: parseOptions(raw, cwd, nameOf)
			});
		} catch (error) {
			if (!(error instanceof UserError)) throw error;
			for (const one of error instanceof UserErrors ? error.errors : [error]) {
				if (seen.has(one.message)) continue;
				seen.add(one.message);
				errors.push(one);
			}
		}
	}
	if (errors.length > 0) throw new UserErrors(errors);
	return planned;
}
// src/targets/positionedYaml.ts
var YamlShapeError = class extends Error {
	line;
	constructor(line, message) {
		super(message);
		this.name = "YamlShapeError";
		this.line = line;
	}
};
function parsePositioned(text) {
	let events;
	try {
		events = parseEvents(text, { maxDepth: 50 });
	} catch (error) {
		if (!(error instanceof YAMLException)) throw error;
		throw new YamlShapeError((error.mark?.line ?? 0) + 1, `YAML syntax error: ${error.reason}`);
	}
	const lines = lineStarts(text);
	const lineOf = (offset) => lineAt(lines, offset);
	let index = events.findIndex((event) => event.type === EVENT_ID.DOCUMENT) + 1;
	if (index === 0 || events[index] === void 0 || events[index].type === EVENT_ID.POP) return void 0;
	const node = () => {
		const event = events[index++];
		switch (event.type) {
			case EVENT_ID.SCALAR: return {
				kind: "scalar",
				line: lineOf(event.valueStart),
				value: getScalarValue(text, event)
			};
			case EVENT_ID.SEQUENCE: {
				const items = [];
				while (events[index]?.type !== EVENT_ID.POP) items.push(node());
				index++;
				return {
					kind: "sequence",
					line: lineOf(event.start),
					items
				};
			}
			case EVENT_ID.MAPPING: {
				const entries = /* @__PURE__ */ new Map();
				while (events[index]?.type !== EVENT_ID.POP) {
					const key = node();
					if (key.kind !== "scalar") throw new YamlShapeError(key.line, "a key must be a plain word");
					const value = node();
					if (entries.has(key.value)) throw new YamlShapeError(key.line, `"${key.value}" is given twice`);
					entries.set(key.value, {
						keyLine: key.line,
						value
					});
				}
				index++;
				return {
					kind: "mapping",
					line: lineOf(event.start),
					entries
				};
			}
			case EVENT_ID.ALIAS: throw new YamlShapeError(lineOf(event.anchorStart), "aliases (*name) are not allowed here: write the value out");
			default: throw new YamlShapeError(1, "unexpected YAML structure");
		}
	};
	return node();
}
function lineStarts(text) {
	const starts = [0];
	for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) starts.push(i + 1);
	return starts;
}
function lineAt(starts, offset) {
	let low = 0;
	let high = starts.length - 1;
	while (low < high) {
		const mid = low + high + 1 >> 1;
		if (starts[mid] <= offset) low = mid;
		else high = mid - 1;
	}
	return low + 1;
}
// src/targets/targetsFile.ts
const TARGET_OPTIONS = [
	"field-manager",
	"force-conflicts",
	"prune",
	"max-prunes",
	"adopt",
	"allow-empty",
	"propagation-policy",
	"wait",
	"wait-timeout",
	"wait-prunes",
	"prune-timing",
	"replace",
	"allow-destructive-prunes",
	"lock",
	"lock-timeout",
	"plan-cache",
	"log-termination-messages",
	"on-failure"
];
const TARGET_KEYS = [
	"name",
	"manifests",
	"parent",
	"namespace",
	"context",
	"options"
];
const NAME_PATTERN = /^[a-z0-9]([-a-z0-9._]{0,61}[a-z0-9])?$/;
async function readTargetsFile(file, cwd) {
	let text;
	try {
		text = await readFile(new URL(file, `file://${cwd.endsWith("/") ? cwd : `${cwd}/`}`), "utf8");
	} catch (error) {
		throw new UserError(`cannot read the targets file ${file}`, {
			hint: "check the path given in the targets input (--targets), relative to the working directory",
			cause: error
		});
	}
	return parseTargetsFile(file, text);
}
function parseTargetsFile(file, text) {
	const errors = [];
	const problem = (line, message, hint) => errors.push(new UserError(message, {
		source: {
			file,
			line
		},
		...hint ? { hint } : {}
	}));
	let root;
	try {
		root = parsePositioned(text);
	} catch (error) {
		if (!(error instanceof YamlShapeError)) throw error;
		throw new UserError(error.message, { source: {
			file,
			line: error.line
		} });
	}
	const list = root?.kind === "mapping" ? root.entries.get("targets") : void 0;
	if (root?.kind !== "mapping" || !list) throw new UserError("the targets file has no \"targets:\" list", {
		source: {
			file,
			line: root?.line ?? 1
		},
		hint: "write targets: followed by one entry per ApplySet (name, manifests, parent, namespace, context, options)"
	});
	for (const [key, { keyLine }] of root.entries) if (key !== "targets") problem(keyLine, `unknown key "${key}"`, "the file holds only targets:");
	if (list.value.kind !== "sequence") throw new UserError("targets must be a list", { source: {
		file,
		line: list.keyLine
	} });
	const targets = list.value.items.flatMap((item, index) => {
		const target = readTarget(item, index, problem);
		return target ? [target] : [];
	});
	const byName = /* @__PURE__ */ new Map();
	const bySet = /* @__PURE__ */ new Map();
	for (const target of targets) {
		const sameName = byName.get(target.name);
		if (sameName) problem(target.line, `target name "${target.name}" is used twice (first at line ${sameName.line})`, "give each target its own name");
		byName.set(target.name, target);
		const set = `${target.context ?? ""}\n${target.namespace ?? ""}\n${target.parent}`;
		const sameSet = bySet.get(set);
		if (sameSet) problem(target.line, `targets "${sameSet.name}" and "${target.name}" name the same ApplySet (parent ${target.parent}${target.namespace ? ` in namespace ${target.namespace}` : ""}${target.context ? ` on context ${target.context}` : ""})`, "each would prune what the other applies: merge their manifests into one target");
		bySet.set(set, target);
	}
	if (list.value.items.length === 0) problem(list.keyLine, "the targets list is empty", "add at least one target");
	if (errors.length > 0) throw new UserErrors(errors);
	return {
		file,
		targets
	};
}
function readTarget(node, index, problem) {
	if (node.kind !== "mapping") {
		problem(node.line, `targets[${index}] must be a mapping with name, manifests and parent`);
		return;
	}
	const label = () => {
		const name = node.entries.get("name")?.value;
		return name?.kind === "scalar" ? `target "${name.value}"` : `targets[${index}]`;
	};
	for (const [key, { keyLine }] of node.entries) {
		if (TARGET_KEYS.includes(key)) continue;
		const [meant] = closestNames(key, [...TARGET_KEYS, "applyset"]);
		const hint = meant === "applyset" ? "the ApplySet parent is given as parent:" : TARGET_OPTIONS.includes(key) ? `put ${key} under options:` : meant ? `did you mean ${meant}?` : `a target has ${TARGET_KEYS.join(", ")}`;
		problem(keyLine, `${label()}: unknown key "${key}"`, hint);
	}
	const lines = {};
	const scalar = (key, input, required) => {
		const entry = node.entries.get(key);
		if (!entry) {
			if (required) problem(node.line, `${label()} has no ${key}`);
			return;
		}
		if (input) lines[input] = entry.keyLine;
		if (entry.value.kind === "scalar" && entry.value.value.trim() !== "") return entry.value.value.trim();
		problem(entry.keyLine, `${label()}: ${key} must be a non-empty text`);
	};
	const name = scalar("name", void 0, true);
	if (name !== void 0 && !NAME_PATTERN.test(name)) problem(node.entries.get("name").keyLine, `target name "${name}" is not valid`, "use at most 63 lowercase letters, digits, dashes, dots and underscores, starting and ending with a letter or digit");
	const manifests = readManifests(node, label, problem);
	lines.manifests = node.entries.get("manifests")?.keyLine;
	const parent = scalar("parent", "applyset", true);
	const namespace = scalar("namespace", "namespace", false);
	const context = scalar("context", "context", false);
	const options = readOptions(node.entries.get("options"), label, problem, lines);
	if (name === void 0 || parent === void 0 || manifests === void 0 || !NAME_PATTERN.test(name)) return void 0;
	return {
		name,
		line: node.line,
		manifests,
		parent,
		namespace,
		context,
		options,
		lines
	};
}
function readManifests(node, label, problem) {
	const entry = node.entries.get("manifests");
	if (!entry) {
		problem(node.line, `${label()} has no manifests`, "name the files, directories or globs to deploy");
		return;
	}
	const values = entry.value.kind === "scalar" ? [entry.value] : entry.value.kind === "sequence" ? entry.value.items : [];
	const paths = values.flatMap((item) => item.kind === "scalar" && item.value.trim() !== "" ? [item.value.trim()] : []);
	if (paths.length === 0 || paths.length !== values.length) {
		problem(entry.keyLine, `${label()}: manifests must be a path or a list of paths`);
		return;
	}
	return paths;
}
function readOptions(entry, label, problem, lines) {
	const options = {};
	if (!entry) return options;
	if (entry.value.kind !== "mapping") {
		problem(entry.keyLine, `${label()}: options must be a mapping of inputs to values`);
		return options;
	}
	for (const [key, { keyLine, value }] of entry.value.entries) {
		if (!TARGET_OPTIONS.includes(key)) {
			const [meant] = closestNames(key, TARGET_OPTIONS);
			problem(keyLine, `${label()}: "${key}" is not an option a target can set`, meant ? `did you mean ${meant}?` : `a target can set ${TARGET_OPTIONS.join(", ")}`);
			continue;
		}
		if (value.kind !== "scalar") {
			problem(keyLine, `${label()}: ${key} must be a single value`);
			continue;
		}
		options[key] = value.value;
		lines[key] = keyLine;
	}
	return options;
}
function selectTargets(file, names) {
	if (names.length === 0) return file.targets;
	const known = new Map(file.targets.map((target) => [target.name, target]));
	const unknown = names.filter((name) => !known.has(name));
	if (unknown.length > 0) {
		const suggestions = unknown.flatMap((name) => closestNames(name, [...known.keys()]));
		throw new UserError(`${file.file} has no target ${unknown.map((name) => `"${name}"`).join(", ")}`, { hint: suggestions.length > 0 ? `did you mean ${suggestions.join(", ")}?` : `its targets are ${[...known.keys()].join(", ")}` });
	}
	return names.map((name) => known.get(name));
}
// src/targets/targetsCli.ts
async function runTargetsCli(cli, signal) {
	const cwd = process.cwd();
	let results;
	try {
		const file = await readTargetsFile(cli.targets.file, cwd);
		const planned = targetOptions(file, selectTargets(file, cli.targets.names), cli.inputs, cwd, flagFor);
		const first = planned[0].options;
		printErr(`${cli.command} of ${planned.length} target${planned.length === 1 ? "" : "s"} of ${file.file}`);
		results = await runTargets(planned, {
			kubeconfigPath: first.kubeconfigPath,
			concurrency: first.concurrency,
			retryTimeoutSeconds: first.retryTimeoutSeconds
		}, (target) => ({
			info: (line) => printErr(`[${target.name}] ${line}`),
			warning: (line) => printErr(`[${target.name}] Warning: ${line}`),
			signal
		}));
	} catch (error) {
		printFailure(error, cli.output);
		if (!(error instanceof UserError) && error instanceof Error && error.stack) printErr(error.stack);
		return 1;
	}
	printResults(results, cli.output);
	const failed = results.filter((result) => "error" in result);
	for (const result of failed) printErr(`error: target ${result.target.name}: ${describeError(failureOf(result))}`);
	if (failed.length > 0) return 1;
	if (cli.command !== "drift") return 0;
	const drifted = results.filter((result) => "outcome" in result && hasDrifted(result.outcome)).map((result) => result.target.name);
	printErr(drifted.length > 0 ? `drift: ${drifted.join(", ")} differ from their manifests` : "no drift: every target matches its manifests");
	return drifted.length > 0 ? 2 : 0;
}
function printResults(results, output) {
	if (output === "json") {
		const targets = results.map((result) => {
			const outcome = "outcome" in result ? result.outcome : result.error instanceof RunFailure ? result.error.outcome : void 0;
			const error = "error" in result ? errorDocument(failureOf(result)) : void 0;
			const document = outcome ? JSON.parse(renderJson(outcome, error)) : { error };
			delete document["schemaVersion"];
			return {
				target: result.target.name,
				...document
			};
		});
		printJson(JSON.stringify({
			schemaVersion: 1,
			targets
		}, null, 2));
		return;
	}
	for (const result of results) {
		const outcome = "outcome" in result ? result.outcome : result.error instanceof RunFailure ? result.error.outcome : void 0;
		if (output === "markdown") printOut(`## ${result.target.name}\n\n${outcome ? renderMarkdown(outcome) : "Failed before it planned: see the error below."}\n`);
		else printPainted(`== ${result.target.name} ==\n${outcome ? renderText(outcome, { paint: paintFor(process.stdout) }) : "failed before it planned (error below)"}\n`);
	}
}
function failureOf(result) {
	if (!("error" in result)) return void 0;
	return result.error instanceof RunFailure ? result.error.error : result.error;
}
// src/cliRun.ts
function print(doc, output) {
	if (output === "json") printJson(renderJson(doc));
	else if (output === "markdown") printOut(renderMarkdown(doc));
	else printPainted(renderText(doc, { paint: paintFor(process.stdout) }));
}
const SIGNAL_EXIT_CODES = {
	SIGINT: 130,
	SIGTERM: 143
};
function cancelOnSignals() {
	const cancellation = new AbortController();
	let cancelledBy;
	for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => {
		if (cancelledBy) return printErr(`${signal}: already cancelling`);
		cancelledBy = signal;
		printErr(`${signal}: cancelling; requests in flight get ${ABANDON_AFTER_MS / 1e3} s to finish`);
		cancellation.abort();
	});
	return {
		signal: cancellation.signal,
		cancelledBy: () => cancelledBy
	};
}
async function deploySource(options) {
	const { commit, uncommitted } = await manifestsCommit(options.manifests, options.cwd);
	if (uncommitted) printErr("The manifests have uncommitted changes: the ApplySet's history records this deploy without a commit, and no rollback can return to it");
	let actor;
	try {
		actor = userInfo().username;
	} catch {}
	return {
		commit,
		actor
	};
}
async function runCli(cli) {
	keepYoungGenerationSmall();
	const cancellation = cancelOnSignals();
	const failed = () => {
		const by = cancellation.cancelledBy();
		return by ? SIGNAL_EXIT_CODES[by] : 1;
	};
	if (cli.targets) {
		const code = await runTargetsCli({
			...cli,
			targets: cli.targets
		}, cancellation.signal);
		return code === 1 ? failed() : code;
	}
	const progress = process.stderr.isTTY ? new ProgressLine(showProgressLine) : void 0;
	const paintErr = paintFor(process.stderr);
	try {
		const options = parseOptions(cli.inputs, process.cwd(), flagFor);
		const outcome = await runApplySet(options, {
			...options.mode === "apply" ? { source: deploySource(options) } : {},
			info: (line) => printErr(line),
			warning: (line) => printErr(`Warning: ${line}`),
			objectDone: (object) => printPainted(formatObjectLine(object, "apply", { paint: paintErr }), process.stderr),
			...progress ? { progress: (step) => progress.update(step) } : {},
			signal: cancellation.signal
		});
		progress?.stop();
		print(outcome, cli.output);
		if (cli.command !== "drift") return 0;
		printErr(driftLine(outcome));
		return hasDrifted(outcome) ? 2 : 0;
	} catch (error) {
		progress?.stop();
		if (error instanceof RunFailure) {
			if (cli.output !== "json") print(error.outcome, cli.output);
			printFailure(error.error, cli.output, error.outcome);
			return failed();
		}
		printFailure(error, cli.output);
		if (cancellation.cancelledBy()) return failed();
		if (!(error instanceof UserError) && error instanceof Error && error.stack) printErr(error.stack);
		return 1;
	}
}
export { runCli };
