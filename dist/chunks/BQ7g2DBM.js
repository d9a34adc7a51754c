import { i as isConflict, s as isNotFound } from "./DYj8u9oW.js";
import { r as getObject, s as serverSideApply, t as createObject } from "./B7K0mG_l.js";
import { n as formatGroupKind } from "./Bug6iPWb.js";
import { x as TOOL_NAME } from "./G6TDRtuw.js";
import { r as memberLists, t as listMembers } from "./DuOqsMyw.js";
import { a as recordedScope, i as parentPatch, n as historyText, r as isEmptyScope, s as unionScope, t as differenceScope } from "./anVl79Ue.js";
import { t as toolingOf } from "./F5rVNDrH.js";
// src/applyset/parentScopeInUse.ts
async function scopeInUse(cluster, parent, recorded, dropping) {
	const droppedKinds = new Set(dropping.groupKinds.map(formatGroupKind));
	const droppedNamespaces = new Set(dropping.namespaces);
	const nothing = {
		groupKinds: [],
		namespaces: []
	};
	if (droppedKinds.size === 0 && droppedNamespaces.size === 0) return nothing;
	const lists = memberLists(cluster.discovery, parent, recorded).filter(({ info, namespace }) => droppedKinds.has(formatGroupKind(info)) || droppedNamespaces.has(namespace));
	return (await listMembers(cluster, parent, recorded, { lists })).filter((member) => !member.object.metadata.deletionTimestamp).map(({ ref }) => ({
		groupKinds: droppedKinds.has(formatGroupKind(ref)) ? [{
			group: ref.group,
			kind: ref.kind
		}] : [],
		namespaces: droppedNamespaces.has(ref.namespace) ? [ref.namespace] : []
	})).reduce(unionScope, nothing);
}
// src/applyset/parentWrites.ts
const PARENT_FIELD_MANAGER = `${TOOL_NAME}-applyset`;
const MAX_CONFLICTS = 10;
const EMPTY_SCOPE = {
	groupKinds: [],
	namespaces: []
};
const unchanged = (text) => text;
async function widenParent(client, reading, scope, tooling) {
	const first = {
		recorded: reading.recorded,
		resourceVersion: reading.resourceVersion,
		ours: Boolean(reading.live && !reading.adoptedFrom),
		history: historyText(reading.live)
	};
	return widenFrom(client, reading.parent, first, scope, tooling, unchanged, reading.recorded);
}
async function recordOnParent(client, parent, tooling, history) {
	const live = await rereadParent(client, parent);
	if (live.resourceVersion === void 0) return false;
	await widenFrom(client, parent, live, EMPTY_SCOPE, tooling, history, EMPTY_SCOPE);
	return true;
}
async function widenFrom(client, parent, first, scope, tooling, history, alsoRecorded) {
	let seen = first;
	for (let conflicts = 0;; conflicts++) {
		const widened = unionScope(seen.recorded, scope);
		const text = history(seen.history);
		if (seen.ours && sameScope(seen.recorded, widened, parent.namespace) && text === seen.history) return seen;
		const written = await writeParent(client, parent, widened, tooling, text, seen.resourceVersion, conflicts >= MAX_CONFLICTS);
		if (written) return written;
		const live = await rereadParent(client, parent);
		seen = {
			...live,
			recorded: unionScope(alsoRecorded, live.recorded)
		};
	}
}
async function narrowParent(cluster, parent, scope, tooling, onWarning, history = unchanged) {
	for (let conflicts = 0;; conflicts++) {
		const live = await rereadParent(cluster.client, parent);
		const kept = await scopeInUse(cluster, parent, live.recorded, differenceScope(live.recorded, scope));
		const target = unionScope(scope, kept);
		const text = history(live.history);
		if (live.ours && sameScope(live.recorded, target, parent.namespace) && text === live.history) return target;
		if (!isEmptyScope(kept)) onWarning(`the ApplySet parent keeps recording ${[...kept.groupKinds.map(formatGroupKind), ...kept.namespaces.map((ns) => `namespace ${ns}`)].join(", ")}: members of the set live there that this run did not apply (another run of this ApplySet at the same time?); the next run prunes them if they left the manifests`);
		if (await writeParent(cluster.client, parent, target, tooling, text, live.resourceVersion, conflicts >= MAX_CONFLICTS)) return target;
	}
}
function nothingToNarrow(reading, scope) {
	return reading.live !== void 0 && reading.adoptedFrom === void 0 && sameScope(reading.recorded, scope, reading.parent.namespace);
}
function sameScope(a, b, parentNamespace) {
	const gks = (s) => [...new Set(s.groupKinds.map(formatGroupKind))].sort().join(",");
	const nss = (s) => [...new Set(s.namespaces)].filter((n) => n !== parentNamespace).sort().join(",");
	return gks(a) === gks(b) && nss(a) === nss(b);
}
async function rereadParent(client, parent) {
	const live = await getObject(client, parent.info, parent.namespace, parent.name);
	return {
		recorded: recordedScope(live, []),
		resourceVersion: live?.metadata.resourceVersion,
		ours: toolingOf(live?.metadata.annotations).tooling === "ours",
		history: historyText(live)
	};
}
async function writeParent(client, parent, scope, tooling, history, resourceVersion, lastTry) {
	const patch = parentPatch(parent, tooling, scope, history);
	const written = (object) => ({
		recorded: scope,
		resourceVersion: object.metadata.resourceVersion,
		ours: true,
		history
	});
	try {
		if (resourceVersion === void 0) return written(await createObject(client, parent.info, patch, PARENT_FIELD_MANAGER));
		const body = {
			...patch,
			metadata: {
				...patch.metadata,
				resourceVersion
			}
		};
		const options = {
			fieldManager: PARENT_FIELD_MANAGER,
			force: false,
			dryRun: false
		};
		try {
			return written(await serverSideApply(client, parent.info, body, options));
		} catch (error) {
			if (!isFieldManagerConflict(error)) throw error;
			return written(await serverSideApply(client, parent.info, body, {
				...options,
				force: true
			}));
		}
	} catch (error) {
		if (lastTry || !(isConflict(error) || isNotFound(error))) throw error;
		return;
	}
}
function isFieldManagerConflict(error) {
	return isConflict(error) && error.causes.length > 0;
}
export { widenParent as i, nothingToNarrow as n, recordOnParent as r, narrowParent as t };
