import { o as __toESM } from "./C1I3wEg2.js";
import { C as groupVersion, E as refKey, T as parseGroupKind, a as isBuiltInParentKind, b as describeRef, c as parentRef, d as ID_LABEL, f as LEGACY_GROUP_RESOURCES_ANNOTATION, h as PART_OF_LABEL, i as describeApplySet, m as PARENT_TYPE_LABEL, o as isParent, r as applySetOf, s as memberSelector, v as TOOLING_ANNOTATION, w as parseApiVersion, x as formatGroupKind, y as TOOL_NAME } from "./DeSzYmKF.js";
import { a as hintOr, i as errorMessage, n as UserErrors, t as UserError } from "./CBbxxjUU.js";
import { A as checkServerHint, C as isConflict, D as DEFAULT_LIMITS, E as isNotFound, M as deadlineError, P as inFlightTooLarge, S as CancelledError, T as isNamespaceMissing, _ as unauthorized, a as deleteObject, b as ApiError, d as CRD_RESOURCE, f as discover, g as targetOf, h as describeTarget, i as createObject, k as answerTooLarge, l as listObjects, m as ClusterAccessError, o as getObject, p as resourcePath, r as memberLists, s as listCollection, t as listMembers, u as serverSideApply, v as unreachable, x as ApiUnavailableError, y as limitConnect } from "./tuETKyVI.js";
import { S as dump, d as resolveParentResource, f as VERSION, i as rulesFor, l as builtInParentResource, n as describeRules, w as load } from "./CsypBJCe.js";
import { a as recordedScope, o as splitList } from "./iqy65sgN.js";
import { t as toolingOf } from "./CDhqFUqz.js";
import { i as init__builtin_http, r as http } from "./I_Ev77Ok.js";
import { a as DEFAULT_RETRY, c as retryDelayMs, l as transientNetworkCode, n as isCrd, o as describeProblem, s as isRetryableStatus, t as applyStage } from "./DtfoC32z.js";
import { s as isRecord } from "./MmpeRDSy.js";
import net from "node:net";
import { isDeepStrictEqual } from "node:util";
import tls from "node:tls";
import { gunzipSync, gzipSync } from "node:zlib";
import { createHash, createHmac, createSecretKey, hkdfSync, randomUUID, timingSafeEqual } from "node:crypto";
import fs, { existsSync, readFileSync } from "node:fs";
import path, { delimiter, join } from "node:path";
import https from "node:https";
import proc, { spawn } from "node:child_process";
import { URL as URL$1 } from "url";
import { hostname } from "node:os";
import { setTimeout as setTimeout$1 } from "node:timers/promises";
// \0client-node-undici
const unused = () => {
	throw new Error("applyset-action does not bundle undici for client-node, whose fetch-based clients it does not use");
};
var Agent = class {
	constructor() {
		unused();
	}
};
var ProxyAgent = class {
	constructor() {
		unused();
	}
};
function fetch() {
	return unused();
}
// src/kube/deferredModules.ts
init__builtin_http();
const loaders = /* @__PURE__ */ new Set();
function deferModule(load) {
	loaders.add(load);
}
function needsDeferredModules(kubeConfig) {
	return Boolean(kubeConfig.getCurrentCluster()?.proxyUrl || kubeConfig.getCurrentUser()?.authProvider);
}
async function loadDeferredModules() {
	await Promise.all([...loaders].map((load) => load()));
}
// \0deferred:jsonpath-plus
let JSONPath;
deferModule(async () => {
	({JSONPath} = await import("./BuyRvKRg.js"));
});
// node_modules/@kubernetes/client-node/dist/azure_auth.js
var AzureAuth = class {
	isAuthProvider(user) {
		if (!user || !user.authProvider) return false;
		return user.authProvider.name === "azure";
	}
	async applyAuthentication(user, opts) {
		const token = this.getToken(user);
		if (token) opts.headers["Authorization"] = `Bearer ${token}`;
	}
	getToken(user) {
		const config = user.authProvider.config;
		if (this.isExpired(config)) this.updateAccessToken(config);
		return config["access-token"];
	}
	isExpired(config) {
		const token = config["access-token"];
		const expiry = config.expiry;
		const expiresOn = config["expires-on"];
		if (!token) return true;
		if (!expiry && !expiresOn) return false;
		const expiresOnDate = expiresOn ? /* @__PURE__ */ new Date(parseInt(expiresOn, 10) * 1e3) : void 0;
		if ((expiry ? Date.parse(expiry) : expiresOnDate.getTime()) < Date.now()) return true;
		return false;
	}
	updateAccessToken(config) {
		let cmd = config["cmd-path"];
		if (!cmd) throw new Error("Token is expired!");
		cmd = `"${cmd}"`;
		const args = config["cmd-args"];
		if (args) cmd = cmd + " " + args;
		let output;
		try {
			output = proc.execSync(cmd);
		} catch (err) {
			throw new Error("Failed to refresh token: " + err, { cause: err });
		}
		const resultObj = JSON.parse(output);
		const tokenPathKeyInConfig = config["token-key"];
		const expiryPathKeyInConfig = config["expiry-key"];
		const tokenPathKey = "$" + tokenPathKeyInConfig.slice(1, -1);
		const expiryPathKey = "$" + expiryPathKeyInConfig.slice(1, -1);
		config["access-token"] = JSONPath({
			path: tokenPathKey,
			json: resultObj
		});
		config.expiry = JSONPath({
			path: expiryPathKey,
			json: resultObj
		});
	}
};
// node_modules/@kubernetes/client-node/dist/config_types.js
const ActionOnInvalid = {
	THROW: "throw",
	FILTER: "filter"
};
function defaultNewConfigOptions() {
	return { onInvalidEntry: ActionOnInvalid.THROW };
}
function newClusters(a, opts) {
	if (!Array.isArray(a)) return [];
	const options = Object.assign(defaultNewConfigOptions(), opts || {});
	return a.map(clusterIterator(options.onInvalidEntry)).filter(Boolean);
}
function exportCluster(cluster) {
	return {
		name: cluster.name,
		cluster: {
			server: cluster.server,
			"certificate-authority-data": cluster.caData,
			"certificate-authority": cluster.caFile,
			"insecure-skip-tls-verify": cluster.skipTLSVerify,
			"tls-server-name": cluster.tlsServerName,
			"proxy-url": cluster.proxyUrl
		}
	};
}
function clusterIterator(onInvalidEntry) {
	return (elt, i, list) => {
		try {
			if (!elt.name) throw new Error(`clusters[${i}].name is missing`);
			if (!elt.cluster) throw new Error(`clusters[${i}].cluster is missing`);
			if (!elt.cluster.server) throw new Error(`clusters[${i}].cluster.server is missing`);
			return {
				caData: elt.cluster["certificate-authority-data"],
				caFile: elt.cluster["certificate-authority"],
				name: elt.name,
				server: elt.cluster.server.replace(/\/$/, ""),
				skipTLSVerify: elt.cluster["insecure-skip-tls-verify"] === true,
				tlsServerName: elt.cluster["tls-server-name"],
				proxyUrl: elt.cluster["proxy-url"]
			};
		} catch (err) {
			switch (onInvalidEntry) {
				case ActionOnInvalid.FILTER: return null;
				default:
				case ActionOnInvalid.THROW: throw err;
			}
		}
	};
}
function newUsers(a, opts) {
	if (!Array.isArray(a)) return [];
	const options = Object.assign(defaultNewConfigOptions(), opts || {});
	return a.map(userIterator(options.onInvalidEntry)).filter(Boolean);
}
function exportUser(user) {
	return {
		name: user.name,
		user: {
			as: user.impersonateUser,
			"auth-provider": user.authProvider,
			"client-certificate-data": user.certData,
			"client-certificate": user.certFile,
			exec: user.exec,
			"client-key-data": user.keyData,
			"client-key": user.keyFile,
			token: user.token,
			password: user.password,
			username: user.username
		}
	};
}
function userIterator(onInvalidEntry) {
	return (elt, i, list) => {
		try {
			if (!elt.name) throw new Error(`users[${i}].name is missing`);
			return {
				authProvider: elt.user ? elt.user["auth-provider"] : null,
				certData: elt.user ? elt.user["client-certificate-data"] : null,
				certFile: elt.user ? elt.user["client-certificate"] : null,
				exec: elt.user ? elt.user.exec : null,
				keyData: elt.user ? elt.user["client-key-data"] : null,
				keyFile: elt.user ? elt.user["client-key"] : null,
				name: elt.name,
				token: findToken(elt.user),
				password: elt.user ? elt.user.password : null,
				username: elt.user ? elt.user.username : null,
				impersonateUser: elt.user ? elt.user.as : null
			};
		} catch (err) {
			switch (onInvalidEntry) {
				case ActionOnInvalid.FILTER: return null;
				default:
				case ActionOnInvalid.THROW: throw err;
			}
		}
	};
}
function findToken(user) {
	if (user) {
		if (user.token) return user.token;
		if (user["token-file"]) return fs.readFileSync(user["token-file"]).toString();
	}
}
function newContexts(a, opts) {
	if (!Array.isArray(a)) return [];
	const options = Object.assign(defaultNewConfigOptions(), opts || {});
	return a.map(contextIterator(options.onInvalidEntry)).filter(Boolean);
}
function exportContext(ctx) {
	return {
		name: ctx.name,
		context: ctx
	};
}
function contextIterator(onInvalidEntry) {
	return (elt, i, list) => {
		try {
			if (!elt.name) throw new Error(`contexts[${i}].name is missing`);
			if (!elt.context) throw new Error(`contexts[${i}].context is missing`);
			if (!elt.context.cluster) throw new Error(`contexts[${i}].context.cluster is missing`);
			return {
				cluster: elt.context.cluster,
				name: elt.name,
				user: elt.context.user || void 0,
				namespace: elt.context.namespace || void 0
			};
		} catch (err) {
			switch (onInvalidEntry) {
				case ActionOnInvalid.FILTER: return null;
				default:
				case ActionOnInvalid.THROW: throw err;
			}
		}
	};
}
// node_modules/@kubernetes/client-node/dist/exec_auth.js
var ExecAuth = class {
	constructor() {
		this.tokenCache = {};
		this.execFn = proc.spawn;
	}
	isAuthProvider(user) {
		if (!user) return false;
		if (user.exec) return true;
		if (!user.authProvider) return false;
		return user.authProvider.name === "exec" || !!(user.authProvider.config && user.authProvider.config.exec);
	}
	async applyAuthentication(user, opts) {
		const credential = await this.getCredential(user);
		if (!credential) return;
		if (credential.status.clientCertificateData) opts.cert = credential.status.clientCertificateData;
		if (credential.status.clientKeyData) opts.key = credential.status.clientKeyData;
		const token = this.getToken(credential);
		if (token) {
			if (!opts.headers) opts.headers = {};
			opts.headers["Authorization"] = `Bearer ${token}`;
		}
	}
	getToken(credential) {
		if (!credential) return null;
		if (credential.status.token) return credential.status.token;
		return null;
	}
	async getCredential(user) {
		const cachedToken = this.tokenCache[user.name];
		if (cachedToken) {
			if (!cachedToken.status.expirationTimestamp) return cachedToken;
			if (Date.parse(cachedToken.status.expirationTimestamp) > Date.now()) return cachedToken;
			this.tokenCache[user.name] = null;
		}
		let exec = null;
		if (user.authProvider && user.authProvider.config) exec = user.authProvider.config.exec;
		if (user.exec) exec = user.exec;
		if (!exec) return null;
		if (!exec.command) throw new Error("No command was specified for exec authProvider!");
		let opts = {};
		if (exec.env) {
			const env = { ...process.env };
			exec.env.forEach((elt) => env[elt.name] = elt.value);
			opts = {
				...opts,
				env
			};
		}
		return new Promise((resolve, reject) => {
			let stdoutData = "";
			let stderrData = "";
			let savedError = void 0;
			const subprocess = this.execFn(exec.command, exec.args, opts);
			subprocess.stdout.setEncoding("utf8");
			subprocess.stderr.setEncoding("utf8");
			subprocess.stdout.on("data", (data) => {
				stdoutData += data;
			});
			subprocess.stderr.on("data", (data) => {
				stderrData += data;
			});
			subprocess.on("error", (error) => {
				savedError = error;
			});
			subprocess.on("close", (code) => {
				if (savedError) {
					reject(savedError);
					return;
				}
				if (code !== 0) {
					reject(new Error(stderrData));
					return;
				}
				try {
					const obj = JSON.parse(stdoutData);
					this.tokenCache[user.name] = obj;
					resolve(obj);
				} catch (error) {
					reject(error);
				}
			});
		});
	}
};
// node_modules/@kubernetes/client-node/dist/file_auth.js
var FileAuth = class {
	constructor() {
		this.token = null;
		this.lastRead = null;
	}
	isAuthProvider(user) {
		return user.authProvider && user.authProvider.config && user.authProvider.config.tokenFile;
	}
	async applyAuthentication(user, opts) {
		if (this.token == null) this.refreshToken(user.authProvider.config.tokenFile);
		if (this.isTokenExpired()) this.refreshToken(user.authProvider.config.tokenFile);
		if (this.token) opts.headers["Authorization"] = `Bearer ${this.token}`;
	}
	refreshToken(filePath) {
		this.token = fs.readFileSync(filePath).toString("utf-8");
		this.lastRead = /* @__PURE__ */ new Date();
	}
	isTokenExpired() {
		if (this.lastRead === null) return true;
		return ((/* @__PURE__ */ new Date()).getTime() - this.lastRead.getTime()) / 1e3 > 60;
	}
};
// node_modules/@kubernetes/client-node/dist/gcp_auth.js
var GoogleCloudPlatformAuth = class {
	isAuthProvider(user) {
		if (!user || !user.authProvider) return false;
		return user.authProvider.name === "gcp";
	}
	async applyAuthentication(user, opts) {
		const token = this.getToken(user);
		if (token) opts.headers["Authorization"] = `Bearer ${token}`;
	}
	getToken(user) {
		const config = user.authProvider.config;
		if (this.isExpired(config)) this.updateAccessToken(config);
		return config["access-token"];
	}
	isExpired(config) {
		const token = config["access-token"];
		const expiry = config.expiry;
		if (!token) return true;
		if (!expiry) return false;
		if (Date.parse(expiry) < Date.now()) return true;
		return false;
	}
	updateAccessToken(config) {
		let cmd = config["cmd-path"];
		if (!cmd) throw new Error("Token is expired!");
		cmd = `"${cmd}"`;
		const args = config["cmd-args"];
		if (args) cmd = cmd + " " + args;
		let output;
		try {
			output = proc.execSync(cmd);
		} catch (err) {
			throw new Error("Failed to refresh token: " + err, { cause: err });
		}
		const resultObj = JSON.parse(output);
		const tokenPathKeyInConfig = config["token-key"];
		const expiryPathKeyInConfig = config["expiry-key"];
		const tokenPathKey = "$" + tokenPathKeyInConfig.slice(1, -1);
		const expiryPathKey = "$" + expiryPathKeyInConfig.slice(1, -1);
		config["access-token"] = JSONPath({
			path: tokenPathKey,
			json: resultObj
		});
		config.expiry = JSONPath({
			path: expiryPathKey,
			json: resultObj
		});
	}
};
// node_modules/@kubernetes/client-node/dist/gen/rxjsStub.js
var Observable = class Observable {
	constructor(promise) {
		this.promise = promise;
	}
	toPromise() {
		return this.promise;
	}
	pipe(callback) {
		return new Observable(this.promise.then(callback));
	}
};
function from(promise) {
	return new Observable(promise);
}
function of(value) {
	return new Observable(Promise.resolve(value));
}
// node_modules/@kubernetes/client-node/dist/gen/http/isomorphic-fetch.js
var IsomorphicFetchHttpLibrary = class {
	send(request) {
		let method = request.getHttpMethod().toString();
		let body = request.getBody();
		return from(fetch(request.getUrl(), {
			method,
			body,
			headers: request.getHeaders(),
			signal: request.getSignal(),
			dispatcher: request.getDispatcher()
		}).then((resp) => {
			const headers = {};
			resp.headers.forEach((value, name) => {
				headers[name] = value;
			});
			return new ResponseContext(resp.status, headers, {
				text: () => resp.text(),
				binary: () => resp.buffer(),
				stream: () => resp.body
			});
		}));
	}
};
// node_modules/@kubernetes/client-node/dist/gen/http/http.js
function ensureAbsoluteUrl(url) {
	if (url.startsWith("http://") || url.startsWith("https://")) return url;
	throw new Error("You need to define an absolute base url for the server.");
}
var RequestContext = class {
	constructor(url, httpMethod) {
		this.httpMethod = httpMethod;
		this.headers = {};
		this.body = void 0;
		this.signal = void 0;
		this.dispatcher = void 0;
		this.url = new URL$1(ensureAbsoluteUrl(url));
	}
	getUrl() {
		return this.url.toString().endsWith("/") ? this.url.toString().slice(0, -1) : this.url.toString();
	}
	setUrl(url) {
		this.url = new URL$1(ensureAbsoluteUrl(url));
	}
	setBody(body) {
		this.body = body;
	}
	getHttpMethod() {
		return this.httpMethod;
	}
	getHeaders() {
		return this.headers;
	}
	getBody() {
		return this.body;
	}
	setQueryParam(name, value) {
		this.url.searchParams.set(name, value);
	}
	appendQueryParam(name, value) {
		this.url.searchParams.append(name, value);
	}
	addCookie(name, value) {
		if (!this.headers["Cookie"]) this.headers["Cookie"] = "";
		this.headers["Cookie"] += name + "=" + value + "; ";
	}
	setHeaderParam(key, value) {
		const lowerKey = key.toLowerCase();
		for (const existingKey in this.headers) if (existingKey.toLowerCase() === lowerKey) delete this.headers[existingKey];
		this.headers[key] = value;
	}
	setSignal(signal) {
		this.signal = signal;
	}
	getSignal() {
		return this.signal;
	}
	setDispatcher(dispatcher) {
		this.dispatcher = dispatcher;
	}
	getDispatcher() {
		return this.dispatcher;
	}
};
var ResponseContext = class {
	constructor(httpStatusCode, headers, body) {
		this.httpStatusCode = httpStatusCode;
		this.headers = headers;
		this.body = body;
	}
	getParsedHeader(headerName) {
		const result = {};
		if (!this.headers[headerName]) return result;
		const parameters = this.headers[headerName].split(";");
		for (const parameter of parameters) {
			let [key, value] = parameter.split("=", 2);
			if (!key) continue;
			key = key.toLowerCase().trim();
			if (value === void 0) result[""] = key;
			else {
				value = value.trim();
				if (value.startsWith("\"") && value.endsWith("\"")) value = value.substring(1, value.length - 1);
				result[key] = value;
			}
		}
		return result;
	}
	async getBodyAsFile() {
		return {
			data: await this.body.binary(),
			name: this.getParsedHeader("content-disposition")["filename"] || ""
		};
	}
	getBodyAsAny() {
		try {
			return this.body.text();
		} catch {}
		try {
			return this.body.binary();
		} catch {}
		return Promise.resolve(void 0);
	}
};
// node_modules/@kubernetes/client-node/dist/gen/auth/auth.js
var BearerTokenAuthentication = class {
	constructor(apiKey) {
		this.apiKey = apiKey;
	}
	getName() {
		return "BearerToken";
	}
	applySecurityAuthentication(context) {
		context.setHeaderParam("authorization", this.apiKey);
	}
};
function configureAuthMethods(config) {
	let authMethods = {};
	if (!config) return authMethods;
	authMethods["default"] = config["default"];
	if (config["BearerToken"]) authMethods["BearerToken"] = new BearerTokenAuthentication(config["BearerToken"]);
	return authMethods;
}
// node_modules/@kubernetes/client-node/dist/gen/middleware.js
var PromiseMiddlewareWrapper = class {
	constructor(middleware) {
		this.middleware = middleware;
	}
	pre(context) {
		return from(this.middleware.pre(context));
	}
	post(context) {
		return from(this.middleware.post(context));
	}
};
// node_modules/@kubernetes/client-node/dist/gen/servers.js
var ServerConfiguration = class {
	constructor(url, variableConfiguration) {
		this.url = url;
		this.variableConfiguration = variableConfiguration;
	}
	setVariables(variableConfiguration) {
		Object.assign(this.variableConfiguration, variableConfiguration);
	}
	getConfiguration() {
		return this.variableConfiguration;
	}
	getUrl() {
		let replacedUrl = this.url;
		for (const [key, value] of Object.entries(this.variableConfiguration)) replacedUrl = replacedUrl.replaceAll(`{${key}}`, value);
		return replacedUrl;
	}
	makeRequestContext(endpoint, httpMethod) {
		return new RequestContext(this.getUrl() + endpoint, httpMethod);
	}
};
const server1 = new ServerConfiguration("", {});
// node_modules/@kubernetes/client-node/dist/gen/configuration.js
function createConfiguration(conf = {}) {
	const configuration = {
		baseServer: conf.baseServer !== void 0 ? conf.baseServer : server1,
		httpApi: conf.httpApi || new IsomorphicFetchHttpLibrary(),
		middleware: conf.middleware || [],
		authMethods: configureAuthMethods(conf.authMethods)
	};
	if (conf.promiseMiddleware) conf.promiseMiddleware.forEach((m) => configuration.middleware.push(new PromiseMiddlewareWrapper(m)));
	return configuration;
}
// \0deferred:openid-client
let AuthorizationResponseError;
let ClientError;
let ClientSecretBasic;
let ClientSecretJwt;
let ClientSecretPost;
let Configuration;
let None;
let PrivateKeyJwt;
let ResponseBodyError;
let TlsClientAuth;
let WWWAuthenticateChallengeError;
let allowInsecureRequests;
let authorizationCodeGrant;
let buildAuthorizationUrl;
let buildAuthorizationUrlWithJAR;
let buildAuthorizationUrlWithPAR;
let buildEndSessionUrl;
let calculatePKCECodeChallenge;
let clientCredentialsGrant;
let clockSkew;
let clockTolerance;
let customFetch;
let discovery;
let dynamicClientRegistration;
let enableDecryptingResponses;
let enableDetachedSignatureResponseChecks;
let enableNonRepudiationChecks;
let fetchProtectedResource;
let fetchUserInfo;
let genericGrantRequest;
let getDPoPHandle;
let getJwksCache;
let implicitAuthentication;
let initiateBackchannelAuthentication;
let initiateDeviceAuthorization;
let modifyAssertion;
let pollBackchannelAuthenticationGrant;
let pollDeviceAuthorizationGrant;
let randomDPoPKeyPair;
let randomNonce;
let randomPKCECodeVerifier;
let randomState;
let refreshTokenGrant;
let setJwksCache;
let skipStateCheck;
let skipSubjectCheck;
let tokenIntrospection;
let tokenRevocation;
let useCodeIdTokenResponseType;
let useIdTokenResponseType;
let useJwtResponseMode;
deferModule(async () => {
	({AuthorizationResponseError, ClientError, ClientSecretBasic, ClientSecretJwt, ClientSecretPost, Configuration, None, PrivateKeyJwt, ResponseBodyError, TlsClientAuth, WWWAuthenticateChallengeError, allowInsecureRequests, authorizationCodeGrant, buildAuthorizationUrl, buildAuthorizationUrlWithJAR, buildAuthorizationUrlWithPAR, buildEndSessionUrl, calculatePKCECodeChallenge, clientCredentialsGrant, clockSkew, clockTolerance, customFetch, discovery, dynamicClientRegistration, enableDecryptingResponses, enableDetachedSignatureResponseChecks, enableNonRepudiationChecks, fetchProtectedResource, fetchUserInfo, genericGrantRequest, getDPoPHandle, getJwksCache, implicitAuthentication, initiateBackchannelAuthentication, initiateDeviceAuthorization, modifyAssertion, pollBackchannelAuthenticationGrant, pollDeviceAuthorizationGrant, randomDPoPKeyPair, randomNonce, randomPKCECodeVerifier, randomState, refreshTokenGrant, setJwksCache, skipStateCheck, skipSubjectCheck, tokenIntrospection, tokenRevocation, useCodeIdTokenResponseType, useIdTokenResponseType, useJwtResponseMode} = await import("./D8C06hek.js"));
});
// node_modules/rfc4648/lib/rfc4648.js
var base64UrlEncoding = {
	chars: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_",
	bits: 6
};
var base64url = {
	parse: function parse(string, opts) {
		return _parse(string, base64UrlEncoding, opts);
	},
	stringify: function stringify(data, opts) {
		return _stringify(data, base64UrlEncoding, opts);
	}
};
function _parse(string, encoding, opts) {
	var _opts$out;
	if (opts === void 0) opts = {};
	if (!encoding.codes) {
		encoding.codes = {};
		for (var i = 0; i < encoding.chars.length; ++i) encoding.codes[encoding.chars[i]] = i;
	}
	if (!opts.loose && string.length * encoding.bits & 7) throw new SyntaxError("Invalid padding");
	var end = string.length;
	while (string[end - 1] === "=") {
		--end;
		if (!opts.loose && !((string.length - end) * encoding.bits & 7)) throw new SyntaxError("Invalid padding");
	}
	var out = new ((_opts$out = opts.out) != null ? _opts$out : Uint8Array)(end * encoding.bits / 8 | 0);
	var bits = 0;
	var buffer = 0;
	var written = 0;
	for (var _i = 0; _i < end; ++_i) {
		var value = encoding.codes[string[_i]];
		if (value === void 0) throw new SyntaxError("Invalid character " + string[_i]);
		buffer = buffer << encoding.bits | value;
		bits += encoding.bits;
		if (bits >= 8) {
			bits -= 8;
			out[written++] = 255 & buffer >> bits;
		}
	}
	if (bits >= encoding.bits || 255 & buffer << 8 - bits) throw new SyntaxError("Unexpected end of data");
	return out;
}
function _stringify(data, encoding, opts) {
	if (opts === void 0) opts = {};
	var _opts$pad = opts.pad, pad = _opts$pad === void 0 ? true : _opts$pad;
	var mask = (1 << encoding.bits) - 1;
	var out = "";
	var bits = 0;
	var buffer = 0;
	for (var i = 0; i < data.length; ++i) {
		buffer = buffer << 8 | 255 & data[i];
		bits += 8;
		while (bits > encoding.bits) {
			bits -= encoding.bits;
			out += encoding.chars[mask & buffer >> bits];
		}
	}
	if (bits) out += encoding.chars[mask & buffer << encoding.bits - bits];
	if (pad) while (out.length * encoding.bits & 7) out += "=";
	return out;
}
// node_modules/@kubernetes/client-node/dist/oidc_auth.js
var OidcClient = class {
	constructor(c) {
		this.config = c;
	}
	async refresh(token) {
		const newToken = await refreshTokenGrant(this.config, token);
		return {
			id_token: newToken.id_token,
			refresh_token: newToken.refresh_token,
			expires_at: newToken.expiresIn()
		};
	}
};
var OpenIDConnectAuth = class OpenIDConnectAuth {
	constructor() {
		this.currentTokenExpiration = 0;
	}
	static decodeJWT(token) {
		const parts = token.split(".");
		if (parts.length !== 3) return null;
		return {
			header: JSON.parse(new TextDecoder().decode(base64url.parse(parts[0], { loose: true }))),
			payload: JSON.parse(new TextDecoder().decode(base64url.parse(parts[1], { loose: true }))),
			signature: parts[2]
		};
	}
	static expirationFromToken(token) {
		const jwt = OpenIDConnectAuth.decodeJWT(token);
		if (!jwt) return 0;
		return jwt.payload.exp;
	}
	isAuthProvider(user) {
		if (!user.authProvider) return false;
		return user.authProvider.name === "oidc";
	}
	async applyAuthentication(user, opts, overrideClient) {
		const token = await this.getToken(user, overrideClient);
		if (token) opts.headers["Authorization"] = `Bearer ${token}`;
	}
	async getToken(user, overrideClient) {
		if (!user.authProvider.config) return null;
		if (!user.authProvider.config["client-secret"]) user.authProvider.config["client-secret"] = "";
		if (!user.authProvider.config || !user.authProvider.config["id-token"]) return null;
		return this.refresh(user, overrideClient);
	}
	async refresh(user, overrideClient) {
		if (this.currentTokenExpiration === 0) this.currentTokenExpiration = OpenIDConnectAuth.expirationFromToken(user.authProvider.config["id-token"]);
		if (Date.now() / 1e3 > this.currentTokenExpiration) {
			if (!user.authProvider.config["client-id"] || !user.authProvider.config["refresh-token"] || !user.authProvider.config["idp-issuer-url"]) return null;
			const newToken = await (overrideClient ? overrideClient : await this.getClient(user)).refresh(user.authProvider.config["refresh-token"]);
			user.authProvider.config["id-token"] = newToken.id_token;
			user.authProvider.config["refresh-token"] = newToken.refresh_token;
			this.currentTokenExpiration = newToken.expires_at;
		}
		return user.authProvider.config["id-token"];
	}
	async getClient(user) {
		const idpCaFile = user.authProvider.config["idp-certificate-authority"];
		const idpCaData = user.authProvider.config["idp-certificate-authority-data"];
		const ca = bufferFromFileOrString(idpCaFile, idpCaData);
		let configuration;
		if (ca) {
			const agent = new https.Agent({ ca });
			const customFetchFn = async (url, options) => {
				const urlObj = new URL(url);
				const requestOptions = {
					hostname: urlObj.hostname,
					port: urlObj.port,
					path: urlObj.pathname + urlObj.search,
					method: (options === null || options === void 0 ? void 0 : options.method) || "GET",
					headers: (options === null || options === void 0 ? void 0 : options.headers) || {},
					agent
				};
				return new Promise((resolve, reject) => {
					const req = https.request(requestOptions, (res) => {
						const chunks = [];
						res.on("data", (chunk) => {
							chunks.push(chunk);
						});
						res.on("end", () => {
							const body = Buffer.concat(chunks);
							resolve({
								ok: res.statusCode >= 200 && res.statusCode < 300,
								status: res.statusCode,
								statusText: res.statusMessage || "",
								headers: new Headers(res.headers),
								url,
								type: "basic",
								redirected: false,
								body: null,
								bodyUsed: false,
								json: async () => JSON.parse(body.toString()),
								text: async () => body.toString(),
								arrayBuffer: async () => body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength),
								blob: async () => {
									throw new Error("blob() not implemented");
								},
								formData: async () => {
									throw new Error("formData() not implemented");
								},
								bytes: async () => new Uint8Array(body),
								clone: () => {
									throw new Error("clone() not implemented");
								}
							});
						});
					});
					req.on("error", reject);
					if (options === null || options === void 0 ? void 0 : options.body) req.write(options.body);
					req.end();
				});
			};
			configuration = await discovery(user.authProvider.config["idp-issuer-url"], user.authProvider.config["client-id"], void 0, void 0, { [customFetch]: customFetchFn });
		} else configuration = await discovery(user.authProvider.config["idp-issuer-url"], user.authProvider.config["client-id"]);
		return new OidcClient(configuration);
	}
};
// \0deferred:socks-proxy-agent
let SocksProxyAgent;
deferModule(async () => {
	({SocksProxyAgent} = await import("./Cumfqh9E.js"));
});
// \0deferred:socks
let SocksClient;
let SocksClientError;
deferModule(async () => {
	({SocksClient, SocksClientError} = await import("./DCa1eb8l.js").then((m) => /* @__PURE__ */ __toESM(m.default)));
});
// \0deferred:hpagent
let HttpProxyAgent;
let HttpsProxyAgent;
deferModule(async () => {
	({HttpProxyAgent, HttpsProxyAgent} = await import("./7xEc6ORM.js"));
});
// node_modules/@kubernetes/client-node/package.json
var version = "2.0.1";
// node_modules/@kubernetes/client-node/dist/middleware.js
function setHeaderMiddleware(key, value) {
	return {
		pre: (request) => {
			request.setHeaderParam(key, value);
			return of(request);
		},
		post: (response) => {
			return of(response);
		}
	};
}
// node_modules/@kubernetes/client-node/dist/config.js
const SERVICEACCOUNT_ROOT = "/var/run/secrets/kubernetes.io/serviceaccount";
const SERVICEACCOUNT_CA_PATH = SERVICEACCOUNT_ROOT + "/ca.crt";
const SERVICEACCOUNT_TOKEN_PATH = SERVICEACCOUNT_ROOT + "/token";
const SERVICEACCOUNT_NAMESPACE_PATH = SERVICEACCOUNT_ROOT + "/namespace";
const USER_AGENT_KEY = "User-Agent";
function getUserAgent() {
	var _a;
	return `kubernetes-client-javascript/${(_a = version) !== null && _a !== void 0 ? _a : ""}`;
}
function fileExists(filepath) {
	try {
		fs.accessSync(filepath);
		return true;
	} catch {
		return false;
	}
}
function createSocksConnector(proxyUrl, tlsOptions) {
	const parsedProxy = new URL(proxyUrl);
	const proxyHost = parsedProxy.hostname;
	const proxyPort = parseInt(parsedProxy.port, 10) || 1080;
	let socksType = 5;
	const proto = parsedProxy.protocol.replace(":", "");
	if (proto === "socks4" || proto === "socks4a") socksType = 4;
	return (options, callback) => {
		const { hostname, port, protocol, servername } = options;
		SocksClient.createConnection({
			proxy: {
				host: proxyHost,
				port: proxyPort,
				type: socksType
			},
			command: "connect",
			destination: {
				host: hostname,
				port: parseInt(port, 10)
			}
		}, (err, info) => {
			if (err) {
				callback(err, null);
				return;
			}
			const socket = info.socket;
			socket.setKeepAlive(true, 3e4);
			if (protocol === "https:") callback(null, tls.connect({
				...tlsOptions,
				socket,
				servername: servername || hostname
			}));
			else callback(null, socket);
		});
	};
}
var KubeConfig = class KubeConfig {
	addAuthenticator(authenticator) {
		this.custom_authenticators.push(authenticator);
	}
	constructor() {
		this.authenticators = [
			new AzureAuth(),
			new GoogleCloudPlatformAuth(),
			new ExecAuth(),
			new FileAuth(),
			new OpenIDConnectAuth()
		];
		this.custom_authenticators = [];
		this.agentCache = /* @__PURE__ */ new Map();
		this.contexts = [];
		this.clusters = [];
		this.users = [];
	}
	getContexts() {
		return this.contexts;
	}
	getClusters() {
		return this.clusters;
	}
	getUsers() {
		return this.users;
	}
	getCurrentContext() {
		return this.currentContext;
	}
	setCurrentContext(context) {
		this.currentContext = context;
	}
	getContextObject(name) {
		if (!this.contexts) return null;
		return findObject(this.contexts, name, "context");
	}
	getCurrentCluster() {
		const context = this.getCurrentContextObject();
		if (!context) return null;
		return this.getCluster(context.cluster);
	}
	getCluster(name) {
		return findObject(this.clusters, name, "cluster");
	}
	getCurrentUser() {
		const ctx = this.getCurrentContextObject();
		if (!ctx) return null;
		return this.getUser(ctx.user);
	}
	getUser(name) {
		return findObject(this.users, name, "user");
	}
	loadFromFile(file, opts) {
		const rootDirectory = path.dirname(file);
		this.loadFromString(fs.readFileSync(file).toString("utf-8"), opts);
		this.makePathsAbsolute(rootDirectory);
	}
	async applyToHTTPSOptions(opts) {
		const user = this.getCurrentUser();
		const cluster = this.getCurrentCluster();
		await this.applyOptions(opts);
		if (user && user.username) opts.auth = `${user.username}:${user.password}`;
		const agentOptions = {};
		agentOptions.ca = opts.ca;
		agentOptions.cert = opts.cert;
		agentOptions.key = opts.key;
		agentOptions.pfx = opts.pfx;
		agentOptions.passphrase = opts.passphrase;
		if (opts.rejectUnauthorized !== void 0) agentOptions.rejectUnauthorized = opts.rejectUnauthorized;
		agentOptions.timeout = opts.timeout;
		agentOptions.servername = opts.servername;
		agentOptions.ciphers = opts.ciphers;
		agentOptions.honorCipherOrder = opts.honorCipherOrder;
		agentOptions.ecdhCurve = opts.ecdhCurve;
		agentOptions.clientCertEngine = opts.clientCertEngine;
		agentOptions.crl = opts.crl;
		agentOptions.dhparam = opts.dhparam;
		agentOptions.secureOptions = opts.secureOptions;
		agentOptions.secureProtocol = opts.secureProtocol;
		agentOptions.sessionIdContext = opts.sessionIdContext;
		opts.agent = this.createAgent(cluster, agentOptions);
	}
	async applySecurityAuthentication(context) {
		const cluster = this.getCurrentCluster();
		const user = this.getCurrentUser();
		const agentOptions = {};
		const httpsOptions = {};
		await this.applyOptions(httpsOptions);
		if (user && user.username) {
			const auth = Buffer.from(`${user.username}:${user.password}`).toString("base64");
			context.setHeaderParam("Authorization", `Basic ${auth}`);
		}
		const headers = httpsOptions.headers || {};
		Object.entries(headers).forEach(([key, value]) => {
			context.setHeaderParam(key, `${value}`);
		});
		agentOptions.ca = httpsOptions.ca;
		agentOptions.cert = httpsOptions.cert;
		agentOptions.key = httpsOptions.key;
		agentOptions.pfx = httpsOptions.pfx;
		agentOptions.passphrase = httpsOptions.passphrase;
		if (httpsOptions.rejectUnauthorized !== void 0) agentOptions.rejectUnauthorized = httpsOptions.rejectUnauthorized;
		if (httpsOptions.servername !== void 0) agentOptions.servername = httpsOptions.servername;
		const dispatcher = this.createDispatcher(cluster, agentOptions);
		if (dispatcher !== void 0) context.setDispatcher(dispatcher);
	}
	getName() {
		return "kubeconfig authentication";
	}
	loadFromString(config, opts) {
		const obj = load(config);
		this.clusters = newClusters(obj.clusters, opts);
		this.contexts = newContexts(obj.contexts, opts);
		this.users = newUsers(obj.users, opts);
		this.currentContext = obj["current-context"];
	}
	loadFromOptions(options) {
		this.clusters = options.clusters;
		this.contexts = options.contexts;
		this.users = options.users;
		this.currentContext = options.currentContext;
	}
	loadFromClusterAndUser(cluster, user) {
		this.clusters = [cluster];
		this.users = [user];
		this.currentContext = "loaded-context";
		this.contexts = [{
			cluster: cluster.name,
			user: user.name,
			name: this.currentContext
		}];
	}
	loadFromCluster(pathPrefix = "") {
		const host = process.env.KUBERNETES_SERVICE_HOST;
		const port = process.env.KUBERNETES_SERVICE_PORT;
		const clusterName = "inCluster";
		const userName = "inClusterUser";
		const contextName = "inClusterContext";
		let scheme = "https";
		if (port === "80" || port === "8080" || port === "8001") scheme = "http";
		let serverHost = host;
		if (host && net.isIPv6(host)) serverHost = `[${host}]`;
		this.clusters = [{
			name: clusterName,
			caFile: `${pathPrefix}${SERVICEACCOUNT_CA_PATH}`,
			server: `${scheme}://${serverHost}:${port}`,
			skipTLSVerify: false
		}];
		this.users = [{
			name: userName,
			authProvider: {
				name: "tokenFile",
				config: { tokenFile: `${pathPrefix}${SERVICEACCOUNT_TOKEN_PATH}` }
			}
		}];
		const namespaceFile = `${pathPrefix}${SERVICEACCOUNT_NAMESPACE_PATH}`;
		let namespace;
		if (fileExists(namespaceFile)) namespace = fs.readFileSync(namespaceFile).toString("utf-8");
		this.contexts = [{
			cluster: clusterName,
			name: contextName,
			user: userName,
			namespace
		}];
		this.currentContext = contextName;
	}
	mergeConfig(config, preserveContext = false) {
		if (!preserveContext && config.currentContext) this.currentContext = config.currentContext;
		config.clusters.forEach((cluster) => {
			this.addCluster(cluster);
		});
		config.users.forEach((user) => {
			this.addUser(user);
		});
		config.contexts.forEach((ctx) => {
			this.addContext(ctx);
		});
	}
	addCluster(cluster) {
		if (!this.clusters) this.clusters = [];
		this.clusters.forEach((c, ix) => {
			if (c.name === cluster.name) throw new Error(`Duplicate cluster: ${c.name}`);
		});
		this.clusters.push(cluster);
	}
	addUser(user) {
		if (!this.users) this.users = [];
		this.users.forEach((c, ix) => {
			if (c.name === user.name) throw new Error(`Duplicate user: ${c.name}`);
		});
		this.users.push(user);
	}
	addContext(ctx) {
		if (!this.contexts) this.contexts = [];
		this.contexts.forEach((c, ix) => {
			if (c.name === ctx.name) throw new Error(`Duplicate context: ${c.name}`);
		});
		this.contexts.push(ctx);
	}
	loadFromDefault(opts, contextFromStartingConfig = false, platform = process.platform) {
		if (process.env.KUBECONFIG && process.env.KUBECONFIG.length > 0) {
			const files = process.env.KUBECONFIG.split(path.delimiter).filter((filename) => filename);
			this.loadFromFile(files[0], opts);
			for (let i = 1; i < files.length; i++) {
				const kc = new KubeConfig();
				kc.loadFromFile(files[i], opts);
				this.mergeConfig(kc, contextFromStartingConfig);
			}
			return;
		}
		const home = findHomeDir(platform);
		if (home) {
			const config = path.join(home, ".kube", "config");
			if (fileExists(config)) {
				this.loadFromFile(config, opts);
				return;
			}
		}
		if (platform === "win32") {
			try {
				const envKubeconfigPathResult = proc.spawnSync("wsl.exe", [
					"bash",
					"-c",
					"printenv KUBECONFIG"
				]);
				if (envKubeconfigPathResult.status === 0 && envKubeconfigPathResult.stdout.length > 0) {
					const result = proc.spawnSync("wsl.exe", ["cat", envKubeconfigPathResult.stdout.toString("utf8")]);
					if (result.status === 0) {
						this.loadFromString(result.stdout.toString("utf8"), opts);
						return;
					}
				}
			} catch {}
			try {
				const configResult = proc.spawnSync("wsl.exe", ["cat", "~/.kube/config"]);
				if (configResult.status === 0) {
					this.loadFromString(configResult.stdout.toString("utf8"), opts);
					const result = proc.spawnSync("wsl.exe", [
						"wslpath",
						"-w",
						"~/.kube"
					]);
					if (result.status === 0) this.makePathsAbsolute(result.stdout.toString("utf8"));
					return;
				}
			} catch {}
		}
		if (fileExists(SERVICEACCOUNT_TOKEN_PATH)) {
			this.loadFromCluster();
			return;
		}
		this.loadFromClusterAndUser({
			name: "cluster",
			server: "http://localhost:8080"
		}, { name: "user" });
	}
	makeApiClient(apiClientType) {
		const cluster = this.getCurrentCluster();
		if (!cluster) throw new Error("No active cluster!");
		const authConfig = { default: this };
		return new apiClientType(createConfiguration({
			baseServer: new ServerConfiguration(cluster.server, {}),
			authMethods: authConfig,
			middleware: [setHeaderMiddleware(USER_AGENT_KEY, getUserAgent())]
		}));
	}
	makePathsAbsolute(rootDirectory) {
		this.clusters.forEach((cluster) => {
			if (cluster.caFile) cluster.caFile = makeAbsolutePath(rootDirectory, cluster.caFile);
		});
		this.users.forEach((user) => {
			if (user.certFile) user.certFile = makeAbsolutePath(rootDirectory, user.certFile);
			if (user.keyFile) user.keyFile = makeAbsolutePath(rootDirectory, user.keyFile);
		});
	}
	exportConfig() {
		const configObj = {
			apiVersion: "v1",
			kind: "Config",
			clusters: this.clusters.map(exportCluster),
			users: this.users.map(exportUser),
			contexts: this.contexts.map(exportContext),
			preferences: {},
			"current-context": this.getCurrentContext()
		};
		return JSON.stringify(configObj);
	}
	getCurrentContextObject() {
		return this.getContextObject(this.currentContext);
	}
	getAgentCacheKey(cluster) {
		var _a;
		var _b, _c;
		const clusterName = (_b = cluster === null || cluster === void 0 ? void 0 : cluster.name) !== null && _b !== void 0 ? _b : "";
		const userName = (_c = (_a = this.getCurrentUser()) === null || _a === void 0 ? void 0 : _a.name) !== null && _c !== void 0 ? _c : "";
		return JSON.stringify([clusterName, userName]);
	}
	createAgent(cluster, agentOptions) {
		var _a, _b;
		const cacheKey = this.getAgentCacheKey(cluster);
		const cached = this.agentCache.get(cacheKey);
		if (cached !== void 0) return cached;
		let agent;
		if (cluster && cluster.proxyUrl) {
			if (cluster.proxyUrl.startsWith("socks")) agent = new SocksProxyAgent(cluster.proxyUrl, agentOptions);
			else if (cluster.server.startsWith("https")) {
				const httpsProxyAgentOptions = agentOptions;
				httpsProxyAgentOptions.proxy = cluster.proxyUrl;
				agent = new HttpsProxyAgent(httpsProxyAgentOptions);
			} else if (cluster.server.startsWith("http")) {
				const httpProxyAgentOptions = agentOptions;
				httpProxyAgentOptions.proxy = cluster.proxyUrl;
				agent = new HttpProxyAgent(httpProxyAgentOptions);
			} else throw new Error("Unsupported proxy type");
		} else if (((_a = cluster === null || cluster === void 0 ? void 0 : cluster.server) === null || _a === void 0 ? void 0 : _a.startsWith("http:")) && cluster.skipTLSVerify) agent = new http.Agent(agentOptions);
		else if (((_b = cluster === null || cluster === void 0 ? void 0 : cluster.server) === null || _b === void 0 ? void 0 : _b.startsWith("http:")) && !cluster.skipTLSVerify) throw new Error("HTTP protocol is not allowed when skipTLSVerify is not set or false");
		else agent = new https.Agent(agentOptions);
		this.agentCache.set(cacheKey, agent);
		return agent;
	}
	createDispatcherOptions(cluster, agentOptions) {
		var _a;
		const tlsOptions = {};
		if (agentOptions.ca !== void 0) tlsOptions.ca = agentOptions.ca;
		if (agentOptions.cert !== void 0) tlsOptions.cert = agentOptions.cert;
		if (agentOptions.key !== void 0) tlsOptions.key = agentOptions.key;
		if (agentOptions.pfx !== void 0) tlsOptions.pfx = agentOptions.pfx;
		if (agentOptions.passphrase !== void 0) tlsOptions.passphrase = agentOptions.passphrase;
		if (agentOptions.rejectUnauthorized !== void 0) tlsOptions.rejectUnauthorized = agentOptions.rejectUnauthorized;
		if (agentOptions.servername !== void 0) tlsOptions.servername = agentOptions.servername;
		if (cluster && cluster.proxyUrl) {
			if (cluster.proxyUrl.startsWith("socks")) return {
				type: "socks",
				uri: cluster.proxyUrl,
				requestTls: tlsOptions
			};
			if (!cluster.server.startsWith("https") && !cluster.server.startsWith("http")) throw new Error("Unsupported proxy type");
			return {
				type: "proxy",
				uri: cluster.proxyUrl,
				requestTls: tlsOptions,
				connect: {
					keepAlive: true,
					keepAliveInitialDelay: 3e4
				}
			};
		} else if (((_a = cluster === null || cluster === void 0 ? void 0 : cluster.server) === null || _a === void 0 ? void 0 : _a.startsWith("http:")) && !cluster.skipTLSVerify) throw new Error("HTTP protocol is not allowed when skipTLSVerify is not set or false");
		if (Object.keys(tlsOptions).length === 0) return { type: "none" };
		return {
			type: "agent",
			connect: {
				...tlsOptions,
				keepAlive: true,
				keepAliveInitialDelay: 3e4
			}
		};
	}
	createDispatcher(cluster, agentOptions) {
		const opts = this.createDispatcherOptions(cluster, agentOptions);
		switch (opts.type) {
			case "proxy": return new ProxyAgent({
				uri: opts.uri,
				requestTls: opts.requestTls,
				connect: opts.connect
			});
			case "socks": return new Agent({ connect: createSocksConnector(opts.uri, opts.requestTls) });
			case "agent": return new Agent({ connect: opts.connect });
			case "none": return;
		}
	}
	applyHTTPSOptions(opts) {
		var _a;
		const cluster = this.getCurrentCluster();
		const user = this.getCurrentUser();
		if (!user) return;
		if (cluster != null && cluster.skipTLSVerify) opts.rejectUnauthorized = false;
		if (cluster != null && cluster.tlsServerName) opts.servername = cluster.tlsServerName;
		const ca = cluster != null ? bufferFromFileOrString(cluster.caFile, cluster.caData) : null;
		if (ca) opts.ca = ca;
		const cert = bufferFromFileOrString(user.certFile, user.certData);
		if (cert) opts.cert = cert;
		const key = bufferFromFileOrString(user.keyFile, user.keyData);
		if (key) opts.key = key;
		if (user.impersonateUser != null) {
			(_a = opts.headers) !== null && _a !== void 0 || (opts.headers = {});
			opts.headers["Impersonate-User"] = user.impersonateUser;
		}
	}
	async applyAuthorizationHeader(opts) {
		const user = this.getCurrentUser();
		if (!user) return;
		let authenticator = this.authenticators.find((elt) => {
			return elt.isAuthProvider(user);
		});
		if (!authenticator) authenticator = this.custom_authenticators.find((elt) => {
			return elt.isAuthProvider(user);
		});
		if (!opts.headers) opts.headers = {};
		if (authenticator) await authenticator.applyAuthentication(user, opts);
		if (user.token) opts.headers.Authorization = `Bearer ${user.token}`;
	}
	async applyOptions(opts) {
		this.applyHTTPSOptions(opts);
		await this.applyAuthorizationHeader(opts);
	}
};
function makeAbsolutePath(root, file) {
	if (!root || path.isAbsolute(file)) return file;
	return path.join(root, file);
}
function bufferFromFileOrString(file, data) {
	if (file) return fs.readFileSync(file);
	if (data) return Buffer.from(data, "base64");
	return null;
}
function dropDuplicatesAndNils(a) {
	return a.reduce((acceptedValues, currentValue) => {
		if (currentValue && !acceptedValues.includes(currentValue)) return acceptedValues.concat(currentValue);
		else return acceptedValues;
	}, []);
}
function findHomeDir(platform = process.platform) {
	if (platform !== "win32") {
		if (process.env.HOME) try {
			fs.accessSync(process.env.HOME);
			return process.env.HOME;
		} catch {}
		return null;
	}
	const homeDrivePath = process.env.HOMEDRIVE && process.env.HOMEPATH ? path.join(process.env.HOMEDRIVE, process.env.HOMEPATH) : "";
	const homePath = process.env.HOME || "";
	const userProfile = process.env.USERPROFILE || "";
	const favourHomeDrivePathList = dropDuplicatesAndNils([
		homePath,
		homeDrivePath,
		userProfile
	]);
	const favourUserProfileList = dropDuplicatesAndNils([
		homePath,
		userProfile,
		homeDrivePath
	]);
	for (const dir of favourHomeDrivePathList) try {
		fs.accessSync(path.join(dir, ".kube", "config"));
		return dir;
	} catch {}
	for (const dir of favourUserProfileList) try {
		fs.accessSync(dir, fs.constants.W_OK);
		return dir;
	} catch {}
	for (const dir of favourUserProfileList) try {
		fs.accessSync(dir);
		return dir;
	} catch {}
	return favourUserProfileList[0] || null;
}
function findObject(list, name, key) {
	if (!list) return null;
	for (const obj of list) if (obj.name === name) {
		if (obj[key]) {
			obj[key].name = name;
			return obj[key];
		}
		return obj;
	}
	return null;
}
// src/kube/waitQueue.ts
var WaitQueue = class {
	front = [];
	back = [];
	head = 0;
	get length() {
		return this.front.length + this.back.length - this.head;
	}
	put(wake, first) {
		if (first) this.front.push(wake);
		else this.back.push(wake);
	}
	take() {
		if (this.front.length > 0) return this.front.pop();
		if (this.head === this.back.length) return void 0;
		const wake = this.back[this.head];
		this.back[this.head++] = void 0;
		if (this.head * 2 >= this.back.length) {
			this.back = this.back.slice(this.head);
			this.head = 0;
		}
		return wake;
	}
};
// src/kube/adaptiveLimit.ts
const flat = (fastest) => fastest * 1.5 + 5;
const rising = (fastest) => fastest * 2.5 + 50;
var AdaptiveLimit = class {
	limit;
	cap;
	startLimit;
	highest;
	backoffs = 0;
	inFlight = 0;
	waiting = new WaitQueue();
	window = [];
	windowSaturated = false;
	windowOverloaded = false;
	fastest = /* @__PURE__ */ new Map();
	slowStart = true;
	constructor(options) {
		this.cap = Math.max(1, options.cap);
		this.limit = Math.min(this.cap, Math.max(1, options.start));
		this.startLimit = this.limit;
		this.highest = this.limit;
	}
	stats() {
		return {
			start: this.startLimit,
			final: this.limit,
			highest: this.highest,
			cap: this.cap,
			backoffs: this.backoffs
		};
	}
	run(send) {
		return this.hold(() => this.time(send));
	}
	async hold(work, first = false) {
		await this.acquire(first);
		try {
			return await work();
		} finally {
			this.inFlight--;
			this.wake();
		}
	}
	async time(send, kind = "read") {
		const started = performance.now();
		const answer = await send();
		this.observe(performance.now() - started, answer.status === 429, kind);
		return answer;
	}
	observe(latencyMs, overloaded, kind = "read") {
		if (overloaded) this.windowOverloaded = true;
		this.window.push({
			ms: latencyMs,
			kind
		});
		if (this.window.length < this.limit && !overloaded) return;
		const judged = this.window.filter((a) => a.kind === "write").length * 2 > this.window.length ? "write" : "read";
		const latencies = this.window.filter((a) => a.kind === judged).map((a) => a.ms).sort((a, b) => a - b);
		const median = latencies[Math.floor(latencies.length / 2)] ?? latencyMs;
		const fastest = this.fastest.get(judged) ?? Infinity;
		if (this.windowOverloaded || median > flat(fastest)) this.slowStart = false;
		if (this.windowOverloaded) this.shrink(.5, this.startLimit);
		else if (median > rising(fastest) && this.limit > this.startLimit) this.shrink(.75, this.startLimit);
		else if (median <= flat(fastest) && this.windowSaturated) this.grow();
		this.fastest.set(judged, Math.min(fastest, median));
		this.window = [];
		this.windowSaturated = this.inFlight >= this.limit;
		this.windowOverloaded = false;
	}
	grow() {
		const step = this.slowStart ? this.limit : Math.max(1, Math.floor(this.limit / 4));
		this.limit = Math.min(this.cap, this.limit + step);
		this.highest = Math.max(this.highest, this.limit);
		this.wake();
	}
	shrink(factor, floor) {
		this.limit = Math.max(floor, Math.floor(this.limit * factor));
		this.backoffs++;
	}
	async acquire(first) {
		while (this.inFlight >= this.limit) await new Promise((resolve) => this.waiting.put(resolve, first));
		this.inFlight++;
		if (this.inFlight >= this.limit) this.windowSaturated = true;
	}
	wake() {
		for (let free = this.limit - this.inFlight; free > 0 && this.waiting.length > 0; free--) this.waiting.take()?.();
	}
};
// src/kube/apiAnswer.ts
function parseAnswer(req, text) {
	if (text === "") return void 0;
	try {
		return JSON.parse(text);
	} catch (error) {
		throw new UserError(`${req.method} ${req.path}: the API server's answer is not JSON (${errorMessage(error)})`, {
			hint: checkServerHint(req.path),
			cause: error
		});
	}
}
function parseStatus(text) {
	try {
		const parsed = JSON.parse(text);
		return typeof parsed === "object" && parsed !== null ? parsed : void 0;
	} catch {
		return text.trim() === "" ? void 0 : { message: text.trim().slice(0, 500) };
	}
}
// src/kube/credentialKey.ts
const SALT = "applyset-action credential key v1";
function stableCredentialKey(kubeConfig) {
	const user = kubeConfig.getCurrentUser();
	if (!user || user.exec || user.authProvider) return void 0;
	const parts = [];
	if (user.token) parts.push(`token ${user.token}`);
	const clientKey = user.keyData ?? (user.keyFile ? readKeyFile(user.keyFile) : void 0);
	if (clientKey) parts.push(`client-key ${clientKey}`);
	if (parts.length === 0) return void 0;
	return createSecretKey(Buffer.from(hkdfSync("sha256", parts.join("\n"), SALT, "kubeconfig credential", 32)));
}
function readKeyFile(path) {
	try {
		return readFileSync(path, "utf8");
	} catch {
		return;
	}
}
// src/kube/requestStats.ts
var RequestStats = class {
	byMethod = /* @__PURE__ */ new Map();
	retries = 0;
	concurrency;
	constructor(concurrency) {
		this.concurrency = concurrency;
	}
	count(method) {
		this.byMethod.set(method, (this.byMethod.get(method) ?? 0) + 1);
	}
	get total() {
		let sum = 0;
		for (const n of this.byMethod.values()) sum += n;
		return sum;
	}
	counts() {
		const byMethod = Object.fromEntries([...this.byMethod].sort(([a], [b]) => a.localeCompare(b)));
		return {
			total: this.total,
			retries: this.retries,
			byMethod,
			...this.concurrency ? { concurrency: this.concurrency() } : {}
		};
	}
	since(before) {
		const now = this.counts();
		const byMethod = {};
		for (const [method, n] of Object.entries(now.byMethod)) {
			const sent = n - (before.byMethod[method] ?? 0);
			if (sent > 0) byMethod[method] = sent;
		}
		return {
			...now,
			total: now.total - before.total,
			retries: now.retries - before.retries,
			byMethod
		};
	}
};
// src/kube/execPluginTimeout.ts
const EXEC_PLUGIN_TIMEOUT_MS = 5e3;
function limitExecPlugins(kubeConfig, onTimeout) {
	const authenticators = Reflect.get(kubeConfig, "authenticators");
	if (!Array.isArray(authenticators)) return;
	for (const authenticator of authenticators) {
		if (!(authenticator instanceof ExecAuth)) continue;
		Reflect.set(authenticator, "execFn", (command, args, options) => {
			const child = spawn(command, args ?? [], options);
			const timer = setTimeout(() => {
				onTimeout();
				child.kill("SIGKILL");
				child.stdout?.destroy();
				child.stderr?.destroy();
			}, EXEC_PLUGIN_TIMEOUT_MS);
			const ended = () => clearTimeout(timer);
			child.once("exit", ended);
			child.once("error", ended);
			return child;
		});
	}
}
// src/kube/serverWarnings.ts
const WARNING = /^\s*\d{3}\s+\S+\s+"((?:[^"\\]|\\.)*)"/;
const MOST_WARNINGS = 20;
const MOST_CHARACTERS = 1e3;
function warningTexts(headers) {
	const texts = [];
	for (const header of headers ?? []) {
		const quoted = WARNING.exec(header)?.[1];
		const whole = (quoted === void 0 ? header : quoted.replace(/\\(.)/g, "$1")).trim();
		const text = whole.length > MOST_CHARACTERS ? `${whole.slice(0, MOST_CHARACTERS)}…` : whole;
		if (text !== "" && !texts.includes(text)) texts.push(text);
		if (texts.length === MOST_WARNINGS) break;
	}
	return texts;
}
const USER_AGENT = `applyset-action/v${VERSION} (${{ win32: "windows" }[process.platform] ?? process.platform}/${{
	x64: "amd64",
	ia32: "386"
}[process.arch] ?? process.arch})`;
// src/kube/kubeTransport.ts
init__builtin_http();
const CREDENTIALS_TTL_MS = 6e4;
const REQUEST_TIMEOUT_MS = 6e4;
const STREAM_IDLE_MS = 9e4;
var KubeTransport = class {
	kubeConfig;
	maxSockets;
	limits;
	inFlight = 0;
	agent;
	streamAgent;
	credentials;
	pluginTimedOut = false;
	constructor(kubeConfig, maxSockets, limits) {
		this.kubeConfig = kubeConfig;
		this.maxSockets = maxSockets;
		this.limits = limits;
		limitExecPlugins(kubeConfig, () => this.pluginTimedOut = true);
	}
	forgetCredentials() {
		this.credentials = void 0;
	}
	async send(req, signal) {
		const credentials = await this.read();
		const client = req.url.protocol === "https:" ? https : http;
		const what = `${req.method} ${req.url.pathname}`;
		return new Promise((resolve, reject) => {
			let settle = {
				resolve,
				reject
			};
			const fail = failOnce((error) => settle?.reject(error), (error) => request.destroy(error));
			const headers = {
				...credentials.headers,
				...req.headers,
				"User-Agent": USER_AGENT,
				...req.body === void 0 ? {} : { "Content-Length": String(Buffer.byteLength(req.body)) }
			};
			const request = client.request(req.url, {
				method: req.method,
				agent: credentials.agent,
				headers,
				...signal ? { signal } : {},
				...credentials.basicAuth ? { auth: credentials.basicAuth } : {}
			}, (response) => {
				const body = this.receive(what, response, fail);
				response.on("error", (error) => fail(error));
				response.on("end", () => {
					const retryAfter = response.headers["retry-after"];
					const warnings = warningTexts(response.headersDistinct["warning"]);
					settle?.resolve({
						status: response.statusCode ?? 0,
						text: body.text(),
						retryAfter: Array.isArray(retryAfter) ? retryAfter[0] : retryAfter,
						...warnings.length > 0 ? { warnings } : {}
					});
					settle = void 0;
				});
			});
			limitConnect(request, fail);
			request.setTimeout(REQUEST_TIMEOUT_MS, () => fail(Object.assign(/* @__PURE__ */ new Error(`no answer from the API server in ${REQUEST_TIMEOUT_MS / 1e3}s`), { code: "ETIMEDOUT" })));
			const deadline = setTimeout(() => fail(deadlineError(what, req.url.pathname, this.limits.deadlineMs)), this.limits.deadlineMs);
			deadline.unref();
			request.on("close", () => clearTimeout(deadline));
			request.on("error", (error) => fail(error));
			request.end(req.body);
		});
	}
	async stream(req, signal) {
		const credentials = await this.read();
		this.streamAgent ??= this.createAgent(await this.tlsOptions(), Infinity);
		const client = req.url.protocol === "https:" ? https : http;
		const what = `WATCH ${req.url.pathname}`;
		return new Promise((resolve, reject) => {
			const fail = failOnce(reject, (error) => request.destroy(error));
			const headers = {
				...credentials.headers,
				...req.headers,
				"User-Agent": USER_AGENT
			};
			const request = client.request(req.url, {
				method: req.method,
				agent: this.streamAgent,
				headers,
				signal,
				...credentials.basicAuth ? { auth: credentials.basicAuth } : {}
			}, (response) => {
				const status = response.statusCode ?? 0;
				if (status >= 200 && status < 300) return resolve({
					status,
					body: response
				});
				const body = this.receive(what, response, fail);
				response.on("error", (error) => fail(error));
				response.on("end", () => resolve({
					status,
					text: body.text()
				}));
			});
			limitConnect(request, fail);
			request.setTimeout(STREAM_IDLE_MS, () => fail(Object.assign(/* @__PURE__ */ new Error(`the watch was silent for ${STREAM_IDLE_MS / 1e3}s`), { code: "ETIMEDOUT" })));
			request.on("error", (error) => fail(error));
			request.end();
		});
	}
	receive(what, response, fail) {
		const path = what.slice(what.indexOf(" ") + 1);
		const chunks = [];
		let received = 0;
		let counted = true;
		const release = () => {
			if (counted) this.inFlight -= received;
			counted = false;
		};
		response.on("close", release);
		const tooLarge = (announced) => fail(answerTooLarge(what, path, this.limits.responseBytes, announced));
		const announced = Number(response.headers["content-length"]);
		if (announced > this.limits.responseBytes) tooLarge(announced);
		response.on("data", (chunk) => {
			if (!counted) return;
			received += chunk.length;
			this.inFlight += chunk.length;
			if (received > this.limits.responseBytes) tooLarge();
			else if (this.inFlight > this.limits.inFlightBytes) fail(inFlightTooLarge(what, this.inFlight, this.limits.inFlightBytes));
			else return void chunks.push(chunk);
			release();
			chunks.length = 0;
		});
		return { text: () => {
			release();
			const text = Buffer.concat(chunks).toString("utf8");
			chunks.length = 0;
			return text;
		} };
	}
	async tlsOptions() {
		const options = {};
		if (needsDeferredModules(this.kubeConfig)) await loadDeferredModules();
		await this.kubeConfig.applyToHTTPSOptions(options).catch((error) => {
			throw this.credentialError(error);
		});
		return options;
	}
	read() {
		if (this.credentials && Date.now() < this.credentials.expires) return this.credentials.value;
		const value = (async () => {
			const options = await this.tlsOptions();
			this.agent ??= this.createAgent(options, this.maxSockets);
			const headers = {};
			for (const [key, header] of Object.entries(options.headers ?? {})) if (header !== void 0) headers[key] = String(header);
			return {
				headers,
				basicAuth: options.auth ?? void 0,
				agent: this.agent
			};
		})();
		this.credentials = {
			value,
			expires: Date.now() + CREDENTIALS_TTL_MS
		};
		value.catch(() => this.forgetCredentials());
		return value;
	}
	credentialError(error) {
		const command = this.kubeConfig.getCurrentUser()?.exec?.command;
		if (command === void 0) return error;
		const timedOut = this.pluginTimedOut;
		this.pluginTimedOut = false;
		const target = describeTarget(targetOf(this.kubeConfig), true);
		if (timedOut) return new ClusterAccessError("credentials", `the exec credential plugin (${command}) of ${target} gave no credentials within ${EXEC_PLUGIN_TIMEOUT_MS / 1e3} s and was stopped`, {
			hint: "run the plugin where it hangs (the same command, arguments and environment): it may be waiting for a login or a prompt; check that what it needs (a cloud login step, network access to its identity provider) is in place before this step",
			cause: error
		});
		return new ClusterAccessError("credentials", `the exec credential plugin (${command}) of ${target} failed; what it printed is not shown, as it may hold credentials`, {
			hint: "run the plugin where it fails (the same command, arguments and environment) to see its error; check that what it needs (a cloud login step, a role) is in place before this step",
			cause: error
		});
	}
	createAgent(options, maxSockets) {
		if (this.kubeConfig.getCurrentCluster()?.proxyUrl && options.agent instanceof http.Agent) return options.agent;
		const common = {
			keepAlive: true,
			maxSockets
		};
		if (!this.kubeConfig.getCurrentCluster()?.server.startsWith("https:")) return new http.Agent(common);
		const { ca, cert, key, pfx, passphrase, rejectUnauthorized, servername } = options;
		const secureContext = tls.createSecureContext({
			ca,
			cert,
			key,
			pfx,
			passphrase
		});
		return new https.Agent({
			...common,
			secureContext,
			servername,
			...rejectUnauthorized === void 0 ? {} : { rejectUnauthorized }
		});
	}
};
function failOnce(reject, destroy) {
	let failure;
	return (error) => {
		if (failure !== void 0) return;
		failure = error;
		reject(error);
		destroy(error instanceof Error ? error : void 0);
	};
}
// src/kube/serverHealth.ts
const REPORT_EVERY_MS$1 = 1e4;
const QUIET_OUTAGE_MS = 5e3;
const SLOW_REQUEST_MS = 1e4;
var ServerHealth = class {
	listeners = /* @__PURE__ */ new Set();
	now;
	failingSince;
	problem = "";
	reportedOutage = false;
	lastOutageReport = 0;
	lastSlowReport = 0;
	slowRequests = 0;
	constructor(now) {
		this.now = now;
	}
	listen(listener) {
		this.listeners.add(listener);
		return () => this.listeners.delete(listener);
	}
	answered() {
		if (this.failingSince !== void 0 && this.reportedOutage) this.emit(`API server answering again after ${seconds(this.now() - this.failingSince)} s`);
		this.failingSince = void 0;
		this.reportedOutage = false;
	}
	failed(problem, retryTimeoutMs, waiting) {
		const now = this.now();
		this.failingSince ??= now;
		this.problem = problem;
		const failingFor = now - this.failingSince;
		if (failingFor >= QUIET_OUTAGE_MS && now - this.lastOutageReport >= REPORT_EVERY_MS$1) {
			this.lastOutageReport = now;
			this.reportedOutage = true;
			this.emit(`API server ${this.problem} for ${seconds(failingFor)} s; ${waiting} request${waiting === 1 ? "" : "s"} waiting, retrying for up to ${seconds(retryTimeoutMs)} s (retry-timeout)`);
		}
		return failingFor;
	}
	sent(what) {
		let slow = false;
		const timer = setTimeout(() => {
			slow = true;
			this.slowRequests++;
			const now = this.now();
			if (now - this.lastSlowReport < REPORT_EVERY_MS$1) return;
			this.lastSlowReport = now;
			const others = this.slowRequests - 1;
			this.emit(`waiting for the API server to answer ${what} (no answer for ${seconds(SLOW_REQUEST_MS)} s${others > 0 ? `; ${others} more request${others === 1 ? "" : "s"} as slow` : ""})`);
		}, SLOW_REQUEST_MS);
		timer.unref();
		return () => {
			clearTimeout(timer);
			if (slow) this.slowRequests--;
		};
	}
	emit(line) {
		for (const listener of this.listeners) listener(line);
	}
};
function seconds(ms) {
	return Math.round(ms / 1e3);
}
// src/kube/kubeClient.ts
const ABANDON_AFTER_MS = 3e3;
const START_CONCURRENCY = 32;
const FIRST_CONTACT_MS = 2e3;
const sleepMs = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
var KubeClient = class {
	stats = new RequestStats(() => this.limit.stats());
	server;
	target;
	limits;
	deriveCredentialKey;
	transport;
	limit;
	retry;
	sleep;
	now;
	health;
	retrying = { count: 0 };
	contact = {
		answered: false,
		succeeded: false
	};
	signal;
	first = false;
	constructor(kubeConfig, options) {
		const cluster = kubeConfig.getCurrentCluster();
		if (!cluster) throw new Error("the kubeconfig has no current cluster");
		this.limits = {
			...DEFAULT_LIMITS,
			...options.limits
		};
		const transport = new KubeTransport(kubeConfig, options.concurrency, this.limits);
		this.transport = options.wrapTransport ? options.wrapTransport(transport) : transport;
		this.server = cluster.server.replace(/\/+$/, "");
		this.target = {
			...targetOf(kubeConfig),
			server: this.server
		};
		let derived;
		this.deriveCredentialKey = () => (derived ??= { key: stableCredentialKey(kubeConfig) }).key;
		this.limit = new AdaptiveLimit({
			cap: options.concurrency,
			start: options.startConcurrency ?? START_CONCURRENCY
		});
		this.retry = options.retry ?? DEFAULT_RETRY;
		this.sleep = options.sleep ?? sleepMs;
		this.now = options.now ?? Date.now;
		this.health = new ServerHealth(this.now);
	}
	get credentialKey() {
		return this.deriveCredentialKey();
	}
	withSignal(signal) {
		const view = Object.create(this);
		view.signal = signal;
		return view;
	}
	ahead() {
		const view = Object.create(this);
		view.first = true;
		return view;
	}
	onProgress(listener) {
		return this.health.listen(listener);
	}
	async request(req) {
		this.throwIfCancelled();
		return this.limit.hold(() => this.attempts(req), this.first);
	}
	async attempts(req) {
		const started = this.now();
		let reauthenticated = false;
		for (let attempt = 0;; attempt++) {
			this.throwIfCancelled();
			let outcome;
			try {
				outcome = await this.limit.time(() => this.send(req), latencyClass(req));
			} catch (error) {
				if (this.signal?.aborted) throw new CancelledError(`cancelled while waiting for ${req.method} ${req.path}`, { cause: error });
				const code = transientNetworkCode(error);
				if (!this.contact.answered) {
					await this.firstContactFailed(error, code, started, attempt);
					continue;
				}
				if (code === void 0) throw error;
				await this.retryOrGiveUp(describeProblem(void 0, code), started, attempt, void 0, error);
				continue;
			}
			this.contact.answered = true;
			if (outcome.status >= 200 && outcome.status < 300) {
				this.contact.succeeded = true;
				this.health.answered();
				return {
					status: outcome.status,
					body: parseAnswer(req, outcome.text),
					size: outcome.text.length,
					warnings: outcome.warnings ?? []
				};
			}
			if (outcome.status === 401 && !reauthenticated) {
				reauthenticated = true;
				this.transport.forgetCredentials();
				continue;
			}
			const error = new ApiError(outcome.status, parseStatus(outcome.text), `${req.method} ${req.path}: HTTP ${outcome.status}`);
			if (outcome.status === 401 && !this.contact.succeeded) throw unauthorized(this.target, error);
			if (!isRetryableStatus(outcome.status) || outcome.status === 500) {
				this.health.answered();
				if (outcome.status !== 500 || attempt + 1 >= this.retry.attempts) throw error;
				await this.pause(retryDelayMs(this.retry, attempt, outcome.retryAfter));
				continue;
			}
			await this.retryOrGiveUp(describeProblem(outcome.status, void 0), started, attempt, outcome.retryAfter, error);
		}
	}
	async stream(req, signal) {
		for (let reauthenticated = false;; reauthenticated = true) {
			this.stats.count("WATCH");
			const response = await this.transport.stream({
				method: "GET",
				url: this.url(req),
				headers: { Accept: req.accept ?? "application/json" },
				body: void 0
			}, signal);
			if (response.body) return response.body;
			if (response.status === 401 && !reauthenticated) {
				this.transport.forgetCredentials();
				continue;
			}
			throw new ApiError(response.status, parseStatus(response.text), `WATCH ${req.path}: HTTP ${response.status}`);
		}
	}
	url(req) {
		const url = new URL(this.server + req.path);
		for (const [key, value] of Object.entries(req.query ?? {})) if (value !== void 0) url.searchParams.set(key, value);
		return url;
	}
	async firstContactFailed(error, code, started, attempt) {
		const failure = unreachable(error, this.target);
		if (!failure) {
			if (code === void 0) throw error;
			return this.retryOrGiveUp(describeProblem(void 0, code), started, attempt, void 0, error);
		}
		const left = FIRST_CONTACT_MS - (this.now() - started);
		if (code === void 0 || code === "ECONNECTTIMEOUT" || left <= 0) throw failure;
		await this.pause(Math.min(retryDelayMs(this.retry, attempt, void 0), left));
	}
	async retryOrGiveUp(problem, started, attempt, retryAfter, error) {
		const failingFor = this.health.failed(problem, this.retry.timeoutMs, this.retrying.count + 1);
		const waited = Math.max(failingFor, this.now() - started);
		if (waited >= this.retry.timeoutMs) throw new ApiUnavailableError(problem, waited, error);
		this.retrying.count++;
		try {
			await this.pause(Math.min(retryDelayMs(this.retry, attempt, retryAfter), this.retry.timeoutMs - waited));
		} finally {
			this.retrying.count--;
		}
	}
	async pause(ms) {
		this.stats.retries++;
		const signal = this.signal;
		if (!signal) return this.sleep(ms);
		let onAbort = () => {};
		const aborted = new Promise((resolve) => onAbort = resolve);
		signal.addEventListener("abort", onAbort, { once: true });
		try {
			await Promise.race([this.sleep(ms), aborted]);
		} finally {
			signal.removeEventListener("abort", onAbort);
		}
	}
	throwIfCancelled() {
		if (this.signal?.aborted) throw new CancelledError();
	}
	async send(req) {
		const url = this.url(req);
		const headers = { Accept: req.accept ?? "application/json" };
		if (req.body !== void 0) headers["Content-Type"] = req.contentType ?? "application/json";
		this.stats.count(req.method);
		const answered = this.health.sent(`${req.method} ${req.path}`);
		const abandon = this.abandonAfterCancel();
		try {
			return await this.transport.send({
				method: req.method,
				url,
				headers,
				body: req.body === void 0 ? void 0 : JSON.stringify(req.body)
			}, abandon.signal);
		} finally {
			answered();
			abandon.dispose();
		}
	}
	abandonAfterCancel() {
		const signal = this.signal;
		if (!signal) return {
			signal: void 0,
			dispose: () => {}
		};
		const controller = new AbortController();
		let timer;
		const onAbort = () => timer = setTimeout(() => controller.abort(), ABANDON_AFTER_MS);
		if (signal.aborted) onAbort();
		else signal.addEventListener("abort", onAbort, { once: true });
		return {
			signal: controller.signal,
			dispose: () => {
				clearTimeout(timer);
				signal.removeEventListener("abort", onAbort);
			}
		};
	}
};
function latencyClass(req) {
	return req.method === "GET" || req.query?.["dryRun"] !== void 0 ? "read" : "write";
}
// src/kube/kubeconfigList.ts
function listedKubeconfigs(value) {
	return value?.split(delimiter).filter((path) => path !== "") ?? [];
}
function inPodWithServiceAccount(env, exists = existsSync) {
	return Boolean(env["KUBERNETES_SERVICE_HOST"]) && exists("/var/run/secrets/kubernetes.io/serviceaccount/token");
}
function mergeKubeconfigs(files) {
	const merged = new KubeConfig();
	merged.loadFromOptions({
		clusters: firstOfEachName(files.flatMap((file) => file.clusters)),
		users: firstOfEachName(files.flatMap((file) => file.users)),
		contexts: firstOfEachName(files.flatMap((file) => file.contexts)),
		currentContext: files.map((file) => file.currentContext).find((name) => name) ?? ""
	});
	return merged;
}
function firstOfEachName(items) {
	const first = /* @__PURE__ */ new Map();
	for (const item of items) if (!first.has(item.name)) first.set(item.name, item);
	return [...first.values()];
}
// src/kube/connect.ts
async function connect(options, inject = {}, signal) {
	const opening = openCluster(options, inject, signal);
	return {
		...opening,
		discovery: await opening.discovery
	};
}
function openCluster(options, inject = {}, signal) {
	const discoverWith = (client) => discover(signal ? client.withSignal(signal) : client);
	if (inject.client) return {
		client: inject.client,
		discovery: discoverWith(inject.client),
		defaultNamespace: void 0
	};
	const kubeConfig = readKubeconfig(options);
	const context = kubeConfig.getContextObject(kubeConfig.getCurrentContext());
	const client = new KubeClient(kubeConfig, {
		concurrency: options.concurrency,
		...options.startConcurrency ? { startConcurrency: options.startConcurrency } : {},
		...options.retryTimeoutSeconds === void 0 ? {} : { retry: {
			...DEFAULT_RETRY,
			timeoutMs: options.retryTimeoutSeconds * 1e3
		} },
		...inject.transport ? { wrapTransport: inject.transport } : {}
	});
	return {
		client,
		discovery: discoverWith(client),
		defaultNamespace: context?.namespace || void 0
	};
}
function readKubeconfig(options) {
	const kubeConfig = loadKubeconfig(options);
	if (options.context) {
		if (!kubeConfig.getContextObject(options.context)) {
			const known = kubeConfig.getContexts().map((c) => c.name).join(", ") || "none";
			throw new UserError(`the kubeconfig has no context "${options.context}"`, { hint: `use one of: ${known}` });
		}
		kubeConfig.setCurrentContext(options.context);
	}
	if (!kubeConfig.getCurrentCluster()) throw new UserError("the kubeconfig names no cluster to use", { hint: "give a kubeconfig (the kubeconfig input, --kubeconfig or KUBECONFIG) whose current context points at a cluster, or choose one with --context" });
	return kubeConfig;
}
function loadKubeconfig(options) {
	const { kubeconfig, kubeconfigPath } = options;
	if (kubeconfig !== void 0) return loaded(void 0, (config) => config.loadFromString(kubeconfig));
	if (kubeconfigPath) return loaded(kubeconfigPath, (config) => config.loadFromFile(kubeconfigPath));
	const listed = listedKubeconfigs(process.env["KUBECONFIG"]);
	if (listed.length > 0) return mergeKubeconfigs(listed.filter((path) => existsSync(path)).map((path) => loaded(path, (config) => config.loadFromFile(path))));
	const home = findHomeDir();
	if (!(home && existsSync(join(home, ".kube", "config"))) && !inPodWithServiceAccount(process.env)) throw new UserError("no kubeconfig: KUBECONFIG is not set and ~/.kube/config does not exist", { hint: "give one with --kubeconfig PATH or KUBECONFIG, as for kubectl (kubectl config view shows what kubectl would use)" });
	return loaded(void 0, (config) => config.loadFromDefault());
}
function loaded(file, load) {
	const config = new KubeConfig();
	try {
		load(config);
	} catch (error) {
		throw new UserError(`cannot read the kubeconfig${file ? ` ${file}` : ""}`, {
			hint: "check that it is a valid kubeconfig file (kubectl config view would show the same problem)",
			cause: error
		});
	}
	return config;
}
// src/applyset/applySetLock.ts
const LEASE_RESOURCE = {
	group: "coordination.k8s.io",
	version: "v1",
	kind: "Lease",
	resource: "leases",
	namespaced: true
};
const RENEW_EVERY_MS = 1e4;
const POLL_EVERY_MS = 2e3;
const REPORT_EVERY_MS = 1e4;
const RELEASE_WITHIN_MS = 2e3;
const CLUSTER_PARENT_LEASE_NAMESPACE = "default";
function lockPlace(parent) {
	return besideParent(parent, "applyset-lock");
}
function besideParent(parent, prefix) {
	const name = `${prefix}.${[parent.info.kind.toLowerCase(), parent.info.group].filter((s) => s !== "").join(".")}.${parent.name}`.slice(0, 253).replace(/[^a-z0-9]+$/, "");
	return {
		namespace: parent.namespace || CLUSTER_PARENT_LEASE_NAMESPACE,
		name
	};
}
function defaultHolder() {
	return `${hostname()} pid ${process.pid} run ${randomUUID().slice(0, 8)}`;
}
const NAMESPACE_MISSING = Symbol("namespace missing");
async function acquireLock(client, parent, options) {
	const place = lockPlace(parent);
	const taken = await waitForLock(client, parent, place, options);
	if (taken !== NAMESPACE_MISSING) return taken;
	return {
		namespace: place.namespace,
		take: async () => {
			const held = await waitForLock(client, parent, place, options);
			if (held !== NAMESPACE_MISSING) return held;
			throw new UserError(`namespace ${place.namespace}, where the ApplySet ${describeApplySet(parent)} and its lock live, does not exist, and the manifests do not create it`, { hint: `create namespace ${place.namespace} first, or add its Namespace object to the manifests` });
		}
	};
}
async function waitForLock(client, parent, place, options) {
	const started = Date.now();
	let observed;
	let lastReport = 0;
	let attempt = await take(client, place, void 0, options.holder);
	for (;;) {
		if (attempt === NAMESPACE_MISSING) return NAMESPACE_MISSING;
		if (attempt.lease) return hold(client, place, attempt.lease, options);
		const lease = await getObject(client, LEASE_RESOURCE, place.namespace, place.name);
		const now = Date.now();
		if (lease?.metadata.resourceVersion !== observed?.resourceVersion) observed = {
			resourceVersion: lease?.metadata.resourceVersion,
			at: now
		};
		if (lease?.spec?.holderIdentity === options.holder) return hold(client, place, lease, options);
		if (!lease || isExpired(lease, now, now - observed.at)) {
			attempt = await take(client, place, lease, options.holder);
			if (attempt === NAMESPACE_MISSING || attempt.lease) continue;
		}
		const waited = Date.now() - started;
		const holder = lease && !isExpired(lease, now, 0) ? lease.spec?.holderIdentity ?? "an unknown holder" : void 0;
		if (waited >= options.timeoutSeconds * 1e3) throw lockTimeout(parent, place, waited, holder, attempt.refused);
		if (lastReport === 0 || now - lastReport >= REPORT_EVERY_MS) {
			lastReport = now;
			const who = holder ? `${holder} holds it` : `it could not be taken (${attempt.refused ?? "another run took it first"})`;
			options.info(`waiting for the ApplySet lock: ${who} (Lease ${place.namespace}/${place.name}); waited ${Math.round(waited / 1e3)} s of ${options.timeoutSeconds} s (lock-timeout)`);
		}
		try {
			await setTimeout$1(Math.min(POLL_EVERY_MS, options.timeoutSeconds * 1e3 - waited), void 0, options.signal ? { signal: options.signal } : {});
		} catch (error) {
			throw new CancelledError("cancelled while waiting for the ApplySet lock", { cause: error });
		}
	}
}
function lockTimeout(parent, place, waitedMs, holder, refused) {
	const waited = `waited ${Math.round(waitedMs / 1e3)} s (lock-timeout)`;
	if (holder) return new UserError(`the ApplySet ${describeApplySet(parent)} is being deployed by ${holder} (it holds the Lease ${place.namespace}/${place.name}); ${waited}`, { hint: `let that run finish, or raise lock-timeout (--lock-timeout). If that run is gone, its Lease expires 30 s after its last renewal and the next run takes it over` });
	return new UserError(`the ApplySet lock (Lease ${place.namespace}/${place.name}) could not be taken: ${refused ?? "other runs kept taking it first"}; ${waited}`, { hint: "check that the API server serves coordination.k8s.io/v1 leases in that namespace and that the credentials may create, update and delete them; lock: false (--lock=false) turns the lock off" });
}
async function lockHolder(client, parent) {
	const place = lockPlace(parent);
	let lease;
	try {
		lease = await getObject(client, LEASE_RESOURCE, place.namespace, place.name);
	} catch (error) {
		if (error instanceof CancelledError) throw error;
		return;
	}
	return lease && !isExpired(lease, Date.now(), 0) ? lease.spec?.holderIdentity ?? "an unknown holder" : void 0;
}
function isExpired(lease, now, unchangedForMs) {
	const spec = lease.spec ?? {};
	if (!spec.holderIdentity) return true;
	const durationMs = (spec.leaseDurationSeconds ?? 30) * 1e3;
	const renewed = Date.parse(spec.renewTime ?? spec.acquireTime ?? "");
	return Number.isFinite(renewed) && now - renewed > durationMs || unchangedForMs > durationMs;
}
async function take(client, place, expired, holder) {
	const now = microTime(/* @__PURE__ */ new Date());
	const spec = {
		holderIdentity: holder,
		leaseDurationSeconds: 30,
		acquireTime: now,
		renewTime: now,
		leaseTransitions: (expired?.spec?.leaseTransitions ?? -1) + 1
	};
	try {
		if (!expired) {
			const lease = {
				apiVersion: "coordination.k8s.io/v1",
				kind: "Lease",
				metadata: {
					name: place.name,
					namespace: place.namespace
				},
				spec
			};
			return { lease: await createObject(client, LEASE_RESOURCE, lease, "applyset-action") };
		}
		return { lease: await replace(client, place, {
			...expired,
			spec
		}) };
	} catch (error) {
		if (!expired && isNamespaceMissing(error, place.namespace)) return NAMESPACE_MISSING;
		if (isConflict(error)) return {};
		if (isNotFound(error)) return { refused: `the API server answered 404 to ${expired ? "its takeover" : "its creation"}: ${errorMessage(error)}` };
		throw error;
	}
}
async function replace(client, place, lease) {
	return (await client.request({
		method: "PUT",
		path: resourcePath(LEASE_RESOURCE, place.namespace, place.name),
		body: lease
	})).body;
}
function hold(client, place, taken, options) {
	let lease = taken;
	let lastRenewed = Date.now();
	const releasing = new AbortController();
	const renewer = client.withSignal(releasing.signal);
	let renewing = Promise.resolve();
	const renew = async () => {
		try {
			lease = await replace(renewer, place, {
				...lease,
				spec: {
					...lease.spec,
					renewTime: microTime(/* @__PURE__ */ new Date())
				}
			});
			lastRenewed = Date.now();
		} catch (error) {
			if (releasing.signal.aborted) return;
			if (isConflict(error) || isNotFound(error)) {
				let current;
				try {
					current = await getObject(renewer, LEASE_RESOURCE, place.namespace, place.name);
				} catch (readError) {
					clearInterval(timer);
					options.onLost(`the ApplySet lock (Lease ${place.namespace}/${place.name}) could not be read back after a conflicting renewal: ${errorMessage(readError)}`);
					return;
				}
				if (current?.spec?.holderIdentity === options.holder) {
					lease = current;
					return;
				}
				clearInterval(timer);
				options.onLost(`another run took over the ApplySet lock (Lease ${place.namespace}/${place.name}) while this one held it`);
			} else if (Date.now() - lastRenewed > 3e4) {
				clearInterval(timer);
				options.onLost(`the ApplySet lock (Lease ${place.namespace}/${place.name}) could not be renewed for 30 s: ${errorMessage(error)}`);
			}
		}
	};
	const timer = setInterval(() => renewing = renewing.then(renew), RENEW_EVERY_MS);
	timer.unref();
	return { release: async () => {
		clearInterval(timer);
		releasing.abort();
		await renewing;
		const bounded = client.withSignal(AbortSignal.timeout(RELEASE_WITHIN_MS));
		try {
			await bounded.request({
				method: "DELETE",
				path: resourcePath(LEASE_RESOURCE, place.namespace, place.name),
				body: {
					kind: "DeleteOptions",
					apiVersion: "v1",
					preconditions: { resourceVersion: lease.metadata.resourceVersion }
				}
			});
		} catch (error) {
			if (!isConflict(error) && !isNotFound(error)) options.info(`could not release the ApplySet lock (${errorMessage(error)}); it expires within 30 s`);
		}
	} };
}
function microTime(date) {
	return date.toISOString().replace(/\.(\d{3})Z$/, ".$1000Z");
}
// src/plan/objectErrors.ts
const ADMISSION_DENIAL = /\b(ValidatingAdmissionPolicy|admission webhook) .* denied (the )?request/;
const ADMISSION_HINT = "an admission policy or webhook of the cluster refused it (the message says which and why): change the manifest to satisfy it; a preview-only identity (examples/rbac/applyset-action-preview.yaml) refuses every write by design: apply with the deploy credentials";
function objectError(ref, source, verb, error) {
	const what = describeRef(ref);
	if (!(error instanceof ApiError)) return new UserError(`${what}: ${verb} failed: ${errorMessage(error)}`, {
		source,
		hint: hintOr(error, "check that the cluster is reachable, then run again"),
		cause: error
	});
	if (error.status === 409 && error.causes.length > 0) {
		const owners = error.causes.map((c) => `${c.field ?? "?"} (${c.message ?? c.reason ?? "conflict"})`).join("; ");
		return new UserError(`${what}: field manager conflict: ${owners}`, {
			source,
			hint: `another manager owns these fields: remove them from the manifest, make the other manager stop setting them, or set force-conflicts (--force-conflicts) to take ownership`,
			cause: error
		});
	}
	const hint = ADMISSION_DENIAL.test(error.message) ? ADMISSION_HINT : {
		400: "fix the manifest",
		401: "the cluster rejected the credentials: check the kubeconfig",
		403: "the credentials lack permission for this object: grant it in RBAC (docs/action.md#least-privilege-rbac lists what the tool needs)",
		404: "check that the object's namespace exists (or add it to the manifests)",
		422: "fix the field named above in the manifest"
	}[error.status];
	return new UserError(`${what}: ${verb} refused by the server (HTTP ${error.status}${error.reason ? ` ${error.reason}` : ""}): ${error.message}`, {
		source,
		hint: hint ?? "see the server's message above",
		cause: error
	});
}
// src/applyset/readParent.ts
async function readParent(cluster, parent, options, read) {
	const { client, discovery } = cluster;
	const { info, namespace, name } = parent;
	const builtIn = isBuiltInParentKind(info);
	if (!builtIn) await requireParentType(client, info.resource, info.group, info.kind);
	const live = await (read ?? getObject(client, info, namespace, name));
	if (!live) {
		if (!builtIn) throw new UserError(`the ApplySet parent ${describeApplySet(parent)} does not exist`, { hint: "a custom-resource parent must exist before the first apply: create it, or use a Secret or ConfigMap parent, which is created for you" });
		return {
			parent,
			live,
			recorded: {
				groupKinds: [],
				namespaces: []
			},
			adoptedFrom: void 0,
			resourceVersion: void 0,
			warnings: []
		};
	}
	const resourceVersion = live.metadata.resourceVersion;
	const labels = live.metadata.labels ?? {};
	const annotations = live.metadata.annotations ?? {};
	if (labels["applyset.kubernetes.io/id"] === void 0 && !builtIn && annotations["applyset.kubernetes.io/tooling"] === void 0) return {
		parent,
		live: void 0,
		recorded: {
			groupKinds: [],
			namespaces: []
		},
		adoptedFrom: void 0,
		resourceVersion,
		warnings: []
	};
	if (labels["applyset.kubernetes.io/id"] === void 0) throw new UserError(`${describeApplySet(parent)} exists but is not an ApplySet parent (it has no ${ID_LABEL} label)`, { hint: "choose another name for the ApplySet parent; this object belongs to something else and will not be changed" });
	if (labels["applyset.kubernetes.io/id"] !== parent.id) throw new UserError(`${describeApplySet(parent)} has ${ID_LABEL}=${labels[ID_LABEL]}, but its identity gives ${parent.id}`, { hint: "the label was copied or edited by hand; fix or remove the parent object, then run again" });
	const { tooling, text: toolingText } = toolingOf(annotations);
	let adoptedFrom;
	if (tooling !== "ours") {
		const owner = toolingText === void 0 ? `a tool that did not record itself (no ${TOOLING_ANNOTATION} annotation)` : toolingText;
		if (!options.adopt) throw new UserError(`the ApplySet ${describeApplySet(parent)} is managed by ${owner}`, { hint: `${TOOL_NAME} does not change a set that another tool manages; to take it over, run again with --adopt (adopt: true), after checking the preview` });
		adoptedFrom = toolingText ?? "unknown tooling";
	}
	const warnings = [];
	const legacy = [];
	for (const entry of splitList(annotations[LEGACY_GROUP_RESOURCES_ANNOTATION])) {
		const gr = parseGroupKind(entry);
		const served = discovery.forResource(gr.kind, gr.group);
		if (served) legacy.push({
			group: served.group,
			kind: served.kind
		});
		else warnings.push(`the parent records resource ${entry}, which the cluster no longer serves; its members cannot be listed`);
	}
	return {
		parent,
		live,
		recorded: recordedScope(live, legacy),
		adoptedFrom,
		resourceVersion,
		warnings
	};
}
function resolveParent(cluster, options) {
	const { applyset } = options;
	return "id" in applyset ? applyset : identityOf(resolveParentResource(applyset, cluster.discovery), options);
}
function parentBeforeDiscovery(options) {
	const { applyset } = options;
	if ("id" in applyset) return applyset;
	const resource = builtInParentResource(applyset);
	return resource && identityOf(resource, options);
}
function identityOf({ info, name }, options) {
	if (info.namespaced && !options.namespace) throw new UserError(`the ApplySet parent ${info.kind} ${name} is namespaced, and no namespace was given`, { hint: "give the namespace (the namespace input or --namespace) the parent lives in" });
	return applySetOf(info, info.namespaced ? options.namespace : "", name);
}
async function requireParentType(client, resource, group, kind) {
	if ((group === "" ? void 0 : await getObject(client, CRD_RESOURCE, "", `${resource}.${group}`))?.metadata.labels?.["applyset.kubernetes.io/is-parent-type"] === void 0) throw new UserError(`${kind}${group ? `.${group}` : ""} cannot be an ApplySet parent`, { hint: `use a Secret or ConfigMap, or a custom resource whose CustomResourceDefinition carries the ${PARENT_TYPE_LABEL} label` });
}
// src/plan/unreadableSecrets.ts
const RBAC_SECRETS_REFUSAL = /\bcannot [a-z]+ resource "secrets" in API group ""/;
function isSecret$1(ref) {
	return ref.group === "" && ref.kind === "Secret";
}
function isSecretsForbidden(error) {
	return error instanceof ApiError && error.status === 403 && RBAC_SECRETS_REFUSAL.test(error.message);
}
function uncomparedSecret(member, refusal) {
	return {
		action: "uncompared",
		ref: member.ref,
		info: member.info,
		member,
		reason: `this credential may not read Secrets, so the live one was not compared (Forbidden: ${refusal.message}); the deploy applies the manifest and compares it then`
	};
}
// src/plan/listLiveMembers.ts
async function listLiveMembers(requests, cluster, parent, recorded, members, warnings, unlisted) {
	const lists = planLists(cluster.discovery, parent, recorded, members, warnings);
	const send = (list, selector) => requests.take(list.info, list.namespace, selector, !list.full).catch((error) => {
		if (!unlisted || !isSecret$1(list.info) || !isSecretsForbidden(error)) throw error;
		unlisted.push({
			kind: list.info.kind,
			group: list.info.group,
			namespace: list.namespace,
			message: error.message
		});
		return [];
	});
	const found = await listMembers(cluster, parent, recorded, {
		lists,
		send
	});
	return new Map(found.map((member) => [refKey(member.ref), member]));
}
function startListing(requests, discovery, parent, recorded, members) {
	const selector = memberSelector(parent);
	for (const { info, namespace } of planLists(discovery, parent, recorded, members, [])) requests.list(info, namespace, selector, false);
}
function planLists(discovery, parent, recorded, members, warnings) {
	const fullKinds = members.filter((m) => m.definedByCrd === void 0).map((m) => m.info);
	const scope = {
		groupKinds: recorded.groupKinds,
		namespaces: [...recorded.namespaces, ...members.map((m) => m.ref.namespace)]
	};
	return memberLists(discovery, parent, scope, {
		fullKinds,
		warnings
	});
}
// node_modules/diff/libesm/diff/base.js
var Diff = class {
	diff(oldStr, newStr, options = {}) {
		let callback;
		if (typeof options === "function") {
			callback = options;
			options = {};
		} else if ("callback" in options) callback = options.callback;
		const oldString = this.castInput(oldStr, options);
		const newString = this.castInput(newStr, options);
		const oldTokens = this.removeEmpty(this.tokenize(oldString, options));
		const newTokens = this.removeEmpty(this.tokenize(newString, options));
		return this.diffWithOptionsObj(oldTokens, newTokens, options, callback);
	}
	diffWithOptionsObj(oldTokens, newTokens, options, callback) {
		var _a;
		const done = (value) => {
			value = this.postProcess(value, options);
			if (callback) {
				setTimeout(function() {
					callback(value);
				}, 0);
				return;
			} else return value;
		};
		const newLen = newTokens.length, oldLen = oldTokens.length;
		let editLength = 1;
		let maxEditLength = newLen + oldLen;
		if (options.maxEditLength != null) maxEditLength = Math.min(maxEditLength, options.maxEditLength);
		const maxExecutionTime = (_a = options.timeout) !== null && _a !== void 0 ? _a : Infinity;
		const abortAfterTimestamp = Date.now() + maxExecutionTime;
		const bestPath = [{
			oldPos: -1,
			lastComponent: void 0
		}];
		let newPos = this.extractCommon(bestPath[0], newTokens, oldTokens, 0, options);
		if (bestPath[0].oldPos + 1 >= oldLen && newPos + 1 >= newLen) return done(this.buildValues(bestPath[0].lastComponent, newTokens, oldTokens));
		let minDiagonalToConsider = -Infinity, maxDiagonalToConsider = Infinity;
		const execEditLength = () => {
			for (let diagonalPath = Math.max(minDiagonalToConsider, -editLength); diagonalPath <= Math.min(maxDiagonalToConsider, editLength); diagonalPath += 2) {
				let basePath;
				const removePath = bestPath[diagonalPath - 1], addPath = bestPath[diagonalPath + 1];
				if (removePath) bestPath[diagonalPath - 1] = void 0;
				let canAdd = false;
				if (addPath) {
					const addPathNewPos = addPath.oldPos - diagonalPath;
					canAdd = addPath && 0 <= addPathNewPos && addPathNewPos < newLen;
				}
				const canRemove = removePath && removePath.oldPos + 1 < oldLen;
				if (!canAdd && !canRemove) {
					bestPath[diagonalPath] = void 0;
					continue;
				}
				if (!canRemove || canAdd && removePath.oldPos < addPath.oldPos) basePath = this.addToPath(addPath, true, false, 0, options);
				else basePath = this.addToPath(removePath, false, true, 1, options);
				newPos = this.extractCommon(basePath, newTokens, oldTokens, diagonalPath, options);
				if (basePath.oldPos + 1 >= oldLen && newPos + 1 >= newLen) return done(this.buildValues(basePath.lastComponent, newTokens, oldTokens)) || true;
				else {
					bestPath[diagonalPath] = basePath;
					if (basePath.oldPos + 1 >= oldLen) maxDiagonalToConsider = Math.min(maxDiagonalToConsider, diagonalPath - 1);
					if (newPos + 1 >= newLen) minDiagonalToConsider = Math.max(minDiagonalToConsider, diagonalPath + 1);
				}
			}
			editLength++;
		};
		if (callback) (function exec() {
			setTimeout(function() {
				if (editLength > maxEditLength || Date.now() > abortAfterTimestamp) return callback(void 0);
				if (!execEditLength()) exec();
			}, 0);
		})();
		else while (editLength <= maxEditLength && Date.now() <= abortAfterTimestamp) {
			const ret = execEditLength();
			if (ret) return ret;
		}
	}
	addToPath(path, added, removed, oldPosInc, options) {
		const last = path.lastComponent;
		if (last && !options.oneChangePerToken && last.added === added && last.removed === removed) return {
			oldPos: path.oldPos + oldPosInc,
			lastComponent: {
				count: last.count + 1,
				added,
				removed,
				previousComponent: last.previousComponent
			}
		};
		else return {
			oldPos: path.oldPos + oldPosInc,
			lastComponent: {
				count: 1,
				added,
				removed,
				previousComponent: last
			}
		};
	}
	extractCommon(basePath, newTokens, oldTokens, diagonalPath, options) {
		const newLen = newTokens.length, oldLen = oldTokens.length;
		let oldPos = basePath.oldPos, newPos = oldPos - diagonalPath, commonCount = 0;
		while (newPos + 1 < newLen && oldPos + 1 < oldLen && this.equals(oldTokens[oldPos + 1], newTokens[newPos + 1], options)) {
			newPos++;
			oldPos++;
			commonCount++;
			if (options.oneChangePerToken) basePath.lastComponent = {
				count: 1,
				previousComponent: basePath.lastComponent,
				added: false,
				removed: false
			};
		}
		if (commonCount && !options.oneChangePerToken) basePath.lastComponent = {
			count: commonCount,
			previousComponent: basePath.lastComponent,
			added: false,
			removed: false
		};
		basePath.oldPos = oldPos;
		return newPos;
	}
	equals(left, right, options) {
		if (options.comparator) return options.comparator(left, right);
		else return left === right || !!options.ignoreCase && left.toLowerCase() === right.toLowerCase();
	}
	removeEmpty(array) {
		const ret = [];
		for (let i = 0; i < array.length; i++) if (array[i]) ret.push(array[i]);
		return ret;
	}
	castInput(value, options) {
		return value;
	}
	tokenize(value, options) {
		return Array.from(value);
	}
	join(chars) {
		return chars.join("");
	}
	postProcess(changeObjects, options) {
		return changeObjects;
	}
	get useLongestToken() {
		return false;
	}
	buildValues(lastComponent, newTokens, oldTokens) {
		const components = [];
		let nextComponent;
		while (lastComponent) {
			components.push(lastComponent);
			nextComponent = lastComponent.previousComponent;
			delete lastComponent.previousComponent;
			lastComponent = nextComponent;
		}
		components.reverse();
		const componentLen = components.length;
		let componentPos = 0, newPos = 0, oldPos = 0;
		for (; componentPos < componentLen; componentPos++) {
			const component = components[componentPos];
			if (!component.removed) {
				if (!component.added && this.useLongestToken) {
					let value = newTokens.slice(newPos, newPos + component.count);
					value = value.map(function(value, i) {
						const oldValue = oldTokens[oldPos + i];
						return oldValue.length > value.length ? oldValue : value;
					});
					component.value = this.join(value);
				} else component.value = this.join(newTokens.slice(newPos, newPos + component.count));
				newPos += component.count;
				if (!component.added) oldPos += component.count;
			} else {
				component.value = this.join(oldTokens.slice(oldPos, oldPos + component.count));
				oldPos += component.count;
			}
		}
		return components;
	}
};
// node_modules/diff/libesm/diff/character.js
var CharacterDiff = class extends Diff {};
new CharacterDiff();
// node_modules/diff/libesm/util/string.js
function longestCommonPrefix(str1, str2) {
	let i = 0;
	for (; i < str1.length && i < str2.length; i++) if (str1[i] != str2[i]) return str1.slice(0, i);
	return str1.slice(0, i);
}
function longestCommonSuffix(str1, str2) {
	let i;
	if (!str1 || !str2 || str1[str1.length - 1] != str2[str2.length - 1]) return "";
	for (i = 0; i < str1.length && i < str2.length; i++) if (str1[str1.length - (i + 1)] != str2[str2.length - (i + 1)]) return str1.slice(-i);
	return str1.slice(-i);
}
function replacePrefix(string, oldPrefix, newPrefix) {
	if (string.slice(0, oldPrefix.length) != oldPrefix) throw Error(`string ${JSON.stringify(string)} doesn't start with prefix ${JSON.stringify(oldPrefix)}; this is a bug`);
	return newPrefix + string.slice(oldPrefix.length);
}
function replaceSuffix(string, oldSuffix, newSuffix) {
	if (!oldSuffix) return string + newSuffix;
	if (string.slice(-oldSuffix.length) != oldSuffix) throw Error(`string ${JSON.stringify(string)} doesn't end with suffix ${JSON.stringify(oldSuffix)}; this is a bug`);
	return string.slice(0, -oldSuffix.length) + newSuffix;
}
function removePrefix(string, oldPrefix) {
	return replacePrefix(string, oldPrefix, "");
}
function removeSuffix(string, oldSuffix) {
	return replaceSuffix(string, oldSuffix, "");
}
function maximumOverlap(string1, string2) {
	return string2.slice(0, overlapCount(string1, string2));
}
function overlapCount(a, b) {
	let startA = 0;
	if (a.length > b.length) startA = a.length - b.length;
	let endB = b.length;
	if (a.length < b.length) endB = a.length;
	const map = Array(endB);
	let k = 0;
	map[0] = 0;
	for (let j = 1; j < endB; j++) {
		if (b[j] == b[k]) map[j] = map[k];
		else map[j] = k;
		while (k > 0 && b[j] != b[k]) k = map[k];
		if (b[j] == b[k]) k++;
	}
	k = 0;
	for (let i = startA; i < a.length; i++) {
		while (k > 0 && a[i] != b[k]) k = map[k];
		if (a[i] == b[k]) k++;
	}
	return k;
}
function segment(string, segmenter) {
	const parts = [];
	for (const segmentObj of Array.from(segmenter.segment(string))) {
		const segment = segmentObj.segment;
		if (parts.length && /\s/.test(parts[parts.length - 1]) && /\s/.test(segment)) parts[parts.length - 1] += segment;
		else parts.push(segment);
	}
	return parts;
}
function trailingWs(string, segmenter) {
	if (segmenter) return leadingAndTrailingWs(string, segmenter)[1];
	let i;
	for (i = string.length - 1; i >= 0; i--) if (!string[i].match(/\s/)) break;
	return string.substring(i + 1);
}
function leadingWs(string, segmenter) {
	if (segmenter) return leadingAndTrailingWs(string, segmenter)[0];
	const match = string.match(/^\s*/);
	return match ? match[0] : "";
}
function leadingAndTrailingWs(string, segmenter) {
	if (!segmenter) return [leadingWs(string), trailingWs(string)];
	if (segmenter.resolvedOptions().granularity != "word") throw new Error("The segmenter passed must have a granularity of \"word\"");
	const segments = segment(string, segmenter);
	const firstSeg = segments[0];
	const lastSeg = segments[segments.length - 1];
	return [/\s/.test(firstSeg) ? firstSeg : "", /\s/.test(lastSeg) ? lastSeg : ""];
}
// node_modules/diff/libesm/diff/word.js
const extendedWordChars = "a-zA-Z0-9_\\u{AD}\\u{C0}-\\u{D6}\\u{D8}-\\u{F6}\\u{F8}-\\u{2C6}\\u{2C8}-\\u{2D7}\\u{2DE}-\\u{2FF}\\u{1E00}-\\u{1EFF}";
const tokenizeIncludingWhitespace = new RegExp(`[${extendedWordChars}]+|\\s+|[^${extendedWordChars}]`, "ug");
var WordDiff = class extends Diff {
	equals(left, right, options) {
		if (options.ignoreCase) {
			left = left.toLowerCase();
			right = right.toLowerCase();
		}
		return left.trim() === right.trim();
	}
	tokenize(value, options = {}) {
		let parts;
		if (options.intlSegmenter) {
			const segmenter = options.intlSegmenter;
			if (segmenter.resolvedOptions().granularity != "word") throw new Error("The segmenter passed must have a granularity of \"word\"");
			parts = segment(value, segmenter);
		} else parts = value.match(tokenizeIncludingWhitespace) || [];
		const tokens = [];
		let prevPart = null;
		parts.forEach((part) => {
			if (/\s/.test(part)) {
				if (prevPart == null) tokens.push(part);
				else tokens.push(tokens.pop() + part);
			} else if (prevPart != null && /\s/.test(prevPart)) {
				if (tokens[tokens.length - 1] == prevPart) tokens.push(tokens.pop() + part);
				else tokens.push(prevPart + part);
			} else tokens.push(part);
			prevPart = part;
		});
		return tokens;
	}
	join(tokens) {
		return tokens.map((token, i) => {
			if (i == 0) return token;
			else return token.replace(/^\s+/, "");
		}).join("");
	}
	postProcess(changes, options) {
		if (!changes || options.oneChangePerToken) return changes;
		let lastKeep = null;
		let insertion = null;
		let deletion = null;
		changes.forEach((change) => {
			if (change.added) insertion = change;
			else if (change.removed) deletion = change;
			else {
				if (insertion || deletion) dedupeWhitespaceInChangeObjects(lastKeep, deletion, insertion, change, options.intlSegmenter);
				lastKeep = change;
				insertion = null;
				deletion = null;
			}
		});
		if (insertion || deletion) dedupeWhitespaceInChangeObjects(lastKeep, deletion, insertion, null, options.intlSegmenter);
		return changes;
	}
};
new WordDiff();
function dedupeWhitespaceInChangeObjects(startKeep, deletion, insertion, endKeep, segmenter) {
	if (deletion && insertion) {
		const [oldWsPrefix, oldWsSuffix] = leadingAndTrailingWs(deletion.value, segmenter);
		const [newWsPrefix, newWsSuffix] = leadingAndTrailingWs(insertion.value, segmenter);
		if (startKeep) {
			const commonWsPrefix = longestCommonPrefix(oldWsPrefix, newWsPrefix);
			startKeep.value = replaceSuffix(startKeep.value, newWsPrefix, commonWsPrefix);
			deletion.value = removePrefix(deletion.value, commonWsPrefix);
			insertion.value = removePrefix(insertion.value, commonWsPrefix);
		}
		if (endKeep) {
			const commonWsSuffix = longestCommonSuffix(oldWsSuffix, newWsSuffix);
			endKeep.value = replacePrefix(endKeep.value, newWsSuffix, commonWsSuffix);
			deletion.value = removeSuffix(deletion.value, commonWsSuffix);
			insertion.value = removeSuffix(insertion.value, commonWsSuffix);
		}
	} else if (insertion) {
		if (startKeep) {
			const ws = leadingWs(insertion.value, segmenter);
			insertion.value = insertion.value.substring(ws.length);
		}
		if (endKeep) {
			const ws = leadingWs(endKeep.value, segmenter);
			endKeep.value = endKeep.value.substring(ws.length);
		}
	} else if (startKeep && endKeep) {
		const newWsFull = leadingWs(endKeep.value, segmenter), [delWsStart, delWsEnd] = leadingAndTrailingWs(deletion.value, segmenter);
		const newWsStart = longestCommonPrefix(newWsFull, delWsStart);
		deletion.value = removePrefix(deletion.value, newWsStart);
		const newWsEnd = longestCommonSuffix(removePrefix(newWsFull, newWsStart), delWsEnd);
		deletion.value = removeSuffix(deletion.value, newWsEnd);
		endKeep.value = replacePrefix(endKeep.value, newWsFull, newWsEnd);
		startKeep.value = replaceSuffix(startKeep.value, newWsFull, newWsFull.slice(0, newWsFull.length - newWsEnd.length));
	} else if (endKeep) {
		const endKeepWsPrefix = leadingWs(endKeep.value, segmenter);
		const overlap = maximumOverlap(trailingWs(deletion.value, segmenter), endKeepWsPrefix);
		deletion.value = removeSuffix(deletion.value, overlap);
	} else if (startKeep) {
		const overlap = maximumOverlap(trailingWs(startKeep.value, segmenter), leadingWs(deletion.value, segmenter));
		deletion.value = removePrefix(deletion.value, overlap);
	}
}
var WordsWithSpaceDiff = class extends Diff {
	tokenize(value) {
		const regex = new RegExp(`(\\r?\\n)|[${extendedWordChars}]+|[^\\S\\n\\r]+|[^${extendedWordChars}]`, "ug");
		return value.match(regex) || [];
	}
};
new WordsWithSpaceDiff();
// node_modules/diff/libesm/diff/line.js
var LineDiff = class extends Diff {
	constructor() {
		super(...arguments);
		this.tokenize = tokenize;
	}
	equals(left, right, options) {
		if (options.ignoreWhitespace) {
			if (!options.newlineIsToken || !left.includes("\n")) left = left.trim();
			if (!options.newlineIsToken || !right.includes("\n")) right = right.trim();
		} else if (options.ignoreNewlineAtEof && !options.newlineIsToken) {
			if (left.endsWith("\n")) left = left.slice(0, -1);
			if (right.endsWith("\n")) right = right.slice(0, -1);
		}
		return super.equals(left, right, options);
	}
};
const lineDiff = new LineDiff();
function diffLines(oldStr, newStr, options) {
	return lineDiff.diff(oldStr, newStr, options);
}
function tokenize(value, options) {
	if (options.stripTrailingCr) value = value.replace(/\r\n/g, "\n");
	const retLines = [], linesAndNewlines = value.split(/(\n|\r\n)/);
	if (!linesAndNewlines[linesAndNewlines.length - 1]) linesAndNewlines.pop();
	for (let i = 0; i < linesAndNewlines.length; i++) {
		const line = linesAndNewlines[i];
		if (i % 2 && !options.newlineIsToken) retLines[retLines.length - 1] += line;
		else retLines.push(line);
	}
	return retLines;
}
// node_modules/diff/libesm/diff/sentence.js
function isSentenceEndPunct(char) {
	return char == "." || char == "!" || char == "?";
}
var SentenceDiff = class extends Diff {
	tokenize(value) {
		var _a;
		const result = [];
		let tokenStartI = 0;
		for (let i = 0; i < value.length; i++) {
			if (i == value.length - 1) {
				result.push(value.slice(tokenStartI));
				break;
			}
			if (isSentenceEndPunct(value[i]) && value[i + 1].match(/\s/)) {
				result.push(value.slice(tokenStartI, i + 1));
				i = tokenStartI = i + 1;
				while ((_a = value[i + 1]) === null || _a === void 0 ? void 0 : _a.match(/\s/)) i++;
				result.push(value.slice(tokenStartI, i + 1));
				tokenStartI = i + 1;
			}
		}
		return result;
	}
};
new SentenceDiff();
// node_modules/diff/libesm/diff/css.js
var CssDiff = class extends Diff {
	tokenize(value) {
		return value.split(/([{}:;,]|\s+)/);
	}
};
new CssDiff();
// node_modules/diff/libesm/diff/json.js
var JsonDiff = class extends Diff {
	constructor() {
		super(...arguments);
		this.tokenize = tokenize;
	}
	get useLongestToken() {
		return true;
	}
	castInput(value, options) {
		const { undefinedReplacement, stringifyReplacer = (k, v) => typeof v === "undefined" ? undefinedReplacement : v } = options;
		return typeof value === "string" ? value : JSON.stringify(canonicalize(value, null, null, stringifyReplacer), null, "  ");
	}
	equals(left, right, options) {
		return super.equals(left.replace(/,([\r\n])/g, "$1"), right.replace(/,([\r\n])/g, "$1"), options);
	}
};
new JsonDiff();
function canonicalize(obj, stack, replacementStack, replacer, key) {
	stack = stack || [];
	replacementStack = replacementStack || [];
	if (replacer) obj = replacer(key === void 0 ? "" : key, obj);
	let i = 0;
	for (; i < stack.length; i += 1) if (stack[i] === obj) return replacementStack[i];
	let canonicalizedObj;
	if ("[object Array]" === Object.prototype.toString.call(obj)) {
		stack.push(obj);
		canonicalizedObj = new Array(obj.length);
		replacementStack.push(canonicalizedObj);
		for (i = 0; i < obj.length; i += 1) canonicalizedObj[i] = canonicalize(obj[i], stack, replacementStack, replacer, String(i));
		stack.pop();
		replacementStack.pop();
		return canonicalizedObj;
	}
	if (obj && obj.toJSON) obj = obj.toJSON();
	if (typeof obj === "object" && obj !== null) {
		stack.push(obj);
		canonicalizedObj = {};
		replacementStack.push(canonicalizedObj);
		const sortedKeys = [];
		let key;
		for (key in obj)
 /* istanbul ignore else */
		if (Object.prototype.hasOwnProperty.call(obj, key)) sortedKeys.push(key);
		sortedKeys.sort();
		for (i = 0; i < sortedKeys.length; i += 1) {
			key = sortedKeys[i];
			canonicalizedObj[key] = canonicalize(obj[key], stack, replacementStack, replacer, key);
		}
		stack.pop();
		replacementStack.pop();
	} else canonicalizedObj = obj;
	return canonicalizedObj;
}
// node_modules/diff/libesm/diff/array.js
var ArrayDiff = class extends Diff {
	tokenize(value) {
		return value.slice();
	}
	join(value) {
		return value;
	}
	removeEmpty(value) {
		return value;
	}
};
new ArrayDiff();
// node_modules/diff/libesm/patch/parse.js
function parsePatch(uniDiff) {
	const diffstr = uniDiff.split(/\n/), list = [];
	let i = 0;
	function isGitDiffHeader(line) {
		return /^diff --git /.test(line);
	}
	function isDiffHeader(line) {
		return isGitDiffHeader(line) || /^Index:\s/.test(line) || /^diff(?: -r \w+)+\s/.test(line);
	}
	function isFileHeader(line) {
		return /^(---|\+\+\+)\s/.test(line);
	}
	function isHunkHeader(line) {
		return /^@@\s/.test(line);
	}
	function parseIndex() {
		var _a;
		const index = {};
		index.hunks = [];
		list.push(index);
		let seenDiffHeader = false;
		while (i < diffstr.length) {
			const line = diffstr[i];
			if (isFileHeader(line) || isHunkHeader(line)) break;
			if (isGitDiffHeader(line)) {
				if (seenDiffHeader) return;
				seenDiffHeader = true;
				index.isGit = true;
				const paths = parseGitDiffHeader(line);
				if (paths) {
					index.oldFileName = paths.oldFileName;
					index.newFileName = paths.newFileName;
				}
				i++;
				while (i < diffstr.length) {
					const extLine = diffstr[i];
					if (isFileHeader(extLine) || isHunkHeader(extLine) || isDiffHeader(extLine)) break;
					const renameFromMatch = /^rename from (.*)/.exec(extLine);
					if (renameFromMatch) {
						index.oldFileName = "a/" + unquoteIfQuoted(renameFromMatch[1]);
						index.isRename = true;
					}
					const renameToMatch = /^rename to (.*)/.exec(extLine);
					if (renameToMatch) {
						index.newFileName = "b/" + unquoteIfQuoted(renameToMatch[1]);
						index.isRename = true;
					}
					const copyFromMatch = /^copy from (.*)/.exec(extLine);
					if (copyFromMatch) {
						index.oldFileName = "a/" + unquoteIfQuoted(copyFromMatch[1]);
						index.isCopy = true;
					}
					const copyToMatch = /^copy to (.*)/.exec(extLine);
					if (copyToMatch) {
						index.newFileName = "b/" + unquoteIfQuoted(copyToMatch[1]);
						index.isCopy = true;
					}
					const newFileModeMatch = /^new file mode (\d+)/.exec(extLine);
					if (newFileModeMatch) {
						index.isCreate = true;
						index.newMode = newFileModeMatch[1];
					}
					const deletedFileModeMatch = /^deleted file mode (\d+)/.exec(extLine);
					if (deletedFileModeMatch) {
						index.isDelete = true;
						index.oldMode = deletedFileModeMatch[1];
					}
					const oldModeMatch = /^old mode (\d+)/.exec(extLine);
					if (oldModeMatch) index.oldMode = oldModeMatch[1];
					const newModeMatch = /^new mode (\d+)/.exec(extLine);
					if (newModeMatch) index.newMode = newModeMatch[1];
					if (/^Binary files /.test(extLine)) index.isBinary = true;
					i++;
				}
				continue;
			} else if (isDiffHeader(line)) {
				if (seenDiffHeader) return;
				seenDiffHeader = true;
				const headerMatch = /^(?:Index:|diff(?: -r \w+)+)\s+/.exec(line);
				if (headerMatch) index.index = line.substring(headerMatch[0].length).trim();
			}
			i++;
		}
		parseFileHeader(index);
		parseFileHeader(index);
		if (index.oldFileName === void 0 !== (index.newFileName === void 0)) throw new Error("Missing " + (index.oldFileName !== void 0 ? "\"+++ ...\"" : "\"--- ...\"") + " file header for " + ((_a = index.oldFileName) !== null && _a !== void 0 ? _a : index.newFileName));
		while (i < diffstr.length) {
			const line = diffstr[i];
			if (isDiffHeader(line) || isFileHeader(line) || /^===================================================================/.test(line)) break;
			else if (isHunkHeader(line)) index.hunks.push(parseHunk());
			else i++;
		}
	}
	function parseGitDiffHeader(line) {
		const rest = line.substring(11);
		if (rest.startsWith("\"")) {
			const oldPath = parseQuotedFileName(rest);
			if (oldPath === null) return null;
			const afterOld = rest.substring(oldPath.rawLength + 1);
			let newFileName;
			if (afterOld.startsWith("\"")) {
				const newPath = parseQuotedFileName(afterOld);
				if (newPath === null) return null;
				newFileName = newPath.fileName;
			} else newFileName = afterOld;
			return {
				oldFileName: oldPath.fileName,
				newFileName
			};
		}
		const quoteIdx = rest.indexOf("\"");
		if (quoteIdx > 0) {
			const oldFileName = rest.substring(0, quoteIdx - 1);
			const newPath = parseQuotedFileName(rest.substring(quoteIdx));
			if (newPath === null) return null;
			return {
				oldFileName,
				newFileName: newPath.fileName
			};
		}
		if (rest.startsWith("a/")) {
			const splits = [];
			let idx = 0;
			while (true) {
				idx = rest.indexOf(" b/", idx + 1);
				if (idx === -1) break;
				splits.push(idx);
			}
			if (splits.length > 0) {
				const mid = splits[Math.floor(splits.length / 2)];
				return {
					oldFileName: rest.substring(0, mid),
					newFileName: rest.substring(mid + 1)
				};
			}
		}
		return null;
	}
	function unquoteIfQuoted(s) {
		if (s.startsWith("\"")) {
			const parsed = parseQuotedFileName(s);
			if (parsed) return parsed.fileName;
		}
		return s;
	}
	function parseQuotedFileName(s) {
		if (!s.startsWith("\"")) return null;
		let result = "";
		let j = 1;
		while (j < s.length) {
			if (s[j] === "\"") return {
				fileName: result,
				rawLength: j + 1
			};
			if (s[j] === "\\" && j + 1 < s.length) {
				j++;
				switch (s[j]) {
					case "a":
						result += "\x07";
						break;
					case "b":
						result += "\b";
						break;
					case "f":
						result += "\f";
						break;
					case "n":
						result += "\n";
						break;
					case "r":
						result += "\r";
						break;
					case "t":
						result += "	";
						break;
					case "v":
						result += "\v";
						break;
					case "\\":
						result += "\\";
						break;
					case "\"":
						result += "\"";
						break;
					case "0":
					case "1":
					case "2":
					case "3":
					case "4":
					case "5":
					case "6":
					case "7": {
						if (j + 2 >= s.length || s[j + 1] < "0" || s[j + 1] > "7" || s[j + 2] < "0" || s[j + 2] > "7") return null;
						const bytes = [parseInt(s.substring(j, j + 3), 8)];
						j += 3;
						while (s[j] === "\\" && s[j + 1] >= "0" && s[j + 1] <= "7") {
							if (j + 3 >= s.length || s[j + 2] < "0" || s[j + 2] > "7" || s[j + 3] < "0" || s[j + 3] > "7") return null;
							bytes.push(parseInt(s.substring(j + 1, j + 4), 8));
							j += 4;
						}
						result += new TextDecoder("utf-8").decode(new Uint8Array(bytes));
						continue;
					}
					default: return null;
				}
			} else result += s[j];
			j++;
		}
		return null;
	}
	function parseFileHeader(index) {
		const fileHeaderMatch = /^(---|\+\+\+)\s+/.exec(diffstr[i]);
		if (fileHeaderMatch) {
			const prefix = fileHeaderMatch[1], data = diffstr[i].substring(3).trim().split("	", 2), header = (data[1] || "").trim();
			let fileName = data[0];
			if (fileName.startsWith("\"")) fileName = unquoteIfQuoted(fileName);
			else fileName = fileName.replace(/\\\\/g, "\\");
			if (prefix === "---") {
				index.oldFileName = fileName;
				index.oldHeader = header;
			} else {
				index.newFileName = fileName;
				index.newHeader = header;
			}
			i++;
		}
	}
	function parseHunk() {
		var _a;
		const chunkHeaderIndex = i, chunkHeader = diffstr[i++].split(/@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/);
		const hunk = {
			oldStart: +chunkHeader[1],
			oldLines: typeof chunkHeader[2] === "undefined" ? 1 : +chunkHeader[2],
			newStart: +chunkHeader[3],
			newLines: typeof chunkHeader[4] === "undefined" ? 1 : +chunkHeader[4],
			lines: []
		};
		if (hunk.oldLines === 0) hunk.oldStart += 1;
		if (hunk.newLines === 0) hunk.newStart += 1;
		let addCount = 0, removeCount = 0;
		for (; i < diffstr.length && (removeCount < hunk.oldLines || addCount < hunk.newLines || ((_a = diffstr[i]) === null || _a === void 0 ? void 0 : _a.startsWith("\\"))); i++) {
			const operation = diffstr[i].length == 0 && i != diffstr.length - 1 ? " " : diffstr[i][0];
			if (operation === "+" || operation === "-" || operation === " " || operation === "\\") {
				hunk.lines.push(diffstr[i]);
				if (operation === "+") addCount++;
				else if (operation === "-") removeCount++;
				else if (operation === " ") {
					addCount++;
					removeCount++;
				}
			} else throw new Error(`Hunk at line ${chunkHeaderIndex + 1} contained invalid line ${diffstr[i]}`);
		}
		if (!addCount && hunk.newLines === 1) hunk.newLines = 0;
		if (!removeCount && hunk.oldLines === 1) hunk.oldLines = 0;
		if (addCount !== hunk.newLines) throw new Error("Added line count did not match for hunk at line " + (chunkHeaderIndex + 1));
		if (removeCount !== hunk.oldLines) throw new Error("Removed line count did not match for hunk at line " + (chunkHeaderIndex + 1));
		if (i < diffstr.length && diffstr[i] && /^[+ -]/.test(diffstr[i]) && !isFileHeader(diffstr[i])) throw new Error("Hunk at line " + (chunkHeaderIndex + 1) + " has more lines than expected (expected " + hunk.oldLines + " old lines and " + hunk.newLines + " new lines)");
		return hunk;
	}
	while (i < diffstr.length) parseIndex();
	return list;
}
// node_modules/diff/libesm/patch/create.js
function needsQuoting(s) {
	for (let i = 0; i < s.length; i++) if (s[i] < " " || s[i] > "~" || s[i] === "\"" || s[i] === "\\") return true;
	return false;
}
function quoteFileNameIfNeeded(s) {
	if (!needsQuoting(s)) return s;
	let result = "\"";
	const bytes = new TextEncoder().encode(s);
	let i = 0;
	while (i < bytes.length) {
		const b = bytes[i];
		if (b === 7) result += "\\a";
		else if (b === 8) result += "\\b";
		else if (b === 9) result += "\\t";
		else if (b === 10) result += "\\n";
		else if (b === 11) result += "\\v";
		else if (b === 12) result += "\\f";
		else if (b === 13) result += "\\r";
		else if (b === 34) result += "\\\"";
		else if (b === 92) result += "\\\\";
		else if (b >= 32 && b <= 126) result += String.fromCharCode(b);
		else result += "\\" + b.toString(8).padStart(3, "0");
		i++;
	}
	result += "\"";
	return result;
}
const INCLUDE_HEADERS = {
	includeIndex: true,
	includeUnderline: true,
	includeFileHeaders: true
};
function structuredPatch(oldFileName, newFileName, oldStr, newStr, oldHeader, newHeader, options) {
	let optionsObj;
	if (!options) optionsObj = {};
	else if (typeof options === "function") optionsObj = { callback: options };
	else optionsObj = options;
	if (typeof optionsObj.context === "undefined") optionsObj.context = 4;
	const context = optionsObj.context;
	if (optionsObj.newlineIsToken) throw new Error("newlineIsToken may not be used with patch-generation functions, only with diffing functions");
	if (!optionsObj.callback) return diffLinesResultToPatch(diffLines(oldStr, newStr, optionsObj));
	else {
		const { callback } = optionsObj;
		diffLines(oldStr, newStr, Object.assign(Object.assign({}, optionsObj), { callback: (diff) => {
			const patch = diffLinesResultToPatch(diff);
			callback(patch);
		} }));
	}
	function diffLinesResultToPatch(diff) {
		if (!diff) return;
		diff.push({
			value: "",
			lines: []
		});
		function contextLines(lines) {
			return lines.map(function(entry) {
				return " " + entry;
			});
		}
		const hunks = [];
		let oldRangeStart = 0, newRangeStart = 0, curRange = [], oldLine = 1, newLine = 1;
		for (let i = 0; i < diff.length; i++) {
			const current = diff[i], lines = current.lines || splitLines(current.value);
			current.lines = lines;
			if (current.added || current.removed) {
				if (!oldRangeStart) {
					const prev = diff[i - 1];
					oldRangeStart = oldLine;
					newRangeStart = newLine;
					if (prev) {
						curRange = context > 0 ? contextLines(prev.lines.slice(-context)) : [];
						oldRangeStart -= curRange.length;
						newRangeStart -= curRange.length;
					}
				}
				for (const line of lines) curRange.push((current.added ? "+" : "-") + line);
				if (current.added) newLine += lines.length;
				else oldLine += lines.length;
			} else {
				if (oldRangeStart) {
					if (lines.length <= context * 2 && i < diff.length - 2) for (const line of contextLines(lines)) curRange.push(line);
					else {
						const contextSize = Math.min(lines.length, context);
						for (const line of contextLines(lines.slice(0, contextSize))) curRange.push(line);
						const hunk = {
							oldStart: oldRangeStart,
							oldLines: oldLine - oldRangeStart + contextSize,
							newStart: newRangeStart,
							newLines: newLine - newRangeStart + contextSize,
							lines: curRange
						};
						hunks.push(hunk);
						oldRangeStart = 0;
						newRangeStart = 0;
						curRange = [];
					}
				}
				oldLine += lines.length;
				newLine += lines.length;
			}
		}
		for (const hunk of hunks) for (let i = 0; i < hunk.lines.length; i++) if (hunk.lines[i].endsWith("\n")) hunk.lines[i] = hunk.lines[i].slice(0, -1);
		else {
			hunk.lines.splice(i + 1, 0, "\\ No newline at end of file");
			i++;
		}
		return {
			oldFileName,
			newFileName,
			oldHeader,
			newHeader,
			hunks
		};
	}
}
function formatPatch(patch, headerOptions) {
	var _a, _b, _c, _d, _e, _f;
	if (!headerOptions) headerOptions = INCLUDE_HEADERS;
	if (Array.isArray(patch)) {
		if (patch.length > 1 && !headerOptions.includeFileHeaders && !patch.every((p) => p.isGit)) throw new Error("Cannot omit file headers on a multi-file patch. (The result would be unparseable; how would a tool trying to apply the patch know which changes are to which file?)");
		return patch.map((p) => formatPatch(p, headerOptions)).join("\n");
	}
	const ret = [];
	if (patch.isGit) {
		headerOptions = INCLUDE_HEADERS;
		if (!patch.oldFileName) throw new Error("oldFileName must be specified for Git patches");
		if (!patch.newFileName) throw new Error("newFileName must be specified for Git patches");
		let gitOldName = patch.oldFileName;
		let gitNewName = patch.newFileName;
		if (patch.isCreate && gitOldName === "/dev/null") gitOldName = gitNewName.replace(/^b\//, "a/");
		else if (patch.isDelete && gitNewName === "/dev/null") gitNewName = gitOldName.replace(/^a\//, "b/");
		ret.push("diff --git " + quoteFileNameIfNeeded(gitOldName) + " " + quoteFileNameIfNeeded(gitNewName));
		if (patch.isDelete) ret.push("deleted file mode " + ((_a = patch.oldMode) !== null && _a !== void 0 ? _a : "100644"));
		if (patch.isCreate) ret.push("new file mode " + ((_b = patch.newMode) !== null && _b !== void 0 ? _b : "100644"));
		if (patch.oldMode && patch.newMode && !patch.isDelete && !patch.isCreate) {
			ret.push("old mode " + patch.oldMode);
			ret.push("new mode " + patch.newMode);
		}
		if (patch.isRename) {
			ret.push("rename from " + quoteFileNameIfNeeded(((_c = patch.oldFileName) !== null && _c !== void 0 ? _c : "").replace(/^a\//, "")));
			ret.push("rename to " + quoteFileNameIfNeeded(((_d = patch.newFileName) !== null && _d !== void 0 ? _d : "").replace(/^b\//, "")));
		}
		if (patch.isCopy) {
			ret.push("copy from " + quoteFileNameIfNeeded(((_e = patch.oldFileName) !== null && _e !== void 0 ? _e : "").replace(/^a\//, "")));
			ret.push("copy to " + quoteFileNameIfNeeded(((_f = patch.newFileName) !== null && _f !== void 0 ? _f : "").replace(/^b\//, "")));
		}
	} else {
		if (headerOptions.includeIndex && patch.oldFileName == patch.newFileName && patch.oldFileName !== void 0) ret.push("Index: " + patch.oldFileName);
		if (headerOptions.includeUnderline) ret.push("===================================================================");
	}
	const hasHunks = patch.hunks.length > 0;
	if (headerOptions.includeFileHeaders && patch.oldFileName !== void 0 && patch.newFileName !== void 0 && (!patch.isGit || hasHunks)) {
		ret.push("--- " + quoteFileNameIfNeeded(patch.oldFileName) + (patch.oldHeader ? "	" + patch.oldHeader : ""));
		ret.push("+++ " + quoteFileNameIfNeeded(patch.newFileName) + (patch.newHeader ? "	" + patch.newHeader : ""));
	}
	for (let i = 0; i < patch.hunks.length; i++) {
		const hunk = patch.hunks[i];
		const oldStart = hunk.oldLines === 0 ? hunk.oldStart - 1 : hunk.oldStart;
		const newStart = hunk.newLines === 0 ? hunk.newStart - 1 : hunk.newStart;
		ret.push("@@ -" + oldStart + "," + hunk.oldLines + " +" + newStart + "," + hunk.newLines + " @@");
		for (const line of hunk.lines) ret.push(line);
	}
	return ret.join("\n") + "\n";
}
function createTwoFilesPatch(oldFileName, newFileName, oldStr, newStr, oldHeader, newHeader, options) {
	if (typeof options === "function") options = { callback: options };
	if (!(options === null || options === void 0 ? void 0 : options.callback)) {
		const patchObj = structuredPatch(oldFileName, newFileName, oldStr, newStr, oldHeader, newHeader, options);
		if (!patchObj) return;
		return formatPatch(patchObj, options === null || options === void 0 ? void 0 : options.headerOptions);
	} else {
		const { callback } = options;
		structuredPatch(oldFileName, newFileName, oldStr, newStr, oldHeader, newHeader, Object.assign(Object.assign({}, options), { callback: (patchObj) => {
			if (!patchObj) callback(void 0);
			else callback(formatPatch(patchObj, options.headerOptions));
		} }));
	}
}
function splitLines(text) {
	const hasTrailingNl = text.endsWith("\n");
	const result = text.split("\n").map((line) => line + "\n");
	if (hasTrailingNl) result.pop();
	else result.push(result.pop().slice(0, -1));
	return result;
}
// src/plan/changedPaths.ts
const MERGE_KEYS = [
	"name",
	"mountPath",
	"devicePath",
	"containerPort",
	"port",
	"ip",
	"topologyKey"
];
const PLAIN_FIELD = /^[A-Za-z0-9_-]+$/;
function changedPaths(before, after) {
	const paths = [];
	collect(before, after, "", paths);
	return paths;
}
function collect(before, after, path, paths) {
	if (isDeepStrictEqual(before, after)) return;
	if (isRecord(before) && isRecord(after)) {
		for (const key of [.../* @__PURE__ */ new Set([...Object.keys(before), ...Object.keys(after)])].sort()) collect(before[key], after[key], field(path, key), paths);
		return;
	}
	if (Array.isArray(before) && Array.isArray(after)) {
		const key = mergeKeyOf(before, after);
		if (key !== void 0) return collectKeyed(before, after, key, path, paths);
		if (before.length === after.length) {
			before.forEach((item, index) => collect(item, after[index], `${path}[${index}]`, paths));
			return;
		}
	}
	paths.push(path);
}
function collectKeyed(before, after, key, path, paths) {
	const old = new Map(before.map((item) => [item[key], item]));
	const seen = /* @__PURE__ */ new Set();
	for (const item of after) {
		seen.add(item[key]);
		collect(old.get(item[key]), item, itemPath(path, key, item[key]), paths);
	}
	for (const item of before) if (!seen.has(item[key])) paths.push(itemPath(path, key, item[key]));
}
function mergeKeyOf(before, after) {
	const items = [before, after];
	return MERGE_KEYS.find((key) => items.every((list) => isKeyedBy(list, key)));
}
function isKeyedBy(list, key) {
	const values = /* @__PURE__ */ new Set();
	for (const item of list) {
		const value = isRecord(item) ? item[key] : void 0;
		if (typeof value !== "string" && typeof value !== "number" || values.has(value)) return false;
		values.add(value);
	}
	return true;
}
function field(path, key) {
	if (!PLAIN_FIELD.test(key)) return `${path}[${JSON.stringify(key)}]`;
	return path === "" ? key : `${path}.${key}`;
}
function itemPath(path, key, value) {
	return `${path}[${key === "name" ? String(value) : `${key}=${String(value)}`}]`;
}
// src/plan/fieldLocations.ts
function resolveStep(container, step) {
	if (Array.isArray(container)) {
		let index = -1;
		if (typeof step === "string") index = /^(0|[1-9]\d*)$/.test(step) ? Number(step) : -1;
		else if ("index" in step) index = step.index;
		else if ("item" in step) index = container.findIndex((item) => isRecord(item) && Object.entries(step.item).every(([key, value]) => isDeepStrictEqual(item[key], value)));
		else index = container.findIndex((item) => isDeepStrictEqual(item, step.value));
		return index >= 0 && index < container.length ? index : void 0;
	}
	return isRecord(container) && typeof step === "string" && Object.hasOwn(container, step) ? step : void 0;
}
function locate(object, path) {
	let current = object;
	for (const [i, step] of path.entries()) {
		const at = resolveStep(current, step);
		if (at === void 0) return void 0;
		if (i === path.length - 1) return {
			container: current,
			at
		};
		current = current[at];
	}
}
function valueAt(object, path) {
	const found = locate(object, path);
	return found && found.container[found.at];
}
function setValueAt(object, path, value) {
	let current = object;
	for (const [i, step] of path.entries()) {
		let at = resolveStep(current, step);
		if (at === void 0) {
			const next = path[i + 1];
			if (!isRecord(current) || typeof step !== "string" || next !== void 0 && (typeof next !== "string" || /^\d+$/.test(next))) return false;
			current[step] = {};
			at = step;
		}
		const container = current;
		if (i === path.length - 1) container[at] = value;
		current = container[at];
	}
	return path.length > 0;
}
function removeFields(object, paths) {
	const found = paths.flatMap((path) => locate(object, path) ?? []);
	for (const { container, at } of found) if (!Array.isArray(container)) delete container[at];
	const items = found.filter((f) => Array.isArray(f.container)).sort((a, b) => b.at - a.at);
	const removed = /* @__PURE__ */ new Map();
	for (const { container, at } of items) {
		const done = removed.get(container) ?? /* @__PURE__ */ new Set();
		if (done.has(at)) continue;
		done.add(at);
		removed.set(container, done);
		container.splice(at, 1);
	}
}
function removeEmptied(object, paths) {
	for (const path of paths) for (let end = path.length - 1; end > 0; end--) {
		const value = valueAt(object, path.slice(0, end));
		if (!isRecord(value) || Object.keys(value).length > 0) break;
		removeFields(object, [path.slice(0, end)]);
	}
}
function withoutFields(object, paths) {
	if (paths.length === 0) return object;
	const copy = structuredClone(object);
	removeFields(copy, paths);
	return copy;
}
// src/plan/managedFieldPaths.ts
function entriesOf(object) {
	const entries = object.metadata.managedFields;
	return Array.isArray(entries) ? entries.filter(isRecord) : [];
}
function parseKey(text) {
	try {
		return JSON.parse(text);
	} catch {
		return;
	}
}
function itemKey(fields, list, index) {
	const item = list[index];
	return Object.keys(fields).find((key) => {
		if (key.startsWith("k:")) {
			const keys = parseKey(key.slice(2));
			return isRecord(keys) && isRecord(item) && Object.entries(keys).every(([name, value]) => isDeepStrictEqual(item[name], value));
		}
		if (key.startsWith("v:")) return isDeepStrictEqual(parseKey(key.slice(2)), item);
		return key === `i:${index}`;
	});
}
function stepKey(fields, container, at) {
	return Array.isArray(container) ? itemKey(fields, container, at) : `f:${at}`;
}
function ownsAt(fields, object, path) {
	let node = fields;
	let current = object;
	for (const step of path) {
		if (!isRecord(node)) return false;
		if (Object.keys(node).every((key) => key === ".")) return true;
		const at = resolveStep(current, step);
		if (at === void 0) return false;
		const key = stepKey(node, current, at);
		node = key === void 0 ? void 0 : node[key];
		if (node === void 0) return false;
		current = current[at];
	}
	return true;
}
function fieldOwners(live, path, fieldManager) {
	let ours = false;
	let others = false;
	for (const entry of entriesOf(live)) {
		if (!ownsAt(entry.fieldsV1, live, path)) continue;
		if (entry.manager === fieldManager && entry.operation === "Apply") ours = true;
		else others = true;
	}
	return {
		ours,
		others
	};
}
function fieldsOwnedBy(live, managers) {
	const paths = [];
	for (const entry of entriesOf(live)) if (entry.manager !== void 0 && managers.includes(entry.manager)) collectLeaves(entry.fieldsV1, [], /* @__PURE__ */ new Set(), paths);
	return paths;
}
function collectLeaves(node, path, keyFields, paths) {
	if (!isRecord(node)) return;
	const children = Object.entries(node).filter(([key]) => key !== ".");
	if (children.length === 0) {
		if (path.length > 0) paths.push(path);
		return;
	}
	for (const [key, child] of children) {
		const value = key.startsWith("k:") || key.startsWith("v:") ? parseKey(key.slice(2)) : void 0;
		if (key.startsWith("f:")) {
			if (!keyFields.has(key.slice(2))) collectLeaves(child, [...path, key.slice(2)], /* @__PURE__ */ new Set(), paths);
		} else if (key.startsWith("k:") && isRecord(value)) collectLeaves(child, [...path, { item: value }], new Set(Object.keys(value)), paths);
		else if (key.startsWith("v:") && value !== void 0) paths.push([...path, { value }]);
		else if (key.startsWith("i:") && /^\d+$/.test(key.slice(2))) collectLeaves(child, [...path, { index: Number(key.slice(2)) }], /* @__PURE__ */ new Set(), paths);
	}
}
function ownershipOutside(object, paths) {
	return entriesOf(object).flatMap((entry) => {
		const fields = structuredClone(entry.fieldsV1);
		for (const path of paths) forget(fields, object, path);
		return isRecord(fields) && Object.keys(fields).length === 0 ? [] : [{
			...entry,
			fieldsV1: fields
		}];
	});
}
function forget(fields, object, path) {
	const way = [];
	let node = fields;
	let current = object;
	for (const step of path) {
		if (!isRecord(node)) return;
		const at = resolveStep(current, step);
		if (at === void 0) return;
		const key = stepKey(node, current, at);
		if (key === void 0 || !(key in node)) return;
		way.push({
			node,
			key
		});
		node = node[key];
		current = current[at];
	}
	for (const [i, { node: parent, key }] of [...way.entries()].reverse()) {
		if (i < way.length - 1 && !(isRecord(parent[key]) && Object.keys(parent[key]).length === 0)) return;
		delete parent[key];
	}
}
// src/plan/maskSecretData.ts
const LAST_APPLIED = "kubectl.kubernetes.io/last-applied-configuration";
function isSecret(object) {
	return object?.kind === "Secret" && (object.apiVersion === "v1" || object.apiVersion === void 0);
}
function stringMap(value) {
	return typeof value === "object" && value !== null ? value : {};
}
function maskSecretData(before, after) {
	if (!isSecret(before) && !isSecret(after)) return [before, after];
	const maskedBefore = before && structuredClone(before);
	const maskedAfter = after && structuredClone(after);
	for (const field of ["data", "stringData"]) {
		const b = stringMap(before?.[field]);
		const a = stringMap(after?.[field]);
		const bMasked = {};
		const aMasked = {};
		for (const key of /* @__PURE__ */ new Set([...Object.keys(b), ...Object.keys(a)])) {
			const same = key in b && key in a && b[key] === a[key];
			if (key in b) bMasked[key] = same ? "***" : "*** (before)";
			if (key in a) aMasked[key] = same ? "***" : "*** (after)";
		}
		if (maskedBefore && field in maskedBefore) maskedBefore[field] = bMasked;
		if (maskedAfter && field in maskedAfter) maskedAfter[field] = aMasked;
	}
	for (const masked of [maskedBefore, maskedAfter]) {
		const annotations = masked?.metadata.annotations;
		if (annotations?.[LAST_APPLIED] !== void 0) annotations[LAST_APPLIED] = "***";
	}
	return [maskedBefore, maskedAfter];
}
// src/plan/objectDiff.ts
const SERVER_METADATA = [
	"managedFields",
	"resourceVersion",
	"generation",
	"uid",
	"creationTimestamp",
	"selfLink"
];
function withoutServerFields(object) {
	const { status: _status, ...rest } = object;
	const metadata = { ...object.metadata };
	for (const field of SERVER_METADATA) delete metadata[field];
	return {
		...rest,
		metadata
	};
}
const keptOwnership = /* @__PURE__ */ new WeakMap();
function ownership(object, ignored) {
	const kept = ignored.length === 0 ? keptOwnership.get(object.metadata) : void 0;
	if (kept !== void 0) return kept;
	return canonicalJson((ignored.length > 0 ? ownershipOutside(object, ignored) : entriesOf(object)).map(({ manager, operation, subresource, fieldsV1 }) => ({
		manager,
		operation,
		subresource,
		fieldsV1
	})));
}
function canonicalJson(value) {
	if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
	if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "null";
	return `{${Object.entries(value).filter(([, v]) => v !== void 0).sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0).map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
}
function keepOwnershipOnly(object) {
	if (object.metadata.managedFields === void 0) return;
	keptOwnership.set(object.metadata, ownership(object, []));
	delete object.metadata.managedFields;
}
function compareObjects(live, planned, ignored = []) {
	const before = withoutFields(withoutServerFields(live), ignored);
	const after = withoutFields(withoutServerFields(planned), ignored);
	const contentChanged = !isDeepStrictEqual(before, after);
	if (!contentChanged && ownership(live, ignored) === ownership(planned, ignored)) return { changed: false };
	const [maskedBefore, maskedAfter] = maskSecretData(before, after);
	if (!contentChanged) return {
		changed: true,
		diff: "",
		paths: [],
		ownershipOnly: true
	};
	return {
		changed: true,
		diff: unifiedDiff(maskedBefore, maskedAfter),
		paths: changedPaths(maskedBefore, maskedAfter),
		ownershipOnly: false
	};
}
function adoptionDiff(manifest) {
	const [, masked] = maskSecretData(void 0, manifest);
	return unifiedDiff(void 0, masked);
}
function unifiedDiff(before, after) {
	const dump$1 = (o) => dump(o, {
		sortKeys: true,
		lineWidth: -1,
		noRefs: true
	});
	return (before ? createTwoFilesPatch("live", "planned", dump$1(before), dump$1(after), void 0, void 0, { context: 3 }) : createTwoFilesPatch("live (not shown)", "manifest", "", dump$1(after), void 0, void 0, { context: 3 })).split("\n").filter((line) => !line.startsWith("Index:") && !line.startsWith("====")).join("\n").trimEnd();
}
// src/plan/planRequests.ts
const listKey = (info, namespace) => `${formatGroupKind(info)}/${namespace}`;
const EARLY_WINDOW = 2e3;
var PlanRequests = class {
	cluster;
	cache;
	lists = /* @__PURE__ */ new Map();
	dryRuns = /* @__PURE__ */ new Map();
	queued = /* @__PURE__ */ new Map();
	holding = /* @__PURE__ */ new Set();
	dryRunSent = /* @__PURE__ */ new Set();
	knownUnchanged = /* @__PURE__ */ new Map();
	warnings = /* @__PURE__ */ new Map();
	keepManagedFields;
	constructor(cluster, cache, options = {}) {
		this.cluster = cluster;
		this.cache = cache;
		this.keepManagedFields = (options.ignoreDifferences?.length ?? 0) > 0;
	}
	list(info, namespace, selector, metadataOnly) {
		const started = this.lists.get(listKey(info, namespace));
		if (!started || !metadataOnly && started.metadataOnly) this.sendList(info, namespace, selector, metadataOnly, true);
	}
	take(info, namespace, selector, metadataOnly) {
		const started = this.lists.get(listKey(info, namespace));
		const items = started?.items;
		if (!items || !metadataOnly && started.metadataOnly) return this.sendList(info, namespace, selector, metadataOnly, false);
		delete started.items;
		return items;
	}
	sendList(info, namespace, selector, metadataOnly, keep) {
		const items = listObjects(this.cluster.client.ahead(), info, namespace, selector, { metadataOnly }).then((listed) => {
			if (!this.keepManagedFields) for (const item of listed) keepOwnershipOnly(item);
			return listed;
		});
		items.catch(() => void 0);
		const versions = this.cache && items.then((listed) => new Map(listed.map((item) => [item.metadata.name ?? "", item.metadata.resourceVersion])));
		versions?.catch(() => void 0);
		this.lists.set(listKey(info, namespace), {
			metadataOnly,
			...versions ? { versions } : {},
			...keep ? { items } : {}
		});
		return items;
	}
	unchangedByRecord(member) {
		let known = this.knownUnchanged.get(member.key);
		if (known) return known;
		const { cache } = this;
		const versions = this.lists.get(listKey(member.info, member.ref.namespace))?.versions;
		known = !cache || !versions ? Promise.resolve(false) : cache.usable().then((usable) => usable && versions.then((listed) => cache.known(member, listed.get(member.ref.name)))).catch(() => false);
		this.knownUnchanged.set(member.key, known);
		return known;
	}
	dryRunEarly(member, options) {
		if (this.dryRunSent.has(member.key) || this.dryRuns.has(member.key) || this.queued.has(member.key)) return;
		this.queued.set(member.key, {
			member,
			options
		});
		this.startQueued();
	}
	startQueued() {
		for (const [key, { member, options }] of this.queued) {
			if (this.holding.size >= EARLY_WINDOW) return;
			this.queued.delete(key);
			this.holding.add(key);
			const answer = this.unchangedByRecord(member).then((known) => {
				if (!known) return this.send(member, options);
				this.taken(key);
			});
			answer.catch(() => void 0);
			this.dryRuns.set(key, answer);
		}
	}
	taken(key) {
		if (this.holding.delete(key)) this.startQueued();
	}
	async dryRun(member, options) {
		this.queued.delete(member.key);
		const early = this.dryRuns.get(member.key);
		if (!early) return this.send(member, options);
		this.dryRuns.delete(member.key);
		this.taken(member.key);
		return await early ?? this.send(member, options);
	}
	warningsOf(member) {
		return this.warnings.get(member.key);
	}
	send(member, options) {
		const first = this.dryRunSent.has(member.key) || applyStage(member.ref) === 0;
		this.dryRunSent.add(member.key);
		const client = first ? this.cluster.client.ahead() : this.cluster.client;
		this.warnings.delete(member.key);
		const warned = (warnings) => this.warnings.set(member.key, warnings);
		return serverSideApply(client, member.info, member.object, {
			fieldManager: options.fieldManager,
			force: options.forceConflicts,
			dryRun: true,
			warned
		});
	}
};
// src/plan/prepareMembers.ts
function prepareMembers(manifests, discovery, parent, defaultNamespace, early) {
	const errors = [];
	const crds = crdDefinitions(manifests);
	const members = [];
	const seen = /* @__PURE__ */ new Map();
	for (const manifest of manifests) {
		const { object, source } = manifest;
		const { group, version } = parseApiVersion(object.apiVersion);
		const kind = object.kind;
		const name = object.metadata.name ?? "";
		if (object.metadata.labels?.["applyset.kubernetes.io/part-of"] !== void 0) {
			errors.push(new UserError(`${kind} ${name} already carries the ${PART_OF_LABEL} label`, {
				source,
				hint: "remove the label from the manifest; membership is written by the tool, and a copied label would move the object between sets"
			}));
			continue;
		}
		if (object.metadata.labels?.["applyset.kubernetes.io/id"] !== void 0) {
			errors.push(new UserError(`${kind} ${name} carries the ${ID_LABEL} label: it is the parent of an ApplySet, and a parent cannot be a member`, {
				source,
				hint: "remove it from the manifests; the parent is written by the tool, and as a member it would be pruned with the record of its set"
			}));
			continue;
		}
		let info = discovery.forKind(group, version, kind);
		let definedByCrd;
		if (!info) {
			const crd = crds.get(formatGroupKind({
				group,
				kind
			}));
			if (crd?.versions.includes(version)) {
				info = {
					group,
					version,
					kind,
					resource: crd.plural,
					namespaced: crd.namespaced
				};
				definedByCrd = crd.key;
			} else {
				const served = discovery.versionsOf({
					group,
					kind
				});
				errors.push(new UserError(`the cluster does not serve ${kind} in ${object.apiVersion}`, {
					source,
					hint: served.length > 0 ? `served versions of ${formatGroupKind({
						group,
						kind
					})}: ${served.join(", ")}; change apiVersion` : "check apiVersion and kind for typos, or add the CustomResourceDefinition that defines this kind to the manifests or install it first"
				}));
				continue;
			}
		}
		let namespace = "";
		if (info.namespaced) {
			namespace = object.metadata.namespace || parent.namespace || defaultNamespace || "";
			if (namespace === "") {
				errors.push(new UserError(`${kind} ${name} is namespaced but has no namespace, and the ApplySet parent is cluster-scoped`, {
					source,
					hint: "set metadata.namespace in the manifest, or give a default namespace (the namespace input or --namespace)"
				}));
				continue;
			}
		}
		const ref = {
			group,
			version,
			kind,
			namespace,
			name
		};
		if (isParent(parent, ref)) {
			errors.push(new UserError(`${describeRef(ref)} is the ApplySet's own parent, which cannot be a member of its set`, {
				source,
				hint: "remove it from the manifests: the tool writes the parent, and as a member a later run would prune it with the record of the set"
			}));
			continue;
		}
		const key = refKey(ref);
		const duplicate = seen.get(key);
		if (duplicate) {
			errors.push(new UserError(`${describeRef(ref)} is defined twice (also at ${duplicate.source.file}:${duplicate.source.line})`, {
				source,
				hint: "keep one definition; the second would silently replace the first"
			}));
			continue;
		}
		const before = early?.(manifest);
		const member = before?.key === key && before.definedByCrd === definedByCrd && before.info === info ? before : {
			ref,
			key,
			info,
			definedByCrd,
			object: withMembership(object, namespace, info.namespaced, parent.id),
			source
		};
		seen.set(key, member);
		members.push(member);
	}
	if (errors.length > 0) throw new UserErrors(errors);
	return members;
}
function withMembership(object, namespace, namespaced, id) {
	return {
		...object,
		metadata: {
			...object.metadata,
			...namespaced ? { namespace } : {},
			labels: {
				...object.metadata.labels,
				[PART_OF_LABEL]: id
			}
		}
	};
}
function crdDefinitions(manifests) {
	const result = /* @__PURE__ */ new Map();
	for (const { object } of manifests) {
		const { group } = parseApiVersion(object.apiVersion);
		if (!isCrd({
			group,
			kind: object.kind
		})) continue;
		const spec = object.spec;
		if (!spec?.group || !spec.names?.kind || !spec.names.plural) continue;
		result.set(formatGroupKind({
			group: spec.group,
			kind: spec.names.kind
		}), {
			key: refKey({
				group,
				kind: object.kind,
				namespace: "",
				name: object.metadata.name ?? ""
			}),
			group: spec.group,
			kind: spec.names.kind,
			plural: spec.names.plural,
			namespaced: spec.scope !== "Cluster",
			versions: (spec.versions ?? []).filter((v) => v.served !== false && v.name).map((v) => v.name)
		});
	}
	return result;
}
// src/plan/planAhead.ts
const NOTHING_RECORDED = {
	groupKinds: [],
	namespaces: []
};
var PlanAhead = class {
	requests;
	cluster;
	parent;
	namespace;
	options;
	members = [];
	prepared = /* @__PURE__ */ new WeakMap();
	recorded = NOTHING_RECORDED;
	constructor(cluster, parent, reading, namespace, options, cache) {
		this.cluster = cluster;
		this.parent = parent;
		this.namespace = namespace;
		this.options = options;
		this.requests = new PlanRequests(cluster, cache, options);
		reading.then((read) => {
			this.recorded = read.recorded;
			this.list();
		}, () => void 0);
	}
	add(objects) {
		const added = [];
		for (const manifest of objects) try {
			const [member] = prepareMembers([manifest], this.cluster.discovery, this.parent, this.namespace);
			if (member && member.definedByCrd === void 0) {
				added.push(member);
				this.prepared.set(manifest, member);
			}
		} catch {}
		this.members.push(...added);
		this.list();
		for (const member of added) if (rulesFor(this.options.ignoreDifferences ?? [], member.ref).length === 0) this.requests.dryRunEarly(member, this.options);
	}
	preparedOf = (manifest) => this.prepared.get(manifest);
	list() {
		startListing(this.requests, this.cluster.discovery, this.parent, this.recorded, this.members);
	}
};
// src/applyset/planRecordSecret.ts
const SECRETS = {
	group: "",
	version: "v1",
	kind: "Secret",
	resource: "secrets",
	namespaced: true
};
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
	const place = planRecordPlace(parent);
	await serverSideApply(client, SECRETS, {
		apiVersion: "v1",
		kind: "Secret",
		metadata: {
			...place,
			labels: {
				"app.kubernetes.io/managed-by": TOOL_NAME,
				[PLAN_RECORD_LABEL]: parent.id
			},
			ownerReferences: [{
				apiVersion: groupVersion(parent.info),
				kind: parent.info.kind,
				name: parent.name,
				uid: parentUid
			}]
		},
		type: "Opaque",
		data: { [RECORD_KEY]: packed.toString("base64") }
	}, {
		fieldManager: FIELD_MANAGER,
		force: true,
		dryRun: false
	});
}
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
	const text = content(record);
	const packed = gzipSync(JSON.stringify({
		...JSON.parse(text),
		mac: recordMac(key, text)
	}));
	return packed.length <= 921600 ? packed : void 0;
}
function unpackRecord(packed, key) {
	const read = inspectRecord(packed, key);
	return typeof read === "string" || !read.checked ? void 0 : read.record;
}
function inspectRecord(packed, key) {
	if (packed.length > 921600) return "unreadable";
	let parsed;
	try {
		parsed = JSON.parse(gunzipSync(packed, { maxOutputLength: MAX_UNPACKED_BYTES }).toString("utf8"));
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
	if (!key || record.writer !== writerOf(key)) return {
		record,
		checked: false
	};
	const expected = Buffer.from(recordMac(key, content(record)));
	const given = Buffer.from(parsed.mac);
	return given.length === expected.length && timingSafeEqual(given, expected) ? {
		record,
		checked: true
	} : "mac mismatch";
}
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
async function readDependencies(client, discovery, options) {
	const [server, identity, admission, crds] = await Promise.all([
		client.request({
			method: "GET",
			path: "/version"
		}).then((response) => String(response.body.gitVersion)),
		whoAmI(client),
		Promise.all(ADMISSION_KINDS.map((kind) => generationsOfKind(client, discovery.forGroupKind({
			group: ADMISSION_GROUP,
			kind
		}), kind))),
		generationsOfKind(client, discovery.forGroupKind(CRD), CRD.kind)
	]);
	const generations = new Map(crds.slice(1).map((line) => [line.slice(0, line.indexOf(" ")), line]));
	const ignored = describeRules(options.ignoreDifferences ?? []).map((rule) => `ignore ${rule}`);
	const cluster = (force) => digest([
		`tool ${VERSION}`,
		`server ${server}`,
		`field-manager ${options.fieldManager}`,
		`force ${force}`,
		...ignored,
		...identity,
		...admission.flat()
	]);
	return {
		cluster: cluster(options.forceConflicts),
		accepted: options.forceConflicts ? [cluster(true), cluster(false)] : [cluster(false)],
		kind: (info) => digest([
			formatGroupKind(info),
			...discovery.versionsOf(info),
			`crd ${generations.get(`${info.resource}.${info.group}`) ?? "none"}`
		])
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
// src/plan/planCache.ts
var PlanCache = class PlanCache {
	skipped = 0;
	loaded;
	recordFound;
	parent;
	hashes = /* @__PURE__ */ new Map();
	unchangedMembers = /* @__PURE__ */ new Map();
	constructor(parent, loaded, recordFound) {
		this.parent = parent;
		this.loaded = loaded;
		this.recordFound = recordFound;
	}
	static open(client, discovery, parent, options) {
		const credentialKey = client.credentialKey;
		if (!credentialKey) return new PlanCache(parent, Promise.resolve(void 0), Promise.resolve(false));
		const key = recordKey(credentialKey, parent.id);
		const record = readPlanRecord(client, parent).then((packed) => packed && unpackRecord(packed, key));
		const loaded = Promise.all([record, readDependencies(client, discovery, options)]).then(([read, dependencies]) => ({
			record: read,
			dependencies,
			key
		}), () => void 0);
		return new PlanCache(parent, loaded, record.then((read) => read !== void 0, () => false));
	}
	async known(member, liveResourceVersion) {
		const loaded = await this.loaded;
		const record = loaded?.record;
		if (!loaded || !record || liveResourceVersion === void 0 || !loaded.dependencies.accepted.includes(record.cluster)) return false;
		const entry = record.objects.get(member.key);
		return entry !== void 0 && entry.resourceVersion === liveResourceVersion && record.kinds.get(formatGroupKind(member.ref)) === loaded.dependencies.kind(member.info) && entry.hash === this.hashOf(member, loaded.key);
	}
	async usable() {
		if (!await this.recordFound) return false;
		const loaded = await this.loaded;
		return loaded?.record !== void 0 && loaded.dependencies.accepted.includes(loaded.record.cluster);
	}
	unchanged(member, resourceVersion) {
		if (resourceVersion !== void 0) this.unchangedMembers.set(member.key, {
			member,
			resourceVersion
		});
	}
	async save(client, parentUid) {
		const loaded = await this.loaded;
		if (!loaded || parentUid === void 0 || this.unchangedMembers.size === 0) return;
		const { dependencies, key } = loaded;
		const kinds = /* @__PURE__ */ new Map();
		const objects = /* @__PURE__ */ new Map();
		for (const { member, resourceVersion } of this.unchangedMembers.values()) {
			kinds.set(formatGroupKind(member.ref), dependencies.kind(member.info));
			objects.set(member.key, {
				hash: this.hashOf(member, key),
				resourceVersion
			});
		}
		const next = {
			writer: writerOf(key),
			cluster: dependencies.cluster,
			kinds,
			objects
		};
		if (loaded.record && sameRecord(loaded.record, next)) return;
		const packed = packRecord(next, key);
		if (!packed) return;
		await writePlanRecord(client, this.parent, parentUid, packed);
	}
	hashOf(member, key) {
		let hash = this.hashes.get(member.key);
		if (hash === void 0) {
			hash = manifestHash(key, member.object);
			this.hashes.set(member.key, hash);
		}
		return hash;
	}
};
function sameRecord(a, b) {
	if (a.cluster !== b.cluster || a.objects.size !== b.objects.size || a.kinds.size !== b.kinds.size) return false;
	for (const [kind, value] of b.kinds) if (a.kinds.get(kind) !== value) return false;
	for (const [ref, entry] of b.objects) {
		const other = a.objects.get(ref);
		if (other?.hash !== entry.hash || other.resourceVersion !== entry.resourceVersion) return false;
	}
	return true;
}
// src/openRun.ts
function openRun(opening) {
	const stop = new AbortController();
	const cancel = () => stop.abort(opening.cancelled?.() ?? new UserError("the run was cancelled"));
	if (opening.signal?.aborted) cancel();
	opening.signal?.addEventListener("abort", cancel, { once: true });
	const shared = opening.cluster;
	const before = shared?.client.stats.counts();
	const opened = shared ? Promise.resolve({
		...shared,
		discovery: Promise.resolve(shared.discovery)
	}) : Promise.resolve().then(() => openCluster(opening.connect, {}, stop.signal));
	let client = shared?.client;
	const connection = opened.then(async (cluster) => ({
		...cluster,
		discovery: await cluster.discovery
	}));
	connection.catch(() => void 0);
	let lock;
	let lockLost = false;
	let stopProgress = () => {};
	const locked = opened.then(async (cluster) => {
		client = cluster.client;
		if (opening.reportProgress) stopProgress = cluster.client.onProgress(opening.info);
		const namespace = opening.parent.namespace ?? cluster.defaultNamespace;
		const parentOptions = {
			...opening.parent,
			namespace
		};
		const steps = cluster.client.withSignal(stop.signal);
		const parent = parentBeforeDiscovery(parentOptions) ?? resolveParent({ discovery: await cluster.discovery }, parentOptions);
		const checked = (reading) => {
			opening.check?.(reading);
			return reading;
		};
		if (opening.readBeforeLock) {
			const early = readOf(steps, parent);
			early.catch(() => void 0);
			checked(await readParent({
				...cluster,
				client: steps,
				discovery: await cluster.discovery
			}, parent, parentOptions, early));
		}
		let awaiting;
		if (opening.lock) {
			const acquired = await takeLock(steps, parent, opening.lock, opening.info, stop.signal, (reason) => {
				lockLost = true;
				stop.abort(new UserError(reason, { hint: opening.lock.lostHint }));
			});
			if ("take" in acquired) awaiting = acquired;
			else lock = acquired;
		}
		const read = readOf(steps, parent);
		read.catch(() => void 0);
		const stepsCluster = {
			...cluster,
			client: steps,
			discovery: await cluster.discovery
		};
		const reading = readParent(stepsCluster, parent, parentOptions, read).then(checked);
		reading.catch(() => void 0);
		const plan = opening.planAhead;
		const cache = plan?.cache ? PlanCache.open(steps, stepsCluster.discovery, parent, plan.options) : void 0;
		const ahead = plan && new PlanAhead(stepsCluster, parent, reading, namespace, plan.options, cache);
		const lockInCreatedNamespace = awaiting && ((forPlan) => takeLockInCreatedNamespace(stepsCluster, forPlan, awaiting).then((held) => void (lock = held)));
		return {
			cluster: stepsCluster,
			namespace,
			reading,
			cache,
			ahead,
			...lockInCreatedNamespace ? { lockInCreatedNamespace } : {}
		};
	});
	locked.catch(() => void 0);
	const held = locked.then(async (run) => ({
		...run,
		reading: await run.reading
	}));
	held.catch(() => void 0);
	const releaseLock = async () => {
		const releasing = lock;
		lock = void 0;
		await releasing?.release();
	};
	return {
		connection,
		held,
		signal: stop.signal,
		stop: () => stop.abort(),
		stopped: () => stop.signal.reason instanceof UserError ? stop.signal.reason : new UserError("the run was cancelled"),
		lockLost: () => lockLost,
		planEarly: (objects) => void locked.then(({ ahead }) => ahead?.add(objects), () => void 0),
		requests: () => before ? client.stats.since(before) : client.stats.counts(),
		releaseLock,
		close: async () => {
			opening.signal?.removeEventListener("abort", cancel);
			stop.abort();
			await locked.catch(() => void 0);
			await releaseLock();
			stopProgress();
		}
	};
}
function readOf(client, parent) {
	return getObject(client, parent.info, parent.namespace, parent.name).catch((error) => {
		throw error instanceof ApiError ? objectError(parentRef(parent), void 0, "reading the ApplySet parent", error) : error;
	});
}
function takeLock(client, parent, lock, info, signal, onLost) {
	return acquireLock(client, parent, {
		holder: lock.holder,
		timeoutSeconds: lock.timeoutSeconds,
		info,
		onLost,
		signal
	}).catch((error) => {
		throw error instanceof ApiError ? objectError({
			...LEASE_RESOURCE,
			...lockPlace(parent)
		}, void 0, lock.refusedAs, error) : error;
	});
}
async function takeLockInCreatedNamespace(cluster, plan, awaiting) {
	const lock = await awaiting.take();
	const { parent } = plan.parent;
	if (!await getObject(cluster.client, parent.info, parent.namespace, parent.name).catch(async (error) => {
		await lock.release();
		throw error;
	})) return lock;
	await lock.release();
	throw new UserError(`another deploy of this ApplySet created its parent in namespace ${awaiting.namespace} while this one was planning a first deploy; this run wrote nothing but that namespace`, { hint: "run again: the next run plans against what that deploy left (give deploy jobs one concurrency group to keep deploys of a set from running at once)" });
}
export { listedKubeconfigs as A, readParent as C, connect as D, lockHolder as E, readKubeconfig as O, uncomparedSecret as S, defaultHolder as T, valueAt as _, listPlanRecordSecrets as a, isSecret$1 as b, prepareMembers as c, compareObjects as d, fieldOwners as f, setValueAt as g, removeFields as h, deletePlanRecord as i, ABANDON_AFTER_MS as j, inPodWithServiceAccount as k, PlanRequests as l, removeEmptied as m, inspectRecord as n, planRecordPlace as o, fieldsOwnedBy as p, recordKey as r, readPlanRecordSecret as s, openRun as t, adoptionDiff as u, parsePatch as v, objectError as w, isSecretsForbidden as x, listLiveMembers as y };
