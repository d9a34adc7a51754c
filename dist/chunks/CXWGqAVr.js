import "./C1I3wEg2.js";
import { $ as shortCommit, B as listMembers, G as readParent, H as memberLists, K as resolveParent, M as widenParent, N as joinSet, V as listedMembers, Z as readHistory, _t as CancelledError, bt as PART_OF_LABEL, ft as listObjects, g as dump, it as acquireLock, ot as defaultHolder, q as historyText, wt as TOOL_NAME, z as statusOf } from "./De0mALfP.js";
import { i as printOut, n as printErr, r as printJson } from "./D72EV5s4.js";
import { c as formatRef, d as parseGroupKind, f as refKey, g as UserError, i as VERSION, o as describeRef, s as formatGroupKind, t as errorDocument, v as describeError } from "./DBvgjP5J.js";
import { a as disbandSet, c as openSet, d as parentDocument, i as deleteSet, l as toolingOf, n as verifySet, r as listSets, s as connectWith, t as verifyAll, u as commandDocument } from "./BrgKrVVw.js";
// src/commands/history.ts
function historyOf(set) {
	const { entries, unreadable } = readHistory(historyText(set.live));
	const newestFirst = [...entries].reverse();
	const warnings = unreadable ? ["part of the parent's deploy history could not be read (edited by hand?); the readable entries are shown"] : [];
	return {
		document: commandDocument("history", {
			applyset: parentDocument(set.parent, toolingOf(set.live.metadata.annotations)),
			deploys: newestFirst,
			warnings
		}, set.requests()),
		text: [...newestFirst.length === 0 ? ["No deploy recorded (the history is written by applyset-action apply)"] : newestFirst.map(historyLine), ...warnings.map((w) => `Warning: ${w}`)].join("\n"),
		code: 0
	};
}
function historyLine(entry) {
	const { create, update, replace, prune } = entry.summary;
	return [
		entry.time,
		`${entry.result}${entry.rollback ? " (rollback)" : ""}`.padEnd(20),
		entry.commit ? shortCommit(entry.commit) : "-      ",
		entry.actor ?? "-",
		`+${create} ~${update + replace} -${prune}`,
		entry.run ?? ""
	].join("  ").trimEnd();
}
// src/commands/migrate.ts
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
const LAST_APPLIED = "kubectl.kubernetes.io/last-applied-configuration";
async function migrateSet(target, flags) {
	const cluster = await connectWith(target);
	const options = {
		applyset: target.applyset,
		namespace: target.namespace ?? cluster.defaultNamespace,
		adopt: false
	};
	const parent = resolveParent(cluster, options);
	const read = () => readParent(cluster, parent, options);
	const refuseExisting = (live) => {
		if (live) throw new UserError(`${describeRef({
			...parent.info,
			namespace: parent.namespace,
			name: parent.name
		})} is already an ApplySet parent`, { hint: "migrate makes a new set of objects pruned by label; choose another parent name" });
	};
	refuseExisting((await read()).live);
	const taken = await candidates(cluster, flags, parent.namespace || options.namespace || "default");
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
	}, cluster.client.stats.counts());
	const list = taken.map(({ ref }) => `  ${ref.namespace ? `${ref.namespace}/` : ""}${formatRef(ref)}`);
	if (flags.dryRun) return {
		document: document({}),
		text: [`Would take ${taken.length} object${taken.length === 1 ? "" : "s"} into ApplySet ${parent.id}:`, ...list].join("\n"),
		code: 0
	};
	const acquired = await acquireLock(cluster.client, parent, {
		holder: defaultHolder(),
		timeoutSeconds: flags.lockTimeoutSeconds,
		info: flags.info,
		onLost: flags.info
	});
	if ("take" in acquired) throw new UserError(`namespace ${parent.namespace} does not exist`, { hint: "the parent lives beside the objects it takes over: give their namespace" });
	try {
		const reading = await read();
		refuseExisting(reading.live);
		await widenParent(cluster.client, reading, scope, `${TOOL_NAME}/v${VERSION}`);
		const labelled = await Promise.all(taken.map(({ ref, info, object }) => joinSet(cluster.client, info, {
			namespace: ref.namespace,
			name: ref.name,
			uid: object.metadata.uid ?? ""
		}, parent.id, flags.fieldManager)));
		const skipped = taken.filter((_, i) => !labelled[i]).map(({ ref }) => `${describeRef(ref)} changed since it was listed; not taken`);
		const text = [
			`Took ${labelled.filter(Boolean).length} object${taken.length === 1 ? "" : "s"} into ApplySet ${parent.id} (${formatRef({
				...parent.info,
				name: parent.name
			})}):`,
			...list,
			...skipped.map((s) => `Warning: ${s}`)
		].join("\n");
		return {
			document: document({ warnings: skipped }),
			text,
			code: 0
		};
	} finally {
		await acquired.release();
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
	}))).flat().filter(({ object }) => object.metadata.annotations?.[LAST_APPLIED] !== void 0 && !object.metadata.deletionTimestamp);
	const held = members.filter(({ object }) => object.metadata.labels?.[PART_OF_LABEL] !== void 0);
	if (held.length > 0) throw new UserError(`${held.map(({ ref }) => describeRef(ref)).join(", ")} already belong${held.length === 1 ? "s" : ""} to an ApplySet; nothing was taken`, { hint: "narrow --selector or --kinds to the objects pruned by label" });
	return members;
}
// src/commands/view.ts
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
			`ApplySet ${formatRef({
				...parent.info,
				name: parent.name
			})}${parent.namespace ? ` in namespace ${parent.namespace}` : ""} (${parent.id}): ${rows.length} member${rows.length === 1 ? "" : "s"}`,
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
// src/commands/runTooling.ts
async function runTooling(cli) {
	try {
		const result = await run(cli);
		print(result, cli);
		return result.code;
	} catch (error) {
		if (cli.output === "json") printJson(JSON.stringify({
			schemaVersion: 1,
			command: cli.command,
			error: errorDocument(error)
		}, null, 2));
		printErr(`error: ${describeError(error)}`);
		if (!(error instanceof UserError) && error instanceof Error && error.stack) printErr(error.stack);
		return 1;
	}
}
async function run(cli) {
	const { target } = cli;
	if (cli.command === "list") {
		const cluster = await connectWith(target);
		return listSets(cluster, cli.allNamespaces ? "" : target.namespace ?? cluster.defaultNamespace ?? "default");
	}
	if (cli.command === "verify" && cli.allNamespaces) return verifyAll(await connectWith(target));
	const setTarget = {
		...target,
		applyset: target.applyset
	};
	if (cli.command === "migrate") return migrateSet(setTarget, {
		selector: cli.selector,
		kinds: cli.kinds,
		dryRun: cli.dryRun,
		lockTimeoutSeconds: cli.lockTimeoutSeconds,
		fieldManager: cli.fieldManager,
		info: printErr
	});
	if (cli.command === "delete" && process.stdin.isTTY && !cli.yes) throw new UserError("delete deletes every member of the set and its parent; from a terminal it needs --yes", { hint: "look first with applyset-action view, then run again with --yes" });
	const writes = cli.command === "disband" || cli.command === "delete" || cli.command === "verify" && cli.fix;
	const set = await openSet(setTarget, writes ? {
		adopt: cli.adopt,
		lockTimeoutSeconds: cli.lockTimeoutSeconds,
		info: printErr
	} : void 0);
	try {
		return await runOnSet(cli, set);
	} catch (error) {
		throw error instanceof CancelledError && set.stopped() || error;
	} finally {
		await set.close();
	}
}
function runOnSet(cli, set) {
	switch (cli.command) {
		case "view": return viewSet(set, { health: cli.health });
		case "history": return historyOf(set);
		case "verify": return verifySet(set, cli.fix, (line) => printErr(`Warning: ${line}`));
		case "disband": return disbandSet(set, cli.fieldManager);
		default: return deleteSet(set, {
			consent: cli.consent,
			timeoutMs: cli.timeoutMs,
			progress: printErr
		});
	}
}
function print(result, cli) {
	if (cli.output === "json") printJson(JSON.stringify(result.document, null, 2));
	else if (cli.output === "yaml") printOut(dump(result.document, { noRefs: true }).trimEnd());
	else if (cli.output === "name") {
		if (result.names?.length) printOut(result.names.join("\n"));
	} else printOut(result.text);
}
export { runTooling };
