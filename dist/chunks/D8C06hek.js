import "./C1I3wEg2.js";
// node_modules/oauth4webapi/build/index.js
let USER_AGENT$1;
if (typeof navigator === "undefined" || !navigator.userAgent?.startsWith?.("Mozilla/5.0 ")) USER_AGENT$1 = `oauth4webapi/v3.8.8`;
function looseInstanceOf(input, expected) {
	if (input == null) return false;
	try {
		return input instanceof expected || Object.getPrototypeOf(input)[Symbol.toStringTag] === expected.prototype[Symbol.toStringTag];
	} catch {
		return false;
	}
}
const ERR_INVALID_ARG_VALUE$1 = "ERR_INVALID_ARG_VALUE";
const ERR_INVALID_ARG_TYPE$1 = "ERR_INVALID_ARG_TYPE";
function CodedTypeError$1(message, code, cause) {
	const err = new TypeError(message, { cause });
	Object.assign(err, { code });
	return err;
}
const allowInsecureRequests$1 = Symbol();
const clockSkew$1 = Symbol();
const clockTolerance$1 = Symbol();
const customFetch$1 = Symbol();
const modifyAssertion$1 = Symbol();
const jweDecrypt = Symbol();
const jwksCache = Symbol();
const encoder$1 = new TextEncoder();
const decoder$2 = new TextDecoder();
function buf(input) {
	if (typeof input === "string") return encoder$1.encode(input);
	return decoder$2.decode(input);
}
let encodeBase64Url;
if (Uint8Array.prototype.toBase64) encodeBase64Url = (input) => {
	if (input instanceof ArrayBuffer) input = new Uint8Array(input);
	return input.toBase64({
		alphabet: "base64url",
		omitPadding: true
	});
};
else {
	const CHUNK_SIZE = 32768;
	encodeBase64Url = (input) => {
		if (input instanceof ArrayBuffer) input = new Uint8Array(input);
		const arr = [];
		for (let i = 0; i < input.byteLength; i += CHUNK_SIZE) arr.push(String.fromCharCode.apply(null, input.subarray(i, i + CHUNK_SIZE)));
		return btoa(arr.join("")).replace(/=/g, "").replace(/\+/g, "-").replace(/\//g, "_");
	};
}
let decodeBase64Url;
if (Uint8Array.fromBase64) decodeBase64Url = (input) => {
	try {
		return Uint8Array.fromBase64(input, { alphabet: "base64url" });
	} catch (cause) {
		throw CodedTypeError$1("The input to be decoded is not correctly encoded.", ERR_INVALID_ARG_VALUE$1, cause);
	}
};
else decodeBase64Url = (input) => {
	try {
		const binary = atob(input.replace(/-/g, "+").replace(/_/g, "/").replace(/\s/g, ""));
		const bytes = new Uint8Array(binary.length);
		for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
		return bytes;
	} catch (cause) {
		throw CodedTypeError$1("The input to be decoded is not correctly encoded.", ERR_INVALID_ARG_VALUE$1, cause);
	}
};
function b64u(input) {
	if (typeof input === "string") return decodeBase64Url(input);
	return encodeBase64Url(input);
}
var UnsupportedOperationError = class extends Error {
	code;
	constructor(message, options) {
		super(message, options);
		this.name = this.constructor.name;
		this.code = UNSUPPORTED_OPERATION;
		Error.captureStackTrace?.(this, this.constructor);
	}
};
var OperationProcessingError = class extends Error {
	code;
	constructor(message, options) {
		super(message, options);
		this.name = this.constructor.name;
		if (options?.code) this.code = options?.code;
		Error.captureStackTrace?.(this, this.constructor);
	}
};
function OPE(message, code, cause) {
	return new OperationProcessingError(message, {
		code,
		cause
	});
}
async function calculateJwkThumbprint(jwk) {
	let components;
	switch (jwk.kty) {
		case "EC":
			components = {
				crv: jwk.crv,
				kty: jwk.kty,
				x: jwk.x,
				y: jwk.y
			};
			break;
		case "OKP":
			components = {
				crv: jwk.crv,
				kty: jwk.kty,
				x: jwk.x
			};
			break;
		case "AKP":
			components = {
				alg: jwk.alg,
				kty: jwk.kty,
				pub: jwk.pub
			};
			break;
		case "RSA":
			components = {
				e: jwk.e,
				kty: jwk.kty,
				n: jwk.n
			};
			break;
		default: throw new UnsupportedOperationError("unsupported JWK key type", { cause: jwk });
	}
	return b64u(await crypto.subtle.digest("SHA-256", buf(JSON.stringify(components))));
}
function assertCryptoKey$1(key, it) {
	if (!(key instanceof CryptoKey)) throw CodedTypeError$1(`${it} must be a CryptoKey`, ERR_INVALID_ARG_TYPE$1);
}
function assertPrivateKey(key, it) {
	assertCryptoKey$1(key, it);
	if (key.type !== "private") throw CodedTypeError$1(`${it} must be a private CryptoKey`, ERR_INVALID_ARG_VALUE$1);
}
function assertPublicKey(key, it) {
	assertCryptoKey$1(key, it);
	if (key.type !== "public") throw CodedTypeError$1(`${it} must be a public CryptoKey`, ERR_INVALID_ARG_VALUE$1);
}
function normalizeTyp(value) {
	return value.toLowerCase().replace(/^application\//, "");
}
function isJsonObject(input) {
	if (input === null || typeof input !== "object" || Array.isArray(input)) return false;
	return true;
}
function prepareHeaders(input) {
	if (looseInstanceOf(input, Headers)) input = Object.fromEntries(input.entries());
	const headers = new Headers(input ?? {});
	if (USER_AGENT$1 && !headers.has("user-agent")) headers.set("user-agent", USER_AGENT$1);
	if (headers.has("authorization")) throw CodedTypeError$1("\"options.headers\" must not include the \"authorization\" header name", ERR_INVALID_ARG_VALUE$1);
	return headers;
}
function signal$1(url, value) {
	if (value !== void 0) {
		if (typeof value === "function") value = value(url.href);
		if (!(value instanceof AbortSignal)) throw CodedTypeError$1("\"options.signal\" must return or be an instance of AbortSignal", ERR_INVALID_ARG_TYPE$1);
		return value;
	}
}
function replaceDoubleSlash(pathname) {
	if (pathname.includes("//")) return pathname.replace("//", "/");
	return pathname;
}
function prependWellKnown(url, wellKnown, allowTerminatingSlash = false) {
	if (url.pathname === "/") url.pathname = wellKnown;
	else url.pathname = replaceDoubleSlash(`${wellKnown}/${allowTerminatingSlash ? url.pathname : url.pathname.replace(/(\/)$/, "")}`);
	return url;
}
function appendWellKnown(url, wellKnown) {
	url.pathname = replaceDoubleSlash(`${url.pathname}/${wellKnown}`);
	return url;
}
async function performDiscovery$1(input, urlName, transform, options) {
	if (!(input instanceof URL)) throw CodedTypeError$1(`"${urlName}" must be an instance of URL`, ERR_INVALID_ARG_TYPE$1);
	checkProtocol(input, options?.[allowInsecureRequests$1] !== true);
	const url = transform(new URL(input.href));
	const headers = prepareHeaders(options?.headers);
	headers.set("accept", "application/json");
	return (options?.[customFetch$1] || fetch)(url.href, {
		body: void 0,
		headers: Object.fromEntries(headers.entries()),
		method: "GET",
		redirect: "manual",
		signal: signal$1(url, options?.signal)
	});
}
async function discoveryRequest(issuerIdentifier, options) {
	return performDiscovery$1(issuerIdentifier, "issuerIdentifier", (url) => {
		switch (options?.algorithm) {
			case void 0:
			case "oidc":
				appendWellKnown(url, ".well-known/openid-configuration");
				break;
			case "oauth2":
				prependWellKnown(url, ".well-known/oauth-authorization-server");
				break;
			default: throw CodedTypeError$1("\"options.algorithm\" must be \"oidc\" (default), or \"oauth2\"", ERR_INVALID_ARG_VALUE$1);
		}
		return url;
	}, options);
}
function assertNumber(input, allow0, it, code, cause) {
	try {
		if (typeof input !== "number" || !Number.isFinite(input)) throw CodedTypeError$1(`${it} must be a number`, ERR_INVALID_ARG_TYPE$1, cause);
		if (input > 0) return;
		if (allow0) {
			if (input !== 0) throw CodedTypeError$1(`${it} must be a non-negative number`, ERR_INVALID_ARG_VALUE$1, cause);
			return;
		}
		throw CodedTypeError$1(`${it} must be a positive number`, ERR_INVALID_ARG_VALUE$1, cause);
	} catch (err) {
		if (code) throw OPE(err.message, code, cause);
		throw err;
	}
}
function assertString$1(input, it, code, cause) {
	try {
		if (typeof input !== "string") throw CodedTypeError$1(`${it} must be a string`, ERR_INVALID_ARG_TYPE$1, cause);
		if (input.length === 0) throw CodedTypeError$1(`${it} must not be empty`, ERR_INVALID_ARG_VALUE$1, cause);
	} catch (err) {
		if (code) throw OPE(err.message, code, cause);
		throw err;
	}
}
async function processDiscoveryResponse(expectedIssuerIdentifier, response) {
	const expected = expectedIssuerIdentifier;
	if (!(expected instanceof URL) && expected !== _nodiscoverycheck) throw CodedTypeError$1("\"expectedIssuerIdentifier\" must be an instance of URL", ERR_INVALID_ARG_TYPE$1);
	if (!looseInstanceOf(response, Response)) throw CodedTypeError$1("\"response\" must be an instance of Response", ERR_INVALID_ARG_TYPE$1);
	if (response.status !== 200) throw OPE("\"response\" is not a conform Authorization Server Metadata response (unexpected HTTP status code)", RESPONSE_IS_NOT_CONFORM, response);
	assertReadableResponse(response);
	const json = await getResponseJsonBody(response);
	assertString$1(json.issuer, "\"response\" body \"issuer\" property", INVALID_RESPONSE, { body: json });
	if (expected !== _nodiscoverycheck && new URL(json.issuer).href !== expected.href) throw OPE("\"response\" body \"issuer\" property does not match the expected value", JSON_ATTRIBUTE_COMPARISON, {
		expected: expected.href,
		body: json,
		attribute: "issuer"
	});
	return json;
}
function assertApplicationJson(response) {
	assertContentType(response, "application/json");
}
function notJson(response, ...types) {
	let msg = "\"response\" content-type must be ";
	if (types.length > 2) {
		const last = types.pop();
		msg += `${types.join(", ")}, or ${last}`;
	} else if (types.length === 2) msg += `${types[0]} or ${types[1]}`;
	else msg += types[0];
	return OPE(msg, RESPONSE_IS_NOT_JSON, response);
}
function assertContentTypes(response, ...types) {
	if (!types.includes(getContentType(response))) throw notJson(response, ...types);
}
function assertContentType(response, contentType) {
	if (getContentType(response) !== contentType) throw notJson(response, contentType);
}
function randomBytes() {
	return b64u(crypto.getRandomValues(/* @__PURE__ */ new Uint8Array(32)));
}
function generateRandomCodeVerifier() {
	return randomBytes();
}
function generateRandomState() {
	return randomBytes();
}
function generateRandomNonce() {
	return randomBytes();
}
async function calculatePKCECodeChallenge$1(codeVerifier) {
	assertString$1(codeVerifier, "codeVerifier");
	return b64u(await crypto.subtle.digest("SHA-256", buf(codeVerifier)));
}
function getKeyAndKid(input) {
	if (input instanceof CryptoKey) return { key: input };
	if (!(input?.key instanceof CryptoKey)) return {};
	if (input.kid !== void 0) assertString$1(input.kid, "\"kid\"");
	return {
		key: input.key,
		kid: input.kid
	};
}
function psAlg(key) {
	switch (key.algorithm.hash.name) {
		case "SHA-256": return "PS256";
		case "SHA-384": return "PS384";
		case "SHA-512": return "PS512";
		default: throw new UnsupportedOperationError("unsupported RsaHashedKeyAlgorithm hash name", { cause: key });
	}
}
function rsAlg(key) {
	switch (key.algorithm.hash.name) {
		case "SHA-256": return "RS256";
		case "SHA-384": return "RS384";
		case "SHA-512": return "RS512";
		default: throw new UnsupportedOperationError("unsupported RsaHashedKeyAlgorithm hash name", { cause: key });
	}
}
function esAlg(key) {
	switch (key.algorithm.namedCurve) {
		case "P-256": return "ES256";
		case "P-384": return "ES384";
		case "P-521": return "ES512";
		default: throw new UnsupportedOperationError("unsupported EcKeyAlgorithm namedCurve", { cause: key });
	}
}
function keyToJws(key) {
	switch (key.algorithm.name) {
		case "RSA-PSS": return psAlg(key);
		case "RSASSA-PKCS1-v1_5": return rsAlg(key);
		case "ECDSA": return esAlg(key);
		case "Ed25519":
		case "ML-DSA-44":
		case "ML-DSA-65":
		case "ML-DSA-87": return key.algorithm.name;
		case "EdDSA": return "Ed25519";
		default: throw new UnsupportedOperationError("unsupported CryptoKey algorithm name", { cause: key });
	}
}
function getClockSkew(client) {
	const skew = client?.[clockSkew$1];
	return typeof skew === "number" && Number.isFinite(skew) ? skew : 0;
}
function getClockTolerance(client) {
	const tolerance = client?.[clockTolerance$1];
	return typeof tolerance === "number" && Number.isFinite(tolerance) && Math.sign(tolerance) !== -1 ? tolerance : 30;
}
function epochTime() {
	return Math.floor(Date.now() / 1e3);
}
function assertAs(as) {
	if (typeof as !== "object" || as === null) throw CodedTypeError$1("\"as\" must be an object", ERR_INVALID_ARG_TYPE$1);
	assertString$1(as.issuer, "\"as.issuer\"");
}
function assertClient(client) {
	if (typeof client !== "object" || client === null) throw CodedTypeError$1("\"client\" must be an object", ERR_INVALID_ARG_TYPE$1);
	assertString$1(client.client_id, "\"client.client_id\"");
}
function formUrlEncode(token) {
	return encodeURIComponent(token).replace(/(?:[-_.!~*'()]|%20)/g, (substring) => {
		switch (substring) {
			case "-":
			case "_":
			case ".":
			case "!":
			case "~":
			case "*":
			case "'":
			case "(":
			case ")": return `%${substring.charCodeAt(0).toString(16).toUpperCase()}`;
			case "%20": return "+";
			default: throw new Error();
		}
	});
}
function ClientSecretPost$1(clientSecret) {
	assertString$1(clientSecret, "\"clientSecret\"");
	return (_as, client, body, _headers) => {
		body.set("client_id", client.client_id);
		body.set("client_secret", clientSecret);
	};
}
function ClientSecretBasic$1(clientSecret) {
	assertString$1(clientSecret, "\"clientSecret\"");
	return (_as, client, _body, headers) => {
		const username = formUrlEncode(client.client_id);
		const password = formUrlEncode(clientSecret);
		const credentials = btoa(`${username}:${password}`);
		headers.set("authorization", `Basic ${credentials}`);
	};
}
function clientAssertionPayload(as, client) {
	const now = epochTime() + getClockSkew(client);
	return {
		jti: randomBytes(),
		aud: as.issuer,
		exp: now + 60,
		iat: now,
		nbf: now,
		iss: client.client_id,
		sub: client.client_id
	};
}
function PrivateKeyJwt$1(clientPrivateKey, options) {
	const { key, kid } = getKeyAndKid(clientPrivateKey);
	assertPrivateKey(key, "\"clientPrivateKey.key\"");
	return async (as, client, body, _headers) => {
		const header = {
			alg: keyToJws(key),
			kid
		};
		const payload = clientAssertionPayload(as, client);
		options?.[modifyAssertion$1]?.(header, payload);
		body.set("client_id", client.client_id);
		body.set("client_assertion_type", "urn:ietf:params:oauth:client-assertion-type:jwt-bearer");
		body.set("client_assertion", await signJwt(header, payload, key));
	};
}
function ClientSecretJwt$1(clientSecret, options) {
	assertString$1(clientSecret, "\"clientSecret\"");
	const modify = options?.[modifyAssertion$1];
	let key;
	return async (as, client, body, _headers) => {
		key ||= await crypto.subtle.importKey("raw", buf(clientSecret), {
			hash: "SHA-256",
			name: "HMAC"
		}, false, ["sign"]);
		const header = { alg: "HS256" };
		const payload = clientAssertionPayload(as, client);
		modify?.(header, payload);
		const data = `${b64u(buf(JSON.stringify(header)))}.${b64u(buf(JSON.stringify(payload)))}`;
		const hmac = await crypto.subtle.sign(key.algorithm, key, buf(data));
		body.set("client_id", client.client_id);
		body.set("client_assertion_type", "urn:ietf:params:oauth:client-assertion-type:jwt-bearer");
		body.set("client_assertion", `${data}.${b64u(new Uint8Array(hmac))}`);
	};
}
function None$1() {
	return (_as, client, body, _headers) => {
		body.set("client_id", client.client_id);
	};
}
function TlsClientAuth$1() {
	return None$1();
}
async function signJwt(header, payload, key) {
	if (!key.usages.includes("sign")) throw CodedTypeError$1("CryptoKey instances used for signing assertions must include \"sign\" in their \"usages\"", ERR_INVALID_ARG_VALUE$1);
	const input = `${b64u(buf(JSON.stringify(header)))}.${b64u(buf(JSON.stringify(payload)))}`;
	return `${input}.${b64u(await crypto.subtle.sign(keyToSubtle(key), key, buf(input)))}`;
}
async function issueRequestObject(as, client, parameters, privateKey, options) {
	assertAs(as);
	assertClient(client);
	parameters = new URLSearchParams(parameters);
	const { key, kid } = getKeyAndKid(privateKey);
	assertPrivateKey(key, "\"privateKey.key\"");
	parameters.set("client_id", client.client_id);
	const now = epochTime() + getClockSkew(client);
	const claims = {
		...Object.fromEntries(parameters.entries()),
		jti: randomBytes(),
		aud: as.issuer,
		exp: now + 60,
		iat: now,
		nbf: now,
		iss: client.client_id
	};
	let resource;
	if (parameters.has("resource") && (resource = parameters.getAll("resource")) && resource.length > 1) claims.resource = resource;
	{
		let value = parameters.get("max_age");
		if (value !== null) {
			claims.max_age = parseInt(value, 10);
			assertNumber(claims.max_age, true, "\"max_age\" parameter");
		}
	}
	{
		let value = parameters.get("claims");
		if (value !== null) {
			try {
				claims.claims = JSON.parse(value);
			} catch (cause) {
				throw OPE("failed to parse the \"claims\" parameter as JSON", PARSE_ERROR, cause);
			}
			if (!isJsonObject(claims.claims)) throw CodedTypeError$1("\"claims\" parameter must be a JSON with a top level object", ERR_INVALID_ARG_VALUE$1);
		}
	}
	{
		let value = parameters.get("authorization_details");
		if (value !== null) {
			try {
				claims.authorization_details = JSON.parse(value);
			} catch (cause) {
				throw OPE("failed to parse the \"authorization_details\" parameter as JSON", PARSE_ERROR, cause);
			}
			if (!Array.isArray(claims.authorization_details)) throw CodedTypeError$1("\"authorization_details\" parameter must be a JSON with a top level array", ERR_INVALID_ARG_VALUE$1);
		}
	}
	const header = {
		alg: keyToJws(key),
		typ: "oauth-authz-req+jwt",
		kid
	};
	options?.[modifyAssertion$1]?.(header, claims);
	return signJwt(header, claims, key);
}
let jwkCache;
async function getSetPublicJwkCache(key, alg) {
	const { kty, e, n, x, y, crv, pub } = await crypto.subtle.exportKey("jwk", key);
	const jwk = {
		kty,
		e,
		n,
		x,
		y,
		crv,
		pub
	};
	if (kty === "AKP") jwk.alg = alg;
	jwkCache.set(key, jwk);
	return jwk;
}
async function publicJwk(key, alg) {
	jwkCache ||= /* @__PURE__ */ new WeakMap();
	return jwkCache.get(key) || getSetPublicJwkCache(key, alg);
}
const URLParse = URL.parse ? (url, base) => URL.parse(url, base) : (url, base) => {
	try {
		return new URL(url, base);
	} catch {
		return null;
	}
};
function checkProtocol(url, enforceHttps) {
	if (enforceHttps && url.protocol !== "https:") throw OPE("only requests to HTTPS are allowed", HTTP_REQUEST_FORBIDDEN, url);
	if (url.protocol !== "https:" && url.protocol !== "http:") throw OPE("only HTTP and HTTPS requests are allowed", REQUEST_PROTOCOL_FORBIDDEN, url);
}
function validateEndpoint(value, endpoint, useMtlsAlias, enforceHttps) {
	let url;
	if (typeof value !== "string" || !(url = URLParse(value))) throw OPE(`authorization server metadata does not contain a valid ${useMtlsAlias ? `"as.mtls_endpoint_aliases.${endpoint}"` : `"as.${endpoint}"`}`, value === void 0 ? MISSING_SERVER_METADATA : INVALID_SERVER_METADATA, { attribute: useMtlsAlias ? `mtls_endpoint_aliases.${endpoint}` : endpoint });
	checkProtocol(url, enforceHttps);
	return url;
}
function resolveEndpoint(as, endpoint, useMtlsAlias, enforceHttps) {
	if (useMtlsAlias && as.mtls_endpoint_aliases && endpoint in as.mtls_endpoint_aliases) return validateEndpoint(as.mtls_endpoint_aliases[endpoint], endpoint, useMtlsAlias, enforceHttps);
	return validateEndpoint(as[endpoint], endpoint, useMtlsAlias, enforceHttps);
}
async function pushedAuthorizationRequest(as, client, clientAuthentication, parameters, options) {
	assertAs(as);
	assertClient(client);
	const url = resolveEndpoint(as, "pushed_authorization_request_endpoint", client.use_mtls_endpoint_aliases, options?.[allowInsecureRequests$1] !== true);
	const body = new URLSearchParams(parameters);
	body.set("client_id", client.client_id);
	const headers = prepareHeaders(options?.headers);
	headers.set("accept", "application/json");
	if (options?.DPoP !== void 0) {
		assertDPoP(options.DPoP);
		await options.DPoP.addProof(url, headers, "POST");
	}
	const response = await authenticatedRequest(as, client, clientAuthentication, url, body, headers, options);
	options?.DPoP?.cacheNonce(response, url);
	return response;
}
var DPoPHandler = class {
	#header;
	#privateKey;
	#publicKey;
	#clockSkew;
	#modifyAssertion;
	#map;
	#jkt;
	constructor(client, keyPair, options) {
		assertPrivateKey(keyPair?.privateKey, "\"DPoP.privateKey\"");
		assertPublicKey(keyPair?.publicKey, "\"DPoP.publicKey\"");
		if (!keyPair.publicKey.extractable) throw CodedTypeError$1("\"DPoP.publicKey.extractable\" must be true", ERR_INVALID_ARG_VALUE$1);
		this.#modifyAssertion = options?.[modifyAssertion$1];
		this.#clockSkew = getClockSkew(client);
		this.#privateKey = keyPair.privateKey;
		this.#publicKey = keyPair.publicKey;
		branded.add(this);
	}
	#get(key) {
		this.#map ||= /* @__PURE__ */ new Map();
		let item = this.#map.get(key);
		if (item) {
			this.#map.delete(key);
			this.#map.set(key, item);
		}
		return item;
	}
	#set(key, val) {
		this.#map ||= /* @__PURE__ */ new Map();
		this.#map.delete(key);
		if (this.#map.size === 100) this.#map.delete(this.#map.keys().next().value);
		this.#map.set(key, val);
	}
	async calculateThumbprint() {
		if (!this.#jkt) {
			const jwk = await crypto.subtle.exportKey("jwk", this.#publicKey);
			this.#jkt ||= await calculateJwkThumbprint(jwk);
		}
		return this.#jkt;
	}
	async addProof(url, headers, htm, accessToken) {
		const alg = keyToJws(this.#privateKey);
		this.#header ||= {
			alg,
			typ: "dpop+jwt",
			jwk: await publicJwk(this.#publicKey, alg)
		};
		const nonce = this.#get(url.origin);
		const payload = {
			iat: epochTime() + this.#clockSkew,
			jti: randomBytes(),
			htm,
			nonce,
			htu: `${url.origin}${url.pathname}`,
			ath: accessToken ? b64u(await crypto.subtle.digest("SHA-256", buf(accessToken))) : void 0
		};
		this.#modifyAssertion?.(this.#header, payload);
		headers.set("dpop", await signJwt(this.#header, payload, this.#privateKey));
	}
	cacheNonce(response, url) {
		try {
			const nonce = response.headers.get("dpop-nonce");
			if (nonce) this.#set(url.origin, nonce);
		} catch {}
	}
};
function isDPoPNonceError(err) {
	if (err instanceof WWWAuthenticateChallengeError) return err.cause.some((challenge) => challenge.scheme === "dpop" && challenge.parameters.error === "use_dpop_nonce");
	if (err instanceof ResponseBodyError) return err.error === "use_dpop_nonce";
	return false;
}
function DPoP(client, keyPair, options) {
	return new DPoPHandler(client, keyPair, options);
}
var ResponseBodyError = class extends Error {
	cause;
	code;
	error;
	status;
	error_description;
	response;
	constructor(message, options) {
		super(message, options);
		this.name = this.constructor.name;
		this.code = RESPONSE_BODY_ERROR;
		this.cause = options.cause;
		this.error = options.cause.error;
		this.status = options.response.status;
		this.error_description = options.cause.error_description;
		Object.defineProperty(this, "response", {
			enumerable: false,
			value: options.response
		});
		Error.captureStackTrace?.(this, this.constructor);
	}
};
var AuthorizationResponseError = class extends Error {
	cause;
	code;
	error;
	error_description;
	constructor(message, options) {
		super(message, options);
		this.name = this.constructor.name;
		this.code = AUTHORIZATION_RESPONSE_ERROR;
		this.cause = options.cause;
		this.error = options.cause.get("error");
		this.error_description = options.cause.get("error_description") ?? void 0;
		Error.captureStackTrace?.(this, this.constructor);
	}
};
var WWWAuthenticateChallengeError = class extends Error {
	cause;
	code;
	response;
	status;
	constructor(message, options) {
		super(message, options);
		this.name = this.constructor.name;
		this.code = WWW_AUTHENTICATE_CHALLENGE;
		this.cause = options.cause;
		this.status = options.response.status;
		this.response = options.response;
		Object.defineProperty(this, "response", { enumerable: false });
		Error.captureStackTrace?.(this, this.constructor);
	}
};
const schemeRE = /* @__PURE__ */ new RegExp("^[,\\s]*([a-zA-Z0-9!#$%&\\'\\*\\+\\-\\.\\^_`\\|~]+)");
const quotedParamRE = /* @__PURE__ */ new RegExp("^[,\\s]*([a-zA-Z0-9!#$%&\\'\\*\\+\\-\\.\\^_`\\|~]+)\\s*=\\s*\"((?:[^\"\\\\]|\\\\[\\s\\S])*)\"[,\\s]*(.*)");
const unquotedParamRE = /* @__PURE__ */ new RegExp("^[,\\s]*([a-zA-Z0-9!#$%&\\'\\*\\+\\-\\.\\^_`\\|~]+)\\s*=\\s*([a-zA-Z0-9!#$%&\\'\\*\\+\\-\\.\\^_`\\|~]+)[,\\s]*(.*)");
const token68ParamRE = /* @__PURE__ */ new RegExp("^([a-zA-Z0-9\\-\\._\\~\\+\\/]+={0,2})(?:$|[,\\s])(.*)");
function parseWwwAuthenticateChallenges(response) {
	if (!looseInstanceOf(response, Response)) throw CodedTypeError$1("\"response\" must be an instance of Response", ERR_INVALID_ARG_TYPE$1);
	const header = response.headers.get("www-authenticate");
	if (header === null) return;
	const challenges = [];
	let rest = header;
	while (rest) {
		let match = rest.match(schemeRE);
		const scheme = match?.["1"].toLowerCase();
		if (!scheme) return;
		const afterScheme = rest.substring(match[0].length);
		if (afterScheme && !afterScheme.match(/^[\s,]/)) return;
		const spaceMatch = afterScheme.match(/^\s+(.*)$/);
		const hasParameters = !!spaceMatch;
		rest = spaceMatch ? spaceMatch[1] : void 0;
		const parameters = {};
		let token68;
		if (hasParameters) while (rest) {
			let key;
			let value;
			if (match = rest.match(quotedParamRE)) {
				[, key, value, rest] = match;
				if (value.includes("\\")) value = value.replace(/\\([\s\S])/g, "$1");
				parameters[key.toLowerCase()] = value;
				continue;
			}
			if (match = rest.match(unquotedParamRE)) {
				[, key, value, rest] = match;
				parameters[key.toLowerCase()] = value;
				continue;
			}
			if (match = rest.match(token68ParamRE)) {
				if (Object.keys(parameters).length) break;
				[, token68, rest] = match;
				break;
			}
			return;
		}
		else rest = afterScheme || void 0;
		const challenge = {
			scheme,
			parameters
		};
		if (token68) challenge.token68 = token68;
		challenges.push(challenge);
	}
	if (!challenges.length) return;
	return challenges;
}
async function processPushedAuthorizationResponse(as, client, response) {
	assertAs(as);
	assertClient(client);
	if (!looseInstanceOf(response, Response)) throw CodedTypeError$1("\"response\" must be an instance of Response", ERR_INVALID_ARG_TYPE$1);
	await checkOAuthBodyError(response, 201, "Pushed Authorization Request Endpoint");
	assertReadableResponse(response);
	const json = await getResponseJsonBody(response);
	assertString$1(json.request_uri, "\"response\" body \"request_uri\" property", INVALID_RESPONSE, { body: json });
	let expiresIn = typeof json.expires_in !== "number" ? parseFloat(json.expires_in) : json.expires_in;
	assertNumber(expiresIn, true, "\"response\" body \"expires_in\" property", INVALID_RESPONSE, { body: json });
	json.expires_in = expiresIn;
	return json;
}
async function parseOAuthResponseErrorBody(response) {
	if (response.status > 399 && response.status < 500) {
		assertReadableResponse(response);
		assertApplicationJson(response);
		try {
			const json = await response.clone().json();
			if (isJsonObject(json) && typeof json.error === "string" && json.error.length) return json;
		} catch {}
	}
}
async function checkOAuthBodyError(response, expected, label) {
	if (response.status !== expected) {
		checkAuthenticationChallenges(response);
		let err;
		if (err = await parseOAuthResponseErrorBody(response)) {
			await response.body?.cancel();
			throw new ResponseBodyError("server responded with an error in the response body", {
				cause: err,
				response
			});
		}
		throw OPE(`"response" is not a conform ${label} response (unexpected HTTP status code)`, RESPONSE_IS_NOT_CONFORM, response);
	}
}
function assertDPoP(option) {
	if (!branded.has(option)) throw CodedTypeError$1("\"options.DPoP\" is not a valid DPoPHandle", ERR_INVALID_ARG_VALUE$1);
}
async function resourceRequest(accessToken, method, url, headers, body, options) {
	assertString$1(accessToken, "\"accessToken\"");
	if (!(url instanceof URL)) throw CodedTypeError$1("\"url\" must be an instance of URL", ERR_INVALID_ARG_TYPE$1);
	checkProtocol(url, options?.[allowInsecureRequests$1] !== true);
	headers = prepareHeaders(headers);
	if (options?.DPoP) {
		assertDPoP(options.DPoP);
		await options.DPoP.addProof(url, headers, method.toUpperCase(), accessToken);
	}
	headers.set("authorization", `${headers.has("dpop") ? "DPoP" : "Bearer"} ${accessToken}`);
	const response = await (options?.[customFetch$1] || fetch)(url.href, {
		duplex: looseInstanceOf(body, ReadableStream) ? "half" : void 0,
		body,
		headers: Object.fromEntries(headers.entries()),
		method,
		redirect: "manual",
		signal: signal$1(url, options?.signal)
	});
	options?.DPoP?.cacheNonce(response, url);
	return response;
}
async function protectedResourceRequest(accessToken, method, url, headers, body, options) {
	const response = await resourceRequest(accessToken, method, url, headers, body, options);
	checkAuthenticationChallenges(response);
	return response;
}
async function userInfoRequest(as, client, accessToken, options) {
	assertAs(as);
	assertClient(client);
	const url = resolveEndpoint(as, "userinfo_endpoint", client.use_mtls_endpoint_aliases, options?.[allowInsecureRequests$1] !== true);
	const headers = prepareHeaders(options?.headers);
	if (client.userinfo_signed_response_alg) headers.set("accept", "application/jwt");
	else {
		headers.set("accept", "application/json");
		headers.append("accept", "application/jwt");
	}
	return resourceRequest(accessToken, "GET", url, headers, null, {
		...options,
		[clockSkew$1]: getClockSkew(client)
	});
}
let jwksMap;
let jwksRequests;
let jwksKeys;
function setJwksCache$1(as, jwks, uat, cache) {
	jwksMap ||= /* @__PURE__ */ new WeakMap();
	jwksMap.set(as, {
		jwks,
		uat,
		get age() {
			return epochTime() - this.uat;
		}
	});
	if (cache) Object.assign(cache, {
		jwks: structuredClone(jwks),
		uat
	});
}
function isFreshJwksCache(input) {
	if (typeof input !== "object" || input === null) return false;
	if (!("uat" in input) || typeof input.uat !== "number" || epochTime() - input.uat >= 300) return false;
	if (!("jwks" in input) || !isJsonObject(input.jwks) || !Array.isArray(input.jwks.keys) || !Array.prototype.every.call(input.jwks.keys, isJsonObject)) return false;
	return true;
}
function clearJwksCache(as, cache) {
	jwksMap?.delete(as);
	delete cache?.jwks;
	delete cache?.uat;
}
async function getPublicSigKeyFromIssuerJwksUri(as, options, header) {
	const { alg, kid } = header;
	checkSupportedJwsAlg(header);
	if (!jwksMap?.has(as) && isFreshJwksCache(options?.[jwksCache])) setJwksCache$1(as, options?.[jwksCache].jwks, options?.[jwksCache].uat);
	let jwks;
	let age;
	if (jwksMap?.has(as)) {
		({jwks, age} = jwksMap.get(as));
		if (age >= 300) {
			clearJwksCache(as, options?.[jwksCache]);
			return getPublicSigKeyFromIssuerJwksUri(as, options, header);
		}
	} else {
		const downloaded = await jwksRequest(as, options);
		jwks = downloaded.jwks;
		age = epochTime() - downloaded.uat;
		setJwksCache$1(as, jwks, downloaded.uat, options?.[jwksCache]);
	}
	let kty;
	switch (alg.slice(0, 2)) {
		case "RS":
		case "PS":
			kty = "RSA";
			break;
		case "ES":
			kty = "EC";
			break;
		case "Ed":
			kty = "OKP";
			break;
		case "ML":
			kty = "AKP";
			break;
		default: throw new UnsupportedOperationError("unsupported JWS algorithm", { cause: { alg } });
	}
	const candidates = jwks.keys.filter((jwk) => {
		if (jwk.kty !== kty) return false;
		if (kid !== void 0 && kid !== jwk.kid) return false;
		if (jwk.alg !== void 0 && alg !== jwk.alg) return false;
		if (jwk.use !== void 0 && jwk.use !== "sig") return false;
		if (jwk.key_ops?.includes("verify") === false) return false;
		switch (true) {
			case alg === "ES256" && jwk.crv !== "P-256":
			case alg === "ES384" && jwk.crv !== "P-384":
			case alg === "ES512" && jwk.crv !== "P-521":
			case alg === "Ed25519" && jwk.crv !== "Ed25519":
			case alg === "EdDSA" && jwk.crv !== "Ed25519": return false;
		}
		return true;
	});
	const { 0: jwk, length } = candidates;
	if (!length) {
		if (age >= 60) {
			clearJwksCache(as, options?.[jwksCache]);
			return getPublicSigKeyFromIssuerJwksUri(as, options, header);
		}
		throw OPE("error when selecting a JWT verification key, no applicable keys found", KEY_SELECTION, {
			header,
			candidates,
			jwks_uri: new URL(as.jwks_uri)
		});
	}
	if (length !== 1) throw OPE("error when selecting a JWT verification key, multiple applicable keys found, a \"kid\" JWT Header Parameter is required", KEY_SELECTION, {
		header,
		candidates,
		jwks_uri: new URL(as.jwks_uri)
	});
	jwksKeys ||= /* @__PURE__ */ new WeakMap();
	let keys = jwksKeys.get(jwk);
	if (!keys) {
		keys = /* @__PURE__ */ new Map();
		jwksKeys.set(jwk, keys);
	}
	let key = keys.get(alg);
	if (!key) {
		key = importJwk(alg, jwk).catch((cause) => {
			keys.delete(alg);
			throw cause;
		});
		keys.set(alg, key);
	}
	return key;
}
const skipSubjectCheck$1 = Symbol();
function getContentType(input) {
	return input.headers.get("content-type")?.split(";")[0];
}
async function processUserInfoResponse(as, client, expectedSubject, response, options) {
	assertAs(as);
	assertClient(client);
	if (!looseInstanceOf(response, Response)) throw CodedTypeError$1("\"response\" must be an instance of Response", ERR_INVALID_ARG_TYPE$1);
	checkAuthenticationChallenges(response);
	if (response.status !== 200) throw OPE("\"response\" is not a conform UserInfo Endpoint response (unexpected HTTP status code)", RESPONSE_IS_NOT_CONFORM, response);
	assertReadableResponse(response);
	let json;
	if (getContentType(response) === "application/jwt") {
		const { claims, jwt } = await validateJwt(await response.text(), checkSigningAlgorithm.bind(void 0, client.userinfo_signed_response_alg, as.userinfo_signing_alg_values_supported, void 0), getClockSkew(client), getClockTolerance(client), options?.[jweDecrypt]).then(validateOptionalAudience.bind(void 0, client.client_id)).then(validateOptionalIssuer.bind(void 0, as));
		jwtRefs.set(response, jwt);
		json = claims;
	} else {
		if (client.userinfo_signed_response_alg) throw OPE("JWT UserInfo Response expected", JWT_USERINFO_EXPECTED, response);
		json = await getResponseJsonBody(response);
	}
	assertString$1(json.sub, "\"response\" body \"sub\" property", INVALID_RESPONSE, { body: json });
	switch (expectedSubject) {
		case skipSubjectCheck$1: break;
		default:
			assertString$1(expectedSubject, "\"expectedSubject\"");
			if (json.sub !== expectedSubject) throw OPE("unexpected \"response\" body \"sub\" property value", JSON_ATTRIBUTE_COMPARISON, {
				expected: expectedSubject,
				body: json,
				attribute: "sub"
			});
	}
	return json;
}
async function authenticatedRequest(as, client, clientAuthentication, url, body, headers, options) {
	await clientAuthentication(as, client, body, headers);
	headers.set("content-type", "application/x-www-form-urlencoded;charset=UTF-8");
	return (options?.[customFetch$1] || fetch)(url.href, {
		body,
		headers: Object.fromEntries(headers.entries()),
		method: "POST",
		redirect: "manual",
		signal: signal$1(url, options?.signal)
	});
}
async function tokenEndpointRequest(as, client, clientAuthentication, grantType, parameters, options) {
	const url = resolveEndpoint(as, "token_endpoint", client.use_mtls_endpoint_aliases, options?.[allowInsecureRequests$1] !== true);
	parameters.set("grant_type", grantType);
	const headers = prepareHeaders(options?.headers);
	headers.set("accept", "application/json");
	if (options?.DPoP !== void 0) {
		assertDPoP(options.DPoP);
		await options.DPoP.addProof(url, headers, "POST");
	}
	const response = await authenticatedRequest(as, client, clientAuthentication, url, parameters, headers, options);
	options?.DPoP?.cacheNonce(response, url);
	return response;
}
async function refreshTokenGrantRequest(as, client, clientAuthentication, refreshToken, options) {
	assertAs(as);
	assertClient(client);
	assertString$1(refreshToken, "\"refreshToken\"");
	const parameters = new URLSearchParams(options?.additionalParameters);
	parameters.set("refresh_token", refreshToken);
	return tokenEndpointRequest(as, client, clientAuthentication, "refresh_token", parameters, options);
}
const idTokenClaims = /* @__PURE__ */ new WeakMap();
const jwtRefs = /* @__PURE__ */ new WeakMap();
function getValidatedIdTokenClaims(ref) {
	if (!ref.id_token) return;
	const claims = idTokenClaims.get(ref);
	if (!claims) throw CodedTypeError$1("\"ref\" was already garbage collected or did not resolve from the proper sources", ERR_INVALID_ARG_VALUE$1);
	return claims;
}
async function validateApplicationLevelSignature(as, ref, options) {
	assertAs(as);
	if (!jwtRefs.has(ref)) throw CodedTypeError$1("\"ref\" does not contain a processed JWT Response to verify the signature of", ERR_INVALID_ARG_VALUE$1);
	const { 0: protectedHeader, 1: payload, 2: encodedSignature } = jwtRefs.get(ref).split(".");
	const header = JSON.parse(buf(b64u(protectedHeader)));
	if (header.alg.startsWith("HS")) throw new UnsupportedOperationError("unsupported JWS algorithm", { cause: { alg: header.alg } });
	let key;
	key = await getPublicSigKeyFromIssuerJwksUri(as, options, header);
	await validateJwsSignature(protectedHeader, payload, key, b64u(encodedSignature));
}
async function processGenericAccessTokenResponse(as, client, response, additionalRequiredIdTokenClaims, decryptFn, recognizedTokenTypes) {
	assertAs(as);
	assertClient(client);
	if (!looseInstanceOf(response, Response)) throw CodedTypeError$1("\"response\" must be an instance of Response", ERR_INVALID_ARG_TYPE$1);
	await checkOAuthBodyError(response, 200, "Token Endpoint");
	assertReadableResponse(response);
	const json = await getResponseJsonBody(response);
	assertString$1(json.access_token, "\"response\" body \"access_token\" property", INVALID_RESPONSE, { body: json });
	assertString$1(json.token_type, "\"response\" body \"token_type\" property", INVALID_RESPONSE, { body: json });
	json.token_type = json.token_type.toLowerCase();
	if (json.expires_in !== void 0) {
		let expiresIn = typeof json.expires_in !== "number" ? parseFloat(json.expires_in) : json.expires_in;
		assertNumber(expiresIn, true, "\"response\" body \"expires_in\" property", INVALID_RESPONSE, { body: json });
		json.expires_in = expiresIn;
	}
	if (json.refresh_token !== void 0) assertString$1(json.refresh_token, "\"response\" body \"refresh_token\" property", INVALID_RESPONSE, { body: json });
	if (json.scope !== void 0 && typeof json.scope !== "string") throw OPE("\"response\" body \"scope\" property must be a string", INVALID_RESPONSE, { body: json });
	if (json.id_token !== void 0) {
		assertString$1(json.id_token, "\"response\" body \"id_token\" property", INVALID_RESPONSE, { body: json });
		const requiredClaims = [];
		if (client.require_auth_time === true) requiredClaims.push("auth_time");
		if (client.default_max_age !== void 0) {
			assertNumber(client.default_max_age, true, "\"client.default_max_age\"");
			requiredClaims.push("auth_time");
		}
		if (additionalRequiredIdTokenClaims?.length) requiredClaims.push(...additionalRequiredIdTokenClaims);
		const { claims, jwt } = await validateIdTokenClaims(as, client, json.id_token, requiredClaims, decryptFn);
		validateIdTokenAuthorizedParty(client, claims);
		validateIdTokenAuthTimeClaim(claims);
		jwtRefs.set(response, jwt);
		idTokenClaims.set(json, claims);
	}
	if (recognizedTokenTypes?.[json.token_type] !== void 0) recognizedTokenTypes[json.token_type](response, json);
	else if (json.token_type !== "dpop" && json.token_type !== "bearer") throw new UnsupportedOperationError("unsupported `token_type` value", { cause: { body: json } });
	return json;
}
function checkAuthenticationChallenges(response) {
	let challenges;
	if (challenges = parseWwwAuthenticateChallenges(response)) throw new WWWAuthenticateChallengeError("server responded with a challenge in the WWW-Authenticate HTTP Header", {
		cause: challenges,
		response
	});
}
async function processRefreshTokenResponse(as, client, response, options) {
	return processGenericAccessTokenResponse(as, client, response, void 0, options?.[jweDecrypt], options?.recognizedTokenTypes);
}
function validateOptionalAudience(expected, result) {
	if (result.claims.aud !== void 0) return validateAudience(expected, result);
	return result;
}
function validateAudience(expected, result) {
	if (Array.isArray(result.claims.aud)) {
		if (!result.claims.aud.includes(expected)) throw OPE("unexpected JWT \"aud\" (audience) claim value", JWT_CLAIM_COMPARISON, {
			expected,
			claims: result.claims,
			claim: "aud"
		});
	} else if (result.claims.aud !== expected) throw OPE("unexpected JWT \"aud\" (audience) claim value", JWT_CLAIM_COMPARISON, {
		expected,
		claims: result.claims,
		claim: "aud"
	});
	return result;
}
function validateOptionalIssuer(as, result) {
	if (result.claims.iss !== void 0) return validateIssuer(as, result);
	return result;
}
function validateIssuer(as, result) {
	const expected = as[_expectedIssuer]?.(result) ?? as.issuer;
	if (result.claims.iss !== expected) throw OPE("unexpected JWT \"iss\" (issuer) claim value", JWT_CLAIM_COMPARISON, {
		expected,
		claims: result.claims,
		claim: "iss"
	});
	return result;
}
const branded = /* @__PURE__ */ new WeakSet();
function brand(searchParams) {
	branded.add(searchParams);
	return searchParams;
}
const nopkce = Symbol();
async function authorizationCodeGrantRequest(as, client, clientAuthentication, callbackParameters, redirectUri, codeVerifier, options) {
	assertAs(as);
	assertClient(client);
	if (!branded.has(callbackParameters)) throw CodedTypeError$1("\"callbackParameters\" must be an instance of URLSearchParams obtained from \"validateAuthResponse()\", or \"validateJwtAuthResponse()", ERR_INVALID_ARG_VALUE$1);
	assertString$1(redirectUri, "\"redirectUri\"");
	const code = getURLSearchParameter(callbackParameters, "code");
	if (!code) throw OPE("no authorization code in \"callbackParameters\"", INVALID_RESPONSE);
	const parameters = new URLSearchParams(options?.additionalParameters);
	parameters.set("redirect_uri", redirectUri);
	parameters.set("code", code);
	if (codeVerifier !== nopkce) {
		assertString$1(codeVerifier, "\"codeVerifier\"");
		parameters.set("code_verifier", codeVerifier);
	}
	return tokenEndpointRequest(as, client, clientAuthentication, "authorization_code", parameters, options);
}
const jwtClaimNames = {
	aud: "audience",
	c_hash: "code hash",
	client_id: "client id",
	exp: "expiration time",
	iat: "issued at",
	iss: "issuer",
	jti: "jwt id",
	nonce: "nonce",
	s_hash: "state hash",
	sub: "subject",
	ath: "access token hash",
	htm: "http method",
	htu: "http uri",
	cnf: "confirmation",
	auth_time: "authentication time"
};
function validatePresence(required, result) {
	for (const claim of required) if (result.claims[claim] === void 0) throw OPE(`JWT "${claim}" (${jwtClaimNames[claim]}) claim missing`, INVALID_RESPONSE, { claims: result.claims });
	return result;
}
function validateStringClaim(claim, result) {
	if (typeof result.claims[claim] !== "string") throw OPE(`unexpected JWT "${claim}" (${jwtClaimNames[claim]}) claim type`, INVALID_RESPONSE, { claims: result.claims });
	return result;
}
function validateIdTokenClaims(as, client, idToken, requiredClaims, decryptFn) {
	return validateJwt(idToken, checkSigningAlgorithm.bind(void 0, client.id_token_signed_response_alg, as.id_token_signing_alg_values_supported, "RS256"), getClockSkew(client), getClockTolerance(client), decryptFn).then(validatePresence.bind(void 0, [
		"aud",
		"exp",
		"iat",
		"iss",
		"sub",
		...requiredClaims
	])).then(validateIssuer.bind(void 0, as)).then(validateAudience.bind(void 0, client.client_id)).then(validateStringClaim.bind(void 0, "sub"));
}
function resolveIdTokenMaxAge(client, maxAge) {
	if (maxAge === skipAuthTimeCheck) return maxAge;
	const fromClient = maxAge === void 0;
	if (fromClient) maxAge = client.default_max_age;
	if (maxAge === void 0) return skipAuthTimeCheck;
	assertNumber(maxAge, true, fromClient ? "\"client.default_max_age\"" : "\"maxAge\" argument");
	return maxAge;
}
function validateIdTokenAuthTimeClaim(claims) {
	if (claims.auth_time !== void 0) assertNumber(claims.auth_time, true, "ID Token \"auth_time\" (authentication time)", INVALID_RESPONSE, { claims });
}
function validateIdTokenAuthTime(client, claims, maxAge) {
	if (maxAge === skipAuthTimeCheck) return;
	const now = epochTime() + getClockSkew(client);
	const tolerance = getClockTolerance(client);
	if (claims.auth_time + maxAge < now - tolerance) throw OPE("too much time has elapsed since the last End-User authentication", JWT_TIMESTAMP_CHECK, {
		claims,
		now,
		tolerance,
		claim: "auth_time"
	});
}
function validateIdTokenNonce(claims, expectedNonce) {
	const expected = expectedNonce === expectNoNonce ? void 0 : expectedNonce;
	if (claims.nonce !== expected) throw OPE("unexpected ID Token \"nonce\" claim value", JWT_CLAIM_COMPARISON, {
		expected,
		claims,
		claim: "nonce"
	});
}
function validateIdTokenAuthorizedParty(client, claims) {
	if (Array.isArray(claims.aud) && claims.aud.length !== 1) {
		if (claims.azp === void 0) throw OPE("ID Token \"aud\" (audience) claim includes additional untrusted audiences", JWT_CLAIM_COMPARISON, {
			claims,
			claim: "aud"
		});
		if (claims.azp !== client.client_id) throw OPE("unexpected ID Token \"azp\" (authorized party) claim value", JWT_CLAIM_COMPARISON, {
			expected: client.client_id,
			claims,
			claim: "azp"
		});
	}
}
const expectNoNonce = Symbol();
const skipAuthTimeCheck = Symbol();
async function processAuthorizationCodeResponse(as, client, response, options) {
	if (typeof options?.expectedNonce === "string" || typeof options?.maxAge === "number" || options?.requireIdToken) return processAuthorizationCodeOpenIDResponse(as, client, response, options.expectedNonce, options.maxAge, options[jweDecrypt], options.recognizedTokenTypes);
	return processAuthorizationCodeOAuth2Response(as, client, response, options?.maxAge, options?.[jweDecrypt], options?.recognizedTokenTypes);
}
async function processAuthorizationCodeOpenIDResponse(as, client, response, expectedNonce, maxAge, decryptFn, recognizedTokenTypes) {
	const additionalRequiredClaims = [];
	switch (expectedNonce) {
		case void 0:
			expectedNonce = expectNoNonce;
			break;
		case expectNoNonce: break;
		default:
			assertString$1(expectedNonce, "\"expectedNonce\" argument");
			additionalRequiredClaims.push("nonce");
	}
	maxAge = resolveIdTokenMaxAge(client, maxAge);
	if (maxAge !== skipAuthTimeCheck) additionalRequiredClaims.push("auth_time");
	const result = await processGenericAccessTokenResponse(as, client, response, additionalRequiredClaims, decryptFn, recognizedTokenTypes);
	assertString$1(result.id_token, "\"response\" body \"id_token\" property", INVALID_RESPONSE, { body: result });
	const claims = getValidatedIdTokenClaims(result);
	validateIdTokenAuthTime(client, claims, maxAge);
	validateIdTokenNonce(claims, expectedNonce);
	return result;
}
async function processAuthorizationCodeOAuth2Response(as, client, response, maxAge, decryptFn, recognizedTokenTypes) {
	const result = await processGenericAccessTokenResponse(as, client, response, void 0, decryptFn, recognizedTokenTypes);
	const claims = getValidatedIdTokenClaims(result);
	if (claims) {
		validateIdTokenAuthTime(client, claims, resolveIdTokenMaxAge(client, maxAge));
		validateIdTokenNonce(claims, expectNoNonce);
	}
	return result;
}
const WWW_AUTHENTICATE_CHALLENGE = "OAUTH_WWW_AUTHENTICATE_CHALLENGE";
const RESPONSE_BODY_ERROR = "OAUTH_RESPONSE_BODY_ERROR";
const UNSUPPORTED_OPERATION = "OAUTH_UNSUPPORTED_OPERATION";
const AUTHORIZATION_RESPONSE_ERROR = "OAUTH_AUTHORIZATION_RESPONSE_ERROR";
const JWT_USERINFO_EXPECTED = "OAUTH_JWT_USERINFO_EXPECTED";
const PARSE_ERROR = "OAUTH_PARSE_ERROR";
const INVALID_RESPONSE = "OAUTH_INVALID_RESPONSE";
const RESPONSE_IS_NOT_JSON = "OAUTH_RESPONSE_IS_NOT_JSON";
const RESPONSE_IS_NOT_CONFORM = "OAUTH_RESPONSE_IS_NOT_CONFORM";
const HTTP_REQUEST_FORBIDDEN = "OAUTH_HTTP_REQUEST_FORBIDDEN";
const REQUEST_PROTOCOL_FORBIDDEN = "OAUTH_REQUEST_PROTOCOL_FORBIDDEN";
const JWT_TIMESTAMP_CHECK = "OAUTH_JWT_TIMESTAMP_CHECK_FAILED";
const JWT_CLAIM_COMPARISON = "OAUTH_JWT_CLAIM_COMPARISON_FAILED";
const JSON_ATTRIBUTE_COMPARISON = "OAUTH_JSON_ATTRIBUTE_COMPARISON_FAILED";
const KEY_SELECTION = "OAUTH_KEY_SELECTION_FAILED";
const MISSING_SERVER_METADATA = "OAUTH_MISSING_SERVER_METADATA";
const INVALID_SERVER_METADATA = "OAUTH_INVALID_SERVER_METADATA";
function checkJwtType(expected, result) {
	if (typeof result.header.typ !== "string" || normalizeTyp(result.header.typ) !== expected) throw OPE("unexpected JWT \"typ\" header parameter value", INVALID_RESPONSE, { header: result.header });
	return result;
}
async function clientCredentialsGrantRequest(as, client, clientAuthentication, parameters, options) {
	assertAs(as);
	assertClient(client);
	return tokenEndpointRequest(as, client, clientAuthentication, "client_credentials", new URLSearchParams(parameters), options);
}
async function genericTokenEndpointRequest(as, client, clientAuthentication, grantType, parameters, options) {
	assertAs(as);
	assertClient(client);
	assertString$1(grantType, "\"grantType\"");
	return tokenEndpointRequest(as, client, clientAuthentication, grantType, new URLSearchParams(parameters), options);
}
async function processGenericTokenEndpointResponse(as, client, response, options) {
	return processGenericAccessTokenResponse(as, client, response, void 0, options?.[jweDecrypt], options?.recognizedTokenTypes);
}
async function processClientCredentialsResponse(as, client, response, options) {
	return processGenericAccessTokenResponse(as, client, response, void 0, options?.[jweDecrypt], options?.recognizedTokenTypes);
}
async function revocationRequest(as, client, clientAuthentication, token, options) {
	assertAs(as);
	assertClient(client);
	assertString$1(token, "\"token\"");
	const url = resolveEndpoint(as, "revocation_endpoint", client.use_mtls_endpoint_aliases, options?.[allowInsecureRequests$1] !== true);
	const body = new URLSearchParams(options?.additionalParameters);
	body.set("token", token);
	const headers = prepareHeaders(options?.headers);
	headers.delete("accept");
	return authenticatedRequest(as, client, clientAuthentication, url, body, headers, options);
}
async function processRevocationResponse(response) {
	if (!looseInstanceOf(response, Response)) throw CodedTypeError$1("\"response\" must be an instance of Response", ERR_INVALID_ARG_TYPE$1);
	await checkOAuthBodyError(response, 200, "Revocation Endpoint");
}
function assertReadableResponse(response) {
	if (response.bodyUsed) throw CodedTypeError$1("\"response\" body has been used already", ERR_INVALID_ARG_VALUE$1);
}
async function introspectionRequest(as, client, clientAuthentication, token, options) {
	assertAs(as);
	assertClient(client);
	assertString$1(token, "\"token\"");
	const url = resolveEndpoint(as, "introspection_endpoint", client.use_mtls_endpoint_aliases, options?.[allowInsecureRequests$1] !== true);
	const body = new URLSearchParams(options?.additionalParameters);
	body.set("token", token);
	const headers = prepareHeaders(options?.headers);
	if (options?.requestJwtResponse ?? client.introspection_signed_response_alg) headers.set("accept", "application/token-introspection+jwt");
	else headers.set("accept", "application/json");
	return authenticatedRequest(as, client, clientAuthentication, url, body, headers, options);
}
async function processIntrospectionResponse(as, client, response, options) {
	assertAs(as);
	assertClient(client);
	if (!looseInstanceOf(response, Response)) throw CodedTypeError$1("\"response\" must be an instance of Response", ERR_INVALID_ARG_TYPE$1);
	await checkOAuthBodyError(response, 200, "Introspection Endpoint");
	let json;
	if (getContentType(response) === "application/token-introspection+jwt") {
		assertReadableResponse(response);
		const { claims, jwt } = await validateJwt(await response.text(), checkSigningAlgorithm.bind(void 0, client.introspection_signed_response_alg, as.introspection_signing_alg_values_supported, "RS256"), getClockSkew(client), getClockTolerance(client), options?.[jweDecrypt]).then(checkJwtType.bind(void 0, "token-introspection+jwt")).then(validatePresence.bind(void 0, [
			"aud",
			"iat",
			"iss"
		])).then(validateIssuer.bind(void 0, as)).then(validateAudience.bind(void 0, client.client_id));
		jwtRefs.set(response, jwt);
		if (!isJsonObject(claims.token_introspection)) throw OPE("JWT \"token_introspection\" claim must be a JSON object", INVALID_RESPONSE, { claims });
		json = claims.token_introspection;
	} else {
		assertReadableResponse(response);
		json = await getResponseJsonBody(response);
	}
	if (typeof json.active !== "boolean") throw OPE("\"response\" body \"active\" property must be a boolean", INVALID_RESPONSE, { body: json });
	return json;
}
async function jwksRequest(as, options) {
	assertAs(as);
	const url = resolveEndpoint(as, "jwks_uri", false, options?.[allowInsecureRequests$1] !== true);
	const headers = prepareHeaders(options?.headers);
	headers.set("accept", "application/json");
	headers.append("accept", "application/jwk-set+json");
	const requestHeaders = Object.fromEntries(headers.entries());
	const headersKey = JSON.stringify(requestHeaders);
	const fetcher = options?.[customFetch$1] || fetch;
	const requestSignal = signal$1(url, options?.signal);
	jwksRequests ||= /* @__PURE__ */ new WeakMap();
	const requests = jwksRequests.get(as) ?? /* @__PURE__ */ new Set();
	for (const pending of requests) if (pending.url === url.href && pending.headers === headersKey && pending.fetch === fetcher && pending.signal === requestSignal) return pending.promise;
	const pending = {
		url: url.href,
		headers: headersKey,
		fetch: fetcher,
		signal: requestSignal,
		promise: Promise.resolve().then(() => fetcher(url.href, {
			body: void 0,
			headers: requestHeaders,
			method: "GET",
			redirect: "manual",
			signal: requestSignal
		})).then(processJwksResponse).then((jwks) => {
			const uat = epochTime();
			setJwksCache$1(as, jwks, uat);
			return {
				jwks,
				uat
			};
		}).finally(() => {
			requests.delete(pending);
			if (!requests.size) jwksRequests.delete(as);
		})
	};
	requests.add(pending);
	jwksRequests.set(as, requests);
	return pending.promise;
}
async function processJwksResponse(response) {
	if (!looseInstanceOf(response, Response)) throw CodedTypeError$1("\"response\" must be an instance of Response", ERR_INVALID_ARG_TYPE$1);
	if (response.status !== 200) throw OPE("\"response\" is not a conform JSON Web Key Set response (unexpected HTTP status code)", RESPONSE_IS_NOT_CONFORM, response);
	assertReadableResponse(response);
	const json = await getResponseJsonBody(response, (response) => assertContentTypes(response, "application/json", "application/jwk-set+json"));
	if (!Array.isArray(json.keys)) throw OPE("\"response\" body \"keys\" property must be an array", INVALID_RESPONSE, { body: json });
	if (!Array.prototype.every.call(json.keys, isJsonObject)) throw OPE("\"response\" body \"keys\" property members must be JWK formatted objects", INVALID_RESPONSE, { body: json });
	return json;
}
function supported$1(alg) {
	switch (alg) {
		case "PS256":
		case "ES256":
		case "RS256":
		case "PS384":
		case "ES384":
		case "RS384":
		case "PS512":
		case "ES512":
		case "RS512":
		case "Ed25519":
		case "EdDSA":
		case "ML-DSA-44":
		case "ML-DSA-65":
		case "ML-DSA-87": return true;
		default: return false;
	}
}
function checkSupportedJwsAlg(header) {
	if (!supported$1(header.alg)) throw new UnsupportedOperationError("unsupported JWS \"alg\" identifier", { cause: { alg: header.alg } });
}
function checkRsaKeyAlgorithm(key) {
	const { algorithm } = key;
	if (typeof algorithm.modulusLength !== "number" || algorithm.modulusLength < 2048) throw new UnsupportedOperationError(`unsupported ${algorithm.name} modulusLength`, { cause: key });
}
function ecdsaHashName(key) {
	const { algorithm } = key;
	switch (algorithm.namedCurve) {
		case "P-256": return "SHA-256";
		case "P-384": return "SHA-384";
		case "P-521": return "SHA-512";
		default: throw new UnsupportedOperationError("unsupported ECDSA namedCurve", { cause: key });
	}
}
function keyToSubtle(key) {
	switch (key.algorithm.name) {
		case "ECDSA": return {
			name: key.algorithm.name,
			hash: ecdsaHashName(key)
		};
		case "RSA-PSS":
			checkRsaKeyAlgorithm(key);
			switch (key.algorithm.hash.name) {
				case "SHA-256":
				case "SHA-384":
				case "SHA-512": return {
					name: key.algorithm.name,
					saltLength: parseInt(key.algorithm.hash.name.slice(-3), 10) >> 3
				};
				default: throw new UnsupportedOperationError("unsupported RSA-PSS hash name", { cause: key });
			}
		case "RSASSA-PKCS1-v1_5":
			checkRsaKeyAlgorithm(key);
			return key.algorithm.name;
		case "ML-DSA-44":
		case "ML-DSA-65":
		case "ML-DSA-87":
		case "Ed25519": return key.algorithm.name;
	}
	throw new UnsupportedOperationError("unsupported CryptoKey algorithm name", { cause: key });
}
async function validateJwsSignature(protectedHeader, payload, key, signature) {
	const data = buf(`${protectedHeader}.${payload}`);
	const algorithm = keyToSubtle(key);
	if (!await crypto.subtle.verify(algorithm, key, signature, data)) throw OPE("JWT signature verification failed", INVALID_RESPONSE, {
		key,
		data,
		signature,
		algorithm
	});
}
async function validateJwt(jws, checkAlg, clockSkew, clockTolerance, decryptJwt) {
	let { 0: protectedHeader, 1: payload, length } = jws.split(".");
	if (length === 5) {
		if (decryptJwt !== void 0) {
			jws = await decryptJwt(jws);
			({0: protectedHeader, 1: payload, length} = jws.split("."));
		} else throw new UnsupportedOperationError("JWE decryption is not configured", { cause: jws });
	}
	if (length !== 3) throw OPE("Invalid JWT", INVALID_RESPONSE, jws);
	let header;
	try {
		header = JSON.parse(buf(b64u(protectedHeader)));
	} catch (cause) {
		throw OPE("failed to parse JWT Header body as base64url encoded JSON", PARSE_ERROR, cause);
	}
	if (!isJsonObject(header)) throw OPE("JWT Header must be a top level object", INVALID_RESPONSE, jws);
	checkAlg(header);
	if (header.crit !== void 0) throw new UnsupportedOperationError("no JWT \"crit\" header parameter extensions are supported", { cause: { header } });
	let claims;
	try {
		claims = JSON.parse(buf(b64u(payload)));
	} catch (cause) {
		throw OPE("failed to parse JWT Payload body as base64url encoded JSON", PARSE_ERROR, cause);
	}
	if (!isJsonObject(claims)) throw OPE("JWT Payload must be a top level object", INVALID_RESPONSE, jws);
	const now = epochTime() + clockSkew;
	if (claims.exp !== void 0) {
		if (typeof claims.exp !== "number") throw OPE("unexpected JWT \"exp\" (expiration time) claim type", INVALID_RESPONSE, { claims });
		if (claims.exp <= now - clockTolerance) throw OPE("unexpected JWT \"exp\" (expiration time) claim value, expiration is past current timestamp", JWT_TIMESTAMP_CHECK, {
			claims,
			now,
			tolerance: clockTolerance,
			claim: "exp"
		});
	}
	if (claims.iat !== void 0) {
		if (typeof claims.iat !== "number") throw OPE("unexpected JWT \"iat\" (issued at) claim type", INVALID_RESPONSE, { claims });
	}
	if (claims.iss !== void 0) {
		if (typeof claims.iss !== "string") throw OPE("unexpected JWT \"iss\" (issuer) claim type", INVALID_RESPONSE, { claims });
	}
	if (claims.nbf !== void 0) {
		if (typeof claims.nbf !== "number") throw OPE("unexpected JWT \"nbf\" (not before) claim type", INVALID_RESPONSE, { claims });
		if (claims.nbf > now + clockTolerance) throw OPE("unexpected JWT \"nbf\" (not before) claim value", JWT_TIMESTAMP_CHECK, {
			claims,
			now,
			tolerance: clockTolerance,
			claim: "nbf"
		});
	}
	if (claims.aud !== void 0) {
		if (typeof claims.aud !== "string" && !Array.isArray(claims.aud)) throw OPE("unexpected JWT \"aud\" (audience) claim type", INVALID_RESPONSE, { claims });
	}
	return {
		header,
		claims,
		jwt: jws
	};
}
async function validateJwtAuthResponse(as, client, parameters, expectedState, options) {
	assertAs(as);
	assertClient(client);
	if (parameters instanceof URL) parameters = parameters.searchParams;
	if (!(parameters instanceof URLSearchParams)) throw CodedTypeError$1("\"parameters\" must be an instance of URLSearchParams, or URL", ERR_INVALID_ARG_TYPE$1);
	const response = getURLSearchParameter(parameters, "response");
	if (!response) throw OPE("\"parameters\" does not contain a JARM response", INVALID_RESPONSE);
	const { claims, header, jwt } = await validateJwt(response, checkSigningAlgorithm.bind(void 0, client.authorization_signed_response_alg, as.authorization_signing_alg_values_supported, "RS256"), getClockSkew(client), getClockTolerance(client), options?.[jweDecrypt]).then(validatePresence.bind(void 0, [
		"aud",
		"exp",
		"iss"
	])).then(validateIssuer.bind(void 0, as)).then(validateAudience.bind(void 0, client.client_id));
	const { 0: protectedHeader, 1: payload, 2: encodedSignature } = jwt.split(".");
	const signature = b64u(encodedSignature);
	await validateJwsSignature(protectedHeader, payload, await getPublicSigKeyFromIssuerJwksUri(as, options, header), signature);
	const result = new URLSearchParams();
	for (const [key, value] of Object.entries(claims)) if (typeof value === "string" && key !== "aud") result.set(key, value);
	return validateAuthResponse(as, client, result, expectedState);
}
async function idTokenHash(data, header, claimName) {
	let algorithm;
	switch (header.alg) {
		case "RS256":
		case "PS256":
		case "ES256":
			algorithm = "SHA-256";
			break;
		case "RS384":
		case "PS384":
		case "ES384":
			algorithm = "SHA-384";
			break;
		case "RS512":
		case "PS512":
		case "ES512":
		case "Ed25519":
		case "EdDSA":
			algorithm = "SHA-512";
			break;
		case "ML-DSA-44":
		case "ML-DSA-65":
		case "ML-DSA-87":
			algorithm = {
				name: "cSHAKE256",
				length: 512,
				outputLength: 512
			};
			break;
		default: throw new UnsupportedOperationError(`unsupported JWS algorithm for ${claimName} calculation`, { cause: { alg: header.alg } });
	}
	const digest = await crypto.subtle.digest(algorithm, buf(data));
	return b64u(digest.slice(0, digest.byteLength / 2));
}
async function idTokenHashMatches(data, actual, header, claimName) {
	return actual === await idTokenHash(data, header, claimName);
}
async function validateDetachedSignatureResponse(as, client, parameters, expectedNonce, expectedState, maxAge, options) {
	return validateHybridResponse(as, client, parameters, expectedNonce, expectedState, maxAge, options, true);
}
async function validateCodeIdTokenResponse$1(as, client, parameters, expectedNonce, expectedState, maxAge, options) {
	return validateHybridResponse(as, client, parameters, expectedNonce, expectedState, maxAge, options, false);
}
async function consumeStream(request) {
	if (request.bodyUsed) throw CodedTypeError$1("form_post Request instances must contain a readable body", ERR_INVALID_ARG_VALUE$1, { cause: request });
	return request.text();
}
async function formPostResponse(request) {
	if (request.method !== "POST") throw CodedTypeError$1("form_post responses are expected to use the POST method", ERR_INVALID_ARG_VALUE$1, { cause: request });
	if (getContentType(request) !== "application/x-www-form-urlencoded") throw CodedTypeError$1("form_post responses are expected to use the application/x-www-form-urlencoded content-type", ERR_INVALID_ARG_VALUE$1, { cause: request });
	return consumeStream(request);
}
async function validateHybridResponse(as, client, parameters, expectedNonce, expectedState, maxAge, options, fapi) {
	assertAs(as);
	assertClient(client);
	if (parameters instanceof URL) {
		if (!parameters.hash.length) throw CodedTypeError$1("\"parameters\" as an instance of URL must contain a hash (fragment) with the Authorization Response parameters", ERR_INVALID_ARG_VALUE$1);
		parameters = new URLSearchParams(parameters.hash.slice(1));
	} else if (looseInstanceOf(parameters, Request)) parameters = new URLSearchParams(await formPostResponse(parameters));
	else if (parameters instanceof URLSearchParams) parameters = new URLSearchParams(parameters);
	else throw CodedTypeError$1("\"parameters\" must be an instance of URLSearchParams, URL, or Response", ERR_INVALID_ARG_TYPE$1);
	const id_token = getURLSearchParameter(parameters, "id_token");
	parameters.delete("id_token");
	switch (expectedState) {
		case void 0:
		case expectNoState: break;
		default: assertString$1(expectedState, "\"expectedState\" argument");
	}
	const result = validateAuthResponse({
		...as,
		authorization_response_iss_parameter_supported: false
	}, client, parameters, expectedState);
	if (!id_token) throw OPE("\"parameters\" does not contain an ID Token", INVALID_RESPONSE);
	const code = getURLSearchParameter(parameters, "code");
	if (!code) throw OPE("\"parameters\" does not contain an Authorization Code", INVALID_RESPONSE);
	const requiredClaims = ["nonce", "c_hash"];
	const state = parameters.get("state");
	if (fapi && (typeof expectedState === "string" || state !== null)) requiredClaims.push("s_hash");
	maxAge = resolveIdTokenMaxAge(client, maxAge);
	if (client.require_auth_time || maxAge !== skipAuthTimeCheck) requiredClaims.push("auth_time");
	const { claims, header, jwt } = await validateIdTokenClaims(as, client, id_token, requiredClaims, options?.[jweDecrypt]);
	const clockSkew = getClockSkew(client);
	const now = epochTime() + clockSkew;
	if (claims.iat < now - 3600) throw OPE("unexpected JWT \"iat\" (issued at) claim value, it is too far in the past", JWT_TIMESTAMP_CHECK, {
		now,
		claims,
		claim: "iat"
	});
	assertString$1(claims.c_hash, "ID Token \"c_hash\" (code hash) claim value", INVALID_RESPONSE, { claims });
	validateIdTokenAuthTimeClaim(claims);
	validateIdTokenAuthTime(client, claims, maxAge);
	assertString$1(expectedNonce, "\"expectedNonce\" argument");
	validateIdTokenNonce(claims, expectedNonce);
	validateIdTokenAuthorizedParty(client, claims);
	const { 0: protectedHeader, 1: payload, 2: encodedSignature } = jwt.split(".");
	const signature = b64u(encodedSignature);
	await validateJwsSignature(protectedHeader, payload, await getPublicSigKeyFromIssuerJwksUri(as, options, header), signature);
	if (await idTokenHashMatches(code, claims.c_hash, header, "c_hash") !== true) throw OPE("invalid ID Token \"c_hash\" (code hash) claim value", JWT_CLAIM_COMPARISON, {
		code,
		alg: header.alg,
		claim: "c_hash",
		claims
	});
	if (fapi && state !== null || claims.s_hash !== void 0) {
		assertString$1(claims.s_hash, "ID Token \"s_hash\" (state hash) claim value", INVALID_RESPONSE, { claims });
		assertString$1(state, "\"state\" response parameter", INVALID_RESPONSE, { parameters });
		if (await idTokenHashMatches(state, claims.s_hash, header, "s_hash") !== true) throw OPE("invalid ID Token \"s_hash\" (state hash) claim value", JWT_CLAIM_COMPARISON, {
			state,
			alg: header.alg,
			claim: "s_hash",
			claims
		});
	}
	return result;
}
function checkSigningAlgorithm(client, issuer, fallback, header) {
	if (client !== void 0) {
		if (typeof client === "string" ? header.alg !== client : !client.includes(header.alg)) throw OPE("unexpected JWT \"alg\" header parameter", INVALID_RESPONSE, {
			header,
			expected: client,
			reason: "client configuration"
		});
		return;
	}
	if (Array.isArray(issuer)) {
		if (!issuer.includes(header.alg)) throw OPE("unexpected JWT \"alg\" header parameter", INVALID_RESPONSE, {
			header,
			expected: issuer,
			reason: "authorization server metadata"
		});
		return;
	}
	if (fallback !== void 0) {
		if (typeof fallback === "string" ? header.alg !== fallback : typeof fallback === "function" ? !fallback(header.alg) : !fallback.includes(header.alg)) throw OPE("unexpected JWT \"alg\" header parameter", INVALID_RESPONSE, {
			header,
			expected: fallback,
			reason: "default value"
		});
		return;
	}
	throw OPE("missing client or server configuration to verify used JWT \"alg\" header parameter", void 0, {
		client,
		issuer,
		fallback
	});
}
function getURLSearchParameter(parameters, name) {
	const { 0: value, length } = parameters.getAll(name);
	if (length > 1) throw OPE(`"${name}" parameter must be provided only once`, INVALID_RESPONSE);
	return value;
}
const skipStateCheck$1 = Symbol();
const expectNoState = Symbol();
function validateAuthResponse(as, client, parameters, expectedState) {
	assertAs(as);
	assertClient(client);
	if (parameters instanceof URL) parameters = parameters.searchParams;
	if (!(parameters instanceof URLSearchParams)) throw CodedTypeError$1("\"parameters\" must be an instance of URLSearchParams, or URL", ERR_INVALID_ARG_TYPE$1);
	if (getURLSearchParameter(parameters, "response")) throw OPE("\"parameters\" contains a JARM response, use validateJwtAuthResponse() instead of validateAuthResponse()", INVALID_RESPONSE, { parameters });
	const iss = getURLSearchParameter(parameters, "iss");
	const state = getURLSearchParameter(parameters, "state");
	if (!iss && as.authorization_response_iss_parameter_supported) throw OPE("response parameter \"iss\" (issuer) missing", INVALID_RESPONSE, { parameters });
	if (iss && iss !== as.issuer) throw OPE("unexpected \"iss\" (issuer) response parameter value", INVALID_RESPONSE, {
		expected: as.issuer,
		parameters
	});
	switch (expectedState) {
		case void 0:
		case expectNoState:
			if (state !== void 0) throw OPE("unexpected \"state\" response parameter encountered", INVALID_RESPONSE, {
				expected: void 0,
				parameters
			});
			break;
		case skipStateCheck$1: break;
		default:
			assertString$1(expectedState, "\"expectedState\" argument");
			if (state !== expectedState) throw OPE(state === void 0 ? "response parameter \"state\" missing" : "unexpected \"state\" response parameter value", INVALID_RESPONSE, {
				expected: expectedState,
				parameters
			});
	}
	if (getURLSearchParameter(parameters, "error")) throw new AuthorizationResponseError("authorization response from the server is an error", { cause: parameters });
	const id_token = getURLSearchParameter(parameters, "id_token");
	const token = getURLSearchParameter(parameters, "token");
	if (id_token !== void 0 || token !== void 0) throw new UnsupportedOperationError("implicit and hybrid flows are not supported");
	return brand(new URLSearchParams(parameters));
}
function algToSubtle(alg) {
	switch (alg) {
		case "PS256":
		case "PS384":
		case "PS512": return {
			name: "RSA-PSS",
			hash: `SHA-${alg.slice(-3)}`
		};
		case "RS256":
		case "RS384":
		case "RS512": return {
			name: "RSASSA-PKCS1-v1_5",
			hash: `SHA-${alg.slice(-3)}`
		};
		case "ES256":
		case "ES384": return {
			name: "ECDSA",
			namedCurve: `P-${alg.slice(-3)}`
		};
		case "ES512": return {
			name: "ECDSA",
			namedCurve: "P-521"
		};
		case "EdDSA": return "Ed25519";
		case "Ed25519":
		case "ML-DSA-44":
		case "ML-DSA-65":
		case "ML-DSA-87": return alg;
		default: throw new UnsupportedOperationError("unsupported JWS algorithm", { cause: { alg } });
	}
}
async function importJwk(alg, jwk) {
	const { ext, key_ops, use, ...key } = jwk;
	return crypto.subtle.importKey("jwk", key, algToSubtle(alg), true, ["verify"]);
}
async function deviceAuthorizationRequest(as, client, clientAuthentication, parameters, options) {
	assertAs(as);
	assertClient(client);
	const url = resolveEndpoint(as, "device_authorization_endpoint", client.use_mtls_endpoint_aliases, options?.[allowInsecureRequests$1] !== true);
	const body = new URLSearchParams(parameters);
	body.set("client_id", client.client_id);
	const headers = prepareHeaders(options?.headers);
	headers.set("accept", "application/json");
	return authenticatedRequest(as, client, clientAuthentication, url, body, headers, options);
}
async function processDeviceAuthorizationResponse(as, client, response) {
	assertAs(as);
	assertClient(client);
	if (!looseInstanceOf(response, Response)) throw CodedTypeError$1("\"response\" must be an instance of Response", ERR_INVALID_ARG_TYPE$1);
	await checkOAuthBodyError(response, 200, "Device Authorization Endpoint");
	assertReadableResponse(response);
	const json = await getResponseJsonBody(response);
	assertString$1(json.device_code, "\"response\" body \"device_code\" property", INVALID_RESPONSE, { body: json });
	assertString$1(json.user_code, "\"response\" body \"user_code\" property", INVALID_RESPONSE, { body: json });
	assertString$1(json.verification_uri, "\"response\" body \"verification_uri\" property", INVALID_RESPONSE, { body: json });
	let expiresIn = typeof json.expires_in !== "number" ? parseFloat(json.expires_in) : json.expires_in;
	assertNumber(expiresIn, true, "\"response\" body \"expires_in\" property", INVALID_RESPONSE, { body: json });
	json.expires_in = expiresIn;
	if (json.verification_uri_complete !== void 0) assertString$1(json.verification_uri_complete, "\"response\" body \"verification_uri_complete\" property", INVALID_RESPONSE, { body: json });
	if (json.interval !== void 0) assertNumber(json.interval, false, "\"response\" body \"interval\" property", INVALID_RESPONSE, { body: json });
	return json;
}
async function deviceCodeGrantRequest(as, client, clientAuthentication, deviceCode, options) {
	assertAs(as);
	assertClient(client);
	assertString$1(deviceCode, "\"deviceCode\"");
	const parameters = new URLSearchParams(options?.additionalParameters);
	parameters.set("device_code", deviceCode);
	return tokenEndpointRequest(as, client, clientAuthentication, "urn:ietf:params:oauth:grant-type:device_code", parameters, options);
}
async function processDeviceCodeResponse(as, client, response, options) {
	return processGenericAccessTokenResponse(as, client, response, void 0, options?.[jweDecrypt], options?.recognizedTokenTypes);
}
async function generateKeyPair(alg, options) {
	assertString$1(alg, "\"alg\"");
	const algorithm = algToSubtle(alg);
	if (alg.startsWith("PS") || alg.startsWith("RS")) Object.assign(algorithm, {
		modulusLength: options?.modulusLength ?? 2048,
		publicExponent: new Uint8Array([
			1,
			0,
			1
		])
	});
	return crypto.subtle.generateKey(algorithm, options?.extractable ?? false, ["sign", "verify"]);
}
async function backchannelAuthenticationRequest(as, client, clientAuthentication, parameters, options) {
	assertAs(as);
	assertClient(client);
	const url = resolveEndpoint(as, "backchannel_authentication_endpoint", client.use_mtls_endpoint_aliases, options?.[allowInsecureRequests$1] !== true);
	const body = new URLSearchParams(parameters);
	body.set("client_id", client.client_id);
	const headers = prepareHeaders(options?.headers);
	headers.set("accept", "application/json");
	return authenticatedRequest(as, client, clientAuthentication, url, body, headers, options);
}
async function processBackchannelAuthenticationResponse(as, client, response) {
	assertAs(as);
	assertClient(client);
	if (!looseInstanceOf(response, Response)) throw CodedTypeError$1("\"response\" must be an instance of Response", ERR_INVALID_ARG_TYPE$1);
	await checkOAuthBodyError(response, 200, "Backchannel Authentication Endpoint");
	assertReadableResponse(response);
	const json = await getResponseJsonBody(response);
	assertString$1(json.auth_req_id, "\"response\" body \"auth_req_id\" property", INVALID_RESPONSE, { body: json });
	let expiresIn = typeof json.expires_in !== "number" ? parseFloat(json.expires_in) : json.expires_in;
	assertNumber(expiresIn, true, "\"response\" body \"expires_in\" property", INVALID_RESPONSE, { body: json });
	json.expires_in = expiresIn;
	if (json.interval !== void 0) assertNumber(json.interval, false, "\"response\" body \"interval\" property", INVALID_RESPONSE, { body: json });
	return json;
}
async function backchannelAuthenticationGrantRequest(as, client, clientAuthentication, authReqId, options) {
	assertAs(as);
	assertClient(client);
	assertString$1(authReqId, "\"authReqId\"");
	const parameters = new URLSearchParams(options?.additionalParameters);
	parameters.set("auth_req_id", authReqId);
	return tokenEndpointRequest(as, client, clientAuthentication, "urn:openid:params:grant-type:ciba", parameters, options);
}
async function processBackchannelAuthenticationGrantResponse(as, client, response, options) {
	return processGenericAccessTokenResponse(as, client, response, void 0, options?.[jweDecrypt], options?.recognizedTokenTypes);
}
async function dynamicClientRegistrationRequest(as, metadata, options) {
	assertAs(as);
	const url = resolveEndpoint(as, "registration_endpoint", metadata.use_mtls_endpoint_aliases, options?.[allowInsecureRequests$1] !== true);
	const headers = prepareHeaders(options?.headers);
	headers.set("accept", "application/json");
	headers.set("content-type", "application/json");
	const method = "POST";
	if (options?.DPoP) {
		assertDPoP(options.DPoP);
		await options.DPoP.addProof(url, headers, method, options.initialAccessToken);
	}
	if (options?.initialAccessToken) headers.set("authorization", `${headers.has("dpop") ? "DPoP" : "Bearer"} ${options.initialAccessToken}`);
	const response = await (options?.[customFetch$1] || fetch)(url.href, {
		body: JSON.stringify(metadata),
		headers: Object.fromEntries(headers.entries()),
		method,
		redirect: "manual",
		signal: signal$1(url, options?.signal)
	});
	options?.DPoP?.cacheNonce(response, url);
	return response;
}
async function processDynamicClientRegistrationResponse(response) {
	if (!looseInstanceOf(response, Response)) throw CodedTypeError$1("\"response\" must be an instance of Response", ERR_INVALID_ARG_TYPE$1);
	await checkOAuthBodyError(response, 201, "Dynamic Client Registration Endpoint");
	assertReadableResponse(response);
	const json = await getResponseJsonBody(response);
	assertString$1(json.client_id, "\"response\" body \"client_id\" property", INVALID_RESPONSE, { body: json });
	if (json.client_secret !== void 0) assertString$1(json.client_secret, "\"response\" body \"client_secret\" property", INVALID_RESPONSE, { body: json });
	if (json.client_secret) assertNumber(json.client_secret_expires_at, true, "\"response\" body \"client_secret_expires_at\" property", INVALID_RESPONSE, { body: json });
	return json;
}
async function getResponseJsonBody(response, check = assertApplicationJson) {
	let json;
	try {
		json = await response.json();
	} catch (cause) {
		check(response);
		throw OPE("failed to parse \"response\" body as JSON", PARSE_ERROR, cause);
	}
	if (!isJsonObject(json)) throw OPE("\"response\" body must be a top level object", INVALID_RESPONSE, { body: json });
	return json;
}
const _nodiscoverycheck = Symbol();
const _expectedIssuer = Symbol();
// node_modules/jose/dist/webapi/lib/buffer_utils.js
const encoder = new TextEncoder();
const decoder$1 = new TextDecoder();
const strictDecoder = new TextDecoder("utf-8", { fatal: !0 });
const UINT32_RANGE = 2 ** 32;
function concat(...buffers) {
	const size = buffers.reduce((acc, { length }) => acc + length, 0), buf = new Uint8Array(size);
	let i = 0;
	for (const buffer of buffers) buf.set(buffer, i), i += buffer.length;
	return buf;
}
function writeUInt32BE(buf, value, offset) {
	if (value < 0 || value >= UINT32_RANGE) throw new RangeError(`value must be >= 0 and <= ${UINT32_RANGE - 1}. Received ${value}`);
	buf.set([
		value >>> 24,
		value >>> 16,
		value >>> 8,
		value & 255
	], offset);
}
function uint64be(value) {
	const high = Math.floor(value / UINT32_RANGE), low = value % UINT32_RANGE, buf = /* @__PURE__ */ new Uint8Array(8);
	return writeUInt32BE(buf, high, 0), writeUInt32BE(buf, low, 4), buf;
}
function uint32be(value) {
	const buf = /* @__PURE__ */ new Uint8Array(4);
	return writeUInt32BE(buf, value), buf;
}
const NON_ASCII = /[^\x00-\x7f]/;
function encode(string) {
	if (typeof string == "string" && string.length >= 128) {
		if (NON_ASCII.test(string)) throw new TypeError("non-ASCII string encountered in encode()");
		return encoder.encode(string);
	}
	const bytes = new Uint8Array(string.length);
	for (let i = 0; i < string.length; i++) {
		const code = string.charCodeAt(i);
		if (code > 127) throw new TypeError("non-ASCII string encountered in encode()");
		bytes[i] = code;
	}
	return bytes;
}
function decodeBase64(encoded, url = !1) {
	if (Uint8Array.fromBase64) return Uint8Array.fromBase64(encoded, { alphabet: url ? "base64url" : "base64" });
	if (url) {
		if (encoded.includes("+") || encoded.includes("/")) throw new TypeError("Invalid base64url");
		encoded = encoded.replace(/-/g, "+").replace(/_/g, "/");
	}
	const binary = atob(encoded), bytes = new Uint8Array(binary.length);
	for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
	return bytes;
}
async function digest(algorithm, data) {
	const subtleDigest = `SHA-${algorithm.slice(-3)}`;
	return new Uint8Array(await crypto.subtle.digest(subtleDigest, data));
}
// node_modules/jose/dist/webapi/util/errors.js
var JOSEError = class extends Error {
	static code = "ERR_JOSE_GENERIC";
	code = "ERR_JOSE_GENERIC";
	constructor(message, options) {
		super(message, options), this.name = this.constructor.name, Error.captureStackTrace?.(this, this.constructor);
	}
};
var JOSEAlgNotAllowed = class extends JOSEError {
	static code = "ERR_JOSE_ALG_NOT_ALLOWED";
	code = "ERR_JOSE_ALG_NOT_ALLOWED";
};
var JOSENotSupported = class extends JOSEError {
	static code = "ERR_JOSE_NOT_SUPPORTED";
	code = "ERR_JOSE_NOT_SUPPORTED";
};
var JWEDecryptionFailed = class extends JOSEError {
	static code = "ERR_JWE_DECRYPTION_FAILED";
	code = "ERR_JWE_DECRYPTION_FAILED";
	constructor(message = "decryption operation failed", options) {
		super(message, options);
	}
};
var JWEInvalid = class extends JOSEError {
	static code = "ERR_JWE_INVALID";
	code = "ERR_JWE_INVALID";
};
// node_modules/jose/dist/webapi/util/base64url.js
const invalid = "The input to be decoded is not correctly encoded.";
function decode(input) {
	try {
		return decodeBase64(typeof input == "string" ? input : decoder$1.decode(input), !0);
	} catch (cause) {
		throw new TypeError(invalid, { cause });
	}
}
// node_modules/jose/dist/webapi/lib/validate.js
function isObject(input) {
	if (typeof input != "object" || input === null || Object.prototype.toString.call(input) !== "[object Object]") return !1;
	const prototype = Object.getPrototypeOf(input);
	return prototype === null || Object.getPrototypeOf(prototype) === null;
}
function isDisjoint(...headers) {
	const parameters = /* @__PURE__ */ new Set();
	for (const header of headers) if (header) for (const parameter of Object.keys(header)) {
		if (parameters.has(parameter)) return !1;
		parameters.add(parameter);
	}
	return !0;
}
function decodeBase64url(value, label, ErrorClass) {
	try {
		return decode(value);
	} catch (cause) {
		throw new ErrorClass(`Failed to base64url decode the ${label}`, { cause });
	}
}
function encodeAsciiMember(value, label, ErrorClass) {
	try {
		return encode(value);
	} catch (cause) {
		throw new ErrorClass(`The ${label} is not a valid base64url string`, { cause });
	}
}
function parseJoseHeader(encodedProtectedHeader, ErrorClass, message) {
	let parsed;
	try {
		parsed = JSON.parse(strictDecoder.decode(decode(encodedProtectedHeader)));
	} catch (cause) {
		throw new ErrorClass(message, { cause });
	}
	if (!isObject(parsed)) throw new ErrorClass(message);
	return parsed;
}
const JWE_RECOGNIZED = { __proto__: null };
function validateAlgorithms(option, algorithms) {
	if (algorithms !== void 0 && (!Array.isArray(algorithms) || algorithms.some((s) => typeof s != "string"))) throw new TypeError(`"${option}" option must be an array of strings`);
	return algorithms === void 0 ? void 0 : new Set(algorithms);
}
function validateCrit(Err, recognizedDefault, recognizedOption, protectedHeader, joseHeader) {
	if (joseHeader.crit !== void 0 && protectedHeader?.crit === void 0) throw new Err("\"crit\" (Critical) Header Parameter MUST be integrity protected");
	if (!protectedHeader || protectedHeader.crit === void 0) return [];
	if (!Array.isArray(protectedHeader.crit) || protectedHeader.crit.length === 0 || protectedHeader.crit.some((input) => typeof input != "string" || input.length === 0)) throw new Err("\"crit\" (Critical) Header Parameter MUST be an array of non-empty strings when present");
	const recognized = recognizedOption === void 0 ? recognizedDefault : {
		__proto__: null,
		...recognizedOption,
		...recognizedDefault
	};
	for (const parameter of protectedHeader.crit) {
		if (!(parameter in recognized)) throw new JOSENotSupported(`Extension Header Parameter "${parameter}" is not recognized`);
		if (!Object.hasOwn(joseHeader, parameter) || joseHeader[parameter] === void 0) throw new Err(`Extension Header Parameter "${parameter}" is missing`);
		if (recognized[parameter] && (!Object.hasOwn(protectedHeader, parameter) || protectedHeader[parameter] === void 0)) throw new Err(`Extension Header Parameter "${parameter}" MUST be integrity protected`);
	}
	return protectedHeader.crit;
}
// node_modules/jose/dist/webapi/lib/key.js
const tag = (key) => key[Symbol.toStringTag];
const jwkMatchesOp = (entry, key, usage) => {
	const { alg } = entry;
	if (key.use !== void 0) {
		const expected = usage === "sign" || usage === "verify" ? "sig" : "enc";
		if (key.use !== expected) throw new TypeError(`Invalid key for this operation, its "use" must be "${expected}" when present`);
	}
	if (key.alg !== void 0 && key.alg !== alg) throw new TypeError(`Invalid key for this operation, its "alg" must be "${alg}" when present`);
	if (Array.isArray(key.key_ops)) {
		const expectedKeyOp = usage === "encrypt" || usage === "decrypt" ? entry.ops?.[usage === "encrypt" ? 0 : 1] : usage;
		if (expectedKeyOp && !key.key_ops.includes(expectedKeyOp)) throw new TypeError(`Invalid key for this operation, its "key_ops" must include "${expectedKeyOp}" when present`);
	}
};
async function prepareKey(entry, key, usage) {
	const { alg, secret } = entry, requiresPrivateKey = usage === "decrypt" || usage === "sign";
	if (secret && key instanceof Uint8Array) return key;
	let normalized, keyObject;
	if (isObject(key)) {
		if (normalized = normalizeJwk(key), typeof normalized.kty != "string") throw invalidKeyType(alg, key, secret);
		if (!(secret ? normalized.kty === "oct" && typeof normalized.k == "string" : normalized.kty !== "oct" && (requiresPrivateKey ? normalized.kty === "AKP" && typeof normalized.priv == "string" || typeof normalized.d == "string" : normalized.d === void 0 && normalized.priv === void 0))) throw new TypeError(secret ? "JSON Web Key for symmetric algorithms must have JWK \"kty\" (Key Type) equal to \"oct\" and the JWK \"k\" (Key Value) present" : `JSON Web Key for this operation must be a ${requiresPrivateKey ? "private" : "public"} JWK`);
		if (jwkMatchesOp(entry, normalized, usage), normalized.kty === "oct") return decode(normalized.k);
		if (!Object.isFrozen(key)) {
			const { key_ops } = key;
			Array.isArray(key_ops) && Object.freeze(key_ops), Object.freeze(key);
		}
	} else {
		if (!isKeyLike(key)) throw invalidKeyType(alg, key, secret);
		const expectedType = secret ? "secret" : requiresPrivateKey ? "private" : "public";
		if (key.type !== expectedType && (secret || [
			"secret",
			"public",
			"private"
		].includes(key.type))) throw new TypeError(`${tag(key)} instances must be of type "${expectedType}" for the ${alg} algorithm`);
		if (isCryptoKey(key)) return key;
		if (keyObject = key, keyObject.type === "secret") return keyObject.export();
	}
	cache ||= /* @__PURE__ */ new WeakMap();
	const cacheKey = key;
	let cached = cache.get(cacheKey);
	if (cached?.[alg]) return cached[alg];
	if (cached || cache.set(cacheKey, cached = {}), keyObject && typeof keyObject.toCryptoKey == "function") {
		const isPublic = keyObject.type === "public", crv = nist[keyObject.asymmetricKeyDetails?.namedCurve], params = entry.resolve?.({
			crv,
			asymmetricKeyType: keyObject.asymmetricKeyType
		}) ?? entry.subtle;
		return cached[alg] = keyObject.toCryptoKey(params, isPublic, entry.usages[isPublic ? 0 : 1]);
	}
	return normalized ??= keyObject.export({ format: "jwk" }), normalized.alg = alg, cached[alg] = await jwkToKey(entry, normalized);
}
let cache;
const nist = {
	__proto__: null,
	prime256v1: "P-256",
	secp384r1: "P-384",
	secp521r1: "P-521"
};
function assertCryptoKey(key) {
	if (!isCryptoKey(key)) throw new Error("CryptoKey instance expected");
}
const isCryptoKey = (key) => {
	if (key?.[Symbol.toStringTag] === "CryptoKey") return !0;
	try {
		return key instanceof CryptoKey;
	} catch {
		return !1;
	}
};
const isKeyObject = (key) => key?.[Symbol.toStringTag] === "KeyObject";
const isKeyLike = (key) => isCryptoKey(key) || isKeyObject(key);
function message(msg, actual, ...types) {
	if (types.length > 2) {
		const last = types.pop();
		msg += `one of type ${types.join(", ")}, or ${last}.`;
	} else types.length === 2 ? msg += `one of type ${types[0]} or ${types[1]}.` : msg += `of type ${types[0]}.`;
	return actual == null ? msg += ` Received ${actual}` : typeof actual == "function" && actual.name ? msg += ` Received function ${actual.name}` : typeof actual == "object" && actual != null && actual.constructor?.name && (msg += ` Received an instance of ${actual.constructor.name}`), msg;
}
const invalidKeyInput = (actual, ...types) => message("Key must be ", actual, ...types);
function invalidKeyType(alg, actual, secret) {
	const types = [
		"CryptoKey",
		"KeyObject",
		"JSON Web Key"
	];
	return secret && types.push("Uint8Array"), new TypeError(message(`Key for the ${alg} algorithm must be `, actual, ...types));
}
const unusable = (name, prop = "algorithm.name") => /* @__PURE__ */ new TypeError(`CryptoKey does not support this operation, its ${prop} must be ${name}`);
function checkUsage(key, usage) {
	if (usage && !key.usages.includes(usage)) throw new TypeError(`CryptoKey does not support this operation, its usages must include ${usage}.`);
}
function checkModulusLength(alg, key) {
	const { modulusLength } = key.algorithm;
	if (typeof modulusLength != "number" || modulusLength < 2048) throw new TypeError(`${alg} requires key modulusLength to be 2048 bits or larger`);
}
function checkCryptoKey$1(key, expected, usage) {
	const algorithm = key.algorithm;
	if (algorithm.name !== expected.name) throw unusable(expected.name);
	if (expected.hash && algorithm.hash?.name !== expected.hash) throw unusable(expected.hash, "algorithm.hash");
	if (expected.namedCurve && algorithm.namedCurve !== expected.namedCurve) throw unusable(expected.namedCurve, "algorithm.namedCurve");
	if (expected.length !== void 0 && algorithm.length !== expected.length) throw unusable(expected.length, "algorithm.length");
	checkUsage(key, usage);
}
function snapshotJwk(jwk) {
	return {
		__proto__: null,
		...jwk
	};
}
function normalizeJwk(jwk) {
	const normalized = snapshotJwk(jwk);
	if (normalized.ext !== void 0 && typeof normalized.ext != "boolean") throw new TypeError("\"ext\" (Extractable) Parameter must be a boolean");
	if (normalized.key_ops !== void 0) {
		const value = normalized.key_ops, keyOps = Array.isArray(value) ? [...value] : void 0;
		if (!keyOps || keyOps.some((operation) => typeof operation != "string") || new Set(keyOps).size !== keyOps.length) throw new TypeError("\"key_ops\" (Key Operations) Parameter must be an array of unique strings");
		normalized.key_ops = keyOps;
	}
	return normalized;
}
async function jwkToKey(entry, jwk, extractable) {
	if (!entry.kty.includes(jwk.kty)) throw new JOSENotSupported("Invalid or unsupported JWK \"alg\" (Algorithm) Parameter value");
	const algorithm = entry.resolve?.({
		kty: jwk.kty,
		crv: jwk.crv
	}) ?? entry.subtle, isPrivate = !!(jwk.d || jwk.priv), keyData = {
		...jwk,
		ext: extractable ?? jwk.ext
	};
	return keyData.kty !== "AKP" && delete keyData.alg, delete keyData.use, crypto.subtle.importKey("jwk", keyData, algorithm, keyData.ext ?? !isPrivate, jwk.key_ops ?? entry.usages[isPrivate ? 1 : 0]);
}
async function rawKey(key, expected, usage, extractable = !1) {
	return key instanceof Uint8Array && (key = await crypto.subtle.importKey("raw", key, expected, extractable, [usage])), checkCryptoKey$1(key, expected, usage), key;
}
// node_modules/jose/dist/webapi/lib/content_encryption.js
const generateCek = (enc) => crypto.getRandomValues(new Uint8Array(enc.cekBits >> 3));
function checkCekLength(cek, expected) {
	const actual = cek.byteLength << 3;
	if (actual !== expected) throw new JWEInvalid(`Invalid Content Encryption Key length. Expected ${expected} bits, got ${actual} bits`);
}
function checkIvLength(enc, iv) {
	if (iv.length << 3 !== enc.ivBits) throw new JWEInvalid("Invalid Initialization Vector length");
}
async function cbcKeySetup(enc, cek, usage) {
	if (!(cek instanceof Uint8Array)) throw new TypeError(invalidKeyInput(cek, "Uint8Array"));
	const keyLengthBits = enc.cekBits >> 1;
	return [
		await crypto.subtle.importKey("raw", cek.subarray(keyLengthBits >> 3), "AES-CBC", !1, [usage]),
		await crypto.subtle.importKey("raw", cek.subarray(0, keyLengthBits >> 3), {
			hash: `SHA-${keyLengthBits << 1}`,
			name: "HMAC"
		}, !1, ["sign"]),
		keyLengthBits
	];
}
async function cbcHmacTag(macKey, macData, keyLengthBits) {
	return new Uint8Array((await crypto.subtle.sign("HMAC", macKey, macData)).slice(0, keyLengthBits >> 3));
}
async function timingSafeEqual(a, b) {
	const algorithm = {
		name: "HMAC",
		hash: "SHA-256"
	}, key = await crypto.subtle.generateKey(algorithm, !1, ["sign", "verify"]), aHmac = await crypto.subtle.sign(algorithm, key, a);
	return crypto.subtle.verify(algorithm, key, aHmac, b);
}
async function cbcDecrypt(enc, cek, ciphertext, iv, tag, aad) {
	const [encKey, macKey, keyLengthBits] = await cbcKeySetup(enc, cek, "decrypt"), expectedTag = await cbcHmacTag(macKey, concat(aad, iv, ciphertext, uint64be(aad.length * 8)), keyLengthBits);
	try {
		if (await timingSafeEqual(tag, expectedTag)) return new Uint8Array(await crypto.subtle.decrypt({
			iv,
			name: "AES-CBC"
		}, encKey, ciphertext));
	} catch {}
	throw new JWEDecryptionFailed();
}
async function decrypt$1(enc, cek, ciphertext, iv, tag, aad) {
	if (!isCryptoKey(cek) && !(cek instanceof Uint8Array)) throw new TypeError(invalidKeyInput(cek, "CryptoKey", "KeyObject", "Uint8Array", "JSON Web Key"));
	if (!iv) throw new JWEInvalid("JWE Initialization Vector missing");
	if (!tag) throw new JWEInvalid("JWE Authentication Tag missing");
	if (!enc.cbc && tag.length !== 16) throw new JWEInvalid("Invalid Authentication Tag length");
	if (checkIvLength(enc, iv), cek instanceof Uint8Array && checkCekLength(cek, enc.cekBits), enc.cbc) return cbcDecrypt(enc, cek, ciphertext, iv, tag, aad);
	const encKey = await rawKey(cek, enc.subtle, "decrypt");
	try {
		return new Uint8Array(await crypto.subtle.decrypt({
			additionalData: aad,
			iv,
			name: "AES-GCM",
			tagLength: 128
		}, encKey, concat(ciphertext, tag)));
	} catch {
		throw new JWEDecryptionFailed();
	}
}
// node_modules/jose/dist/webapi/lib/key_descriptor.js
function table(entries) {
	const out = { __proto__: null };
	for (const alg in entries) out[alg] = {
		...entries[alg],
		alg
	};
	return out;
}
// node_modules/jose/dist/webapi/lib/jwe_algorithms.js
const wrap = [["encrypt", "wrapKey"], ["decrypt", "unwrapKey"]];
const derive = [[], ["deriveBits"]];
const none = [[], []];
function rsaes(bits) {
	return {
		kty: ["RSA"],
		mode: "key-encryption",
		subtle: {
			name: "RSA-OAEP",
			hash: `SHA-${bits}`
		},
		usages: wrap,
		ops: ["wrapKey", "unwrapKey"]
	};
}
function ecdh(mode) {
	return {
		kty: ["EC", "OKP"],
		mode,
		subtle: { name: "ECDH" },
		resolve: ({ kty, crv, asymmetricKeyType }) => {
			if (crv === "X25519" || asymmetricKeyType === "x25519") return { name: "X25519" };
			if (kty === "OKP") throw new JOSENotSupported("Invalid or unsupported JWK \"alg\" (Algorithm) Parameter value");
			return {
				name: "ECDH",
				namedCurve: crv
			};
		},
		usages: derive,
		ops: [void 0, "deriveBits"]
	};
}
function aeskw(bits, gcm = !1) {
	return {
		kty: ["oct"],
		mode: "key-wrapping",
		secret: !0,
		subtle: {
			name: gcm ? "AES-GCM" : "AES-KW",
			length: bits
		},
		usages: none,
		ops: gcm ? ["encrypt", "decrypt"] : ["wrapKey", "unwrapKey"]
	};
}
function pbes2() {
	return {
		kty: ["oct"],
		mode: "key-wrapping",
		secret: !0,
		subtle: { name: "PBKDF2" },
		usages: none,
		ops: ["deriveBits", "deriveBits"]
	};
}
const JWE = table({
	dir: {
		kty: ["oct"],
		mode: "direct-encryption",
		secret: !0,
		subtle: { name: "AES-GCM" },
		usages: none,
		ops: ["encrypt", "decrypt"]
	},
	"RSA-OAEP": rsaes(1),
	"RSA-OAEP-256": rsaes(256),
	"RSA-OAEP-384": rsaes(384),
	"RSA-OAEP-512": rsaes(512),
	"ECDH-ES": ecdh("direct-key-agreement"),
	"ECDH-ES+A128KW": ecdh("key-agreement-with-key-wrapping"),
	"ECDH-ES+A192KW": ecdh("key-agreement-with-key-wrapping"),
	"ECDH-ES+A256KW": ecdh("key-agreement-with-key-wrapping"),
	A128KW: aeskw(128),
	A192KW: aeskw(192),
	A256KW: aeskw(256),
	A128GCMKW: aeskw(128, !0),
	A192GCMKW: aeskw(192, !0),
	A256GCMKW: aeskw(256, !0),
	"PBES2-HS256+A128KW": pbes2(),
	"PBES2-HS384+A192KW": pbes2(),
	"PBES2-HS512+A256KW": pbes2()
});
const contentOps = ["encrypt", "decrypt"];
function contentEncryption(bits, cbc = !1) {
	return {
		kty: ["oct"],
		secret: !0,
		subtle: {
			name: cbc ? "AES-CBC" : "AES-GCM",
			length: bits
		},
		usages: none,
		ops: contentOps,
		cekBits: bits,
		ivBits: cbc ? 128 : 96,
		cbc
	};
}
const ENC = table({
	A128GCM: contentEncryption(128),
	A192GCM: contentEncryption(192),
	A256GCM: contentEncryption(256),
	"A128CBC-HS256": contentEncryption(256, !0),
	"A192CBC-HS384": contentEncryption(384, !0),
	"A256CBC-HS512": contentEncryption(512, !0)
});
function unsupported(parameter, name) {
	throw new JOSENotSupported(`Invalid or unsupported "${parameter}" (JWE ${name}) header value`);
}
function jweAlgorithm(alg) {
	return (typeof alg == "string" ? JWE[alg] : void 0) ?? unsupported("alg", "Algorithm");
}
function isJWECEKTransport(algorithm) {
	return algorithm.mode === "key-wrapping" || algorithm.mode === "key-encryption" || algorithm.mode === "key-agreement-with-key-wrapping";
}
function jweEncryption(enc) {
	return (typeof enc == "string" ? ENC[enc] : void 0) ?? unsupported("enc", "Encryption Algorithm");
}
// node_modules/jose/dist/webapi/lib/key_management.js
function checkEcdhCryptoKey(key, usage) {
	if (key.algorithm.name !== "ECDH" && key.algorithm.name !== "X25519") throw new TypeError("CryptoKey does not support this operation, its algorithm.name must be ECDH or X25519");
	checkUsage(key, usage);
}
async function aeskwUnwrap(alg, key, encryptedKey) {
	const cryptoKey = await rawKey(key, jweAlgorithm(alg).subtle, "unwrapKey", !0), cryptoKeyCek = await crypto.subtle.unwrapKey("raw", encryptedKey, cryptoKey, "AES-KW", {
		hash: "SHA-256",
		name: "HMAC"
	}, !0, ["sign"]);
	return new Uint8Array(await crypto.subtle.exportKey("raw", cryptoKeyCek));
}
function checkRsaKey(alg, key, usage) {
	checkCryptoKey$1(key, jweAlgorithm(alg).subtle, usage), checkModulusLength(alg, key);
}
async function deriveKey(p2s, alg, p2c, key) {
	if (!(p2s instanceof Uint8Array) || p2s.length < 8) throw new JWEInvalid("PBES2 Salt Input must be 8 or more octets");
	if (!Number.isSafeInteger(p2c) || Math.sign(p2c) !== 1) throw new JWEInvalid("PBES2 Count Input must be a positive integer");
	const salt = concat(encode(alg), Uint8Array.of(0), p2s), keyLengthBits = parseInt(alg.slice(13, 16), 10), subtleAlg = {
		hash: `SHA-${alg.slice(8, 11)}`,
		iterations: p2c,
		name: "PBKDF2",
		salt
	}, cryptoKey = await rawKey(key, jweAlgorithm(alg).subtle, "deriveBits");
	return new Uint8Array(await crypto.subtle.deriveBits(subtleAlg, cryptoKey, keyLengthBits));
}
function lengthAndInput(input) {
	return concat(uint32be(input.length), input);
}
async function concatKdf(Z, keyDataLength, OtherInfo) {
	const dkLen = keyDataLength >> 3, hashLen = 32, reps = Math.ceil(dkLen / hashLen), dk = new Uint8Array(reps * hashLen);
	for (let i = 1; i <= reps; i++) {
		const hashResult = await digest("sha256", concat(uint32be(i), Z, OtherInfo));
		dk.set(hashResult, (i - 1) * hashLen);
	}
	return dk.slice(0, dkLen);
}
async function ecdhesDeriveKey(publicKey, privateKey, algorithmId, keyDataLength, apu = /* @__PURE__ */ new Uint8Array(), apv = /* @__PURE__ */ new Uint8Array()) {
	checkEcdhCryptoKey(publicKey), checkEcdhCryptoKey(privateKey, "deriveBits");
	const otherInfo = concat(lengthAndInput(encode(algorithmId)), lengthAndInput(apu), lengthAndInput(apv), uint32be(keyDataLength));
	return concatKdf(new Uint8Array(await crypto.subtle.deriveBits({
		name: publicKey.algorithm.name,
		public: publicKey
	}, privateKey, publicKey.algorithm.name === "X25519" ? 256 : Math.ceil(parseInt(publicKey.algorithm.namedCurve.slice(-3), 10) / 8) << 3)), keyDataLength, otherInfo);
}
function assertEcdhKey(key) {
	assertCryptoKey(key);
	const curve = key.algorithm.namedCurve;
	if (curve !== "P-256" && curve !== "P-384" && curve !== "P-521" && key.algorithm.name !== "X25519") throw new JOSENotSupported("ECDH with the provided key is not allowed or not supported by your javascript runtime");
}
function partyInfo(joseHeader, name) {
	const value = joseHeader[name];
	if (value !== void 0) {
		if (typeof value != "string") throw new JWEInvalid(`JOSE Header "${name}" (Agreement Party${name === "apu" ? "U" : "V"}Info) invalid`);
		return decodeBase64url(value, name, JWEInvalid);
	}
}
function checkPartyInfo(apu, apv) {
	if (!(apu === void 0 || apv === void 0 || apu.byteLength !== apv.byteLength)) {
		for (let i = 0; i < apu.byteLength; i++) if (apu[i] !== apv[i]) return;
		throw new JWEInvalid("JOSE Header \"apu\" and \"apv\" values must be distinct");
	}
}
function assertEncryptedKey(encryptedKey) {
	if (encryptedKey === void 0) throw new JWEInvalid("JWE Encrypted Key missing");
}
function assertNoEncryptedKey(encryptedKey) {
	if (encryptedKey !== void 0) throw new JWEInvalid("Encountered unexpected JWE Encrypted Key");
}
function validateMaxPBES2Count(value) {
	if (value !== void 0 && value !== 1 / 0 && (!Number.isSafeInteger(value) || value < 1)) throw new TypeError("maxPBES2Count must be a positive safe integer or Infinity");
}
async function decryptKeyManagement(entry, enc, key, encryptedKey, joseHeader, maxPBES2Count) {
	const { alg } = entry, mode = entry.mode;
	if (mode === "direct-encryption") return assertNoEncryptedKey(encryptedKey), key;
	const direct = mode === "direct-key-agreement";
	switch (direct ? assertNoEncryptedKey(encryptedKey) : assertEncryptedKey(encryptedKey), entry.subtle.name) {
		case "ECDH": {
			const { epk } = joseHeader;
			if (!isObject(epk) || [
				"d",
				"k",
				"p",
				"q",
				"dp",
				"dq",
				"qi",
				"oth",
				"priv"
			].some((parameter) => Object.hasOwn(epk, parameter))) throw new JWEInvalid("JOSE Header \"epk\" (Ephemeral Public Key) missing or invalid");
			assertEcdhKey(key);
			const ephemeralPublicKey = await jwkToKey(entry, epk), partyUInfo = partyInfo(joseHeader, "apu"), partyVInfo = partyInfo(joseHeader, "apv");
			checkPartyInfo(partyUInfo, partyVInfo);
			const derivedKey = await ecdhesDeriveKey(ephemeralPublicKey, key, direct ? enc.alg : alg, direct ? enc.cekBits : parseInt(alg.slice(-5, -2), 10), partyUInfo, partyVInfo);
			if (direct) return derivedKey;
			key = derivedKey;
			break;
		}
		case "RSA-OAEP": return assertCryptoKey(key), checkRsaKey(alg, key, "decrypt"), new Uint8Array(await crypto.subtle.decrypt("RSA-OAEP", key, encryptedKey));
		case "PBKDF2": {
			if (typeof joseHeader.p2c != "number") throw new JWEInvalid("JOSE Header \"p2c\" (PBES2 Count) missing or invalid");
			const p2cLimit = maxPBES2Count ?? 1e4;
			if (joseHeader.p2c > p2cLimit) throw new JWEInvalid("JOSE Header \"p2c\" (PBES2 Count) out is of acceptable bounds");
			if (typeof joseHeader.p2s != "string") throw new JWEInvalid("JOSE Header \"p2s\" (PBES2 Salt) missing or invalid");
			key = await deriveKey(decodeBase64url(joseHeader.p2s, "p2s", JWEInvalid), alg, joseHeader.p2c, key);
			break;
		}
		case "AES-GCM": {
			if (typeof joseHeader.iv != "string") throw new JWEInvalid("JOSE Header \"iv\" (Initialization Vector) missing or invalid");
			if (typeof joseHeader.tag != "string") throw new JWEInvalid("JOSE Header \"tag\" (Authentication Tag) missing or invalid");
			const iv = decodeBase64url(joseHeader.iv, "iv", JWEInvalid), tag = decodeBase64url(joseHeader.tag, "tag", JWEInvalid);
			if (iv.byteLength !== 12) throw new JWEInvalid("Invalid Initialization Vector length");
			if (tag.byteLength !== 16) throw new JWEInvalid("Invalid Authentication Tag length");
			return decrypt$1(jweEncryption(alg.slice(0, -2)), key, encryptedKey, iv, tag, /* @__PURE__ */ new Uint8Array());
		}
	}
	return aeskwUnwrap(alg.slice(-6), key, encryptedKey);
}
// node_modules/jose/dist/webapi/lib/deflate.js
function validateZip(joseHeader, protectedHeader) {
	if (joseHeader.zip !== void 0 && joseHeader.zip !== "DEF") throw new JOSENotSupported("Unsupported JWE \"zip\" (Compression Algorithm) Header Parameter value.");
	if (joseHeader.zip !== void 0 && !protectedHeader?.zip) throw new JWEInvalid("JWE \"zip\" (Compression Algorithm) Header Parameter MUST be in a protected header.");
}
function supported(name) {
	if (typeof globalThis[name] > "u") throw new JOSENotSupported(`JWE "zip" (Compression Algorithm) Header Parameter requires the ${name} API.`);
}
async function transform(stream, input, maxLength = 1 / 0) {
	const writer = stream.writable.getWriter();
	writer.write(input).catch(() => {}), writer.close().catch(() => {});
	const chunks = [];
	let length = 0;
	const reader = stream.readable.getReader();
	for (;;) {
		const { value, done } = await reader.read();
		if (done) break;
		if (chunks.push(value), length += value.byteLength, maxLength !== 1 / 0 && length > maxLength) throw await reader.cancel().catch(() => {}), new JWEInvalid("Decompressed plaintext exceeded the configured limit");
	}
	return concat(...chunks);
}
async function decompress(input, maxLength) {
	return supported("DecompressionStream"), transform(new DecompressionStream("deflate-raw"), input, maxLength);
}
// node_modules/jose/dist/webapi/lib/jwe_decrypt.js
function shareJWE(jwe) {
	const { protected: encodedProtected, ciphertext, iv, tag, aad } = jwe;
	let protectedHeader;
	return encodedProtected !== void 0 && (protectedHeader = parseJoseHeader(encodedProtected, JWEInvalid, "JWE Protected Header is invalid")), [
		protectedHeader,
		decodeBase64url(ciphertext, "ciphertext", JWEInvalid),
		iv !== void 0 ? decodeBase64url(iv, "iv", JWEInvalid) : void 0,
		tag !== void 0 ? decodeBase64url(tag, "tag", JWEInvalid) : void 0,
		encodeAsciiMember((encodedProtected ?? "") + (aad !== void 0 ? `.${aad}` : ""), "aad", JWEInvalid)
	];
}
function prepareDecrypt(options) {
	const keyManagementAlgorithms = options && validateAlgorithms("keyManagementAlgorithms", options.keyManagementAlgorithms), contentEncryptionAlgorithms = options && validateAlgorithms("contentEncryptionAlgorithms", options.contentEncryptionAlgorithms), { crit, maxPBES2Count, maxDecompressedLength } = options ?? {};
	validateMaxPBES2Count(maxPBES2Count);
	const decompressionLimit = maxDecompressedLength ?? 25e4;
	if (decompressionLimit !== 0 && decompressionLimit !== 1 / 0 && (!Number.isSafeInteger(decompressionLimit) || decompressionLimit < 1)) throw new TypeError("maxDecompressedLength must be 0, a positive safe integer, or Infinity");
	return [
		keyManagementAlgorithms,
		contentEncryptionAlgorithms,
		crit,
		maxPBES2Count,
		maxDecompressedLength
	];
}
async function decryptJWE(jwe, shared, key, token = shareJWE(jwe)) {
	const [protectedHeader, ciphertext, iv, tag, additionalAuthenticatedData] = token, { header, unprotected, aad } = jwe;
	let joseHeader;
	if (header !== void 0 || unprotected !== void 0) {
		if (!isDisjoint(protectedHeader, header, unprotected)) throw new JWEInvalid("JWE Protected, JWE Unprotected Header, and JWE Per-Recipient Unprotected Header Parameter names must be disjoint");
		joseHeader = {
			...protectedHeader,
			...header,
			...unprotected
		};
	} else joseHeader = protectedHeader ?? {};
	const [keyManagementAlgorithms, contentEncryptionAlgorithms, crit, maxPBES2Count, maxDecompressedLength] = shared, { encrypted_key: encodedKey } = jwe;
	validateCrit(JWEInvalid, JWE_RECOGNIZED, crit, protectedHeader, joseHeader), validateZip(joseHeader, protectedHeader);
	const { alg, enc } = joseHeader;
	if (typeof alg != "string" || !alg) throw new JWEInvalid("missing JWE Algorithm (alg) in JWE Header");
	const selected = JWE[alg];
	if (encodedKey === "" && (!selected || !isJWECEKTransport(selected))) throw new JWEInvalid("JWE Encrypted Key incorrect type");
	const integrated = selected?.mode === "integrated-encryption";
	if (!integrated && (typeof enc != "string" || !enc)) throw new JWEInvalid("missing JWE Encryption Algorithm (enc) in JWE Header");
	if (keyManagementAlgorithms && !keyManagementAlgorithms.has(alg) || !keyManagementAlgorithms && alg.startsWith("PBES2")) throw new JOSEAlgNotAllowed("\"alg\" (Algorithm) Header Parameter value not allowed");
	let encEntry;
	if (integrated) {
		if (enc !== void 0) throw new JWEInvalid("JWE \"enc\" (Encryption Algorithm) Header Parameter must not be present for integrated encryption");
		if (iv?.byteLength) throw new JWEInvalid("JWE Initialization Vector must be empty for integrated encryption");
		if (tag?.byteLength) throw new JWEInvalid("JWE Authentication Tag must be empty for integrated encryption");
	} else {
		if (contentEncryptionAlgorithms && !contentEncryptionAlgorithms.has(enc)) throw new JOSEAlgNotAllowed("\"enc\" (Encryption Algorithm) Header Parameter value not allowed");
		encEntry = jweEncryption(enc);
	}
	let encryptedKey;
	if (encodedKey !== void 0) try {
		encryptedKey = decodeBase64url(encodedKey, "encrypted_key", JWEInvalid);
	} catch (error) {
		if (!selected || !isJWECEKTransport(selected)) throw error;
		encryptedKey = /* @__PURE__ */ new Uint8Array();
	}
	let resolvedKey = !1;
	typeof key == "function" && (key = await key(protectedHeader, jwe), resolvedKey = !0);
	const algEntry = selected ?? jweAlgorithm(alg);
	isJWECEKTransport(algEntry) && encryptedKey === void 0 && (encryptedKey = /* @__PURE__ */ new Uint8Array());
	const k = await prepareKey(algEntry.mode === "direct-encryption" ? encEntry : algEntry, key, "decrypt");
	let plaintext;
	if (algEntry.mode === "integrated-encryption") plaintext = await algEntry.decrypt(k, encryptedKey, ciphertext, additionalAuthenticatedData, protectedHeader, joseHeader);
	else {
		const encryption = encEntry;
		let cek;
		try {
			cek = await decryptKeyManagement(algEntry, encryption, k, encryptedKey, joseHeader, maxPBES2Count), isJWECEKTransport(algEntry) && cek instanceof Uint8Array && cek.byteLength << 3 !== encryption.cekBits && (cek = generateCek(encryption));
		} catch (err) {
			if (err instanceof TypeError || err instanceof JWEInvalid || err instanceof JOSENotSupported) throw err;
			cek = generateCek(encryption);
		}
		plaintext = await decrypt$1(encryption, cek, ciphertext, iv, tag, additionalAuthenticatedData);
	}
	if (joseHeader.zip === "DEF") {
		const decompressionLimit = maxDecompressedLength ?? 25e4;
		if (decompressionLimit === 0) throw new JOSENotSupported("JWE \"zip\" (Compression Algorithm) Header Parameter is not supported.");
		plaintext = await decompress(plaintext, decompressionLimit).catch((cause) => {
			throw cause instanceof JWEInvalid ? cause : new JWEInvalid("Failed to decompress plaintext", { cause });
		});
	}
	return {
		plaintext,
		...protectedHeader && { protectedHeader },
		...aad !== void 0 && { additionalAuthenticatedData: decodeBase64url(aad, "aad", JWEInvalid) },
		...unprotected && { sharedUnprotectedHeader: unprotected },
		...header && { unprotectedHeader: header },
		...resolvedKey && { key: k }
	};
}
async function decryptCompact(jwe, shared, key) {
	if (jwe instanceof Uint8Array && (jwe = decoder$1.decode(jwe)), typeof jwe != "string") throw new JWEInvalid("Compact JWE must be a string or Uint8Array");
	const { 0: protectedHeader, 1: encryptedKey, 2: iv, 3: ciphertext, 4: tag, length } = jwe.split(".");
	if (length !== 5) throw new JWEInvalid("Invalid Compact JWE");
	return decryptJWE({
		ciphertext,
		iv: iv || void 0,
		protected: protectedHeader,
		tag: tag || void 0,
		encrypted_key: encryptedKey || void 0
	}, shared, key);
}
// node_modules/jose/dist/webapi/jwe/compact/decrypt.js
async function compactDecrypt(jwe, key, options) {
	return decryptCompact(jwe, prepareDecrypt(options), key);
}
// node_modules/openid-client/build/index.js
let headers;
let USER_AGENT;
if (typeof navigator === "undefined" || !navigator.userAgent?.startsWith?.("Mozilla/5.0 ")) {
	USER_AGENT = `openid-client/v6.8.9`;
	headers = { "user-agent": USER_AGENT };
}
const int = (config) => {
	return props.get(config);
};
let props;
function ClientSecretPost(clientSecret) {
	if (clientSecret !== void 0) return ClientSecretPost$1(clientSecret);
	const cache = /* @__PURE__ */ new WeakMap();
	return (as, client, body, headers) => {
		let auth;
		if (!(auth = cache.get(client))) {
			assertString(client.client_secret, "\"metadata.client_secret\"");
			auth = ClientSecretPost$1(client.client_secret);
			cache.set(client, auth);
		}
		return auth(as, client, body, headers);
	};
}
function assertString(input, it) {
	if (typeof input !== "string") throw CodedTypeError(`${it} must be a string`, ERR_INVALID_ARG_TYPE);
	if (input.length === 0) throw CodedTypeError(`${it} must not be empty`, ERR_INVALID_ARG_VALUE);
}
function ClientSecretBasic(clientSecret) {
	if (clientSecret !== void 0) return ClientSecretBasic$1(clientSecret);
	const cache = /* @__PURE__ */ new WeakMap();
	return (as, client, body, headers) => {
		let auth;
		if (!(auth = cache.get(client))) {
			assertString(client.client_secret, "\"metadata.client_secret\"");
			auth = ClientSecretBasic$1(client.client_secret);
			cache.set(client, auth);
		}
		return auth(as, client, body, headers);
	};
}
function ClientSecretJwt(clientSecret, options) {
	if (clientSecret !== void 0) return ClientSecretJwt$1(clientSecret, options);
	const cache = /* @__PURE__ */ new WeakMap();
	return (as, client, body, headers) => {
		let auth;
		if (!(auth = cache.get(client))) {
			assertString(client.client_secret, "\"metadata.client_secret\"");
			auth = ClientSecretJwt$1(client.client_secret, options);
			cache.set(client, auth);
		}
		return auth(as, client, body, headers);
	};
}
function None() {
	return None$1();
}
function PrivateKeyJwt(clientPrivateKey, options) {
	return PrivateKeyJwt$1(clientPrivateKey, options);
}
function TlsClientAuth() {
	return TlsClientAuth$1();
}
const skipStateCheck = skipStateCheck$1;
const skipSubjectCheck = skipSubjectCheck$1;
const customFetch = customFetch$1;
const modifyAssertion = modifyAssertion$1;
const clockSkew = clockSkew$1;
const clockTolerance = clockTolerance$1;
const ERR_INVALID_ARG_VALUE = "ERR_INVALID_ARG_VALUE";
const ERR_INVALID_ARG_TYPE = "ERR_INVALID_ARG_TYPE";
function CodedTypeError(message, code, cause) {
	const err = new TypeError(message, { cause });
	Object.assign(err, { code });
	return err;
}
function calculatePKCECodeChallenge(codeVerifier) {
	return calculatePKCECodeChallenge$1(codeVerifier);
}
function randomPKCECodeVerifier() {
	return generateRandomCodeVerifier();
}
function randomNonce() {
	return generateRandomNonce();
}
function randomState() {
	return generateRandomState();
}
var ClientError = class extends Error {
	code;
	constructor(message, options) {
		super(message, options);
		this.name = this.constructor.name;
		this.code = options?.code;
		Error.captureStackTrace?.(this, this.constructor);
	}
};
const decoder = new TextDecoder();
function e(msg, cause, code) {
	return new ClientError(msg, {
		cause,
		code
	});
}
function errorHandler(err) {
	if (err instanceof TypeError || err instanceof ClientError || err instanceof ResponseBodyError || err instanceof AuthorizationResponseError || err instanceof WWWAuthenticateChallengeError) throw err;
	if (err instanceof OperationProcessingError) switch (err.code) {
		case HTTP_REQUEST_FORBIDDEN: throw e("only requests to HTTPS are allowed", err, err.code);
		case REQUEST_PROTOCOL_FORBIDDEN: throw e("only requests to HTTP or HTTPS are allowed", err, err.code);
		case RESPONSE_IS_NOT_CONFORM: throw e("unexpected HTTP response status code", err.cause, err.code);
		case RESPONSE_IS_NOT_JSON: throw e("unexpected response content-type", err.cause, err.code);
		case PARSE_ERROR: throw e("parsing error occured", err, err.code);
		case INVALID_RESPONSE: throw e("invalid response encountered", err, err.code);
		case JWT_CLAIM_COMPARISON: throw e("unexpected JWT claim value encountered", err, err.code);
		case JSON_ATTRIBUTE_COMPARISON: throw e("unexpected JSON attribute value encountered", err, err.code);
		case JWT_TIMESTAMP_CHECK: throw e("JWT timestamp claim value failed validation", err, err.code);
		default: throw e(err.message, err, err.code);
	}
	if (err instanceof UnsupportedOperationError) throw e("unsupported operation", err, err.code);
	if (err instanceof DOMException) switch (err.name) {
		case "OperationError": throw e("runtime operation error", err, UNSUPPORTED_OPERATION);
		case "NotSupportedError": throw e("runtime unsupported operation", err, UNSUPPORTED_OPERATION);
		case "TimeoutError": throw e("operation timed out", err, "OAUTH_TIMEOUT");
		case "AbortError": throw e("operation aborted", err, "OAUTH_ABORT");
	}
	throw new ClientError("something went wrong", { cause: err });
}
function randomDPoPKeyPair(alg, options) {
	return generateKeyPair(alg ?? "ES256", { extractable: options?.extractable }).catch(errorHandler);
}
function handleEntraId(server, as, options) {
	if (server.origin === "https://login.microsoftonline.com" && (!options?.algorithm || options.algorithm === "oidc")) {
		as[kEntraId] = true;
		return true;
	}
	return false;
}
function handleB2Clogin(server, options) {
	if (server.hostname.endsWith(".b2clogin.com") && (!options?.algorithm || options.algorithm === "oidc")) return true;
	return false;
}
async function dynamicClientRegistration(server, metadata, clientAuthentication, options) {
	let as;
	if (options?.flag === retry) as = options.as;
	else as = await performDiscovery(server, options);
	const clockSkew = metadata[clockSkew$1] ?? 0;
	const clockTolerance = metadata[clockTolerance$1] ?? 30;
	metadata = structuredClone(metadata);
	metadata[clockSkew$1] = clockSkew;
	metadata[clockTolerance$1] = clockTolerance;
	const timeout = options?.timeout ?? 30;
	const signal = AbortSignal.timeout(timeout * 1e3);
	let registered;
	try {
		registered = await dynamicClientRegistrationRequest(as, metadata, {
			initialAccessToken: options?.initialAccessToken,
			DPoP: options?.DPoP,
			headers: new Headers(headers),
			[customFetch$1]: options?.[customFetch],
			[allowInsecureRequests$1]: options?.execute?.includes(allowInsecureRequests),
			signal
		}).then(processDynamicClientRegistrationResponse);
	} catch (err) {
		if (retryable(err, options)) return dynamicClientRegistration(server, metadata, clientAuthentication, {
			...options,
			flag: retry,
			as
		});
		errorHandler(err);
	}
	registered[clockSkew$1] = clockSkew;
	registered[clockTolerance$1] = clockTolerance;
	const instance = new Configuration(as, registered.client_id, registered, clientAuthentication);
	let internals = int(instance);
	if (options?.[customFetch]) internals.fetch = options[customFetch];
	if (options?.timeout !== void 0) internals.timeout = options.timeout;
	if (options?.execute) for (const extension of options.execute) extension(instance);
	return instance;
}
async function discovery(server, clientId, metadata, clientAuthentication, options) {
	const instance = new Configuration(await performDiscovery(server, options), clientId, metadata, clientAuthentication);
	let internals = int(instance);
	if (options?.[customFetch]) internals.fetch = options[customFetch];
	if (options?.timeout !== void 0) internals.timeout = options.timeout;
	if (options?.execute) for (const extension of options.execute) extension(instance);
	return instance;
}
async function performDiscovery(server, options) {
	if (!(server instanceof URL)) throw CodedTypeError("\"server\" must be an instance of URL", ERR_INVALID_ARG_TYPE);
	const resolve = !server.href.includes("/.well-known/");
	const timeout = options?.timeout ?? 30;
	const signal = AbortSignal.timeout(timeout * 1e3);
	const as = await (resolve ? discoveryRequest(server, {
		algorithm: options?.algorithm,
		[customFetch$1]: options?.[customFetch],
		[allowInsecureRequests$1]: options?.execute?.includes(allowInsecureRequests),
		signal,
		headers: new Headers(headers)
	}) : (options?.[customFetch] || fetch)((() => {
		checkProtocol(server, options?.execute?.includes(allowInsecureRequests) ? false : true);
		return server.href;
	})(), {
		headers: Object.fromEntries(new Headers({
			accept: "application/json",
			...headers
		}).entries()),
		body: void 0,
		method: "GET",
		redirect: "manual",
		signal
	})).then((response) => processDiscoveryResponse(_nodiscoverycheck, response)).catch(errorHandler);
	if (resolve && new URL(as.issuer).href !== server.href) handleEntraId(server, as, options) || handleB2Clogin(server, options) || (() => {
		throw new ClientError("discovered metadata issuer does not match the expected issuer", {
			code: "OAUTH_JSON_ATTRIBUTE_COMPARISON_FAILED",
			cause: {
				expected: server.href,
				body: as,
				attribute: "issuer"
			}
		});
	})();
	return as;
}
function isRsaOaep(input) {
	return input.name === "RSA-OAEP";
}
function isEcdh(input) {
	return input.name === "ECDH";
}
const ecdhEs = "ECDH-ES";
const ecdhEsA128Kw = "ECDH-ES+A128KW";
const ecdhEsA192Kw = "ECDH-ES+A192KW";
const ecdhEsA256Kw = "ECDH-ES+A256KW";
function checkEcdhAlg(algs, alg, pk) {
	switch (alg) {
		case void 0:
			algs.add(ecdhEs);
			algs.add(ecdhEsA128Kw);
			algs.add(ecdhEsA192Kw);
			algs.add(ecdhEsA256Kw);
			break;
		case ecdhEs:
		case ecdhEsA128Kw:
		case ecdhEsA192Kw:
		case ecdhEsA256Kw:
			algs.add(alg);
			break;
		default: throw CodedTypeError("invalid key alg", ERR_INVALID_ARG_VALUE, { pk });
	}
}
function enableDecryptingResponses(config, contentEncryptionAlgorithms = [
	"A128GCM",
	"A192GCM",
	"A256GCM",
	"A128CBC-HS256",
	"A192CBC-HS384",
	"A256CBC-HS512"
], ...keys) {
	if (int(config).decrypt !== void 0) throw new TypeError("enableDecryptingResponses can only be called on a given Configuration instance once");
	if (keys.length === 0) throw CodedTypeError("no keys were provided", ERR_INVALID_ARG_VALUE);
	const algs = /* @__PURE__ */ new Set();
	const normalized = [];
	for (const pk of keys) {
		let key;
		if ("key" in pk) {
			key = { key: pk.key };
			if (typeof pk.alg === "string") key.alg = pk.alg;
			if (typeof pk.kid === "string") key.kid = pk.kid;
		} else key = { key: pk };
		if (key.key.type !== "private") throw CodedTypeError("only private keys must be provided", ERR_INVALID_ARG_VALUE);
		if (isRsaOaep(key.key.algorithm)) switch (key.key.algorithm.hash.name) {
			case "SHA-1":
			case "SHA-256":
			case "SHA-384":
			case "SHA-512": {
				let alg = "RSA-OAEP";
				let sha;
				if (sha = parseInt(key.key.algorithm.hash.name.slice(-3), 10)) alg = `${alg}-${sha}`;
				key.alg ||= alg;
				if (alg !== key.alg) throw CodedTypeError("invalid key alg", ERR_INVALID_ARG_VALUE, { pk });
				algs.add(key.alg);
				break;
			}
			default: throw CodedTypeError("only SHA-512, SHA-384, SHA-256, and SHA-1 RSA-OAEP keys are supported", ERR_INVALID_ARG_VALUE);
		}
		else if (isEcdh(key.key.algorithm)) {
			if (key.key.algorithm.namedCurve !== "P-256") throw CodedTypeError("Only P-256 ECDH keys are supported", ERR_INVALID_ARG_VALUE);
			checkEcdhAlg(algs, key.alg, pk);
		} else if (key.key.algorithm.name === "X25519") checkEcdhAlg(algs, key.alg, pk);
		else throw CodedTypeError("only RSA-OAEP, ECDH, or X25519 keys are supported", ERR_INVALID_ARG_VALUE);
		normalized.push(key);
	}
	int(config).decrypt = async (jwe) => decrypt(normalized, jwe, contentEncryptionAlgorithms, [...algs]).catch(errorHandler);
}
function checkCryptoKey(key, alg, epk) {
	if (alg.startsWith("RSA-OAEP")) return key.algorithm.name === "RSA-OAEP";
	if (alg.startsWith("ECDH-ES")) {
		if (key.algorithm.name !== "ECDH" && key.algorithm.name !== "X25519") return false;
		if (key.algorithm.name === "ECDH") return epk?.crv === key.algorithm.namedCurve;
		if (key.algorithm.name === "X25519") return epk?.crv === "X25519";
	}
	return false;
}
function selectCryptoKeyForDecryption(keys, alg, kid, epk) {
	const { 0: key, length } = keys.filter((key) => {
		if (kid !== void 0 && kid !== key.kid) return false;
		if (key.alg && alg !== key.alg) return false;
		return checkCryptoKey(key.key, alg, epk);
	});
	if (!key) throw e("no applicable decryption key selected", void 0, "OAUTH_DECRYPTION_FAILED");
	if (length !== 1) throw e("multiple applicable decryption keys selected", void 0, "OAUTH_DECRYPTION_FAILED");
	return key.key;
}
async function decrypt(keys, jwe, contentEncryptionAlgorithms, keyManagementAlgorithms) {
	return decoder.decode((await compactDecrypt(jwe, (header) => {
		const { kid, alg, epk } = header;
		return selectCryptoKeyForDecryption(keys, alg, kid, epk);
	}, {
		keyManagementAlgorithms,
		contentEncryptionAlgorithms
	}).catch((err) => {
		if (err instanceof JOSEError) throw e("decryption failed", err, "OAUTH_DECRYPTION_FAILED");
		errorHandler(err);
	})).plaintext);
}
function getServerHelpers(metadata) {
	return { supportsPKCE: {
		__proto__: null,
		value(method = "S256") {
			return metadata.code_challenge_methods_supported?.includes(method) === true;
		}
	} };
}
function addServerHelpers(metadata) {
	Object.defineProperties(metadata, getServerHelpers(metadata));
}
const kEntraId = Symbol();
var Configuration = class {
	constructor(server, clientId, metadata, clientAuthentication) {
		if (typeof clientId !== "string" || !clientId.length) throw CodedTypeError("\"clientId\" must be a non-empty string", ERR_INVALID_ARG_TYPE);
		if (typeof metadata === "string") metadata = { client_secret: metadata };
		if (metadata?.client_id !== void 0 && clientId !== metadata.client_id) throw CodedTypeError("\"clientId\" and \"metadata.client_id\" must be the same", ERR_INVALID_ARG_VALUE);
		const client = {
			...structuredClone(metadata),
			client_id: clientId
		};
		client[clockSkew$1] = metadata?.[clockSkew$1] ?? 0;
		client[clockTolerance$1] = metadata?.[clockTolerance$1] ?? 30;
		let auth;
		if (clientAuthentication) auth = clientAuthentication;
		else if (typeof client.client_secret === "string" && client.client_secret.length) auth = ClientSecretPost(client.client_secret);
		else auth = None();
		let c = Object.freeze(client);
		const clone = structuredClone(server);
		if (kEntraId in server) clone[_expectedIssuer] = ({ claims: { tid } }) => server.issuer.replace("{tenantid}", tid);
		let as = Object.freeze(clone);
		props ||= /* @__PURE__ */ new WeakMap();
		props.set(this, {
			__proto__: null,
			as,
			c,
			auth,
			tlsOnly: true,
			timeout: 30,
			jwksCache: {}
		});
	}
	serverMetadata() {
		const metadata = structuredClone(int(this).as);
		addServerHelpers(metadata);
		return metadata;
	}
	clientMetadata() {
		return structuredClone(int(this).c);
	}
	get timeout() {
		return int(this).timeout;
	}
	set timeout(value) {
		int(this).timeout = value;
	}
	get [customFetch]() {
		return int(this).fetch;
	}
	set [customFetch](value) {
		int(this).fetch = value;
	}
};
Object.freeze(Configuration.prototype);
function getHelpers(response) {
	let exp = void 0;
	if (response.expires_in !== void 0) exp = Date.now() + response.expires_in * 1e3;
	return {
		expiresIn: {
			__proto__: null,
			value() {
				if (exp) {
					const now = Date.now();
					if (exp > now) return Math.floor((exp - now) / 1e3);
					return 0;
				}
			}
		},
		claims: {
			__proto__: null,
			value() {
				return getValidatedIdTokenClaims(response);
			}
		}
	};
}
function addHelpers(response) {
	Object.defineProperties(response, getHelpers(response));
}
function getDPoPHandle(config, keyPair, options) {
	checkConfig(config);
	return DPoP(int(config).c, keyPair, options);
}
async function handleRetryAfter(response, currentInterval, signal, throwIfInvalid = false) {
	const retryAfter = response.headers.get("retry-after")?.trim();
	if (retryAfter === void 0) return;
	let delaySeconds;
	if (/^\d+$/.test(retryAfter)) delaySeconds = parseInt(retryAfter, 10);
	else {
		const retryDate = new Date(retryAfter);
		if (Number.isFinite(retryDate.getTime())) {
			const now = /* @__PURE__ */ new Date();
			const delayMs = retryDate.getTime() - now.getTime();
			if (delayMs > 0) delaySeconds = Math.ceil(delayMs / 1e3);
		}
	}
	if (throwIfInvalid && !Number.isFinite(delaySeconds)) throw new OperationProcessingError("invalid Retry-After header value", { cause: response });
	if (delaySeconds > currentInterval) await wait(delaySeconds - currentInterval, signal);
}
function wait(duration, signal) {
	return new Promise((resolve, reject) => {
		const waitStep = (remaining) => {
			try {
				signal.throwIfAborted();
			} catch (err) {
				reject(err);
				return;
			}
			if (remaining <= 0) {
				resolve();
				return;
			}
			const currentWait = Math.min(remaining, 5);
			setTimeout(() => waitStep(remaining - currentWait), currentWait * 1e3);
		};
		waitStep(duration);
	});
}
function pollRequestSignal(pollingSignal, timeout) {
	const timeoutSignal = signal(timeout);
	if (!timeoutSignal) return {
		signal: pollingSignal,
		cleanup() {}
	};
	const controller = new AbortController();
	const abort = (event) => {
		const source = event.target;
		controller.abort(source.reason);
	};
	if (pollingSignal.aborted) controller.abort(pollingSignal.reason);
	else if (timeoutSignal.aborted) controller.abort(timeoutSignal.reason);
	else {
		pollingSignal.addEventListener("abort", abort, { once: true });
		timeoutSignal.addEventListener("abort", abort, { once: true });
	}
	return {
		signal: controller.signal,
		cleanup() {
			pollingSignal.removeEventListener("abort", abort);
			timeoutSignal.removeEventListener("abort", abort);
		}
	};
}
async function pollGrant(config, authorizationResponse, grantCode, request, processResponse, parameters, options) {
	const requestParameters = new URLSearchParams(parameters);
	let interval = authorizationResponse.interval ?? 5;
	const pollingSignal = options?.signal ?? AbortSignal.timeout(authorizationResponse.expires_in * 1e3);
	for (;;) {
		try {
			await wait(interval, pollingSignal);
		} catch (error) {
			errorHandler(error);
		}
		const { as, c, auth, fetch, tlsOnly, nonRepudiation, timeout, decrypt } = int(config);
		const requestSignal = pollRequestSignal(pollingSignal, timeout);
		try {
			const response = await request(as, c, auth, grantCode, {
				[customFetch$1]: fetch,
				[allowInsecureRequests$1]: !tlsOnly,
				additionalParameters: requestParameters,
				DPoP: options?.DPoP,
				headers: new Headers(headers),
				signal: requestSignal.signal
			}).catch(errorHandler);
			if (response.status === 503 && response.headers.has("retry-after")) {
				await response.body?.cancel();
				await handleRetryAfter(response, interval, pollingSignal, true);
				options = {
					...options,
					flag: void 0
				};
				continue;
			}
			let result;
			try {
				result = await processResponse(as, c, response, { [jweDecrypt]: decrypt });
			} catch (error) {
				if (retryable(error, options)) {
					options = {
						...options,
						flag: retry
					};
					continue;
				}
				if (error instanceof ResponseBodyError && (error.error === "slow_down" || error.error === "authorization_pending")) {
					if (error.error === "slow_down") interval += 5;
					await handleRetryAfter(error.response, interval, pollingSignal);
					options = {
						...options,
						flag: void 0
					};
					continue;
				}
				errorHandler(error);
			}
			result.id_token && await nonRepudiation?.(response);
			addHelpers(result);
			return result;
		} finally {
			requestSignal.cleanup();
		}
	}
}
async function pollDeviceAuthorizationGrant(config, deviceAuthorizationResponse, parameters, options) {
	checkConfig(config);
	return pollGrant(config, deviceAuthorizationResponse, deviceAuthorizationResponse.device_code, deviceCodeGrantRequest, processDeviceCodeResponse, parameters, options);
}
async function initiateDeviceAuthorization(config, parameters) {
	checkConfig(config);
	const { as, c, auth, fetch, tlsOnly, timeout } = int(config);
	return deviceAuthorizationRequest(as, c, auth, parameters, {
		[customFetch$1]: fetch,
		[allowInsecureRequests$1]: !tlsOnly,
		headers: new Headers(headers),
		signal: signal(timeout)
	}).then((response) => processDeviceAuthorizationResponse(as, c, response)).catch(errorHandler);
}
async function initiateBackchannelAuthentication(config, parameters) {
	checkConfig(config);
	const { as, c, auth, fetch, tlsOnly, timeout } = int(config);
	return backchannelAuthenticationRequest(as, c, auth, parameters, {
		[customFetch$1]: fetch,
		[allowInsecureRequests$1]: !tlsOnly,
		headers: new Headers(headers),
		signal: signal(timeout)
	}).then((response) => processBackchannelAuthenticationResponse(as, c, response)).catch(errorHandler);
}
async function pollBackchannelAuthenticationGrant(config, backchannelAuthenticationResponse, parameters, options) {
	checkConfig(config);
	return pollGrant(config, backchannelAuthenticationResponse, backchannelAuthenticationResponse.auth_req_id, backchannelAuthenticationGrantRequest, processBackchannelAuthenticationGrantResponse, parameters, options);
}
function allowInsecureRequests(config) {
	int(config).tlsOnly = false;
}
function setJwksCache(config, jwksCache) {
	int(config).jwksCache = structuredClone(jwksCache);
}
function getJwksCache(config) {
	const cache = int(config).jwksCache;
	if (cache.uat) return cache;
}
function enableNonRepudiationChecks(config) {
	checkConfig(config);
	int(config).nonRepudiation = (response) => {
		const { as, fetch, tlsOnly, timeout, jwksCache: jwksCache$4 } = int(config);
		return validateApplicationLevelSignature(as, response, {
			[customFetch$1]: fetch,
			[allowInsecureRequests$1]: !tlsOnly,
			headers: new Headers(headers),
			signal: signal(timeout),
			[jwksCache]: jwksCache$4
		}).catch(errorHandler);
	};
}
function useJwtResponseMode(config) {
	checkConfig(config);
	const { hybrid, implicit } = int(config);
	if (hybrid || implicit) throw e("JARM cannot be combined with a hybrid or implicit response types", void 0, UNSUPPORTED_OPERATION);
	int(config).jarm = (authorizationResponse, expectedState) => validateJARMResponse(config, authorizationResponse, expectedState);
}
function enableDetachedSignatureResponseChecks(config) {
	if (!int(config).hybrid) throw e("\"code id_token\" response type must be configured to be used first", void 0, UNSUPPORTED_OPERATION);
	int(config).hybrid = (authorizationResponse, expectedNonce, expectedState, maxAge) => validateCodeIdTokenResponse(config, authorizationResponse, expectedNonce, expectedState, maxAge, true);
}
async function implicitAuthentication(config, currentUrl, expectedNonce, checks) {
	checkConfig(config);
	if (!(currentUrl instanceof URL) && !webInstanceOf(currentUrl, "Request")) throw CodedTypeError("\"currentUrl\" must be an instance of URL, or Request", ERR_INVALID_ARG_TYPE);
	if (typeof expectedNonce !== "string") throw CodedTypeError("\"expectedNonce\" must be a string", ERR_INVALID_ARG_TYPE);
	const { as, c, fetch, tlsOnly, timeout, decrypt, implicit, jwksCache: jwksCache$1 } = int(config);
	if (!implicit) throw new TypeError("implicitAuthentication() cannot be used by clients using flows other than response_type=id_token");
	let params;
	if (!(currentUrl instanceof URL)) {
		const request = currentUrl;
		switch (request.method) {
			case "GET":
				params = new URLSearchParams(new URL(request.url).hash.slice(1));
				break;
			case "POST":
				params = new URLSearchParams(await formPostResponse(request));
				break;
			default: throw CodedTypeError("unexpected Request HTTP method", ERR_INVALID_ARG_VALUE);
		}
	} else params = new URLSearchParams(currentUrl.hash.slice(1));
	try {
		{
			const decoy = new URLSearchParams(params);
			decoy.delete("id_token");
			validateAuthResponse({
				...as,
				authorization_response_iss_parameter_supported: void 0
			}, c, decoy, checks?.expectedState);
		}
		{
			const decoy = new Response(JSON.stringify({
				access_token: "decoy",
				token_type: "bearer",
				id_token: params.get("id_token")
			}), { headers: new Headers({ "content-type": "application/json" }) });
			const ref = await processAuthorizationCodeResponse(as, c, decoy, {
				expectedNonce,
				maxAge: checks?.maxAge,
				[jweDecrypt]: decrypt
			});
			await validateApplicationLevelSignature(as, decoy, {
				[customFetch$1]: fetch,
				[allowInsecureRequests$1]: !tlsOnly,
				headers: new Headers(headers),
				signal: signal(timeout),
				[jwksCache]: jwksCache$1
			});
			return getValidatedIdTokenClaims(ref);
		}
	} catch (err) {
		errorHandler(err);
	}
}
function useCodeIdTokenResponseType(config) {
	checkConfig(config);
	const { jarm, implicit } = int(config);
	if (jarm || implicit) throw e("\"code id_token\" response type cannot be combined with JARM or implicit response type", void 0, UNSUPPORTED_OPERATION);
	int(config).hybrid = (authorizationResponse, expectedNonce, expectedState, maxAge) => validateCodeIdTokenResponse(config, authorizationResponse, expectedNonce, expectedState, maxAge, false);
}
function useIdTokenResponseType(config) {
	checkConfig(config);
	const { jarm, hybrid } = int(config);
	if (jarm || hybrid) throw e("\"id_token\" response type cannot be combined with JARM or hybrid response type", void 0, UNSUPPORTED_OPERATION);
	int(config).implicit = true;
}
function stripParams(url) {
	url = new URL(url);
	url.search = "";
	url.hash = "";
	return url.href;
}
function webInstanceOf(input, toStringTag) {
	try {
		return Object.getPrototypeOf(input)[Symbol.toStringTag] === toStringTag;
	} catch {
		return false;
	}
}
async function authorizationCodeGrant(config, currentUrl, checks, tokenEndpointParameters, options) {
	checkConfig(config);
	if (options?.flag !== retry && !(currentUrl instanceof URL) && !webInstanceOf(currentUrl, "Request")) throw CodedTypeError("\"currentUrl\" must be an instance of URL, or Request", ERR_INVALID_ARG_TYPE);
	let authResponse;
	let redirectUri;
	const { as, c, auth, fetch, tlsOnly, jarm, hybrid, nonRepudiation, timeout, decrypt, implicit } = int(config);
	if (options?.flag === retry) {
		authResponse = options.authResponse;
		redirectUri = options.redirectUri;
	} else {
		if (!(currentUrl instanceof URL)) {
			const request = currentUrl;
			currentUrl = new URL(currentUrl.url);
			switch (request.method) {
				case "GET": break;
				case "POST":
					const params = new URLSearchParams(await formPostResponse(request));
					if (hybrid) currentUrl.hash = params.toString();
					else for (const [k, v] of params.entries()) currentUrl.searchParams.append(k, v);
					break;
				default: throw CodedTypeError("unexpected Request HTTP method", ERR_INVALID_ARG_VALUE);
			}
		}
		redirectUri = stripParams(currentUrl);
		switch (true) {
			case !!jarm:
				authResponse = await jarm(currentUrl, checks?.expectedState);
				break;
			case !!hybrid:
				authResponse = await hybrid(currentUrl, checks?.expectedNonce, checks?.expectedState, checks?.maxAge);
				break;
			case !!implicit: throw new TypeError("authorizationCodeGrant() cannot be used by response_type=id_token clients");
			default: try {
				authResponse = validateAuthResponse(as, c, currentUrl.searchParams, checks?.expectedState);
			} catch (err) {
				errorHandler(err);
			}
		}
	}
	const response = await authorizationCodeGrantRequest(as, c, auth, authResponse, redirectUri, checks?.pkceCodeVerifier || nopkce, {
		additionalParameters: tokenEndpointParameters,
		[customFetch$1]: fetch,
		[allowInsecureRequests$1]: !tlsOnly,
		DPoP: options?.DPoP,
		headers: new Headers(headers),
		signal: signal(timeout)
	}).catch(errorHandler);
	if (typeof checks?.expectedNonce === "string" || typeof checks?.maxAge === "number") checks.idTokenExpected = true;
	const p = processAuthorizationCodeResponse(as, c, response, {
		expectedNonce: checks?.expectedNonce,
		maxAge: checks?.maxAge,
		requireIdToken: checks?.idTokenExpected,
		[jweDecrypt]: decrypt
	});
	let result;
	try {
		result = await p;
	} catch (err) {
		if (retryable(err, options)) return authorizationCodeGrant(config, void 0, checks, tokenEndpointParameters, {
			...options,
			flag: retry,
			authResponse,
			redirectUri
		});
		errorHandler(err);
	}
	result.id_token && await nonRepudiation?.(response);
	addHelpers(result);
	return result;
}
async function validateJARMResponse(config, authorizationResponse, expectedState) {
	const { as, c, fetch, tlsOnly, timeout, decrypt, jwksCache: jwksCache$3 } = int(config);
	return validateJwtAuthResponse(as, c, authorizationResponse, expectedState, {
		[customFetch$1]: fetch,
		[allowInsecureRequests$1]: !tlsOnly,
		headers: new Headers(headers),
		signal: signal(timeout),
		[jweDecrypt]: decrypt,
		[jwksCache]: jwksCache$3
	}).catch(errorHandler);
}
async function validateCodeIdTokenResponse(config, authorizationResponse, expectedNonce, expectedState, maxAge, fapi) {
	if (typeof expectedNonce !== "string") throw CodedTypeError("\"expectedNonce\" must be a string", ERR_INVALID_ARG_TYPE);
	if (expectedState !== void 0 && typeof expectedState !== "string") throw CodedTypeError("\"expectedState\" must be a string", ERR_INVALID_ARG_TYPE);
	const { as, c, fetch, tlsOnly, timeout, decrypt, jwksCache: jwksCache$2 } = int(config);
	return (fapi ? validateDetachedSignatureResponse : validateCodeIdTokenResponse$1)(as, c, authorizationResponse, expectedNonce, expectedState, maxAge, {
		[customFetch$1]: fetch,
		[allowInsecureRequests$1]: !tlsOnly,
		headers: new Headers(headers),
		signal: signal(timeout),
		[jweDecrypt]: decrypt,
		[jwksCache]: jwksCache$2
	}).catch(errorHandler);
}
async function refreshTokenGrant(config, refreshToken, parameters, options) {
	checkConfig(config);
	parameters = new URLSearchParams(parameters);
	const { as, c, auth, fetch, tlsOnly, nonRepudiation, timeout, decrypt } = int(config);
	const response = await refreshTokenGrantRequest(as, c, auth, refreshToken, {
		[customFetch$1]: fetch,
		[allowInsecureRequests$1]: !tlsOnly,
		additionalParameters: parameters,
		DPoP: options?.DPoP,
		headers: new Headers(headers),
		signal: signal(timeout)
	}).catch(errorHandler);
	const p = processRefreshTokenResponse(as, c, response, { [jweDecrypt]: decrypt });
	let result;
	try {
		result = await p;
	} catch (err) {
		if (retryable(err, options)) return refreshTokenGrant(config, refreshToken, parameters, {
			...options,
			flag: retry
		});
		errorHandler(err);
	}
	result.id_token && await nonRepudiation?.(response);
	addHelpers(result);
	return result;
}
async function clientCredentialsGrant(config, parameters, options) {
	checkConfig(config);
	parameters = new URLSearchParams(parameters);
	const { as, c, auth, fetch, tlsOnly, timeout } = int(config);
	const p = processClientCredentialsResponse(as, c, await clientCredentialsGrantRequest(as, c, auth, parameters, {
		[customFetch$1]: fetch,
		[allowInsecureRequests$1]: !tlsOnly,
		DPoP: options?.DPoP,
		headers: new Headers(headers),
		signal: signal(timeout)
	}).catch(errorHandler));
	let result;
	try {
		result = await p;
	} catch (err) {
		if (retryable(err, options)) return clientCredentialsGrant(config, parameters, {
			...options,
			flag: retry
		});
		errorHandler(err);
	}
	addHelpers(result);
	return result;
}
function buildAuthorizationUrl(config, parameters) {
	checkConfig(config);
	const { as, c, tlsOnly, hybrid, jarm, implicit } = int(config);
	const authorizationEndpoint = resolveEndpoint(as, "authorization_endpoint", false, tlsOnly);
	parameters = new URLSearchParams(parameters);
	if (!parameters.has("client_id")) parameters.set("client_id", c.client_id);
	if (!parameters.has("request_uri") && !parameters.has("request")) {
		if (!parameters.has("response_type")) parameters.set("response_type", hybrid ? "code id_token" : implicit ? "id_token" : "code");
		if (implicit && !parameters.has("nonce")) throw CodedTypeError("response_type=id_token clients must provide a nonce parameter in their authorization request parameters", ERR_INVALID_ARG_VALUE);
		if (jarm) parameters.set("response_mode", "jwt");
	}
	for (const [k, v] of parameters.entries()) authorizationEndpoint.searchParams.append(k, v);
	return authorizationEndpoint;
}
async function buildAuthorizationUrlWithJAR(config, parameters, signingKey, options) {
	checkConfig(config);
	parameters = buildAuthorizationUrl(config, parameters).searchParams;
	if (!signingKey) throw CodedTypeError("\"signingKey\" must be provided", ERR_INVALID_ARG_VALUE);
	const { as, c } = int(config);
	return buildAuthorizationUrl(config, { request: await issueRequestObject(as, c, parameters, signingKey, options).catch(errorHandler) });
}
async function buildAuthorizationUrlWithPAR(config, parameters, options) {
	checkConfig(config);
	const authorizationEndpoint = buildAuthorizationUrl(config, parameters);
	const { as, c, auth, fetch, tlsOnly, timeout } = int(config);
	const p = processPushedAuthorizationResponse(as, c, await pushedAuthorizationRequest(as, c, auth, authorizationEndpoint.searchParams, {
		[customFetch$1]: fetch,
		[allowInsecureRequests$1]: !tlsOnly,
		DPoP: options?.DPoP,
		headers: new Headers(headers),
		signal: signal(timeout)
	}).catch(errorHandler));
	let result;
	try {
		result = await p;
	} catch (err) {
		if (retryable(err, options)) return buildAuthorizationUrlWithPAR(config, parameters, {
			...options,
			flag: retry
		});
		errorHandler(err);
	}
	return buildAuthorizationUrl(config, { request_uri: result.request_uri });
}
function buildEndSessionUrl(config, parameters) {
	checkConfig(config);
	const { as, c, tlsOnly } = int(config);
	const endSessionEndpoint = resolveEndpoint(as, "end_session_endpoint", false, tlsOnly);
	parameters = new URLSearchParams(parameters);
	if (!parameters.has("client_id")) parameters.set("client_id", c.client_id);
	for (const [k, v] of parameters.entries()) endSessionEndpoint.searchParams.append(k, v);
	return endSessionEndpoint;
}
function checkConfig(input) {
	if (!(input instanceof Configuration)) throw CodedTypeError("\"config\" must be an instance of Configuration", ERR_INVALID_ARG_TYPE);
	if (Object.getPrototypeOf(input) !== Configuration.prototype) throw CodedTypeError("subclassing Configuration is not allowed", ERR_INVALID_ARG_VALUE);
}
function signal(timeout) {
	return timeout ? AbortSignal.timeout(timeout * 1e3) : void 0;
}
async function fetchUserInfo(config, accessToken, expectedSubject, options) {
	checkConfig(config);
	const { as, c, fetch, tlsOnly, nonRepudiation, timeout, decrypt } = int(config);
	const response = await userInfoRequest(as, c, accessToken, {
		[customFetch$1]: fetch,
		[allowInsecureRequests$1]: !tlsOnly,
		DPoP: options?.DPoP,
		headers: new Headers(headers),
		signal: signal(timeout)
	}).catch(errorHandler);
	let exec = processUserInfoResponse(as, c, expectedSubject, response, { [jweDecrypt]: decrypt });
	let result;
	try {
		result = await exec;
	} catch (err) {
		if (retryable(err, options)) return fetchUserInfo(config, accessToken, expectedSubject, {
			...options,
			flag: retry
		});
		errorHandler(err);
	}
	getContentType(response) === "application/jwt" && await nonRepudiation?.(response);
	return result;
}
function retryable(err, options) {
	if (options?.DPoP && options.flag !== retry) return isDPoPNonceError(err);
	return false;
}
async function tokenIntrospection(config, token, parameters) {
	checkConfig(config);
	const { as, c, auth, fetch, tlsOnly, nonRepudiation, timeout, decrypt } = int(config);
	const response = await introspectionRequest(as, c, auth, token, {
		[customFetch$1]: fetch,
		[allowInsecureRequests$1]: !tlsOnly,
		additionalParameters: new URLSearchParams(parameters),
		headers: new Headers(headers),
		signal: signal(timeout)
	}).catch(errorHandler);
	const result = await processIntrospectionResponse(as, c, response, { [jweDecrypt]: decrypt }).catch(errorHandler);
	getContentType(response) === "application/token-introspection+jwt" && await nonRepudiation?.(response);
	return result;
}
const retry = Symbol();
async function genericGrantRequest(config, grantType, parameters, options) {
	checkConfig(config);
	const { as, c, auth, fetch, tlsOnly, timeout, decrypt, nonRepudiation } = int(config);
	const response = await genericTokenEndpointRequest(as, c, auth, grantType, new URLSearchParams(parameters), {
		[customFetch$1]: fetch,
		[allowInsecureRequests$1]: !tlsOnly,
		DPoP: options?.DPoP,
		headers: new Headers(headers),
		signal: signal(timeout)
	}).catch(errorHandler);
	let recognizedTokenTypes;
	if (grantType === "urn:ietf:params:oauth:grant-type:token-exchange") recognizedTokenTypes = { n_a: () => {} };
	const p = processGenericTokenEndpointResponse(as, c, response, {
		[jweDecrypt]: decrypt,
		recognizedTokenTypes
	});
	let result;
	try {
		result = await p;
	} catch (err) {
		if (retryable(err, options)) return genericGrantRequest(config, grantType, parameters, {
			...options,
			flag: retry
		});
		errorHandler(err);
	}
	result.id_token && await nonRepudiation?.(response);
	addHelpers(result);
	return result;
}
async function tokenRevocation(config, token, parameters) {
	checkConfig(config);
	const { as, c, auth, fetch, tlsOnly, timeout } = int(config);
	return revocationRequest(as, c, auth, token, {
		[customFetch$1]: fetch,
		[allowInsecureRequests$1]: !tlsOnly,
		additionalParameters: new URLSearchParams(parameters),
		headers: new Headers(headers),
		signal: signal(timeout)
	}).then(processRevocationResponse).catch(errorHandler);
}
async function fetchProtectedResource(config, accessToken, url, method, body, headers, options) {
	checkConfig(config);
	headers ||= new Headers();
	if (USER_AGENT && !headers.has("user-agent")) headers.set("user-agent", USER_AGENT);
	const { fetch, tlsOnly, timeout } = int(config);
	const exec = protectedResourceRequest(accessToken, method, url, headers, body, {
		[customFetch$1]: fetch,
		[allowInsecureRequests$1]: !tlsOnly,
		DPoP: options?.DPoP,
		signal: signal(timeout)
	});
	let result;
	try {
		result = await exec;
	} catch (err) {
		if (retryable(err, options)) return fetchProtectedResource(config, accessToken, url, method, body, headers, {
			...options,
			flag: retry
		});
		errorHandler(err);
	}
	return result;
}
export { AuthorizationResponseError, ClientError, ClientSecretBasic, ClientSecretJwt, ClientSecretPost, Configuration, None, PrivateKeyJwt, ResponseBodyError, TlsClientAuth, WWWAuthenticateChallengeError, allowInsecureRequests, authorizationCodeGrant, buildAuthorizationUrl, buildAuthorizationUrlWithJAR, buildAuthorizationUrlWithPAR, buildEndSessionUrl, calculatePKCECodeChallenge, clientCredentialsGrant, clockSkew, clockTolerance, customFetch, discovery, dynamicClientRegistration, enableDecryptingResponses, enableDetachedSignatureResponseChecks, enableNonRepudiationChecks, fetchProtectedResource, fetchUserInfo, genericGrantRequest, getDPoPHandle, getJwksCache, implicitAuthentication, initiateBackchannelAuthentication, initiateDeviceAuthorization, modifyAssertion, pollBackchannelAuthenticationGrant, pollDeviceAuthorizationGrant, randomDPoPKeyPair, randomNonce, randomPKCECodeVerifier, randomState, refreshTokenGrant, setJwksCache, skipStateCheck, skipSubjectCheck, tokenIntrospection, tokenRevocation, useCodeIdTokenResponseType, useIdTokenResponseType, useJwtResponseMode };
