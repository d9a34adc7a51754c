import { n as UserErrors, t as UserError } from "./BSV1T608.js";
import { t as ApiError } from "./DYj8u9oW.js";
import { o as listObjects, s as serverSideApply } from "./B7K0mG_l.js";
import { a as parseApiVersion, n as formatGroupKind, s as refKey, t as describeRef } from "./Bug6iPWb.js";
import { _ as PART_OF_LABEL, o as isParent, p as ID_LABEL, s as memberSelector } from "./G6TDRtuw.js";
import { t as handledLater } from "./DekhFQls.js";
import { a as keepOwnershipOnly, n as compactListed } from "./mEzEVDUx.js";
import { r as memberLists, t as listMembers } from "./DuOqsMyw.js";
import { n as isCrd, t as applyStage } from "./ugx_sP5A.js";
// src/plan/unreadableSecrets.ts
const RBAC_SECRETS_REFUSAL = /\bcannot [a-z]+ resource "secrets" in API group ""/;
function isSecret(ref) {
	return ref.group === "" && ref.kind === "Secret";
}
function isSecretsForbidden(error) {
	return error instanceof ApiError && error.status === 403 && RBAC_SECRETS_REFUSAL.test(error.message);
}
function uncomparedSecret(member, refusal) {
	return {
		action: "uncompared",
		ref: member.ref,
		info: member.info,
		member,
		reason: `this credential may not read Secrets, so the live one was not compared (Forbidden: ${refusal.message}); the deploy applies the manifest and compares it then`
	};
}
// src/plan/listLiveMembers.ts
async function listLiveMembers(requests, cluster, parent, recorded, members, warnings, unlisted) {
	const lists = planLists(cluster.discovery, parent, recorded, members, warnings);
	const send = (list, selector) => requests.take(list.info, list.namespace, selector, !list.full).catch((error) => {
		if (!unlisted || !isSecret(list.info) || !isSecretsForbidden(error)) throw error;
		unlisted.push({
			kind: list.info.kind,
			group: list.info.group,
			namespace: list.namespace,
			message: error.message
		});
		return [];
	});
	const found = await listMembers(cluster, parent, recorded, {
		lists,
		send
	});
	return new Map(found.map((member) => [refKey(member.ref), member]));
}
function startListing(requests, discovery, parent, recorded, members) {
	const selector = memberSelector(parent);
	for (const { info, namespace } of planLists(discovery, parent, recorded, members, [])) requests.list(info, namespace, selector, false);
}
function planLists(discovery, parent, recorded, members, warnings) {
	const fullKinds = members.filter((m) => m.definedByCrd === void 0).map((m) => m.info);
	const scope = {
		groupKinds: recorded.groupKinds,
		namespaces: [...recorded.namespaces, ...members.map((m) => m.ref.namespace)]
	};
	return memberLists(discovery, parent, scope, {
		fullKinds,
		warnings
	});
}
// src/plan/planRequests.ts
const KEEP_PARSED = 5e3;
const listKey = (info, namespace) => `${formatGroupKind(info)}/${namespace}`;
const EARLY_WINDOW = 2e3;
var PlanRequests = class {
	cluster;
	cache;
	lists = /* @__PURE__ */ new Map();
	dryRuns = /* @__PURE__ */ new Map();
	queued = /* @__PURE__ */ new Map();
	holding = /* @__PURE__ */ new Set();
	dryRunSent = /* @__PURE__ */ new Set();
	knownUnchanged = /* @__PURE__ */ new Map();
	warnings = /* @__PURE__ */ new Map();
	listed = 0;
	keepManagedFields;
	constructor(cluster, cache, options = {}) {
		this.cluster = cluster;
		this.cache = cache;
		this.keepManagedFields = (options.ignoreDifferences?.length ?? 0) > 0;
	}
	list(info, namespace, selector, metadataOnly) {
		const started = this.lists.get(listKey(info, namespace));
		if (!started || !metadataOnly && started.metadataOnly) this.sendList(info, namespace, selector, metadataOnly, true);
	}
	take(info, namespace, selector, metadataOnly) {
		const started = this.lists.get(listKey(info, namespace));
		const items = started?.items;
		if (!items || !metadataOnly && started.metadataOnly) return this.sendList(info, namespace, selector, metadataOnly, false);
		delete started.items;
		return items;
	}
	sendList(info, namespace, selector, metadataOnly, keep) {
		const compact = !isSecret(info);
		const eachItem = this.keepManagedFields ? {} : { eachItem: (item) => {
			keepOwnershipOnly(item);
			return compact && ++this.listed > KEEP_PARSED ? compactListed(item) : item;
		} };
		const items = handledLater(listObjects(this.cluster.client.ahead(), info, namespace, selector, {
			metadataOnly,
			...eachItem
		}));
		const versions = this.cache && handledLater(items.then((listed) => new Map(listed.map((item) => [item.metadata.name ?? "", item.metadata.resourceVersion]))));
		this.lists.set(listKey(info, namespace), {
			metadataOnly,
			...versions ? { versions } : {},
			...keep ? { items } : {}
		});
		return items;
	}
	unchangedByRecord(member) {
		let known = this.knownUnchanged.get(member.key);
		if (known) return known;
		const { cache } = this;
		const versions = this.lists.get(listKey(member.info, member.ref.namespace))?.versions;
		known = !cache || !versions ? Promise.resolve(false) : cache.usable().then((usable) => usable && versions.then((listed) => cache.known(member, listed.get(member.ref.name)))).catch(() => false);
		this.knownUnchanged.set(member.key, known);
		return known;
	}
	dryRunEarly(member, options) {
		if (this.dryRunSent.has(member.key) || this.dryRuns.has(member.key) || this.queued.has(member.key)) return;
		this.queued.set(member.key, {
			member,
			options
		});
		this.startQueued();
	}
	startQueued() {
		for (const [key, { member, options }] of this.queued) {
			if (this.holding.size >= EARLY_WINDOW) return;
			this.queued.delete(key);
			this.holding.add(key);
			const answer = handledLater(this.unchangedByRecord(member).then((known) => {
				if (!known) return this.send(member, options);
				this.taken(key);
			}));
			this.dryRuns.set(key, answer);
		}
	}
	taken(key) {
		if (this.holding.delete(key)) this.startQueued();
	}
	async dryRun(member, options) {
		this.queued.delete(member.key);
		const early = this.dryRuns.get(member.key);
		if (!early) return this.send(member, options);
		this.dryRuns.delete(member.key);
		this.taken(member.key);
		return await early ?? this.send(member, options);
	}
	warningsOf(member) {
		return this.warnings.get(member.key);
	}
	send(member, options) {
		const first = this.dryRunSent.has(member.key) || applyStage(member.ref) === 0;
		this.dryRunSent.add(member.key);
		const client = first ? this.cluster.client.ahead() : this.cluster.client;
		this.warnings.delete(member.key);
		const warned = (warnings) => this.warnings.set(member.key, warnings);
		return serverSideApply(client, member.info, member.object, {
			fieldManager: options.fieldManager,
			force: options.forceConflicts,
			dryRun: true,
			warned
		});
	}
};
// src/plan/prepareMembers.ts
function prepareMembers(manifests, discovery, parent, defaultNamespace, early) {
	const errors = [];
	const crds = crdDefinitions(manifests);
	const members = [];
	const seen = /* @__PURE__ */ new Map();
	for (const manifest of manifests) {
		const { object, source } = manifest;
		const { group, version } = parseApiVersion(object.apiVersion);
		const kind = object.kind;
		const name = object.metadata.name ?? "";
		if (object.metadata.labels?.["applyset.kubernetes.io/part-of"] !== void 0) {
			errors.push(new UserError(`${kind} ${name} already carries the ${PART_OF_LABEL} label`, {
				source,
				hint: "remove the label from the manifest; membership is written by the tool, and a copied label would move the object between sets"
			}));
			continue;
		}
		if (object.metadata.labels?.["applyset.kubernetes.io/id"] !== void 0) {
			errors.push(new UserError(`${kind} ${name} carries the ${ID_LABEL} label: it is the parent of an ApplySet, and a parent cannot be a member`, {
				source,
				hint: "remove it from the manifests; the parent is written by the tool, and as a member it would be pruned with the record of its set"
			}));
			continue;
		}
		let info = discovery.forKind(group, version, kind);
		let definedByCrd;
		if (!info) {
			const crd = crds.get(formatGroupKind({
				group,
				kind
			}));
			if (crd?.versions.includes(version)) {
				info = {
					group,
					version,
					kind,
					resource: crd.plural,
					namespaced: crd.namespaced
				};
				definedByCrd = crd.key;
			} else {
				const served = discovery.versionsOf({
					group,
					kind
				});
				errors.push(new UserError(`the cluster does not serve ${kind} in ${object.apiVersion}`, {
					source,
					hint: served.length > 0 ? `served versions of ${formatGroupKind({
						group,
						kind
					})}: ${served.join(", ")}; change apiVersion` : "check apiVersion and kind for typos, or add the CustomResourceDefinition that defines this kind to the manifests or install it first"
				}));
				continue;
			}
		}
		let namespace = "";
		if (info.namespaced) {
			namespace = object.metadata.namespace || parent.namespace || defaultNamespace || "";
			if (namespace === "") {
				errors.push(new UserError(`${kind} ${name} is namespaced but has no namespace, and the ApplySet parent is cluster-scoped`, {
					source,
					hint: "set metadata.namespace in the manifest, or give a default namespace (the namespace input or --namespace)"
				}));
				continue;
			}
		}
		const ref = {
			group,
			version,
			kind,
			namespace,
			name
		};
		if (isParent(parent, ref)) {
			errors.push(new UserError(`${describeRef(ref)} is the ApplySet's own parent, which cannot be a member of its set`, {
				source,
				hint: "remove it from the manifests: the tool writes the parent, and as a member a later run would prune it with the record of the set"
			}));
			continue;
		}
		const key = refKey(ref);
		const duplicate = seen.get(key);
		if (duplicate) {
			errors.push(new UserError(`${describeRef(ref)} is defined twice (also at ${duplicate.source.file}:${duplicate.source.line})`, {
				source,
				hint: "keep one definition; the second would silently replace the first"
			}));
			continue;
		}
		const before = early?.(manifest);
		const member = before?.key === key && before.definedByCrd === definedByCrd && before.info === info ? before : {
			ref,
			key,
			info,
			definedByCrd,
			object: withMembership(object, namespace, info.namespaced, parent.id),
			source
		};
		seen.set(key, member);
		members.push(member);
	}
	if (errors.length > 0) throw new UserErrors(errors);
	return members;
}
function withMembership(object, namespace, namespaced, id) {
	return {
		...object,
		metadata: {
			...object.metadata,
			...namespaced ? { namespace } : {},
			labels: {
				...object.metadata.labels,
				[PART_OF_LABEL]: id
			}
		}
	};
}
function crdDefinitions(manifests) {
	const result = /* @__PURE__ */ new Map();
	for (const { object } of manifests) {
		const { group } = parseApiVersion(object.apiVersion);
		if (!isCrd({
			group,
			kind: object.kind
		})) continue;
		const spec = object.spec;
		if (!spec?.group || !spec.names?.kind || !spec.names.plural) continue;
		result.set(formatGroupKind({
			group: spec.group,
			kind: spec.names.kind
		}), {
			key: refKey({
				group,
				kind: object.kind,
				namespace: "",
				name: object.metadata.name ?? ""
			}),
			group: spec.group,
			kind: spec.names.kind,
			plural: spec.names.plural,
			namespaced: spec.scope !== "Cluster",
			versions: (spec.versions ?? []).filter((v) => v.served !== false && v.name).map((v) => v.name)
		});
	}
	return result;
}
export { isSecret as a, startListing as i, PlanRequests as n, isSecretsForbidden as o, listLiveMembers as r, uncomparedSecret as s, prepareMembers as t };
