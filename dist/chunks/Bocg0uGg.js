import "./C1I3wEg2.js";
import { $ as shortCommit, K as widenParent, Nt as TOOL_NAME, Tt as CancelledError, Z as readHistory, bt as serverSideApply, dt as listedMembers, ft as memberLists, i as openRun, it as patchListed, k as dump, kt as PART_OF_LABEL, lt as statusOf, mt as defaultHolder, nt as joinSet, q as historyText, tt as isRecord, ut as listMembers, yt as listObjects } from "./gTiQLS3K.js";
import { c as formatRef, d as parseGroupKind, f as refKey, g as UserError, i as VERSION, m as parseParentRef, o as describeRef, s as formatGroupKind, t as errorDocument, v as describeError } from "./tNkuvyWo.js";
import { i as printOut, n as printErr, r as printJson } from "./rMU475In.js";
import { a as parentArgument, d as openSet, f as toolingOf, h as parentDocument, i as listSets, l as connectWith, m as commandDocument, n as verifyAllAndFix, o as deleteSet, p as workOnSet, r as verifySet, s as disbandSet, t as verifyAll, u as connectionOf } from "./BLw92dy9.js";
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
// src/applyset/fieldHandover.ts
const LAST_APPLIED = "kubectl.kubernetes.io/last-applied-configuration";
const CLIENT_SIDE_APPLY_MANAGER = "kubectl-client-side-apply";
const isEntry = (entry) => isRecord(entry);
const entriesOf = (object) => Array.isArray(object.metadata["managedFields"]) ? object.metadata["managedFields"].filter(isEntry) : [];
const isOwnEntry = (entry, manager, operation) => entry.manager === manager && entry.operation === operation && !entry.subresource;
async function handOverFields(client, info, object, id, fieldManager) {
	const applied = parseObject(object.metadata.annotations?.[LAST_APPLIED]);
	const metadata = isRecord(applied?.["metadata"]) ? applied["metadata"] : void 0;
	if (!applied || !metadata) return false;
	const { annotations, labels, ...identity } = metadata;
	const kept = isRecord(annotations) && Object.keys(annotations).some((key) => key !== "kubectl.kubernetes.io/last-applied-configuration") ? { annotations } : {};
	const configuration = {
		...applied,
		apiVersion: info.group ? `${info.group}/${info.version}` : info.version,
		kind: info.kind,
		metadata: {
			...identity,
			...kept,
			name: object.metadata.name,
			...info.namespaced ? { namespace: object.metadata.namespace } : {},
			labels: {
				...isRecord(labels) ? labels : {},
				[PART_OF_LABEL]: id
			}
		}
	};
	const dryRun = await serverSideApply(client, info, configuration, {
		fieldManager,
		force: true,
		dryRun: true
	});
	const owned = entriesOf(dryRun).find((entry) => isOwnEntry(entry, fieldManager, "Apply"));
	const { uid, resourceVersion } = object.metadata;
	if (!owned || !uid || !resourceVersion) return false;
	const others = entriesOf(object).filter((entry) => !isOwnEntry(entry, CLIENT_SIDE_APPLY_MANAGER, "Update") && !isOwnEntry(entry, fieldManager, "Apply") && !isOwnEntry(entry, fieldManager, "Update"));
	const target = {
		namespace: object.metadata.namespace ?? "",
		name: object.metadata.name ?? "",
		uid
	};
	return typeof await patchListed(client, info, target, [{
		op: "test",
		path: "/metadata/resourceVersion",
		value: resourceVersion
	}, {
		op: "replace",
		path: "/metadata/managedFields",
		value: [owned, ...others]
	}], fieldManager) !== "string";
}
function parseObject(text) {
	if (text === void 0) return void 0;
	try {
		const parsed = JSON.parse(text);
		return isRecord(parsed) ? parsed : void 0;
	} catch {
		return;
	}
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
			if (live) throw new UserError(`${describeRef({
				...parent.info,
				namespace: parent.namespace,
				name: parent.name
			})} is already an ApplySet parent`, { hint: "migrate makes a new set of objects pruned by label; choose another parent name" });
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
	if (cli.command === "verify" && cli.allNamespaces) {
		const cluster = await connectWith(target);
		if (!cli.fix) return verifyAll(cluster);
		const write = {
			adopt: cli.adopt,
			lockTimeoutSeconds: cli.lockTimeoutSeconds,
			info: printErr
		};
		const open = (parent) => openSet({
			...target,
			applyset: parseParentRef(parentArgument(parent)),
			namespace: parent.namespace || void 0
		}, write, cluster);
		return verifyAllAndFix(cluster, open, (line) => printErr(`Warning: ${line}`));
	}
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
	return workOnSet(set, () => runOnSet(cli, set));
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
