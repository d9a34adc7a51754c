import { a as hintOr, i as errorMessage, t as UserError } from "./CBbxxjUU.js";
import { a as isForbidden, d as checkServerHint, l as ResponseLimitError, m as formatBytes, r as CancelledError, s as isNotFound, t as ApiError } from "./mXrWi9Dr.js";
import { a as listFirstPage, i as listCollection, u as resourcePath } from "./BJ9eor5T.js";
import { C as formatRef, S as formatGroupKind, c as parentRef, h as PART_OF_LABEL, w as groupVersion, x as describeRef } from "./Bl8NhNXI.js";
import { a as transientNetworkCode, i as retryDelayMs, r as isRetryableStatus, t as DEFAULT_RETRY } from "./9N06uKO8.js";
import { t as appendTo } from "./tm8r1inG.js";
import { a as podFailure, c as inProgress, i as isPodGone, l as stringAt, n as statusOf, o as podProblem, s as failed } from "./CxeQJ05Z.js";
import { setTimeout as setTimeout$1 } from "node:timers/promises";
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
const REVISION_ANNOTATION = "deployment.kubernetes.io/revision";
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
	failureOf(job) {
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
		const revision = workload.metadata.annotations?.[REVISION_ANNOTATION];
		const namespace = workload.metadata.namespace ?? "";
		if (revision === void 0 || !this.listed.has(`replicasets/${namespace}`)) return [];
		const hash = (this.objects.get(`replicasets/${namespace}`)?.owned(workload.metadata.uid ?? "") ?? []).find((rs) => rs.metadata.annotations?.[REVISION_ANNOTATION] === revision)?.metadata.labels?.[TEMPLATE_HASH_LABEL];
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
		if (!live) return inProgress("not found");
		const status = (target.rule ?? statusOf)(live);
		const groupKind = formatGroupKind(target.ref);
		if (status.status === "failed" && groupKind === "Job.batch") {
			const failure = this.workloadPods.failureOf(live);
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
// src/plan/pruneFilters/ownerCascade.ts
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
// src/plan/pruneFilters/pruneCascade.ts
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
	addPage(volumes, info, "", await context.listings.page(info, "", { metadataOnly: false }), (item) => claims.has(claimOf(item) ?? "") && field(item, "spec", "persistentVolumeReclaimPolicy") === "Delete", claimOf);
	found.uncounted.push(...volumes.uncounted);
	for (const [kind, cut] of volumes.cut) found.cut.set(kind, cut);
	return volumes.objects;
}
function claimOf(volume) {
	const uid = field(volume, "spec", "claimRef", "uid");
	return typeof uid === "string" ? uid : void 0;
}
function field(value, ...path) {
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
// src/plan/pruneFilters/destructivePrunes.ts
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
export { CascadeListings as a, describeStatus as c, pruneCascade as i, describeDestruction as n, settleTargets as o, destructiveRefusal as r, WatchedSet as s, consents as t };
