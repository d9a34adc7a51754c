import "./C1I3wEg2.js";
import { i as describeApplySet } from "./G6TDRtuw.js";
import { r as memberLists, t as listMembers } from "./DuOqsMyw.js";
import { t as toolingOf } from "./F5rVNDrH.js";
import { n as statusOf } from "./D7v9mRFk.js";
import { n as formatGroupKind, r as formatRef, s as refKey } from "./Bug6iPWb.js";
import { n as parentDocument, t as commandDocument } from "./D9t2qh26.js";
// src/sets/view.ts
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
			`ApplySet ${describeApplySet(parent)} (${parent.id}): ${rows.length} member${rows.length === 1 ? "" : "s"}`,
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
export { viewSet as n, sortMembers as t };
