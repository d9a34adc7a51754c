import { d as checkServerHint, i as isConflict, l as ResponseLimitError, m as formatBytes, s as isNotFound, t as ApiError } from "./DYj8u9oW.js";
import { t as UserError } from "./BSV1T608.js";
import { n as formatGroupKind } from "./Bug6iPWb.js";
import tls from "node:tls";
// src/kube/connectTimeout.ts
const CONNECT_TIMEOUT_MS = 4e3;
function limitConnect(request, fail) {
	request.once("socket", (socket) => {
		if (!socket.connecting) return;
		const timer = setTimeout(() => fail(connectTimeoutError()), CONNECT_TIMEOUT_MS);
		const made = () => clearTimeout(timer);
		socket.once(socket instanceof tls.TLSSocket ? "secureConnect" : "connect", made);
		socket.once("close", made);
	});
}
function connectTimeoutError() {
	return Object.assign(/* @__PURE__ */ new Error(`no connection within ${CONNECT_TIMEOUT_MS / 1e3} s`), { code: "ECONNECTTIMEOUT" });
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
	const server = shownServer(target.server);
	const names = [target.context && `context "${target.context}"`, withUser && target.user && `user "${target.user}"`].filter(Boolean);
	return names.length > 0 ? `${server} (${names.join(", ")})` : server;
}
function shownServer(server) {
	try {
		const url = new URL(server);
		return `${url.protocol}//${url.host}${url.pathname === "/" ? "" : url.pathname}`;
	} catch {
		return server.replace(/^([a-z][a-z0-9+.-]*:\/\/)?[^/?#]*@/i, "$1").replace(/[?#].*$/s, "");
	}
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
function notKubernetes(target, status, cause) {
	const answer = status >= 300 && status < 400 ? `a redirect (HTTP ${status})` : `HTTP ${status} with a page that is not a Kubernetes Status`;
	return new ClusterAccessError("unreachable", `the server ${describeTarget(target)} is not a Kubernetes API server: GET /api answered ${answer}`, {
		hint: "check the server address in the kubeconfig: it should be the API server's (kubectl cluster-info shows it), not a web site, a dashboard or a load balancer's page in front of it",
		cause
	});
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
		if (!(error instanceof ApiError)) throw error;
		if (error.status === 403) throw discoveryForbidden(client.target, error.message, error);
		throw error.status >= 300 && error.status < 400 || !error.isStatus && error.status < 500 ? notKubernetes(client.target, error.status, error) : error;
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
async function createObject(client, info, object, fieldManager, dryRun = false) {
	return (await client.request({
		method: "POST",
		path: resourcePath(info, object.metadata.namespace ?? ""),
		query: {
			fieldManager,
			dryRun: dryRun ? "All" : void 0
		},
		body: object
	})).body;
}
export { connectTimeoutError as _, listFirstPage as a, CRD_RESOURCE as c, ClusterAccessError as d, describeTarget as f, CONNECT_TIMEOUT_MS as g, unreachable as h, listCollection as i, discover as l, unauthorized as m, deleteObject as n, listObjects as o, targetOf as p, getObject as r, serverSideApply as s, createObject as t, resourcePath as u, limitConnect as v };
