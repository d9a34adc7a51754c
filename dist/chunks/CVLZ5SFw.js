import { a as shortCommit } from "./DNRSqYqW.js";
import { i as errorMessage, n as UserErrors, t as UserError } from "./BSV1T608.js";
import { n as endingByHealth, t as RunFailure } from "./CEG-cXAi.js";
import { r as formatRef, t as describeRef } from "./Bug6iPWb.js";
import { i as actionOfResult, r as ACTION_ORDER, s as pastTense } from "./CHwhpqd5.js";
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
	"hooks",
	"warnings",
	"unlisted",
	"durationMs",
	"dryRunsSkipped",
	"ignoredDifferences",
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
	"uncompared",
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
	"cascade",
	"ignored",
	"serverWarnings",
	"changedPaths",
	"diff"
];
function renderJson(outcome, error, command) {
	return [...jsonPieces(outcome, error, command)].join("");
}
function* jsonPieces(outcome, error, command) {
	let first = true;
	for (const [key, value] of Object.entries(orderedDocument(outcome, error, command))) {
		if (value === void 0) continue;
		yield `${first ? "{\n" : ",\n"}  ${JSON.stringify(key)}: `;
		first = false;
		if (key !== "objects" || !Array.isArray(value) || value.length === 0) {
			yield indented(JSON.stringify(value, null, 2), "  ");
			continue;
		}
		for (let i = 0; i < value.length; i++) yield `${i === 0 ? "[" : ","}\n    ${indented(JSON.stringify(orderKeys(value[i], OBJECT_KEYS), null, 2), "    ")}`;
		yield "\n  ]";
	}
	yield first ? "{}" : "\n}";
}
function indented(text, indent) {
	return text.replaceAll("\n", `\n${indent}`);
}
function orderedDocument(outcome, error, command) {
	const { requests, ...rest } = outcome;
	const doc = {
		schemaVersion: 1,
		...command ? { command } : {},
		...error ? { error } : {},
		...rest,
		...requests.concurrency ? { concurrency: requests.concurrency } : {}
	};
	return {
		...orderKeys(doc, DOCUMENT_KEYS),
		applyset: {
			...orderKeys(doc.applyset, APPLYSET_KEYS),
			parent: orderKeys(doc.applyset.parent, PARENT_KEYS)
		},
		summary: orderKeys(doc.summary, SUMMARY_KEYS),
		...doc.health ? { health: orderKeys(doc.health, HEALTH_KEYS) } : {}
	};
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
// src/report/summaryPhrases.ts
function sentenceCase(text) {
	return text.charAt(0).toUpperCase() + text.slice(1);
}
function countPhrase(action, count, mode) {
	if (mode === "apply") return `${count} ${pastTense(action)}`;
	return action === "unchanged" || action === "uncompared" ? `${count} ${pastTense(action)}` : `${count} to ${action}`;
}
function formatCounts(summary, mode) {
	const count = (action) => action === "uncompared" ? summary.uncompared ?? 0 : summary[action];
	const shown = (action) => action !== "replace" && action !== "keep" && action !== "uncompared" || count(action) > 0;
	return ACTION_ORDER.filter(shown).map((action) => countPhrase(action, count(action), mode)).join(", ");
}
function skippedDryRuns(count) {
	return `${count} dry-run${count === 1 ? "" : "s"} skipped: unchanged since the last apply's record`;
}
function ignoredDifferencesPhrase(ignored) {
	const objects = ignored.objects === void 0 ? "" : ` in ${ignored.objects} object${ignored.objects === 1 ? "" : "s"}`;
	return `${ignored.differences} difference${ignored.differences === 1 ? "" : "s"} ignored${objects}, by ${ignored.rules.join("; ")}`;
}
function keptPhrase(keep) {
	const by = ` by the ${keep.filter} filter`;
	return "annotation" in keep ? `${by} (${keepGround(keep)})` : `${by}: ${keepGround(keep)}`;
}
function keepReasonText(keep) {
	return `${keep.filter} filter: ${keepGround(keep)}`;
}
function keepGround(keep) {
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
	if (!obj.message) return `, ${obj.health}`;
	return obj.health === "ready" ? `, ready (${obj.message})` : `, ${obj.health}: ${obj.message}`;
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
// src/report/rollbackHeadline.ts
const NAMED_OBJECTS = 3;
const REASON_CHARACTERS = 80;
function rollbackHeadline(verdict, objects, rollback) {
	const deploy = `deploy${rollback.from ? ` of ${shortCommit(rollback.from)}` : ""} ${verdict}${whyPhrase(objects, verdict)}`;
	const to = rollback.to ? shortCommit(rollback.to) : "";
	switch (rollback.result) {
		case "not rolled back": return `${deploy}; not rolled back${to ? ` to ${to}` : ""}: ${rollback.message ?? "the rollback could not start"}`;
		case "healthy": return `${deploy}; rolled back to ${to}, healthy${countsPhrase(rollback.summary)}`;
		case "cancelled": return `${deploy}; the rollback to ${to} was cancelled${countsPhrase(rollback.summary)}`;
		default: return `${deploy}; the rollback to ${to} ${rollback.result} too${whyPhrase(rollback.objects ?? [], rollback.result) || (rollback.message ? ` (${shortened(rollback.message)})` : "")}`;
	}
}
function whyPhrase(objects, verdict) {
	const health = verdict === "timed out" ? "timed out" : "failed";
	const ended = objects.filter((o) => o.health === health || health === "failed" && o.result === "failed");
	if (ended.length === 0) return "";
	const named = ended.slice(0, NAMED_OBJECTS).map((o) => `${formatRef(o)}${o.message ? `: ${reasonOf(o.message)}` : ""}`);
	const more = ended.length > named.length ? `, and ${ended.length - named.length} more` : "";
	return ` (${named.join(", ")}${more})`;
}
function reasonOf(message) {
	return /^pod \S+(?: container \S+)?: ([A-Za-z]+)/.exec(message)?.[1] ?? shortened(message);
}
function shortened(text) {
	const line = text.split("\n")[0] ?? "";
	return line.length > REASON_CHARACTERS ? `${line.slice(0, REASON_CHARACTERS)}…` : line;
}
function countsPhrase(summary) {
	return summary ? ` (${formatCounts(summary, "apply")})` : "";
}
// src/report/failureReport.ts
var RolledBackFailure = class extends UserError {
	details;
	constructor(headline, details, hint) {
		super(headline, hint === void 0 ? {} : { hint });
		this.details = details;
	}
	describe() {
		return [super.describe(), ...this.details.map((detail) => `  - ${detail.source ? `${detail.source.file}:${detail.source.line}: ` : ""}${detail.message}`)].join("\n");
	}
};
function reportedError(error) {
	if (error instanceof RunFailure) {
		const shown = error.outcome.rollback ? rolledBack(error.error, error.outcome) : error.error;
		return {
			message: shown.describe(),
			expected: true,
			document: errorDocument(shown),
			outcome: error.outcome
		};
	}
	if (error instanceof UserError) return {
		message: error.describe(),
		expected: true,
		document: errorDocument(error)
	};
	return {
		message: errorMessage(error),
		expected: false,
		document: errorDocument(error),
		...error instanceof Error && error.stack ? { stack: error.stack } : {}
	};
}
function rolledBack(error, outcome) {
	const rollback = outcome.rollback;
	const details = error instanceof UserErrors ? error.errors : [error];
	const hint = rollback.result === "healthy" ? `the cluster runs the manifests of ${shortCommit(rollback.to ?? "")} again; fix the manifests and deploy again` : error.hint;
	return new RolledBackFailure(rollbackHeadline(endingByHealth(outcome.objects.map((o) => o.health)), outcome.objects, rollback), details, hint);
}
export { formatParent as a, keepReasonText as c, resultOf as d, sentenceCase as f, renderJson as g, renderErrorJson as h, formatHealthCounts as i, keptPhrase as l, jsonPieces as m, describeParent as n, healthPhrase as o, skippedDryRuns as p, formatCounts as r, ignoredDifferencesPhrase as s, reportedError as t, reportedAction as u };
