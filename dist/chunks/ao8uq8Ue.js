import "./C1I3wEg2.js";
import { r as memberLists, t as listMembers } from "./bFCFbmlj.js";
import { S as formatRef, x as formatGroupKind } from "./DeSzYmKF.js";
import { n as parentDocument, t as commandDocument } from "./BdzrZPOH.js";
import { t as toolingOf } from "./CDhqFUqz.js";
import { t as sortMembers } from "./CAGr6_m6.js";
// src/commands/tree.ts
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
async function treeOfSet(set) {
	const { cluster, parent, reading } = set;
	const warnings = [...reading.warnings];
	const lists = memberLists(cluster.discovery, parent, reading.recorded, { warnings });
	const members = sortMembers(await listMembers(cluster, parent, reading.recorded, { lists }));
	const kinds = groupByKind(members.map(({ ref }) => ref));
	return {
		document: commandDocument("tree", {
			applyset: parentDocument(parent, toolingOf(set.live.metadata.annotations)),
			kinds,
			warnings
		}, set.requests()),
		text: [
			`ApplySet ${formatRef({
				...parent.info,
				name: parent.name
			})}${parent.namespace ? ` in namespace ${parent.namespace}` : ""} (${parent.id}): ${members.length} member${members.length === 1 ? "" : "s"} of ${kinds.length} kind${kinds.length === 1 ? "" : "s"}`,
			...treeLines(kinds),
			...warnings.map((warning) => `Warning: ${warning}`)
		].join("\n"),
		code: 0
	};
}
export { treeOfSet };
