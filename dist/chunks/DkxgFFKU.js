import "./C1I3wEg2.js";
import { C as formatRef, D as refKey, S as formatGroupKind, T as parseApiVersion, _ as PRUNE_OPT_OUT_VALUE, c as parentRef, g as PRUNE_OPT_OUT_ANNOTATION, h as PART_OF_LABEL, o as isParent, s as memberSelector, x as describeRef, y as TOOL_NAME } from "./Bl8NhNXI.js";
import { a as lockHolder } from "./ChwmmQIc.js";
import { i as errorMessage, n as UserErrors, r as describeError, t as UserError } from "./CBbxxjUU.js";
import { t as formatDuration } from "./BL9db2ev.js";
import { a as CascadeListings, c as describeStatus, n as describeDestruction, o as settleTargets, r as destructiveRefusal, s as WatchedSet, t as consents } from "./CkGUdN85.js";
import { r as podRunStatus, t as isStatusless } from "./CxeQJ05Z.js";
import { a as isForbidden, n as ApiUnavailableError, r as CancelledError, t as ApiError } from "./mXrWi9Dr.js";
import { r as markAdopted } from "./M-e8-2My.js";
import { n as leaveSet } from "./DmR13Kkt.js";
import { a as shortCommit, i as repeatsNewest, n as deployEntry, o as withEntry, r as readHistory } from "./D9W0iCCm.js";
import { n as historyText, s as unionScope } from "./BGrNygI4.js";
import { i as widenParent, n as nothingToNarrow, r as recordOnParent, t as narrowParent } from "./CEA_CiZq.js";
import { c as CRD_RESOURCE, i as listCollection, n as deleteObject, r as getObject, s as serverSideApply, t as createObject } from "./BJ9eor5T.js";
import { r as readParent, t as objectError } from "./UgOSTxXd.js";
import { i as pruneStage, n as isCrd, r as isNamespace, t as applyStage } from "./ugx_sP5A.js";
import { t as appendTo } from "./tm8r1inG.js";
import { i as DESTRUCTIVE_CONSENT_LABEL, n as healthVerdict, p as actionOfResult, r as stoppedVerdict, t as RunFailure } from "./_WY7QyF-.js";
import { t as isRecord } from "./BhWKzUcV.js";
import { i as hooksOf, t as secretValues } from "./DFvEmPwT.js";
import { c as fieldsOwnedBy, d as setValueAt, f as valueAt, i as expandListed, l as removeEmptied, r as compareObjects, s as fieldOwners, t as adoptionDiff, u as removeFields } from "./B6QpbLcj.js";
import { a as isSecret, n as PlanRequests, o as isSecretsForbidden, r as listLiveMembers, s as uncomparedSecret, t as prepareMembers } from "./DVd4vYeN.js";
import { a as unmatchedRules, i as rulesFor, t as PROTECTED_POINTERS } from "./vWdMb7d1.js";
import { n as formatDependency, r as parseDependsOn, t as DEPENDS_ON_ANNOTATION } from "./yNtPCqgV.js";
import { t as commitWorktree } from "./CWHv0K4e.js";
import { t as VERSION } from "./DNeMJaaq.js";
import { isDeepStrictEqual } from "node:util";
// src/health/waitForHealth.ts
const APPLIED = /* @__PURE__ */ new Set([
	"created",
	"configured",
	"replaced",
	"unchanged"
]);
const LISTED_IN_PROGRESS_LINE = 5;
const SETTLING_EVERY_MS = 1e3;
async function waitForHealth(client, plan, records, options) {
	const targets = [];
	for (const entry of options.entries ?? plan.entries) {
		const { result, health } = records.get(entry) ?? {};
		if (result === "pruned" && options.pruned) targets.push({
			ref: entry.ref,
			info: entry.info,
			goal: "gone",
			key: entry,
			...entry.uid ? { uid: entry.uid } : {}
		});
		if (!options.applied || !result || !APPLIED.has(result) || health === "ready") continue;
		if (isStatusless(entry.ref)) records.record(entry, { health: "ready" }, { quiet: true });
		else targets.push({
			ref: entry.ref,
			info: entry.info,
			goal: "current",
			key: entry
		});
	}
	if (targets.length === 0) return;
	const gone = targets.filter((t) => t.goal === "gone").length;
	const ready = targets.length - gone;
	const what = [ready > 0 ? `${ready} object${ready === 1 ? "" : "s"} to become ready` : "", gone > 0 ? `${gone} pruned object${gone === 1 ? "" : "s"} to be gone` : ""].filter(Boolean).join(" and ");
	options.progress(`Waiting up to ${formatDuration(options.timeoutMs)} for ${what}`);
	const set = new WatchedSet(targets);
	let end;
	try {
		end = await settleTargets(client, set, {
			timeoutMs: options.timeoutMs,
			labelSelector: memberSelector(plan.parent.parent),
			onCurrent: (target, note) => records.record(target.key, {
				health: "ready",
				message: note
			}),
			...progressOf(options, targets.length),
			...options.signal ? { signal: options.signal } : {}
		});
	} catch (error) {
		markUnsettled(set.pending(), records, "not waited");
		throw error;
	}
	if (end === "settled") return;
	if (end === "failed") {
		const failures = markUnsettled(set.pending(), records, "not waited").filter((p) => p.status.status === "failed");
		for (const { target, status } of failures) if (status.detail) options.terminationMessages?.(`${formatRef(target.ref)}: ${status.detail}`);
		throw new UserErrors(failures.map(({ target, status }) => new UserError(describeStatus(target.ref, status), { hint: failureHint(target) })));
	}
	const pending = markUnsettled(set.pending(), records, "timed out");
	throw new UserError(`timed out after ${formatDuration(options.waitTimeoutMs ?? options.timeoutMs)} waiting for ${pending.length} object${pending.length === 1 ? "" : "s"}: ${pending.map((p) => describeStatus(p.target.ref, p.status)).join("; ")}`, { hint: "if the rollout is only slow, raise the timeout (--timeout); otherwise look at why it does not progress (kubectl describe, kubectl get events)" });
}
function markNotWaited(plan, records) {
	for (const entry of plan.entries) {
		const { result, health } = records.get(entry) ?? {};
		if (result && APPLIED.has(result) && !health) records.record(entry, { health: "not waited" }, { quiet: true });
	}
}
function markUnsettled(pending, records, health) {
	for (const { target, status } of pending) records.record(target.key, {
		health: status.status === "failed" ? "failed" : health,
		message: status.message
	});
	return pending;
}
function failureHint(target) {
	const where = target.ref.namespace ? ` -n ${target.ref.namespace}` : "";
	return `waiting will not mend this; kubectl describe ${formatRef(target.ref)}${where} shows more. The objects are applied: fix the manifests and deploy again`;
}
function progressOf(options, total) {
	const { settling } = options;
	if (settling) return {
		progress: (pending) => settling(total - pending.length, total, pending[0] && describeStatus(pending[0].target.ref, pending[0].status)),
		progressEveryMs: SETTLING_EVERY_MS
	};
	return {
		progress: (pending) => options.progress(progressLine(pending, total)),
		...options.progressEveryMs ? { progressEveryMs: options.progressEveryMs } : {}
	};
}
function progressLine(pending, total) {
	const shown = pending.slice(0, LISTED_IN_PROGRESS_LINE).map((p) => describeStatus(p.target.ref, p.status));
	const more = pending.length > shown.length ? `; and ${pending.length - shown.length} more` : "";
	return `Waiting for ${pending.length} of ${total} objects: ${shown.join("; ")}${more}`;
}
// src/execute/dependents.ts
function whyNot(record) {
	if (record?.result === "failed" || record?.health === "failed") return "which failed";
	if (record?.health === "timed out") return "which was not ready within the timeout (--timeout)";
}
function skipDependents(order, records, entries) {
	const dependents = /* @__PURE__ */ new Map();
	for (const [entry, dependencies] of order.dependsOn) for (const dependency of dependencies) appendTo(dependents, dependency, entry);
	const queue = [];
	for (const entry of entries) {
		const why = whyNot(records.get(entry));
		if (why) queue.push([entry, why]);
	}
	for (let next = 0; next < queue.length; next++) {
		const [dependency, why] = queue[next];
		for (const dependent of dependents.get(dependency) ?? []) {
			if (records.get(dependent)?.result) continue;
			records.record(dependent, {
				result: "skipped",
				message: `not applied: depends on ${formatRef(dependency.ref)}, ${why}`
			});
			queue.push([dependent, "which was not applied"]);
		}
	}
}
// src/execute/historyEntry.ts
function deployEntryOf(plan, records, facts, result) {
	const summary = {
		create: 0,
		update: 0,
		replace: 0,
		prune: 0,
		keep: 0,
		unchanged: 0
	};
	for (const entry of plan.entries) {
		const done = records.get(entry)?.result;
		const action = done && actionOfResult(done);
		if (action) summary[action]++;
	}
	return deployEntry(facts.source, {
		startedMs: facts.startedMs,
		result,
		summary,
		...facts.rollback ? { rollback: true } : {}
	});
}
// src/plan/pruneFilters/podReferences.ts
const REFERENCED_KINDS = /* @__PURE__ */ new Set([
	"ConfigMap",
	"Secret",
	"ServiceAccount",
	"PersistentVolumeClaim"
]);
function referenceKey(kind, name) {
	return `${kind}/${name}`;
}
const records = (value) => Array.isArray(value) ? value.filter(isRecord) : [];
const field = (value, ...path) => path.reduce((at, key) => isRecord(at) ? at[key] : void 0, value);
const text = (value) => typeof value === "string" && value !== "" ? value : void 0;
function podSpecReferences(spec) {
	const found = /* @__PURE__ */ new Set();
	const add = (kind, name) => {
		const n = text(name);
		if (n) found.add(referenceKey(kind, n));
	};
	if (!isRecord(spec)) return found;
	add("ServiceAccount", text(spec["serviceAccountName"]) ?? text(spec["serviceAccount"]) ?? "default");
	for (const secret of records(spec["imagePullSecrets"])) add("Secret", secret["name"]);
	for (const volume of records(spec["volumes"])) {
		add("ConfigMap", field(volume, "configMap", "name"));
		add("Secret", field(volume, "secret", "secretName"));
		add("PersistentVolumeClaim", field(volume, "persistentVolumeClaim", "claimName"));
		add("Secret", field(volume, "csi", "nodePublishSecretRef", "name"));
		for (const source of records(field(volume, "projected", "sources"))) {
			add("ConfigMap", field(source, "configMap", "name"));
			add("Secret", field(source, "secret", "name"));
		}
	}
	const containers = [
		"initContainers",
		"containers",
		"ephemeralContainers"
	].flatMap((key) => records(spec[key]));
	for (const container of containers) {
		for (const from of records(container["envFrom"])) {
			add("ConfigMap", field(from, "configMapRef", "name"));
			add("Secret", field(from, "secretRef", "name"));
		}
		for (const env of records(container["env"])) {
			add("ConfigMap", field(env, "valueFrom", "configMapKeyRef", "name"));
			add("Secret", field(env, "valueFrom", "secretKeyRef", "name"));
		}
	}
	return found;
}
function podSpecOf(object) {
	const group = (object.apiVersion ?? "").includes("/") ? (object.apiVersion ?? "").split("/")[0] : "";
	switch (`${object.kind}.${group}`) {
		case "Pod.": return object.spec;
		case "ReplicationController.":
		case "Deployment.apps":
		case "StatefulSet.apps":
		case "DaemonSet.apps":
		case "ReplicaSet.apps":
		case "Job.batch": return field(object.spec, "template", "spec");
		case "CronJob.batch": return field(object.spec, "jobTemplate", "spec", "template", "spec");
		default: return;
	}
}
const REVISIONED = /* @__PURE__ */ new Set([
	"Deployment",
	"StatefulSet",
	"DaemonSet"
]);
function startsRevision(live, planned) {
	return live.apiVersion.startsWith("apps/") && REVISIONED.has(live.kind) && !isDeepStrictEqual(field(live["spec"], "template"), field(planned["spec"], "template"));
}
// src/plan/pruneFilters/namespaceUsers.ts
const REVISION_ANNOTATION = "deployment.kubernetes.io/revision";
const REVISION_HASH_LABEL = "controller-revision-hash";
const ROLE_WORDS = {
	current: void 0,
	previous: "previous revision",
	"previous after this deploy": "the previous revision after this deploy",
	older: "an older revision"
};
const controllerOf = (object) => object.metadata.ownerReferences?.find((owner) => owner.controller);
const ownerName = (owner) => formatRef({
	group: parseApiVersion(owner.apiVersion).group,
	kind: owner.kind,
	name: owner.name
});
function namespaceUses(objects, moment) {
	const uses = /* @__PURE__ */ new Map();
	const add = (spec, use) => {
		for (const key of podSpecReferences(spec)) {
			const list = uses.get(key);
			if (list) list.push(use);
			else uses.set(key, [use]);
		}
	};
	const revisions = revisionsOf(objects, moment);
	const replicaSets = new Map(objects.replicaSets.map((rs) => [rs.metadata.name ?? "", rs]));
	const controllerRevisions = new Map(objects.controllerRevisions.map((cr) => [cr.metadata.name ?? "", cr]));
	for (const pod of objects.pods) {
		const phase = pod["status"]?.phase;
		if (phase === "Succeeded" || phase === "Failed") continue;
		const controller = controllerOf(pod);
		const replicaSet = controller?.kind === "ReplicaSet" ? replicaSets.get(controller.name) : void 0;
		const revisionObject = replicaSet ?? revisionObjectOfPod(pod, controller, controllerRevisions);
		const revision = revisions.get(revisionObject?.metadata.uid ?? "");
		if ([
			pod.metadata.uid,
			controller?.uid,
			replicaSet && controllerOf(replicaSet)?.uid
		].some((uid) => uid !== void 0 && moment.pruned.has(uid))) continue;
		if (moment.when === "after-apply" && revision?.role === "older") continue;
		const about = revision ? [revision.workload, ROLE_WORDS[revision.role]] : controller ? [ownerName(controller)] : [];
		add(pod["spec"], {
			user: `pod ${pod.metadata.name ?? ""}`,
			about: about.filter((word) => word !== void 0)
		});
	}
	const templates = [...objects.replicaSets.map((rs) => ({
		object: rs,
		kind: "replicaset.apps",
		spec: podSpecOf({
			apiVersion: "apps/v1",
			kind: "ReplicaSet",
			spec: rs["spec"]
		})
	})), ...objects.controllerRevisions.map((cr) => ({
		object: cr,
		kind: "controllerrevision.apps",
		spec: templateSpecOfRevision(cr)
	}))];
	for (const { object, kind, spec } of templates) {
		const revision = revisions.get(object.metadata.uid ?? "");
		const owner = revision?.ownerUid ?? controllerOf(object)?.uid;
		if (revision?.role === "older" || owner !== void 0 && moment.pruned.has(owner) || moment.pruned.has(object.metadata.uid ?? "")) continue;
		const about = revision ? [revision.workload, ROLE_WORDS[revision.role]].filter((word) => word !== void 0) : [];
		add(spec, {
			user: `${kind}/${object.metadata.name ?? ""}`,
			about
		});
	}
	for (const cronJob of objects.cronJobs) {
		if (moment.pruned.has(cronJob.metadata.uid ?? "")) continue;
		add(podSpecOf({
			apiVersion: "batch/v1",
			kind: "CronJob",
			spec: cronJob["spec"]
		}), {
			user: `cronjob.batch/${cronJob.metadata.name ?? ""}`,
			about: []
		});
	}
	return uses;
}
function describeUse(use) {
	return use.about.length === 0 ? use.user : `${use.user} (${use.about.join(", ")})`;
}
function revisionsOf(objects, moment) {
	const byOwner = /* @__PURE__ */ new Map();
	const note = (object, number) => {
		const owner = controllerOf(object);
		if (!owner || !Number.isFinite(number)) return;
		const list = byOwner.get(owner.uid) ?? [];
		list.push({
			uid: object.metadata.uid ?? "",
			number,
			workload: ownerName(owner)
		});
		byOwner.set(owner.uid, list);
	};
	for (const rs of objects.replicaSets) if (controllerOf(rs)?.kind === "Deployment") note(rs, Number(rs.metadata.annotations?.[REVISION_ANNOTATION]));
	for (const cr of objects.controllerRevisions) note(cr, Number(cr["revision"]));
	const roles = /* @__PURE__ */ new Map();
	for (const [ownerUid, list] of byOwner) {
		const shifted = moment.when === "after-apply" && moment.newRevisions.has(ownerUid);
		list.sort((a, b) => b.number - a.number);
		list.forEach((revision, index) => {
			const role = shifted ? index === 0 ? "previous after this deploy" : "older" : index === 0 ? "current" : index === 1 ? "previous" : "older";
			roles.set(revision.uid, {
				workload: revision.workload,
				ownerUid,
				role
			});
		});
	}
	return roles;
}
function revisionObjectOfPod(pod, controller, byName) {
	const hash = pod.metadata.labels?.[REVISION_HASH_LABEL];
	if (!controller || hash === void 0) return void 0;
	const revision = byName.get(hash) ?? byName.get(`${controller.name}-${hash}`);
	return revision && controllerOf(revision)?.uid === controller.uid ? revision : void 0;
}
function templateSpecOfRevision(revision) {
	return revision["data"]?.spec?.template?.spec;
}
// src/plan/pruneFilters/inUseFilter.ts
const USER_KINDS = [
	{
		group: "",
		kind: "Pod",
		into: "pods"
	},
	{
		group: "apps",
		kind: "ReplicaSet",
		into: "replicaSets"
	},
	{
		group: "apps",
		kind: "ControllerRevision",
		into: "controllerRevisions"
	},
	{
		group: "batch",
		kind: "CronJob",
		into: "cronJobs"
	}
];
function isReferencedKind(ref) {
	return ref.group === "" && ref.namespace !== "" && REFERENCED_KINDS.has(ref.kind);
}
async function checkUsage(cluster, candidates, context, warn) {
	const namespaces = [...new Set(candidates.filter(isReferencedKind).map((ref) => ref.namespace))];
	const found = /* @__PURE__ */ new Map();
	await Promise.all(namespaces.map(async (namespace) => {
		const objects = await listUsers(cluster, namespace, context.listed);
		if ("unchecked" in objects) {
			warn(`what uses the objects that left the manifests in namespace ${namespace} could not be read (${objects.unchecked}): they are kept until it can be; grant list on pods, replicasets, controllerrevisions and cronjobs there (docs/action.md#least-privilege-rbac)`);
			found.set(namespace, objects);
			return;
		}
		const uses = namespaceUses(objects, context.moment);
		for (const member of context.members) addManifestUses(uses, member, namespace);
		found.set(namespace, uses);
	}));
	return (ref) => {
		if (!isReferencedKind(ref)) return void 0;
		const uses = found.get(ref.namespace);
		if (uses === void 0) return void 0;
		if (!(uses instanceof Map)) return { unchecked: uses.unchecked };
		const users = uses.get(referenceKey(ref.kind, ref.name));
		if (!users || users.length === 0) return void 0;
		const more = users.length - 1;
		return { usedBy: `${describeUse(users[0])}${more > 0 ? ` and ${more} more` : ""}` };
	};
}
function addManifestUses(uses, member, namespace) {
	if (!member.member || member.ref.namespace !== namespace) return;
	const use = {
		user: `${formatRef(member.ref)} in the manifests`,
		about: []
	};
	for (const key of podSpecReferences(podSpecOf(member.member.object))) uses.set(key, [use, ...uses.get(key) ?? []]);
}
async function listUsers(cluster, namespace, listed) {
	const objects = {
		pods: [],
		replicaSets: [],
		controllerRevisions: [],
		cronJobs: []
	};
	const refused = (await Promise.all(USER_KINDS.map(async ({ group, kind, into }) => {
		const info = cluster.discovery.forGroupKind({
			group,
			kind
		});
		if (!info) return void 0;
		try {
			objects[into] = (await listCollection(cluster.client, info, namespace, void 0, { metadataOnly: false })).items;
			listed?.(info, namespace, objects[into]);
			return;
		} catch (error) {
			if (isForbidden(error)) return `listing ${info.resource} in namespace ${namespace} is forbidden`;
			throw error;
		}
	}))).filter((reason) => reason !== void 0);
	return refused.length > 0 ? { unchecked: refused.join("; ") } : objects;
}
// src/execute/pruneWork.ts
async function decidePruneWork(cluster, plan, records) {
	const prunes = plan.entries.filter((entry) => entry.action === "prune");
	const usedKeeps = plan.entries.filter((entry) => entry.action === "keep" && entry.keep && !("annotation" in entry.keep));
	const leaves = plan.entries.filter((entry) => entry.action === "keep" && entry.keep && "annotation" in entry.keep);
	const checked = prunes.filter((entry) => !entry.terminating);
	const moment = {
		when: "now",
		newRevisions: /* @__PURE__ */ new Set(),
		pruned: new Set(checked.flatMap((entry) => entry.uid ? [entry.uid] : []))
	};
	const inUse = await checkUsage(cluster, [...checked, ...usedKeeps].map((entry) => entry.ref), {
		members: plan.entries.filter((entry) => entry.member),
		moment
	}, () => {});
	const kept = [];
	for (const entry of [...checked, ...usedKeeps]) {
		const keep = inUse(entry.ref) ?? (entry.action === "keep" ? entry.keep : void 0);
		if (!keep) continue;
		records.record(entry, {
			result: "kept",
			keep
		});
		kept.push(entry);
	}
	const keptScope = {
		groupKinds: kept.map((entry) => ({
			group: entry.ref.group,
			kind: entry.ref.kind
		})),
		namespaces: kept.map((entry) => entry.ref.namespace).filter((namespace) => namespace !== "")
	};
	const keptNow = new Set(kept);
	return {
		deletes: prunes.filter((entry) => !keptNow.has(entry)),
		leaves,
		keptScope
	};
}
// src/execute/replaceObject.ts
async function replaceObject(client, entry, options) {
	const deleted = await deleteObject(client, entry.info, {
		namespace: entry.ref.namespace,
		name: entry.ref.name,
		uid: entry.uid ?? ""
	}, {
		propagationPolicy: "Foreground",
		dryRun: false
	});
	if (deleted === "replaced") throw new UserError(`${describeRef(entry.ref)} was replaced by another object (another UID) since it was planned; not replaced again`, {
		source: entry.member?.source,
		hint: "run again: the next plan compares the manifest with the object as it is now"
	});
	if (deleted === "deleted") await untilGone(client, entry, options);
	await serverSideApply(client, entry.info, entry.member.object, {
		fieldManager: options.fieldManager,
		force: options.forceConflicts,
		dryRun: false
	});
}
async function untilGone(client, entry, options) {
	const set = new WatchedSet([{
		ref: entry.ref,
		info: entry.info,
		goal: "gone",
		uid: entry.uid ?? "",
		key: entry
	}]);
	if (await settleTargets(client, set, {
		timeoutMs: options.timeoutMs,
		...options.signal ? { signal: options.signal } : {}
	}) === "settled") return;
	const stuck = set.pending()[0];
	throw new UserError(`${describeRef(entry.ref)} was deleted to be replaced but is not gone after ${formatDuration(options.timeoutMs)} (${describeStatus(stuck.target.ref, stuck.status)}); not created again`, {
		source: entry.member?.source,
		hint: "a finalizer may hold it (kubectl get -o yaml shows metadata.finalizers); once it is gone, deploy again to create it (timeout, --timeout, bounds this wait)"
	});
}
// src/settlePooled.ts
const POOL_SIZE = 1024;
async function settlePooled(items, work, size = POOL_SIZE) {
	const results = new Array(items.length);
	let next = 0;
	const worker = async () => {
		while (next < items.length) {
			const index = next++;
			try {
				results[index] = {
					status: "fulfilled",
					value: await work(items[index], index)
				};
			} catch (reason) {
				results[index] = {
					status: "rejected",
					reason
				};
			}
		}
	};
	await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
	return results;
}
// src/execute/stageFailures.ts
async function runStage(stage, records, verb, work) {
	const refused = [];
	const outages = /* @__PURE__ */ new Map();
	let cancelled = false;
	await settlePooled(stage, async (entry) => {
		try {
			await work(entry);
		} catch (error) {
			if (error instanceof CancelledError) cancelled = true;
			else if (error instanceof ApiUnavailableError) {
				const shared = outages.get(error.problem);
				if (shared) shared.count++;
				else outages.set(error.problem, {
					error,
					count: 1
				});
			} else {
				const problem = error instanceof UserError ? error : objectError(entry.ref, entry.member?.source, verb, error);
				records.record(entry, {
					result: "failed",
					message: problem.message
				});
				refused.push(problem);
			}
		}
	});
	return {
		errors: [...[...outages.values()].map(({ error, count }) => outageError(error, count, verb)), ...refused],
		cancelled
	};
}
function outageError(error, count, verb) {
	const objects = `${count} object${count === 1 ? "" : "s"} not ${verb === "apply" ? "applied" : "pruned"}`;
	return new UserError(`${error.message}; ${objects}`, {
		hint: `requests were retried for ${Math.round(error.forMs / 1e3)} s (retry-timeout); check that the cluster's API server is up and reachable from here, then run again: the parent still records every namespace and kind of the set, so the next run finishes what this one left`,
		cause: error
	});
}
// src/execute/executePlan.ts
var ApplyFailure = class extends UserErrors {};
var DependencyFailure = class extends ApplyFailure {};
function stopIf(errors, cancelled) {
	if (cancelled) throw new CancelledError();
	if (errors.length > 0) throw new ApplyFailure(errors);
}
async function applyPlan(cluster, plan, records, options) {
	const { client } = cluster;
	const { parent } = plan.parent;
	const done = (entry, result) => records.record(entry, { result });
	const applyMember = async (entry) => {
		const warned = (serverWarnings) => records.record(entry, { serverWarnings }, { quiet: true });
		if (entry.adopted) await markAdopted(client, entry.info, {
			namespace: entry.ref.namespace,
			name: entry.ref.name,
			uid: entry.uid ?? ""
		}, parent.id, options.fieldManager);
		await serverSideApply(client, entry.info, entry.member.object, {
			fieldManager: options.fieldManager,
			force: options.forceConflicts,
			dryRun: false,
			warned
		});
		done(entry, entry.action === "create" ? "created" : "configured");
	};
	const parentNamespace = plan.entries.find((e) => e.action === "create" && isNamespace(e.ref) && e.ref.name === parent.namespace);
	if (parentNamespace) try {
		await applyMember(parentNamespace);
	} catch (error) {
		if (error instanceof CancelledError) throw error;
		throw new ApplyFailure([objectError(parentNamespace.ref, parentNamespace.member?.source, "apply", error)]);
	}
	if (options.beforeParentWrite) try {
		await options.beforeParentWrite();
	} catch (error) {
		if (error instanceof CancelledError) throw error;
		throw new ApplyFailure([error instanceof UserError ? error : objectError(parentRef(parent), void 0, "taking the ApplySet lock", error)]);
	}
	try {
		await widenParent(client, plan.parent, plan.scope, options.tooling);
	} catch (error) {
		if (error instanceof CancelledError) throw error;
		throw new ApplyFailure([objectError(parentRef(parent), void 0, "updating the ApplySet parent", error)]);
	}
	await options.beforeMembers?.();
	const awaited = new Set([...plan.order.dependsOn].filter(([entry]) => entry.member !== void 0).flatMap(([, dependencies]) => dependencies));
	for (const group of plan.order.apply) {
		const { errors, cancelled } = await runStage(group, records, "apply", async (entry) => {
			if (entry.action === "unchanged") return done(entry, "unchanged");
			if (entry.action === "replace") {
				await replaceObject(client, entry, {
					...options,
					timeoutMs: options.waits.remainingMs(),
					...options.signal ? { signal: options.signal } : {}
				});
				return done(entry, "replaced");
			}
			if (entry !== parentNamespace) await applyMember(entry);
		});
		skipDependents(plan.order, records, group);
		stopIf(errors, cancelled);
		await afterGroup(() => options.afterStage?.(group), ApplyFailure);
		const dependencies = group.filter((entry) => awaited.has(entry));
		const { awaitGroup } = options;
		if (dependencies.length > 0 && awaitGroup) await afterGroup(() => awaitGroup(dependencies, "ready"), DependencyFailure, () => skipDependents(plan.order, records, dependencies));
	}
}
async function afterGroup(step, as, onFailure) {
	try {
		await step();
	} catch (error) {
		onFailure?.();
		if (error instanceof CancelledError) throw error;
		throw new as(error instanceof UserErrors ? error.errors : [error instanceof UserError ? error : new UserError(String(error))]);
	}
}
async function prunePlan(cluster, plan, records, options) {
	const { client } = cluster;
	const { parent } = plan.parent;
	const done = (entry, result) => records.record(entry, { result });
	if (plan.entries.filter((e) => e.action === "prune" || e.action === "keep").length === 0) return plan.scope;
	const work = await decidePruneWork(cluster, plan, records).catch((error) => {
		if (error instanceof CancelledError) throw error;
		throw new ApplyFailure([new UserError(`could not check what uses the objects to prune, so none was pruned: ${describeError(error)}`, {
			hint: "run again: the parent still records them",
			cause: error
		})]);
	});
	const toDo = /* @__PURE__ */ new Set([...work.deletes, ...work.leaves]);
	const dependents = new Set([...plan.order.dependsOn.keys()].filter((entry) => entry.action === "prune"));
	for (const group of plan.order.prune) {
		const { errors, cancelled } = await runStage(group.filter((entry) => toDo.has(entry)), records, "prune", async (entry) => {
			const target = {
				namespace: entry.ref.namespace,
				name: entry.ref.name,
				uid: entry.uid ?? ""
			};
			if (entry.action === "keep") {
				const left = await leaveSet(client, entry.info, target, parent.id, options.fieldManager);
				if (left === "left") return done(entry, "kept");
				const message = left === "gone" ? "deleted by someone else since it was listed" : `replaced, or its ${PART_OF_LABEL} label changed, since it was listed; left as it is`;
				return records.record(entry, {
					result: "skipped",
					message
				});
			}
			if (entry.terminating) return done(entry, "pruned");
			if (await deleteObject(client, entry.info, target, {
				propagationPolicy: options.propagationPolicy,
				dryRun: false
			}) !== "replaced") return done(entry, "pruned");
			const message = "replaced by a new object (another UID) since it was listed; not pruned";
			records.record(entry, {
				result: "skipped",
				message
			});
			options.onWarning(`${describeRef(entry.ref)} was ${message}`);
		});
		stopIf(errors, cancelled);
		const waitFor = group.filter((entry) => dependents.has(entry) && records.get(entry)?.result === "pruned");
		const { awaitGroup } = options;
		if (waitFor.length > 0 && awaitGroup) await afterGroup(() => awaitGroup(waitFor, "gone"), ApplyFailure);
	}
	return unionScope(plan.scope, work.keptScope);
}
async function finishParent(cluster, plan, records, options, result, scope) {
	const { parent } = plan.parent;
	const entry = options.history && deployEntryOf(plan, records, options.history, result);
	if (plan.entries.every((e) => e.action === "unchanged") && nothingToNarrow(plan.parent, plan.scope) && (!entry || repeatsNewest(historyText(plan.parent.live), entry))) return;
	const history = entry && ((text) => withEntry(text, entry));
	try {
		if (options.prune) await narrowParent(cluster, parent, scope, options.tooling, options.onWarning, history);
		else if (history) await recordOnParent(cluster.client, parent, options.tooling, history);
	} catch (error) {
		if (error instanceof CancelledError) throw error;
		throw new ApplyFailure([objectError(parentRef(parent), void 0, options.prune ? "narrowing the ApplySet parent" : "recording the deploy on the ApplySet parent", error)]);
	}
}
// src/execute/waitBudget.ts
var WaitBudget = class {
	totalMs;
	deadline;
	constructor(totalMs) {
		this.totalMs = totalMs;
	}
	remainingMs() {
		this.deadline ??= Date.now() + this.totalMs;
		return Math.max(0, this.deadline - Date.now());
	}
};
// src/execute/deployPlan.ts
const NOT_PRUNED_ROLLOUT_FAILED = "not pruned: the rollout failed";
const NOT_LEFT_ROLLOUT_FAILED = "still in the set: the rollout failed";
var RolloutFailure = class extends UserErrors {};
async function deployPlan(cluster, waitClient, plan, records, options) {
	const waits = new WaitBudget(options.waitTimeoutMs);
	const waitFor = (what, entries) => waitForHealth(waitClient, plan, records, {
		...what,
		...entries ? { entries } : {},
		timeoutMs: waits.remainingMs(),
		waitTimeoutMs: waits.totalMs,
		progress: options.progress,
		...options.settling ? { settling: options.settling } : {},
		signal: options.signal,
		...options.terminationMessages ? { terminationMessages: options.terminationMessages } : {}
	});
	const notPruned = () => {
		for (const entry of plan.entries) if (entry.action === "prune") records.record(entry, {
			result: "skipped",
			message: NOT_PRUNED_ROLLOUT_FAILED
		});
		else if (entry.action === "keep" && entry.keep && "annotation" in entry.keep) records.record(entry, {
			result: "skipped",
			message: NOT_LEFT_ROLLOUT_FAILED
		});
		else if (entry.action === "keep") records.record(entry, { result: "kept" });
	};
	const remainingMs = () => waits.remainingMs();
	const { chartHooks } = options;
	const execute = {
		...options,
		waits,
		...chartHooks ? { beforeMembers: () => chartHooks.before(remainingMs) } : {},
		awaitGroup: (entries, goal) => {
			const [names, one] = [entries.map((e) => formatRef(e.ref)).join(", "), entries.length === 1];
			options.progress(goal === "ready" ? `Applying what depends on ${names} once ${one ? "it is" : "they are"} ready` : `Pruning what ${names} ${one ? "depends" : "depend"} on once ${one ? "it is" : "they are"} gone`);
			return waitFor({
				applied: goal === "ready",
				pruned: goal === "gone"
			}, entries);
		}
	};
	try {
		await applyPlan(cluster, plan, records, execute);
	} catch (error) {
		if (error instanceof DependencyFailure) notPruned();
		throw error;
	}
	const prunes = options.prune && plan.entries.some((e) => e.action === "prune" || e.action === "keep");
	const pruneAfterHealthy = prunes && options.wait && options.pruneTiming === "after-healthy";
	const pruneLate = pruneAfterHealthy || prunes && chartHooks !== void 0;
	let scope = plan.scope;
	if (options.prune && !pruneLate) scope = await prunePlan(cluster, plan, records, execute);
	if (!options.wait) markNotWaited(plan, records);
	else {
		if (pruneAfterHealthy) options.progress("Pruning once what was applied is ready (prune-timing: after-healthy)");
		try {
			await waitFor({
				applied: true,
				pruned: false
			});
		} catch (error) {
			if (error instanceof CancelledError) throw error;
			if (pruneLate) notPruned();
			throw rolloutFailure(error, plan, records);
		}
	}
	if (chartHooks) try {
		await chartHooks.after(remainingMs);
	} catch (error) {
		if (pruneLate && !(error instanceof CancelledError)) notPruned();
		throw error;
	}
	if (pruneLate) scope = await prunePlan(cluster, plan, records, execute);
	await finishParent(cluster, plan, records, execute, options.wait ? "healthy" : "applied", scope);
	await options.savePlanRecord?.().catch((error) => {
		if (error instanceof CancelledError) throw error;
		options.onWarning(`the record of this plan for the next one (plan-cache) was not written, so the next plan dry-runs every object: ${errorMessage(error)}`);
	});
	await options.writesDone();
	if (options.wait && options.prune && options.waitForPrunes) await waitFor({
		applied: false,
		pruned: true
	});
}
function rolloutFailure(error, plan, records) {
	if (!plan.entries.some((entry) => {
		const health = records.get(entry)?.health;
		return health === "failed" || health === "timed out";
	}) || !(error instanceof UserError)) return error;
	return new RolloutFailure(error instanceof UserErrors ? error.errors : [error]);
}
// src/execute/deployRecord.ts
async function recordedDeploy(cluster, waitClient, plan, records, options) {
	try {
		await deployPlan(cluster, waitClient, plan, records, options);
	} catch (error) {
		const client = options.recordClient();
		if (client) await recordStoppedDeploy(client, plan, records, options, stoppedResult(error, plan, records));
		throw error;
	}
}
function stoppedResult(error, plan, records) {
	if (error instanceof CancelledError) return "cancelled";
	return healthVerdict(plan.entries.map((entry) => records.get(entry)?.health));
}
async function recordStoppedDeploy(client, plan, records, options, result) {
	const entry = deployEntryOf(plan, records, options.history, result);
	try {
		await recordOnParent(client, plan.parent.parent, options.tooling, (text) => withEntry(text, entry));
	} catch (error) {
		options.onWarning(`the ApplySet parent's deploy history does not record this ${result} deploy: ${errorMessage(error)}`);
	}
}
// src/plan/prepareHooks.ts
const AWAITED = /* @__PURE__ */ new Set(["Job.batch", "Pod"]);
function isAwaited(ref) {
	return AWAITED.has(formatGroupKind(ref));
}
function prepareHooks(discovery, hooks, namespace) {
	const errors = [];
	const prepared = [];
	for (const hook of hooks) {
		const { object, source } = hook.object;
		const { group, version } = parseApiVersion(object.apiVersion);
		const info = discovery.forKind(group, version, object.kind);
		const name = object.metadata.name ?? "";
		if (!info) {
			errors.push(new UserError(`the cluster does not serve ${object.kind} in ${object.apiVersion}, the kind of the Helm hook ${name}`, {
				source,
				hint: "check the chart's apiVersion and kind; a hook's kind must be served before the chart is deployed"
			}));
			continue;
		}
		const objectNamespace = info.namespaced ? object.metadata.namespace || namespace : "";
		if (info.namespaced && objectNamespace === "") {
			errors.push(new UserError(`the Helm hook ${object.kind} ${name} is namespaced but has no namespace, and the ApplySet parent is cluster-scoped`, {
				source,
				hint: "give a default namespace (the namespace input or --namespace)"
			}));
			continue;
		}
		const written = {
			...object,
			metadata: {
				...object.metadata,
				...info.namespaced ? { namespace: objectNamespace } : {}
			}
		};
		prepared.push({
			hook,
			info,
			object: written,
			ref: {
				group,
				version,
				kind: object.kind,
				namespace: objectNamespace,
				name
			}
		});
	}
	if (errors.length > 0) throw new UserErrors(errors);
	return prepared;
}
function preparedOf(hooks, phase) {
	const byHook = new Map(hooks.map((prepared) => [prepared.hook, prepared]));
	return hooksOf(hooks.map((prepared) => prepared.hook), phase).map((hook) => byHook.get(hook));
}
// src/execute/chartHooks.ts
var HookFailure = class extends ApplyFailure {};
async function runHookPhase(client, hooks, phase, what, options) {
	const ordered = preparedOf(hooks, phase);
	if (ordered.length === 0) return;
	options.progress(`Running ${ordered.length} ${phase} hook${ordered.length === 1 ? "" : "s"}: ${ordered.map((p) => formatRef(p.ref)).join(", ")}`);
	for (const prepared of ordered) await runHook(client, prepared, phase, what, options);
}
async function runHook(client, prepared, phase, what, options) {
	const { ref, info, hook } = prepared;
	const named = `${formatRef(ref)} (${phase} hook)`;
	const policy = (name) => hook.deletePolicies.includes(name);
	await written(prepared, "apply", async () => {
		if (policy("before-hook-creation")) await deleteHook(client, prepared, options, "before-hook-creation");
		await serverSideApply(client, info, prepared.object, {
			fieldManager: options.fieldManager,
			force: options.forceConflicts,
			dryRun: false
		});
	});
	options.progress(`${named} applied`);
	if (!isAwaited(ref)) return;
	const set = new WatchedSet([{
		ref,
		info,
		goal: "current",
		key: prepared,
		...ref.kind === "Pod" && ref.group === "" ? { rule: podRunStatus } : {}
	}]);
	const timeoutMs = options.remainingMs();
	const end = await settleTargets(client, set, {
		timeoutMs,
		...options.signal ? { signal: options.signal } : {}
	});
	if (end === "settled") {
		options.progress(`${named} succeeded`);
		if (policy("hook-succeeded")) await written(prepared, "delete", () => deleteHook(client, prepared, options, "hook-succeeded"));
		return;
	}
	const status = set.pending()[0]?.status;
	if (status?.detail) options.terminationMessages?.(`${formatRef(ref)}: ${status.detail}`);
	if (policy("hook-failed")) await written(prepared, "delete", () => deleteHook(client, prepared, options, "hook-failed"));
	const why = end === "failed" && status ? describeStatus(ref, status) : `${formatRef(ref)}: timed out after ${formatDuration(timeoutMs)}${status ? ` (${status.message})` : ""}`;
	throw new HookFailure([new UserError(`the ${phase} hook failed, ${what}: ${why}`, {
		source: hook.object.source,
		hint: `kubectl describe ${formatRef(ref)}${ref.namespace ? ` -n ${ref.namespace}` : ""} shows more${policy("hook-failed") ? " while it lasts (its hook-failed policy deleted it)" : ""}; fix the chart or what the hook needs, then deploy again`
	})]);
}
async function written(prepared, verb, write) {
	try {
		await write();
	} catch (error) {
		if (error instanceof CancelledError || error instanceof UserErrors) throw error;
		throw new HookFailure([objectError(prepared.ref, prepared.hook.object.source, verb, error)]);
	}
}
async function deleteHook(client, prepared, options, policy) {
	const { ref, info } = prepared;
	const uid = (await getObject(client, info, ref.namespace, ref.name))?.metadata.uid;
	if (!uid) return;
	const outcome = await deleteObject(client, info, {
		namespace: ref.namespace,
		name: ref.name,
		uid
	}, {
		propagationPolicy: "Background",
		dryRun: false
	});
	options.progress(`${formatRef(ref)} deleted (${policy})`);
	if (policy !== "before-hook-creation" || outcome !== "deleted") return;
	if (await settleTargets(client, new WatchedSet([{
		ref,
		info,
		goal: "gone",
		uid,
		key: prepared
	}]), {
		timeoutMs: options.remainingMs(),
		...options.signal ? { signal: options.signal } : {}
	}) !== "settled") throw new HookFailure([new UserError(`${formatRef(ref)}, a Helm hook deleted before it is created again, was not gone in time`, { hint: "look at its finalizers (kubectl get -o yaml); raise the timeout if it is only slow" })]);
}
// src/plan/planHooks.ts
function phasesOf(step, tests) {
	return {
		before: [`pre-${step}`],
		after: [`post-${step}`, ...tests ? ["test"] : []]
	};
}
async function planHooks(client, hooks, phases, writer) {
	const ordered = phases.flatMap((phase) => preparedOf(hooks, phase).map((prepared) => ({
		phase,
		prepared
	})));
	const settled = await Promise.allSettled(ordered.map(({ phase, prepared }) => planHook(client, prepared, phase, writer)));
	const errors = settled.flatMap((result, index) => result.status === "rejected" ? [objectError(ordered[index].prepared.ref, ordered[index].prepared.hook.object.source, "dry-run of the Helm hook", result.reason)] : []);
	if (errors.length > 0) throw new UserErrors(errors);
	return settled.flatMap((result) => result.status === "fulfilled" ? [result.value] : []);
}
async function planHook(client, prepared, phase, writer) {
	const { ref, info, object, hook } = prepared;
	const { fieldManager, forceConflicts } = writer;
	let standing;
	try {
		standing = await getObject(client, info, ref.namespace, ref.name);
	} catch (error) {
		if (!(writer.secretsMayBeUnreadable && isSecret(ref) && isSecretsForbidden(error))) throw error;
		return {
			...outcomeOf(prepared, phase, "create"),
			reason: `this credential may not read Secrets, so it was not dry-run (Forbidden: ${error.message}); the deploy writes it from the manifest`
		};
	}
	const replaced = standing !== void 0 && hook.deletePolicies.includes("before-hook-creation");
	if (replaced) {
		const { name, ...metadata } = object.metadata;
		await createObject(client, info, {
			...object,
			metadata: {
				...metadata,
				generateName: `${name ?? "hook"}-`
			}
		}, fieldManager, true);
	} else await serverSideApply(client, info, object, {
		fieldManager,
		force: forceConflicts,
		dryRun: true
	});
	return outcomeOf(prepared, phase, standing === void 0 ? "create" : replaced ? "replace" : "update");
}
function outcomeOf({ ref, object, hook }, phase, action) {
	const { source } = hook.object;
	return {
		phase,
		weight: hook.weight,
		deletePolicies: hook.deletePolicies,
		group: ref.group,
		version: ref.version,
		kind: ref.kind,
		namespace: ref.namespace,
		name: ref.name,
		source: `${source.file}:${source.line}`,
		action,
		diff: adoptionDiff(object),
		awaited: isAwaited(ref)
	};
}
// src/health/waitForCrds.ts
async function waitForCrdsEstablished(client, names, labelSelector, timeoutMs = 6e4) {
	const set = new WatchedSet(names.map((name) => ({
		ref: {
			group: CRD_RESOURCE.group,
			version: CRD_RESOURCE.version,
			kind: CRD_RESOURCE.kind,
			namespace: "",
			name
		},
		info: CRD_RESOURCE,
		goal: "current",
		key: name
	})));
	const end = await settleTargets(client, set, {
		timeoutMs,
		...labelSelector ? { labelSelector } : {}
	});
	if (end === "settled") return;
	const stuck = set.pending()[0];
	throw new UserError(end === "failed" ? describeStatus(stuck.target.ref, stuck.status) : `${describeStatus(stuck.target.ref, stuck.status)} after ${timeoutMs / 1e3}s`, { hint: "check the CRD's status conditions (kubectl describe crd) for why the server does not accept it" });
}
async function waitForAppliedCrds(client, stage, applySet) {
	const names = stage.filter((e) => isCrd(e.ref) && e.action !== "unchanged").map((e) => e.ref.name);
	if (names.length > 0) await waitForCrdsEstablished(client, names, memberSelector(applySet));
}
// src/plan/ignoredFields.ts
function ignoreFields(object, live, rules, fieldManager) {
	const found = /* @__PURE__ */ new Map();
	for (const rule of rules) {
		const owned = live ? fieldsOwnedBy(live, rule.managedFieldsManagers).filter((path) => !isProtected(path) && valueAt(object, path) === void 0) : [];
		for (const path of [
			...rule.jsonPointers,
			...rule.fieldPaths,
			...owned
		]) {
			const key = JSON.stringify(path);
			if (!found.has(key)) found.set(key, {
				path,
				rule
			});
		}
	}
	const paths = [...found.values()].map(({ path }) => path);
	if (!live) return {
		object,
		paths,
		differences: 0,
		rules: []
	};
	const applied = structuredClone(object);
	const removed = [];
	const matched = /* @__PURE__ */ new Set();
	let differences = 0;
	for (const { path, rule } of found.values()) {
		const wanted = valueAt(object, path);
		const current = valueAt(live, path);
		const owners = current === void 0 ? void 0 : fieldOwners(live, path, fieldManager);
		const keep = owners !== void 0 && owners.ours && !owners.others;
		if (wanted === void 0 && !keep) continue;
		if (!isDeepStrictEqual(wanted, current)) {
			differences++;
			matched.add(rule.where);
		}
		if (keep && setValueAt(applied, path, structuredClone(current))) continue;
		removed.push(path);
	}
	removeFields(applied, removed);
	removeEmptied(applied, removed);
	return {
		object: applied,
		paths,
		differences,
		rules: [...matched]
	};
}
function isProtected(path) {
	return PROTECTED_POINTERS.some((kept) => kept.every((token, i) => i >= path.length || path[i] === token));
}
// src/plan/dependencyGraph.ts
function sortInGroups(nodes) {
	const stages = [...new Set(nodes.map((n) => n.stage))].sort((a, b) => a - b);
	const stageIndex = new Map(stages.map((stage, index) => [stage, index]));
	const stageOf = new Map(nodes.map((n) => [n.key, n.stage]));
	const barrier = (index) => `\u0000stage ${index}`;
	const prerequisites = /* @__PURE__ */ new Map();
	stages.forEach((_, index) => prerequisites.set(barrier(index), index > 0 ? [{
		vertex: barrier(index - 1),
		weight: 0
	}] : []));
	const againstStages = [];
	for (const node of nodes) {
		const index = stageIndex.get(node.stage);
		const before = index > 0 ? [{
			vertex: barrier(index - 1),
			weight: 1
		}] : [];
		for (const dependency of node.after) {
			const stage = stageOf.get(dependency);
			if (stage === void 0) continue;
			if (stage > node.stage) againstStages.push([node.key, dependency]);
			else before.push({
				vertex: dependency,
				weight: 1
			});
		}
		prerequisites.set(node.key, before);
		prerequisites.get(barrier(index)).push({
			vertex: node.key,
			weight: 0
		});
	}
	const levels = longestPaths(prerequisites);
	const groups = /* @__PURE__ */ new Map();
	for (const node of nodes) {
		const level = levels.get(node.key);
		if (level !== void 0) appendTo(groups, level, node.key);
	}
	const unsorted = new Set([...prerequisites.keys()].filter((vertex) => !levels.has(vertex)));
	return {
		groups: [...groups.entries()].sort(([a], [b]) => a - b).map(([, keys]) => keys),
		cycles: findCycles(prerequisites, unsorted),
		againstStages
	};
}
function longestPaths(prerequisites) {
	const waiting = /* @__PURE__ */ new Map();
	const next = /* @__PURE__ */ new Map();
	for (const [vertex, before] of prerequisites) {
		waiting.set(vertex, before.length);
		for (const { vertex: prerequisite } of before) appendTo(next, prerequisite, vertex);
	}
	const levels = /* @__PURE__ */ new Map();
	const ready = [...waiting].filter(([, count]) => count === 0).map(([vertex]) => vertex);
	while (ready.length > 0) {
		const vertex = ready.pop();
		let level = 0;
		for (const p of prerequisites.get(vertex)) level = Math.max(level, levels.get(p.vertex) + p.weight);
		levels.set(vertex, level);
		for (const after of next.get(vertex) ?? []) {
			const count = waiting.get(after) - 1;
			waiting.set(after, count);
			if (count === 0) ready.push(after);
		}
	}
	return levels;
}
function findCycles(prerequisites, unsorted) {
	const edges = (vertex) => prerequisites.get(vertex).map((p) => p.vertex).filter((v) => unsorted.has(v));
	const index = /* @__PURE__ */ new Map();
	const low = /* @__PURE__ */ new Map();
	const stack = [];
	const onStack = /* @__PURE__ */ new Set();
	const cycles = [];
	const visit = (vertex) => {
		index.set(vertex, index.size);
		low.set(vertex, index.get(vertex));
		stack.push(vertex);
		onStack.add(vertex);
		for (const to of edges(vertex)) if (!index.has(to)) {
			visit(to);
			low.set(vertex, Math.min(low.get(vertex), low.get(to)));
		} else if (onStack.has(to)) low.set(vertex, Math.min(low.get(vertex), index.get(to)));
		if (low.get(vertex) !== index.get(vertex)) return;
		const part = /* @__PURE__ */ new Set();
		let member;
		do {
			member = stack.pop();
			onStack.delete(member);
			part.add(member);
		} while (member !== vertex);
		if (part.size > 1 || edges(vertex).includes(vertex)) cycles.push(shortestCycle(vertex, part, edges));
	};
	for (const vertex of unsorted) if (!index.has(vertex)) visit(vertex);
	return cycles;
}
function shortestCycle(start, part, edges) {
	const cameFrom = /* @__PURE__ */ new Map();
	const queue = [start];
	while (queue.length > 0) {
		const vertex = queue.shift();
		for (const to of edges(vertex)) {
			if (!part.has(to)) continue;
			if (to === start) {
				const path = [];
				for (let at = vertex; at !== start; at = cameFrom.get(at)) path.unshift(at);
				return [
					start,
					...path,
					start
				];
			}
			if (!cameFrom.has(to)) {
				cameFrom.set(to, vertex);
				queue.push(to);
			}
		}
	}
	return [start, start];
}
// src/plan/planOrder.ts
const FORMAT_HINT = "write each dependency as <group>/namespaces/<namespace>/<Kind>/<name>, or <group>/<Kind>/<name> for a cluster-scoped object, comma-separated; the core group is empty (/namespaces/shop/Secret/db)";
function orderMembers(members) {
	const declared = /* @__PURE__ */ new Map();
	const errors = [];
	const byKey = new Map(members.map((m) => [m.key, m]));
	for (const member of members) {
		const value = member.object.metadata.annotations?.[DEPENDS_ON_ANNOTATION];
		if (value === void 0) continue;
		const { refs, problems } = parseDependsOn(value);
		for (const problem of problems) errors.push(new UserError(`${describeRef(member.ref)}: ${DEPENDS_ON_ANNOTATION}: ${problem}`, {
			source: member.source,
			hint: FORMAT_HINT
		}));
		declared.set(member.key, refs);
	}
	const order = sortInGroups(members.map((m) => ({
		key: m.key,
		stage: applyStage(m.ref),
		after: (declared.get(m.key) ?? []).map(refKey)
	})));
	for (const cycle of order.cycles) {
		const first = byKey.get(cycle[0]);
		const path = cycle.map((key) => describeRef(byKey.get(key).ref));
		const message = cycle.length === 2 ? `${path[0]} depends on itself` : `dependency cycle: ${path.join(" depends on ")}`;
		errors.push(new UserError(`${message} (${DEPENDS_ON_ANNOTATION})`, {
			source: first.source,
			hint: `no order can satisfy a cycle: remove one of its dependencies (${cycle.slice(0, -1).map((key) => sourceOf(byKey.get(key))).join(", ")})`
		}));
	}
	for (const [key, dependency] of order.againstStages) {
		const member = byKey.get(key);
		errors.push(new UserError(`${describeRef(member.ref)} depends on ${describeRef(byKey.get(dependency).ref)}, which the built-in order applies after it (${DEPENDS_ON_ANNOTATION})`, {
			source: member.source,
			hint: "CustomResourceDefinitions and Namespaces are applied first and admission webhooks and policies last, so that nothing waits for a kind or namespace and no webhook refuses the objects applied with it: remove this dependency"
		}));
	}
	return {
		declared,
		groups: order.groups,
		errors
	};
}
async function checkOutsideSet(members, declared, check) {
	const inSet = new Set(members.map((m) => m.key));
	const lookups = /* @__PURE__ */ new Map();
	const problems = [];
	for (const member of members) for (const ref of declared.get(member.key) ?? []) {
		const key = refKey(ref);
		if (inSet.has(key)) continue;
		if (!lookups.has(key)) lookups.set(key, whyMissing(ref, check));
		problems.push(lookups.get(key).then((why) => why === void 0 ? void 0 : new UserError(`${describeRef(member.ref)} depends on ${formatDependency(ref)}, ${why} (${DEPENDS_ON_ANNOTATION})`, {
			source: member.source,
			hint: check.leaving.has(key) && check.prune ? "keep that object in the manifests, or remove the dependency" : `add it to the manifests, create it first, or correct the reference (group, namespace, Kind and name as in its manifest); ${FORMAT_HINT}`
		}), (error) => {
			if (error instanceof CancelledError || error instanceof ApiUnavailableError) throw error;
			return objectError({
				...ref,
				version: ""
			}, member.source, `reading a dependency of ${describeRef(member.ref)}`, error);
		}));
	}
	return (await Promise.all(problems)).filter((problem) => problem !== void 0);
}
async function whyMissing(ref, check) {
	const info = check.discovery.forGroupKind(ref);
	if (!info) return `which is neither in the manifests nor in the cluster (the cluster serves no kind ${formatGroupKind(ref)})`;
	if (info.namespaced && ref.namespace === "") return `but ${formatGroupKind(ref)} is namespaced, and the reference names no namespace`;
	if (!info.namespaced && ref.namespace !== "") return `but ${formatGroupKind(ref)} is cluster-scoped, and the reference names a namespace`;
	if (check.leaving.has(refKey(ref))) return check.prune ? "which left the manifests: this run prunes it" : void 0;
	return await getObject(check.client, info, ref.namespace, ref.name) ? void 0 : "which is neither in the manifests nor in the cluster";
}
function planOrder(members, memberEntries, pruneEntries, liveMetadata, warnings) {
	const entryOf = new Map(memberEntries.map((e) => [e.member.key, e]));
	const dependsOn = /* @__PURE__ */ new Map();
	for (const [key, refs] of members.declared) {
		const within = refs.map((ref) => entryOf.get(refKey(ref))).filter((e) => e !== void 0);
		if (within.length > 0) dependsOn.set(entryOf.get(key), within);
	}
	const pruneKeys = new Map(pruneEntries.map((e) => [refKey(e.ref), e]));
	let declared = members.declared.size > 0;
	const prunesBefore = /* @__PURE__ */ new Map();
	for (const entry of pruneEntries) {
		const value = liveMetadata(entry)?.annotations?.[DEPENDS_ON_ANNOTATION];
		if (value === void 0) continue;
		declared = true;
		const within = parseDependsOn(value).refs.map(refKey).filter((key) => pruneKeys.has(key));
		if (within.length > 0) dependsOn.set(entry, within.map((key) => pruneKeys.get(key)));
		for (const key of within) appendTo(prunesBefore, key, refKey(entry.ref));
	}
	const pruneNodes = (withDependencies) => pruneEntries.map((e) => ({
		key: refKey(e.ref),
		stage: pruneStage(e.ref),
		after: withDependencies ? prunesBefore.get(refKey(e.ref)) ?? [] : []
	}));
	let pruneOrder = sortInGroups(pruneNodes(true));
	if (pruneOrder.cycles.length > 0 || pruneOrder.againstStages.length > 0) {
		warnings.push(`the ${DEPENDS_ON_ANNOTATION} annotations of the objects to prune form a cycle or go against the built-in order: they are pruned in the built-in order`);
		for (const entry of pruneEntries) dependsOn.delete(entry);
		pruneOrder = sortInGroups(pruneNodes(false));
	}
	return {
		apply: members.groups.map((keys) => keys.map((key) => entryOf.get(key))),
		prune: pruneOrder.groups.map((keys) => keys.map((key) => pruneKeys.get(key))),
		dependsOn,
		declared
	};
}
function sourceOf(member) {
	return `${member.source.file}:${member.source.line}`;
}
// src/plan/pruneFilters/keepAnnotations.ts
const exactly = (wanted) => (value) => value === wanted ? value : void 0;
const KEEP_CONVENTIONS = [
	{
		key: PRUNE_OPT_OUT_ANNOTATION,
		asks: exactly(PRUNE_OPT_OUT_VALUE)
	},
	{
		key: "cli-utils.sigs.k8s.io/on-remove",
		asks: exactly("keep")
	},
	{
		key: "client.lifecycle.config.k8s.io/deletion",
		asks: exactly("detach")
	},
	{
		key: "helm.sh/resource-policy",
		asks: exactly("keep")
	},
	{
		key: "kustomize.toolkit.fluxcd.io/prune",
		asks: exactly("disabled")
	},
	{
		key: "argocd.argoproj.io/sync-options",
		asks: (value) => value.split(",").map((option) => option.trim()).find((option) => option === "Prune=false")
	},
	{
		key: "kapp.k14s.io/delete-strategy",
		asks: exactly("orphan")
	}
];
const keepAnnotationFilter = (candidate) => {
	const annotations = candidate.object.metadata.annotations ?? {};
	for (const { key, asks } of KEEP_CONVENTIONS) {
		const value = annotations[key];
		const asked = value === void 0 ? void 0 : asks(value);
		if (asked !== void 0) return { keep: { annotation: `${key}: ${asked}` } };
	}
};
// src/plan/pruneFilters/ownedFilter.ts
function ownedFilter(reading) {
	const parentUid = reading.live?.metadata.uid;
	return (candidate) => {
		const owners = (candidate.object.metadata.ownerReferences ?? []).filter((o) => o.uid !== parentUid);
		if (owners.length === 0) return void 0;
		const names = owners.map((o) => `${o.kind}/${o.name}`).join(", ");
		return { skip: `${describeRef(candidate.ref)} carries this ApplySet's label but is owned by ${names}: not pruned, its owner's garbage collection removes it (was the label copied by a controller?)` };
	};
}
// src/plan/pruneFilters/parentFilter.ts
function parentFilter(reading) {
	const parentUid = reading.live?.metadata.uid;
	return (candidate) => {
		const uid = candidate.object.metadata.uid;
		if ((parentUid === void 0 || uid !== parentUid) && !isParent(reading.parent, candidate.ref)) return void 0;
		return { skip: `${describeRef(candidate.ref)} is this ApplySet's parent but carries its ${PART_OF_LABEL} label: not pruned; remove the label from it` };
	};
}
// src/plan/pruneFilters/pruneFilter.ts
function firstVerdict(filters, candidate) {
	for (const filter of filters) {
		const verdict = filter(candidate);
		if (verdict) return verdict;
	}
}
// src/plan/planPrunes.ts
async function planPrunes(cluster, reading, candidates, members, warnings, propagationPolicy) {
	const filters = [
		parentFilter(reading),
		ownedFilter(reading),
		keepAnnotationFilter
	];
	const entries = [];
	for (const candidate of candidates) {
		const verdict = firstVerdict(filters, candidate);
		if (verdict && "skip" in verdict) warnings.push(verdict.skip);
		else entries.push(entryOf(candidate, verdict ? "keep" : "prune", verdict?.keep));
	}
	const prunes = entries.filter((entry) => entry.action === "prune" && !entry.terminating);
	const listings = new CascadeListings(cluster);
	const inUse = await checkUsage(cluster, prunes.map((entry) => entry.ref), {
		members,
		moment: afterApply(members, prunes),
		listed: (info, namespace, items) => listings.listed(info, namespace, items)
	}, (warning) => warnings.push(warning));
	for (const entry of prunes) {
		const keep = inUse(entry.ref);
		if (keep) Object.assign(entry, {
			action: "keep",
			keep
		});
	}
	await describeDestruction(cluster, reading.parent, prunes, propagationPolicy, listings);
	return entries;
}
function afterApply(members, prunes) {
	return {
		when: "after-apply",
		newRevisions: new Set(members.filter((e) => e.newRevision && e.uid).map((e) => e.uid)),
		pruned: new Set(prunes.filter((e) => e.uid).map((e) => e.uid))
	};
}
function entryOf(candidate, action, keep) {
	const meta = candidate.object.metadata;
	return {
		action,
		ref: candidate.ref,
		info: candidate.info,
		...meta.uid ? { uid: meta.uid } : {},
		...keep ? { keep } : {},
		...action === "prune" && meta.deletionTimestamp ? {
			terminating: true,
			reason: "already being deleted"
		} : {}
	};
}
// src/plan/replacePolicy.ts
const REPLACE_ANNOTATION = "applyset-action.github.io/replace";
const REPLACE_ON_IMMUTABLE = "on-immutable-change";
const IMMUTABLE = /\bimmutable\b|may not change once set|updates to statefulset spec for fields other than/i;
function isImmutableRefusal(error) {
	if (!(error instanceof ApiError) || error.status !== 422) return false;
	return (error.causes.length > 0 ? error.causes.map((cause) => cause.message ?? "") : [error.message]).every((message) => IMMUTABLE.test(message));
}
function immutableFields(error) {
	const fields = [...new Set(error.causes.map((cause) => cause.field).filter((field) => field !== void 0))];
	return fields.length > 0 ? fields.join(", ") : "a field";
}
function immutableCauses(error) {
	if (error.causes.length === 0) return error.message;
	return error.causes.map((cause) => `${cause.field ?? "?"}: ${(cause.message ?? "").split(": ").at(-1)}`).join("; ");
}
function mayReplace(member, kinds) {
	if (member.object.metadata.annotations?.["applyset-action.github.io/replace"] === "on-immutable-change") return true;
	return kinds.some((kind) => kind.includes(".") ? kind === formatGroupKind(member.ref) : kind.toLowerCase() === member.ref.kind.toLowerCase());
}
function replaceAnnotationErrors(members) {
	return members.filter((m) => m.object.metadata.annotations?.["applyset-action.github.io/replace"] !== void 0 && m.object.metadata.annotations["applyset-action.github.io/replace"] !== "on-immutable-change").map((m) => new UserError(`${describeRef(m.ref)}: ${REPLACE_ANNOTATION} must be ${REPLACE_ON_IMMUTABLE}, not "${m.object.metadata.annotations[REPLACE_ANNOTATION]}"`, {
		source: m.source,
		hint: `set it to ${REPLACE_ON_IMMUTABLE} to have the object deleted and created again when the server refuses its change as immutable, or remove it`
	}));
}
function replaceReason(error) {
	return `the server cannot change ${immutableFields(error)} (immutable): it will be deleted and created again`;
}
function immutableChangeError(member, error) {
	return new UserError(`${describeRef(member.ref)}: server-side dry-run refused by the server (HTTP 422${error.reason ? ` ${error.reason}` : ""}): ${immutableCauses(error)}`, {
		source: member.source,
		hint: `the server cannot change ${immutableFields(error)} of an existing ${member.ref.kind}. To have it deleted and created again on such a change, annotate it ${REPLACE_ANNOTATION}: ${REPLACE_ON_IMMUTABLE}, or name its kind in the replace input (--replace ${member.ref.kind}); or keep the field as it is`,
		cause: error
	});
}
// src/plan/planApplySet.ts
const ADOPTION_REASON = "already exists in the cluster, outside this ApplySet: it will be adopted. Only the fields the manifest sets are shown, none of the live object";
const SAME_VERSION_ATTEMPTS = 3;
async function planApplySet(cluster, reading, manifests, options, requests = new PlanRequests(cluster, void 0, options)) {
	const { client, discovery } = cluster;
	const members = prepareMembers(manifests, discovery, reading.parent, options.namespace, options.prepared);
	const dependencies = orderMembers(members);
	const warnings = [...reading.warnings, ...unmatchedRules(options.ignoreDifferences ?? [], members.map((m) => m.ref))];
	const unlisted = options.secretsMayBeUnreadable ? [] : void 0;
	const listing = listLiveMembers(requests, cluster, reading.parent, reading.recorded, members, warnings, unlisted).then((live) => {
		for (const { ref, object } of live.values()) if (isSecret(ref)) options.liveSecret?.(object);
		return {
			live,
			createdNamespaces: new Set(members.filter((m) => isNamespace(m.ref) && !live.has(m.key)).map((m) => m.ref.name))
		};
	});
	listing.catch(() => void 0);
	const memberKeys = new Set(members.map((m) => m.key));
	const outside = dependencies.declared.size === 0 ? Promise.resolve([]) : listing.then(({ live }) => checkOutsideSet(members, dependencies.declared, {
		client,
		discovery,
		leaving: new Set([...live.keys()].filter((key) => !memberKeys.has(key))),
		prune: options.prune
	}));
	outside.catch(() => void 0);
	let planned = 0;
	options.planned?.(planned, members.length);
	const outcomes = await settlePooled(members, (member) => planMember(client, requests, member, listing, reading.parent.id, options).finally(() => options.planned?.(++planned, members.length)));
	const { live } = await listing;
	const shared = outcomes.find((o) => o.status === "rejected" && (o.reason instanceof ApiUnavailableError || o.reason instanceof CancelledError));
	if (shared?.status === "rejected") throw shared.reason;
	const errors = [...dependencies.errors, ...replaceAnnotationErrors(members)];
	const memberEntries = [];
	outcomes.forEach((outcome, i) => {
		if (outcome.status === "fulfilled") memberEntries.push(withServerWarnings(outcome.value, requests.warningsOf(members[i])));
		else {
			const member = members[i];
			errors.push(outcome.reason instanceof UserError ? outcome.reason : objectError(member.ref, member.source, "server-side dry-run", outcome.reason));
		}
	});
	errors.push(...await outside);
	if (errors.length > 0) throw new UserErrors(errors);
	const candidates = [...live].filter(([key]) => !memberKeys.has(key)).map(([, candidate]) => ({
		...candidate,
		object: expandListed(candidate.object)
	}));
	const order = planOrder(dependencies, memberEntries, options.prune ? await planPrunes(cluster, reading, candidates, memberEntries, warnings, options.propagationPolicy) : [], (entry) => live.get(refKey(entry.ref))?.object.metadata, warnings);
	const entries = [...order.apply.flat(), ...order.prune.flat()];
	const groupKinds = new Map(members.map((m) => [formatGroupKind(m.ref), {
		group: m.ref.group,
		kind: m.ref.kind
	}]));
	const namespaces = [...new Set(members.map((m) => m.ref.namespace))].filter((ns) => ns !== "" && ns !== reading.parent.namespace);
	return {
		parent: reading,
		entries,
		order,
		scope: {
			groupKinds: [...groupKinds.values()],
			namespaces
		},
		warnings,
		...unlisted?.length ? { unlisted } : {},
		...requests.cache ? { dryRunsSkipped: requests.cache.skipped } : {}
	};
}
async function planMember(client, requests, member, listing, applySetId, options) {
	if (member.definedByCrd !== void 0) return {
		ref: member.ref,
		info: member.info,
		member,
		action: "create",
		reason: `its CustomResourceDefinition is created by this apply, so the server cannot check it yet`
	};
	const read = async () => {
		const found = await getObject(client.ahead(), member.info, member.ref.namespace, member.ref.name);
		if (found && isSecret(member.ref)) options.liveSecret?.(found);
		return found;
	};
	const taken = async () => {
		const { live } = await listing;
		const object = live.get(member.key)?.object;
		live.delete(member.key);
		return object;
	};
	const listed = async () => {
		const object = await taken();
		return object && expandListed(object);
	};
	const rules = rulesFor(options.ignoreDifferences ?? [], member.ref);
	const { cache } = requests;
	if (cache && await requests.unchangedByRecord(member)) {
		const known = rules.length > 0 ? await listed() : await taken();
		if (known) {
			cache.skipped++;
			cache.unchanged(member, known.metadata.resourceVersion);
			const ignored = rules.length > 0 ? ignoreFields(member.object, known, rules, options.fieldManager) : void 0;
			return {
				ref: member.ref,
				info: member.info,
				member: ignored ? {
					...member,
					object: ignored.object
				} : member,
				action: "unchanged",
				uid: known.metadata.uid,
				...ignoredDifferences(ignored)
			};
		}
	}
	let ignored;
	const ignoring = (live) => {
		ignored = ignoreFields(member.object, live, rules, options.fieldManager);
		return live;
	};
	let current;
	try {
		if (rules.length > 0) current = ignoring(await listed() ?? await read());
	} catch (error) {
		if (options.secretsMayBeUnreadable && isSecret(member.ref) && isSecretsForbidden(error)) return uncomparedSecret(member, error);
		throw error;
	}
	const sent = () => ignored ? {
		...member,
		object: ignored.object
	} : member;
	const base = () => ({
		ref: member.ref,
		info: member.info,
		member: sent()
	});
	const dryRun = () => requests.dryRun(sent(), options);
	let planned;
	try {
		planned = await dryRun();
	} catch (error) {
		if (options.secretsMayBeUnreadable && isSecret(member.ref) && isSecretsForbidden(error)) return uncomparedSecret(member, error);
		if (error instanceof ApiError && error.status === 404 && (await listing).createdNamespaces.has(member.ref.namespace)) return {
			...base(),
			action: "create",
			reason: `its namespace ${member.ref.namespace} is created by this apply, so the server cannot check it yet`
		};
		if (isImmutableRefusal(error) && mayReplace(member, options.replace)) {
			current ??= await listed() ?? await read();
			if (!current) return {
				...base(),
				action: "create"
			};
			checkOwner(member, current, applySetId);
			return {
				...base(),
				action: "replace",
				uid: current.metadata.uid,
				reason: replaceReason(error)
			};
		}
		if (error instanceof ApiError && isSecret(member.ref) && !await listing.then(({ live }) => live.has(member.key), () => false)) await read().catch(() => void 0);
		throw isImmutableRefusal(error) ? immutableChangeError(member, error) : error;
	}
	current ??= await listed() ?? (planned.metadata.resourceVersion ? await read() : void 0);
	for (let attempt = 0; current && current.metadata.resourceVersion !== planned.metadata.resourceVersion && attempt < SAME_VERSION_ATTEMPTS; attempt++) {
		current = await read();
		if (rules.length > 0) ignoring(current);
		if (current && current.metadata.resourceVersion !== planned.metadata.resourceVersion) planned = await dryRun();
	}
	if (!current) return {
		...base(),
		action: "create"
	};
	const owner = checkOwner(member, current, applySetId);
	const uid = current.metadata.uid;
	const rollout = startsRevision(current, planned) ? { newRevision: true } : {};
	if (owner === void 0) return {
		...base(),
		action: "update",
		uid,
		adopted: true,
		...rollout,
		diff: adoptionDiff(sent().object),
		reason: ADOPTION_REASON,
		...ignoredDifferences(ignored)
	};
	const comparison = compareObjects(current, planned, ignored?.paths);
	if (!comparison.changed) {
		if (current.metadata.resourceVersion === planned.metadata.resourceVersion) cache?.unchanged(member, current.metadata.resourceVersion);
		return {
			...base(),
			action: "unchanged",
			uid,
			...ignoredDifferences(ignored)
		};
	}
	const reason = comparison.ownershipOnly ? `no field changes; field ownership moves to ${options.fieldManager}` : void 0;
	return {
		...base(),
		action: "update",
		uid,
		...rollout,
		...comparison.diff ? {
			diff: comparison.diff,
			changedPaths: comparison.paths
		} : {},
		...reason ? { reason } : {},
		...ignoredDifferences(ignored)
	};
}
function ignoredDifferences(ignored) {
	return ignored && ignored.differences > 0 ? { ignored: {
		differences: ignored.differences,
		rules: ignored.rules
	} } : {};
}
function withServerWarnings(entry, warnings) {
	return warnings ? {
		...entry,
		serverWarnings: warnings
	} : entry;
}
function checkOwner(member, current, applySetId) {
	const owner = current.metadata.labels?.[PART_OF_LABEL];
	if (owner !== void 0 && owner !== applySetId) throw new UserError(`${describeRef(member.ref)} already belongs to another ApplySet (${PART_OF_LABEL}=${owner})`, {
		source: member.source,
		hint: "an object can be in one ApplySet only: remove it from the other set first (or delete that label from the live object if that set no longer exists)"
	});
	return owner;
}
// src/plan/gates.ts
const CONSENT_HINT = `set allow-destructive-prunes (--allow-destructive-prunes) to true, or to the kinds to allow (e.g. Namespace), for the deploy; or, with the action, label the pull request ${DESTRUCTIVE_CONSENT_LABEL} before it is merged`;
const GATES = [
	{
		name: "max-prunes",
		preview: true,
		check: (plan, run) => pruneLimitRefusal(plan, run.options.maxPrunes)
	},
	{
		name: "reviewed preview",
		preview: false,
		check: (_plan, run) => run.review && refusalOf(run.review)
	},
	{
		name: "destructive consent",
		preview: false,
		check: (plan, run) => destructiveRefusal(plan.entries, run.options.allowDestructivePrunes, run.of === "rollback" ? `if the rollback should prune them, ${CONSENT_HINT}` : `if that is intended, ${CONSENT_HINT}; to keep them instead, put them back in the manifests or annotate them (e.g. helm.sh/resource-policy: keep)`)
	}
];
async function firstRefusal(plan, run, mode) {
	for (const gate of GATES) {
		if (mode === "preview" && !gate.preview) continue;
		const refusal = await gate.check(plan, run);
		if (refusal) return refusal;
	}
}
function pruneLimitRefusal(plan, maxPrunes) {
	const prunes = plan.entries.filter((e) => e.action === "prune").length;
	if (maxPrunes === void 0 || prunes <= maxPrunes) return void 0;
	return new UserError(`this run would prune ${prunes} object${prunes === 1 ? "" : "s"}, more than max-prunes (${maxPrunes}) allows`, { hint: "check the preview; if the prunes are intended, raise max-prunes for this run" });
}
async function refusalOf(review) {
	try {
		await review();
		return;
	} catch (error) {
		if (error instanceof UserError) return error;
		throw error;
	}
}
// src/outcome/buildOutcome.ts
function buildOutcome(plan, records, facts) {
	const { parent } = plan.parent;
	const { group, kind, namespace, name } = parentRef(parent);
	const summary = {
		create: 0,
		update: 0,
		replace: 0,
		unchanged: 0,
		prune: 0,
		keep: 0
	};
	const orderOf = plan.order.declared ? groupNumbers(plan) : void 0;
	const objects = plan.entries.map((entry) => {
		const record = facts.stopped && !records.get(entry)?.result ? {
			...records.get(entry),
			result: "skipped"
		} : records.get(entry);
		const counted = facts.mode === "preview" ? entry.action : record?.result && actionOfResult(record.result);
		if (counted === "uncompared") summary.uncompared = (summary.uncompared ?? 0) + 1;
		else if (counted) summary[counted]++;
		return objectOutcome(entry, record, orderOf?.get(entry));
	});
	const ignored = plan.entries.flatMap((entry) => entry.ignored ? [entry.ignored] : []);
	const destructive = facts.destructiveConsent !== void 0 && plan.entries.some((e) => e.destroys !== void 0);
	const health = healthCounts(objects);
	return {
		mode: facts.mode,
		...facts.mode === "apply" && health ? { health } : {},
		applyset: {
			id: parent.id,
			parent: {
				group,
				kind,
				namespace,
				name
			}
		},
		objects,
		summary,
		warnings: facts.warnings,
		durationMs: facts.durationMs,
		...plan.unlisted ? { unlisted: plan.unlisted } : {},
		...plan.dryRunsSkipped ? { dryRunsSkipped: plan.dryRunsSkipped } : {},
		...ignored.length > 0 ? { ignoredDifferences: {
			differences: ignored.reduce((sum, one) => sum + one.differences, 0),
			objects: ignored.length,
			rules: [...new Set(ignored.flatMap((one) => one.rules))]
		} } : {},
		requests: facts.requests,
		...facts.stopped === "cancelled" ? { cancelled: true } : {},
		...destructive ? { destructiveConsent: facts.destructiveConsent } : {},
		...facts.hooks && facts.hooks.length > 0 ? { hooks: facts.hooks } : {}
	};
}
const HEALTH_KEYS = {
	ready: "ready",
	failed: "failed",
	"timed out": "timedOut",
	"not waited": "notWaited"
};
function healthCounts(objects) {
	if (!objects.some((o) => o.health)) return void 0;
	const counts = {
		ready: 0,
		failed: 0,
		timedOut: 0,
		notWaited: 0
	};
	for (const { health } of objects) if (health) counts[HEALTH_KEYS[health]]++;
	return counts;
}
function groupNumbers(plan) {
	const numbers = /* @__PURE__ */ new Map();
	for (const groups of [plan.order.apply, plan.order.prune]) groups.forEach((group, index) => group.forEach((entry) => numbers.set(entry, index + 1)));
	return numbers;
}
function serverWarningsOf(entry, record) {
	const warnings = [.../* @__PURE__ */ new Set([...entry.serverWarnings ?? [], ...record?.serverWarnings ?? []])];
	return warnings.length > 0 ? { serverWarnings: warnings } : {};
}
function objectOutcome(entry, record, order) {
	const { group, version, kind, namespace, name } = entry.ref;
	const result = record?.result;
	return {
		action: entry.action,
		group,
		version,
		kind,
		namespace,
		name,
		...entry.member ? { source: `${entry.member.source.file}:${entry.member.source.line}` } : {},
		...entry.diff ? { diff: entry.diff } : {},
		...entry.changedPaths?.length ? { changedPaths: entry.changedPaths } : {},
		...entry.reason && !result ? { reason: entry.reason } : {},
		...result ? { result } : {},
		...record?.health ? { health: record.health } : {},
		...record?.message ? { message: record.message } : {},
		...record?.keep ?? entry.keep ? { keep: record?.keep ?? entry.keep } : {},
		...entry.ignored ? { ignored: entry.ignored } : {},
		...entry.destroys ? { destroys: entry.destroys } : {},
		...entry.cascade ? { cascade: entry.cascade } : {},
		...serverWarningsOf(entry, record),
		...order !== void 0 ? { order } : {}
	};
}
// src/outcome/objectRecords.ts
var ObjectRecords = class {
	byEntry = /* @__PURE__ */ new Map();
	onRecord;
	constructor(onRecord) {
		this.onRecord = onRecord;
	}
	get(entry) {
		return this.byEntry.get(entry);
	}
	record(entry, change, options = {}) {
		const record = {
			...this.byEntry.get(entry),
			...change
		};
		this.byEntry.set(entry, record);
		if (!options.quiet) this.onRecord?.(entry, record);
	}
};
// src/outcome/stepProgress.ts
function countResults(entries, progress) {
	const isPrune = (entry) => entry.action === "prune" || entry.action === "keep";
	const totals = {
		apply: entries.filter((entry) => !isPrune(entry)).length,
		prune: entries.filter(isPrune).length
	};
	const done = {
		apply: /* @__PURE__ */ new Set(),
		prune: /* @__PURE__ */ new Set()
	};
	return (entry, record) => {
		const step = isPrune(entry) ? "prune" : "apply";
		if (record.result === void 0 || done[step].has(entry)) return;
		done[step].add(entry);
		progress({
			step,
			done: done[step].size,
			total: totals[step]
		});
	};
}
// src/rollback/rollBack.ts
async function rollBack(run) {
	const from = run.source.commit;
	const notRolledBack = (error, to) => ({
		outcome: {
			...from ? { from } : {},
			...to ? { to } : {},
			result: "not rolled back",
			message: error.message
		},
		error
	});
	const { options } = run;
	let to;
	let worktree;
	try {
		const reading = await readParent(run.cluster, run.parent, options);
		const target = rollbackTarget(readHistory(historyText(reading.live)), from);
		if (target instanceof UserError) return notRolledBack(target);
		to = target.commit;
		run.info(`Rolling back to ${shortCommit(to)}, the last healthy deploy (${target.time})`);
		worktree = await commitWorktree({
			manifests: options.manifests,
			cwd: options.cwd,
			commit: to,
			current: from,
			signal: run.signal
		});
	} catch (error) {
		return notRolledBack(expected(error), to);
	}
	const commit = to;
	const rolledBack = (outcome) => ({
		...from ? { from } : {},
		to: commit,
		summary: outcome.summary,
		objects: outcome.objects
	});
	try {
		return { outcome: {
			...rolledBack(await run.engine({
				...options,
				cwd: worktree.cwd,
				manifests: worktree.manifests,
				images: [],
				mode: "apply",
				lock: false,
				rollbackOnFailure: false
			}, commit)),
			result: "healthy"
		} };
	} catch (error) {
		if (!(error instanceof RunFailure)) return notRolledBack(expected(error), commit);
		if (error.outcome.mode === "preview") return notRolledBack(error.error, commit);
		return {
			outcome: {
				...rolledBack(error.outcome),
				result: stoppedVerdict(error.outcome),
				message: error.error.message
			},
			error: error.error
		};
	} finally {
		await worktree.remove();
	}
}
function rollbackTarget(history, failed) {
	const healthy = history.entries.findLast((entry) => entry.result === "healthy");
	if (!healthy) return new UserError(history.unreadable ? "the ApplySet parent's deploy history (annotation applyset-action.github.io/history) could not be read, and records no healthy deploy" : "the ApplySet's deploy history records no healthy deploy to return to", { hint: "deploy a commit that becomes healthy: from then on, a deploy that fails rolls back to the last such commit" });
	if (!healthy.commit) return new UserError(`the last healthy deploy (${healthy.time}) recorded no commit`, { hint: "it was deployed from outside a git repository, or with uncommitted changes to the manifests; deploy from a commit so that a rollback can return to it" });
	if (healthy.commit === failed) return new UserError(`the last healthy deploy (${healthy.time}) was of this same commit, ${shortCommit(healthy.commit)}`, { hint: "the same manifests were healthy before: look at what changed in the cluster (kubectl describe, kubectl get events)" });
	return {
		...healthy,
		commit: healthy.commit
	};
}
function expected(error) {
	if (error instanceof UserError) return error;
	if (error instanceof CancelledError) return new UserError("the rollback was cancelled");
	if (error instanceof ApiUnavailableError) return new UserError(errorMessage(error));
	throw error;
}
// src/planAndDeploy.ts
const RECORD_AFTER_CANCEL_MS = 5e3;
async function planAndDeploy(held, opened) {
	const { options, hooks, started, run, connection, manifests, chartHooks, loadWarnings } = opened;
	const requests = run.requests;
	const { cluster: steps, namespace, reading, cache, ahead, lockInCreatedNamespace } = held;
	if (reading.adoptedFrom) hooks.warning(`adopting the ApplySet from ${reading.adoptedFrom}: from now on ${TOOL_NAME} manages it`);
	const holding = options.mode === "preview" ? lockHolder(steps.client.ahead(), reading.parent) : void 0;
	holding?.catch(() => void 0);
	const liveSecret = (object) => hooks.secretsLoaded?.(secretValues([object]), "cluster");
	const planned = hooks.progress && ((done, total) => hooks.progress?.({
		step: "plan",
		done,
		total
	}));
	const secretsMayBeUnreadable = options.mode === "preview";
	const plan = await planApplySet(steps, reading, manifests, {
		...options,
		namespace,
		liveSecret,
		secretsMayBeUnreadable,
		...planned ? { planned } : {},
		...ahead ? { prepared: ahead.preparedOf } : {}
	}, ahead?.requests);
	for (const warning of plan.warnings) hooks.warning(warning);
	const release = hooks.rollback ? "rollback" : reading.live ? "upgrade" : "install";
	const preparedHooks = prepareHooks(steps.discovery, chartHooks, namespace ?? "");
	const phases = phasesOf(release, options.helm.tests);
	const plannedHooks = preparedHooks.length === 0 ? [] : await planHooks(steps.client, preparedHooks, [...phases.before, ...phases.after], {
		...options,
		secretsMayBeUnreadable
	});
	hooks.info(`Planned ApplySet ${reading.parent.id} in ${Date.now() - started} ms with ${requests().total} requests`);
	const objectDone = (entry, record) => hooks.objectDone?.(objectOutcome(entry, record));
	const counted = hooks.progress && countResults(plan.entries, hooks.progress);
	const records = new ObjectRecords((entry, record) => {
		objectDone(entry, record);
		counted?.(entry, record);
	});
	const warnings = [...loadWarnings, ...plan.warnings];
	const warn = (message) => {
		warnings.push(message);
		hooks.warning(message);
	};
	const consent = plan.entries.every((e) => e.action !== "prune" || consents(options.allowDestructivePrunes, e)) ? options.allowDestructivePrunes?.by : void 0;
	const outcome = (mode, stopped) => buildOutcome(plan, records, {
		mode,
		durationMs: Date.now() - started,
		warnings,
		requests: requests(),
		destructiveConsent: consent,
		hooks: plannedHooks,
		...stopped ? { stopped } : {}
	});
	const { beforeApply } = hooks;
	const refused = await firstRefusal(plan, {
		options,
		of: hooks.rollback ? "rollback" : "deploy",
		review: beforeApply && (() => beforeApply(outcome("preview")))
	}, options.mode);
	if (refused) throw new RunFailure(refused, outcome("preview"));
	if (options.mode === "preview") {
		const holder = await holding;
		if (holder) warn(`a deploy of this ApplySet is in progress (${holder} holds its lock): this preview may already be out of date`);
		return outcome("preview");
	}
	const hookRun = (remainingMs) => ({
		fieldManager: options.fieldManager,
		forceConflicts: options.forceConflicts,
		remainingMs,
		progress: hooks.info,
		signal: run.signal,
		...options.logTerminationMessages ? { terminationMessages: hooks.info } : {}
	});
	const runPhases = async (which, what, remainingMs) => {
		for (const phase of which) await runHookPhase(steps.client, preparedHooks, phase, what, hookRun(remainingMs));
	};
	const chartHookSteps = preparedHooks.length === 0 ? void 0 : {
		before: (remainingMs) => runPhases(phases.before, "so nothing of the set was written", remainingMs),
		after: (remainingMs) => runPhases(phases.after, "after the set was applied; nothing was pruned", remainingMs)
	};
	const deploy = {
		...options,
		...chartHookSteps ? { chartHooks: chartHookSteps } : {},
		tooling: `${TOOL_NAME}/v${VERSION}`,
		onWarning: warn,
		afterStage: (stage) => waitForAppliedCrds(steps.client, stage, plan.parent.parent),
		progress: hooks.info,
		...hooks.progress ? { settling: (done, total, detail) => hooks.progress?.({
			step: "wait",
			done,
			total,
			...detail ? { detail } : {}
		}) } : {},
		...options.logTerminationMessages ? { terminationMessages: hooks.info } : {},
		signal: run.signal,
		writesDone: async () => {
			await run.releaseLock();
			await hooks.rollback?.releaseLock();
		}
	};
	const source = await hooks.source ?? {};
	const lockLost = () => run.lockLost() || (hooks.rollback?.lockLost() ?? false);
	const recordClient = () => !run.signal.aborted ? steps.client : lockLost() ? void 0 : connection.client.withSignal(AbortSignal.timeout(RECORD_AFTER_CANCEL_MS));
	try {
		await recordedDeploy(steps, connection.client, plan, records, {
			...deploy,
			...lockInCreatedNamespace ? { beforeParentWrite: () => lockInCreatedNamespace(plan) } : {},
			history: {
				source,
				startedMs: started,
				...hooks.rollback ? { rollback: true } : {}
			},
			recordClient,
			...cache ? { savePlanRecord: () => cache.save(steps.client, reading.live?.metadata.uid) } : {}
		});
		return outcome("apply");
	} catch (error) {
		if ((error instanceof RolloutFailure || error instanceof DependencyFailure) && options.rollbackOnFailure) {
			const stopped = error instanceof DependencyFailure ? "failed" : void 0;
			const { error: rollbackError, outcome: rollback } = await rollBack({
				cluster: steps,
				options: {
					...options,
					namespace
				},
				parent: reading.parent,
				source,
				info: hooks.info,
				signal: run.signal,
				engine: (rollbackOptions, commit) => opened.engine(rollbackOptions, {
					info: hooks.info,
					warning: warn,
					...hooks.objectDone ? { objectDone: hooks.objectDone } : {},
					...hooks.secretsLoaded ? { secretsLoaded: hooks.secretsLoaded } : {},
					signal: run.signal,
					source: Promise.resolve({
						...source,
						commit
					}),
					rollback: {
						lockLost: run.lockLost,
						releaseLock: run.releaseLock
					}
				}, connection)
			});
			const reasons = [...error.errors, ...rollbackError && rollback.result !== "not rolled back" ? [rollbackError] : []];
			throw new RunFailure(new UserErrors(reasons, rollbackError?.hint ? { hint: rollbackError.hint } : {}), {
				...outcome("apply", stopped),
				rollback
			});
		}
		if (error instanceof ApplyFailure) throw new RunFailure(error, outcome("apply", "failed"));
		if (error instanceof CancelledError) throw new RunFailure(run.stopped(), outcome("apply", "cancelled"));
		if (error instanceof UserError) throw new RunFailure(error, outcome("apply"));
		throw error;
	}
}
export { planAndDeploy };
