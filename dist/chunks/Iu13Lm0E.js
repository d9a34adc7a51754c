import { r as formatRef } from "./Bug6iPWb.js";
import { g as inlineCode } from "./D0KEHCZX.js";
import { t as DEPENDS_ON_ANNOTATION } from "./Uf5ifMiJ.js";
// src/report/orderReport.ts
const LISTED_NAMES = 60;
function orderGroups(doc) {
	const groupsOf = (objects) => {
		const groups = [];
		for (const obj of objects) if (obj.order !== void 0) (groups[obj.order - 1] ??= []).push(obj);
		return groups.filter((group) => group.length > 0);
	};
	const apply = groupsOf(doc.objects.filter((obj) => obj.action !== "prune" && obj.action !== "keep"));
	const prune = groupsOf(doc.objects.filter((obj) => obj.action === "prune"));
	return [...apply.length > 0 ? [{
		verb: "Apply",
		groups: apply
	}] : [], ...prune.length > 1 ? [{
		verb: "Prune",
		groups: prune
	}] : []];
}
function groupLines(groups, render) {
	let left = LISTED_NAMES;
	return groups.map((group, index) => {
		const shown = group.slice(0, Math.max(0, left));
		left -= shown.length;
		const more = group.length - shown.length;
		const names = [...shown.map(render), ...more > 0 ? [`and ${more} more`] : []];
		return `${index + 1}. ${names.join(", ")}`;
	});
}
function orderMarkdown(doc) {
	const sections = orderGroups(doc);
	if (sections.length === 0) return "";
	const render = (obj) => `${inlineCode(formatRef(obj))}${obj.namespace === "" ? "" : ` in ${inlineCode(obj.namespace)}`}`;
	return sections.map(({ verb, groups }) => [
		`**${verb} order** (${inlineCode(DEPENDS_ON_ANNOTATION)}): ${groups.length} group${groups.length === 1 ? "" : "s"}, each ${verb === "Apply" ? "applied once what it depends on is ready" : "pruned once what depends on it is gone"}`,
		"",
		...groupLines(groups, render)
	].join("\n")).join("\n\n");
}
function orderText(doc, showNamespace) {
	const render = (obj) => `${formatRef(obj)}${showNamespace && obj.namespace !== "" ? ` -n ${obj.namespace}` : ""}`;
	return orderGroups(doc).flatMap(({ verb, groups }) => [`${verb} order (${DEPENDS_ON_ANNOTATION}):`, ...groupLines(groups, render).map((line) => `  ${line}`)]);
}
// src/report/unlistedMembers.ts
function unlistedPhrases(doc) {
	return (doc.unlisted ?? []).map(({ kind, group, namespace, message }) => {
		const kinds = `${kind}${group === "" ? "" : `.${group}`}`;
		return `${kinds} prunes${namespace === "" ? "" : ` in namespace ${namespace}`} could not be previewed: this credential may not list ${kinds} objects (Forbidden: ${message}); the deploy lists them with its own credential and prunes those no longer in the manifests`;
	});
}
// src/report/textStyles.ts
const PLAIN = (_style, text) => text;
function paintDiff(diff, paint) {
	if (paint === PLAIN) return diff;
	return diff.split("\n").map((line) => {
		const style = /^(\+\+\+|---)( |$)/.test(line) ? "header" : line.startsWith("@@") ? "hunk" : line.startsWith("+") ? "added" : line.startsWith("-") ? "removed" : void 0;
		return style ? paint(style, line) : line;
	}).join("\n");
}
export { orderText as a, orderMarkdown as i, paintDiff as n, unlistedPhrases as r, PLAIN as t };
