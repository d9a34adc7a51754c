import { n as deleteObject, o as listObjects, r as getObject } from "./B7K0mG_l.js";
import { i as writeToolSecret, n as SECRETS, r as writeToolConfigMap, s as besideParent, t as CONFIG_MAPS } from "./CZku-O7Q.js";
import { x as TOOL_NAME } from "./G6TDRtuw.js";
// src/applyset/planRecordSecret.ts
const RECORD_KEY = "record.json.gz";
const PLAN_RECORD_LABEL = "applyset-action.github.io/plan-record";
const FIELD_MANAGER = `${TOOL_NAME}-plan-record`;
function planRecordPlace(parent) {
	return besideParent(parent, "applyset-plan-record");
}
async function readPlanRecordSecret(client, parent) {
	const place = planRecordPlace(parent);
	const secret = await getObject(client, SECRETS, place.namespace, place.name);
	return secret ? storedRecord(secret, parent) : void 0;
}
async function listPlanRecordSecrets(client) {
	const secrets = await listObjects(client, SECRETS, "", PLAN_RECORD_LABEL, { metadataOnly: false });
	const byPlace = new Map(secrets.map((secret) => [`${secret.metadata.namespace ?? ""}/${secret.metadata.name ?? ""}`, secret]));
	return { storedFor: (parent) => {
		const place = planRecordPlace(parent);
		const secret = byPlace.get(`${place.namespace}/${place.name}`);
		return secret ? storedRecord(secret, parent) : void 0;
	} };
}
function storedRecord(secret, parent) {
	const data = secret.data?.[RECORD_KEY];
	return {
		uid: secret.metadata.uid ?? "",
		ours: secret.metadata.labels?.[PLAN_RECORD_LABEL] === parent.id,
		packed: typeof data === "string" ? Buffer.from(data, "base64") : void 0
	};
}
function recordToRead(client, { writes, trusted }) {
	if (!writes && trusted.length > 0) return "copy";
	return client.credentialKey ? "record" : void 0;
}
function readRecordOf(client, parent, which) {
	return which === "copy" ? readPlanRecordCopy(client, parent) : readPlanRecord(client, parent);
}
async function readPlanRecord(client, parent) {
	try {
		const stored = await readPlanRecordSecret(client, parent);
		return stored?.ours ? stored.packed : void 0;
	} catch {
		return;
	}
}
async function readPlanRecordCopy(client, parent) {
	const place = planRecordPlace(parent);
	try {
		const copy = await getObject(client, CONFIG_MAPS, place.namespace, place.name);
		const data = (copy?.["binaryData"])?.[RECORD_KEY];
		return copy?.metadata.labels?.["applyset-action.github.io/plan-record"] === parent.id && typeof data === "string" ? Buffer.from(data, "base64") : void 0;
	} catch {
		return;
	}
}
async function deletePlanRecord(client, parent, uid) {
	const place = planRecordPlace(parent);
	await deleteObject(client, SECRETS, {
		...place,
		uid
	}, {
		propagationPolicy: "Background",
		dryRun: false
	});
}
function writePlanRecord(client, parent, parentUid, packed) {
	return writeToolSecret(client, {
		parent,
		parentUid,
		place: planRecordPlace(parent),
		labels: { [PLAN_RECORD_LABEL]: parent.id },
		data: encoded(packed),
		fieldManager: FIELD_MANAGER
	});
}
function writePlanRecordCopy(client, parent, parentUid, packed, signer) {
	return writeToolConfigMap(client, {
		parent,
		parentUid,
		place: planRecordPlace(parent),
		labels: { [PLAN_RECORD_LABEL]: parent.id },
		annotations: { [SIGNED_BY_ANNOTATION]: signer },
		binaryData: encoded(packed),
		fieldManager: FIELD_MANAGER
	});
}
const SIGNED_BY_ANNOTATION = "applyset-action.github.io/plan-record-key";
function encoded(packed) {
	return { [RECORD_KEY]: packed.toString("base64") };
}
export { readPlanRecordSecret as a, writePlanRecord as c, readPlanRecordCopy as i, writePlanRecordCopy as l, listPlanRecordSecrets as n, readRecordOf as o, planRecordPlace as r, recordToRead as s, deletePlanRecord as t };
