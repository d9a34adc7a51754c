import { a as parseApiVersion, r as formatRef } from "./Bug6iPWb.js";
// src/manifests/helmHooks.ts
const HOOK_ANNOTATION = "helm.sh/hook";
const WEIGHT_ANNOTATION = "helm.sh/hook-weight";
const DELETE_POLICY_ANNOTATION = "helm.sh/hook-delete-policy";
const RUN_PHASES = [
	"pre-install",
	"post-install",
	"pre-upgrade",
	"post-upgrade",
	"pre-rollback",
	"post-rollback",
	"pre-delete",
	"post-delete"
];
const DELETE_PHASES = /* @__PURE__ */ new Set(["pre-delete", "post-delete"]);
const TEST_PHASES = /* @__PURE__ */ new Set([
	"test",
	"test-success",
	"test-failure"
]);
const DELETE_POLICIES = [
	"before-hook-creation",
	"hook-succeeded",
	"hook-failed"
];
const INSTALL_ORDER = [
	"PriorityClass",
	"Namespace",
	"NetworkPolicy",
	"ResourceQuota",
	"LimitRange",
	"PodSecurityPolicy",
	"PodDisruptionBudget",
	"ServiceAccount",
	"Secret",
	"SecretList",
	"ConfigMap",
	"StorageClass",
	"PersistentVolume",
	"PersistentVolumeClaim",
	"CustomResourceDefinition",
	"ClusterRole",
	"ClusterRoleList",
	"ClusterRoleBinding",
	"ClusterRoleBindingList",
	"Role",
	"RoleList",
	"RoleBinding",
	"RoleBindingList",
	"Service",
	"DaemonSet",
	"Pod",
	"ReplicationController",
	"ReplicaSet",
	"Deployment",
	"HorizontalPodAutoscaler",
	"StatefulSet",
	"Job",
	"CronJob",
	"IngressClass",
	"Ingress",
	"APIService",
	"MutatingWebhookConfiguration",
	"ValidatingWebhookConfiguration"
];
const kindRank = (kind) => {
	const rank = INSTALL_ORDER.indexOf(kind);
	return rank === -1 ? INSTALL_ORDER.length : rank;
};
function splitHooks(objects) {
	const members = [];
	const hooks = [];
	const skipped = [];
	for (const manifest of objects) {
		const value = manifest.object.metadata.annotations?.[HOOK_ANNOTATION];
		if (value === void 0) {
			members.push(manifest);
			continue;
		}
		const named = listOf(value);
		const phases = named.filter((phase) => RUN_PHASES.includes(phase));
		if (phases.length === 0) {
			skipped.push({
				object: manifest,
				phases: named
			});
			continue;
		}
		hooks.push({
			object: manifest,
			phases,
			...hookFacts(manifest)
		});
	}
	return {
		members,
		hooks,
		skipped
	};
}
function hooksOf(hooks, phase) {
	const nameOf = (hook) => hook.object.object.metadata.name ?? "";
	return hooks.filter((hook) => hook.phases.includes(phase)).sort((a, b) => a.weight - b.weight || (nameOf(a) < nameOf(b) ? -1 : nameOf(a) > nameOf(b) ? 1 : 0) || kindRank(a.object.object.kind) - kindRank(b.object.object.kind));
}
function withTestHooks(skipped) {
	return {
		tests: skipped.filter(isTest).map(({ object }) => ({
			...hookFacts(object),
			object,
			phases: ["test"]
		})),
		skipped: skipped.filter((hook) => !isTest(hook))
	};
}
function isTest(hook) {
	return hook.phases.length > 0 && hook.phases.every((phase) => TEST_PHASES.has(phase));
}
function hookFacts(manifest) {
	const annotations = manifest.object.metadata.annotations ?? {};
	const weight = Number.parseInt(annotations[WEIGHT_ANNOTATION] ?? "0", 10);
	const policies = listOf(annotations[DELETE_POLICY_ANNOTATION] ?? "").filter((p) => DELETE_POLICIES.includes(p));
	return {
		weight: Number.isNaN(weight) ? 0 : weight,
		deletePolicies: policies.length > 0 ? policies : ["before-hook-creation"]
	};
}
function hookMessages(hooks) {
	const tests = hooks.filter(isTest);
	return {
		info: tests.length === 0 ? [] : [`Left out ${tests.length} Helm test hook${tests.length === 1 ? "" : "s"} (${tests.map(named).join(", ")}): helm test runs them; a deploy runs them only when asked (helm: tests: true, --helm-tests)`],
		warnings: hooks.filter((hook) => !isTest(hook)).map((hook) => `${named(hook)} is a Helm hook of no phase a deploy runs (${hook.phases.join(", ") || "none given"}) and is not applied: check its ${HOOK_ANNOTATION} annotation`)
	};
}
function listOf(value) {
	return value.split(",").map((item) => item.trim()).filter((item) => item !== "");
}
function named({ object: { object, source } }) {
	return `${formatRef({
		group: parseApiVersion(object.apiVersion).group,
		kind: object.kind,
		name: object.metadata.name ?? ""
	})} (${source.file})`;
}
// src/manifests/secretValues.ts
const MIN_LENGTH = 4;
function secretValues(objects) {
	const found = /* @__PURE__ */ new Set();
	const add = (value) => addForms(found, value);
	for (const object of objects) {
		if (object.apiVersion !== "v1" || object.kind !== "Secret") continue;
		for (const encoded of stringValues(object["data"])) {
			const decoded = decodeBase64Text(encoded);
			if ((decoded ?? encoded).length < MIN_LENGTH) continue;
			add(encoded);
			if (decoded !== void 0) add(decoded);
		}
		for (const value of stringValues(object["stringData"])) {
			if (value.length < MIN_LENGTH) continue;
			add(value);
			add(Buffer.from(value, "utf8").toString("base64"));
		}
	}
	return [...found];
}
function addForms(found, value) {
	for (const form of [
		value,
		...value.split(/\r?\n/),
		JSON.stringify(value).slice(1, -1)
	]) if (form.trim().length >= MIN_LENGTH) found.add(form);
}
function valueForms(values) {
	const found = /* @__PURE__ */ new Set();
	for (const value of values) {
		if (value.length < MIN_LENGTH) continue;
		addForms(found, value);
		addForms(found, Buffer.from(value, "utf8").toString("base64"));
	}
	return [...found];
}
function stringValues(map) {
	if (typeof map !== "object" || map === null || Array.isArray(map)) return [];
	return Object.values(map).filter((value) => typeof value === "string");
}
function decodeBase64Text(text) {
	try {
		return new TextDecoder("utf-8", { fatal: true }).decode(Buffer.from(text.replace(/\s+/g, ""), "base64"));
	} catch {
		return;
	}
}
export { hooksOf as a, hookMessages as i, valueForms as n, splitHooks as o, DELETE_PHASES as r, withTestHooks as s, secretValues as t };
