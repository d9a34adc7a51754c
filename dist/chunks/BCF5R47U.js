import { i as printJsonPieces, n as printErr, r as printJson } from "./B767RgOY.js";
import { h as renderErrorJson, m as jsonPieces, t as reportedError } from "./CVLZ5SFw.js";
// src/cli/printFailure.ts
async function printFailure(error, output, options = {}) {
	const failure = reportedError(error);
	printErr(`error: ${failure.message}`);
	if (options.debug) printErr(debugTrace(error));
	else if (failure.stack) printErr(failure.stack);
	if (output !== "json") return;
	if (failure.outcome) await printJsonPieces(jsonPieces(failure.outcome, failure.document, options.command));
	else printJson(renderErrorJson(failure.document, options.command));
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
