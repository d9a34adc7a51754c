import { t as UserError } from "./BSV1T608.js";
import { c as CRD_RESOURCE, r as getObject } from "./B7K0mG_l.js";
import { o as parseGroupKind } from "./Bug6iPWb.js";
import { a as isBuiltInParentKind, b as TOOLING_ANNOTATION, g as PARENT_TYPE_LABEL, i as describeApplySet, m as LEGACY_GROUP_RESOURCES_ANNOTATION, p as ID_LABEL, r as applySetOf, x as TOOL_NAME } from "./G6TDRtuw.js";
import { r as resolveParentResource, t as builtInParentResource } from "./B9QzLz5r.js";
import { a as recordedScope, o as splitList } from "./anVl79Ue.js";
import { t as toolingOf } from "./F5rVNDrH.js";
// src/applyset/readParent.ts
async function readParent(cluster, parent, options, read) {
	const { client, discovery } = cluster;
	const { info, namespace, name } = parent;
	const builtIn = isBuiltInParentKind(info);
	if (!builtIn) await requireParentType(client, info.resource, info.group, info.kind);
	const live = await (read ?? getObject(client, info, namespace, name));
	if (!live) {
		if (!builtIn) throw new UserError(`the ApplySet parent ${describeApplySet(parent)} does not exist`, { hint: "a custom-resource parent must exist before the first apply: create it, or use a Secret or ConfigMap parent, which is created for you" });
		return {
			parent,
			live,
			recorded: {
				groupKinds: [],
				namespaces: []
			},
			adoptedFrom: void 0,
			resourceVersion: void 0,
			warnings: []
		};
	}
	const resourceVersion = live.metadata.resourceVersion;
	const labels = live.metadata.labels ?? {};
	const annotations = live.metadata.annotations ?? {};
	if (labels["applyset.kubernetes.io/id"] === void 0 && !builtIn && annotations["applyset.kubernetes.io/tooling"] === void 0) return {
		parent,
		live: void 0,
		recorded: {
			groupKinds: [],
			namespaces: []
		},
		adoptedFrom: void 0,
		resourceVersion,
		warnings: []
	};
	if (labels["applyset.kubernetes.io/id"] === void 0) throw new UserError(`${describeApplySet(parent)} exists but is not an ApplySet parent (it has no ${ID_LABEL} label)`, { hint: "choose another name for the ApplySet parent; this object belongs to something else and will not be changed" });
	if (labels["applyset.kubernetes.io/id"] !== parent.id) throw new UserError(`${describeApplySet(parent)} has ${ID_LABEL}=${labels[ID_LABEL]}, but its identity gives ${parent.id}`, { hint: "the label was copied or edited by hand; fix or remove the parent object, then run again" });
	const { tooling, text: toolingText } = toolingOf(annotations);
	let adoptedFrom;
	if (tooling !== "ours") {
		const owner = toolingText === void 0 ? `a tool that did not record itself (no ${TOOLING_ANNOTATION} annotation)` : toolingText;
		if (!options.adopt) throw new UserError(`the ApplySet ${describeApplySet(parent)} is managed by ${owner}`, { hint: `${TOOL_NAME} does not change a set that another tool manages; to take it over, run again with --adopt (adopt: true), after checking the preview` });
		adoptedFrom = toolingText ?? "unknown tooling";
	}
	const warnings = [];
	const legacy = [];
	for (const entry of splitList(annotations[LEGACY_GROUP_RESOURCES_ANNOTATION])) {
		const gr = parseGroupKind(entry);
		const served = discovery.forResource(gr.kind, gr.group);
		if (served) legacy.push({
			group: served.group,
			kind: served.kind
		});
		else warnings.push(`the parent records resource ${entry}, which the cluster no longer serves; its members cannot be listed`);
	}
	return {
		parent,
		live,
		recorded: recordedScope(live, legacy),
		adoptedFrom,
		resourceVersion,
		warnings
	};
}
function resolveParent(cluster, options) {
	const { applyset } = options;
	return "id" in applyset ? applyset : identityOf(resolveParentResource(applyset, cluster.discovery), options);
}
function parentBeforeDiscovery(options) {
	const { applyset } = options;
	if ("id" in applyset) return applyset;
	const resource = builtInParentResource(applyset);
	return resource && identityOf(resource, options);
}
function identityOf({ info, name }, options) {
	if (info.namespaced && !options.namespace) throw new UserError(`the ApplySet parent ${info.kind} ${name} is namespaced, and no namespace was given`, { hint: "give the namespace (the namespace input or --namespace) the parent lives in" });
	return applySetOf(info, info.namespaced ? options.namespace : "", name);
}
async function requireParentType(client, resource, group, kind) {
	if ((group === "" ? void 0 : await getObject(client, CRD_RESOURCE, "", `${resource}.${group}`))?.metadata.labels?.["applyset.kubernetes.io/is-parent-type"] === void 0) throw new UserError(`${kind}${group ? `.${group}` : ""} cannot be an ApplySet parent`, { hint: `use a Secret or ConfigMap, or a custom resource whose CustomResourceDefinition carries the ${PARENT_TYPE_LABEL} label` });
}
export { readParent as n, resolveParent as r, parentBeforeDiscovery as t };
