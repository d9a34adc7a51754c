import { o as __toESM, t as __commonJSMin } from "./C1I3wEg2.js";
import { i as errorMessage, n as UserErrors, r as describeError, t as UserError } from "./CBbxxjUU.js";
import { A as strTag, C as getScalarValue, D as nullYaml11Tag, E as mergeTag, O as parseEvents, T as mapTag, _ as Schema, a as unmatchedRules, b as constructFromEvents, c as closestNames, f as VERSION, g as NOT_RESOLVED, h as FAILSAFE_SCHEMA, i as rulesFor, k as seqTag, m as EVENT_ID, o as YamlShapeError, p as CORE_SCHEMA, s as parsePositioned, t as PROTECTED_POINTERS, v as YAMLException, w as load, x as defineScalarTag, y as boolYaml11Tag } from "./CsypBJCe.js";
import { C as readParent, D as connect, E as lockHolder, S as uncomparedSecret, T as defaultHolder, _ as valueAt, b as isSecret, c as prepareMembers, d as compareObjects, f as fieldOwners, g as setValueAt, h as removeFields, l as PlanRequests, m as removeEmptied, p as fieldsOwnedBy, t as openRun, u as adoptionDiff, v as parsePatch, w as objectError, x as isSecretsForbidden, y as listLiveMembers } from "./2DmI1CRt.js";
import { S as CancelledError, a as deleteObject, b as ApiError, d as CRD_RESOURCE, o as getObject, s as listCollection, u as serverSideApply, w as isForbidden, x as ApiUnavailableError } from "./tuETKyVI.js";
import { E as refKey, S as formatRef, _ as PRUNE_OPT_OUT_VALUE, b as describeRef, c as parentRef, g as PRUNE_OPT_OUT_ANNOTATION, h as PART_OF_LABEL, o as isParent, s as memberSelector, w as parseApiVersion, x as formatGroupKind, y as TOOL_NAME } from "./DeSzYmKF.js";
import { i as pruneStage, n as isCrd, r as isNamespace, t as applyStage } from "./DtfoC32z.js";
import { C as keptPhrase, D as skippedDryRuns, O as ACTION_ORDER, S as keepReasonText, T as resultOf, _ as formatCounts, a as RunFailure, b as healthPhrase, d as parseOptions, f as parseHelmOptions, g as describeParent, h as stoppedVerdict, j as pastTense, k as actionOfResult, m as healthVerdict, o as DESTRUCTIVE_CONSENT_LABEL, p as imageName, v as formatHealthCounts, w as reportedAction, x as ignoredDifferencesPhrase, y as formatParent } from "./bypiOTaI.js";
import { a as shortCommit, i as repeatsNewest, n as deployEntry, o as withEntry, r as readHistory, s as isRecord } from "./MmpeRDSy.js";
import { t as showControlCharacters } from "./XK44p_2V.js";
import { _ as escapeAttribute, b as fencedBlock, c as markAdopted, d as WatchedSet, f as describeStatus, m as cascadeText, n as describeDestruction, p as cascadeMarkdown, r as destructiveRefusal, t as consents, u as settleTargets, v as escapeHtml, x as inlineCode, y as escapeText } from "./DFxtauv0.js";
import { t as formatDuration } from "./BL9db2ev.js";
import { t as isStatusless } from "./wh9k173N.js";
import { n as leaveSet } from "./Bh3pqNd_.js";
import { n as historyText, s as unionScope } from "./iqy65sgN.js";
import { i as widenParent, n as nothingToNarrow, r as recordOnParent, t as narrowParent } from "./Dm45qDyF.js";
import * as nativeFs from "fs";
import { readdir, readdirSync, realpath, realpathSync, stat, statSync } from "fs";
import { basename, dirname, isAbsolute, normalize, posix, relative, resolve, sep } from "path";
import { isDeepStrictEqual, promisify } from "node:util";
import { closeSync, constants as constants$1, existsSync as existsSync$1, fstatSync, openSync, readSync, realpathSync as realpathSync$1, statSync as statSync$1 } from "node:fs";
import path from "node:path";
import { execFile } from "node:child_process";
import { fileURLToPath } from "url";
import { access, mkdtemp, open, readFile, readdir as readdir$1, realpath as realpath$1, rm, stat as stat$1 } from "node:fs/promises";
import { tmpdir } from "node:os";
import { createRequire } from "module";
import { setFlagsFromString } from "node:v8";
// src/plan/dependsOn.ts
const DEPENDS_ON_ANNOTATION = "config.kubernetes.io/depends-on";
function parseDependsOn(value) {
	const refs = /* @__PURE__ */ new Map();
	const problems = [];
	for (const part of value.split(",")) {
		const text = part.trim();
		const fields = text.split("/");
		let ref;
		if (fields.length === 3) ref = {
			group: fields[0],
			namespace: "",
			kind: fields[1],
			name: fields[2]
		};
		else if (fields.length === 5 && fields[1] === "namespaces") ref = {
			group: fields[0],
			namespace: fields[2],
			kind: fields[3],
			name: fields[4]
		};
		if (!ref || ref.kind === "" || ref.name === "" || fields.length === 5 && ref.namespace === "") {
			problems.push(`"${text}" is not <group>/namespaces/<namespace>/<Kind>/<name> or <group>/<Kind>/<name>`);
			continue;
		}
		refs.set(refKey(ref), ref);
	}
	return {
		refs: [...refs.values()],
		problems
	};
}
function formatDependency(ref) {
	return ref.namespace === "" ? `${ref.group}/${ref.kind}/${ref.name}` : `${ref.group}/namespaces/${ref.namespace}/${ref.kind}/${ref.name}`;
}
// src/report/orderReport.ts
const LISTED_NAMES = 60;
function orderGroups(doc) {
	const groupsOf = (objects) => {
		const groups = [];
		for (const obj of objects) if (obj.order !== void 0) (groups[obj.order - 1] ??= []).push(obj);
		return groups.filter((group) => group.length > 0);
	};
	const apply = groupsOf(doc.objects.filter((obj) => obj.action !== "prune" && obj.action !== "keep"));
	const prune = groupsOf(doc.objects.filter((obj) => obj.action === "prune"));
	return [...apply.length > 0 ? [{
		verb: "Apply",
		groups: apply
	}] : [], ...prune.length > 1 ? [{
		verb: "Prune",
		groups: prune
	}] : []];
}
function groupLines(groups, render) {
	let left = LISTED_NAMES;
	return groups.map((group, index) => {
		const shown = group.slice(0, Math.max(0, left));
		left -= shown.length;
		const more = group.length - shown.length;
		const names = [...shown.map(render), ...more > 0 ? [`and ${more} more`] : []];
		return `${index + 1}. ${names.join(", ")}`;
	});
}
function orderMarkdown(doc) {
	const sections = orderGroups(doc);
	if (sections.length === 0) return "";
	const render = (obj) => `${inlineCode(formatRef(obj))}${obj.namespace === "" ? "" : ` in ${inlineCode(obj.namespace)}`}`;
	return sections.map(({ verb, groups }) => [
		`**${verb} order** (${inlineCode(DEPENDS_ON_ANNOTATION)}): ${groups.length} group${groups.length === 1 ? "" : "s"}, each ${verb === "Apply" ? "applied once what it depends on is ready" : "pruned once what depends on it is gone"}`,
		"",
		...groupLines(groups, render)
	].join("\n")).join("\n\n");
}
function orderText(doc, showNamespace) {
	const render = (obj) => `${formatRef(obj)}${showNamespace && obj.namespace !== "" ? ` -n ${obj.namespace}` : ""}`;
	return orderGroups(doc).flatMap(({ verb, groups }) => [`${verb} order (${DEPENDS_ON_ANNOTATION}):`, ...groupLines(groups, render).map((line) => `  ${line}`)]);
}
// src/report/unlistedMembers.ts
function unlistedPhrases(doc) {
	return (doc.unlisted ?? []).map(({ kind, group, namespace, message }) => {
		const kinds = `${kind}${group === "" ? "" : `.${group}`}`;
		return `${kinds} prunes${namespace === "" ? "" : ` in namespace ${namespace}`} could not be previewed: this credential may not list ${kinds} objects (Forbidden: ${message}); the deploy lists them with its own credential and prunes those no longer in the manifests`;
	});
}
// src/report/textStyles.ts
const PLAIN = (_style, text) => text;
function paintDiff(diff, paint) {
	if (paint === PLAIN) return diff;
	return diff.split("\n").map((line) => {
		const style = /^(\+\+\+|---)( |$)/.test(line) ? "header" : line.startsWith("@@") ? "hunk" : line.startsWith("+") ? "added" : line.startsWith("-") ? "removed" : void 0;
		return style ? paint(style, line) : line;
	}).join("\n");
}
// src/report/textReport.ts
const DIFF_INDENT = "    ";
function formatObjectLine(obj, mode, options = {}) {
	const where = (options.showNamespace ?? true) && obj.namespace !== "" ? ` -n ${obj.namespace}` : "";
	const notDone = (obj.result === "failed" || obj.result === "skipped") && obj.message && !obj.health ? `: ${obj.message}` : "";
	const kept = resultOf(obj) === "kept" && obj.keep ? keptPhrase(obj.keep) : "";
	const verb = mode === "apply" ? resultOf(obj) : pastTense(obj.action);
	const after = mode === "apply" ? `${notDone}${kept}${healthPhrase(obj)}` : obj.action === "uncompared" ? "" : " (server dry run)";
	const reason = obj.reason ?? (mode === "preview" && obj.keep ? keepReasonText(obj.keep) : obj.destroys);
	const why = reason ? ` - ${reason}` : "";
	return `${showControlCharacters(`${formatRef(obj)}${where} `)}${(options.paint ?? PLAIN)(verb, verb)}${showControlCharacters(`${after}${why}`)}`;
}
function renderText(doc, options = {}) {
	const showNamespace = spansNamespaces(doc.objects);
	const paint = options.paint ?? PLAIN;
	const lines = [];
	for (const obj of sortForReport(doc.objects, doc.mode)) {
		lines.push(formatObjectLine(obj, doc.mode, {
			showNamespace,
			paint
		}));
		const cascade = cascadeText(obj, doc.mode);
		if (cascade) lines.push(showControlCharacters(`${DIFF_INDENT}${cascade}`));
		if (obj.ignored) lines.push(showControlCharacters(`${DIFF_INDENT}${ignoredDifferencesPhrase(obj.ignored)}`));
		for (const warning of obj.serverWarnings ?? []) lines.push(showControlCharacters(`${DIFF_INDENT}Warning from the API server: ${warning}`).replace(/\n(?=.)/g, `\n${DIFF_INDENT}  `));
		if (doc.mode === "preview" && obj.diff) lines.push(indent(paintDiff(showControlCharacters(obj.diff.trimEnd()), paint), DIFF_INDENT));
	}
	if (doc.mode === "preview") lines.push(...orderText(doc, showNamespace).map((line) => showControlCharacters(line)));
	for (const warning of [...unlistedPhrases(doc), ...doc.warnings]) lines.push(showControlCharacters(`Warning: ${warning}`).replace(/\n(?=.)/g, "\n  "));
	const took = doc.mode === "apply" ? ` in ${formatDuration(doc.durationMs)}` : "";
	const applySet = showControlCharacters(`ApplySet ${doc.applyset.id} (${describeParent(doc)})`);
	lines.push(`${applySet}: ${doc.cancelled ? "cancelled after " : ""}${formatCounts(doc.summary, doc.mode)}${took}${formatHealthCounts(doc)}`);
	if (doc.dryRunsSkipped) lines.push(skippedDryRuns(doc.dryRunsSkipped));
	if (doc.ignoredDifferences) lines.push(showControlCharacters(ignoredDifferencesPhrase(doc.ignoredDifferences)));
	return lines.join("\n");
}
function sortForReport(objects, mode) {
	return ACTION_ORDER.flatMap((action) => objects.filter((obj) => reportedAction(obj, mode) === action));
}
function spansNamespaces(objects) {
	return new Set(objects.map((obj) => obj.namespace)).size > 1;
}
function indent(text, prefix) {
	return text.split("\n").map((line) => line === "" ? line : prefix + line).join("\n");
}
// node_modules/yocto-queue/index.js
var Node = class {
	value;
	next;
	constructor(value) {
		this.value = value;
	}
};
var Queue$1 = class {
	#head;
	#tail;
	#size;
	constructor() {
		this.clear();
	}
	enqueue(value) {
		const node = new Node(value);
		if (this.#head) {
			this.#tail.next = node;
			this.#tail = node;
		} else {
			this.#head = node;
			this.#tail = node;
		}
		this.#size++;
	}
	dequeue() {
		const current = this.#head;
		if (!current) return;
		this.#head = this.#head.next;
		this.#size--;
		if (!this.#head) this.#tail = void 0;
		return current.value;
	}
	peek() {
		if (!this.#head) return;
		return this.#head.value;
	}
	clear() {
		this.#head = void 0;
		this.#tail = void 0;
		this.#size = 0;
	}
	get size() {
		return this.#size;
	}
	*[Symbol.iterator]() {
		let current = this.#head;
		while (current) {
			yield current.value;
			current = current.next;
		}
	}
	*drain() {
		while (this.#head) yield this.dequeue();
	}
};
// node_modules/p-limit/index.js
function pLimit(concurrency) {
	let rejectOnClear = false;
	if (typeof concurrency === "object") ({concurrency, rejectOnClear = false} = concurrency);
	validateConcurrency(concurrency);
	if (typeof rejectOnClear !== "boolean") throw new TypeError("Expected `rejectOnClear` to be a boolean");
	const queue = new Queue$1();
	let activeCount = 0;
	const resumeNext = () => {
		if (activeCount < concurrency && queue.size > 0) {
			activeCount++;
			queue.dequeue().run();
		}
	};
	const next = () => {
		activeCount--;
		resumeNext();
	};
	const run = async (function_, resolve, arguments_) => {
		const result = (async () => function_(...arguments_))();
		resolve(result);
		try {
			await result;
		} catch {}
		next();
	};
	const enqueue = (function_, resolve, reject, arguments_) => {
		const queueItem = { reject };
		new Promise((internalResolve) => {
			queueItem.run = internalResolve;
			queue.enqueue(queueItem);
		}).then(run.bind(void 0, function_, resolve, arguments_));
		if (activeCount < concurrency) resumeNext();
	};
	const generator = (function_, ...arguments_) => new Promise((resolve, reject) => {
		enqueue(function_, resolve, reject, arguments_);
	});
	Object.defineProperties(generator, {
		activeCount: { get: () => activeCount },
		pendingCount: { get: () => queue.size },
		clearQueue: { value() {
			if (!rejectOnClear) {
				queue.clear();
				return;
			}
			const abortError = AbortSignal.abort().reason;
			while (queue.size > 0) queue.dequeue().reject(abortError);
		} },
		concurrency: {
			get: () => concurrency,
			set(newConcurrency) {
				validateConcurrency(newConcurrency);
				concurrency = newConcurrency;
				queueMicrotask(() => {
					while (activeCount < concurrency && queue.size > 0) resumeNext();
				});
			}
		},
		map: { async value(iterable, function_) {
			const promises = [];
			try {
				Array.from(iterable, (value, index) => {
					const promise = generator(function_, value, index);
					promises.push(promise);
					return promise;
				});
			} catch (error) {
				for (const promise of promises) promise.catch(() => {});
				throw error;
			}
			return Promise.all(promises);
		} }
	});
	return generator;
}
function validateConcurrency(concurrency) {
	if (!((Number.isInteger(concurrency) || concurrency === Number.POSITIVE_INFINITY) && concurrency > 0)) throw new TypeError("Expected `concurrency` to be a number from 1 and up");
}
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
			onCurrent: (target) => records.record(target.key, {
				health: "ready",
				message: ""
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
	for (const [entry, dependencies] of order.dependsOn) for (const dependency of dependencies) dependents.set(dependency, [...dependents.get(dependency) ?? [], entry]);
	const queue = [];
	for (const entry of entries) {
		const why = whyNot(records.get(entry));
		if (why) queue.push([entry, why]);
	}
	while (queue.length > 0) {
		const [dependency, why] = queue.shift();
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
		const objects = await listUsers(cluster, namespace);
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
async function listUsers(cluster, namespace) {
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
	return {
		deletes: prunes.filter((entry) => !kept.includes(entry)),
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
	const execute = {
		...options,
		waits,
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
	const pruneAfterHealthy = options.prune && options.wait && options.pruneTiming === "after-healthy" && plan.entries.some((e) => e.action === "prune" || e.action === "keep");
	let scope = plan.scope;
	if (options.prune && !pruneAfterHealthy) scope = await prunePlan(cluster, plan, records, execute);
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
			if (pruneAfterHealthy) notPruned();
			throw rolloutFailure(error, plan, records);
		}
	}
	if (pruneAfterHealthy) scope = await prunePlan(cluster, plan, records, execute);
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
// src/manifests/helmHooks.ts
const HOOK_ANNOTATION = "helm.sh/hook";
const TEST_PHASES = /* @__PURE__ */ new Set([
	"test",
	"test-success",
	"test-failure"
]);
function withoutHooks(objects) {
	const members = [];
	const hooks = [];
	for (const manifest of objects) {
		const value = manifest.object.metadata.annotations?.[HOOK_ANNOTATION];
		if (value === void 0) members.push(manifest);
		else hooks.push({
			object: manifest,
			phases: value.split(",").map((phase) => phase.trim()).filter((phase) => phase !== "")
		});
	}
	return {
		members,
		hooks
	};
}
function hookMessages(hooks) {
	const isTest = (hook) => hook.phases.length > 0 && hook.phases.every((phase) => TEST_PHASES.has(phase));
	const tests = hooks.filter(isTest);
	return {
		info: tests.length === 0 ? [] : [`Left out ${tests.length} Helm test hook${tests.length === 1 ? "" : "s"} (${tests.map(named).join(", ")}): helm test runs them, a deploy does not`],
		warnings: hooks.filter((hook) => !isTest(hook)).map((hook) => `${named(hook)} is a Helm hook (${hook.phases.join(", ") || "no phase"}) and is not applied: hooks are not ApplySet members; apply it in a step of its own if the deploy needs it`)
	};
}
function named({ object: { object, source } }) {
	return `${formatRef({
		group: parseApiVersion(object.apiVersion).group,
		kind: object.kind,
		name: object.metadata.name ?? ""
	})} (${source.file})`;
}
// node_modules/fdir/dist/index.mjs
var __require = /* @__PURE__ */ createRequire(import.meta.url);
function cleanPath(path) {
	let normalized = normalize(path);
	if (normalized.length > 1 && normalized[normalized.length - 1] === sep) normalized = normalized.substring(0, normalized.length - 1);
	return normalized;
}
const SLASHES_REGEX = /[\\/]/g;
function convertSlashes(path, separator) {
	return path.replace(SLASHES_REGEX, separator);
}
const WINDOWS_ROOT_DIR_REGEX = /^[a-z]:[\\/]$/i;
function isRootDirectory(path) {
	return path === "/" || WINDOWS_ROOT_DIR_REGEX.test(path);
}
function normalizePath(path, options) {
	const { resolvePaths, normalizePath: normalizePath$1, pathSeparator } = options;
	const pathNeedsCleaning = process.platform === "win32" && path.includes("/") || path.startsWith(".");
	if (resolvePaths) path = resolve(path);
	if (normalizePath$1 || pathNeedsCleaning) path = cleanPath(path);
	if (path === ".") return "";
	return convertSlashes(path[path.length - 1] !== pathSeparator ? path + pathSeparator : path, pathSeparator);
}
function joinPathWithBasePath(filename, directoryPath) {
	return directoryPath + filename;
}
function joinPathWithRelativePath(root, options) {
	return function(filename, directoryPath) {
		if (directoryPath.startsWith(root)) return directoryPath.slice(root.length) + filename;
		else return convertSlashes(relative(root, directoryPath), options.pathSeparator) + options.pathSeparator + filename;
	};
}
function joinPath(filename) {
	return filename;
}
function joinDirectoryPath(filename, directoryPath, separator) {
	return directoryPath + filename + separator;
}
function build$7(root, options) {
	const { relativePaths, includeBasePath } = options;
	return relativePaths && root ? joinPathWithRelativePath(root, options) : includeBasePath ? joinPathWithBasePath : joinPath;
}
function pushDirectoryWithRelativePath(root) {
	return function(directoryPath, paths) {
		paths.push(directoryPath.substring(root.length) || ".");
	};
}
function pushDirectoryFilterWithRelativePath(root) {
	return function(directoryPath, paths, filters) {
		const relativePath = directoryPath.substring(root.length) || ".";
		if (filters.every((filter) => filter(relativePath, true))) paths.push(relativePath);
	};
}
const pushDirectory = (directoryPath, paths) => {
	paths.push(directoryPath || ".");
};
const pushDirectoryFilter = (directoryPath, paths, filters) => {
	const path = directoryPath || ".";
	if (filters.every((filter) => filter(path, true))) paths.push(path);
};
const empty$2 = () => {};
function build$6(root, options) {
	const { includeDirs, filters, relativePaths } = options;
	if (!includeDirs) return empty$2;
	if (relativePaths) return filters && filters.length ? pushDirectoryFilterWithRelativePath(root) : pushDirectoryWithRelativePath(root);
	return filters && filters.length ? pushDirectoryFilter : pushDirectory;
}
const pushFileFilterAndCount = (filename, _paths, counts, filters) => {
	if (filters.every((filter) => filter(filename, false))) counts.files++;
};
const pushFileFilter = (filename, paths, _counts, filters) => {
	if (filters.every((filter) => filter(filename, false))) paths.push(filename);
};
const pushFileCount = (_filename, _paths, counts, _filters) => {
	counts.files++;
};
const pushFile = (filename, paths) => {
	paths.push(filename);
};
const empty$1 = () => {};
function build$5(options) {
	const { excludeFiles, filters, onlyCounts } = options;
	if (excludeFiles) return empty$1;
	if (filters && filters.length) return onlyCounts ? pushFileFilterAndCount : pushFileFilter;
	else if (onlyCounts) return pushFileCount;
	else return pushFile;
}
const getArray = (paths) => {
	return paths;
};
const getArrayGroup = () => {
	return [""].slice(0, 0);
};
function build$4(options) {
	return options.group ? getArrayGroup : getArray;
}
const groupFiles = (groups, directory, files) => {
	groups.push({
		directory,
		files,
		dir: directory
	});
};
const empty = () => {};
function build$3(options) {
	return options.group ? groupFiles : empty;
}
const resolveSymlinksAsync = function(path, state, callback$1) {
	const { queue, fs, options: { suppressErrors } } = state;
	queue.enqueue();
	fs.realpath(path, (error, resolvedPath) => {
		if (error) return queue.dequeue(suppressErrors ? null : error, state);
		fs.stat(resolvedPath, (error$1, stat) => {
			if (error$1) return queue.dequeue(suppressErrors ? null : error$1, state);
			if (stat.isDirectory() && isRecursive(path, resolvedPath, state)) return queue.dequeue(null, state);
			callback$1(stat, resolvedPath);
			queue.dequeue(null, state);
		});
	});
};
const resolveSymlinks = function(path, state, callback$1) {
	const { queue, fs, options: { suppressErrors } } = state;
	queue.enqueue();
	try {
		const resolvedPath = fs.realpathSync(path);
		const stat = fs.statSync(resolvedPath);
		if (stat.isDirectory() && isRecursive(path, resolvedPath, state)) return;
		callback$1(stat, resolvedPath);
	} catch (e) {
		if (!suppressErrors) throw e;
	}
};
function build$2(options, isSynchronous) {
	if (!options.resolveSymlinks || options.excludeSymlinks) return null;
	return isSynchronous ? resolveSymlinks : resolveSymlinksAsync;
}
function isRecursive(path, resolved, state) {
	if (state.options.useRealPaths) return isRecursiveUsingRealPaths(resolved, state);
	let parent = dirname(path);
	let depth = 1;
	while (parent !== state.root && depth < 2) {
		const resolvedPath = state.symlinks.get(parent);
		if (!!resolvedPath && (resolvedPath === resolved || resolvedPath.startsWith(resolved) || resolved.startsWith(resolvedPath))) depth++;
		else parent = dirname(parent);
	}
	state.symlinks.set(path, resolved);
	return depth > 1;
}
function isRecursiveUsingRealPaths(resolved, state) {
	return state.visited.includes(resolved + state.options.pathSeparator);
}
const onlyCountsSync = (state) => {
	return state.counts;
};
const groupsSync = (state) => {
	return state.groups;
};
const defaultSync = (state) => {
	return state.paths;
};
const limitFilesSync = (state) => {
	return state.paths.slice(0, state.options.maxFiles);
};
const onlyCountsAsync = (state, error, callback$1) => {
	report(error, callback$1, state.counts, state.options.suppressErrors);
	return null;
};
const defaultAsync = (state, error, callback$1) => {
	report(error, callback$1, state.paths, state.options.suppressErrors);
	return null;
};
const limitFilesAsync = (state, error, callback$1) => {
	report(error, callback$1, state.paths.slice(0, state.options.maxFiles), state.options.suppressErrors);
	return null;
};
const groupsAsync = (state, error, callback$1) => {
	report(error, callback$1, state.groups, state.options.suppressErrors);
	return null;
};
function report(error, callback$1, output, suppressErrors) {
	if (error && !suppressErrors) callback$1(error, output);
	else callback$1(null, output);
}
function build$1(options, isSynchronous) {
	const { onlyCounts, group, maxFiles } = options;
	if (onlyCounts) return isSynchronous ? onlyCountsSync : onlyCountsAsync;
	else if (group) return isSynchronous ? groupsSync : groupsAsync;
	else if (maxFiles) return isSynchronous ? limitFilesSync : limitFilesAsync;
	else return isSynchronous ? defaultSync : defaultAsync;
}
const readdirOpts = { withFileTypes: true };
const walkAsync = (state, crawlPath, directoryPath, currentDepth, callback$1) => {
	state.queue.enqueue();
	if (currentDepth < 0) return state.queue.dequeue(null, state);
	const { fs } = state;
	state.visited.push(crawlPath);
	state.counts.directories++;
	fs.readdir(crawlPath || ".", readdirOpts, (error, entries = []) => {
		callback$1(entries, directoryPath, currentDepth);
		state.queue.dequeue(state.options.suppressErrors ? null : error, state);
	});
};
const walkSync = (state, crawlPath, directoryPath, currentDepth, callback$1) => {
	const { fs } = state;
	if (currentDepth < 0) return;
	state.visited.push(crawlPath);
	state.counts.directories++;
	let entries = [];
	try {
		entries = fs.readdirSync(crawlPath || ".", readdirOpts);
	} catch (e) {
		if (!state.options.suppressErrors) throw e;
	}
	callback$1(entries, directoryPath, currentDepth);
};
function build(isSynchronous) {
	return isSynchronous ? walkSync : walkAsync;
}
var Queue = class {
	count = 0;
	constructor(onQueueEmpty) {
		this.onQueueEmpty = onQueueEmpty;
	}
	enqueue() {
		this.count++;
		return this.count;
	}
	dequeue(error, output) {
		if (this.onQueueEmpty && (--this.count <= 0 || error)) {
			this.onQueueEmpty(error, output);
			if (error) {
				output.controller.abort();
				this.onQueueEmpty = void 0;
			}
		}
	}
};
var Counter = class {
	_files = 0;
	_directories = 0;
	set files(num) {
		this._files = num;
	}
	get files() {
		return this._files;
	}
	set directories(num) {
		this._directories = num;
	}
	get directories() {
		return this._directories;
	}
	/* c8 ignore next 3 */
	get dirs() {
		return this._directories;
	}
};
var Aborter = class {
	aborted = false;
	abort() {
		this.aborted = true;
	}
};
var Walker = class {
	root;
	isSynchronous;
	state;
	joinPath;
	pushDirectory;
	pushFile;
	getArray;
	groupFiles;
	resolveSymlink;
	walkDirectory;
	callbackInvoker;
	constructor(root, options, callback$1) {
		this.isSynchronous = !callback$1;
		this.callbackInvoker = build$1(options, this.isSynchronous);
		this.root = normalizePath(root, options);
		this.state = {
			root: isRootDirectory(this.root) ? this.root : this.root.slice(0, -1),
			paths: [""].slice(0, 0),
			groups: [],
			counts: new Counter(),
			options,
			queue: new Queue((error, state) => this.callbackInvoker(state, error, callback$1)),
			symlinks: /* @__PURE__ */ new Map(),
			visited: [""].slice(0, 0),
			controller: new Aborter(),
			fs: options.fs || nativeFs
		};
		this.joinPath = build$7(this.root, options);
		this.pushDirectory = build$6(this.root, options);
		this.pushFile = build$5(options);
		this.getArray = build$4(options);
		this.groupFiles = build$3(options);
		this.resolveSymlink = build$2(options, this.isSynchronous);
		this.walkDirectory = build(this.isSynchronous);
	}
	start() {
		this.pushDirectory(this.root, this.state.paths, this.state.options.filters);
		this.walkDirectory(this.state, this.root, this.root, this.state.options.maxDepth, this.walk);
		return this.isSynchronous ? this.callbackInvoker(this.state, null) : null;
	}
	walk = (entries, directoryPath, depth) => {
		const { paths, options: { filters, resolveSymlinks: resolveSymlinks$1, excludeSymlinks, exclude, maxFiles, signal, useRealPaths, pathSeparator }, controller } = this.state;
		if (controller.aborted || signal && signal.aborted || maxFiles && paths.length > maxFiles) return;
		const files = this.getArray(this.state.paths);
		for (let i = 0; i < entries.length; ++i) {
			const entry = entries[i];
			if (entry.isFile() || entry.isSymbolicLink() && !resolveSymlinks$1 && !excludeSymlinks) {
				const filename = this.joinPath(entry.name, directoryPath);
				this.pushFile(filename, files, this.state.counts, filters);
			} else if (entry.isDirectory()) {
				let path = joinDirectoryPath(entry.name, directoryPath, this.state.options.pathSeparator);
				if (exclude && exclude(entry.name, path)) continue;
				this.pushDirectory(path, paths, filters);
				this.walkDirectory(this.state, path, path, depth - 1, this.walk);
			} else if (this.resolveSymlink && entry.isSymbolicLink()) {
				let path = joinPathWithBasePath(entry.name, directoryPath);
				this.resolveSymlink(path, this.state, (stat, resolvedPath) => {
					if (stat.isDirectory()) {
						resolvedPath = normalizePath(resolvedPath, this.state.options);
						if (exclude && exclude(entry.name, useRealPaths ? resolvedPath : path + pathSeparator)) return;
						this.walkDirectory(this.state, resolvedPath, useRealPaths ? resolvedPath : path + pathSeparator, depth - 1, this.walk);
					} else {
						resolvedPath = useRealPaths ? resolvedPath : path;
						const filename = basename(resolvedPath);
						const directoryPath$1 = normalizePath(dirname(resolvedPath), this.state.options);
						resolvedPath = this.joinPath(filename, directoryPath$1);
						this.pushFile(resolvedPath, files, this.state.counts, filters);
					}
				});
			}
		}
		this.groupFiles(this.state.groups, directoryPath, files);
	};
};
function promise(root, options) {
	return new Promise((resolve$1, reject) => {
		callback(root, options, (err, output) => {
			if (err) return reject(err);
			resolve$1(output);
		});
	});
}
function callback(root, options, callback$1) {
	new Walker(root, options, callback$1).start();
}
function sync(root, options) {
	return new Walker(root, options).start();
}
var APIBuilder = class {
	constructor(root, options) {
		this.root = root;
		this.options = options;
	}
	withPromise() {
		return promise(this.root, this.options);
	}
	withCallback(cb) {
		callback(this.root, this.options, cb);
	}
	sync() {
		return sync(this.root, this.options);
	}
};
let pm = null;
/* c8 ignore next 6 */
try {
	__require.resolve("picomatch");
	pm = __require("picomatch");
} catch {}
var Builder = class {
	globCache = {};
	options = {
		maxDepth: Infinity,
		suppressErrors: true,
		pathSeparator: sep,
		filters: []
	};
	globFunction;
	constructor(options) {
		this.options = {
			...this.options,
			...options
		};
		this.globFunction = this.options.globFunction;
	}
	group() {
		this.options.group = true;
		return this;
	}
	withPathSeparator(separator) {
		this.options.pathSeparator = separator;
		return this;
	}
	withBasePath() {
		this.options.includeBasePath = true;
		return this;
	}
	withRelativePaths() {
		this.options.relativePaths = true;
		return this;
	}
	withDirs() {
		this.options.includeDirs = true;
		return this;
	}
	withMaxDepth(depth) {
		this.options.maxDepth = depth;
		return this;
	}
	withMaxFiles(limit) {
		this.options.maxFiles = limit;
		return this;
	}
	withFullPaths() {
		this.options.resolvePaths = true;
		this.options.includeBasePath = true;
		return this;
	}
	withErrors() {
		this.options.suppressErrors = false;
		return this;
	}
	withSymlinks({ resolvePaths = true } = {}) {
		this.options.resolveSymlinks = true;
		this.options.useRealPaths = resolvePaths;
		return this.withFullPaths();
	}
	withAbortSignal(signal) {
		this.options.signal = signal;
		return this;
	}
	normalize() {
		this.options.normalizePath = true;
		return this;
	}
	filter(predicate) {
		this.options.filters.push(predicate);
		return this;
	}
	onlyDirs() {
		this.options.excludeFiles = true;
		this.options.includeDirs = true;
		return this;
	}
	exclude(predicate) {
		this.options.exclude = predicate;
		return this;
	}
	onlyCounts() {
		this.options.onlyCounts = true;
		return this;
	}
	crawl(root) {
		return new APIBuilder(root || ".", this.options);
	}
	withGlobFunction(fn) {
		this.globFunction = fn;
		return this;
	}
	/* c8 ignore next 4 */
	crawlWithOptions(root, options) {
		this.options = {
			...this.options,
			...options
		};
		return new APIBuilder(root || ".", this.options);
	}
	glob(...patterns) {
		if (this.globFunction) return this.globWithOptions(patterns);
		return this.globWithOptions(patterns, ...[{ dot: true }]);
	}
	globWithOptions(patterns, ...options) {
		const globFn = this.globFunction || pm;
		/* c8 ignore next 5 */
		if (!globFn) throw new Error("Please specify a glob function to use glob matching.");
		var isMatch = this.globCache[patterns.join("\0")];
		if (!isMatch) {
			isMatch = globFn(patterns, ...options);
			this.globCache[patterns.join("\0")] = isMatch;
		}
		this.options.filters.push((path) => isMatch(path));
		return this;
	}
};
// node_modules/picomatch/lib/constants.js
var require_constants = /* @__PURE__ */ __commonJSMin(((exports, module) => {
	const WIN_SLASH = "\\\\/";
	const WIN_NO_SLASH = `[^${WIN_SLASH}]`;
	const DEFAULT_MAX_EXTGLOB_RECURSION = 0;
	const DOT_LITERAL = "\\.";
	const PLUS_LITERAL = "\\+";
	const QMARK_LITERAL = "\\?";
	const SLASH_LITERAL = "\\/";
	const ONE_CHAR = "(?=.)";
	const QMARK = "[^/]";
	const END_ANCHOR = `(?:${SLASH_LITERAL}|$)`;
	const START_ANCHOR = `(?:^|${SLASH_LITERAL})`;
	const DOTS_SLASH = `${DOT_LITERAL}{1,2}${END_ANCHOR}`;
	const POSIX_CHARS = {
		DOT_LITERAL,
		PLUS_LITERAL,
		QMARK_LITERAL,
		SLASH_LITERAL,
		ONE_CHAR,
		QMARK,
		END_ANCHOR,
		DOTS_SLASH,
		NO_DOT: `(?!${DOT_LITERAL})`,
		NO_DOTS: `(?!${START_ANCHOR}${DOTS_SLASH})`,
		NO_DOT_SLASH: `(?!${DOT_LITERAL}{0,1}${END_ANCHOR})`,
		NO_DOTS_SLASH: `(?!${DOTS_SLASH})`,
		QMARK_NO_DOT: `[^.${SLASH_LITERAL}]`,
		STAR: `${QMARK}*?`,
		START_ANCHOR,
		SEP: "/"
	};
	const WINDOWS_CHARS = {
		...POSIX_CHARS,
		SLASH_LITERAL: `[${WIN_SLASH}]`,
		QMARK: WIN_NO_SLASH,
		STAR: `${WIN_NO_SLASH}*?`,
		DOTS_SLASH: `${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$)`,
		NO_DOT: `(?!${DOT_LITERAL})`,
		NO_DOTS: `(?!(?:^|[${WIN_SLASH}])${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
		NO_DOT_SLASH: `(?!${DOT_LITERAL}{0,1}(?:[${WIN_SLASH}]|$))`,
		NO_DOTS_SLASH: `(?!${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
		QMARK_NO_DOT: `[^.${WIN_SLASH}]`,
		START_ANCHOR: `(?:^|[${WIN_SLASH}])`,
		END_ANCHOR: `(?:[${WIN_SLASH}]|$)`,
		SEP: "\\"
	};
	module.exports = {
		DEFAULT_MAX_EXTGLOB_RECURSION,
		MAX_LENGTH: 65536,
		POSIX_REGEX_SOURCE: {
			__proto__: null,
			alnum: "a-zA-Z0-9",
			alpha: "a-zA-Z",
			ascii: "\\x00-\\x7F",
			blank: " \\t",
			cntrl: "\\x00-\\x1F\\x7F",
			digit: "0-9",
			graph: "\\x21-\\x7E",
			lower: "a-z",
			print: "\\x20-\\x7E ",
			punct: "\\-!\"#$%&'()\\*+,./:;<=>?@[\\]^_`{|}~",
			space: " \\t\\r\\n\\v\\f",
			upper: "A-Z",
			word: "A-Za-z0-9_",
			xdigit: "A-Fa-f0-9"
		},
		REGEX_BACKSLASH: /\\(?![*+?^${}(|)[\]])/g,
		REGEX_NON_SPECIAL_CHARS: /^[^@![\].,$*+?^{}()|\\/]+/,
		REGEX_SPECIAL_CHARS: /[-*+?.^${}(|)[\]]/,
		REGEX_SPECIAL_CHARS_BACKREF: /(\\?)((\W)(\3*))/g,
		REGEX_SPECIAL_CHARS_GLOBAL: /([-*+?.^${}(|)[\]])/g,
		REGEX_REMOVE_BACKSLASH: /(?:\[.*?[^\\]\]|\\(?=.))/g,
		REPLACEMENTS: {
			__proto__: null,
			"***": "*",
			"**/**": "**",
			"**/**/**": "**"
		},
		CHAR_0: 48,
		CHAR_9: 57,
		CHAR_UPPERCASE_A: 65,
		CHAR_LOWERCASE_A: 97,
		CHAR_UPPERCASE_Z: 90,
		CHAR_LOWERCASE_Z: 122,
		CHAR_LEFT_PARENTHESES: 40,
		CHAR_RIGHT_PARENTHESES: 41,
		CHAR_ASTERISK: 42,
		CHAR_AMPERSAND: 38,
		CHAR_AT: 64,
		CHAR_BACKWARD_SLASH: 92,
		CHAR_CARRIAGE_RETURN: 13,
		CHAR_CIRCUMFLEX_ACCENT: 94,
		CHAR_COLON: 58,
		CHAR_COMMA: 44,
		CHAR_DOT: 46,
		CHAR_DOUBLE_QUOTE: 34,
		CHAR_EQUAL: 61,
		CHAR_EXCLAMATION_MARK: 33,
		CHAR_FORM_FEED: 12,
		CHAR_FORWARD_SLASH: 47,
		CHAR_GRAVE_ACCENT: 96,
		CHAR_HASH: 35,
		CHAR_HYPHEN_MINUS: 45,
		CHAR_LEFT_ANGLE_BRACKET: 60,
		CHAR_LEFT_CURLY_BRACE: 123,
		CHAR_LEFT_SQUARE_BRACKET: 91,
		CHAR_LINE_FEED: 10,
		CHAR_NO_BREAK_SPACE: 160,
		CHAR_PERCENT: 37,
		CHAR_PLUS: 43,
		CHAR_QUESTION_MARK: 63,
		CHAR_RIGHT_ANGLE_BRACKET: 62,
		CHAR_RIGHT_CURLY_BRACE: 125,
		CHAR_RIGHT_SQUARE_BRACKET: 93,
		CHAR_SEMICOLON: 59,
		CHAR_SINGLE_QUOTE: 39,
		CHAR_SPACE: 32,
		CHAR_TAB: 9,
		CHAR_UNDERSCORE: 95,
		CHAR_VERTICAL_LINE: 124,
		CHAR_ZERO_WIDTH_NOBREAK_SPACE: 65279,
		extglobChars(chars) {
			return {
				"!": {
					type: "negate",
					open: "(?:(?!(?:",
					close: `))${chars.STAR})`
				},
				"?": {
					type: "qmark",
					open: "(?:",
					close: ")?"
				},
				"+": {
					type: "plus",
					open: "(?:",
					close: ")+"
				},
				"*": {
					type: "star",
					open: "(?:",
					close: ")*"
				},
				"@": {
					type: "at",
					open: "(?:",
					close: ")"
				}
			};
		},
		globChars(win32) {
			return win32 === true ? WINDOWS_CHARS : POSIX_CHARS;
		}
	};
}));
// node_modules/picomatch/lib/utils.js
var require_utils = /* @__PURE__ */ __commonJSMin(((exports) => {
	const { REGEX_BACKSLASH, REGEX_REMOVE_BACKSLASH, REGEX_SPECIAL_CHARS, REGEX_SPECIAL_CHARS_GLOBAL } = require_constants();
	exports.isObject = (val) => val !== null && typeof val === "object" && !Array.isArray(val);
	exports.hasRegexChars = (str) => REGEX_SPECIAL_CHARS.test(str);
	exports.isRegexChar = (str) => str.length === 1 && exports.hasRegexChars(str);
	exports.escapeRegex = (str) => str.replace(REGEX_SPECIAL_CHARS_GLOBAL, "\\$1");
	exports.toPosixSlashes = (str) => str.replace(REGEX_BACKSLASH, "/");
	exports.isWindows = () => {
		if (typeof navigator !== "undefined" && navigator.platform) {
			const platform = navigator.platform.toLowerCase();
			return platform === "win32" || platform === "windows";
		}
		if (typeof process !== "undefined" && process.platform) return process.platform === "win32";
		return false;
	};
	exports.removeBackslashes = (str) => {
		return str.replace(REGEX_REMOVE_BACKSLASH, (match) => {
			return match === "\\" ? "" : match;
		});
	};
	exports.escapeLast = (input, char, lastIdx) => {
		const idx = input.lastIndexOf(char, lastIdx);
		if (idx === -1) return input;
		if (input[idx - 1] === "\\") return exports.escapeLast(input, char, idx - 1);
		return `${input.slice(0, idx)}\\${input.slice(idx)}`;
	};
	exports.removePrefix = (input, state = {}) => {
		let output = input;
		if (output.startsWith("./")) {
			output = output.slice(2);
			state.prefix = "./";
		}
		return output;
	};
	exports.wrapOutput = (input, state = {}, options = {}) => {
		let output = `${options.contains ? "" : "^"}(?:${input})${options.contains ? "" : "$"}`;
		if (state.negated === true) output = `(?:^(?!${output}).*$)`;
		return output;
	};
	exports.basename = (path, { windows } = {}) => {
		const segs = path.split(windows ? /[\\/]/ : "/");
		const last = segs[segs.length - 1];
		if (last === "") return segs[segs.length - 2];
		return last;
	};
}));
// node_modules/picomatch/lib/scan.js
var require_scan = /* @__PURE__ */ __commonJSMin(((exports, module) => {
	const utils = require_utils();
	const { CHAR_ASTERISK, CHAR_AT, CHAR_BACKWARD_SLASH, CHAR_COMMA, CHAR_DOT, CHAR_EXCLAMATION_MARK, CHAR_FORWARD_SLASH, CHAR_LEFT_CURLY_BRACE, CHAR_LEFT_PARENTHESES, CHAR_LEFT_SQUARE_BRACKET, CHAR_PLUS, CHAR_QUESTION_MARK, CHAR_RIGHT_CURLY_BRACE, CHAR_RIGHT_PARENTHESES, CHAR_RIGHT_SQUARE_BRACKET } = require_constants();
	const isPathSeparator = (code) => {
		return code === CHAR_FORWARD_SLASH || code === CHAR_BACKWARD_SLASH;
	};
	const depth = (token) => {
		if (token.isPrefix !== true) token.depth = token.isGlobstar ? Infinity : 1;
	};
	const scan = (input, options) => {
		const opts = options || {};
		const length = input.length - 1;
		const scanToEnd = opts.parts === true || opts.tokens === true || opts.scanToEnd === true;
		const slashes = [];
		const tokens = [];
		const parts = [];
		let str = input;
		let index = -1;
		let start = 0;
		let lastIndex = 0;
		let isBrace = false;
		let isBracket = false;
		let isGlob = false;
		let isExtglob = false;
		let isGlobstar = false;
		let braceEscaped = false;
		let backslashes = false;
		let negated = false;
		let negatedExtglob = false;
		let finished = false;
		let braces = 0;
		let prev;
		let code;
		let token = {
			value: "",
			depth: 0,
			isGlob: false
		};
		const eos = () => index >= length;
		const peek = () => str.charCodeAt(index + 1);
		const advance = () => {
			prev = code;
			return str.charCodeAt(++index);
		};
		while (index < length) {
			code = advance();
			let next;
			if (code === CHAR_BACKWARD_SLASH) {
				backslashes = token.backslashes = true;
				code = advance();
				if (code === CHAR_LEFT_CURLY_BRACE) braceEscaped = true;
				continue;
			}
			if (braceEscaped === true || code === CHAR_LEFT_CURLY_BRACE) {
				braces++;
				while (eos() !== true && (code = advance())) {
					if (code === CHAR_BACKWARD_SLASH) {
						backslashes = token.backslashes = true;
						advance();
						continue;
					}
					if (code === CHAR_LEFT_CURLY_BRACE) {
						braces++;
						continue;
					}
					if (braceEscaped !== true && code === CHAR_DOT && (code = advance()) === CHAR_DOT) {
						isBrace = token.isBrace = true;
						isGlob = token.isGlob = true;
						finished = true;
						if (scanToEnd === true) continue;
						break;
					}
					if (braceEscaped !== true && code === CHAR_COMMA) {
						isBrace = token.isBrace = true;
						isGlob = token.isGlob = true;
						finished = true;
						if (scanToEnd === true) continue;
						break;
					}
					if (code === CHAR_RIGHT_CURLY_BRACE) {
						braces--;
						if (braces === 0) {
							braceEscaped = false;
							isBrace = token.isBrace = true;
							finished = true;
							break;
						}
					}
				}
				if (scanToEnd === true) continue;
				break;
			}
			if (code === CHAR_FORWARD_SLASH) {
				slashes.push(index);
				tokens.push(token);
				token = {
					value: "",
					depth: 0,
					isGlob: false
				};
				if (finished === true) continue;
				if (prev === CHAR_DOT && index === start + 1) {
					start += 2;
					continue;
				}
				lastIndex = index + 1;
				continue;
			}
			if (opts.noext !== true) {
				if ((code === CHAR_PLUS || code === CHAR_AT || code === CHAR_ASTERISK || code === CHAR_QUESTION_MARK || code === CHAR_EXCLAMATION_MARK) === true && peek() === CHAR_LEFT_PARENTHESES) {
					isGlob = token.isGlob = true;
					isExtglob = token.isExtglob = true;
					finished = true;
					if (code === CHAR_EXCLAMATION_MARK && index === start) negatedExtglob = true;
					if (scanToEnd === true) {
						let parens = 0;
						while (eos() !== true && (code = advance())) {
							if (code === CHAR_BACKWARD_SLASH) {
								backslashes = token.backslashes = true;
								advance();
								continue;
							}
							if (code === CHAR_LEFT_PARENTHESES) {
								parens++;
								continue;
							}
							if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
								finished = true;
								break;
							}
						}
						continue;
					}
					break;
				}
			}
			if (code === CHAR_ASTERISK) {
				if (prev === CHAR_ASTERISK) isGlobstar = token.isGlobstar = true;
				isGlob = token.isGlob = true;
				finished = true;
				if (scanToEnd === true) continue;
				break;
			}
			if (code === CHAR_QUESTION_MARK) {
				isGlob = token.isGlob = true;
				finished = true;
				if (scanToEnd === true) continue;
				break;
			}
			if (code === CHAR_LEFT_SQUARE_BRACKET) {
				while (eos() !== true && (next = advance())) {
					if (next === CHAR_BACKWARD_SLASH) {
						backslashes = token.backslashes = true;
						advance();
						continue;
					}
					if (next === CHAR_RIGHT_SQUARE_BRACKET) {
						isBracket = token.isBracket = true;
						isGlob = token.isGlob = true;
						finished = true;
						break;
					}
				}
				if (scanToEnd === true) continue;
				break;
			}
			if (opts.nonegate !== true && code === CHAR_EXCLAMATION_MARK && index === start) {
				negated = token.negated = true;
				start++;
				continue;
			}
			if (opts.noparen !== true && code === CHAR_LEFT_PARENTHESES) {
				isGlob = token.isGlob = true;
				if (scanToEnd === true) {
					let parens = 1;
					while (eos() !== true && (code = advance())) {
						if (code === CHAR_BACKWARD_SLASH) {
							backslashes = token.backslashes = true;
							advance();
							continue;
						}
						if (code === CHAR_LEFT_PARENTHESES) {
							parens++;
							continue;
						}
						if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
							finished = true;
							break;
						}
					}
					continue;
				}
				break;
			}
			if (isGlob === true) {
				finished = true;
				if (scanToEnd === true) continue;
				break;
			}
		}
		if (opts.noext === true) {
			isExtglob = false;
			isGlob = false;
		}
		let base = str;
		let prefix = "";
		let glob = "";
		if (start > 0) {
			prefix = str.slice(0, start);
			str = str.slice(start);
			lastIndex -= start;
		}
		if (base && isGlob === true && lastIndex > 0) {
			base = str.slice(0, lastIndex);
			glob = str.slice(lastIndex);
		} else if (isGlob === true) {
			base = "";
			glob = str;
		} else base = str;
		if (base && base !== "" && base !== "/" && base !== str) {
			if (isPathSeparator(base.charCodeAt(base.length - 1))) base = base.slice(0, -1);
		}
		if (opts.unescape === true) {
			if (glob) glob = utils.removeBackslashes(glob);
			if (base && backslashes === true) base = utils.removeBackslashes(base);
		}
		const state = {
			prefix,
			input,
			start,
			base,
			glob,
			isBrace,
			isBracket,
			isGlob,
			isExtglob,
			isGlobstar,
			negated,
			negatedExtglob
		};
		if (opts.tokens === true) {
			state.maxDepth = 0;
			if (!isPathSeparator(code)) tokens.push(token);
			state.tokens = tokens;
		}
		if (opts.parts === true || opts.tokens === true) {
			let prevIndex;
			for (let idx = 0; idx < slashes.length; idx++) {
				const n = prevIndex !== void 0 ? prevIndex + 1 : start;
				const i = slashes[idx];
				const value = input.slice(n, i);
				if (opts.tokens) {
					if (idx === 0 && start !== 0) {
						tokens[idx].isPrefix = true;
						tokens[idx].value = prefix;
					} else tokens[idx].value = value;
					depth(tokens[idx]);
					state.maxDepth += tokens[idx].depth;
				}
				if (i >= start) {
					parts.push(value);
					prevIndex = i;
				}
			}
			const n = prevIndex !== void 0 ? prevIndex + 1 : start;
			const value = input.slice(n);
			parts.push(value);
			if (opts.tokens && prevIndex && prevIndex + 1 < input.length) {
				tokens[tokens.length - 1].value = value;
				depth(tokens[tokens.length - 1]);
				state.maxDepth += tokens[tokens.length - 1].depth;
			}
			state.slashes = slashes;
			state.parts = parts;
		}
		return state;
	};
	module.exports = scan;
}));
// node_modules/picomatch/lib/parse.js
var require_parse = /* @__PURE__ */ __commonJSMin(((exports, module) => {
	const constants = require_constants();
	const utils = require_utils();
	const { MAX_LENGTH, POSIX_REGEX_SOURCE, REGEX_NON_SPECIAL_CHARS, REGEX_SPECIAL_CHARS_BACKREF, REPLACEMENTS } = constants;
	const expandRange = (args, options) => {
		if (typeof options.expandRange === "function") return options.expandRange(...args, options);
		args.sort();
		const value = `[${args.join("-")}]`;
		try {
			new RegExp(value);
		} catch (ex) {
			return args.map((v) => utils.escapeRegex(v)).join("..");
		}
		return value;
	};
	const syntaxError = (type, char) => {
		return `Missing ${type}: "${char}" - use "\\\\${char}" to match literal characters`;
	};
	const splitTopLevel = (input) => {
		const parts = [];
		let bracket = 0;
		let paren = 0;
		let quote = 0;
		let value = "";
		let escaped = false;
		for (const ch of input) {
			if (escaped === true) {
				value += ch;
				escaped = false;
				continue;
			}
			if (ch === "\\") {
				value += ch;
				escaped = true;
				continue;
			}
			if (ch === "\"") {
				quote = quote === 1 ? 0 : 1;
				value += ch;
				continue;
			}
			if (quote === 0) {
				if (ch === "[") bracket++;
				else if (ch === "]" && bracket > 0) bracket--;
				else if (bracket === 0) {
					if (ch === "(") paren++;
					else if (ch === ")" && paren > 0) paren--;
					else if (ch === "|" && paren === 0) {
						parts.push(value);
						value = "";
						continue;
					}
				}
			}
			value += ch;
		}
		parts.push(value);
		return parts;
	};
	const isPlainBranch = (branch) => {
		let escaped = false;
		for (const ch of branch) {
			if (escaped === true) {
				escaped = false;
				continue;
			}
			if (ch === "\\") {
				escaped = true;
				continue;
			}
			if (/[?*+@!()[\]{}]/.test(ch)) return false;
		}
		return true;
	};
	const normalizeSimpleBranch = (branch) => {
		let value = branch.trim();
		let changed = true;
		while (changed === true) {
			changed = false;
			if (/^@\([^\\()[\]{}|]+\)$/.test(value)) {
				value = value.slice(2, -1);
				changed = true;
			}
		}
		if (!isPlainBranch(value)) return;
		return value.replace(/\\(.)/g, "$1");
	};
	const hasRepeatedCharPrefixOverlap = (branches) => {
		const values = branches.map(normalizeSimpleBranch).filter(Boolean);
		for (let i = 0; i < values.length; i++) for (let j = i + 1; j < values.length; j++) {
			const a = values[i];
			const b = values[j];
			const char = a[0];
			if (!char || a !== char.repeat(a.length) || b !== char.repeat(b.length)) continue;
			if (a === b || a.startsWith(b) || b.startsWith(a)) return true;
		}
		return false;
	};
	const parseRepeatedExtglob = (pattern, requireEnd = true) => {
		if (pattern[0] !== "+" && pattern[0] !== "*" || pattern[1] !== "(") return;
		let bracket = 0;
		let paren = 0;
		let quote = 0;
		let escaped = false;
		for (let i = 1; i < pattern.length; i++) {
			const ch = pattern[i];
			if (escaped === true) {
				escaped = false;
				continue;
			}
			if (ch === "\\") {
				escaped = true;
				continue;
			}
			if (ch === "\"") {
				quote = quote === 1 ? 0 : 1;
				continue;
			}
			if (quote === 1) continue;
			if (ch === "[") {
				bracket++;
				continue;
			}
			if (ch === "]" && bracket > 0) {
				bracket--;
				continue;
			}
			if (bracket > 0) continue;
			if (ch === "(") {
				paren++;
				continue;
			}
			if (ch === ")") {
				paren--;
				if (paren === 0) {
					if (requireEnd === true && i !== pattern.length - 1) return;
					return {
						type: pattern[0],
						body: pattern.slice(2, i),
						end: i
					};
				}
			}
		}
	};
	const buildCharClassStar = (chars) => {
		return `${chars.length === 1 ? utils.escapeRegex(chars[0]) : `[${chars.map((ch) => utils.escapeRegex(ch)).join("")}]`}*`;
	};
	const getStarExtglobSequenceChars = (pattern) => {
		let index = 0;
		const chars = [];
		while (index < pattern.length) {
			const match = parseRepeatedExtglob(pattern.slice(index), false);
			if (!match || match.type !== "*") return;
			const branches = splitTopLevel(match.body).map((branch) => branch.trim());
			if (branches.length !== 1) return;
			const branch = normalizeSimpleBranch(branches[0]);
			if (!branch || branch.length !== 1) return;
			chars.push(branch);
			index += match.end + 1;
		}
		if (chars.length < 1) return;
		return chars;
	};
	const repeatedExtglobRecursion = (pattern) => {
		let depth = 0;
		let value = pattern.trim();
		let match = parseRepeatedExtglob(value);
		while (match) {
			depth++;
			value = match.body.trim();
			match = parseRepeatedExtglob(value);
		}
		return depth;
	};
	const analyzeRepeatedExtglob = (body, options) => {
		if (options.maxExtglobRecursion === false) return { risky: false };
		const max = typeof options.maxExtglobRecursion === "number" ? options.maxExtglobRecursion : constants.DEFAULT_MAX_EXTGLOB_RECURSION;
		const branches = splitTopLevel(body).map((branch) => branch.trim());
		if (branches.length > 1) {
			if (branches.some((branch) => branch === "") || branches.some((branch) => /^[*?]+$/.test(branch)) || hasRepeatedCharPrefixOverlap(branches)) return { risky: true };
		}
		const safeChars = [];
		let sawStarSequence = false;
		let combinable = true;
		for (const branch of branches) {
			const chars = getStarExtglobSequenceChars(branch);
			if (chars) {
				sawStarSequence = true;
				safeChars.push(...chars);
				continue;
			}
			const literal = normalizeSimpleBranch(branch);
			if (literal && literal.length === 1) {
				safeChars.push(literal);
				continue;
			}
			combinable = false;
			if (repeatedExtglobRecursion(branch) > max) return { risky: true };
		}
		if (sawStarSequence) return combinable ? {
			risky: true,
			safeOutput: buildCharClassStar([...new Set(safeChars)])
		} : { risky: true };
		return { risky: false };
	};
	const parse = (input, options) => {
		if (typeof input !== "string") throw new TypeError("Expected a string");
		input = REPLACEMENTS[input] || input;
		const opts = { ...options };
		const max = typeof opts.maxLength === "number" ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
		let len = input.length;
		if (len > max) throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
		const bos = {
			type: "bos",
			value: "",
			output: opts.prepend || ""
		};
		const tokens = [bos];
		const capture = opts.capture ? "" : "?:";
		const PLATFORM_CHARS = constants.globChars(opts.windows);
		const EXTGLOB_CHARS = constants.extglobChars(PLATFORM_CHARS);
		const { DOT_LITERAL, PLUS_LITERAL, SLASH_LITERAL, ONE_CHAR, DOTS_SLASH, NO_DOT, NO_DOT_SLASH, NO_DOTS_SLASH, QMARK, QMARK_NO_DOT, STAR, START_ANCHOR } = PLATFORM_CHARS;
		const globstar = (opts) => {
			return `(${capture}(?:(?!${START_ANCHOR}${opts.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
		};
		const nodot = opts.dot ? "" : NO_DOT;
		const qmarkNoDot = opts.dot ? QMARK : QMARK_NO_DOT;
		let star = opts.bash === true ? globstar(opts) : STAR;
		if (opts.capture) star = `(${star})`;
		if (typeof opts.noext === "boolean") opts.noextglob = opts.noext;
		const state = {
			input,
			index: -1,
			start: 0,
			dot: opts.dot === true,
			consumed: "",
			output: "",
			prefix: "",
			backtrack: false,
			negated: false,
			brackets: 0,
			braces: 0,
			parens: 0,
			quotes: 0,
			globstar: false,
			tokens
		};
		input = utils.removePrefix(input, state);
		len = input.length;
		const extglobs = [];
		const braces = [];
		const stack = [];
		let prev = bos;
		let value;
		const eos = () => state.index === len - 1;
		const peek = state.peek = (n = 1) => input[state.index + n];
		const advance = state.advance = () => input[++state.index] || "";
		const remaining = () => input.slice(state.index + 1);
		const consume = (value = "", num = 0) => {
			state.consumed += value;
			state.index += num;
		};
		const append = (token) => {
			state.output += token.output != null ? token.output : token.value;
			consume(token.value);
		};
		const negate = () => {
			let count = 1;
			while (peek() === "!" && (peek(2) !== "(" || peek(3) === "?")) {
				advance();
				state.start++;
				count++;
			}
			if (count % 2 === 0) return false;
			state.negated = true;
			state.start++;
			return true;
		};
		const increment = (type) => {
			state[type]++;
			stack.push(type);
		};
		const decrement = (type) => {
			state[type]--;
			stack.pop();
		};
		const push = (tok) => {
			if (prev.type === "globstar") {
				const isBrace = state.braces > 0 && (tok.type === "comma" || tok.type === "brace");
				const isExtglob = tok.extglob === true || extglobs.length && (tok.type === "pipe" || tok.type === "paren");
				if (tok.type !== "slash" && tok.type !== "paren" && !isBrace && !isExtglob) {
					state.output = state.output.slice(0, -prev.output.length);
					prev.type = "star";
					prev.value = "*";
					prev.output = star;
					state.output += prev.output;
				}
			}
			if (extglobs.length && tok.type !== "paren") extglobs[extglobs.length - 1].inner += tok.value;
			if (tok.value || tok.output) append(tok);
			if (prev && prev.type === "text" && tok.type === "text") {
				prev.output = (prev.output || prev.value) + tok.value;
				prev.value += tok.value;
				return;
			}
			tok.prev = prev;
			tokens.push(tok);
			prev = tok;
		};
		const extglobOpen = (type, value) => {
			const token = {
				...EXTGLOB_CHARS[value],
				conditions: 1,
				inner: ""
			};
			token.prev = prev;
			token.parens = state.parens;
			token.output = state.output;
			token.startIndex = state.index;
			token.tokensIndex = tokens.length;
			const output = (opts.capture ? "(" : "") + token.open;
			increment("parens");
			push({
				type,
				value,
				output: state.output ? "" : ONE_CHAR
			});
			push({
				type: "paren",
				extglob: true,
				value: advance(),
				output
			});
			extglobs.push(token);
		};
		const extglobClose = (token) => {
			const literal = input.slice(token.startIndex, state.index + 1);
			const body = input.slice(token.startIndex + 2, state.index);
			const analysis = analyzeRepeatedExtglob(body, opts);
			if ((token.type === "plus" || token.type === "star") && analysis.risky) {
				const safeOutput = analysis.safeOutput ? (token.output ? "" : ONE_CHAR) + (opts.capture ? `(${analysis.safeOutput})` : analysis.safeOutput) : void 0;
				const open = tokens[token.tokensIndex];
				open.type = "text";
				open.value = literal;
				open.output = safeOutput || utils.escapeRegex(literal);
				for (let i = token.tokensIndex + 1; i < tokens.length; i++) {
					tokens[i].value = "";
					tokens[i].output = "";
					delete tokens[i].suffix;
				}
				state.output = token.output + open.output;
				state.backtrack = true;
				push({
					type: "paren",
					extglob: true,
					value,
					output: ""
				});
				decrement("parens");
				return;
			}
			let output = token.close + (opts.capture ? ")" : "");
			let rest;
			if (token.type === "negate") {
				let extglobStar = star;
				if (token.inner && token.inner.length > 1 && token.inner.includes("/")) extglobStar = globstar(opts);
				if (extglobStar !== star || eos() || /^\)+$/.test(remaining())) output = token.close = `)$))${extglobStar}`;
				if (token.inner.includes("*") && (rest = remaining()) && /^\.[^\\/.]+$/.test(rest)) output = token.close = `)${parse(rest, {
					...options,
					fastpaths: false
				}).output})${extglobStar})`;
				if (token.prev.type === "bos") state.negatedExtglob = true;
			}
			push({
				type: "paren",
				extglob: true,
				value,
				output
			});
			decrement("parens");
		};
		if (opts.fastpaths !== false && !/(^[*!]|[/()[\]{}"])/.test(input)) {
			let backslashes = false;
			let output = input.replace(REGEX_SPECIAL_CHARS_BACKREF, (m, esc, chars, first, rest, index) => {
				if (first === "\\") {
					backslashes = true;
					return m;
				}
				if (first === "?") {
					if (esc) return esc + first + (rest ? QMARK.repeat(rest.length) : "");
					if (index === 0) return qmarkNoDot + (rest ? QMARK.repeat(rest.length) : "");
					return QMARK.repeat(chars.length);
				}
				if (first === ".") return DOT_LITERAL.repeat(chars.length);
				if (first === "*") {
					if (esc) return esc + first + (rest ? star : "");
					return star;
				}
				return esc ? m : `\\${m}`;
			});
			if (backslashes === true) {
				if (opts.unescape === true) output = output.replace(/\\/g, "");
				else output = output.replace(/\\+/g, (m) => {
					return m.length % 2 === 0 ? "\\\\" : m ? "\\" : "";
				});
			}
			if (output === input && opts.contains === true) {
				state.output = input;
				return state;
			}
			state.output = utils.wrapOutput(output, state, options);
			return state;
		}
		while (!eos()) {
			value = advance();
			if (value === "\0") continue;
			if (value === "\\") {
				const next = peek();
				if (next === "/" && opts.bash !== true) continue;
				if (next === "." || next === ";") continue;
				if (!next) {
					value += "\\";
					push({
						type: "text",
						value
					});
					continue;
				}
				const match = /^\\+/.exec(remaining());
				let slashes = 0;
				if (match && match[0].length > 2) {
					slashes = match[0].length;
					state.index += slashes;
					if (slashes % 2 !== 0) value += "\\";
				}
				if (opts.unescape === true) value = advance();
				else value += advance();
				if (state.brackets === 0) {
					push({
						type: "text",
						value
					});
					continue;
				}
			}
			if (state.brackets > 0 && (value !== "]" || prev.value === "[" || prev.value === "[^")) {
				if (opts.posix !== false && value === ":") {
					const inner = prev.value.slice(1);
					if (inner.includes("[")) {
						prev.posix = true;
						if (inner.includes(":")) {
							const idx = prev.value.lastIndexOf("[");
							const pre = prev.value.slice(0, idx);
							const rest = prev.value.slice(idx + 2);
							const posix = POSIX_REGEX_SOURCE[rest];
							if (posix) {
								prev.value = pre + posix;
								state.backtrack = true;
								advance();
								if (!bos.output && tokens.indexOf(prev) === 1) bos.output = ONE_CHAR;
								continue;
							}
						}
					}
				}
				if (value === "[" && peek() !== ":" || value === "-" && peek() === "]") value = `\\${value}`;
				if (value === "]" && (prev.value === "[" || prev.value === "[^")) value = `\\${value}`;
				if (opts.posix === true && value === "!" && prev.value === "[") value = "^";
				prev.value += value;
				append({ value });
				continue;
			}
			if (state.quotes === 1 && value !== "\"") {
				value = utils.escapeRegex(value);
				prev.value += value;
				append({ value });
				continue;
			}
			if (value === "\"") {
				state.quotes = state.quotes === 1 ? 0 : 1;
				if (opts.keepQuotes === true) push({
					type: "text",
					value
				});
				continue;
			}
			if (value === "(") {
				increment("parens");
				push({
					type: "paren",
					value
				});
				continue;
			}
			if (value === ")") {
				if (state.parens === 0 && opts.strictBrackets === true) throw new SyntaxError(syntaxError("opening", "("));
				const extglob = extglobs[extglobs.length - 1];
				if (extglob && state.parens === extglob.parens + 1) {
					extglobClose(extglobs.pop());
					continue;
				}
				push({
					type: "paren",
					value,
					output: state.parens ? ")" : "\\)"
				});
				decrement("parens");
				continue;
			}
			if (value === "[") {
				if (opts.nobracket === true || !remaining().includes("]")) {
					if (opts.nobracket !== true && opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", "]"));
					value = `\\${value}`;
				} else increment("brackets");
				push({
					type: "bracket",
					value
				});
				continue;
			}
			if (value === "]") {
				if (opts.nobracket === true || prev && prev.type === "bracket" && prev.value.length === 1) {
					push({
						type: "text",
						value,
						output: `\\${value}`
					});
					continue;
				}
				if (state.brackets === 0) {
					if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("opening", "["));
					push({
						type: "text",
						value,
						output: `\\${value}`
					});
					continue;
				}
				decrement("brackets");
				const prevValue = prev.value.slice(1);
				if (prev.posix !== true && prevValue[0] === "^" && !prevValue.includes("/")) value = `/${value}`;
				prev.value += value;
				append({ value });
				if (opts.literalBrackets === false || utils.hasRegexChars(prevValue)) continue;
				const escaped = utils.escapeRegex(prev.value);
				state.output = state.output.slice(0, -prev.value.length);
				if (opts.literalBrackets === true) {
					state.output += escaped;
					prev.value = escaped;
					continue;
				}
				prev.value = `(${capture}${escaped}|${prev.value})`;
				state.output += prev.value;
				continue;
			}
			if (value === "{" && opts.nobrace !== true) {
				increment("braces");
				const open = {
					type: "brace",
					value,
					output: "(",
					outputIndex: state.output.length,
					tokensIndex: state.tokens.length
				};
				braces.push(open);
				push(open);
				continue;
			}
			if (value === "}") {
				const brace = braces[braces.length - 1];
				if (opts.nobrace === true || !brace) {
					push({
						type: "text",
						value,
						output: value
					});
					continue;
				}
				let output = ")";
				if (brace.dots === true) {
					const arr = tokens.slice();
					const range = [];
					for (let i = arr.length - 1; i >= 0; i--) {
						tokens.pop();
						if (arr[i].type === "brace") break;
						if (arr[i].type !== "dots") range.unshift(arr[i].value);
					}
					output = expandRange(range, opts);
					state.backtrack = true;
				}
				if (brace.comma !== true && brace.dots !== true) {
					const out = state.output.slice(0, brace.outputIndex);
					const toks = state.tokens.slice(brace.tokensIndex);
					brace.value = brace.output = "\\{";
					value = output = "\\}";
					state.output = out;
					for (const t of toks) state.output += t.output || t.value;
				}
				push({
					type: "brace",
					value,
					output
				});
				decrement("braces");
				braces.pop();
				continue;
			}
			if (value === "|") {
				if (extglobs.length > 0) extglobs[extglobs.length - 1].conditions++;
				push({
					type: "text",
					value
				});
				continue;
			}
			if (value === ",") {
				let output = value;
				const brace = braces[braces.length - 1];
				if (brace && stack[stack.length - 1] === "braces") {
					brace.comma = true;
					output = "|";
				}
				push({
					type: "comma",
					value,
					output
				});
				continue;
			}
			if (value === "/") {
				if (prev.type === "dot" && state.index === state.start + 1) {
					state.start = state.index + 1;
					state.consumed = "";
					state.output = "";
					tokens.pop();
					prev = bos;
					continue;
				}
				push({
					type: "slash",
					value,
					output: SLASH_LITERAL
				});
				continue;
			}
			if (value === ".") {
				if (state.braces > 0 && prev.type === "dot") {
					if (prev.value === ".") prev.output = DOT_LITERAL;
					const brace = braces[braces.length - 1];
					prev.type = "dots";
					prev.output += value;
					prev.value += value;
					brace.dots = true;
					continue;
				}
				if (state.braces + state.parens === 0 && prev.type !== "bos" && prev.type !== "slash") {
					push({
						type: "text",
						value,
						output: DOT_LITERAL
					});
					continue;
				}
				push({
					type: "dot",
					value,
					output: DOT_LITERAL
				});
				continue;
			}
			if (value === "?") {
				if (!(prev && prev.value === "(") && opts.noextglob !== true && peek() === "(" && peek(2) !== "?") {
					extglobOpen("qmark", value);
					continue;
				}
				if (prev && prev.type === "paren") {
					const next = peek();
					let output = value;
					if (prev.value === "(" && !/[!=<:]/.test(next) || next === "<" && !/<([!=]|\w+>)/.test(remaining())) output = `\\${value}`;
					push({
						type: "text",
						value,
						output
					});
					continue;
				}
				if (opts.dot !== true && (prev.type === "slash" || prev.type === "bos")) {
					push({
						type: "qmark",
						value,
						output: QMARK_NO_DOT
					});
					continue;
				}
				push({
					type: "qmark",
					value,
					output: QMARK
				});
				continue;
			}
			if (value === "!") {
				if (opts.noextglob !== true && peek() === "(") {
					if (peek(2) !== "?" || !/[!=<:]/.test(peek(3))) {
						extglobOpen("negate", value);
						continue;
					}
				}
				if (opts.nonegate !== true && state.index === 0) {
					negate();
					continue;
				}
			}
			if (value === "+") {
				if (opts.noextglob !== true && peek() === "(" && peek(2) !== "?") {
					extglobOpen("plus", value);
					continue;
				}
				if (prev && prev.value === "(" || opts.regex === false) {
					push({
						type: "plus",
						value,
						output: PLUS_LITERAL
					});
					continue;
				}
				if (prev && (prev.type === "bracket" || prev.type === "paren" || prev.type === "brace") || state.parens > 0) {
					push({
						type: "plus",
						value
					});
					continue;
				}
				push({
					type: "plus",
					value: PLUS_LITERAL
				});
				continue;
			}
			if (value === "@") {
				if (opts.noextglob !== true && peek() === "(" && peek(2) !== "?") {
					push({
						type: "at",
						extglob: true,
						value,
						output: ""
					});
					continue;
				}
				push({
					type: "text",
					value
				});
				continue;
			}
			if (value !== "*") {
				if (value === "$" || value === "^") value = `\\${value}`;
				const match = REGEX_NON_SPECIAL_CHARS.exec(remaining());
				if (match) {
					value += match[0];
					state.index += match[0].length;
				}
				push({
					type: "text",
					value
				});
				continue;
			}
			if (prev && (prev.type === "globstar" || prev.star === true)) {
				prev.type = "star";
				prev.star = true;
				prev.value += value;
				prev.output = star;
				state.backtrack = true;
				state.globstar = true;
				consume(value);
				continue;
			}
			let rest = remaining();
			if (opts.noextglob !== true && /^\([^?]/.test(rest)) {
				extglobOpen("star", value);
				continue;
			}
			if (prev.type === "star") {
				if (opts.noglobstar === true) {
					consume(value);
					continue;
				}
				const prior = prev.prev;
				const before = prior.prev;
				const isStart = prior.type === "slash" || prior.type === "bos";
				const afterStar = before && (before.type === "star" || before.type === "globstar");
				if (opts.bash === true && (!isStart || rest[0] && rest[0] !== "/")) {
					push({
						type: "star",
						value,
						output: ""
					});
					continue;
				}
				const isBrace = state.braces > 0 && (prior.type === "comma" || prior.type === "brace");
				const isExtglob = extglobs.length && (prior.type === "pipe" || prior.type === "paren");
				if (!isStart && prior.type !== "paren" && !isBrace && !isExtglob) {
					push({
						type: "star",
						value,
						output: ""
					});
					continue;
				}
				while (rest.slice(0, 3) === "/**") {
					const after = input[state.index + 4];
					if (after && after !== "/") break;
					rest = rest.slice(3);
					consume("/**", 3);
				}
				const isEnd = eos() || state.parens > 0 && rest === ")".repeat(state.parens) && !extglobs.some((extglob) => extglob.type === "negate");
				if (prior.type === "bos" && eos()) {
					prev.type = "globstar";
					prev.value += value;
					prev.output = globstar(opts);
					state.output = prev.output;
					state.globstar = true;
					consume(value);
					continue;
				}
				if (prior.type === "slash" && prior.prev.type !== "bos" && !afterStar && isEnd) {
					state.output = state.output.slice(0, -(prior.output + prev.output).length);
					prior.output = `(?:${prior.output}`;
					prev.type = "globstar";
					prev.output = globstar(opts) + (opts.strictSlashes ? ")" : "|$)");
					prev.value += value;
					state.globstar = true;
					state.output += prior.output + prev.output;
					consume(value);
					continue;
				}
				if (prior.type === "slash" && prior.prev.type !== "bos" && rest[0] === "/") {
					const end = rest[1] !== void 0 ? "|$" : "";
					state.output = state.output.slice(0, -(prior.output + prev.output).length);
					prior.output = `(?:${prior.output}`;
					prev.type = "globstar";
					prev.output = `${globstar(opts)}${SLASH_LITERAL}|${SLASH_LITERAL}${end})`;
					prev.value += value;
					state.output += prior.output + prev.output;
					state.globstar = true;
					consume(value + advance());
					push({
						type: "slash",
						value: "/",
						output: ""
					});
					continue;
				}
				if (prior.type === "bos" && rest[0] === "/") {
					prev.type = "globstar";
					prev.value += value;
					prev.output = `(?:^|${SLASH_LITERAL}|${globstar(opts)}${SLASH_LITERAL})`;
					state.output = prev.output;
					state.globstar = true;
					consume(value + advance());
					push({
						type: "slash",
						value: "/",
						output: ""
					});
					continue;
				}
				state.output = state.output.slice(0, -prev.output.length);
				prev.type = "globstar";
				prev.output = globstar(opts);
				prev.value += value;
				state.output += prev.output;
				state.globstar = true;
				consume(value);
				continue;
			}
			const token = {
				type: "star",
				value,
				output: star
			};
			if (opts.bash === true) {
				token.output = ".*?";
				if (prev.type === "bos" || prev.type === "slash") token.output = nodot + token.output;
				push(token);
				continue;
			}
			if (prev && (prev.type === "bracket" || prev.type === "paren") && opts.regex === true) {
				token.output = value;
				push(token);
				continue;
			}
			if (state.index === state.start || prev.type === "slash" || prev.type === "dot") {
				if (prev.type === "dot") {
					state.output += NO_DOT_SLASH;
					prev.output += NO_DOT_SLASH;
				} else if (opts.dot === true) {
					state.output += NO_DOTS_SLASH;
					prev.output += NO_DOTS_SLASH;
				} else {
					state.output += nodot;
					prev.output += nodot;
				}
				if (peek() !== "*") {
					state.output += ONE_CHAR;
					prev.output += ONE_CHAR;
				}
			}
			push(token);
		}
		while (state.brackets > 0) {
			if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", "]"));
			state.output = utils.escapeLast(state.output, "[");
			decrement("brackets");
		}
		while (state.parens > 0) {
			if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", ")"));
			state.output = utils.escapeLast(state.output, "(");
			decrement("parens");
		}
		while (state.braces > 0) {
			if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", "}"));
			state.output = utils.escapeLast(state.output, "{");
			decrement("braces");
		}
		if (opts.strictSlashes !== true && (prev.type === "star" || prev.type === "bracket")) push({
			type: "maybe_slash",
			value: "",
			output: `${SLASH_LITERAL}?`
		});
		if (state.backtrack === true) {
			state.output = "";
			for (const token of state.tokens) {
				state.output += token.output != null ? token.output : token.value;
				if (token.suffix) state.output += token.suffix;
			}
		}
		return state;
	};
	parse.fastpaths = (input, options) => {
		const opts = { ...options };
		const max = typeof opts.maxLength === "number" ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
		const len = input.length;
		if (len > max) throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
		input = REPLACEMENTS[input] || input;
		const { DOT_LITERAL, SLASH_LITERAL, ONE_CHAR, DOTS_SLASH, NO_DOT, NO_DOTS, NO_DOTS_SLASH, STAR, START_ANCHOR } = constants.globChars(opts.windows);
		const nodot = opts.dot ? NO_DOTS : NO_DOT;
		const slashDot = opts.dot ? NO_DOTS_SLASH : NO_DOT;
		const capture = opts.capture ? "" : "?:";
		const state = {
			negated: false,
			prefix: ""
		};
		let star = opts.bash === true ? ".*?" : STAR;
		if (opts.capture) star = `(${star})`;
		const globstar = (opts) => {
			if (opts.noglobstar === true) return star;
			return `(${capture}(?:(?!${START_ANCHOR}${opts.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
		};
		const create = (str) => {
			switch (str) {
				case "*": return `${nodot}${ONE_CHAR}${star}`;
				case ".*": return `${DOT_LITERAL}${ONE_CHAR}${star}`;
				case "*.*": return `${nodot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;
				case "*/*": return `${nodot}${star}${SLASH_LITERAL}${ONE_CHAR}${slashDot}${star}`;
				case "**": return nodot + globstar(opts);
				case "**/*": return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${ONE_CHAR}${star}`;
				case "**/*.*": return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;
				case "**/.*": return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${DOT_LITERAL}${ONE_CHAR}${star}`;
				default: {
					const match = /^(.*?)\.(\w+)$/.exec(str);
					if (!match) return;
					const source = create(match[1]);
					if (!source) return;
					return source + DOT_LITERAL + match[2];
				}
			}
		};
		let source = create(utils.removePrefix(input, state));
		if (source && opts.strictSlashes !== true) source += `${SLASH_LITERAL}?`;
		return source;
	};
	module.exports = parse;
}));
// node_modules/picomatch/lib/picomatch.js
var require_picomatch$1 = /* @__PURE__ */ __commonJSMin(((exports, module) => {
	const scan = require_scan();
	const parse = require_parse();
	const utils = require_utils();
	const constants = require_constants();
	const isObject = (val) => val && typeof val === "object" && !Array.isArray(val);
	const picomatch = (glob, options, returnState = false) => {
		if (Array.isArray(glob)) {
			const fns = glob.map((input) => picomatch(input, options, returnState));
			const arrayMatcher = (str) => {
				for (const isMatch of fns) {
					const state = isMatch(str);
					if (state) return state;
				}
				return false;
			};
			return arrayMatcher;
		}
		const isState = isObject(glob) && glob.tokens && glob.input;
		if (glob === "" || typeof glob !== "string" && !isState) throw new TypeError("Expected pattern to be a non-empty string");
		const opts = options || {};
		const posix = opts.windows;
		const regex = isState ? picomatch.compileRe(glob, options) : picomatch.makeRe(glob, options, false, true);
		const state = regex.state;
		delete regex.state;
		let isIgnored = () => false;
		if (opts.ignore) {
			const ignoreOpts = {
				...options,
				ignore: null,
				onMatch: null,
				onResult: null
			};
			isIgnored = picomatch(opts.ignore, ignoreOpts, returnState);
		}
		const matcher = (input, returnObject = false) => {
			const { isMatch, match, output } = picomatch.test(input, regex, options, {
				glob,
				posix
			});
			const result = {
				glob,
				state,
				regex,
				posix,
				input,
				output,
				match,
				isMatch
			};
			if (typeof opts.onResult === "function") opts.onResult(result);
			if (isMatch === false) {
				result.isMatch = false;
				return returnObject ? result : false;
			}
			if (isIgnored(input)) {
				if (typeof opts.onIgnore === "function") opts.onIgnore(result);
				result.isMatch = false;
				return returnObject ? result : false;
			}
			if (typeof opts.onMatch === "function") opts.onMatch(result);
			return returnObject ? result : true;
		};
		if (returnState) matcher.state = state;
		return matcher;
	};
	picomatch.test = (input, regex, options, { glob, posix } = {}) => {
		if (typeof input !== "string") throw new TypeError("Expected input to be a string");
		if (input === "") return {
			isMatch: false,
			output: ""
		};
		const opts = options || {};
		const format = opts.format || (posix ? utils.toPosixSlashes : null);
		let match = input === glob;
		let output = match && format ? format(input) : input;
		if (match === false) {
			output = format ? format(input) : input;
			match = output === glob;
		}
		if (match === false || opts.capture === true) {
			if (opts.matchBase === true || opts.basename === true) match = picomatch.matchBase(input, regex, options, posix);
			else match = regex.exec(output);
		}
		return {
			isMatch: Boolean(match),
			match,
			output
		};
	};
	picomatch.matchBase = (input, glob, options, posix = options && options.windows) => {
		return (glob instanceof RegExp ? glob : picomatch.makeRe(glob, options)).test(utils.basename(input, { windows: posix }));
	};
	picomatch.isMatch = (str, patterns, options) => picomatch(patterns, options)(str);
	picomatch.parse = (pattern, options) => {
		if (Array.isArray(pattern)) return pattern.map((p) => picomatch.parse(p, options));
		return parse(pattern, {
			...options,
			fastpaths: false
		});
	};
	picomatch.scan = (input, options) => scan(input, options);
	picomatch.compileRe = (state, options, returnOutput = false, returnState = false) => {
		if (returnOutput === true) return state.output;
		const opts = options || {};
		const prepend = opts.contains ? "" : "^";
		const append = opts.contains ? "" : "$";
		let source = `${prepend}(?:${state.output})${append}`;
		if (state && state.negated === true) source = `^(?!${source}).*$`;
		const regex = picomatch.toRegex(source, options);
		if (returnState === true) regex.state = state;
		return regex;
	};
	picomatch.makeRe = (input, options = {}, returnOutput = false, returnState = false) => {
		if (!input || typeof input !== "string") throw new TypeError("Expected a non-empty string");
		let parsed = {
			negated: false,
			fastpaths: true
		};
		if (options.fastpaths !== false && (input[0] === "." || input[0] === "*")) parsed.output = parse.fastpaths(input, options);
		if (!parsed.output) parsed = parse(input, options);
		return picomatch.compileRe(parsed, options, returnOutput, returnState);
	};
	picomatch.toRegex = (source, options) => {
		try {
			const opts = options || {};
			return new RegExp(source, opts.flags || (opts.nocase ? "i" : ""));
		} catch (err) {
			if (options && options.debug === true) throw err;
			return /$^/;
		}
	};
	picomatch.constants = constants;
	module.exports = picomatch;
}));
// node_modules/tinyglobby/dist/index.mjs
var import_picomatch = /* @__PURE__ */ __toESM((/* @__PURE__ */ __commonJSMin(((exports, module) => {
	const pico = require_picomatch$1();
	const utils = require_utils();
	function picomatch(glob, options, returnState = false) {
		if (options && (options.windows === null || options.windows === void 0)) options = {
			...options,
			windows: utils.isWindows()
		};
		return pico(glob, options, returnState);
	}
	Object.assign(picomatch, pico);
	module.exports = picomatch;
})))(), 1);
const isReadonlyArray = Array.isArray;
const BACKSLASHES = /\\/g;
const DRIVE_RELATIVE_PATH = /^[A-Za-z]:$/;
const isWin = process.platform === "win32";
const ONLY_PARENT_DIRECTORIES = /^(\/?\.\.)+$/;
function getPartialMatcher(patterns, options = {}) {
	const patternsCount = patterns.length;
	const patternsParts = Array(patternsCount);
	const matchers = Array(patternsCount);
	let i, j;
	for (i = 0; i < patternsCount; i++) {
		const parts = splitPattern(patterns[i]);
		patternsParts[i] = parts;
		const partsCount = parts.length;
		const partMatchers = Array(partsCount);
		for (j = 0; j < partsCount; j++) partMatchers[j] = (0, import_picomatch.default)(parts[j], options);
		matchers[i] = partMatchers;
	}
	return (input) => {
		const inputParts = input.split("/");
		if (inputParts[0] === ".." && ONLY_PARENT_DIRECTORIES.test(input)) return true;
		for (i = 0; i < patternsCount; i++) {
			const patternParts = patternsParts[i];
			const matcher = matchers[i];
			const inputPatternCount = inputParts.length;
			const minParts = Math.min(inputPatternCount, patternParts.length);
			j = 0;
			while (j < minParts) {
				const part = patternParts[j];
				if (part.includes("/")) return true;
				if (!matcher[j](inputParts[j])) break;
				if (!options.noglobstar && part === "**") return true;
				j++;
			}
			if (j === inputPatternCount) return true;
		}
		return false;
	};
}
/* node:coverage ignore next 2 */
const WIN32_ROOT_DIR = /^[A-Z]:\/$/i;
const isRoot = isWin ? (p) => WIN32_ROOT_DIR.test(p) : (p) => p === "/";
function buildFormat(cwd, root, absolute) {
	if (cwd === root || root.startsWith(`${cwd}/`)) {
		if (absolute) {
			const start = cwd.length + +!isRoot(cwd);
			return (p, isDir) => p.slice(start, isDir ? -1 : void 0) || ".";
		}
		const prefix = root.slice(cwd.length + 1);
		if (prefix) return (p, isDir) => {
			if (p === ".") return prefix;
			const result = `${prefix}/${p}`;
			return isDir ? result.slice(0, -1) : result;
		};
		return (p, isDir) => isDir && p !== "." ? p.slice(0, -1) : p;
	}
	if (absolute) return (p) => posix.relative(cwd, p) || ".";
	return (p) => posix.relative(cwd, `${root}/${p}`) || ".";
}
function buildRelative(cwd, root) {
	if (root.startsWith(`${cwd}/`)) {
		const prefix = root.slice(cwd.length + 1);
		return (p) => `${prefix}/${p}`;
	}
	return (p) => {
		const result = posix.relative(cwd, `${root}/${p}`);
		return p[p.length - 1] === "/" && result !== "" ? `${result}/` : result || ".";
	};
}
function ensureNonDriveRelativePath(path) {
	return path.replace(DRIVE_RELATIVE_PATH, (match) => `${match}/`);
}
const splitPatternOptions = { parts: true };
function splitPattern(path) {
	var _result$parts;
	const result = import_picomatch.default.scan(path, splitPatternOptions);
	return ((_result$parts = result.parts) === null || _result$parts === void 0 ? void 0 : _result$parts.length) ? result.parts : [path];
}
const POSIX_UNESCAPED_GLOB_SYMBOLS = /(?<!\\)([()[\]{}*?|]|^!|[!+@](?=\()|\\(?![()[\]{}!*+?@|]))/g;
const WIN32_UNESCAPED_GLOB_SYMBOLS = /(?<!\\)([()[\]{}]|^!|[!+@](?=\())/g;
const escapePosixPath = (path) => path.replace(POSIX_UNESCAPED_GLOB_SYMBOLS, "\\$&");
const escapeWin32Path = (path) => path.replace(WIN32_UNESCAPED_GLOB_SYMBOLS, "\\$&");
/* node:coverage ignore next */
const escapePath = isWin ? escapeWin32Path : escapePosixPath;
function isDynamicPattern(pattern, options) {
	if ((options === null || options === void 0 ? void 0 : options.caseSensitiveMatch) === false) return true;
	const scan = import_picomatch.default.scan(pattern);
	return scan.isGlob || scan.negated;
}
function log(...tasks) {
	console.log(`[tinyglobby ${(/* @__PURE__ */ new Date()).toLocaleTimeString("es")}]`, ...tasks);
}
function ensureStringArray(value) {
	return typeof value === "string" ? [value] : value !== null && value !== void 0 ? value : [];
}
const PARENT_DIRECTORY = /^(\/?\.\.)+/;
const ESCAPING_BACKSLASHES = /\\(?=[()[\]{}!*+?@|])/g;
function normalizePattern(pattern, opts, props, isIgnore) {
	var _PARENT_DIRECTORY$exe;
	const cwd = opts.cwd;
	let result = pattern;
	if (pattern[pattern.length - 1] === "/") result = pattern.slice(0, -1);
	if (result[result.length - 1] !== "*" && opts.expandDirectories) result += "/**";
	const escapedCwd = escapePath(cwd);
	result = isAbsolute(result.replace(ESCAPING_BACKSLASHES, "")) ? posix.relative(escapedCwd, result) : posix.normalize(result);
	const parentDir = (_PARENT_DIRECTORY$exe = PARENT_DIRECTORY.exec(result)) === null || _PARENT_DIRECTORY$exe === void 0 ? void 0 : _PARENT_DIRECTORY$exe[0];
	const parts = splitPattern(result);
	if (parentDir) {
		const n = (parentDir.length + 1) / 3;
		let i = 0;
		const cwdParts = escapedCwd.split("/");
		while (i < n && parts[i + n] === cwdParts[cwdParts.length + i - n]) {
			result = result.slice(0, (n - i - 1) * 3) + result.slice((n - i) * 3 + parts[i + n].length + 1) || ".";
			i++;
		}
		const potentialRoot = posix.join(cwd, parentDir.slice(i * 3));
		if (potentialRoot[0] !== "." && props.root.length > potentialRoot.length) {
			props.root = ensureNonDriveRelativePath(potentialRoot);
			props.depthOffset = -n + i;
		}
	}
	if (!isIgnore && props.depthOffset >= 0) {
		var _props$commonPath;
		(_props$commonPath = props.commonPath) !== null && _props$commonPath !== void 0 || (props.commonPath = parts);
		const newCommonPath = [];
		const length = Math.min(props.commonPath.length, parts.length);
		for (let i = 0; i < length; i++) {
			const part = parts[i];
			if (part === "**" && !parts[i + 1]) {
				newCommonPath.pop();
				break;
			}
			if (i === parts.length - 1 || part !== props.commonPath[i] || isDynamicPattern(part)) break;
			newCommonPath.push(part);
		}
		props.depthOffset = newCommonPath.length;
		props.commonPath = newCommonPath;
		props.root = ensureNonDriveRelativePath(newCommonPath.length > 0 ? posix.join(cwd, ...newCommonPath) : cwd);
	}
	return result;
}
function processPatterns(options, patterns, props) {
	const matchPatterns = [];
	const ignorePatterns = [];
	for (const pattern of options.ignore) {
		if (!pattern) continue;
		if (pattern[0] !== "!" || pattern[1] === "(") ignorePatterns.push(normalizePattern(pattern, options, props, true));
	}
	for (const pattern of patterns) {
		if (!pattern) continue;
		if (pattern[0] !== "!" || pattern[1] === "(") matchPatterns.push(normalizePattern(pattern, options, props, false));
		else if (pattern[1] !== "!" || pattern[2] === "(") ignorePatterns.push(normalizePattern(pattern.slice(1), options, props, true));
	}
	return {
		match: matchPatterns,
		ignore: ignorePatterns
	};
}
function buildCrawler(options, patterns) {
	const cwd = options.cwd;
	const props = {
		root: cwd,
		depthOffset: 0
	};
	const processed = processPatterns(options, patterns, props);
	if (options.debug) log("internal processing patterns:", processed);
	const { absolute, caseSensitiveMatch, debug, dot, followSymbolicLinks, onlyDirectories } = options;
	const root = props.root.replace(BACKSLASHES, "");
	const matchOptions = {
		dot,
		nobrace: options.braceExpansion === false,
		nocase: !caseSensitiveMatch,
		noextglob: options.extglob === false,
		noglobstar: options.globstar === false,
		posix: true
	};
	const matcher = (0, import_picomatch.default)(processed.match, matchOptions);
	const ignore = (0, import_picomatch.default)(processed.ignore, matchOptions);
	const partialMatcher = getPartialMatcher(processed.match, matchOptions);
	const format = buildFormat(cwd, root, absolute);
	const excludeFormatter = absolute ? format : buildFormat(cwd, root, true);
	const excludePredicate = (_, p) => {
		const relativePath = excludeFormatter(p, true);
		return relativePath !== "." && !partialMatcher(relativePath) || ignore(relativePath);
	};
	let maxDepth;
	if (options.deep !== void 0) maxDepth = Math.round(options.deep - props.depthOffset);
	const crawler = new Builder({
		filters: [debug ? (p, isDirectory) => {
			const path = format(p, isDirectory);
			const matches = matcher(path) && !ignore(path);
			if (matches) log(`matched ${path}`);
			return matches;
		} : (p, isDirectory) => {
			const path = format(p, isDirectory);
			return matcher(path) && !ignore(path);
		}],
		exclude: debug ? (_, p) => {
			const skipped = excludePredicate(_, p);
			log(`${skipped ? "skipped" : "crawling"} ${p}`);
			return skipped;
		} : excludePredicate,
		fs: options.fs,
		pathSeparator: "/",
		relativePaths: !absolute,
		resolvePaths: absolute,
		includeBasePath: absolute,
		resolveSymlinks: followSymbolicLinks,
		excludeSymlinks: !followSymbolicLinks,
		excludeFiles: onlyDirectories,
		includeDirs: onlyDirectories || !options.onlyFiles,
		maxDepth,
		signal: options.signal
	}).crawl(root);
	if (options.debug) log("internal properties:", {
		...props,
		root
	});
	return [crawler, cwd !== root && !absolute && buildRelative(cwd, root)];
}
function formatPaths(paths, mapper) {
	if (mapper) for (let i = paths.length - 1; i >= 0; i--) paths[i] = mapper(paths[i]);
	return paths;
}
const defaultOptions = {
	caseSensitiveMatch: true,
	debug: !!process.env.TINYGLOBBY_DEBUG,
	expandDirectories: true,
	followSymbolicLinks: true,
	onlyFiles: true
};
function getOptions(options) {
	const opts = Object.assign({}, options);
	for (const key in defaultOptions) if (opts[key] === void 0) Object.assign(opts, { [key]: defaultOptions[key] });
	opts.cwd = (opts.cwd instanceof URL ? fileURLToPath(opts.cwd) : resolve(opts.cwd || process.cwd())).replace(BACKSLASHES, "/");
	opts.ignore = ensureStringArray(opts.ignore);
	opts.fs && (opts.fs = {
		readdir: opts.fs.readdir || readdir,
		readdirSync: opts.fs.readdirSync || readdirSync,
		realpath: opts.fs.realpath || realpath,
		realpathSync: opts.fs.realpathSync || realpathSync,
		stat: opts.fs.stat || stat,
		statSync: opts.fs.statSync || statSync
	});
	if (opts.debug) log("globbing with options:", opts);
	return opts;
}
function getCrawler(globInput, inputOptions = {}) {
	var _ref;
	if (globInput && (inputOptions === null || inputOptions === void 0 ? void 0 : inputOptions.patterns)) throw new Error("Cannot pass patterns as both an argument and an option");
	const isModern = isReadonlyArray(globInput) || typeof globInput === "string";
	const patterns = ensureStringArray((_ref = isModern ? globInput : globInput.patterns) !== null && _ref !== void 0 ? _ref : "**/*");
	const options = getOptions(isModern ? inputOptions : globInput);
	return patterns.length > 0 ? buildCrawler(options, patterns) : [];
}
async function glob(globInput, options) {
	const [crawler, relative] = getCrawler(globInput, options);
	return crawler ? formatPaths(await crawler.withPromise(), relative) : [];
}
// src/manifests/expandInputs.ts
const MANIFEST_EXTENSIONS = /* @__PURE__ */ new Set([
	".yaml",
	".yml",
	".json"
]);
const KUSTOMIZATION_FILES = [
	"kustomization.yaml",
	"kustomization.yml",
	"Kustomization"
];
const CHART_FILE = "Chart.yaml";
async function expandInputs(inputs, cwd) {
	const workspace = await realpath$1(cwd);
	const expanded = await Promise.all(inputs.map(async (input) => {
		const roots = await rootsOf(input, cwd, workspace);
		return refuseOutside(await expandInput(input, cwd, roots), roots);
	}));
	const errors = expanded.filter((result) => result instanceof UserError);
	if (errors.length > 0) throw new UserErrors(errors);
	const seen = /* @__PURE__ */ new Set();
	return expanded.flatMap((result) => result instanceof UserError ? [] : result).filter((source) => {
		const key = source.type === "file" ? source.path : `${source.dir}${path.sep}`;
		if (seen.has(key)) return false;
		seen.add(key);
		return true;
	});
}
async function rootsOf(input, cwd, workspace) {
	const base = inputBase(input, cwd);
	if (isInside(base, cwd)) return [workspace];
	try {
		return [workspace, await realpath$1(base)];
	} catch {
		return [workspace];
	}
}
function inputBase(input, cwd) {
	const segments = path.resolve(cwd, input).split(path.sep);
	const firstDynamic = segments.findIndex((segment) => isDynamicPattern(segment));
	return firstDynamic < 0 ? segments.join(path.sep) : segments.slice(0, firstDynamic).join(path.sep) || path.sep;
}
function isInside(target, root) {
	const relative = path.relative(root, target);
	return relative === "" || !relative.startsWith(`..${path.sep}`) && relative !== ".." && !path.isAbsolute(relative);
}
async function isWithin(target, roots) {
	const real = await realpath$1(target).catch(() => void 0);
	return real !== void 0 && roots.some((root) => isInside(real, root));
}
async function refuseOutside(expanded, roots) {
	if (expanded instanceof UserError) return expanded;
	const outside = [];
	for (const source of expanded) if (!await isWithin(source.type === "file" ? source.path : source.dir, roots)) outside.push(source.file);
	return outside.length === 0 ? expanded : outsideError(outside);
}
function outsideError(files) {
	return new UserError(`${files.join(", ")} ${files.length === 1 ? "leads" : "lead"} outside the workspace through a symbolic link`, { hint: "Manifests are read only from the working directory (the checked-out repository) and the paths named; remove the link, or copy what it points to into the repository" });
}
async function expandInput(input, cwd, roots) {
	if (input.trim() === "") return new UserError("a manifest path is empty", { hint: "Remove the empty entry, or name a file, directory or glob" });
	const absolute = path.resolve(cwd, input);
	const display = (target) => displayPath(target, cwd, path.isAbsolute(input));
	let stats;
	try {
		stats = await stat$1(absolute);
	} catch (error) {
		if (!isMissing(error)) return new UserError(`cannot read ${input}: ${errorMessage(error)}`, { hint: "Check the file permissions" });
		if (isDynamicPattern(input)) return expandGlob(input, cwd, display);
		return new UserError(`manifest path ${input} does not exist`, { hint: `Check the path; relative paths are resolved against ${cwd}` });
	}
	if (stats.isDirectory()) {
		const sources = [];
		const outside = [];
		try {
			await walkDirectory(absolute, {
				display,
				roots,
				outside
			}, sources, /* @__PURE__ */ new Set());
		} catch (error) {
			return new UserError(`cannot read directory ${input}: ${errorMessage(error)}`, { hint: "Check the file permissions" });
		}
		if (outside.length > 0) return outsideError(outside);
		return sources.length > 0 ? sources : new UserError(`directory ${input} holds no .yaml, .yml or .json files`, { hint: "Point to the directory holding the manifests (hidden directories and node_modules are skipped)" });
	}
	return [fileSource(absolute, display)];
}
async function expandGlob(pattern, cwd, display) {
	const sources = (await glob(pattern, {
		cwd,
		absolute: true,
		onlyFiles: true,
		expandDirectories: false,
		ignore: ["**/node_modules/**"]
	})).filter((match) => isManifestFile(path.basename(match))).sort(comparePaths).map((match) => fileSource(match, display));
	return sources.length > 0 ? sources : new UserError(`no manifest files match ${pattern}`, { hint: `Check the pattern (relative to ${cwd}); globs pick .yaml, .yml and .json files and skip hidden ones and node_modules` });
}
function fileSource(absolute, display) {
	const name = path.basename(absolute);
	if (KUSTOMIZATION_FILES.includes(name)) return {
		type: "kustomization",
		dir: path.dirname(absolute),
		file: display(absolute)
	};
	if (name === "Chart.yaml") return {
		type: "chart",
		dir: path.dirname(absolute),
		file: display(absolute)
	};
	return {
		type: "file",
		path: absolute,
		file: display(absolute)
	};
}
async function walkDirectory(dir, scope, sources, visited) {
	const { display } = scope;
	if (!await isWithin(dir, scope.roots)) {
		scope.outside.push(display(dir));
		return;
	}
	const real = await realpath$1(dir);
	if (visited.has(real)) return;
	visited.add(real);
	const entries = await readdir$1(dir, { withFileTypes: true });
	const kustomization = KUSTOMIZATION_FILES.find((name) => entries.some((entry) => entry.name === name && !entry.isDirectory()));
	if (kustomization !== void 0) {
		sources.push({
			type: "kustomization",
			dir,
			file: display(path.join(dir, kustomization))
		});
		return;
	}
	if (entries.some((entry) => entry.name === "Chart.yaml" && !entry.isDirectory())) {
		sources.push({
			type: "chart",
			dir,
			file: display(path.join(dir, CHART_FILE))
		});
		return;
	}
	for (const entry of entries.sort((a, b) => compareNames(a.name, b.name))) {
		if (entry.name.startsWith(".") || entry.name === "node_modules") continue;
		const target = path.join(dir, entry.name);
		const kind = await entryKind(entry, target);
		if (kind === "directory") await walkDirectory(target, scope, sources, visited);
		else if (kind === "file" && isManifestFile(entry.name)) {
			if (entry.isSymbolicLink() && !await isWithin(target, scope.roots)) scope.outside.push(display(target));
			else sources.push({
				type: "file",
				path: target,
				file: display(target)
			});
		}
	}
}
async function entryKind(entry, target) {
	let stats = entry;
	if (entry.isSymbolicLink()) try {
		stats = await stat$1(target);
	} catch {
		return "other";
	}
	return stats.isDirectory() ? "directory" : stats.isFile() ? "file" : "other";
}
function isManifestFile(name) {
	return !name.startsWith(".") && MANIFEST_EXTENSIONS.has(path.extname(name).toLowerCase());
}
function displayPath(target, cwd, givenAbsolute) {
	const relative = path.relative(cwd, target);
	return ((relative.startsWith("..") || path.isAbsolute(relative)) && givenAbsolute ? target : relative === "" ? "." : relative).split(path.sep).join("/");
}
function compareNames(a, b) {
	return a < b ? -1 : a > b ? 1 : 0;
}
function comparePaths(a, b) {
	const left = a.split("/");
	const right = b.split("/");
	for (let index = 0; index < Math.min(left.length, right.length); index += 1) {
		const order = compareNames(left[index], right[index]);
		if (order !== 0) return order;
	}
	return left.length - right.length;
}
function isMissing(error) {
	const code = error?.code;
	return code === "ENOENT" || code === "ENOTDIR";
}
// src/manifests/chartSources.ts
const SOURCE_LINE = /^# Source: ([^/\n]+)\/(.+)$/gm;
function chartSourceLocator(rendered, shownDir, chartFile) {
	const headers = [];
	let lineNumber = 1;
	let scanned = 0;
	for (const match of rendered.matchAll(SOURCE_LINE)) {
		for (let at = rendered.indexOf("\n", scanned); at >= 0 && at < match.index; at = rendered.indexOf("\n", at + 1)) lineNumber += 1;
		scanned = match.index;
		const file = path.posix.join(shownDir, match[2]);
		headers.push({
			line: lineNumber,
			file: file.startsWith(`${shownDir}/`) ? file : chartFile
		});
	}
	return (line) => {
		let found = chartFile;
		for (const header of headers) {
			if (header.line > line) break;
			found = header.file;
		}
		return {
			file: found,
			line: 1
		};
	};
}
async function templateLines(objects, chartDir, shownDir) {
	const templates = /* @__PURE__ */ new Map();
	const linesOf = (file) => {
		let lines = templates.get(file);
		if (lines === void 0) {
			lines = templateText(path.join(chartDir, file.slice(shownDir.length + 1)), chartDir).then((text) => text.split("\n"));
			templates.set(file, lines);
		}
		return lines;
	};
	return Promise.all(objects.map(async (manifest) => {
		if (!manifest.source.file.startsWith(`${shownDir}/`)) return manifest;
		const kind = new RegExp(`^kind:\\s*["']?${manifest.object.kind.replace(/[^A-Za-z0-9]/g, "")}["']?\\s*(#.*)?$`);
		const found = (await linesOf(manifest.source.file)).flatMap((line, index) => kind.test(line) ? [index + 1] : []);
		return found.length === 1 ? {
			...manifest,
			source: {
				file: manifest.source.file,
				line: found[0]
			}
		} : manifest;
	}));
}
async function templateText(file, chartDir) {
	try {
		const real = await realpath$1(file);
		return isInside(real, await realpath$1(chartDir)) ? await readFile(real, "utf8") : "";
	} catch {
		return "";
	}
}
// src/manifests/validateObject.ts
function validateObject(value, source) {
	if (!isRecord(value)) {
		const hint = Array.isArray(value) ? "Write each object as its own document (separated by `---`), or as the items of a `kind: List`" : "Each document must be one Kubernetes object; check the indentation and the `---` separators";
		const message = `expected a Kubernetes object (a mapping with apiVersion, kind and metadata), found ${describeValue(value)}`;
		return {
			ok: false,
			errors: [new UserError(message, {
				hint,
				source
			})]
		};
	}
	const { apiVersion, kind } = value;
	const metadata = value["metadata"];
	const name = isRecord(metadata) ? metadata["name"] : void 0;
	const problems = [...checkTypeField("apiVersion", apiVersion, "e.g. `apiVersion: v1` or `apiVersion: apps/v1`"), ...checkTypeField("kind", kind, "e.g. `kind: ConfigMap`")];
	if (metadata !== void 0 && metadata !== null && !isRecord(metadata)) problems.push([`metadata must be a mapping, found ${describeValue(metadata)}`, "Write metadata as a mapping with at least `name:`"]);
	else problems.push(...checkName(name, metadata?.["generateName"]), ...checkStringMap(metadata?.["labels"], "labels"), ...checkStringMap(metadata?.["annotations"], "annotations"));
	const nonFinite = findNonFiniteNumber(value, "");
	if (nonFinite !== void 0) problems.push([`${nonFinite.slice(1)} is .inf or .nan, which JSON (and so the API server) cannot carry`, "Quote the value if it is meant as text"]);
	if (problems.length === 0) return {
		ok: true,
		object: value
	};
	const ref = typeof apiVersion === "string" && typeof kind === "string" && typeof name === "string" && name !== "" ? `${formatRef({
		group: parseApiVersion(apiVersion).group,
		kind,
		name
	})}: ` : "";
	return {
		ok: false,
		errors: problems.map(([message, hint]) => new UserError(`${ref}${message}`, {
			hint,
			source
		}))
	};
}
function checkTypeField(field, value, example) {
	if (value === void 0 || value === null || value === "") return [[`object has no ${field}`, `Add ${field}, ${example}`]];
	if (typeof value !== "string") return [[`${field} must be a string, found ${describeValue(value)}`, `Write ${field} as text, ${example}`]];
	return [];
}
function checkName(name, generateName) {
	if (name === void 0 || name === null || name === "") {
		if (generateName !== void 0 && generateName !== null) return [["metadata.generateName is not supported: an ApplySet member needs a fixed metadata.name", "Set metadata.name instead; server-side apply finds an object by its name, and prune tracks it by name"]];
		return [["object has no metadata.name", "Add metadata.name"]];
	}
	if (typeof name !== "string") return [[`metadata.name must be a string, found ${describeValue(name)}`, "Quote the name so YAML keeps it as text, e.g. `name: \"123\"`"]];
	return [];
}
function checkStringMap(value, field) {
	if (value === void 0 || value === null) return [];
	if (!isRecord(value)) return [[`metadata.${field} must be a mapping of strings, found ${describeValue(value)}`, `Write metadata.${field} as \`key: "value"\` pairs`]];
	const what = field === "labels" ? "label" : "annotation";
	return Object.entries(value).filter(([, entry]) => typeof entry !== "string").map(([key, entry]) => [`${what} \`${key}\` must be a string, found ${describeValue(entry)}`, entry === null ? "Write an empty string `\"\"` or remove it" : "Quote the value so YAML keeps it as text, e.g. `\"true\"` or `\"1.0\"`"]);
}
function findNonFiniteNumber(value, path) {
	const segments = nonFiniteSegments(value);
	return segments === void 0 ? void 0 : path + segments.reverse().join("");
}
function nonFiniteSegments(value) {
	if (typeof value === "number") return Number.isFinite(value) ? void 0 : [];
	if (Array.isArray(value)) for (let index = 0; index < value.length; index++) {
		const found = nonFiniteSegments(value[index]);
		if (found !== void 0) return [...found, `[${index}]`];
	}
	else if (isRecord(value)) for (const key of Object.keys(value)) {
		const found = nonFiniteSegments(value[key]);
		if (found !== void 0) return [...found, `.${key}`];
	}
}
function describeValue(value) {
	if (value === null || value === void 0) return "null";
	if (Array.isArray(value)) return "a sequence";
	if (typeof value === "object") return "a mapping";
	if (typeof value === "string") return "a string";
	return `a ${typeof value} (${String(value)})`;
}
// src/manifests/documentObjects.ts
function documentObjects(document) {
	const objects = [];
	const errors = [];
	const visit = (value, source, itemSources) => {
		const items = listItems(value);
		if (items === void 0) {
			const validated = validateObject(value, source);
			if (validated.ok) objects.push({
				object: validated.object,
				source
			});
			else errors.push(...validated.errors);
			return;
		}
		if (!Array.isArray(items)) {
			errors.push(new UserError("List items must be a sequence of objects", {
				hint: "Write `items:` as a sequence of objects, each starting with `- `",
				source
			}));
			return;
		}
		items.forEach((item, index) => visit(item, itemSources[index] ?? source, []));
	};
	visit(document.value, document.source, document.itemSources);
	return {
		objects,
		errors
	};
}
function listItems(value) {
	if (typeof value !== "object" || value === null || Array.isArray(value)) return void 0;
	const { kind, items } = value;
	if (kind === "List") return items ?? [];
	return typeof kind === "string" && kind.endsWith("List") && Array.isArray(items) ? items : void 0;
}
// src/manifests/kubernetesYamlSchema.ts
const INTEGER = /^([-+]?)(0[xX][0-9a-fA-F]+|0[oO][0-7]+|0[bB][01]+|0[0-7]*|[1-9][0-9]*)$/;
const FLOAT = /^[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?$/;
const NON_FINITE = new Map([
	...[
		".inf",
		".Inf",
		".INF",
		"+.inf",
		"+.Inf",
		"+.INF"
	].map((s) => [s, Infinity]),
	...[
		"-.inf",
		"-.Inf",
		"-.INF"
	].map((s) => [s, -Infinity]),
	...[
		".nan",
		".NaN",
		".NAN"
	].map((s) => [s, NaN])
]);
const NUMBER_FIRST_CHARS = [
	"0",
	"1",
	"2",
	"3",
	"4",
	"5",
	"6",
	"7",
	"8",
	"9",
	"-",
	"+"
];
function numberText(source) {
	return source.startsWith(".") ? source : source.replaceAll("_", "");
}
function parseInteger(source) {
	const match = INTEGER.exec(numberText(source));
	if (!match) return void 0;
	const sign = match[1] === "-" ? -1 : 1;
	const digits = match[2];
	const prefix = digits.slice(0, 2).toLowerCase();
	if (prefix === "0x") return sign * parseInt(digits.slice(2), 16);
	if (prefix === "0o") return sign * parseInt(digits.slice(2), 8);
	if (prefix === "0b") return sign * parseInt(digits.slice(2), 2);
	if (digits.length > 1 && digits.startsWith("0")) return sign * parseInt(digits, 8);
	return sign * Number(digits);
}
function parseFloatText(source) {
	const nonFinite = NON_FINITE.get(source);
	if (nonFinite !== void 0) return nonFinite;
	const text = numberText(source);
	if (!FLOAT.test(text)) return void 0;
	const value = Number(text);
	return Number.isFinite(value) ? value : void 0;
}
const intTag = defineScalarTag("tag:yaml.org,2002:int", {
	implicit: true,
	implicitFirstChars: NUMBER_FIRST_CHARS,
	resolve: (source) => parseInteger(source) ?? NOT_RESOLVED,
	identify: (data) => Number.isInteger(data)
});
const floatTag = defineScalarTag("tag:yaml.org,2002:float", {
	implicit: true,
	implicitFirstChars: [...NUMBER_FIRST_CHARS, "."],
	resolve: (source, isExplicit) => parseFloatText(source) ?? (isExplicit ? parseInteger(source) : void 0) ?? NOT_RESOLVED,
	identify: (data) => typeof data === "number"
});
const KUBERNETES_YAML_SCHEMA = new Schema([
	strTag,
	seqTag,
	mapTag,
	nullYaml11Tag,
	boolYaml11Tag,
	intTag,
	floatTag,
	mergeTag
]);
// src/manifests/readBudget.ts
var ReadBudget = class ReadBudget {
	static MAX_BYTES = 268435456;
	static MAX_ALIAS_NODES = 1e6;
	maxBytes;
	bytesLeft;
	aliasNodesLeft;
	constructor(maxBytes = ReadBudget.MAX_BYTES, maxAliasNodes = ReadBudget.MAX_ALIAS_NODES) {
		this.maxBytes = maxBytes;
		this.bytesLeft = maxBytes;
		this.aliasNodesLeft = maxAliasNodes;
	}
	takeBytes(bytes) {
		if (bytes > this.bytesLeft) return false;
		this.bytesLeft -= bytes;
		return true;
	}
	get aliasNodes() {
		return this.aliasNodesLeft;
	}
	spendAliasNodes(nodes) {
		this.aliasNodesLeft -= Math.max(0, nodes);
	}
};
function mebibytes(bytes) {
	return (bytes / 1048576).toFixed(1).replace(/\.0$/, "");
}
// src/manifests/splitDocuments.ts
const DOCUMENT_START = /^---(?:[ \t]|$)/;
const DOCUMENT_END = /^\.\.\.(?:[ \t]|$)/;
const PREAMBLE = /^(?:[ \t]*(?:#.*)?|%.*)$/;
function splitDocuments(stream) {
	const documents = [];
	let start = 0;
	let startLine = 1;
	let begun = false;
	let offset = 0;
	let line = 1;
	const close = (end, nextStart, nextLine) => {
		documents.push({
			text: stream.slice(start, end),
			line: startLine
		});
		start = nextStart;
		startLine = nextLine;
	};
	while (offset < stream.length) {
		const newline = stream.indexOf("\n", offset);
		const lineEnd = newline < 0 ? stream.length : newline + 1;
		const content = stream.slice(offset, lineEnd).replace(/\r?\n$/, "");
		if (DOCUMENT_START.test(content)) {
			if (begun) close(offset, offset, line);
			begun = true;
		} else if (DOCUMENT_END.test(content)) {
			close(lineEnd, lineEnd, line + 1);
			begun = false;
		} else if (!begun && !PREAMBLE.test(content)) begun = true;
		offset = lineEnd;
		line += 1;
	}
	if (start < stream.length) close(stream.length, stream.length, line);
	return documents;
}
// src/manifests/parseDocuments.ts
const MAX_DEPTH = 1e3;
function parseDocuments(stream, budget = new ReadBudget()) {
	const documents = [];
	const problems = [];
	for (const part of splitDocuments(stream)) {
		let events;
		let values;
		try {
			events = parseEvents(part.text, { maxDepth: MAX_DEPTH });
			values = constructFromEvents(events, {
				source: part.text,
				schema: KUBERNETES_YAML_SCHEMA
			});
		} catch (error) {
			if (!(error instanceof YAMLException)) throw error;
			const column = error.mark ? ` (column ${error.mark.column + 1})` : "";
			problems.push({
				line: part.line + (error.mark?.line ?? 0),
				message: `YAML syntax error: ${error.reason}${column}`,
				hint: "Fix the YAML there; an indentation mistake may start on an earlier line"
			});
			continue;
		}
		const unshare = events.some((event) => event.type === EVENT_ID.ALIAS);
		const roots = documentRoots(events);
		values.forEach((value, index) => {
			const root = roots[index];
			if (value === null || value === void 0 || root === void 0) return;
			const itemStarts = isRecord(value) && Array.isArray(value["items"]) ? topLevelItemStarts(events, root, part.text) : [];
			const [rootLine = 0, ...itemLines] = lineNumbers(part.text, [startOf(events[root]), ...itemStarts]);
			const copy = unshare ? copyWithinBudget(value, nodeEnd(events, root) - root, budget) : value;
			if (copy === EXCESSIVE_ALIASING) {
				problems.push({
					line: part.line + rootLine,
					message: `YAML aliases (*name) in this document expand to more than ${budget.aliasNodes} further nodes (excessive aliasing)`,
					hint: "Write the repeated parts out, or nest fewer aliases: an alias of an alias multiplies the size of the document"
				});
				return;
			}
			documents.push({
				value: copy,
				line: part.line + rootLine,
				itemLines: itemLines.map((line) => part.line + line)
			});
		});
	}
	return {
		documents,
		problems
	};
}
function documentRoots(events) {
	const roots = [];
	let index = 0;
	while (index < events.length) if (events[index].type === EVENT_ID.DOCUMENT) {
		roots.push(index + 1);
		index = nodeEnd(events, index + 1);
	} else index += 1;
	return roots;
}
function nodeEnd(events, index) {
	const type = events[index]?.type;
	if (type !== EVENT_ID.MAPPING && type !== EVENT_ID.SEQUENCE) return index + 1;
	let depth = 0;
	let next = index;
	do {
		const current = events[next]?.type;
		if (current === EVENT_ID.MAPPING || current === EVENT_ID.SEQUENCE) depth += 1;
		else if (current === EVENT_ID.POP || current === void 0) depth -= 1;
		next += 1;
	} while (depth > 0 && next < events.length);
	return next;
}
function startOf(event) {
	switch (event?.type) {
		case EVENT_ID.MAPPING:
		case EVENT_ID.SEQUENCE: return event.start;
		case EVENT_ID.SCALAR: return event.valueStart;
		case EVENT_ID.ALIAS: return event.anchorStart;
		default: return 0;
	}
}
function topLevelItemStarts(events, root, source) {
	if (events[root]?.type !== EVENT_ID.MAPPING) return [];
	let index = root + 1;
	while (index < events.length && events[index].type !== EVENT_ID.POP) {
		const key = events[index];
		const valueIndex = nodeEnd(events, index);
		if (key.type === EVENT_ID.SCALAR && getScalarValue(source, key) === "items" && events[valueIndex]?.type === EVENT_ID.SEQUENCE) {
			const starts = [];
			let item = valueIndex + 1;
			while (item < events.length && events[item].type !== EVENT_ID.POP) {
				starts.push(startOf(events[item]));
				item = nodeEnd(events, item);
			}
			return starts;
		}
		index = nodeEnd(events, valueIndex);
	}
	return [];
}
function lineNumbers(text, offsets) {
	let line = 0;
	let scanned = 0;
	return offsets.map((offset) => {
		let newline = text.indexOf("\n", scanned);
		while (newline >= 0 && newline < offset) {
			line += 1;
			scanned = newline + 1;
			newline = text.indexOf("\n", scanned);
		}
		return line;
	});
}
const EXCESSIVE_ALIASING = Symbol("excessive aliasing");
function copyWithinBudget(value, ownNodes, budget) {
	const limit = ownNodes + budget.aliasNodes;
	let nodes = 0;
	const copy = (node) => {
		nodes += 1;
		if (nodes > limit) throw EXCESSIVE_ALIASING;
		if (Array.isArray(node)) return node.map(copy);
		if (isRecord(node)) return Object.fromEntries(Object.entries(node).map(([key, field]) => [key, copy(field)]));
		return node;
	};
	try {
		const result = copy(value);
		budget.spendAliasNodes(nodes - ownNodes);
		return result;
	} catch (error) {
		if (error === EXCESSIVE_ALIASING) return EXCESSIVE_ALIASING;
		throw error;
	}
}
// src/manifests/chartLinks.ts
async function refuseLinksOutside(dir, what, shownDir, source, roots) {
	const real = await realpath$1(dir).catch(() => void 0);
	if (real === void 0) return;
	const hint = "Helm reads what a link in a chart points to; remove the link, or copy what it points to into the chart";
	if (!roots.real.some((root) => isInside(real, root))) throw new UserError(`${what} is a link leading outside ${roots.shown}`, {
		hint,
		source
	});
	const outside = [];
	const entries = await readdir$1(dir, {
		withFileTypes: true,
		recursive: true
	});
	for (const entry of entries.filter((found) => found.isSymbolicLink())) {
		const target = path.join(entry.parentPath, entry.name);
		const linked = await realpath$1(target).catch(() => void 0);
		if (linked !== void 0 && !roots.real.some((root) => isInside(linked, root))) outside.push(path.posix.join(shownDir, path.relative(dir, target).split(path.sep).join("/")));
	}
	if (outside.length === 0) return;
	throw new UserError(`${what} holds ${outside.join(", ")}, ${outside.length === 1 ? "a link" : "links"} leading outside ${roots.shown}`, {
		hint,
		source
	});
}
// src/manifests/networkIsolation.ts
const run$2 = promisify(execFile);
function isolationCandidates(uid, gid) {
	const candidates = [{
		name: "unshare --net",
		wrap: (program, args, env) => ({
			command: "unshare",
			args: [
				"--net",
				"--",
				program,
				...args
			],
			env
		})
	}, {
		name: "unshare --user --map-root-user --net",
		wrap: (program, args, env) => ({
			command: "unshare",
			args: [
				"--user",
				"--map-root-user",
				"--net",
				"--",
				program,
				...args
			],
			env
		})
	}];
	if (uid === void 0 || gid === void 0 || uid === 0) return candidates;
	const asUser = [
		"setpriv",
		`--reuid=${uid}`,
		`--regid=${gid}`,
		"--clear-groups",
		"--no-new-privs",
		"--"
	];
	candidates.push({
		name: "sudo -n unshare --net setpriv",
		wrap: (program, args, env) => ({
			command: "sudo",
			args: [
				"-n",
				"unshare",
				"--net",
				"--",
				...asUser,
				"env",
				"-i",
				...Object.entries(env).map(([name, value]) => `${name}=${value}`),
				program,
				...args
			],
			env
		})
	});
	return candidates;
}
const PROBE_SAW_NETWORK = 3;
const PROBE = `process.exit(Object.keys(require('node:os').networkInterfaces()).length === 0 ? 0 : ${PROBE_SAW_NETWORK})`;
const PROBE_TIMEOUT_MS = 3e4;
async function findIsolation(candidates, env) {
	const unavailable = [];
	for (const candidate of candidates) {
		const { command, args, env: wrappedEnv } = candidate.wrap(process.execPath, ["-e", PROBE], env);
		try {
			await run$2(command, args, {
				env: wrappedEnv,
				timeout: PROBE_TIMEOUT_MS,
				encoding: "utf8"
			});
			return { isolation: candidate };
		} catch (error) {
			const { stderr, code } = error;
			const said = code === PROBE_SAW_NETWORK ? "the network was still there" : typeof stderr === "string" ? stderr.trim().split("\n")[0] : "";
			unavailable.push(`${candidate.name}: ${said || errorMessage(error)}`);
		}
	}
	return { unavailable };
}
let found;
function networkIsolation() {
	found ??= findIsolation(isolationCandidates(process.getuid?.(), process.getgid?.()), { PATH: process.env["PATH"] ?? "" });
	return found;
}
// src/manifests/programOnPath.ts
async function programOnPath(name, searchPath) {
	const names = process.platform === "win32" ? [`${name}.exe`, name] : [name];
	for (const dir of searchPath.split(path.delimiter)) {
		if (dir === "") continue;
		for (const file of names.map((candidate) => path.resolve(dir, candidate))) if (await isExecutableFile(file)) return file;
	}
}
async function isExecutableFile(file) {
	try {
		await access(file, constants$1.X_OK);
		return (await stat$1(file)).isFile();
	} catch {
		return false;
	}
}
// src/manifests/renderProgram.ts
const run$1 = promisify(execFile);
const MAX_OUTPUT_BYTES$1 = ReadBudget.MAX_BYTES;
const PASSED_ENV$1 = [
	"PATH",
	"HOME",
	"TMPDIR",
	"LANG",
	"LC_ALL",
	"XDG_CONFIG_HOME",
	"XDG_CACHE_HOME",
	"XDG_DATA_HOME",
	"KUSTOMIZE_PLUGIN_HOME"
];
const NETWORK_ENV = [
	"SSH_AUTH_SOCK",
	"HTTP_PROXY",
	"HTTPS_PROXY",
	"NO_PROXY",
	"http_proxy",
	"https_proxy",
	"no_proxy"
];
const NO_NETWORK_ENV = { GIT_ALLOW_PROTOCOL: "file" };
async function renderWith(task, options, isolation = networkIsolation) {
	const env = renderEnv(process.env, options);
	for (const renderer of task.renderers) {
		const program = await programOnPath(renderer.command, env["PATH"] ?? "");
		if (program === void 0) continue;
		const commandLine = [renderer.command, ...renderer.shownArgs].join(" ");
		const direct = {
			command: program,
			args: renderer.args,
			env
		};
		const line = options.remoteBases ? direct : isolated(await isolation(), direct, task);
		try {
			const { stdout } = await run$1(line.command, line.args, {
				maxBuffer: MAX_OUTPUT_BYTES$1,
				encoding: "utf8",
				env: line.env
			});
			return stdout;
		} catch (error) {
			const stderr = typeof error.stderr === "string" ? error.stderr.trim() : "";
			const detail = stderr !== "" ? stderr : errorMessage(error);
			const networkHint = options.remoteBases ? "" : "; on pull requests nothing is fetched from the network unless allow-remote-bases is true";
			throw new UserError(`\`${commandLine}\` failed: ${detail}`, {
				hint: `${task.fixHint}; run \`${commandLine}\` locally to see the same error${networkHint}`,
				source: task.source,
				cause: error
			});
		}
	}
	const names = task.renderers.map((renderer) => renderer.command);
	const missing = names.length === 1 ? `${names[0]} is not` : `neither ${names.join(" nor ")} is`;
	throw new UserError(`${task.shownDir} is ${task.what}, but ${missing} on PATH to render it`, {
		hint: task.installHint,
		source: task.source
	});
}
function isolated(found, line, task) {
	if ("isolation" in found) return found.isolation.wrap(line.command, line.args, line.env);
	throw new UserError(`${task.shownDir} is ${task.what}, and on pull requests ${task.what.replace(/^an? /, "")}s are rendered with no network access, which this runner cannot give (${found.unavailable.join("; ")})`, {
		hint: "Run the preview on a Linux runner where a network namespace can be made (as root, with unprivileged user namespaces, or with passwordless sudo, as on GitHub-hosted runners); or commit the rendered manifests and pass those files; or set allow-remote-bases: true if every pull request is trusted",
		source: task.source
	});
}
function renderEnv(env, options) {
	const passed = {};
	for (const name of [...PASSED_ENV$1, ...options.remoteBases ? NETWORK_ENV : []]) {
		const value = env[name];
		if (value !== void 0) passed[name] = value;
	}
	return options.remoteBases ? passed : {
		...passed,
		...NO_NETWORK_ENV
	};
}
// src/manifests/renderChart.ts
async function renderChart(dir, shownDir, source, render) {
	const workspace = await realpath$1(render.cwd);
	const roots = [workspace, await realpath$1(dir)];
	const missing = await missingDependencies(dir);
	if (missing.length > 0 && !render.remoteBases) refuseMissing(missing, shownDir, source);
	await refuseLinksOutside(dir, `the chart ${shownDir}`, shownDir, source, {
		real: roots,
		shown: "the workspace"
	});
	const values = [];
	for (const file of render.chart.values) values.push(await valuesFile(file, render.cwd, workspace, source));
	const { release, namespace, set } = render.chart;
	const flags = (valueFiles, setValues) => [
		...namespace === void 0 ? [] : ["--namespace", namespace],
		...valueFiles.flatMap((file) => ["--values", file]),
		...setValues.flatMap((value) => ["--set", value]),
		"--include-crds"
	];
	const helm = (args, shownArgs, fixHint) => renderWith({
		what: "a Helm chart",
		shownDir,
		source,
		renderers: [{
			command: "helm",
			args,
			shownArgs
		}],
		installHint: INSTALL_HINT,
		fixHint
	}, render);
	if (missing.length > 0) await helm([
		"dependency",
		"build",
		dir
	], [
		"dependency",
		"build",
		shownDir
	], "Check the chart's dependencies and that their repositories answer");
	const shownSet = set.map((value) => `${value.slice(0, value.indexOf("="))}=***`);
	return helm([
		"template",
		release,
		dir,
		...flags(values, set)
	], [
		"template",
		release,
		shownDir,
		...flags(render.chart.values, shownSet)
	], "Fix the chart or its values");
}
const INSTALL_HINT = "Install helm in an earlier step (GitHub-hosted runners have it; elsewhere azure/setup-helm, or https://helm.sh/docs/intro/install/), or render the chart to a file in an earlier step and pass that file";
async function valuesFile(file, cwd, workspace, source) {
	const absolute = path.resolve(cwd, file);
	let real;
	try {
		real = await realpath$1(absolute);
	} catch {
		throw new UserError(`the Helm values file ${file} does not exist`, {
			hint: `values files are relative to the working directory, ${cwd}`,
			source
		});
	}
	if (!isInside(real, workspace)) throw new UserError(`the Helm values file ${file} is outside the workspace`, {
		hint: "values files are read only from the working directory (the checked-out repository); copy the file into it",
		source
	});
	return absolute;
}
async function missingDependencies(dir) {
	const dependencies = chartDependencies(await readFile(path.join(dir, CHART_FILE), "utf8"));
	if (dependencies.length === 0) return [];
	const vendored = await vendoredCharts(path.join(dir, "charts"));
	return dependencies.filter(({ name }) => !vendored.has(name));
}
function refuseMissing(missing, shownDir, source) {
	const named = missing.map(({ name, repository }) => `${name}${repository ? ` (from ${repository})` : ""}`).join(", ");
	throw new UserError(`the chart ${shownDir} depends on ${named}, which its charts/ directory does not hold`, {
		hint: `On pull requests nothing is fetched: run \`helm dependency build ${shownDir}\` and commit the charts/ it fills; on push and the other trusted events helm fetches them, as it does with allow-remote-bases: true`,
		source
	});
}
function chartDependencies(text) {
	const chart = chartMetadata(text);
	return (isRecord(chart) && Array.isArray(chart["dependencies"]) ? chart["dependencies"] : []).flatMap((entry) => isRecord(entry) && typeof entry["name"] === "string" ? [{
		name: entry["name"],
		repository: typeof entry["repository"] === "string" ? entry["repository"] : void 0
	}] : []);
}
async function vendoredCharts(chartsDir) {
	const names = /* @__PURE__ */ new Set();
	const entries = await readdir$1(chartsDir, { withFileTypes: true }).catch(() => []);
	for (const entry of entries) if (entry.isDirectory()) {
		const chart = chartMetadata(await readFile(path.join(chartsDir, entry.name, CHART_FILE), "utf8").catch(() => ""));
		if (isRecord(chart) && typeof chart["name"] === "string") names.add(chart["name"]);
	} else {
		const packaged = /^(.+)-v?\d+\.\d+\.\d+.*\.tgz$/.exec(entry.name);
		if (packaged) names.add(packaged[1]);
	}
	return names;
}
function chartMetadata(text) {
	try {
		return load(text, { schema: CORE_SCHEMA });
	} catch {
		return;
	}
}
// src/manifests/remoteReferences.ts
const REMOTE_REFERENCE = /^(?:[a-z][a-z0-9+.-]*:\/\/|[a-z]+::|[\w.-]+@[\w.-]+:|[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}\/[^/]+\/[^/]+)/i;
const BUILT_FIELDS = [
	"resources",
	"bases",
	"components",
	"generators",
	"transformers",
	"validators"
];
const FILE_FIELDS = [
	...BUILT_FIELDS,
	"crds",
	"configurations",
	"patchesStrategicMerge"
];
const PATH_FIELDS = [
	"patches",
	"patchesJson6902",
	"replacements"
];
const GENERATOR_FIELDS = ["configMapGenerator", "secretGenerator"];
async function remoteReferences(dir, shownDir) {
	const found = [];
	for (const { file, fields } of await reachedKustomizations(dir)) {
		const references = loadedEntries(fields).filter((entry) => REMOTE_REFERENCE.test(entry));
		if (references.length > 0) found.push({
			file: path.posix.join(shownDir, path.relative(dir, file).split(path.sep).join("/")),
			references
		});
	}
	return found;
}
async function helmChartHomes(dir) {
	return (await reachedKustomizations(dir)).flatMap(({ file, fields }) => {
		if (!Array.isArray(fields["helmCharts"]) || fields["helmCharts"].length === 0) return [];
		const globals = fields["helmGlobals"];
		const home = isRecord(globals) && typeof globals["chartHome"] === "string" ? globals["chartHome"] : "charts";
		return [{
			home: path.resolve(path.dirname(file), home),
			root: path.dirname(file)
		}];
	});
}
async function reachedKustomizations(dir) {
	const reached = [];
	const visited = /* @__PURE__ */ new Set();
	const visit = async (current) => {
		if (visited.has(current)) return;
		visited.add(current);
		const kustomization = await readKustomization$1(current);
		if (!kustomization) return;
		reached.push(kustomization);
		for (const field of BUILT_FIELDS) for (const entry of strings(kustomization.fields[field])) if (!REMOTE_REFERENCE.test(entry)) await visit(path.resolve(current, entry));
	};
	await visit(dir);
	return reached;
}
async function readKustomization$1(dir) {
	for (const name of KUSTOMIZATION_FILES) {
		const file = path.join(dir, name);
		let text;
		try {
			text = await readFile(file, "utf8");
		} catch {
			continue;
		}
		try {
			const parsed = load(text, { schema: FAILSAFE_SCHEMA });
			return isRecord(parsed) ? {
				file,
				fields: parsed
			} : void 0;
		} catch {
			return;
		}
	}
}
function loadedEntries(fields) {
	const records = (value) => Array.isArray(value) ? value.filter(isRecord) : [];
	return [
		...FILE_FIELDS.flatMap((field) => strings(fields[field])),
		...PATH_FIELDS.flatMap((field) => records(fields[field]).flatMap((entry) => strings([entry["path"]]))),
		...strings([isRecord(fields["openapi"]) ? fields["openapi"]["path"] : void 0]),
		...GENERATOR_FIELDS.flatMap((field) => records(fields[field]).flatMap((generator) => [
			...strings(generator["files"]).map((entry) => entry.slice(entry.indexOf("=") + 1)),
			...strings(generator["envs"]),
			...strings([generator["env"]])
		]))
	];
}
function strings(value) {
	return Array.isArray(value) ? value.filter((entry) => typeof entry === "string") : [];
}
// src/manifests/renderKustomization.ts
async function renderKustomization(dir, shownDir, source, options) {
	if (!options.remoteBases) {
		const remote = await remoteReferences(dir, shownDir);
		if (remote.length > 0) {
			const what = remote.map(({ file, references }) => `${file} refers to ${references.map((ref) => `\`${ref}\``).join(", ")}`).join("; ");
			throw new UserError(`${what}, fetched from the network`, {
				hint: "On pull requests remote bases are refused, so that a pull request cannot make the preview fetch any URL; vendor the base into the repository, or set allow-remote-bases: true if the pull requests are trusted",
				source
			});
		}
	}
	if (!options.remoteBases && await programOnPath("helm", process.env["PATH"] ?? "") !== void 0) for (const { home, root } of await helmChartHomes(dir)) {
		if (!isInside(home, root)) continue;
		const shownHome = path.posix.join(shownDir, path.relative(dir, home).split(path.sep).join("/"));
		await refuseLinksOutside(home, `the chart home ${shownHome}`, shownHome, source, {
			real: [await realpath$1(root)],
			shown: "its kustomization"
		});
	}
	return runRenderer(dir, shownDir, source, options);
}
async function runRenderer(dir, shownDir, source, options, isolation) {
	const helm = await programOnPath("helm", process.env["PATH"] ?? "");
	const helmArgs = helm === void 0 ? [] : [
		"--enable-helm",
		"--helm-command",
		helm
	];
	const shownHelmArgs = helm === void 0 ? [] : ["--enable-helm"];
	return renderWith({
		what: "a kustomization",
		shownDir,
		source,
		renderers: [{
			command: "kustomize",
			args: [
				"build",
				...helmArgs,
				dir
			],
			shownArgs: [
				"build",
				...shownHelmArgs,
				shownDir
			]
		}, {
			command: "kubectl",
			args: [
				"kustomize",
				...helmArgs,
				dir
			],
			shownArgs: [
				"kustomize",
				...shownHelmArgs,
				shownDir
			]
		}],
		installHint: "Install kustomize (or kubectl) in an earlier step, or render the kustomization to a file in an earlier step and pass that file",
		fixHint: "Fix the kustomization"
	}, options, isolation);
}
// src/manifests/loadManifests.ts
const FILE_CONCURRENCY = 16;
const RENDER_CONCURRENCY = 2;
async function loadManifests(inputs, options) {
	const render = {
		remoteBases: options.remoteBases ?? true,
		cwd: options.cwd,
		chart: options.chart
	};
	const sources = await expandInputs(inputs, options.cwd);
	const budget = new ReadBudget();
	const fileLimit = pLimit(FILE_CONCURRENCY);
	const renderLimit = pLimit(RENDER_CONCURRENCY);
	const load = async (source) => {
		const result = await loadSource(source, budget, render);
		if (result.hooks.length > 0) options.onHooks?.(result.hooks);
		if (result.errors.length === 0 && result.objects.length > 0) options.onSource?.(result.objects);
		return result;
	};
	const results = await Promise.all(sources.map((source) => source.type === "file" ? fileLimit(() => load(source)) : renderLimit(() => load(source))));
	const errors = results.flatMap((result) => result.errors);
	if (errors.length > 0) throw new UserErrors(errors);
	return results.flatMap((result) => result.objects);
}
async function loadSource(source, budget, render) {
	let text;
	try {
		text = source.type === "file" ? await readText(source.path, source.file, budget) : await renderSource(source, budget, render);
	} catch (error) {
		if (error instanceof UserError) return {
			objects: [],
			errors: [error],
			hooks: []
		};
		throw error;
	}
	const locate = locator(source, text);
	const { documents, problems } = parseDocuments(text, budget);
	const errors = problems.map(({ line, message, hint }) => {
		const where = source.type === "file" ? "" : `rendered output, line ${line}: `;
		return new UserError(`${where}${message}`, {
			hint,
			source: locate(line)
		});
	});
	const objects = [];
	for (const document of documents) {
		const found = documentObjects({
			value: document.value,
			source: locate(document.line),
			itemSources: document.itemLines.map(locate)
		});
		objects.push(...found.objects);
		errors.push(...found.errors);
	}
	if (source.type === "file") return {
		objects,
		errors,
		hooks: []
	};
	const { members, hooks } = withoutHooks(source.type === "chart" ? await templateLines(objects, source.dir, path.posix.dirname(source.file)) : objects);
	return {
		objects: members,
		errors,
		hooks
	};
}
function locator(source, text) {
	if (source.type === "file") return (line) => ({
		file: source.file,
		line
	});
	if (source.type === "chart") return chartSourceLocator(text, path.posix.dirname(source.file), source.file);
	return () => ({
		file: source.file,
		line: 1
	});
}
async function renderSource(source, budget, render) {
	const location = {
		file: source.file,
		line: 1
	};
	const shownDir = path.posix.dirname(source.file);
	let text;
	if (source.type === "kustomization") text = await renderKustomization(source.dir, shownDir, location, render);
	else text = await renderChart(source.dir, shownDir, location, {
		...render,
		chart: render.chart ?? {
			release: path.basename(source.dir),
			namespace: void 0,
			values: [],
			set: []
		}
	});
	takeBytes(budget, Buffer.byteLength(text, "utf8"), `the output of ${source.file}`, location);
	return text;
}
const utf8 = new TextDecoder("utf-8", { fatal: true });
async function readText(absolute, file, budget) {
	let bytes;
	const source = {
		file,
		line: 1
	};
	try {
		const handle = await open(absolute, constants$1.O_RDONLY | constants$1.O_NONBLOCK);
		try {
			const stats = await handle.stat();
			if (!stats.isFile()) throw new UserError(`${file} is not a regular file (a device, pipe or socket, or a link to one)`, {
				hint: "Remove it from the manifests; only regular files are read",
				source
			});
			takeBytes(budget, stats.size, file, source);
			const buffer = Buffer.alloc(stats.size);
			const { bytesRead } = await handle.read(buffer, 0, stats.size, 0);
			bytes = buffer.subarray(0, bytesRead);
		} finally {
			await handle.close();
		}
	} catch (error) {
		if (error instanceof UserError) throw error;
		throw new UserError(`cannot read ${file}: ${errorMessage(error)}`, { hint: "Check the file permissions" });
	}
	try {
		return utf8.decode(bytes);
	} catch {
		throw new UserError(`${file} is not valid UTF-8`, {
			hint: "Save the file as UTF-8, the encoding Kubernetes manifests use",
			source: {
				file,
				line: 1
			}
		});
	}
}
function takeBytes(budget, bytes, what, source) {
	if (budget.takeBytes(bytes)) return;
	throw new UserError(`${what} is ${mebibytes(bytes)} MiB, which makes the manifests of this run more than ${mebibytes(ReadBudget.MAX_BYTES)} MiB`, {
		hint: "Split the manifests into several ApplySets, or remove what is not a manifest from the paths given",
		source
	});
}
// src/manifests/secretValues.ts
const MIN_LENGTH = 4;
function secretValues(objects) {
	const found = /* @__PURE__ */ new Set();
	const add = (value) => {
		for (const form of [
			value,
			...value.split(/\r?\n/),
			JSON.stringify(value).slice(1, -1)
		]) if (form.trim().length >= MIN_LENGTH) found.add(form);
	};
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
// src/manifests/setImages.ts
const POD_SPEC_PATHS = {
	Pod: ["spec"],
	Deployment: [
		"spec",
		"template",
		"spec"
	],
	StatefulSet: [
		"spec",
		"template",
		"spec"
	],
	DaemonSet: [
		"spec",
		"template",
		"spec"
	],
	ReplicaSet: [
		"spec",
		"template",
		"spec"
	],
	Job: [
		"spec",
		"template",
		"spec"
	],
	CronJob: [
		"spec",
		"jobTemplate",
		"spec",
		"template",
		"spec"
	]
};
const WORKLOAD_GROUPS = /* @__PURE__ */ new Set([
	"",
	"apps",
	"batch"
]);
function setImages(objects, overrides) {
	const counts = new Map(overrides.map((override) => [override.name, 0]));
	if (overrides.length === 0) return counts;
	const byName = new Map(overrides.map((override) => [override.name, override]));
	for (const { object } of objects) {
		const path = POD_SPEC_PATHS[object.kind];
		const group = object.apiVersion.includes("/") ? object.apiVersion.split("/")[0] ?? "" : "";
		if (!path || !WORKLOAD_GROUPS.has(group)) continue;
		const podSpec = path.reduce((node, key) => isRecord(node) ? node[key] : void 0, object);
		if (!isRecord(podSpec)) continue;
		for (const list of [podSpec["containers"], podSpec["initContainers"]]) for (const container of Array.isArray(list) ? list : []) {
			if (!isRecord(container) || typeof container["image"] !== "string") continue;
			const override = byName.get(imageName(container["image"]));
			if (!override) continue;
			container["image"] = override.image;
			counts.set(override.name, (counts.get(override.name) ?? 0) + 1);
		}
	}
	return counts;
}
// src/manifests/loadSet.ts
async function loadSet(options, hooks) {
	const changed = new Map(options.images.map((override) => [override.name, 0]));
	const release = options.helm.release ?? options.applyset.candidates[0].name;
	const manifests = await loadManifests(options.manifests, {
		cwd: options.cwd,
		remoteBases: options.remoteBases,
		chart: {
			...options.helm,
			release,
			namespace: options.namespace
		},
		onHooks: (skipped) => {
			const { info, warnings } = hookMessages(skipped);
			for (const line of info) hooks.info(line);
			for (const line of warnings) hooks.warning(line);
		},
		onSource: (objects) => {
			hooks.secrets(secretValues(objects.map(({ object }) => object)));
			for (const [name, count] of setImages(objects, options.images)) changed.set(name, (changed.get(name) ?? 0) + count);
			hooks.onSource?.(objects);
		}
	});
	hooks.info(`Read ${manifests.length} object${manifests.length === 1 ? "" : "s"} from ${options.manifests.join(", ")}`);
	for (const { name, image } of options.images) {
		const count = changed.get(name) ?? 0;
		hooks.info(count === 0 ? `images: no container of the manifests runs ${name}, so ${image} is set nowhere` : `images: ${count} container${count === 1 ? "" : "s"} of ${name} set to ${image}`);
	}
	if (manifests.length === 0 && !options.allowEmpty) throw new UserError(`the manifests (${options.manifests.join(", ")}) hold no objects`, { hint: "an empty set would prune every member of the ApplySet; if that is what you want, set allow-empty (--allow-empty)" });
	return manifests;
}
// src/plan/ignoredFields.ts
function ignoreFields(object, live, rules, fieldManager) {
	const found = /* @__PURE__ */ new Map();
	for (const rule of rules) {
		const owned = live ? fieldsOwnedBy(live, rule.managedFieldsManagers).filter((path) => !isProtected(path)) : [];
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
		if (level !== void 0) groups.set(level, [...groups.get(level) ?? [], node.key]);
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
		for (const { vertex: prerequisite } of before) next.set(prerequisite, [...next.get(prerequisite) ?? [], vertex]);
	}
	const levels = /* @__PURE__ */ new Map();
	const ready = [...waiting].filter(([, count]) => count === 0).map(([vertex]) => vertex);
	while (ready.length > 0) {
		const vertex = ready.pop();
		levels.set(vertex, Math.max(0, ...prerequisites.get(vertex).map((p) => levels.get(p.vertex) + p.weight)));
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
		for (const key of within) prunesBefore.set(key, [...prunesBefore.get(key) ?? [], refKey(entry.ref)]);
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
	const inUse = await checkUsage(cluster, prunes.map((entry) => entry.ref), {
		members,
		moment: afterApply(members, prunes)
	}, (warning) => warnings.push(warning));
	for (const entry of prunes) {
		const keep = inUse(entry.ref);
		if (keep) Object.assign(entry, {
			action: "keep",
			keep
		});
	}
	await describeDestruction(cluster, reading.parent, prunes, propagationPolicy);
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
	const candidates = [...live].filter(([key]) => !memberKeys.has(key)).map(([, candidate]) => candidate);
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
	const listed = async () => {
		const { live } = await listing;
		const object = live.get(member.key)?.object;
		live.delete(member.key);
		return object;
	};
	const rules = rulesFor(options.ignoreDifferences ?? [], member.ref);
	const { cache } = requests;
	if (cache && await requests.unchangedByRecord(member)) {
		const known = await listed();
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
		...destructive ? { destructiveConsent: facts.destructiveConsent } : {}
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
// src/git/runGit.ts
const run = promisify(execFile);
const FETCH_TIMEOUT_MS = 12e4;
const MAX_OUTPUT_BYTES = 1048576;
const PASSED_ENV = [
	"PATH",
	"HOME",
	"TMPDIR",
	"LANG",
	"LC_ALL",
	"XDG_CONFIG_HOME",
	"SSH_AUTH_SOCK",
	"GIT_SSH_COMMAND",
	"HTTP_PROXY",
	"HTTPS_PROXY",
	"NO_PROXY",
	"http_proxy",
	"https_proxy",
	"no_proxy"
];
var GitError = class extends Error {
	said;
	exitCode;
	constructor(args, stderr, cause) {
		const lines = stderr.split("\n").map((line) => line.trim()).filter((line) => line !== "");
		const said = hideUrlCredentials(lines.find((line) => /^(fatal|error):/.test(line)) ?? lines[0] ?? "") || errorMessage(cause);
		super(`git ${args[0]} failed: ${said}`, { cause });
		this.name = "GitError";
		this.said = said;
		const code = cause.code;
		this.exitCode = typeof code === "number" ? code : void 0;
	}
};
async function runGit(args, cwd, options = {}) {
	const env = {
		GIT_TERMINAL_PROMPT: "0",
		GIT_ASKPASS: "",
		SSH_ASKPASS: ""
	};
	for (const name of PASSED_ENV) {
		const value = process.env[name];
		if (value !== void 0) env[name] = value;
	}
	try {
		const { stdout } = await run("git", [
			"-c",
			"core.hooksPath=/dev/null",
			...args
		], {
			cwd,
			env,
			encoding: "utf8",
			maxBuffer: MAX_OUTPUT_BYTES,
			timeout: options.timeoutMs ?? 3e4,
			...options.signal ? { signal: options.signal } : {}
		});
		return stdout.replace(/\n$/, "");
	} catch (error) {
		throw new GitError(args, typeof error.stderr === "string" ? error.stderr : "", error);
	}
}
function hideUrlCredentials(text) {
	return text.replace(/(\b[a-z][a-z0-9+.-]*:\/\/)[^/@\s]+@/gi, "$1***@");
}
// src/git/manifestsRepository.ts
async function manifestsRepository(manifests, cwd) {
	const dir = await existingDirectory(inputBase(manifests[0] ?? ".", cwd));
	if (dir === void 0) return void 0;
	try {
		return await realpath$1(await runGit(["rev-parse", "--show-toplevel"], dir));
	} catch {
		return;
	}
}
async function manifestsCommit(manifests, cwd) {
	const top = await manifestsRepository(manifests, cwd);
	if (top === void 0) return {};
	try {
		const commit = await runGit([
			"rev-parse",
			"--verify",
			"HEAD^{commit}"
		], top);
		return await runGit([
			"status",
			"--porcelain",
			"--untracked-files=all",
			"--",
			...manifests.map((input) => inputBase(input, cwd))
		], top) === "" ? { commit } : { uncommitted: true };
	} catch {
		return {};
	}
}
async function existingDirectory(start) {
	for (let dir = start;; dir = path.dirname(dir)) {
		const found = await stat$1(dir).catch(() => void 0);
		if (found) return found.isDirectory() ? dir : path.dirname(dir);
		if (path.dirname(dir) === dir) return void 0;
	}
}
// src/git/commitWorktree.ts
const REMOTE = "origin";
const DEEPEN_MARGIN_SECONDS = 86400;
async function commitWorktree(options) {
	const { commit, signal } = options;
	const top = await manifestsRepository(options.manifests, options.cwd);
	if (top === void 0) throw new UserError(`the manifests (${options.manifests.join(", ")}) are not in a git repository, so their commit ${commit} cannot be checked out`, { hint: "deploy from a checkout of the repository (actions/checkout)" });
	const git = (args, timeoutMs) => runGit(args, top, {
		signal,
		...timeoutMs ? { timeoutMs } : {}
	});
	const place = await inWorktree(options.manifests, options.cwd, top);
	await fetchMissing(git, commit);
	await requireAncestor(git, commit, options.current !== void 0 && await hasCommit(git, options.current) ? options.current : await git(["rev-parse", "HEAD"]));
	const dir = await mkdtemp(path.join(tmpdir(), "applyset-action-rollback-"));
	try {
		await git([
			"worktree",
			"add",
			"--detach",
			dir,
			commit
		]);
	} catch (error) {
		await rm(dir, {
			recursive: true,
			force: true
		});
		throw gitFailure(`checking out commit ${commit} in a temporary worktree`, error, "check that the runner has room in its temporary directory");
	}
	return {
		...place(dir),
		remove: async () => {
			await git([
				"worktree",
				"remove",
				"--force",
				dir
			]).catch(() => void 0);
			await rm(dir, {
				recursive: true,
				force: true
			});
			await git(["worktree", "prune"]).catch(() => void 0);
		}
	};
}
async function inWorktree(manifests, cwd, top) {
	const realCwd = await realpath$1(cwd);
	const cwdInside = isInside(realCwd, top);
	const outside = manifests.filter((input) => !isInside(inputBase(input, realCwd), top));
	if (outside.length > 0) throw new UserError(`${outside.join(", ")} ${outside.length === 1 ? "is" : "are"} outside the repository ${top}, so a rollback cannot read ${outside.length === 1 ? "it" : "them"} as of the commit it returns to`, { hint: "keep every manifest path of an ApplySet that rolls back in one repository" });
	return (dir) => ({
		cwd: cwdInside ? path.join(dir, path.relative(top, realCwd)) : dir,
		manifests: manifests.map((input) => cwdInside && !path.isAbsolute(input) ? input : path.join(dir, path.relative(top, path.resolve(realCwd, input))))
	});
}
async function hasCommit(git, commit) {
	return git([
		"cat-file",
		"-e",
		`${commit}^{commit}`
	]).then(() => true, () => false);
}
async function fetchMissing(git, commit) {
	if (await hasCommit(git, commit)) return;
	const shallow = await git(["rev-parse", "--is-shallow-repository"]) === "true";
	try {
		await git([
			"fetch",
			"--no-tags",
			...shallow ? ["--depth=1"] : [],
			REMOTE,
			commit
		], FETCH_TIMEOUT_MS);
	} catch (error) {
		throw gitFailure(`fetching commit ${commit} from ${REMOTE}`, error, "the checkout must be able to fetch it: actions/checkout with persist-credentials: false leaves no credentials to fetch with. Give the checkout fetch-depth: 0 (every commit is then there, nothing is fetched), or persist-credentials: true, or a token that can read the repository");
	}
}
async function requireAncestor(git, commit, current) {
	if (await isAncestor(git, commit, current)) return;
	if (await git(["rev-parse", "--is-shallow-repository"]) === "true") {
		await git([
			"fetch",
			"--no-tags",
			`--shallow-since=${Number(await git([
				"show",
				"-s",
				"--format=%ct",
				commit
			])) - DEEPEN_MARGIN_SECONDS}`,
			REMOTE,
			current
		], FETCH_TIMEOUT_MS).catch((error) => {
			throw gitFailure(`fetching the history of ${current} from ${REMOTE}`, error, "give the checkout fetch-depth: 0, so that the history is there");
		});
		if (await isAncestor(git, commit, current)) return;
	}
	throw new UserError(`commit ${commit}, which the ApplySet's history names as the last healthy deploy, is not in the history of ${current}`, { hint: "a rollback only returns to a commit the failed one descends from (was the branch rewritten, or the parent's history edited?); deploy the commit to return to yourself" });
}
async function isAncestor(git, commit, current) {
	try {
		await git([
			"merge-base",
			"--is-ancestor",
			commit,
			current
		]);
		return true;
	} catch (error) {
		if (error instanceof GitError && error.exitCode === 1) return false;
		throw gitFailure(`comparing commits ${commit} and ${current}`, error, "check the checkout");
	}
}
function gitFailure(what, error, hint) {
	const said = error instanceof GitError ? error.said : String(error);
	return new UserError(`${what} failed: ${said}`, {
		hint,
		cause: error
	});
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
// src/runApplySet.ts
const RECORD_AFTER_CANCEL_MS = 5e3;
async function runApplySet(options, hooks, cluster) {
	const started = Date.now();
	const run = openRun({
		connect: options,
		cluster,
		parent: {
			applyset: options.applyset,
			namespace: options.namespace,
			adopt: options.adopt
		},
		lock: options.mode === "apply" && options.lock ? {
			holder: hooks.holder ?? defaultHolder(),
			timeoutSeconds: options.lockTimeoutSeconds,
			lostHint: "two deploys of this ApplySet ran at once: check the workflows' concurrency groups, then run again",
			refusedAs: "taking the ApplySet lock (lock: false turns it off)"
		} : void 0,
		info: hooks.info,
		reportProgress: !hooks.rollback,
		signal: hooks.signal,
		cancelled: () => new UserError(`the ${hooks.rollback ? "rollback" : options.mode} was cancelled`, { hint: "what it did before is listed; the ApplySet parent still records every namespace and kind of the set, so the next run completes the apply and its prunes" }),
		planAhead: {
			options,
			cache: options.planCache
		}
	});
	let manifests;
	let connection;
	const secrets = (values) => hooks.secretsLoaded?.(values, "manifests");
	const loadWarnings = [];
	const loadWarning = (line) => {
		loadWarnings.push(line);
		hooks.warning(line);
	};
	try {
		manifests = await loadSet(options, {
			info: hooks.info,
			warning: loadWarning,
			secrets,
			onSource: run.planEarly
		}).catch((error) => {
			run.stop();
			throw error;
		});
		connection = await run.connection;
	} catch (error) {
		await run.close();
		throw error instanceof CancelledError ? run.stopped() : error;
	}
	const requests = run.requests;
	try {
		const { cluster: steps, namespace, reading, cache, ahead, lockInCreatedNamespace } = await run.held;
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
		const deploy = {
			...options,
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
					engine: (rollbackOptions, commit) => runApplySet(rollbackOptions, {
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
	} catch (error) {
		if (error instanceof CancelledError) throw run.stopped();
		if (error instanceof ApiUnavailableError) throw new UserError(`${error.message}, before anything was written`, {
			hint: "check that the cluster's API server is up and reachable from here, then run again (retry-timeout sets how long requests are retried)",
			cause: error
		});
		throw error;
	} finally {
		await run.close();
	}
}
async function runTargets(planned, connection, hooksFor, run = {}) {
	const keyOf = ({ kubeconfig, kubeconfigPath, context }) => JSON.stringify([
		kubeconfig ?? null,
		kubeconfigPath ?? null,
		context ?? null
	]);
	const sharing = /* @__PURE__ */ new Map();
	for (const { options } of planned) sharing.set(keyOf(options), (sharing.get(keyOf(options)) ?? 0) + 1);
	const clusters = /* @__PURE__ */ new Map();
	const clusterFor = (options) => {
		const key = keyOf(options);
		if (sharing.get(key) === 1 && !run.inject) return void 0;
		let cluster = clusters.get(key);
		if (!cluster) {
			const { kubeconfig, kubeconfigPath, context } = options;
			cluster = connect({
				...connection,
				kubeconfig,
				kubeconfigPath,
				...context ? { context } : {}
			}, run.inject);
			cluster.catch(() => void 0);
			clusters.set(key, cluster);
		}
		return cluster;
	};
	const limit = pLimit(Math.max(1, run.atOnce ?? 16));
	return Promise.all(planned.map(({ target, options }) => limit(async () => {
		const hooks = hooksFor(target, options);
		try {
			const cluster = clusterFor(options);
			return {
				target,
				outcome: await runApplySet(options, hooks, cluster && await cluster)
			};
		} catch (error) {
			return {
				target,
				error
			};
		} finally {
			run.settled?.(target);
		}
	})));
}
// src/report/destructiveCaution.ts
const CONSENT_MARKDOWN = `set ${inlineCode("allow-destructive-prunes")} (${inlineCode("--allow-destructive-prunes")}) to ${inlineCode("true")}, or to the kinds to allow (e.g. ${inlineCode("Namespace")}), for the deploy; or, with the action, label the pull request ${inlineCode(DESTRUCTIVE_CONSENT_LABEL)} before it is merged`;
function destructivePrunes(doc) {
	return doc.objects.filter((obj) => obj.destroys !== void 0 && (doc.mode === "preview" ? obj.action === "prune" : obj.result === "pruned"));
}
function destructiveCaution(doc) {
	const prunes = destructivePrunes(doc);
	if (prunes.length === 0) return "";
	const count = prunes.length === 1 ? "1 prune takes" : `${prunes.length} prunes take`;
	const consent = doc.destructiveConsent;
	const headline = doc.mode === "apply" ? `**${prunes.length === 1 ? "1 pruned object took" : `${prunes.length} pruned objects took`} more with ${prunes.length === 1 ? "it" : "them"}** (allowed by ${escapeText(consent ?? "consent")}):` : consent ? `**${count} more with ${prunes.length === 1 ? "it" : "them"}**, allowed by ${escapeText(consent)}:` : `**${count} more with ${prunes.length === 1 ? "it" : "them"}: a deploy does ${prunes.length === 1 ? "it" : "them"} only with consent**, and without it refuses before it writes anything:`;
	const lines = prunes.map((obj) => {
		const where = obj.namespace === "" ? "" : ` in ${inlineCode(obj.namespace)}`;
		return `- ${inlineCode(formatRef(obj))}${where} ${escapeText(obj.destroys ?? "")}`;
	});
	const how = doc.mode === "preview" && !consent ? [">", `> To allow ${prunes.length === 1 ? "it" : "them"}, ${CONSENT_MARKDOWN}.`] : [];
	return [
		"> [!CAUTION]",
		`> ${headline}`,
		">",
		...lines.map((line) => `> ${line}`),
		...how
	].join("\n");
}
const NAMED_PATHS = 3;
function diffLineCounts(diff) {
	let patches;
	try {
		patches = parsePatch(diff);
	} catch {
		return;
	}
	const hunks = patches.flatMap((patch) => patch.hunks);
	if (hunks.length === 0) return void 0;
	const lines = hunks.flatMap((hunk) => hunk.lines);
	return {
		added: lines.filter((line) => line.startsWith("+")).length,
		removed: lines.filter((line) => line.startsWith("-")).length
	};
}
function diffSummaryHtml(paths, counts) {
	const named = paths.slice(0, NAMED_PATHS).map((path) => `<code>${escapeHtml(path)}</code>`);
	const more = paths.length > NAMED_PATHS ? ` and ${paths.length - NAMED_PATHS} more` : "";
	return `${named.length > 0 ? ` · ${named.join(", ")}${more}` : ""}${counts ? ` · +${counts.added} -${counts.removed}` : ""}`;
}
function opensDiff(counts) {
	return counts !== void 0 && counts.added + counts.removed <= 10;
}
function shortenDiff(diff, cap) {
	const whole = diff.trimEnd();
	const lines = whole.split("\n");
	if (whole.length <= cap) return {
		text: whole,
		cut: false,
		shownLines: lines.length,
		totalLines: lines.length
	};
	let length = 0;
	let count = 0;
	for (const line of lines) {
		const added = (count === 0 ? 0 : 1) + line.length;
		if (length + added > cap) break;
		length += added;
		count++;
	}
	if (count > 0) return {
		text: lines.slice(0, count).join("\n"),
		cut: true,
		shownLines: count,
		totalLines: lines.length
	};
	const first = lines[0] ?? "";
	const end = /[\ud800-\udbff]/.test(first.charAt(cap - 1)) ? cap - 1 : cap;
	return {
		text: first.slice(0, end),
		cut: true,
		shownLines: 1,
		totalLines: lines.length
	};
}
// src/report/serverWarningsReport.ts
const LISTED_WARNINGS = 50;
function serverWarningCount(doc) {
	return doc.objects.reduce((count, obj) => count + (obj.serverWarnings?.length ?? 0), 0);
}
function serverWarningsPhrase(doc) {
	const count = serverWarningCount(doc);
	return count === 0 ? "" : ` · ${count} server warning${count === 1 ? "" : "s"}`;
}
function serverWarningsMarkdown(doc) {
	const lines = warned(doc.objects).map(({ obj, warning }) => {
		const where = obj.namespace === "" ? "" : ` in ${inlineCode(obj.namespace)}`;
		return `> - ${inlineCode(formatRef(obj))}${where}: ${escapeText(oneLine(warning))}`;
	});
	if (lines.length === 0) return "";
	const hidden = lines.length - LISTED_WARNINGS;
	const shown = hidden > 0 ? [...lines.slice(0, LISTED_WARNINGS), `> - … and ${hidden} more, in the run's JSON document (\`serverWarnings\`)`] : lines;
	const applied = doc.mode === "apply" ? "applying" : "dry-running";
	return [
		"> [!WARNING]",
		`> **The API server warned ${lines.length === 1 ? "once" : `${lines.length} times`} when ${applied} these objects** (a deprecated API, a PodSecurity level, an admission policy in warn mode):`,
		">",
		...shown
	].join("\n");
}
function serverWarningLines(doc) {
	return warned(doc.objects).map(({ obj, warning }) => `${describeRef(obj)}: the API server warns: ${oneLine(warning)}`);
}
function warned(objects) {
	return objects.flatMap((obj) => (obj.serverWarnings ?? []).map((warning) => ({
		obj,
		warning
	})));
}
function oneLine(text) {
	return text.replace(/\s*[\r\n]+\s*/g, " ");
}
// src/report/markdownDocument.ts
const WHOLE = {
	diffCap: Infinity,
	listUnchanged: true,
	lineLimit: Infinity,
	warningLimit: Infinity
};
const GROUP_TITLES = {
	preview: {
		create: "To create",
		update: "To update",
		replace: "To replace",
		prune: "To prune",
		keep: "To keep",
		uncompared: "Not compared",
		unchanged: "Unchanged"
	},
	apply: {
		create: "Created",
		update: "Configured",
		replace: "Replaced",
		prune: "Pruned",
		keep: "Kept",
		uncompared: "Not compared",
		unchanged: "Unchanged"
	}
};
function composeMarkdown(doc, context, shape, limit) {
	const blocks = [headline(doc, context), identity(doc)];
	const caution = destructiveCaution(doc);
	if (caution) blocks.push(caution);
	if (doc.summary.prune > 0) blocks.push(pruneWarning(doc.summary.prune, doc.mode, cascadeMarkdown(doc)));
	for (const unlisted of unlistedPhrases(doc)) blocks.push(`> [!WARNING]\n> ${escapeText(unlisted)}`);
	if (doc.summary.replace > 0) blocks.push(replaceWarning(doc.summary.replace, doc.mode));
	const serverWarnings = serverWarningsMarkdown(doc);
	if (serverWarnings) blocks.push(serverWarnings);
	const groups = groupObjects(doc);
	const shortenings = describeShortenings(doc, groups, shape);
	if (shortenings.length > 0) blocks.push(shorteningNote(shortenings, limit, context.fullReportHint));
	if (doc.objects.length === 0) blocks.push("The ApplySet has no objects.");
	const order = doc.mode === "preview" ? orderMarkdown(doc) : "";
	if (order) blocks.push(order);
	const shown = linesPerGroup(groups, shape);
	for (const [action, objects] of groups) blocks.push(...groupBlocks(action, objects, shown.get(action) ?? 0, doc.mode, shape, context));
	if (doc.warnings.length > 0) blocks.push(`**Warnings (${doc.warnings.length})**`, warningList(doc.warnings, shape.warningLimit));
	const foot = footer(context);
	if (foot) blocks.push(foot);
	return `${blocks.join("\n\n")}\n`;
}
function headlineLabel(mode, title) {
	return title ? escapeText(title) : mode === "apply" ? "ApplySet apply" : "ApplySet preview";
}
function clusterPhrase(context) {
	return context.cluster ? ` · on ${inlineCode(context.cluster)}` : "";
}
function footer(context) {
	const parts = [];
	if (context.commitSha) parts.push(`Commit ${inlineCode(context.commitSha.slice(0, 7))}`);
	const url = safeUrl(context.runUrl);
	if (url) parts.push(`[Workflow run](<${url}>)`);
	return parts.length === 0 ? "" : `<sub>${parts.join(" · ")}</sub>`;
}
function plural(count, noun) {
	return `${count} ${noun}${count === 1 ? "" : "s"}`;
}
function headline(doc, context) {
	return `### ${headlineLabel(doc.mode, context.title)}: ${formatCounts(doc.summary, doc.mode)}${formatHealthCounts(doc)}${serverWarningsPhrase(doc)}${clusterPhrase(context)}`;
}
function identity(doc) {
	const { namespace } = doc.applyset.parent;
	const where = namespace === "" ? "" : ` in namespace ${inlineCode(namespace)}`;
	const took = doc.mode === "apply" ? ` · took ${formatDuration(doc.durationMs)}` : "";
	const skipped = doc.dryRunsSkipped ? ` · ${skippedDryRuns(doc.dryRunsSkipped)}` : "";
	const ignored = doc.ignoredDifferences ? ` · ${escapeText(ignoredDifferencesPhrase(doc.ignoredDifferences))}` : "";
	return `ApplySet ${inlineCode(doc.applyset.id)} · parent ${inlineCode(formatParent(doc))}${where}${took}${skipped}${ignored}`;
}
function pruneWarning(count, mode, cascade) {
	const objects = plural(count, "object");
	return [
		`> [!WARNING]`,
		`> ${mode === "apply" ? `**${objects} ${count === 1 ? "was" : "were"} pruned**: no longer in the manifests, deleted from the cluster.` : `**${objects} will be pruned**: no longer in the manifests, ${count === 1 ? "it" : "they"} will be deleted from the cluster on apply.`}`,
		...cascade.length > 0 ? [">", ...cascade.map((line) => `> ${line}`)] : []
	].join("\n");
}
function replaceWarning(count, mode) {
	const objects = plural(count, "object");
	return `> [!WARNING]\n> ${mode === "apply" ? `**${objects} ${count === 1 ? "was" : "were"} replaced**: deleted and created again, as the server cannot change ${count === 1 ? "it" : "them"} in place.` : `**${objects} will be replaced**: deleted and created again on apply, as the server cannot change ${count === 1 ? "it" : "them"} in place (a Job runs again).`}`;
}
function groupObjects(doc) {
	return ACTION_ORDER.map((action) => [action, doc.objects.filter((obj) => reportedAction(obj, doc.mode) === action)]).filter(([, objects]) => objects.length > 0);
}
const LISTING_PRIORITY = [
	"prune",
	"replace",
	"update",
	"create",
	"uncompared",
	"keep",
	"unchanged"
];
function linesPerGroup(groups, shape) {
	const shown = /* @__PURE__ */ new Map();
	let linesLeft = shape.lineLimit;
	for (const action of LISTING_PRIORITY) {
		const objects = groups.find(([groupAction]) => groupAction === action)?.[1] ?? [];
		const count = action === "unchanged" && !shape.listUnchanged ? 0 : Math.min(objects.length, linesLeft);
		shown.set(action, count);
		linesLeft -= count;
	}
	return shown;
}
function describeShortenings(doc, groups, shape) {
	const diffs = doc.objects.filter((obj) => obj.action === "update" && obj.diff).map((obj) => obj.diff ?? "");
	const found = [];
	if (diffs.length > 0 && shape.diffCap === 0) found.push("diffs are left out");
	else {
		const cut = diffs.filter((diff) => diff.trimEnd().length > shape.diffCap).length;
		if (cut > 0) found.push(`${plural(cut, "diff")} ${cut === 1 ? "was" : "were"} cut short`);
	}
	const unchanged = groups.find(([action]) => action === "unchanged")?.[1].length ?? 0;
	if (unchanged > 0 && !shape.listUnchanged) found.push("unchanged objects are counted, not listed");
	const listable = doc.objects.length - (shape.listUnchanged ? 0 : unchanged);
	if (shape.lineLimit < listable) found.push(`only ${shape.lineLimit} of ${listable} objects are listed`);
	if (shape.warningLimit < doc.warnings.length) found.push(`only ${shape.warningLimit} of ${doc.warnings.length} warnings are listed`);
	return found;
}
function shorteningNote(shortenings, limit, hint) {
	return `> [!NOTE]\n> ${`This report was shortened to fit its size limit of ${limit} characters: ${shortenings.join("; ")}.`}${hint ? ` ${hint.replace(/\r?\n/g, " ")}` : ""}`;
}
function groupBlocks(action, objects, shown, mode, shape, context) {
	const done = mode === "apply" ? objects.filter((obj) => obj.result === void 0 || actionOfResult(obj.result) !== void 0).length : objects.length;
	const heading = `#### ${GROUP_TITLES[mode][action]} (${done === objects.length ? objects.length : `${done} of ${objects.length}`})`;
	const blocks = [];
	let list = [];
	const flushList = () => {
		if (list.length > 0) blocks.push(list.join("\n"));
		list = [];
	};
	for (const obj of objects.slice(0, shown)) if (obj.action === "update" && obj.diff && shape.diffCap > 0) {
		flushList();
		blocks.push(diffDetails(obj, obj.diff, shape.diffCap, context));
	} else list.push(`- ${describeObjectMarkdown(obj, context)}`);
	const hidden = objects.length - shown;
	if (hidden > 0) list.push(`- … and ${plural(hidden, "more object")}, not listed`);
	flushList();
	if (action === "keep") return [
		heading,
		keptNote(objects, mode),
		...blocks
	];
	if (action !== "unchanged" || shown === 0) return [heading, ...blocks];
	return [
		heading,
		`<details><summary>Show ${plural(objects.length, "unchanged object")}</summary>`,
		...blocks,
		"</details>"
	];
}
function keptNote(objects, mode) {
	const preview = mode === "preview";
	const notes = ["Left the manifests, not deleted."];
	if (objects.some((obj) => obj.keep && "annotation" in obj.keep)) notes.push(`What its annotations ask to keep ${preview ? "leaves" : "left"} the set: its ${inlineCode("applyset.kubernetes.io/part-of")} label ${preview ? "is" : "was"} removed, and no later deploy prunes it.`);
	if (objects.some((obj) => obj.keep && !("annotation" in obj.keep))) notes.push(`What is still in use stays in the set: a later deploy prunes it once nothing uses it.`);
	return `_${notes.join(" ")}_`;
}
function warningList(warnings, limit) {
	const lines = warnings.slice(0, limit).map((warning) => `- ${escapeText(warning)}`);
	const hidden = warnings.length - lines.length;
	if (hidden > 0) lines.push(`- … and ${plural(hidden, "more warning")}, not listed`);
	return lines.join("\n");
}
function describeObjectMarkdown(obj, context) {
	const where = obj.namespace === "" ? "" : ` in ${inlineCode(obj.namespace)}`;
	const link = obj.source ? safeUrl(context.sourceLink?.(obj.source)) : void 0;
	const from = obj.source ? ` from ${link ? `[${inlineCode(obj.source)}](<${link}>)` : inlineCode(obj.source)}` : "";
	const why = whyText(obj);
	return `${inlineCode(formatRef(obj))}${where}${from}${why ? ` — ${escapeText(why)}` : ""}${notDoneMarkdown(obj, escapeText)}${healthMarkdown(obj, escapeText)}`;
}
function describeObjectHtml(obj, context) {
	const where = obj.namespace === "" ? "" : ` in <code>${escapeHtml(obj.namespace)}</code>`;
	const link = obj.source ? safeUrl(context.sourceLink?.(obj.source)) : void 0;
	const code = obj.source ? `<code>${escapeHtml(obj.source)}</code>` : "";
	const from = obj.source ? ` from ${link ? `<a href="${escapeAttribute(link)}">${code}</a>` : code}` : "";
	const why = whyText(obj);
	return `<code>${escapeHtml(formatRef(obj))}</code>${where}${from}${why ? ` — ${escapeHtml(why)}` : ""}${notDoneMarkdown(obj, escapeHtml)}${healthMarkdown(obj, escapeHtml)}`;
}
function whyText(obj) {
	return obj.reason ?? (obj.keep ? keepReasonText(obj.keep) : obj.destroys);
}
function notDoneMarkdown(obj, escape) {
	if (obj.result !== "failed" && obj.result !== "skipped") return "";
	return ` · **${obj.result}**${obj.message && !obj.health ? `: ${escape(obj.message)}` : ""}`;
}
function healthMarkdown(obj, escape) {
	if (!obj.health) return "";
	if (obj.health === "ready") return " · ready";
	return ` · **${obj.health}**${obj.message ? `: ${escape(obj.message)}` : ""}`;
}
function diffDetails(obj, diff, cap, context) {
	const shortened = shortenDiff(diff, cap);
	const cutNote = shortened.cut ? `\n\n_Diff cut short: ${shortened.shownLines} of ${shortened.totalLines} lines shown._` : "";
	const counts = diffLineCounts(diff);
	const summary = `${describeObjectHtml(obj, context)}${diffSummaryHtml(obj.changedPaths ?? [], counts)}`;
	return `<details${opensDiff(counts) ? " open" : ""}><summary>${summary}</summary>\n\n${fencedBlock(shortened.text, "diff")}${cutNote}\n\n</details>`;
}
function safeUrl(url) {
	if (!url) return void 0;
	try {
		const parsed = new URL(url);
		return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.href : void 0;
	} catch {
		return;
	}
}
// src/report/markdownReport.ts
const GITHUB_COMMENT_LIMIT = 65536;
const MIN_DIFF_CAP = 400;
const CUT_OFF_NOTE = "\n\n**This report was cut off here: it does not fit its size limit.**\n";
function renderMarkdown(doc, context = {}) {
	const limit = context.maxLength ?? 65024;
	const render = (shape) => composeMarkdown(doc, context, shape, limit);
	const whole = render(WHOLE);
	if (whole.length <= limit) return whole;
	const longestDiff = doc.objects.reduce((longest, obj) => obj.action === "update" ? Math.max(longest, obj.diff?.trimEnd().length ?? 0) : longest, 0);
	const withCutDiffs = largestFitting(MIN_DIFF_CAP, longestDiff - 1, limit, (diffCap) => render({
		...WHOLE,
		diffCap
	}));
	if (withCutDiffs !== void 0) return withCutDiffs;
	const withoutDiffs = {
		...WHOLE,
		diffCap: 0
	};
	const text = render(withoutDiffs);
	if (text.length <= limit) return text;
	const countUnchanged = {
		...withoutDiffs,
		listUnchanged: false
	};
	const counted = render(countUnchanged);
	if (counted.length <= limit) return counted;
	const fewerLines = largestFitting(0, doc.objects.length - 1, limit, (lineLimit) => render({
		...countUnchanged,
		lineLimit
	}));
	if (fewerLines !== void 0) return fewerLines;
	const noLines = {
		...countUnchanged,
		lineLimit: 0
	};
	return largestFitting(0, doc.warnings.length - 1, limit, (warningLimit) => render({
		...noLines,
		warningLimit
	})) ?? cutOff(render({
		...noLines,
		warningLimit: 0
	}), limit);
}
function renderErrorMarkdown(error, context = {}) {
	const limit = context.maxLength ?? 65024;
	const headline = `### ${headlineLabel("preview", context.title)} failed${clusterPhrase(context)}`;
	const build = (message) => `${[
		headline,
		fencedBlock(message, "text"),
		footer(context)
	].filter(Boolean).join("\n\n")}\n`;
	const whole = build(error.message);
	if (whole.length <= limit) return whole;
	const cutNote = "\n… (message cut short)";
	const keep = Math.max(0, error.message.length - (whole.length - limit) - 22);
	return cutOff(build(error.message.slice(0, keep) + cutNote), limit);
}
function largestFitting(low, high, limit, render) {
	let best;
	while (low <= high) {
		const middle = Math.floor((low + high) / 2);
		const text = render(middle);
		if (text.length <= limit) {
			best = text;
			low = middle + 1;
		} else high = middle - 1;
	}
	return best;
}
function cutOff(text, limit) {
	if (text.length <= limit) return text;
	if (limit <= 68) return text.slice(0, limit);
	let end = limit - 68;
	if (/[\ud800-\udbff]/.test(text.charAt(end - 1))) end--;
	return text.slice(0, end) + CUT_OFF_NOTE;
}
// src/manifests/workspaceFile.ts
function readWorkspaceFile(absolute, display, { workspace, budget }) {
	const real = realpathSync$1(absolute);
	if (!isInside(real, workspace)) throw new UserError(`${display} leads outside the workspace through a symbolic link`, { hint: "remove the link, or copy what it points to into the repository" });
	const fd = openSync(real, constants$1.O_RDONLY | constants$1.O_NONBLOCK);
	try {
		const stats = fstatSync(fd);
		if (!stats.isFile()) throw new UserError(`${display} is not a regular file (a device, pipe or socket)`, { hint: "only regular files are read" });
		if (!budget.takeBytes(stats.size)) throw new UserError(`${display} is ${mebibytes(stats.size)} MiB, which makes what is read for it more than ${mebibytes(budget.maxBytes)} MiB`, { hint: "only kustomizations and targets files are read this way; keep them to their own few kilobytes" });
		const buffer = Buffer.alloc(stats.size);
		const read = readSync(fd, buffer, 0, stats.size, 0);
		return buffer.toString("utf8", 0, read);
	} finally {
		closeSync(fd);
	}
}
// src/targets/kustomizationInputs.ts
const PATH_LISTS = [
	"resources",
	"bases",
	"components",
	"crds",
	"patchesStrategicMerge",
	"transformers",
	"generators",
	"validators",
	"configurations"
];
const PATH_ENTRY_LISTS = [
	"patches",
	"patchesJson6902",
	"replacements"
];
const GENERATORS = [
	"configMapGenerator",
	"secretGenerator",
	"helmCharts"
];
const KUSTOMIZATIONS_MAX_BYTES = 16777216;
var KustomizationGraph = class {
	dirs = /* @__PURE__ */ new Map();
	reading;
	links;
	constructor(workspace, links = []) {
		this.reading = {
			workspace,
			budget: new ReadBudget(KUSTOMIZATIONS_MAX_BYTES)
		};
		this.links = links;
	}
	placesOf(inputs) {
		const places = {
			dirs: /* @__PURE__ */ new Set(),
			files: /* @__PURE__ */ new Set(),
			unknown: void 0
		};
		for (const input of inputs) merge(places, this.placeOf(input, /* @__PURE__ */ new Set()));
		const followed = /* @__PURE__ */ new Set();
		for (let grew = true; grew;) {
			grew = false;
			for (const link of this.links) {
				if (followed.has(link) || !(places.files.has(link) || [...places.dirs].some((dir) => isInside(link, dir) || isInside(dir, link)))) continue;
				followed.add(link);
				grew = true;
				merge(places, this.placeOf(link, /* @__PURE__ */ new Set()));
			}
		}
		return places;
	}
	placeOf(absolute, visiting) {
		const asPath = {
			dirs: /* @__PURE__ */ new Set([absolute]),
			files: /* @__PURE__ */ new Set([absolute]),
			unknown: void 0
		};
		let real;
		let isDir;
		try {
			real = realpathSync$1(absolute);
			if (!isInside(real, this.reading.workspace)) return asPath;
			isDir = statSync$1(real).isDirectory();
		} catch {
			return asPath;
		}
		const places = isDir ? this.dirPlaces(real, visiting) : {
			dirs: /* @__PURE__ */ new Set(),
			files: /* @__PURE__ */ new Set([real]),
			unknown: void 0
		};
		if (real === absolute) return places;
		return {
			dirs: /* @__PURE__ */ new Set([...places.dirs, ...isDir ? [absolute] : []]),
			files: /* @__PURE__ */ new Set([...places.files, absolute]),
			unknown: places.unknown
		};
	}
	dirPlaces(dir, visiting) {
		const known = this.dirs.get(dir);
		if (known) return known;
		const places = {
			dirs: /* @__PURE__ */ new Set([dir]),
			files: /* @__PURE__ */ new Set(),
			unknown: void 0
		};
		if (visiting.has(dir)) return places;
		visiting.add(dir);
		const kustomization = readKustomization(dir, this.reading);
		if (kustomization && "unknown" in kustomization) places.unknown = kustomization.unknown;
		else if (kustomization) for (const reference of kustomization.paths) merge(places, this.placeOf(path.resolve(dir, reference), visiting));
		visiting.delete(dir);
		this.dirs.set(dir, places);
		return places;
	}
};
function merge(into, from) {
	for (const dir of from.dirs) into.dirs.add(dir);
	for (const file of from.files) into.files.add(file);
	into.unknown ??= from.unknown;
}
function readKustomization(dir, reading) {
	for (const name of KUSTOMIZATION_FILES) {
		const file = path.join(dir, name);
		let text;
		try {
			text = readWorkspaceFile(file, path.relative(reading.workspace, file), reading);
		} catch (error) {
			if (error instanceof UserError) throw error;
			continue;
		}
		try {
			const parsed = load(text);
			return { paths: isRecord(parsed) ? referencedPaths(parsed) : [] };
		} catch {
			return { unknown: `${path.join(dir, name)} does not parse, so what it uses is not known` };
		}
	}
}
function referencedPaths(kustomization) {
	const paths = [];
	const add = (value) => {
		if (typeof value === "string" && value.trim() !== "" && !isRemote(value)) paths.push(value.trim());
	};
	for (const field of PATH_LISTS) for (const value of list(kustomization[field])) add(value);
	for (const field of PATH_ENTRY_LISTS) for (const entry of list(kustomization[field])) add(isRecord(entry) ? entry["path"] : entry);
	for (const field of GENERATORS) for (const generator of list(kustomization[field])) {
		if (!isRecord(generator)) continue;
		for (const file of list(generator["files"])) add(typeof file === "string" ? file.slice(file.indexOf("=") + 1) : file);
		for (const env of list(generator["envs"])) add(env);
		add(generator["env"]);
		add(generator["valuesFile"]);
	}
	if (isRecord(kustomization["openapi"])) add(kustomization["openapi"]["path"]);
	return paths;
}
function list(value) {
	return Array.isArray(value) ? value : [];
}
function isRemote(reference) {
	return /^[a-z][a-z0-9+.-]*:\/\//i.test(reference) || /^(git@|github\.com\/|gitlab\.com\/|bitbucket\.org\/)/.test(reference);
}
// src/options/engineInputs.ts
const ENGINE_INPUTS = [
	"manifests",
	"applyset",
	"namespace",
	"context",
	"field-manager",
	"force-conflicts",
	"prune",
	"max-prunes",
	"adopt",
	"allow-empty",
	"propagation-policy",
	"concurrency",
	"wait",
	"timeout",
	"wait-prunes",
	"prune-timing",
	"replace",
	"allow-destructive-prunes",
	"lock",
	"lock-timeout",
	"plan-cache",
	"retry-timeout",
	"log-termination-messages",
	"rollback-on-failure",
	"images",
	"ignore-differences",
	"helm"
];
// src/targets/targetPaths.ts
function refuseOutsidePaths(file, cwd) {
	const workspace = realpathSync$1(cwd);
	const errors = [];
	for (const target of file.targets) for (const manifest of target.manifests) {
		const why = outsideReason(inputBase(manifest, cwd), cwd, workspace);
		if (why === void 0) continue;
		errors.push(new UserError(`target "${target.name}": manifests ${manifest} ${why}`, {
			source: {
				file: file.file,
				line: target.lines.manifests ?? target.line
			},
			hint: "a targets file names paths inside the repository (the working directory); copy what it should deploy into the repository"
		}));
	}
	if (errors.length > 0) throw new UserErrors(errors);
}
function outsideReason(base, cwd, workspace) {
	if (!isInside(base, cwd)) return "is outside the workspace";
	let real;
	try {
		real = realpathSync$1(base);
	} catch {
		return;
	}
	return isInside(real, workspace) ? void 0 : "leads outside the workspace through a symbolic link";
}
// src/targets/targetsFile.ts
const DEFAULT_TARGETS_FILE = ".github/applysets.yaml";
const NOT_PER_TARGET = [
	"manifests",
	"applyset",
	"namespace",
	"context",
	"concurrency",
	"retry-timeout"
];
const TARGET_OPTIONS = ENGINE_INPUTS.filter((name) => !NOT_PER_TARGET.includes(name));
const TARGET_KEYS = [
	"name",
	"manifests",
	"parent",
	"namespace",
	"context",
	"kubeconfig-env",
	"deployment-environment",
	"deployment-url",
	"options"
];
const VARIABLE_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*$/;
const NAME_PATTERN = /^[a-z0-9]([-a-z0-9._]{0,61}[a-z0-9])?$/;
function oneSetTarget(parent, namespace, context) {
	return {
		name: parent.trim() || "applyset",
		line: 0,
		manifests: [],
		parent,
		namespace,
		context,
		kubeconfigEnv: void 0,
		options: {},
		environment: void 0,
		lines: {}
	};
}
const TARGETS_FILE_MAX_BYTES = 4194304;
async function readTargetsFile(file, cwd) {
	const absolute = path.resolve(cwd, file);
	const workspace = isInside(absolute, cwd) ? realpathSync$1(cwd) : path.parse(absolute).root;
	let text;
	try {
		text = readWorkspaceFile(absolute, `the targets file ${file}`, {
			workspace,
			budget: new ReadBudget(TARGETS_FILE_MAX_BYTES)
		});
	} catch (error) {
		if (error instanceof UserError) throw error;
		throw new UserError(`cannot read the targets file ${file}`, {
			hint: "check the path given in the targets input (--targets), relative to the working directory",
			cause: error
		});
	}
	const parsed = parseTargetsFile(file, text);
	refuseOutsidePaths(parsed, cwd);
	return parsed;
}
function parseTargetsFile(file, text) {
	const errors = [];
	const problem = (line, message, hint) => errors.push(new UserError(message, {
		source: {
			file,
			line
		},
		...hint ? { hint } : {}
	}));
	let root;
	try {
		root = parsePositioned(text);
	} catch (error) {
		if (!(error instanceof YamlShapeError)) throw error;
		throw new UserError(error.message, { source: {
			file,
			line: error.line
		} });
	}
	const list = root?.kind === "mapping" ? root.entries.get("targets") : void 0;
	if (root?.kind !== "mapping" || !list) throw new UserError("the targets file has no \"targets:\" list", {
		source: {
			file,
			line: root?.line ?? 1
		},
		hint: "write targets: followed by one entry per ApplySet (name, manifests, parent, namespace, context, options)"
	});
	for (const [key, { keyLine }] of root.entries) if (key !== "targets") problem(keyLine, `unknown key "${key}"`, "the file holds only targets:");
	if (list.value.kind !== "sequence") throw new UserError("targets must be a list", { source: {
		file,
		line: list.keyLine
	} });
	const targets = list.value.items.flatMap((item, index) => {
		const target = readTarget(item, index, problem);
		return target ? [target] : [];
	});
	const byName = /* @__PURE__ */ new Map();
	const bySet = /* @__PURE__ */ new Map();
	for (const target of targets) {
		const sameName = byName.get(target.name);
		if (sameName) problem(target.line, `target name "${target.name}" is used twice (first at line ${sameName.line})`, "give each target its own name");
		byName.set(target.name, target);
		const set = `${target.kubeconfigEnv?.name ?? ""}\n${target.context ?? ""}\n${target.namespace ?? ""}\n${target.parent}`;
		const sameSet = bySet.get(set);
		if (sameSet) problem(target.line, `targets "${sameSet.name}" and "${target.name}" name the same ApplySet (parent ${target.parent}${target.namespace ? ` in namespace ${target.namespace}` : ""}${target.context ? ` on context ${target.context}` : ""})`, "each would prune what the other applies: merge their manifests into one target");
		bySet.set(set, target);
	}
	if (list.value.items.length === 0) problem(list.keyLine, "the targets list is empty", "add at least one target");
	if (errors.length > 0) throw new UserErrors(errors);
	return {
		file,
		targets
	};
}
function readTarget(node, index, problem) {
	if (node.kind !== "mapping") {
		problem(node.line, `targets[${index}] must be a mapping with name, manifests and parent`);
		return;
	}
	const label = () => {
		const name = node.entries.get("name")?.value;
		return name?.kind === "scalar" ? `target "${name.value}"` : `targets[${index}]`;
	};
	for (const [key, { keyLine }] of node.entries) {
		if (TARGET_KEYS.includes(key)) continue;
		const [meant] = closestNames(key, [...TARGET_KEYS, "applyset"]);
		const hint = meant === "applyset" ? "the ApplySet parent is given as parent:" : TARGET_OPTIONS.includes(key) ? `put ${key} under options:` : meant ? `did you mean ${meant}?` : `a target has ${TARGET_KEYS.join(", ")}`;
		problem(keyLine, `${label()}: unknown key "${key}"`, hint);
	}
	const lines = {};
	const scalar = (key, input, required) => {
		const entry = node.entries.get(key);
		if (!entry) {
			if (required) problem(node.line, `${label()} has no ${key}`);
			return;
		}
		if (input) lines[input] = entry.keyLine;
		if (entry.value.kind === "scalar" && entry.value.value.trim() !== "") return entry.value.value.trim();
		problem(entry.keyLine, `${label()}: ${key} must be a non-empty text`);
	};
	const name = scalar("name", void 0, true);
	if (name !== void 0 && !NAME_PATTERN.test(name)) problem(node.entries.get("name").keyLine, `target name "${name}" is not valid`, "use at most 63 lowercase letters, digits, dashes, dots and underscores, starting and ending with a letter or digit");
	const manifests = readManifests(node, label, problem);
	lines.manifests = node.entries.get("manifests")?.keyLine;
	const parent = scalar("parent", "applyset", true);
	const namespace = scalar("namespace", "namespace", false);
	const context = scalar("context", "context", false);
	const options = readOptions(node.entries.get("options"), label, problem, lines);
	const kubeconfigEnv = scalar("kubeconfig-env", void 0, false);
	const kubeconfigEnvLine = node.entries.get("kubeconfig-env")?.keyLine ?? node.line;
	if (kubeconfigEnv !== void 0 && !VARIABLE_PATTERN.test(kubeconfigEnv)) problem(kubeconfigEnvLine, `${label()}: kubeconfig-env must name an environment variable, not "${kubeconfigEnv}"`, "give the variable's name (STAGING_KUBECONFIG), set in the step's env: from a secret; never the kubeconfig itself");
	const environment = scalar("deployment-environment", void 0, false);
	const url = scalar("deployment-url", void 0, false);
	const urlLine = node.entries.get("deployment-url")?.keyLine ?? node.line;
	if (url !== void 0 && !/^https?:$/.test(URL.parse(url)?.protocol ?? "")) problem(urlLine, `${label()}: deployment-url must be an http or https URL, not "${url}"`);
	if (url !== void 0 && environment === void 0) problem(urlLine, `${label()}: deployment-url without deployment-environment`, "name the environment the URL belongs to");
	if (name === void 0 || parent === void 0 || manifests === void 0 || !NAME_PATTERN.test(name)) return void 0;
	return {
		name,
		line: node.line,
		manifests,
		parent,
		namespace,
		context,
		kubeconfigEnv: kubeconfigEnv === void 0 ? void 0 : {
			name: kubeconfigEnv,
			line: kubeconfigEnvLine
		},
		options,
		environment: environment === void 0 ? void 0 : {
			name: environment,
			url
		},
		lines
	};
}
function readManifests(node, label, problem) {
	const entry = node.entries.get("manifests");
	if (!entry) {
		problem(node.line, `${label()} has no manifests`, "name the files, directories or globs to deploy");
		return;
	}
	const values = entry.value.kind === "scalar" ? [entry.value] : entry.value.kind === "sequence" ? entry.value.items : [];
	const paths = values.flatMap((item) => item.kind === "scalar" && item.value.trim() !== "" ? [item.value.trim()] : []);
	if (paths.length === 0 || paths.length !== values.length) {
		problem(entry.keyLine, `${label()}: manifests must be a path or a list of paths`);
		return;
	}
	return paths;
}
function readOptions(entry, label, problem, lines) {
	const options = {};
	if (!entry) return options;
	if (entry.value.kind !== "mapping") {
		problem(entry.keyLine, `${label()}: options must be a mapping of inputs to values`);
		return options;
	}
	for (const [key, { keyLine, value }] of entry.value.entries) {
		if (!TARGET_OPTIONS.includes(key)) {
			const [meant] = closestNames(key, TARGET_OPTIONS);
			problem(keyLine, `${label()}: "${key}" is not an option a target can set`, meant ? `did you mean ${meant}?` : `a target can set ${TARGET_OPTIONS.join(", ")}`);
			continue;
		}
		if (key === "ignore-differences" && value.kind === "sequence") options[key] = JSON.stringify(plainValue(value));
		else if (value.kind !== "scalar") {
			problem(keyLine, `${label()}: ${key} must be a single value`);
			continue;
		} else options[key] = value.value;
		lines[key] = keyLine;
	}
	return options;
}
function plainValue(node) {
	if (node.kind === "scalar") return node.value;
	if (node.kind === "sequence") return node.items.map(plainValue);
	return Object.fromEntries([...node.entries].map(([key, { value }]) => [key, plainValue(value)]));
}
function selectTargets(file, names) {
	if (names.length === 0) return file.targets;
	const known = new Map(file.targets.map((target) => [target.name, target]));
	const unknown = names.filter((name) => !known.has(name));
	if (unknown.length > 0) {
		const suggestions = unknown.flatMap((name) => closestNames(name, [...known.keys()]));
		throw new UserError(`${file.file} has no target ${unknown.map((name) => `"${name}"`).join(", ")}`, { hint: suggestions.length > 0 ? `did you mean ${suggestions.join(", ")}?` : `its targets are ${[...known.keys()].join(", ")}` });
	}
	return names.map((name) => known.get(name));
}
// src/targets/changedTargets.ts
function allTargets(targets, reason) {
	return {
		run: targets.map((target) => ({
			target,
			reason
		})),
		skipped: []
	};
}
async function changedTargets(file, targets, range, workingDir) {
	const cwd = await realpath$1(workingDir);
	let root;
	let changed;
	let links;
	try {
		root = await runGit(["rev-parse", "--show-toplevel"], cwd);
		await runGit([
			"cat-file",
			"-e",
			`${range.from}^{commit}`
		], cwd);
		changed = (await runGit([
			"diff",
			"--name-only",
			"--no-renames",
			"-z",
			range.sinceMergeBase ? `${range.from}...${range.to}` : `${range.from}..${range.to}`,
			"--"
		], cwd)).split("\0").filter((name) => name !== "").map((name) => path.join(root, name));
		links = (await runGit([
			"ls-files",
			"-s",
			"-z",
			"--full-name"
		], cwd)).split("\0").flatMap((entry) => entry.startsWith("120000 ") ? [path.join(root, entry.slice(entry.indexOf("	") + 1))] : []);
	} catch (error) {
		return allTargets(targets, `the changes since ${range.from.slice(0, 12)} could not be read (${describeError(error)}); give actions/checkout fetch-depth: 0 so that the base commit is there`);
	}
	const targetsFile = path.resolve(cwd, file.file);
	const entryChanged = changed.includes(targetsFile) ? await changedEntries(file, range, root, targetsFile, cwd) : /* @__PURE__ */ new Set();
	const graph = new KustomizationGraph(cwd, links);
	const selection = {
		run: [],
		skipped: []
	};
	for (const target of targets) {
		const reason = entryChanged.has(target.name) ? `its entry in ${file.file} changed` : changeReason(graph, target, changed, root, cwd);
		if (reason) selection.run.push({
			target,
			reason
		});
		else selection.skipped.push({
			target,
			reason: `nothing under its manifests changed since ${range.from.slice(0, 7)}`
		});
	}
	return selection;
}
function changeReason(graph, target, changed, root, cwd) {
	const places = graph.placesOf(target.manifests.map((input) => isDynamicPattern(input) ? inputBase(input, cwd) : path.resolve(cwd, input)));
	if (places.unknown) return places.unknown;
	const dirs = [...places.dirs].map((dir) => dir.endsWith(path.sep) ? dir : `${dir}${path.sep}`);
	const values = new Set(parseHelmOptions(target.options.helm ?? "", () => "helm", []).values.map((file) => path.resolve(cwd, file)));
	const hit = changed.find((file) => places.files.has(file) || values.has(file) || dirs.some((dir) => file.startsWith(dir)));
	return hit === void 0 ? void 0 : `${path.relative(root, hit)} changed`;
}
async function changedEntries(file, range, root, absolute, cwd) {
	const every = new Set(file.targets.map((target) => target.name));
	const base = range.sinceMergeBase ? await runGit([
		"merge-base",
		range.from,
		range.to
	], cwd).catch(() => range.from) : range.from;
	let before;
	try {
		before = parseTargetsFile(file.file, await runGit(["show", `${base}:${path.relative(root, absolute).split(path.sep).join("/")}`], cwd));
	} catch {
		return every;
	}
	const entry = ({ line: _line, lines: _lines, kubeconfigEnv, options, ...rest }) => JSON.stringify({
		...rest,
		kubeconfigEnv: kubeconfigEnv?.name,
		options: Object.entries(options).sort()
	});
	const earlier = new Map(before.targets.map((target) => [target.name, entry(target)]));
	return new Set(file.targets.filter((target) => earlier.get(target.name) !== entry(target)).map((target) => target.name));
}
// src/targets/targetKubeconfigs.ts
function withTargetKubeconfigs(file, planned, read, accept) {
	const errors = [];
	const contents = /* @__PURE__ */ new Map();
	for (const { target } of planned) {
		const variable = target.kubeconfigEnv;
		if (!variable || contents.has(variable.name)) continue;
		const accepted = accept(read(variable.name) ?? "", variable.name);
		contents.set(variable.name, accepted && "content" in accepted ? accepted.content : void 0);
		const source = {
			file,
			line: variable.line
		};
		if (accepted === void 0) errors.push(new UserError(`target "${target.name}": the environment variable ${variable.name} (kubeconfig-env) is empty or not set`, {
			source,
			hint: `set it in the step's env: from a secret holding the cluster's kubeconfig, e.g. ${variable.name}: \${{ secrets.${variable.name} }}`
		}));
		else if ("error" in accepted) errors.push(new UserError(`target "${target.name}": ${accepted.error.message}`, {
			source,
			...accepted.error.hint ? { hint: accepted.error.hint } : {}
		}));
	}
	if (errors.length > 0) throw new UserErrors(errors);
	return planned.map((p) => {
		const name = p.target.kubeconfigEnv?.name;
		return name === void 0 ? p : {
			...p,
			options: {
				...p.options,
				kubeconfig: contents.get(name),
				kubeconfigPath: void 0
			}
		};
	});
}
// src/targets/targetOptions.ts
function targetOptions(file, targets, step, cwd, stepNamer) {
	const errors = [];
	const seen = /* @__PURE__ */ new Set();
	const planned = [];
	for (const target of targets) {
		const raw = {
			...step,
			...target.options,
			manifests: target.manifests.join("\n"),
			applyset: target.parent,
			namespace: target.namespace,
			context: target.context ?? step.context
		};
		const nameOf = (input, value) => {
			const line = target.lines[input];
			if (line === void 0) return stepNamer ? stepNamer(input, value) : value === void 0 ? input : `${input}: ${value}`;
			return `target "${target.name}" ${value === void 0 ? input : `${input}: ${value}`} (${file.file}:${line})`;
		};
		for (const manifest of target.manifests) if (!isDynamicPattern(manifest) && !existsSync$1(path.resolve(cwd, manifest))) errors.push(new UserError(`target "${target.name}": manifests ${manifest} does not exist`, {
			source: {
				file: file.file,
				line: target.lines.manifests ?? target.line
			},
			hint: "paths are relative to the working directory (the repository's root in a workflow)"
		}));
		try {
			planned.push({
				target,
				options: parseOptions(raw, cwd, nameOf)
			});
		} catch (error) {
			if (!(error instanceof UserError)) throw error;
			for (const one of error instanceof UserErrors ? error.errors : [error]) {
				if (seen.has(one.message)) continue;
				seen.add(one.message);
				errors.push(one);
			}
		}
	}
	if (errors.length > 0) throw new UserErrors(errors);
	return planned;
}
// src/heapGrowth.ts
const OLD_GENERATION_GROWTH_PERCENT = 30;
function keepHeapSmall() {
	setFlagsFromString("--semi-space-growth-factor=1");
	setFlagsFromString(`--heap-growing-percent=${OLD_GENERATION_GROWTH_PERCENT}`);
}
export { serverWarningLines as _, changedTargets as a, formatObjectLine as b, readTargetsFile as c, GITHUB_COMMENT_LIMIT as d, renderErrorMarkdown as f, headlineLabel as g, footer as h, allTargets as i, selectTargets as l, clusterPhrase as m, targetOptions as n, DEFAULT_TARGETS_FILE as o, renderMarkdown as p, withTargetKubeconfigs as r, oneSetTarget as s, keepHeapSmall as t, ENGINE_INPUTS as u, runTargets as v, renderText as x, manifestsCommit as y };
