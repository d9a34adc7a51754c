import { C as formatRef } from "./Bl8NhNXI.js";
import { t as showControlCharacters } from "./XK44p_2V.js";
import { c as fencedBlock, l as inlineCode, o as escapeHtml, s as escapeText } from "./nmUtlb2A.js";
import { n as parsePatch } from "./BH_fSCVC.js";
import { t as DEPENDS_ON_ANNOTATION } from "./yNtPCqgV.js";
const NAMED_PATHS = 3;
function diffLineCounts(diff) {
	let patches;
	try {
		patches = parsePatch(diff);
	} catch {
		return;
	}
	const hunks = patches.flatMap((patch) => patch.hunks);
	if (hunks.length === 0) return void 0;
	const lines = hunks.flatMap((hunk) => hunk.lines);
	return {
		added: lines.filter((line) => line.startsWith("+")).length,
		removed: lines.filter((line) => line.startsWith("-")).length
	};
}
function diffSummaryHtml(paths, counts) {
	const named = paths.slice(0, NAMED_PATHS).map((path) => `<code>${escapeHtml(path)}</code>`);
	const more = paths.length > NAMED_PATHS ? ` and ${paths.length - NAMED_PATHS} more` : "";
	return `${named.length > 0 ? ` · ${named.join(", ")}${more}` : ""}${counts ? ` · +${counts.added} -${counts.removed}` : ""}`;
}
function opensDiff(counts) {
	return counts !== void 0 && counts.added + counts.removed <= 10;
}
function shortenDiff(diff, cap) {
	const whole = diff.trimEnd();
	const lines = whole.split("\n");
	if (whole.length <= cap) return {
		text: whole,
		cut: false,
		shownLines: lines.length,
		totalLines: lines.length
	};
	let length = 0;
	let count = 0;
	for (const line of lines) {
		const added = (count === 0 ? 0 : 1) + line.length;
		if (length + added > cap) break;
		length += added;
		count++;
	}
	if (count > 0) return {
		text: lines.slice(0, count).join("\n"),
		cut: true,
		shownLines: count,
		totalLines: lines.length
	};
	const first = lines[0] ?? "";
	const end = /[\ud800-\udbff]/.test(first.charAt(cap - 1)) ? cap - 1 : cap;
	return {
		text: first.slice(0, end),
		cut: true,
		shownLines: 1,
		totalLines: lines.length
	};
}
// src/report/hooksReport.ts
const HOOK_DIFF_LINES = 60;
const VERBS = {
	create: ["created", "created"],
	replace: ["deleted and created again (before-hook-creation)", "deleted and created again (before-hook-creation)"],
	update: ["configured", "configured"]
};
const DELETED_WHEN = {
	"hook-succeeded": "deleted once it succeeds",
	"hook-failed": "deleted if it fails"
};
function when(phase) {
	return phase.startsWith("pre-") ? "before the members are written" : "once the members are ready, before the prunes";
}
function hookLine(hook, mode) {
	const where = hook.namespace ? ` -n ${hook.namespace}` : "";
	const verb = VERBS[hook.action][mode === "preview" ? 0 : 1];
	const awaited = hook.awaited ? `; the deploy waits for it to complete` : "";
	const deleted = hook.deletePolicies.flatMap((policy) => DELETED_WHEN[policy] ?? []).map((phrase) => `; ${phrase}`).join("");
	return `${formatRef(hook)}${where} (${hook.phase} hook, weight ${hook.weight}): ${verb}${mode !== "preview" ? "" : hook.reason ? ` - ${hook.reason}` : " (server dry run)"}${awaited}${deleted}`;
}
function hooksText(doc) {
	if (!doc.hooks) return [];
	return [`Helm hooks, in the order they ${doc.mode === "preview" ? "would run" : "run"}:`, ...doc.hooks.flatMap((hook) => [`  ${hookLine(hook, doc.mode)}`, ...doc.mode === "preview" ? hook.diff.split("\n").map((line) => `      ${line}`) : []])].map((line) => showControlCharacters(line));
}
function hooksMarkdown(doc) {
	if (!doc.hooks) return "";
	const awaited = doc.hooks.filter((hook) => hook.awaited);
	const will = doc.mode === "preview" ? "will run" : "ran";
	const runs = awaited.map((hook) => `${inlineCode(formatRef(hook))} ${will} ${when(hook.phase)}`);
	const note = runs.length === 0 ? "" : `> [!NOTE]\n> **Helm hook${runs.length === 1 ? "" : "s"}**: ${runs.join("; ")}, and the deploy waits for ${runs.length === 1 ? "it" : "each"} to complete.\n\n`;
	const items = doc.hooks.map((hook) => {
		const shortened = shortenDiff(hook.diff, HOOK_DIFF_LINES);
		const cut = shortened.cut ? `\n\n_Cut short: ${shortened.shownLines} of ${shortened.totalLines} lines shown._` : "";
		return `<details><summary>${escapeHtml(hookLine(hook, doc.mode))}</summary>\n\n${fencedBlock(shortened.text, "diff")}${cut}\n\n</details>`;
	});
	return `${note}**${escapeText(`Helm hooks (${doc.hooks.length}), in the order they ${doc.mode === "preview" ? "would run" : "run"}`)}**\n\n${items.join("\n")}`;
}
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
export { orderText as a, diffLineCounts as c, shortenDiff as d, orderMarkdown as i, diffSummaryHtml as l, paintDiff as n, hooksMarkdown as o, unlistedPhrases as r, hooksText as s, PLAIN as t, opensDiff as u };
