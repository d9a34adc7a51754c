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
// src/version.ts
const VERSION = "0.1.0";
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
	"command",
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
	"serverWarnings",
	"changedPaths",
	"diff"
];
function renderJson(outcome, error, command) {
	const { requests, ...rest } = outcome;
	const doc = {
		schemaVersion: 1,
		...command ? { command } : {},
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
function renderErrorJson(error, command) {
	return JSON.stringify({
		schemaVersion: 1,
		...command ? { command } : {},
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
export { UserErrors as _, showControlCharacters as a, hintOr as b, formatRef as c, parseGroupKind as d, refKey as f, UserError as g, resolveParentResource as h, VERSION as i, groupVersion as l, parseParentRef as m, renderErrorJson as n, describeRef as o, builtInParentResource as p, renderJson as r, formatGroupKind as s, errorDocument as t, parseApiVersion as u, describeError as v, errorMessage as y };
