import { t as isRecord } from "./BZb2VPEQ.js";
// src/applyset/deployHistory.ts
const HISTORY_ANNOTATION = "applyset-action.github.io/history";
const MAX_FIELD_CHARACTERS = {
	run: 200,
	actor: 100
};
const COMMIT_PATTERN = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
const RESULTS = [
	"healthy",
	"failed",
	"timed out",
	"cancelled",
	"applied"
];
function readHistory(text) {
	if (text === void 0 || text.trim() === "") return {
		entries: [],
		unreadable: false
	};
	let parsed;
	try {
		parsed = JSON.parse(text);
	} catch {
		return {
			entries: [],
			unreadable: true
		};
	}
	if (!Array.isArray(parsed)) return {
		entries: [],
		unreadable: true
	};
	const entries = parsed.map(entryOf).filter((entry) => entry !== void 0);
	return {
		entries,
		unreadable: entries.length !== parsed.length
	};
}
function withEntry(text, entry) {
	return JSON.stringify([...readHistory(text).entries, entry].slice(-10).map((e) => ({
		...e,
		summary: writtenCounts(e.summary)
	})));
}
function repeatsNewest(text, entry) {
	const newest = readHistory(text).entries.at(-1);
	return newest !== void 0 && newest.commit === entry.commit && newest.result === entry.result && newest.rollback === entry.rollback;
}
function deployEntry(source, facts) {
	return {
		time: (/* @__PURE__ */ new Date(Math.floor(facts.startedMs / 1e3) * 1e3)).toISOString().replace(".000Z", "Z"),
		...source.commit && COMMIT_PATTERN.test(source.commit) ? { commit: source.commit } : {},
		...source.run ? { run: bounded(source.run, MAX_FIELD_CHARACTERS.run) } : {},
		...source.actor ? { actor: bounded(source.actor, MAX_FIELD_CHARACTERS.actor) } : {},
		result: facts.result,
		...facts.rollback ? { rollback: true } : {},
		summary: facts.summary
	};
}
function writtenCounts(summary) {
	const { replace, keep, ...always } = summary;
	return {
		...always,
		...replace > 0 ? { replace } : {},
		...keep > 0 ? { keep } : {}
	};
}
function shortCommit(commit) {
	return commit.slice(0, 7);
}
function entryOf(value) {
	if (!isRecord(value)) return void 0;
	const { time, commit, run, actor, result, rollback, summary } = value;
	if (typeof time !== "string" || Number.isNaN(Date.parse(time)) || !RESULTS.includes(result)) return void 0;
	if (commit !== void 0 && !(typeof commit === "string" && COMMIT_PATTERN.test(commit))) return void 0;
	const fits = (field, max) => field === void 0 || typeof field === "string" && field === bounded(field, max);
	if (!fits(run, MAX_FIELD_CHARACTERS.run) || !fits(actor, MAX_FIELD_CHARACTERS.actor)) return void 0;
	if (rollback !== void 0 && rollback !== true) return void 0;
	const counts = summaryOf(summary);
	if (!counts) return void 0;
	return {
		time,
		...commit ? { commit } : {},
		...run ? { run } : {},
		...actor ? { actor } : {},
		result,
		...rollback ? { rollback } : {},
		summary: counts
	};
}
function bounded(text, max) {
	return text.replace(/[\u0000-\u001f\u007f-\u009f]/g, "").slice(0, max);
}
function summaryOf(value) {
	if (!isRecord(value)) return void 0;
	const count = (key, absent) => {
		const n = value[key] ?? absent;
		return typeof n === "number" && Number.isInteger(n) && n >= 0 ? n : void 0;
	};
	const counts = {
		create: count("create"),
		update: count("update"),
		replace: count("replace", 0),
		prune: count("prune"),
		keep: count("keep", 0),
		unchanged: count("unchanged")
	};
	return Object.values(counts).every((n) => n !== void 0) ? counts : void 0;
}
export { shortCommit as a, repeatsNewest as i, deployEntry as n, withEntry as o, readHistory as r, HISTORY_ANNOTATION as t };
