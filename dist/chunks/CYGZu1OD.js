import "./C1I3wEg2.js";
import { t as UserError } from "./CBbxxjUU.js";
import { n as programOnPath, r as refuseLinksOutside, t as renderWith } from "./CP6Hz7Dv.js";
import { a as isInside, n as KUSTOMIZATION_FILES } from "./WFqS3yyB.js";
import { f as load, r as FAILSAFE_SCHEMA } from "./C0fNldwC.js";
import { t as isRecord } from "./BhWKzUcV.js";
import path from "node:path";
import { readFile, realpath } from "node:fs/promises";
// src/manifests/remoteReferences.ts
const REMOTE_REFERENCE = /^(?:[a-z][a-z0-9+.-]*:\/\/|[a-z]+::|[\w.-]+@[\w.-]+:|[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}\/[^/]+\/[^/]+)/i;
const BUILT_FIELDS = [
	"resources",
	"bases",
	"components",
	"generators",
	"transformers",
	"validators"
];
const FILE_FIELDS = [
	...BUILT_FIELDS,
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
async function remoteReferences(dir, shownDir) {
	const found = [];
	for (const { file, fields } of await reachedKustomizations(dir)) {
		const references = loadedEntries(fields).filter((entry) => REMOTE_REFERENCE.test(entry));
		if (references.length > 0) found.push({
			file: path.posix.join(shownDir, path.relative(dir, file).split(path.sep).join("/")),
			references
		});
	}
	return found;
}
async function helmChartHomes(dir) {
	return (await reachedKustomizations(dir)).flatMap(({ file, fields }) => {
		if (!Array.isArray(fields["helmCharts"]) || fields["helmCharts"].length === 0) return [];
		const globals = fields["helmGlobals"];
		const home = isRecord(globals) && typeof globals["chartHome"] === "string" ? globals["chartHome"] : "charts";
		return [{
			home: path.resolve(path.dirname(file), home),
			root: path.dirname(file)
		}];
	});
}
async function reachedKustomizations(dir) {
	const reached = [];
	const visited = /* @__PURE__ */ new Set();
	const visit = async (current) => {
		if (visited.has(current)) return;
		visited.add(current);
		const kustomization = await readKustomization(current);
		if (!kustomization) return;
		reached.push(kustomization);
		for (const field of BUILT_FIELDS) for (const entry of strings(kustomization.fields[field])) if (!REMOTE_REFERENCE.test(entry)) await visit(path.resolve(current, entry));
	};
	await visit(dir);
	return reached;
}
async function readKustomization(dir) {
	for (const name of KUSTOMIZATION_FILES) {
		const file = path.join(dir, name);
		let text;
		try {
			text = await readFile(file, "utf8");
		} catch {
			continue;
		}
		try {
			const parsed = load(text, { schema: FAILSAFE_SCHEMA });
			return isRecord(parsed) ? {
				file,
				fields: parsed
			} : void 0;
		} catch {
			return;
		}
	}
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
function strings(value) {
	return Array.isArray(value) ? value.filter((entry) => typeof entry === "string") : [];
}
// src/manifests/renderKustomization.ts
async function renderKustomization(dir, shownDir, source, options) {
	if (!options.remoteBases) {
		const remote = await remoteReferences(dir, shownDir);
		if (remote.length > 0) {
			const what = remote.map(({ file, references }) => `${file} refers to ${references.map((ref) => `\`${ref}\``).join(", ")}`).join("; ");
			throw new UserError(`${what}, fetched from the network`, {
				hint: "On pull requests remote bases are refused, so that a pull request cannot make the preview fetch any URL; vendor the base into the repository, or set allow-remote-bases: true if the pull requests are trusted",
				source
			});
		}
	}
	if (!options.remoteBases && await programOnPath("helm", process.env["PATH"] ?? "") !== void 0) for (const { home, root } of await helmChartHomes(dir)) {
		if (!isInside(home, root)) continue;
		const shownHome = path.posix.join(shownDir, path.relative(dir, home).split(path.sep).join("/"));
		await refuseLinksOutside(home, `the chart home ${shownHome}`, shownHome, source, {
			real: [await realpath(root)],
			shown: "its kustomization"
		});
	}
	return runRenderer(dir, shownDir, source, options);
}
async function runRenderer(dir, shownDir, source, options, isolation) {
	const helm = await programOnPath("helm", process.env["PATH"] ?? "");
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
