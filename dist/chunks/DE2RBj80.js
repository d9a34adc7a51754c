import { n as describeParent, r as formatCounts } from "./CVLZ5SFw.js";
// src/report/drift.ts
function hasDrifted(doc) {
	return doc.summary.create + doc.summary.update + doc.summary.replace + doc.summary.prune > 0;
}
function driftLine(doc) {
	const unread = doc.summary.uncompared || doc.unlisted?.length ? "this credential may not read Secrets, whose changes and prunes were not looked for" : "";
	return hasDrifted(doc) ? `drift: ApplySet ${describeParent(doc)} differs from the manifests: ${formatCounts(doc.summary, "preview")}${unread ? `; ${unread}` : ""}` : `no drift: ApplySet ${describeParent(doc)} matches the manifests${unread ? `, but for its Secrets: ${unread}` : ""}`;
}
const DRIFT_INPUTS = {
	"force-conflicts": "true",
	"plan-cache": "false"
};
export { driftLine as n, hasDrifted as r, DRIFT_INPUTS as t };
