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
export { transientNetworkCode as a, retryDelayMs as i, describeProblem as n, isRetryableStatus as r, DEFAULT_RETRY as t };
