// src/errors.ts
var UserError = class extends Error {
	hint;
	source;
	constructor(message, options = {}) {
		super(message, { cause: options.cause });
		this.name = "UserError";
		this.hint = options.hint;
		this.source = options.source;
	}
	describe() {
		const where = this.source ? `${this.source.file}:${this.source.line}: ` : "";
		const stop = /[.?!]$/.test(this.message) ? " " : ". ";
		return `${where}${this.message}${this.hint ? `${stop}${this.hint[0].toUpperCase()}${this.hint.slice(1)}` : ""}`;
	}
};
var UserErrors = class extends UserError {
	errors;
	constructor(errors) {
		super(errors.length === 1 ? errors[0].message : `${errors.length} problems found`);
		this.errors = errors;
	}
	describe() {
		return this.errors.length === 1 ? this.errors[0].describe() : [this.message + ":", ...this.errors.map((e) => `  - ${e.describe()}`)].join("\n");
	}
};
function describeError(error) {
	return error instanceof UserError ? error.describe() : errorMessage(error);
}
function hintOr(error, fallback) {
	return error instanceof UserError && error.hint ? error.hint : fallback;
}
function errorMessage(error) {
	return error instanceof Error ? error.message : String(error);
}
// src/applyset/parentRef.ts
const VERSION_PATTERN = /^v\d+((alpha|beta)\d+)?$/;
const NAME_PATTERN = /^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$/;
function parseParentRef(text) {
	return {
		text,
		candidates: candidatesOf(text)
	};
}
function candidatesOf(text) {
	const trimmed = text.trim();
	const slash = trimmed.lastIndexOf("/");
	const name = slash < 0 ? trimmed : trimmed.slice(slash + 1);
	const hint = "use NAME (a Secret), secrets/NAME, configmaps/NAME or RESOURCE[.VERSION].GROUP/NAME, as kubectl --applyset does";
	if (!NAME_PATTERN.test(name) || name.length > 253) throw new UserError(`the ApplySet parent "${text}" has no valid object name`, { hint });
	if (slash < 0) return [{
		resource: "secrets",
		version: void 0,
		group: "",
		name
	}];
	const parts = trimmed.slice(0, slash).split(".");
	if (parts.some((p) => p === "")) throw new UserError(`the ApplySet parent "${text}" is not of a known form`, { hint });
	const [resource, second, ...rest] = parts;
	if (second === void 0) return [{
		resource,
		version: void 0,
		group: "",
		name
	}];
	const candidates = [];
	if (VERSION_PATTERN.test(second) && rest.length > 0) candidates.push({
		resource,
		version: second,
		group: rest.join("."),
		name
	});
	candidates.push({
		resource,
		version: void 0,
		group: [second, ...rest].join("."),
		name
	});
	return candidates;
}
const BUILT_IN_PARENTS = {
	secrets: {
		group: "",
		version: "v1",
		kind: "Secret",
		resource: "secrets",
		namespaced: true
	},
	configmaps: {
		group: "",
		version: "v1",
		kind: "ConfigMap",
		resource: "configmaps",
		namespaced: true
	}
};
function builtInParentResource(ref) {
	const [only, ...others] = ref.candidates;
	if (!only || others.length > 0 || only.group !== "" || (only.version ?? "v1") !== "v1") return void 0;
	const info = Object.hasOwn(BUILT_IN_PARENTS, only.resource) ? BUILT_IN_PARENTS[only.resource] : void 0;
	return info && {
		info,
		name: only.name
	};
}
function resolveParentResource(ref, discovery) {
	const builtIn = builtInParentResource(ref);
	if (builtIn) return builtIn;
	const { text, candidates } = ref;
	for (const c of candidates) {
		const info = discovery.forResource(c.resource, c.group, c.version);
		if (info) return {
			info,
			name: c.name
		};
	}
	const first = candidates[0];
	throw new UserError(`the ApplySet parent "${text}" names resource "${[first.resource, first.group].filter(Boolean).join(".")}", which the cluster does not serve`, { hint: "use a Secret (NAME or secrets/NAME), a ConfigMap (configmaps/NAME), or a custom resource whose CRD is installed and labelled applyset.kubernetes.io/is-parent-type" });
}
// src/options.ts
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
	"wait-timeout": "5m",
	"wait-prunes": "true",
	"prune-timing": "after-healthy",
	"allow-destructive-prunes": "false",
	lock: "true",
	"lock-timeout": "10m",
	"plan-cache": "true",
	"retry-timeout": "2m",
	"log-termination-messages": "false",
	"on-failure": "none"
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
	const onFailure = text("on-failure");
	if (onFailure !== "none" && onFailure !== "rollback") errors.push(new UserError(`${nameOf("on-failure")} must be none or rollback, not "${onFailure}"`));
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
	const timeout = text("wait-timeout");
	const waitTimeoutMs = parseDuration(timeout);
	if (waitTimeoutMs === void 0 || waitTimeoutMs <= 0) errors.push(new UserError(`${nameOf("wait-timeout")} must be a duration such as 90s, 5m or 1h30m, not "${timeout}"`));
	const replace = (given("replace") ?? "").split(/[\s,]+/).filter((kind) => kind !== "");
	for (const kind of replace.filter((k) => !KIND_PATTERN.test(k))) errors.push(new UserError(`${nameOf("replace")}: "${kind}" is not a kind`, { hint: "name kinds as in the manifests' kind field, e.g. Job, or with their group, e.g. Job.batch; separate them with commas or new lines" }));
	const allowDestructivePrunes = destructiveConsent(text("allow-destructive-prunes"), nameOf("allow-destructive-prunes"), errors);
	if (onFailure === "rollback" && mode === "apply" && !wait) errors.push(new UserError(`${nameOf("on-failure", "rollback")} needs ${nameOf("wait", "true")}`, { hint: "a rollback follows a rollout the wait found failed or timed out; without the wait no rollout fails" }));
	const lock = flag("lock");
	const lockTimeoutSeconds = duration("lock-timeout");
	const planCache = flag("plan-cache");
	const retryTimeoutSeconds = duration("retry-timeout");
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
		onFailure,
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
// src/kube/objectRef.ts
function formatGroupKind(gk) {
	return gk.group === "" ? gk.kind : `${gk.kind}.${gk.group}`;
}
function parseGroupKind(text) {
	const dot = text.indexOf(".");
	return dot < 0 ? {
		group: "",
		kind: text
	} : {
		group: text.slice(dot + 1),
		kind: text.slice(0, dot)
	};
}
function formatRef(ref) {
	const kind = ref.kind.toLowerCase();
	return ref.group === "" ? `${kind}/${ref.name}` : `${kind}.${ref.group}/${ref.name}`;
}
function describeRef(ref) {
	return ref.namespace === "" ? formatRef(ref) : `${formatRef(ref)} in namespace ${ref.namespace}`;
}
function refKey(ref) {
	return `${ref.group}/${ref.kind}/${ref.namespace}/${ref.name}`;
}
function groupVersion(ref) {
	return ref.group === "" ? ref.version : `${ref.group}/${ref.version}`;
}
function parseApiVersion(apiVersion) {
	const slash = apiVersion.indexOf("/");
	return slash < 0 ? {
		group: "",
		version: apiVersion
	} : {
		group: apiVersion.slice(0, slash),
		version: apiVersion.slice(slash + 1)
	};
}
// src/report/controlCharacters.ts
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
function showControlCharacters(text, form = "text") {
	return text.replace(CONTROL_CHARACTERS, (c) => {
		const code = c.charCodeAt(0);
		return form === "text" && code <= 255 ? `\\x${code.toString(16).padStart(2, "0")}` : `\\u${code.toString(16).padStart(4, "0")}`;
	});
}
// src/outcome/objectActions.ts
const ACTION_ORDER = [
	"create",
	"update",
	"replace",
	"prune",
	"keep",
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
function pastTense(action) {
	return PAST_TENSE[action];
}
function actionOfResult(result) {
	return ACTION_OF_RESULT.get(result);
}
// src/report/summaryPhrases.ts
function sentenceCase(text) {
	return text.charAt(0).toUpperCase() + text.slice(1);
}
function countPhrase(action, count, mode) {
	if (mode === "apply") return `${count} ${pastTense(action)}`;
	return action === "unchanged" ? `${count} unchanged` : `${count} to ${action}`;
}
function formatCounts(summary, mode) {
	const shown = (action) => action !== "replace" && action !== "keep" || summary[action] > 0;
	return ACTION_ORDER.filter(shown).map((action) => countPhrase(action, summary[action], mode)).join(", ");
}
function skippedDryRuns(count) {
	return `${count} dry-run${count === 1 ? "" : "s"} skipped: unchanged since the last apply's record`;
}
function keptPhrase(keep) {
	return "annotation" in keep ? ` (${keepReasonText(keep)})` : `: ${keepReasonText(keep)}`;
}
function keepReasonText(keep) {
	if ("annotation" in keep) return `annotation ${keep.annotation}`;
	if ("usedBy" in keep) return `still used by ${keep.usedBy}`;
	return `not known to be unused: ${keep.unchecked}`;
}
function formatHealthCounts(doc) {
	if (!doc.health) return "";
	const { ready, failed, timedOut, notWaited } = doc.health;
	const said = [
		[ready, "ready"],
		[failed, "failed"],
		[timedOut, "timed out"],
		[notWaited, "not waited"]
	].filter(([n]) => n > 0).map(([n, word]) => `${n} ${word}`);
	return said.length > 0 ? `; ${said.join(", ")}` : "";
}
function healthPhrase(obj) {
	if (!obj.health) return "";
	return obj.message && obj.health !== "ready" ? `, ${obj.health}: ${obj.message}` : `, ${obj.health}`;
}
function resultOf(obj) {
	return obj.result ?? pastTense(obj.action);
}
function reportedAction(obj, mode) {
	return mode === "apply" && obj.result && actionOfResult(obj.result) || obj.action;
}
function describeParent(doc) {
	return describeRef(doc.applyset.parent);
}
function formatParent(doc) {
	return formatRef(doc.applyset.parent);
}
function formatDuration(ms) {
	if (ms < 1e3) return `${Math.round(ms)}ms`;
	const tenths = Math.round(ms / 100);
	if (tenths < 600) return `${(tenths / 10).toFixed(1)}s`;
	const seconds = Math.round(ms / 1e3);
	return `${Math.floor(seconds / 60)}m ${seconds % 60}s`;
}
// src/version.ts
const VERSION = "0.1.0";
// src/report/drift.ts
function hasDrifted(doc) {
	return doc.summary.create + doc.summary.update + doc.summary.replace + doc.summary.prune > 0;
}
function driftLine(doc) {
	return hasDrifted(doc) ? `drift: ApplySet ${describeParent(doc)} differs from the manifests: ${formatCounts(doc.summary, "preview")}` : `no drift: ApplySet ${describeParent(doc)} matches the manifests`;
}
const DRIFT_INPUTS = { "force-conflicts": "true" };
function errorDocument(error) {
	if (error instanceof UserErrors && error.errors.length !== 1) return {
		message: error.message,
		problems: error.errors.map(errorDocument)
	};
	if (error instanceof UserErrors) return errorDocument(error.errors[0]);
	if (!(error instanceof UserError)) return {
		message: errorMessage(error),
		hint: "this is a bug in applyset-action: please report it, with the stack printed on stderr"
	};
	return {
		message: error.message,
		...error.hint ? { hint: error.hint } : {},
		...error.source ? { source: `${error.source.file}:${error.source.line}` } : {}
	};
}
const DOCUMENT_KEYS = [
	"schemaVersion",
	"error",
	"mode",
	"applyset",
	"summary",
	"health",
	"destructiveConsent",
	"objects",
	"warnings",
	"durationMs",
	"dryRunsSkipped",
	"concurrency"
];
const HEALTH_KEYS = [
	"ready",
	"failed",
	"timedOut",
	"notWaited"
];
const APPLYSET_KEYS = ["id", "parent"];
const PARENT_KEYS = [
	"group",
	"kind",
	"namespace",
	"name"
];
const SUMMARY_KEYS = [
	"create",
	"update",
	"replace",
	"prune",
	"keep",
	"unchanged"
];
const OBJECT_KEYS = [
	"action",
	"result",
	"health",
	"message",
	"keep",
	"group",
	"version",
	"kind",
	"namespace",
	"name",
	"source",
	"order",
	"reason",
	"destroys",
	"diff"
];
function renderJson(outcome, error) {
	const { requests, ...rest } = outcome;
	const doc = {
		schemaVersion: 1,
		...error ? { error } : {},
		...rest,
		...requests.concurrency ? { concurrency: requests.concurrency } : {}
	};
	const ordered = {
		...orderKeys(doc, DOCUMENT_KEYS),
		applyset: {
			...orderKeys(doc.applyset, APPLYSET_KEYS),
			parent: orderKeys(doc.applyset.parent, PARENT_KEYS)
		},
		summary: orderKeys(doc.summary, SUMMARY_KEYS),
		...doc.health ? { health: orderKeys(doc.health, HEALTH_KEYS) } : {},
		objects: doc.objects.map((obj) => orderKeys(obj, OBJECT_KEYS))
	};
	return JSON.stringify(ordered, null, 2);
}
function renderErrorJson(error) {
	return JSON.stringify({
		schemaVersion: 1,
		error
	}, null, 2);
}
function orderKeys(value, first) {
	const entries = Object.entries(value);
	const rank = (key) => {
		const index = first.indexOf(key);
		return index < 0 ? first.length : index;
	};
	entries.sort(([a], [b]) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0));
	return Object.fromEntries(entries);
}
export { refKey as A, UserErrors as B, showControlCharacters as C, groupVersion as D, formatRef as E, parseOptions as F, errorMessage as H, builtInParentResource as I, parseParentRef as L, DESTRUCTIVE_KINDS as M, PROPAGATION_POLICIES as N, parseApiVersion as O, PRUNE_TIMINGS as P, resolveParentResource as R, pastTense as S, formatGroupKind as T, hintOr as U, describeError as V, resultOf as _, driftLine as a, ACTION_ORDER as b, describeParent as c, formatHealthCounts as d, formatParent as f, reportedAction as g, keptPhrase as h, DRIFT_INPUTS as i, DESTRUCTIVE_CONSENT_LABEL as j, parseGroupKind as k, formatCounts as l, keepReasonText as m, renderErrorJson as n, hasDrifted as o, healthPhrase as p, renderJson as r, VERSION as s, errorDocument as t, formatDuration as u, sentenceCase as v, describeRef as w, actionOfResult as x, skippedDryRuns as y, UserError as z };
