import "./C1I3wEg2.js";
import { i as releaseAdopted, n as isAdopted, t as LEFT_ADOPTED } from "./M-e8-2My.js";
import { C as formatRef, o as isParent, s as memberSelector, x as describeRef } from "./Bl8NhNXI.js";
import { t as listMembers } from "./DWfQCSRj.js";
import { t as toolingOf } from "./BhHiS_Pb.js";
import { t as UserError } from "./CBbxxjUU.js";
import { t as formatDuration } from "./BL9db2ev.js";
import { a as CascadeListings, c as describeStatus, i as pruneCascade, o as settleTargets, s as WatchedSet, t as consents } from "./CkGUdN85.js";
import { n as deleteObject } from "./BJ9eor5T.js";
import { i as pruneStage } from "./ugx_sP5A.js";
import { r as deletedWithLine } from "./nmUtlb2A.js";
import { n as parentDocument, t as commandDocument } from "./CXB1a9Kg.js";
import { t as PARENT_PHRASES } from "./Cfk_B0gS.js";
// src/commands/deleteSet.ts
async function deleteSet(set, flags) {
	const { cluster, parent, reading, live } = set;
	const listed = (await listMembers(cluster, parent, reading.recorded)).filter((m) => !isParent(parent, m.ref));
	const adopted = listed.filter((m) => isAdopted(m.object, parent.id));
	const members = listed.filter((m) => !adopted.includes(m));
	const refused = members.filter((m) => !consents(flags.consent, { ref: m.ref }));
	if (refused.length > 0) throw new UserError(`deleting the set deletes ${refused.map((m) => describeRef(m.ref)).join(", ")}, which take${refused.length === 1 ? "s" : ""} more with ${refused.length === 1 ? "it" : "them"}, and there is no consent; nothing was deleted`, { hint: "if that is intended, give --allow-destructive-prunes (every such kind) or --allow-destructive-prunes=KINDS (e.g. Namespace,crd)" });
	const cascades = await deletionCascades(set, members);
	const deadline = Date.now() + flags.timeoutMs;
	const outcomes = /* @__PURE__ */ new Map();
	await Promise.all(adopted.map(async (member) => {
		const { ref, info, object } = member;
		outcomes.set(member, await releaseAdopted(cluster.client, info, {
			namespace: ref.namespace,
			name: ref.name,
			uid: object.metadata.uid ?? ""
		}, parent.id, flags.fieldManager) === "left" ? "left" : "gone");
	}));
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
	const rows = listed.map((member) => {
		const outcome = outcomes.get(member) ?? "gone";
		const cascade = outcome === "deleted" ? cascades.get(member) : void 0;
		return {
			ref: {
				group: member.ref.group,
				kind: member.ref.kind,
				namespace: member.ref.namespace,
				name: member.ref.name
			},
			outcome,
			...cascade ? { cascade } : {}
		};
	});
	const document = commandDocument("delete", {
		applyset: parentDocument(parent, toolingOf(live.metadata.annotations)),
		members: rows.map(({ ref, outcome, cascade }) => ({
			...ref,
			outcome,
			...cascade ? { cascade } : {}
		})),
		parent: parentOutcome
	}, set.requests());
	const left = adopted.filter((m) => outcomes.get(m) === "left").map((m) => `\n${formatRef(m.ref)}${m.ref.namespace ? ` (namespace ${m.ref.namespace})` : ""} ${LEFT_ADOPTED}`);
	const went = rows.flatMap(({ ref, cascade }) => cascade ? [`\n${deletedWithLine(ref, cascade)}`] : []);
	return {
		document,
		text: `Deleted ApplySet ${parent.id}: ${deleted} member${deleted === 1 ? "" : "s"} deleted and gone; the parent was ${PARENT_PHRASES[parentOutcome]}${went.join("")}${left.join("")}`,
		code: 0,
		members: rows,
		parent: parentOutcome
	};
}
async function deletionCascades(set, members) {
	const context = {
		cluster: set.cluster,
		listings: new CascadeListings(set.cluster),
		pruned: new Set(members.flatMap((m) => m.object.metadata.uid ?? [])),
		propagationPolicy: "Background"
	};
	const found = /* @__PURE__ */ new Map();
	await Promise.all(members.map(async (member) => {
		const cascade = await pruneCascade(context, {
			ref: member.ref,
			...member.object.metadata.uid ? { uid: member.object.metadata.uid } : {}
		});
		if (cascade) found.set(member, cascade);
	}));
	return found;
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
