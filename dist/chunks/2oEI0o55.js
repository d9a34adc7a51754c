import { t as bytesToParse } from "./tTrIR3Jf.js";
import { t as isRecord } from "./BZb2VPEQ.js";
import { createHash, createHmac, createSecretKey, hkdfSync, timingSafeEqual } from "node:crypto";
import { gunzipSync, gzipSync } from "node:zlib";
// src/plan/planRecord.ts
const FORMAT = 3;
const MAX_UNPACKED_BYTES = 33554432;
const HASH_BYTES = 16;
function recordKey(credentialKey, applySetId) {
	return createSecretKey(Buffer.from(hkdfSync("sha256", credentialKey, "", `applyset-action plan record ${applySetId}`, 32)));
}
function writerOf(key) {
	return createHmac("sha256", key).update("writer").digest().subarray(0, HASH_BYTES).toString("base64url");
}
function manifestHash(key, object) {
	return createHmac("sha256", key).update(JSON.stringify(object)).digest().subarray(0, HASH_BYTES).toString("base64url");
}
function digest(parts) {
	return createHash("sha256").update(parts.join("\n")).digest().subarray(0, HASH_BYTES).toString("base64url");
}
function content(record) {
	return JSON.stringify({
		format: FORMAT,
		writer: record.writer,
		cluster: record.cluster,
		kinds: Object.fromEntries(record.kinds),
		objects: Object.fromEntries([...record.objects].map(([ref, { hash, resourceVersion }]) => [ref, `${hash} ${resourceVersion}`]))
	});
}
function recordMac(key, text) {
	return createHmac("sha256", key).update(text).digest("base64url");
}
function packRecord(record, key) {
	return packSealed(record, (text) => recordMac(key, text));
}
function packSealed(record, seal) {
	const text = content(record);
	const packed = gzipSync(`${text.slice(0, -1)},"mac":${JSON.stringify(seal(text))}}`);
	return packed.length <= 921600 ? packed : void 0;
}
function unpackRecord(packed, key) {
	const read = inspectRecord(packed, key);
	return typeof read === "string" || !read.checked ? void 0 : read.record;
}
function inspectRecord(packed, key) {
	const read = parseRecord(packed);
	if (read === "unreadable") return read;
	const { record, text, seal } = read;
	if (!key || record.writer !== writerOf(key)) return {
		record,
		checked: false
	};
	const expected = Buffer.from(recordMac(key, text));
	const given = Buffer.from(seal);
	return given.length === expected.length && timingSafeEqual(given, expected) ? {
		record,
		checked: true
	} : "mac mismatch";
}
function parseRecord(packed) {
	if (packed.length > 921600) return "unreadable";
	let parsed;
	try {
		const text = gunzipSync(packed, { maxOutputLength: MAX_UNPACKED_BYTES }).toString("utf8");
		bytesToParse(text.length);
		parsed = JSON.parse(text);
	} catch {
		return "unreadable";
	}
	if (!isRecord(parsed) || parsed.format !== FORMAT || typeof parsed.writer !== "string" || typeof parsed.cluster !== "string" || typeof parsed.mac !== "string") return "unreadable";
	if (!isRecord(parsed.kinds) || !isRecord(parsed.objects)) return "unreadable";
	const kinds = /* @__PURE__ */ new Map();
	for (const [kind, value] of Object.entries(parsed.kinds)) {
		if (typeof value !== "string") return "unreadable";
		kinds.set(kind, value);
	}
	const objects = /* @__PURE__ */ new Map();
	for (const [ref, value] of Object.entries(parsed.objects)) {
		const [hash, resourceVersion, extra] = typeof value === "string" ? value.split(" ") : [];
		if (!hash || !resourceVersion || extra !== void 0) return "unreadable";
		objects.set(ref, {
			hash,
			resourceVersion
		});
	}
	const record = {
		writer: parsed.writer,
		cluster: parsed.cluster,
		kinds,
		objects
	};
	return {
		record,
		text: content(record),
		seal: parsed.mac
	};
}
export { packSealed as a, unpackRecord as c, packRecord as i, writerOf as l, inspectRecord as n, parseRecord as o, manifestHash as r, recordKey as s, digest as t };
