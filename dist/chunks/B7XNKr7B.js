import { S as formatRef } from "./DeSzYmKF.js";
import { l as inlineCode, n as cascadeText } from "./Bc4LXWfT.js";
import { t as showControlCharacters } from "./XK44p_2V.js";
import { f as ACTION_ORDER, h as pastTense } from "./BB5lZNiF.js";
import { t as DEPENDS_ON_ANNOTATION } from "./j-YnVTkC.js";
import { t as formatDuration } from "./BL9db2ev.js";
import { c as keepReasonText, d as resultOf, i as formatHealthCounts, l as keptPhrase, n as describeParent, o as healthPhrase, p as skippedDryRuns, r as formatCounts, s as ignoredDifferencesPhrase, u as reportedAction } from "./Dk0Z3-HF.js";
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
// src/report/textReport.ts
const DIFF_INDENT = "    ";
function formatObjectLine(obj, mode, options = {}) {
	const where = (options.showNamespace ?? true) && obj.namespace !== "" ? ` -n ${obj.namespace}` : "";
	const notDone = (obj.result === "failed" || obj.result === "skipped") && obj.message && !obj.health ? `: ${obj.message}` : "";
	const kept = resultOf(obj) === "kept" && obj.keep ? keptPhrase(obj.keep) : "";
	const verb = mode === "apply" ? resultOf(obj) : pastTense(obj.action);
	const after = mode === "apply" ? `${notDone}${kept}${healthPhrase(obj)}` : obj.action === "uncompared" ? "" : " (server dry run)";
	const reason = obj.reason ?? (mode === "preview" && obj.keep ? keepReasonText(obj.keep) : obj.destroys);
	const why = reason ? ` - ${reason}` : "";
	return `${showControlCharacters(`${formatRef(obj)}${where} `)}${(options.paint ?? PLAIN)(verb, verb)}${showControlCharacters(`${after}${why}`)}`;
}
function renderText(doc, options = {}) {
	const showNamespace = spansNamespaces(doc.objects);
	const paint = options.paint ?? PLAIN;
	const lines = [];
	for (const obj of sortForReport(doc.objects, doc.mode)) {
		lines.push(formatObjectLine(obj, doc.mode, {
			showNamespace,
			paint
		}));
		const cascade = cascadeText(obj, doc.mode);
		if (cascade) lines.push(showControlCharacters(`${DIFF_INDENT}${cascade}`));
		if (obj.ignored) lines.push(showControlCharacters(`${DIFF_INDENT}${ignoredDifferencesPhrase(obj.ignored)}`));
		for (const warning of obj.serverWarnings ?? []) lines.push(showControlCharacters(`${DIFF_INDENT}Warning from the API server: ${warning}`).replace(/\n(?=.)/g, `\n${DIFF_INDENT}  `));
		if (doc.mode === "preview" && obj.diff) lines.push(indent(paintDiff(showControlCharacters(obj.diff.trimEnd()), paint), DIFF_INDENT));
	}
	if (doc.mode === "preview") lines.push(...orderText(doc, showNamespace).map((line) => showControlCharacters(line)));
	for (const warning of [...unlistedPhrases(doc), ...doc.warnings]) lines.push(showControlCharacters(`Warning: ${warning}`).replace(/\n(?=.)/g, "\n  "));
	const took = doc.mode === "apply" ? ` in ${formatDuration(doc.durationMs)}` : "";
	const applySet = showControlCharacters(`ApplySet ${doc.applyset.id} (${describeParent(doc)})`);
	lines.push(`${applySet}: ${doc.cancelled ? "cancelled after " : ""}${formatCounts(doc.summary, doc.mode)}${took}${formatHealthCounts(doc)}`);
	if (doc.dryRunsSkipped) lines.push(skippedDryRuns(doc.dryRunsSkipped));
	if (doc.ignoredDifferences) lines.push(showControlCharacters(ignoredDifferencesPhrase(doc.ignoredDifferences)));
	return lines.join("\n");
}
function sortForReport(objects, mode) {
	return ACTION_ORDER.flatMap((action) => objects.filter((obj) => reportedAction(obj, mode) === action));
}
function spansNamespaces(objects) {
	return new Set(objects.map((obj) => obj.namespace)).size > 1;
}
function indent(text, prefix) {
	return text.split("\n").map((line) => line === "" ? line : prefix + line).join("\n");
}
export { orderMarkdown as i, renderText as n, unlistedPhrases as r, formatObjectLine as t };
