import "./C1I3wEg2.js";
import { f as load, t as CORE_SCHEMA } from "./_8YRro0u.js";
import { t as UserError } from "./BSV1T608.js";
import { t as isRecord } from "./BZb2VPEQ.js";
import { n as reachOf, t as checkChartFiles } from "./x7xNi6ae.js";
import { n as isInside } from "./HfQ1IDl-.js";
import { a as ReadBudget, n as CHART_FILE, t as readWorkspaceFile } from "./B22IDjUl.js";
import { t as renderWith } from "./Cv592D9u.js";
import { realpathSync, statSync } from "node:fs";
import path from "node:path";
import { readdir, realpath } from "node:fs/promises";
// src/manifests/renderChart.ts
async function renderChart(dir, shownDir, source, render) {
	const workspace = await realpath(render.cwd);
	const roots = {
		real: [workspace, await realpath(dir)],
		shown: "the workspace"
	};
	await checkChartFiles(dir, `the chart ${shownDir}`, shownDir, source, roots);
	const values = [];
	for (const file of render.chart.values) values.push(valuesFile(file, render.cwd, workspace, source));
	const missing = await missingDependencies(dir, shownDir, roots);
	if (missing.length > 0 && !render.remoteBases) refuseMissing(missing, shownDir, source);
	const { release, namespace, set } = render.chart;
	const flags = (valueFiles, setValues) => [
		...namespace === void 0 ? [] : ["--namespace", namespace],
		...valueFiles.flatMap((file) => ["--values", file]),
		...setValues.flatMap((value) => ["--set", value]),
		"--include-crds"
	];
	const helm = (args, shownArgs, fixHint) => renderWith({
		what: "a Helm chart",
		shownDir,
		source,
		renderers: [{
			command: "helm",
			args,
			shownArgs
		}],
		installHint: INSTALL_HINT,
		fixHint
	}, render);
	if (missing.length > 0) await helm([
		"dependency",
		"build",
		dir
	], [
		"dependency",
		"build",
		shownDir
	], "Check the chart's dependencies and that their repositories answer");
	const shownSet = set.map((value) => `${value.slice(0, value.indexOf("="))}=***`);
	return helm([
		"template",
		release,
		dir,
		...flags(values, set)
	], [
		"template",
		release,
		shownDir,
		...flags(render.chart.values, shownSet)
	], "Fix the chart or its values");
}
const INSTALL_HINT = "Install helm in an earlier step (GitHub-hosted runners have it; elsewhere azure/setup-helm, or https://helm.sh/docs/intro/install/), or render the chart to a file in an earlier step and pass that file";
function valuesFile(file, cwd, workspace, source) {
	const absolute = path.resolve(cwd, file);
	let real;
	try {
		real = realpathSync(absolute);
	} catch {
		throw new UserError(`the Helm values file ${file} does not exist`, {
			hint: `values files are relative to the working directory, ${cwd}`,
			source
		});
	}
	const reach = reachOf(real, {
		real: [workspace],
		shown: "the workspace"
	});
	if (reach !== "inside") throw new UserError(`the Helm values file ${file} is ${reach === "git" ? "in a .git directory, which holds the checkout's credentials" : "outside the workspace"}`, {
		hint: "values files are read only from the working directory (the checked-out repository); copy the file into it",
		source
	});
	if (!statSync(real).isFile()) throw new UserError(`the Helm values file ${file} is not a regular file (a device, pipe or socket)`, {
		hint: "only regular files are read",
		source
	});
	return absolute;
}
function chartFileText(dir, shownDir, roots) {
	const file = path.join(dir, CHART_FILE);
	try {
		const real = realpathSync(file);
		const root = roots.real.find((candidate) => isInside(real, candidate)) ?? roots.real[0];
		return readWorkspaceFile(file, `${shownDir}/${CHART_FILE}`, {
			workspace: root,
			budget: new ReadBudget(CHART_FILE_MAX_BYTES)
		});
	} catch (error) {
		if (error instanceof UserError) throw error;
		return "";
	}
}
const CHART_FILE_MAX_BYTES = 5242880;
async function missingDependencies(dir, shownDir, roots) {
	const dependencies = chartDependencies(chartFileText(dir, shownDir, roots));
	if (dependencies.length === 0) return [];
	const vendored = await vendoredCharts(path.join(dir, "charts"), `${shownDir}/charts`, roots);
	return dependencies.filter(({ name }) => !vendored.has(name));
}
function refuseMissing(missing, shownDir, source) {
	const named = missing.map(({ name, repository }) => `${name}${repository ? ` (from ${repository})` : ""}`).join(", ");
	throw new UserError(`the chart ${shownDir} depends on ${named}, which its charts/ directory does not hold`, {
		hint: `On pull requests nothing is fetched: run \`helm dependency build ${shownDir}\` and commit the charts/ it fills; on push and the other trusted events helm fetches them, as it does with allow-remote-bases: true`,
		source
	});
}
function chartDependencies(text) {
	const chart = chartMetadata(text);
	return (isRecord(chart) && Array.isArray(chart["dependencies"]) ? chart["dependencies"] : []).flatMap((entry) => isRecord(entry) && typeof entry["name"] === "string" ? [{
		name: entry["name"],
		repository: typeof entry["repository"] === "string" ? entry["repository"] : void 0
	}] : []);
}
async function vendoredCharts(chartsDir, shownDir, roots) {
	const names = /* @__PURE__ */ new Set();
	const entries = await readdir(chartsDir, { withFileTypes: true }).catch(() => []);
	for (const entry of entries) if (entry.isDirectory()) {
		const chart = chartMetadata(chartFileText(path.join(chartsDir, entry.name), `${shownDir}/${entry.name}`, roots));
		if (isRecord(chart) && typeof chart["name"] === "string") names.add(chart["name"]);
	} else {
		const packaged = /^(.+)-v?\d+\.\d+\.\d+.*\.tgz$/.exec(entry.name);
		if (packaged) names.add(packaged[1]);
	}
	return names;
}
function chartMetadata(text) {
	try {
		return load(text, { schema: CORE_SCHEMA });
	} catch {
		return;
	}
}
export { renderChart };
