import { u as resourcePath } from "./B7K0mG_l.js";
import { _ as PART_OF_LABEL, d as ADOPTED_ANNOTATION } from "./G6TDRtuw.js";
import { r as patchListed } from "./DB4wnY6h.js";
// src/applyset/adoptedMark.ts
const pointer = (map, key) => `/metadata/${map}/${key.replace(/~/g, "~0").replace(/\//g, "~1")}`;
async function markAdopted(client, info, target, id, fieldManager) {
	await client.request({
		method: "PATCH",
		path: resourcePath(info, target.namespace, target.name),
		query: { fieldManager },
		contentType: "application/merge-patch+json",
		body: { metadata: {
			uid: target.uid,
			annotations: { [ADOPTED_ANNOTATION]: id }
		} }
	});
}
const LEFT_ADOPTED = "left: adopted, not created by this set";
function isAdopted(object, id) {
	return object.metadata.annotations?.[ADOPTED_ANNOTATION] === id;
}
async function releaseAdopted(client, info, target, id, fieldManager) {
	const label = pointer("labels", PART_OF_LABEL);
	const outcome = await patchListed(client, info, target, [
		{
			op: "test",
			path: label,
			value: id
		},
		{
			op: "remove",
			path: label
		},
		{
			op: "remove",
			path: pointer("annotations", ADOPTED_ANNOTATION)
		}
	], fieldManager);
	return typeof outcome === "string" ? outcome : "left";
}
export { releaseAdopted as i, isAdopted as n, markAdopted as r, LEFT_ADOPTED as t };
