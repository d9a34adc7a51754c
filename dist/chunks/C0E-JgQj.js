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
		return `${this.source ? `${this.source.file}:${this.source.line}: ` : ""}${this.message}${this.hint ? `. ${this.hint[0].toUpperCase()}${this.hint.slice(1)}` : ""}`;
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
export { hintOr as A, parseApiVersion as C, UserErrors as D, UserError as E, describeError as O, groupVersion as S, refKey as T, pastTense as _, describeParent as a, formatGroupKind as b, formatParent as c, keptPhrase as d, reportedAction as f, actionOfResult as g, ACTION_ORDER as h, VERSION as i, errorMessage as k, healthPhrase as l, sentenceCase as m, driftLine as n, formatCounts as o, resultOf as p, hasDrifted as r, formatHealthCounts as s, DRIFT_INPUTS as t, keepReasonText as u, showControlCharacters as v, parseGroupKind as w, formatRef as x, describeRef as y };
