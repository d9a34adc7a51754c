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
// src/plan/ordering.ts
const FOUNDATION = /* @__PURE__ */ new Set(["CustomResourceDefinition.apiextensions.k8s.io", "Namespace"]);
const ADMISSION = /* @__PURE__ */ new Set([
	"MutatingWebhookConfiguration.admissionregistration.k8s.io",
	"ValidatingWebhookConfiguration.admissionregistration.k8s.io",
	"ValidatingAdmissionPolicy.admissionregistration.k8s.io",
	"ValidatingAdmissionPolicyBinding.admissionregistration.k8s.io",
	"MutatingAdmissionPolicy.admissionregistration.k8s.io",
	"MutatingAdmissionPolicyBinding.admissionregistration.k8s.io"
]);
const key = (ref) => ref.group === "" ? ref.kind : `${ref.kind}.${ref.group}`;
function applyStage(ref) {
	if (FOUNDATION.has(key(ref))) return 0;
	return ADMISSION.has(key(ref)) ? 2 : 1;
}
function pruneStage(ref) {
	const k = key(ref);
	if (ADMISSION.has(k)) return 0;
	if (k === "CustomResourceDefinition.apiextensions.k8s.io") return 2;
	return k === "Namespace" ? 3 : 1;
}
function isCrd(ref) {
	return ref.group === "apiextensions.k8s.io" && ref.kind === "CustomResourceDefinition";
}
function isNamespace(ref) {
	return ref.group === "" && ref.kind === "Namespace";
}
export { DEFAULT_RETRY as a, retryDelayMs as c, pruneStage as i, transientNetworkCode as l, isCrd as n, describeProblem as o, isNamespace as r, isRetryableStatus as s, applyStage as t };
