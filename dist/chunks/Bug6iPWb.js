// src/kube/objectRef.ts
function formatGroupKind(gk) {
	return gk.group === "" ? gk.kind : `${gk.kind}.${gk.group}`;
}
function parseGroupKind(text) {
	const dot = text.indexOf(".");
	return dot < 0 ? {
		group: "",
		kind: text
	} : {
		group: text.slice(dot + 1),
		kind: text.slice(0, dot)
	};
}
function formatRef(ref) {
	const kind = ref.kind.toLowerCase();
	return ref.group === "" ? `${kind}/${ref.name}` : `${kind}.${ref.group}/${ref.name}`;
}
function describeRef(ref) {
	return ref.namespace === "" ? formatRef(ref) : `${formatRef(ref)} in namespace ${ref.namespace}`;
}
function refKey(ref) {
	return `${ref.group}/${ref.kind}/${ref.namespace}/${ref.name}`;
}
function groupVersion(ref) {
	return ref.group === "" ? ref.version : `${ref.group}/${ref.version}`;
}
function parseApiVersion(apiVersion) {
	const slash = apiVersion.indexOf("/");
	return slash < 0 ? {
		group: "",
		version: apiVersion
	} : {
		group: apiVersion.slice(0, slash),
		version: apiVersion.slice(slash + 1)
	};
}
export { parseApiVersion as a, groupVersion as i, formatGroupKind as n, parseGroupKind as o, formatRef as r, refKey as s, describeRef as t };
