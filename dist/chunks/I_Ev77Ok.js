import { n as __esmMin, r as __exportAll } from "./C1I3wEg2.js";
// \0builtin:http
var _builtin_http_exports = /* @__PURE__ */ __exportAll({
	Agent: () => Agent,
	ClientRequest: () => ClientRequest,
	IncomingMessage: () => IncomingMessage,
	METHODS: () => METHODS,
	OutgoingMessage: () => OutgoingMessage,
	STATUS_CODES: () => STATUS_CODES,
	Server: () => Server,
	ServerResponse: () => ServerResponse,
	_connectionListener: () => _connectionListener,
	createServer: () => createServer,
	default: () => http,
	get: () => get,
	globalAgent: () => globalAgent,
	maxHeaderSize: () => maxHeaderSize,
	request: () => request,
	setGlobalProxyFromEnv: () => setGlobalProxyFromEnv,
	setMaxIdleHTTPParsers: () => setMaxIdleHTTPParsers,
	validateHeaderName: () => validateHeaderName,
	validateHeaderValue: () => validateHeaderValue
});
var http, _connectionListener, METHODS, STATUS_CODES, Agent, ClientRequest, IncomingMessage, OutgoingMessage, Server, ServerResponse, createServer, validateHeaderName, validateHeaderValue, get, request, setMaxIdleHTTPParsers, setGlobalProxyFromEnv, maxHeaderSize, globalAgent;
var init__builtin_http = __esmMin((() => {
	http = process.getBuiltinModule("node:http");
	({_connectionListener, METHODS, STATUS_CODES, Agent, ClientRequest, IncomingMessage, OutgoingMessage, Server, ServerResponse, createServer, validateHeaderName, validateHeaderValue, get, request, setMaxIdleHTTPParsers, setGlobalProxyFromEnv, maxHeaderSize, globalAgent} = http);
}));
export { init__builtin_http as i, _builtin_http_exports as n, http as r, Agent as t };
