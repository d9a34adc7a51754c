import "./C1I3wEg2.js";
import { $ as shortCommit, B as listMembers, Ct as TOOLING_ANNOTATION, F as settleTargets, G as readParent, H as memberLists, I as WatchedSet, J as recordedScope, K as resolveParent, L as describeStatus, M as widenParent, N as joinSet, O as pruneStage, P as leaveSet, Tt as formatDuration, U as memberSelector, V as listedMembers, Z as readHistory, _t as CancelledError, bt as PART_OF_LABEL, ft as listObjects, g as dump, ht as ApiError, i as connect, it as acquireLock, k as narrowParent, lt as deleteObject, mt as CRD_RESOURCE, nt as applySetId, ot as defaultHolder, q as historyText, t as consents, vt as ID_LABEL, wt as TOOL_NAME, yt as PARENT_TYPE_LABEL, z as statusOf } from "./BQZSjgjF.js";
import { i as printOut, n as printErr, r as printJson } from "./CdpIz6m4.js";
import { c as formatRef, d as parseGroupKind, f as refKey, g as UserError, i as VERSION, o as describeRef, s as formatGroupKind, t as errorDocument, v as describeError } from "./CojL8A4b.js";
function parentDocument(parent, tooling) {
	return {
		group: parent.info.group,
		kind: parent.info.kind,
		namespace: parent.namespace,
		name: parent.name,
		id: parent.id,
		tooling: tooling.tooling,
		...tooling.text === void 0 ? {} : { toolingAnnotation: tooling.text }
	};
}
function commandDocument(command, body, requests) {
	return {
		schemaVersion: 1,
		command,
		...body,
		requests: requests.total
	};
}
// src/commands/openSet.ts
function toolingOf(annotations) {
	const text = annotations?.[TOOLING_ANNOTATION];
	const name = text?.slice(0, Math.max(0, text.lastIndexOf("/")));
	return {
		tooling: name === "applyset-action" ? "ours" : name === "kubectl" ? "kubectl" : "other",
		text
	};
}
function connectWith(flags) {
	return connect({
		...flags.kubeconfigPath ? { kubeconfigPath: flags.kubeconfigPath } : {},
		...flags.context ? { context: flags.context } : {},
		concurrency: flags.concurrency
	});
}
async function openSet(target, write) {
	const connected = await connectWith(target);
	const options = {
		applyset: target.applyset,
		namespace: target.namespace ?? connected.defaultNamespace,
		adopt: write?.adopt ?? true
	};
	const parent = resolveParent(connected, options);
	const read = (cluster) => readParent(cluster, parent, options).then((reading) => {
		if (reading.live) return {
			reading,
			live: reading.live
		};
		throw new UserError(`no ApplySet parent ${describeRef({
			...parent.info,
			namespace: parent.namespace,
			name: parent.name
		})}`, { hint: "check the parent's name and namespace (applyset-action list -A shows every ApplySet you can read)" });
	});
	const stop = new AbortController();
	const opened = (cluster, { reading, live }, close) => ({
		cluster,
		parent,
		reading,
		live,
		tooling: toolingOf(live.metadata.annotations).tooling,
		requests: () => connected.client.stats.counts(),
		close,
		stopped: () => stop.signal.reason instanceof UserError ? stop.signal.reason : void 0
	});
	if (!write) return opened(connected, await read(connected), async () => {});
	await read(connected);
	const onLost = (reason) => stop.abort(new UserError(reason, { hint: "another run took the ApplySet's lock: see what it did (applyset-action view), then run again" }));
	const acquired = await acquireLock(connected.client, parent, {
		holder: defaultHolder(),
		timeoutSeconds: write.lockTimeoutSeconds,
		info: write.info,
		onLost
	});
	let lock = "take" in acquired ? void 0 : acquired;
	const close = async () => {
		await lock?.release();
		lock = void 0;
	};
	const cluster = {
		...connected,
		client: connected.client.withSignal(stop.signal)
	};
	try {
		return opened(cluster, await read(cluster), close);
	} catch (error) {
		await close();
		throw error;
	}
}
// src/commands/disband.ts
async function disbandSet(set, fieldManager) {
	const { cluster, parent, reading, live } = set;
	const members = (await listMembers(cluster, parent, reading.recorded)).filter((m) => !isParent(m.ref, set));
	const left = await Promise.all(members.map(async ({ ref, info, object }) => ({
		ref,
		outcome: await leaveSet(cluster.client, info, {
			namespace: ref.namespace,
			name: ref.name,
			uid: object.metadata.uid ?? ""
		}, parent.id, fieldManager)
	})));
	const count = (outcome) => left.filter((l) => l.outcome === outcome).length;
	const warnings = left.filter((l) => l.outcome === "changed").map((l) => `${describeRef(l.ref)} was replaced or moved to another set since it was listed; left as it is`);
	const parentOutcome = await deleteObject(cluster.client, parent.info, {
		namespace: parent.namespace,
		name: parent.name,
		uid: live.metadata.uid ?? ""
	}, {
		propagationPolicy: "Background",
		dryRun: false
	});
	return {
		document: commandDocument("disband", {
			applyset: parentDocument(parent, toolingOf(live.metadata.annotations)),
			members: left.map(({ ref, outcome }) => ({
				group: ref.group,
				kind: ref.kind,
				namespace: ref.namespace,
				name: ref.name,
				outcome
			})),
			parent: parentOutcome,
			warnings
		}, set.requests()),
		text: [`Disbanded ApplySet ${parent.id}: ${count("left")} member${count("left") === 1 ? "" : "s"} left the set and stay${count("gone") ? `, ${count("gone")} already gone` : ""}; the parent was ${PARENT_PHRASES[parentOutcome]}`, ...warnings.map((w) => `Warning: ${w}`)].join("\n"),
		code: 0
	};
}
const PARENT_PHRASES = {
	deleted: "deleted",
	gone: "already gone",
	replaced: "replaced by another object since it was read, and left"
};
function isParent(ref, set) {
	const { info, namespace, name } = set.parent;
	return ref.group === info.group && ref.kind === info.kind && ref.namespace === namespace && ref.name === name;
}
// src/commands/deleteSet.ts
async function deleteSet(set, flags) {
	const { cluster, parent, reading, live } = set;
	const members = (await listMembers(cluster, parent, reading.recorded)).filter((m) => !isParent(m.ref, set));
	const refused = members.filter((m) => !consents(flags.consent, m.ref));
	if (refused.length > 0) throw new UserError(`deleting the set deletes ${refused.map((m) => describeRef(m.ref)).join(", ")}, which take${refused.length === 1 ? "s" : ""} more with ${refused.length === 1 ? "it" : "them"}, and there is no consent; nothing was deleted`, { hint: "if that is intended, give --allow-destructive-prunes (every such kind) or --allow-destructive-prunes=KINDS (e.g. Namespace,crd)" });
	const deadline = Date.now() + flags.timeoutMs;
	const outcomes = /* @__PURE__ */ new Map();
	for (const stage of stages(members)) {
		await Promise.all(stage.map(async (member) => {
			const { ref, info, object } = member;
			outcomes.set(member, object.metadata.deletionTimestamp ? "deleted" : await deleteObject(cluster.client, info, {
				namespace: ref.namespace,
				name: ref.name,
				uid: object.metadata.uid ?? ""
			}, {
				propagationPolicy: "Background",
				dryRun: false
			}));
		}));
		const waitFor = stage.filter((m) => outcomes.get(m) === "deleted");
		if (waitFor.length > 0) await waitGone(set, waitFor, deadline, flags);
	}
	const parentOutcome = await deleteObject(cluster.client, parent.info, {
		namespace: parent.namespace,
		name: parent.name,
		uid: live.metadata.uid ?? ""
	}, {
		propagationPolicy: "Background",
		dryRun: false
	});
	const deleted = [...outcomes.values()].filter((o) => o === "deleted").length;
	return {
		document: commandDocument("delete", {
			applyset: parentDocument(parent, toolingOf(live.metadata.annotations)),
			members: members.map((member) => ({
				group: member.ref.group,
				kind: member.ref.kind,
				namespace: member.ref.namespace,
				name: member.ref.name,
				outcome: outcomes.get(member)
			})),
			parent: parentOutcome
		}, set.requests()),
		text: `Deleted ApplySet ${parent.id}: ${deleted} member${deleted === 1 ? "" : "s"} deleted and gone; the parent was ${PARENT_PHRASES[parentOutcome]}`,
		code: 0
	};
}
function stages(members) {
	const byStage = /* @__PURE__ */ new Map();
	for (const member of members) {
		const stage = byStage.get(pruneStage(member.ref));
		if (stage) stage.push(member);
		else byStage.set(pruneStage(member.ref), [member]);
	}
	return [...byStage.entries()].sort(([a], [b]) => a - b).map(([, group]) => group);
}
async function waitGone(set, members, deadline, flags) {
	const watched = new WatchedSet(members.map((m) => ({
		ref: m.ref,
		info: m.info,
		goal: "gone",
		uid: m.object.metadata.uid ?? "",
		key: m
	})));
	flags.progress(`Waiting for ${members.length} deleted object${members.length === 1 ? "" : "s"} to be gone`);
	if (await settleTargets(set.cluster.client, watched, {
		timeoutMs: Math.max(0, deadline - Date.now()),
		labelSelector: memberSelector(set.parent)
	}) === "settled") return;
	const stuck = watched.pending();
	throw new UserError(`${stuck.length} deleted object${stuck.length === 1 ? " is" : "s are"} not gone within ${formatDuration(flags.timeoutMs)} (${stuck.slice(0, 5).map((s) => describeStatus(s.target.ref, s.status)).join("; ")}); the parent is kept`, { hint: "look at their finalizers (kubectl get -o yaml); run delete again once they are gone to delete the parent" });
}
// src/commands/history.ts
function historyOf(set) {
	const { entries, unreadable } = readHistory(historyText(set.live));
	const newestFirst = [...entries].reverse();
	const warnings = unreadable ? ["part of the parent's deploy history could not be read (edited by hand?); the readable entries are shown"] : [];
	return {
		document: commandDocument("history", {
			applyset: parentDocument(set.parent, toolingOf(set.live.metadata.annotations)),
			deploys: newestFirst,
			warnings
		}, set.requests()),
		text: [...newestFirst.length === 0 ? ["No deploy recorded (the history is written by applyset-action apply)"] : newestFirst.map(historyLine), ...warnings.map((w) => `Warning: ${w}`)].join("\n"),
		code: 0
	};
}
function historyLine(entry) {
	const { create, update, replace, prune } = entry.summary;
	return [
		entry.time,
		`${entry.result}${entry.rollback ? " (rollback)" : ""}`.padEnd(20),
		entry.commit ? shortCommit(entry.commit) : "-      ",
		entry.actor ?? "-",
		`+${create} ~${update + replace} -${prune}`,
		entry.run ?? ""
	].join("  ").trimEnd();
}
// src/commands/list.ts
const BUILT_IN_PARENT_KINDS = [{
	group: "",
	version: "v1",
	kind: "Secret",
	resource: "secrets",
	namespaced: true
}, {
	group: "",
	version: "v1",
	kind: "ConfigMap",
	resource: "configmaps",
	namespaced: true
}];
async function listSets(cluster, namespace) {
	const sets = await Promise.all((await findParents(cluster, namespace)).map(({ info, live }) => describeSet(cluster, info, live)));
	sets.sort((a, b) => `${a.applyset.namespace}/${a.ref}`.localeCompare(`${b.applyset.namespace}/${b.ref}`));
	return {
		document: commandDocument("list", { applysets: sets }, cluster.client.stats.counts()),
		text: listTable(sets),
		code: 0
	};
}
async function findParents(cluster, namespace) {
	const customKinds = (await listObjects(cluster.client, CRD_RESOURCE, "", PARENT_TYPE_LABEL, { metadataOnly: true })).flatMap(({ metadata }) => {
		const dot = (metadata.name ?? "").indexOf(".");
		const info = dot < 0 ? void 0 : cluster.discovery.forResource(metadata.name.slice(0, dot), metadata.name.slice(dot + 1));
		return info ? [info] : [];
	});
	return (await Promise.all([...BUILT_IN_PARENT_KINDS, ...customKinds].map(async (info) => (await listObjects(cluster.client, info, info.namespaced ? namespace : "", ID_LABEL, { metadataOnly: true })).map((item) => ({
		info,
		live: item
	}))))).flat();
}
function listedParent(info, live) {
	const namespace = info.namespaced ? live.metadata.namespace ?? "" : "";
	const name = live.metadata.name ?? "";
	const id = live.metadata.labels?.["applyset.kubernetes.io/id"] ?? "";
	return {
		parent: {
			info,
			namespace,
			name,
			id
		},
		idMatches: id === applySetId({
			group: info.group,
			kind: info.kind,
			namespace,
			name
		})
	};
}
function parentArgument(parent) {
	return `${[parent.info.resource, parent.info.group].filter(Boolean).join(".")}/${parent.name}`;
}
async function describeSet(cluster, info, live) {
	const { parent, idMatches } = listedParent(info, live);
	const scope = recordedScope(live, []);
	const members = await listMembers(cluster, parent, scope);
	const lastDeploy = readHistory(historyText(live)).entries.at(-1);
	return {
		ref: parentArgument(parent),
		applyset: parentDocument(parent, toolingOf(live.metadata.annotations)),
		idMatchesParent: idMatches,
		groupKinds: scope.groupKinds.map(formatGroupKind),
		namespaces: scope.namespaces,
		members: members.length,
		...lastDeploy ? { lastDeploy } : {}
	};
}
function listTable(sets) {
	if (sets.length === 0) return "No ApplySet found";
	const rows = [[
		"NAMESPACE",
		"PARENT",
		"TOOLING",
		"MEMBERS",
		"KINDS",
		"NAMESPACES",
		"LAST DEPLOY"
	], ...sets.map((set) => [
		set.applyset.namespace || "-",
		`${set.ref}${set.idMatchesParent ? "" : " (ID label does not match)"}`,
		set.applyset.tooling,
		String(set.members),
		set.groupKinds.join(",") || "-",
		set.namespaces.join(",") || "-",
		set.lastDeploy ? `${set.lastDeploy.time} ${set.lastDeploy.result}` : "-"
	])];
	const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
	return rows.map((row) => row.map((cell, i) => i === row.length - 1 ? cell : cell.padEnd(widths[i])).join("  ")).join("\n");
}
// src/commands/migrate.ts
const LEGACY_PRUNE_KINDS = [
	"ConfigMap",
	"Endpoints",
	"Namespace",
	"PersistentVolumeClaim",
	"PersistentVolume",
	"Pod",
	"ReplicationController",
	"Secret",
	"Service",
	"Job.batch",
	"CronJob.batch",
	"Ingress.networking.k8s.io",
	"DaemonSet.apps",
	"Deployment.apps",
	"ReplicaSet.apps",
	"StatefulSet.apps"
];
const LAST_APPLIED = "kubectl.kubernetes.io/last-applied-configuration";
async function migrateSet(target, flags) {
	const cluster = await connectWith(target);
	const options = {
		applyset: target.applyset,
		namespace: target.namespace ?? cluster.defaultNamespace,
		adopt: false
	};
	const parent = resolveParent(cluster, options);
	const read = () => readParent(cluster, parent, options);
	const refuseExisting = (live) => {
		if (live) throw new UserError(`${describeRef({
			...parent.info,
			namespace: parent.namespace,
			name: parent.name
		})} is already an ApplySet parent`, { hint: "migrate makes a new set of objects pruned by label; choose another parent name" });
	};
	refuseExisting((await read()).live);
	const taken = await candidates(cluster, flags, parent.namespace || options.namespace || "default");
	const scope = {
		groupKinds: [...new Map(taken.map(({ ref }) => [formatGroupKind(ref), {
			group: ref.group,
			kind: ref.kind
		}])).values()],
		namespaces: [...new Set(taken.map(({ ref }) => ref.namespace).filter((ns) => ns !== ""))]
	};
	const objects = taken.map(({ ref }) => ({
		group: ref.group,
		kind: ref.kind,
		namespace: ref.namespace,
		name: ref.name
	}));
	const document = (extra) => commandDocument("migrate", {
		applyset: parentDocument(parent, {
			tooling: "ours",
			text: `${TOOL_NAME}/v${VERSION}`
		}),
		selector: flags.selector,
		dryRun: flags.dryRun,
		members: objects,
		...extra
	}, cluster.client.stats.counts());
	const list = taken.map(({ ref }) => `  ${ref.namespace ? `${ref.namespace}/` : ""}${formatRef(ref)}`);
	if (flags.dryRun) return {
		document: document({}),
		text: [`Would take ${taken.length} object${taken.length === 1 ? "" : "s"} into ApplySet ${parent.id}:`, ...list].join("\n"),
		code: 0
	};
	const acquired = await acquireLock(cluster.client, parent, {
		holder: defaultHolder(),
		timeoutSeconds: flags.lockTimeoutSeconds,
		info: flags.info,
		onLost: flags.info
	});
	if ("take" in acquired) throw new UserError(`namespace ${parent.namespace} does not exist`, { hint: "the parent lives beside the objects it takes over: give their namespace" });
	try {
		const reading = await read();
		refuseExisting(reading.live);
		await widenParent(cluster.client, reading, scope, `${TOOL_NAME}/v${VERSION}`);
		const labelled = await Promise.all(taken.map(({ ref, info, object }) => joinSet(cluster.client, info, {
			namespace: ref.namespace,
			name: ref.name,
			uid: object.metadata.uid ?? ""
		}, parent.id, flags.fieldManager)));
		const skipped = taken.filter((_, i) => !labelled[i]).map(({ ref }) => `${describeRef(ref)} changed since it was listed; not taken`);
		const text = [
			`Took ${labelled.filter(Boolean).length} object${taken.length === 1 ? "" : "s"} into ApplySet ${parent.id} (${formatRef({
				...parent.info,
				name: parent.name
			})}):`,
			...list,
			...skipped.map((s) => `Warning: ${s}`)
		].join("\n");
		return {
			document: document({ warnings: skipped }),
			text,
			code: 0
		};
	} finally {
		await acquired.release();
	}
}
async function candidates(cluster, flags, namespace) {
	const kinds = (flags.kinds ?? LEGACY_PRUNE_KINDS.map(parseGroupKind)).flatMap((gk) => {
		const info = cluster.discovery.forGroupKind(gk);
		if (!info) throw new UserError(`the cluster does not serve ${formatGroupKind(gk)}`, { hint: "give --kinds as Kind or Kind.group, e.g. Deployment.apps,ConfigMap" });
		return [info];
	});
	const members = (await Promise.all(kinds.map(async (info) => {
		const list = {
			info,
			namespace: info.namespaced ? namespace : "",
			full: false
		};
		return listedMembers(list, await listObjects(cluster.client, info, list.namespace, flags.selector, { metadataOnly: true }));
	}))).flat().filter(({ object }) => object.metadata.annotations?.[LAST_APPLIED] !== void 0 && !object.metadata.deletionTimestamp);
	const held = members.filter(({ object }) => object.metadata.labels?.[PART_OF_LABEL] !== void 0);
	if (held.length > 0) throw new UserError(`${held.map(({ ref }) => describeRef(ref)).join(", ")} already belong${held.length === 1 ? "s" : ""} to an ApplySet; nothing was taken`, { hint: "narrow --selector or --kinds to the objects pruned by label" });
	return members;
}
// src/applyset/scanMembers.ts
async function scanMembers(cluster, selector) {
	const unscanned = [];
	return {
		members: (await Promise.all(cluster.discovery.preferred().map(async (info) => {
			try {
				return listedMembers({
					info,
					namespace: "",
					full: false
				}, await listObjects(cluster.client, info, "", selector, { metadataOnly: true }));
			} catch (error) {
				if (error instanceof ApiError && (error.status === 403 || error.status === 401)) unscanned.push(formatGroupKind(info));
				else if (!(error instanceof ApiError && (error.status === 405 || error.status === 404))) throw error;
				return [];
			}
		}))).flat(),
		unscanned: unscanned.sort()
	};
}
// src/commands/verify.ts
const objectOf = ({ ref }) => ({
	group: ref.group,
	kind: ref.kind,
	namespace: ref.namespace,
	name: ref.name
});
function compare(parent, recorded, members, idMatches) {
	const kinds = new Set(recorded.groupKinds.map(formatGroupKind));
	const namespaces = new Set([parent.namespace, ...recorded.namespaces].filter((ns) => ns !== ""));
	const own = members.filter(({ ref }) => !(ref.group === parent.info.group && ref.kind === parent.info.kind && ref.namespace === parent.namespace && ref.name === parent.name));
	const leaked = own.flatMap((member) => {
		if (!kinds.has(formatGroupKind(member.ref))) return [{
			object: objectOf(member),
			why: "kind not recorded"
		}];
		return member.ref.namespace !== "" && !namespaces.has(member.ref.namespace) ? [{
			object: objectOf(member),
			why: "namespace not recorded"
		}] : [];
	});
	const actual = {
		groupKinds: [...new Map(own.map(({ ref }) => [formatGroupKind(ref), {
			group: ref.group,
			kind: ref.kind
		}])).values()],
		namespaces: [...new Set(own.map(({ ref }) => ref.namespace).filter((ns) => ns !== "" && ns !== parent.namespace))]
	};
	const usedKinds = new Set(actual.groupKinds.map(formatGroupKind));
	return {
		findings: {
			applyset: parentArgument(parent),
			namespace: parent.namespace,
			id: parent.id,
			idMatchesParent: idMatches,
			members: own.length,
			leaked,
			emptyKinds: [...kinds].filter((kind) => !usedKinds.has(kind)).sort(),
			emptyNamespaces: recorded.namespaces.filter((ns) => ns !== parent.namespace && !actual.namespaces.includes(ns)).sort()
		},
		actual
	};
}
async function verifySet(set, fix, warn) {
	const { cluster, parent, reading } = set;
	const scan = await scanMembers(cluster, memberSelector(parent));
	const { findings, actual } = compare(parent, reading.recorded, scan.members, true);
	const broken = findings.leaked.length > 0 || findings.emptyKinds.length > 0 || findings.emptyNamespaces.length > 0;
	if (fix && broken) {
		const written = await narrowParent(cluster, parent, actual, `${TOOL_NAME}/v${VERSION}`, warn);
		findings.fixed = {
			groupKinds: written.groupKinds.map(formatGroupKind).sort(),
			namespaces: [...written.namespaces].sort()
		};
	}
	return result([findings], [], scan.unscanned, set.requests());
}
async function verifyAll(cluster) {
	const [parents, scan] = await Promise.all([findParents(cluster, ""), scanMembers(cluster, PART_OF_LABEL)]);
	const bySet = /* @__PURE__ */ new Map();
	for (const member of scan.members) {
		const id = member.object.metadata.labels?.["applyset.kubernetes.io/part-of"] ?? "";
		const list = bySet.get(id);
		if (list) list.push(member);
		else bySet.set(id, [member]);
	}
	const sets = parents.map(({ info, live }) => {
		const { parent, idMatches } = listedParent(info, live);
		return compare(parent, recordedScope(live, []), bySet.get(parent.id) ?? [], idMatches).findings;
	});
	const known = new Set(parents.map(({ info, live }) => listedParent(info, live).parent.id));
	return result(sets, scan.members.filter((member) => !known.has(member.object.metadata.labels?.["applyset.kubernetes.io/part-of"] ?? "")), scan.unscanned, cluster.client.stats.counts());
}
function result(sets, orphans, unscanned, requests) {
	const leaked = sets.filter((set) => set.leaked.length > 0 && !set.fixed);
	const document = commandDocument("verify", {
		applysets: sets,
		orphans: orphans.map((member) => ({
			...objectOf(member),
			applysetId: member.object.metadata.labels?.[PART_OF_LABEL]
		})),
		unscanned
	}, requests);
	const lines = sets.flatMap((set) => {
		const name = `${set.applyset}${set.namespace ? ` in ${set.namespace}` : ""}`;
		const problems = [
			...set.leaked.map((leak) => `  leaked (${leak.why}, invisible to prune): ${formatRef(leak.object)}${leak.object.namespace ? ` in ${leak.object.namespace}` : ""}`),
			...set.emptyKinds.map((kind) => `  recorded kind with no member: ${kind}`),
			...set.emptyNamespaces.map((ns) => `  recorded namespace with no member: ${ns}`),
			...set.idMatchesParent ? [] : [`  its ${ID_LABEL} label does not match its identity: its members are another set's`],
			...set.fixed ? [`  fixed: the parent now records ${[...set.fixed.groupKinds, ...set.fixed.namespaces.map((ns) => `namespace ${ns}`)].join(", ") || "nothing"}`] : []
		];
		return [`${name}: ${set.members} member${set.members === 1 ? "" : "s"}${problems.length === 0 ? ", consistent" : ""}`, ...problems];
	});
	return {
		document,
		text: [
			...lines.length ? lines : ["No ApplySet found"],
			...orphans.map((member) => `orphan (its parent ${member.object.metadata.labels?.[PART_OF_LABEL]} is gone): ${formatRef(member.ref)}${member.ref.namespace ? ` in ${member.ref.namespace}` : ""}`),
			...unscanned.length ? [`Warning: not scanned (listing is forbidden): ${unscanned.join(", ")}`] : []
		].join("\n"),
		code: leaked.length > 0 ? 1 : 0
	};
}
// src/commands/view.ts
async function viewSet(set, flags) {
	const { cluster, parent, reading } = set;
	const warnings = [...reading.warnings];
	const lists = memberLists(cluster.discovery, parent, reading.recorded, { warnings }).map((list) => ({
		...list,
		full: flags.health
	}));
	const rows = sortMembers(await listMembers(cluster, parent, reading.recorded, { lists })).map(({ ref, object }) => ({
		group: ref.group,
		version: ref.version,
		kind: ref.kind,
		namespace: ref.namespace,
		name: ref.name,
		...flags.health ? { health: statusOf(object) } : {}
	}));
	return {
		document: commandDocument("view", {
			applyset: parentDocument(parent, toolingOf(set.live.metadata.annotations)),
			groupKinds: reading.recorded.groupKinds.map(formatGroupKind),
			namespaces: reading.recorded.namespaces,
			members: rows,
			warnings
		}, set.requests()),
		text: [
			`ApplySet ${formatRef({
				...parent.info,
				name: parent.name
			})}${parent.namespace ? ` in namespace ${parent.namespace}` : ""} (${parent.id}): ${rows.length} member${rows.length === 1 ? "" : "s"}`,
			...rows.map((row) => [
				"  ",
				row.namespace ? `${row.namespace}/` : "",
				formatRef(row),
				row.health ? `  ${row.health.status}${row.health.message ? `: ${row.health.message}` : ""}` : ""
			].join("")),
			...warnings.map((warning) => `Warning: ${warning}`)
		].join("\n"),
		names: rows.map(formatRef),
		code: 0
	};
}
function sortMembers(members) {
	return [...members].sort((a, b) => refKey(a.ref).localeCompare(refKey(b.ref)));
}
// src/commands/runTooling.ts
async function runTooling(cli) {
	try {
		const result = await run(cli);
		print(result, cli);
		return result.code;
	} catch (error) {
		if (cli.output === "json") printJson(JSON.stringify({
			schemaVersion: 1,
			command: cli.command,
			error: errorDocument(error)
		}, null, 2));
		printErr(`error: ${describeError(error)}`);
		if (!(error instanceof UserError) && error instanceof Error && error.stack) printErr(error.stack);
		return 1;
	}
}
async function run(cli) {
	const { target } = cli;
	if (cli.command === "list") {
		const cluster = await connectWith(target);
		return listSets(cluster, cli.allNamespaces ? "" : target.namespace ?? cluster.defaultNamespace ?? "default");
	}
	if (cli.command === "verify" && cli.allNamespaces) return verifyAll(await connectWith(target));
	const setTarget = {
		...target,
		applyset: target.applyset
	};
	if (cli.command === "migrate") return migrateSet(setTarget, {
		selector: cli.selector,
		kinds: cli.kinds,
		dryRun: cli.dryRun,
		lockTimeoutSeconds: cli.lockTimeoutSeconds,
		fieldManager: cli.fieldManager,
		info: printErr
	});
	if (cli.command === "delete" && process.stdin.isTTY && !cli.yes) throw new UserError("delete deletes every member of the set and its parent; from a terminal it needs --yes", { hint: "look first with applyset-action view, then run again with --yes" });
	const set = await openSet(setTarget, cli.command === "disband" || cli.command === "delete" || cli.command === "verify" && cli.fix ? {
		adopt: cli.adopt,
		lockTimeoutSeconds: cli.lockTimeoutSeconds,
		info: printErr
	} : void 0);
	try {
		return await runOnSet(cli, set);
	} catch (error) {
		throw error instanceof CancelledError && set.stopped() || error;
	} finally {
		await set.close();
	}
}
function runOnSet(cli, set) {
	switch (cli.command) {
		case "view": return viewSet(set, { health: cli.health });
		case "history": return historyOf(set);
		case "verify": return verifySet(set, cli.fix, (line) => printErr(`Warning: ${line}`));
		case "disband": return disbandSet(set, cli.fieldManager);
		default: return deleteSet(set, {
			consent: cli.consent,
			timeoutMs: cli.timeoutMs,
			progress: printErr
		});
	}
}
function print(result, cli) {
	if (cli.output === "json") printJson(JSON.stringify(result.document, null, 2));
	else if (cli.output === "yaml") printOut(dump(result.document, { noRefs: true }).trimEnd());
	else if (cli.output === "name") {
		if (result.names?.length) printOut(result.names.join("\n"));
	} else printOut(result.text);
}
export { runTooling };
