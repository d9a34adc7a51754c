import { createPublicKey } from "node:crypto";
// src/options/publicKey.ts
const PUBLIC_KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;
function parsePublicKey(text) {
	if (!PUBLIC_KEY_PATTERN.test(text)) return void 0;
	try {
		return createPublicKey({
			key: {
				kty: "OKP",
				crv: "Ed25519",
				x: text
			},
			format: "jwk"
		});
	} catch {
		return;
	}
}
export { parsePublicKey as t };
