import { a as parseApiVersion, n as formatGroupKind } from "./Bug6iPWb.js";
import { f as cutServerMessage } from "./DYj8u9oW.js";
// src/health/objectStatus.ts
const CURRENT = {
	status: "current",
	message: ""
};
function inProgress(message) {
	return {
		status: "in progress",
		message: cutServerMessage(message)
	};
}
function failed(message, detail) {
	return {
		status: "failed",
		message: cutServerMessage(message),
		...detail !== void 0 ? { detail } : {}
	};
}
function conditionOf(object, type) {
	const conditions = object.status?.conditions;
	return Array.isArray(conditions) ? conditions.find((c) => c.type === type) : void 0;
}
function numberAt(object, part, field, fallback = 0) {
	const value = object[part]?.[field];
	return typeof value === "number" ? value : fallback;
}
function stringAt(object, part, field) {
	const value = object[part]?.[field];
	return typeof value === "string" ? value : "";
}
function describeCondition(condition) {
	return [condition.reason, condition.message].filter(Boolean).join(": ");
}
// src/health/podProblems.ts
const HOPELESS_WAITING_REASONS = /* @__PURE__ */ new Set([
	"CrashLoopBackOff",
	"ImagePullBackOff",
	"ErrImagePull",
	"CreateContainerConfigError",
	"InvalidImageName"
]);
const UNBOUND_CLAIMS = /\bunbound immediate PersistentVolumeClaims\b/;
const SHOWN_CHARACTERS = 200;
function podProblem(pod) {
	const name = pod.metadata.name ?? "";
	const scheduled = conditionOf(pod, "PodScheduled");
	if (scheduled?.status === "False" && scheduled.reason === "Unschedulable" && !UNBOUND_CLAIMS.test(scheduled.message ?? "")) return { message: `pod ${name}: Unschedulable${scheduled.message ? ` (${firstLine(scheduled.message).shown})` : ""}` };
	const status = pod.status;
	for (const container of [...status?.initContainerStatuses ?? [], ...status?.containerStatuses ?? []]) {
		const reason = container.state?.waiting?.reason;
		if (!reason || !HOPELESS_WAITING_REASONS.has(reason)) continue;
		const where = `pod ${name} container ${container.name ?? "?"}`;
		const words = lastWords(container);
		return {
			message: `${where}: ${reason}${words.shown ? ` (${words.shown})` : ""}`,
			...words.whole !== void 0 ? { detail: `${where}: its last termination message:\n${words.whole}` } : {}
		};
	}
}
function podFailure(pod) {
	if (stringAt(pod, "status", "phase") !== "Failed") return void 0;
	const name = pod.metadata.name ?? "";
	const status = pod.status;
	for (const container of [...status?.initContainerStatuses ?? [], ...status?.containerStatuses ?? []]) {
		const terminated = container.state?.terminated;
		if (!terminated || terminated.exitCode === 0) continue;
		const where = `pod ${name} container ${container.name ?? "?"}`;
		const words = lastWords({ lastState: { terminated } });
		return {
			message: `${where}: ${words.shown}`,
			...words.whole !== void 0 ? { detail: `${where}: its termination message:\n${words.whole}` } : {}
		};
	}
	const reason = stringAt(pod, "status", "reason");
	return { message: `pod ${name}: Failed${reason ? ` (${reason})` : ""}` };
}
function lastWords(container) {
	const terminated = container.lastState?.terminated;
	if (terminated) {
		const exit = `exit ${terminated.exitCode ?? "?"}${terminated.reason ? `, ${terminated.reason}` : ""}`;
		const said = terminated.message?.trim() ?? "";
		if (said === "") return { shown: exit };
		const line = firstLine(said);
		return {
			shown: `${exit}: ${line.shown}`,
			...line.complete ? {} : { whole: said }
		};
	}
	return { shown: firstLine(container.state?.waiting?.message?.trim() ?? "").shown };
}
function firstLine(text) {
	const [first = "", ...rest] = text.split(/\r?\n/);
	const cut = first.length > SHOWN_CHARACTERS ? `${first.slice(0, SHOWN_CHARACTERS)}…` : first;
	return {
		shown: `${cut}${rest.length > 0 ? ` (and ${rest.length} more line${rest.length === 1 ? "" : "s"})` : ""}`,
		complete: cut === first && rest.length === 0
	};
}
function isPodGone(pod) {
	const phase = stringAt(pod, "status", "phase");
	return Boolean(pod.metadata.deletionTimestamp) || phase === "Succeeded";
}
// src/health/coreStatus.ts
function jobStatus(job) {
	const failedCondition = conditionOf(job, "Failed");
	if (failedCondition?.status === "True") return failed(`Job failed: ${describeCondition(failedCondition) || "no reason given"}`);
	if (conditionOf(job, "Complete")?.status === "True") return CURRENT;
	return inProgress(`Job not complete yet (${[
		"active",
		"succeeded",
		"failed"
	].map((field) => `${numberAt(job, "status", field)} ${field}`).join(", ")})`);
}
function podStatus(pod) {
	const phase = stringAt(pod, "status", "phase");
	if (phase === "Succeeded") return CURRENT;
	if (phase === "Failed") return failed(`pod failed${stringAt(pod, "status", "reason") ? `: ${stringAt(pod, "status", "reason")}` : ""}`);
	if (phase === "Running" && conditionOf(pod, "Ready")?.status === "True") return CURRENT;
	return inProgress(phase === "Running" ? "pod not Ready" : `pod ${phase || "not yet scheduled"}`);
}
function podRunStatus(pod) {
	const phase = stringAt(pod, "status", "phase");
	if (phase === "Succeeded") return CURRENT;
	const failure = podFailure(pod);
	return failure ? failed(failure.message, failure.detail) : inProgress(`pod ${phase || "not yet scheduled"}, not Succeeded yet`);
}
function pvcStatus(claim) {
	const phase = stringAt(claim, "status", "phase");
	return phase === "Bound" ? CURRENT : inProgress(`not Bound (${phase || "no phase yet"})`);
}
const NO_LOAD_BALANCER_ADDRESS = "no load balancer address assigned yet (is there a load-balancer controller?)";
function serviceStatus(service) {
	if (stringAt(service, "spec", "type") !== "LoadBalancer") return CURRENT;
	const ingress = service.status?.loadBalancer?.ingress;
	if (Array.isArray(ingress) && ingress.length > 0) return CURRENT;
	return stringAt(service, "spec", "clusterIP") === "" ? inProgress("cluster IP not assigned yet") : {
		status: "current",
		message: NO_LOAD_BALANCER_ADDRESS
	};
}
function namespaceStatus(namespace) {
	const phase = stringAt(namespace, "status", "phase");
	return phase === "Active" || phase === "" ? CURRENT : inProgress(`namespace ${phase}`);
}
function crdStatus(crd) {
	const names = conditionOf(crd, "NamesAccepted");
	if (names?.status === "False") return failed(`names not accepted: ${describeCondition(names)}`);
	if (conditionOf(crd, "Established")?.status === "True") return CURRENT;
	return inProgress("not Established yet");
}
// src/health/genericStatus.ts
function genericStatus(object) {
	if (object.metadata.deletionTimestamp) return inProgress("being deleted");
	const generation = object.metadata.generation;
	const observed = object.status?.observedGeneration;
	if (typeof generation === "number" && typeof observed === "number" && observed < generation) return inProgress(`generation ${generation} not yet observed (observed ${observed})`);
	const stalled = conditionOf(object, "Stalled");
	if (stalled?.status === "True") return failed(`Stalled: ${describeCondition(stalled) || "no reason given"}`);
	const reconciling = conditionOf(object, "Reconciling");
	if (reconciling?.status === "True") return inProgress(`Reconciling${reconciling.message ? `: ${reconciling.message}` : ""}`);
}
function readyConditionStatus(object) {
	const ready = conditionOf(object, "Ready");
	if (!ready || ready.status === "True") return {
		status: "current",
		message: ""
	};
	return inProgress(`Ready is ${ready.status ?? "unset"}${describeCondition(ready) ? ` (${describeCondition(ready)})` : ""}`);
}
// src/health/workloadStatus.ts
function deploymentStatus(deployment) {
	const progressing = conditionOf(deployment, "Progressing");
	if (progressing?.reason === "ProgressDeadlineExceeded") return failed(`ProgressDeadlineExceeded: ${progressing.message ?? "the rollout made no progress"}`);
	const wanted = numberAt(deployment, "spec", "replicas", 1);
	const replicas = numberAt(deployment, "status", "replicas");
	const updated = numberAt(deployment, "status", "updatedReplicas");
	const available = numberAt(deployment, "status", "availableReplicas");
	const ready = numberAt(deployment, "status", "readyReplicas");
	if (replicas < wanted) return inProgress(`${replicas}/${wanted} replicas created`);
	if (updated < wanted) return inProgress(`${updated}/${wanted} replicas updated`);
	if (replicas > wanted) return inProgress(`${replicas - wanted} old replicas pending termination`);
	if (available < wanted) return inProgress(`${available}/${wanted} replicas available`);
	if (ready < wanted) return inProgress(`${ready}/${wanted} replicas ready`);
	if (wanted > 0 && progressing && !(progressing.status === "True" && progressing.reason === "NewReplicaSetAvailable")) return inProgress(`new ReplicaSet not yet available${progressing.message ? ` (${progressing.message})` : ""}`);
	const availableCondition = conditionOf(deployment, "Available");
	if (wanted > 0 && availableCondition && availableCondition.status !== "True") return inProgress(`not Available (${describeCondition(availableCondition)})`);
	return CURRENT;
}
function statefulSetStatus(set) {
	const strategy = set.spec?.updateStrategy;
	if (strategy?.type === "OnDelete") return CURRENT;
	const wanted = numberAt(set, "spec", "replicas", 1);
	const replicas = numberAt(set, "status", "replicas");
	const ready = numberAt(set, "status", "readyReplicas");
	const current = numberAt(set, "status", "currentReplicas");
	const updated = numberAt(set, "status", "updatedReplicas");
	const partition = strategy?.rollingUpdate?.partition ?? 0;
	if (replicas < wanted) return inProgress(`${replicas}/${wanted} replicas created`);
	if (ready < wanted) return inProgress(`${ready}/${wanted} replicas ready`);
	if (partition > 0) {
		const toUpdate = Math.max(0, wanted - partition);
		return updated < toUpdate ? inProgress(`${updated}/${toUpdate} replicas updated (partition ${partition})`) : CURRENT;
	}
	if (current < wanted) return inProgress(`${current}/${wanted} replicas at the current revision`);
	if (stringAt(set, "status", "currentRevision") !== stringAt(set, "status", "updateRevision")) return inProgress(`rolling out revision ${stringAt(set, "status", "updateRevision")}`);
	return CURRENT;
}
function daemonSetStatus(set) {
	const desired = numberAt(set, "status", "desiredNumberScheduled");
	const scheduled = numberAt(set, "status", "currentNumberScheduled");
	const updated = numberAt(set, "status", "updatedNumberScheduled");
	const available = numberAt(set, "status", "numberAvailable");
	const ready = numberAt(set, "status", "numberReady");
	if (scheduled < desired) return inProgress(`${scheduled}/${desired} pods scheduled`);
	if (updated < desired) return inProgress(`${updated}/${desired} pods updated`);
	if (available < desired) return inProgress(`${available}/${desired} pods available`);
	if (ready < desired) return inProgress(`${ready}/${desired} pods ready`);
	return CURRENT;
}
function replicaSetStatus(set) {
	const failure = conditionOf(set, "ReplicaFailure");
	if (failure?.status === "True") return inProgress(`ReplicaFailure: ${describeCondition(failure)}`);
	const wanted = numberAt(set, "spec", "replicas", 1);
	const labelled = numberAt(set, "status", "fullyLabeledReplicas");
	const available = numberAt(set, "status", "availableReplicas");
	const ready = numberAt(set, "status", "readyReplicas");
	const replicas = numberAt(set, "status", "replicas");
	if (labelled < wanted) return inProgress(`${labelled}/${wanted} replicas labelled`);
	if (available < wanted) return inProgress(`${available}/${wanted} replicas available`);
	if (ready < wanted) return inProgress(`${ready}/${wanted} replicas ready`);
	if (replicas > wanted) return inProgress(`${replicas - wanted} replicas pending termination`);
	return CURRENT;
}
// src/health/statusRules.ts
const RULES = /* @__PURE__ */ new Map([
	["Deployment.apps", deploymentStatus],
	["StatefulSet.apps", statefulSetStatus],
	["DaemonSet.apps", daemonSetStatus],
	["ReplicaSet.apps", replicaSetStatus],
	["Job.batch", jobStatus],
	["Pod", podStatus],
	["PersistentVolumeClaim", pvcStatus],
	["Service", serviceStatus],
	["Namespace", namespaceStatus],
	["CustomResourceDefinition.apiextensions.k8s.io", crdStatus]
]);
const STATUSLESS_KINDS = /* @__PURE__ */ new Set([
	"ConfigMap",
	"Secret",
	"ServiceAccount",
	"Endpoints",
	"LimitRange",
	"ResourceQuota",
	"PodTemplate",
	"Role.rbac.authorization.k8s.io",
	"ClusterRole.rbac.authorization.k8s.io",
	"RoleBinding.rbac.authorization.k8s.io",
	"ClusterRoleBinding.rbac.authorization.k8s.io",
	"NetworkPolicy.networking.k8s.io",
	"IngressClass.networking.k8s.io",
	"Ingress.networking.k8s.io",
	"EndpointSlice.discovery.k8s.io",
	"PriorityClass.scheduling.k8s.io",
	"StorageClass.storage.k8s.io",
	"CSIDriver.storage.k8s.io",
	"RuntimeClass.node.k8s.io",
	"PodDisruptionBudget.policy",
	"HorizontalPodAutoscaler.autoscaling",
	"CronJob.batch",
	"Lease.coordination.k8s.io",
	"ValidatingWebhookConfiguration.admissionregistration.k8s.io",
	"MutatingWebhookConfiguration.admissionregistration.k8s.io",
	"ValidatingAdmissionPolicy.admissionregistration.k8s.io",
	"ValidatingAdmissionPolicyBinding.admissionregistration.k8s.io"
]);
function isStatusless(ref) {
	return STATUSLESS_KINDS.has(formatGroupKind(ref));
}
function statusOf(object) {
	const generic = genericStatus(object);
	if (generic) return generic;
	return (RULES.get(formatGroupKind({
		group: parseApiVersion(object.apiVersion).group,
		kind: object.kind
	})) ?? readyConditionStatus)(object);
}
export { podFailure as a, inProgress as c, isPodGone as i, stringAt as l, statusOf as n, podProblem as o, podRunStatus as r, failed as s, isStatusless as t };
