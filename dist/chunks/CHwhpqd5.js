// src/outcome/objectActions.ts
const ACTION_ORDER = [
	"create",
	"update",
	"replace",
	"prune",
	"keep",
	"uncompared",
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
function changesCluster(summary) {
	return summary.create + summary.update + summary.replace + summary.prune > 0;
}
function pastTense(action) {
	return action === "uncompared" ? "not compared" : PAST_TENSE[action];
}
function actionOfResult(result) {
	return ACTION_OF_RESULT.get(result);
}
function countPlanned(objects) {
	const summary = {
		create: 0,
		update: 0,
		replace: 0,
		unchanged: 0,
		prune: 0,
		keep: 0
	};
	for (const { action } of objects) if (action === "uncompared") summary.uncompared = (summary.uncompared ?? 0) + 1;
	else summary[action]++;
	return summary;
}
// src/options/durations.ts
function formatDuration(ms) {
	if (ms < 1e3) return `${Math.round(ms)}ms`;
	const tenths = Math.round(ms / 100);
	if (tenths < 600) return `${(tenths / 10).toFixed(1)}s`;
	const seconds = Math.round(ms / 1e3);
	return `${Math.floor(seconds / 60)}m ${seconds % 60}s`;
}
const DURATION_UNITS_MS = {
	h: 36e5,
	m: 6e4,
	s: 1e3
};
function parseDuration(text) {
	if (/^\d+$/.test(text)) return Number(text) * 1e3;
	const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(text);
	if (!match || text === "") return void 0;
	const [, h = "0", m = "0", sec = "0"] = match;
	return Number(h) * DURATION_UNITS_MS.h + Number(m) * DURATION_UNITS_MS.m + Number(sec) * DURATION_UNITS_MS.s;
}
export { changesCluster as a, actionOfResult as i, parseDuration as n, countPlanned as o, ACTION_ORDER as r, pastTense as s, formatDuration as t };
