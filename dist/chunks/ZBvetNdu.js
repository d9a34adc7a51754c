import "./C1I3wEg2.js";
import { f as load, t as CORE_SCHEMA } from "./C0fNldwC.js";
import { t as UserError } from "./CBbxxjUU.js";
import { t as isRecord } from "./BhWKzUcV.js";
import { a as isInside, t as CHART_FILE } from "./WFqS3yyB.js";
import { r as refuseLinksOutside, t as renderWith } from "./CP6Hz7Dv.js";
import path from "node:path";
import { readFile, readdir, realpath } from "node:fs/promises";
// src/manifests/renderChart.ts
async function renderChart(dir, shownDir, source, render) {
	const workspace = await realpath(render.cwd);
	const roots = [workspace, await realpath(dir)];
	const missing = await missingDependencies(dir);
	if (missing.length > 0 && !render.remoteBases) refuseMissing(missing, shownDir, source);
	await refuseLinksOutside(dir, `the chart ${shownDir}`, shownDir, source, {
		real: roots,
		shown: "the workspace"
	});
	const values = [];
	for (const file of render.chart.values) values.push(await valuesFile(file, render.cwd, workspace, source));
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
async function valuesFile(file, cwd, workspace, source) {
	const absolute = path.resolve(cwd, file);
	let real;
	try {
		real = await realpath(absolute);
	} catch {
		throw new UserError(`the Helm values file ${file} does not exist`, {
			hint: `values files are relative to the working directory, ${cwd}`,
			source
		});
	}
	if (!isInside(real, workspace)) throw new UserError(`the Helm values file ${file} is outside the workspace`, {
		hint: "values files are read only from the working directory (the checked-out repository); copy the file into it",
		source
	});
	return absolute;
}
async function missingDependencies(dir) {
	const dependencies = chartDependencies(await readFile(path.join(dir, CHART_FILE), "utf8"));
	if (dependencies.length === 0) return [];
	const vendored = await vendoredCharts(path.join(dir, "charts"));
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
async function vendoredCharts(chartsDir) {
	const names = /* @__PURE__ */ new Set();
	const entries = await readdir(chartsDir, { withFileTypes: true }).catch(() => []);
	for (const entry of entries) if (entry.isDirectory()) {
		const chart = chartMetadata(await readFile(path.join(chartsDir, entry.name, CHART_FILE), "utf8").catch(() => ""));
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
