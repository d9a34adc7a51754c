import { s as isNotFound } from "./DYj8u9oW.js";
import { o as listObjects } from "./B7K0mG_l.js";
import { i as groupVersion, n as formatGroupKind } from "./Bug6iPWb.js";
import { s as memberSelector } from "./G6TDRtuw.js";
// src/applyset/members.ts
function memberLists(discovery, parent, scope, options = {}) {
	const kinds = /* @__PURE__ */ new Map();
	for (const info of options.fullKinds ?? []) kinds.set(formatGroupKind(info), {
		info,
		full: true
	});
	for (const gk of scope.groupKinds) {
		const name = formatGroupKind(gk);
		if (kinds.has(name)) continue;
		const info = discovery.forGroupKind(gk);
		if (info) kinds.set(name, {
			info,
			full: false
		});
		else options.warnings?.push(`the ApplySet records ${name}, which the cluster no longer serves (was its CustomResourceDefinition deleted?); its members are not looked for`);
	}
	const namespaces = new Set([parent.namespace, ...scope.namespaces].filter((ns) => ns !== ""));
	return [...kinds.values()].flatMap(({ info, full }) => (info.namespaced ? [...namespaces] : [""]).map((namespace) => ({
		info,
		namespace,
		full
	})));
}
function listedMembers(list, items) {
	const { info } = list;
	return items.map((item) => ({
		ref: {
			group: info.group,
			version: info.version,
			kind: info.kind,
			namespace: item.metadata.namespace ?? "",
			name: item.metadata.name ?? ""
		},
		info,
		object: {
			...item,
			apiVersion: groupVersion(info),
			kind: info.kind
		}
	}));
}
async function listMembers(cluster, parent, scope, options = {}) {
	const selector = memberSelector(parent);
	const send = options.send ?? ((list) => listObjects(cluster.client, list.info, list.namespace, selector, { metadataOnly: !list.full }));
	const lists = options.lists ?? memberLists(cluster.discovery, parent, scope, options);
	return (await Promise.all(lists.map((list) => send(list, selector).then((items) => listedMembers(list, items), (error) => goneKind(error, list, options.warnings))))).flat();
}
function goneKind(error, list, warnings) {
	if (!isNotFound(error)) throw error;
	warnings?.push(`${formatGroupKind(list.info)} is no longer served (was its CustomResourceDefinition deleted?); it has no members left`);
	return [];
}
export { listedMembers as n, memberLists as r, listMembers as t };
