import "./C1I3wEg2.js";
import { C as statusOf, G as readHistory, H as recordedScope, I as readParent, L as resolveParent, M as listMembers, N as memberLists, X as applySetId, bt as TOOLING_ANNOTATION, gt as PARENT_TYPE_LABEL, ht as ID_LABEL, it as CRD_RESOURCE, nt as listObjects, p as dump, q as shortCommit, t as connect, z as historyText } from "./J-RoDloy.js";
import { n as printJson, r as printOut, t as printErr } from "./BZ07K195.js";
import { c as refKey, f as UserError, i as formatRef, m as describeError, n as describeRef, r as formatGroupKind } from "./Be5QIwCh.js";
import { r as parseToolingArgs, t as TOOLING_HELP } from "./DLmXQW3k.js";
function parentDocument(parent, tooling) {
	return {
		group: parent.info.group,
		kind: parent.info.kind,
		namespace: parent.namespace,
		name: parent.name,
		id: parent.id,
		tooling: tooling.tooling,
		...tooling.text === void 0 ? {} : { toolingAnnotation: tooling.text }
	};
}
function commandDocument(command, body, requests) {
	return {
		schemaVersion: 1,
		command,
		...body,
		requests: requests.total
	};
}
// src/commands/openSet.ts
function toolingOf(annotations) {
	const text = annotations?.[TOOLING_ANNOTATION];
	const name = text?.slice(0, Math.max(0, text.lastIndexOf("/")));
	return {
		tooling: name === "applyset-action" ? "ours" : name === "kubectl" ? "kubectl" : "other",
		text
	};
}
function connectWith(flags) {
	return connect({
		...flags.kubeconfigPath ? { kubeconfigPath: flags.kubeconfigPath } : {},
		...flags.context ? { context: flags.context } : {},
		concurrency: flags.concurrency
	});
}
async function openSet(target) {
	const cluster = await connectWith(target);
	const options = {
		applyset: target.applyset,
		namespace: target.namespace ?? cluster.defaultNamespace,
		adopt: true
	};
	const parent = resolveParent(cluster, options);
	const reading = await readParent(cluster, parent, options);
	if (!reading.live) throw new UserError(`no ApplySet parent ${describeRef({
		...parent.info,
		namespace: parent.namespace,
		name: parent.name
	})}`, { hint: "check the parent's name and namespace (applyset-action list -A shows every ApplySet you can read)" });
	return {
		cluster,
		parent,
		reading,
		live: reading.live,
		tooling: toolingOf(reading.live.metadata.annotations).tooling,
		requests: () => cluster.client.stats.counts()
	};
}
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
// src/commands/list.ts
const BUILT_IN_PARENT_KINDS = [{
	group: "",
	version: "v1",
	kind: "Secret",
	resource: "secrets",
	namespaced: true
}, {
	group: "",
	version: "v1",
	kind: "ConfigMap",
	resource: "configmaps",
	namespaced: true
}];
async function listSets(cluster, namespace) {
	const customKinds = (await listObjects(cluster.client, CRD_RESOURCE, "", PARENT_TYPE_LABEL, { metadataOnly: true })).flatMap(({ metadata }) => {
		const dot = (metadata.name ?? "").indexOf(".");
		const info = dot < 0 ? void 0 : cluster.discovery.forResource(metadata.name.slice(0, dot), metadata.name.slice(dot + 1));
		return info ? [info] : [];
	});
	const found = await Promise.all([...BUILT_IN_PARENT_KINDS, ...customKinds].map(async (info) => (await listObjects(cluster.client, info, info.namespaced ? namespace : "", ID_LABEL, { metadataOnly: true })).map((item) => ({
		info,
		live: item
	}))));
	const sets = await Promise.all(found.flat().map(({ info, live }) => describeSet(cluster, info, live)));
	sets.sort((a, b) => `${a.applyset.namespace}/${a.ref}`.localeCompare(`${b.applyset.namespace}/${b.ref}`));
	return {
		document: commandDocument("list", { applysets: sets }, cluster.client.stats.counts()),
		text: listTable(sets),
		code: 0
	};
}
async function describeSet(cluster, info, live) {
	const namespace = info.namespaced ? live.metadata.namespace ?? "" : "";
	const name = live.metadata.name ?? "";
	const label = live.metadata.labels?.["applyset.kubernetes.io/id"] ?? "";
	const parent = {
		info,
		namespace,
		name,
		id: label
	};
	const scope = recordedScope(live, []);
	const members = await listMembers(cluster, parent, scope);
	const lastDeploy = readHistory(historyText(live)).entries.at(-1);
	return {
		ref: `${[info.resource, info.group].filter(Boolean).join(".")}/${name}`,
		applyset: parentDocument(parent, toolingOf(live.metadata.annotations)),
		idMatchesParent: label === applySetId({
			group: info.group,
			kind: info.kind,
			namespace,
			name
		}),
		groupKinds: scope.groupKinds.map(formatGroupKind),
		namespaces: scope.namespaces,
		members: members.length,
		...lastDeploy ? { lastDeploy } : {}
	};
}
function listTable(sets) {
	if (sets.length === 0) return "No ApplySet found";
	const rows = [[
		"NAMESPACE",
		"PARENT",
		"TOOLING",
		"MEMBERS",
		"KINDS",
		"NAMESPACES",
		"LAST DEPLOY"
	], ...sets.map((set) => [
		set.applyset.namespace || "-",
		`${set.ref}${set.idMatchesParent ? "" : " (ID label does not match)"}`,
		set.applyset.tooling,
		String(set.members),
		set.groupKinds.join(",") || "-",
		set.namespaces.join(",") || "-",
		set.lastDeploy ? `${set.lastDeploy.time} ${set.lastDeploy.result}` : "-"
	])];
	const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
	return rows.map((row) => row.map((cell, i) => i === row.length - 1 ? cell : cell.padEnd(widths[i])).join("  ")).join("\n");
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
async function runTooling(argv) {
	let cli;
	try {
		const parsed = parseToolingArgs(argv);
		if (parsed.help) return printOut(TOOLING_HELP[parsed.command].trimEnd()), 0;
		cli = parsed;
	} catch (error) {
		printErr(`error: ${describeError(error)}`);
		return 1;
	}
	try {
		const result = await run(cli);
		print(result, cli);
		return result.code;
	} catch (error) {
		if (cli.output === "json") printJson(JSON.stringify({
			schemaVersion: 1,
			command: cli.command,
			error: {
				message: error instanceof Error ? error.message : String(error),
				...error instanceof UserError && error.hint ? { hint: error.hint } : {}
			}
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
	return runOnSet(cli, await openSet({
		...target,
		applyset: target.applyset
	}));
}
function runOnSet(cli, set) {
	switch (cli.command) {
		case "view": return viewSet(set, { health: cli.health });
		default: return historyOf(set);
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
