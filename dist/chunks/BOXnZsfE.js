import "./C1I3wEg2.js";
import { i as describeApplySet } from "./G6TDRtuw.js";
import { c as defaultHolder } from "./CZku-O7Q.js";
import { t as toolingOf } from "./F5rVNDrH.js";
import { t as UserError } from "./BSV1T608.js";
import { r as CancelledError } from "./DYj8u9oW.js";
import { n as connect, t as openRun } from "./8klJ776N.js";
// src/sets/openSet.ts
function connectWith(flags) {
	return connect(connectionOf(flags));
}
function connectionOf(flags) {
	return {
		...flags.kubeconfigPath ? { kubeconfigPath: flags.kubeconfigPath } : {},
		...flags.kubeconfig ? { kubeconfig: flags.kubeconfig } : {},
		...flags.context ? { context: flags.context } : {},
		...flags.retryTimeoutSeconds === void 0 ? {} : { retryTimeoutSeconds: flags.retryTimeoutSeconds },
		concurrency: flags.concurrency,
		environment: flags.environment
	};
}
var ParentMissing = class extends UserError {
	parent;
	constructor(parent, message, options) {
		super(message, options);
		this.parent = parent;
	}
};
async function openSet(target, write, cluster) {
	const run = openRun({
		connect: connectionOf(target),
		cluster,
		parent: {
			applyset: target.applyset,
			namespace: target.namespace,
			adopt: write?.adopt ?? true
		},
		lock: write && {
			holder: write.holder ?? defaultHolder(),
			timeoutSeconds: write.lockTimeoutSeconds,
			lostHint: "another run took the ApplySet's lock: see what it did (applyset-action view), then run again",
			refusedAs: "taking the ApplySet lock"
		},
		readBeforeLock: write !== void 0,
		check: ({ parent, live }) => {
			if (!live) throw new ParentMissing(parent, `no ApplySet parent ${describeApplySet(parent)}`, { hint: "check the parent's name and namespace (applyset-action list -A shows every ApplySet you can read)" });
		},
		info: write?.info ?? (() => void 0),
		signal: write?.signal,
		cancelled: () => new UserError("cancelled: the log says what was done before")
	});
	try {
		const { cluster: steps, reading } = await run.held;
		const live = reading.live;
		return {
			cluster: steps,
			parent: reading.parent,
			reading,
			live,
			tooling: toolingOf(live.metadata.annotations).tooling,
			requests: run.requests,
			close: run.close,
			releaseLock: run.releaseLock,
			stopped: () => run.signal.aborted && (run.lockLost() || write?.signal?.aborted) ? run.stopped() : void 0,
			signal: run.signal
		};
	} catch (error) {
		await run.close();
		throw error;
	}
}
async function workOnSet(set, work) {
	try {
		return await work();
	} catch (error) {
		throw error instanceof CancelledError && set.stopped() || error;
	} finally {
		await set.close();
	}
}
export { workOnSet as a, openSet as i, connectWith as n, connectionOf as r, ParentMissing as t };
