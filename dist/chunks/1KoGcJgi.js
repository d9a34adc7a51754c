import { a as formatRef, r as describeRef } from "./CYYECqae.js";
// src/outcome/objectActions.ts
const ACTION_ORDER = [
	"create",
	"update",
	"replace",
	"prune",
	"keep",
	"unchanged"
];
const PAST_TENSE = {
	create: "created",
	update: "configured",
	replace: "replaced",
	prune: "pruned",
	keep: "kept",
	unchanged: "unchanged"
};
const ACTION_OF_RESULT = new Map(Object.entries(PAST_TENSE).map(([action, result]) => [result, action]));
function pastTense(action) {
	return PAST_TENSE[action];
}
function actionOfResult(result) {
	return ACTION_OF_RESULT.get(result);
}
// src/report/summaryPhrases.ts
function sentenceCase(text) {
	return text.charAt(0).toUpperCase() + text.slice(1);
}
function countPhrase(action, count, mode) {
	if (mode === "apply") return `${count} ${pastTense(action)}`;
	return action === "unchanged" ? `${count} unchanged` : `${count} to ${action}`;
}
function formatCounts(summary, mode) {
	const shown = (action) => action !== "replace" && action !== "keep" || summary[action] > 0;
	return ACTION_ORDER.filter(shown).map((action) => countPhrase(action, summary[action], mode)).join(", ");
}
function keptPhrase(keep) {
	return "annotation" in keep ? ` (${keepReasonText(keep)})` : `: ${keepReasonText(keep)}`;
}
function keepReasonText(keep) {
	if ("annotation" in keep) return `annotation ${keep.annotation}`;
	if ("usedBy" in keep) return `still used by ${keep.usedBy}`;
	return `not known to be unused: ${keep.unchecked}`;
}
function formatHealthCounts(doc) {
	if (!doc.health) return "";
	const { ready, failed, timedOut, notWaited } = doc.health;
	const said = [
		[ready, "ready"],
		[failed, "failed"],
		[timedOut, "timed out"],
		[notWaited, "not waited"]
	].filter(([n]) => n > 0).map(([n, word]) => `${n} ${word}`);
	return said.length > 0 ? `; ${said.join(", ")}` : "";
}
function healthPhrase(obj) {
	if (!obj.health) return "";
	return obj.message && obj.health !== "ready" ? `, ${obj.health}: ${obj.message}` : `, ${obj.health}`;
}
function resultOf(obj) {
	return obj.result ?? pastTense(obj.action);
}
function reportedAction(obj, mode) {
	return mode === "apply" && obj.result && actionOfResult(obj.result) || obj.action;
}
function describeParent(doc) {
	return describeRef(doc.applyset.parent);
}
function formatParent(doc) {
	return formatRef(doc.applyset.parent);
}
// src/report/drift.ts
function hasDrifted(doc) {
	return doc.summary.create + doc.summary.update + doc.summary.replace + doc.summary.prune > 0;
}
function driftLine(doc) {
	return hasDrifted(doc) ? `drift: ApplySet ${describeParent(doc)} differs from the manifests: ${formatCounts(doc.summary, "preview")}` : `no drift: ApplySet ${describeParent(doc)} matches the manifests`;
}
const DRIFT_INPUTS = { "force-conflicts": "true" };
export { formatCounts as a, healthPhrase as c, reportedAction as d, resultOf as f, pastTense as g, actionOfResult as h, describeParent as i, keepReasonText as l, ACTION_ORDER as m, driftLine as n, formatHealthCounts as o, sentenceCase as p, hasDrifted as r, formatParent as s, DRIFT_INPUTS as t, keptPhrase as u };
