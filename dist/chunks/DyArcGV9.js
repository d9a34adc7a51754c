import { i as errorMessage, n as UserErrors, t as UserError } from "./BSV1T608.js";
import { i as hookMessages, n as valueForms, o as splitHooks, s as withTestHooks, t as secretValues } from "./DMPukTdi.js";
import { t as bytesToParse } from "./tTrIR3Jf.js";
import { n as isInside } from "./HfQ1IDl-.js";
import { a as parseApiVersion, r as formatRef } from "./Bug6iPWb.js";
import { t as isRecord } from "./BZb2VPEQ.js";
import { a as ReadBudget, i as expandInputs, o as mebibytes, t as readWorkspaceFile } from "./B22IDjUl.js";
import { _ as parseEvents, a as Schema, c as constructFromEvents, d as getScalarValue, f as load, g as nullYaml11Tag, h as mergeTag, i as NOT_RESOLVED, l as defineScalarTag, m as mapTag, n as EVENT_ID, o as YAMLException, s as boolYaml11Tag, t as CORE_SCHEMA, v as seqTag, y as strTag } from "./_8YRro0u.js";
import { r as runGit } from "./B2hBqZSF.js";
import { o as imageName } from "./BtfjB0hA.js";
import { constants, realpathSync } from "node:fs";
import path from "node:path";
import { open, readFile, realpath } from "node:fs/promises";
// src/manifests/validateObject.ts
function validateObject(value, source) {
	if (!isRecord(value)) {
		const hint = Array.isArray(value) ? "Write each object as its own document (separated by `---`), or as the items of a `kind: List`" : "Each document must be one Kubernetes object; check the indentation and the `---` separators";
		const message = `expected a Kubernetes object (a mapping with apiVersion, kind and metadata), found ${describeValue(value)}`;
		return {
			ok: false,
			errors: [new UserError(message, {
				hint,
				source
			})]
		};
	}
	const { apiVersion, kind } = value;
	const metadata = value["metadata"];
	const name = isRecord(metadata) ? metadata["name"] : void 0;
	const problems = [...checkTypeField("apiVersion", apiVersion, "e.g. `apiVersion: v1` or `apiVersion: apps/v1`"), ...checkTypeField("kind", kind, "e.g. `kind: ConfigMap`")];
	if (metadata !== void 0 && metadata !== null && !isRecord(metadata)) problems.push([`metadata must be a mapping, found ${describeValue(metadata)}`, "Write metadata as a mapping with at least `name:`"]);
	else problems.push(...checkName(name, metadata?.["generateName"]), ...checkStringMap(metadata?.["labels"], "labels"), ...checkStringMap(metadata?.["annotations"], "annotations"));
	const nonFinite = findNonFiniteNumber(value, "");
	if (nonFinite !== void 0) problems.push([`${nonFinite.slice(1)} is .inf or .nan, which JSON (and so the API server) cannot carry`, "Quote the value if it is meant as text"]);
	if (problems.length === 0) return {
		ok: true,
		object: value
	};
	const ref = typeof apiVersion === "string" && typeof kind === "string" && typeof name === "string" && name !== "" ? `${formatRef({
		group: parseApiVersion(apiVersion).group,
		kind,
		name
	})}: ` : "";
	return {
		ok: false,
		errors: problems.map(([message, hint]) => new UserError(`${ref}${message}`, {
			hint,
			source
		}))
	};
}
function checkTypeField(field, value, example) {
	if (value === void 0 || value === null || value === "") return [[`object has no ${field}`, `Add ${field}, ${example}`]];
	if (typeof value !== "string") return [[`${field} must be a string, found ${describeValue(value)}`, `Write ${field} as text, ${example}`]];
	return [];
}
function checkName(name, generateName) {
	if (name === void 0 || name === null || name === "") {
		if (generateName !== void 0 && generateName !== null) return [["metadata.generateName is not supported: an ApplySet member needs a fixed metadata.name", "Set metadata.name instead; server-side apply finds an object by its name, and prune tracks it by name"]];
		return [["object has no metadata.name", "Add metadata.name"]];
	}
	if (typeof name !== "string") return [[`metadata.name must be a string, found ${describeValue(name)}`, "Quote the name so YAML keeps it as text, e.g. `name: \"123\"`"]];
	return [];
}
function checkStringMap(value, field) {
	if (value === void 0 || value === null) return [];
	if (!isRecord(value)) return [[`metadata.${field} must be a mapping of strings, found ${describeValue(value)}`, `Write metadata.${field} as \`key: "value"\` pairs`]];
	const what = field === "labels" ? "label" : "annotation";
	return Object.entries(value).filter(([, entry]) => typeof entry !== "string").map(([key, entry]) => [`${what} \`${key}\` must be a string, found ${describeValue(entry)}`, entry === null ? "Write an empty string `\"\"` or remove it" : "Quote the value so YAML keeps it as text, e.g. `\"true\"` or `\"1.0\"`"]);
}
function findNonFiniteNumber(value, path) {
	const segments = nonFiniteSegments(value);
	return segments === void 0 ? void 0 : path + segments.reverse().join("");
}
function nonFiniteSegments(value) {
	if (typeof value === "number") return Number.isFinite(value) ? void 0 : [];
	if (Array.isArray(value)) for (let index = 0; index < value.length; index++) {
		const found = nonFiniteSegments(value[index]);
		if (found !== void 0) return [...found, `[${index}]`];
	}
	else if (isRecord(value)) for (const key of Object.keys(value)) {
		const found = nonFiniteSegments(value[key]);
		if (found !== void 0) return [...found, `.${key}`];
	}
}
function describeValue(value) {
	if (value === null || value === void 0) return "null";
	if (Array.isArray(value)) return "a sequence";
	if (typeof value === "object") return "a mapping";
	if (typeof value === "string") return "a string";
	return `a ${typeof value} (${String(value)})`;
}
// node_modules/yocto-queue/index.js
var Node = class {
	value;
	next;
	constructor(value) {
		this.value = value;
	}
};
var Queue = class {
	#head;
	#tail;
	#size;
	constructor() {
		this.clear();
	}
	enqueue(value) {
		const node = new Node(value);
		if (this.#head) {
			this.#tail.next = node;
			this.#tail = node;
		} else {
			this.#head = node;
			this.#tail = node;
		}
		this.#size++;
	}
	dequeue() {
		const current = this.#head;
		if (!current) return;
		this.#head = this.#head.next;
		this.#size--;
		if (!this.#head) this.#tail = void 0;
		return current.value;
	}
	peek() {
		if (!this.#head) return;
		return this.#head.value;
	}
	clear() {
		this.#head = void 0;
		this.#tail = void 0;
		this.#size = 0;
	}
	get size() {
		return this.#size;
	}
	*[Symbol.iterator]() {
		let current = this.#head;
		while (current) {
			yield current.value;
			current = current.next;
		}
	}
	*drain() {
		while (this.#head) yield this.dequeue();
	}
};
// node_modules/p-limit/index.js
function pLimit(concurrency) {
	let rejectOnClear = false;
	if (typeof concurrency === "object") ({concurrency, rejectOnClear = false} = concurrency);
	validateConcurrency(concurrency);
	if (typeof rejectOnClear !== "boolean") throw new TypeError("Expected `rejectOnClear` to be a boolean");
	const queue = new Queue();
	let activeCount = 0;
	const resumeNext = () => {
		if (activeCount < concurrency && queue.size > 0) {
			activeCount++;
			queue.dequeue().run();
		}
	};
	const next = () => {
		activeCount--;
		resumeNext();
	};
	const run = async (function_, resolve, arguments_) => {
		const result = (async () => function_(...arguments_))();
		resolve(result);
		try {
			await result;
		} catch {}
		next();
	};
	const enqueue = (function_, resolve, reject, arguments_) => {
		const queueItem = { reject };
		new Promise((internalResolve) => {
			queueItem.run = internalResolve;
			queue.enqueue(queueItem);
		}).then(run.bind(void 0, function_, resolve, arguments_));
		if (activeCount < concurrency) resumeNext();
	};
	const generator = (function_, ...arguments_) => new Promise((resolve, reject) => {
		enqueue(function_, resolve, reject, arguments_);
	});
	Object.defineProperties(generator, {
		activeCount: { get: () => activeCount },
		pendingCount: { get: () => queue.size },
		clearQueue: { value() {
			if (!rejectOnClear) {
				queue.clear();
				return;
			}
			const abortError = AbortSignal.abort().reason;
			while (queue.size > 0) queue.dequeue().reject(abortError);
		} },
		concurrency: {
			get: () => concurrency,
			set(newConcurrency) {
				validateConcurrency(newConcurrency);
				concurrency = newConcurrency;
				queueMicrotask(() => {
					while (activeCount < concurrency && queue.size > 0) resumeNext();
				});
			}
		},
		map: { async value(iterable, function_) {
			const promises = [];
			try {
				Array.from(iterable, (value, index) => {
					const promise = generator(function_, value, index);
					promises.push(promise);
					return promise;
				});
			} catch (error) {
				for (const promise of promises) promise.catch(() => {});
				throw error;
			}
			return Promise.all(promises);
		} }
	});
	return generator;
}
function validateConcurrency(concurrency) {
	if (!((Number.isInteger(concurrency) || concurrency === Number.POSITIVE_INFINITY) && concurrency > 0)) throw new TypeError("Expected `concurrency` to be a number from 1 and up");
}
// src/manifests/chartSources.ts
const SOURCE_LINE = /^# Source: ([^/\n]+)\/(.+)$/gm;
function chartSourceLocator(rendered, shownDir, chartFile) {
	const headers = [];
	let lineNumber = 1;
	let scanned = 0;
	for (const match of rendered.matchAll(SOURCE_LINE)) {
		for (let at = rendered.indexOf("\n", scanned); at >= 0 && at < match.index; at = rendered.indexOf("\n", at + 1)) lineNumber += 1;
		scanned = match.index;
		const file = path.posix.join(shownDir, match[2]);
		headers.push({
			line: lineNumber,
			file: file.startsWith(`${shownDir}/`) ? file : chartFile
		});
	}
	return (line) => {
		let found = chartFile;
		for (const header of headers) {
			if (header.line > line) break;
			found = header.file;
		}
		return {
			file: found,
			line: 1
		};
	};
}
async function templateLines(objects, chartDir, shownDir) {
	const templates = /* @__PURE__ */ new Map();
	const linesOf = (file) => {
		let lines = templates.get(file);
		if (lines === void 0) {
			lines = templateText(path.join(chartDir, file.slice(shownDir.length + 1)), chartDir).then((text) => text.split("\n"));
			templates.set(file, lines);
		}
		return lines;
	};
	return Promise.all(objects.map(async (manifest) => {
		if (!manifest.source.file.startsWith(`${shownDir}/`)) return manifest;
		const kind = new RegExp(`^kind:\\s*["']?${manifest.object.kind.replace(/[^A-Za-z0-9]/g, "")}["']?\\s*(#.*)?$`);
		const found = (await linesOf(manifest.source.file)).flatMap((line, index) => kind.test(line) ? [index + 1] : []);
		return found.length === 1 ? {
			...manifest,
			source: {
				file: manifest.source.file,
				line: found[0]
			}
		} : manifest;
	}));
}
async function templateText(file, chartDir) {
	try {
		const real = await realpath(file);
		return isInside(real, await realpath(chartDir)) ? await readFile(real, "utf8") : "";
	} catch {
		return "";
	}
}
// src/manifests/documentObjects.ts
function documentObjects(document) {
	const objects = [];
	const errors = [];
	const visit = (value, source, itemSources) => {
		const items = listItems(value);
		if (items === void 0) {
			const validated = validateObject(value, source);
			if (validated.ok) objects.push({
				object: validated.object,
				source
			});
			else errors.push(...validated.errors);
			return;
		}
		if (!Array.isArray(items)) {
			errors.push(new UserError("List items must be a sequence of objects", {
				hint: "Write `items:` as a sequence of objects, each starting with `- `",
				source
			}));
			return;
		}
		items.forEach((item, index) => visit(item, itemSources[index] ?? source, []));
	};
	visit(document.value, document.source, document.itemSources);
	return {
		objects,
		errors
	};
}
function listItems(value) {
	if (typeof value !== "object" || value === null || Array.isArray(value)) return void 0;
	const { kind, items } = value;
	if (kind === "List") return items ?? [];
	return typeof kind === "string" && kind.endsWith("List") && Array.isArray(items) ? items : void 0;
}
// src/manifests/kubernetesYamlSchema.ts
const INTEGER = /^([-+]?)(0[xX][0-9a-fA-F]+|0[oO][0-7]+|0[bB][01]+|0[0-7]*|[1-9][0-9]*)$/;
const FLOAT = /^[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?$/;
const NON_FINITE = new Map([
	...[
		".inf",
		".Inf",
		".INF",
		"+.inf",
		"+.Inf",
		"+.INF"
	].map((s) => [s, Infinity]),
	...[
		"-.inf",
		"-.Inf",
		"-.INF"
	].map((s) => [s, -Infinity]),
	...[
		".nan",
		".NaN",
		".NAN"
	].map((s) => [s, NaN])
]);
const NUMBER_FIRST_CHARS = [
	"0",
	"1",
	"2",
	"3",
	"4",
	"5",
	"6",
	"7",
	"8",
	"9",
	"-",
	"+"
];
function numberText(source) {
	return source.startsWith(".") ? source : source.replaceAll("_", "");
}
function parseInteger(source) {
	const match = INTEGER.exec(numberText(source));
	if (!match) return void 0;
	const sign = match[1] === "-" ? -1 : 1;
	const digits = match[2];
	const prefix = digits.slice(0, 2).toLowerCase();
	if (prefix === "0x") return sign * parseInt(digits.slice(2), 16);
	if (prefix === "0o") return sign * parseInt(digits.slice(2), 8);
	if (prefix === "0b") return sign * parseInt(digits.slice(2), 2);
	if (digits.length > 1 && digits.startsWith("0")) return sign * parseInt(digits, 8);
	return sign * Number(digits);
}
function parseFloatText(source) {
	const nonFinite = NON_FINITE.get(source);
	if (nonFinite !== void 0) return nonFinite;
	const text = numberText(source);
	if (!FLOAT.test(text)) return void 0;
	const value = Number(text);
	return Number.isFinite(value) ? value : void 0;
}
const intTag = defineScalarTag("tag:yaml.org,2002:int", {
	implicit: true,
	implicitFirstChars: NUMBER_FIRST_CHARS,
	resolve: (source) => parseInteger(source) ?? NOT_RESOLVED,
	identify: (data) => Number.isInteger(data)
});
const floatTag = defineScalarTag("tag:yaml.org,2002:float", {
	implicit: true,
	implicitFirstChars: [...NUMBER_FIRST_CHARS, "."],
	resolve: (source, isExplicit) => parseFloatText(source) ?? (isExplicit ? parseInteger(source) : void 0) ?? NOT_RESOLVED,
	identify: (data) => typeof data === "number"
});
const KUBERNETES_YAML_SCHEMA = new Schema([
	strTag,
	seqTag,
	mapTag,
	nullYaml11Tag,
	boolYaml11Tag,
	intTag,
	floatTag,
	mergeTag
]);
// src/manifests/splitDocuments.ts
const DOCUMENT_START = /^---(?:[ \t]|$)/;
const DOCUMENT_END = /^\.\.\.(?:[ \t]|$)/;
const PREAMBLE = /^(?:[ \t]*(?:#.*)?|%.*)$/;
function splitDocuments(stream) {
	const documents = [];
	let start = 0;
	let startLine = 1;
	let begun = false;
	let offset = 0;
	let line = 1;
	const close = (end, nextStart, nextLine) => {
		documents.push({
			text: stream.slice(start, end),
			line: startLine
		});
		start = nextStart;
		startLine = nextLine;
	};
	while (offset < stream.length) {
		const newline = stream.indexOf("\n", offset);
		const lineEnd = newline < 0 ? stream.length : newline + 1;
		const content = stream.slice(offset, lineEnd).replace(/\r?\n$/, "");
		if (DOCUMENT_START.test(content)) {
			if (begun) close(offset, offset, line);
			begun = true;
		} else if (DOCUMENT_END.test(content)) {
			close(lineEnd, lineEnd, line + 1);
			begun = false;
		} else if (!begun && !PREAMBLE.test(content)) begun = true;
		offset = lineEnd;
		line += 1;
	}
	if (start < stream.length) close(stream.length, stream.length, line);
	return documents;
}
// src/manifests/parseDocuments.ts
const MAX_DEPTH = 1e3;
function parseDocuments(stream, budget = new ReadBudget()) {
	const documents = [];
	const problems = [];
	for (const part of splitDocuments(stream)) {
		let events;
		let values;
		try {
			events = parseEvents(part.text, { maxDepth: MAX_DEPTH });
			values = constructFromEvents(events, {
				source: part.text,
				schema: KUBERNETES_YAML_SCHEMA
			});
		} catch (error) {
			if (!(error instanceof YAMLException)) throw error;
			const column = error.mark ? ` (column ${error.mark.column + 1})` : "";
			problems.push({
				line: part.line + (error.mark?.line ?? 0),
				message: `YAML syntax error: ${error.reason}${column}`,
				hint: "Fix the YAML there; an indentation mistake may start on an earlier line"
			});
			continue;
		}
		const unshare = events.some((event) => event.type === EVENT_ID.ALIAS);
		const roots = documentRoots(events);
		values.forEach((value, index) => {
			const root = roots[index];
			if (value === null || value === void 0 || root === void 0) return;
			const itemStarts = isRecord(value) && Array.isArray(value["items"]) ? topLevelItemStarts(events, root, part.text) : [];
			const [rootLine = 0, ...itemLines] = lineNumbers(part.text, [startOf(events[root]), ...itemStarts]);
			const copy = unshare ? copyWithinBudget(value, nodeEnd(events, root) - root, budget) : value;
			if (copy === EXCESSIVE_ALIASING) {
				problems.push({
					line: part.line + rootLine,
					message: `YAML aliases (*name) in this document expand to more than ${budget.aliasNodes} further nodes (excessive aliasing)`,
					hint: "Write the repeated parts out, or nest fewer aliases: an alias of an alias multiplies the size of the document"
				});
				return;
			}
			documents.push({
				value: copy,
				line: part.line + rootLine,
				itemLines: itemLines.map((line) => part.line + line)
			});
		});
	}
	return {
		documents,
		problems
	};
}
function documentRoots(events) {
	const roots = [];
	let index = 0;
	while (index < events.length) if (events[index].type === EVENT_ID.DOCUMENT) {
		roots.push(index + 1);
		index = nodeEnd(events, index + 1);
	} else index += 1;
	return roots;
}
function nodeEnd(events, index) {
	const type = events[index]?.type;
	if (type !== EVENT_ID.MAPPING && type !== EVENT_ID.SEQUENCE) return index + 1;
	let depth = 0;
	let next = index;
	do {
		const current = events[next]?.type;
		if (current === EVENT_ID.MAPPING || current === EVENT_ID.SEQUENCE) depth += 1;
		else if (current === EVENT_ID.POP || current === void 0) depth -= 1;
		next += 1;
	} while (depth > 0 && next < events.length);
	return next;
}
function startOf(event) {
	switch (event?.type) {
		case EVENT_ID.MAPPING:
		case EVENT_ID.SEQUENCE: return event.start;
		case EVENT_ID.SCALAR: return event.valueStart;
		case EVENT_ID.ALIAS: return event.anchorStart;
		default: return 0;
	}
}
function topLevelItemStarts(events, root, source) {
	if (events[root]?.type !== EVENT_ID.MAPPING) return [];
	let index = root + 1;
	while (index < events.length && events[index].type !== EVENT_ID.POP) {
		const key = events[index];
		const valueIndex = nodeEnd(events, index);
		if (key.type === EVENT_ID.SCALAR && getScalarValue(source, key) === "items" && events[valueIndex]?.type === EVENT_ID.SEQUENCE) {
			const starts = [];
			let item = valueIndex + 1;
			while (item < events.length && events[item].type !== EVENT_ID.POP) {
				starts.push(startOf(events[item]));
				item = nodeEnd(events, item);
			}
			return starts;
		}
		index = nodeEnd(events, valueIndex);
	}
	return [];
}
function lineNumbers(text, offsets) {
	let line = 0;
	let scanned = 0;
	return offsets.map((offset) => {
		let newline = text.indexOf("\n", scanned);
		while (newline >= 0 && newline < offset) {
			line += 1;
			scanned = newline + 1;
			newline = text.indexOf("\n", scanned);
		}
		return line;
	});
}
const EXCESSIVE_ALIASING = Symbol("excessive aliasing");
function copyWithinBudget(value, ownNodes, budget) {
	const limit = ownNodes + budget.aliasNodes;
	let nodes = 0;
	const copy = (node) => {
		nodes += 1;
		if (nodes > limit) throw EXCESSIVE_ALIASING;
		if (Array.isArray(node)) return node.map(copy);
		if (isRecord(node)) return Object.fromEntries(Object.entries(node).map(([key, field]) => [key, copy(field)]));
		return node;
	};
	try {
		const result = copy(value);
		budget.spendAliasNodes(nodes - ownNodes);
		return result;
	} catch (error) {
		if (error === EXCESSIVE_ALIASING) return EXCESSIVE_ALIASING;
		throw error;
	}
}
// src/manifests/loadManifests.ts
const FILE_CONCURRENCY = 16;
const RENDER_CONCURRENCY = 2;
async function loadManifests(inputs, options) {
	const render = {
		remoteBases: options.remoteBases ?? true,
		cwd: options.cwd,
		environment: options.environment,
		chart: options.chart,
		...options.bounds ? { bounds: options.bounds } : {}
	};
	const sources = await expandInputs(inputs, options.cwd);
	const files = sources.filter((source) => source.type === "file").length;
	const budget = new ReadBudget();
	const fileLimit = pLimit(FILE_CONCURRENCY);
	const renderLimit = pLimit(RENDER_CONCURRENCY);
	const load = async (source) => {
		const result = await loadSource(source, budget, render, files);
		if (result.hooks.hooks.length > 0 || result.hooks.skipped.length > 0) options.onHooks?.(result.hooks);
		if (result.errors.length === 0 && result.objects.length > 0) options.onSource?.(result.objects);
		return result;
	};
	const results = await Promise.all(sources.map((source) => source.type === "file" ? fileLimit(() => load(source)) : renderLimit(() => load(source))));
	const errors = results.flatMap((result) => result.errors);
	if (errors.length > 0) throw new UserErrors(errors);
	return results.flatMap((result) => result.objects);
}
const NO_HOOKS = {
	hooks: [],
	skipped: []
};
async function loadSource(source, budget, render, files) {
	let text;
	try {
		text = source.type === "file" ? await readText(source.path, source.file, budget, files) : await renderSource(source, budget, render);
	} catch (error) {
		if (error instanceof UserError) return {
			objects: [],
			errors: [error],
			hooks: NO_HOOKS
		};
		throw error;
	}
	const locate = locator(source, text);
	const { documents, problems } = parseDocuments(text, budget);
	const errors = problems.map(({ line, message, hint }) => {
		const where = source.type === "file" ? "" : `rendered output, line ${line}: `;
		return new UserError(`${where}${message}`, {
			hint,
			source: locate(line)
		});
	});
	const objects = [];
	for (const document of documents) {
		const found = documentObjects({
			value: document.value,
			source: locate(document.line),
			itemSources: document.itemLines.map(locate)
		});
		objects.push(...found.objects);
		errors.push(...found.errors);
	}
	if (source.type === "file") return {
		objects,
		errors,
		hooks: NO_HOOKS
	};
	const { members, hooks, skipped } = splitHooks(source.type === "chart" ? await templateLines(objects, source.dir, path.posix.dirname(source.file)) : objects);
	return {
		objects: members,
		errors,
		hooks: {
			hooks,
			skipped
		}
	};
}
function locator(source, text) {
	if (source.type === "file") return (line) => ({
		file: source.file,
		line
	});
	if (source.type === "chart") return chartSourceLocator(text, path.posix.dirname(source.file), source.file);
	return () => ({
		file: source.file,
		line: 1
	});
}
async function renderSource(source, budget, render) {
	const location = {
		file: source.file,
		line: 1
	};
	const shownDir = path.posix.dirname(source.file);
	let text;
	if (source.type === "kustomization") text = await (await import("./Bpvmr4Ld.js")).renderKustomization(source.dir, shownDir, location, render);
	else text = await (await import("./ofotDtH_.js")).renderChart(source.dir, shownDir, location, {
		...render,
		chart: render.chart ?? {
			release: path.basename(source.dir),
			namespace: void 0,
			values: [],
			set: []
		}
	});
	takeBytes(budget, Buffer.byteLength(text, "utf8"), `the output of ${source.file}`, location);
	bytesToParse(text.length);
	return text;
}
const utf8 = new TextDecoder("utf-8", { fatal: true });
async function readText(absolute, file, budget, files) {
	let bytes;
	const source = {
		file,
		line: 1
	};
	try {
		const handle = await open(absolute, constants.O_RDONLY | constants.O_NONBLOCK);
		try {
			const stats = await handle.stat();
			if (!stats.isFile()) throw new UserError(`${file} is not a regular file (a device, pipe or socket, or a link to one)`, {
				hint: "Remove it from the manifests; only regular files are read",
				source
			});
			takeBytes(budget, stats.size, file, source);
			bytesToParse(stats.size, files);
			const buffer = Buffer.alloc(stats.size);
			const { bytesRead } = await handle.read(buffer, 0, stats.size, 0);
			bytes = buffer.subarray(0, bytesRead);
		} finally {
			await handle.close();
		}
	} catch (error) {
		if (error instanceof UserError) throw error;
		throw new UserError(`cannot read ${file}: ${errorMessage(error)}`, { hint: "Check the file permissions" });
	}
	try {
		return utf8.decode(bytes);
	} catch {
		throw new UserError(`${file} is not valid UTF-8`, {
			hint: "Save the file as UTF-8, the encoding Kubernetes manifests use",
			source: {
				file,
				line: 1
			}
		});
	}
}
function takeBytes(budget, bytes, what, source) {
	if (budget.takeBytes(bytes)) return;
	throw new UserError(`${what} is ${mebibytes(bytes)} MiB, which makes the manifests of this run more than ${mebibytes(ReadBudget.MAX_BYTES)} MiB`, {
		hint: "Split the manifests into several ApplySets, or remove what is not a manifest from the paths given",
		source
	});
}
// src/manifests/rendererInputs.ts
const VALUES_MAX_BYTES = 16777216;
async function rendererInputSecrets(helm, cwd, environment) {
	const values = helm.set.flatMap(setValues);
	for (const file of helm.values) if (!await isTracked(file, cwd, environment)) values.push(...valuesFileValues(path.resolve(cwd, file), cwd));
	return valueForms(values);
}
function setValues(entry) {
	const unescape = (text) => text.replace(/\\(.)/g, "$1");
	const whole = entry.slice(entry.indexOf("=") + 1);
	const parts = entry.split(/(?<!\\),/).map((part) => part.slice(part.indexOf("=") + 1));
	return [...new Set([whole, ...parts].map(unescape))];
}
async function isTracked(file, cwd, environment) {
	try {
		await runGit([
			"ls-files",
			"--error-unmatch",
			"--",
			file
		], cwd, environment);
		return true;
	} catch {
		return false;
	}
}
function valuesFileValues(absolute, cwd) {
	try {
		const workspace = realpathSync(cwd);
		if (!isInside(realpathSync(absolute), workspace)) return [];
		const leaves = [];
		const walk = (node) => {
			if (typeof node === "string" || typeof node === "number") leaves.push(String(node));
			else if (Array.isArray(node)) node.forEach(walk);
			else if (node !== null && typeof node === "object") Object.values(node).forEach(walk);
		};
		walk(load(readWorkspaceFile(absolute, absolute, {
			workspace,
			budget: new ReadBudget(VALUES_MAX_BYTES)
		}), { schema: CORE_SCHEMA }));
		return leaves;
	} catch {
		return [];
	}
}
// src/manifests/setImages.ts
const POD_SPEC_PATHS = {
	Pod: ["spec"],
	Deployment: [
		"spec",
		"template",
		"spec"
	],
	StatefulSet: [
		"spec",
		"template",
		"spec"
	],
	DaemonSet: [
		"spec",
		"template",
		"spec"
	],
	ReplicaSet: [
		"spec",
		"template",
		"spec"
	],
	Job: [
		"spec",
		"template",
		"spec"
	],
	CronJob: [
		"spec",
		"jobTemplate",
		"spec",
		"template",
		"spec"
	]
};
const WORKLOAD_GROUPS = /* @__PURE__ */ new Set([
	"",
	"apps",
	"batch"
]);
function setImages(objects, overrides) {
	const counts = new Map(overrides.map((override) => [override.name, 0]));
	if (overrides.length === 0) return counts;
	const byName = new Map(overrides.map((override) => [override.name, override]));
	for (const { object } of objects) {
		const path = POD_SPEC_PATHS[object.kind];
		const group = object.apiVersion.includes("/") ? object.apiVersion.split("/")[0] ?? "" : "";
		if (!path || !WORKLOAD_GROUPS.has(group)) continue;
		const podSpec = path.reduce((node, key) => isRecord(node) ? node[key] : void 0, object);
		if (!isRecord(podSpec)) continue;
		for (const list of [podSpec["containers"], podSpec["initContainers"]]) for (const container of Array.isArray(list) ? list : []) {
			if (!isRecord(container) || typeof container["image"] !== "string") continue;
			const override = byName.get(imageName(container["image"]));
			if (!override) continue;
			container["image"] = override.image;
			counts.set(override.name, (counts.get(override.name) ?? 0) + 1);
		}
	}
	return counts;
}
// src/manifests/loadSet.ts
async function loadSet(options, hooks) {
	const changed = new Map(options.images.map((override) => [override.name, 0]));
	const release = options.helm.release ?? options.applyset.candidates[0].name;
	if (!options.rendered && (options.helm.set.length > 0 || options.helm.values.length > 0)) hooks.secrets(await rendererInputSecrets(options.helm, options.cwd, options.environment), "inputs");
	const chartHooks = [];
	const countImages = (objects) => {
		for (const [name, count] of setImages(objects, options.images)) changed.set(name, (changed.get(name) ?? 0) + count);
	};
	const onHooks = (found) => {
		const { tests, skipped } = options.helm.tests ? withTestHooks(found.skipped) : {
			tests: [],
			skipped: found.skipped
		};
		const run = [...found.hooks, ...tests];
		const objects = run.map((hook) => hook.object);
		hooks.secrets(secretValues(objects.map(({ object }) => object)), "manifests");
		countImages(objects);
		chartHooks.push(...run);
		const { info, warnings } = hookMessages(skipped);
		for (const line of info) hooks.info(line);
		for (const line of warnings) hooks.warning(line);
	};
	const manifests = options.rendered ? rendered(options.rendered, hooks, onHooks) : await loadManifests(options.manifests, {
		cwd: options.cwd,
		environment: options.environment,
		remoteBases: options.remoteBases,
		chart: {
			...options.helm,
			release,
			namespace: options.namespace
		},
		onHooks,
		onSource: (objects) => {
			hooks.secrets(secretValues(objects.map(({ object }) => object)), "manifests");
			countImages(objects);
			hooks.onSource?.(objects);
		}
	});
	hooks.info(`Read ${manifests.length} object${manifests.length === 1 ? "" : "s"} from ${options.manifests.join(", ")}`);
	for (const { name, image } of options.images) {
		const count = changed.get(name) ?? 0;
		hooks.info(count === 0 ? `images: no container of the manifests runs ${name}, so ${image} is set nowhere` : `images: ${count} container${count === 1 ? "" : "s"} of ${name} set to ${image}`);
	}
	if (manifests.length === 0 && !options.allowEmpty) throw new UserError(`the manifests (${options.manifests.join(", ")}) hold no objects`, { hint: "an empty set would prune every member of the ApplySet; if that is what you want, set allow-empty (--allow-empty)" });
	return {
		manifests,
		hooks: chartHooks
	};
}
function rendered(objects, hooks, onHooks) {
	const { members: copy, hooks: found, skipped } = splitHooks([...objects]);
	if (found.length > 0 || skipped.length > 0) onHooks({
		hooks: found,
		skipped
	});
	hooks.secrets(secretValues(copy.map(({ object }) => object)), "manifests");
	if (copy.length > 0) hooks.onSource?.(copy);
	return copy;
}
export { pLimit as n, validateObject as r, loadSet as t };
