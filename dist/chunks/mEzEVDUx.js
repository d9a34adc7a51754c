import { t as createTwoFilesPatch } from "./BH_fSCVC.js";
import { u as dump } from "./_8YRro0u.js";
import { t as isRecord } from "./BZb2VPEQ.js";
import { isDeepStrictEqual } from "node:util";
// src/plan/changedPaths.ts
const MERGE_KEYS = [
	"name",
	"mountPath",
	"devicePath",
	"containerPort",
	"port",
	"ip",
	"topologyKey"
];
const PLAIN_FIELD = /^[A-Za-z0-9_-]+$/;
function changedPaths(before, after) {
	const paths = [];
	collect(before, after, "", paths);
	return paths;
}
function collect(before, after, path, paths) {
	if (isDeepStrictEqual(before, after)) return;
	if (isRecord(before) && isRecord(after)) {
		for (const key of [.../* @__PURE__ */ new Set([...Object.keys(before), ...Object.keys(after)])].sort()) collect(before[key], after[key], field(path, key), paths);
		return;
	}
	if (Array.isArray(before) && Array.isArray(after)) {
		const key = mergeKeyOf(before, after);
		if (key !== void 0) return collectKeyed(before, after, key, path, paths);
		if (before.length === after.length) {
			before.forEach((item, index) => collect(item, after[index], `${path}[${index}]`, paths));
			return;
		}
	}
	paths.push(path);
}
function collectKeyed(before, after, key, path, paths) {
	const old = new Map(before.map((item) => [item[key], item]));
	const seen = /* @__PURE__ */ new Set();
	for (const item of after) {
		seen.add(item[key]);
		collect(old.get(item[key]), item, itemPath(path, key, item[key]), paths);
	}
	for (const item of before) if (!seen.has(item[key])) paths.push(itemPath(path, key, item[key]));
}
function mergeKeyOf(before, after) {
	const items = [before, after];
	return MERGE_KEYS.find((key) => items.every((list) => isKeyedBy(list, key)));
}
function isKeyedBy(list, key) {
	const values = /* @__PURE__ */ new Set();
	for (const item of list) {
		const value = isRecord(item) ? item[key] : void 0;
		if (typeof value !== "string" && typeof value !== "number" || values.has(value)) return false;
		values.add(value);
	}
	return true;
}
function field(path, key) {
	if (!PLAIN_FIELD.test(key)) return `${path}[${JSON.stringify(key)}]`;
	return path === "" ? key : `${path}.${key}`;
}
function itemPath(path, key, value) {
	return `${path}[${key === "name" ? String(value) : `${key}=${String(value)}`}]`;
}
// src/plan/fieldLocations.ts
function resolveStep(container, step) {
	if (Array.isArray(container)) {
		let index = -1;
		if (typeof step === "string") index = /^(0|[1-9]\d*)$/.test(step) ? Number(step) : -1;
		else if ("index" in step) index = step.index;
		else if ("item" in step) index = container.findIndex((item) => isRecord(item) && Object.entries(step.item).every(([key, value]) => isDeepStrictEqual(item[key], value)));
		else index = container.findIndex((item) => isDeepStrictEqual(item, step.value));
		return index >= 0 && index < container.length ? index : void 0;
	}
	return isRecord(container) && typeof step === "string" && Object.hasOwn(container, step) ? step : void 0;
}
function locate(object, path) {
	let current = object;
	for (const [i, step] of path.entries()) {
		const at = resolveStep(current, step);
		if (at === void 0) return void 0;
		if (i === path.length - 1) return {
			container: current,
			at
		};
		current = current[at];
	}
}
function valueAt(object, path) {
	const found = locate(object, path);
	return found && found.container[found.at];
}
function setValueAt(object, path, value) {
	let current = object;
	for (const [i, step] of path.entries()) {
		let at = resolveStep(current, step);
		if (at === void 0) {
			const next = path[i + 1];
			if (!isRecord(current) || typeof step !== "string" || next !== void 0 && (typeof next !== "string" || /^\d+$/.test(next))) return false;
			current[step] = {};
			at = step;
		}
		const container = current;
		if (i === path.length - 1) container[at] = value;
		current = container[at];
	}
	return path.length > 0;
}
function removeFields(object, paths) {
	const found = paths.flatMap((path) => locate(object, path) ?? []);
	for (const { container, at } of found) if (!Array.isArray(container)) delete container[at];
	const items = found.filter((f) => Array.isArray(f.container)).sort((a, b) => b.at - a.at);
	const removed = /* @__PURE__ */ new Map();
	for (const { container, at } of items) {
		const done = removed.get(container) ?? /* @__PURE__ */ new Set();
		if (done.has(at)) continue;
		done.add(at);
		removed.set(container, done);
		container.splice(at, 1);
	}
}
function removeEmptied(object, paths) {
	for (const path of paths) for (let end = path.length - 1; end > 0; end--) {
		const value = valueAt(object, path.slice(0, end));
		if (!isRecord(value) || Object.keys(value).length > 0) break;
		removeFields(object, [path.slice(0, end)]);
	}
}
function withoutFields(object, paths) {
	if (paths.length === 0) return object;
	const copy = structuredClone(object);
	removeFields(copy, paths);
	return copy;
}
// src/plan/managedFieldPaths.ts
function entriesOf(object) {
	const entries = object.metadata.managedFields;
	return Array.isArray(entries) ? entries.filter(isRecord) : [];
}
function parseKey(text) {
	try {
		return JSON.parse(text);
	} catch {
		return;
	}
}
function itemKey(fields, list, index) {
	const item = list[index];
	return Object.keys(fields).find((key) => {
		if (key.startsWith("k:")) {
			const keys = parseKey(key.slice(2));
			return isRecord(keys) && isRecord(item) && Object.entries(keys).every(([name, value]) => isDeepStrictEqual(item[name], value));
		}
		if (key.startsWith("v:")) return isDeepStrictEqual(parseKey(key.slice(2)), item);
		return key === `i:${index}`;
	});
}
function stepKey(fields, container, at) {
	return Array.isArray(container) ? itemKey(fields, container, at) : `f:${at}`;
}
function ownsAt(fields, object, path) {
	let node = fields;
	let current = object;
	for (const step of path) {
		if (!isRecord(node)) return false;
		if (Object.keys(node).every((key) => key === ".")) return true;
		const at = resolveStep(current, step);
		if (at === void 0) return false;
		const key = stepKey(node, current, at);
		node = key === void 0 ? void 0 : node[key];
		if (node === void 0) return false;
		current = current[at];
	}
	return true;
}
function fieldOwners(live, path, fieldManager) {
	let ours = false;
	let others = false;
	for (const entry of entriesOf(live)) {
		if (!ownsAt(entry.fieldsV1, live, path)) continue;
		if (entry.manager === fieldManager && entry.operation === "Apply") ours = true;
		else others = true;
	}
	return {
		ours,
		others
	};
}
function fieldsOwnedBy(live, managers) {
	const paths = [];
	for (const entry of entriesOf(live)) if (entry.manager !== void 0 && managers.includes(entry.manager)) collectLeaves(entry.fieldsV1, [], /* @__PURE__ */ new Set(), paths);
	return paths;
}
function collectLeaves(node, path, keyFields, paths) {
	if (!isRecord(node)) return;
	const children = Object.entries(node).filter(([key]) => key !== ".");
	if (children.length === 0) {
		if (path.length > 0) paths.push(path);
		return;
	}
	for (const [key, child] of children) {
		const value = key.startsWith("k:") || key.startsWith("v:") ? parseKey(key.slice(2)) : void 0;
		if (key.startsWith("f:")) {
			if (!keyFields.has(key.slice(2))) collectLeaves(child, [...path, key.slice(2)], /* @__PURE__ */ new Set(), paths);
		} else if (key.startsWith("k:") && isRecord(value)) collectLeaves(child, [...path, { item: value }], new Set(Object.keys(value)), paths);
		else if (key.startsWith("v:") && value !== void 0) paths.push([...path, { value }]);
		else if (key.startsWith("i:") && /^\d+$/.test(key.slice(2))) collectLeaves(child, [...path, { index: Number(key.slice(2)) }], /* @__PURE__ */ new Set(), paths);
	}
}
function ownershipOutside(object, paths) {
	return entriesOf(object).flatMap((entry) => {
		const fields = structuredClone(entry.fieldsV1);
		for (const path of paths) forget(fields, object, path);
		return isRecord(fields) && Object.keys(fields).length === 0 ? [] : [{
			...entry,
			fieldsV1: fields
		}];
	});
}
function forget(fields, object, path) {
	const way = [];
	let node = fields;
	let current = object;
	for (const step of path) {
		if (!isRecord(node)) return;
		const at = resolveStep(current, step);
		if (at === void 0) return;
		const key = stepKey(node, current, at);
		if (key === void 0 || !(key in node)) return;
		way.push({
			node,
			key
		});
		node = node[key];
		current = current[at];
	}
	for (const [i, { node: parent, key }] of [...way.entries()].reverse()) {
		if (i < way.length - 1 && !(isRecord(parent[key]) && Object.keys(parent[key]).length === 0)) return;
		delete parent[key];
	}
}
// src/plan/maskSecretData.ts
const LAST_APPLIED = "kubectl.kubernetes.io/last-applied-configuration";
function isSecret(object) {
	return object?.kind === "Secret" && (object.apiVersion === "v1" || object.apiVersion === void 0);
}
function stringMap(value) {
	return typeof value === "object" && value !== null ? value : {};
}
function maskSecretData(before, after) {
	if (!isSecret(before) && !isSecret(after)) return [before, after];
	const maskedBefore = before && structuredClone(before);
	const maskedAfter = after && structuredClone(after);
	for (const field of ["data", "stringData"]) {
		const b = stringMap(before?.[field]);
		const a = stringMap(after?.[field]);
		const bMasked = {};
		const aMasked = {};
		for (const key of /* @__PURE__ */ new Set([...Object.keys(b), ...Object.keys(a)])) {
			const same = key in b && key in a && b[key] === a[key];
			if (key in b) bMasked[key] = same ? "***" : "*** (before)";
			if (key in a) aMasked[key] = same ? "***" : "*** (after)";
		}
		if (maskedBefore && field in maskedBefore) maskedBefore[field] = bMasked;
		if (maskedAfter && field in maskedAfter) maskedAfter[field] = aMasked;
	}
	for (const masked of [maskedBefore, maskedAfter]) {
		const annotations = masked?.metadata.annotations;
		if (annotations?.[LAST_APPLIED] !== void 0) annotations[LAST_APPLIED] = "***";
	}
	return [maskedBefore, maskedAfter];
}
// src/plan/objectDiff.ts
const SERVER_METADATA = [
	"managedFields",
	"resourceVersion",
	"generation",
	"uid",
	"creationTimestamp",
	"selfLink"
];
function withoutServerFields(object) {
	const { status: _status, ...rest } = object;
	const metadata = { ...object.metadata };
	for (const field of SERVER_METADATA) delete metadata[field];
	return {
		...rest,
		metadata
	};
}
const keptOwnership = /* @__PURE__ */ new WeakMap();
function ownership(object, ignored) {
	const kept = ignored.length === 0 ? keptOwnership.get(object.metadata) : void 0;
	if (kept !== void 0) return kept;
	const entries = ignored.length > 0 ? ownershipOutside(object, ignored) : entriesOf(object);
	return JSON.stringify(entries.map(({ manager, operation, subresource, fieldsV1 }) => ({
		manager,
		operation,
		subresource,
		fieldsV1
	})));
}
function sameOwnership(a, b) {
	return a === b || canonicalJson(JSON.parse(a)) === canonicalJson(JSON.parse(b));
}
function canonicalJson(value) {
	if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
	if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "null";
	return `{${Object.entries(value).filter(([, v]) => v !== void 0).sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0).map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
}
function keepOwnershipOnly(object) {
	const { managedFields, ...metadata } = object.metadata;
	if (managedFields === void 0) return;
	const kept = ownership(object, []);
	object.metadata = metadata;
	keptOwnership.set(metadata, kept);
}
const listedText = /* @__PURE__ */ new WeakMap();
function compactListed(object) {
	listedText.set(object.metadata, JSON.stringify(object));
	return { metadata: object.metadata };
}
function expandListed(object) {
	const text = listedText.get(object.metadata);
	if (text === void 0) return object;
	const expanded = JSON.parse(text);
	for (const [key, value] of Object.entries(object)) if (key !== "metadata") expanded[key] = value;
	const kept = keptOwnership.get(object.metadata);
	if (kept !== void 0) keptOwnership.set(expanded.metadata, kept);
	return expanded;
}
function compareObjects(live, planned, ignored = []) {
	const before = withoutFields(withoutServerFields(live), ignored);
	const after = withoutFields(withoutServerFields(planned), ignored);
	const contentChanged = !isDeepStrictEqual(before, after);
	if (!contentChanged && sameOwnership(ownership(live, ignored), ownership(planned, ignored))) return { changed: false };
	const [maskedBefore, maskedAfter] = maskSecretData(before, after);
	if (!contentChanged) return {
		changed: true,
		diff: "",
		paths: [],
		ownershipOnly: true
	};
	return {
		changed: true,
		diff: unifiedDiff(maskedBefore, maskedAfter),
		paths: changedPaths(maskedBefore, maskedAfter),
		ownershipOnly: false
	};
}
function adoptionDiff(manifest) {
	const [, masked] = maskSecretData(void 0, manifest);
	return unifiedDiff(void 0, masked);
}
function renderedDiff(base, head) {
	if (isDeepStrictEqual(base, head)) return void 0;
	const [maskedBase, maskedHead] = maskSecretData(base, head);
	return {
		diff: unifiedDiff(maskedBase, maskedHead, ["base", "head"]),
		paths: changedPaths(maskedBase, maskedHead)
	};
}
function unifiedDiff(before, after, names = ["live", "planned"]) {
	const dump$1 = (o) => dump(o, {
		sortKeys: true,
		lineWidth: -1,
		noRefs: true
	});
	return (before ? createTwoFilesPatch(names[0], names[1], dump$1(before), dump$1(after), void 0, void 0, { context: 3 }) : createTwoFilesPatch("live (not shown)", "manifest", "", dump$1(after), void 0, void 0, { context: 3 })).split("\n").filter((line) => !line.startsWith("Index:") && !line.startsWith("====")).join("\n").trimEnd();
}
export { keepOwnershipOnly as a, fieldsOwnedBy as c, setValueAt as d, valueAt as f, expandListed as i, removeEmptied as l, compactListed as n, renderedDiff as o, compareObjects as r, fieldOwners as s, adoptionDiff as t, removeFields as u };
