import { C as formatRef } from "./Bl8NhNXI.js";
import { t as showControlCharacters } from "./XK44p_2V.js";
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
export { escapeAttribute as a, fencedBlock as c, deletedWithMarkdown as i, inlineCode as l, cascadeText as n, escapeHtml as o, deletedWithLine as r, escapeText as s, cascadeMarkdown as t };
