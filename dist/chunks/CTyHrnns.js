import "./C1I3wEg2.js";
import { K as setOutput, S as logUntrusted, _ as JOB_SUMMARY_LIMIT_BYTES, l as holderOf, q as setSecret, v as fitInBytes, y as writeJobSummary } from "./ClbPNhji.js";
import { i as describeApplySet, u as parentRef } from "./G6TDRtuw.js";
import { t as deleteSet } from "./CjQWnzyX.js";
import { a as workOnSet, i as openSet, t as ParentMissing } from "./BOXnZsfE.js";
import { t as UserError } from "./BSV1T608.js";
import { r as CancelledError } from "./DYj8u9oW.js";
import { n as widenConsent, t as labelConsent } from "./DJPweNkh.js";
import { n as destroyLines, r as destroyMarkdown, t as runOnWholeSets } from "./C3VQ5K8v.js";
// src/action/modes/destroyRun.ts
async function runDestroy(spec, step) {
	const consent = await labelConsent(step.access, void 0, {
		event: step.runner.eventName,
		sha: step.runner.sha
	});
	let deleted = 0;
	await runOnWholeSets(spec, step, async (set) => {
		deleted += await destroy(set, step, consent);
		setOutput("deleted", deleted);
	});
}
async function destroy(set, step, label) {
	const { options } = set;
	let open;
	try {
		open = await openSet(set.target, {
			adopt: options.adopt,
			lockTimeoutSeconds: options.lockTimeoutSeconds,
			info: logUntrusted,
			holder: holderOf(step.runner),
			signal: step.signal
		});
	} catch (error) {
		if (error instanceof CancelledError) throw new UserError("the destroy was cancelled while it waited for the ApplySet lock; nothing was deleted", { cause: error });
		if (!(error instanceof ParentMissing)) throw error;
		logUntrusted(`Nothing to delete: ${error.message}`);
		if (set.only) setOutput("applyset-id", error.parent.id);
		await reportDestroy(void 0, error.parent, set, step);
		return 0;
	}
	const consent = widenConsent(options.allowDestructivePrunes, label);
	const deletion = await workOnSet(open, () => deleteSet(open, {
		consent,
		timeoutMs: options.waitTimeoutMs,
		hooks: true,
		fieldManager: options.fieldManager,
		progress: logUntrusted,
		secretsLoaded: (values) => {
			for (const value of values) setSecret(value);
			step.secrets.add(values);
		}
	}));
	for (const line of destroyLines(deletion, parentRef(open.parent))) logUntrusted(line);
	logUntrusted(`${deletion.text} (${String(deletion.document["requests"])} requests to the API server)`);
	if (set.only) setOutput("applyset-id", open.parent.id);
	await reportDestroy(deletion, open.parent, set, step);
	return deletion.members.filter((m) => m.outcome === "deleted").length + Number(deletion.parent === "deleted");
}
async function reportDestroy(deletion, parent, set, step) {
	const body = (maxLength) => step.secrets.text(destroyMarkdown(deletion, parentRef(parent), {
		...set.context,
		maxLength
	}));
	if (set.hasJobSummary) await writeJobSummary(fitInBytes(body, JOB_SUMMARY_LIMIT_BYTES));
	if (set.comment) {
		const deleted = deletion?.members.some((m) => m.outcome === "deleted") === true || deletion?.parent === "deleted";
		const id = await set.comment.post(body(set.comment.maxLength), set.comment.manner === "always" || deleted);
		if (id !== void 0) setOutput("comment-id", id);
	}
	if (deletion) logUntrusted(`Destroyed ApplySet ${describeApplySet(parent)}`);
}
export { runDestroy };
