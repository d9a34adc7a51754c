import { n as printErr, r as printJson } from "./zhxNOqGa.js";
import { h as renderJson, m as renderErrorJson, t as failureOf } from "./ps4WBtaZ.js";
// src/commands/printFailure.ts
function printFailure(error, output, options = {}) {
	const failure = failureOf(error);
	printErr(`error: ${failure.message}`);
	if (options.debug) printErr(debugTrace(error));
	else if (failure.stack) printErr(failure.stack);
	if (output !== "json") return;
	printJson(failure.outcome ? renderJson(failure.outcome, failure.document, options.command) : renderErrorJson(failure.document, options.command));
}
function debugTrace(error) {
	const lines = [];
	for (let e = error, depth = 0; e !== void 0 && depth < 10; e = e instanceof Error ? e.cause : void 0, depth++) {
		const code = e instanceof Error ? e.code : void 0;
		const coded = typeof code === "string" ? `[code ${code}] ` : "";
		lines.push(`${depth === 0 ? "debug: " : "debug: caused by: "}${coded}${e instanceof Error ? e.stack ?? e.message : String(e)}`);
	}
	return lines.join("\n");
}
export { printFailure as t };
