import { f as load, p as loadAll, r as FAILSAFE_SCHEMA } from "./_8YRro0u.js";
import { t as UserError } from "./BSV1T608.js";
import { t as isRecord } from "./BZb2VPEQ.js";
import { n as reachOf } from "./x7xNi6ae.js";
import { n as isInside } from "./HfQ1IDl-.js";
import { a as ReadBudget, r as KUSTOMIZATION_FILES, t as readWorkspaceFile } from "./B22IDjUl.js";
import path from "node:path";
import { lstat, realpath, stat } from "node:fs/promises";
// src/manifests/kustomizationTree.ts
const REMOTE_REFERENCE = /^(?:[a-z][a-z0-9+.-]*:\/\/|[a-z]+::|[\w.-]+@[\w.-]+:|[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}\/[^/]+\/[^/]+)/i;
const BUILT_FIELDS = [
	"resources",
	"bases",
	"components",
	"generators",
	"transformers",
	"validators"
];
const KUSTOMIZATIONS_MAX_BYTES = 16777216;
async function reachedKustomizations(dir, shownDir, roots, source) {
	const reached = [];
	const visited = /* @__PURE__ */ new Set();
	const budget = new ReadBudget(KUSTOMIZATIONS_MAX_BYTES);
	const shownOf = (absolute) => path.posix.join(shownDir, path.relative(dir, absolute).split(path.sep).join("/"));
	const visit = async (current, shown) => {
		const root = await realpath(current).catch(() => void 0);
		if (root === void 0 || visited.has(root) || !(await lstat(root)).isDirectory()) return;
		visited.add(root);
		const reach = reachOf(root, roots);
		if (reach !== "inside") {
			const linked = roots.real.some((candidate) => isInside(current, candidate));
			throw new UserError(`${shown} ${linked ? "leads" : "is"} ${reach === "git" ? "into a .git directory" : `outside ${roots.shown}`}${linked ? " through a symbolic link" : ""}`, {
				hint: linked ? LINK_HINT : "kustomize would read a base there; kustomizations are read only inside the working directory (the checked-out repository): run from a directory that holds the base too, or copy the base into it",
				source
			});
		}
		const kustomization = await readKustomization(root, `${shown}/`, roots, budget, source);
		if (!kustomization) return;
		reached.push({
			...kustomization,
			root,
			shown: shownOf(path.join(current, path.basename(kustomization.file)))
		});
		for (const field of BUILT_FIELDS) for (const entry of strings(kustomization.fields[field])) if (!REMOTE_REFERENCE.test(entry) && !entry.includes("\n")) await visit(path.resolve(root, entry), shownOf(path.resolve(current, entry)));
	};
	await visit(dir, shownDir);
	return reached;
}
const LINK_HINT = "kustomize reads what a link in a kustomization leads to; remove the link, or copy what it points to into the repository";
async function readKustomization(root, shownDir, roots, budget, source) {
	for (const name of KUSTOMIZATION_FILES) {
		const file = path.join(root, name);
		const real = await realpath(file).catch(() => void 0);
		if (real === void 0) continue;
		const reach = reachOf(real, roots);
		if (reach !== "inside") throw new UserError(`${shownDir}${name} leads ${reach === "git" ? "into a .git directory" : `outside ${roots.shown}`} through a symbolic link`, {
			hint: LINK_HINT,
			source
		});
		const within = roots.real.find((candidate) => isInside(real, candidate));
		let text;
		try {
			text = readWorkspaceFile(file, `${shownDir}${name}`, {
				workspace: within,
				budget
			});
		} catch (error) {
			if (error instanceof UserError) throw new UserError(error.message, {
				hint: error.hint,
				source
			});
			throw error;
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
function strings(value) {
	return Array.isArray(value) ? value.filter((entry) => typeof entry === "string") : [];
}
// src/manifests/kustomizeCharts.ts
function kustomizationCharts(fields, root) {
	const old = Array.isArray(fields["helmChartInflationGenerator"]) ? fields["helmChartInflationGenerator"].filter(isRecord) : [];
	const globals = fields["helmGlobals"];
	const oldHome = old.map((entry) => entry["chartHome"]).filter((home) => typeof home === "string" && home !== "").at(-1);
	const home = isRecord(globals) ? text(globals["chartHome"]) : oldHome;
	return [...Array.isArray(fields["helmCharts"]) ? fields["helmCharts"].filter(isRecord) : [], ...old.map((entry) => ({
		name: entry["chartName"],
		version: entry["chartVersion"],
		repo: entry["chartRepoUrl"],
		valuesFile: entry["values"]
	}))].flatMap((chart) => inflated({
		...chart,
		chartHome: home
	}, root));
}
function inflated(config, root) {
	const name = text(config["name"]);
	if (name === void 0) return [];
	const chartHome = text(config["chartHome"]) ?? "charts";
	let home = path.isAbsolute(chartHome) ? chartHome : path.join(root, chartHome);
	const version = text(config["version"]);
	if (version !== void 0 && text(config["repo"]) !== void 0) home = path.join(home, `${name}-${version}`);
	const values = [text(config["valuesFile"]), ...strings(config["additionalValuesFiles"])].filter((file) => file !== void 0);
	return [{
		dir: path.join(home, name),
		values: values.map((file) => path.resolve(root, file))
	}];
}
function text(value) {
	const written = typeof value === "number" ? String(value) : value;
	return typeof written === "string" && written.trim() !== "" ? written.trim() : void 0;
}
async function generatorCharts(kustomization, roots, source) {
	const found = [];
	for (const entry of strings(kustomization.fields["generators"])) {
		const inline = documents(entry);
		if (inline.some(isRecord)) {
			found.push(...helmConfigs(inline, kustomization.root));
			continue;
		}
		const file = path.resolve(kustomization.root, entry);
		const real = await realpath(file).catch(() => void 0);
		if (real === void 0 || reachOf(real, roots) !== "inside") continue;
		if ((await stat(real)).isDirectory()) throw new UserError(`${kustomization.shown} names ${entry} among its generators, a directory: with helm on PATH, the Helm charts it may configure cannot be checked before kustomize runs`, {
			hint: "write the chart in helmCharts, or the generator's configuration in a file named among the generators",
			source
		});
		const within = roots.real.find((candidate) => reachOf(real, {
			real: [candidate],
			shown: roots.shown
		}) === "inside");
		found.push(...helmConfigs(documents(readWorkspaceFile(file, entry, {
			workspace: within,
			budget: new ReadBudget(GENERATOR_MAX_BYTES)
		})), kustomization.root));
	}
	return found;
}
const GENERATOR_MAX_BYTES = 1048576;
function helmConfigs(configs, root) {
	return configs.filter((config) => isRecord(config) && config["kind"] === "HelmChartInflationGenerator").flatMap((config) => inflated(config, root));
}
function documents(text) {
	try {
		return loadAll(text, null, { schema: FAILSAFE_SCHEMA });
	} catch {
		return [];
	}
}
export { strings as a, reachedKustomizations as i, kustomizationCharts as n, REMOTE_REFERENCE as r, generatorCharts as t };
