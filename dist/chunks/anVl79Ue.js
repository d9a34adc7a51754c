import { n as formatGroupKind, o as parseGroupKind } from "./Bug6iPWb.js";
import { b as TOOLING_ANNOTATION, f as GROUP_KINDS_ANNOTATION, h as NAMESPACES_ANNOTATION, l as parentIdentity, p as ID_LABEL } from "./G6TDRtuw.js";
import { t as HISTORY_ANNOTATION } from "./DNRSqYqW.js";
// src/applyset/parentState.ts
function splitList(value) {
	return (value ?? "").split(",").map((s) => s.trim()).filter((s) => s !== "");
}
function recordedScope(live, legacyGroupKinds) {
	const annotations = live?.metadata.annotations ?? {};
	return {
		groupKinds: [...splitList(annotations[GROUP_KINDS_ANNOTATION]).map(parseGroupKind), ...legacyGroupKinds],
		namespaces: splitList(annotations[NAMESPACES_ANNOTATION])
	};
}
function parentPatch(parent, tooling, scope, history) {
	const groupKinds = [...new Set(scope.groupKinds.map(formatGroupKind))].sort();
	const namespaces = [...new Set(scope.namespaces)].filter((ns) => ns !== parent.namespace).sort();
	const identity = parentIdentity(parent);
	return {
		...identity,
		metadata: {
			...identity.metadata,
			labels: { [ID_LABEL]: parent.id },
			annotations: {
				[TOOLING_ANNOTATION]: tooling,
				[GROUP_KINDS_ANNOTATION]: groupKinds.join(","),
				[NAMESPACES_ANNOTATION]: namespaces.join(","),
				...history === void 0 ? {} : { [HISTORY_ANNOTATION]: history }
			}
		}
	};
}
function unionScope(a, b) {
	const gks = /* @__PURE__ */ new Map();
	for (const gk of [...a.groupKinds, ...b.groupKinds]) gks.set(formatGroupKind(gk), gk);
	return {
		groupKinds: [...gks.values()],
		namespaces: [.../* @__PURE__ */ new Set([...a.namespaces, ...b.namespaces])]
	};
}
function differenceScope(a, b) {
	const gks = new Set(b.groupKinds.map(formatGroupKind));
	const nss = new Set(b.namespaces);
	return {
		groupKinds: a.groupKinds.filter((gk) => !gks.has(formatGroupKind(gk))),
		namespaces: a.namespaces.filter((ns) => !nss.has(ns))
	};
}
function isEmptyScope(scope) {
	return scope.groupKinds.length === 0 && scope.namespaces.length === 0;
}
function historyText(live) {
	return live?.metadata.annotations?.[HISTORY_ANNOTATION];
}
export { recordedScope as a, parentPatch as i, historyText as n, splitList as o, isEmptyScope as r, unionScope as s, differenceScope as t };
