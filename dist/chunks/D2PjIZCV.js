import "./C1I3wEg2.js";
import { _ as PART_OF_LABEL, o as isParent, s as memberSelector, u as parentRef, v as PRUNE_OPT_OUT_ANNOTATION, x as TOOL_NAME, y as PRUNE_OPT_OUT_VALUE } from "./G6TDRtuw.js";
import { i as errorMessage, n as UserErrors, t as UserError } from "./BSV1T608.js";
import { C as settleTargets, S as CascadeListings, T as describeStatus, _ as syncDeleteHooks, a as finishParent, b as destructiveRefusal, c as checkUsage, d as isAwaited, f as prepareHooks, h as packDeleteHooks, i as applyPlan, l as startsRevision, m as deleteHooksPlace, n as ApplyFailure, o as prunePlan, p as preparedOf, r as DependencyFailure, s as settlePooled, t as runHookPhase, u as deployEntryOf, v as consents, w as WatchedSet, y as describeDestruction } from "./DAXpafVL.js";
import { t as objectError } from "./CJ4ny_Cz.js";
import { t as VERSION } from "./DcxLYZRE.js";
import { n as formatGroupKind, r as formatRef, s as refKey, t as describeRef } from "./Bug6iPWb.js";
import { i as actionOfResult, t as formatDuration } from "./CHwhpqd5.js";
import { t as isStatusless } from "./D7v9mRFk.js";
import { n as ApiUnavailableError, r as CancelledError, t as ApiError } from "./DYj8u9oW.js";
import { a as shortCommit, o as withEntry, r as readHistory } from "./DNRSqYqW.js";
import { r as recordOnParent } from "./BQ7g2DBM.js";
import { n as endingByHealth, o as DESTRUCTIVE_CONSENT_LABEL, r as stoppedEnding, t as RunFailure } from "./CEG-cXAi.js";
import { c as CRD_RESOURCE, r as getObject, s as serverSideApply, t as createObject } from "./B7K0mG_l.js";
import { i as pruneStage, n as isCrd, r as isNamespace, t as applyStage } from "./ugx_sP5A.js";
import { n as historyText } from "./anVl79Ue.js";
import { n as readParent } from "./CuBW3SIQ.js";
import { t as commitWorktree } from "./cNpQtpc3.js";
import { l as lockHolder } from "./CZku-O7Q.js";
import { t as handledLater } from "./DekhFQls.js";
import { r as DELETE_PHASES, t as secretValues } from "./DMPukTdi.js";
import { c as fieldsOwnedBy, d as setValueAt, f as valueAt, i as expandListed, l as removeEmptied, r as compareObjects, s as fieldOwners, t as adoptionDiff, u as removeFields } from "./mEzEVDUx.js";
import { a as isSecret, n as PlanRequests, o as isSecretsForbidden, r as listLiveMembers, s as uncomparedSecret, t as prepareMembers } from "./B258FNTF.js";
import { a as unmatchedRules, i as rulesFor, t as PROTECTED_POINTERS } from "./D8fumXJr.js";
import { t as appendTo } from "./Crz_bmpR.js";
import { n as formatDependency, r as parseDependsOn, t as DEPENDS_ON_ANNOTATION } from "./Uf5ifMiJ.js";
import { isDeepStrictEqual } from "node:util";
// src/health/waitForHealth.ts
const APPLIED = /* @__PURE__ */ new Set([
	"created",
	"configured",
	"replaced",
	"unchanged"
]);
const LISTED_IN_PROGRESS_LINE = 5;
const SETTLING_EVERY_MS = 1e3;
async function waitForHealth(client, plan, records, options) {
	const targets = [];
	for (const entry of options.entries ?? plan.entries) {
		const { result, health } = records.get(entry) ?? {};
		if (result === "pruned" && options.pruned) targets.push({
			ref: entry.ref,
			info: entry.info,
			goal: "gone",
			key: entry,
			...entry.uid ? { uid: entry.uid } : {}
		});
		if (!options.applied || !result || !APPLIED.has(result) || health === "ready") continue;
		if (isStatusless(entry.ref)) records.record(entry, { health: "ready" }, { quiet: true });
		else targets.push({
			ref: entry.ref,
			info: entry.info,
			goal: "current",
			key: entry
		});
	}
	if (targets.length === 0) return;
	const gone = targets.filter((t) => t.goal === "gone").length;
	const ready = targets.length - gone;
	const what = [ready > 0 ? `${ready} object${ready === 1 ? "" : "s"} to become ready` : "", gone > 0 ? `${gone} pruned object${gone === 1 ? "" : "s"} to be gone` : ""].filter(Boolean).join(" and ");
	options.progress(`Waiting up to ${formatDuration(options.timeoutMs)} for ${what}`);
	const set = new WatchedSet(targets);
	let end;
	try {
		end = await settleTargets(client, set, {
			timeoutMs: options.timeoutMs,
			labelSelector: memberSelector(plan.parent.parent),
			onCurrent: (target, note) => records.record(target.key, {
				health: "ready",
				message: note
			}),
			...progressOf(options, targets.length),
			...options.signal ? { signal: options.signal } : {}
		});
	} catch (error) {
		markUnsettled(set.pending(), records, "not waited");
		throw error;
	}
	if (end === "settled") return;
	if (end === "failed") {
		const failures = markUnsettled(set.pending(), records, "not waited").filter((p) => p.status.status === "failed");
		for (const { target, status } of failures) if (status.detail) options.terminationMessages?.(`${formatRef(target.ref)}: ${status.detail}`);
		throw new UserErrors(failures.map(({ target, status }) => new UserError(describeStatus(target.ref, status), { hint: failureHint(target) })));
	}
	const pending = markUnsettled(set.pending(), records, "timed out");
	throw new UserError(`timed out after ${formatDuration(options.waitTimeoutMs ?? options.timeoutMs)} waiting for ${pending.length} object${pending.length === 1 ? "" : "s"}: ${pending.map((p) => describeStatus(p.target.ref, p.status)).join("; ")}`, { hint: "if the rollout is only slow, raise the timeout (--timeout); otherwise look at why it does not progress (kubectl describe, kubectl get events)" });
}
function markNotWaited(plan, records) {
	for (const entry of plan.entries) {
		const { result, health } = records.get(entry) ?? {};
		if (result && APPLIED.has(result) && !health) records.record(entry, { health: "not waited" }, { quiet: true });
	}
}
function markUnsettled(pending, records, health) {
	for (const { target, status } of pending) records.record(target.key, {
		health: status.status === "failed" ? "failed" : health,
		message: status.message
	});
	return pending;
}
function failureHint(target) {
	const where = target.ref.namespace ? ` -n ${target.ref.namespace}` : "";
	return `waiting will not mend this; kubectl describe ${formatRef(target.ref)}${where} shows more. The objects are applied: fix the manifests and deploy again`;
}
function progressOf(options, total) {
	const { settling } = options;
	if (settling) return {
		progress: (pending) => settling(total - pending.length, total, pending[0] && describeStatus(pending[0].target.ref, pending[0].status)),
		progressEveryMs: SETTLING_EVERY_MS
	};
	return {
		progress: (pending) => options.progress(progressLine(pending, total)),
		...options.progressEveryMs ? { progressEveryMs: options.progressEveryMs } : {}
	};
}
function progressLine(pending, total) {
	const shown = pending.slice(0, LISTED_IN_PROGRESS_LINE).map((p) => describeStatus(p.target.ref, p.status));
	const more = pending.length > shown.length ? `; and ${pending.length - shown.length} more` : "";
	return `Waiting for ${pending.length} of ${total} objects: ${shown.join("; ")}${more}`;
}
// src/execute/waitBudget.ts
var WaitBudget = class {
	totalMs;
	deadline;
	constructor(totalMs) {
		this.totalMs = totalMs;
	}
	remainingMs() {
		this.deadline ??= Date.now() + this.totalMs;
		return Math.max(0, this.deadline - Date.now());
	}
};
// src/execute/deployPlan.ts
const NOT_PRUNED_ROLLOUT_FAILED = "not pruned: the rollout failed";
const NOT_LEFT_ROLLOUT_FAILED = "still in the set: the rollout failed";
var RolloutFailure = class extends UserErrors {};
async function deployPlan(cluster, waitClient, plan, records, options) {
	const waits = new WaitBudget(options.waitTimeoutMs);
	const waitFor = (what, entries) => waitForHealth(waitClient, plan, records, {
		...what,
		...entries ? { entries } : {},
		timeoutMs: waits.remainingMs(),
		waitTimeoutMs: waits.totalMs,
		progress: options.progress,
		...options.settling ? { settling: options.settling } : {},
		signal: options.signal,
		...options.terminationMessages ? { terminationMessages: options.terminationMessages } : {}
	});
	const notPruned = () => {
		for (const entry of plan.entries) if (entry.action === "prune") records.record(entry, {
			result: "skipped",
			message: NOT_PRUNED_ROLLOUT_FAILED
		});
		else if (entry.action === "keep" && entry.keep && "annotation" in entry.keep) records.record(entry, {
			result: "skipped",
			message: NOT_LEFT_ROLLOUT_FAILED
		});
		else if (entry.action === "keep") records.record(entry, { result: "kept" });
	};
	const remainingMs = () => waits.remainingMs();
	const { chartHooks } = options;
	const execute = {
		...options,
		waits,
		beforeMembers: async () => {
			await options.recordDeleteHooks?.();
			await chartHooks?.before(remainingMs);
		},
		awaitGroup: (entries, goal) => {
			const [names, one] = [entries.map((e) => formatRef(e.ref)).join(", "), entries.length === 1];
			options.progress(goal === "ready" ? `Applying what depends on ${names} once ${one ? "it is" : "they are"} ready` : `Pruning what ${names} ${one ? "depends" : "depend"} on once ${one ? "it is" : "they are"} gone`);
			return waitFor({
				applied: goal === "ready",
				pruned: goal === "gone"
			}, entries);
		}
	};
	try {
		await applyPlan(cluster, plan, records, execute);
	} catch (error) {
		if (error instanceof DependencyFailure) notPruned();
		throw error;
	}
	const prunes = options.prune && plan.entries.some((e) => e.action === "prune" || e.action === "keep");
	const pruneAfterHealthy = prunes && options.wait && options.pruneTiming === "after-healthy";
	const pruneLate = pruneAfterHealthy || prunes && chartHooks !== void 0;
	let scope = plan.scope;
	if (options.prune && !pruneLate) scope = await prunePlan(cluster, plan, records, execute);
	if (!options.wait) markNotWaited(plan, records);
	else {
		if (pruneAfterHealthy) options.progress("Pruning once what was applied is ready (prune-timing: after-healthy)");
		try {
			await waitFor({
				applied: true,
				pruned: false
			});
		} catch (error) {
			if (error instanceof CancelledError) throw error;
			if (pruneLate) notPruned();
			throw rolloutFailure(error, plan, records);
		}
	}
	if (chartHooks) try {
		await chartHooks.after(remainingMs);
	} catch (error) {
		if (pruneLate && !(error instanceof CancelledError)) notPruned();
		throw error;
	}
	if (pruneLate) scope = await prunePlan(cluster, plan, records, execute);
	await finishParent(cluster, plan, records, execute, options.wait ? "healthy" : "applied", scope);
	await options.savePlanRecord?.().catch((error) => {
		if (error instanceof CancelledError) throw error;
		options.onWarning(`the record of this plan for the next one (plan-cache) was not written, so the next plan dry-runs every object: ${errorMessage(error)}`);
	});
	await options.writesDone();
	if (options.wait && options.prune && options.waitForPrunes) await waitFor({
		applied: false,
		pruned: true
	});
}
function rolloutFailure(error, plan, records) {
	if (!plan.entries.some((entry) => {
		const health = records.get(entry)?.health;
		return health === "failed" || health === "timed out";
	}) || !(error instanceof UserError)) return error;
	return new RolloutFailure(error instanceof UserErrors ? error.errors : [error]);
}
// src/execute/deployRecord.ts
async function recordedDeploy(cluster, waitClient, plan, records, options) {
	try {
		await deployPlan(cluster, waitClient, plan, records, options);
	} catch (error) {
		const client = options.recordClient();
		if (client) await recordStoppedDeploy(client, plan, records, options, stoppedResult(error, plan, records));
		throw error;
	}
}
function stoppedResult(error, plan, records) {
	if (error instanceof CancelledError) return "cancelled";
	return endingByHealth(plan.entries.map((entry) => records.get(entry)?.health));
}
async function recordStoppedDeploy(client, plan, records, options, result) {
	const entry = deployEntryOf(plan, records, options.history, result);
	try {
		await recordOnParent(client, plan.parent.parent, options.tooling, (text) => withEntry(text, entry));
	} catch (error) {
		options.onWarning(`the ApplySet parent's deploy history does not record this ${result} deploy: ${errorMessage(error)}`);
	}
}
// src/health/waitForCrds.ts
async function waitForCrdsEstablished(client, names, labelSelector, timeoutMs = 6e4) {
	const set = new WatchedSet(names.map((name) => ({
		ref: {
			group: CRD_RESOURCE.group,
			version: CRD_RESOURCE.version,
			kind: CRD_RESOURCE.kind,
			namespace: "",
			name
		},
		info: CRD_RESOURCE,
		goal: "current",
		key: name
	})));
	const end = await settleTargets(client, set, {
		timeoutMs,
		...labelSelector ? { labelSelector } : {}
	});
	if (end === "settled") return;
	const stuck = set.pending()[0];
	throw new UserError(end === "failed" ? describeStatus(stuck.target.ref, stuck.status) : `${describeStatus(stuck.target.ref, stuck.status)} after ${timeoutMs / 1e3}s`, { hint: "check the CRD's status conditions (kubectl describe crd) for why the server does not accept it" });
}
async function waitForAppliedCrds(client, stage, applySet) {
	const names = stage.filter((e) => isCrd(e.ref) && e.action !== "unchanged").map((e) => e.ref.name);
	if (names.length > 0) await waitForCrdsEstablished(client, names, memberSelector(applySet));
}
// src/rollback/rollBack.ts
async function rollBack(run) {
	const from = run.source.commit;
	const notRolledBack = (error, to) => ({
		outcome: {
			...from ? { from } : {},
			...to ? { to } : {},
			result: "not rolled back",
			message: error.message
		},
		error
	});
	const { options } = run;
	let to;
	let worktree;
	try {
		const reading = await readParent(run.cluster, run.parent, options);
		const target = rollbackTarget(readHistory(historyText(reading.live)), from);
		if (target instanceof UserError) return notRolledBack(target);
		to = target.commit;
		run.info(`Rolling back to ${shortCommit(to)}, the last healthy deploy (${target.time})`);
		worktree = await commitWorktree({
			manifests: options.manifests,
			cwd: options.cwd,
			environment: options.environment,
			commit: to,
			current: from,
			signal: run.signal
		});
	} catch (error) {
		return notRolledBack(expected(error), to);
	}
	const commit = to;
	const rolledBack = (outcome) => ({
		...from ? { from } : {},
		to: commit,
		summary: outcome.summary,
		objects: outcome.objects,
		...outcome.hooks ? { hooks: outcome.hooks } : {}
	});
	try {
		return { outcome: {
			...rolledBack(await run.engine({
				...options,
				cwd: worktree.cwd,
				manifests: worktree.manifests,
				images: [],
				mode: "apply",
				lock: false,
				rollbackOnFailure: false
			}, commit)),
			result: "healthy"
		} };
	} catch (error) {
		if (!(error instanceof RunFailure)) return notRolledBack(expected(error), commit);
		if (error.outcome.mode === "preview") return notRolledBack(error.error, commit);
		return {
			outcome: {
				...rolledBack(error.outcome),
				result: stoppedEnding(error.outcome),
				message: error.error.message
			},
			error: error.error
		};
	} finally {
		await worktree.remove();
	}
}
function rollbackTarget(history, failed) {
	const healthy = history.entries.findLast((entry) => entry.result === "healthy");
	if (!healthy) return new UserError(history.unreadable ? "the ApplySet parent's deploy history (annotation applyset-action.github.io/history) could not be read, and records no healthy deploy" : "the ApplySet's deploy history records no healthy deploy to return to", { hint: "deploy a commit that becomes healthy: from then on, a deploy that fails rolls back to the last such commit" });
	if (!healthy.commit) return new UserError(`the last healthy deploy (${healthy.time}) recorded no commit`, { hint: "it was deployed from outside a git repository, or with uncommitted changes to the manifests; deploy from a commit so that a rollback can return to it" });
	if (healthy.commit === failed) return new UserError(`the last healthy deploy (${healthy.time}) was of this same commit, ${shortCommit(healthy.commit)}`, { hint: "the same manifests were healthy before: look at what changed in the cluster (kubectl describe, kubectl get events)" });
	return {
		...healthy,
		commit: healthy.commit
	};
}
function expected(error) {
	if (error instanceof UserError) return error;
	if (error instanceof CancelledError) return new UserError("the rollback was cancelled");
	if (error instanceof ApiUnavailableError) return new UserError(errorMessage(error));
	throw error;
}
// src/engine/rollBackFailedDeploy.ts
async function rollBackFailedDeploy(error, failed) {
	const { planned, held, opened, source } = failed;
	const { options, hooks, run, connection } = opened;
	const stopped = error instanceof DependencyFailure ? "failed" : void 0;
	const { error: rollbackError, outcome: rollback } = await rollBack({
		cluster: held.cluster,
		options: {
			...options,
			namespace: held.namespace
		},
		parent: held.reading.parent,
		source,
		info: hooks.info,
		signal: run.signal,
		engine: (rollbackOptions, commit) => opened.engine(rollbackOptions, {
			info: hooks.info,
			warning: planned.warn,
			...hooks.objectDone ? { objectDone: hooks.objectDone } : {},
			...hooks.secretsLoaded ? { secretsLoaded: hooks.secretsLoaded } : {},
			signal: run.signal,
			source: Promise.resolve({
				...source,
				commit
			}),
			rollback: {
				lockLost: run.lockLost,
				releaseLock: run.releaseLock
			}
		}, connection)
	});
	const reasons = [...error.errors, ...rollbackError && rollback.result !== "not rolled back" ? [rollbackError] : []];
	return new RunFailure(new UserErrors(reasons, rollbackError?.hint ? { hint: rollbackError.hint } : {}), {
		...planned.outcome("apply", stopped),
		rollback
	});
}
// src/engine/deployPlanned.ts
const RECORD_AFTER_CANCEL_MS = 5e3;
async function deployPlanned(planned, held, opened) {
	const { options, hooks, started, run, connection } = opened;
	const { cluster: steps, reading, cache, lockInCreatedNamespace } = held;
	const { plan, records, preparedHooks, phases, deleteHooks, hookResults, warn, outcome } = planned;
	const hookRun = (remainingMs) => ({
		fieldManager: options.fieldManager,
		forceConflicts: options.forceConflicts,
		remainingMs,
		progress: hooks.info,
		signal: run.signal,
		...options.logTerminationMessages ? { terminationMessages: hooks.info } : {},
		done: (prepared, phase, end) => hookResults.record(phase, prepared.ref, end)
	});
	const runPhases = async (which, what, remainingMs) => {
		for (const phase of which) await runHookPhase(steps.client, preparedHooks, phase, what, hookRun(remainingMs));
	};
	const chartHookSteps = preparedHooks.length === 0 ? void 0 : {
		before: (remainingMs) => runPhases(phases.before, "so nothing of the set was written", remainingMs),
		after: (remainingMs) => runPhases(phases.after, "after the set was applied; nothing was pruned", remainingMs)
	};
	const deploy = {
		...options,
		...chartHookSteps ? { chartHooks: chartHookSteps } : {},
		recordDeleteHooks: async () => {
			try {
				await syncDeleteHooks(steps.client, plan.parent.parent, reading.live, deleteHooks);
			} catch (error) {
				if (error instanceof CancelledError) throw error;
				throw new ApplyFailure([objectError({
					group: "",
					version: "v1",
					kind: "Secret",
					...deleteHooksPlace(plan.parent.parent)
				}, void 0, "writing the record of the chart's delete hooks", error)]);
			}
		},
		tooling: `${TOOL_NAME}/v${VERSION}`,
		onWarning: warn,
		afterStage: (stage) => waitForAppliedCrds(steps.client, stage, plan.parent.parent),
		progress: hooks.info,
		...hooks.progress ? { settling: (done, total, detail) => hooks.progress?.({
			step: "wait",
			done,
			total,
			...detail ? { detail } : {}
		}) } : {},
		...options.logTerminationMessages ? { terminationMessages: hooks.info } : {},
		signal: run.signal,
		writesDone: async () => {
			await run.releaseLock();
			await hooks.rollback?.releaseLock();
		}
	};
	const source = await hooks.source ?? {};
	const lockLost = () => run.lockLost() || (hooks.rollback?.lockLost() ?? false);
	const recordClient = () => !run.signal.aborted ? steps.client : lockLost() ? void 0 : connection.client.withSignal(AbortSignal.timeout(RECORD_AFTER_CANCEL_MS));
	try {
		await recordedDeploy(steps, connection.client, plan, records, {
			...deploy,
			...lockInCreatedNamespace ? { beforeParentWrite: () => lockInCreatedNamespace(plan) } : {},
			history: {
				source,
				startedMs: started,
				...hooks.rollback ? { rollback: true } : {}
			},
			recordClient,
			...cache ? { savePlanRecord: async () => {
				const copy = await cache.save(steps.client, reading.live?.metadata.uid);
				if (copy && "signer" in copy) hooks.info(`Signed the plan record's public copy for previews with plan-record-key ${copy.signer}`);
				else if (copy && !(copy.error instanceof CancelledError)) hooks.warning(`the public copy of the plan record was not written, so previews given plan-record-key dry-run every object: ${errorMessage(copy.error)}`);
			} } : {}
		});
		return outcome("apply");
	} catch (error) {
		if ((error instanceof RolloutFailure || error instanceof DependencyFailure) && options.rollbackOnFailure) throw await rollBackFailedDeploy(error, {
			planned,
			held,
			opened,
			source
		});
		if (error instanceof ApplyFailure) throw new RunFailure(error, outcome("apply", "failed"));
		if (error instanceof CancelledError) throw new RunFailure(run.stopped(), outcome("apply", "cancelled"));
		if (error instanceof UserError) throw new RunFailure(error, outcome("apply"));
		throw error;
	}
}
// src/outcome/buildOutcome.ts
function buildOutcome(plan, records, facts) {
	const { parent } = plan.parent;
	const { group, kind, namespace, name } = parentRef(parent);
	const summary = {
		create: 0,
		update: 0,
		replace: 0,
		unchanged: 0,
		prune: 0,
		keep: 0
	};
	const orderOf = plan.order.declared ? groupNumbers(plan) : void 0;
	const objects = plan.entries.map((entry) => {
		const record = facts.stopped && !records.get(entry)?.result ? {
			...records.get(entry),
			result: "skipped"
		} : records.get(entry);
		const counted = facts.mode === "preview" ? entry.action : record?.result && actionOfResult(record.result);
		if (counted === "uncompared") summary.uncompared = (summary.uncompared ?? 0) + 1;
		else if (counted) summary[counted]++;
		return objectOutcome(entry, record, orderOf?.get(entry));
	});
	const ignored = plan.entries.flatMap((entry) => entry.ignored ? [entry.ignored] : []);
	const destructive = facts.destructiveConsent !== void 0 && plan.entries.some((e) => e.destroys !== void 0);
	const health = healthCounts(objects);
	return {
		mode: facts.mode,
		...facts.mode === "apply" && health ? { health } : {},
		applyset: {
			id: parent.id,
			parent: {
				group,
				kind,
				namespace,
				name
			}
		},
		objects,
		summary,
		warnings: facts.warnings,
		durationMs: facts.durationMs,
		...plan.unlisted ? { unlisted: plan.unlisted } : {},
		...plan.dryRunsSkipped ? { dryRunsSkipped: plan.dryRunsSkipped } : {},
		...ignored.length > 0 ? { ignoredDifferences: {
			differences: ignored.reduce((sum, one) => sum + one.differences, 0),
			objects: ignored.length,
			rules: [...new Set(ignored.flatMap((one) => one.rules))]
		} } : {},
		requests: facts.requests,
		...facts.stopped === "cancelled" ? { cancelled: true } : {},
		...destructive ? { destructiveConsent: facts.destructiveConsent } : {},
		...facts.hooks && facts.hooks.length > 0 ? { hooks: facts.hooks } : {}
	};
}
const HEALTH_KEYS = {
	ready: "ready",
	failed: "failed",
	"timed out": "timedOut",
	"not waited": "notWaited"
};
function healthCounts(objects) {
	if (!objects.some((o) => o.health)) return void 0;
	const counts = {
		ready: 0,
		failed: 0,
		timedOut: 0,
		notWaited: 0
	};
	for (const { health } of objects) if (health) counts[HEALTH_KEYS[health]]++;
	return counts;
}
function groupNumbers(plan) {
	const numbers = /* @__PURE__ */ new Map();
	for (const groups of [plan.order.apply, plan.order.prune]) groups.forEach((group, index) => group.forEach((entry) => numbers.set(entry, index + 1)));
	return numbers;
}
function serverWarningsOf(entry, record) {
	const warnings = [.../* @__PURE__ */ new Set([...entry.serverWarnings ?? [], ...record?.serverWarnings ?? []])];
	return warnings.length > 0 ? { serverWarnings: warnings } : {};
}
function objectOutcome(entry, record, order) {
	const { group, version, kind, namespace, name } = entry.ref;
	const result = record?.result;
	return {
		action: entry.action,
		group,
		version,
		kind,
		namespace,
		name,
		...entry.member ? { source: `${entry.member.source.file}:${entry.member.source.line}` } : {},
		...entry.diff ? { diff: entry.diff } : {},
		...entry.changedPaths?.length ? { changedPaths: entry.changedPaths } : {},
		...entry.reason && !result ? { reason: entry.reason } : {},
		...result ? { result } : {},
		...record?.health ? { health: record.health } : {},
		...record?.message ? { message: record.message } : {},
		...record?.keep ?? entry.keep ? { keep: record?.keep ?? entry.keep } : {},
		...entry.ignored ? { ignored: entry.ignored } : {},
		...entry.destroys ? { destroys: entry.destroys } : {},
		...entry.cascade ? { cascade: entry.cascade } : {},
		...serverWarningsOf(entry, record),
		...order !== void 0 ? { order } : {}
	};
}
// src/outcome/objectRecords.ts
var ObjectRecords = class {
	byEntry = /* @__PURE__ */ new Map();
	onRecord;
	constructor(onRecord) {
		this.onRecord = onRecord;
	}
	get(entry) {
		return this.byEntry.get(entry);
	}
	record(entry, change, options = {}) {
		const record = {
			...this.byEntry.get(entry),
			...change
		};
		this.byEntry.set(entry, record);
		if (!options.quiet) this.onRecord?.(entry, record);
	}
};
// src/outcome/stepProgress.ts
function countResults(entries, progress) {
	const isPrune = (entry) => entry.action === "prune" || entry.action === "keep";
	const totals = {
		apply: entries.filter((entry) => !isPrune(entry)).length,
		prune: entries.filter(isPrune).length
	};
	const done = {
		apply: /* @__PURE__ */ new Set(),
		prune: /* @__PURE__ */ new Set()
	};
	return (entry, record) => {
		const step = isPrune(entry) ? "prune" : "apply";
		if (record.result === void 0 || done[step].has(entry)) return;
		done[step].add(entry);
		progress({
			step,
			done: done[step].size,
			total: totals[step]
		});
	};
}
// src/plan/gates.ts
const CONSENT_HINT = `set allow-destructive-prunes (--allow-destructive-prunes) to true, or to the kinds to allow (e.g. Namespace), for the deploy; or, with the action, label the pull request ${DESTRUCTIVE_CONSENT_LABEL} before it is merged`;
const GATES = [
	{
		name: "max-prunes",
		preview: true,
		check: (plan, run) => pruneLimitRefusal(plan, run.options.maxPrunes)
	},
	{
		name: "reviewed preview",
		preview: false,
		check: (_plan, run) => run.review && refusalOf(run.review)
	},
	{
		name: "destructive consent",
		preview: false,
		check: (plan, run) => destructiveRefusal(plan.entries, run.options.allowDestructivePrunes, run.of === "rollback" ? `if the rollback should prune them, ${CONSENT_HINT}` : `if that is intended, ${CONSENT_HINT}; to keep them instead, put them back in the manifests or annotate them (e.g. helm.sh/resource-policy: keep)`)
	}
];
async function firstRefusal(plan, run, mode) {
	for (const gate of GATES) {
		if (mode === "preview" && !gate.preview) continue;
		const refusal = await gate.check(plan, run);
		if (refusal) return refusal;
	}
}
function pruneLimitRefusal(plan, maxPrunes) {
	const prunes = plan.entries.filter((e) => e.action === "prune").length;
	if (maxPrunes === void 0 || prunes <= maxPrunes) return void 0;
	return new UserError(`this run would prune ${prunes} object${prunes === 1 ? "" : "s"}, more than max-prunes (${maxPrunes}) allows`, { hint: "check the preview; if the prunes are intended, raise max-prunes for this run" });
}
async function refusalOf(review) {
	try {
		await review();
		return;
	} catch (error) {
		if (error instanceof UserError) return error;
		throw error;
	}
}
// src/plan/planHooks.ts
function phasesOf(step, tests) {
	return {
		before: [`pre-${step}`],
		after: [`post-${step}`, ...tests ? ["test"] : []]
	};
}
function listedPhases(step, tests) {
	const { before, after } = phasesOf(step, tests);
	return [
		...before,
		...after,
		"pre-delete",
		"post-delete"
	];
}
async function planHooks(client, hooks, phases, writer) {
	const ordered = phases.flatMap((phase) => preparedOf(hooks, phase).map((prepared) => ({
		phase,
		prepared
	})));
	const settled = await Promise.allSettled(ordered.map(({ phase, prepared }) => planHook(client, prepared, phase, writer)));
	const errors = settled.flatMap((result, index) => result.status === "rejected" ? [objectError(ordered[index].prepared.ref, ordered[index].prepared.hook.object.source, "dry-run of the Helm hook", result.reason)] : []);
	if (errors.length > 0) throw new UserErrors(errors);
	return settled.flatMap((result) => result.status === "fulfilled" ? [result.value] : []);
}
async function planHook(client, prepared, phase, writer) {
	const { ref, info, object, hook } = prepared;
	const { fieldManager, forceConflicts } = writer;
	if (DELETE_PHASES.has(phase)) return outcomeOf(prepared, phase, "record");
	let standing;
	try {
		standing = await getObject(client, info, ref.namespace, ref.name);
	} catch (error) {
		if (!(writer.secretsMayBeUnreadable && isSecret(ref) && isSecretsForbidden(error))) throw error;
		return {
			...outcomeOf(prepared, phase, "create"),
			reason: `this credential may not read Secrets, so it was not dry-run (Forbidden: ${error.message}); the deploy writes it from the manifest`
		};
	}
	const replaced = standing !== void 0 && hook.deletePolicies.includes("before-hook-creation");
	if (replaced) {
		const { name, ...metadata } = object.metadata;
		await createObject(client, info, {
			...object,
			metadata: {
				...metadata,
				generateName: `${name ?? "hook"}-`
			}
		}, fieldManager, true);
	} else await serverSideApply(client, info, object, {
		fieldManager,
		force: forceConflicts,
		dryRun: true
	});
	return outcomeOf(prepared, phase, standing === void 0 ? "create" : replaced ? "replace" : "update");
}
function outcomeOf({ ref, object, hook }, phase, action) {
	const { source } = hook.object;
	return {
		phase,
		weight: hook.weight,
		deletePolicies: hook.deletePolicies,
		group: ref.group,
		version: ref.version,
		kind: ref.kind,
		namespace: ref.namespace,
		name: ref.name,
		source: `${source.file}:${source.line}`,
		action,
		diff: adoptionDiff(object),
		awaited: isAwaited(ref)
	};
}
// src/outcome/hookResults.ts
const keyOf = ({ phase, group, kind, namespace, name }) => `${phase} ${group}/${kind} ${namespace}/${name}`;
var HookResults = class {
	ends = /* @__PURE__ */ new Map();
	record(phase, ref, end) {
		this.ends.set(keyOf({
			phase,
			...ref
		}), end);
	}
	merged(planned) {
		return planned.map((hook) => hook.action === "record" ? hook : {
			...hook,
			...this.ends.get(keyOf(hook)) ?? { result: "skipped" }
		});
	}
};
// src/plan/ignoredFields.ts
function ignoreFields(object, live, rules, fieldManager) {
	const found = /* @__PURE__ */ new Map();
	for (const rule of rules) {
		const owned = live ? fieldsOwnedBy(live, rule.managedFieldsManagers).filter((path) => !isProtected(path) && valueAt(object, path) === void 0) : [];
		for (const path of [
			...rule.jsonPointers,
			...rule.fieldPaths,
			...owned
		]) {
			const key = JSON.stringify(path);
			if (!found.has(key)) found.set(key, {
				path,
				rule
			});
		}
	}
	const paths = [...found.values()].map(({ path }) => path);
	if (!live) return {
		object,
		paths,
		differences: 0,
		rules: []
	};
	const applied = structuredClone(object);
	const removed = [];
	const matched = /* @__PURE__ */ new Set();
	let differences = 0;
	for (const { path, rule } of found.values()) {
		const wanted = valueAt(object, path);
		const current = valueAt(live, path);
		const owners = current === void 0 ? void 0 : fieldOwners(live, path, fieldManager);
		const keep = owners !== void 0 && owners.ours && !owners.others;
		if (wanted === void 0 && !keep) continue;
		if (!isDeepStrictEqual(wanted, current)) {
			differences++;
			matched.add(rule.where);
		}
		if (keep && setValueAt(applied, path, structuredClone(current))) continue;
		removed.push(path);
	}
	removeFields(applied, removed);
	removeEmptied(applied, removed);
	return {
		object: applied,
		paths,
		differences,
		rules: [...matched]
	};
}
function isProtected(path) {
	return PROTECTED_POINTERS.some((kept) => kept.every((token, i) => i >= path.length || path[i] === token));
}
// src/plan/dependencyGraph.ts
function sortInGroups(nodes) {
	const stages = [...new Set(nodes.map((n) => n.stage))].sort((a, b) => a - b);
	const stageIndex = new Map(stages.map((stage, index) => [stage, index]));
	const stageOf = new Map(nodes.map((n) => [n.key, n.stage]));
	const barrier = (index) => `\u0000stage ${index}`;
	const prerequisites = /* @__PURE__ */ new Map();
	stages.forEach((_, index) => prerequisites.set(barrier(index), index > 0 ? [{
		vertex: barrier(index - 1),
		weight: 0
	}] : []));
	const againstStages = [];
	for (const node of nodes) {
		const index = stageIndex.get(node.stage);
		const before = index > 0 ? [{
			vertex: barrier(index - 1),
			weight: 1
		}] : [];
		for (const dependency of node.after) {
			const stage = stageOf.get(dependency);
			if (stage === void 0) continue;
			if (stage > node.stage) againstStages.push([node.key, dependency]);
			else before.push({
				vertex: dependency,
				weight: 1
			});
		}
		prerequisites.set(node.key, before);
		prerequisites.get(barrier(index)).push({
			vertex: node.key,
			weight: 0
		});
	}
	const levels = longestPaths(prerequisites);
	const groups = /* @__PURE__ */ new Map();
	for (const node of nodes) {
		const level = levels.get(node.key);
		if (level !== void 0) appendTo(groups, level, node.key);
	}
	const unsorted = new Set([...prerequisites.keys()].filter((vertex) => !levels.has(vertex)));
	return {
		groups: [...groups.entries()].sort(([a], [b]) => a - b).map(([, keys]) => keys),
		cycles: findCycles(prerequisites, unsorted),
		againstStages
	};
}
function longestPaths(prerequisites) {
	const waiting = /* @__PURE__ */ new Map();
	const next = /* @__PURE__ */ new Map();
	for (const [vertex, before] of prerequisites) {
		waiting.set(vertex, before.length);
		for (const { vertex: prerequisite } of before) appendTo(next, prerequisite, vertex);
	}
	const levels = /* @__PURE__ */ new Map();
	const ready = [...waiting].filter(([, count]) => count === 0).map(([vertex]) => vertex);
	while (ready.length > 0) {
		const vertex = ready.pop();
		let level = 0;
		for (const p of prerequisites.get(vertex)) level = Math.max(level, levels.get(p.vertex) + p.weight);
		levels.set(vertex, level);
		for (const after of next.get(vertex) ?? []) {
			const count = waiting.get(after) - 1;
			waiting.set(after, count);
			if (count === 0) ready.push(after);
		}
	}
	return levels;
}
function findCycles(prerequisites, unsorted) {
	const edges = (vertex) => prerequisites.get(vertex).map((p) => p.vertex).filter((v) => unsorted.has(v));
	const index = /* @__PURE__ */ new Map();
	const low = /* @__PURE__ */ new Map();
	const stack = [];
	const onStack = /* @__PURE__ */ new Set();
	const cycles = [];
	const visit = (vertex) => {
		index.set(vertex, index.size);
		low.set(vertex, index.get(vertex));
		stack.push(vertex);
		onStack.add(vertex);
		for (const to of edges(vertex)) if (!index.has(to)) {
			visit(to);
			low.set(vertex, Math.min(low.get(vertex), low.get(to)));
		} else if (onStack.has(to)) low.set(vertex, Math.min(low.get(vertex), index.get(to)));
		if (low.get(vertex) !== index.get(vertex)) return;
		const part = /* @__PURE__ */ new Set();
		let member;
		do {
			member = stack.pop();
			onStack.delete(member);
			part.add(member);
		} while (member !== vertex);
		if (part.size > 1 || edges(vertex).includes(vertex)) cycles.push(shortestCycle(vertex, part, edges));
	};
	for (const vertex of unsorted) if (!index.has(vertex)) visit(vertex);
	return cycles;
}
function shortestCycle(start, part, edges) {
	const cameFrom = /* @__PURE__ */ new Map();
	const queue = [start];
	while (queue.length > 0) {
		const vertex = queue.shift();
		for (const to of edges(vertex)) {
			if (!part.has(to)) continue;
			if (to === start) {
				const path = [];
				for (let at = vertex; at !== start; at = cameFrom.get(at)) path.unshift(at);
				return [
					start,
					...path,
					start
				];
			}
			if (!cameFrom.has(to)) {
				cameFrom.set(to, vertex);
				queue.push(to);
			}
		}
	}
	return [start, start];
}
// src/plan/planOrder.ts
const FORMAT_HINT = "write each dependency as <group>/namespaces/<namespace>/<Kind>/<name>, or <group>/<Kind>/<name> for a cluster-scoped object, comma-separated; the core group is empty (/namespaces/shop/Secret/db)";
function orderMembers(members) {
	const declared = /* @__PURE__ */ new Map();
	const errors = [];
	const byKey = new Map(members.map((m) => [m.key, m]));
	for (const member of members) {
		const value = member.object.metadata.annotations?.[DEPENDS_ON_ANNOTATION];
		if (value === void 0) continue;
		const { refs, problems } = parseDependsOn(value);
		for (const problem of problems) errors.push(new UserError(`${describeRef(member.ref)}: ${DEPENDS_ON_ANNOTATION}: ${problem}`, {
			source: member.source,
			hint: FORMAT_HINT
		}));
		declared.set(member.key, refs);
	}
	const order = sortInGroups(members.map((m) => ({
		key: m.key,
		stage: applyStage(m.ref),
		after: (declared.get(m.key) ?? []).map(refKey)
	})));
	for (const cycle of order.cycles) {
		const first = byKey.get(cycle[0]);
		const path = cycle.map((key) => describeRef(byKey.get(key).ref));
		const message = cycle.length === 2 ? `${path[0]} depends on itself` : `dependency cycle: ${path.join(" depends on ")}`;
		errors.push(new UserError(`${message} (${DEPENDS_ON_ANNOTATION})`, {
			source: first.source,
			hint: `no order can satisfy a cycle: remove one of its dependencies (${cycle.slice(0, -1).map((key) => sourceOf(byKey.get(key))).join(", ")})`
		}));
	}
	for (const [key, dependency] of order.againstStages) {
		const member = byKey.get(key);
		errors.push(new UserError(`${describeRef(member.ref)} depends on ${describeRef(byKey.get(dependency).ref)}, which the built-in order applies after it (${DEPENDS_ON_ANNOTATION})`, {
			source: member.source,
			hint: "CustomResourceDefinitions and Namespaces are applied first and admission webhooks and policies last, so that nothing waits for a kind or namespace and no webhook refuses the objects applied with it: remove this dependency"
		}));
	}
	return {
		declared,
		groups: order.groups,
		errors
	};
}
async function checkOutsideSet(members, declared, check) {
	const inSet = new Set(members.map((m) => m.key));
	const lookups = /* @__PURE__ */ new Map();
	const problems = [];
	for (const member of members) for (const ref of declared.get(member.key) ?? []) {
		const key = refKey(ref);
		if (inSet.has(key)) continue;
		if (!lookups.has(key)) lookups.set(key, whyMissing(ref, check));
		problems.push(lookups.get(key).then((why) => why === void 0 ? void 0 : new UserError(`${describeRef(member.ref)} depends on ${formatDependency(ref)}, ${why} (${DEPENDS_ON_ANNOTATION})`, {
			source: member.source,
			hint: check.leaving.has(key) && check.prune ? "keep that object in the manifests, or remove the dependency" : `add it to the manifests, create it first, or correct the reference (group, namespace, Kind and name as in its manifest); ${FORMAT_HINT}`
		}), (error) => {
			if (error instanceof CancelledError || error instanceof ApiUnavailableError) throw error;
			return objectError({
				...ref,
				version: ""
			}, member.source, `reading a dependency of ${describeRef(member.ref)}`, error);
		}));
	}
	return (await Promise.all(problems)).filter((problem) => problem !== void 0);
}
async function whyMissing(ref, check) {
	const info = check.discovery.forGroupKind(ref);
	if (!info) return `which is neither in the manifests nor in the cluster (the cluster serves no kind ${formatGroupKind(ref)})`;
	if (info.namespaced && ref.namespace === "") return `but ${formatGroupKind(ref)} is namespaced, and the reference names no namespace`;
	if (!info.namespaced && ref.namespace !== "") return `but ${formatGroupKind(ref)} is cluster-scoped, and the reference names a namespace`;
	if (check.leaving.has(refKey(ref))) return check.prune ? "which left the manifests: this run prunes it" : void 0;
	return await getObject(check.client, info, ref.namespace, ref.name) ? void 0 : "which is neither in the manifests nor in the cluster";
}
function planOrder(members, memberEntries, pruneEntries, liveMetadata, warnings) {
	const entryOf = new Map(memberEntries.map((e) => [e.member.key, e]));
	const dependsOn = /* @__PURE__ */ new Map();
	for (const [key, refs] of members.declared) {
		const within = refs.map((ref) => entryOf.get(refKey(ref))).filter((e) => e !== void 0);
		if (within.length > 0) dependsOn.set(entryOf.get(key), within);
	}
	const pruneKeys = new Map(pruneEntries.map((e) => [refKey(e.ref), e]));
	let declared = members.declared.size > 0;
	const prunesBefore = /* @__PURE__ */ new Map();
	for (const entry of pruneEntries) {
		const value = liveMetadata(entry)?.annotations?.[DEPENDS_ON_ANNOTATION];
		if (value === void 0) continue;
		declared = true;
		const within = parseDependsOn(value).refs.map(refKey).filter((key) => pruneKeys.has(key));
		if (within.length > 0) dependsOn.set(entry, within.map((key) => pruneKeys.get(key)));
		for (const key of within) appendTo(prunesBefore, key, refKey(entry.ref));
	}
	const pruneNodes = (withDependencies) => pruneEntries.map((e) => ({
		key: refKey(e.ref),
		stage: pruneStage(e.ref),
		after: withDependencies ? prunesBefore.get(refKey(e.ref)) ?? [] : []
	}));
	let pruneOrder = sortInGroups(pruneNodes(true));
	if (pruneOrder.cycles.length > 0 || pruneOrder.againstStages.length > 0) {
		warnings.push(`the ${DEPENDS_ON_ANNOTATION} annotations of the objects to prune form a cycle or go against the built-in order: they are pruned in the built-in order`);
		for (const entry of pruneEntries) dependsOn.delete(entry);
		pruneOrder = sortInGroups(pruneNodes(false));
	}
	return {
		apply: members.groups.map((keys) => keys.map((key) => entryOf.get(key))),
		prune: pruneOrder.groups.map((keys) => keys.map((key) => pruneKeys.get(key))),
		dependsOn,
		declared
	};
}
function sourceOf(member) {
	return `${member.source.file}:${member.source.line}`;
}
// src/plan/pruneFilters/keepAnnotations.ts
const exactly = (wanted) => (value) => value === wanted ? value : void 0;
const KEEP_CONVENTIONS = [
	{
		key: PRUNE_OPT_OUT_ANNOTATION,
		asks: exactly(PRUNE_OPT_OUT_VALUE)
	},
	{
		key: "cli-utils.sigs.k8s.io/on-remove",
		asks: exactly("keep")
	},
	{
		key: "client.lifecycle.config.k8s.io/deletion",
		asks: exactly("detach")
	},
	{
		key: "helm.sh/resource-policy",
		asks: exactly("keep")
	},
	{
		key: "kustomize.toolkit.fluxcd.io/prune",
		asks: exactly("disabled")
	},
	{
		key: "argocd.argoproj.io/sync-options",
		asks: (value) => value.split(",").map((option) => option.trim()).find((option) => option === "Prune=false")
	},
	{
		key: "kapp.k14s.io/delete-strategy",
		asks: exactly("orphan")
	}
];
const keepAnnotationFilter = {
	name: "keep-annotation",
	check: (candidate) => {
		const annotations = candidate.object.metadata.annotations ?? {};
		for (const { key, asks } of KEEP_CONVENTIONS) {
			const value = annotations[key];
			const asked = value === void 0 ? void 0 : asks(value);
			if (asked !== void 0) return { keep: {
				filter: "keep-annotation",
				annotation: `${key}: ${asked}`
			} };
		}
	}
};
// src/plan/pruneFilters/ownedFilter.ts
function ownedFilter(reading) {
	const parentUid = reading.live?.metadata.uid;
	return {
		name: "owned",
		check: (candidate) => {
			const owners = (candidate.object.metadata.ownerReferences ?? []).filter((o) => o.uid !== parentUid);
			if (owners.length === 0) return void 0;
			const names = owners.map((o) => `${o.kind}/${o.name}`).join(", ");
			return { skip: `${describeRef(candidate.ref)} carries this ApplySet's label but is owned by ${names}: not pruned, its owner's garbage collection removes it (was the label copied by a controller?)` };
		}
	};
}
// src/plan/pruneFilters/parentFilter.ts
function parentFilter(reading) {
	const parentUid = reading.live?.metadata.uid;
	return {
		name: "parent",
		check: (candidate) => {
			const uid = candidate.object.metadata.uid;
			if ((parentUid === void 0 || uid !== parentUid) && !isParent(reading.parent, candidate.ref)) return void 0;
			return { skip: `${describeRef(candidate.ref)} is this ApplySet's parent but carries its ${PART_OF_LABEL} label: not pruned; remove the label from it` };
		}
	};
}
// src/plan/pruneFilters/pruneFilter.ts
function firstVerdict(filters, candidate) {
	for (const filter of filters) {
		const verdict = filter.check(candidate);
		if (verdict) return verdict;
	}
}
// src/plan/planPrunes.ts
async function planPrunes(cluster, reading, candidates, members, warnings, propagationPolicy) {
	const filters = [
		parentFilter(reading),
		ownedFilter(reading),
		keepAnnotationFilter
	];
	const entries = [];
	for (const candidate of candidates) {
		const verdict = firstVerdict(filters, candidate);
		if (verdict && "skip" in verdict) warnings.push(verdict.skip);
		else entries.push(entryOf(candidate, verdict ? "keep" : "prune", verdict?.keep));
	}
	const prunes = entries.filter((entry) => entry.action === "prune" && !entry.terminating);
	const listings = new CascadeListings(cluster);
	const inUse = await checkUsage(cluster, prunes.map((entry) => entry.ref), {
		members,
		moment: afterApply(members, prunes),
		listed: (info, namespace, items) => listings.listed(info, namespace, items)
	}, (warning) => warnings.push(warning));
	for (const entry of prunes) {
		const keep = inUse(entry.ref);
		if (keep) Object.assign(entry, {
			action: "keep",
			keep
		});
	}
	await describeDestruction(cluster, reading.parent, prunes, propagationPolicy, listings);
	return entries;
}
function afterApply(members, prunes) {
	return {
		when: "after-apply",
		newRevisions: new Set(members.filter((e) => e.newRevision && e.uid).map((e) => e.uid)),
		pruned: new Set(prunes.filter((e) => e.uid).map((e) => e.uid))
	};
}
function entryOf(candidate, action, keep) {
	const meta = candidate.object.metadata;
	return {
		action,
		ref: candidate.ref,
		info: candidate.info,
		...meta.uid ? { uid: meta.uid } : {},
		...keep ? { keep } : {},
		...action === "prune" && meta.deletionTimestamp ? {
			terminating: true,
			reason: "already being deleted"
		} : {}
	};
}
// src/plan/replacePolicy.ts
const REPLACE_ANNOTATION = "applyset-action.github.io/replace";
const REPLACE_ON_IMMUTABLE = "on-immutable-change";
const IMMUTABLE = /\bimmutable\b|may not change once set|updates to statefulset spec for fields other than/i;
function isImmutableRefusal(error) {
	if (!(error instanceof ApiError) || error.status !== 422) return false;
	return (error.causes.length > 0 ? error.causes.map((cause) => cause.message ?? "") : [error.message]).every((message) => IMMUTABLE.test(message));
}
function immutableFields(error) {
	const fields = [...new Set(error.causes.map((cause) => cause.field).filter((field) => field !== void 0))];
	return fields.length > 0 ? fields.join(", ") : "a field";
}
function immutableCauses(error) {
	if (error.causes.length === 0) return error.message;
	return error.causes.map((cause) => `${cause.field ?? "?"}: ${(cause.message ?? "").split(": ").at(-1)}`).join("; ");
}
function mayReplace(member, kinds) {
	if (member.object.metadata.annotations?.["applyset-action.github.io/replace"] === "on-immutable-change") return true;
	return kinds.some((kind) => kind.includes(".") ? kind === formatGroupKind(member.ref) : kind.toLowerCase() === member.ref.kind.toLowerCase());
}
function replaceAnnotationErrors(members) {
	return members.filter((m) => m.object.metadata.annotations?.["applyset-action.github.io/replace"] !== void 0 && m.object.metadata.annotations["applyset-action.github.io/replace"] !== "on-immutable-change").map((m) => new UserError(`${describeRef(m.ref)}: ${REPLACE_ANNOTATION} must be ${REPLACE_ON_IMMUTABLE}, not "${m.object.metadata.annotations[REPLACE_ANNOTATION]}"`, {
		source: m.source,
		hint: `set it to ${REPLACE_ON_IMMUTABLE} to have the object deleted and created again when the server refuses its change as immutable, or remove it`
	}));
}
function replaceReason(error) {
	return `the server cannot change ${immutableFields(error)} (immutable): it will be deleted and created again`;
}
function immutableChangeError(member, error) {
	return new UserError(`${describeRef(member.ref)}: server-side dry-run refused by the server (HTTP 422${error.reason ? ` ${error.reason}` : ""}): ${immutableCauses(error)}`, {
		source: member.source,
		hint: `the server cannot change ${immutableFields(error)} of an existing ${member.ref.kind}. To have it deleted and created again on such a change, annotate it ${REPLACE_ANNOTATION}: ${REPLACE_ON_IMMUTABLE}, or name its kind in the replace input (--replace ${member.ref.kind}); or keep the field as it is`,
		cause: error
	});
}
// src/plan/planApplySet.ts
const ADOPTION_REASON = "already exists in the cluster, outside this ApplySet: it will be adopted. Only the fields the manifest sets are shown, none of the live object";
const SAME_VERSION_ATTEMPTS = 3;
async function planApplySet(cluster, reading, manifests, options, requests = new PlanRequests(cluster, void 0, options)) {
	const { client, discovery } = cluster;
	const members = prepareMembers(manifests, discovery, reading.parent, options.namespace, options.prepared);
	const dependencies = orderMembers(members);
	const warnings = [...reading.warnings, ...unmatchedRules(options.ignoreDifferences ?? [], members.map((m) => m.ref))];
	const unlisted = options.secretsMayBeUnreadable ? [] : void 0;
	const listing = handledLater(listLiveMembers(requests, cluster, reading.parent, reading.recorded, members, warnings, unlisted).then((live) => {
		for (const { ref, object } of live.values()) if (isSecret(ref)) options.liveSecret?.(object);
		return {
			live,
			createdNamespaces: new Set(members.filter((m) => isNamespace(m.ref) && !live.has(m.key)).map((m) => m.ref.name))
		};
	}));
	const memberKeys = new Set(members.map((m) => m.key));
	const outside = dependencies.declared.size === 0 ? Promise.resolve([]) : handledLater(listing.then(({ live }) => checkOutsideSet(members, dependencies.declared, {
		client,
		discovery,
		leaving: new Set([...live.keys()].filter((key) => !memberKeys.has(key))),
		prune: options.prune
	})));
	let planned = 0;
	options.planned?.(planned, members.length);
	const outcomes = await settlePooled(members, (member) => planMember(client, requests, member, listing, reading.parent.id, options).finally(() => options.planned?.(++planned, members.length)));
	const { live } = await listing;
	const shared = outcomes.find((o) => o.status === "rejected" && (o.reason instanceof ApiUnavailableError || o.reason instanceof CancelledError));
	if (shared?.status === "rejected") throw shared.reason;
	const errors = [...dependencies.errors, ...replaceAnnotationErrors(members)];
	const memberEntries = [];
	outcomes.forEach((outcome, i) => {
		if (outcome.status === "fulfilled") memberEntries.push(withServerWarnings(outcome.value, requests.warningsOf(members[i])));
		else {
			const member = members[i];
			errors.push(outcome.reason instanceof UserError ? outcome.reason : objectError(member.ref, member.source, "server-side dry-run", outcome.reason));
		}
	});
	errors.push(...await outside);
	if (errors.length > 0) throw new UserErrors(errors);
	const candidates = [...live].filter(([key]) => !memberKeys.has(key)).map(([, candidate]) => ({
		...candidate,
		object: expandListed(candidate.object)
	}));
	const order = planOrder(dependencies, memberEntries, options.prune ? await planPrunes(cluster, reading, candidates, memberEntries, warnings, options.propagationPolicy) : [], (entry) => live.get(refKey(entry.ref))?.object.metadata, warnings);
	const entries = [...order.apply.flat(), ...order.prune.flat()];
	const groupKinds = new Map(members.map((m) => [formatGroupKind(m.ref), {
		group: m.ref.group,
		kind: m.ref.kind
	}]));
	const namespaces = [...new Set(members.map((m) => m.ref.namespace))].filter((ns) => ns !== "" && ns !== reading.parent.namespace);
	return {
		parent: reading,
		entries,
		order,
		scope: {
			groupKinds: [...groupKinds.values()],
			namespaces
		},
		warnings,
		...unlisted?.length ? { unlisted } : {},
		...requests.cache ? { dryRunsSkipped: requests.cache.skipped } : {}
	};
}
async function planMember(client, requests, member, listing, applySetId, options) {
	if (member.definedByCrd !== void 0) return {
		ref: member.ref,
		info: member.info,
		member,
		action: "create",
		reason: `its CustomResourceDefinition is created by this apply, so the server cannot check it yet`
	};
	const read = async () => {
		const found = await getObject(client.ahead(), member.info, member.ref.namespace, member.ref.name);
		if (found && isSecret(member.ref)) options.liveSecret?.(found);
		return found;
	};
	const taken = async () => {
		const { live } = await listing;
		const object = live.get(member.key)?.object;
		live.delete(member.key);
		return object;
	};
	const listed = async () => {
		const object = await taken();
		return object && expandListed(object);
	};
	const rules = rulesFor(options.ignoreDifferences ?? [], member.ref);
	const { cache } = requests;
	if (cache && await requests.unchangedByRecord(member)) {
		const known = rules.length > 0 ? await listed() : await taken();
		if (known) {
			cache.skipped++;
			cache.unchanged(member, known.metadata.resourceVersion);
			const ignored = rules.length > 0 ? ignoreFields(member.object, known, rules, options.fieldManager) : void 0;
			return {
				ref: member.ref,
				info: member.info,
				member: ignored ? {
					...member,
					object: ignored.object
				} : member,
				action: "unchanged",
				uid: known.metadata.uid,
				...ignoredDifferences(ignored)
			};
		}
	}
	let ignored;
	const ignoring = (live) => {
		ignored = ignoreFields(member.object, live, rules, options.fieldManager);
		return live;
	};
	let current;
	try {
		if (rules.length > 0) current = ignoring(await listed() ?? await read());
	} catch (error) {
		if (options.secretsMayBeUnreadable && isSecret(member.ref) && isSecretsForbidden(error)) return uncomparedSecret(member, error);
		throw error;
	}
	const sent = () => ignored ? {
		...member,
		object: ignored.object
	} : member;
	const base = () => ({
		ref: member.ref,
		info: member.info,
		member: sent()
	});
	const dryRun = () => requests.dryRun(sent(), options);
	let planned;
	try {
		planned = await dryRun();
	} catch (error) {
		if (options.secretsMayBeUnreadable && isSecret(member.ref) && isSecretsForbidden(error)) return uncomparedSecret(member, error);
		if (error instanceof ApiError && error.status === 404 && (await listing).createdNamespaces.has(member.ref.namespace)) return {
			...base(),
			action: "create",
			reason: `its namespace ${member.ref.namespace} is created by this apply, so the server cannot check it yet`
		};
		if (isImmutableRefusal(error) && mayReplace(member, options.replace)) {
			current ??= await listed() ?? await read();
			if (!current) return {
				...base(),
				action: "create"
			};
			checkOwner(member, current, applySetId);
			return {
				...base(),
				action: "replace",
				uid: current.metadata.uid,
				reason: replaceReason(error)
			};
		}
		if (error instanceof ApiError && isSecret(member.ref) && !await listing.then(({ live }) => live.has(member.key), () => false)) await read().catch(() => void 0);
		throw isImmutableRefusal(error) ? immutableChangeError(member, error) : error;
	}
	current ??= await listed() ?? (planned.metadata.resourceVersion ? await read() : void 0);
	for (let attempt = 0; current && current.metadata.resourceVersion !== planned.metadata.resourceVersion && attempt < SAME_VERSION_ATTEMPTS; attempt++) {
		current = await read();
		if (rules.length > 0) ignoring(current);
		if (current && current.metadata.resourceVersion !== planned.metadata.resourceVersion) planned = await dryRun();
	}
	if (!current) return {
		...base(),
		action: "create"
	};
	const owner = checkOwner(member, current, applySetId);
	const uid = current.metadata.uid;
	const rollout = startsRevision(current, planned) ? { newRevision: true } : {};
	if (owner === void 0) return {
		...base(),
		action: "update",
		uid,
		adopted: true,
		...rollout,
		diff: adoptionDiff(sent().object),
		reason: ADOPTION_REASON,
		...ignoredDifferences(ignored)
	};
	const comparison = compareObjects(current, planned, ignored?.paths);
	if (!comparison.changed) {
		if (current.metadata.resourceVersion === planned.metadata.resourceVersion) cache?.unchanged(member, current.metadata.resourceVersion);
		return {
			...base(),
			action: "unchanged",
			uid,
			...ignoredDifferences(ignored)
		};
	}
	const reason = comparison.ownershipOnly ? `no field changes; field ownership moves to ${options.fieldManager}` : void 0;
	return {
		...base(),
		action: "update",
		uid,
		...rollout,
		...comparison.diff ? {
			diff: comparison.diff,
			changedPaths: comparison.paths
		} : {},
		...reason ? { reason } : {},
		...ignoredDifferences(ignored)
	};
}
function ignoredDifferences(ignored) {
	return ignored && ignored.differences > 0 ? { ignored: {
		differences: ignored.differences,
		rules: ignored.rules
	} } : {};
}
function withServerWarnings(entry, warnings) {
	return warnings ? {
		...entry,
		serverWarnings: warnings
	} : entry;
}
function checkOwner(member, current, applySetId) {
	const owner = current.metadata.labels?.[PART_OF_LABEL];
	if (owner !== void 0 && owner !== applySetId) throw new UserError(`${describeRef(member.ref)} already belongs to another ApplySet (${PART_OF_LABEL}=${owner})`, {
		source: member.source,
		hint: "an object can be in one ApplySet only: remove it from the other set first (or delete that label from the live object if that set no longer exists)"
	});
	return owner;
}
// src/engine/planAndGates.ts
async function planAndGate(held, opened) {
	const { options, hooks, started, run, manifests, chartHooks, loadWarnings } = opened;
	const { cluster: steps, namespace, reading, ahead } = held;
	if (reading.adoptedFrom) hooks.warning(`adopting the ApplySet from ${reading.adoptedFrom}: from now on ${TOOL_NAME} manages it`);
	const holding = options.mode === "preview" ? handledLater(lockHolder(steps.client.ahead(), reading.parent)) : void 0;
	const liveSecret = (object) => hooks.secretsLoaded?.(secretValues([object]), "cluster");
	const planned = hooks.progress && ((done, total) => hooks.progress?.({
		step: "plan",
		done,
		total
	}));
	const secretsMayBeUnreadable = options.mode === "preview";
	const plan = await planApplySet(steps, reading, manifests, {
		...options,
		namespace,
		liveSecret,
		secretsMayBeUnreadable,
		...planned ? { planned } : {},
		...ahead ? { prepared: ahead.preparedOf } : {}
	}, ahead?.requests);
	for (const warning of plan.warnings) hooks.warning(warning);
	const release = hooks.rollback ? "rollback" : reading.live ? "upgrade" : "install";
	const preparedHooks = prepareHooks(steps.discovery, chartHooks, namespace ?? "");
	const phases = phasesOf(release, options.helm.tests);
	const plannedHooks = preparedHooks.length === 0 ? [] : await planHooks(steps.client, preparedHooks, listedPhases(release, options.helm.tests), {
		...options,
		secretsMayBeUnreadable
	});
	const deleteHooks = packDeleteHooks(preparedHooks);
	hooks.info(`Planned ApplySet ${reading.parent.id} in ${Date.now() - started} ms with ${run.requests().total} requests`);
	const objectDone = (entry, record) => hooks.objectDone?.(objectOutcome(entry, record));
	const counted = hooks.progress && countResults(plan.entries, hooks.progress);
	const records = new ObjectRecords((entry, record) => {
		objectDone(entry, record);
		counted?.(entry, record);
	});
	const warnings = [...loadWarnings, ...plan.warnings];
	const warn = (message) => {
		warnings.push(message);
		hooks.warning(message);
	};
	const consent = plan.entries.every((e) => e.action !== "prune" || consents(options.allowDestructivePrunes, e)) ? options.allowDestructivePrunes?.by : void 0;
	const hookResults = new HookResults();
	const outcome = (mode, stopped) => buildOutcome(plan, records, {
		mode,
		durationMs: Date.now() - started,
		warnings,
		requests: run.requests(),
		destructiveConsent: consent,
		hooks: mode === "preview" ? plannedHooks : hookResults.merged(plannedHooks),
		...stopped ? { stopped } : {}
	});
	const { beforeApply } = hooks;
	const refused = await firstRefusal(plan, {
		options,
		of: hooks.rollback ? "rollback" : "deploy",
		review: beforeApply && (() => beforeApply(outcome("preview")))
	}, options.mode);
	if (refused) throw new RunFailure(refused, outcome("preview"));
	return {
		plan,
		records,
		preparedHooks,
		phases,
		deleteHooks,
		hookResults,
		warn,
		outcome,
		holding
	};
}
async function previewOutcome(planned) {
	const holder = await planned.holding;
	if (holder) planned.warn(`a deploy of this ApplySet is in progress (${holder} holds its lock): this preview may already be out of date`);
	return planned.outcome("preview");
}
// src/engine/planAndDeploy.ts
async function planAndDeploy(held, opened) {
	const planned = await planAndGate(held, opened);
	if (opened.options.mode === "preview") return previewOutcome(planned);
	return deployPlanned(planned, held, opened);
}
export { planAndDeploy };
