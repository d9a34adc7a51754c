import { a as __toCommonJS, i as __require, o as __toESM, t as __commonJSMin } from "./C1I3wEg2.js";
import { i as init__builtin_http, n as _builtin_http_exports } from "./I_Ev77Ok.js";
// node_modules/hpagent/index.mjs
var import_hpagent = /* @__PURE__ */ __toESM((/* @__PURE__ */ __commonJSMin(((exports, module) => {
	const https = __require("https");
	const http = (init__builtin_http(), __toCommonJS(_builtin_http_exports));
	const { URL } = __require("url");
	var HttpProxyAgent = class extends http.Agent {
		constructor(options) {
			const { proxy, proxyRequestOptions, ...opts } = options;
			super(opts);
			this.proxy = typeof proxy === "string" ? new URL(proxy) : proxy;
			this.proxyRequestOptions = proxyRequestOptions || {};
		}
		createConnection(options, callback) {
			const requestOptions = {
				...this.proxyRequestOptions,
				method: "CONNECT",
				host: this.proxy.hostname,
				port: this.proxy.port,
				path: `${options.host}:${options.port}`,
				setHost: false,
				headers: {
					...this.proxyRequestOptions.headers,
					connection: this.keepAlive ? "keep-alive" : "close",
					host: `${options.host}:${options.port}`
				},
				agent: false,
				timeout: options.timeout || 0
			};
			if (this.proxy.username || this.proxy.password) {
				const base64 = Buffer.from(`${decodeURIComponent(this.proxy.username || "")}:${decodeURIComponent(this.proxy.password || "")}`).toString("base64");
				requestOptions.headers["proxy-authorization"] = `Basic ${base64}`;
			}
			if (this.proxy.protocol === "https:") requestOptions.servername = this.proxy.hostname;
			const request = (this.proxy.protocol === "http:" ? http : https).request(requestOptions);
			request.once("connect", (response, socket, head) => {
				request.removeAllListeners();
				socket.removeAllListeners();
				if (response.statusCode === 200) callback(null, socket);
				else {
					socket.destroy();
					callback(/* @__PURE__ */ new Error(`Bad response: ${response.statusCode}`), null);
				}
			});
			request.once("timeout", () => {
				request.destroy(/* @__PURE__ */ new Error("Proxy timeout"));
			});
			request.once("error", (err) => {
				request.removeAllListeners();
				callback(err, null);
			});
			request.end();
		}
	};
	var HttpsProxyAgent = class extends https.Agent {
		constructor(options) {
			const { proxy, proxyRequestOptions, ...opts } = options;
			super(opts);
			this.proxy = typeof proxy === "string" ? new URL(proxy) : proxy;
			this.proxyRequestOptions = proxyRequestOptions || {};
		}
		createConnection(options, callback) {
			const requestOptions = {
				...this.proxyRequestOptions,
				method: "CONNECT",
				host: this.proxy.hostname,
				port: this.proxy.port,
				path: `${options.host}:${options.port}`,
				setHost: false,
				headers: {
					...this.proxyRequestOptions.headers,
					connection: this.keepAlive ? "keep-alive" : "close",
					host: `${options.host}:${options.port}`
				},
				agent: false,
				timeout: options.timeout || 0
			};
			if (this.proxy.username || this.proxy.password) {
				const base64 = Buffer.from(`${decodeURIComponent(this.proxy.username || "")}:${decodeURIComponent(this.proxy.password || "")}`).toString("base64");
				requestOptions.headers["proxy-authorization"] = `Basic ${base64}`;
			}
			if (this.proxy.protocol === "https:") requestOptions.servername = this.proxy.hostname;
			const request = (this.proxy.protocol === "http:" ? http : https).request(requestOptions);
			request.once("connect", (response, socket, head) => {
				request.removeAllListeners();
				socket.removeAllListeners();
				if (response.statusCode === 200) callback(null, super.createConnection({
					...options,
					socket
				}));
				else {
					socket.destroy();
					callback(/* @__PURE__ */ new Error(`Bad response: ${response.statusCode}`), null);
				}
			});
			request.once("timeout", () => {
				request.destroy(/* @__PURE__ */ new Error("Proxy timeout"));
			});
			request.once("error", (err) => {
				request.removeAllListeners();
				callback(err, null);
			});
			request.end();
		}
	};
	module.exports = {
		HttpProxyAgent,
		HttpsProxyAgent
	};
})))(), 1);
var hpagent_default = import_hpagent.default;
const HttpProxyAgent = import_hpagent.default.HttpProxyAgent;
const HttpsProxyAgent = import_hpagent.default.HttpsProxyAgent;
export { HttpProxyAgent, HttpsProxyAgent, hpagent_default as default };
