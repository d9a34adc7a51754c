// src/manifests/secretValues.ts
const MIN_LENGTH = 4;
function secretValues(objects) {
	const found = /* @__PURE__ */ new Set();
	const add = (value) => {
		for (const form of [
			value,
			...value.split(/\r?\n/),
			JSON.stringify(value).slice(1, -1)
		]) if (form.trim().length >= MIN_LENGTH) found.add(form);
	};
	for (const object of objects) {
		if (object.apiVersion !== "v1" || object.kind !== "Secret") continue;
		for (const encoded of stringValues(object["data"])) {
			const decoded = decodeBase64Text(encoded);
			if ((decoded ?? encoded).length < MIN_LENGTH) continue;
			add(encoded);
			if (decoded !== void 0) add(decoded);
		}
		for (const value of stringValues(object["stringData"])) {
			if (value.length < MIN_LENGTH) continue;
			add(value);
			add(Buffer.from(value, "utf8").toString("base64"));
		}
	}
	return [...found];
}
function stringValues(map) {
	if (typeof map !== "object" || map === null || Array.isArray(map)) return [];
	return Object.values(map).filter((value) => typeof value === "string");
}
function decodeBase64Text(text) {
	try {
		return new TextDecoder("utf-8", { fatal: true }).decode(Buffer.from(text.replace(/\s+/g, ""), "base64"));
	} catch {
		return;
	}
}
export { secretValues as t };
