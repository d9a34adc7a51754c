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
export { parseDuration as n, formatDuration as t };
