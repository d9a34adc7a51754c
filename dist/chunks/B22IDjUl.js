import { i as errorMessage, n as UserErrors, t as UserError } from "./BSV1T608.js";
import { i as isDynamicPattern, n as isInside, r as glob, t as inputBase } from "./HfQ1IDl-.js";
import { closeSync, constants, fstatSync, openSync, readSync, realpathSync } from "node:fs";
import path from "node:path";
import { readdir, realpath, stat } from "node:fs/promises";
// src/manifests/readBudget.ts
var ReadBudget = class ReadBudget {
	static MAX_BYTES = 268435456;
	static MAX_ALIAS_NODES = 1e6;
	maxBytes;
	bytesLeft;
	aliasNodesLeft;
	constructor(maxBytes = ReadBudget.MAX_BYTES, maxAliasNodes = ReadBudget.MAX_ALIAS_NODES) {
		this.maxBytes = maxBytes;
		this.bytesLeft = maxBytes;
		this.aliasNodesLeft = maxAliasNodes;
	}
	takeBytes(bytes) {
		if (bytes > this.bytesLeft) return false;
		this.bytesLeft -= bytes;
		return true;
	}
	get aliasNodes() {
		return this.aliasNodesLeft;
	}
	spendAliasNodes(nodes) {
		this.aliasNodesLeft -= Math.max(0, nodes);
	}
};
function mebibytes(bytes) {
	return (bytes / 1048576).toFixed(1).replace(/\.0$/, "");
}
// src/manifests/expandInputs.ts
const MANIFEST_EXTENSIONS = /* @__PURE__ */ new Set([
	".yaml",
	".yml",
	".json"
]);
const KUSTOMIZATION_FILES = [
	"kustomization.yaml",
	"kustomization.yml",
	"Kustomization"
];
const CHART_FILE = "Chart.yaml";
async function expandInputs(inputs, cwd) {
	const workspace = await realpath(cwd);
	const expanded = await Promise.all(inputs.map(async (input) => {
		const roots = await rootsOf(input, cwd, workspace);
		return refuseOutside(await expandInput(input, cwd, roots), roots);
	}));
	const errors = expanded.filter((result) => result instanceof UserError);
	if (errors.length > 0) throw new UserErrors(errors);
	const seen = /* @__PURE__ */ new Set();
	return expanded.flatMap((result) => result instanceof UserError ? [] : result).filter((source) => {
		const key = source.type === "file" ? source.path : `${source.dir}${path.sep}`;
		if (seen.has(key)) return false;
		seen.add(key);
		return true;
	});
}
async function rootsOf(input, cwd, workspace) {
	const base = inputBase(input, cwd);
	if (isInside(base, cwd)) return [workspace];
	try {
		return [workspace, await realpath(base)];
	} catch {
		return [workspace];
	}
}
async function isWithin(target, roots) {
	const real = await realpath(target).catch(() => void 0);
	return real !== void 0 && roots.some((root) => isInside(real, root));
}
async function refuseOutside(expanded, roots) {
	if (expanded instanceof UserError) return expanded;
	const outside = [];
	for (const source of expanded) if (!await isWithin(source.type === "file" ? source.path : source.dir, roots)) outside.push(source.file);
	return outside.length === 0 ? expanded : outsideError(outside);
}
function outsideError(files) {
	return new UserError(`${files.join(", ")} ${files.length === 1 ? "leads" : "lead"} outside the workspace through a symbolic link`, { hint: "Manifests are read only from the working directory (the checked-out repository) and the paths named; remove the link, or copy what it points to into the repository" });
}
async function expandInput(input, cwd, roots) {
	if (input.trim() === "") return new UserError("a manifest path is empty", { hint: "Remove the empty entry, or name a file, directory or glob" });
	const absolute = path.resolve(cwd, input);
	const display = (target) => displayPath(target, cwd, path.isAbsolute(input));
	let stats;
	try {
		stats = await stat(absolute);
	} catch (error) {
		if (!isMissing(error)) return new UserError(`cannot read ${input}: ${errorMessage(error)}`, { hint: "Check the file permissions" });
		if (isDynamicPattern(input)) return expandGlob(input, cwd, display);
		return new UserError(`manifest path ${input} does not exist`, { hint: `Check the path; relative paths are resolved against ${cwd}` });
	}
	if (stats.isDirectory()) {
		const sources = [];
		const outside = [];
		try {
			await walkDirectory(absolute, {
				display,
				roots,
				outside
			}, sources, /* @__PURE__ */ new Set());
		} catch (error) {
			return new UserError(`cannot read directory ${input}: ${errorMessage(error)}`, { hint: "Check the file permissions" });
		}
		if (outside.length > 0) return outsideError(outside);
		return sources.length > 0 ? sources : new UserError(`directory ${input} holds no .yaml, .yml or .json files`, { hint: "Point to the directory holding the manifests (hidden directories and node_modules are skipped)" });
	}
	return [fileSource(absolute, display)];
}
async function expandGlob(pattern, cwd, display) {
	const sources = (await glob(pattern, {
		cwd,
		absolute: true,
		onlyFiles: true,
		expandDirectories: false,
		ignore: ["**/node_modules/**"]
	})).filter((match) => isManifestFile(path.basename(match))).sort(comparePaths).map((match) => fileSource(match, display));
	return sources.length > 0 ? sources : new UserError(`no manifest files match ${pattern}`, { hint: `Check the pattern (relative to ${cwd}); globs pick .yaml, .yml and .json files and skip hidden ones and node_modules` });
}
function fileSource(absolute, display) {
	const name = path.basename(absolute);
	if (KUSTOMIZATION_FILES.includes(name)) return {
		type: "kustomization",
		dir: path.dirname(absolute),
		file: display(absolute)
	};
	if (name === "Chart.yaml") return {
		type: "chart",
		dir: path.dirname(absolute),
		file: display(absolute)
	};
	return {
		type: "file",
		path: absolute,
		file: display(absolute)
	};
}
async function walkDirectory(dir, scope, sources, visited) {
	const { display } = scope;
	if (!await isWithin(dir, scope.roots)) {
		scope.outside.push(display(dir));
		return;
	}
	const real = await realpath(dir);
	if (visited.has(real)) return;
	visited.add(real);
	const entries = await readdir(dir, { withFileTypes: true });
	const kustomization = KUSTOMIZATION_FILES.find((name) => entries.some((entry) => entry.name === name && !entry.isDirectory()));
	if (kustomization !== void 0) {
		sources.push({
			type: "kustomization",
			dir,
			file: display(path.join(dir, kustomization))
		});
		return;
	}
	if (entries.some((entry) => entry.name === "Chart.yaml" && !entry.isDirectory())) {
		sources.push({
			type: "chart",
			dir,
			file: display(path.join(dir, CHART_FILE))
		});
		return;
	}
	for (const entry of entries.sort((a, b) => compareNames(a.name, b.name))) {
		if (entry.name.startsWith(".") || entry.name === "node_modules") continue;
		const target = path.join(dir, entry.name);
		const kind = await entryKind(entry, target);
		if (kind === "directory") await walkDirectory(target, scope, sources, visited);
		else if (kind === "file" && isManifestFile(entry.name)) {
			if (entry.isSymbolicLink() && !await isWithin(target, scope.roots)) scope.outside.push(display(target));
			else sources.push({
				type: "file",
				path: target,
				file: display(target)
			});
		}
	}
}
async function entryKind(entry, target) {
	let stats = entry;
	if (entry.isSymbolicLink()) try {
		stats = await stat(target);
	} catch {
		return "other";
	}
	return stats.isDirectory() ? "directory" : stats.isFile() ? "file" : "other";
}
function isManifestFile(name) {
	return !name.startsWith(".") && MANIFEST_EXTENSIONS.has(path.extname(name).toLowerCase());
}
function displayPath(target, cwd, givenAbsolute) {
	const relative = path.relative(cwd, target);
	return ((relative.startsWith("..") || path.isAbsolute(relative)) && givenAbsolute ? target : relative === "" ? "." : relative).split(path.sep).join("/");
}
function compareNames(a, b) {
	return a < b ? -1 : a > b ? 1 : 0;
}
function comparePaths(a, b) {
	const left = a.split("/");
	const right = b.split("/");
	for (let index = 0; index < Math.min(left.length, right.length); index += 1) {
		const order = compareNames(left[index], right[index]);
		if (order !== 0) return order;
	}
	return left.length - right.length;
}
function isMissing(error) {
	const code = error?.code;
	return code === "ENOENT" || code === "ENOTDIR";
}
// src/manifests/workspaceFile.ts
function readWorkspaceFile(absolute, display, { workspace, budget }) {
	const real = realpathSync(absolute);
	if (!isInside(real, workspace)) throw new UserError(`${display} leads outside the workspace through a symbolic link`, { hint: "remove the link, or copy what it points to into the repository" });
	const fd = openSync(real, constants.O_RDONLY | constants.O_NONBLOCK);
	try {
		const stats = fstatSync(fd);
		if (!stats.isFile()) throw new UserError(`${display} is not a regular file (a device, pipe or socket)`, { hint: "only regular files are read" });
		if (!budget.takeBytes(stats.size)) throw new UserError(`${display} is ${mebibytes(stats.size)} MiB, which makes what is read for it more than ${mebibytes(budget.maxBytes)} MiB`, { hint: "such a file (a kustomization, a targets file, a Chart.yaml) needs a few kilobytes; remove what is not its own" });
		const buffer = Buffer.alloc(stats.size);
		const read = readSync(fd, buffer, 0, stats.size, 0);
		return buffer.toString("utf8", 0, read);
	} finally {
		closeSync(fd);
	}
}
export { ReadBudget as a, expandInputs as i, CHART_FILE as n, mebibytes as o, KUSTOMIZATION_FILES as r, readWorkspaceFile as t };
