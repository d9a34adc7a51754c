import { t as UserError } from "./CBbxxjUU.js";
import { x as formatGroupKind } from "./DeSzYmKF.js";
import tls from "node:tls";
// src/kube/responseLimits.ts
const MiB = 1048576;
const DEFAULT_LIMITS = {
	responseBytes: 64 * MiB,
	inFlightBytes: 256 * MiB,
	deadlineMs: 3e5,
	listPages: 1e3,
	listBytes: 512 * MiB,
	watchLine: 16 * MiB
};
const SERVER_MESSAGE_LIMIT = 4096;
function cutServerMessage(message) {
	if (message.length <= 4096) return message;
	let end = SERVER_MESSAGE_LIMIT;
	if (/[\ud800-\udbff]/.test(message.charAt(end - 1))) end--;
	return `${message.slice(0, end)}… (${message.length - end} more characters not shown)`;
}
function formatBytes(bytes) {
	return bytes >= MiB ? `${Math.round(bytes / MiB * 10) / 10} MiB` : bytes >= 1024 ? `${Math.round(bytes / 1024)} KiB` : `${bytes} bytes`;
}
var ResponseLimitError = class extends UserError {
	limit;
	constructor(limit, message, hint) {
		super(message, { hint });
		this.name = "ResponseLimitError";
		this.limit = limit;
	}
};
function checkServerHint(path) {
	return `an API server does not answer this way: check it, or the aggregated API serving ${path} (kubectl get --raw '${path}' shows what it answers)`;
}
function answerTooLarge(what, path, limit, announced) {
	const size = announced === void 0 ? "" : ` (${formatBytes(announced)}, its Content-Length says)`;
	return new ResponseLimitError("responseBytes", `${what}: the API server's answer is larger than ${formatBytes(limit)}${size}, the most one answer may be`, checkServerHint(path));
}
function inFlightTooLarge(what, bytes, limit) {
	return new ResponseLimitError("inFlightBytes", `${what}: the answers being received at once came to ${formatBytes(bytes)}, over the ${formatBytes(limit)} they may hold together`, "lower concurrency (--concurrency) if the objects are this large; otherwise the API server, or an aggregated API behind it, sends far more than it should: check it");
}
function deadlineError(what, path, limitMs) {
	return new ResponseLimitError("deadlineMs", `${what}: the API server's answer took longer than ${limitMs / 1e3} s, the most one request may take`, checkServerHint(path));
}
// src/kube/apiError.ts
var ApiError = class extends Error {
	status;
	reason;
	causes;
	subject;
	constructor(status, body, fallback) {
		super(serverText(body?.message) ?? fallback);
		this.name = "ApiError";
		this.status = status;
		this.reason = serverText(body?.reason) ?? "";
		this.causes = keptCauses(Array.isArray(body?.details?.causes) ? body.details.causes : []);
		const { kind, name } = body?.details ?? {};
		this.subject = kind !== void 0 && name !== void 0 ? {
			kind,
			name
		} : void 0;
	}
};
function keptCauses(causes) {
	const kept = [];
	let length = 0;
	for (const cause of causes) {
		const { reason, message, field } = typeof cause === "object" && cause !== null ? cause : {};
		const shown = {
			reason: serverText(reason),
			message: serverText(message),
			field: serverText(field)
		};
		length += (shown.reason?.length ?? 0) + (shown.message?.length ?? 0) + (shown.field?.length ?? 0);
		if (length > 4096 && kept.length > 0) {
			kept.push({
				field: "…",
				message: `${causes.length - kept.length} more not shown`
			});
			break;
		}
		kept.push(shown);
	}
	return kept;
}
function serverText(value) {
	return typeof value === "string" ? cutServerMessage(value) : void 0;
}
function isNotFound(error) {
	return error instanceof ApiError && error.status === 404;
}
function isNamespaceMissing(error, namespace) {
	return isNotFound(error) && error.subject?.kind === "namespaces" && error.subject.name === namespace;
}
function isForbidden(error) {
	return error instanceof ApiError && (error.status === 403 || error.status === 401);
}
function isConflict(error) {
	return error instanceof ApiError && error.status === 409;
}
var CancelledError = class extends Error {
	constructor(message = "cancelled", options) {
		super(message, options);
		this.name = "CancelledError";
	}
};
var ApiUnavailableError = class extends Error {
	problem;
	forMs;
	constructor(problem, forMs, cause) {
		super(`API server ${problem} for ${Math.round(forMs / 1e3)} s`, { cause });
		this.name = "ApiUnavailableError";
		this.problem = problem;
		this.forMs = forMs;
	}
};
// src/kube/connectTimeout.ts
const CONNECT_TIMEOUT_MS = 4e3;
function limitConnect(request, fail) {
	request.once("socket", (socket) => {
		if (!socket.connecting) return;
		const timer = setTimeout(() => fail(Object.assign(/* @__PURE__ */ new Error(`no connection within ${CONNECT_TIMEOUT_MS / 1e3} s`), { code: "ECONNECTTIMEOUT" })), CONNECT_TIMEOUT_MS);
		const made = () => clearTimeout(timer);
		socket.once(socket instanceof tls.TLSSocket ? "secureConnect" : "connect", made);
		socket.once("close", made);
	});
}
// src/kube/clusterAccessError.ts
var ClusterAccessError = class ClusterAccessError extends UserError {
	kind;
	constructor(kind, message, options) {
		super(message, options);
		this.name = "ClusterAccessError";
		this.kind = kind;
	}
	withHint(hint) {
		return new ClusterAccessError(this.kind, this.message, {
			hint,
			cause: this.cause
		});
	}
};
function describeTarget(target, withUser = false) {
	const names = [target.context && `context "${target.context}"`, withUser && target.user && `user "${target.user}"`].filter(Boolean);
	return names.length > 0 ? `${target.server} (${names.join(", ")})` : target.server;
}
const REACH_HINT = "check the server address in the kubeconfig, and that this machine can reach it (kubectl cluster-info fails the same way)";
const UNKNOWN_AUTHORITY = /* @__PURE__ */ new Set([
	"SELF_SIGNED_CERT_IN_CHAIN",
	"DEPTH_ZERO_SELF_SIGNED_CERT",
	"UNABLE_TO_VERIFY_LEAF_SIGNATURE",
	"UNABLE_TO_GET_ISSUER_CERT_LOCALLY",
	"UNABLE_TO_GET_ISSUER_CERT",
	"CERT_SIGNATURE_FAILURE"
]);
function unreachable(error, target) {
	const code = errorCode(error);
	const host = hostOf(target.server);
	const cause = (() => {
		switch (code) {
			case "ECONNREFUSED": return {
				what: "connection refused (ECONNREFUSED)",
				hint: `nothing listens at that address and port: ${REACH_HINT}`
			};
			case "ENOTFOUND":
			case "EAI_AGAIN": return {
				what: `the host name ${host} does not resolve (${code})`,
				hint: `check the server address in the kubeconfig, and that this machine's DNS knows ${host} (a private cluster's name often resolves only inside its network)`
			};
			case "ECONNRESET":
			case "EPIPE": return {
				what: `the connection was closed before any answer (${code})`,
				hint: `a proxy or firewall on the way may be closing it: ${REACH_HINT}`
			};
			case "ECONNECTTIMEOUT": return {
				what: `no connection within ${CONNECT_TIMEOUT_MS / 1e3} s`,
				hint: `a firewall may be dropping the connection, or the address is not the cluster's: ${REACH_HINT}`
			};
			case "ERR_TLS_CERT_ALTNAME_INVALID": return {
				what: `the server's certificate is not valid for ${host} (${code})`,
				hint: "use the server address the certificate names, or set tls-server-name in the kubeconfig's cluster to a name it holds",
				kind: "tls"
			};
			case "CERT_HAS_EXPIRED":
			case "CERT_NOT_YET_VALID": return {
				what: `the server's certificate is not valid now (${code})`,
				hint: "check the cluster's serving certificate and this machine's clock",
				kind: "tls"
			};
			default:
				if (code !== void 0 && UNKNOWN_AUTHORITY.has(code)) return {
					what: `the server's certificate is signed by an authority the kubeconfig does not trust (${code})`,
					hint: "check that the kubeconfig's certificate-authority-data is this cluster's CA (kubectl config view --raw shows it) and that the address is the cluster's, not a proxy's",
					kind: "tls"
				};
				return;
		}
	})();
	if (!cause) return void 0;
	return new ClusterAccessError(cause.kind ?? "unreachable", `unable to connect to the server ${describeTarget(target)}: ${cause.what}`, {
		hint: cause.hint,
		cause: error
	});
}
function unauthorized(target, cause) {
	const user = target.user ? `user "${target.user}"` : "the user";
	return new ClusterAccessError("credentials", `you must be logged in to the server ${describeTarget(target, true)}: 401 Unauthorized, the credentials are expired or invalid`, {
		hint: `renew the token or credentials of ${user} in the kubeconfig; a token from kubectl create token lasts one hour unless --duration says longer (docs/credentials.md)`,
		cause
	});
}
function discoveryForbidden(target, serverMessage, cause) {
	return new ClusterAccessError("credentials", `the server ${describeTarget(target, true)} forbids discovery (403 Forbidden): ${serverMessage}`, {
		hint: "give the kubeconfig's user credentials the cluster knows (one without any is system:anonymous); every authenticated identity may read discovery unless the cluster removed system:discovery",
		cause
	});
}
function errorCode(error) {
	for (let e = error; e instanceof Error; e = e.cause) {
		const code = e.code;
		if (typeof code === "string") return code;
	}
}
function hostOf(server) {
	try {
		return new URL(server).hostname;
	} catch {
		return server;
	}
}
function targetOf(kubeConfig) {
	return {
		server: kubeConfig.getCurrentCluster()?.server ?? "",
		context: kubeConfig.getCurrentContext() || void 0,
		user: kubeConfig.getCurrentUser()?.name
	};
}
// src/kube/discovery.ts
const AGGREGATED_ACCEPT = "application/json;g=apidiscovery.k8s.io;v=v2;as=APIGroupDiscoveryList,application/json";
var Discovery = class {
	kinds = /* @__PURE__ */ new Map();
	resources = /* @__PURE__ */ new Map();
	add(info) {
		const gk = formatGroupKind(info);
		const list = this.kinds.get(gk) ?? [];
		if (!list.some((r) => r.version === info.version)) list.push(info);
		this.kinds.set(gk, list);
		const byResource = this.resources.get(`${info.resource}.${info.group}`) ?? [];
		byResource.push(info);
		this.resources.set(`${info.resource}.${info.group}`, byResource);
	}
	forKind(group, version, kind) {
		return this.kinds.get(formatGroupKind({
			group,
			kind
		}))?.find((r) => r.version === version);
	}
	forGroupKind(gk) {
		return this.kinds.get(formatGroupKind(gk))?.[0];
	}
	preferred() {
		return [...this.kinds.values()].flatMap((versions) => versions.slice(0, 1));
	}
	versionsOf(gk) {
		return (this.kinds.get(formatGroupKind(gk)) ?? []).map((r) => r.version);
	}
	forResource(resource, group, version) {
		const list = this.resources.get(`${resource}.${group}`);
		return version === void 0 ? list?.[0] : list?.find((r) => r.version === version);
	}
};
async function discover(client) {
	const [core, groups] = await Promise.all([client.request({
		method: "GET",
		path: "/api",
		accept: AGGREGATED_ACCEPT
	}), client.request({
		method: "GET",
		path: "/apis",
		accept: AGGREGATED_ACCEPT
	})]).catch((error) => {
		throw error instanceof ApiError && error.status === 403 ? discoveryForbidden(client.target, error.message, error) : error;
	});
	const discovery = new Discovery();
	if (core.body.kind === "APIGroupDiscoveryList" && groups.body.kind === "APIGroupDiscoveryList") {
		for (const item of [...core.body.items ?? [], ...groups.body.items ?? []]) {
			const group = item.metadata?.name ?? "";
			for (const v of item.versions ?? []) for (const r of v.resources ?? []) {
				const kind = r.responseKind?.kind;
				if (kind) discovery.add({
					group,
					version: v.version,
					kind,
					resource: r.resource,
					namespaced: r.scope === "Namespaced"
				});
			}
		}
		return discovery;
	}
	await discoverLegacy(client, discovery, groups.body);
	return discovery;
}
async function discoverLegacy(client, discovery, groupList) {
	const groupVersions = [{
		group: "",
		version: "v1",
		path: "/api/v1"
	}];
	for (const g of groupList.groups ?? []) {
		const preferred = g.preferredVersion?.version;
		const ordered = [...g.versions].sort((a, b) => Number(b.version === preferred) - Number(a.version === preferred));
		for (const v of ordered) groupVersions.push({
			group: g.name,
			version: v.version,
			path: `/apis/${v.groupVersion}`
		});
	}
	(await Promise.all(groupVersions.map((gv) => client.request({
		method: "GET",
		path: gv.path
	})))).forEach((list, i) => {
		const gv = groupVersions[i];
		for (const r of list.body.resources ?? []) {
			if (r.name.includes("/")) continue;
			discovery.add({
				group: gv.group,
				version: gv.version,
				kind: r.kind,
				resource: r.name,
				namespaced: r.namespaced
			});
		}
	});
}
const CRD_RESOURCE = {
	group: "apiextensions.k8s.io",
	version: "v1",
	kind: "CustomResourceDefinition",
	resource: "customresourcedefinitions",
	namespaced: false
};
function resourcePath(info, namespace, name) {
	const base = info.group === "" ? `/api/${info.version}` : `/apis/${info.group}/${info.version}`;
	const scoped = info.namespaced && namespace !== "" ? `${base}/namespaces/${encodeURIComponent(namespace)}` : base;
	return name === void 0 ? `${scoped}/${info.resource}` : `${scoped}/${info.resource}/${encodeURIComponent(name)}`;
}
// src/kube/objectRequests.ts
async function serverSideApply(client, info, object, options) {
	const response = await client.request({
		method: "PATCH",
		path: resourcePath(info, object.metadata.namespace ?? "", object.metadata.name),
		query: {
			fieldManager: options.fieldManager,
			force: options.force ? "true" : void 0,
			dryRun: options.dryRun ? "All" : void 0
		},
		contentType: "application/apply-patch+yaml",
		body: object
	});
	if (response.warnings.length > 0) options.warned?.(response.warnings);
	return response.body;
}
async function getObject(client, info, namespace, name) {
	try {
		return (await client.request({
			method: "GET",
			path: resourcePath(info, namespace, name)
		})).body;
	} catch (error) {
		if (isNotFound(error)) return void 0;
		throw error;
	}
}
const METADATA_ACCEPT = "application/json;as=PartialObjectMetadataList;g=meta.k8s.io;v=v1,application/json";
const PAGE_SIZE = 500;
const PAGE_SHRINK = 10;
async function listObjects(client, info, namespace, labelSelector, options) {
	return (await listCollection(client, info, namespace, labelSelector, options)).items;
}
async function listCollection(client, info, namespace, labelSelector, options) {
	const { limits } = client;
	const path = resourcePath(info, namespace);
	const items = [];
	let continueToken;
	let resourceVersion = "";
	let pageSize = PAGE_SIZE;
	let pages = 0;
	let size = 0;
	for (;;) {
		let response;
		try {
			response = await client.request({
				method: "GET",
				path,
				query: {
					labelSelector,
					limit: String(pageSize),
					continue: continueToken
				},
				accept: options.metadataOnly ? METADATA_ACCEPT : "application/json"
			});
		} catch (error) {
			if (!(error instanceof ResponseLimitError && error.limit === "responseBytes" && pageSize > 1)) throw error;
			pageSize = Math.max(1, Math.floor(pageSize / PAGE_SHRINK));
			continue;
		}
		pages++;
		size += response.size;
		if (size > limits.listBytes) throw listLimitError("listBytes", path, `its pages came to over ${formatBytes(limits.listBytes)}, the most one LIST may hold`);
		for (const item of Array.isArray(response.body.items) ? response.body.items : []) items.push(options.eachItem ? options.eachItem(item) : item);
		resourceVersion = response.body.metadata?.resourceVersion ?? resourceVersion;
		const next = response.body.metadata?.continue || void 0;
		if (next === void 0) return {
			items,
			resourceVersion
		};
		if (next === continueToken) throw listLimitError("listPages", path, "the API server sent the same continue token twice in a row, so its pages would never end");
		if (pages >= limits.listPages) throw listLimitError("listPages", path, `the API server sent more than ${limits.listPages} pages, the most one LIST follows`);
		continueToken = next;
	}
}
function listLimitError(limit, path, problem) {
	return new ResponseLimitError(limit, `LIST ${path}: ${problem}`, checkServerHint(path));
}
async function listFirstPage(client, info, namespace, limit, options = { metadataOnly: true }) {
	const response = await client.request({
		method: "GET",
		path: resourcePath(info, namespace),
		query: { limit: String(limit) },
		accept: options.metadataOnly ? METADATA_ACCEPT : "application/json"
	});
	const { continue: next, remainingItemCount } = response.body.metadata ?? {};
	return {
		items: response.body.items ?? [],
		more: remainingItemCount ?? Boolean(next)
	};
}
async function deleteObject(client, info, target, options) {
	try {
		await client.request({
			method: "DELETE",
			path: resourcePath(info, target.namespace, target.name),
			query: { dryRun: options.dryRun ? "All" : void 0 },
			body: {
				kind: "DeleteOptions",
				apiVersion: "v1",
				propagationPolicy: options.propagationPolicy,
				preconditions: { uid: target.uid }
			}
		});
		return "deleted";
	} catch (error) {
		if (isNotFound(error)) return "gone";
		if (isConflict(error)) return "replaced";
		throw error;
	}
}
async function createObject(client, info, object, fieldManager) {
	return (await client.request({
		method: "POST",
		path: resourcePath(info, object.metadata.namespace ?? ""),
		query: { fieldManager },
		body: object
	})).body;
}
export { formatBytes as A, isNotFound as C, checkServerHint as D, answerTooLarge as E, cutServerMessage as O, isNamespaceMissing as S, ResponseLimitError as T, ApiError as _, listFirstPage as a, isConflict as b, CRD_RESOURCE as c, ClusterAccessError as d, describeTarget as f, limitConnect as g, unreachable as h, listCollection as i, inFlightTooLarge as j, deadlineError as k, discover as l, unauthorized as m, deleteObject as n, listObjects as o, targetOf as p, getObject as r, serverSideApply as s, createObject as t, resourcePath as u, ApiUnavailableError as v, DEFAULT_LIMITS as w, isForbidden as x, CancelledError as y };
