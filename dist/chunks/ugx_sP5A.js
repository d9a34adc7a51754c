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
export { pruneStage as i, isCrd as n, isNamespace as r, applyStage as t };
