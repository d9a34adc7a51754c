import "./C1I3wEg2.js";
import { o as isParent } from "./G6TDRtuw.js";
import { n as leaveSet } from "./DB4wnY6h.js";
import { t as listMembers } from "./DuOqsMyw.js";
import { t as toolingOf } from "./F5rVNDrH.js";
import { n as deleteObject } from "./B7K0mG_l.js";
import { t as describeRef } from "./Bug6iPWb.js";
import { n as parentDocument, t as commandDocument } from "./D9t2qh26.js";
// src/sets/disband.ts
async function disbandSet(set, fieldManager) {
	const { cluster, parent, reading, live } = set;
	const members = (await listMembers(cluster, parent, reading.recorded)).filter((m) => !isParent(parent, m.ref));
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
export { disbandSet as n, PARENT_PHRASES as t };
