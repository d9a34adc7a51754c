import { n as UserErrors, r as describeError, t as UserError } from "./BSV1T608.js";
import { f as load } from "./_8YRro0u.js";
import { t as isRecord } from "./BZb2VPEQ.js";
import { a as ReadBudget, r as KUSTOMIZATION_FILES, t as readWorkspaceFile } from "./B22IDjUl.js";
import { i as isDynamicPattern, n as isInside, t as inputBase } from "./HfQ1IDl-.js";
import { r as runGit } from "./B2hBqZSF.js";
import { a as parseHelmOptions, i as TARGET_OPTIONS } from "./BtfjB0hA.js";
import "./CEG-cXAi.js";
import { c as closestNames, o as YamlShapeError, s as parsePositioned } from "./D8fumXJr.js";
import { t as parseOptions } from "./B_T3-Ui9.js";
import { n as kustomizationCharts } from "./CASsyFiG.js";
import { existsSync, realpathSync, statSync } from "node:fs";
import path from "node:path";
import { realpath } from "node:fs/promises";
// src/targets/kustomizationInputs.ts
const PATH_LISTS = [
	"resources",
	"bases",
	"components",
	"crds",
	"patchesStrategicMerge",
	"transformers",
	"generators",
	"validators",
	"configurations"
];
const PATH_ENTRY_LISTS = [
	"patches",
	"patchesJson6902",
	"replacements"
];
const GENERATORS = ["configMapGenerator", "secretGenerator"];
const KUSTOMIZATIONS_MAX_BYTES = 16777216;
var KustomizationGraph = class {
	dirs = /* @__PURE__ */ new Map();
	reading;
	links;
	constructor(workspace, links = []) {
		this.reading = {
			workspace,
			budget: new ReadBudget(KUSTOMIZATIONS_MAX_BYTES)
		};
		this.links = links;
	}
	placesOf(inputs) {
		const places = {
			dirs: /* @__PURE__ */ new Set(),
			files: /* @__PURE__ */ new Set(),
			unknown: void 0
		};
		for (const input of inputs) merge(places, this.placeOf(input, /* @__PURE__ */ new Set()));
		const followed = /* @__PURE__ */ new Set();
		for (let grew = true; grew;) {
			grew = false;
			for (const link of this.links) {
				if (followed.has(link) || !(places.files.has(link) || [...places.dirs].some((dir) => isInside(link, dir) || isInside(dir, link)))) continue;
				followed.add(link);
				grew = true;
				merge(places, this.placeOf(link, /* @__PURE__ */ new Set()));
			}
		}
		return places;
	}
	placeOf(absolute, visiting) {
		const asPath = {
			dirs: /* @__PURE__ */ new Set([absolute]),
			files: /* @__PURE__ */ new Set([absolute]),
			unknown: void 0
		};
		let real;
		let isDir;
		try {
			real = realpathSync(absolute);
			if (!isInside(real, this.reading.workspace)) return asPath;
			isDir = statSync(real).isDirectory();
		} catch {
			return asPath;
		}
		const places = isDir ? this.dirPlaces(real, visiting) : {
			dirs: /* @__PURE__ */ new Set(),
			files: /* @__PURE__ */ new Set([real]),
			unknown: void 0
		};
		if (real === absolute) return places;
		return {
			dirs: /* @__PURE__ */ new Set([...places.dirs, ...isDir ? [absolute] : []]),
			files: /* @__PURE__ */ new Set([...places.files, absolute]),
			unknown: places.unknown
		};
	}
	dirPlaces(dir, visiting) {
		const known = this.dirs.get(dir);
		if (known) return known;
		const places = {
			dirs: /* @__PURE__ */ new Set([dir]),
			files: /* @__PURE__ */ new Set(),
			unknown: void 0
		};
		if (visiting.has(dir)) return places;
		visiting.add(dir);
		const kustomization = readKustomization(dir, this.reading);
		if (kustomization && "unknown" in kustomization) places.unknown = kustomization.unknown;
		else if (kustomization) for (const reference of kustomization.paths) merge(places, this.placeOf(path.resolve(dir, reference), visiting));
		visiting.delete(dir);
		this.dirs.set(dir, places);
		return places;
	}
};
function merge(into, from) {
	for (const dir of from.dirs) into.dirs.add(dir);
	for (const file of from.files) into.files.add(file);
	into.unknown ??= from.unknown;
}
function readKustomization(dir, reading) {
	for (const name of KUSTOMIZATION_FILES) {
		const file = path.join(dir, name);
		let text;
		try {
			text = readWorkspaceFile(file, path.relative(reading.workspace, file), reading);
		} catch (error) {
			if (error instanceof UserError) throw error;
			continue;
		}
		try {
			const parsed = load(text);
			return { paths: isRecord(parsed) ? referencedPaths(parsed, dir) : [] };
		} catch {
			return { unknown: `${path.join(dir, name)} does not parse, so what it uses is not known` };
		}
	}
}
function referencedPaths(kustomization, dir) {
	const paths = [];
	const add = (value) => {
		if (typeof value === "string" && value.trim() !== "" && !isRemote(value)) paths.push(value.trim());
	};
	for (const field of PATH_LISTS) for (const value of list(kustomization[field])) add(value);
	for (const field of PATH_ENTRY_LISTS) for (const entry of list(kustomization[field])) add(isRecord(entry) ? entry["path"] : entry);
	for (const field of GENERATORS) for (const generator of list(kustomization[field])) {
		if (!isRecord(generator)) continue;
		for (const file of list(generator["files"])) add(typeof file === "string" ? file.slice(file.indexOf("=") + 1) : file);
		for (const env of list(generator["envs"])) add(env);
		add(generator["env"]);
	}
	if (isRecord(kustomization["openapi"])) add(kustomization["openapi"]["path"]);
	for (const chart of kustomizationCharts(kustomization, dir)) paths.push(chart.dir, ...chart.values);
	return paths;
}
function list(value) {
	return Array.isArray(value) ? value : [];
}
function isRemote(reference) {
	return /^[a-z][a-z0-9+.-]*:\/\//i.test(reference) || /^(git@|github\.com\/|gitlab\.com\/|bitbucket\.org\/)/.test(reference);
}
// src/targets/targetPaths.ts
function refuseOutsidePaths(file, cwd) {
	const workspace = realpathSync(cwd);
	const errors = [];
	for (const target of file.targets) for (const manifest of target.manifests) {
		const why = outsideReason(inputBase(manifest, cwd), cwd, workspace);
		if (why === void 0) continue;
		errors.push(new UserError(`target "${target.name}": manifests ${manifest} ${why}`, {
			source: {
				file: file.file,
				line: target.lines.manifests ?? target.line
			},
			hint: "a targets file names paths inside the repository (the working directory); copy what it should deploy into the repository"
		}));
	}
	if (errors.length > 0) throw new UserErrors(errors);
}
function outsideReason(base, cwd, workspace) {
	if (!isInside(base, cwd)) return "is outside the workspace";
	let real;
	try {
		real = realpathSync(base);
	} catch {
		return;
	}
	return isInside(real, workspace) ? void 0 : "leads outside the workspace through a symbolic link";
}
// src/targets/targetsFile.ts
const DEFAULT_TARGETS_FILE = ".github/applysets.yaml";
const TARGET_KEYS = [
	"name",
	"manifests",
	"applyset",
	"namespace",
	"context",
	"kubeconfig-env",
	"deployment-environment",
	"deployment-url",
	"options"
];
const RENAMED_TARGET_KEYS = [
	{
		before: "environment",
		after: "deployment-environment"
	},
	{
		before: "environment-url",
		after: "deployment-url"
	},
	{
		before: "parent",
		after: "applyset"
	}
];
const VARIABLE_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*$/;
const NAME_PATTERN = /^[a-z0-9]([-a-z0-9._]{0,61}[a-z0-9])?$/;
function oneSetTarget(parent, namespace, context) {
	return {
		name: parent.trim() || "applyset",
		line: 0,
		manifests: [],
		parent,
		namespace,
		context,
		kubeconfigEnv: void 0,
		options: {},
		environment: void 0,
		lines: {}
	};
}
const TARGETS_FILE_MAX_BYTES = 4194304;
async function readTargetsFile(file, cwd) {
	const absolute = path.resolve(cwd, file);
	const workspace = isInside(absolute, cwd) ? realpathSync(cwd) : path.parse(absolute).root;
	let text;
	try {
		text = readWorkspaceFile(absolute, `the targets file ${file}`, {
			workspace,
			budget: new ReadBudget(TARGETS_FILE_MAX_BYTES)
		});
	} catch (error) {
		if (error instanceof UserError) throw error;
		throw new UserError(`cannot read the targets file ${file}`, {
			hint: "check the path given in the targets-file input (--targets-file), relative to the working directory",
			cause: error
		});
	}
	const parsed = parseTargetsFile(file, text);
	refuseOutsidePaths(parsed, cwd);
	return parsed;
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
		hint: "write targets: followed by one entry per ApplySet (name, manifests, applyset, namespace, context, options)"
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
		const set = `${target.kubeconfigEnv?.name ?? ""}\n${target.context ?? ""}\n${target.namespace ?? ""}\n${target.parent}`;
		const sameSet = bySet.get(set);
		if (sameSet) problem(target.line, `targets "${sameSet.name}" and "${target.name}" name the same ApplySet (applyset ${target.parent}${target.namespace ? ` in namespace ${target.namespace}` : ""}${target.context ? ` on context ${target.context}` : ""})`, "each would prune what the other applies: merge their manifests into one target");
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
		problem(node.line, `targets[${index}] must be a mapping with name, manifests and applyset`);
		return;
	}
	const label = () => {
		const name = node.entries.get("name")?.value;
		return name?.kind === "scalar" ? `target "${name.value}"` : `targets[${index}]`;
	};
	for (const [key, { keyLine }] of node.entries) {
		if (TARGET_KEYS.includes(key)) continue;
		const renamed = RENAMED_TARGET_KEYS.find(({ before }) => before === key);
		if (renamed) {
			problem(keyLine, `${label()}: ${key}: is now ${renamed.after}:`, `rename the key (CHANGELOG.md lists the renames); the file is not read with the old name`);
			continue;
		}
		const [meant] = closestNames(key, TARGET_KEYS);
		const hint = TARGET_OPTIONS.includes(key) ? `put ${key} under options:` : meant ? `did you mean ${meant}?` : `a target has ${TARGET_KEYS.join(", ")}`;
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
	const parent = scalar("applyset", "applyset", true);
	const namespace = scalar("namespace", "namespace", false);
	const context = scalar("context", "context", false);
	const options = readOptions(node.entries.get("options"), label, problem, lines);
	const kubeconfigEnv = scalar("kubeconfig-env", void 0, false);
	const kubeconfigEnvLine = node.entries.get("kubeconfig-env")?.keyLine ?? node.line;
	if (kubeconfigEnv !== void 0 && !VARIABLE_PATTERN.test(kubeconfigEnv)) problem(kubeconfigEnvLine, `${label()}: kubeconfig-env must name an environment variable, not "${kubeconfigEnv}"`, "give the variable's name (STAGING_KUBECONFIG), set in the step's env: from a secret; never the kubeconfig itself");
	const environment = scalar("deployment-environment", void 0, false);
	const url = scalar("deployment-url", void 0, false);
	const urlLine = node.entries.get("deployment-url")?.keyLine ?? node.line;
	if (url !== void 0 && !/^https?:$/.test(URL.parse(url)?.protocol ?? "")) problem(urlLine, `${label()}: deployment-url must be an http or https URL, not "${url}"`);
	if (url !== void 0 && environment === void 0) problem(urlLine, `${label()}: deployment-url without deployment-environment`, "name the environment the URL belongs to");
	if (name === void 0 || parent === void 0 || manifests === void 0 || !NAME_PATTERN.test(name)) return void 0;
	return {
		name,
		line: node.line,
		manifests,
		parent,
		namespace,
		context,
		kubeconfigEnv: kubeconfigEnv === void 0 ? void 0 : {
			name: kubeconfigEnv,
			line: kubeconfigEnvLine
		},
		options,
		environment: environment === void 0 ? void 0 : {
			name: environment,
			url
		},
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
		if (key === "ignore-differences" && value.kind === "sequence") options[key] = JSON.stringify(plainValue(value));
		else if (value.kind !== "scalar") {
			problem(keyLine, `${label()}: ${key} must be a single value`);
			continue;
		} else options[key] = value.value;
		lines[key] = keyLine;
	}
	return options;
}
function plainValue(node) {
	if (node.kind === "scalar") return node.value;
	if (node.kind === "sequence") return node.items.map(plainValue);
	return Object.fromEntries([...node.entries].map(([key, { value }]) => [key, plainValue(value)]));
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
// src/targets/changedTargets.ts
function allTargets(targets, reason) {
	return {
		run: targets.map((target) => ({
			target,
			reason
		})),
		skipped: []
	};
}
async function changedTargets(file, targets, range, workingDir, environment, stepHelm = "") {
	const cwd = await realpath(workingDir);
	const git = (args) => runGit(args, cwd, environment);
	let root;
	let changed;
	let links;
	try {
		root = await git(["rev-parse", "--show-toplevel"]);
		await git([
			"cat-file",
			"-e",
			`${range.from}^{commit}`
		]);
		changed = (await git([
			"diff",
			"--name-only",
			"--no-renames",
			"-z",
			range.sinceMergeBase ? `${range.from}...${range.to}` : `${range.from}..${range.to}`,
			"--"
		])).split("\0").filter((name) => name !== "").map((name) => path.join(root, name));
		links = (await git([
			"ls-files",
			"-s",
			"-z",
			"--full-name"
		])).split("\0").flatMap((entry) => entry.startsWith("120000 ") ? [path.join(root, entry.slice(entry.indexOf("	") + 1))] : []);
	} catch (error) {
		return allTargets(targets, `the changes since ${range.from.slice(0, 12)} could not be read (${describeError(error)}); give actions/checkout fetch-depth: 0 so that the base commit is there`);
	}
	const targetsFile = path.resolve(cwd, file.file);
	const entryChanged = changed.includes(targetsFile) ? await changedEntries(file, range, root, targetsFile, git) : /* @__PURE__ */ new Set();
	const graph = new KustomizationGraph(cwd, links);
	const selection = {
		run: [],
		skipped: []
	};
	for (const target of targets) {
		const reason = entryChanged.has(target.name) ? `its entry in ${file.file} changed` : changeReason(graph, target, changed, root, cwd, stepHelm);
		if (reason) selection.run.push({
			target,
			reason
		});
		else selection.skipped.push({
			target,
			reason: `nothing under its manifests changed since ${range.from.slice(0, 7)}`
		});
	}
	return selection;
}
function changeReason(graph, target, changed, root, cwd, stepHelm) {
	const places = graph.placesOf(target.manifests.map((input) => isDynamicPattern(input) ? inputBase(input, cwd) : path.resolve(cwd, input)));
	if (places.unknown) return places.unknown;
	const dirs = [...places.dirs].map((dir) => dir.endsWith(path.sep) ? dir : `${dir}${path.sep}`);
	const values = new Set(parseHelmOptions(target.options.helm ?? stepHelm, () => "helm", []).values.map((file) => path.resolve(cwd, file)));
	const hit = changed.find((file) => places.files.has(file) || values.has(file) || dirs.some((dir) => file.startsWith(dir)));
	return hit === void 0 ? void 0 : `${path.relative(root, hit)} changed`;
}
async function changedEntries(file, range, root, absolute, git) {
	const every = new Set(file.targets.map((target) => target.name));
	const base = range.sinceMergeBase ? await git([
		"merge-base",
		range.from,
		range.to
	]).catch(() => range.from) : range.from;
	let before;
	try {
		before = parseTargetsFile(file.file, await git(["show", `${base}:${path.relative(root, absolute).split(path.sep).join("/")}`]));
	} catch {
		return every;
	}
	const entry = ({ line: _line, lines: _lines, kubeconfigEnv, options, ...rest }) => JSON.stringify({
		...rest,
		kubeconfigEnv: kubeconfigEnv?.name,
		options: Object.entries(options).sort()
	});
	const earlier = new Map(before.targets.map((target) => [target.name, entry(target)]));
	return new Set(file.targets.filter((target) => earlier.get(target.name) !== entry(target)).map((target) => target.name));
}
// src/targets/targetKubeconfigs.ts
function withTargetKubeconfigs(file, planned, read, accept) {
	const errors = [];
	const contents = /* @__PURE__ */ new Map();
	for (const { target } of planned) {
		const variable = target.kubeconfigEnv;
		if (!variable || contents.has(variable.name)) continue;
		const accepted = accept(read(variable.name) ?? "", variable.name);
		contents.set(variable.name, accepted && "content" in accepted ? accepted.content : void 0);
		const source = {
			file,
			line: variable.line
		};
		if (accepted === void 0) errors.push(new UserError(`target "${target.name}": the environment variable ${variable.name} (kubeconfig-env) is empty or not set`, {
			source,
			hint: `set it in the step's env: from a secret holding the cluster's kubeconfig, e.g. ${variable.name}: \${{ secrets.${variable.name} }}`
		}));
		else if ("error" in accepted) errors.push(new UserError(`target "${target.name}": ${accepted.error.message}`, {
			source,
			...accepted.error.hint ? { hint: accepted.error.hint } : {}
		}));
	}
	if (errors.length > 0) throw new UserErrors(errors);
	return planned.map((p) => {
		const name = p.target.kubeconfigEnv?.name;
		return name === void 0 ? p : {
			...p,
			options: {
				...p.options,
				kubeconfig: contents.get(name),
				kubeconfigPath: void 0
			}
		};
	});
}
// src/targets/targetOptions.ts
function targetInputs(target, step) {
	return {
		...step,
		...target.options,
		manifests: target.manifests.join("\n"),
		applyset: target.parent,
		namespace: target.namespace,
		context: target.context ?? step.context
	};
}
function targetOptions(file, targets, step, cwd, environment, stepNamer) {
	const errors = [];
	const seen = /* @__PURE__ */ new Set();
	const planned = [];
	for (const target of targets) {
		const raw = targetInputs(target, step);
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
				options: parseOptions(raw, cwd, environment, nameOf)
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
export { changedTargets as a, readTargetsFile as c, allTargets as i, selectTargets as l, targetOptions as n, DEFAULT_TARGETS_FILE as o, withTargetKubeconfigs as r, oneSetTarget as s, targetInputs as t };
