import "./C1I3wEg2.js";
import { C as warnUntrusted, K as setOutput, S as logUntrusted, _ as JOB_SUMMARY_LIMIT_BYTES, h as setIssueOutput, m as keepSetIssue, v as fitInBytes, x as failUntrusted, y as writeJobSummary } from "./ClbPNhji.js";
import { a as workOnSet, i as openSet } from "./BOXnZsfE.js";
import { i as verifySet } from "./yWlgtK4m.js";
import { a as verifyClosing, o as verifyCounts, s as verifyMarkdown, t as runOnWholeSets } from "./C3VQ5K8v.js";
// src/action/modes/verifyRun.ts
async function runVerify(spec, step) {
	let leaked = false;
	await runOnWholeSets(spec, step, async (set) => {
		leaked = await verify(set, step) || leaked;
		setOutput("leaked", String(leaked));
	});
}
async function verify(set, step) {
	const open = await openSet(set.target);
	const verification = await workOnSet(open, () => verifySet(open, false, warnUntrusted));
	const { findings, unscanned, text } = verification;
	logUntrusted(`${text}\n(${String(verification.document["requests"])} requests to the API server)`);
	const leaked = findings.leaked.length > 0;
	if (set.only) setOutput("applyset-id", findings.id);
	const body = (maxLength) => step.secrets.text(verifyMarkdown(findings, unscanned, {
		...set.context,
		maxLength
	}));
	if (set.hasJobSummary) await writeJobSummary(fitInBytes(body, JOB_SUMMARY_LIMIT_BYTES));
	const parent = `${findings.applyset}${findings.namespace ? ` in namespace ${findings.namespace}` : ""}`;
	if (step.access) {
		const title = `${set.context.title ?? "ApplySet verify"}: ${parent}: ${verifyCounts(findings)}`;
		const issue = await keepSetIssue(step.access, "verify", set.key, leaked ? { open: {
			title,
			body
		} } : { closing: step.secrets.text(verifyClosing(findings, set.context)) });
		if (set.only) setIssueOutput(issue);
	}
	if (leaked && step.inputs.failOnFinding) failUntrusted(`ApplySet ${parent} has ${verifyCounts(findings)}, which no prune finds (fail-on-finding is set)`);
	return leaked;
}
export { runVerify };
