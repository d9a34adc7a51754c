import { n as UserErrors, t as UserError } from "./BSV1T608.js";
import { t as isRecord } from "./BZb2VPEQ.js";
import { o as mebibytes } from "./B22IDjUl.js";
import { r as validateObject, t as loadSet } from "./DyArcGV9.js";
import { open, writeFile } from "node:fs/promises";
// src/bundle/bundleOrigin.ts
function checkBundleOrigin(bundle, file, run) {
	const refuse = (what, found, expected) => new UserError(`the bundle ${file} is from ${what} ${found}, not ${expected} that triggered this run`, { hint: "a plan previews only the bundle of the render run its workflow_run event names: download the artifact of that run (run-id: github.event.workflow_run.id)" });
	const path = (workflow) => workflow.replace(/@.*$/, "");
	if (bundle.run.repository.toLowerCase() !== run.repository.toLowerCase()) throw refuse("the repository", bundle.run.repository, run.repository);
	if (path(bundle.run.workflow) !== path(run.workflow)) throw refuse("the workflow", bundle.run.workflow, run.workflow);
	if (bundle.run.id !== run.id) throw refuse("the run", bundle.run.id, run.id);
	if (bundle.commits.head !== run.headSha) throw refuse("the head commit", bundle.commits.head, run.headSha);
	if (bundle.pullRequest !== void 0 && bundle.pullRequest !== run.pullRequest) throw refuse("pull request", `#${bundle.pullRequest}`, run.pullRequest === void 0 ? "a run with no open pull request" : `#${run.pullRequest}`);
}
function renderOrigin(context) {
	const prefix = `${context.repository}/`;
	const workflowPath = context.workflowRef.startsWith(prefix) ? context.workflowRef.slice(prefix.length) : context.workflowRef;
	const pr = isRecord(context.payload) ? context.payload["pull_request"] : void 0;
	const sha = (side) => {
		const ref = isRecord(pr) ? pr[side] : void 0;
		return isRecord(ref) && typeof ref["sha"] === "string" ? ref["sha"] : void 0;
	};
	const number = isRecord(pr) && typeof pr["number"] === "number" ? pr["number"] : void 0;
	return {
		run: {
			repository: context.repository,
			workflow: workflowPath.replace(/@.*$/, ""),
			id: context.runId,
			attempt: context.attempt,
			event: context.eventName
		},
		commits: {
			head: sha("head") ?? context.sha,
			base: sha("base")
		},
		pullRequest: number
	};
}
// src/bundle/bundle.ts
const BUNDLE_API_VERSION = "applyset-action/v1";
const BUNDLE_KIND = "RenderBundle";
const BUNDLE_INPUTS = [
	"applyset",
	"namespace",
	"context",
	"field-manager",
	"force-conflicts",
	"prune",
	"propagation-policy",
	"adopt",
	"allow-empty",
	"max-prunes",
	"replace",
	"ignore-differences",
	"prune-timing",
	"allow-destructive-prunes"
];
// src/bundle/readBundle.ts
const MAX_BUNDLE_BYTES = 67108864;
const MAX_DEPTH = 1e3;
const MAX_TEXT = 4096;
async function readBundle(file) {
	const handle = await open(file, "r").catch((error) => {
		throw new UserError(`cannot read the bundle ${file}: ${error.code ?? String(error)}`, { hint: "check the bundle input: the path of the file the render step wrote (after its artifact is downloaded)" });
	});
	try {
		const { size } = await handle.stat();
		if (size > 67108864) throw tooLarge(file, size);
		const buffer = Buffer.alloc(Math.min(size, MAX_BUNDLE_BYTES) + 1);
		const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
		if (bytesRead > 67108864) throw tooLarge(file, bytesRead);
		return parseBundle(buffer.subarray(0, bytesRead).toString("utf8"), file);
	} finally {
		await handle.close();
	}
}
function tooLarge(file, bytes) {
	return new UserError(`the bundle ${file} is ${mebibytes(bytes)} MiB, more than the ${mebibytes(MAX_BUNDLE_BYTES)} MiB a plan reads`, { hint: "render fewer targets per bundle (a matrix of render jobs)" });
}
function parseBundle(text, file) {
	let value;
	try {
		value = JSON.parse(text);
	} catch (error) {
		throw new UserError(`the bundle ${file} is not JSON (${error.message})`, { hint: "a bundle is the file the render step (mode: render, or `applyset-action render`) writes, as it wrote it; YAML, with its aliases, is not read" });
	}
	if (depthOver(value, MAX_DEPTH)) throw new UserError(`the bundle ${file} nests deeper than ${MAX_DEPTH} levels`, { hint: "no Kubernetes object nests so deep: this is not a bundle the render step wrote" });
	const shape = (message) => new UserError(`the bundle ${file} ${message}`, { hint: "a bundle is the file the render step writes; write it again with the same version of the action" });
	if (!isRecord(value) || value["apiVersion"] !== "applyset-action/v1" || value["kind"] !== "RenderBundle") throw shape(`is not a ${BUNDLE_API_VERSION} ${BUNDLE_KIND}`);
	const run = value["run"];
	const commits = value["commits"];
	if (!isRecord(run) || !isRecord(commits) || !Array.isArray(value["sets"])) throw shape("has no run, commits or sets");
	const text_ = (record, key, optional = false) => {
		const field = record[key];
		if (field === void 0 && optional) return void 0;
		if (typeof field !== "string" || field.length > MAX_TEXT || !optional && field === "") throw shape(`has an invalid ${key}`);
		return field;
	};
	const bundleRun = {
		repository: text_(run, "repository"),
		workflow: text_(run, "workflow"),
		id: text_(run, "id"),
		attempt: text_(run, "attempt", true),
		event: text_(run, "event")
	};
	const head = text_(commits, "head");
	const base = text_(commits, "base", true);
	const pullRequest = value["pullRequest"];
	if (pullRequest !== void 0 && !(Number.isSafeInteger(pullRequest) && pullRequest > 0)) throw shape("has an invalid pullRequest");
	const errors = [];
	const sets = value["sets"].map((set, index) => readSet(set, `${file} sets[${index}]`, errors));
	if (errors.length > 0) throw new UserErrors(errors, { hint: `nothing of the bundle ${file} was sent to the cluster` });
	if (sets.length === 0) throw shape("holds no set");
	return {
		apiVersion: BUNDLE_API_VERSION,
		kind: BUNDLE_KIND,
		run: bundleRun,
		commits: {
			head,
			base
		},
		pullRequest,
		sets
	};
}
function readSet(value, where, errors) {
	const empty = {
		target: void 0,
		manifests: [],
		inputs: {},
		objects: []
	};
	if (!isRecord(value) || !Array.isArray(value["objects"]) || !isRecord(value["inputs"]) || !Array.isArray(value["manifests"])) {
		errors.push(new UserError(`${where} is not a set: it needs objects, inputs and manifests`));
		return empty;
	}
	const target = value["target"];
	if (target !== void 0 && (typeof target !== "string" || target === "" || target.length > MAX_TEXT)) errors.push(new UserError(`${where} has an invalid target name`));
	const manifests = value["manifests"].filter((m) => typeof m === "string" && m.length <= MAX_TEXT);
	if (manifests.length !== value["manifests"].length) errors.push(new UserError(`${where} has an invalid manifests list`));
	const inputs = {};
	for (const [name, input] of Object.entries(value["inputs"])) if (!BUNDLE_INPUTS.includes(name)) errors.push(new UserError(`${where} sets the input ${name}, which a plan does not take from a bundle`, { hint: `a bundle sets only ${BUNDLE_INPUTS.join(", ")}; the plan step's own inputs say how it connects` }));
	else if (typeof input !== "string" || input.length > MAX_TEXT) errors.push(new UserError(`${where} input ${name} is not text`));
	else inputs[name] = input;
	const objects = [];
	for (const entry of value["objects"]) {
		const object = readObject(entry, where, errors);
		if (object) objects.push(object);
	}
	return {
		target,
		manifests,
		inputs,
		objects
	};
}
function readObject(entry, where, errors) {
	const source = isRecord(entry) ? entry["source"] : void 0;
	if (!isRecord(entry) || !isRecord(source) || typeof source["file"] !== "string" || source["file"].length > MAX_TEXT || !Number.isSafeInteger(source["line"]) || source["line"] < 1) {
		errors.push(new UserError(`${where} has an object without its source (file and line)`));
		return;
	}
	const at = {
		file: source["file"],
		line: source["line"]
	};
	const object = entry["object"];
	const unrendered = unrenderedSource(object);
	if (unrendered) {
		errors.push(new UserError(`${where} holds ${unrendered}, which a plan does not render`, {
			source: at,
			hint: "a bundle holds rendered objects only: the render step builds kustomizations and charts, the plan runs nothing of the pull request"
		}));
		return;
	}
	const checked = validateObject(object, at);
	if (!checked.ok) {
		errors.push(...checked.errors);
		return;
	}
	return {
		object: checked.object,
		source: at
	};
}
function unrenderedSource(object) {
	if (!isRecord(object)) return void 0;
	const { apiVersion, kind } = object;
	if (typeof apiVersion === "string" && apiVersion.startsWith("kustomize.config.k8s.io/")) return `a kustomization (${String(kind)})`;
	if (kind === void 0 && (apiVersion === "v1" || apiVersion === "v2") && "name" in object && "version" in object) return "a Helm chart (Chart.yaml)";
	if (kind === void 0 && ("resources" in object || "bases" in object || "helmCharts" in object)) return "a kustomization";
}
function depthOver(value, max) {
	const stack = [[value, 0]];
	while (stack.length > 0) {
		const [node, depth] = stack.pop();
		if (typeof node !== "object" || node === null) continue;
		if (depth >= max) return true;
		for (const child of Array.isArray(node) ? node : Object.values(node)) stack.push([child, depth + 1]);
	}
	return false;
}
// src/bundle/renderBundle.ts
async function renderBundle(sets, origin, hooks) {
	const rendered = [];
	for (const { target, options, inputs, named } of sets) {
		const label = named ? `[${target.name}] ` : "";
		const loaded = await loadSet(options, {
			info: (line) => hooks.info(`${label}${line}`),
			warning: (line) => hooks.warning(`${label}${line}`),
			secrets: () => void 0
		});
		rendered.push({
			target: named ? target.name : void 0,
			manifests: options.manifests,
			inputs: bundleInputs(inputs),
			objects: [...loaded.manifests, ...loaded.hooks.map((hook) => hook.object)]
		});
	}
	return {
		apiVersion: BUNDLE_API_VERSION,
		kind: BUNDLE_KIND,
		...origin,
		sets: rendered
	};
}
function bundleInputs(inputs) {
	const kept = {};
	for (const name of BUNDLE_INPUTS) {
		const value = inputs[name]?.trim();
		if (value) kept[name] = value;
	}
	return kept;
}
// src/bundle/writeBundle.ts
function bundleText(bundle) {
	return `${JSON.stringify(bundle)}\n`;
}
async function writeBundle(file, bundle) {
	const text = bundleText(bundle);
	const bytes = Buffer.byteLength(text);
	if (bytes > 67108864) throw new UserError(`the rendered bundle is ${mebibytes(bytes)} MiB, more than the ${mebibytes(MAX_BUNDLE_BYTES)} MiB a plan reads`, { hint: "split the targets over several render jobs (a matrix), each writing its own bundle" });
	await writeFile(file, text, { mode: 420 });
	return bytes;
}
export { renderOrigin as a, checkBundleOrigin as i, renderBundle as n, readBundle as r, writeBundle as t };
