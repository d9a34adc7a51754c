import { t as UserError } from "./BSV1T608.js";
import { t as BUILT_IN_PARENT_KINDS } from "./G6TDRtuw.js";
// src/applyset/parentRef.ts
const VERSION_PATTERN = /^v\d+((alpha|beta)\d+)?$/;
const NAME_PATTERN = /^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$/;
function parseParentRef(text) {
	return {
		text,
		candidates: candidatesOf(text)
	};
}
function candidatesOf(text) {
	const trimmed = text.trim();
	const slash = trimmed.lastIndexOf("/");
	const name = slash < 0 ? trimmed : trimmed.slice(slash + 1);
	const hint = "use NAME (a Secret), secrets/NAME, configmaps/NAME or RESOURCE[.VERSION].GROUP/NAME, as kubectl --applyset does";
	if (!NAME_PATTERN.test(name) || name.length > 253) throw new UserError(`the ApplySet parent "${text}" has no valid object name`, { hint });
	if (slash < 0) return [{
		resource: "secrets",
		version: void 0,
		group: "",
		name
	}];
	const parts = trimmed.slice(0, slash).split(".");
	if (parts.some((p) => p === "")) throw new UserError(`the ApplySet parent "${text}" is not of a known form`, { hint });
	const [resource, second, ...rest] = parts;
	if (second === void 0) return [{
		resource,
		version: void 0,
		group: "",
		name
	}];
	const candidates = [];
	if (VERSION_PATTERN.test(second) && rest.length > 0) candidates.push({
		resource,
		version: second,
		group: rest.join("."),
		name
	});
	candidates.push({
		resource,
		version: void 0,
		group: [second, ...rest].join("."),
		name
	});
	return candidates;
}
function builtInParentResource(ref) {
	const [only, ...others] = ref.candidates;
	if (!only || others.length > 0 || only.group !== "" || (only.version ?? "v1") !== "v1") return void 0;
	const info = BUILT_IN_PARENT_KINDS.find((kind) => kind.resource === only.resource);
	return info && {
		info,
		name: only.name
	};
}
function resolveParentResource(ref, discovery) {
	const builtIn = builtInParentResource(ref);
	if (builtIn) return builtIn;
	const { text, candidates } = ref;
	for (const c of candidates) {
		const info = discovery.forResource(c.resource, c.group, c.version);
		if (info) return {
			info,
			name: c.name
		};
	}
	const first = candidates[0];
	throw new UserError(`the ApplySet parent "${text}" names resource "${[first.resource, first.group].filter(Boolean).join(".")}", which the cluster does not serve`, { hint: "use a Secret (NAME or secrets/NAME), a ConfigMap (configmaps/NAME), or a custom resource whose CRD is installed and labelled applyset.kubernetes.io/is-parent-type" });
}
export { parseParentRef as n, resolveParentResource as r, builtInParentResource as t };
