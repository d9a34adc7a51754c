import { s as refKey } from "./Bug6iPWb.js";
// src/plan/dependsOn.ts
const DEPENDS_ON_ANNOTATION = "config.kubernetes.io/depends-on";
function parseDependsOn(value) {
	const refs = /* @__PURE__ */ new Map();
	const problems = [];
	for (const part of value.split(",")) {
		const text = part.trim();
		const fields = text.split("/");
		let ref;
		if (fields.length === 3) ref = {
			group: fields[0],
			namespace: "",
			kind: fields[1],
			name: fields[2]
		};
		else if (fields.length === 5 && fields[1] === "namespaces") ref = {
			group: fields[0],
			namespace: fields[2],
			kind: fields[3],
			name: fields[4]
		};
		if (!ref || ref.kind === "" || ref.name === "" || fields.length === 5 && ref.namespace === "") {
			problems.push(`"${text}" is not <group>/namespaces/<namespace>/<Kind>/<name> or <group>/<Kind>/<name>`);
			continue;
		}
		refs.set(refKey(ref), ref);
	}
	return {
		refs: [...refs.values()],
		problems
	};
}
function formatDependency(ref) {
	return ref.namespace === "" ? `${ref.group}/${ref.kind}/${ref.name}` : `${ref.group}/namespaces/${ref.namespace}/${ref.kind}/${ref.name}`;
}
export { formatDependency as n, parseDependsOn as r, DEPENDS_ON_ANNOTATION as t };
