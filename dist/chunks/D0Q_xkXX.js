import { n as pLimit, t as loadSet } from "./DyArcGV9.js";
import { n as connect, t as openRun } from "./8klJ776N.js";
import { c as defaultHolder } from "./CZku-O7Q.js";
import { t as UserError } from "./BSV1T608.js";
import { t as handledLater } from "./DekhFQls.js";
import { r as objectsLoaded } from "./tTrIR3Jf.js";
import { n as ApiUnavailableError, r as CancelledError } from "./DYj8u9oW.js";
// src/engine/runApplySet.ts
async function runApplySet(options, hooks, cluster) {
	const started = Date.now();
	const run = openRun({
		connect: options,
		cluster,
		parent: {
			applyset: options.applyset,
			namespace: options.namespace,
			adopt: options.adopt
		},
		lock: options.mode === "apply" && options.lock ? {
			holder: hooks.holder ?? defaultHolder(),
			timeoutSeconds: options.lockTimeoutSeconds,
			lostHint: "two deploys of this ApplySet ran at once: check the workflows' concurrency groups, then run again",
			refusedAs: "taking the ApplySet lock (lock: false turns it off)"
		} : void 0,
		info: hooks.info,
		reportProgress: !hooks.rollback,
		signal: hooks.signal,
		cancelled: () => new UserError(`the ${hooks.rollback ? "rollback" : options.mode} was cancelled`, { hint: "what it did before is listed; the ApplySet parent still records every namespace and kind of the set, so the next run completes the apply and its prunes" }),
		planAhead: {
			options,
			cache: options.planCache,
			writesRecord: options.mode === "apply",
			trusted: options.planRecordKeys,
			signsCopy: options.planRecordCopy
		}
	});
	const planning = handledLater(run.connection.then(() => import("./D2PjIZCV.js")));
	const identityChecked = options.mode === "preview" ? handledLater(run.connection.then(async (cluster) => (await import("./C1SLAX3e.js")).checkPreviewIdentity(cluster.client, options.namespace ?? cluster.defaultNamespace ?? "default", hooks.warning))) : void 0;
	let loaded;
	let connection;
	const secrets = (values, origin) => hooks.secretsLoaded?.(values, origin);
	const loadWarnings = [];
	const loadWarning = (line) => {
		loadWarnings.push(line);
		hooks.warning(line);
	};
	try {
		loaded = await loadSet(options, {
			info: hooks.info,
			warning: loadWarning,
			secrets,
			onSource: (objects) => {
				objectsLoaded(objects.length);
				run.planEarly(objects);
			}
		}).catch((error) => {
			run.stop();
			throw error;
		});
		connection = await run.connection;
	} catch (error) {
		await run.close();
		throw error instanceof CancelledError ? run.stopped() : error;
	}
	try {
		const held = await run.held;
		await identityChecked;
		const { planAndDeploy } = await planning;
		return await planAndDeploy(held, {
			options,
			hooks,
			started,
			run,
			connection,
			manifests: loaded.manifests,
			chartHooks: loaded.hooks,
			loadWarnings,
			engine: runApplySet
		});
	} catch (error) {
		if (error instanceof CancelledError) throw run.stopped();
		if (error instanceof ApiUnavailableError) throw new UserError(`${error.message}, before anything was written`, {
			hint: "check that the cluster's API server is up and reachable from here, then run again (retry-timeout sets how long requests are retried)",
			cause: error
		});
		throw error;
	} finally {
		await run.close();
	}
}
async function runTargets(planned, connection, hooksFor, run = {}) {
	const keyOf = ({ kubeconfig, kubeconfigPath, context }) => JSON.stringify([
		kubeconfig ?? null,
		kubeconfigPath ?? null,
		context ?? null
	]);
	const sharing = /* @__PURE__ */ new Map();
	for (const { options } of planned) sharing.set(keyOf(options), (sharing.get(keyOf(options)) ?? 0) + 1);
	const clusters = /* @__PURE__ */ new Map();
	const clusterFor = (options) => {
		const key = keyOf(options);
		if (sharing.get(key) === 1 && !run.inject) return void 0;
		let cluster = clusters.get(key);
		if (!cluster) {
			const { kubeconfig, kubeconfigPath, context } = options;
			cluster = handledLater(connect({
				...connection,
				kubeconfig,
				kubeconfigPath,
				...context ? { context } : {}
			}, run.inject));
			clusters.set(key, cluster);
		}
		return cluster;
	};
	const limit = pLimit(Math.max(1, run.atOnce ?? 16));
	return Promise.all(planned.map(({ target, options }) => limit(async () => {
		const hooks = hooksFor(target, options);
		try {
			const cluster = clusterFor(options);
			return {
				target,
				outcome: await runApplySet(options, hooks, cluster && await cluster)
			};
		} catch (error) {
			return {
				target,
				error
			};
		} finally {
			run.settled?.(target);
		}
	})));
}
export { runTargets as t };
