import "./C1I3wEg2.js";
import { K as setOutput, S as logUntrusted, _ as JOB_SUMMARY_LIMIT_BYTES, v as fitInBytes, y as writeJobSummary } from "./ClbPNhji.js";
import { a as workOnSet, i as openSet } from "./BOXnZsfE.js";
import { a as treeText, n as readTree } from "./DusrvlpC.js";
import { i as treeMarkdown, t as runOnWholeSets } from "./C3VQ5K8v.js";
// src/action/modes/treeRun.ts
async function runTree(spec, step) {
	let members = 0;
	await runOnWholeSets(spec, step, async (set) => {
		const open = await openSet(set.target);
		const tree = await workOnSet(open, () => readTree(open));
		logUntrusted(`${treeText(tree)}\n(${open.requests().total} requests to the API server)`);
		if (set.only) setOutput("applyset-id", tree.set.id);
		members += tree.members;
		setOutput("members", String(members));
		if (set.hasJobSummary) await writeJobSummary(fitInBytes((maxLength) => step.secrets.text(treeMarkdown(tree, {
			...set.context,
			maxLength
		})), JOB_SUMMARY_LIMIT_BYTES));
	});
}
export { runTree };
