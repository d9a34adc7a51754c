import { r as formatRef } from "./Bug6iPWb.js";
import { l as cascadeText, r as hooksText } from "./D0KEHCZX.js";
import { t as showControlCharacters } from "./XK44p_2V.js";
import { r as ACTION_ORDER, s as pastTense, t as formatDuration } from "./CHwhpqd5.js";
import { a as orderText, n as paintDiff, r as unlistedPhrases, t as PLAIN } from "./Iu13Lm0E.js";
import { c as keepReasonText, d as resultOf, i as formatHealthCounts, l as keptPhrase, n as describeParent, o as healthPhrase, p as skippedDryRuns, r as formatCounts, s as ignoredDifferencesPhrase, u as reportedAction } from "./CVLZ5SFw.js";
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
		if (options.shownLive && saidLive(obj)) continue;
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
	lines.push(...hooksText(doc));
	for (const warning of [...unlistedPhrases(doc), ...doc.warnings]) lines.push(showControlCharacters(`Warning: ${warning}`).replace(/\n(?=.)/g, "\n  "));
	const took = doc.mode === "apply" ? ` in ${formatDuration(doc.durationMs)}` : "";
	const applySet = showControlCharacters(`ApplySet ${doc.applyset.id} (${describeParent(doc)})`);
	lines.push(`${applySet}: ${doc.cancelled ? "cancelled after " : ""}${formatCounts(doc.summary, doc.mode)}${took}${formatHealthCounts(doc)}`);
	if (doc.dryRunsSkipped) lines.push(skippedDryRuns(doc.dryRunsSkipped));
	if (doc.ignoredDifferences) lines.push(showControlCharacters(ignoredDifferencesPhrase(doc.ignoredDifferences)));
	return lines.join("\n");
}
function saidLive(obj) {
	if (obj.result === "skipped") return false;
	return (obj.health === void 0 || obj.health === "ready" || obj.health === "not waited") && !obj.message && !obj.ignored && !obj.serverWarnings?.length && !obj.cascade;
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
export { renderText as n, formatObjectLine as t };
