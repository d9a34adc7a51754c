import { c as formatRef, f as refKey, g as UserError, i as VERSION, o as describeRef, s as formatGroupKind, v as describeError } from "./tNkuvyWo.js";
import { Ct as ApiError, Dt as ID_LABEL, Et as isForbidden, J as recordedScope, Mt as TOOLING_ANNOTATION, Nt as TOOL_NAME, Ot as PARENT_TYPE_LABEL, Pt as formatDuration, Tt as CancelledError, U as narrowParent, V as pruneStage, Z as readHistory, a as inspectRecord, at as settleTargets, b as applySetId, c as planRecordPlace, dt as listedMembers, gt as deleteObject, i as openRun, kt as PART_OF_LABEL, l as readPlanRecordSecret, m as connect, mt as defaultHolder, o as deletePlanRecord, ot as WatchedSet, pt as memberSelector, q as historyText, rt as leaveSet, s as listPlanRecordSecrets, st as describeStatus, t as consents, ut as listMembers, xt as CRD_RESOURCE, yt as listObjects } from "./gTiQLS3K.js";
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
	return connect(connectionOf(flags));
}
function connectionOf(flags) {
	return {
		...flags.kubeconfigPath ? { kubeconfigPath: flags.kubeconfigPath } : {},
		...flags.kubeconfig ? { kubeconfig: flags.kubeconfig } : {},
		...flags.context ? { context: flags.context } : {},
		...flags.retryTimeoutSeconds === void 0 ? {} : { retryTimeoutSeconds: flags.retryTimeoutSeconds },
		concurrency: flags.concurrency
	};
}
var ParentMissing = class extends UserError {
	parent;
	constructor(parent, message, options) {
		super(message, options);
		this.parent = parent;
	}
};
async function openSet(target, write, cluster) {
	const run = openRun({
		connect: connectionOf(target),
		cluster,
		parent: {
			applyset: target.applyset,
			namespace: target.namespace,
			adopt: write?.adopt ?? true
		},
		lock: write && {
			holder: write.holder ?? defaultHolder(),
			timeoutSeconds: write.lockTimeoutSeconds,
			lostHint: "another run took the ApplySet's lock: see what it did (applyset-action view), then run again",
			refusedAs: "taking the ApplySet lock"
		},
		readBeforeLock: write !== void 0,
		check: ({ parent, live }) => {
			if (!live) throw new ParentMissing(parent, `no ApplySet parent ${describeRef({
				...parent.info,
				namespace: parent.namespace,
				name: parent.name
			})}`, { hint: "check the parent's name and namespace (applyset-action list -A shows every ApplySet you can read)" });
		},
		info: write?.info ?? (() => void 0),
		signal: write?.signal,
		cancelled: () => new UserError("cancelled: the log says what was done before")
	});
	try {
		const { cluster: steps, reading } = await run.held;
		const live = reading.live;
		return {
			cluster: steps,
			parent: reading.parent,
			reading,
			live,
			tooling: toolingOf(live.metadata.annotations).tooling,
			requests: run.requests,
			close: run.close,
			releaseLock: run.releaseLock,
			stopped: () => run.signal.aborted && (run.lockLost() || write?.signal?.aborted) ? run.stopped() : void 0,
			signal: run.signal
		};
	} catch (error) {
		await run.close();
		throw error;
	}
}
async function workOnSet(set, work) {
	try {
		return await work();
	} catch (error) {
		throw error instanceof CancelledError && set.stopped() || error;
	} finally {
		await set.close();
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
	const deleteStage = async (stage) => {
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
	};
	const home = members.find(({ ref }) => ref.group === "" && ref.kind === "Namespace" && ref.name === parent.namespace);
	for (const stage of stages(members.filter((m) => m !== home))) await deleteStage(stage);
	const parentOutcome = await deleteObject(cluster.client, parent.info, {
		namespace: parent.namespace,
		name: parent.name,
		uid: live.metadata.uid ?? ""
	}, {
		propagationPolicy: "Background",
		dryRun: false
	});
	if (home) {
		await set.releaseLock();
		await deleteStage([home]);
	}
	const deleted = [...outcomes.values()].filter((o) => o === "deleted").length;
	const rows = members.map((member) => ({
		ref: {
			group: member.ref.group,
			kind: member.ref.kind,
			namespace: member.ref.namespace,
			name: member.ref.name
		},
		outcome: outcomes.get(member) ?? "gone"
	}));
	return {
		document: commandDocument("delete", {
			applyset: parentDocument(parent, toolingOf(live.metadata.annotations)),
			members: rows.map(({ ref, outcome }) => ({
				...ref,
				outcome
			})),
			parent: parentOutcome
		}, set.requests()),
		text: `Deleted ApplySet ${parent.id}: ${deleted} member${deleted === 1 ? "" : "s"} deleted and gone; the parent was ${PARENT_PHRASES[parentOutcome]}`,
		code: 0,
		members: rows,
		parent: parentOutcome
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
		labelSelector: memberSelector(set.parent),
		signal: set.signal
	}) === "settled") return;
	const stuck = watched.pending();
	throw new UserError(`${stuck.length} deleted object${stuck.length === 1 ? " is" : "s are"} not gone within ${formatDuration(flags.timeoutMs)} (${stuck.slice(0, 5).map((s) => describeStatus(s.target.ref, s.status)).join("; ")}); the parent is kept`, { hint: "look at their finalizers (kubectl get -o yaml); run delete again once they are gone to delete the parent" });
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
				if (isForbidden(error)) unscanned.push(formatGroupKind(info));
				else if (!(error instanceof ApiError && (error.status === 405 || error.status === 404))) throw error;
				return [];
			}
		}))).flat(),
		unscanned: unscanned.sort()
	};
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
// src/commands/verifyPlanRecord.ts
const SHOWN_OBJECTS = 5;
async function checkPlanRecord(client, parent, members, fix) {
	let stored;
	try {
		stored = await readPlanRecordSecret(client, parent);
	} catch (error) {
		if (isForbidden(error)) return void 0;
		throw error;
	}
	const finding = judgePlanRecord(parent, stored, members);
	if (!finding || !fix || !stored) return finding;
	await deletePlanRecord(client, parent, stored.uid);
	return {
		...finding,
		deleted: true
	};
}
function judgePlanRecord(parent, stored, members) {
	if (!stored) return void 0;
	const finding = findProblem(stored.ours, stored.packed, members);
	return finding ? {
		name: planRecordPlace(parent).name,
		...finding
	} : void 0;
}
function findProblem(ours, packed, members) {
	if (!ours) return { problem: "not this set's" };
	const record = packed ? inspectRecord(packed) : "unreadable";
	if (typeof record === "string") return { problem: record };
	const memberKeys = new Set(members.map(({ ref }) => refKey(ref)));
	const strangers = [...record.objects.keys()].filter((key) => !memberKeys.has(key)).sort();
	return strangers.length > 0 ? {
		problem: "names objects that are not members",
		objects: strangers.slice(0, SHOWN_OBJECTS)
	} : void 0;
}
const SAYS = {
	"unreadable": "is unreadable: plans dry-run every member",
	"mac mismatch": "does not match its HMAC (edited by something else): plans dry-run every member",
	"not this set's": "is labelled for another set: plans dry-run every member",
	"names objects that are not members": "names objects that are not members"
};
function describePlanRecordFinding(finding) {
	const objects = finding.objects ? ` (${finding.objects.join(", ")})` : "";
	return `  warning: plan record ${finding.name} ${SAYS[finding.problem]}${objects}${finding.deleted ? "; deleted, the next apply writes it again" : "; verify --fix deletes it"}`;
}
// src/commands/verify.ts
const objectOf = ({ ref }) => ({
	group: ref.group,
	kind: ref.kind,
	namespace: ref.namespace,
	name: ref.name
});
function withoutDerived(members) {
	const services = new Set(members.filter(({ ref }) => ref.group === "" && ref.kind === "Service").map(({ ref }) => `${ref.namespace}/${ref.name}`));
	return members.filter(({ ref, object }) => !object.metadata.ownerReferences?.some((owner) => owner.controller === true) && !(ref.group === "" && ref.kind === "Endpoints" && services.has(`${ref.namespace}/${ref.name}`)));
}
function compare(parent, recorded, members, idMatches) {
	const kinds = new Set(recorded.groupKinds.map(formatGroupKind));
	const namespaces = new Set([parent.namespace, ...recorded.namespaces].filter((ns) => ns !== ""));
	const own = withoutDerived(members.filter(({ ref }) => !(ref.group === parent.info.group && ref.kind === parent.info.kind && ref.namespace === parent.namespace && ref.name === parent.name)));
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
	const { findings, unscanned } = await checkSet(set, fix, warn);
	return {
		...result([findings], [], unscanned, set.requests()),
		findings,
		unscanned
	};
}
async function checkSet(set, fix, warn) {
	const { cluster, parent, reading } = set;
	const scan = await scanMembers(cluster, memberSelector(parent));
	const { findings, actual } = compare(parent, reading.recorded, scan.members, true);
	const planRecord = await checkPlanRecord(cluster.client, parent, scan.members, fix);
	if (planRecord) findings.planRecord = planRecord;
	if (fix && inconsistent(findings)) {
		const written = await narrowParent(cluster, parent, actual, `${TOOL_NAME}/v${VERSION}`, warn);
		findings.fixed = {
			groupKinds: written.groupKinds.map(formatGroupKind).sort(),
			namespaces: [...written.namespaces].sort()
		};
	}
	return {
		findings,
		unscanned: scan.unscanned
	};
}
const inconsistent = (findings) => findings.leaked.length > 0 || findings.emptyKinds.length > 0 || findings.emptyNamespaces.length > 0;
async function verifyAll(cluster) {
	const { sets, orphans, unscanned } = await scanAll(cluster);
	return result(sets.map(({ findings }) => findings), orphans, unscanned, cluster.client.stats.counts());
}
async function verifyAllAndFix(cluster, open, warn) {
	const all = await scanAll(cluster);
	const sets = [];
	const unscanned = new Set(all.unscanned);
	for (const { parent, findings } of all.sets) {
		if (!inconsistent(findings) && !findings.planRecord) {
			sets.push(findings);
			continue;
		}
		try {
			const set = await open(parent);
			const checked = await workOnSet(set, () => checkSet(set, true, warn));
			sets.push(checked.findings);
			for (const kind of checked.unscanned) unscanned.add(kind);
		} catch (error) {
			if (!(error instanceof UserError)) throw error;
			sets.push({
				...findings,
				notFixed: describeError(error)
			});
		}
	}
	return result(sets, all.orphans, [...unscanned], cluster.client.stats.counts());
}
async function scanAll(cluster) {
	const [parents, scan, records] = await Promise.all([
		findParents(cluster, ""),
		scanMembers(cluster, PART_OF_LABEL),
		listRecords(cluster)
	]);
	const bySet = /* @__PURE__ */ new Map();
	for (const member of scan.members) {
		const id = member.object.metadata.labels?.["applyset.kubernetes.io/part-of"] ?? "";
		const list = bySet.get(id);
		if (list) list.push(member);
		else bySet.set(id, [member]);
	}
	const sets = parents.map(({ info, live }) => {
		const { parent, idMatches } = listedParent(info, live);
		const members = bySet.get(parent.id) ?? [];
		const { findings } = compare(parent, recordedScope(live, []), members, idMatches);
		const planRecord = records && judgePlanRecord(parent, records.storedFor(parent), members);
		return {
			parent,
			findings: planRecord ? {
				...findings,
				planRecord
			} : findings
		};
	});
	const known = new Set(sets.map(({ parent }) => parent.id));
	return {
		sets,
		orphans: scan.members.filter((member) => !known.has(member.object.metadata.labels?.["applyset.kubernetes.io/part-of"] ?? "")),
		unscanned: scan.unscanned
	};
}
async function listRecords(cluster) {
	try {
		return await listPlanRecordSecrets(cluster.client);
	} catch (error) {
		if (isForbidden(error)) return void 0;
		throw error;
	}
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
			...set.notFixed ? [`  not fixed: ${set.notFixed}`] : [],
			...set.planRecord ? [describePlanRecordFinding(set.planRecord)] : [],
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
export { parentArgument as a, ParentMissing as c, openSet as d, toolingOf as f, parentDocument as h, listSets as i, connectWith as l, commandDocument as m, verifyAllAndFix as n, deleteSet as o, workOnSet as p, verifySet as r, disbandSet as s, verifyAll as t, connectionOf as u };
