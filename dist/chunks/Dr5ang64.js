import { r as formatRef, t as describeRef } from "./Bug6iPWb.js";
import { i as actionOfResult, r as ACTION_ORDER, t as formatDuration } from "./CHwhpqd5.js";
import { a as diffSummaryHtml, c as cascadeMarkdown, f as escapeAttribute, g as inlineCode, h as fencedBlock, i as diffLineCounts, m as escapeText, n as hooksMarkdown, o as opensDiff, p as escapeHtml, s as shortenDiff } from "./D0KEHCZX.js";
import { o as DESTRUCTIVE_CONSENT_LABEL } from "./CEG-cXAi.js";
import { i as orderMarkdown, r as unlistedPhrases } from "./Iu13Lm0E.js";
import { a as formatParent, c as keepReasonText, i as formatHealthCounts, p as skippedDryRuns, r as formatCounts, s as ignoredDifferencesPhrase, u as reportedAction } from "./CVLZ5SFw.js";
// src/report/destructiveCaution.ts
const CONSENT_MARKDOWN = `set ${inlineCode("allow-destructive-prunes")} (${inlineCode("--allow-destructive-prunes")}) to ${inlineCode("true")}, or to the kinds to allow (e.g. ${inlineCode("Namespace")}), for the deploy; or, with the action, label the pull request ${inlineCode(DESTRUCTIVE_CONSENT_LABEL)} before it is merged`;
function destructivePrunes(doc) {
	return doc.objects.filter((obj) => obj.destroys !== void 0 && (doc.mode === "preview" ? obj.action === "prune" : obj.result === "pruned"));
}
function destructiveCaution(doc) {
	const prunes = destructivePrunes(doc);
	if (prunes.length === 0) return "";
	const count = prunes.length === 1 ? "1 prune takes" : `${prunes.length} prunes take`;
	const consent = doc.destructiveConsent;
	const headline = doc.mode === "apply" ? `**${prunes.length === 1 ? "1 pruned object took" : `${prunes.length} pruned objects took`} more with ${prunes.length === 1 ? "it" : "them"}** (allowed by ${escapeText(consent ?? "consent")}):` : consent ? `**${count} more with ${prunes.length === 1 ? "it" : "them"}**, allowed by ${escapeText(consent)}:` : `**${count} more with ${prunes.length === 1 ? "it" : "them"}: a deploy does ${prunes.length === 1 ? "it" : "them"} only with consent**, and without it refuses before it writes anything:`;
	const lines = prunes.map((obj) => {
		const where = obj.namespace === "" ? "" : ` in ${inlineCode(obj.namespace)}`;
		return `- ${inlineCode(formatRef(obj))}${where} ${escapeText(obj.destroys ?? "")}`;
	});
	const how = doc.mode === "preview" && !consent ? [">", `> To allow ${prunes.length === 1 ? "it" : "them"}, ${CONSENT_MARKDOWN}.`] : [];
	return [
		"> [!CAUTION]",
		`> ${headline}`,
		">",
		...lines.map((line) => `> ${line}`),
		...how
	].join("\n");
}
// src/report/serverWarningsReport.ts
const LISTED_WARNINGS = 50;
function serverWarningCount(doc) {
	return doc.objects.reduce((count, obj) => count + (obj.serverWarnings?.length ?? 0), 0);
}
function serverWarningsPhrase(doc) {
	const count = serverWarningCount(doc);
	return count === 0 ? "" : ` · ${count} server warning${count === 1 ? "" : "s"}`;
}
function serverWarningsMarkdown(doc) {
	const lines = warned(doc.objects).map(({ obj, warning }) => {
		const where = obj.namespace === "" ? "" : ` in ${inlineCode(obj.namespace)}`;
		return `> - ${inlineCode(formatRef(obj))}${where}: ${escapeText(oneLine(warning))}`;
	});
	if (lines.length === 0) return "";
	const hidden = lines.length - LISTED_WARNINGS;
	const shown = hidden > 0 ? [...lines.slice(0, LISTED_WARNINGS), `> - … and ${hidden} more, in the run's JSON document (\`serverWarnings\`)`] : lines;
	const applied = doc.mode === "apply" ? "applying" : "dry-running";
	return [
		"> [!WARNING]",
		`> **The API server warned ${lines.length === 1 ? "once" : `${lines.length} times`} when ${applied} these objects** (a deprecated API, a PodSecurity level, an admission policy in warn mode):`,
		">",
		...shown
	].join("\n");
}
function serverWarningLines(doc) {
	return warned(doc.objects).map(({ obj, warning }) => `${describeRef(obj)}: the API server warns: ${oneLine(warning)}`);
}
function warned(objects) {
	return objects.flatMap((obj) => (obj.serverWarnings ?? []).map((warning) => ({
		obj,
		warning
	})));
}
function oneLine(text) {
	return text.replace(/\s*[\r\n]+\s*/g, " ");
}
// src/report/markdownDocument.ts
const WHOLE = {
	diffCap: Infinity,
	listUnchanged: true,
	lineLimit: Infinity,
	warningLimit: Infinity
};
const GROUP_TITLES = {
	preview: {
		create: "To create",
		update: "To update",
		replace: "To replace",
		prune: "To prune",
		keep: "To keep",
		uncompared: "Not compared",
		unchanged: "Unchanged"
	},
	apply: {
		create: "Created",
		update: "Configured",
		replace: "Replaced",
		prune: "Pruned",
		keep: "Kept",
		uncompared: "Not compared",
		unchanged: "Unchanged"
	}
};
function composeMarkdown(doc, context, shape, limit) {
	const blocks = [headline(doc, context), identity(doc)];
	const caution = destructiveCaution(doc);
	if (caution) blocks.push(caution);
	if (doc.summary.prune > 0) blocks.push(pruneWarning(doc.summary.prune, doc.mode, cascadeMarkdown(doc)));
	for (const unlisted of unlistedPhrases(doc)) blocks.push(`> [!WARNING]\n> ${escapeText(unlisted)}`);
	if (doc.summary.replace > 0) blocks.push(replaceWarning(doc.summary.replace, doc.mode));
	const serverWarnings = serverWarningsMarkdown(doc);
	if (serverWarnings) blocks.push(serverWarnings);
	const groups = groupObjects(doc);
	const shortenings = describeShortenings(doc, groups, shape);
	if (shortenings.length > 0) blocks.push(shorteningNote(shortenings, limit, context.fullReportHint));
	if (doc.objects.length === 0) blocks.push("The ApplySet has no objects.");
	const order = doc.mode === "preview" ? orderMarkdown(doc) : "";
	if (order) blocks.push(order);
	const hooks = hooksMarkdown(doc);
	if (hooks) blocks.push(hooks);
	const shown = linesPerGroup(groups, shape);
	for (const [action, objects] of groups) blocks.push(...groupBlocks(action, objects, shown.get(action) ?? 0, doc.mode, shape, context));
	if (doc.warnings.length > 0) blocks.push(`**Warnings (${doc.warnings.length})**`, warningList(doc.warnings, shape.warningLimit));
	const foot = footer(context);
	if (foot) blocks.push(foot);
	return `${blocks.join("\n\n")}\n`;
}
function headlineLabel(mode, title) {
	return title ? escapeText(title) : mode === "apply" ? "ApplySet apply" : "ApplySet preview";
}
function clusterPhrase(context) {
	return context.cluster ? ` · on ${inlineCode(context.cluster)}` : "";
}
function footer(context) {
	const parts = [];
	if (context.commitSha) parts.push(`Commit ${inlineCode(context.commitSha.slice(0, 7))}`);
	const url = safeUrl(context.runUrl);
	if (url) parts.push(`[Workflow run](<${url}>)`);
	return parts.length === 0 ? "" : `<sub>${parts.join(" · ")}</sub>`;
}
function plural(count, noun) {
	return `${count} ${noun}${count === 1 ? "" : "s"}`;
}
function headline(doc, context) {
	return `### ${headlineLabel(doc.mode, context.title)}: ${formatCounts(doc.summary, doc.mode)}${formatHealthCounts(doc)}${serverWarningsPhrase(doc)}${clusterPhrase(context)}`;
}
function identity(doc) {
	const { namespace } = doc.applyset.parent;
	const where = namespace === "" ? "" : ` in namespace ${inlineCode(namespace)}`;
	const took = doc.mode === "apply" ? ` · took ${formatDuration(doc.durationMs)}` : "";
	const skipped = doc.dryRunsSkipped ? ` · ${skippedDryRuns(doc.dryRunsSkipped)}` : "";
	const ignored = doc.ignoredDifferences ? ` · ${escapeText(ignoredDifferencesPhrase(doc.ignoredDifferences))}` : "";
	return `ApplySet ${inlineCode(doc.applyset.id)} · parent ${inlineCode(formatParent(doc))}${where}${took}${skipped}${ignored}`;
}
function pruneWarning(count, mode, cascade) {
	const objects = plural(count, "object");
	return [
		`> [!WARNING]`,
		`> ${mode === "apply" ? `**${objects} ${count === 1 ? "was" : "were"} pruned**: no longer in the manifests, deleted from the cluster.` : `**${objects} will be pruned**: no longer in the manifests, ${count === 1 ? "it" : "they"} will be deleted from the cluster on apply.`}`,
		...cascade.length > 0 ? [">", ...cascade.map((line) => `> ${line}`)] : []
	].join("\n");
}
function replaceWarning(count, mode) {
	const objects = plural(count, "object");
	return `> [!WARNING]\n> ${mode === "apply" ? `**${objects} ${count === 1 ? "was" : "were"} replaced**: deleted and created again, as the server cannot change ${count === 1 ? "it" : "them"} in place.` : `**${objects} will be replaced**: deleted and created again on apply, as the server cannot change ${count === 1 ? "it" : "them"} in place (a Job runs again).`}`;
}
function groupObjects(doc) {
	return ACTION_ORDER.map((action) => [action, doc.objects.filter((obj) => reportedAction(obj, doc.mode) === action)]).filter(([, objects]) => objects.length > 0);
}
const LISTING_PRIORITY = [
	"prune",
	"replace",
	"update",
	"create",
	"uncompared",
	"keep",
	"unchanged"
];
function linesPerGroup(groups, shape) {
	const shown = /* @__PURE__ */ new Map();
	let linesLeft = shape.lineLimit;
	for (const action of LISTING_PRIORITY) {
		const objects = groups.find(([groupAction]) => groupAction === action)?.[1] ?? [];
		const count = action === "unchanged" && !shape.listUnchanged ? 0 : Math.min(objects.length, linesLeft);
		shown.set(action, count);
		linesLeft -= count;
	}
	return shown;
}
function describeShortenings(doc, groups, shape) {
	const diffs = doc.objects.filter((obj) => obj.action === "update" && obj.diff).map((obj) => obj.diff ?? "");
	const found = [];
	if (diffs.length > 0 && shape.diffCap === 0) found.push("diffs are left out");
	else {
		const cut = diffs.filter((diff) => diff.trimEnd().length > shape.diffCap).length;
		if (cut > 0) found.push(`${plural(cut, "diff")} ${cut === 1 ? "was" : "were"} cut short`);
	}
	const unchanged = groups.find(([action]) => action === "unchanged")?.[1].length ?? 0;
	if (unchanged > 0 && !shape.listUnchanged) found.push("unchanged objects are counted, not listed");
	const listable = doc.objects.length - (shape.listUnchanged ? 0 : unchanged);
	if (shape.lineLimit < listable) found.push(`only ${shape.lineLimit} of ${listable} objects are listed`);
	if (shape.warningLimit < doc.warnings.length) found.push(`only ${shape.warningLimit} of ${doc.warnings.length} warnings are listed`);
	return found;
}
function shorteningNote(shortenings, limit, hint) {
	return `> [!NOTE]\n> ${`This report was shortened to fit its size limit of ${limit} characters: ${shortenings.join("; ")}.`}${hint ? ` ${hint.replace(/\r?\n/g, " ")}` : ""}`;
}
function groupBlocks(action, objects, shown, mode, shape, context) {
	const done = mode === "apply" ? objects.filter((obj) => obj.result === void 0 || actionOfResult(obj.result) !== void 0).length : objects.length;
	const heading = `#### ${GROUP_TITLES[mode][action]} (${done === objects.length ? objects.length : `${done} of ${objects.length}`})`;
	const blocks = [];
	let list = [];
	const flushList = () => {
		if (list.length > 0) blocks.push(list.join("\n"));
		list = [];
	};
	for (const obj of objects.slice(0, shown)) if (obj.action === "update" && obj.diff && shape.diffCap > 0) {
		flushList();
		blocks.push(diffDetails(obj, obj.diff, shape.diffCap, context));
	} else list.push(`- ${describeObjectMarkdown(obj, context)}`);
	const hidden = objects.length - shown;
	if (hidden > 0) list.push(`- … and ${plural(hidden, "more object")}, not listed`);
	flushList();
	if (action === "keep") return [
		heading,
		keptNote(objects, mode),
		...blocks
	];
	if (action !== "unchanged" || shown === 0) return [heading, ...blocks];
	return [
		heading,
		`<details><summary>Show ${plural(objects.length, "unchanged object")}</summary>`,
		...blocks,
		"</details>"
	];
}
function keptNote(objects, mode) {
	const preview = mode === "preview";
	const notes = ["Left the manifests, not deleted."];
	if (objects.some((obj) => obj.keep && "annotation" in obj.keep)) notes.push(`What its annotations ask to keep ${preview ? "leaves" : "left"} the set: its ${inlineCode("applyset.kubernetes.io/part-of")} label ${preview ? "is" : "was"} removed, and no later deploy prunes it.`);
	if (objects.some((obj) => obj.keep && !("annotation" in obj.keep))) notes.push(`What is still in use stays in the set: a later deploy prunes it once nothing uses it.`);
	return `_${notes.join(" ")}_`;
}
function warningList(warnings, limit) {
	const lines = warnings.slice(0, limit).map((warning) => `- ${escapeText(warning)}`);
	const hidden = warnings.length - lines.length;
	if (hidden > 0) lines.push(`- … and ${plural(hidden, "more warning")}, not listed`);
	return lines.join("\n");
}
function describeObjectMarkdown(obj, context) {
	const where = obj.namespace === "" ? "" : ` in ${inlineCode(obj.namespace)}`;
	const link = obj.source ? safeUrl(context.sourceLink?.(obj.source)) : void 0;
	const from = obj.source ? ` from ${link ? `[${inlineCode(obj.source)}](<${link}>)` : inlineCode(obj.source)}` : "";
	const why = whyText(obj);
	return `${inlineCode(formatRef(obj))}${where}${from}${why ? ` — ${escapeText(why)}` : ""}${notDoneMarkdown(obj, escapeText)}${healthMarkdown(obj, escapeText)}`;
}
function describeObjectHtml(obj, context) {
	const where = obj.namespace === "" ? "" : ` in <code>${escapeHtml(obj.namespace)}</code>`;
	const link = obj.source ? safeUrl(context.sourceLink?.(obj.source)) : void 0;
	const code = obj.source ? `<code>${escapeHtml(obj.source)}</code>` : "";
	const from = obj.source ? ` from ${link ? `<a href="${escapeAttribute(link)}">${code}</a>` : code}` : "";
	const why = whyText(obj);
	return `<code>${escapeHtml(formatRef(obj))}</code>${where}${from}${why ? ` — ${escapeHtml(why)}` : ""}${notDoneMarkdown(obj, escapeHtml)}${healthMarkdown(obj, escapeHtml)}`;
}
function whyText(obj) {
	return obj.reason ?? (obj.keep ? keepReasonText(obj.keep) : obj.destroys);
}
function notDoneMarkdown(obj, escape) {
	if (obj.result !== "failed" && obj.result !== "skipped") return "";
	return ` · **${obj.result}**${obj.message && !obj.health ? `: ${escape(obj.message)}` : ""}`;
}
function healthMarkdown(obj, escape) {
	if (!obj.health) return "";
	if (obj.health === "ready") return obj.message ? ` · ready (${escape(obj.message)})` : " · ready";
	return ` · **${obj.health}**${obj.message ? `: ${escape(obj.message)}` : ""}`;
}
function diffDetails(obj, diff, cap, context) {
	const shortened = shortenDiff(diff, cap);
	const cutNote = shortened.cut ? `\n\n_Diff cut short: ${shortened.shownLines} of ${shortened.totalLines} lines shown._` : "";
	const counts = diffLineCounts(diff);
	const summary = `${describeObjectHtml(obj, context)}${diffSummaryHtml(obj.changedPaths ?? [], counts)}`;
	return `<details${opensDiff(counts) ? " open" : ""}><summary>${summary}</summary>\n\n${fencedBlock(shortened.text, "diff")}${cutNote}\n\n</details>`;
}
function safeUrl(url) {
	if (!url) return void 0;
	try {
		const parsed = new URL(url);
		return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.href : void 0;
	} catch {
		return;
	}
}
// src/report/markdownReport.ts
const GITHUB_COMMENT_LIMIT = 65536;
const MIN_DIFF_CAP = 400;
const CUT_OFF_NOTE = "\n\n**This report was cut off here: it does not fit its size limit.**\n";
function renderMarkdown(doc, context = {}) {
	const limit = context.maxLength ?? 65024;
	const render = (shape) => composeMarkdown(doc, context, shape, limit);
	const whole = render(WHOLE);
	if (whole.length <= limit) return whole;
	const longestDiff = doc.objects.reduce((longest, obj) => obj.action === "update" ? Math.max(longest, obj.diff?.trimEnd().length ?? 0) : longest, 0);
	const withCutDiffs = largestFitting(MIN_DIFF_CAP, longestDiff - 1, limit, (diffCap) => render({
		...WHOLE,
		diffCap
	}));
	if (withCutDiffs !== void 0) return withCutDiffs;
	const withoutDiffs = {
		...WHOLE,
		diffCap: 0
	};
	const text = render(withoutDiffs);
	if (text.length <= limit) return text;
	const countUnchanged = {
		...withoutDiffs,
		listUnchanged: false
	};
	const counted = render(countUnchanged);
	if (counted.length <= limit) return counted;
	const fewerLines = largestFitting(0, doc.objects.length - 1, limit, (lineLimit) => render({
		...countUnchanged,
		lineLimit
	}));
	if (fewerLines !== void 0) return fewerLines;
	const noLines = {
		...countUnchanged,
		lineLimit: 0
	};
	return largestFitting(0, doc.warnings.length - 1, limit, (warningLimit) => render({
		...noLines,
		warningLimit
	})) ?? cutOff(render({
		...noLines,
		warningLimit: 0
	}), limit);
}
function renderErrorMarkdown(error, context = {}) {
	const limit = context.maxLength ?? 65024;
	const headline = `### ${headlineLabel("preview", context.title)} failed${clusterPhrase(context)}`;
	const build = (message) => `${[
		headline,
		fencedBlock(message, "text"),
		footer(context)
	].filter(Boolean).join("\n\n")}\n`;
	const whole = build(error.message);
	if (whole.length <= limit) return whole;
	const cutNote = "\n… (message cut short)";
	const keep = Math.max(0, error.message.length - (whole.length - limit) - 22);
	return cutOff(build(error.message.slice(0, keep) + cutNote), limit);
}
function largestFitting(low, high, limit, render) {
	let best;
	while (low <= high) {
		const middle = Math.floor((low + high) / 2);
		const text = render(middle);
		if (text.length <= limit) {
			best = text;
			low = middle + 1;
		} else high = middle - 1;
	}
	return best;
}
function cutOff(text, limit) {
	if (text.length <= limit) return text;
	if (limit <= 68) return text.slice(0, limit);
	let end = limit - 68;
	if (/[\ud800-\udbff]/.test(text.charAt(end - 1))) end--;
	return text.slice(0, end) + CUT_OFF_NOTE;
}
export { footer as a, clusterPhrase as i, renderErrorMarkdown as n, headlineLabel as o, renderMarkdown as r, serverWarningLines as s, GITHUB_COMMENT_LIMIT as t };
