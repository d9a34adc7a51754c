import "./C1I3wEg2.js";
import { g as PARENT_TYPE_LABEL, n as applySetArgument, p as ID_LABEL, r as applySetOf, t as BUILT_IN_PARENT_KINDS } from "./G6TDRtuw.js";
import { r as readHistory } from "./DNRSqYqW.js";
import { t as listMembers } from "./DuOqsMyw.js";
import { a as recordedScope, n as historyText } from "./anVl79Ue.js";
import { t as toolingOf } from "./F5rVNDrH.js";
import { c as CRD_RESOURCE, o as listObjects } from "./B7K0mG_l.js";
import { n as formatGroupKind } from "./Bug6iPWb.js";
import { n as parentDocument, t as commandDocument } from "./D9t2qh26.js";
// src/sets/list.ts
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
	const applySet = applySetOf(info, info.namespaced ? live.metadata.namespace ?? "" : "", live.metadata.name ?? "");
	const labelId = live.metadata.labels?.["applyset.kubernetes.io/id"] ?? "";
	const idMatches = labelId === applySet.id;
	return {
		applySet,
		labelled: idMatches ? applySet : Object.freeze({
			...applySet,
			id: labelId
		}),
		idMatches
	};
}
async function describeSet(cluster, info, live) {
	const { labelled: parent, idMatches } = listedParent(info, live);
	const scope = recordedScope(live, []);
	const members = await listMembers(cluster, parent, scope);
	const lastDeploy = readHistory(historyText(live)).entries.at(-1);
	return {
		ref: applySetArgument(parent),
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
export { listSets as n, listedParent as r, findParents as t };
