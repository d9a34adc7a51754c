import { t as UserError } from "./BSV1T608.js";
import { n as isInside } from "./HfQ1IDl-.js";
import { o as mebibytes } from "./B22IDjUl.js";
import path from "node:path";
import { lstat, readdir, realpath, stat } from "node:fs/promises";
// src/manifests/chartFiles.ts
const MAX_CHART_BYTES = 104857600;
const MAX_CHART_ENTRIES = 2e4;
const NAMED = 10;
const HINT = "helm reads every file of a chart's directory, following symbolic links at any depth; remove the link, or copy what it points to into the chart";
async function checkChartFiles(dir, what, shownDir, source, roots) {
	const real = await realpath(dir).catch(() => void 0);
	if (real === void 0) return;
	if (reachOf(real, roots) !== "inside") throw new UserError(`${what} is a link leading ${reachOf(real, roots) === "git" ? "into a .git directory" : `outside ${roots.shown}`}`, {
		hint: HINT,
		source
	});
	if (!(await stat(real)).isDirectory()) return;
	const problems = [];
	let entries = 0;
	let bytes = 0;
	const pending = [{
		real,
		shown: shownDir,
		above: [real]
	}];
	for (let next = pending.shift(); next !== void 0; next = pending.shift()) {
		const listed = (await readdir(next.real, { withFileTypes: true })).sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
		for (const entry of listed) {
			entries += 1;
			if (entries > MAX_CHART_ENTRIES) throw new UserError(`${what} holds more than ${MAX_CHART_ENTRIES} files and directories as helm reads it, links followed`, {
				hint: HINT,
				source
			});
			const shown = `${next.shown}/${entry.name}`;
			let target = path.join(next.real, entry.name);
			if (entry.isSymbolicLink()) {
				const linked = await realpath(target).catch(() => void 0);
				if (linked === void 0) continue;
				const reach = reachOf(linked, roots);
				if (reach !== "inside") {
					problems.push(`${shown}, a link leading ${reach === "git" ? "into a .git directory" : `outside ${roots.shown}`}`);
					continue;
				}
				target = linked;
			} else if (entry.name === ".git") {
				problems.push(`${shown}, git's own files (which hold the checkout's credentials)`);
				continue;
			}
			const stats = entry.isSymbolicLink() ? await stat(target) : await lstat(target);
			if (stats.isDirectory()) {
				if (next.above.includes(target)) problems.push(`${shown}, a link to a directory that holds it (a loop)`);
				else pending.push({
					real: target,
					shown,
					above: [...next.above, target]
				});
			} else if (!stats.isFile()) problems.push(`${shown}, which is not a regular file (a device, pipe or socket)`);
			else {
				bytes += stats.size;
				if (bytes > MAX_CHART_BYTES) throw new UserError(`${what} holds more than ${mebibytes(MAX_CHART_BYTES)} MiB as helm reads it, links followed`, {
					hint: HINT,
					source
				});
			}
		}
	}
	if (problems.length === 0) return;
	const more = problems.length > NAMED ? `, and ${problems.length - NAMED} more` : "";
	throw new UserError(`${what} holds ${problems.slice(0, NAMED).join("; ")}${more}`, {
		hint: HINT,
		source
	});
}
function reachOf(real, roots) {
	const root = roots.real.find((candidate) => isInside(real, candidate));
	if (root === void 0) return "outside";
	return path.relative(root, real).split(path.sep).includes(".git") ? "git" : "inside";
}
export { reachOf as n, checkChartFiles as t };
