import { n as UserErrors, t as UserError } from "./CBbxxjUU.js";
import { f as load, o as YAMLException, t as CORE_SCHEMA } from "./_8YRro0u.js";
import { n as parseParentRef } from "./B1AN6GrC.js";
import { t as isRecord } from "./BhWKzUcV.js";
import { n as parseDuration } from "./BL9db2ev.js";
import { c as closestNames, r as parseIgnoreDifferences } from "./vWdMb7d1.js";
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
// src/options/imageOverrides.ts
function parseImageOverrides(text, input, errors) {
	const overrides = [];
	text.split("\n").forEach((raw, index) => {
		const line = raw.trim();
		if (line === "") return;
		const where = `${input} line ${index + 1} ("${line}")`;
		const equals = line.indexOf("=");
		const name = line.slice(0, equals).trim();
		const image = line.slice(equals + 1).trim();
		if (equals < 0) errors.push(new UserError(`${where} has no "=": write NAME=IMAGE`, { hint: EXAMPLE$1 }));
		else if (name === "" || image === "") errors.push(new UserError(`${where} needs an image name before "=" and the image to run after it`, { hint: EXAMPLE$1 }));
		else if (imageName(name) !== name) errors.push(new UserError(`${where}: the name before "=" is matched without tag or digest, so it may not carry one`, { hint: EXAMPLE$1 }));
		else if (/\s/.test(image)) errors.push(new UserError(`${where}: an image has no spaces`, { hint: EXAMPLE$1 }));
		else if (overrides.some((o) => o.name === name)) errors.push(new UserError(`${where} sets ${name} a second time`));
		else overrides.push({
			name,
			image
		});
	});
	return overrides;
}
const EXAMPLE$1 = "e.g. ghcr.io/acme/web=ghcr.io/acme/web:1a2b3c4 sets the image of every container that runs ghcr.io/acme/web, whatever its tag";
function imageName(image) {
	const withoutDigest = image.split("@")[0] ?? "";
	const tagAt = withoutDigest.lastIndexOf(":");
	return tagAt > withoutDigest.lastIndexOf("/") ? withoutDigest.slice(0, tagAt) : withoutDigest;
}
// src/options/helmOptions.ts
const NO_HELM_OPTIONS = {
	release: void 0,
	values: [],
	set: [],
	tests: false
};
const KEYS = [
	"release",
	"values",
	"set",
	"tests"
];
const RELEASE_PATTERN = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;
const RELEASE_MAX = 53;
const EXAMPLE = "e.g.\nrelease: web\nvalues: [deploy/values-prod.yaml]\nset:\n  image.tag: 1.2.3";
function parseHelmOptions(text, name, errors) {
	const input = name();
	if (text.trim() === "") return NO_HELM_OPTIONS;
	let value;
	try {
		value = load(text, { schema: CORE_SCHEMA });
	} catch (error) {
		errors.push(new UserError(`${input} is not YAML: ${error instanceof YAMLException ? error.reason : String(error)}`, { hint: EXAMPLE }));
		return NO_HELM_OPTIONS;
	}
	if (!isRecord(value)) {
		errors.push(new UserError(`${input} must be a mapping of release, values, set and tests`, { hint: EXAMPLE }));
		return NO_HELM_OPTIONS;
	}
	for (const key of Object.keys(value).filter((found) => !KEYS.includes(found))) {
		const [meant] = closestNames(key, KEYS);
		errors.push(new UserError(`${input}: unknown key "${key}"`, { hint: meant ? `did you mean ${meant}?` : `${input} takes ${KEYS.join(", ")}` }));
	}
	return {
		release: release(value["release"], name("release"), errors),
		values: valuesFiles(value["values"], name("values"), errors),
		set: setValues(value["set"], name("set"), errors),
		tests: tests(value["tests"], name("tests"), errors)
	};
}
function tests(value, key, errors) {
	if (value === void 0 || value === null || typeof value === "boolean") return value === true;
	errors.push(new UserError(`${key} must be true or false`, { hint: "tests: true runs the charts' test hooks after the deploy, as helm test would" }));
	return false;
}
function release(value, key, errors) {
	if (value === void 0 || value === null) return void 0;
	const name = typeof value === "string" ? value.trim() : String(value);
	if (RELEASE_PATTERN.test(name) && name.length <= RELEASE_MAX) return name;
	errors.push(new UserError(`${key} "${name}" is not a valid Helm release name`, { hint: `use at most ${RELEASE_MAX} lowercase letters, digits, dashes and dots, starting and ending with a letter or digit` }));
}
function valuesFiles(value, key, errors) {
	if (value === void 0 || value === null) return [];
	const files = Array.isArray(value) ? value : [value];
	if (files.every((file) => typeof file === "string" && file.trim() !== "")) return files.map((file) => file.trim());
	errors.push(new UserError(`${key} must be a file or a list of files`, { hint: "values files are relative to the working directory, e.g. values: [deploy/values-prod.yaml]" }));
	return [];
}
function setValues(value, key, errors) {
	if (value === void 0 || value === null) return [];
	if (isRecord(value)) {
		const entries = Object.entries(value);
		const bad = entries.filter(([, item]) => item !== null && (typeof item === "object" || item === ""));
		if (bad.length === 0) return entries.map(([key, item]) => `${key}=${String(item).replace(/\\/g, "\\\\").replace(/,/g, "\\,")}`);
		errors.push(new UserError(`${key} ${bad.map(([entry]) => entry).join(", ")} must be ${bad.length === 1 ? "a single value" : "single values"}`, { hint: "set one key per line, with dots for nested keys: image.tag: 1.2.3; put lists and mappings in a values file" }));
		return [];
	}
	const items = Array.isArray(value) ? value : [value];
	if (items.every((item) => typeof item === "string" && /^[^=\s][^=]*=/.test(item))) return items;
	errors.push(new UserError(`${key} must be a mapping of keys to values, or a list of key=value`, { hint: "e.g. set: {image.tag: 1.2.3}, or set: [image.tag=1.2.3] in helm's --set syntax" }));
	return [];
}
// src/options/options.ts
const PROPAGATION_POLICIES = [
	"Background",
	"Foreground",
	"Orphan"
];
const PRUNE_TIMINGS = ["after-healthy", "with-apply"];
const DESTRUCTIVE_KINDS = [
	"Namespace",
	"CustomResourceDefinition",
	"PersistentVolumeClaim",
	"PersistentVolume"
];
const DESTRUCTIVE_CONSENT_LABEL = "applyset:allow-destructive-prune";
const INPUT_DEFAULTS = {
	mode: "preview",
	"field-manager": "applyset-action",
	"force-conflicts": "false",
	prune: "true",
	"propagation-policy": "Background",
	concurrency: String(64),
	adopt: "false",
	"allow-empty": "false",
	"remote-bases": "true",
	wait: "true",
	"timeout": "5m",
	"wait-prunes": "true",
	"prune-timing": "after-healthy",
	"allow-destructive-prunes": "false",
	lock: "true",
	"lock-timeout": "10m",
	"plan-cache": "true",
	"retry-timeout": "2m",
	"log-termination-messages": "false",
	"rollback-on-failure": "false"
};
const FIELD_MANAGER_PATTERN = /^[\x21-\x7e]{1,128}$/;
const NAMESPACE_PATTERN = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/;
const KIND_PATTERN = /^[A-Za-z][A-Za-z0-9]*(\.[a-z0-9]([-a-z0-9.]*[a-z0-9])?)?$/;
const actionInputName = (input, value) => value === void 0 ? input : `${input}: ${value}`;
function parseOptions(raw, cwd, nameOf = actionInputName) {
	const errors = [];
	const given = (name) => raw[name]?.trim() || void 0;
	const text = (name) => given(name) ?? INPUT_DEFAULTS[name];
	const flag = (name) => {
		const value = text(name).toLowerCase();
		if (value === "true" || value === "false") return value === "true";
		errors.push(new UserError(`${nameOf(name)} must be true or false, not "${raw[name]}"`));
		return false;
	};
	const count = (name, value, min, max) => {
		if (value === void 0) return void 0;
		const n = Number(value);
		if (Number.isInteger(n) && n >= min && n <= max) return n;
		errors.push(new UserError(`${nameOf(name)} must be a whole number from ${min} to ${max}, not "${value}"`));
	};
	const duration = (name) => {
		const ms = parseDuration(text(name));
		if (ms !== void 0) return ms / 1e3;
		errors.push(new UserError(`${nameOf(name)} must be a duration such as 90s, 5m or 1h (or whole seconds), not "${text(name)}"`));
		return 0;
	};
	const mode = text("mode");
	if (mode !== "preview" && mode !== "apply") errors.push(new UserError(`${nameOf("mode")} must be preview or apply, not "${mode}"`));
	const manifests = (raw.manifests ?? "").split("\n").map((s) => s.trim()).filter((s) => s !== "");
	if (manifests.length === 0) errors.push(new UserError("no manifests given", { hint: `name the files, directories or globs to deploy in ${nameOf("manifests")}` }));
	const applyset = parentRef(given("applyset"), nameOf("applyset"), errors);
	const namespace = given("namespace");
	if (namespace !== void 0 && (!NAMESPACE_PATTERN.test(namespace) || namespace.length > 63)) errors.push(new UserError(`${nameOf("namespace")} "${namespace}" is not a valid namespace name`, { hint: "use lowercase letters, digits and dashes" }));
	const fieldManager = text("field-manager");
	if (!FIELD_MANAGER_PATTERN.test(fieldManager)) errors.push(new UserError(`${nameOf("field-manager")} "${fieldManager}" is not valid`, { hint: "use 1 to 128 printable characters without spaces" }));
	const policy = text("propagation-policy");
	if (!PROPAGATION_POLICIES.includes(policy)) errors.push(new UserError(`${nameOf("propagation-policy")} must be Background, Foreground or Orphan, not "${policy}"`));
	const pruneTiming = text("prune-timing");
	if (!PRUNE_TIMINGS.includes(pruneTiming)) errors.push(new UserError(`${nameOf("prune-timing")} must be after-healthy or with-apply, not "${pruneTiming}"`));
	const rollbackOnFailure = flag("rollback-on-failure");
	const forceConflicts = flag("force-conflicts");
	const prune = flag("prune");
	const concurrency = count("concurrency", text("concurrency"), 1, 256) ?? 0;
	const adopt = flag("adopt");
	const allowEmpty = flag("allow-empty");
	const remoteBases = flag("remote-bases");
	const maxPrunes = count("max-prunes", given("max-prunes"), 0, 1e6);
	const wait = flag("wait");
	const waitForPrunes = flag("wait-prunes");
	const logTerminationMessages = flag("log-termination-messages");
	const timeout = text("timeout");
	const waitTimeoutMs = parseDuration(timeout);
	if (waitTimeoutMs === void 0 || waitTimeoutMs <= 0) errors.push(new UserError(`${nameOf("timeout")} must be a duration such as 90s, 5m or 1h30m, not "${timeout}"`));
	const replace = (given("replace") ?? "").split(/[\s,]+/).filter((kind) => kind !== "");
	for (const kind of replace.filter((k) => !KIND_PATTERN.test(k))) errors.push(new UserError(`${nameOf("replace")}: "${kind}" is not a kind`, { hint: "name kinds as in the manifests' kind field, e.g. Job, or with their group, e.g. Job.batch; separate them with commas or new lines" }));
	const allowDestructivePrunes = destructiveConsent(text("allow-destructive-prunes"), nameOf("allow-destructive-prunes"), errors);
	if (rollbackOnFailure && mode === "apply" && !wait) errors.push(new UserError(`${nameOf("rollback-on-failure", "true")} needs ${nameOf("wait", "true")}`, { hint: "a rollback follows a rollout the wait found failed or timed out; without the wait no rollout fails" }));
	const lock = flag("lock");
	const lockTimeoutSeconds = duration("lock-timeout");
	const planCache = flag("plan-cache");
	const retryTimeoutSeconds = duration("retry-timeout");
	const images = parseImageOverrides(raw.images ?? "", nameOf("images"), errors);
	const ignoreDifferences = parseIgnoreDifferences(raw["ignore-differences"] ?? "", nameOf("ignore-differences"), fieldManager, errors);
	const helm = parseHelmOptions(raw.helm ?? "", (key) => nameOf("helm", key), errors);
	if (errors.length > 0 || applyset === void 0) throw new UserErrors(errors);
	return {
		mode,
		manifests,
		applyset,
		namespace,
		kubeconfigPath: given("kubeconfig-path"),
		context: given("context"),
		fieldManager,
		forceConflicts,
		prune,
		propagationPolicy: policy,
		concurrency,
		adopt,
		allowEmpty,
		maxPrunes,
		lock,
		lockTimeoutSeconds,
		planCache,
		retryTimeoutSeconds,
		remoteBases,
		wait,
		waitTimeoutMs: waitTimeoutMs ?? 0,
		waitForPrunes,
		pruneTiming,
		replace,
		logTerminationMessages,
		allowDestructivePrunes,
		rollbackOnFailure,
		images,
		ignoreDifferences,
		helm,
		cwd
	};
}
const DESTRUCTIVE_KIND_NAMES = new Map([
	["Namespace", [
		"namespace",
		"namespaces",
		"ns"
	]],
	["CustomResourceDefinition", [
		"customresourcedefinition",
		"customresourcedefinitions",
		"crd",
		"crds"
	]],
	["PersistentVolumeClaim", [
		"persistentvolumeclaim",
		"persistentvolumeclaims",
		"pvc"
	]],
	["PersistentVolume", [
		"persistentvolume",
		"persistentvolumes",
		"pv"
	]]
].flatMap(([kind, names]) => names.map((name) => [name, kind])));
function destructiveConsent(value, input, errors) {
	const lower = value.toLowerCase();
	if (lower === "false") return void 0;
	if (lower === "true") return {
		kinds: new Set(DESTRUCTIVE_KINDS),
		by: "allow-destructive-prunes: true"
	};
	const kinds = /* @__PURE__ */ new Set();
	for (const name of value.split(/[\s,]+/).filter((s) => s !== "")) {
		const kind = DESTRUCTIVE_KIND_NAMES.get(name.toLowerCase());
		if (kind) kinds.add(kind);
		else errors.push(new UserError(`${input} must be true, false or kinds among ${DESTRUCTIVE_KINDS.join(", ")}, not "${name}"`));
	}
	return kinds.size === 0 ? void 0 : {
		kinds,
		by: `allow-destructive-prunes: ${[...kinds].join(", ")}`
	};
}
function parentRef(text, name, errors) {
	if (!text) {
		errors.push(new UserError("no ApplySet parent given", { hint: `name the parent object in ${name}, e.g. my-app for a Secret named my-app` }));
		return;
	}
	try {
		return parseParentRef(text);
	} catch (error) {
		if (!(error instanceof UserError)) throw error;
		errors.push(error);
		return;
	}
}
// src/outcome/deployVerdict.ts
function healthVerdict(healths) {
	return !healths.includes("failed") && healths.includes("timed out") ? "timed out" : "failed";
}
function stoppedVerdict(outcome) {
	return outcome.cancelled ? "cancelled" : healthVerdict(outcome.objects.map((o) => o.health));
}
// src/outcome/runFailure.ts
var RunFailure = class extends Error {
	error;
	outcome;
	constructor(error, outcome) {
		super(error.message, { cause: error });
		this.error = error;
		this.outcome = outcome;
	}
};
export { DESTRUCTIVE_KINDS as a, destructiveConsent as c, imageName as d, ACTION_ORDER as f, pastTense as g, countPlanned as h, DESTRUCTIVE_CONSENT_LABEL as i, parseOptions as l, changesCluster as m, healthVerdict as n, PROPAGATION_POLICIES as o, actionOfResult as p, stoppedVerdict as r, PRUNE_TIMINGS as s, RunFailure as t, parseHelmOptions as u };
