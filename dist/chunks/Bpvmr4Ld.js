import "./C1I3wEg2.js";
import { t as UserError } from "./BSV1T608.js";
import { n as reachOf, t as checkChartFiles } from "./x7xNi6ae.js";
import { n as isInside } from "./HfQ1IDl-.js";
import { a as strings, i as reachedKustomizations, n as kustomizationCharts, r as REMOTE_REFERENCE, t as generatorCharts } from "./CASsyFiG.js";
import { n as programOnPath, t as renderWith } from "./Cv592D9u.js";
import { t as isRecord } from "./BZb2VPEQ.js";
import path from "node:path";
import { realpath } from "node:fs/promises";
// src/manifests/remoteReferences.ts
const FILE_FIELDS = [
	"resources",
	"bases",
	"components",
	"generators",
	"transformers",
	"validators",
	"crds",
	"configurations",
	"patchesStrategicMerge"
];
const PATH_FIELDS = [
	"patches",
	"patchesJson6902",
	"replacements"
];
const GENERATOR_FIELDS = ["configMapGenerator", "secretGenerator"];
function remoteReferences(reached) {
	return reached.flatMap(({ shown, fields }) => {
		const references = loadedEntries(fields).filter((entry) => REMOTE_REFERENCE.test(entry));
		return references.length > 0 ? [{
			file: shown,
			references
		}] : [];
	});
}
function loadedEntries(fields) {
	const records = (value) => Array.isArray(value) ? value.filter(isRecord) : [];
	return [
		...FILE_FIELDS.flatMap((field) => strings(fields[field])),
		...PATH_FIELDS.flatMap((field) => records(fields[field]).flatMap((entry) => strings([entry["path"]]))),
		...strings([isRecord(fields["openapi"]) ? fields["openapi"]["path"] : void 0]),
		...GENERATOR_FIELDS.flatMap((field) => records(fields[field]).flatMap((generator) => [
			...strings(generator["files"]).map((entry) => entry.slice(entry.indexOf("=") + 1)),
			...strings(generator["envs"]),
			...strings([generator["env"]])
		]))
	];
}
// src/manifests/renderKustomization.ts
async function renderKustomization(dir, shownDir, source, options) {
	const workspace = await realpath(options.cwd);
	const real = await realpath(dir);
	const roots = {
		real: isInside(real, workspace) ? [workspace] : [workspace, real],
		shown: "the workspace"
	};
	const reached = await reachedKustomizations(dir, shownDir, roots, source);
	if (!options.remoteBases) {
		const remote = remoteReferences(reached);
		if (remote.length > 0) {
			const what = remote.map(({ file, references }) => `${file} refers to ${references.map((ref) => `\`${ref}\``).join(", ")}`).join("; ");
			throw new UserError(`${what}, fetched from the network`, {
				hint: "On pull requests remote bases are refused, so that a pull request cannot make the preview fetch any URL; vendor the base into the repository, or set allow-remote-bases: true if the pull requests are trusted",
				source
			});
		}
	}
	const helm = await programOnPath("helm", options.environment.PATH ?? "") !== void 0;
	for (const kustomization of reached) {
		const charts = helm ? [...kustomizationCharts(kustomization.fields, kustomization.root), ...await generatorCharts(kustomization, roots, source)] : [];
		await refuseGitFiles(kustomization, [...loadedEntries(kustomization.fields), ...charts.flatMap((chart) => chart.values)], roots, source);
		for (const chart of charts) {
			const shown = path.posix.join(path.posix.dirname(kustomization.shown), path.relative(kustomization.root, chart.dir).split(path.sep).join("/"));
			await checkChartFiles(chart.dir, `the chart ${shown} (in the helmCharts of ${kustomization.shown})`, shown, source, roots);
		}
	}
	return runRenderer(dir, shownDir, source, options);
}
async function refuseGitFiles(kustomization, entries, roots, source) {
	for (const entry of entries) {
		if (entry.includes("\n")) continue;
		const linked = await realpath(path.resolve(kustomization.root, entry)).catch(() => void 0);
		if (linked !== void 0 && reachOf(linked, roots) === "git") throw new UserError(`${kustomization.shown} loads ${entry}, which is in a .git directory`, {
			hint: "git's own files hold the checkout's credentials and are never rendered; name a file of the repository's instead",
			source
		});
	}
}
async function runRenderer(dir, shownDir, source, options, isolation) {
	const helm = await programOnPath("helm", options.environment.PATH ?? "");
	const helmArgs = helm === void 0 ? [] : [
		"--enable-helm",
		"--helm-command",
		helm
	];
	const shownHelmArgs = helm === void 0 ? [] : ["--enable-helm"];
	return renderWith({
		what: "a kustomization",
		shownDir,
		source,
		renderers: [{
			command: "kustomize",
			args: [
				"build",
				...helmArgs,
				dir
			],
			shownArgs: [
				"build",
				...shownHelmArgs,
				shownDir
			]
		}, {
			command: "kubectl",
			args: [
				"kustomize",
				...helmArgs,
				dir
			],
			shownArgs: [
				"kustomize",
				...shownHelmArgs,
				shownDir
			]
		}],
		installHint: "Install kustomize (or kubectl) in an earlier step, or render the kustomization to a file in an earlier step and pass that file",
		fixHint: "Fix the kustomization"
	}, options, isolation);
}
export { renderKustomization };
