import "./C1I3wEg2.js";
import { t as printFailure } from "./BCF5R47U.js";
import { a as printOut, i as printJsonPieces, n as printErr, o as printPainted, r as printJson, t as paintFor } from "./B767RgOY.js";
import { n as driftLine, r as hasDrifted } from "./DE2RBj80.js";
import { g as renderJson, m as jsonPieces, t as reportedError } from "./CVLZ5SFw.js";
import { r as renderMarkdown } from "./Dr5ang64.js";
import { n as renderText } from "./2PPszLBS.js";
// src/cli/printTargets.ts
function printTargetResults(results, output) {
	if (output === "json") {
		const targets = results.map((result) => {
			const outcome = outcomeOf(result);
			const error = "error" in result ? reportedError(result.error).document : void 0;
			const document = outcome ? JSON.parse(renderJson(outcome, error)) : { error };
			delete document["schemaVersion"];
			return {
				target: result.target.name,
				...document
			};
		});
		printJson(JSON.stringify({
			schemaVersion: 1,
			targets
		}, null, 2));
		return;
	}
	for (const result of results) {
		const outcome = outcomeOf(result);
		if (output === "markdown") printOut(`## ${result.target.name}\n\n${outcome ? renderMarkdown(outcome) : "Failed before it planned: see the error below."}\n`);
		else printPainted(`== ${result.target.name} ==\n${outcome ? renderText(outcome, { paint: paintFor(process.stdout) }) : "failed before it planned (error below)"}\n`);
	}
}
function outcomeOf(result) {
	return "outcome" in result ? result.outcome : reportedError(result.error).outcome;
}
// src/cli/runReport.ts
async function print(doc, output, command) {
	if (output === "json") await printJsonPieces(jsonPieces(doc, void 0, command));
	else if (output === "markdown") printOut(renderMarkdown(doc));
	else printPainted(renderText(doc, {
		paint: paintFor(process.stdout),
		shownLive: doc.mode === "apply"
	}));
}
function reportNoTargets() {
	printJson(JSON.stringify({
		schemaVersion: 1,
		targets: []
	}, null, 2));
}
async function reportSet(result, cli, failureOptions) {
	if ("outcome" in result) {
		await print(result.outcome, cli.output, cli.command);
		if (cli.command !== "drift") return 0;
		printErr(driftLine(result.outcome));
		return hasDrifted(result.outcome) ? 2 : 0;
	}
	const { outcome } = reportedError(result.error);
	if (outcome && cli.output !== "json") await print(outcome, cli.output, cli.command);
	await printFailure(result.error, cli.output, failureOptions);
	return 1;
}
function reportTargets(results, cli) {
	printTargetResults(results, cli.output);
	const failures = results.filter((result) => "error" in result);
	for (const result of failures) printErr(`error: target ${result.target.name}: ${reportedError(result.error).message}`);
	if (failures.length > 0) return 1;
	if (cli.command !== "drift") return 0;
	const drifted = results.filter((result) => "outcome" in result && hasDrifted(result.outcome)).map((result) => result.target.name);
	printErr(drifted.length > 0 ? `drift: ${drifted.join(", ")} differ from their manifests` : "no drift: every target matches its manifests");
	return drifted.length > 0 ? 2 : 0;
}
export { reportNoTargets, reportSet, reportTargets };
