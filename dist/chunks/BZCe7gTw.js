import { t as isRecord } from "./BZb2VPEQ.js";
import { s as serverSideApply } from "./B7K0mG_l.js";
import { _ as PART_OF_LABEL } from "./G6TDRtuw.js";
import { r as patchListed } from "./DB4wnY6h.js";
// src/applyset/fieldHandover.ts
const LAST_APPLIED = "kubectl.kubernetes.io/last-applied-configuration";
const CLIENT_SIDE_APPLY_MANAGER = "kubectl-client-side-apply";
const isEntry = (entry) => isRecord(entry);
const entriesOf = (object) => Array.isArray(object.metadata["managedFields"]) ? object.metadata["managedFields"].filter(isEntry) : [];
const isOwnEntry = (entry, manager, operation) => entry.manager === manager && entry.operation === operation && !entry.subresource;
async function handOverFields(client, info, object, id, fieldManager) {
	const applied = parseObject(object.metadata.annotations?.[LAST_APPLIED]);
	const metadata = isRecord(applied?.["metadata"]) ? applied["metadata"] : void 0;
	if (!applied || !metadata) return false;
	const { annotations, labels, ...identity } = metadata;
	const kept = isRecord(annotations) && Object.keys(annotations).some((key) => key !== "kubectl.kubernetes.io/last-applied-configuration") ? { annotations } : {};
	const configuration = {
		...applied,
		apiVersion: info.group ? `${info.group}/${info.version}` : info.version,
		kind: info.kind,
		metadata: {
			...identity,
			...kept,
			name: object.metadata.name,
			...info.namespaced ? { namespace: object.metadata.namespace } : {},
			labels: {
				...isRecord(labels) ? labels : {},
				[PART_OF_LABEL]: id
			}
		}
	};
	const dryRun = await serverSideApply(client, info, configuration, {
		fieldManager,
		force: true,
		dryRun: true
	});
	const owned = entriesOf(dryRun).find((entry) => isOwnEntry(entry, fieldManager, "Apply"));
	const { uid, resourceVersion } = object.metadata;
	if (!owned || !uid || !resourceVersion) return false;
	const others = entriesOf(object).filter((entry) => !isOwnEntry(entry, CLIENT_SIDE_APPLY_MANAGER, "Update") && !isOwnEntry(entry, fieldManager, "Apply") && !isOwnEntry(entry, fieldManager, "Update"));
	const target = {
		namespace: object.metadata.namespace ?? "",
		name: object.metadata.name ?? "",
		uid
	};
	return typeof await patchListed(client, info, target, [{
		op: "test",
		path: "/metadata/resourceVersion",
		value: resourceVersion
	}, {
		op: "replace",
		path: "/metadata/managedFields",
		value: [owned, ...others]
	}], fieldManager) !== "string";
}
function parseObject(text) {
	if (text === void 0) return void 0;
	try {
		const parsed = JSON.parse(text);
		return isRecord(parsed) ? parsed : void 0;
	} catch {
		return;
	}
}
function labelledByApply(object) {
	return entriesOf(object).some((entry) => {
		const applied = (entry.operation === "Apply" || entry.manager === CLIENT_SIDE_APPLY_MANAGER) && !entry.subresource;
		const labels = isRecord(entry["fieldsV1"]) && isRecord(entry["fieldsV1"]["f:metadata"]) ? entry["fieldsV1"]["f:metadata"]["f:labels"] : void 0;
		return applied && isRecord(labels) && `f:applyset.kubernetes.io/part-of` in labels;
	});
}
export { handOverFields as n, labelledByApply as r, LAST_APPLIED as t };
