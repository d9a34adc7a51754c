import { a as hintOr, i as errorMessage, n as UserErrors, r as describeError, t as UserError } from "./BSV1T608.js";
import { a as isForbidden, d as checkServerHint, l as ResponseLimitError, m as formatBytes, n as ApiUnavailableError, r as CancelledError, s as isNotFound, t as ApiError } from "./DYj8u9oW.js";
import { a as listFirstPage, i as listCollection, n as deleteObject, r as getObject, s as serverSideApply, u as resourcePath } from "./B7K0mG_l.js";
import { a as parseApiVersion, i as groupVersion, n as formatGroupKind, r as formatRef, t as describeRef } from "./Bug6iPWb.js";
import { a as retryDelayMs, i as isRetryableStatus, n as DEFAULT_RETRY, o as transientNetworkCode, t as objectError } from "./CJ4ny_Cz.js";
import { _ as PART_OF_LABEL, l as parentIdentity, u as parentRef, x as TOOL_NAME } from "./G6TDRtuw.js";
import { t as isRecord } from "./BZb2VPEQ.js";
import { i as actionOfResult, t as formatDuration } from "./CHwhpqd5.js";
import { i as writeToolSecret, n as SECRETS, s as besideParent } from "./CZku-O7Q.js";
import { a as hooksOf, r as DELETE_PHASES } from "./DMPukTdi.js";
import { i as repeatsNewest, n as deployEntry, o as withEntry } from "./DNRSqYqW.js";
import { n as historyText, s as unionScope } from "./anVl79Ue.js";
import { t as appendTo } from "./Crz_bmpR.js";
import { n as leaveSet } from "./DB4wnY6h.js";
import { r as markAdopted } from "./DFId1iyt.js";
import { a as podFailure, c as inProgress, i as isPodGone, l as stringAt, n as statusOf, o as podProblem, r as podRunStatus, s as failed } from "./D7v9mRFk.js";
import { r as isNamespace } from "./ugx_sP5A.js";
import { i as widenParent, n as nothingToNarrow, r as recordOnParent, t as narrowParent } from "./BQ7g2DBM.js";
import { createHash } from "node:crypto";
import { setTimeout as setTimeout$1 } from "node:timers/promises";
import { isDeepStrictEqual } from "node:util";
import { gunzipSync, gzipSync } from "node:zlib";
// src/kube/watchObjects.ts
const NEWLINE = 10;
const WATCH_TIMEOUT_SECONDS = "240";
async function watchObjects(client, info, namespace, labelSelector, handlers, signal) {
	const typed = (object) => typedAs(info, object);
	const path = resourcePath(info, namespace);
	let resourceVersion;
	let idlePasses = 0;
	while (!signal.aborted) {
		let events = 0;
		try {
			if (resourceVersion === void 0) {
				const list = await listCollection(client, info, namespace, labelSelector, { metadataOnly: false });
				resourceVersion = list.resourceVersion;
				handlers.onList(list.items.map(typed));
			}
			const body = await client.stream({
				method: "GET",
				path,
				query: {
					watch: "true",
					labelSelector,
					resourceVersion,
					allowWatchBookmarks: "true",
					timeoutSeconds: WATCH_TIMEOUT_SECONDS
				}
			}, signal);
			for await (const event of watchEvents(body, client.limits.watchLine, path)) {
				const object = event.object;
				if (event.type === "ERROR") {
					resourceVersion = void 0;
					break;
				}
				events++;
				const version = object?.metadata?.resourceVersion;
				if (version) resourceVersion = version;
				if (object && (event.type === "ADDED" || event.type === "MODIFIED" || event.type === "DELETED")) handlers.onEvent(event.type, typed(object));
			}
		} catch (error) {
			if (signal.aborted) return;
			if (error instanceof ApiError && error.status === 410) resourceVersion = void 0;
			else if (!(transientNetworkCode(error) !== void 0 || error instanceof ApiError && isRetryableStatus(error.status) || isStreamCut(error))) throw error;
		}
		idlePasses = events > 0 ? 0 : idlePasses + 1;
		if (idlePasses > 0) await setTimeout$1(retryDelayMs(DEFAULT_RETRY, Math.min(idlePasses - 1, 5), void 0), void 0, { signal }).catch(() => void 0);
	}
}
function typedAs(info, object) {
	return {
		...object,
		apiVersion: object.apiVersion || groupVersion(info),
		kind: object.kind || info.kind
	};
}
function isStreamCut(error) {
	const code = error?.code;
	return code === "ERR_STREAM_PREMATURE_CLOSE" || code === "ECONNABORTED" || error instanceof Error && error.message === "aborted";
}
async function* watchEvents(body, maxLine, path) {
	let parts = [];
	let length = 0;
	const take = (part) => {
		length += part.length;
		if (length > maxLine) throw new ResponseLimitError("watchLine", `WATCH ${path}: the API server sent an event longer than ${formatBytes(maxLine)}, the longest a watch event may be`, checkServerHint(path));
		parts.push(part);
	};
	for await (const chunk of body) {
		let start = 0;
		let newline;
		while ((newline = chunk.indexOf(NEWLINE, start)) >= 0) {
			take(chunk.subarray(start, newline));
			const line = Buffer.concat(parts).toString("utf8").trim();
			parts = [];
			length = 0;
			start = newline + 1;
			if (line !== "") yield parseEvent(line, path);
		}
		if (start < chunk.length) take(chunk.subarray(start));
	}
}
function parseEvent(line, path) {
	try {
		return JSON.parse(line);
	} catch (error) {
		throw new UserError(`WATCH ${path}: the API server sent an event that is not JSON (${errorMessage(error)})`, {
			hint: checkServerHint(path),
			cause: error
		});
	}
}
async function pollObjects(client, info, namespace, labelSelector, onList, options) {
	const { signal } = options;
	for (;;) {
		await setTimeout$1(options.everyMs, void 0, { signal }).catch(() => void 0);
		if (signal.aborted) return;
		const list = await listCollection(client, info, namespace, labelSelector, { metadataOnly: true });
		if (signal.aborted) return;
		onList(list.items.map((item) => typedAs(info, item)));
	}
}
// src/health/labelSelector.ts
function selectorMatches(selector, labels = {}) {
	const pairs = Object.entries(selector.matchLabels ?? {});
	const expressions = selector.matchExpressions ?? [];
	if (pairs.length === 0 && expressions.length === 0) return false;
	if (!pairs.every(([key, value]) => labels[key] === value)) return false;
	return expressions.every(({ key, operator, values = [] }) => {
		switch (operator) {
			case "In": return key in labels && values.includes(labels[key]);
			case "NotIn": return !(key in labels) || !values.includes(labels[key]);
			case "Exists": return key in labels;
			case "DoesNotExist": return !(key in labels);
			default: return false;
		}
	});
}
// src/health/labelIndex.ts
const pairKey = (key, value) => `${key}\0${value}`;
const pairsOf = (labels) => Object.entries(labels ?? {}).map(([key, value]) => pairKey(key, value));
function firstPair(selector) {
	for (const [key, value] of Object.entries(selector.matchLabels ?? {})) return pairKey(key, value);
}
function addTo(sets, key, value) {
	const set = sets.get(key);
	if (set) set.add(value);
	else sets.set(key, /* @__PURE__ */ new Set([value]));
}
function deleteFrom(sets, key, value) {
	const set = sets.get(key);
	set?.delete(value);
	if (set?.size === 0) sets.delete(key);
}
var LabeledObjects = class {
	byPair = /* @__PURE__ */ new Map();
	all = /* @__PURE__ */ new Set();
	add(value, labels) {
		this.all.add(value);
		for (const pair of pairsOf(labels)) addTo(this.byPair, pair, value);
	}
	delete(value, labels) {
		this.all.delete(value);
		for (const pair of pairsOf(labels)) deleteFrom(this.byPair, pair, value);
	}
	matching(selector, labelsOf) {
		const pair = firstPair(selector);
		return [...pair === void 0 ? this.all : this.byPair.get(pair) ?? []].filter((value) => selectorMatches(selector, labelsOf(value)));
	}
};
var SelectorIndex = class {
	byPair = /* @__PURE__ */ new Map();
	withoutPair = /* @__PURE__ */ new Set();
	indexedAs = /* @__PURE__ */ new Map();
	set(value, selector) {
		this.delete(value);
		const pair = firstPair(selector);
		this.indexedAs.set(value, pair);
		if (pair === void 0) this.withoutPair.add(value);
		else addTo(this.byPair, pair, value);
	}
	delete(value) {
		if (!this.indexedAs.has(value)) return;
		const pair = this.indexedAs.get(value);
		this.indexedAs.delete(value);
		if (pair === void 0) this.withoutPair.delete(value);
		else deleteFrom(this.byPair, pair, value);
	}
	candidates(labels) {
		const found = new Set(this.withoutPair);
		for (const pair of pairsOf(labels)) for (const value of this.byPair.get(pair) ?? []) found.add(value);
		return [...found];
	}
};
// src/health/workloadPods.ts
const POD_RESOURCE = {
	group: "",
	version: "v1",
	kind: "Pod",
	resource: "pods",
	namespaced: true
};
const REPLICA_SET_RESOURCE = {
	group: "apps",
	version: "v1",
	kind: "ReplicaSet",
	resource: "replicasets",
	namespaced: true
};
const REVISION_ANNOTATION$1 = "deployment.kubernetes.io/revision";
const TEMPLATE_HASH_LABEL = "pod-template-hash";
var WorkloadPods = class {
	objects = /* @__PURE__ */ new Map();
	listed = /* @__PURE__ */ new Set();
	list(role, namespace, objects) {
		this.listed.add(`${role}/${namespace}`);
		const kept = new Kept();
		for (const object of objects) kept.put(object);
		this.objects.set(`${role}/${namespace}`, kept);
	}
	event(role, namespace, type, object) {
		let kept = this.objects.get(`${role}/${namespace}`);
		if (!kept) this.objects.set(`${role}/${namespace}`, kept = new Kept());
		kept.remove(object.metadata.name ?? "");
		if (type !== "DELETED") kept.put(object);
	}
	problemOf(workload) {
		const namespace = workload.metadata.namespace ?? "";
		if (!this.listed.has(`pods/${namespace}`) || !specObserved(workload)) return void 0;
		const pods = (this.objects.get(`pods/${namespace}`)?.labeled.matching(selectorOf(workload), labelsOf) ?? []).filter((pod) => !isPodGone(pod));
		for (const pod of this.latestRevision(workload, pods)) {
			const problem = podProblem(pod);
			if (problem) return problem;
		}
	}
	podProblemOf(job) {
		const namespace = job.metadata.namespace ?? "";
		const matching = this.objects.get(`pods/${namespace}`)?.labeled.matching(selectorOf(job), labelsOf) ?? [];
		for (const pod of matching) {
			const failure = podFailure(pod);
			if (failure) return failure;
		}
	}
	static concerns(workload, pod) {
		return selectorMatches(selectorOf(workload), pod.metadata.labels);
	}
	latestRevision(workload, pods) {
		if (workload.kind === "StatefulSet") {
			const revision = stringAt(workload, "status", "updateRevision");
			return revision ? pods.filter((pod) => pod.metadata.labels?.["controller-revision-hash"] === revision) : pods;
		}
		if (workload.kind !== "Deployment") return pods;
		const revision = workload.metadata.annotations?.[REVISION_ANNOTATION$1];
		const namespace = workload.metadata.namespace ?? "";
		if (revision === void 0 || !this.listed.has(`replicasets/${namespace}`)) return [];
		const hash = (this.objects.get(`replicasets/${namespace}`)?.owned(workload.metadata.uid ?? "") ?? []).find((rs) => rs.metadata.annotations?.[REVISION_ANNOTATION$1] === revision)?.metadata.labels?.[TEMPLATE_HASH_LABEL];
		return hash === void 0 ? [] : pods.filter((pod) => pod.metadata.labels?.[TEMPLATE_HASH_LABEL] === hash);
	}
};
function specObserved(workload) {
	const observed = workload.status?.observedGeneration;
	const generation = workload.metadata.generation;
	return typeof observed !== "number" || typeof generation !== "number" || observed >= generation;
}
function selectorOf(workload) {
	return (workload?.spec)?.selector ?? {};
}
const labelsOf = (object) => object.metadata.labels;
var Kept = class {
	byName = /* @__PURE__ */ new Map();
	labeled = new LabeledObjects();
	byOwner = /* @__PURE__ */ new Map();
	put(object) {
		const name = object.metadata.name ?? "";
		this.byName.set(name, object);
		this.labeled.add(object, object.metadata.labels);
		for (const { uid } of object.metadata.ownerReferences ?? []) {
			const owned = this.byOwner.get(uid);
			if (owned) owned.set(name, object);
			else this.byOwner.set(uid, /* @__PURE__ */ new Map([[name, object]]));
		}
	}
	remove(name) {
		const old = this.byName.get(name);
		if (!old) return;
		this.byName.delete(name);
		this.labeled.delete(old, old.metadata.labels);
		for (const { uid } of old.metadata.ownerReferences ?? []) this.byOwner.get(uid)?.delete(name);
	}
	owned(uid) {
		return [...this.byOwner.get(uid)?.values() ?? []];
	}
};
// src/health/watchedSet.ts
const WORKLOADS = /* @__PURE__ */ new Set([
	"Deployment.apps",
	"StatefulSet.apps",
	"DaemonSet.apps",
	"ReplicaSet.apps",
	"Job.batch"
]);
var WatchedSet = class {
	states = /* @__PURE__ */ new Map();
	listed = /* @__PURE__ */ new Set();
	workloadPods = new WorkloadPods();
	workloadsIn = /* @__PURE__ */ new Map();
	selectorsIn = /* @__PURE__ */ new Map();
	watches = [];
	unsettled = 0;
	constructor(targets) {
		const keys = /* @__PURE__ */ new Map();
		const helper = (role, info, namespace) => keys.set(`${role}/${namespace}`, {
			id: `${role}/${namespace}`,
			info,
			namespace,
			role
		});
		for (const target of targets) {
			const namespace = target.info.namespaced ? target.ref.namespace : "";
			const id = watchId(target.info, namespace);
			if (!keys.has(id)) keys.set(id, {
				id,
				info: target.info,
				namespace,
				role: "members"
			});
			const state = {
				target,
				live: void 0,
				status: inProgress("not listed yet")
			};
			this.unsettled++;
			const byName = `${id}/${target.ref.name}`;
			appendTo(this.states, byName, state);
			if (target.goal !== "current" || !WORKLOADS.has(formatGroupKind(target.ref))) continue;
			appendTo(this.workloadsIn, namespace, state);
			let selectors = this.selectorsIn.get(namespace);
			if (!selectors) this.selectorsIn.set(namespace, selectors = new SelectorIndex());
			state.selectors = selectors;
			helper("pods", POD_RESOURCE, namespace);
			if (target.ref.kind === "Deployment") helper("replicasets", REPLICA_SET_RESOURCE, namespace);
		}
		this.watches.push(...keys.values());
	}
	list(watch, objects) {
		this.listed.add(watch.id);
		if (watch.role !== "members") {
			this.workloadPods.list(watch.role, watch.namespace, objects);
			return this.reevaluate(this.workloadsIn.get(watch.namespace) ?? []);
		}
		const byName = new Map(objects.map((object) => [object.metadata.name ?? "", object]));
		const touched = [];
		for (const [key, states] of this.states) {
			if (!key.startsWith(`${watch.id}/`)) continue;
			for (const state of states) {
				this.setLive(state, byName.get(state.target.ref.name));
				touched.push(state);
			}
		}
		return this.reevaluate(touched);
	}
	event(watch, type, object) {
		if (watch.role !== "members") {
			this.workloadPods.event(watch.role, watch.namespace, type, object);
			const candidates = this.selectorsIn.get(watch.namespace)?.candidates(object.metadata.labels) ?? [];
			return this.reevaluate(candidates.filter((state) => (watch.role === "pods" || state.target.ref.kind === "Deployment") && WorkloadPods.concerns(state.live, object)));
		}
		const states = this.states.get(`${watch.id}/${object.metadata.name ?? ""}`) ?? [];
		for (const state of states) this.setLive(state, type === "DELETED" ? void 0 : object);
		return this.reevaluate(states);
	}
	setLive(state, live) {
		state.live = live;
		if (live) state.selectors?.set(state, selectorOf(live));
		else state.selectors?.delete(state);
	}
	waitsOnlyForGone(watch) {
		if (watch.role !== "members") return false;
		return [...this.states].every(([key, states]) => !key.startsWith(`${watch.id}/`) || states.every((state) => state.target.goal === "gone"));
	}
	settled() {
		return this.unsettled === 0;
	}
	pending() {
		return [...this.states.values()].flat().filter((s) => s.status.status !== "current").map((s) => ({
			target: s.target,
			status: s.status
		}));
	}
	reevaluate(states) {
		const changed = [];
		for (const state of states) {
			const next = this.evaluate(state);
			if (next.status !== state.status.status || next.message !== state.status.message) changed.push({
				target: state.target,
				status: next
			});
			this.unsettled += (next.status === "current" ? 0 : 1) - (state.status.status === "current" ? 0 : 1);
			state.status = next;
		}
		return changed;
	}
	evaluate(state) {
		const { target, live } = state;
		const namespace = target.info.namespaced ? target.ref.namespace : "";
		if (!this.listed.has(watchId(target.info, namespace))) return inProgress("not listed yet");
		if (target.goal === "gone") return live && (!target.uid || live.metadata.uid === target.uid) ? inProgress("still being deleted") : {
			status: "current",
			message: "deleted"
		};
		if (!live) return target.whenGone ?? inProgress("not found");
		const status = (target.rule ?? statusOf)(live);
		const groupKind = formatGroupKind(target.ref);
		if (status.status === "failed" && groupKind === "Job.batch") {
			const failure = this.workloadPods.podProblemOf(live);
			return failure ? failed(`${status.message}; ${failure.message}`, failure.detail) : status;
		}
		if (status.status !== "in progress" || !WORKLOADS.has(groupKind)) return status;
		const problem = this.workloadPods.problemOf(live);
		return problem ? failed(problem.message, problem.detail) : status;
	}
};
function watchId(info, namespace) {
	return `${info.group}/${info.resource}/${namespace}`;
}
function describeStatus(ref, status) {
	return `${formatRef(ref)}: ${status.message}`;
}
// src/health/settleTargets.ts
const PROGRESS_EVERY_MS = 1e4;
const POLL_EVERY_MS = 1e3;
async function settleTargets(client, set, options) {
	const abort = new AbortController();
	return new Promise((resolve, reject) => {
		const finish = (end) => {
			if (abort.signal.aborted) return;
			abort.abort();
			clearTimeout(timer);
			clearInterval(progress);
			options.signal?.removeEventListener("abort", cancel);
			if (end instanceof Error) reject(end);
			else resolve(end);
		};
		const cancel = () => finish(new CancelledError());
		const onChange = (changes) => {
			if (abort.signal.aborted) return;
			for (const { target, status } of changes) if (status.status === "current" && target.goal === "current") options.onCurrent?.(target, status.message);
			if (changes.some((c) => c.status.status === "failed")) finish("failed");
			else if (set.settled()) finish("settled");
		};
		const timer = setTimeout(() => finish("timed out"), options.timeoutMs);
		const progress = setInterval(() => options.progress?.(set.pending()), options.progressEveryMs ?? PROGRESS_EVERY_MS);
		if (options.signal?.aborted) return cancel();
		options.signal?.addEventListener("abort", cancel, { once: true });
		for (const watch of set.watches) {
			const handlers = {
				onList: (objects) => onChange(set.list(watch, objects)),
				onEvent: (type, object) => onChange(set.event(watch, type, object))
			};
			const selector = watch.role === "members" ? options.labelSelector : void 0;
			const refused = (error) => finish(watchRefused(watch, error));
			watchObjects(client, watch.info, watch.namespace, selector, handlers, abort.signal).catch((error) => {
				if (!set.waitsOnlyForGone(watch)) return refused(error);
				if (isNotFound(error)) return onChange(set.list(watch, []));
				if (!isForbidden(error)) return refused(error);
				pollObjects(client, watch.info, watch.namespace, selector, handlers.onList, {
					everyMs: POLL_EVERY_MS,
					signal: abort.signal
				}).catch(refused);
			});
		}
	});
}
function watchRefused(watch, error) {
	const where = watch.namespace ? ` in namespace ${watch.namespace}` : "";
	return new UserError(`cannot watch ${watch.info.resource}${watch.info.group ? `.${watch.info.group}` : ""}${where} to wait for health: ${errorMessage(error)}`, {
		hint: hintOr(error, "give the deploying identity list and watch on it, or turn the wait off (wait: false, --wait=false)"),
		cause: error
	});
}
var CascadeListings = class {
	pages = /* @__PURE__ */ new Map();
	cluster;
	constructor(cluster) {
		this.cluster = cluster;
	}
	page(info, namespace, options = { metadataOnly: true }) {
		const key = pageKey(info, namespace, options.metadataOnly);
		let page = this.pages.get(key);
		if (!page) {
			page = firstPage(this.cluster, info, namespace, options.metadataOnly);
			this.pages.set(key, page);
		}
		return page;
	}
	listed(info, namespace, items) {
		const whole = Promise.resolve({
			items,
			more: false
		});
		for (const metadataOnly of [true, false]) if (!this.pages.has(pageKey(info, namespace, metadataOnly))) this.pages.set(pageKey(info, namespace, metadataOnly), whole);
	}
};
const pageKey = (info, namespace, metadataOnly) => `${info.resource}.${info.group}/${namespace}/${metadataOnly ? "metadata" : "objects"}`;
const NOT_COUNTED = /* @__PURE__ */ new Set([
	"Event",
	"Event.events.k8s.io",
	"Endpoints",
	"EndpointSlice.discovery.k8s.io"
]);
const NOT_COUNTED_GROUPS = /* @__PURE__ */ new Set(["metrics.k8s.io"]);
const AUTOMATIC = /* @__PURE__ */ new Set(["ConfigMap/kube-root-ca.crt", "ServiceAccount/default"]);
function namespaceKinds(cluster) {
	return cluster.discovery.preferred().filter((info) => info.namespaced && !NOT_COUNTED.has(formatGroupKind(info)) && !NOT_COUNTED_GROUPS.has(info.group));
}
function crdResource(cluster, crdName) {
	const dot = crdName.indexOf(".");
	return dot < 0 ? void 0 : cluster.discovery.forResource(crdName.slice(0, dot), crdName.slice(dot + 1));
}
function isAutomatic(info, item) {
	return info.group === "" && AUTOMATIC.has(`${info.kind}/${item.metadata.name ?? ""}`);
}
function wasCut(page) {
	return page.more !== false && page.more !== 0;
}
async function firstPage(cluster, info, namespace, metadataOnly) {
	try {
		return await listFirstPage(cluster.client, info, namespace, 500, { metadataOnly });
	} catch (error) {
		if (isForbidden(error)) return "forbidden";
		if (error instanceof ApiError && (error.status === 405 || error.status === 404)) return "not listable";
		throw error;
	}
}
// src/plan/cascade/ownerCascade.ts
const DATA_KINDS = /* @__PURE__ */ new Set([
	"PersistentVolumeClaim",
	"PersistentVolume",
	"Secret"
]);
function holdsData(gk) {
	return gk.group === "" && DATA_KINDS.has(gk.kind);
}
function ownedClosure(rootUid, objects, goingAnyway) {
	const byOwner = /* @__PURE__ */ new Map();
	for (const object of objects) for (const owner of object.owners) appendTo(byOwner, owner, object);
	const gone = /* @__PURE__ */ new Set([rootUid]);
	const found = [];
	const queue = [rootUid];
	for (let uid = queue.pop(); uid !== void 0; uid = queue.pop()) for (const child of byOwner.get(uid) ?? []) {
		if (gone.has(child.uid) || !child.owners.every((owner) => gone.has(owner) || goingAnyway.has(owner))) continue;
		gone.add(child.uid);
		found.push(child);
		queue.push(child.uid);
	}
	return found;
}
function countByKind(objects, cut = () => false) {
	const counts = /* @__PURE__ */ new Map();
	for (const { group, kind } of objects) {
		const key = `${kind}.${group}`;
		const count = counts.get(key) ?? {
			group,
			kind,
			count: 0,
			...cut({
				group,
				kind
			}) ? { atLeast: true } : {},
			...holdsData({
				group,
				kind
			}) ? { data: true } : {}
		};
		count.count++;
		counts.set(key, count);
	}
	return sortCounts([...counts.values()]);
}
function sortCounts(counts) {
	return counts.sort((a, b) => Number(b.data ?? false) - Number(a.data ?? false) || b.count - a.count || (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : 0));
}
// src/plan/cascade/pruneCascade.ts
const POD = {
	group: "",
	kind: "Pod"
};
const REPLICA_SET = {
	group: "apps",
	kind: "ReplicaSet"
};
const JOB = {
	group: "batch",
	kind: "Job"
};
const CLAIM = {
	group: "",
	kind: "PersistentVolumeClaim"
};
const VOLUME = {
	group: "",
	kind: "PersistentVolume"
};
const STATEFUL_SET = {
	group: "apps",
	kind: "StatefulSet"
};
const OWNS = {
	"Deployment.apps": [REPLICA_SET],
	"ReplicaSet.apps": [POD],
	"StatefulSet.apps": [POD, CLAIM],
	"DaemonSet.apps": [POD],
	"CronJob.batch": [JOB],
	"Job.batch": [POD]
};
const BUILT_IN_GROUPS = /* @__PURE__ */ new Set([
	"",
	"apps",
	"batch",
	"autoscaling",
	"policy",
	"extensions"
]);
function ownedKinds(gk) {
	const builtIn = BUILT_IN_GROUPS.has(gk.group) || gk.group.endsWith(".k8s.io");
	return OWNS[formatGroupKind(gk)] ?? (builtIn ? [] : [STATEFUL_SET, CLAIM]);
}
function dependentKinds(gk) {
	const found = /* @__PURE__ */ new Map();
	const queue = [...ownedKinds(gk)];
	for (let kind = queue.shift(); kind !== void 0; kind = queue.shift()) {
		if (found.has(formatGroupKind(kind))) continue;
		found.set(formatGroupKind(kind), kind);
		queue.push(...ownedKinds(kind));
	}
	return [...found.values()];
}
function mayHoldClaims(gk) {
	return formatGroupKind(gk) === formatGroupKind(CLAIM) || dependentKinds(gk).some((kind) => formatGroupKind(kind) === formatGroupKind(CLAIM));
}
async function pruneCascade(context, entry) {
	const gk = formatGroupKind(entry.ref);
	if (gk === "Namespace") return namespaceCascade(context, entry.ref.name);
	if (gk === "CustomResourceDefinition.apiextensions.k8s.io") return customResourceCascade(context, entry.ref.name);
	const isClaim = gk === "PersistentVolumeClaim";
	const kinds = dependentKinds(entry.ref);
	if (kinds.length === 0 && !isClaim || !entry.uid) return void 0;
	const found = await listKinds(context, kinds.flatMap((kind) => context.cluster.discovery.forGroupKind(kind) ?? []), entry.ref.namespace);
	const dependents = ownedClosure(entry.uid, found.objects, context.pruned);
	const volumes = await deletedVolumes(context, /* @__PURE__ */ new Set([...isClaim ? [entry.uid] : [], ...dependents.filter((o) => formatGroupKind(o) === "PersistentVolumeClaim").map((o) => o.uid)]), found);
	const cut = (kind) => found.cut.has(formatGroupKind(kind));
	const orphan = context.propagationPolicy === "Orphan";
	return cascadeOf(countByKind(orphan ? volumes.filter((v) => v.owners.includes(entry.uid ?? "")) : [...dependents, ...volumes], cut), orphan ? countByKind(dependents, cut) : [], found);
}
async function namespaceCascade(context, namespace) {
	const found = await listKinds(context, namespaceKinds(context.cluster), namespace);
	const volumes = await deletedVolumes(context, new Set(found.objects.filter((o) => formatGroupKind(o) === "PersistentVolumeClaim").map((o) => o.uid)), found);
	return cascadeOf(countByKind([...found.objects, ...volumes], (kind) => found.cut.has(formatGroupKind(kind))), [], found);
}
async function customResourceCascade(context, crdName) {
	const info = crdResource(context.cluster, crdName);
	if (!info) return void 0;
	const page = await context.listings.page(info, "");
	if (page === "not listable") return void 0;
	if (page === "forbidden") return cascadeOf([], [], {
		objects: [],
		cut: /* @__PURE__ */ new Map(),
		uncounted: [uncounted("forbidden", info, "")]
	});
	const namespaces = {};
	for (const item of page.items) namespaces[item.metadata.namespace ?? ""] = (namespaces[item.metadata.namespace ?? ""] ?? 0) + 1;
	const count = page.items.length + (typeof page.more === "number" ? page.more : 0);
	if (count === 0) return void 0;
	return cascadeOf([{
		group: info.group,
		kind: info.kind,
		count,
		...page.more === true ? { atLeast: true } : {},
		namespaces
	}], [], void 0);
}
async function listKinds(context, infos, namespace) {
	const found = {
		objects: [],
		cut: /* @__PURE__ */ new Map(),
		uncounted: []
	};
	const pages = await Promise.all(infos.map((info) => context.listings.page(info, namespace)));
	infos.forEach((info, i) => addPage(found, info, namespace, pages[i], (item) => !isAutomatic(info, item)));
	return found;
}
function addPage(found, info, namespace, page, counted, owner) {
	if (page === "not listable") return;
	if (page === "forbidden") {
		found.uncounted.push(uncounted("forbidden", info, namespace));
		return;
	}
	if (wasCut(page)) found.cut.set(formatGroupKind(info), uncounted("too many", info, namespace));
	for (const item of page.items) {
		const uid = item.metadata.uid;
		if (!uid || item.metadata.deletionTimestamp || !counted(item)) continue;
		const owners = owner ? [owner(item) ?? ""] : (item.metadata.ownerReferences ?? []).map((ref) => ref.uid);
		found.objects.push({
			group: info.group,
			kind: info.kind,
			uid,
			owners
		});
	}
}
async function deletedVolumes(context, claims, found) {
	const info = context.cluster.discovery.forGroupKind(VOLUME);
	if (claims.size === 0 || !info) return [];
	const volumes = {
		objects: [],
		cut: /* @__PURE__ */ new Map(),
		uncounted: []
	};
	addPage(volumes, info, "", await context.listings.page(info, "", { metadataOnly: false }), (item) => claims.has(claimOf(item) ?? "") && field$1(item, "spec", "persistentVolumeReclaimPolicy") === "Delete", claimOf);
	found.uncounted.push(...volumes.uncounted);
	for (const [kind, cut] of volumes.cut) found.cut.set(kind, cut);
	return volumes.objects;
}
function claimOf(volume) {
	const uid = field$1(volume, "spec", "claimRef", "uid");
	return typeof uid === "string" ? uid : void 0;
}
function field$1(value, ...path) {
	return path.reduce((at, key) => typeof at === "object" && at !== null ? at[key] : void 0, value);
}
function uncounted(reason, info, namespace) {
	return {
		reason,
		group: info.group,
		kind: info.kind,
		resource: info.resource,
		namespace
	};
}
function cascadeOf(deletes, orphans, found) {
	const counted = new Set([...deletes, ...orphans].map(formatGroupKind));
	const notCounted = [...found?.uncounted ?? [], ...[...(found?.cut ?? /* @__PURE__ */ new Map()).entries()].filter(([kind]) => !counted.has(kind)).map(([, cut]) => cut)];
	if (deletes.length === 0 && orphans.length === 0 && notCounted.length === 0) return void 0;
	return {
		deletes: sortCounts(deletes),
		...orphans.length > 0 ? { orphans } : {},
		...notCounted.length > 0 ? { notCounted } : {}
	};
}
// src/plan/destructivePrunes.ts
function destructiveKind(ref) {
	switch (formatGroupKind(ref)) {
		case "Namespace": return "Namespace";
		case "CustomResourceDefinition.apiextensions.k8s.io": return "CustomResourceDefinition";
		case "PersistentVolumeClaim": return "PersistentVolumeClaim";
		case "PersistentVolume": return "PersistentVolume";
		default: return;
	}
}
async function describeDestruction(cluster, parent, entries, propagationPolicy = "Background", listings = new CascadeListings(cluster)) {
	const prunes = entries.filter((entry) => entry.action === "prune");
	const pruned = new Set(prunes.flatMap((entry) => entry.uid ?? []));
	await Promise.all(prunes.map(async (entry) => {
		const cascade = await pruneCascade({
			cluster,
			listings,
			pruned,
			propagationPolicy
		}, entry);
		if (cascade) entry.cascade = cascade;
		const kind = destructiveKind(entry.ref);
		const data = propagationPolicy === "Orphan" ? cascadeDataKind(cascade) : cascadeConsentKind(cascade);
		if (!kind && data) entry.destroys = cascadeDestroys(data, cascade);
		else if (kind === "Namespace") entry.destroys = await namespaceContents(cluster, listings, parent, entry.ref.name);
		else if (kind === "CustomResourceDefinition") entry.destroys = await customResources(cluster, listings, parent, entry.ref.name);
		else if (kind === "PersistentVolumeClaim") entry.destroys = "takes the data on its volume with it when the volume's reclaim policy is Delete (the default for provisioned volumes)";
		else if (kind === "PersistentVolume") entry.destroys = "takes its storage and the data on it with it when its reclaim policy is Delete";
	}));
}
function destructiveRefusal(entries, consent, hint) {
	const refused = entries.filter((entry) => entry.action === "prune" && entry.destroys !== void 0 && !consents(consent, entry));
	if (refused.length === 0) return void 0;
	const list = refused.map((entry) => `${describeRef(entry.ref)} ${entry.destroys}`).join("; ");
	const count = refused.length === 1 ? "a prune that takes" : `${refused.length} prunes that take`;
	return new UserError(`this deploy has ${count} more with ${refused.length === 1 ? "it" : "them"}, and no consent to ${refused.length === 1 ? "it" : "them"}; nothing was written: ${list}`, { hint });
}
function consents(consent, object) {
	const kind = destructiveKind(object.ref) ?? cascadeConsentKind(object.cascade);
	return kind === void 0 || (consent?.kinds.has(kind) ?? false);
}
function cascadeConsentKind(cascade) {
	return cascadeDataKind(cascade) ?? (uncountedClaims(cascade).length > 0 ? "PersistentVolumeClaim" : void 0);
}
function uncountedClaims(cascade) {
	return cascade?.notCounted?.filter(mayHoldClaims) ?? [];
}
function cascadeDataKind(cascade) {
	const deletes = (kind) => cascade?.deletes.some((count) => count.group === "" && count.kind === kind) ?? false;
	return deletes("PersistentVolumeClaim") ? "PersistentVolumeClaim" : deletes("PersistentVolume") ? "PersistentVolume" : void 0;
}
function cascadeDestroys(kind, cascade) {
	const counted = cascade?.deletes.find((count) => count.group === "" && count.kind === kind);
	if (!counted) return `may take PersistentVolumeClaims with it (the garbage collector deletes what it owns), which could not be counted (${uncountedClaims(cascade).map(({ reason, resource, namespace }) => {
		const where = `${resource}${namespace ? ` in namespace ${namespace}` : ""}`;
		return reason === "forbidden" ? `listing ${where} is forbidden to this credential` : `more ${where} than one LIST reads (500)`;
	}).join("; ")}), so it is taken as taking them, and the data on their volumes when the volumes' reclaim policy is Delete`;
	const count = `${counted?.atLeast ? "at least " : ""}${counted?.count ?? 1} ${kind}${counted?.count === 1 ? "" : "s"}`;
	return kind === "PersistentVolumeClaim" ? `takes ${count} with it (the garbage collector deletes what it owns), and the data on their volumes when the volumes' reclaim policy is Delete` : `takes ${count} with it (the garbage collector deletes what it owns), and the data on them when their reclaim policy is Delete`;
}
async function namespaceContents(cluster, listings, parent, namespace) {
	const kinds = namespaceKinds(cluster);
	const counts = await Promise.all(kinds.map(async (info) => countOutsideSet(info, await listings.page(info, namespace), parent)));
	let total = 0;
	let atLeast = false;
	const forbidden = [];
	counts.forEach((count, i) => {
		if (count === "forbidden") forbidden.push(kinds[i].resource);
		else {
			total += count.count;
			atLeast ||= count.more;
		}
	});
	const objects = total === 1 && !atLeast ? "1 object that is not in this set" : `${atLeast ? "at least " : ""}${total === 0 ? "no" : total} objects that are not in this set`;
	const parentThere = parent.namespace === namespace ? `, this ApplySet's parent ${formatRef(parentRef(parent))} among them` : "";
	const shown = forbidden.slice(0, 3).join(", ") + (forbidden.length > 3 ? ", …" : "");
	return `holds ${objects}${parentThere}${forbidden.length === 0 ? "" : `, and objects of ${forbidden.length} kind${forbidden.length === 1 ? "" : "s"} that could not be counted (listing ${shown} is forbidden)`}`;
}
function countOutsideSet(info, page, parent) {
	if (page === "forbidden" || page === "not listable") return page === "forbidden" ? page : {
		count: 0,
		more: false
	};
	const outside = (item) => item.metadata.labels?.["applyset.kubernetes.io/part-of"] !== parent.id && (item.metadata.ownerReferences ?? []).length === 0 && !item.metadata.deletionTimestamp && !isAutomatic(info, item);
	return {
		count: page.items.filter(outside).length,
		more: wasCut(page)
	};
}
async function customResources(cluster, listings, parent, crdName) {
	const info = crdResource(cluster, crdName);
	if (!info) return "has no custom resources the cluster serves";
	const page = await listings.page(info, "");
	if (page === "forbidden") return `has custom resources that could not be counted (listing ${info.resource} is forbidden)`;
	if (page === "not listable") return "has no custom resources the cluster serves";
	const count = page.items.length + (typeof page.more === "number" ? page.more : 0);
	const atLeast = page.more === true ? "at least " : "";
	if (count === 0) return "has no custom resources";
	const ours = page.items.filter((item) => item.metadata.labels?.[PART_OF_LABEL] === parent.id).length;
	return `has ${atLeast}${count} custom resource${count === 1 ? "" : "s"}${ours > 0 ? `, ${ours} of them in this set` : ""}`;
}
// src/execute/deleteHooksRecord.ts
const RECORD_KEY = "hooks.json.gz";
const DELETE_HOOKS_ANNOTATION = "applyset-action.github.io/delete-hooks";
const FIELD_MANAGER = `${TOOL_NAME}-delete-hooks`;
const MAX_RECORD_BYTES = 921600;
const MAX_UNPACKED_BYTES = 33554432;
function deleteHooksPlace(parent) {
	return besideParent(parent, "applyset-hooks");
}
function packDeleteHooks(hooks) {
	const kept = hooks.flatMap(({ hook, object }) => {
		const phases = hook.phases.filter((phase) => DELETE_PHASES.has(phase));
		return phases.length === 0 ? [] : [{
			phases,
			weight: hook.weight,
			deletePolicies: hook.deletePolicies,
			source: hook.object.source,
			object
		}];
	});
	if (kept.length === 0) return void 0;
	const packed = gzipSync(JSON.stringify({ hooks: kept }));
	if (packed.length > MAX_RECORD_BYTES) throw new UserError(`the chart's pre-delete and post-delete hooks take ${Math.ceil(packed.length / 1024)} KiB gzipped, more than the ${MAX_RECORD_BYTES / 1024} KiB their record beside the ApplySet parent holds`, { hint: "keep large data out of the delete hooks (mount a ConfigMap the chart deploys as a member instead)" });
	return {
		packed,
		digest: digestOf(packed)
	};
}
function digestOf(packed) {
	return `sha256:${createHash("sha256").update(packed).digest("hex")}`;
}
function recordedDigest(live) {
	return live?.metadata.annotations?.[DELETE_HOOKS_ANNOTATION];
}
async function syncDeleteHooks(client, parent, live, record) {
	if (recordedDigest(live) === record?.digest) return;
	const place = deleteHooksPlace(parent);
	if (record) {
		const uid = live?.metadata.uid ?? (await getObject(client, parent.info, parent.namespace, parent.name))?.metadata.uid;
		await writeToolSecret(client, {
			parent,
			parentUid: uid,
			place,
			data: { [RECORD_KEY]: record.packed.toString("base64") },
			fieldManager: FIELD_MANAGER
		});
	}
	await serverSideApply(client, parent.info, markerPatch(parent, record?.digest), {
		fieldManager: FIELD_MANAGER,
		force: true,
		dryRun: false
	});
	if (record) return;
	const uid = (await getObject(client, SECRETS, place.namespace, place.name))?.metadata.uid;
	if (uid) await deleteObject(client, SECRETS, {
		...place,
		uid
	}, {
		propagationPolicy: "Background",
		dryRun: false
	});
}
function markerPatch(parent, digest) {
	const identity = parentIdentity(parent);
	return {
		...identity,
		metadata: {
			...identity.metadata,
			...digest ? { annotations: { [DELETE_HOOKS_ANNOTATION]: digest } } : {}
		}
	};
}
async function readDeleteHooks(client, parent, live) {
	const named = recordedDigest(live);
	if (named === void 0) return [];
	const place = deleteHooksPlace(parent);
	const data = ((await getObject(client, SECRETS, place.namespace, place.name))?.["data"])?.[RECORD_KEY];
	const packed = typeof data === "string" ? Buffer.from(data, "base64") : void 0;
	const where = `Secret ${place.namespace}/${place.name}`;
	const hint = "apply the set again to write the record anew, or delete without its hooks (the CLI: delete --no-hooks)";
	if (!packed) throw new UserError(`the ApplySet parent names a record of its chart's delete hooks, but ${where} does not hold it; nothing was deleted`, { hint });
	if (digestOf(packed) !== named) throw new UserError(`${where}, the record of the chart's delete hooks, is not the one the ApplySet parent names (${named}): it was changed after the apply wrote it; nothing was deleted`, { hint });
	return unpack(packed, where);
}
function unpack(packed, where) {
	let parsed;
	try {
		parsed = JSON.parse(gunzipSync(packed, { maxOutputLength: MAX_UNPACKED_BYTES }).toString("utf8"));
	} catch (error) {
		throw new UserError(`${where}, the record of the chart's delete hooks, cannot be read: ${String(error)}`);
	}
	return (isRecord(parsed) && Array.isArray(parsed["hooks"]) ? parsed["hooks"] : []).filter(isRecordedHook).map((hook) => ({
		object: {
			object: hook.object,
			source: hook.source
		},
		phases: hook.phases,
		weight: hook.weight,
		deletePolicies: hook.deletePolicies
	}));
}
function isRecordedHook(value) {
	return isRecord(value) && Array.isArray(value["phases"]) && typeof value["weight"] === "number" && Array.isArray(value["deletePolicies"]) && isRecord(value["source"]) && isRecord(value["object"]) && isRecord(value["object"]["metadata"]);
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
// src/plan/inUse/podReferences.ts
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
// src/plan/inUse/namespaceUsers.ts
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
// src/plan/inUse/inUseCheck.ts
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
		if (!(uses instanceof Map)) return {
			filter: "in-use",
			unchecked: uses.unchecked
		};
		const users = uses.get(referenceKey(ref.kind, ref.name));
		if (!users || users.length === 0) return void 0;
		const more = users.length - 1;
		return {
			filter: "in-use",
			usedBy: `${describeUse(users[0])}${more > 0 ? ` and ${more} more` : ""}`
		};
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
// src/common/settlePooled.ts
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
// src/execute/chartHooks.ts
const GONE_BEFORE_SEEN_ENDED = {
	status: "current",
	message: "deleted before its end was seen (its ttlSecondsAfterFinished?); taken as done, as helm takes it"
};
var HookFailure = class extends ApplyFailure {};
async function runHookPhase(client, hooks, phase, what, options) {
	const ordered = preparedOf(hooks, phase);
	if (ordered.length === 0) return;
	options.progress(`Running ${ordered.length} ${phase} hook${ordered.length === 1 ? "" : "s"}: ${ordered.map((p) => formatRef(p.ref)).join(", ")}`);
	const ran = [];
	const tell = (told) => {
		for (const { prepared, end } of told) options.done?.(prepared, phase, end);
	};
	for (const prepared of ordered) {
		let failed;
		try {
			const { end, failure } = await runHook(client, prepared, phase, what, options);
			if (!failure) {
				ran.push({
					prepared,
					end
				});
				continue;
			}
			failed = {
				end,
				error: failure
			};
		} catch (error) {
			if (error instanceof CancelledError) {
				tell(ran);
				throw error;
			}
			failed = {
				end: {
					result: "failed",
					message: describeError(error)
				},
				error
			};
		}
		try {
			await deleteSucceeded(client, ran, options);
		} finally {
			tell([...ran, {
				prepared,
				end: failed.end
			}]);
		}
		throw failed.error;
	}
	try {
		await deleteSucceeded(client, [...ran].reverse(), options);
	} finally {
		tell(ran);
	}
}
async function deleteSucceeded(client, ran, options) {
	for (const hook of ran) {
		if (!hook.prepared.hook.deletePolicies.includes("hook-succeeded")) continue;
		await written(hook.prepared, "delete", () => deleteHook(client, hook.prepared, options, "hook-succeeded"));
		hook.end.deletedBy = "hook-succeeded";
	}
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
	if (!isAwaited(ref)) return { end: { result: "applied" } };
	const set = new WatchedSet([{
		ref,
		info,
		goal: "current",
		key: prepared,
		whenGone: GONE_BEFORE_SEEN_ENDED,
		...ref.kind === "Pod" && ref.group === "" ? { rule: podRunStatus } : {}
	}]);
	const timeoutMs = options.remainingMs();
	let ended = "";
	const end = await settleTargets(client, set, {
		timeoutMs,
		onCurrent: (_target, message) => ended = message,
		...options.signal ? { signal: options.signal } : {}
	});
	if (end === "settled") {
		const gone = ended === GONE_BEFORE_SEEN_ENDED.message;
		options.progress(`${named} ${gone ? GONE_BEFORE_SEEN_ENDED.message : "succeeded"}`);
		return { end: {
			result: "completed",
			...gone ? { message: GONE_BEFORE_SEEN_ENDED.message } : {}
		} };
	}
	const status = set.pending()[0]?.status;
	if (status?.detail) options.terminationMessages?.(`${formatRef(ref)}: ${status.detail}`);
	const why = end === "failed" && status ? describeStatus(ref, status) : `${formatRef(ref)}: timed out after ${formatDuration(timeoutMs)}${status ? ` (${status.message})` : ""}`;
	const failed = {
		result: end === "failed" ? "failed" : "timed out",
		message: why
	};
	if (policy("hook-failed")) {
		await written(prepared, "delete", () => deleteHook(client, prepared, options, "hook-failed"));
		failed.deletedBy = "hook-failed";
	}
	return {
		end: failed,
		failure: new HookFailure([new UserError(`the ${phase} hook failed, ${what}: ${why}`, {
			source: hook.object.source,
			hint: `kubectl describe ${formatRef(ref)}${ref.namespace ? ` -n ${ref.namespace}` : ""} shows more${policy("hook-failed") ? " while it lasts (its hook-failed policy deleted it)" : ""}; fix the chart or what the hook needs, then run again`
		})])
	};
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
export { settleTargets as C, CascadeListings as S, describeStatus as T, syncDeleteHooks as _, finishParent as a, destructiveRefusal as b, checkUsage as c, isAwaited as d, prepareHooks as f, readDeleteHooks as g, packDeleteHooks as h, applyPlan as i, startsRevision as l, deleteHooksPlace as m, ApplyFailure as n, prunePlan as o, preparedOf as p, DependencyFailure as r, settlePooled as s, runHookPhase as t, deployEntryOf as u, consents as v, WatchedSet as w, pruneCascade as x, describeDestruction as y };
