import "./C1I3wEg2.js";
import { o as isParent, s as memberSelector, y as describeRef } from "./Cd8-eBE4.js";
import { a as deleteObject, t as listMembers } from "./CFx8Jrkf.js";
import { t as toolingOf } from "./CE6O5zNY.js";
import { t as UserError } from "./CQTrNy5W.js";
import { a as WatchedSet, i as settleTargets, o as describeStatus, s as formatDuration, t as consents } from "./Ds49p_UI.js";
import { i as pruneStage } from "./DtfoC32z.js";
import { n as parentDocument, t as commandDocument } from "./RuB9ZpzK.js";
import { t as PARENT_PHRASES } from "./CyHS_Opy.js";
// src/commands/deleteSet.ts
async function deleteSet(set, flags) {
	const { cluster, parent, reading, live } = set;
	const members = (await listMembers(cluster, parent, reading.recorded)).filter((m) => !isParent(parent, m.ref));
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
export { deleteSet as t };
