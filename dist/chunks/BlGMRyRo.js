import "./C1I3wEg2.js";
import { i as readPlanRecord, o as writePlanRecord } from "./mDOaFG5P.js";
import { w as formatGroupKind } from "./CgmAXFqK.js";
import { n as describeRules } from "./D8fumXJr.js";
import { i as listCollection } from "./BCVsl5sy.js";
import { t as VERSION } from "./DcxLYZRE.js";
import { a as recordKey, i as packRecord, o as unpackRecord, r as manifestHash, s as writerOf, t as digest } from "./B_bysYuh.js";
// src/plan/planDependencies.ts
const ADMISSION_GROUP = "admissionregistration.k8s.io";
const ADMISSION_KINDS = [
	"MutatingWebhookConfiguration",
	"MutatingAdmissionPolicy",
	"MutatingAdmissionPolicyBinding",
	"ValidatingWebhookConfiguration",
	"ValidatingAdmissionPolicy",
	"ValidatingAdmissionPolicyBinding"
];
const CRD = {
	group: "apiextensions.k8s.io",
	kind: "CustomResourceDefinition"
};
async function readDependencies(client, discovery, options) {
	const [server, identity, admission, crds] = await Promise.all([
		client.request({
			method: "GET",
			path: "/version"
		}).then((response) => String(response.body.gitVersion)),
		whoAmI(client),
		Promise.all(ADMISSION_KINDS.map((kind) => generationsOfKind(client, discovery.forGroupKind({
			group: ADMISSION_GROUP,
			kind
		}), kind))),
		generationsOfKind(client, discovery.forGroupKind(CRD), CRD.kind)
	]);
	const generations = new Map(crds.slice(1).map((line) => [line.slice(0, line.indexOf(" ")), line]));
	const ignored = describeRules(options.ignoreDifferences ?? []).map((rule) => `ignore ${rule}`);
	const kinds = /* @__PURE__ */ new Map();
	const cluster = (force) => digest([
		`tool ${VERSION}`,
		`server ${server}`,
		`field-manager ${options.fieldManager}`,
		`force ${force}`,
		...ignored,
		...identity,
		...admission.flat()
	]);
	return {
		cluster: cluster(options.forceConflicts),
		accepted: options.forceConflicts ? [cluster(true), cluster(false)] : [cluster(false)],
		kind: (info) => {
			const groupKind = formatGroupKind(info);
			let known = kinds.get(groupKind);
			if (known === void 0) {
				known = digest([
					groupKind,
					...discovery.versionsOf(info),
					`crd ${generations.get(`${info.resource}.${info.group}`) ?? "none"}`
				]);
				kinds.set(groupKind, known);
			}
			return known;
		}
	};
}
async function whoAmI(client) {
	const { body } = await client.request({
		method: "POST",
		path: "/apis/authentication.k8s.io/v1/selfsubjectreviews",
		body: {
			apiVersion: "authentication.k8s.io/v1",
			kind: "SelfSubjectReview"
		}
	});
	const user = body.status?.userInfo;
	if (user?.username === void 0) throw new Error("the SelfSubjectReview named no user");
	return [
		`user ${user.username}`,
		`uid ${user.uid ?? ""}`,
		...[...user.groups ?? []].sort().map((group) => `group ${group}`)
	];
}
async function generationsOfKind(client, info, kind) {
	if (!info) return [`${kind} unserved`];
	const { items } = await listCollection(client, info, "", void 0, { metadataOnly: true });
	const lines = items.map(({ metadata }) => `${metadata.name ?? ""} ${metadata.uid ?? ""} ${typeof metadata["generation"] === "number" ? metadata["generation"] : `rv ${metadata.resourceVersion ?? ""}`}`).sort();
	return [`${kind}@${info.version}`, ...lines];
}
// src/plan/planCache.ts
var PlanCache = class PlanCache {
	skipped = 0;
	loaded;
	recordFound;
	parent;
	hashes = /* @__PURE__ */ new Map();
	unchangedMembers = /* @__PURE__ */ new Map();
	key;
	constructor(parent, loaded, recordFound, key) {
		this.parent = parent;
		this.loaded = loaded;
		this.recordFound = recordFound;
		this.key = key;
	}
	static open(client, discovery, parent, options, { early, writes = true } = {}) {
		const credentialKey = client.credentialKey;
		if (!credentialKey) return new PlanCache(parent, Promise.resolve(void 0), Promise.resolve(false));
		const key = recordKey(credentialKey, parent.id);
		const record = (early ?? readPlanRecord(client, parent)).then((packed) => packed && unpackRecord(packed, key));
		const dependencies = writes ? readDependencies(client, discovery, options) : record.then((read) => read && readDependencies(client, discovery, options));
		const loaded = Promise.all([record, dependencies]).then(([read, found]) => found ? {
			record: read,
			dependencies: found,
			key
		} : void 0, () => void 0);
		return new PlanCache(parent, loaded, record.then((read) => read !== void 0, () => false), writes ? key : void 0);
	}
	async known(member, liveResourceVersion) {
		const loaded = await this.loaded;
		const record = loaded?.record;
		if (!loaded || !record || liveResourceVersion === void 0 || !loaded.dependencies.accepted.includes(record.cluster)) return false;
		const entry = record.objects.get(member.key);
		return entry !== void 0 && entry.resourceVersion === liveResourceVersion && record.kinds.get(formatGroupKind(member.ref)) === loaded.dependencies.kind(member.info) && entry.hash === this.hashOf(member, loaded.key);
	}
	async usable() {
		if (!await this.recordFound) return false;
		const loaded = await this.loaded;
		return loaded?.record !== void 0 && loaded.dependencies.accepted.includes(loaded.record.cluster);
	}
	unchanged(member, resourceVersion) {
		if (resourceVersion === void 0) return;
		this.unchangedMembers.set(member.key, {
			member,
			resourceVersion
		});
		if (this.key) this.hashOf(member, this.key);
	}
	async save(client, parentUid) {
		const loaded = await this.loaded;
		if (!loaded || parentUid === void 0 || this.unchangedMembers.size === 0) return;
		const { dependencies, key } = loaded;
		const kinds = /* @__PURE__ */ new Map();
		const objects = /* @__PURE__ */ new Map();
		for (const { member, resourceVersion } of this.unchangedMembers.values()) {
			kinds.set(formatGroupKind(member.ref), dependencies.kind(member.info));
			objects.set(member.key, {
				hash: this.hashOf(member, key),
				resourceVersion
			});
		}
		const next = {
			writer: writerOf(key),
			cluster: dependencies.cluster,
			kinds,
			objects
		};
		if (loaded.record && sameRecord(loaded.record, next)) return;
		const packed = packRecord(next, key);
		if (!packed) return;
		await writePlanRecord(client, this.parent, parentUid, packed);
	}
	hashOf(member, key) {
		let hash = this.hashes.get(member.key);
		if (hash === void 0) {
			hash = manifestHash(key, member.object);
			this.hashes.set(member.key, hash);
		}
		return hash;
	}
};
function sameRecord(a, b) {
	if (a.cluster !== b.cluster || a.objects.size !== b.objects.size || a.kinds.size !== b.kinds.size) return false;
	for (const [kind, value] of b.kinds) if (a.kinds.get(kind) !== value) return false;
	for (const [ref, entry] of b.objects) {
		const other = a.objects.get(ref);
		if (other?.hash !== entry.hash || other.resourceVersion !== entry.resourceVersion) return false;
	}
	return true;
}
export { PlanCache };
