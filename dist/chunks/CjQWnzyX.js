import "./C1I3wEg2.js";
import { i as releaseAdopted, n as isAdopted, t as LEFT_ADOPTED } from "./DFId1iyt.js";
import { o as isParent, s as memberSelector } from "./G6TDRtuw.js";
import { t as listMembers } from "./DuOqsMyw.js";
import { t as toolingOf } from "./F5rVNDrH.js";
import { t as UserError } from "./BSV1T608.js";
import { t as formatDuration } from "./CHwhpqd5.js";
import { C as settleTargets, S as CascadeListings, T as describeStatus, f as prepareHooks, g as readDeleteHooks, t as runHookPhase, v as consents, w as WatchedSet, x as pruneCascade } from "./DAXpafVL.js";
import { n as deleteObject } from "./B7K0mG_l.js";
import { r as formatRef, t as describeRef } from "./Bug6iPWb.js";
import { i as pruneStage } from "./ugx_sP5A.js";
import { t as hookRunLine, u as deletedWithLine } from "./D0KEHCZX.js";
import { n as parentDocument, t as commandDocument } from "./D9t2qh26.js";
import { t as PARENT_PHRASES } from "./CXQJ6yh0.js";
import { t as secretValues } from "./DMPukTdi.js";
// src/sets/deleteHooks.ts
async function openDeleteHooks(set, flags, deadline) {
	const { cluster, parent, live } = set;
	const recorded = flags.hooks ? await readDeleteHooks(cluster.client, parent, live) : [];
	const prepared = prepareHooks(cluster.discovery, recorded, parent.namespace);
	flags.secretsLoaded?.(secretValues(prepared.map(({ object }) => object)));
	const records = [];
	return {
		records,
		run: (phase, what) => runHookPhase(cluster.client, prepared, phase, what, {
			fieldManager: flags.fieldManager,
			forceConflicts: true,
			remainingMs: () => Math.max(0, deadline - Date.now()),
			progress: flags.progress,
			signal: set.signal,
			done: ({ ref, hook }, done, end) => records.push({
				phase: done,
				weight: hook.weight,
				group: ref.group,
				version: ref.version,
				kind: ref.kind,
				namespace: ref.namespace,
				name: ref.name,
				source: `${hook.object.source.file}:${hook.object.source.line}`,
				...end
			})
		})
	};
}
// src/sets/deleteSet.ts
async function deleteSet(set, flags) {
	const { cluster, parent, reading, live } = set;
	const listed = (await listMembers(cluster, parent, reading.recorded)).filter((m) => !isParent(parent, m.ref));
	const adopted = listed.filter((m) => isAdopted(m.object, parent.id));
	const members = listed.filter((m) => !adopted.includes(m));
	const refused = members.filter((m) => !consents(flags.consent, { ref: m.ref }));
	if (refused.length > 0) throw new UserError(`deleting the set deletes ${refused.map((m) => describeRef(m.ref)).join(", ")}, which take${refused.length === 1 ? "s" : ""} more with ${refused.length === 1 ? "it" : "them"}, and there is no consent; nothing was deleted`, { hint: "if that is intended, give --allow-destructive-prunes (every such kind) or --allow-destructive-prunes=KINDS (e.g. Namespace,crd)" });
	const deadline = Date.now() + flags.timeoutMs;
	const hooks = await openDeleteHooks(set, flags, deadline);
	const cascades = await deletionCascades(set, members);
	await hooks.run("pre-delete", "so nothing was deleted");
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
	await hooks.run("post-delete", "after the members were deleted; the parent is kept, so that delete can run again");
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
		parent: parentOutcome,
		...hooks.records.length > 0 ? { hooks: hooks.records } : {}
	}, set.requests());
	const left = adopted.filter((m) => outcomes.get(m) === "left").map((m) => `\n${formatRef(m.ref)}${m.ref.namespace ? ` (namespace ${m.ref.namespace})` : ""} ${LEFT_ADOPTED}`);
	const went = rows.flatMap(({ ref, cascade }) => cascade ? [`\n${deletedWithLine(ref, cascade)}`] : []);
	const ran = hooks.records.map((record) => `\n${hookRunLine(record)}`);
	return {
		document,
		text: `Deleted ApplySet ${parent.id}: ${deleted} member${deleted === 1 ? "" : "s"} deleted and gone; the parent was ${PARENT_PHRASES[parentOutcome]}${went.join("")}${left.join("")}${ran.join("")}`,
		code: 0,
		members: rows,
		parent: parentOutcome,
		hooks: hooks.records
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
