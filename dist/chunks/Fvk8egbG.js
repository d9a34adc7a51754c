import "./C1I3wEg2.js";
import { n as printJson, r as printOut, t as printErr } from "./sfXTqLS0.js";
import { D as UserError, k as describeError, n as driftLine, r as hasDrifted } from "./D3H9in72.js";
import { S as parseOptions, _ as renderText, c as RunFailure, d as ABANDON_AFTER_MS, g as formatObjectLine, i as renderMarkdown, l as runApplySet, s as renderJson, t as keepYoungGenerationSmall } from "./cUSSLK-B.js";
// src/cliRun.ts
function print(doc, output) {
	if (output === "json") printJson(renderJson(doc));
	else printOut(output === "markdown" ? renderMarkdown(doc) : renderText(doc));
}
const SIGNAL_EXIT_CODES = {
	SIGINT: 130,
	SIGTERM: 143
};
function cancelOnSignals() {
	const cancellation = new AbortController();
	let cancelledBy;
	for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => {
		if (cancelledBy) return printErr(`${signal}: already cancelling`);
		cancelledBy = signal;
		printErr(`${signal}: cancelling; requests in flight get ${ABANDON_AFTER_MS / 1e3} s to finish`);
		cancellation.abort();
	});
	return {
		signal: cancellation.signal,
		cancelledBy: () => cancelledBy
	};
}
async function runCli(cli) {
	keepYoungGenerationSmall();
	const cancellation = cancelOnSignals();
	const failed = () => {
		const by = cancellation.cancelledBy();
		return by ? SIGNAL_EXIT_CODES[by] : 1;
	};
	try {
		const options = parseOptions(cli.inputs, process.cwd());
		const outcome = await runApplySet(options, {
			info: (line) => printErr(line),
			warning: (line) => printErr(`Warning: ${line}`),
			objectDone: (object) => printErr(formatObjectLine(object, "apply")),
			signal: cancellation.signal
		});
		print(outcome, cli.output);
		if (cli.command !== "drift") return 0;
		printErr(driftLine(outcome));
		return hasDrifted(outcome) ? 2 : 0;
	} catch (error) {
		if (error instanceof RunFailure) {
			printOut(renderText(error.outcome));
			printErr(`error: ${describeError(error.error)}`);
			return failed();
		}
		printErr(`error: ${describeError(error)}`);
		if (cancellation.cancelledBy()) return failed();
		if (!(error instanceof UserError) && error instanceof Error && error.stack) printErr(error.stack);
		return 1;
	}
}
export { runCli };
