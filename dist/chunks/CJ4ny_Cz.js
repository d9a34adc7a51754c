import { a as hintOr, i as errorMessage, t as UserError } from "./BSV1T608.js";
import { t as ApiError } from "./DYj8u9oW.js";
import { t as describeRef } from "./Bug6iPWb.js";
// src/kube/retryPolicy.ts
const DEFAULT_RETRY = {
	timeoutMs: 12e4,
	attempts: 5,
	baseDelayMs: 250,
	maxDelayMs: 8e3
};
function isRetryableStatus(status) {
	return status === 429 || status === 500 || status === 502 || status === 503 || status === 504;
}
const TRANSIENT_CODES = /* @__PURE__ */ new Set([
	"ECONNRESET",
	"ECONNREFUSED",
	"EPIPE",
	"ETIMEDOUT",
	"ECONNECTTIMEOUT",
	"UND_ERR_SOCKET",
	"UND_ERR_CONNECT_TIMEOUT"
]);
function transientNetworkCode(error) {
	for (let e = error; e instanceof Error; e = e.cause) {
		const code = e.code;
		if (typeof code === "string" && TRANSIENT_CODES.has(code)) return code;
	}
}
function describeProblem(status, networkCode) {
	if (networkCode !== void 0) return networkCode === "ETIMEDOUT" || networkCode === "ECONNECTTIMEOUT" ? `not answering (${networkCode})` : `unreachable (${networkCode})`;
	return status === 429 ? "overloaded (HTTP 429)" : `unavailable (HTTP ${status})`;
}
function retryDelayMs(policy, attempt, retryAfterHeader, random = Math.random) {
	const ceiling = Math.min(policy.baseDelayMs * 2 ** attempt, policy.maxDelayMs);
	const floor = ceiling / 2;
	const retryAfter = retryAfterHeader === void 0 ? NaN : Number(retryAfterHeader);
	if (Number.isFinite(retryAfter) && retryAfter >= 0) return Math.max(floor, Math.min(retryAfter * 1e3, policy.maxDelayMs));
	return Math.round(floor + random() * ceiling / 2);
}
// src/plan/objectErrors.ts
const ADMISSION_DENIAL = /\b(ValidatingAdmissionPolicy|admission webhook) .* denied (the )?request/;
const ADMISSION_HINT = "an admission policy or webhook of the cluster refused it (the message says which and why): change the manifest to satisfy it; a preview-only identity (examples/rbac/applyset-action-preview.yaml) refuses every write by design: apply with the deploy credentials";
function objectError(ref, source, verb, error) {
	const what = describeRef(ref);
	if (!(error instanceof ApiError)) return new UserError(`${what}: ${verb} failed: ${errorMessage(error)}`, {
		source,
		hint: hintOr(error, "check that the cluster is reachable, then run again"),
		cause: error
	});
	if (error.status === 409 && error.causes.length > 0) {
		const owners = error.causes.map((c) => `${c.field ?? "?"} (${c.message ?? c.reason ?? "conflict"})`).join("; ");
		const scaled = error.causes.some((c) => c.field === ".spec.replicas");
		return new UserError(`${what}: field manager conflict: ${owners}`, {
			source,
			hint: scaled ? "a scaler (a HorizontalPodAutoscaler, kubectl scale) owns spec.replicas: leave it the replicas, by removing replicas from the manifest or by ignoring /spec/replicas with ignore-differences (--ignore-differences; docs/action.md#differences-to-ignore); force-conflicts would take them back at every deploy" : `another manager owns these fields: remove them from the manifest, make the other manager stop setting them, or set force-conflicts (--force-conflicts) to take ownership`,
			cause: error
		});
	}
	const hint = ADMISSION_DENIAL.test(error.message) ? ADMISSION_HINT : {
		400: "fix the manifest",
		401: "the cluster rejected the credentials: check the kubeconfig",
		403: "the credentials lack permission for this object: grant it in RBAC (docs/action.md#least-privilege-rbac lists what the tool needs)",
		404: "check that the object's namespace exists (or add it to the manifests)",
		422: "fix the field named above in the manifest"
	}[error.status];
	return new UserError(`${what}: ${verb} refused by the server (HTTP ${error.status}${error.reason ? ` ${error.reason}` : ""}): ${error.message}`, {
		source,
		hint: hint ?? "see the server's message above",
		cause: error
	});
}
export { retryDelayMs as a, isRetryableStatus as i, DEFAULT_RETRY as n, transientNetworkCode as o, describeProblem as r, objectError as t };
