import "./C1I3wEg2.js";
import { r as memberLists, t as listMembers } from "./DuOqsMyw.js";
import { i as describeApplySet } from "./G6TDRtuw.js";
import { n as formatGroupKind } from "./Bug6iPWb.js";
import { n as parentDocument, t as commandDocument } from "./D9t2qh26.js";
import { t as toolingOf } from "./F5rVNDrH.js";
import { t as sortMembers } from "./CNytqYVs.js";
// src/sets/tree.ts
function groupByKind(members) {
	const kinds = /* @__PURE__ */ new Map();
	for (const { group, kind, namespace, name } of members) {
		const key = formatGroupKind({
			group,
			kind
		});
		const entry = kinds.get(key) ?? {
			kind,
			group,
			members: []
		};
		entry.members.push({
			namespace,
			name
		});
		kinds.set(key, entry);
	}
	return [...kinds.values()];
}
function treeLines(kinds) {
	return kinds.flatMap(({ kind, group, members }) => [formatGroupKind({
		group,
		kind
	}), ...members.map(({ namespace, name }) => `  ${namespace ? `${namespace}/` : ""}${name}`)]);
}
async function readTree(set) {
	const { cluster, parent, reading } = set;
	const warnings = [...reading.warnings];
	const lists = memberLists(cluster.discovery, parent, reading.recorded, { warnings });
	const members = sortMembers(await listMembers(cluster, parent, reading.recorded, { lists }));
	return {
		set: parent,
		members: members.length,
		kinds: groupByKind(members.map(({ ref }) => ref)),
		warnings
	};
}
function treeText(tree) {
	const counts = `${tree.members} member${tree.members === 1 ? "" : "s"} of ${tree.kinds.length} kind${tree.kinds.length === 1 ? "" : "s"}`;
	return [
		`ApplySet ${describeApplySet(tree.set)} (${tree.set.id}): ${counts}`,
		...treeLines(tree.kinds),
		...tree.warnings.map((warning) => `Warning: ${warning}`)
	].join("\n");
}
async function treeOfSet(set) {
	const tree = await readTree(set);
	return {
		document: commandDocument("tree", {
			applyset: parentDocument(set.parent, toolingOf(set.live.metadata.annotations)),
			kinds: tree.kinds,
			warnings: tree.warnings
		}, set.requests()),
		text: treeText(tree),
		code: 0
	};
}
export { treeText as a, treeOfSet as i, readTree as n, treeLines as r, groupByKind as t };
