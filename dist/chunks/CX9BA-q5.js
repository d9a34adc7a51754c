import "./C1I3wEg2.js";
import { c as writePlanRecord, i as readPlanRecordCopy, l as writePlanRecordCopy, o as readRecordOf, s as recordToRead } from "./linoAU1s.js";
import { n as formatGroupKind } from "./Bug6iPWb.js";
import { n as describeRules } from "./D8fumXJr.js";
import { i as listCollection } from "./B7K0mG_l.js";
import { t as VERSION } from "./DcxLYZRE.js";
import { a as packSealed, c as unpackRecord, i as packRecord, l as writerOf, o as parseRecord, r as manifestHash, s as recordKey, t as digest } from "./2oEI0o55.js";
import { t as parsePublicKey } from "./C1XAWTdH.js";
import { createHash, createPrivateKey, createPublicKey, hkdfSync, sign, verify } from "node:crypto";
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
async function readDependencies(client, discovery, options, { identity: withIdentity = true } = {}) {
	const [server, identity, admission, crds] = await Promise.all([
		client.request({
			method: "GET",
			path: "/version"
		}).then((response) => String(response.body.gitVersion)),
		withIdentity ? whoAmI(client) : [],
		Promise.all(ADMISSION_KINDS.map((kind) => generationsOfKind(client, discovery.forGroupKind({
			group: ADMISSION_GROUP,
			kind
		}), kind))),
		generationsOfKind(client, discovery.forGroupKind(CRD), CRD.kind)
	]);
	const generations = new Map(crds.slice(1).map((line) => [line.slice(0, line.indexOf(" ")), line]));
	const ignored = describeRules(options.ignoreDifferences ?? []).map((rule) => `ignore ${rule}`);
	const kinds = /* @__PURE__ */ new Map();
	const cluster = (force, who = identity) => digest([
		`tool ${VERSION}`,
		`server ${server}`,
		`field-manager ${options.fieldManager}`,
		`force ${force}`,
		...ignored,
		...who,
		...admission.flat()
	]);
	const forces = options.forceConflicts ? [true, false] : [false];
	return {
		cluster: cluster(options.forceConflicts),
		accepted: forces.map((force) => cluster(force)),
		anyIdentity: {
			cluster: cluster(options.forceConflicts, []),
			accepted: forces.map((force) => cluster(force, []))
		},
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
// src/plan/signedRecord.ts
const ED25519_PKCS8_PREFIX = Buffer.from("302e020100300506032b657004220420", "hex");
function signingKey(credentialKey) {
	const seed = Buffer.from(hkdfSync("sha256", credentialKey, "", "applyset-action plan record signature", 32));
	return createPrivateKey({
		key: Buffer.concat([ED25519_PKCS8_PREFIX, seed]),
		format: "der",
		type: "pkcs8"
	});
}
function publicKeyText(key) {
	const { x } = (key.type === "private" ? createPublicKey(key) : key).export({ format: "jwk" });
	return String(x);
}
function inPublicCopy(ref) {
	return !(ref.group === "" && ref.kind === "Secret");
}
function publicHash(object) {
	return createHash("sha256").update(JSON.stringify(object)).digest("base64url");
}
function signed(applySetId, text) {
	return Buffer.from(`applyset-action plan record of ${applySetId}\n${text}`);
}
function packSigned(record, applySetId, key) {
	return packSealed(record, (text) => sign(null, signed(applySetId, text), key).toString("base64url"));
}
function unpackSigned(packed, applySetId, trusted) {
	const read = parseRecord(packed);
	if (read === "unreadable") return void 0;
	const signer = trusted.find((key) => publicKeyText(key) === read.record.writer);
	return signer && verify(null, signed(applySetId, read.text), signer, Buffer.from(read.seal, "base64url")) ? read.record : void 0;
}
// src/plan/planCache.ts
var PlanCache = class PlanCache {
	skipped = 0;
	loaded;
	recordFound;
	parent;
	reading;
	copyRead;
	hashes = /* @__PURE__ */ new Map();
	publicHashes = /* @__PURE__ */ new Map();
	unchangedMembers = /* @__PURE__ */ new Map();
	writing;
	constructor(parent, loaded, recordFound, { reading, writing, copyRead = Promise.resolve(void 0) } = {}) {
		this.parent = parent;
		this.loaded = loaded;
		this.recordFound = recordFound;
		this.reading = reading;
		this.writing = writing;
		this.copyRead = copyRead;
	}
	static open(client, discovery, parent, options, { early, writes = true, trusted = [], signsCopy = false } = {}) {
		const which = recordToRead(client, {
			writes,
			trusted
		});
		if (!which) return new PlanCache(parent, Promise.resolve(void 0), Promise.resolve(false));
		const reading = which === "copy" ? {
			copy: true,
			trusted: trusted.flatMap((text) => parsePublicKey(text) ?? [])
		} : {
			copy: false,
			key: recordKey(client.credentialKey, parent.id)
		};
		const record = (early ?? readRecordOf(client, parent, which)).then((packed) => !packed ? void 0 : reading.copy ? unpackSigned(packed, parent.id, reading.trusted) : unpackRecord(packed, reading.key));
		const read = () => readDependencies(client, discovery, options, { identity: !reading.copy });
		const dependencies = writes ? read() : record.then((found) => found && read());
		const loaded = Promise.all([record, dependencies]).then(([found, dependencies]) => dependencies ? {
			record: found,
			dependencies,
			accepted: reading.copy ? dependencies.anyIdentity.accepted : dependencies.accepted
		} : void 0, () => void 0);
		let writing;
		let copyRead;
		if (writes && !reading.copy) {
			const signing = signsCopy ? signingKey(client.credentialKey) : void 0;
			writing = {
				key: reading.key,
				signing
			};
			if (signing) copyRead = readPlanRecordCopy(client, parent).then((packed) => packed && unpackSigned(packed, parent.id, [signing]));
		}
		return new PlanCache(parent, loaded, record.then((found) => found !== void 0, () => false), {
			reading,
			...writing ? { writing } : {},
			...copyRead ? { copyRead } : {}
		});
	}
	async known(member, liveResourceVersion) {
		const loaded = await this.loaded;
		const record = loaded?.record;
		if (!loaded || !record || liveResourceVersion === void 0 || !loaded.accepted.includes(record.cluster)) return false;
		const entry = record.objects.get(member.key);
		return entry !== void 0 && entry.resourceVersion === liveResourceVersion && record.kinds.get(formatGroupKind(member.ref)) === loaded.dependencies.kind(member.info) && entry.hash === (this.reading?.copy ? this.publicHashOf(member) : this.hashOf(member));
	}
	async usable() {
		if (!await this.recordFound) return false;
		const loaded = await this.loaded;
		return loaded?.record !== void 0 && loaded.accepted.includes(loaded.record.cluster);
	}
	unchanged(member, resourceVersion) {
		if (resourceVersion === void 0) return;
		this.unchangedMembers.set(member.key, {
			member,
			resourceVersion
		});
		if (this.writing) {
			this.hashOf(member);
			if (this.writing.signing && inPublicCopy(member.ref)) this.publicHashOf(member);
		}
	}
	async save(client, parentUid) {
		const loaded = await this.loaded;
		const writing = this.writing;
		if (!loaded || !writing || parentUid === void 0 || this.unchangedMembers.size === 0) return void 0;
		const { dependencies } = loaded;
		const next = {
			writer: writerOf(writing.key),
			cluster: dependencies.cluster,
			...this.verdicts(dependencies)
		};
		const packed = loaded.record && sameRecord(loaded.record, next) ? void 0 : packRecord(next, writing.key);
		const writeCopy = async (signing) => {
			const copy = await this.copyOf(dependencies, signing);
			if (!copy) return void 0;
			await writePlanRecordCopy(client, this.parent, parentUid, copy.packed, copy.signer);
			return { signer: copy.signer };
		};
		const [copyWritten] = await Promise.all([writing.signing && writeCopy(writing.signing).catch((error) => ({ error })), packed && writePlanRecord(client, this.parent, parentUid, packed)]);
		return copyWritten;
	}
	async copyOf(dependencies, signing) {
		const signer = publicKeyText(signing);
		const copy = {
			writer: signer,
			cluster: dependencies.anyIdentity.cluster,
			...this.verdicts(dependencies, (member) => inPublicCopy(member.ref))
		};
		const stored = await this.copyRead;
		if (copy.objects.size === 0 || stored && sameRecord(stored, copy)) return void 0;
		const packed = packSigned(copy, this.parent.id, signing);
		return packed && {
			packed,
			signer
		};
	}
	verdicts(dependencies, which) {
		const kinds = /* @__PURE__ */ new Map();
		const objects = /* @__PURE__ */ new Map();
		for (const { member, resourceVersion } of this.unchangedMembers.values()) {
			if (which && !which(member)) continue;
			kinds.set(formatGroupKind(member.ref), dependencies.kind(member.info));
			objects.set(member.key, {
				hash: which ? this.publicHashOf(member) : this.hashOf(member),
				resourceVersion
			});
		}
		return {
			kinds,
			objects
		};
	}
	hashOf(member) {
		const reading = this.reading;
		if (!reading || reading.copy) throw new Error("a run reading the public copy holds no record key");
		return cached(this.hashes, member, (object) => manifestHash(reading.key, object));
	}
	publicHashOf(member) {
		return cached(this.publicHashes, member, publicHash);
	}
};
function cached(hashes, member, hash) {
	let known = hashes.get(member.key);
	if (known === void 0) {
		known = hash(member.object);
		hashes.set(member.key, known);
	}
	return known;
}
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
