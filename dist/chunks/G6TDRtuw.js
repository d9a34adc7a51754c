import { i as groupVersion, t as describeRef } from "./Bug6iPWb.js";
import { createHash } from "node:crypto";
// src/applyset/applySetId.ts
function applySetId(parent) {
	return `applyset-${createHash("sha256").update(`${parent.name}.${parent.namespace}.${parent.kind}.${parent.group}`).digest("base64url")}-v1`;
}
// src/applyset/applySetKeys.ts
const ID_LABEL = "applyset.kubernetes.io/id";
const PART_OF_LABEL = "applyset.kubernetes.io/part-of";
const TOOLING_ANNOTATION = "applyset.kubernetes.io/tooling";
const GROUP_KINDS_ANNOTATION = "applyset.kubernetes.io/contains-group-kinds";
const LEGACY_GROUP_RESOURCES_ANNOTATION = "applyset.kubernetes.io/contains-group-resources";
const NAMESPACES_ANNOTATION = "applyset.kubernetes.io/additional-namespaces";
const PARENT_TYPE_LABEL = "applyset.kubernetes.io/is-parent-type";
const PRUNE_OPT_OUT_ANNOTATION = "applyset-action.github.io/prune";
const PRUNE_OPT_OUT_VALUE = "disabled";
const TOOL_NAME = "applyset-action";
const ADOPTED_ANNOTATION = "applyset-action.github.io/adopted";
// src/applyset/applySet.ts
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
function applySetOf(info, namespace, name) {
	return Object.freeze({
		info,
		namespace,
		name,
		id: applySetId({
			group: info.group,
			kind: info.kind,
			namespace,
			name
		})
	});
}
function isBuiltInParentKind(info) {
	return BUILT_IN_PARENT_KINDS.some((builtIn) => builtIn.group === info.group && builtIn.kind === info.kind);
}
function parentRef(set) {
	return {
		group: set.info.group,
		version: set.info.version,
		kind: set.info.kind,
		namespace: set.namespace,
		name: set.name
	};
}
function isParent(set, ref) {
	return ref.group === set.info.group && ref.kind === set.info.kind && ref.namespace === set.namespace && ref.name === set.name;
}
function memberSelector(set) {
	return `${PART_OF_LABEL}=${set.id}`;
}
function applySetArgument(set) {
	return `${[set.info.resource, set.info.group].filter(Boolean).join(".")}/${set.name}`;
}
function describeApplySet(set) {
	return describeRef(parentRef(set));
}
function parentIdentity(set) {
	return {
		apiVersion: groupVersion(set.info),
		kind: set.info.kind,
		metadata: {
			name: set.name,
			...set.namespace === "" ? {} : { namespace: set.namespace }
		}
	};
}
function ownedByParent(set, uid) {
	return { ownerReferences: [{
		apiVersion: groupVersion(set.info),
		kind: set.info.kind,
		name: set.name,
		uid
	}] };
}
export { applySetId as S, PART_OF_LABEL as _, isBuiltInParentKind as a, TOOLING_ANNOTATION as b, ownedByParent as c, ADOPTED_ANNOTATION as d, GROUP_KINDS_ANNOTATION as f, PARENT_TYPE_LABEL as g, NAMESPACES_ANNOTATION as h, describeApplySet as i, parentIdentity as l, LEGACY_GROUP_RESOURCES_ANNOTATION as m, applySetArgument as n, isParent as o, ID_LABEL as p, applySetOf as r, memberSelector as s, BUILT_IN_PARENT_KINDS as t, parentRef as u, PRUNE_OPT_OUT_ANNOTATION as v, TOOL_NAME as x, PRUNE_OPT_OUT_VALUE as y };
