import { t as UserError } from "./BSV1T608.js";
import { _ as parseEvents, d as getScalarValue, n as EVENT_ID, o as YAMLException } from "./_8YRro0u.js";
// src/options/didYouMean.ts
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
// src/options/positionedYaml.ts
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
// src/options/ignoreDifferences.ts
const RULE_KEYS = [
	"group",
	"kind",
	"name",
	"namespace",
	"jsonPointers",
	"fieldPaths",
	"managedFieldsManagers"
];
const FIELD_MANAGER_PATTERN = /^[\x21-\x7e]{1,128}$/;
const WORD = /^[A-Za-z0-9*][-A-Za-z0-9.*]*$/;
const EXAMPLE = "e.g. \"- group: apps, kind: Deployment, jsonPointers: [/spec/replicas]\" as a YAML list, one mapping per rule";
const PROTECTED_POINTERS = [
	["apiVersion"],
	["kind"],
	["metadata", "name"],
	["metadata", "namespace"],
	[
		"metadata",
		"labels",
		"applyset.kubernetes.io/part-of"
	]
];
function parseIgnoreDifferences(text, input, fieldManager, errors) {
	if (text.trim() === "") return [];
	let root;
	try {
		root = parsePositioned(text);
	} catch (error) {
		if (!(error instanceof YamlShapeError)) throw error;
		errors.push(new UserError(`${input} (line ${error.line}): ${error.message}`, { hint: EXAMPLE }));
		return [];
	}
	if (root === void 0) return [];
	if (root.kind !== "sequence") {
		errors.push(new UserError(`${input} must be a YAML list of rules`, { hint: EXAMPLE }));
		return [];
	}
	const lines = text.trim().includes("\n");
	return root.items.flatMap((node, index) => {
		const where = `${input} rule ${index + 1}`;
		const rule = readRule(node, where, lines ? `${where} (line ${node.line})` : where, fieldManager, errors);
		return rule ? [rule] : [];
	});
}
function readRule(node, where, at, fieldManager, errors) {
	const problem = (message, hint) => errors.push(new UserError(`${at}: ${message}`, hint ? { hint } : {}));
	if (node.kind !== "mapping") {
		problem("a rule is a mapping of group, kind, name, namespace, jsonPointers, fieldPaths and managedFieldsManagers", EXAMPLE);
		return;
	}
	const before = errors.length;
	for (const key of node.entries.keys()) {
		if (RULE_KEYS.includes(key)) continue;
		if (key === "jqPathExpressions") problem("jqPathExpressions are not supported", "name the fields with jsonPointers (/spec/replicas) or by who owns them (managedFieldsManagers)");
		else problem(`unknown key "${key}"`, closestNames(key, RULE_KEYS).length > 0 ? `did you mean ${closestNames(key, RULE_KEYS)[0]}?` : `a rule has ${RULE_KEYS.join(", ")}`);
	}
	const word = (key) => {
		const value = node.entries.get(key)?.value;
		if (value === void 0) return void 0;
		if (value.kind === "scalar" && (WORD.test(value.value.trim()) || key === "group" && value.value.trim() === "")) return value.value.trim();
		problem(`${key} must be a single word, not ${value.kind === "scalar" ? `"${value.value}"` : `a ${value.kind}`}`);
	};
	const list = (key) => {
		const value = node.entries.get(key)?.value;
		if (value === void 0) return [];
		const items = value.kind === "sequence" ? value.items : [value];
		const texts = items.flatMap((item) => item.kind === "scalar" && item.value.trim() !== "" ? [item.value.trim()] : []);
		if (texts.length !== items.length) problem(`${key} must be a list of texts`);
		return texts;
	};
	const kind = word("kind");
	if (!node.entries.has("kind")) problem("has no kind", "name the kind as the manifests write it (Deployment), or * for every kind");
	const jsonPointers = list("jsonPointers").flatMap((pointer) => {
		const tokens = parsePointer(pointer);
		if (typeof tokens === "string") problem(`jsonPointers "${pointer}" ${tokens}`);
		else if (PROTECTED_POINTERS.some((kept) => isPrefix(tokens, kept))) problem(`jsonPointers "${pointer}" would ignore what names the object or makes it a member of the set (its name, namespace, kind or the applyset.kubernetes.io/part-of label)`, "point at a field below it, e.g. /metadata/annotations/example.com~1build");
		else return [tokens];
		return [];
	});
	const fieldPaths = list("fieldPaths").flatMap((text) => {
		const path = parseFieldPath(text);
		if (typeof path === "string") problem(`fieldPaths "${text}" ${path}`, "write it as the preview's changed paths do: spec.replicas, metadata.annotations[\"example.com/team\"], spec.template.spec.containers[web].image");
		else if (PROTECTED_POINTERS.some((kept) => isPrefix(path, kept))) problem(`fieldPaths "${text}" would ignore what names the object or makes it a member of the set (its name, namespace, kind or the applyset.kubernetes.io/part-of label)`);
		else return [path];
		return [];
	});
	const managedFieldsManagers = list("managedFieldsManagers").filter((manager) => {
		if (!FIELD_MANAGER_PATTERN.test(manager)) problem(`managedFieldsManagers "${manager}" is not a field manager's name`, "copy it from metadata.managedFields[].manager of the live object");
		else if (manager === fieldManager) problem(`managedFieldsManagers names this run's own field manager ${manager}`, "it owns every field the manifests set, which would then never be applied");
		else return true;
		return false;
	});
	if (errors.length === before && jsonPointers.length === 0 && fieldPaths.length === 0 && managedFieldsManagers.length === 0) problem("ignores nothing", "give jsonPointers (/spec/replicas), fieldPaths (spec.replicas) or managedFieldsManagers (the manager whose fields to leave alone)");
	if (errors.length > before || kind === void 0) return void 0;
	return {
		group: word("group") ?? "",
		kind,
		name: word("name"),
		namespace: word("namespace"),
		jsonPointers,
		fieldPaths,
		managedFieldsManagers,
		where
	};
}
function parsePointer(pointer) {
	if (!pointer.startsWith("/")) return "must start with /";
	const tokens = pointer.slice(1).split("/");
	if (tokens.some((token) => /~[^01]|~$/.test(token))) return "escapes ~ and / only as ~0 and ~1";
	if (tokens.some((token) => token === "")) return "has an empty step";
	return tokens.map((token) => token.replaceAll("~1", "/").replaceAll("~0", "~"));
}
const PLAIN_KEY = /^[A-Za-z0-9_-]+/;
function parseFieldPath(text) {
	const path = [];
	let rest = text;
	while (rest !== "") {
		if (path.length > 0 && rest.startsWith(".")) rest = rest.slice(1);
		else if (path.length > 0 && !rest.startsWith("[")) return `has "${rest[0]}" where a . or [ goes`;
		const key = rest.startsWith("[") ? void 0 : PLAIN_KEY.exec(rest)?.[0];
		if (key !== void 0) {
			path.push(key);
			rest = rest.slice(key.length);
			continue;
		}
		const quoted = /^\["((?:[^"\\]|\\.)*)"\]/.exec(rest);
		const bracket = quoted ? void 0 : /^\[([^\]]+)\]/.exec(rest);
		if (quoted) {
			const text = jsonString(quoted[1]);
			if (text === void 0) return `has a key that is not a JSON string: ${quoted[0]}`;
			path.push(text);
		} else if (bracket && /^\d+$/.test(bracket[1])) path.push({ index: Number(bracket[1]) });
		else if (bracket?.[1].includes("=")) {
			const [field = "", value = ""] = bracket[1].split(/=(.*)/);
			if (field === "") return `names no key field in ${bracket[0]}`;
			path.push({ item: { [field]: /^-?\d+$/.test(value) ? Number(value) : value } });
		} else if (bracket) path.push({ item: { name: bracket[1] } });
		else return "is not a path such as spec.template.spec.containers[web].image";
		rest = rest.slice((quoted ?? bracket)[0].length);
	}
	return path.length === 0 ? "is empty" : path;
}
function jsonString(content) {
	try {
		return JSON.parse(`"${content}"`);
	} catch {
		return;
	}
}
function isPrefix(path, of) {
	return path.length <= of.length && path.every((token, i) => token === of[i]);
}
function rulesFor(rules, ref) {
	return rules.filter((rule) => (rule.group === "*" || rule.group === ref.group) && (rule.kind === "*" || rule.kind === ref.kind) && (rule.name === void 0 || rule.name === ref.name) && (rule.namespace === void 0 || rule.namespace === ref.namespace));
}
function unmatchedRules(rules, refs) {
	return rules.filter((rule) => !refs.some((ref) => rulesFor([rule], ref).length > 0)).map((rule) => {
		const sameKind = refs.find((ref) => ref.kind === rule.kind && ref.group !== rule.group);
		const meant = sameKind ? `; its ${rule.kind} objects are in group ${sameKind.group || "\"\" (the core group)"}: did you mean group: ${sameKind.group || "\"\""}?` : "";
		return `${rule.where} is for no object of the set (kind ${rule.kind} in ${rule.group === "" ? "the core group" : `group ${rule.group}`}${rule.name === void 0 ? "" : `, name ${rule.name}`}${rule.namespace === void 0 ? "" : `, namespace ${rule.namespace}`})${meant}`;
	});
}
function describeRules(rules) {
	return rules.map((rule) => JSON.stringify([
		rule.group,
		rule.kind,
		rule.name ?? null,
		rule.namespace ?? null,
		rule.jsonPointers,
		rule.fieldPaths,
		rule.managedFieldsManagers
	]));
}
export { unmatchedRules as a, closestNames as c, rulesFor as i, describeRules as n, YamlShapeError as o, parseIgnoreDifferences as r, parsePositioned as s, PROTECTED_POINTERS as t };
