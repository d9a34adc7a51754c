import "./C1I3wEg2.js";
import { _ as PART_OF_LABEL, i as describeApplySet, u as parentRef, x as TOOL_NAME } from "./G6TDRtuw.js";
import { c as defaultHolder } from "./CZku-O7Q.js";
import { n as handOverFields, t as LAST_APPLIED } from "./BZCe7gTw.js";
import { t as joinSet } from "./DB4wnY6h.js";
import { n as listedMembers } from "./DuOqsMyw.js";
import { i as widenParent } from "./BQ7g2DBM.js";
import { t as UserError } from "./BSV1T608.js";
import { r as CancelledError } from "./DYj8u9oW.js";
import { o as listObjects } from "./B7K0mG_l.js";
import { n as formatGroupKind, o as parseGroupKind, r as formatRef, t as describeRef } from "./Bug6iPWb.js";
import { t as openRun } from "./8klJ776N.js";
import { t as VERSION } from "./DcxLYZRE.js";
import { n as parentDocument, t as commandDocument } from "./D9t2qh26.js";
import { r as connectionOf } from "./BOXnZsfE.js";
// src/sets/migrate.ts
const LEGACY_PRUNE_KINDS = [
	"ConfigMap",
	"Endpoints",
	"Namespace",
	"PersistentVolumeClaim",
	"PersistentVolume",
	"Pod",
	"ReplicationController",
	"Secret",
	"Service",
	"Job.batch",
	"CronJob.batch",
	"Ingress.networking.k8s.io",
	"DaemonSet.apps",
	"Deployment.apps",
	"ReplicaSet.apps",
	"StatefulSet.apps"
];
async function migrateSet(target, flags) {
	const run = openRun({
		connect: connectionOf(target),
		parent: {
			applyset: target.applyset,
			namespace: target.namespace,
			adopt: false
		},
		lock: flags.dryRun ? void 0 : {
			holder: defaultHolder(),
			timeoutSeconds: flags.lockTimeoutSeconds,
			lostHint: "another run took the ApplySet's lock while migrate labelled its members: see what it did (applyset-action view), then run again",
			refusedAs: "taking the ApplySet lock"
		},
		readBeforeLock: !flags.dryRun,
		check: ({ parent, live }) => {
			if (live) throw new UserError(`${describeApplySet(parent)} is already an ApplySet parent`, { hint: "migrate makes a new set of objects pruned by label; choose another parent name" });
		},
		info: flags.info
	});
	try {
		const { cluster, reading, namespace, lockInCreatedNamespace } = await run.held;
		const { parent } = reading;
		if (lockInCreatedNamespace) throw new UserError(`namespace ${parent.namespace} does not exist`, { hint: "the parent lives beside the objects it takes over: give their namespace" });
		const taken = await candidates(cluster, flags, parent.namespace || namespace || "default");
		const scope = {
			groupKinds: [...new Map(taken.map(({ ref }) => [formatGroupKind(ref), {
				group: ref.group,
				kind: ref.kind
			}])).values()],
			namespaces: [...new Set(taken.map(({ ref }) => ref.namespace).filter((ns) => ns !== ""))]
		};
		const objects = taken.map(({ ref }) => ({
			group: ref.group,
			kind: ref.kind,
			namespace: ref.namespace,
			name: ref.name
		}));
		const document = (extra) => commandDocument("migrate", {
			applyset: parentDocument(parent, {
				tooling: "ours",
				text: `${TOOL_NAME}/v${VERSION}`
			}),
			selector: flags.selector,
			dryRun: flags.dryRun,
			members: objects,
			...extra
		}, run.requests());
		const list = taken.map(({ ref }) => `  ${ref.namespace ? `${ref.namespace}/` : ""}${formatRef(ref)}`);
		if (flags.dryRun) return {
			document: document({}),
			text: [`Would take ${taken.length} object${taken.length === 1 ? "" : "s"} into ApplySet ${parent.id}:`, ...list].join("\n"),
			code: 0
		};
		await widenParent(cluster.client, reading, scope, `${TOOL_NAME}/v${VERSION}`);
		const kept = [];
		const labelled = await Promise.all(taken.map(async ({ ref, info, object }) => {
			const member = await joinSet(cluster.client, info, {
				namespace: ref.namespace,
				name: ref.name,
				uid: object.metadata.uid ?? ""
			}, parent.id, flags.fieldManager);
			if (member && !await handOverFields(cluster.client, info, member, parent.id, flags.fieldManager)) kept.push(`${describeRef(ref)}: its fields stay kubectl's (no readable ${LAST_APPLIED} annotation, or it changed meanwhile) until the first apply takes them over`);
			return member !== void 0;
		}));
		const skipped = [...taken.filter((_, i) => !labelled[i]).map(({ ref }) => `${describeRef(ref)} changed since it was listed; not taken`), ...kept];
		const text = [
			`Took ${labelled.filter(Boolean).length} object${taken.length === 1 ? "" : "s"} into ApplySet ${parent.id} (${formatRef(parentRef(parent))}):`,
			...list,
			...skipped.map((s) => `Warning: ${s}`)
		].join("\n");
		return {
			document: document({ warnings: skipped }),
			text,
			code: 0
		};
	} catch (error) {
		throw error instanceof CancelledError && run.lockLost() ? run.stopped() : error;
	} finally {
		await run.close();
	}
}
async function candidates(cluster, flags, namespace) {
	const kinds = (flags.kinds ?? LEGACY_PRUNE_KINDS.map(parseGroupKind)).flatMap((gk) => {
		const info = cluster.discovery.forGroupKind(gk);
		if (!info) throw new UserError(`the cluster does not serve ${formatGroupKind(gk)}`, { hint: "give --kinds as Kind or Kind.group, e.g. Deployment.apps,ConfigMap" });
		return [info];
	});
	const members = (await Promise.all(kinds.map(async (info) => {
		const list = {
			info,
			namespace: info.namespaced ? namespace : "",
			full: false
		};
		return listedMembers(list, await listObjects(cluster.client, info, list.namespace, flags.selector, { metadataOnly: true }));
	}))).flat().filter(({ object }) => object.metadata.annotations?.["kubectl.kubernetes.io/last-applied-configuration"] !== void 0 && !object.metadata.deletionTimestamp);
	const held = members.filter(({ object }) => object.metadata.labels?.[PART_OF_LABEL] !== void 0);
	if (held.length > 0) throw new UserError(`${held.map(({ ref }) => describeRef(ref)).join(", ")} already belong${held.length === 1 ? "s" : ""} to an ApplySet; nothing was taken`, { hint: "narrow --selector or --kinds to the objects pruned by label" });
	return members;
}
export { LEGACY_PRUNE_KINDS, migrateSet };
