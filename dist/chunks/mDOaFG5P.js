import { n as deleteObject, o as listObjects, r as getObject } from "./BCVsl5sy.js";
import { a as besideParent, n as writeToolSecret, t as SECRETS } from "./CtZmjmnJ.js";
import { x as TOOL_NAME } from "./CgmAXFqK.js";
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
async function readPlanRecord(client, parent) {
	try {
		const stored = await readPlanRecordSecret(client, parent);
		return stored?.ours ? stored.packed : void 0;
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
async function writePlanRecord(client, parent, parentUid, packed) {
	await writeToolSecret(client, {
		parent,
		parentUid,
		place: planRecordPlace(parent),
		labels: { [PLAN_RECORD_LABEL]: parent.id },
		data: { [RECORD_KEY]: packed.toString("base64") },
		fieldManager: FIELD_MANAGER
	});
}
export { readPlanRecordSecret as a, readPlanRecord as i, listPlanRecordSecrets as n, writePlanRecord as o, planRecordPlace as r, deletePlanRecord as t };
