import { r as formatRef } from "./Bug6iPWb.js";
import { t as showControlCharacters } from "./XK44p_2V.js";
import { n as parsePatch } from "./BH_fSCVC.js";
// src/report/markdownEscape.ts
const LINE_BREAK = /\r\n|[\r\n]/g;
const INLINE_SYNTAX = /[\\`*_[\]~|!$]/g;
const REFERENCE_SIGN = /[@#]/g;
const ZERO_WIDTH_JOINER = "‍";
const AUTOLINK_START = /(?<=[a-z0-9])(?=:\/\/)|(?<=www)(?=\.)/gi;
function breakLinks(text) {
	return text.replace(REFERENCE_SIGN, (sign) => `${sign}${ZERO_WIDTH_JOINER}`).replace(AUTOLINK_START, ZERO_WIDTH_JOINER);
}
function escapeText(text) {
	return breakLinks(escapeAngles(text).replace(INLINE_SYNTAX, (c) => `\\${c}`));
}
function escapeHtml(text) {
	return breakLinks(escapeAttribute(text));
}
function escapeAttribute(text) {
	return escapeAngles(text).replace(/"/g, "&quot;");
}
function escapeAngles(text) {
	return showControlCharacters(text.replace(LINE_BREAK, " ")).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
function quoted(text) {
	return breakCommentDelimiters(showControlCharacters(text));
}
function breakCommentDelimiters(text) {
	return text.replace(/<!--/g, `<${ZERO_WIDTH_JOINER}!--`).replace(/-->/g, `--${ZERO_WIDTH_JOINER}>`);
}
function inlineCode(text) {
	const flat = quoted(text.replace(LINE_BREAK, " "));
	const fence = "`".repeat(longestBacktickRun(flat) + 1);
	const pad = /^[ `]|[ `]$/.test(flat) || flat === "" ? " " : "";
	return `${fence}${pad}${flat}${pad}${fence}`;
}
function fencedBlock(content, info = "") {
	const text = quoted(content);
	const fence = "`".repeat(Math.max(3, longestBacktickRun(text) + 1));
	return `${fence}${info}\n${text.replace(/\n+$/, "")}\n${fence}`;
}
function longestBacktickRun(text) {
	let longest = 0;
	for (const run of text.match(/`+/g) ?? []) longest = Math.max(longest, run.length);
	return longest;
}
// src/report/cascadeReport.ts
const CASCADE_LINES = 20;
const NAMESPACES_SHOWN = 3;
function pluralKind(kind, count) {
	if (count === 1) return kind;
	if (/[^aeiou]y$/.test(kind)) return `${kind.slice(0, -1)}ies`;
	return /(s|x|ch|sh)$/.test(kind) ? `${kind}es` : `${kind}s`;
}
function countText(count) {
	const where = Object.entries(count.namespaces ?? {}).sort(([, a], [, b]) => b - a);
	const shown = where.slice(0, NAMESPACES_SHOWN).map(([ns, n]) => `${n} ${ns === "" ? "cluster-scoped" : `in ${ns}`}`);
	const namespaces = where.length > 0 ? ` (${shown.join(", ")}${where.length > NAMESPACES_SHOWN ? `, ${where.length - NAMESPACES_SHOWN} more namespaces` : ""})` : "";
	return `${count.atLeast ? "at least " : ""}${count.count} ${pluralKind(count.kind, count.count)}${namespaces}`;
}
function uncountedText(uncounted) {
	const where = uncounted.namespace === "" ? "" : ` in ${uncounted.namespace}`;
	return uncounted.reason === "forbidden" ? `may not list ${uncounted.resource}${where}` : `too many ${uncounted.resource}${where} to list`;
}
const PLAIN_STYLE = {
	text: (text) => text,
	data: (text) => `${text} (data)`
};
const MARKDOWN_STYLE = {
	text: escapeText,
	data: (text) => `**${escapeText(text)}**`
};
function cascadePhrase(cascade, style = PLAIN_STYLE) {
	const counts = (list) => list.map((c) => c.data ? style.data(countText(c)) : style.text(countText(c))).join(", ");
	const parts = [];
	if (cascade.deletes.length > 0) parts.push(counts(cascade.deletes));
	if (cascade.orphans?.length) parts.push(`${style.text("leaves ")}${counts(cascade.orphans)}${style.text(" behind (propagation-policy Orphan)")}`);
	if (cascade.notCounted?.length) parts.push(style.text(`not counted: ${cascade.notCounted.map(uncountedText).join(", ")}`));
	return parts.join("; ");
}
function cascadingPrunes(doc) {
	return doc.objects.filter((obj) => obj.cascade !== void 0 && (doc.mode === "preview" ? obj.action === "prune" : obj.result === "pruned"));
}
function dataLost(prunes) {
	const sums = /* @__PURE__ */ new Map();
	for (const count of prunes.flatMap((obj) => obj.cascade.deletes).filter((c) => c.data)) {
		const sum = sums.get(count.kind) ?? {
			group: count.group,
			kind: count.kind,
			count: 0
		};
		sum.count += count.count;
		if (count.atLeast) sum.atLeast = true;
		sums.set(count.kind, sum);
	}
	return [...sums.values()].map(countText).join(", ");
}
function cascadeMarkdown(doc) {
	const prunes = cascadingPrunes(doc);
	if (prunes.length === 0) return [];
	const verb = doc.mode === "apply" ? "went" : "go";
	const lines = prunes.slice(0, CASCADE_LINES).map((obj) => {
		const where = obj.namespace === "" ? "" : ` in ${inlineCode(obj.namespace)}`;
		return `- ${inlineCode(formatRef(obj))}${where}: ${cascadePhrase(obj.cascade, MARKDOWN_STYLE)}`;
	});
	if (prunes.length > CASCADE_LINES) lines.push(`- … and ${prunes.length - CASCADE_LINES} more, in the JSON document`);
	const data = dataLost(prunes);
	const loss = data ? [`**Data ${doc.mode === "apply" ? "was" : "will be"} lost with them**: ${escapeText(data)}, which applying again does not bring back.`] : [];
	return [
		`With them ${verb} what they own and hold:`,
		...lines,
		...loss
	];
}
function cascadeText(obj, mode) {
	if (!obj.cascade || (mode === "preview" ? obj.action !== "prune" : obj.result !== "pruned")) return void 0;
	return `${obj.cascade.deletes.length === 0 ? "" : mode === "apply" ? "took with it: " : "takes with it: "}${cascadePhrase(obj.cascade)}`;
}
function deletedWithLine(ref, cascade) {
	return `${formatRef(ref)}${ref.namespace ? ` (namespace ${ref.namespace})` : ""} took with it: ${cascadePhrase(cascade)}`;
}
function deletedWithMarkdown(cascade) {
	return cascade ? `, with ${cascadePhrase(cascade, MARKDOWN_STYLE)}` : "";
}
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
	update: ["configured", "configured"],
	record: ["recorded for delete", "recorded for delete"]
};
const DELETED_WHEN = {
	"hook-succeeded": "deleted once it succeeds",
	"hook-failed": "deleted if it fails"
};
function when(phase) {
	if (phase === "pre-delete") return "delete and mode: destroy run it before the members are deleted";
	if (phase === "post-delete") return "delete and mode: destroy run it once the members are gone";
	return phase.startsWith("pre-") ? "before the members are written" : "once the members are ready, before the prunes";
}
function awaitedBy(hook, who) {
	return hook.awaited ? `; the ${who} waits for it to complete` : "";
}
function hookLine(hook, mode) {
	const head = hookHead(hook);
	if (hook.action === "record") return `${head}${VERBS.record[0]}: ${when(hook.phase)}${awaitedBy(hook, "delete")}`;
	if (mode !== "preview") return `${head}${hookEnd(hook)}`;
	const awaited = awaitedBy(hook, "deploy");
	const deleted = hook.deletePolicies.flatMap((policy) => DELETED_WHEN[policy] ?? []).map((phrase) => `; ${phrase}`).join("");
	return `${head}${VERBS[hook.action][0]}${hook.reason ? ` - ${hook.reason}` : " (server dry run)"}${awaited}${deleted}`;
}
function hookHead(hook) {
	const where = hook.namespace ? ` -n ${hook.namespace}` : "";
	return `${formatRef(hook)}${where} (${hook.phase} hook, weight ${hook.weight}): `;
}
function hookRunLine(record) {
	return showControlCharacters(`${hookHead(record)}${hookEnd(record)}`);
}
function hookEnd(hook) {
	if (hook.result === "skipped") return "not run: the run stopped before it";
	return [...[...hook.action ? [VERBS[hook.action][1]] : [], ...hook.result === void 0 || hook.result === "applied" ? [] : [`${hook.result}${hook.message ? `: ${hook.message}` : ""}`]], hook.deletedBy ? `deleted (${hook.deletedBy})` : "left standing"].join("; ");
}
function hooksText(doc) {
	if (!doc.hooks) return [];
	return [`Helm hooks, in the order they ${doc.mode === "preview" ? "would run" : "run"}:`, ...doc.hooks.flatMap((hook) => [`  ${hookLine(hook, doc.mode)}`, ...doc.mode === "preview" ? hook.diff.split("\n").map((line) => `      ${line}`) : []])].map((line) => showControlCharacters(line));
}
function hooksMarkdown(doc) {
	if (!doc.hooks) return "";
	const awaited = doc.hooks.filter((hook) => hook.awaited && hook.action !== "record");
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
export { diffSummaryHtml as a, cascadeMarkdown as c, deletedWithMarkdown as d, escapeAttribute as f, inlineCode as g, fencedBlock as h, diffLineCounts as i, cascadeText as l, escapeText as m, hooksMarkdown as n, opensDiff as o, escapeHtml as p, hooksText as r, shortenDiff as s, hookRunLine as t, deletedWithLine as u };
