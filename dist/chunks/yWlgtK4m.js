import "./C1I3wEg2.js";
import { _ as PART_OF_LABEL, n as applySetArgument, o as isParent, p as ID_LABEL, s as memberSelector, x as TOOL_NAME } from "./G6TDRtuw.js";
import { r as labelledByApply } from "./BZCe7gTw.js";
import { t as narrowParent } from "./BQ7g2DBM.js";
import { a as readPlanRecordSecret, n as listPlanRecordSecrets, r as planRecordPlace, t as deletePlanRecord } from "./linoAU1s.js";
import { a as recordedScope } from "./anVl79Ue.js";
import { a as isForbidden, t as ApiError } from "./DYj8u9oW.js";
import { o as listObjects } from "./B7K0mG_l.js";
import { n as formatGroupKind, r as formatRef, s as refKey } from "./Bug6iPWb.js";
import { n as listedMembers } from "./DuOqsMyw.js";
import { r as describeError, t as UserError } from "./BSV1T608.js";
import { t as VERSION } from "./DcxLYZRE.js";
import { t as commandDocument } from "./D9t2qh26.js";
import { r as listedParent, t as findParents } from "./Ba6Ze4yO.js";
import { a as workOnSet } from "./BOXnZsfE.js";
import { n as inspectRecord, s as recordKey } from "./2oEI0o55.js";
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
// src/sets/verifyPlanRecord.ts
const SHOWN_OBJECTS = 5;
async function checkPlanRecord(client, parent, members, fix) {
	let stored;
	try {
		stored = await readPlanRecordSecret(client, parent);
	} catch (error) {
		if (isForbidden(error)) return void 0;
		throw error;
	}
	const finding = judgePlanRecord(parent, stored, members, client.credentialKey);
	if (!finding || !fix || !stored) return finding;
	await deletePlanRecord(client, parent, stored.uid);
	return {
		...finding,
		deleted: true
	};
}
function judgePlanRecord(parent, stored, members, credentialKey) {
	if (!stored) return void 0;
	const finding = findProblem(stored.ours, stored.packed, members, credentialKey && recordKey(credentialKey, parent.id));
	return finding ? {
		name: planRecordPlace(parent).name,
		...finding
	} : void 0;
}
function findProblem(ours, packed, members, key) {
	if (!ours) return { problem: "not this set's" };
	const read = packed ? inspectRecord(packed, key) : "unreadable";
	if (typeof read === "string") return { problem: read };
	const { record } = read;
	const memberKeys = new Set(members.map(({ ref }) => refKey(ref)));
	const strangers = [...record.objects.keys()].filter((key) => !memberKeys.has(key)).sort();
	return strangers.length > 0 ? {
		problem: "names objects that are not members",
		objects: strangers.slice(0, SHOWN_OBJECTS)
	} : void 0;
}
const SAYS = {
	unreadable: "is unreadable: plans dry-run every member",
	"mac mismatch": "does not match its HMAC (edited by something else): plans dry-run every member",
	"not this set's": "is labelled for another set: plans dry-run every member",
	"names objects that are not members": "names objects that are not members"
};
function describePlanRecordFinding(finding) {
	const objects = finding.objects ? ` (${finding.objects.join(", ")})` : "";
	return `  warning: plan record ${finding.name} ${SAYS[finding.problem]}${objects}${finding.deleted ? "; deleted, the next apply writes it again" : "; verify --fix deletes it"}`;
}
// src/sets/verify.ts
const VERIFY_FOUND_LEAKS = 2;
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
	const own = withoutDerived(members.filter(({ ref }) => !isParent(parent, ref)));
	const leaked = own.flatMap((member) => {
		const applied = labelledByApply(member.object);
		if (!kinds.has(formatGroupKind(member.ref))) return [{
			object: objectOf(member),
			why: "kind not recorded",
			applied
		}];
		return member.ref.namespace !== "" && !namespaces.has(member.ref.namespace) ? [{
			object: objectOf(member),
			why: "namespace not recorded",
			applied
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
			applyset: applySetArgument(parent),
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
		const byHand = findings.leaked.filter((leak) => !leak.applied).map((leak) => `${formatRef(leak.object)}${leak.object.namespace ? ` in ${leak.object.namespace}` : ""}`);
		const [it, they] = byHand.length === 1 ? ["it", "it carries"] : ["them", "they carry"];
		if (byHand.length > 0) warn(`recording ${byHand.join(", ")}: ${they} the set's label, but no apply gave it (labelled by hand), so the next apply prunes ${it} unless the manifests hold ${it}`);
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
	for (const { applySet, findings } of all.sets) {
		if (!inconsistent(findings) && !findings.planRecord) {
			sets.push(findings);
			continue;
		}
		try {
			const set = await open(applySet);
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
		const { applySet, labelled, idMatches } = listedParent(info, live);
		const members = bySet.get(labelled.id) ?? [];
		const { findings } = compare(labelled, recordedScope(live, []), members, idMatches);
		const planRecord = records && judgePlanRecord(labelled, records.storedFor(labelled), members, cluster.client.credentialKey);
		return {
			applySet,
			labelId: labelled.id,
			findings: planRecord ? {
				...findings,
				planRecord
			} : findings
		};
	});
	const known = new Set(sets.map(({ labelId }) => labelId));
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
			...set.leaked.map((leak) => `  leaked (${leak.why}, invisible to prune${leak.applied ? "" : "; labelled by hand, never applied"}): ${formatRef(leak.object)}${leak.object.namespace ? ` in ${leak.object.namespace}` : ""}`),
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
		code: leaked.length > 0 ? 2 : 0
	};
}
export { verifySet as i, verifyAll as n, verifyAllAndFix as r, VERIFY_FOUND_LEAKS as t };
