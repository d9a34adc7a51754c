import { i as errorMessage, t as UserError } from "./BSV1T608.js";
import { i as isConflict, o as isNamespaceMissing, r as CancelledError, s as isNotFound } from "./DYj8u9oW.js";
import { r as getObject, s as serverSideApply, t as createObject, u as resourcePath } from "./B7K0mG_l.js";
import { c as ownedByParent, i as describeApplySet, x as TOOL_NAME } from "./G6TDRtuw.js";
import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { setTimeout } from "node:timers/promises";
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
			await setTimeout(Math.min(POLL_EVERY_MS, options.timeoutSeconds * 1e3 - waited), void 0, options.signal ? { signal: options.signal } : {});
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
// src/applyset/toolSecret.ts
const SECRETS = {
	group: "",
	version: "v1",
	kind: "Secret",
	resource: "secrets",
	namespaced: true
};
const CONFIG_MAPS = {
	group: "",
	version: "v1",
	kind: "ConfigMap",
	resource: "configmaps",
	namespaced: true
};
function writeToolSecret(client, secret) {
	const { data, ...object } = secret;
	return writeToolObject(client, object, {
		kind: "Secret",
		type: "Opaque",
		data
	});
}
function writeToolConfigMap(client, configMap) {
	const { binaryData, ...object } = configMap;
	return writeToolObject(client, object, {
		kind: "ConfigMap",
		binaryData
	});
}
async function writeToolObject(client, { parent, parentUid, place, labels, annotations, fieldManager }, content) {
	await serverSideApply(client, content.kind === "Secret" ? SECRETS : CONFIG_MAPS, {
		apiVersion: "v1",
		metadata: {
			...place,
			labels: {
				"app.kubernetes.io/managed-by": TOOL_NAME,
				...labels
			},
			...annotations ? { annotations } : {},
			...parentUid ? ownedByParent(parent, parentUid) : {}
		},
		...content
	}, {
		fieldManager,
		force: true,
		dryRun: false
	});
}
export { LEASE_RESOURCE as a, defaultHolder as c, writeToolSecret as i, lockHolder as l, SECRETS as n, acquireLock as o, writeToolConfigMap as r, besideParent as s, CONFIG_MAPS as t, lockPlace as u };
