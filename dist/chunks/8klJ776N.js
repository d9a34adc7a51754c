import { o as __toESM } from "./C1I3wEg2.js";
import { i as errorMessage, t as UserError } from "./BSV1T608.js";
import { t as handledLater } from "./DekhFQls.js";
import { a as LEASE_RESOURCE, o as acquireLock, u as lockPlace } from "./CZku-O7Q.js";
import { c as DEFAULT_LIMITS, d as checkServerHint, h as inFlightTooLarge, n as ApiUnavailableError, p as deadlineError, r as CancelledError, t as ApiError, u as answerTooLarge } from "./DYj8u9oW.js";
import { _ as connectTimeoutError, d as ClusterAccessError, f as describeTarget, g as CONNECT_TIMEOUT_MS, h as unreachable, l as discover, m as unauthorized, p as targetOf, r as getObject, v as limitConnect } from "./B7K0mG_l.js";
import { a as retryDelayMs, i as isRetryableStatus, n as DEFAULT_RETRY, o as transientNetworkCode, r as describeProblem, t as objectError } from "./CJ4ny_Cz.js";
import { u as parentRef } from "./G6TDRtuw.js";
import { o as readRecordOf, s as recordToRead } from "./linoAU1s.js";
import { n as readParent, r as resolveParent, t as parentBeforeDiscovery } from "./CuBW3SIQ.js";
import { i as init__builtin_http, r as http } from "./I_Ev77Ok.js";
import { f as load } from "./_8YRro0u.js";
import { t as VERSION } from "./DcxLYZRE.js";
import { createSecretKey, hkdfSync } from "node:crypto";
import fs, { existsSync, readFileSync } from "node:fs";
import path, { delimiter, join } from "node:path";
import https from "node:https";
import tls from "node:tls";
import net, { isIP } from "node:net";
import proc, { spawn } from "node:child_process";
import { URL as URL$1 } from "url";
import http2 from "node:http2";
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
	({SocksProxyAgent} = await import("./DigDNb3o.js"));
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
	byProtocol = /* @__PURE__ */ new Map();
	retries = 0;
	concurrency;
	constructor(concurrency) {
		this.concurrency = concurrency;
	}
	count(method) {
		this.byMethod.set(method, (this.byMethod.get(method) ?? 0) + 1);
	}
	answeredBy(protocol) {
		this.byProtocol.set(protocol, (this.byProtocol.get(protocol) ?? 0) + 1);
	}
	get total() {
		let sum = 0;
		for (const n of this.byMethod.values()) sum += n;
		return sum;
	}
	counts() {
		const byMethod = Object.fromEntries([...this.byMethod].sort(([a], [b]) => a < b ? -1 : 1));
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
// src/kube/answerBody.ts
function collectAnswer(what, announced, body, limits, inFlight, fail) {
	const path = what.slice(what.indexOf(" ") + 1);
	const chunks = [];
	let received = 0;
	let counted = true;
	const release = () => {
		if (counted) inFlight.bytes -= received;
		counted = false;
	};
	body.on("close", release);
	const tooLarge = (size) => fail(answerTooLarge(what, path, limits.responseBytes, size));
	if (announced > limits.responseBytes) tooLarge(announced);
	body.on("data", (chunk) => {
		if (!counted) return;
		received += chunk.length;
		inFlight.bytes += chunk.length;
		if (received > limits.responseBytes) tooLarge();
		else if (inFlight.bytes > limits.inFlightBytes) fail(inFlightTooLarge(what, inFlight.bytes, limits.inFlightBytes));
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
function failOnce(reject, destroy) {
	let failure;
	return (error) => {
		if (failure !== void 0) return;
		failure = error;
		reject(error);
		destroy(error instanceof Error ? error : void 0);
	};
}
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
// src/kube/http2Request.ts
const { NGHTTP2_CANCEL } = http2.constants;
function sendOverHttp2(req, send) {
	const what = `${req.method} ${req.url.pathname}`;
	const { lease, limits } = send;
	return new Promise((resolve, reject) => {
		let stream;
		let settled = false;
		const fail = failOnce((error) => {
			settled = true;
			reject(error);
		}, () => stream?.close(NGHTTP2_CANCEL));
		const headers = {};
		for (const [name, value] of Object.entries(send.headers)) headers[name.toLowerCase()] = value;
		headers[":method"] = req.method;
		headers[":path"] = req.url.pathname + req.url.search;
		if (req.body !== void 0) headers["content-length"] = Buffer.byteLength(req.body);
		try {
			stream = lease.session.request(headers, {
				endStream: req.body === void 0,
				...send.signal ? { signal: send.signal } : {}
			});
		} catch (error) {
			lease.release();
			return reject(asReset(error));
		}
		const opened = stream;
		const deadline = setTimeout(() => fail(deadlineError(what, req.url.pathname, limits.deadlineMs)), limits.deadlineMs);
		deadline.unref();
		opened.setTimeout(send.idleMs, () => {
			lease.suspect();
			fail(Object.assign(/* @__PURE__ */ new Error(`no answer from the API server in ${send.idleMs / 1e3}s`), { code: "ETIMEDOUT" }));
		});
		opened.on("error", (error) => fail(asReset(error)));
		opened.on("close", () => {
			clearTimeout(deadline);
			lease.release();
			if (!settled) fail(asReset(/* @__PURE__ */ new Error(`the HTTP/2 stream closed (code ${opened.rstCode}) before its answer ended`)));
		});
		opened.on("response", (answer, _flags, rawHeaders) => {
			const body = collectAnswer(what, Number(answer["content-length"]), opened, limits, send.inFlight, fail);
			opened.on("end", () => {
				if (settled) return;
				settled = true;
				const retryAfter = answer["retry-after"];
				const warnings = warningTexts(rawHeaders.filter((_, i) => i % 2 === 1 && rawHeaders[i - 1] === "warning"));
				resolve({
					status: Number(answer[":status"] ?? 0),
					text: body.text(),
					retryAfter: Array.isArray(retryAfter) ? retryAfter[0] : retryAfter,
					...warnings.length > 0 ? { warnings } : {},
					protocol: "h2"
				});
			});
		});
		opened.end(req.body);
	});
}
function asReset(error) {
	if (transientNetworkCode(error) !== void 0) return error;
	if (error instanceof Error && error.name === "AbortError") return error;
	const message = error instanceof Error ? error.message : String(error);
	return Object.assign(new Error(`the HTTP/2 stream failed: ${message}`, { cause: error }), { code: "ECONNRESET" });
}
// src/kube/http2Sessions.ts
const ASSUMED_MAX_STREAMS = 100;
const STREAM_WINDOW = 4194304;
const SESSION_WINDOW = 67108864;
const SESSION_MEMORY_MB = 64;
const PING_TIMEOUT_MS = 15e3;
var Http2Sessions = class {
	origin;
	tlsOptions;
	sessions = [];
	http1 = false;
	constructor(url, tlsOptions) {
		this.origin = url.origin;
		this.tlsOptions = {
			...tlsOptions,
			host: url.hostname,
			port: Number(url.port || 443),
			ALPNProtocols: ["h2", "http/1.1"]
		};
	}
	async acquire() {
		if (this.http1) return void 0;
		const session = this.sessions.find((s) => !s.closed && s.streams < s.maxStreams) ?? this.open();
		if (++session.streams === 1) session.h2?.ref();
		let connected;
		try {
			connected = await session.ready;
		} finally {
			if (!connected) session.streams--;
		}
		if (!connected) return void 0;
		const h2 = connected;
		let released = false;
		return {
			session: h2,
			release: () => {
				if (released) return;
				released = true;
				if (--session.streams === 0 && !h2.destroyed) h2.unref();
			},
			suspect: () => this.ping(session, h2)
		};
	}
	open() {
		const session = {
			ready: this.connect(),
			streams: 0,
			maxStreams: ASSUMED_MAX_STREAMS,
			closed: false,
			pinging: false
		};
		const drop = () => {
			session.closed = true;
			const at = this.sessions.indexOf(session);
			if (at >= 0) this.sessions.splice(at, 1);
		};
		session.ready = session.ready.then((h2) => {
			if (!h2) {
				this.http1 = true;
				drop();
				return;
			}
			session.h2 = h2;
			h2.on("remoteSettings", (settings) => session.maxStreams = Math.max(1, settings.maxConcurrentStreams ?? ASSUMED_MAX_STREAMS));
			h2.on("goaway", drop);
			h2.on("close", drop);
			h2.on("error", drop);
			if (session.streams === 0) h2.unref();
			return h2;
		}, (error) => {
			drop();
			throw error;
		});
		this.sessions.push(session);
		return session;
	}
	connect() {
		return new Promise((resolve, reject) => {
			const socket = tls.connect(this.tlsOptions);
			const timer = setTimeout(() => socket.destroy(connectTimeoutError()), CONNECT_TIMEOUT_MS);
			socket.once("error", reject);
			socket.once("secureConnect", () => {
				clearTimeout(timer);
				socket.off("error", reject);
				if (socket.alpnProtocol !== "h2") {
					socket.destroy();
					return resolve(void 0);
				}
				const session = http2.connect(this.origin, {
					createConnection: () => socket,
					settings: {
						enablePush: false,
						initialWindowSize: STREAM_WINDOW
					},
					maxSessionMemory: SESSION_MEMORY_MB
				});
				session.once("connect", () => session.setLocalWindowSize(SESSION_WINDOW));
				resolve(session);
			});
		});
	}
	ping(session, h2) {
		if (session.pinging || h2.destroyed) return;
		session.pinging = true;
		session.closed = true;
		const timer = setTimeout(() => h2.destroy(Object.assign(/* @__PURE__ */ new Error("the HTTP/2 connection did not answer a PING"), { code: "ETIMEDOUT" })), PING_TIMEOUT_MS);
		timer.unref();
		if (!h2.ping((error) => {
			clearTimeout(timer);
			session.pinging = false;
			if (!error) session.closed = false;
		})) clearTimeout(timer);
	}
};
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
	inFlight = { bytes: 0 };
	http2;
	agent;
	sessions;
	streamAgent;
	credentials;
	pluginTimedOut = false;
	constructor(kubeConfig, maxSockets, limits, http2 = true) {
		this.kubeConfig = kubeConfig;
		this.http2 = http2;
		this.maxSockets = maxSockets;
		this.limits = limits;
		limitExecPlugins(kubeConfig, () => this.pluginTimedOut = true);
	}
	forgetCredentials() {
		this.credentials = void 0;
	}
	async send(req, signal) {
		const credentials = await this.read();
		const lease = await credentials.sessions?.acquire();
		if (lease) {
			const headers = {
				...credentials.headers,
				...req.headers,
				"user-agent": USER_AGENT
			};
			if (credentials.basicAuth) headers["authorization"] = `Basic ${Buffer.from(credentials.basicAuth).toString("base64")}`;
			const limits = this.limits;
			return sendOverHttp2(req, {
				lease,
				headers,
				limits,
				inFlight: this.inFlight,
				idleMs: REQUEST_TIMEOUT_MS,
				signal
			});
		}
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
						...warnings.length > 0 ? { warnings } : {},
						protocol: "http/1.1"
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
		return collectAnswer(what, Number(response.headers["content-length"]), response, this.limits, this.inFlight, fail);
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
			this.sessions ??= this.createSessions(options);
			const headers = {};
			for (const [key, header] of Object.entries(options.headers ?? {})) if (header !== void 0) headers[key] = String(header);
			return {
				headers,
				basicAuth: options.auth ?? void 0,
				agent: this.agent,
				sessions: this.sessions
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
	createSessions(options) {
		const cluster = this.kubeConfig.getCurrentCluster();
		if (!this.http2 || !cluster?.server.startsWith("https:") || cluster.proxyUrl) return void 0;
		const { ca, cert, key, pfx, passphrase, rejectUnauthorized, servername } = options;
		const url = new URL(cluster.server);
		return new Http2Sessions(url, {
			secureContext: tls.createSecureContext({
				ca,
				cert,
				key,
				pfx,
				passphrase
			}),
			...servername ? { servername } : isIP(url.hostname) ? {} : { servername: url.hostname },
			...rejectUnauthorized === void 0 ? {} : { rejectUnauthorized }
		});
	}
};
// src/kube/serverHealth.ts
const REPORT_EVERY_MS = 1e4;
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
		if (failingFor >= QUIET_OUTAGE_MS && now - this.lastOutageReport >= REPORT_EVERY_MS) {
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
			if (now - this.lastSlowReport < REPORT_EVERY_MS) return;
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
		const transport = new KubeTransport(kubeConfig, options.concurrency, this.limits, options.http2 ?? true);
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
			if (outcome.protocol) this.stats.answeredBy(outcome.protocol);
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
async function connect$1(options, inject = {}, signal) {
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
		http2: !options.environment.DISABLE_HTTP2,
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
	const { kubeconfig, kubeconfigPath, environment } = options;
	if (kubeconfig !== void 0) return loaded(void 0, (config) => config.loadFromString(kubeconfig));
	if (kubeconfigPath) return loaded(kubeconfigPath, (config) => config.loadFromFile(kubeconfigPath));
	const listed = listedKubeconfigs(environment.KUBECONFIG);
	if (listed.length > 0) return mergeKubeconfigs(listed.filter((path) => existsSync(path)).map((path) => loaded(path, (config) => config.loadFromFile(path))));
	const home = findHomeDir();
	if (!(home && existsSync(join(home, ".kube", "config"))) && !inPodWithServiceAccount(environment)) throw new UserError("no kubeconfig: KUBECONFIG is not set and ~/.kube/config does not exist", { hint: "give one with --kubeconfig PATH or KUBECONFIG, as for kubectl (kubectl config view shows what kubectl would use)" });
	return loaded(void 0, (config) => config.loadFromDefault());
}
function loaded(file, load) {
	const config = new KubeConfig();
	try {
		load(config);
	} catch (error) {
		const problem = kubeconfigProblem(error);
		throw new UserError(`cannot read the kubeconfig${file ? ` ${file}` : ""}${problem ? `: ${problem.what}` : ""}`, {
			hint: problem?.hint ?? "check that it is a valid kubeconfig file (kubectl config view would show the same problem)",
			cause: error
		});
	}
	return config;
}
function kubeconfigProblem(error) {
	const { code, name, reason, mark } = error;
	const give = "give the path of a kubeconfig (--kubeconfig, the kubeconfig-path input or KUBECONFIG), as for kubectl";
	if (code === "ENOENT") return {
		what: "it does not exist",
		hint: give
	};
	if (code === "EISDIR") return {
		what: "it is a directory",
		hint: give
	};
	if (code === "EACCES") return {
		what: "permission denied",
		hint: "make it readable by this user"
	};
	if (name === "YAMLException" && typeof mark?.line === "number" && typeof mark.column === "number") return {
		what: `YAML syntax error at line ${mark.line + 1}, column ${mark.column + 1}${typeof reason === "string" ? ` (${reason})` : ""}`,
		hint: "fix the YAML there (kubectl config view would show the same problem)"
	};
}
// src/engine/runLock.ts
function takeLock(client, parent, lock, on) {
	return acquireLock(client, parent, {
		holder: lock.holder,
		timeoutSeconds: lock.timeoutSeconds,
		info: on.info,
		onLost: on.lost,
		signal: on.signal
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
// src/engine/runPhases.ts
function connect(shared, options, signal) {
	return shared ? Promise.resolve({
		...shared,
		discovery: Promise.resolve(shared.discovery)
	}) : Promise.resolve().then(() => openCluster(options, {}, signal));
}
async function discovered(cluster) {
	return {
		...cluster,
		discovery: await cluster.discovery
	};
}
async function resolveParentOf(cluster, options) {
	return parentBeforeDiscovery(options) ?? resolveParent({ discovery: await cluster.discovery }, options);
}
async function readTheParent(cluster, parent, options, check) {
	const read = handledLater(readOf(cluster.client, parent));
	const reading = await readParent({
		...cluster,
		discovery: await cluster.discovery
	}, parent, options, read);
	check(reading);
	return reading;
}
function readTheRecord(client, parent, plan) {
	const toRead = plan?.cache ? recordToRead(client, {
		writes: plan.writesRecord,
		trusted: plan.trusted
	}) : void 0;
	return toRead && readRecordOf(client, parent, toRead);
}
function loadPlanAhead(discovery) {
	return discovery.then(() => Promise.all([import("./BB24EUoa.js"), import("./CX9BA-q5.js")]));
}
function planAhead([early, cached], cluster, parent, reading, namespace, plan, record) {
	const cache = plan.cache ? cached.PlanCache.open(cluster.client, cluster.discovery, parent, plan.options, {
		early: record,
		writes: plan.writesRecord,
		trusted: plan.trusted,
		signsCopy: plan.signsCopy
	}) : void 0;
	return {
		cache,
		ahead: new early.PlanAhead(cluster, parent, reading, namespace, plan.options, cache)
	};
}
function readOf(client, parent) {
	return getObject(client, parent.info, parent.namespace, parent.name).catch((error) => {
		throw error instanceof ApiError ? objectError(parentRef(parent), void 0, "reading the ApplySet parent", error) : error;
	});
}
// src/engine/openRun.ts
function openRun(opening) {
	return new RunSession(opening);
}
var RunSession = class {
	connection;
	held;
	signal;
	opening;
	stopping = new AbortController();
	locked;
	before;
	client;
	lock;
	lost = false;
	stopProgress = () => {};
	constructor(opening) {
		this.opening = opening;
		this.signal = this.stopping.signal;
		if (opening.signal?.aborted) this.cancel();
		opening.signal?.addEventListener("abort", this.cancel, { once: true });
		this.client = opening.cluster?.client;
		this.before = opening.cluster?.client.stats.counts();
		const opened = connect(opening.cluster, opening.connect, this.signal);
		this.connection = handledLater(opened.then(discovered));
		this.locked = handledLater(opened.then((cluster) => this.open(cluster)));
		this.held = handledLater(this.locked.then(async (run) => ({
			...run,
			reading: await run.reading
		})));
	}
	async open(cluster) {
		const { opening } = this;
		this.client = cluster.client;
		if (opening.reportProgress) this.stopProgress = cluster.client.onProgress(opening.info);
		const plan = opening.planAhead;
		const planning = plan && handledLater(loadPlanAhead(cluster.discovery));
		const namespace = opening.parent.namespace ?? cluster.defaultNamespace;
		const parentOptions = {
			...opening.parent,
			namespace
		};
		const steps = {
			...cluster,
			client: cluster.client.withSignal(this.signal)
		};
		const parent = await resolveParentOf(cluster, parentOptions);
		const check = (reading) => opening.check?.(reading);
		if (opening.readBeforeLock) await readTheParent(steps, parent, parentOptions, check);
		const taking = opening.lock && this.takeLock(steps.client, parent, opening.lock);
		const record = readTheRecord(steps.client, parent, plan);
		const awaiting = taking && await this.hold(taking);
		const reading = handledLater(readTheParent(steps, parent, parentOptions, check));
		const stepsCluster = await discovered(steps);
		const { cache, ahead } = plan && planning ? planAhead(await planning, stepsCluster, parent, reading, namespace, plan, record) : {
			cache: void 0,
			ahead: void 0
		};
		return {
			cluster: stepsCluster,
			namespace,
			reading,
			cache,
			ahead,
			...awaiting ? { lockInCreatedNamespace: (forPlan) => takeLockInCreatedNamespace(stepsCluster, forPlan, awaiting).then((held) => void (this.lock = held)) } : {}
		};
	}
	takeLock(client, parent, lock) {
		return takeLock(client, parent, lock, {
			info: this.opening.info,
			signal: this.signal,
			lost: (reason) => {
				this.lost = true;
				this.stopping.abort(new UserError(reason, { hint: lock.lostHint }));
			}
		});
	}
	async hold(taking) {
		const acquired = await taking;
		if ("take" in acquired) return acquired;
		this.lock = acquired;
	}
	cancel = () => this.stopping.abort(this.opening.cancelled?.() ?? new UserError("the run was cancelled"));
	stop = () => this.stopping.abort();
	stopped = () => this.signal.reason instanceof UserError ? this.signal.reason : new UserError("the run was cancelled");
	lockLost = () => this.lost;
	planEarly = (objects) => void this.locked.then(({ ahead }) => ahead?.add(objects), () => void 0);
	requests = () => this.before ? this.client.stats.since(this.before) : this.client.stats.counts();
	releaseLock = async () => {
		const releasing = this.lock;
		this.lock = void 0;
		await releasing?.release();
	};
	close = async () => {
		this.opening.signal?.removeEventListener("abort", this.cancel);
		this.stopping.abort();
		await this.locked.catch(() => void 0);
		await this.releaseLock();
		this.stopProgress();
	};
};
export { listedKubeconfigs as a, inPodWithServiceAccount as i, connect$1 as n, ABANDON_AFTER_MS as o, readKubeconfig as r, openRun as t };
