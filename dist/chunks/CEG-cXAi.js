import { t as UserError } from "./BSV1T608.js";
// src/options/destructiveKinds.ts
const DESTRUCTIVE_KINDS = [
	"Namespace",
	"CustomResourceDefinition",
	"PersistentVolumeClaim",
	"PersistentVolume"
];
const DESTRUCTIVE_CONSENT_LABEL = "applyset:allow-destructive-prune";
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
// src/options/options.ts
const PROPAGATION_POLICIES = [
	"Background",
	"Foreground",
	"Orphan"
];
const PRUNE_TIMINGS = ["after-healthy", "with-apply"];
// src/outcome/stoppedEnding.ts
function endingByHealth(healths) {
	return !healths.includes("failed") && healths.includes("timed out") ? "timed out" : "failed";
}
function stoppedEnding(outcome) {
	return outcome.cancelled ? "cancelled" : endingByHealth(outcome.objects.map((o) => o.health));
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
export { PRUNE_TIMINGS as a, destructiveConsent as c, PROPAGATION_POLICIES as i, endingByHealth as n, DESTRUCTIVE_CONSENT_LABEL as o, stoppedEnding as r, DESTRUCTIVE_KINDS as s, RunFailure as t };
