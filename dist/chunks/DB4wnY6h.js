import { s as isNotFound, t as ApiError } from "./DYj8u9oW.js";
import { u as resourcePath } from "./B7K0mG_l.js";
import { _ as PART_OF_LABEL } from "./G6TDRtuw.js";
// src/applyset/leaveSet.ts
const LABEL_PATH = `/metadata/labels/${PART_OF_LABEL.replace(/~/g, "~0").replace(/\//g, "~1")}`;
async function patchListed(client, info, target, operations, fieldManager) {
	try {
		return (await client.request({
			method: "PATCH",
			path: resourcePath(info, target.namespace, target.name),
			query: { fieldManager },
			contentType: "application/json-patch+json",
			body: [{
				op: "test",
				path: "/metadata/uid",
				value: target.uid
			}, ...operations]
		})).body;
	} catch (error) {
		if (isNotFound(error)) return "gone";
		if (error instanceof ApiError && error.status === 422) return "changed";
		throw error;
	}
}
async function leaveSet(client, info, target, id, fieldManager) {
	const outcome = await patchListed(client, info, target, [{
		op: "test",
		path: LABEL_PATH,
		value: id
	}, {
		op: "remove",
		path: LABEL_PATH
	}], fieldManager);
	return typeof outcome === "string" ? outcome : "left";
}
async function joinSet(client, info, target, id, fieldManager) {
	const outcome = await patchListed(client, info, target, [{
		op: "add",
		path: LABEL_PATH,
		value: id
	}], fieldManager);
	return typeof outcome === "string" ? void 0 : outcome;
}
export { leaveSet as n, patchListed as r, joinSet as t };
